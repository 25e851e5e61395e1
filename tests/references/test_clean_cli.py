"""``doiextract clean`` fits users' habits (issue 11): standard input to standard output, a check
mode for CI, and the main command's exit statuses (0 fine, 1 something to fix or failed, 2 usage).
"""

from __future__ import annotations

import csv
import io
import json
import subprocess
import sys
from contextlib import redirect_stdout
from pathlib import Path

import pytest

from doiextract.cli import main

MESSY = b"@article{a, doi = {https://doi.org/10.1000/182.}}\n"
CLEAN = b"@article{a, doi = {10.1000/182}}\n"


def test_clean_stdin_to_stdout() -> None:
    """Acceptance: ``clean - -o -`` cleans standard input; the report goes to stderr."""
    done = subprocess.run(
        [sys.executable, "-m", "doiextract", "clean", "-", "-o", "-"],
        input=MESSY,
        capture_output=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout == CLEAN
    assert b"<stdin>: 1 entry; 1 normalized" in done.stderr


def test_clean_stdin_sniffs_the_format(
    monkeypatch: pytest.MonkeyPatch, capsysbinary: pytest.CaptureFixture[bytes]
) -> None:
    ris = b"TY  - JOUR\r\nUR  - https://doi.org/10.1000/1\r\nER  - \r\n"
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(ris)))
    assert main(["clean", "-", "-o", "-"]) == 0
    out = capsysbinary.readouterr().out
    assert out == b"TY  - JOUR\r\nUR  - https://doi.org/10.1000/1\r\nDO  - 10.1000/1\r\nER  - \r\n"


@pytest.mark.parametrize(("content", "status"), [(MESSY, 1), (CLEAN, 0)])
def test_check_exits_1_when_the_file_would_change_and_writes_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], content: bytes, status: int
) -> None:
    path = tmp_path / "refs.bib"
    path.write_bytes(content)
    assert main(["clean", "--check", str(path)]) == status
    assert path.read_bytes() == content
    assert sorted(p.name for p in tmp_path.iterdir()) == ["refs.bib"]
    out = capsys.readouterr().out
    assert ("would change 1 place(s)" in out) == (status == 1)


def test_check_exits_1_for_a_problem_it_cannot_fix(tmp_path: Path) -> None:
    path = tmp_path / "refs.bib"
    path.write_bytes(b"@article{a, doi = {10.12/abc}}\n")  # registrant too short: invalid
    assert main(["clean", "--check", str(path)]) == 1


def test_check_excludes_writing_options(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        main(["clean", "--check", "--in-place", "x.bib"])
    assert stop.value.code == 2
    assert "not allowed with" in capsys.readouterr().err


def test_missing_file_exits_1_like_the_main_command(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    missing = str(tmp_path / "missing.bib")
    assert main(["clean", missing]) == 1
    assert "No such file" in capsys.readouterr().err
    assert main([missing]) == 1  # the main command's status for the same input


@pytest.mark.parametrize(
    "argv",
    [
        ["--type", "csv", "--column", "nope"],  # a column the header lacks
        ["--time-limit", "-1"],
        ["--concurrency", "0"],
    ],
)
def test_usage_errors_exit_2(tmp_path: Path, argv: list[str]) -> None:
    path = tmp_path / "refs.csv"
    path.write_bytes(b"title,doi\nx,10.1000/1\n")
    assert main(["clean", str(path), *argv]) == 2


def test_in_place_refuses_stdin(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["clean", "-", "--in-place"]) == 2
    assert "--in-place needs a FILE" in capsys.readouterr().err


@pytest.mark.parametrize("report_name", ["report.csv", "report.jsonl"])
def test_invalid_findings_say_why_in_words(tmp_path: Path, report_name: str) -> None:
    """An ``invalid`` finding's reason was the rule's bare name ("not-found" read like the
    DOI proxy's answer): it now names the rule and says what it means, in the table and in
    both report formats."""
    refs = tmp_path / "refs.csv"
    refs.write_text("title,doi\nA,10.12/abc\nB,not a doi\n", encoding="utf-8")
    report = tmp_path / report_name
    out = io.StringIO()
    with redirect_stdout(out):
        assert main(["clean", str(refs), "--report", str(report)]) == 1
    if report_name.endswith(".csv"):
        with report.open(encoding="utf-8", newline="") as handle:
            rows = list(csv.DictReader(handle))
    else:
        rows = [json.loads(line) for line in report.read_text(encoding="utf-8").splitlines()]
    reasons = [row["reason"] for row in rows if row["kind"] == "invalid"]
    assert reasons == [
        "registrant-too-short: the registrant code has fewer than 3 digits (a number, not a DOI)",
        "not-found: no DOI in it",
    ]
    # the table shows the whole reason (it was cut at 80 characters)
    assert reasons[0] in out.getvalue()


def test_column_on_a_file_not_read_as_a_table_is_said(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``--column`` was silently ignored for a file read as plain text, BibTeX or RIS."""
    refs = tmp_path / "refs.txt"
    refs.write_text("title,doi\nA,doi:10.1000/abc\n", encoding="utf-8")
    assert main(["clean", str(refs), "--column", "doi"]) == 0
    err = capsys.readouterr().err
    assert "warning: --column is for CSV/TSV" in err and str(refs) in err
    assert main(["clean", str(refs), "--column", "doi", "--type", "csv"]) == 0
    assert "warning" not in capsys.readouterr().err
