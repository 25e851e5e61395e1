"""Trimming: where a DOI ends: trailing punctuation, unbalanced closers, a trailing ``/``.

``trim`` (a step of ``rules.STEPS``, which also runs it again after any step that cuts the end)
takes the raw run and moves the end back. Trims trailing ``. , ; : ! ? …``, quotes, em dashes and
*unbalanced* ``) ] } >`` (SPEC §5: the Lancet PII ``S0140-6736(20)30183-5`` and the SICI
``<693::AID-ASI4>`` keep their balanced brackets), and a trailing ``/``, a URL artifact
(Handbook 3.8.1). Only literal characters are trimmed: an encoded ``%2E`` keeps its dot.

``unemphasize`` cuts the Markdown emphasis markers that close a DOI opened by the same markers.
``trailing_trimmed`` tells ``doiextract.forms`` whether a reader would trim a DOI's last
character (so the URL form encodes it).

Won't: look at the wrapper, decode, or validate.
"""

from __future__ import annotations

import html
from collections.abc import Iterable, Sequence

from doiextract.model import Edit
from doiextract.rules.state import CandidateState
from doiextract.syntax import (
    CLOSERS,
    ENTITY_AT_END_RE,
    TRAILING_DASHES,
    TRAILING_OPENERS,
    TRAILING_PUNCTUATION,
    TRAILING_QUOTES,
    ZERO_WIDTH,
)

__all__ = ["TRIMMED", "join_gaps", "trailing_trimmed", "trim", "trim_trailing", "unemphasize"]

#: Characters trimmed from the end whatever precedes them (closers: only when unbalanced).
TRIMMED = TRAILING_PUNCTUATION | TRAILING_QUOTES | TRAILING_DASHES | TRAILING_OPENERS | {"/"}


def join_gaps(edits: Iterable[Edit]) -> list[tuple[int, int]]:
    """The gaps (start, end) that a candidate's joins removed, in order: not part of the DOI.
    A column's gutter may hold the other column's words, brackets included ("(doi:10.1006/"
    beside "(doi:10.1016/j.cbpa." + break + "2008.09.013)", ``pdftotext -layout``)."""
    return [(e.start, e.end) for e in edits if e.kind.startswith("join")]


def _outside(text: str, start: int, end: int, gaps: Sequence[tuple[int, int]]) -> str:
    """``text[start:end]`` without the ``gaps`` (sorted, not overlapping)."""
    parts = []
    for gap_start, gap_end in gaps:
        if gap_start >= end:
            break
        if gap_end > start:
            parts.append(text[start:gap_start])
            start = gap_end
    parts.append(text[start:end])
    return "".join(parts)


def trim_trailing(text: str, start: int, end: int, gaps: Sequence[tuple[int, int]] = ()) -> int:
    """Return the end of ``text[start:end]`` once trailing punctuation is trimmed. A closer is
    balanced by the openers of the DOI only, not of the ``gaps`` its joins removed
    (``join_gaps``: another column's words, SPEC §5).

    >>> s = "(doi:10.1016/S0140-6736(20)30183-5)."
    >>> s[:trim_trailing(s, 5, len(s))]
    '(doi:10.1016/S0140-6736(20)30183-5'
    """
    while end > start:
        char = text[end - 1]
        if char == ";" and (entity := ENTITY_AT_END_RE.search(text, max(start, end - 12), end)):
            # an HTML character reference for a quote or punctuation ("&quot;") is trimmed
            # whole, like the character it stands for (SPEC §4: entities are unescaped)
            value = html.unescape(entity.group())
            if value in TRIMMED or (
                value in CLOSERS
                and text.count(value, start, end) + text.count(entity.group(), start, end)
                > text.count(CLOSERS[value], start, end)
            ):
                end = entity.start()
                continue
        if char in TRIMMED:
            # a trailing JSON "\/" is one trimmed "/", escape and all ("...12373\/ next")
            end -= 2 if char == "/" and end - 2 >= start and text[end - 2] == "\\" else 1
            continue
        if char in ZERO_WIDTH:
            # zero-width characters after final punctuation ("...pnas.\u200b": the break
            # opportunities Springer Nature and PNAS print in links): invisible (SPEC §4), so
            # the punctuation before them ends the DOI as it would without them (SPEC §5)
            i = end - 1
            while i > start and text[i - 1] in ZERO_WIDTH:
                i -= 1
            if i > start and text[i - 1] in TRIMMED:
                end = i
                continue
            break
        if char == "\\" and end < len(text) and text[end] in "\"'":
            end -= 1  # the escape of the quote that ends the run (JSON, code: "...-2\"")
            continue
        opener = CLOSERS.get(char)
        if opener is not None:
            body = _outside(text, start, end, gaps) if gaps else text[start:end]
            if body.count(char) > body.count(opener):
                end -= 1
                continue
        break
    return end


def trailing_trimmed(doi: str) -> bool:
    """Whether a reader would trim the last character of ``doi`` (SPEC §5).

    >>> trailing_trimmed("10.1000/x."), trailing_trimmed("10.1016/S0140-6736(20)30183-5")
    (True, False)
    """
    return trim_trailing(doi, 0, len(doi)) < len(doi)


def trim(state: CandidateState) -> CandidateState:
    """Step: trim the end of the candidate (``trim_trailing``)."""
    gaps = join_gaps(state.edits) if state.edits else ()
    state.end = trim_trailing(state.text, state.anchor, state.end, gaps)
    return state


def unemphasize(state: CandidateState) -> CandidateState:
    """Step: Markdown emphasis around a DOI ("*10.1/x*", "__10.1/x__"): the same markers at
    its end are not part of it (at most two, looked for right before the raw start)."""
    text, raw_start, lo = state.text, state.raw_start, state.lo
    if raw_start <= lo or text[raw_start - 1] not in "*_":
        return state
    marker = text[raw_start - 1]
    i = raw_start - 1
    while i > lo and raw_start - i < 3 and text[i - 1] == marker:
        i -= 1
    n = raw_start - i
    end = state.end
    if end - n > state.anchor and text[end - n : end] == marker * n:
        state.end = end - n
    return state
