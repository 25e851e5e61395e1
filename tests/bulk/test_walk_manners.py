"""ripgrep's manners in folder walks and file lists (issue 11 §2): hidden entries and what
.gitignore/.ignore exclude are not walked (--hidden, --no-ignore include them); explicit
operands are always read; -0/--null reads NUL-separated --files-from lists losslessly."""

from __future__ import annotations

import base64
import json
import os
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest

from doiextract.bulk import iter_inputs
from doiextract.bulk.ignore import MAX_IGNORE_BYTES, IgnoreRules
from doiextract.options import Options


def _write(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


@pytest.fixture
def tree(tmp_path: Path) -> Path:
    """A project folder: one real document, a .git/, an ignored node_modules/, logs."""
    root = tmp_path / "mixed"
    _write(root / "paper.txt", "see doi:10.1000/real\n")
    _write(root / ".git" / "HEAD", "doi:10.1000/git\n")
    _write(root / ".git" / "objects" / "x.txt", "doi:10.1000/git-object\n")
    _write(root / ".hidden.txt", "doi:10.1000/hidden\n")
    _write(root / ".gitignore", "node_modules/\n*.log\n/build\n")
    _write(root / "node_modules" / "pkg" / "README.txt", "doi:10.1000/node\n")
    _write(root / "a.log", "doi:10.1000/log\n")
    _write(root / "build" / "out.txt", "doi:10.1000/build\n")
    _write(root / "sub" / "build" / "kept.txt", "doi:10.1000/sub-build\n")  # '/build': root only
    _write(root / "sub" / "keep.log", "doi:10.1000/keep-log\n")
    _write(root / "sub" / "drop.txt", "doi:10.1000/drop\n")
    _write(root / "sub" / ".ignore", "!keep.log\ndrop.txt\n")  # deeper file overrides
    return root


def _found(root: Path, options: Options | None = None) -> set[str]:
    return {
        Path(item.source).relative_to(root).as_posix() for item in iter_inputs([str(root)], options)
    }


def test_walk_skips_hidden_and_ignored(tree: Path) -> None:
    assert _found(tree) == {"paper.txt", "sub/build/kept.txt", "sub/keep.log"}


def test_hidden_and_no_ignore_include_them(tree: Path) -> None:
    hidden = _found(tree, Options(hidden=True))
    assert {".hidden.txt", ".git/HEAD", ".gitignore", "sub/.ignore"} <= hidden
    assert "a.log" not in hidden and "node_modules/pkg/README.txt" not in hidden
    everything = _found(tree, Options(hidden=True, ignore_files=False))
    assert {"a.log", "node_modules/pkg/README.txt", "build/out.txt", "sub/drop.txt"} <= everything
    unignored = _found(tree, Options(ignore_files=False))
    assert "a.log" in unignored and ".git/HEAD" not in unignored


def test_explicit_operands_are_always_read(tree: Path) -> None:
    names = [tree / ".hidden.txt", tree / "a.log", tree / ".git"]
    found = {Path(i.source).name for i in iter_inputs([str(p) for p in names])}
    assert found == {".hidden.txt", "a.log", "HEAD", "x.txt"}  # .git walked: it was named


def test_a_hidden_root_is_walked(tmp_path: Path) -> None:
    _write(tmp_path / ".cache" / "a.txt", "doi:10.1000/a\n")
    assert _found(tmp_path / ".cache") == {"a.txt"}


def test_ignore_files_do_not_leak_to_siblings(tmp_path: Path) -> None:
    _write(tmp_path / "one" / ".gitignore", "*.txt\n")
    _write(tmp_path / "one" / "a.txt", "x")
    _write(tmp_path / "two" / "a.txt", "x")
    assert _found(tmp_path) == {"two/a.txt"}


def test_oversized_ignore_file_is_read_up_to_the_bound(tmp_path: Path) -> None:
    # the pattern past MAX_IGNORE_BYTES is not read: bounded work per ignore file
    filler = "# comment\n" * (MAX_IGNORE_BYTES // 10 + 1)
    _write(tmp_path / ".gitignore", "early.txt\n" + filler + "late.txt\n")
    _write(tmp_path / "early.txt", "x")
    _write(tmp_path / "late.txt", "x")
    assert _found(tmp_path) == {"late.txt"}


def test_ignore_rules_doctest_semantics(tmp_path: Path) -> None:
    _write(tmp_path / ".gitignore", "*.pdf\n")
    _write(tmp_path / "d" / ".gitignore", "!*.pdf\n")
    rules = IgnoreRules().enter(str(tmp_path))
    inner = rules.enter(str(tmp_path / "d"))
    assert rules.ignored(str(tmp_path / "a.pdf"), False)
    assert not inner.ignored(str(tmp_path / "d" / "a.pdf"), False)


def _cli(
    args: list[str], cwd: Path, stdin: bytes | None = None
) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(
        [sys.executable, "-m", "doiextract", *args],
        cwd=cwd,
        input=stdin,
        capture_output=True,
        timeout=120,
        check=False,
    )


def test_acceptance_folder_reports_only_the_real_document(tree: Path) -> None:
    """issue 11 acceptance (the walk's part): .git/ and a .gitignore'd folder are not
    walked; the run exits 0 and reports the real documents."""
    proc = _cli(["-f", "jsonl", "-j", "1", "mixed"], tree.parent)
    assert proc.returncode == 0, proc.stderr
    sources = {json.loads(line)["source"] for line in proc.stdout.splitlines()}
    assert sources == {"mixed/paper.txt", "mixed/sub/build/kept.txt", "mixed/sub/keep.log"}
    everything = _cli(["--hidden", "--no-ignore", "-j", "1", "mixed"], tree.parent)
    assert b"10.1000/git-object" in everything.stdout and b"10.1000/node" in everything.stdout


def test_null_separated_files_from(tmp_path: Path) -> None:
    """`find -print0 | doiextract --files-from - -0`, with names holding a newline and bytes
    that are not UTF-8."""
    names = [b"plain.txt", b"line\nbreak.txt", b"latin-\xe9.txt"]
    for index, name in enumerate(names):
        (tmp_path / os.fsdecode(name)).write_bytes(f"doi:10.1000/n{index}\n".encode())
    listing = b"\0".join(names) + b"\0"
    for flag in ("-0", "--null"):
        proc = _cli(["--files-from", "-", flag, "-f", "jsonl", "-j", "1"], tmp_path, listing)
        assert proc.returncode == 0, proc.stderr
        records = [json.loads(line) for line in proc.stdout.splitlines()]
        assert [r["dois"] for r in records] == [["10.1000/n0"], ["10.1000/n1"], ["10.1000/n2"]]
        assert records[1]["source"] == "line\nbreak.txt"
        assert base64.b64decode(records[2]["source_bytes"]) == names[2]  # lossless
    # from a file too, without a final NUL
    (tmp_path / "list").write_bytes(b"\0".join(names[:2]))
    proc = _cli(["--files-from", "list", "-0", "-j", "1", "-I", "-N"], tmp_path)  # bare DOIs
    assert proc.stdout.splitlines() == [b"10.1000/n0", b"10.1000/n1"]


def test_nul_list_without_dash_0_is_an_error_record_not_a_crash(tmp_path: Path) -> None:
    (tmp_path / "a.txt").write_text("doi:10.1000/a\n", encoding="utf-8")
    proc = _cli(["--files-from", "-", "-f", "jsonl", "-j", "1"], tmp_path, b"a.txt\0a.txt\0")
    assert proc.returncode == 1
    assert b"Traceback" not in proc.stderr
    assert b"use -0" in proc.stderr
    (record,) = [json.loads(line) for line in proc.stdout.splitlines()]
    assert record["status"] == "error"


def test_newline_lists_still_work(tmp_path: Path) -> None:
    (tmp_path / "a.txt").write_text("doi:10.1000/a\n", encoding="utf-8")
    (tmp_path / "b.txt").write_text("doi:10.1000/b\n", encoding="utf-8")
    proc = _cli(["--files-from", "-", "-j", "1"], tmp_path, b"a.txt\r\n\nb.txt")
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.splitlines() == [b"a.txt:1:10.1000/a", b"b.txt:1:10.1000/b"]


def test_library_options_follow_the_cli(tree: Path) -> None:
    """The CLI's flags are Options fields: a library walk with the same Options finds the
    same documents as the command line."""
    from doiextract.cli import build_options, build_parser

    args = build_parser().parse_args(["--hidden", str(tree)])
    options = build_options(args)
    assert options.hidden and options.ignore_files
    assert _found(tree, options) == _found(tree, replace(Options(), hidden=True))


@pytest.fixture
def nested(tmp_path: Path) -> Path:
    """A repository inside a folder, walked from one of its subfolders: ignore files above."""
    outer = tmp_path / "outer"
    _write(outer / ".gitignore", "a.txt\n")  # above the repository: git reads it not
    _write(outer / ".ignore", "skip.txt\n")  # ripgrep reads .ignore up to the root
    repo = outer / "repo"
    (repo / ".git").mkdir(parents=True)
    # "sub/" names the walked folder itself: the folder asked for is walked all the same
    _write(repo / ".gitignore", "*.log\n/sub/deep/\nsub/\n/sub/top.txt\n")
    for name in ("a.txt", "skip.txt", "b.log", "top.txt", "deep/c.txt", "more/top.txt"):
        _write(repo / "sub" / name, "doi:10.1000/x\n")
    return repo / "sub"


def test_ignore_files_above_the_walked_folder_apply(nested: Path) -> None:
    """Issue 11 §2 (ripgrep's manners): a walk of repo/sub reads repo/.gitignore (anchored
    patterns relative to repo/, as ripgrep 14 and git) and .ignore files further up, but no
    .gitignore above the repository's root."""
    assert _found(nested) == {"a.txt", "more/top.txt"}
    assert _found(nested, Options(ignore_files=False)) == {
        "a.txt",
        "skip.txt",
        "b.log",
        "top.txt",
        "deep/c.txt",
        "more/top.txt",
    }


def test_ignore_files_above_the_walked_folder_from_the_cli(nested: Path) -> None:
    proc = _cli(["-f", "jsonl", "-j", "1", "sub"], nested.parent)
    assert proc.returncode == 0, proc.stderr
    sources = {json.loads(line)["source"] for line in proc.stdout.splitlines()}
    assert sources == {"sub/a.txt", "sub/more/top.txt"}


def test_outside_a_repository_no_parent_gitignore_is_read(tmp_path: Path) -> None:
    _write(tmp_path / ".gitignore", "a.txt\n")
    _write(tmp_path / ".ignore", "b.txt\n")
    for name in ("a.txt", "b.txt", "c.txt"):
        _write(tmp_path / "docs" / name, "x")
    assert _found(tmp_path / "docs") == {"a.txt", "c.txt"}
    # and the walked folder's own .gitignore applies, repository or not (as before)
    _write(tmp_path / "docs" / ".gitignore", "c.txt\n")
    assert _found(tmp_path / "docs") == {"a.txt"}


def test_doiextractignore_wins_over_ignore_and_gitignore(tmp_path: Path) -> None:
    """The tool's own ignore file (as ripgrep's .rgignore) has the last word in its folder."""
    _write(tmp_path / ".gitignore", "*.txt\n")
    _write(tmp_path / ".ignore", "!keep.txt\n*.md\n")
    _write(tmp_path / ".doiextractignore", "!notes.md\nkeep-not.txt\n")
    for name in ("keep.txt", "keep-not.txt", "notes.md", "other.md", "x.txt"):
        _write(tmp_path / name, "x")
    assert _found(tmp_path) == {"keep.txt", "notes.md"}
    # from a folder above (outside a repository: its .ignore files only)
    for name in ("keep.txt", "keep-not.txt", "notes.md", "other.md", "x.txt"):
        _write(tmp_path / "d" / name, "x")
    assert _found(tmp_path / "d") == {"keep.txt", "notes.md", "x.txt"}


def test_hidden_applies_to_glob_operands(tmp_path: Path) -> None:
    """--hidden: a quoted glob's "*" and "**" match '.name' entries as a walk finds them."""
    if sys.version_info < (3, 11):
        pytest.skip("Python 3.10's glob cannot match hidden names")
    for name in ("a.txt", ".b.txt", ".cache/c.txt", "d/e.txt"):
        _write(tmp_path / name, "x")
    pattern = str(tmp_path / "**" / "*.txt")
    names = {Path(i.source).relative_to(tmp_path).as_posix() for i in iter_inputs([pattern])}
    assert names == {"a.txt", "d/e.txt"}
    options = Options(hidden=True)
    names = {
        Path(i.source).relative_to(tmp_path).as_posix() for i in iter_inputs([pattern], options)
    }
    assert names == {"a.txt", ".b.txt", ".cache/c.txt", "d/e.txt"}
    assert names == _found(tmp_path, options)
