"""Writers: document results to JSON Lines, CSV/TSV rows, or a plain list of DOIs.

Takes :class:`~doiextract.model.DocumentResult` objects one at a time and writes them to a text
stream, flushing per record so that an interrupted run never leaves half a record behind
(``bulk`` repairs a torn last line on ``--resume``). ``document_record`` is the one JSON shape
of a document used by every writer and by the distributed engines.

Won't: read documents or decide what to scan.
"""

from __future__ import annotations

import base64
import binascii
import csv
import io
import json
import os
import sys
import tempfile
from collections.abc import Iterable
from dataclasses import dataclass, replace
from typing import Any, TextIO, cast

from doiextract.model import DocumentResult, Hit, hit_record

__all__ = [
    "FORMATS",
    "CsvSink",
    "JsonLinesSink",
    "JsonLinesSpool",
    "Rendered",
    "Sink",
    "Spool",
    "TextLayout",
    "TextSink",
    "TextSpool",
    "document_record",
    "json_line",
    "make_sink",
    "printable",
    "record_name",
    "where",
]

FORMATS = ("text", "jsonl", "csv", "tsv")

#: A document's output rendered where it was read (``Sink.render``): the text to write, or,
#: for bare DOIs listed once per run, the document's ``(key, line)`` pairs (first of each
#: key), filtered against the run's keys when written (``Sink.write_rendered``).
Rendered = str | tuple[tuple[str, str], ...]


def _selected(result: DocumentResult, unique: bool) -> list[Hit]:
    if not unique:
        return list(result.hits)
    seen: set[str] = set()
    out = []
    for hit in result.hits:
        if hit.key not in seen:
            seen.add(hit.key)
            out.append(hit)
    return out


def printable(text: str) -> str:
    """``text`` as valid Unicode: a lone surrogate (an undecodable byte of a file name, as
    ``os.fsdecode`` gives it) becomes a backslash escape (``\\xff``); other text is unchanged.

    >>> printable("d/bad\\udcff.txt"), printable("café")
    ('d/bad\\\\xff.txt', 'café')
    """
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        try:
            return text.encode("utf-8", "surrogateescape").decode("utf-8", "backslashreplace")
        except UnicodeEncodeError:  # a surrogate that stands for no byte
            return text.encode("utf-8", "backslashreplace").decode("utf-8")
    return text


def _name_bytes(name: str) -> bytes:
    try:
        return os.fsencode(name)
    except UnicodeEncodeError:  # a surrogate that stands for no byte
        return name.encode("utf-8", "surrogatepass")


def _add_name(record: dict[str, Any], field: str, name: str) -> None:
    """``record[field] = name``; a name that is not valid Unicode (a file or member name whose
    bytes are not UTF-8) is written escaped (``printable``) and its bytes, base64-encoded, in
    ``<field>_bytes`` (issue 12 §2: every name recorded losslessly)."""
    shown = printable(name)
    record[field] = shown
    if shown != name:
        record[f"{field}_bytes"] = base64.b64encode(_name_bytes(name)).decode("ascii")


def record_name(record: dict[str, Any], field: str = "source") -> str | None:
    """The name a record's ``field`` (``source`` or ``member``) stands for, as the run saw it:
    decoded from ``<field>_bytes`` when the record has it (``os.fsdecode``), else the field.

    >>> record_name({"source": "d/bad\\\\xff.txt", "source_bytes": "ZC9iYWT/LnR4dA=="})
    'd/bad\\udcff.txt'
    """
    encoded = record.get(f"{field}_bytes")
    if isinstance(encoded, str):
        try:
            return os.fsdecode(base64.b64decode(encoded, validate=True))
        except (binascii.Error, ValueError):
            pass
    value = record.get(field)
    return None if value is None else str(value)


