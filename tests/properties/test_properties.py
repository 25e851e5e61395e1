"""Properties that must hold on any input (STYLE §7; issue #2 item 6)."""

from __future__ import annotations

import io

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from doiextract import (
    DoiExtractError,
    Hit,
    Options,
    apply_removals,
    extract_text,
    iter_hits,
    normalize_doi,
    to_url,
    to_urn,
)
from doiextract.scan import scan_stream, scan_text

from ..reliability.support import assert_no_overlap
from .strategies import doi_text, dois

SETTINGS = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@SETTINGS
@given(st.one_of(doi_text, st.text(max_size=200)))
def test_only_our_errors_escape(text: str) -> None:
    try:
        list(iter_hits(text))
        list(scan_text(text, explain=True))
    except DoiExtractError:
        pass


#: A DOI, a glue, a wrapper and a second DOI, amid random pieces: the shape where one hit
#: ends and the next one's wrapper begins ("10.1000/abc.https://doi.org/10.1000/y").
_TOUCHING_DOIS = st.tuples(
    doi_text,
    dois(),
    st.sampled_from(["", ".", ",", ";", "abc.", "-", "/"]),
    st.sampled_from(["https://doi.org/", "http://dx.doi.org/", "doi:", "urn:doi:", "info:doi/"]),
    dois(),
    doi_text,
).map("".join)


@SETTINGS
@given(st.one_of(doi_text, _TOUCHING_DOIS), st.sampled_from([1, 7, 1 << 20]))
def test_hits_never_overlap(text: str, chunk_size: int) -> None:
    """Issue #12 item 6 (SPEC §3, §5): a hit's raw text starts at or after the previous one's
    end (unless nested in its join gap: another column's DOI), in a string and a stream alike."""
    stream = io.StringIO(text)
    for hits in (list(iter_hits(text)), list(iter_hits(stream, Options(chunk_size=chunk_size)))):
        assert_no_overlap(hits)


#: Runs with no space or punctuation that stops or cuts a candidate (anchors all along), amid
#: random text: a run too long from its first anchors, then short enough from its last ones.
_LONG_RUNS = st.tuples(
    doi_text,
    st.lists(
        st.sampled_from(
            [
                *("10.1000/", "10.", "x", "(", ")", "-", "/", ".", "%2F", "10.1038/nat"),
                # a ":" or "\\" stops a run only where SPLIT_RE may cut there (RUN_STOP_RE)
                *("www.", ":", "10.1000:", "doi", "DOI", "doi:", "https", "//", "\\", "\\/"),
                *("n", "Ab", "urn:doi:", "info:doi/", "1234"),
                # character references a run steps over, or stops at (scan._run_stop)
                *("&#47;", "&#x2F;", "&amp;", "&#35;", "&lt;", "&lt;a", "&quot;", "&", ";"),
            ]
        ),
        max_size=30,
    ).map("".join),
    doi_text,
).map("".join)


@SETTINGS
@given(
    st.one_of(doi_text, _LONG_RUNS),
    st.integers(min_value=12, max_value=80),
    st.integers(min_value=0, max_value=3),
)
# a reference the read limit falls inside: the URL's run reaches the limit (rules.join._raw_run)
@example("www.10.038/10.000/410.1000:&#x2F;", 21, 0)
def test_skipping_too_long_runs_changes_no_hit(text: str, max_length: int, copies: int) -> None:
    """Without ``explain`` the scanner skips the anchors of a run too long from each of them
    (``scan._skip_too_long``); with it every anchor is tried: the same hits (issue #9 item 6)."""
    text = text * (copies + 1)
    options = Options(max_doi_length=max_length, chunk_size=7)
    tried = [h for h in scan_text(text, options=options, explain=True) if isinstance(h, Hit)]
    assert list(scan_text(text, options=options)) == tried
    assert list(scan_stream(io.StringIO(text), options=options)) == tried


@SETTINGS
@given(doi_text)
def test_span_is_raw_and_removals_replay(text: str) -> None:
    for hit in iter_hits(text):
        assert text[hit.span[0] : hit.span[1]] == hit.raw
        assert apply_removals(hit.raw, hit.removals) == hit.doi


