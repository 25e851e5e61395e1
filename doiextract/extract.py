"""The only module that wires sources -> scanner -> rules -> hits.

``iter_hits`` yields every occurrence in a ``str`` or a text stream; ``extract_text`` each DOI
once, in order of first appearance; ``scan_segments`` runs the scanner over a document reader's
segments; ``extract_file`` reads one text file into a :class:`DocumentResult`.
"""

from __future__ import annotations

import os
import time
from collections.abc import Iterable, Iterator
from typing import TextIO, cast

from doiextract.errors import DoiExtractError
from doiextract.model import DocumentError, DocumentResult, Hit, Location, Rejection
from doiextract.options import DEFAULT_OPTIONS, Options
from doiextract.scan import scan_stream, scan_text
from doiextract.sources import Segment
from doiextract.sources.text import open_text

__all__ = [
    "error_result",
    "extract_file",
    "extract_path",
    "extract_text",
    "iter_candidates",
    "iter_hits",
    "scan_segments",
    "unique_hits",
]


def iter_candidates(
    source: str | TextIO, options: Options | None = None, *, location: Location | None = None
) -> Iterator[Hit | Rejection]:
    """Every ``10.`` candidate: a :class:`Hit`, or a :class:`Rejection` naming the rule that
    rejected it (``--explain``)."""
    options = options or DEFAULT_OPTIONS
    if isinstance(source, str):
        return scan_text(source, location, options, explain=True)
    return scan_stream(source, location, options, explain=True)


def iter_hits(
    source: str | TextIO, options: Options | None = None, *, location: Location | None = None
) -> Iterator[Hit]:
    """Yield every DOI occurrence in ``source`` (a ``str`` or an open text stream), in order.

    A stream is read in ``options.chunk_size`` pieces with bounded memory; the hits are the same
    as for the whole text. Spans are offsets in code points of the source.

    >>> [h.doi for h in iter_hits("doi:10.1000/182 and https://doi.org/10.1000/456%23789.")]
    ['10.1000/182', '10.1000/456#789']
    """
    options = options or DEFAULT_OPTIONS
    # without explain the scanner yields hits only
    if isinstance(source, str):
        yield from cast(Iterator[Hit], scan_text(source, location, options))
    else:
        yield from cast(Iterator[Hit], scan_stream(source, location, options))


def unique_hits(hits: Iterable[Hit]) -> list[Hit]:
    """The first hit of each DOI key, in order of first appearance (SPEC §1)."""
    seen: set[str] = set()
    out: list[Hit] = []
    for hit in hits:
        if hit.key not in seen:
            seen.add(hit.key)
            out.append(hit)
    return out


def extract_text(
    text: str | TextIO, options: Options | None = None, *, location: Location | None = None
) -> list[Hit]:
    """Each DOI in ``text`` once (compared by ASCII-folded key), in order of first appearance.

    >>> [h.doi for h in extract_text("10.1000/ABC, then 10.1000/abc")]
    ['10.1000/ABC']
    """
    return unique_hits(iter_hits(text, options, location=location))


def scan_segments(segments: Iterable[Segment], options: Options | None = None) -> Iterator[Hit]:
    """Scan each segment of a document on its own (a DOI never crosses segments)."""
    options = options or DEFAULT_OPTIONS
    for segment in segments:
        yield from cast(Iterator[Hit], scan_text(segment.text, segment.location, options))


def error_result(source: str, err: BaseException, kind: str = "text") -> DocumentResult:
    """A document result for a document that could not be read."""
    error_kind = err.kind if isinstance(err, DoiExtractError) else type(err).__name__
    return DocumentResult(source, (), DocumentError(error_kind, str(err)), kind=kind)


def extract_file(path: str | os.PathLike[str], options: Options | None = None) -> DocumentResult:
    """Read one text file (encoding sniffed, ``.gz`` transparent) into a document result.

    Raises :class:`~doiextract.errors.SourceReadError` (an ``OSError``) when the file cannot be
    read or is binary.
    """
    options = options or DEFAULT_OPTIONS
    name = os.fspath(path)
    started = time.perf_counter()
    location = Location(name)
    with open_text(name, options) as stream:
        hits = tuple(iter_hits(stream, options, location=location))
        size = stream.tell() if stream.seekable() else None
    stats = {"seconds": round(time.perf_counter() - started, 6), "hits": len(hits)}
    if size is not None:
        stats["bytes"] = size
    return DocumentResult(name, hits, None, stats, kind="text")


def extract_path(path: str | os.PathLike[str], options: Options | None = None) -> DocumentResult:
    """Read any supported file into a document result (the reader is chosen by content).

    Raises a :class:`~doiextract.errors.DoiExtractError` subclass when the file cannot be read.
    """
    return extract_file(path, options)