def document_record(result: DocumentResult, unique: bool = False) -> dict[str, Any]:
    """The JSON-ready record of one document (one line of ``--format jsonl``).

    ``source`` (and ``member`` for an archive member; a name whose bytes are not UTF-8 is
    escaped, its bytes in ``source_bytes``/``member_bytes``), ``status`` (``ok``/``error``/
    ``skipped``), ``kind`` (the reader table's: text, csv, tsv, html, xml, pdf; image,
    office, archive or binary for a skipped file), ``dois`` (each once, first-appearance order),
    ``own_doi`` with its evidence, ``hits`` (every occurrence, or the first of each DOI with
    ``unique``) with offsets, ``line`` (``Hit.line``), page and location, ``counts``,
    ``stats`` (timing, size), ``error`` (kind and message) when the document failed, and
    ``reason`` when it was skipped (no reader handles it).
    """
    source, member = result.source, result.member
    if member is not None and source.endswith(f"::{member}"):
        source = source[: -len(member) - 2]  # the label "archive::member" (bulk.inputs)
    record: dict[str, Any] = {}
    _add_name(record, "source", source)
    if member is not None:
        _add_name(record, "member", member)
    record["status"] = result.stats.get("status", result.status)
    record["kind"] = result.kind
    record["dois"] = result.dois
    if result.own_doi is not None:
        record["own_doi"] = result.own_doi
        record["own_doi_evidence"] = result.own_doi_evidence
    record["hits"] = [hit_record(h) for h in _selected(result, unique)]
    record["counts"] = {"hits": len(result.hits), "dois": len(record["dois"])}
    stats = {k: v for k, v in result.stats.items() if k != "status"}
    if stats:
        record["stats"] = stats
    if result.warnings:
        record["warnings"] = [printable(w) for w in result.warnings]
    if result.skipped is not None:
        record["reason"] = printable(result.skipped)
    if result.error is not None:
        record["error"] = {"kind": result.error.kind, "message": printable(result.error.message)}
        if result.error.detail:
            record["error"]["detail"] = printable(result.error.detail)
    return record


class Sink:
    """Base writer: ``write(result)`` per document, ``close()`` at the end."""

    def __init__(self, stream: TextIO, unique: bool = True) -> None:
        self.stream = stream
        self.unique = unique

    def write(self, result: DocumentResult) -> None:
        raise NotImplementedError

    def close(self) -> None:
        self.stream.flush()

    def render(self, result: DocumentResult) -> Rendered | None:
        """What ``write(result)`` would write, rendered without writing it and without the
        run's state, so that the worker process that read the document renders it and sends
        back text, not the result with its hits (issue #10 item 3); ``None`` when this sink
        must have the result itself (``write``)."""
        return None

    def write_rendered(self, rendered: Rendered) -> None:
        """Write what ``render`` gave (in the run's order), then flush: the same output as
        ``write`` of the result."""
        assert isinstance(rendered, str)
        self.stream.write(rendered)
        self.stream.flush()

    def spool(self, source: str) -> Spool | None:
        """A :class:`Spool` that renders the document ``source``'s output hit by hit, or
        ``None`` when this format needs the whole result (text's ``-c``, ``-l``,
        ``--own-doi``)."""
        return None


@dataclass(frozen=True, slots=True)
class TextLayout:
    """The shape of ``--format text`` (issue #11 item 3, ripgrep's manners).

    ``mode``: ``dois`` (a line per DOI), ``count`` (``path:N`` per document read: its DOIs,
    each once with ``unique``, else its occurrences; ``-c``), ``files`` (the path of each
    document with a DOI; ``-l``) or ``own`` (each document's own DOI, ``path<TAB>doi``;
    ``--own-doi``). ``filename`` prefixes the path, ``line`` the place (``where``) of a DOI.
    """

    mode: str = "dois"
    filename: bool = False
    line: bool = False


def where(hit: Hit) -> str:
    """The place of a hit in ``--format text -n`` output: its line; for a PDF's page text
    ``p<page>:<line>`` (``p<page>`` for a link annotation); ``metadata`` for a PDF's document
    information; ``?`` when the reader gives no line (HTML read with bs4)."""
    loc = hit.location
    if loc.page is not None:
        return f"p{loc.page}" if hit.line is None else f"p{loc.page}:{hit.line}"
    if loc.element == "metadata":
        return "metadata"
    return "?" if hit.line is None else str(hit.line)


