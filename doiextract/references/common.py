"""The entry model shared by the reference-list readers, and the cleaning logic.

A reader (``bibtex``, ``ris``, ``table``, ``lines``) takes the *text* of a whole reference file
and yields :class:`Entry` objects: where each entry is, and where each of its fields' values is
(half-open spans in code points of that text). It also knows how to write one DOI value back
into its syntax. :func:`clean_text` then decides, per entry, what the DOI is and returns the
edits to make plus a report of every change, duplicate and problem.

Why spans and edits instead of a parse/serialise round trip: a user's bibliography carries
comments, field order, alignment, brace style, line endings and encodings that no serialiser
reproduces (bibtexparser v2 and rispy both re-format what they write), and the issue requires a
file with nothing to fix to come back byte-identical. So the readers only *locate* things, and
:func:`~doiextract.model.apply_edits` (the package's one edit function, on its one
:class:`~doiextract.model.Edit` record) patches those spans of the original text; everything
else is never touched.

Won't: read files (see ``references.document``), talk to the network (``doiextract.verify``).
Not a stable API: import from ``doiextract.references`` instead.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any, Protocol

from doiextract.errors import (
    EditError,
    InvalidArgumentError,
    InvalidDoiError,
    LimitExceededError,
)
from doiextract.extract import iter_candidates, iter_hits
from doiextract.forms import encode_doi, normalize_doi, to_display, to_url
from doiextract.model import Edit, Hit, Rejection, apply_edits
from doiextract.rules.validate import REASONS
from doiextract.scan import doi_key

__all__ = [
    "STYLES",
    "CleanResult",
    "Edit",
    "Entry",
    "EntryReport",
    "Field",
    "Finding",
    "ReferenceFormat",
    "apply_edits",
    "clean_text",
    "format_doi",
    "hit_replace_span",
    "writable_doi",
]

#: ``--style`` values: the decoded DOI (SPEC §1), the URL form (Handbook 2.6.2, encoded per
#: 2.5.2.4) and the display form ``doi:10...`` (Handbook 2.6.1).
STYLES = ("doi", "url", "doi-prefix")


@dataclass(frozen=True, slots=True)
class Field:
    """One field of an entry: ``name`` as written, ``value`` as the reader understands it
    (delimiters removed, CSV quotes unescaped), ``span`` of the whole value as written (with
    its delimiters) and ``value_span`` of the part between the delimiters."""

    name: str
    value: str
    span: tuple[int, int]
    value_span: tuple[int, int]
    delimiter: str = ""


@dataclass(frozen=True, slots=True)
class Entry:
    """One reference: ``index`` (0-based, file order), ``label`` (citation key, RIS ``ID``,
    row or line number), ``line`` (1-based line where it starts), ``span`` of its whole text,
    and its ``fields``. ``malformed`` names a syntax problem; such an entry is never edited."""

    index: int
    label: str
    line: int
    span: tuple[int, int]
    fields: tuple[Field, ...] = ()
    malformed: str | None = None


@dataclass(frozen=True, slots=True)
class Finding:
    """One line of the report about an entry.

    ``kind`` is one of: ``normalized`` (the DOI field was rewritten), ``inserted`` (a DOI found
    in another field was put in the DOI field), ``invalid`` (kept as is, ``reason`` says why),
    ``ambiguous`` (several DOIs, none chosen), ``missing`` (no DOI anywhere, informational),
    ``duplicate`` (same DOI key as an earlier entry, SPEC §1), ``removed`` / ``merged`` (with
    ``--dedupe``), ``malformed`` (the entry could not be parsed and was left alone),
    ``kept-encoded`` (the file's encoding cannot hold a character of the DOI, so it was written
    percent-encoded, Handbook 2.5.2.4: a warning, the file stays valid), and from
    verification ``not-found``, ``exists-no-values``, ``could-not-verify``, ``exists``.
    """

    kind: str
    field: str | None = None
    before: str | None = None
    after: str | None = None
    reason: str | None = None


@dataclass(slots=True)
class EntryReport:
    """Everything the cleaner found about one entry."""

    entry: Entry
    doi: str | None = None
    findings: list[Finding] = field(default_factory=list)

    def records(self, source: str) -> list[dict[str, Any]]:
        """One JSON-ready record per finding (the ``--report`` rows)."""
        base = {
            "source": source,
            "entry": self.entry.index + 1,
            "label": self.entry.label,
            "line": self.entry.line,
            "doi": self.doi,
        }
        return [
            {
                **base,
                "kind": f.kind,
                "field": f.field,
                "before": f.before,
                "after": f.after,
                "reason": f.reason,
            }
            for f in self.findings
        ]


@dataclass(slots=True)
class CleanResult:
    """The cleaned text, the edits that made it, and the per-entry reports."""

    text: str
    edits: list[Edit]
    reports: list[EntryReport]

    @property
    def changed(self) -> bool:
        return bool(self.edits)

    def findings(self, *kinds: str) -> list[tuple[EntryReport, Finding]]:
        return [(r, f) for r in self.reports for f in r.findings if not kinds or f.kind in kinds]


class ReferenceFormat(Protocol):
    """What a reader module provides to :func:`clean_text`."""

    name: str

    def parse(self, text: str) -> list[Entry]:
        """Locate the entries and their fields in ``text``."""
        ...

    def doi_fields(self, entry: Entry) -> list[Field]:
        """The entry's DOI fields (usually zero or one)."""
        ...

    def search_fields(self, entry: Entry) -> list[Field]:
        """The other fields, in the order a DOI is looked for in them."""
        ...

    def set_doi(self, text: str, entry: Entry, field: Field | None, value: str) -> list[Edit]:
        """Edits writing ``value`` into ``field`` (or a new DOI field when ``None``).

        Raises :class:`~doiextract.errors.EditError` (a ``ValueError``) when ``value`` cannot
        be written in this syntax."""
        ...

    def is_same_value(self, field: Field, value: str) -> bool:
        """True when the field already holds ``value`` (allowing the syntax's escapes)."""
        ...

    def remove_entry(self, text: str, entry: Entry) -> list[Edit]:
        """Edits removing a duplicate entry (``--dedupe``)."""
        ...

    def merge_into(self, text: str, kept: Entry, duplicate: Entry) -> tuple[list[Edit], list[str]]:
        """Edits copying the fields ``kept`` lacks from ``duplicate``; and their names."""
        ...


