"""Inputs of a corpus run (issue 4 §1): files, directories, globs, --files-from, archives read
member by member, include/exclude, and one record per document for everything found."""

from __future__ import annotations

import io
import os
import tarfile
import zipfile
from pathlib import Path
from types import SimpleNamespace

import pytest

from doiextract.bulk import Input, extract_batch, is_selected, iter_inputs, load_resume
from doiextract.options import Options


def _tree(root: Path) -> None:
    (root / "a" / "b").mkdir(parents=True)
    (root / "a" / "one.txt").write_text("doi:10.1000/one\n")
    (root / "a" / "b" / "two.html").write_text("<p>10.1000/two</p>\n")
    (root / "a" / "b" / "three.txt").write_text("10.1000/three\n")
    (root / "a" / "draft.txt").write_text("10.1000/draft\n")
    (root / "top.txt").write_text("10.1000/top\n")


def _sources(items: list[Input], root: Path) -> list[str]:
    return sorted(
        os.path.relpath(i.source, root) if "::" not in i.source else i.source for i in items
    )


CASES = [
    pytest.param(
        ["a"],
        Options(),
        ["a/b/three.txt", "a/b/two.html", "a/draft.txt", "a/one.txt"],
        id="issue4-1-directory-recursive",
    ),
    pytest.param(["a/*.txt"], Options(), ["a/draft.txt", "a/one.txt"], id="issue4-1-glob"),
    pytest.param(
        ["**/*.txt"],
        Options(),
        ["a/b/three.txt", "a/draft.txt", "a/one.txt", "top.txt"],
        id="issue4-1-glob-recursive",
    ),
    pytest.param(
        ["a"],
        Options(include=("*.txt",)),
        ["a/b/three.txt", "a/draft.txt", "a/one.txt"],
        id="issue4-1-include-name",
    ),
    pytest.param(
        ["a"],
        Options(exclude=("draft*",)),
        ["a/b/three.txt", "a/b/two.html", "a/one.txt"],
        id="issue4-1-exclude-name",
    ),
    pytest.param(
        ["a"],
        Options(exclude=("b",)),
        ["a/draft.txt", "a/one.txt"],
        id="issue4-1-exclude-prunes-directory",
    ),
    pytest.param(
        ["a"],
        Options(include=("b/*",)),
        ["a/b/three.txt", "a/b/two.html"],
        id="issue4-1-include-relative-path",
    ),
    pytest.param(
        ["a/draft.txt"],
        Options(exclude=("draft*",)),
        ["a/draft.txt"],
        id="issue4-1-explicit-file-always-read",
    ),
    pytest.param(
        ["top.txt", "a/one.txt"], Options(), ["a/one.txt", "top.txt"], id="issue4-1-several-files"
    ),
]


@pytest.mark.parametrize(("operands", "options", "expected"), CASES)
def test_operands(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    operands: list[str],
    options: Options,
    expected: list[str],
) -> None:
    _tree(tmp_path)
    monkeypatch.chdir(tmp_path)
    items = list(iter_inputs(operands, options))
    assert sorted(i.source for i in items) == expected
    assert all(i.result is None and i.path == i.source for i in items)


