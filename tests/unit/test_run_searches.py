"""Searches made faster at C speed give what the slower form gave: ``syntax.SPLIT_RE`` is
``SPLIT_PATTERN`` behind a first-character look-ahead (``SPLIT_FIRST``), which only makes the
search faster, never changes a match; ``join.after_blanks`` is the character loop it was."""

from __future__ import annotations

import re

from hypothesis import example, given, settings
from hypothesis import strategies as st

from doiextract.rules.join import after_blanks
from doiextract.syntax import SPLIT_PATTERN, SPLIT_RE

_REFERENCE = re.compile(SPLIT_PATTERN)

#: Pieces of every alternative of the pattern, and characters around them.
_PIECES = st.sampled_from(
    [
        *list(";,&)?h<dDPEI[CGSWV~\\'\u2019s:/10.4xyzaA =>tpoiMBNuRfbecwn\"\u00ad\n"),
        *("\u3042", "\u4e00", "\u2600", "\U0001f600", "doi:", "DOI:", "https://", "http://"),
        *("10.1000/", "10.12345", "PMID", "PMCID", "Epub", "ISSN", "ISBN", "[PubMed", "CrossRef"),
        *("Google", "Scopus", "WorldCat", "View", "Cited", "\\cite", "~\\ref", "\\\\", "'s"),
        *(")>>", ")/S/URI", ")/Border", "?noredirect", "?type", "<br", "</a", "doi:10.1234"),
        *(";a=", ",2019,", ',"', ";doi:", "&https://", "\u200b"),
    ]
)
_TEXTS = st.lists(_PIECES, max_size=14).map("".join)


@settings(max_examples=3000, deadline=None)
@given(_TEXTS, st.integers(0, 60), st.integers(0, 60))
@example("10.1000/x;doi:10.1/a", 0, 20)
@example("x\U0001f600 !", 0, 4)
@example("10.1021/796zdoi:", 3, 16)
def test_split_re_finds_what_its_pattern_finds(text: str, start: int, length: int) -> None:
    """The same first match (and the same matches) wherever a search starts and ends."""
    end = min(len(text), start + length)
    found, expected = SPLIT_RE.search(text, start, end), _REFERENCE.search(text, start, end)
    assert (found and found.span()) == (expected and expected.span())
    assert [m.span() for m in SPLIT_RE.finditer(text)] == [
        m.span() for m in _REFERENCE.finditer(text)
    ]


def _blanks_loop(text: str, end: int, limit: int) -> int:
    while end < limit and text[end] in " \t":
        end += 1
    return end


@settings(max_examples=2000, deadline=None)
@given(st.text(" \tx\n\u00a0", max_size=300), st.data())
def test_after_blanks_is_the_character_loop(text: str, data: st.DataObject) -> None:
    end = data.draw(st.integers(0, len(text)))
    limit = data.draw(st.integers(0, len(text)))
    assert after_blanks(text, end, limit) == _blanks_loop(text, end, limit)