class TextSink(Sink):
    """Plain lines, as ``TextLayout`` says. Bare DOIs (no path or line prefix): with
    ``unique`` each DOI once over the whole run. With a prefix, ``unique`` keeps each DOI once
    per document (at its first occurrence: a DOI found in two files is listed for both), and
    ``unique=False`` every occurrence."""

    def __init__(
        self, stream: TextIO, unique: bool = True, layout: TextLayout | None = None
    ) -> None:
        super().__init__(stream, unique)
        self.seen: set[str] = set()
        self.layout = layout or TextLayout()

    def write(self, result: DocumentResult) -> None:
        if self.layout.mode == "dois":
            self.stream.write(self._dois(result))
        elif result.status == "ok":  # (not failed, not skipped: no reader handles it)
            self.stream.write(self._summary_line(result))
        self.stream.flush()

    def _dois(self, result: DocumentResult) -> str:
        seen, prefix = self._document(result.source)
        lines = [self._line(prefix, hit, seen) for hit in result.hits]
        return "".join(lines)

    def render(self, result: DocumentResult) -> Rendered | None:
        """The document's lines; for bare DOIs listed once per run, its ``(key, line)``
        pairs, each key's first (``write_rendered`` leaves out the keys the run has shown);
        ``None`` for ``--own-doi`` without file names (its note goes to stderr when written)."""
        layout = self.layout
        if layout.mode != "dois":
            if layout.mode == "own" and not layout.filename:
                return None
            return self._summary_line(result) if result.status == "ok" else ""
        seen, prefix = self._document(result.source)
        if seen is not self.seen or not self.unique:  # the document's own set, or none used
            return "".join(self._line(prefix, hit, seen) for hit in result.hits)
        pairs: dict[str, str] = {}
        for hit in result.hits:
            if hit.key not in pairs:
                pairs[hit.key] = self._line(prefix, hit, set())
        return tuple(pairs.items())

    def write_rendered(self, rendered: Rendered) -> None:
        if isinstance(rendered, tuple):
            seen = self.seen
            lines = []
            for key, line in rendered:
                if key not in seen:
                    seen.add(key)
                    lines.append(line)
            rendered = "".join(lines)
        super().write_rendered(rendered)

    def run_wide(self) -> bool:
        """Whether a document's lines depend on the documents before it (bare DOIs listed
        once per run): a worker then renders ``(key, line)`` pairs from the whole result
        (``render``), not lines through a spool."""
        layout = self.layout
        return layout.mode == "dois" and self.unique and not (layout.filename or layout.line)

    def _document(self, source: str) -> tuple[set[str], str]:
        """The DOI keys already printed that a document's hits are checked against (the
        run's for bare DOIs, else the document's own), and its lines' path prefix."""
        layout = self.layout
        if not (layout.filename or layout.line):
            return self.seen, ""
        return set(), printable(source) + ":" if layout.filename else ""

    def _line(self, prefix: str, hit: Hit, seen: set[str]) -> str:
        """The line of one hit ("" when ``unique`` and its DOI is in ``seen``)."""
        if self.unique:
            if hit.key in seen:
                return ""
            seen.add(hit.key)
        place = where(hit) + ":" if self.layout.line else ""
        return f"{prefix}{place}{hit.doi}\n"

    def spool(self, source: str) -> Spool | None:
        """A :class:`TextSpool` for the document ``source`` (``None`` when this layout needs
        the whole result: ``-c``, ``-l``, ``--own-doi``)."""
        if self.layout.mode != "dois":
            return None
        return TextSpool(self, source)

    def _summary_line(self, result: DocumentResult) -> str:
        """The line of ``-c``, ``-l`` or ``--own-doi`` for one document read."""
        mode, name = self.layout.mode, printable(result.source)
        if mode == "count":
            count = len(result.dois) if self.unique else len(result.hits)
            return f"{name}:{count}\n" if self.layout.filename else f"{count}\n"
        if mode == "files":
            return f"{name}\n" if result.hits else ""
        if self.layout.filename:  # own: every document gets a line, empty when it has none
            return f"{name}\t{result.own_doi or ''}\n"
        if result.own_doi is None:
            print(f"doiextract: {name}: no own DOI found", file=sys.stderr)
            return ""
        return f"{result.own_doi}\n"


#: Most characters of a document's lines a :class:`Spool` keeps in memory before it moves
#: them to a temporary file.
SPOOL_CHARS = 4 << 20


class Spool:
    """One document's output, rendered as its hits are found (``add``, the ``on_hit`` of
    ``extract_path``) and written to the sink's stream only by ``commit``, once the document
    was read whole: a document that fails or times out half-way prints nothing of itself, as
    when its output is rendered from the whole result. Memory: the output held (up to
    ``SPOOL_CHARS``, then a temporary file) and the set of DOI keys, not the hits (issue #10
    item 3). ``keys`` are the document's distinct DOI keys and ``count`` its hits (for the
    run's counts). ``Sink.spool`` makes one; ``render`` is each format's."""

    def __init__(self, sink: Sink) -> None:
        self.sink = sink
        self.keys: set[str] = set()
        self.count = 0
        self.file = tempfile.SpooledTemporaryFile(  # noqa: SIM115 - closed by commit or close
            SPOOL_CHARS, "w+", encoding="utf-8", errors="surrogatepass", newline=""
        )

    def add(self, hit: Hit) -> None:
        """Render one hit (in document order)."""
        self.count += 1
        self.keys.add(hit.key)
        self.render(hit)

    def render(self, hit: Hit) -> None:
        raise NotImplementedError

    def commit(self, result: DocumentResult | None = None) -> None:
        """Write the document's output to the sink's stream, then forget it; ``result`` is
        the document's (read whole without error; its hits went to ``add``)."""
        self.file.seek(0)
        stream = self.sink.stream
        while chunk := self.file.read(1 << 16):
            stream.write(chunk)
        stream.flush()
        self.close()

    def close(self) -> None:
        """Drop what is held (a document that failed)."""
        self.file.close()


