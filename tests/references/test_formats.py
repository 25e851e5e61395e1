"""CSV/TSV and plain-text reference lists (issue 5), and the span readers against csv."""

from __future__ import annotations

import csv
import io

import pytest

from doiextract.references import LinesFormat, TableFormat, clean_text
from doiextract.references.table import split_rows

CSV_IN = (
    'title,DOI,year\r\n'
    '"A, quoted title",https://doi.org/10.1000/182,2020\r\n'
    'Plain,"doi:10.1000/ABC.",2021\r\n'
    '"Multi\nline ""title""",10.1000/abc,2022\r\n'
    'No doi,,2023\r\n'
)  # fmt: skip
CSV_OUT = (
    'title,DOI,year\r\n'
    '"A, quoted title",10.1000/182,2020\r\n'
    'Plain,"10.1000/ABC",2021\r\n'
    '"Multi\nline ""title""",10.1000/abc,2022\r\n'
    'No doi,,2023\r\n'
)  # fmt: skip


def test_split_rows_reads_what_csv_reader_reads() -> None:
    """RFC 4180: the span tokenizer and the csv module agree on every cell."""
    ours = [[cell.value for cell in cells] for _, cells in split_rows(CSV_IN, ",")]
    assert ours == list(csv.reader(io.StringIO(CSV_IN, newline="")))


def test_csv_doi_column_cleaned_rest_untouched() -> None:
    result = clean_text(CSV_IN, TableFormat(","))
    assert result.text == CSV_OUT
    kinds = [[f.kind for f in r.findings] for r in result.reports]
    assert kinds == [["normalized"], ["normalized"], ["duplicate"], ["missing"]]
    assert clean_text(CSV_OUT, TableFormat(",")).text == CSV_OUT


def test_tsv_without_doi_column_gets_one() -> None:
    text = "ref\tyear\nSmith, https://doi.org/10.1000/1\t2020\nJones\t2021\n"
    result = clean_text(text, TableFormat("\t"))
    # every row gets the new column (an empty cell where there is no DOI): still a rectangle
    assert (
        result.text
        == "ref\tyear\tDOI\nSmith, https://doi.org/10.1000/1\t2020\t10.1000/1\nJones\t2021\t\n"
    )


def test_ragged_csv_gets_its_doi_column_after_the_widest_row() -> None:
    """A row wider than its header keeps its extra cells: the new DOI column comes after
    them, so no extra cell ends up under "DOI" (and a second clean changes nothing)."""
    text = "a,b\nx,y,z\n10.1000/1,q\n"
    result = clean_text(text, TableFormat(","))
    assert result.text == "a,b,,DOI\nx,y,z,\n10.1000/1,q,,10.1000/1\n"
    rows = list(csv.reader(io.StringIO(result.text)))
    assert [row[3] for row in rows] == ["DOI", "", "10.1000/1"]
    again = clean_text(result.text, TableFormat(","))
    assert again.text == result.text and not again.edits


def test_csv_named_column_must_exist() -> None:
    with pytest.raises(ValueError, match="no column"):
        clean_text(CSV_IN, TableFormat(",", column="identifier"))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        pytest.param("Smith J. Title. Nature. https://doi.org/10.1038/nphys1170.\n",
                     "Smith J. Title. Nature. 10.1038/nphys1170.\n", id="SPEC-3-url-final-dot"),
        pytest.param("A. doi:10.1000/182\r\nB. no doi\r\n", "A. 10.1000/182\r\nB. no doi\r\n",
                     id="SPEC-3-label-crlf"),
        pytest.param("Ref one, 10.1000/a\u2010b (2020)\n", "Ref one, 10.1000/a-b (2020)\n",
                     id="SPEC-4-typographic-hyphen"),
        pytest.param("Already 10.1000/182.\n", "Already 10.1000/182.\n", id="clean-unchanged"),
    ],
)  # fmt: skip
def test_plain_text_lines(text: str, expected: str) -> None:
    assert clean_text(text, LinesFormat()).text == expected


def test_plain_text_paragraphs_and_dedupe() -> None:
    text = "First ref,\n  continued 10.1000/ABC.\n\nSecond ref 10.1000/abc\n\nThird 10.1000/x1\n"
    fmt = LinesFormat()
    result = clean_text(text, fmt, dedupe=True)
    assert result.text == "First ref,\n  continued 10.1000/ABC.\n\nThird 10.1000/x1\n"