def format_doi(doi: str, style: str = "doi") -> str:
    """The DOI as written into a DOI field in ``style`` (see :data:`STYLES`).

    >>> format_doi("10.1000/456#789", "url")
    'https://doi.org/10.1000/456%23789'
    >>> format_doi("10.1000/182", "doi-prefix")
    'doi:10.1000/182'
    """
    if style == "url":
        return to_url(doi)
    if style == "doi-prefix":
        return to_display(doi)
    if style == "doi":
        return doi
    raise InvalidArgumentError(f"unknown DOI style {style!r}; choose one of {', '.join(STYLES)}")


def hit_replace_span(hit: Hit) -> tuple[int, int]:
    """The part of a hit's text that stands for the DOI: ``raw`` without the trailing
    punctuation the scanner trimmed (SPEC §5), but with the wrapper and any publisher tail
    (``/abstract``, SPEC §3), so replacing it by the styled DOI loses nothing but noise."""
    start, end = hit.span
    for removal in sorted(hit.removals, key=lambda r: r.start, reverse=True):
        if removal.kind == "trim" and start + removal.start + len(removal.text) == end:
            end -= len(removal.text)
    return start, end


def writable_doi(doi: str, style: str, encoding: str | None) -> tuple[str, bool]:
    """``doi`` in ``style``, and whether it had to be percent-encoded because ``encoding`` (the
    encoding the file is written in) cannot hold one of its characters, or because as written
    it would read back as another DOI (a decoded ``%25`` before two hex digits, a final ``/``).

    Why encode rather than fail: an error would leave the DOI field as it was (often a URL
    holding the same percent-encoded DOI), and a lossy "?" would write a different DOI; the
    percent-encoded form (Handbook 2.5.2.4; ASCII, so every encoding holds it) is one that
    ``normalize_doi`` decodes back to exactly ``doi``.

    >>> writable_doi("10.1000/\u03b1", "doi", "latin-1")
    ('10.1000/%CE%B1', True)
    >>> writable_doi("10.1000/caf\u00e9", "doi", "latin-1")
    ('10.1000/caf\xe9', False)
    """
    value = format_doi(doi, style)
    if not _reads_back(value, doi):
        # a decoded '%XX' or a final '/' would read as another DOI (SPEC §4: '%' always starts
        # an escape; §5: a final '/' is dropped): the encoded form reads back exactly
        return ("doi:" if style == "doi-prefix" else "") + encode_doi(doi), True
    if encoding is None:
        return value, False
    try:
        value.encode(encoding)
    except UnicodeEncodeError:
        return ("doi:" if style == "doi-prefix" else "") + encode_doi(doi), True
    return value, False


def _reads_back(value: str, doi: str) -> bool:
    """Whether the written ``value`` reads back as exactly ``doi``.

    >>> _reads_back("10.1000/182%10", "10.1000/182%10"), _reads_back("10.1000/x", "10.1000/x")
    (False, True)
    """
    try:
        return normalize_doi(value) == doi
    except InvalidDoiError:
        return False