class TextSpool(Spool):
    """A document's ``--format text`` lines (``TextSink._line`` per hit)."""

    def __init__(self, sink: TextSink, source: str) -> None:
        super().__init__(sink)
        self.text_sink = sink
        seen, self.prefix = sink._document(source)
        # bare DOIs: checked against the run's set, which gains this document's only with
        # its lines (``commit``)
        self.run = seen is sink.seen
        self.seen: set[str] = set()

    def render(self, hit: Hit) -> None:
        sink = self.text_sink
        if self.run and sink.unique and hit.key in sink.seen:
            return
        self.file.write(sink._line(self.prefix, hit, self.seen))

    def commit(self, result: DocumentResult | None = None) -> None:
        if self.run:
            self.text_sink.seen |= self.seen
        super().commit(result)


class CsvSpool(Spool):
    """A document's CSV/TSV rows (``CsvSink._hit_row`` per hit; with ``unique`` the first
    of each DOI), for a document read whole: status ``ok``, no error (``commit`` is only
    called then)."""

    def __init__(self, sink: CsvSink, source: str) -> None:
        super().__init__(sink)
        self.unique = sink.unique
        self.seen: set[str] = set()
        self.base, self.tail = _row_ends(document_record(DocumentResult(source)))
        self.writer = sink.make_writer(cast(TextIO, self.file))

    def render(self, hit: Hit) -> None:
        if self.unique:
            if hit.key in self.seen:
                return
            self.seen.add(hit.key)
        self.writer.writerow(_hit_row(self.base, hit_record(hit), self.tail))


#: Stands for a record's ``hits`` while the rest of a spooled record is encoded.
_HITS = "\x00hits\x00"
#: ... and its field, encoded: no other part of a record can read so (a string's quotes are
#: escaped)
_HITS_JSON = '"hits": ' + json.dumps(_HITS)


class JsonLinesSpool(Spool):
    """A document's JSON Lines record, its hits encoded as they come (``hit_record``, with
    ``unique`` the first of each DOI) and kept encoded (in memory up to ``SPOOL_CHARS``, then
    in a temporary file) with the document's DOIs, each once; ``commit`` encodes the rest of
    the record from the result and writes the line, the same as ``json_line`` of the whole
    result (its ``dois`` and counts come before its hits)."""

    def __init__(self, sink: JsonLinesSink) -> None:
        super().__init__(sink)
        self.unique = sink.unique
        self.seen: set[str] = set()
        self.dois: list[str] = []
        self.empty = True

    def render(self, hit: Hit) -> None:
        if hit.key not in self.seen:
            self.seen.add(hit.key)
            self.dois.append(hit.doi)
        elif self.unique:
            return
        encoded = json.dumps(hit_record(hit), ensure_ascii=False)
        self.file.write(encoded if self.empty else ", " + encoded)
        self.empty = False

    def commit(self, result: DocumentResult | None = None) -> None:
        assert result is not None  # (run_spooled gives it)
        record = document_record(replace(result, hits=()), self.unique)
        record["dois"] = self.dois
        record["hits"] = _HITS
        record["counts"] = {"hits": self.count, "dois": len(self.dois)}
        head, _, tail = json.dumps(record, ensure_ascii=False).partition(_HITS_JSON)
        stream = self.sink.stream
        stream.write(head + '"hits": [')
        self.file.seek(0)
        while chunk := self.file.read(1 << 16):
            stream.write(chunk)
        stream.write("]" + tail + "\n")
        stream.flush()
        self.close()


def json_line(result: DocumentResult, unique: bool = False) -> str:
    """One line of ``--format jsonl`` (without its newline); bulk workers render it where the
    document was read, so the parent only writes it."""
    return json.dumps(document_record(result, unique), ensure_ascii=False)


class JsonLinesSink(Sink):
    """One JSON record per document (``document_record``), flushed per line."""

    def write(self, result: DocumentResult) -> None:
        self.write_line(json_line(result, self.unique))

    def render(self, result: DocumentResult) -> Rendered | None:
        return json_line(result, self.unique) + "\n"

    def spool(self, source: str) -> Spool | None:
        """A :class:`JsonLinesSpool`: the record's hits encoded as they are found."""
        return JsonLinesSpool(self)

    def write_line(self, line: str) -> None:
        """Write a record already rendered by ``json_line`` (one ``write``, then flush)."""
        self.stream.write(line + "\n")
        self.stream.flush()


