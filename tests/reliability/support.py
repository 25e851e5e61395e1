"""Shared pieces of the reliability suite (issue #12) and of ``benchmarks/fuzz.py``.

The hypothesis profile is chosen by the environment variable ``DOIEXTRACT_FUZZ_PROFILE``:
``reliability`` (the default: a few seconds per property in CI) or ``fuzz`` (the release fuzz
run: ``DOIEXTRACT_FUZZ_EXAMPLES`` examples, default 4000, no example database).
``benchmarks/fuzz.py`` sets both before importing the test modules.
"""

from __future__ import annotations

import os
import traceback
from collections.abc import Callable, Iterable
from typing import Any

from hypothesis import HealthCheck, Phase, settings
from hypothesis import strategies as st

from doiextract import DoiExtractError
from doiextract.model import Hit

settings.register_profile(
    "reliability",
    max_examples=60,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
settings.register_profile(
    "fuzz",
    # a fresh random search each time: no example database, no explicit examples (they hold
    # the known failures, which would end a property's search at once)
    max_examples=int(os.environ.get("DOIEXTRACT_FUZZ_EXAMPLES", "4000")),
    deadline=None,
    database=None,
    phases=[Phase.generate, Phase.shrink],
    suppress_health_check=list(HealthCheck),
)

PROFILE = os.environ.get("DOIEXTRACT_FUZZ_PROFILE", "reliability")
#: Under the fuzz profile, the known failing inputs a property checks first are left out: the
#: random search runs instead of failing at once on a known fault.
FUZZING = PROFILE == "fuzz"
#: The settings every property of the suite runs with.
SETTINGS = settings(settings.get_profile(PROFILE))


def only_typed_errors(call: Callable[[], Any]) -> Any:
    """Run ``call``; a :class:`DoiExtractError` is an allowed outcome (returned), anything
    else fails the test with the traceback (an untyped error escaped: issue #12 item 9)."""
    try:
        return call()
    except DoiExtractError as err:
        return err
    except Exception as err:  # the property under test: nothing else may escape
        raise AssertionError(
            f"untyped {type(err).__name__} escaped: {err!r}\n{traceback.format_exc()}"
        ) from err


def in_join_gap(outer: Hit, inner: Hit) -> bool:
    """``inner`` starts inside a gap that a join of ``outer`` removed (another column's words
    between ``outer``'s halves: a nested hit, SPEC §5, ``scan._nested``)."""
    for removal in outer.removals:
        start = outer.span[0] + removal.start
        if removal.kind.startswith(("join", "dehyphen")) and start <= inner.span[0]:
            if inner.span[0] < start + len(removal.text):
                return True
    return False


def assert_no_overlap(hits: Iterable[Hit]) -> None:
    """Hits of one segment come in order and never share a character (#12 item 6), except a
    hit nested in the join gap of the hit before it (SPEC §5: ``in_join_gap``)."""
    by_segment: dict[object, list[Hit]] = {}
    for hit in hits:
        by_segment.setdefault(hit.location, []).append(hit)
    for segment_hits in by_segment.values():
        end, outer = -1, None
        for hit in segment_hits:
            if hit.span[0] < end:
                assert outer is not None and in_join_gap(outer, hit), (
                    f"overlapping hits: {outer} and {hit}"
                )
            else:
                outer = hit
            end = max(end, hit.span[1])


#: BibTeX pieces: entry syntax, DOI-bearing fields and the shapes of #12 item 3.
BIBTEX_PIECES = st.sampled_from(
    [
        *("@article{", "@book(", "@string{", "@comment{", "@preamble{", "@", "key1,", "key2,"),
        *("doi = {", "doi={", 'doi = "', "url = {", "note = {", "title = {", "howpublished={"),
        *("}", "{", ")", "(", '"', ",", "#", "=", "\n", "\r\n", " ", "%", "\\", "\\_", "x # y"),
        *("10.1000/182", "https://doi.org/10.1000/a%2Fb.", "doi:10.5555/X", "10.1038/nature"),
        *("}\n", "},\n", "10.5/10", "Caf\u00e9", "\u2010", "\x00", "10.1000/abc.https://doi.org/"),
    ]
)
RIS_LINES = st.sampled_from(
    [
        *("TY  - JOUR", "ER  - ", "DO  - ", "UR  - ", "N1  - ", "ID  - k", "TI  - title", "junk"),
        *("DO  - 10.1000/182", "UR  - https://doi.org/10.1000/x.", "DO  - doi:10.5555/y", ""),
    ]
)
CSV_CELLS = st.sampled_from(
    [
        *("doi", "DOI", "title", "url", "", "10.1000/182", '"10.1000/a,b"', '"', '""', "x"),
        *("https://doi.org/10.1000/x.", "doi:10.5555/Y", "a\nb", '"unterminated', "10.5/10"),
    ]
)


@st.composite
def bibtex_texts(draw: st.DrawFn, pieces: st.SearchStrategy[str]) -> str:
    return "".join(draw(st.lists(st.one_of(BIBTEX_PIECES, pieces), max_size=40)))


@st.composite
def ris_texts(draw: st.DrawFn, pieces: st.SearchStrategy[str]) -> str:
    tails = st.one_of(st.just(""), pieces)
    lines = draw(st.lists(st.tuples(RIS_LINES, tails).map("".join), max_size=16))
    ending = draw(st.sampled_from(["\n", "\r\n"]))
    return ending.join(lines)


@st.composite
def messy_csv_texts(draw: st.DrawFn, pieces: st.SearchStrategy[str], delimiter: str = ",") -> str:
    """Delimited text as found: ragged rows, stray and unterminated quotes."""
    rows = draw(
        st.lists(
            st.lists(st.one_of(CSV_CELLS, pieces), min_size=1, max_size=5), min_size=1, max_size=8
        )
    )
    return "\n".join(delimiter.join(row) for row in rows) + draw(st.sampled_from(["", "\n"]))


def _quoted(cell: str, delimiter: str) -> str:
    if any(c in cell for c in (delimiter, '"', "\n", "\r")):
        return '"' + cell.replace('"', '""') + '"'
    return cell


@st.composite
def csv_texts(draw: st.DrawFn, pieces: st.SearchStrategy[str], delimiter: str = ",") -> str:
    """Well-formed delimited text (RFC 4180 quoting, every row as wide as the header)."""
    width = draw(st.integers(min_value=1, max_value=4))
    names = CSV_CELLS.filter(lambda c: '"' not in c)
    header = draw(st.lists(names, min_size=width, max_size=width))
    cells = st.one_of(CSV_CELLS, pieces)
    rows = draw(st.lists(st.lists(cells, min_size=width, max_size=width), max_size=6))
    ending = draw(st.sampled_from(["\n", "\r\n"]))
    lines = [delimiter.join(_quoted(c, delimiter) for c in row) for row in [header, *rows]]
    return ending.join(lines) + draw(st.sampled_from(["", ending]))
