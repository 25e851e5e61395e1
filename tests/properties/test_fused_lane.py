"""The fused lane (``rules.fused``, issue #10 item 2): the anchor search and the plain lane in one
pattern. It finds the anchors the anchor regex finds, and wherever it answers, the hit is the one
the scan gives without it (the plain lane, ``fast_hit`` and the readings) and the one the general
rules give; where its look-ahead could read past the bound the plain lane reads to, it declines."""

from __future__ import annotations

import io
from unittest import mock

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from doiextract import Options
from doiextract.model import Location
from doiextract.rules import fast
from doiextract.rules.fused import _REACH, FUSED, fused_hit
from doiextract.rules.readings import Reader
from doiextract.scan import scan_stream, scan_text
from doiextract.syntax import ANCHOR_ASCII_RE, ANCHOR_RE

from .test_plain_lane import _DOIS, _MARKS, _TEXTS, _URL_TEXTS, _WRAPPERS

SETTINGS = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])

#: What follows a piece: words the guard reads (three short ones), or runs it refuses (a long
#: word, many blanks, a digit run), so that both ways are taken.
_TAILS = st.sampled_from(
    [
        "\nSmith J, Jones K. (2001). A title of words. Journal. 12. 1-9. ",
        " and the text goes on with short words as prose does here. ",
        "\n\nMore text of a next paragraph, in words of some length. ",
        "\n" + "x" * 30 + " and words after the long one, to read on. ",
        " " * 20 + "words after many blanks, to read on and on. ",
        "\n12\nSmith J, Jones K. A title of words. Journal. 12. 1-9. ",
        "\nM\u00fcller J, \u00d6degaard K. Title words. Journal. 12. 1-9. ",
    ]
)
#: A reference's DOI after a wrapper, with a final mark, and the words after it.
_CLEAN = st.tuples(_WRAPPERS, _DOIS, _MARKS, _TAILS).map("".join)
_FUSED_TEXTS = st.lists(
    st.one_of(st.tuples(st.one_of(_TEXTS, _URL_TEXTS), _TAILS).map("".join), _CLEAN),
    min_size=1,
    max_size=4,
).map("".join)


def _no_lane(*_args: object) -> None:
    return None


def _assert_same_hits(text: str, options: Options | None = None) -> None:
    """The scan with the fused lane, without it, and with the general rules only: the same hits
    and rejections."""
    with_lane = list(scan_text(text, options=options, explain=True))
    with mock.patch("doiextract.scan.fused_hit", _no_lane):
        without = list(scan_text(text, options=options, explain=True))
        without_plain = list(scan_text(text, options=options))
    assert with_lane == without
    assert with_lane == list(scan_text(text, options=options, explain=True, fast=False))
    assert list(scan_text(text, options=options)) == without_plain


@SETTINGS
@given(_FUSED_TEXTS)
@example(
    "Immunity. 36. 120-131. https://doi.org/10.1016/j.immuni.2011.11.018\nMcQuilton P, St "
    "Pierre SE. (2012). FlyBase 101. Nucleic Acids Res. 40. D706. https://doi.org/10.1093/nar/"
    "gkr1030\nBloss CS, Wineinger NE. (2016). A prospective trial. bioRxiv. 10.1101/029983\n"
    "Brettar I, Christen R, Hofle M. (2004a). Aquiflexum balticum gen. nov. International "
)
def test_fused_lane_gives_the_hits_of_the_scan_without_it(text: str) -> None:
    _assert_same_hits(text)


@SETTINGS
@given(_FUSED_TEXTS, st.sampled_from([1, 7, 64, 200]))
def test_fused_lane_in_a_stream(text: str, chunk_size: int) -> None:
    """Streamed in chunks (the buffer's end bounds the look-ahead), the same hits."""
    options = Options(chunk_size=chunk_size)
    assert list(scan_stream(io.StringIO(text), options=options)) == list(scan_text(text))
    stream = io.BytesIO(text.encode("utf-8"))
    assert list(scan_stream(stream, options=options)) == list(scan_text(text))


@SETTINGS
@given(_FUSED_TEXTS, st.integers(min_value=40, max_value=200))
def test_fused_lane_within_a_short_maximum_length(text: str, max_length: int) -> None:
    """A DOI's maximum length bounds what the plain lane reads: near it the fused lane
    declines (its guard's reach), and the hits stay the same."""
    _assert_same_hits(text, Options(max_doi_length=max_length))


@SETTINGS
@given(st.one_of(_FUSED_TEXTS, _TEXTS), st.integers(min_value=0, max_value=300))
def test_fused_pattern_finds_the_anchors_of_the_anchor_regex(text: str, start: int) -> None:
    """From any place the fused pattern's next match starts where the anchor regex's does."""
    for anchor_re in (ANCHOR_RE, ANCHOR_ASCII_RE):
        if anchor_re is ANCHOR_ASCII_RE and not text.isascii():
            continue
        fused, anchor = FUSED[anchor_re].search(text, start), anchor_re.search(text, start)
        assert (fused is None) == (anchor is None)
        if fused is not None and anchor is not None:
            assert fused.start() == anchor.start()


_COMMON = [
    "Immunity. 36. 120-131. https://doi.org/10.1016/j.immuni.2011.11.018\nMcQuilton P, St Pi",
    "see doi:10.1038/nchembio.780. The next sentence goes on for a few words ",
    "PLoS One. 5. e1. 10.1371/journal.pone.0012345\nSmith J, Jones K. A title. ",
    "Mol Cell. 54. 1. https://doi.org/10.1016/j.molcel.2014.03.004\nM\u00fcller J, Hart CM. ",
]


@pytest.mark.parametrize("text", _COMMON)
def test_fused_lane_answers_the_common_shapes(text: str) -> None:
    """The lane is no dead code: it answers the commonest shapes alone, as the plain lane."""
    padded = text + "and more words " * 12
    match = FUSED[ANCHOR_RE].search(padded)
    assert match is not None
    args = (padded, match, 0, len(padded), 0, Location(), Reader(), 1024, 0, 1, 0)
    hit = fused_hit(*args)
    assert hit is not None
    anchor = ANCHOR_RE.match(padded, match.start())
    assert anchor is not None
    assert hit == fast.plain_hit(padded, anchor, *args[2:])
    assert [hit] == list(scan_text(padded, fast=False))[:1]


def test_fused_lane_declines_near_its_bound() -> None:
    """Within the guard's reach of the bound (the text's end here), the lane declines."""
    text = "see https://doi.org/10.1016/j.immuni.2011.11.018 and more words"
    match = FUSED[ANCHOR_RE].search(text)
    assert match is not None
    assert len(text) - match.end() < _REACH
    assert fused_hit(text, match, 0, len(text), 0, Location(), Reader(), 1024, 0, 1, 0) is None
    assert list(scan_text(text)) == list(scan_text(text, fast=False))