def _reads_back_bare(doi: str) -> bool:
    """Whether the bare printed DOI means itself under SPEC §4-§5: no character that printed
    form decodes, folds or ends on (a decoded "%2F" or a final "/" only survives as a URL)."""
    from doiextract.rules.trim import trim_trailing
    from doiextract.syntax import DECODE_RE, SPLIT_RE

    return (
        trim_trailing(doi, 0, len(doi)) == len(doi)
        # nothing in it that starts something new when printed alone (a glued "CrossRef" at
        # its end, SPEC §5): only the URL form, which encodes it, can say such a DOI
        and SPLIT_RE.search(doi, 1) is None
        and DECODE_RE.search(doi) is None
        and not any(c.isspace() or c in '"|' for c in doi)
        and "://" not in doi
        and ";10." not in doi
        and ",10." not in doi
        and "<" not in doi
        and "?" not in doi
    )


@SETTINGS
@given(doi_text)
def test_hits_extract_back_to_themselves(text: str) -> None:
    for hit in iter_hits(text):
        # the URL form always means the DOI (Handbook 2.5.2.4 encoding)...
        assert [h.doi for h in extract_text(to_url(hit.doi))] == [hit.doi]
        # ...and so does the bare DOI, wherever printed form can say it
        if _reads_back_bare(hit.doi):
            assert [h.doi for h in extract_text(hit.doi)] == [hit.doi]


@SETTINGS
@given(dois())
def test_printed_doi_is_found_whole(doi: str) -> None:
    assert [h.doi for h in extract_text(doi)] == [doi]
    assert [h.doi for h in extract_text(f"see doi:{doi} here")] == [doi]


@SETTINGS
@given(dois())
def test_url_and_urn_forms_decode_back(doi: str) -> None:
    assert normalize_doi(to_url(doi)) == doi
    assert normalize_doi(to_urn(doi)) == doi
    assert [h.doi for h in extract_text(f"<{to_url(doi)}>")] == [doi]


@SETTINGS
@given(doi_text, st.integers(min_value=1, max_value=64))
def test_chunk_size_changes_nothing(text: str, chunk_size: int) -> None:
    """Streamed in chunks of any size, the same hits and rejections as the whole text; also
    with a small maximum DOI length, which makes the buffer's boundaries bite."""
    for max_length in (1024, 96):
        whole = list(scan_text(text, options=Options(max_doi_length=max_length), explain=True))
        options = Options(chunk_size=chunk_size, max_doi_length=max_length)
        streamed = list(scan_stream(io.StringIO(text), options=options, explain=True))
        assert streamed == whole


@SETTINGS
@given(doi_text)
def test_fast_and_general_scanners_agree(text: str) -> None:
    assert list(scan_text(text, explain=True)) == list(scan_text(text, explain=True, fast=False))
    # without explain the hot path also settles look-alikes alone (rules.fast.NO_DOI)
    assert list(scan_text(text)) == list(scan_text(text, fast=False))


_ANCHOR_PIECES = st.sampled_from(
    [
        *("10.", "1", "0", "100", "255", "1000", ".", "/", ":", "%2F", "\\/", "&#"),
        *("\n", "\r\n", "\r", " ", "\t", "-", "_", ".\n", "a", "A", "x-\n  -y", "\u00ad"),
        *("10 \n", ".1080/", "doi.org/"),  # a prefix broken before its dot (BROKEN_DOT_RE)
        *("10.10\n", "80/"),  # or inside its registrant (BROKEN_REGISTRANT_RE)
    ]
)


@SETTINGS
@given(st.lists(_ANCHOR_PIECES, max_size=30).map("".join))
def test_ascii_anchor_pattern_matches_like_the_full_one(text: str) -> None:
    """SPEC §2: the lighter anchor pattern used on ASCII text finds exactly what the full one
    finds there (same spans, same groups); on other text only the full one is used."""
    from doiextract.syntax import ANCHOR_ASCII_RE, ANCHOR_RE

    full = [(m.span(), m.groups(), m.lastindex) for m in ANCHOR_RE.finditer(text)]
    if text.isascii():
        lighter = [(m.span(), m.groups(), m.lastindex) for m in ANCHOR_ASCII_RE.finditer(text)]
        assert lighter == full
    assert list(scan_text(text, explain=True)) == list(scan_text(text, explain=True, fast=False))


