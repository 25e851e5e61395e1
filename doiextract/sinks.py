"""Writers: document results to JSON Lines, CSV/TSV rows, or a plain list of DOIs.

Takes :class:`~doiextract.model.DocumentResult` objects one at a time and writes them to a text
stream, flushing per record so that an interrupted run never leaves half a record behind
(``bulk`` repairs a torn last line on ``--resume``). ``document_record`` is the one JSON shape
of a document used by every writer and by the distributed engines.

Won't: read documents or decide what to scan.
"""

from __future__ import annotations

import csv
import json
from collections.abc import Iterable
from typing import Any, TextIO

from doiextract.model import DocumentResult, Hit, hit_record

__all__ = [
    "FORMATS",
    "CsvSink",
    "JsonLinesSink",
    "Sink",
    "TextSink",
    "document_record",
    "json_line",
    "make_sink",
]

FORMATS = ("text", "jsonl", "csv", "tsv")


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


def document_record(result: DocumentResult, unique: bool = False) -> dict[str, Any]:
    """The JSON-ready record of one document (one line of ``--format jsonl``).

    ``source`` (and ``member`` for an archive member), ``status`` (``ok``/``error``/
    ``skipped``), ``kind`` (text/html/pdf), ``dois`` (each once, first-appearance order),
    ``own_doi`` with its evidence, ``hits`` (every occurrence, or the first of each DOI with
    ``unique``) with offsets, page and location, ``counts``, ``stats`` (timing, size), and
    ``error`` (kind and message) when the document failed.
    """
    source = result.source
    member = None
    if "::" in source:
        source, member = source.split("::", 1)
    record: dict[str, Any] = {"source": source}
    if member is not None:
        record["member"] = member
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
        record["warnings"] = list(result.warnings)
    if result.error is not None:
        record["error"] = {"kind": result.error.kind, "message": result.error.message}
        if result.error.detail:
            record["error"]["detail"] = result.error.detail
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


class TextSink(Sink):
    """One DOI per line; with ``unique`` each DOI once over the whole run."""

    def __init__(self, stream: TextIO, unique: bool = True) -> None:
        super().__init__(stream, unique)
        self.seen: set[str] = set()

    def write(self, result: DocumentResult) -> None:
        for hit in result.hits:
            if self.unique:
                if hit.key in self.seen:
                    continue
                self.seen.add(hit.key)
            self.stream.write(hit.doi + "\n")
        self.stream.flush()


def json_line(result: DocumentResult, unique: bool = False) -> str:
    """One line of ``--format jsonl`` (without its newline); bulk workers render it where the
    document was read, so the parent only writes it."""
    return json.dumps(document_record(result, unique), ensure_ascii=False)


class JsonLinesSink(Sink):
    """One JSON record per document (``document_record``), flushed per line."""

    def write(self, result: DocumentResult) -> None:
        self.write_line(json_line(result, self.unique))

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
    "page",
    "location",
    "error",
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
    """One row per hit (``source, member, status, doi, raw, start, end, page, location,
    error``); a document without hits gets one row with an empty DOI, so every document is
    accounted for. CSV quotes fields (RFC 4180); TSV escapes ``\\ \t \n \r`` instead."""

    def __init__(self, stream: TextIO, unique: bool = True, delimiter: str = ",") -> None:
        super().__init__(stream, unique)
        self.writer: Any = csv.writer(stream, delimiter=delimiter, lineterminator="\n")
        if delimiter == "\t":
            self.writer = _TsvWriter(stream)
        self.writer.writerow(CSV_FIELDS)

    def write(self, result: DocumentResult) -> None:
        record = document_record(result, self.unique)
        base = [record["source"], record.get("member", ""), record["status"]]
        error = record.get("error", {}).get("message", "")
        if not record["hits"]:
            self.writer.writerow([*base, "", "", "", "", "", "", error])
        for hit in record["hits"]:
            self.writer.writerow(
                [
                    *base,
                    hit["doi"],
                    hit["raw"],
                    hit["start"],
                    hit["end"],
                    hit.get("page", ""),
                    hit.get("location", ""),
                    error,
                ]
            )
        self.stream.flush()


def make_sink(format_name: str, stream: TextIO, unique: bool = True) -> Sink:
    """The writer for ``--format``."""
    if format_name == "text":
        return TextSink(stream, unique)
    if format_name == "jsonl":
        return JsonLinesSink(stream, unique)
    if format_name in ("csv", "tsv"):
        return CsvSink(stream, unique, "," if format_name == "csv" else "\t")
    raise ValueError(f"unknown format {format_name!r}; choose one of {', '.join(FORMATS)}")
