"""The command line on text inputs: formats, uniqueness, stdin, exit status, bad input."""

from __future__ import annotations

import csv
import io
import json
import subprocess
import sys
from pathlib import Path

import pytest

from doiextract.cli import main

SICI = "10.1002/(SICI)1097-4571(199806)49:8<693::AID-ASI4>3.0.CO;2-0"
TEXT = (
    f"First doi:{SICI}). Then https://doi.org/10.1000/456%23789 and DOI: 10.1000/182; "
    "10.1000/182.\n"
)


@pytest.fixture
def paper(tmp_path: Path) -> Path:
    path = tmp_path / "paper.txt"
    path.write_text(TEXT, encoding="utf-8")
    return path


def test_text_format_unique(paper: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main([str(paper)]) == 0
    assert capsys.readouterr().out.splitlines() == [SICI, "10.1000/456#789", "10.1000/182"]


def test_all_keeps_every_occurrence(paper: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--all", str(paper)]) == 0
    assert capsys.readouterr().out.splitlines().count("10.1000/182") == 2


def test_jsonl_record_per_document(paper: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--format", "jsonl", str(paper)]) == 0
    (line,) = capsys.readouterr().out.splitlines()
    record = json.loads(line)
    assert record["source"] == str(paper)
    assert record["status"] == "ok"
    assert record["dois"] == [SICI, "10.1000/456#789", "10.1000/182"]
    first = record["hits"][0]
    assert TEXT[first["start"] : first["end"]] == first["raw"]


def test_csv_and_tsv_rows_per_hit(paper: Path, capsys: pytest.CaptureFixture[str]) -> None:
    for fmt, delimiter in (("csv", ","), ("tsv", "\t")):
        assert main(["--format", fmt, "--all", str(paper)]) == 0
        rows = list(csv.DictReader(io.StringIO(capsys.readouterr().out), delimiter=delimiter))
        assert [r["doi"] for r in rows] == [SICI, "10.1000/456#789", "10.1000/182", "10.1000/182"]
        assert all(r["source"] == str(paper) for r in rows)


def test_missing_and_binary_files_exit_1_and_go_on(
    paper: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    binary = tmp_path / "junk.txt"
    binary.write_bytes(bytes(range(256)) * 40)
    status = main([str(tmp_path / "missing.txt"), str(binary), str(paper)])
    captured = capsys.readouterr()
    assert status == 1  # the missing file
    # several inputs: path:line:doi (issue #11 item 3)
    assert f"{paper}:1:10.1000/182" in captured.out.splitlines()
    assert "missing.txt" in captured.err
    # binary data is skipped, not an error (issue #11 item 2): no error line, exit 0 alone
    assert "junk.txt" not in captured.err
    assert "Traceback" not in captured.err
    assert main([str(binary), str(paper)]) == 0


def test_usage_error_exits_2(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as info:
        main(["--format", "yaml", "x"])
    assert info.value.code == 2


def test_explain_lists_rejections(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "a.txt"
    path.write_text("2010.1234/x and doi:10.1000/182.", encoding="utf-8")
    assert main(["--explain", str(path)]) == 0
    out = capsys.readouterr().out
    assert "REJECT\tpreceded-by-digit" in out
    assert "DOI\t10.1000/182" in out


def test_legacy_and_utf16_encodings(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "latin.txt").write_bytes("Café doi:10.1000/182 é".encode("cp1252"))
    (tmp_path / "wide.txt").write_bytes("doi:10.1000/183".encode("utf-16"))
    # -I -N: the bare list of several inputs (issue #11 item 3)
    assert main(["-I", "-N", str(tmp_path / "latin.txt"), str(tmp_path / "wide.txt")]) == 0
    assert capsys.readouterr().out.splitlines() == ["10.1000/182", "10.1000/183"]


def test_subprocess_stdin_smoke() -> None:
    """The acceptance example of issue #2, through a real process and stdin."""
    line = f"doi:{SICI}).\n"
    result = subprocess.run(
        [sys.executable, "-m", "doiextract", "-"],
        input=line.encode(),
        capture_output=True,
        check=False,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.decode() == SICI + "\n"


def test_warnings_reach_stderr_in_text_output(capsys: pytest.CaptureFixture[str]) -> None:
    """A PDF without a text layer is not an error, but the user hears of it (issue #3 item 5)."""
    pdf = Path(__file__).resolve().parents[2] / "corpora" / "pdf" / "bad" / "no-text-layer.pdf"
    assert main(["--jobs", "0", str(pdf)]) == 0
    assert "warning:" in capsys.readouterr().err
    assert main(["--jobs", "0", "--quiet", str(pdf)]) == 0
    assert capsys.readouterr().err == ""


def test_csv_and_tsv_files_split_fields_first_spec5(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A comma ends a DOI outside quotes and stays inside one within them (SPEC §5)."""
    table = tmp_path / "refs.csv"
    table.write_text(
        'id,doi,year\n1,"10.1001/PUBS.JAMA(278)3,JOC7055-ABSY",1997\n2,10.1000/182,2000\n',
        encoding="utf-8",
    )
    (tmp_path / "refs.tsv").write_text("1\t10.1000/183\t2001\n", encoding="utf-8")
    assert main(["-I", "-N", str(table), str(tmp_path / "refs.tsv")]) == 0
    assert capsys.readouterr().out.splitlines() == [
        "10.1001/PUBS.JAMA(278)3,JOC7055-ABSY",
        "10.1000/182",
        "10.1000/183",
    ]
    assert main(["--format", "jsonl", str(table)]) == 0
    record = json.loads(capsys.readouterr().out)
    assert record["kind"] == "csv"
    assert record["hits"][0]["location"] == "row 2 col 2"


def test_explain_reads_documents_through_their_readers(
    capsys: pytest.CaptureFixture[str],
) -> None:
    samples = Path(__file__).resolve().parents[2] / "corpora" / "samples"
    assert main(["--explain", str(samples / "article.pdf")]) == 0
    out = capsys.readouterr().out
    assert ":page 1:" in out and "\tDOI\t10.5555/gen.2024.0001\t" in out
    assert main(["--explain", str(samples / "landing-page.html")]) == 0
    assert "meta[name=citation_doi]@content" in capsys.readouterr().out
