"""``--format tsv`` keeps one record per line (issue 11): TSV has no quoting, so a tab, line
break or backslash inside a field is escaped (``\\t \\n \\r \\\\``), never written raw."""

from __future__ import annotations

import csv
import io
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
