"""Result types: :class:`Hit`, :class:`Location`, :class:`Removal`, document results; and the
one edit record of the package, :class:`Edit`, with the one function that applies edits,
:func:`apply_edits`.

Spans are half-open ``(start, end)`` pairs of offsets in code points of the scanned segment
(for a text stream: of the whole stream), so ``text[start:end] == hit.raw``.

All types are frozen, slotted dataclasses that pickle (they cross process boundaries in bulk
runs) and turn into plain JSON-ready dictionaries with :func:`to_record`.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from operator import itemgetter
from typing import Any, NamedTuple

from doiextract.errors import EditError

__all__ = [
    "DocumentError",
    "DocumentResult",
    "Edit",
    "Hit",
    "Location",
    "Rejection",
    "Removal",
    "apply_edits",
    "apply_removals",
    "hit_record",
]


@dataclass(frozen=True, slots=True)
class Location:
    """Where a segment of text came from.

    ``source`` is a path, URL or ``"<string>"``; ``page`` the 1-based PDF page; ``element`` the
    place in an HTML or PDF document (``text``, ``a@href``, ``meta[name=citation_doi]@content``,
    ``script[ld+json]``, ``annotation``, ``metadata``).
    """

    source: str = "<string>"
    page: int | None = None
    element: str | None = None


_DEFAULT_LOCATION = Location()


class Edit(NamedTuple):
    """Replace ``text[start:end]`` by ``replacement`` (an insertion when ``start == end``).

    The one edit record of the package: the scanner's rules give their repairs as edits at
    absolute offsets of the scanned text (``kind`` names the rule, as in :class:`Removal`), and
    the reference cleaner patches a file's text with them (``kind`` empty).
    """

    start: int
    end: int
    replacement: str
    kind: str = ""


def apply_edits(text: str, edits: Iterable[Edit], start: int = 0, end: int | None = None) -> str:
    """``text[start:end]`` with ``edits`` applied, in order of offset (ties keep their order).

    Edits must not overlap (:class:`~doiextract.errors.EditError`, a ``ValueError``); an edit
    that ends at or before ``start`` is not inside the span and is left out (a candidate's
    wrapper, before its DOI).

    >>> apply_edits("ab", [Edit(1, 1, "X"), Edit(0, 1, "A")])
    'AXb'
    >>> apply_edits("doi:10.1000/a%2Fb", [Edit(0, 4, "", "unwrap"), Edit(13, 16, "/")], 4)
    '10.1000/a/b'
    """
    stop = len(text) if end is None else end
    out: list[str] = []
    pos = start
    for edit in sorted(edits, key=_EDIT_START):
        if edit.end <= start and edit.start < start:
            continue
        if edit.start < pos:
            raise EditError(f"overlapping edits at offset {edit.start}")
        out += (text[pos : edit.start], edit.replacement)
        pos = edit.end
    out.append(text[pos:stop])
    return "".join(out)


#: an edit's sort key: its span (a stable sort keeps the given order of ties)
_EDIT_START = itemgetter(0, 1)


class Removal(NamedTuple):
    """One edit made on the way from ``Hit.raw`` to ``Hit.doi``.

    ``text`` is what stood at ``start`` (an offset into ``raw``); ``replacement`` what replaced
    it (empty for a removal). ``kind`` names the rule: ``unwrap``, ``unwrap-tail``, ``trim``,
    ``percent-decode``, ``entity``, ``json-escape``, ``latex-escape``, ``invisible``, ``fold``,
    ``hyphen``, ``join-line``, ``join-space``, ``urn-colon``, ``split``, ``annotation`` (a
    printed DOI read as the link annotation or ``href`` of the same page that it shortens or
    breaks: issue #9 item 4, ``doiextract.sources.reconcile``), ``page-number`` (a running
    footer's page number glued onto a DOI the document prints elsewhere).
    """

    kind: str
    text: str
    replacement: str = ""
    start: int = 0


class Hit(NamedTuple):
    """One occurrence of a DOI in a text.

    ``doi`` is the decoded DOI, case as written; ``key`` its ASCII-only case fold (SPEC §1,
    Handbook 2.4) for comparison; ``raw`` the matched text including its wrapper; ``span`` the
    offsets of ``raw`` in the segment; ``doi_span`` the offsets of the part of ``raw`` that
    became the DOI; ``removals`` every edit, so that ``apply_removals(raw, removals) == doi``.
    ``line`` is the 1-based line where ``raw`` starts (issue #11 item 3): in a text stream,
    counted over the whole stream; in a PDF, within the page (``location.page``); in a CSV
    file, the file's line (the cell's row start plus the cell's own line breaks); in HTML, the
    line of the element's start tag where the parser reports one (lxml), else ``None``. A line
    is the text up to and including a ``"\n"`` (as ``rg -n`` counts; a lone ``"\r"`` ends
    no line). ``None`` for a hit built by hand.

    A ``NamedTuple`` rather than a frozen dataclass (STYLE §2 prefers those for results): one
    is built per occurrence on the scanner's hot path, and a tuple builds at C speed, about
    three times faster than a frozen dataclass's ``__init__`` (benchmarks/scan_text.py).
    """

    doi: str
    key: str
    raw: str
    span: tuple[int, int]
    doi_span: tuple[int, int]
    location: Location = _DEFAULT_LOCATION
    removals: tuple[Removal, ...] = ()
    line: int | None = None

    @property
    def repaired(self) -> bool:
        """True when the DOI was joined across a line break or a space (SPEC §5)."""
        return any(r.kind in ("join-line", "join-space") for r in self.removals)


@dataclass(frozen=True, slots=True)
class Rejection:
    """A ``10.`` candidate that is not a DOI, with the rule that rejected it (explain mode)."""

    raw: str
    span: tuple[int, int]
    reason: str
    location: Location = field(default_factory=Location)


@dataclass(frozen=True, slots=True)
class DocumentError:
    """Why a document could not be read: ``kind`` is a stable short name
    (``read-error``, ``decode-error``, ``encrypted``, ``corrupt``, ``limit``, ``timeout``,
    ``crash``, ...), ``message`` is for people, ``detail`` optional extra text."""

    kind: str
    message: str
    detail: str | None = None


@dataclass(frozen=True, slots=True)
class DocumentResult:
    """Everything found in one document.

    ``hits`` are every occurrence in document order; ``dois`` (property) each DOI once.
    ``own_doi`` is the DOI that identifies the document itself, with ``own_doi_evidence``
    saying why (``None`` when it cannot tell). ``warnings`` are non-fatal notes (e.g. a PDF
    without a text layer); ``error`` is set when the document could not be read. ``member``
    is set for an archive member: its name inside the archive, ``source`` then being the
    label ``archive::member`` (a file whose own name holds ``::`` has no ``member``).
    ``skipped`` is the reason a document was not read (no reader handles it: an image, an
    office file, binary data; a FIFO met in a directory walk): its ``status`` is then
    ``skipped``, which is not an error (issue #11 item 2).
    """

    source: str
    hits: tuple[Hit, ...] = ()
    error: DocumentError | None = None
    stats: dict[str, Any] = field(default_factory=dict)
    kind: str = "text"
    own_doi: str | None = None
    own_doi_evidence: str | None = None
    warnings: tuple[str, ...] = ()
    member: str | None = None
    skipped: str | None = None

    @property
    def status(self) -> str:
        """``error``, ``skipped`` or ``ok``."""
        if self.error is not None:
            return "error"
        if self.skipped is not None or self.stats.get("status") == "skipped":
            return "skipped"
        return "ok"

    @property
    def dois(self) -> list[str]:
        """Each DOI once (by key), in order of first appearance."""
        seen: set[str] = set()
        out: list[str] = []
        for hit in self.hits:
            if hit.key not in seen:
                seen.add(hit.key)
                out.append(hit.doi)
        return out


def apply_removals(raw: str, removals: tuple[Removal, ...] | list[Removal]) -> str:
    """Replay the edits of a hit on its ``raw`` text; gives back ``Hit.doi``.

    >>> apply_removals("doi:10.1000/a%2Fb.", (Removal("unwrap", "doi:", "", 0),
    ...     Removal("percent-decode", "%2F", "/", 13), Removal("trim", ".", "", 17)))
    '10.1000/a/b'
    """
    edits = []
    for removal in removals:
        end = removal.start + len(removal.text)
        if raw[removal.start : end] != removal.text:
            raise ValueError(f"removal {removal} does not match raw text {raw!r}")
        edits.append(Edit(removal.start, end, removal.replacement, removal.kind))
    return apply_edits(raw, edits)


def hit_record(hit: Hit) -> dict[str, Any]:
    """A JSON-ready dictionary of one hit (used by the JSON Lines and CSV sinks)."""
    record: dict[str, Any] = {
        "doi": hit.doi,
        "raw": hit.raw,
        "start": hit.span[0],
        "end": hit.span[1],
        "line": hit.line,
    }
    loc = hit.location
    if loc.page is not None:
        record["page"] = loc.page
    if loc.element is not None:
        record["location"] = loc.element
    if hit.removals:
        record["removals"] = [r._asdict() for r in hit.removals]
    return record