def _field_doi(value: str) -> tuple[str | None, Finding | None]:
    """The DOI a DOI field holds; or why it holds none (SPEC §1-5 via ``normalize_doi``)."""
    try:
        return normalize_doi(value), None
    except InvalidDoiError as err:
        if err.reason == "not-a-single-doi":
            keys = {h.key: h.doi for h in iter_hits(value)}
            if len(keys) == 1:
                # one DOI among other text ("{10.1000/182}", "DOI: 10.1/x (print)")
                return next(iter(keys.values())), None
            if len(keys) > 1:
                return None, Finding(
                    "ambiguous", None, value, None, "several DOIs: " + " ".join(keys.values())
                )
        return None, Finding("invalid", None, value, None, _why(err.reason))


def _why(code: str) -> str:
    """An ``invalid`` finding's reason: the rule's name and what it means in words (the name
    alone, "not-found", read like the DOI proxy's answer of that name).

    >>> _why("registrant-too-short")
    'registrant-too-short: the registrant code has fewer than 3 digits (a number, not a DOI)'
    """
    return f"{code}: {REASONS.get(code, 'no DOI in it')}"


def _rejection(value: str) -> Rejection | None:
    for item in iter_candidates(value):
        if isinstance(item, Rejection):
            return item
    return None


def _without_overlaps(fields: list[Field], report: EntryReport) -> list[Field]:
    """The DOI fields that overlap no earlier one; each other is reported ``ambiguous``. A
    reader never gives overlapping fields unless the scanner gives overlapping hits (issue
    12.6: ``10.1000/abc.https://doi.org/10.1000/y.``); rewriting both would garble the text."""
    kept: list[Field] = []
    end = -1
    for item in sorted(fields, key=lambda f: f.span):
        if item.span[0] < end:
            report.findings.append(
                Finding("ambiguous", item.name, item.value, None, "overlaps the DOI before it")
            )
            continue
        kept.append(item)
        end = item.span[1]
    return kept


def _clean_entry(
    text: str, fmt: ReferenceFormat, entry: Entry, style: str, encoding: str | None = None
) -> tuple[EntryReport, list[Edit]]:
    report = EntryReport(entry)
    edits: list[Edit] = []
    if entry.malformed:
        report.findings.append(Finding("malformed", reason=entry.malformed))
        return report, edits
    all_doi_fields = fmt.doi_fields(entry)
    doi_fields = _without_overlaps([f for f in all_doi_fields if f.value.strip()], report)
    # an empty DOI field ("doi = {}", "DO  - ") is filled rather than a second one added
    empty_field = next((f for f in all_doi_fields if not f.value.strip()), None)
    found_in: Field | None = None
    for doi_field in doi_fields:
        doi, problem = _field_doi(doi_field.value)
        if problem is not None:
            report.findings.append(
                Finding(problem.kind, doi_field.name, problem.before, None, problem.reason)
            )
            continue
        assert doi is not None
        independent = getattr(fmt, "independent_doi_fields", False)
        if not independent and report.doi is not None and doi_key(report.doi) != doi_key(doi):
            report.findings.append(
                Finding("ambiguous", doi_field.name, doi_field.value, None, "second DOI field")
            )
            continue
        report.doi = report.doi or doi
        edits += _rewrite(text, fmt, entry, doi_field, (doi, style, encoding), report, "normalized")
    if not doi_fields:
        for other in fmt.search_fields(entry):
            keys = {h.key: h.doi for h in iter_hits(other.value)}
            if len(keys) > 1:
                report.findings.append(
                    Finding(
                        "ambiguous", other.name, other.value, None,
                        "several DOIs: " + " ".join(keys.values()),
                    )
                )  # fmt: skip
                break
            if keys:
                report.doi = next(iter(keys.values()))
                found_in = other
                break
        if found_in is not None and report.doi is not None:
            edits += _rewrite(
                text, fmt, entry, empty_field, (report.doi, style, encoding), report, "inserted",
                found_in,
            )  # fmt: skip
        elif not report.findings:
            rejected = next(
                (r for f in fmt.search_fields(entry) if (r := _rejection(f.value))), None
            )
            if rejected is not None:
                report.findings.append(
                    Finding("invalid", None, rejected.raw, None, _why(rejected.reason))
                )
            else:
                report.findings.append(Finding("missing"))
    return report, edits


