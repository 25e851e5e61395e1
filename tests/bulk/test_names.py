"""File and member names that records must carry as they are (issue 12 §2, §11): a file whose
own name holds ``::`` is not an archive member, and every record names its input so that a
resume finds it again."""

from __future__ import annotations

import base64
import csv
import io
import json
import os
import subprocess
import sys
import tarfile
import zipfile
from pathlib import Path
from types import SimpleNamespace

import pytest

from doiextract.bulk import extract_batch, iter_inputs


def _tar(path: Path, files: dict[str, bytes]) -> None:
    with tarfile.open(path, "w") as tar:
        for name, data in files.items():
            info = tarfile.TarInfo(name)
            info.size = len(data)
            tar.addfile(info, io.BytesIO(data))


def test_a_file_named_with_double_colon_is_itself(tmp_path: Path) -> None:
    """issue 12 §11: ``a::b.txt`` is a file, not member ``b.txt`` of an archive ``a``."""
    (tmp_path / "a").write_text("not an archive\n")
    path = tmp_path / "a::b.txt"
    path.write_text("doi:10.1000/colon\n")
    records = extract_batch([str(path)])
    assert [(r["source"], r.get("member"), r["dois"]) for r in records] == [
        (str(path), None, ["10.1000/colon"])
    ]


def test_a_member_named_with_double_colon(tmp_path: Path) -> None:
    """A member whose name holds ``::`` keeps it whole; the archive is the source."""
    archive = tmp_path / "x.tar"
    _tar(archive, {"b::c.txt": b"10.1000/member\n"})
    items = list(iter_inputs([str(archive)]))
    assert [i.key for i in items] == [(str(archive), "b::c.txt")]
    records = extract_batch([str(archive)])
    assert [(r["source"], r["member"], r["dois"]) for r in records] == [
        (str(archive), "b::c.txt", ["10.1000/member"])
    ]