def test_a_glob_matching_nothing_is_a_read_error(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """issue 4 §1: like a missing file, a pattern with no match is said, not silently nothing;
    one that matches only files --exclude leaves out is no error."""
    _tree(tmp_path)
    monkeypatch.chdir(tmp_path)
    (item,) = iter_inputs(["a/*.pdf"], Options())
    assert item.source == "a/*.pdf"
    assert item.result is not None and item.result.error is not None
    assert item.result.error.kind == "read-error"
    assert "no file matches" in item.result.error.message
    assert list(iter_inputs(["a/*.txt"], Options(exclude=("*.txt",)))) == []


def test_files_from(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """issue 4 §1: --files-from LIST, one path per line (a line may be a directory)."""
    _tree(tmp_path)
    monkeypatch.chdir(tmp_path)
    (tmp_path / "list").write_text("top.txt\n\na/b\n")
    items = list(iter_inputs([], Options(), files_from="list"))
    assert items[0].source == "top.txt"
    assert sorted(i.source for i in items) == ["a/b/three.txt", "a/b/two.html", "top.txt"]


def _tar(path: Path, files: dict[str, bytes], mode: str) -> None:
    with tarfile.open(path, mode) as tar:
        for name, data in files.items():
            info = tarfile.TarInfo(name)
            info.size = len(data)
            tar.addfile(info, io.BytesIO(data))


MEMBERS = {"x/a.txt": b"doi:10.1000/a\n", "x/b.pdf.txt": b"10.1000/b\n", "c.txt": b"none\n"}


@pytest.mark.parametrize(
    ("name", "mode"),
    [
        ("m.tar", "w"),
        ("m.tar.gz", "w:gz"),
        ("m.tgz", "w:gz"),
        ("m.tar.bz2", "w:bz2"),
        ("m.tar.xz", "w:xz"),
        ("m.zip", "zip"),
    ],
    ids=lambda v: f"issue4-1-archive-{v}" if "." in v else v,
)
def test_archive_members_in_memory(tmp_path: Path, name: str, mode: str) -> None:
    """issue 4 §1: archives are read member by member, nothing written to disk."""
    path = tmp_path / name
    if mode == "zip":
        with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
            for member, data in MEMBERS.items():
                archive.writestr(member, data)
    else:
        _tar(path, MEMBERS, mode)
    before = sorted(os.listdir(tmp_path))
    items = list(iter_inputs([str(path)]))
    assert [i.source for i in items] == [f"{path}::{m}" for m in MEMBERS]
    assert [i.data for i in items] == list(MEMBERS.values())
    records = extract_batch([str(path)])
    assert [(r["source"], r["member"], r["dois"]) for r in records] == [
        (str(path), "x/a.txt", ["10.1000/a"]),
        (str(path), "x/b.pdf.txt", ["10.1000/b"]),
        (str(path), "c.txt", []),
    ]
    assert sorted(os.listdir(tmp_path)) == before  # nothing unpacked


def test_archive_include_and_size_limit(tmp_path: Path) -> None:
    path = tmp_path / "m.tar.gz"
    _tar(path, {**MEMBERS, "big.txt": b"x" * 5000}, "w:gz")
    items = list(iter_inputs([str(path)], Options(include=("*.txt",), max_bytes=1000)))
    assert [i.source.split("::")[1] for i in items] == [
        "x/a.txt",
        "x/b.pdf.txt",
        "c.txt",
        "big.txt",
    ]
    big = items[-1]
    assert big.result is not None and big.result.error is not None
    assert big.result.error.kind == "limit"
    assert big.data is None  # not read


def test_truncated_archive_is_an_error_record(tmp_path: Path) -> None:
    """issue 4 §5 nothing lost: members read before the damage, then an error record."""
    path = tmp_path / "t.tar.gz"
    _tar(path, {f"m{i}.txt": os.urandom(20000).hex().encode() for i in range(5)}, "w:gz")
    data = path.read_bytes()
    path.write_bytes(data[: len(data) // 2])
    records = extract_batch([str(path)])
    assert records[-1]["source"] == str(path) and "member" not in records[-1]
    assert records[-1]["status"] == "error" and records[-1]["error"]["kind"] == "read-error"
    assert all(r["status"] == "ok" for r in records[:-1])


@pytest.mark.parametrize(
    ("setup", "status", "kind"),
    [
        ("fifo", "skipped", None),
        ("dangling-symlink", "error", "read-error"),
        ("binary", "skipped", None),  # issue #11 item 2: no reader, not an error
        ("too-big", "error", "limit"),
        ("directory-symlink", "skipped", None),
    ],
    ids=[
        "issue4-5-fifo-skipped",
        "issue4-5-dangling-symlink",
        "issue11-2-binary-skipped",
        "issue4-5-size-limit",
        "issue4-5-directory-symlink-not-followed",
    ],
)
def test_special_files_in_a_walk(tmp_path: Path, setup: str, status: str, kind: str | None) -> None:
    """issue 4 §5: everything met in a directory walk gets a record, none hangs the walk."""
    root = tmp_path / "c"
    root.mkdir()
    target = root / "special"
    if setup == "fifo":
        os.mkfifo(target)
    elif setup == "dangling-symlink":
        target.symlink_to(tmp_path / "missing")
    elif setup == "binary":
        target.write_bytes(b"\x00\x01\x02" * 100)
    elif setup == "too-big":
        target.write_text("10.1000/x " * 200)
    elif setup == "directory-symlink":
        target.symlink_to(tmp_path)
    records = extract_batch([str(root)], Options(max_bytes=1000))
    assert len(records) == 1
    assert records[0]["source"] == str(target)
    assert records[0]["status"] == status
    assert records[0].get("error", {}).get("kind") == kind


@pytest.mark.parametrize(
    ("relative", "include", "exclude", "expected"),
    [
        ("a/b.pdf", ("*.pdf",), (), True),
        ("a/b.txt", ("*.pdf",), (), False),
        ("a/b.pdf", (), ("a/*",), False),
        ("b.PDF", ("*.pdf",), (), False),  # case-sensitive, as the file system
        ("x/y/z.html", ("x/*",), (), True),  # fnmatch: * crosses /
    ],
    ids=["include", "not-included", "exclude-path", "case-sensitive", "star-crosses-slash"],
)
def test_is_selected(
    relative: str, include: tuple[str, ...], exclude: tuple[str, ...], expected: bool
) -> None:
    assert is_selected(relative, Options(include=include, exclude=exclude)) is expected


@pytest.mark.parametrize(
    ("content", "records", "repaired"),
    [
        (b"", 0, 0),
        (b'{"source": "a", "status": "ok"}\n', 1, 0),
        (b'{"source": "a", "status": "ok"}\n{"source": "b", "sta', 1, 20),
        (b'{"source": "a", "status": "error"}\n{"source": "b"}', 1, 15),
        (b'{"source": "a", "member": "m", "status": "ok"}\n', 1, 0),
    ],
    ids=["empty", "complete", "torn-last-line", "last-line-without-newline", "member"],
)
def test_load_resume(tmp_path: Path, content: bytes, records: int, repaired: int) -> None:
    """issue 4 §5: --resume repairs a torn last line (the file is truncated)."""
    path = tmp_path / "out.jsonl"
    path.write_bytes(content)
    state = load_resume(str(path))
    assert state.records == records
    assert state.repaired_bytes == repaired
    assert path.stat().st_size == len(content) - repaired


def test_load_resume_damaged_middle_line(tmp_path: Path) -> None:
    from doiextract.errors import SourceReadError

    path = tmp_path / "out.jsonl"
    path.write_bytes(b'{"source": "a"}\nnot json\n{"source": "b"}\n')
    with pytest.raises(SourceReadError, match="line 2"):
        load_resume(str(path))


def test_helpers_fixture(bulk: SimpleNamespace) -> None:
    assert bulk.key({"source": "a.tar", "member": "m"}) == "a.tar::m"
