"""Broken reference files: a broken block is reported as ``malformed`` and left byte for byte,
and reading goes on from where it broke, never rescanning (issues 12.3, 12.11)."""

from __future__ import annotations

import pytest

from doiextract.references import BIBTEX, RIS, clean_text

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