def _rewrite(
    text: str,
    fmt: ReferenceFormat,
    entry: Entry,
    doi_field: Field | None,
    target: tuple[str, str, str | None],
    report: EntryReport,
    kind: str,
    source_field: Field | None = None,
) -> list[Edit]:
    """Write ``target`` = (DOI, style, the file's encoding) into ``doi_field``."""
    doi, style, encoding = target
    value, encoded = writable_doi(doi, style, encoding)
    if encoded:
        report.findings.append(
            Finding(
                "kept-encoded", doi_field.name if doi_field else None, doi, value,
                f"the file's encoding ({encoding}) cannot hold the decoded DOI",
            )
        )  # fmt: skip
    if doi_field is not None and fmt.is_same_value(doi_field, value):
        return []
    try:
        edits = fmt.set_doi(text, entry, doi_field, value)
    except EditError as err:
        before = doi_field.value if doi_field else None
        name = doi_field.name if doi_field else None
        report.findings.append(Finding("invalid", name, before, value, f"cannot-write: {err}"))
        return []
    if all(text[edit.start : edit.end] == edit.replacement for edit in edits):
        return []  # written as it stands ("10.1000/DOI 10.1038/x": its space kept before it)
    if source_field is None:
        assert doi_field is not None
        report.findings.append(Finding(kind, doi_field.name, doi_field.value, value))
    else:
        report.findings.append(
            Finding(kind, source_field.name, source_field.value, value, f"from {source_field.name}")
        )
    return edits


def _check_deadline(deadline: float, timeout: float, source: str, where: str) -> None:
    if time.monotonic() > deadline:
        raise LimitExceededError(
            source, f"cleaning took longer than the time limit of {timeout:g} s (at {where})"
        )


def clean_text(
    text: str,
    fmt: ReferenceFormat,
    *,
    style: str = "doi",
    dedupe: bool = False,
    encoding: str | None = None,
    timeout: float = 0.0,
    source: str = "<string>",
) -> CleanResult:
    """Clean every entry of a reference file's ``text`` (see the module docstring).

    Each entry's DOI is taken from its DOI field, or else from the first other field holding
    exactly one DOI; it is written back in ``style``. Duplicates (same ASCII-folded key,
    SPEC §1) are reported; with ``dedupe`` later duplicates are removed and the fields the
    first entry lacks are copied into it. Nothing else in ``text`` changes.

    ``encoding``: the encoding the cleaned text will be written in. A DOI it cannot hold
    (``10.1000/\u03b1`` in a Latin-1 file) is written percent-encoded instead, with a
    ``kept-encoded`` finding, so the result always encodes (``None``: any text is fine).

    ``timeout``: seconds (as ``Options.timeout``; ``0`` = no limit) after which cleaning stops
    with :class:`~doiextract.errors.LimitExceededError` naming ``source``; checked between
    entries, so it also bounds a file of millions of entries. Nothing is half-cleaned: the
    caller gets a result or the error.
    """
    deadline = time.monotonic() + timeout if timeout > 0 else None
    format_doi("10.1000/1", style)  # reject an unknown style before doing any work
    entries = fmt.parse(text)
    reports: list[EntryReport] = []
    edits: list[Edit] = []
    first_by_key: dict[str, EntryReport] = {}
    if deadline is not None:
        _check_deadline(deadline, timeout, source, "reading the entries")
    for entry in entries:
        if deadline is not None:
            _check_deadline(deadline, timeout, source, f"entry {entry.index + 1}")
        report, entry_edits = _clean_entry(text, fmt, entry, style, encoding)
        reports.append(report)
        if report.doi is None:
            edits.extend(entry_edits)
            continue
        first = first_by_key.get(doi_key(report.doi))
        if first is None:
            first_by_key[doi_key(report.doi)] = report
            edits.extend(entry_edits)
            continue
        report.findings.append(
            Finding(
                "duplicate", None, None, None,
                f"same DOI as entry {first.entry.index + 1} ({first.entry.label})",
            )
        )  # fmt: skip
        if not dedupe:
            edits.extend(entry_edits)
            continue
        merge_edits, names = fmt.merge_into(text, first.entry, entry)
        edits.extend(merge_edits)
        edits.extend(fmt.remove_entry(text, entry))
        report.findings.append(
            Finding("removed", reason=f"merged into entry {first.entry.index + 1}")
        )
        if names:
            first.findings.append(
                Finding(
                    "merged", ", ".join(names), None, None,
                    f"copied from duplicate entry {entry.index + 1} ({entry.label})",
                )
            )  # fmt: skip
    # a format may have edits that depend on the whole file (a CSV's new DOI column gets an
    # empty cell in every kept row without a DOI, so the table stays rectangular)
    finish = getattr(fmt, "finish", None)
    if finish is not None:
        kept = [r.entry for r in reports if not any(f.kind == "removed" for f in r.findings)]
        edits.extend(finish(text, kept))
    return CleanResult(apply_edits(text, edits), edits, reports)
