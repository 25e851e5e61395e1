"""Searches made faster at C speed give what the slower form gave: ``syntax.SPLIT_RE`` is
``SPLIT_PATTERN`` behind a first-character look-ahead (``SPLIT_FIRST``), which only makes the
search faster, never changes a match; ``join.after_blanks`` is the character loop it was;
``unwrap.TokenRun`` gives ``_token_start``'s and ``_classify``'s answers; the scanner's bare
anchor search inside a long run measured already (``scan._next_anchor``) finds the full
search's anchors; the URN lane's one match for the decode step's test and
``rejection_reason`` (``fast._URN_BODY_RE``) answers as they do; ``Reader.keeps``'s digit runs
(``readings._LONG_RUNS_RE``) give the heads of a look-behind pattern (``_RUN_HEADS_RE``)."""

from __future__ import annotations

import re

from hypothesis import assume, example, given, settings
from hypothesis import strategies as st

from doiextract.rules.fast import _URN_BODY_RE
from doiextract.rules.join import after_blanks
from doiextract.rules.readings import _LONG_RUNS_RE
from doiextract.rules.unwrap import TokenRun, _classify, _token_start
from doiextract.rules.validate import rejection_reason
from doiextract.scan import _next_anchor, _plain_end
from doiextract.syntax import (
    ANCHOR_ASCII_BARE_RE,
    ANCHOR_ASCII_RE,
    ANCHOR_BARE_RE,
    ANCHOR_RE,
    ANCHOR_REST_GROUP,
    ANCHOR_REST_MAX,
    SPLIT_PATTERN,
    SPLIT_RE,
)

_REFERENCE = re.compile(SPLIT_PATTERN)

