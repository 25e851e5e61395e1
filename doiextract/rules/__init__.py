"""One candidate's way from a ``10.`` anchor to a DOI: ``STEPS``, the one place that says
the order.

Like ftfy's list of fixers, ``STEPS`` is an ordered list of named steps, each a function that
takes a :class:`~doiextract.rules.state.CandidateState` and returns it, moved on:

1. ``glued-number`` (``validate``): ``10.`` glued to a number before it is no DOI;
2. ``unwrap`` (``unwrap``): the wrapper before the anchor, and whether it is a URL or URN;
3. ``extent`` (``join``): the raw run, repaired across line breaks and spaces (SPEC §5);
4. ``too-long`` (``validate``): a run that reached its read limit is rejected;
5. ``encoded-url-end`` (``unwrap``): an encoded URL's encoded ``?#&`` end the run;
6. ``trim`` (``trim``): trailing punctuation and unbalanced closers;
7. ``emphasis`` (``trim``): Markdown markers that close the ones before the DOI;
8. ``urn-colon`` (``decode``): a URN's ``:`` after the prefix stands for ``/``;
9. ``decode`` (``decode``): escapes, invisible characters, look-alikes;
10. ``url-tail`` (``unwrap``): a publisher's path after the DOI in a URL;
11. ``validate`` (``validate``): the DOI syntax, then the look-alikes the context reveals.

Then, on each hit of either path, ``readings`` (``rules.readings.Reader``, one per scan: it
remembers the DOIs seen) picks among the readings that ambiguous PDF text allows (join at a line
end or not, keep a hyphen or not, cut glued page digits or a URL tail or not) by evidence: known
DOIs, the document, the registrant's suffix shapes (SPEC §5 "Readings").

``run_steps`` runs them in that order and stops at the first that sets a rejection reason.
Whenever a step cuts the end, ``trim`` runs again right after it (trimming loops until the end
stops moving), so a cut never leaves punctuation behind; ``trim`` is the only step that trims.
Each step works on absolute offsets into the scanned text and records its repairs as
:class:`~doiextract.model.Edit` records, so the hit can say exactly what was removed or decoded
(``candidate`` turns the final state into a :class:`Candidate`).

The scanner's hot path (``rules.fast``) decides the commonest shapes without building a state;
it reads the same tables and gives the same result wherever it answers (tests/properties).

Not a stable API: import from ``doiextract`` instead.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from doiextract.model import Edit, Removal
from doiextract.options import Options
from doiextract.rules.decode import decode, urn_colon
from doiextract.rules.join import extent
from doiextract.rules.state import CandidateState
from doiextract.rules.trim import trim, unemphasize
from doiextract.rules.unwrap import encoded_url_end, unwrap, url_tail
from doiextract.rules.validate import reject_glued_number, reject_too_long, validate

__all__ = [
    "STEPS",
    "Candidate",
    "CandidateState",
    "Edit",
    "Step",
    "process_candidate",
    "run_steps",
]


class Step(NamedTuple):
    """A named step of the candidate pipeline."""

    name: str
    run: Callable[[CandidateState], CandidateState]


#: The candidate pipeline, in order (see the module docstring).
STEPS: tuple[Step, ...] = (
    Step("glued-number", reject_glued_number),
    Step("unwrap", unwrap),
    Step("extent", extent),
    Step("too-long", reject_too_long),
    Step("encoded-url-end", encoded_url_end),
    Step("trim", trim),
    Step("emphasis", unemphasize),
    Step("urn-colon", urn_colon),
    Step("decode", decode),
    Step("url-tail", url_tail),
    Step("validate", validate),
)


def run_steps(state: CandidateState, steps: tuple[Step, ...] = STEPS) -> CandidateState:
    """Run ``steps`` on ``state`` in order; stop at a rejection; trim again after a cut."""
    for _name, run in steps:
        end = state.end
        state = run(state)
        if state.reason is not None:
            break
        if state.end < end and run is not trim:
            state = trim(state)
    return state


class Candidate(NamedTuple):
    """What the rules made of one anchor: a DOI (``doi`` and ``removals``) or a ``reason``."""

    raw_start: int
    raw_end: int
    doi_end: int
    doi: str | None
    removals: tuple[Removal, ...]
    reason: str | None


def process_candidate(
    text: str, anchor: int, lo: int, hi: int, options: Options, plain_end: int = -1
) -> Candidate:
    """Run one anchor through ``STEPS``.

    Reads only ``text[lo:hi]``, and of that only ``LOOKBACK`` characters before the anchor
    and ``max_doi_length + 8`` after it (so a stream can decide with a bounded buffer).
    ``plain_end`` is where the plain run ends when the anchor regex took it (``-1``: unknown).
    """
    return candidate(run_steps(CandidateState(text, anchor, lo, hi, options, plain_end)))


def candidate(state: CandidateState) -> Candidate:
    """The result of a state the steps are done with."""
    if state.reason is not None:
        return Candidate(state.raw_start, state.raw_end, state.end, None, (), state.reason)
    return Candidate(state.raw_start, state.raw_end, state.end, state.doi(), removals(state), None)


def removals(state: CandidateState) -> tuple[Removal, ...]:
    """Every kept edit as a removal at its offset in the raw text, and what follows the DOI
    (trimmed, or a URL's tail) as one."""
    text, raw_start, end, raw_end = state.text, state.raw_start, state.end, state.raw_end
    out = [
        Removal(e.kind, text[e.start : e.end], e.replacement, e.start - raw_start)
        for e in sorted(state.kept_edits())
    ]
    if end < raw_end:
        out.append(Removal(state.tail_kind, text[end:raw_end], "", end - raw_start))
    return tuple(out)
