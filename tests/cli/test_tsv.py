"""``--format tsv`` keeps one record per line (issue 11): TSV has no quoting, so a tab, line
break or backslash inside a field is escaped (``\\t \\n \\r \\\\``), never written raw."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

import pytest

from doiextract.cli import main


def _unescape(field: str) -> str:
    out, i = [], 0
    while i < len(field):
        if field[i] == "\\":
            out.append({"t": "\t", "n": "\n", "r": "\r", "\\": "\\"}[field[i + 1]])
            i += 2
        else:
            out.append(field[i])
            i += 1
    return "".join(out)


def test_tsv_escapes_a_line_break_inside_raw(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "a\tb.txt"  # a tab in the file name too
    path.write_text("see doi:10.1000/abc-\ndef and doi:10.1000/x\\y\n", encoding="utf-8")
    assert main(["-f", "tsv", "--all", str(path)]) == 0
    tsv = capsys.readouterr().out
    lines = tsv.splitlines()
    assert len(lines) == 3  # the header and one line per hit
    rows = [[_unescape(f) for f in line.split("\t")] for line in lines]
    assert all(len(row) == len(rows[0]) for row in rows)
    assert rows[1][rows[0].index("raw")] == "doi:10.1000/abc-\ndef"
    assert rows[1][rows[0].index("source")] == str(path)
    # the same hits as the CSV output, which quotes instead
    assert main(["-f", "csv", "--all", str(path)]) == 0
    assert list(csv.reader(io.StringIO(capsys.readouterr().out))) == rows


@pytest.mark.parametrize("fmt", ["csv", "tsv"])
@pytest.mark.parametrize("jobs", ["0", "2"])
def test_table_rows_say_why_a_document_was_skipped(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], fmt: str, jobs: str
) -> None:
    """JSON Lines records carry ``reason`` for a skipped document; the CSV/TSV rows carry the
    same text in a ``reason`` column (they had ``status`` ``skipped`` and no why)."""
    (tmp_path / "fig.gif").write_bytes(b"GIF89a\x01\x00\x01\x00")
    (tmp_path / "a.txt").write_text("see doi:10.1000/abc\n", encoding="utf-8")
    (tmp_path / "missing.txt").symlink_to(tmp_path / "nowhere")
    assert main(["-f", "jsonl", "-j", jobs, str(tmp_path)]) == 1
    records = {
        Path(r["source"]).name: r for r in map(json.loads, capsys.readouterr().out.splitlines())
    }
    assert main(["-f", fmt, "-j", jobs, str(tmp_path)]) == 1
    text = capsys.readouterr().out
    delimiter = "," if fmt == "csv" else "\t"
    rows = list(csv.DictReader(io.StringIO(text), delimiter=delimiter))
    by_name = {Path(row["source"]).name: row for row in rows}
    assert by_name["fig.gif"]["status"] == "skipped"
    assert by_name["fig.gif"]["reason"] == records["fig.gif"]["reason"]
    assert "image" in by_name["fig.gif"]["reason"]
    assert by_name["a.txt"]["reason"] == by_name["a.txt"]["error"] == ""
    assert by_name["missing.txt"]["reason"] == ""
    assert by_name["missing.txt"]["error"] == records["missing.txt"]["error"]["message"]
    # the name columns stay the last two
    assert list(rows[0])[-2:] == ["source_bytes", "member_bytes"]
