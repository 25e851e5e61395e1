"""The fused lane (issue #10 item 2): the anchor search and the plain lane in one pattern.

``rules.fast.plain_hit`` decides the commonest shape of DOI with one pattern match after the
anchor search found the anchor: two C calls and the Python between them per hit. Here one
compiled pattern per anchor regex does both: ``FUSED[anchor_re]`` is ``10\\.`` and either the
plain lane's whole pattern (``rules.fast._PLAIN_RUN_RE``: the registrant, the run, its final
mark and the look-ahead that proves it complete) in an atomic group, with what the anchor
regex's own match ends on (``_ALWAYS_END`` or the text's end, no ``join``) and a guard, or the
rest of the anchor regex itself. Searched from where the scan goes on it finds exactly the
anchors the anchor regex finds, in the same order (the plain alternative matches only where the
anchor regex does: the same registrant pattern, a "/" separator); its ``lastindex`` tells which
alternative matched, so a plain DOI costs one search and ``fused_hit``'s few tests.

The guard: ``plain_hit`` matches the run up to ``min(hi, anchor + max_doi_length)`` and this
pattern reads on to the text's end; the look-ahead of the plain pattern reads runs of blanks
and runs of non-blank characters, never more than two runs past the run's end. The guard
requires three short words (``_GUARD``) after the run, within ``_REACH`` characters, and
``fused_hit`` declines where the bound is closer: then both read the same characters and
match the same way (the atomic group keeps the plain pattern's own first match: the guard
failing sends the search to the anchor alternative, never to a shorter run).

Anything the lane does not settle goes on as before: the scanner matches the anchor regex at
the same place (``scan._scan``) and the lanes and rules decide. The property tests compare
the scan with and without this lane (tests/properties/test_fused_lane.py).

Not a stable API: import from ``doiextract`` instead.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from doiextract.model import Hit, Location
from doiextract.rules.fast import (
    _COMPLETE,
    _KEPT_GAP,
    _MARK,
    _PLAIN_CHARACTERS,
    _PLAIN_RUN_RE,
    _SIMPLE_BY_END,
    _URL_WRAPPERS,
    _gutter_next,
    _plain_before,
    _simple_removals,
    _url_tail_cut,
)
from doiextract.rules.readings import Reader
from doiextract.rules.validate import context_reason
from doiextract.syntax import _ALWAYS_END, ANCHOR_REST_MAX

__all__ = ["FUSED", "SEARCH", "fused_hit"]

#: The head of the plain pattern (any registrant of digits and dots, a "/"), and the anchor
#: regex's registrant on ASCII digits, which the fused pattern uses instead (the same
#: anchors: the plain alternative matches only where the anchor regex matches too).
_PLAIN_HEAD = r"10\.[0-9]+(?:\.[0-9]+)*/"
_REGISTRANT_HEAD = (
    r"10\.[0-9]{3}(?!\.[0-9]{1,3}\.[0-9]{1,3}(?![0-9.]))(?=[0-9.]{0,29}(?![0-9.]))[0-9]*"
    r"(?:\.[0-9]+)*/"
)
#: Three words of at most 24 characters, each after at most 16 blanks, then a blank: every
#: run the plain pattern's look-ahead reads (from the run's end, or from a longer run it
#: tries first) ends inside them (see the module docstring).
_GUARD = r"(?=[ \t\r\n\f]{0,16}\S{1,24}(?:[ \t\r\n\f]{1,16}\S{1,24}){2}[ \t\r\n\f])"
#: How far past the run's end the guard (and so the plain pattern's look-ahead) reads at most.
_REACH = 16 + 24 + 2 * (16 + 24) + 1


def _join_pattern(anchor: str) -> str:
    """The anchor regex's ``join`` group's pattern (a look-around, matching empty)."""
    head = "(?P<join>"
    if not anchor.endswith(")?") or anchor.count(head) != 1:
        raise AssertionError("the anchor regex no longer ends with its optional join group")
    return anchor[anchor.index(head) + len(head) : -2]


def _fused(anchor_re: re.Pattern[str]) -> re.Pattern[str]:
    """The fused pattern of ``anchor_re``: the plain lane's match or the anchor's."""
    anchor = anchor_re.pattern
    plain = _PLAIN_RUN_RE.pattern
    if not anchor.startswith(r"10\.") or not plain.startswith(_PLAIN_HEAD):
        raise AssertionError("the anchor or plain pattern no longer starts as the fused one")
    return re.compile(
        r"10\.(?:(?>"
        + _REGISTRANT_HEAD[len(r"10\.") :]
        + plain[len(_PLAIN_HEAD) :]
        + ")(?=["
        + _ALWAYS_END
        + r"]|\Z)(?!"
        + _join_pattern(anchor)
        + ")"
        + _GUARD
        + "|"
        + anchor[len(r"10\.") :]
        + ")"
    )


def _check_fused(fused: re.Pattern[str]) -> None:
    """The fused pattern's groups are the plain pattern's, first; the plain pattern's run and
    mark hold no ``_ALWAYS_END`` character (the anchor regex's ``rest`` takes them all)."""
    for name in ("mark", "kept_gap", "complete", "end"):
        if fused.groupindex[name] != _PLAIN_RUN_RE.groupindex[name]:
            raise AssertionError("the fused pattern's groups are not the plain pattern's")
    if re.search("[" + _ALWAYS_END + "]", _PLAIN_CHARACTERS + ").,;"):
        raise AssertionError("a plain run's character ends the anchor regex's rest")


class _Fused(dict[re.Pattern[str], re.Pattern[str]]):
    """The fused pattern by the anchor regex it stands for, compiled on first use: ``re``
    compiles it in Python, ~25 ms (as long as the rest of the package's import: no process
    that scans no text pays it)."""

    def __missing__(self, anchor_re: re.Pattern[str]) -> re.Pattern[str]:
        fused = _fused(anchor_re)
        _check_fused(fused)
        self[anchor_re] = fused
        return fused


FUSED = _Fused()


class _Search(dict[tuple[re.Pattern[str], bool], Callable[[str, int], re.Match[str] | None]]):
    """The scanner's anchor search by its anchor regex and ``fast``: the fused pattern's with
    ``fast`` (the same anchors, and a plain DOI's whole run in the same match), else the anchor
    regex's own."""

    def __missing__(
        self, key: tuple[re.Pattern[str], bool]
    ) -> Callable[[str, int], re.Match[str] | None]:
        anchor_re, fast = key
        search = FUSED[anchor_re].search if fast else anchor_re.search
        self[key] = search
        return search


SEARCH = _Search()


def fused_hit(
    text: str,
    match: re.Match[str],
    lo: int,
    hi: int,
    base: int,
    location: Location,
    reader: Reader,
    max_length: int,
    floor: int,
    line: int,
    counted: int,
) -> Hit | None:
    """The final hit of the fused pattern's ``match`` where its plain alternative matched and
    ``plain_hit`` would give that hit (its tests, in the same order), else ``None``: then the
    anchor regex is matched at the anchor and the scan goes on as without this lane. The
    arguments are ``plain_hit``'s."""
    last = match.lastindex
    if last not in (_MARK, _COMPLETE):
        return None  # the anchor alternative (or the plain pattern's text end: the guard fails)
    anchor, raw_end = match.span()
    bound = anchor + max_length
    if hi < bound:  # noqa: PLR1730 (the hot path: a comparison costs less than min())
        bound = hi
    if raw_end + _REACH > bound or raw_end - anchor >= ANCHOR_REST_MAX:
        return None  # the bound within the guard's reach, or a run the anchor regex cuts
    if last == _COMPLETE and _gutter_next(text, match.end(_KEPT_GAP), bound):
        return None
    wrapper = ""
    for simple in _SIMPLE_BY_END.get(text[anchor - 2 : anchor], ()):
        if text.endswith(simple, lo, anchor):
            wrapper = simple
            break
    raw_start = anchor - len(wrapper)
    if raw_start < floor or not _plain_before(text, raw_start, wrapper, lo):
        return None
    end = match.start(_MARK)
    doi = text[anchor:end]
    if ")/" in doi or (end < raw_end and text[end] == ")" and "(" in doi):
        return None
    key = doi.lower()  # ASCII only: lower() is the ASCII fold
    if wrapper in _URL_WRAPPERS and _url_tail_cut(key):
        return None
    if (
        not wrapper
        and doi[-1].isdigit()
        and context_reason(text, raw_start, anchor, raw_end, doi, lo) is not None
    ):
        return None  # (plain_hit's NO_DOI: the scan asks it again)
    if not reader.keeps(doi, key, text, anchor, end, raw_end, last == _COMPLETE, base):
        return None
    removals = _simple_removals(text, wrapper, raw_start, end, raw_end)
    line += text.count("\n", counted, raw_start)
    return tuple.__new__(
        Hit,
        (
            doi,
            key,
            text[raw_start:raw_end],
            (base + raw_start, base + raw_end),
            (base + anchor, base + end),
            location,
            removals,
            line,
        ),
    )
