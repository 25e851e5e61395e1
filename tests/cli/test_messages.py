"""What the command line says when an option value or the output is wrong: the option or the
file by name, the reason in words (no Python ``[Errno N]``, no hidden temporary file name),
and the exit status its help promises (2: usage error; 1: an output could not be written)."""

from __future__ import annotations

from pathlib import Path

import pytest

from doiextract.atomic import atomic_write
from doiextract.cli import main


@pytest.fixture
def refs(tmp_path: Path) -> Path:
    path = tmp_path / "refs.txt"
    path.write_text("see doi:10.1000/abc\n", encoding="utf-8")
    return path


@pytest.mark.parametrize("command", [[], ["clean"]], ids=["scan", "clean"])
@pytest.mark.parametrize("name", ["bogus", "rot13"])
def test_an_unknown_encoding_is_a_usage_error(
    refs: Path, capsys: pytest.CaptureFixture[str], command: list[str], name: str
) -> None:
    """scan failed every input (exit 1, "text reader failed (LookupError...)"); clean said
    "cannot read it as bogus ...; give --encoding" although --encoding was given."""
    with pytest.raises(SystemExit) as exited:
        main([*command, "--encoding", name, str(refs)])
    assert exited.value.code == 2
    err = capsys.readouterr().err
    assert "argument --encoding" in err and repr(name) in err
    assert main([*command, "--encoding", "latin-1", str(refs)]) == 0


@pytest.mark.parametrize(
    "args",
    [
        ["-f", "jsonl", "-o", "{out}"],
        ["clean", "-o", "{out}"],
        ["clean", "--report", "{out}"],
        ["clean", "--check", "--report", "{out}"],
    ],
    ids=["scan", "clean-output", "clean-report", "clean-check-report"],
)
def test_an_output_that_cannot_be_written_is_named(
    refs: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], args: list[str]
) -> None:
    out = tmp_path / "no-such-folder" / "out.csv"
    argv = [a.format(out=out) for a in args]
    argv.insert(1 if argv[0] == "clean" else 0, str(refs))
    assert main(argv) == 1
    err = capsys.readouterr().err
    assert f"cannot write {out}: No such file or directory" in err
    assert "[Errno" not in err and ".tmp" not in err


def test_verify_output_that_cannot_be_written_is_named(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    empty = tmp_path / "none.txt"
    empty.write_text("no DOI here\n", encoding="utf-8")
    out = tmp_path / "missing" / "answers.csv"
    assert main(["verify", "-f", "csv", "-o", str(out), str(empty)]) == 1
    err = capsys.readouterr().err
    assert f"doiextract verify: cannot write {out}: No such file or directory" in err


def test_atomic_write_names_the_file_asked_for(tmp_path: Path) -> None:
    target = tmp_path / "missing" / "a.txt"
    with pytest.raises(FileNotFoundError) as raised:
        atomic_write(target, b"x")
    assert raised.value.filename == str(target)


def test_clean_counts_one_entry_in_the_singular(
    refs: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["clean", str(refs)]) == 0
    assert f"{refs}: 1 entry; 1 normalized" in capsys.readouterr().out


@pytest.mark.parametrize("command", [[], ["scan"], ["clean"], ["verify"]])
def test_help_paragraphs_are_wrapped(
    command: list[str], capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The descriptions of clean and verify and the "corpus runs" paragraph of scan were one
    line each (129-204 characters) in an 80-column terminal."""
    monkeypatch.setenv("COLUMNS", "80")
    with pytest.raises(SystemExit) as exited:
        main([*command, "--help"])
    assert exited.value.code == 0
    lines = capsys.readouterr().out.splitlines()
    assert max(len(line) for line in lines) <= 92, max(lines, key=len)


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (["--timeout", "-1"], "argument --timeout: not a number of seconds: '-1' (must be >= 0)"),
        (["-j", "-3"], "argument --jobs/-j: not a number of jobs: '-3' (must be >= 0)"),
    ],
)
def test_a_negative_value_gets_its_own_message(
    refs: Path, capsys: pytest.CaptureFixture[str], args: list[str], said: str
) -> None:
    """With "-0" (--null) among the options, argparse took "-1" for an option and said
    "expected one argument"; "-0" still works."""
    with pytest.raises(SystemExit) as exited:
        main([*args, str(refs)])
    assert exited.value.code == 2
    assert said in capsys.readouterr().err
    assert main(["-0", str(refs)]) == 0
    assert capsys.readouterr().out == "10.1000/abc\n"
