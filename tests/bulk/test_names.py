"""File and member names that records must carry as they are (issue 12 §2, §11): a file whose
own name holds ``::`` is not an archive member, and every record names its input so that a
resume finds it again."""

from __future__ import annotations

import io
import tarfile
from pathlib import Path
from types import SimpleNamespace

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
