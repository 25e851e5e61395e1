"""``scan.has_fullwidth`` (issue #10 item 1: a ``str``'s full-width test at C speed) answers
exactly what ``FULLWIDTH_RE.search`` answers, whatever the characters: full-width forms and their
neighbours (U+FF00, U+FF5F), other code units with an ``FF`` byte (U+00FF, U+FFFD, U+01FF),
characters whose UTF-16 bytes pair with an ``FF`` across a unit boundary, astral characters and
lone surrogates, and more ``FF`` bytes than the memchr loop tries before the regex answers."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from doiextract import scan
from doiextract.scan import has_fullwidth
from doiextract.syntax import FULLWIDTH_RE

_CHARS = [
    "a",
    "1",
    "\n",
    "é",
    "ÿ",  # U+00FF: an FF low byte
    "\u01ff",
    "\u20ff",
    "\u2013",  # en dash: high byte 0x20, may pair with a following FF low byte
    "\u5e00",  # high byte 0x5E, then U+00FF makes "5E FF" across the unit boundary
    "\u0100",
    "\uff00",  # just before the full-width forms
    "\uff01",  # the first
    "\uff10",  # full-width 0
    "\uff5e",  # the last
    "\uff5f",  # just after
    "\ufffd",  # the replacement character (PDF text)
    "\U0001f600",  # astral: a surrogate pair in UTF-16
    "\U0010ffff",
    "\ud800",  # lone surrogates (``surrogateescape`` text)
    "\udcff",
]
_text = st.lists(st.sampled_from(_CHARS), max_size=60).map("".join)


@settings(max_examples=500, deadline=None)
@given(_text)
def test_has_fullwidth_answers_as_the_regex(text: str) -> None:
    assert has_fullwidth(text) == (FULLWIDTH_RE.search(text) is not None)


@settings(max_examples=200, deadline=None)
@given(_text, st.integers(min_value=1, max_value=8), st.integers(min_value=0, max_value=6))
def test_small_pieces_and_few_misses_answer_as_the_regex(
    text: str, piece: int, misses: int
) -> None:
    # pieces cut anywhere (a surrogate pair too) and the regex taking over early
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(scan, "_UNITS_PIECE", piece)
        patch.setattr(scan, "_UNITS_MISSES", misses)
        assert has_fullwidth(text) == (FULLWIDTH_RE.search(text) is not None)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("", False),
        ("plain ascii 10.1000/x", False),
        ("caf\u00e9 \u2013 \u00ff" * 3, False),
        ("\u5e00\u00ff", False),  # "00 5E FF 00": an FF at an even offset only
        ("\u2013" * 1000 + "\uff10", True),
        ("\ufffd" * 2000 + "\uff0e", True),  # past the misses: the regex answers, still True
        ("\ufffd" * 2000, False),
    ],
)
def test_has_fullwidth_cases(text: str, expected: bool) -> None:
    assert has_fullwidth(text) is expected
    assert (FULLWIDTH_RE.search(text) is not None) is expected