#: Pieces of every alternative of the pattern, and characters around them.
_PIECES = st.sampled_from(
    [
        *list(";,&)?h<dDPEI[CGSWV~\\'\u2019s:/10.4xyzaA =>tpoiMBNuRfbecwn\"\u00ad\n"),
        *("\u3042", "\u4e00", "\uac00", "\uff09", "\u3002", "\u2600", "\U0001f600"),
        *("doi:", "DOI:", "https://", "http://"),
        *("10.1000/", "10.12345", "PMID", "PMCID", "Epub", "ISSN", "ISBN", "[PubMed", "CrossRef"),
        *("Google", "Scopus", "WorldCat", "View", "Cited", "\\cite", "~\\ref", "\\\\", "'s"),
        *(")>>", ")/S/URI", ")/Border", "?noredirect", "?type", "<br", "</a", "doi:10.1234"),
        *("&lt;/a", "&lt;br", "&lt;693", "&lt;", "&gt;"),
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


#: Long glued runs (URNs, DOIs) with now and then a delimiter, a line break or a prefix alone.
_RUN_PIECES = st.lists(
    st.sampled_from(
        [
            *(["urn:doi:10.1000:"] * 6 + ["10.1000/x", "10.12345:ab", "10.1000.5:", "x"] * 2),
            *(" ", "\n", "(", "|", "10.", "10.100", "10.1000 /x", "1", ".", "\u00ad", "ab-"),
        ]
    ),
    max_size=80,
).map("".join)


@settings(max_examples=1500, deadline=None)
@given(_RUN_PIECES, st.lists(st.tuples(st.integers(1, 40), st.integers(0, 300)), max_size=40))
@example("ab" * 200, [(300, 290), (10, 300)])
def test_token_run_gives_token_start(text: str, steps: list[tuple[int, int]]) -> None:
    """Asked in order of the end, with any bound: a delimiter-free stretch told from the one
    before (fails if a bound that was only looked to is taken for the token's start)."""
    tokens = TokenRun()
    end = 0
    for step, back in steps:
        end = min(len(text), end + step)
        lo = max(0, end - back)
        assert tokens.token_start(text, end, lo) == _token_start(text, end, lo)


@settings(max_examples=1500, deadline=None)
@given(_RUN_PIECES, st.sampled_from(["full", "ascii"]), st.data())
@example("urn:doi:10.1000:" * 40, "ascii", None)
@example("urn:doi:10.1000:" * 40 + "x" * 15, "full", None)  # a "sep" 255 before the run's end
def test_bare_anchor_search_finds_the_full_searchs_anchors(
    text: str, kind: str, data: st.DataObject | None
) -> None:
    """Where the scanner searches with the bare regex (a long run measured already) it finds
    the full regex's anchor and separator; taken "in the run", the full match's plain run is
    too long for the lanes and ends at the run's end (fails if the bound is one off)."""
    full, bare = (
        (ANCHOR_RE, ANCHOR_BARE_RE) if kind == "full" else (ANCHOR_ASCII_RE, ANCHOR_ASCII_BARE_RE)
    )
    if kind == "ascii":
        text = text.replace("\u00ad", "")
    run_from = run_end = -1
    pos = 0
    while (expected := full.search(text, pos)) is not None:
        in_run = False
        if pos < run_end - ANCHOR_REST_MAX:
            match, in_run = _next_anchor(text, pos, full, bare, run_from, run_end)
            assert match is not None
            assert (match.start(), match.span(1)) == (expected.start(), expected.span(1))
            if not in_run:
                assert match.span() == expected.span()
                assert match.groups() == expected.groups()
            else:
                assert expected.end() - expected.start(ANCHOR_REST_GROUP) >= ANCHOR_REST_MAX
        plain_end, run_from, run_end = _plain_end(text, expected, run_from, run_end)
        if in_run:
            assert plain_end == run_end
        step = 1 if data is None else data.draw(st.integers(1, 24))
        pos = expected.start() + step


def _urn_body_accepted(body: str, colon: int) -> bool:
    """What the URN lane asked before: nothing to decode, and a valid DOI."""
    if not body.isascii() or "%" in body or "&" in body or "\\" in body:
        return False
    return rejection_reason(body[:colon] + "/" + body[colon + 1 :]) is None


@settings(max_examples=1500, deadline=None)
@given(
    st.text("0123456789.\u00ad", min_size=1, max_size=16),
    st.lists(
        st.sampled_from([*"ab1./:%&\\\t\x7f\x1f~ -_()", "\u00e9", "\u00ad", "x/", "%2F"]),
        max_size=8,
    ).map("".join),
    st.sampled_from([ANCHOR_RE, ANCHOR_ASCII_RE]),
)
@example("1000", "a/b", ANCHOR_ASCII_RE)  # reserved
@example("1000", "\x7f", ANCHOR_ASCII_RE)  # a control character
@example("192.168.1", "x", ANCHOR_RE)  # an IPv4 address: no anchor
@example("1000.5", "x~", ANCHOR_ASCII_RE)
def test_urn_body_re_is_the_decode_and_validity_tests(
    prefix: str, suffix: str, anchor_re: re.Pattern[str]
) -> None:
    """On the bodies the URN lane sees (an anchor whose separator is ":")."""
    body = "10." + prefix + ":" + suffix
    match = anchor_re.match(body)
    assume(match is not None and match.group("sep") == ":")
    assert match is not None
    accepted = _URN_BODY_RE.fullmatch(body) is not None
    assert accepted == _urn_body_accepted(body, match.start(1))


#: Glued URN runs, and what may make their tokens no URN's: URL starts, query parameters, a
#: "=" alone, characters whose lower case is longer, a letter glued before the label.
_URN_RUN_PIECES = st.lists(
    st.sampled_from(
        [
            *(["urn:doi:10.1000:", "urn:doi:10.1000:1.", "URN:DOI:10.12:"] * 6),
            *("https://", "www.", "doi.org/", "dx.", "?a=", "&b", "=", "=x", "\u0130", "\u00e9"),
            *("x", "xurn:doi:", "info:doi/", " ", "(", ":", "/", "//", "?", "&", "a.b/"),
        ]
    ),
    max_size=60,
).map("".join)


@settings(max_examples=2000, deadline=None)
@given(_URN_RUN_PIECES, st.lists(st.tuples(st.integers(0, 30), st.integers(0, 300)), max_size=40))
@example("urn:doi:10.1000:" * 30, [(8, 256), *[(16, 256)] * 25])
@example("urn:doi:10.1000:" * 3 + "?a" + "urn:doi:10.1000:=" * 2, [(8, 300), *[(16, 300)] * 5])
def test_token_run_classifies_as_classify(text: str, steps: list[tuple[int, int]]) -> None:
    """Asked at label ends in order (and elsewhere), with any bound: the token's start and
    its class (fails if a "=" gained, a URL start gained or a bound going back is let by)."""
    tokens = TokenRun()
    ends = [m.end() for m in re.finditer("(?i)urn:doi:", text)]
    end = 0
    for i, (step, back) in enumerate(steps):
        end = ends[i] if i < len(ends) and step % 3 else min(len(text), end + step)
        if end == 0:
            continue
        lo = max(0, end - back)
        start = _token_start(text, end, lo)
        assert tokens.classified(text, end, lo) == (start, _classify(text[start:end]))


#: The first three digits of each whole run of six to twelve digits, in order: the places
#: ``readings._page_range_before`` looks for (the reference ``_LONG_RUNS_RE``'s runs must give).
_RUN_HEADS_RE = re.compile(r"(?<![0-9])([0-9]{3})(?=[0-9]{3,9}(?![0-9]))")


@settings(max_examples=500, deadline=None)
@given(st.text(st.sampled_from("0123456789.-()xX/"), max_size=40))
@example("0123456789012")
@example("123456.1234567890123.12345")
def test_run_heads_are_the_heads_of_the_reference_pattern(suffix: str) -> None:
    """The heads of a suffix's runs of six to twelve digits, as ``Reader.keeps`` and
    ``_page_range_before`` find them: those of the look-behind pattern (runs of 5, 6, 12, 13
    digits, at the suffix's start and end)."""
    doi = "10.1000/" + suffix
    runs = _LONG_RUNS_RE.findall(doi, 8)
    assert [run[:3] for run in runs if len(run) <= 12] == _RUN_HEADS_RE.findall(doi, 8)
