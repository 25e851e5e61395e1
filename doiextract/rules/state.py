"""The state one candidate carries through the steps of ``rules.STEPS``.

Offsets are absolute, into the scanned text. Before the first step the candidate is only its
anchor: ``raw_start == anchor``, ``raw_end == anchor + 3`` (the ``10.``), ``end == anchor``.
``unwrap`` moves ``raw_start`` back over a wrapper, ``extent`` sets ``raw_end`` (and ``end``) at
the end of the raw run, and the later steps only move ``end`` back (where the DOI ends inside
the raw run) and add ``edits``. A step that rejects the candidate sets ``reason`` (a name from
``rules.validate.REASONS``); the runner stops there.

``evidence`` is a list of short notes a step may add about a choice it made (which reading of
an ambiguous text it took, and why); no step reads it yet.

Not a stable API: import from ``doiextract`` instead.
"""

from __future__ import annotations

from doiextract.model import Edit, apply_edits
from doiextract.options import Options

__all__ = ["CandidateState"]


class CandidateState:
    """One candidate on its way from a ``10.`` anchor to a DOI or a rejection."""

    __slots__ = (
        "_doi",
        "_doi_key",
        "anchor",
        "edits",
        "end",
        "evidence",
        "hi",
        "is_url",
        "is_urn",
        "limit",
        "lo",
        "options",
        "plain_end",
        "raw_end",
        "raw_start",
        "reason",
        "tail_kind",
        "text",
    )

    def __init__(
        self, text: str, anchor: int, lo: int, hi: int, options: Options, plain_end: int = -1
    ) -> None:
        #: the scanned text, and the part of it the candidate may read
        self.text = text
        self.lo = lo
        self.hi = hi
        self.options = options
        #: the offset of the ``10.``
        self.anchor = anchor
        #: where the plain run ends when the anchor regex took it (``-1``: not known)
        self.plain_end = plain_end
        #: ``text[raw_start:raw_end]`` is the raw match, wrapper and trimmed tail included
        self.raw_start = anchor
        self.raw_end = anchor + 3
        #: the DOI is ``text[anchor:end]`` with ``edits`` applied
        self.end = anchor
        #: how far the raw run may reach (``rules.join``)
        self.limit = anchor
        #: the wrapper's context: inside a URL (SPEC §3) or a URN (Handbook 2.6.3)
        self.is_url = False
        self.is_urn = False
        self.edits: list[Edit] = []
        #: the kind of the removal of ``text[end:raw_end]``: ``trim`` or ``unwrap-tail``
        self.tail_kind = "trim"
        self.reason: str | None = None
        self.evidence: list[str] = []
        self._doi = ""
        self._doi_key = (-1, -1)

    def kept_edits(self) -> list[Edit]:
        """The edits inside the DOI as it now ends (a cut drops those after ``end``)."""
        end = self.end
        edits = self.edits
        for edit in edits:
            if edit.end > end:
                return [e for e in edits if e.end <= end]
        return edits

    def doi(self) -> str:
        """The DOI as it now reads: ``text[anchor:end]`` with the kept edits applied."""
        key = (self.end, len(self.edits))
        if key != self._doi_key:
            edits = self.kept_edits()
            if edits:
                self._doi = apply_edits(self.text, edits, self.anchor, self.end)
            else:
                self._doi = self.text[self.anchor : self.end]
            self._doi_key = key
        return self._doi
