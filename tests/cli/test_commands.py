"""Subcommands, one exit-status convention, shell completion and man pages (issue 11 §1)."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from doiextract.cli import COMMANDS, EXIT_STATUS, build_command_parser, main
from doiextract.manpage import manpage


def _cli(
    args: list[str], cwd: Path, stdin: bytes | None = None
) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "doiextract", *args],
        cwd=cwd,
        input=stdin.decode() if stdin is not None else None,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


def test_help_lists_every_subcommand_with_examples(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        main(["--help"])
    assert stop.value.code == 0
    out = capsys.readouterr().out
    for command in COMMANDS:
        assert f"\n    {command} " in out, command
        assert f"doiextract {command} " in out  # an example or usage line of each
    assert "examples:" in out
    assert "exit status (every subcommand):" in out
    assert "doiextract scan clean" in out  # how to scan a file named like a subcommand


@pytest.mark.parametrize("command", COMMANDS)
def test_each_subcommand_help_shows_the_exit_status(
    command: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as stop:
        main([command, "--help"])
    assert stop.value.code == 0
    out = capsys.readouterr().out
    assert out.startswith(f"usage: doiextract {command} ")
    assert "exit status" in out and "usage error" in out


def test_scan_is_the_default(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "a.txt").write_text("doi:10.1000/182\n", encoding="utf-8")
    assert main([str(tmp_path / "a.txt")]) == 0
    bare = capsys.readouterr().out
    assert main(["scan", str(tmp_path / "a.txt")]) == 0
    assert capsys.readouterr().out == bare == "10.1000/182\n"


def test_a_file_named_clean_is_scanned_with_scan(tmp_path: Path) -> None:
    (tmp_path / "clean").write_text("doi:10.1000/clean-file\n", encoding="utf-8")
    (tmp_path / "verify").write_text("doi:10.1000/verify-file\n", encoding="utf-8")
    proc = _cli(["scan", "clean", "verify"], tmp_path)
    assert proc.returncode == 0, proc.stderr
    # two inputs: path:line:doi (issue #11 item 3)
    assert proc.stdout.splitlines() == [
        "clean:1:10.1000/clean-file",
        "verify:1:10.1000/verify-file",
    ]
    dot = _cli(["./clean"], tmp_path)
    assert dot.stdout == "10.1000/clean-file\n"
    # the first word picks the subcommand: a bare 'clean' is the clean subcommand
    assert _cli(["clean", "--help"], tmp_path).stdout.startswith("usage: doiextract clean")


def test_stdin_is_read_by_default_and_with_dash(tmp_path: Path) -> None:
    for args in ([], ["-"], ["scan"], ["scan", "-"]):
        proc = _cli(args, tmp_path, stdin=b"see doi:10.1000/stdin\n")
        assert proc.returncode == 0, (args, proc.stderr)
        assert proc.stdout == "10.1000/stdin\n", args


# -- one exit-status convention: 0 done, 1 something to look at, 2 usage -------------------


@pytest.fixture
def files(tmp_path: Path) -> Path:
    (tmp_path / "good.txt").write_text("doi:10.1000/182\n", encoding="utf-8")
    (tmp_path / "none.txt").write_text("no identifier here\n", encoding="utf-8")
    (tmp_path / "clean.bib").write_bytes(b"@article{a, doi = {10.1000/182}}\n")
    (tmp_path / "dirty.bib").write_bytes(b"@article{a, doi = {https://doi.org/10.1000/182}}\n")
    return tmp_path


@pytest.mark.parametrize(
    ("args", "status"),
    [
        (["scan", "{d}/good.txt"], 0),
        (["scan", "{d}/none.txt"], 0),  # no DOI found is not a failure
        (["scan", "{d}/missing.txt", "{d}/good.txt"], 1),
        (["scan", "--format", "yaml", "{d}/good.txt"], 2),
        (["scan", "--resume", "{d}/good.txt"], 2),
        (["clean", "--check", "{d}/clean.bib"], 0),
        (["clean", "--check", "{d}/dirty.bib"], 1),
        (["clean", "{d}/missing.bib"], 1),
        (["clean", "--time-limit", "-1", "{d}/clean.bib"], 2),
        (["verify", "{d}/missing.txt"], 2),  # neither a file nor a DOI
        (["verify", "--concurrency", "0", "10.1000/182"], 2),
        (["verify", "{d}"], 1),  # a folder: an input that cannot be read
    ],
    ids=[
        "scan-ok",
        "scan-no-doi",
        "scan-missing",
        "scan-bad-option",
        "scan-resume-usage",
        "clean-check-clean",
        "clean-check-dirty",
        "clean-missing",
        "clean-bad-value",
        "verify-not-a-doi",
        "verify-bad-value",
        "verify-unreadable",
    ],
)
def test_exit_status_convention(files: Path, args: list[str], status: int) -> None:
    argv = [a.format(d=files) for a in args]
    try:
        got = main(argv)
    except SystemExit as stop:  # argparse's own usage errors
        got = int(stop.code or 0)
    assert got == status
    assert f"  {status}  " in EXIT_STATUS or f"  {status}    " in EXIT_STATUS


def test_no_input_on_a_terminal_is_a_usage_error(tmp_path: Path) -> None:
    # a pseudo-terminal as stdin: no auto-detected standard input
    import pty

    leader, follower = pty.openpty()
    try:
        proc = subprocess.run(
            [sys.executable, "-m", "doiextract"],
            cwd=tmp_path,
            stdin=follower,
            capture_output=True,
            text=True,
            timeout=60,
            check=False,
        )
    finally:
        import os

        os.close(leader)
        os.close(follower)
    assert proc.returncode == 2
    assert "no input" in proc.stderr and "--help" in proc.stderr


# -- completion and man pages, generated from the parser -----------------------------------


@pytest.mark.parametrize("shell", ["bash", "zsh", "tcsh"])
def test_completion_mentions_subcommands_and_options(
    shell: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["--print-completion", shell]) == 0
    script = capsys.readouterr().out
    for word in (*COMMANDS, "--format", "--files-from", "--hidden", "--no-ignore", "--check"):
        # tcsh's script lists long options without their dashes: c/--/(all ... hidden ...)/
        expected = word.removeprefix("--") if shell == "tcsh" else word
        assert re.search(rf"(?<![\w-]){expected}(?![\w-])", script), (shell, word)


def test_bash_completion_completes_subcommands_options_and_files(tmp_path: Path) -> None:
    bash = shutil.which("bash")
    if bash is None:
        pytest.skip("no bash on this machine")
    script = tmp_path / "doiextract.bash"
    proc = _cli(["--print-completion", "bash"], tmp_path)
    assert proc.returncode == 0, proc.stderr
    script.write_text(proc.stdout, encoding="utf-8")
    (tmp_path / "paper.txt").write_text("", encoding="utf-8")
    probe = (
        f"source {script}\n"
        'complete_words() { COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); COMPREPLY=();'
        ' _shtab_doiextract; echo "${COMPREPLY[*]}"; }\n'
        "complete_words doiextract cl\n"
        "complete_words doiextract scan --no-i\n"
        "complete_words doiextract scan pap\n"
        "complete_words doiextract clean --ch\n"
        "complete_words doiextract --no-i\n"  # scan is the default: its options complete
        "complete_words doiextract --for\n"
    )
    run = subprocess.run(
        [bash, "-c", probe], cwd=tmp_path, capture_output=True, text=True, timeout=60, check=False
    )
    assert run.returncode == 0, run.stderr
    assert run.stdout.splitlines() == [
        "clean",
        "--no-ignore",
        "paper.txt",
        "--check",
        "--no-ignore",
        "--format",
    ]


@pytest.mark.parametrize("page", ["doiextract", *COMMANDS])
def test_man_page_sections(page: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--print-man", page]) == 0
    roff = capsys.readouterr().out
    name = "doiextract" if page == "doiextract" else f"doiextract-{page}"
    assert roff.startswith(f".TH {name.upper()} 1 ")
    for section in ("NAME", "SYNOPSIS", "DESCRIPTION", "OPTIONS", "EXIT STATUS", "SEE ALSO"):
        assert f"\n.SH {section}\n" in roff, (page, section)
    assert f"\n.SH NAME\n{name.replace('-', chr(92) + '-')} \\- " in roff
    parser = build_command_parser()
    sub = parser if page == "doiextract" else parser._subparsers._group_actions[0].choices[page]  # type: ignore[union-attr]
    for action in sub._actions:  # every option of the parser is in its page
        for flag in action.option_strings:
            assert "\\fB" + flag.replace("-", "\\-") in roff.replace(", \\-", ", \\fB\\-"), flag


def test_man_page_lists_commands() -> None:
    roff = manpage(build_command_parser())
    assert ".SH COMMANDS" in roff
    for command in COMMANDS:
        assert f"\\fB{command}\\fR" in roff and f"doiextract\\-{command}(1)" in roff


@pytest.mark.parametrize("page", ["doiextract", *COMMANDS])
def test_man_page_renders_without_warnings(page: str, tmp_path: Path) -> None:
    groff = shutil.which("groff")
    if groff is None:
        pytest.skip("groff is not installed (apt-get install groff-base)")
    source = tmp_path / f"{page}.1"
    source.write_text(manpage(build_command_parser(), page), encoding="utf-8")
    proc = subprocess.run(
        [groff, "-man", "-Tutf8", "-ww", str(source)],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert proc.returncode == 0 and proc.stderr == "", proc.stderr
    text = re.sub(".\b", "", proc.stdout)  # overstrike bold (grotty) to plain text
    assert "SYNOPSIS" in text and "OPTIONS" in text and "EXIT STATUS" in text
    man = shutil.which("man")
    if man is not None:
        shown = subprocess.run(
            [man, "-l", str(source)],
            capture_output=True,
            text=True,
            timeout=60,
            check=False,
            env={"MANPAGER": "cat", "PAGER": "cat", "MANWIDTH": "100", "PATH": "/usr/bin:/bin"},
        )
        assert shown.returncode == 0, shown.stderr
        assert "EXIT STATUS" in re.sub(".\b", "", shown.stdout)


def test_print_man_rejects_an_unknown_page(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        main(["--print-man", "nope"])
    assert stop.value.code == 2


def test_man_page_date_follows_source_date_epoch(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "86400")  # reproducible builds
    first = manpage(build_command_parser(), "clean")
    assert first.startswith('.TH DOIEXTRACT-CLEAN 1 "1970-01-02" ')
    assert manpage(build_command_parser(), "clean") == first
