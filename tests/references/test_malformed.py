"""Broken reference files: a broken block is reported as ``malformed`` and left byte for byte,
and reading goes on from where it broke, never rescanning (issues 12.3, 12.11)."""

from __future__ import annotations

import csv
import io
import itertools

import pytest

from doiextract.errors import DoiExtractError, EditError, InvalidArgumentError
from doiextract.references import (
    BIBTEX,
    RIS,
    Edit,
    LinesFormat,
    TableFormat,
    apply_edits,
    clean_text,
)
from doiextract.references.table import split_rows

GOOD = "@article{b, doi = {https://doi.org/10.1000/182}}\n"


@pytest.mark.parametrize(
    ("broken", "reason"),
    [
        ("@article{a, title = {never closed,\n", "unbalanced '{' before the next entry"),
        ('@article{a, title = "never closed,\n', "unterminated quoted value before the next"),
        ("@article{a, title = {x},\n", "entry not closed before the next entry"),
        ("@article{a,\n  title = {x}\n\n", "entry not closed before the next entry"),
        ("@comment{never closed\n", "unbalanced '{' before the next entry"),
        ("@string(x = {y}\n", "unbalanced '(' before the next entry"),
    ],
)
def test_an_unclosed_block_stops_at_the_next_entry_line(broken: str, reason: str) -> None:
    text = broken + GOOD
    result = clean_text(text, BIBTEX)
    first, second = result.reports
    assert [f.kind for f in first.findings] == ["malformed"]
    assert reason in (first.findings[0].reason or "")
    assert first.entry.span == (0, len(broken))
    assert second.doi == "10.1000/182" and second.entry.label == "b"
    assert result.text == broken + "@article{b, doi = {10.1000/182}}\n"


def test_the_issue_inputs_give_one_malformed_report_each() -> None:
    for unit in ("@article{", "@string{", "@comment{", "@article{a, doi={"):
        entries = BIBTEX.parse(unit * 8000)
        assert len(entries) == 1 and entries[0].malformed, unit
        assert entries[0].span == (0, len(unit) * 8000)


def test_an_at_sign_inside_a_value_is_not_a_new_entry() -> None:
    text = "@misc{a, note = {LeQua @ {CLEF} and @misc{x}}, doi = {10.1000/1}}\n" + GOOD
    entries = BIBTEX.parse(text)
    assert [e.label for e in entries] == ["a", "b"]
    assert not any(e.malformed for e in entries)


def test_ris_long_continued_field_is_joined_once() -> None:
    text = "TY  - JOUR\nAB  - first\n  second\n  third\nDO  - 10.1000/1\nER  - \n"
    (entry,) = RIS.parse(text)
    assert [f.value for f in entry.fields] == ["JOUR", "first\nsecond\nthird", "10.1000/1"]
    assert entry.fields[1].delimiter == "continued" and entry.fields[2].delimiter == ""


@pytest.mark.parametrize(
    "text",
    [
        'a,doi\n"x,https://doi.org/10.1000/1\n',  # the issue's row: the quote never closes
        'a\nhttps://doi.org/10.1000/2\n"x,https://doi.org/10.1000/1\n',  # a new DOI column
        'a,doi\nx,"10.1000/1""z\n',  # a doubled quote, then the end
        'a,doi\nx,"',
    ],
)
def test_csv_unterminated_quote_is_malformed_and_untouched(text: str) -> None:
    """Issue 12.11: such a row got an edit after the end of the file; now it is reported and
    the cells before it are still cleaned."""
    result = clean_text(text, TableFormat(","))
    last = result.reports[-1]
    assert [f.kind for f in last.findings] == ["malformed"]
    assert all(edit.end <= last.entry.span[0] for edit in result.edits)
    assert result.text.endswith(text[last.entry.span[0] :])
    # the cells read are those csv.reader reads
    ours = [[cell.value for cell in cells] for _, cells in split_rows(text, ",")]
    assert ours == list(csv.reader(io.StringIO(text, newline="")))


def test_typed_errors_for_a_missing_column_and_overlapping_edits() -> None:
    """Issue 12.9: library errors are DoiExtractError subclasses that keep their builtin."""
    with pytest.raises(InvalidArgumentError, match="no column 'identifier'") as missing:
        clean_text("title,doi\nx,10.1000/1\n", TableFormat(",", column="identifier"))
    assert isinstance(missing.value, ValueError) and isinstance(missing.value, DoiExtractError)
    with pytest.raises(EditError, match="overlapping edits") as overlap:
        apply_edits("abcdef", [Edit(0, 3, "x"), Edit(2, 4, "y")])
    assert isinstance(overlap.value, ValueError) and isinstance(overlap.value, DoiExtractError)
    with pytest.raises(InvalidArgumentError, match="unknown DOI style"):
        clean_text("", BIBTEX, style="fancy")


@pytest.mark.parametrize("label", ["", "doi:"])
def test_overlapping_hits_are_reported_not_garbled(label: str) -> None:
    """Issue 12.6 seen from clean: the scanner gave overlapping hits for this text, and
    clean wrote ``10.1000/10.1000/y.`` (or failed with "overlapping edits"). Whatever the
    scanner gives, clean never rewrites text two DOIs share."""
    text = label + "10.1000/abc.https://doi.org/10.1000/y."
    result = clean_text(text, LinesFormat())
    assert "10.1000/10.1000" not in result.text
    spans = sorted(edit.start for edit in result.edits)
    assert spans == sorted(set(spans))
    fields = LinesFormat().doi_fields(LinesFormat().parse(text)[0])
    if any(a.span[1] > b.span[0] for a, b in itertools.pairwise(fields)):
        kinds = [f.kind for f in result.reports[0].findings]
        assert "ambiguous" in kinds