def test_resume_tells_a_member_from_a_file_of_the_same_label(
    tmp_path: Path, bulk: SimpleNamespace
) -> None:
    """``x.tar`` member ``m.txt`` and a file named ``x.tar::m.txt`` are two inputs: both are
    recorded, and a resume finds both done (no duplicate, nothing missing)."""
    corpus = tmp_path / "c"
    corpus.mkdir()
    _tar(corpus / "x.tar", {"m.txt": b"10.1000/in-archive\n"})
    (corpus / "x.tar::m.txt").write_text("10.1000/a-file\n")
    out = tmp_path / "out.jsonl"
    args = ["-f", "jsonl", "-q", "-j", "1", "-o", str(out), "c"]
    assert bulk.cli(args, tmp_path).returncode == 0
    first = bulk.read_records(out)
    got = sorted((Path(r["source"]).name, r.get("member"), r["dois"][0]) for r in first)
    assert got == [
        ("x.tar", "m.txt", "10.1000/in-archive"),
        ("x.tar::m.txt", None, "10.1000/a-file"),
    ]
    proc = bulk.cli(["--resume", "--summary", *args], tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert "documents: 0 " in proc.stderr and "2 already done" in proc.stderr
    assert bulk.read_records(out) == first


BAD_NAME = b"bad\xff.txt"


def _bad_corpus(root: Path) -> bytes:
    """A folder with a file whose name is not UTF-8, and a good one; the bad path's bytes."""
    root.mkdir()
    bad = os.fsencode(root) + b"/" + BAD_NAME
    try:
        with open(bad, "wb") as handle:
            handle.write(b"doi:10.1000/badname\n")
    except (OSError, UnicodeError):  # pragma: no cover - a file system that refuses the name
        pytest.skip("this file system refuses names that are not UTF-8")
    (root / "good.txt").write_text("doi:10.1000/good\n")
    return bad


@pytest.mark.parametrize("fmt", ["jsonl", "csv", "text"], ids=lambda f: f"issue12-2-{f}")
def test_a_file_name_that_is_not_utf8(tmp_path: Path, bulk: SimpleNamespace, fmt: str) -> None:
    """issue 12 §2: the run completes in every format, and the name is recorded losslessly:
    escaped in ``source``, its bytes (base64) in ``source_bytes``."""
    bad = _bad_corpus(tmp_path / "d")
    out = tmp_path / f"out.{fmt}"
    proc = bulk.cli(["-f", fmt, "-j", "1", "-o", str(out), "d"], tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert "Traceback" not in proc.stderr
    text = out.read_bytes().decode("utf-8")  # valid UTF-8 in every format
    relative = b"d/" + BAD_NAME
    if fmt == "jsonl":
        records = {r["source"]: r for r in bulk.read_records(out)}
        assert set(records) == {"d/bad\\xff.txt", "d/good.txt"}
        record = records["d/bad\\xff.txt"]
        assert base64.b64decode(record["source_bytes"]) == relative
        assert record["dois"] == ["10.1000/badname"]
        assert "source_bytes" not in records["d/good.txt"]
    elif fmt == "csv":
        rows = list(csv.DictReader(io.StringIO(text)))
        row = next(r for r in rows if r["doi"] == "10.1000/badname")
        assert row["source"] == "d/bad\\xff.txt"
        assert base64.b64decode(row["source_bytes"]) == relative
        assert len(rows) == 2
    else:
        # a directory: path:line:doi (issue #11 item 3), the name escaped as in the records
        assert sorted(text.split()) == [
            "d/bad\\xff.txt:1:10.1000/badname",
            "d/good.txt:1:10.1000/good",
        ]
    assert os.path.exists(bad)


def test_resume_finds_a_file_name_that_is_not_utf8(tmp_path: Path, bulk: SimpleNamespace) -> None:
    """issue 12 §2: a resume matches the recorded name (no duplicate, no death at that file),
    and a lost record of it is read again, once."""
    _bad_corpus(tmp_path / "d")
    out = tmp_path / "out.jsonl"
    args = ["-f", "jsonl", "-q", "-j", "1", "-o", str(out), "d"]
    assert bulk.cli(args, tmp_path).returncode == 0
    first = bulk.read_records(out)
    again = bulk.cli(["--resume", *args], tmp_path)
    assert again.returncode == 0, again.stderr
    assert bulk.read_records(out) == first
    kept = [r for r in first if "source_bytes" not in r]
    out.write_text("".join(json.dumps(r) + "\n" for r in kept))
    resumed = bulk.cli(["--resume", *args], tmp_path)
    assert resumed.returncode == 0, resumed.stderr
    records = bulk.read_records(out)
    assert sorted(r["source"] for r in records) == ["d/bad\\xff.txt", "d/good.txt"]


def test_files_from_stdin_with_a_name_that_is_not_utf8(
    tmp_path: Path, bulk: SimpleNamespace
) -> None:
    """A list on standard input is read as bytes: a strict UTF-8 stdin does not matter."""
    _bad_corpus(tmp_path / "d")
    proc = subprocess.run(
        [sys.executable, "-m", "doiextract", "-f", "jsonl", "-j", "0", "--files-from", "-"],
        cwd=tmp_path,
        input=b"d/" + BAD_NAME + b"\n",
        capture_output=True,
        timeout=120,
        check=False,
        env={**os.environ, "PYTHONIOENCODING": "utf-8:strict"},
    )
    assert proc.returncode == 0, proc.stderr
    record = json.loads(proc.stdout)
    assert base64.b64decode(record["source_bytes"]) == b"d/" + BAD_NAME


def test_archive_member_names_that_are_not_utf8(tmp_path: Path) -> None:
    """issue 12 §2: a tar member name that is not UTF-8 is recorded escaped with its bytes in
    ``member_bytes``; a zip whose names claim UTF-8 and are not is one error record."""
    archive = tmp_path / "m.tar"
    with tarfile.open(archive, "w", format=tarfile.GNU_FORMAT) as tar:
        data = b"10.1000/member\n"
        info = tarfile.TarInfo(os.fsdecode(b"sub/" + BAD_NAME))
        info.size = len(data)
        tar.addfile(info, io.BytesIO(data))
    zipped = tmp_path / "u.zip"
    with zipfile.ZipFile(zipped, "w") as handle:
        handle.writestr("caf\u00e9.txt", b"10.1000/zip\n")  # non-ASCII: flagged as UTF-8
    zipped.write_bytes(zipped.read_bytes().replace("caf\u00e9".encode(), b"caf\xff\xfe"))
    records = extract_batch([str(archive), str(zipped)])
    assert [r["status"] for r in records] == ["ok", "error"]
    assert records[0]["member"] == "sub/bad\\xff.txt"
    assert base64.b64decode(records[0]["member_bytes"]) == b"sub/" + BAD_NAME
    assert records[0]["dois"] == ["10.1000/member"]
    assert records[1]["source"] == str(zipped) and "member" not in records[1]
    assert records[1]["error"]["kind"] == "read-error"
    assert "flagged as UTF-8" in records[1]["error"]["message"]
    json.dumps(records, ensure_ascii=False).encode("utf-8")  # no lone surrogate anywhere