@SETTINGS
@given(st.one_of(doi_text, st.text(max_size=80)))
def test_cheap_hints_are_supersets_of_the_rules_they_guard(text: str) -> None:
    """SPEC §5 cuts: the C-speed hints the scanner asks first never miss what the precise
    patterns would find (a miss would leave a glued label or a new DOI inside a DOI)."""
    from doiextract.rules.fast import _FAST_BLOCK_RE, _may_block
    from doiextract.rules.join import may_cut
    from doiextract.syntax import SPLIT_RE

    for start in range(len(text)):
        end = len(text)
        if SPLIT_RE.search(text, start, end) or "}{" in text[start:] or "](" in text[start:]:
            assert may_cut(text, start, end)
        assert _may_block(text, start, end) == (_FAST_BLOCK_RE.search(text, start, end) is not None)


def _fast_path_edges() -> st.SearchStrategy[str]:
    """Text around one DOI at the fast path's decision points (issue #9): each simple wrapper
    and its look-alikes, a currency sign or operator before, punctuation, closers, a URL tail,
    a line or space break, a percent-encoded separator after."""
    from doiextract.syntax import SIMPLE_WRAPPERS

    before = st.sampled_from(
        ["", " ", "(", "$", "$ ", "= ", "*", "x", "5", ",", ";", "\n", "see ", "doi.org/ "]
    )
    wrapper = st.sampled_from(["", *SIMPLE_WRAPPERS, "https://dx.doi.org/", "DOI:\n", "doi"])
    separator = st.sampled_from(["/", "%2F", "%2f", ":"])
    suffix = st.sampled_from(["abc", "182", "j.cell.2015.03.012", "S0140-6736(20)30183-5", "a/b"])
    after = st.sampled_from(
        ["", ".", ",", ")", ").", "/", "/abstract", ".pdf", "v2", "?x=1", "-\n2", "/\n5", ". The"]
    )
    tail = st.sampled_from(["", " ", "\n", " = 3", "}{x}", "](y)"])
    registrant = st.sampled_from(["1000", "1101", "12345"])
    return st.tuples(before, wrapper, registrant, separator, suffix, after, tail).map(
        lambda p: p[0] + p[1] + "10." + "".join(p[2:])
    )


@SETTINGS
@given(_fast_path_edges())
def test_fast_path_agrees_with_the_steps_at_its_edges(text: str) -> None:
    """Wherever the hot path (rules.fast) answers, rules.STEPS give the same hit; where it
    declines, they decide (issue #9: the fast path is derived from the same tables)."""
    assert list(scan_text(text, explain=True)) == list(scan_text(text, explain=True, fast=False))
    assert list(scan_text(text)) == list(scan_text(text, fast=False))


#: Numbers over numbers beside operators, prices and keys (SPEC §2 look-alikes) and DOIs.
_LOOK_ALIKES = st.lists(
    st.tuples(
        st.sampled_from(["", " ", "x = ", "= ", "=", "$", "$ ", "< ", "doi = ", "(", "a ", "\n"]),
        st.sampled_from(
            ["10.4321/89", "10.1000/5", "10.125/2.5", "10.1000/182", "10.1/2", "10.1000/x"]
        ),
        st.sampled_from(["", " ", " = 2", "=2", " < 3", " * 4", " = the", ".", ",", "\n"]),
    ).map("".join),
    min_size=1,
    max_size=6,
).map(" ".join)


#: Runs that end at their separator or are cut or trimmed to nothing, before line ends and
#: wrappers ("10.1000/" then a new line: no suffix, SPEC §5 joins asked first).
_NO_SUFFIX = st.lists(
    st.sampled_from(
        [
            *("10.1000/", "10.1000/\n", "\n", "\r\n", " ", "  ", "doi:", "https://doi.org/"),
            *(
                "x",
                ".",
                "-",
                "_",
                "10.1000/{a}{b}",
                "}{",
                "](",
                "(",
                ")",
                "\n-",
                "\n  ",
                "%2F",
                "1",
            ),
        ]
    ),
    max_size=12,
).map("".join)


