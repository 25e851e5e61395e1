"""One candidate's way from a ``10.`` anchor to a DOI, a module per step.

``unwrap`` (the wrapper before the anchor) -> ``join`` (the raw run, repaired across line
breaks and spaces) -> ``trim`` (trailing punctuation, URL tails) -> ``decode`` (escapes, look-
alikes) -> ``validate`` (accept, or reject with a named reason). ``doiextract.scan`` runs them in
that order. Each step works on absolute offsets into the scanned text and returns its edits as
``Edit`` tuples, so the hit can say exactly what was removed or decoded.

Not a stable API: import from ``doiextract`` instead.
"""

from __future__ import annotations

from typing import NamedTuple


class Edit(NamedTuple):
    """Replace ``text[start:end]`` by ``replacement``; ``kind`` names the rule."""

    start: int
    end: int
    replacement: str
    kind: str


__all__ = ["Edit"]