CSV_FIELDS = (
    "source",
    "member",
    "status",
    "doi",
    "raw",
    "start",
    "end",
    "line",
    "page",
    "location",
    "error",
    "reason",
    "source_bytes",
    "member_bytes",
)


#: TSV has no quoting (IANA text/tab-separated-values: no tab or line break in a field), so
#: these are escaped as PostgreSQL's COPY and MySQL's tab format do; a DOI joined across a
#: line break keeps its ``raw`` text readable (``10.1000/ab-\ncd``) on one line.
_TSV_ESCAPES = str.maketrans({"\\": "\\\\", "\t": "\\t", "\n": "\\n", "\r": "\\r"})


class _TsvWriter:
    """``csv.writer``'s ``writerow`` for TSV: one line per row, fields escaped (see above)."""

    def __init__(self, stream: TextIO) -> None:
        self.stream = stream

    def writerow(self, row: Iterable[object]) -> None:
        self.stream.write("\t".join(str(v).translate(_TSV_ESCAPES) for v in row) + "\n")


class CsvSink(Sink):
    """One row per hit (``source, member, status, doi, raw, start, end, line, page,
    location, error, reason, source_bytes, member_bytes``); a document without hits gets one
    row with an empty DOI, so every document is accounted for. ``error`` is the message of a
    failed document, ``reason`` why a document was skipped (as the JSON Lines ``reason``: no
    reader handles it). The last two columns are empty
    unless a name is not valid UTF-8 (see ``document_record``). CSV quotes fields (RFC
    4180); TSV escapes ``\\ \t \n \r`` instead."""

    def __init__(self, stream: TextIO, unique: bool = True, delimiter: str = ",") -> None:
        super().__init__(stream, unique)
        self.delimiter = delimiter
        self.writer = self.make_writer(stream)
        self.writer.writerow(CSV_FIELDS)

    def make_writer(self, stream: TextIO) -> Any:
        """A row writer of this format on ``stream``."""
        if self.delimiter == "\t":
            return _TsvWriter(stream)
        return csv.writer(stream, delimiter=self.delimiter, lineterminator="\n")

    def write(self, result: DocumentResult) -> None:
        self._rows(result, self.writer)
        self.stream.flush()

    def _rows(self, result: DocumentResult, writer: Any) -> None:
        record = document_record(result, self.unique)
        base, tail = _row_ends(record)
        if not record["hits"]:
            writer.writerow([*base, "", "", "", "", "", "", "", *tail])
        for hit in record["hits"]:
            writer.writerow(_hit_row(base, hit, tail))

    def render(self, result: DocumentResult) -> Rendered | None:
        rows = io.StringIO()
        self._rows(result, self.make_writer(rows))
        return rows.getvalue()

    def spool(self, source: str) -> Spool | None:
        return CsvSpool(self, source)


def _row_ends(record: dict[str, Any]) -> tuple[list[Any], list[Any]]:
    """The columns of a document's rows before the hit's (source, member, status) and after
    them (error, reason, source_bytes, member_bytes)."""
    base = [record["source"], record.get("member", ""), record["status"]]
    error = record.get("error", {}).get("message", "")
    names = [record.get("source_bytes", ""), record.get("member_bytes", "")]
    return base, [error, record.get("reason", ""), *names]


def _hit_row(base: list[Any], hit: dict[str, Any], tail: list[Any]) -> list[Any]:
    """One CSV/TSV row of a hit's record (``hit_record``)."""
    return [
        *base,
        hit["doi"],
        hit["raw"],
        hit["start"],
        hit["end"],
        "" if hit["line"] is None else hit["line"],
        hit.get("page", ""),
        hit.get("location", ""),
        *tail,
    ]


def make_sink(
    format_name: str, stream: TextIO, unique: bool = True, layout: TextLayout | None = None
) -> Sink:
    """The writer for ``--format`` (``layout``: the shape of ``text``)."""
    if format_name == "text":
        return TextSink(stream, unique, layout)
    if format_name == "jsonl":
        return JsonLinesSink(stream, unique)
    if format_name in ("csv", "tsv"):
        return CsvSink(stream, unique, "," if format_name == "csv" else "\t")
    raise ValueError(f"unknown format {format_name!r}; choose one of {', '.join(FORMATS)}")