@SETTINGS
@given(st.one_of(_fast_path_edges(), doi_text, _LOOK_ALIKES, _NO_SUFFIX))
def test_a_fast_no_doi_is_rejected_by_the_steps(text: str) -> None:
    """SPEC §2, §5: where the hot path calls a candidate no DOI (``NO_DOI``: a look-alike, or
    no suffix even across its line end; a scan without explain skips the general rules then),
    rules.STEPS reject it too, and not as ``too-long`` (which would move the scan on
    differently); and the scan finds the same hits either way."""
    assert list(scan_text(text)) == list(scan_text(text, fast=False))
    from doiextract.model import Location
    from doiextract.options import DEFAULT_OPTIONS
    from doiextract.rules import process_candidate
    from doiextract.rules.fast import NO_DOI, fast_hit
    from doiextract.syntax import ANCHOR_RE

    pos = 0
    while (match := ANCHOR_RE.search(text, pos)) is not None:
        if fast_hit(text, match, 0, DEFAULT_OPTIONS, 0, Location()) is NO_DOI:
            cand = process_candidate(text, match.start(), 0, len(text), DEFAULT_OPTIONS)
            assert cand.doi is None and cand.reason not in (None, "too-long"), (text, cand)
        pos = match.start() + 1


#: Lines of bare prefixes, wrappers and what starts a next line (SPEC §5 joins, §3 wrappers):
#: where the hot path's cheap answers (a bare token before a gap, a new thing after a line
#: break) may or may not apply.
_LINE_CHAINS = st.lists(
    st.sampled_from(
        [
            *("10.1000/", "10.1000", "10.12345/x", "1.2/", "/", "./", "/10.1000/", "\n", "\r\n"),
            *(" ", "  ", "\t", "\n  ", "\n-", "(", ",", "x", "doi:", "DOI", "urn:", "https://"),
            *("doi.org/", "www.", "http:", "10.1000%2F", "10.10/", "1", "."),
        ]
    ),
    max_size=14,
).map("".join)


@SETTINGS
@given(_LINE_CHAINS)
@example("/10.1000/\n10.1000/x")  # a relative URL path before the gap: a wrapper
@example("www.x10.1000/\n10.1000/x")  # a bare tail of a longer token: a wrapper
@example("10.1000/x\n10.1000/\n10.1000/")  # a chain of prefixes: no wrapper, no join
@example("10.1000/10.1000/\n  doi:\n10.1000\n  ")  # a label line is no jumble to skip
def test_the_hot_paths_cheap_answers_are_the_general_rules_answers(text: str) -> None:
    """Issue #9: where the hot path answers without asking the general rules, they agree: a
    token of digits, "." and "/" before a gap holds no wrapper (``find_wrapper``), and a run
    ended by a line break before a new DOI, URL or label is not joined (``read_extent``)."""
    from doiextract.rules.fast import _bare_token_before
    from doiextract.rules.join import new_thing_after_break, read_extent
    from doiextract.rules.unwrap import find_wrapper

    for anchor in range(1, len(text) - 2):
        if not text.startswith("10.", anchor):
            continue
        for lo in (0, anchor % 3):  # (a few look-back limits)
            if text[anchor - 1] in " \t\r\n" and _bare_token_before(text, anchor - 1, lo):
                assert find_wrapper(text, anchor, lo) is None, (text, anchor, lo)
        end = anchor + 3
        while end < len(text) and text[end] not in " \t\r\n":
            end += 1
        for is_url in (False, True):
            for limit in (len(text), min(len(text), end + 2)):
                if new_thing_after_break(text, anchor, end, limit, is_url):
                    got = read_extent(text, anchor, limit, is_url, "", True, True, end)
                    assert got == (end, []), (text, anchor, is_url, limit)
