"""The only module that wires sources -> scanner -> rules -> hits.

``iter_hits`` yields every occurrence in a ``str`` or a text stream; ``extract_text`` each DOI
once, in order of first appearance; ``scan_segments`` runs the scanner over a document reader's
segments; ``extract_file`` reads one text file into a :class:`DocumentResult`.
"""

from __future__ import annotations

import contextlib
import functools
import gzip
import io
import os
import re
import time
from collections.abc import Callable, Hashable, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import replace
from typing import IO, TYPE_CHECKING, Any, BinaryIO, TextIO, cast

from doiextract.errors import (
    CorruptDocumentError,
    DoiExtractError,
    LimitExceededError,
    UnsupportedSourceError,
)
from doiextract.model import DocumentError, DocumentResult, Hit, Location, Rejection
from doiextract.options import DEFAULT_OPTIONS, Options
from doiextract.scan import doi_key, scan_stream, scan_text
from doiextract.scan_query import Checked, query_hits
from doiextract.sources import Segment
from doiextract.sources.registry import Reader, reader_for, sniff
from doiextract.sources.table import iter_table_segments
from doiextract.sources.text import (
    GZIP_ERRORS,
    SNIFF_SIZE,
    open_binary,
    open_text,
    read_error,
    whole_text,
)

#: Where ``extract_path(..., on_hit=...)`` sends each hit instead of keeping it.
HitConsumer = Callable[[Hit], object]

if TYPE_CHECKING:
    from bs4 import BeautifulSoup

__all__ = [
    "error_result",
    "extract_bytes",
    "extract_file",
    "extract_html",
    "extract_path",
    "extract_pdf",
    "extract_table",
    "extract_text",
    "extract_xml",
    "hand_over",
    "iter_candidates",
    "iter_document_candidates",
    "iter_hits",
    "pdf_document_segments",
    "read_html_document",
    "read_pdf_document",
    "read_segments_document",
    "read_xml_document",
    "scan_segments",
    "skipped_result",
    "sniff_kind",
    "unique_hits",
]


#: What the text functions read: text, a text stream, or bytes / a binary stream (decoded as
#: a file is: BOM, UTF-8, else cp1252; ``Options.encoding`` overrides).
TextSource = str | TextIO | bytes | bytearray | memoryview | BinaryIO


def _scan_source(
    source: TextSource, location: Location | None, options: Options, explain: bool
) -> Iterator[Hit | Rejection]:
    """The scanner over any :data:`TextSource`: bytes are decoded first (binary data raises
    :class:`~doiextract.errors.DecodeSourceError`); a stream, text or binary, is read in
    chunks by ``scan_stream`` (which sniffs a binary stream's encoding and leaves it open)."""
    if isinstance(source, str):
        return scan_text(source, location, options, explain=explain)
    if isinstance(source, (bytes, bytearray, memoryview)):
        from doiextract.scan_utf8 import utf8_document
        from doiextract.sources.text import decode_text, document_encoding

        data, name = bytes(source), location.source if location else "<bytes>"
        encoding = document_encoding(data, options, name)
        # UTF-8 is scanned in windows, as a UTF-8 file is (the same hits, in code points)
        found = utf8_document(data, encoding, location, options, explain=explain)
        if found is not None:
            return found
        return scan_text(decode_text(data, options, name), location, options, explain=explain)
    return scan_stream(cast("TextIO | IO[bytes]", source), location, options, explain=explain)


def iter_candidates(
    source: TextSource, options: Options | None = None, *, location: Location | None = None
) -> Iterator[Hit | Rejection]:
    """Every ``10.`` candidate: a :class:`Hit`, or a :class:`Rejection` naming the rule that
    rejected it (``--explain``)."""
    options = options or DEFAULT_OPTIONS
    return _scan_source(source, location, options, explain=True)


def iter_hits(
    source: TextSource, options: Options | None = None, *, location: Location | None = None
) -> Iterator[Hit]:
    """Yield every DOI occurrence in ``source`` (a ``str`` or an open text stream; ``bytes``
    or a binary stream are decoded as a file is, binary data raising
    :class:`~doiextract.errors.DecodeSourceError`), in order.

    A stream is read in ``options.chunk_size`` pieces with bounded memory; the hits are the same
    as for the whole text. Spans are offsets in code points of the (decoded) text.

    >>> [h.doi for h in iter_hits("doi:10.1000/182 and https://doi.org/10.1000/456%23789.")]
    ['10.1000/182', '10.1000/456#789']
    >>> [h.doi for h in iter_hits(b"doi:10.1000/182")]
    ['10.1000/182']
    """
    options = options or DEFAULT_OPTIONS
    # without explain the scanner yields hits only; the scanner's own generator is returned
    # (not re-yielded): one generator layer less per hit on the hot path
    if isinstance(source, str):
        return cast(Iterator[Hit], scan_text(source, location, options))
    return cast(Iterator[Hit], _scan_source(source, location, options, explain=False))


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
    text: TextSource, options: Options | None = None, *, location: Location | None = None
) -> list[Hit]:
    """Each DOI in ``text`` once (compared by ASCII-folded key), in order of first appearance.
    ``text`` may be ``bytes`` or a binary stream (decoded as :func:`iter_hits` says).

    >>> [h.doi for h in extract_text("10.1000/ABC, then 10.1000/abc")]
    ['10.1000/ABC']
    """
    return unique_hits(iter_hits(text, options, location=location))


def scan_segments(segments: Iterable[Segment], options: Options | None = None) -> Iterator[Hit]:
    """Scan each segment of a document on its own (a DOI never crosses segments)."""
    options = options or DEFAULT_OPTIONS
    for segment in segments:
        scan = scan_text(segment.text, segment.location, options, line=segment.line or 1)
        yield from cast(Iterator[Hit], scan)


def extract_table(
    text: str,
    options: Options | None = None,
    *,
    delimiter: str = ",",
    location: Location | None = None,
) -> list[Hit]:
    """Each DOI of CSV/TSV ``text`` once: fields are split first (a quoted comma stays inside
    a DOI, an unquoted one ends the field; SPEC §5), then each field is scanned."""
    return unique_hits(scan_segments(iter_table_segments(text, location, delimiter), options))


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
        try:
            hits = tuple(iter_hits(stream, options, location=location))
        except GZIP_ERRORS as err:  # a .gz damaged after its first bytes
            raise read_error(name, err) from err
        size = stream.tell() if stream.seekable() else None
    stats = {"seconds": round(time.perf_counter() - started, 6), "hits": len(hits)}
    if size is not None:
        stats["bytes"] = size
    return DocumentResult(name, hits, None, stats, kind="text")


# --- documents: HTML, PDF, any file (issue #3) ------------------------------------------------

#: The characters that end a DOI inside a URL-valued attribute (RFC 3986 §3.4-3.5; SPEC §3).
_URL_DELIMITERS = "?#&"
#: Those delimiters as the scanner may meet them: itself or in the full-width forms it folds
#: onto ASCII (SPEC §4). A text holding none of them reads the same without them.
_URL_DELIMITER_RE = re.compile("[?#&\uff1f\uff03\uff06]")
_new_tuple = tuple.__new__


@functools.lru_cache(maxsize=8)
def _url_options(options: Options) -> Options:
    """``options`` with the URL delimiters added to its field separators (cached: ``Options``
    is frozen and hashes in ~1 µs, where a ``dataclasses.replace`` per document was ~35 µs)."""
    return replace(options, field_separators=options.field_separators + _URL_DELIMITERS)


#: A ``doi.org`` link, which the scanner's plain lane reads at less cost than the query lane.
_DOI_ORG_RE = re.compile(r"https?://(?:dx\.|www\.)?doi\.org/10\.")


def _after_a_path(url: str) -> bool:
    """Whether a URL without a query string holds a DOI after a path other than ``doi.org``'s
    (``/doi/abs/10.1021/jacs.0c02398``, ``//doi.org/10.1/x``, ``.../v1/works/10.1126/x``):
    the scanner read those with all the rules (~30 µs each), the query lane at a third of that
    (issue #10.4: a publisher's table of contents is such links); measured per group of links
    by what stands before the anchor (``https://doi.org/`` ones are cheaper as they were)."""
    return "/10." in url and _DOI_ORG_RE.match(url) is None


def _scan_html_segments(segments: Iterable[Segment], options: Options) -> Iterator[tuple[Hit, str]]:
    """Scan HTML segments. An ``href`` is a URL even when relative, and DOIs in scripts sit in
    URLs and string literals (``"/metrics?id=10.1371/x#savedHeader"``), so there ``?``, ``#``
    and ``&`` end a DOI (SPEC §3: inside a URL they do) although the scanner sees no URL
    wrapper. The cost: a printed ``#`` DOI (``10.1000/456#789``) in a script is cut short."""
    url_options = _url_options(options)
    # a text met again in the same context (the same link on several elements) is scanned
    # once: a scan depends on the text and the options only; the location is the segment's
    scanned: dict[tuple[str, bool], list[Hit]] = {}
    checked: Checked = {}  # the query lane's answers about DOIs alone, for the document
    for segment in segments:
        element = segment.location.element or ""
        is_url_context = element.endswith("@href") or element.startswith("script")
        hits = scanned.get((segment.text, is_url_context))
        if hits is None:
            # a URL without "?#&" (most links: https://doi.org/10...) is scanned without them,
            # with the same hits: field separators act only where they occur, and they turn
            # off the scanner's fast lanes (which its property tests hold to the general rules)
            delimited = is_url_context and _URL_DELIMITER_RE.search(segment.text) is not None
            scan_options = url_options if delimited else options
            # a URL with a query string, or a DOI after a path: its DOIs in the commonest
            # shapes by the query lane (the same hits, a few rule functions each instead of
            # all the steps)
            hits = (
                query_hits(segment.text, segment.location, url_options, checked)
                if delimited or (is_url_context and _after_a_path(segment.text))
                else None
            )
            if hits is None:
                scan = scan_text(segment.text, segment.location, scan_options)
                hits = [item for item in scan if isinstance(item, Hit)]
            scanned[segment.text, is_url_context] = hits
        for hit in hits:
            # the element's line: the segment's own line breaks are not the file's (the hit
            # rebuilt at C speed: ``_replace`` was a few microseconds per hit)
            doi, key, raw, span, doi_span, _, removals, _ = hit
            fields = (doi, key, raw, span, doi_span, segment.location, removals, segment.line)
            yield _new_tuple(Hit, fields), segment.text


def _document_result(
    source: str,
    kind: str,
    hits: tuple[Hit, ...],
    started: float,
    own: tuple[str | None, str | None],
    warnings: Iterable[str] = (),
    **stats: Any,
) -> DocumentResult:
    stats = {"seconds": round(time.perf_counter() - started, 6), "hits": len(hits), **stats}
    return DocumentResult(
        source,
        hits,
        None,
        stats,
        kind=kind,
        own_doi=own[0],
        own_doi_evidence=own[1],
        warnings=tuple(warnings),
    )


def extract_html(
    html: str | bytes | BeautifulSoup,
    options: Options | None = None,
    *,
    source: str = "<string>",
) -> DocumentResult:
    """Find the DOIs of an HTML document (SPEC §6): visible text, ``href``/``title``/``data-doi``
    attributes, DOI meta tags, JSON-LD and inline scripts; not comments or ``<style>``.

    ``bytes`` are decoded by BOM, declared charset, UTF-8, else windows-1252. Each hit's
    ``location.element`` says where it was (``text``, ``a@href``,
    ``meta[name=citation_doi]@content``, ``script[ld+json]``); ``own_doi`` comes from the DOI
    meta tags. ``result.dois`` gives each DOI once, in order of first appearance.

    >>> result = extract_html('<meta name="citation_doi" content="10.1000/182">'
    ...                       '<p>see 10.1000/<b>456</b>, and <a href="/doi/10.1000/7?x">7</a>')
    >>> [(h.doi, h.location.element) for h in result.hits]  # doctest: +NORMALIZE_WHITESPACE
    [('10.1000/182', 'meta[name=citation_doi]@content'), ('10.1000/456', 'text'),
     ('10.1000/7', 'a@href')]
    >>> result.own_doi, result.own_doi_evidence
    ('10.1000/182', 'HTML meta citation_doi')
    """
    from doiextract.own_doi import find_own_doi
    from doiextract.sources.html import read_html

    options = options or DEFAULT_OPTIONS
    started = time.perf_counter()
    segments, warnings = read_html(html, source, options)
    hits, reconciled = _reconciled(
        segments, options, _whole_document, _is_html_link, _scan_html_segments
    )
    own = find_own_doi(hits, source)
    result = _document_result(
        source, "html", hits, started, own, warnings, segments=len(segments), reconciled=reconciled
    )
    if isinstance(html, (str, bytes)):
        result.stats["bytes"] = len(html)
    return result


def _read_all(stream: IO[bytes], name: str, limit: int) -> bytes:
    try:
        return stream.read(limit + 1) if limit else stream.read()
    except (OSError, *GZIP_ERRORS) as err:
        raise read_error(name, err) from err


@contextmanager
def _binary(name: str) -> Iterator[IO[bytes]]:
    """``open_binary`` whose close also closes the file under a ``.gz`` stream (``GzipFile``
    does not close a ``fileobj`` it was given)."""
    stream = open_binary(name)
    inner = getattr(stream, "fileobj", None)
    try:
        yield stream
    finally:
        stream.close()
        if inner is not None:
            inner.close()


_DELIMITERS = {"csv": ",", "tsv": "\t"}


def _text_hits(text: str | TextIO, name: str, kind: str, options: Options) -> Iterator[Hit]:
    """The hits of plain text (streamed), or of CSV/TSV cells (read row by row)."""
    if kind == "text":
        return iter_hits(text, options, location=Location(name))
    segments = iter_table_segments(text, Location(name), _DELIMITERS[kind])
    return scan_segments(segments, options)


def _hand_over(hits: Iterable[Hit], name: str, on_hit: HitConsumer) -> tuple[tuple[Hit, ...], int]:
    """Every hit passed to ``on_hit`` as it is found, none kept (memory bounded by the scan's
    window, not by the number of hits: issue #10 item 3) but the first whose key is the DOI
    of the file's name, the one hit ``find_own_doi`` looks at in plain text; and the count."""
    from doiextract.own_doi import doi_from_file_name

    from_name = doi_from_file_name(name)
    key = None if from_name is None else doi_key(from_name)
    kept: tuple[Hit, ...] = ()
    count = 0
    for hit in hits:
        on_hit(hit)
        count += 1
        if not kept and hit.key == key:
            kept = (hit,)
    return kept, count


def _sniffed_reader(name: str, options: Options) -> Reader:
    """The row of ``Options.source_type``, or the one the file's first bytes and name call
    for (``sources.registry.sniff``)."""
    if options.source_type != "auto":
        return reader_for(options.source_type)
    with _binary(name) as stream:
        return _sniff_open(stream, name, options)[0]


def _sniff_open(stream: IO[bytes], name: str, options: Options) -> tuple[Reader, bytes]:
    """The reader of an open file (as ``_sniffed_reader``) and its first bytes, peeked: the
    stream is left where it was, to be read by that reader (one ``open`` per document)."""
    try:
        head = cast(io.BufferedReader, stream).peek(SNIFF_SIZE)[:SNIFF_SIZE]
    except (OSError, *GZIP_ERRORS) as err:
        raise read_error(name, err) from err
    if options.source_type != "auto":
        return reader_for(options.source_type), head
    return sniff(head, name), head


def skipped_result(source: str, reader: Reader, **stats: Any) -> DocumentResult:
    """The result of a document that no reader handles (``reader.skip`` says why): a
    ``skipped`` record, not an error (issue #11 item 2)."""
    return DocumentResult(source, kind=reader.kind, stats=stats, skipped=reader.skip)


def _extract_text_file(
    name: str,
    options: Options,
    kind: str = "text",
    on_hit: HitConsumer | None = None,
    opened: tuple[IO[bytes], bytes] | None = None,
) -> DocumentResult:
    """A text file streamed with bounded memory (``extract_file``, closing ``.gz`` fully);
    CSV/TSV read row by row, each field scanned on its own. With ``on_hit`` the hits go
    there as they are found and the result has none (``extract_path``). ``opened``: the
    file already open and its first bytes peeked (``extract_path``); a plain text file that
    they hold whole is scanned from them (``whole_text``: the same text, no stream)."""
    started = time.perf_counter()
    with contextlib.ExitStack() as stack:
        if opened is None:
            opened = stack.enter_context(_binary(name)), b""
        binary, head = opened
        # (byte offsets come from the byte scanner only: ``Options.offsets``)
        whole = head and kind == "text" and options.offsets != "bytes"
        text = whole_text(binary, head, name, options) if whole else None
        source = stack.enter_context(open_text(binary, options)) if text is None else text
        found = _text_hits(source, name, kind, options)
        if on_hit is None:
            hits = tuple(found)
            count = len(hits)
        else:
            hits, count = _hand_over(found, name, on_hit)
    from doiextract.own_doi import find_own_doi

    own = find_own_doi(hits, name)  # in plain text: the file name's DOI, if it is in the text
    if on_hit is None:
        return _document_result(name, kind, hits, started, own)
    result = _document_result(name, kind, (), started, own)
    result.stats["hits"] = count  # (a new dict, the result's own)
    return result


def _read_binary(
    document: str | os.PathLike[str] | bytes | IO[bytes],
    options: Options,
    name: str | None = None,
) -> tuple[bytes, str]:
    """The bytes of a path (``.gz`` decompressed) or binary stream (named ``name``), within
    ``max_bytes``."""
    if isinstance(document, bytes):
        data, name = document, "<bytes>"
    else:
        limit = options.max_bytes
        if isinstance(document, (str, os.PathLike)):
            name = os.fspath(document)
            with _binary(name) as stream:
                data = _read_all(stream, name, limit)
        else:
            name = name or str(getattr(document, "name", "<stream>"))
            data = _read_all(document, name, limit)
    if options.max_bytes and len(data) > options.max_bytes:
        raise LimitExceededError(
            name, f"larger than the size limit of {options.max_bytes} bytes (Options.max_bytes)"
        )
    return data, name


def extract_pdf(
    pdf: str | os.PathLike[str] | bytes | BinaryIO,
    options: Options | None = None,
    *,
    source: str | None = None,
) -> DocumentResult:
    """Find the DOIs of a PDF (a path, its bytes or a binary file): page text, link
    annotations (``location.element == "annotation"``) and metadata (``"metadata"``), each
    hit with its 1-based ``location.page``. DOIs broken across lines are joined (SPEC §5).

    ``Options.pdf_backend``: ``auto`` (pypdfium2, pdfminer.six when pdfium fails), ``pdfium``,
    ``pdfminer``. Raises :class:`~doiextract.errors.EncryptedDocumentError`,
    :class:`~doiextract.errors.CorruptDocumentError`,
    :class:`~doiextract.errors.LimitExceededError`; a PDF without a text layer gives a warning.
    """
    from doiextract.own_doi import find_own_doi
    from doiextract.sources.pdf import pdf_segments, read_pdf

    options = options or DEFAULT_OPTIONS
    started = time.perf_counter()
    data, name = _read_binary(pdf, options)
    name = source or name
    content = read_pdf(data, name, options)
    hits, reconciled = _reconciled(pdf_segments(content, name), options, _pdf_page, _is_pdf_link)
    hits, footers = _cut_page_numbers(hits)
    hits = _without_lines(hits)
    first_page = content.pages[0].text if content.pages else None
    own = find_own_doi(
        hits, name, metadata=content.metadata, first_page=first_page, pages=content.page_count
    )
    return _document_result(
        name,
        "pdf",
        hits,
        started,
        own,
        content.warnings,
        bytes=len(data),
        pages=content.page_count,
        backend=content.backend,
        reconciled=reconciled + footers,
    )


def _without_lines(hits: tuple[Hit, ...]) -> tuple[Hit, ...]:
    """A PDF's hits, those outside the page text (a link annotation's URI, the document
    information) with no ``line``: the line of the URI text itself says nothing."""
    return tuple(
        hit
        if hit.location.element == "text"
        else _new_tuple(Hit, (*hit[:_LINE], None, *hit[_LINE + 1 :]))
        for hit in hits
    )


#: ``Hit.line``'s place: a hit without its line is built as a tuple (``_replace`` costs ~2 µs
#: a hit, most of this step on a PDF with thousands of link annotations).
_LINE = Hit._fields.index("line")


def _cut_page_numbers(hits: tuple[Hit, ...]) -> tuple[tuple[Hit, ...], int]:
    from doiextract.sources.reconcile import cut_page_numbers

    out, changed = cut_page_numbers(hits)
    return tuple(out), changed


def _whole_document(hit: Hit) -> None:
    return None


def _is_html_link(hit: Hit) -> bool:
    return hit.location.element == "a@href"


def _pdf_page(hit: Hit) -> int | None:
    return hit.location.page


def _is_pdf_link(hit: Hit) -> bool:
    return hit.location.element == "annotation"


def _reconciled(
    segments: Iterable[Segment],
    options: Options,
    group: Callable[[Hit], Hashable],
    is_link: Callable[[Hit], bool],
    scan: Callable[[Iterable[Segment], Options], Iterator[tuple[Hit, str]]] | None = None,
) -> tuple[tuple[Hit, ...], int]:
    """A document's hits with printed DOIs and link DOIs reconciled (issue #9 item 4, SPEC §5
    Readings: the document's own evidence first); also how many hits that changed or dropped."""
    from doiextract.sources.reconcile import reconcile_links

    pairs = list((scan or _hits_with_text)(segments, options))
    hits, changed = reconcile_links(pairs, group, is_link)
    return tuple(hits), changed


def _hits_with_text(segments: Iterable[Segment], options: Options) -> Iterator[tuple[Hit, str]]:
    """Each hit of each segment with the segment's text (what a reconciliation reads). A text
    the document holds again on the same line (a PDF's link URI on several annotations: a link
    split across lines, a DOI cited twice) is scanned once: a scan depends on the text, the
    line and the options only, so its hits are the first ones with this segment's location."""
    scanned: dict[tuple[str, int], list[Hit]] = {}
    for segment in segments:
        line = segment.line or 1
        hits = scanned.get((segment.text, line))
        if hits is None:
            scan = scan_text(segment.text, segment.location, options, line=line)
            hits = scanned[segment.text, line] = list(cast(Iterator[Hit], scan))
        elif hits:
            hits = [hit._replace(location=segment.location) for hit in hits]
        for hit in hits:
            yield hit, segment.text


def sniff_kind(head: bytes, name: str = "") -> str:
    """The kind of reader for a file from its first bytes and name (the reader table,
    ``sources.registry``): ``pdf`` (``%PDF-`` in the first 1024 bytes), ``html`` (WHATWG MIME
    sniffing), ``xml`` (``<?xml``, a DOCTYPE, a JATS/Crossref/DataCite root), a skipped kind
    (``image``, ``office``, ``binary``), else by extension (``.html``, ``.nxml``, ``.csv``...),
    else ``text``.

    >>> sniff_kind(b"%PDF-1.7"), sniff_kind(b"<!doctype html>"), sniff_kind(b"doi:10.1000/1")
    ('pdf', 'html', 'text')
    >>> sniff_kind(b"<?xml version='1.0'?><article/>"), sniff_kind(b"GIF89a...", "a.txt")
    ('xml', 'image')
    """
    return sniff(head, name).kind


def _extract_known(data: bytes, name: str, kind: str, options: Options) -> DocumentResult:
    """Read ``data`` with the reader of ``kind`` (a row of the reader table)."""
    reader = reader_for(kind)
    if not reader.readable:
        return skipped_result(name, reader, bytes=len(data))
    if reader.read is not None:
        return cast(DocumentResult, reader.function("read")(data, name, options))
    if not reader.streamed:
        return read_segments_document(reader, data, name, options)
    from doiextract.own_doi import find_own_doi
    from doiextract.sources.text import decode_text

    started = time.perf_counter()
    hits = tuple(_text_hits(decode_text(data, options, name), name, kind, options))
    own = find_own_doi(hits, name)
    return _document_result(name, kind, hits, started, own, bytes=len(data))


def read_segments_document(
    reader: Reader, data: bytes, name: str, options: Options
) -> DocumentResult:
    """The generic reader of a table row with ``segments`` only: each segment scanned on its
    own, the own DOI from the file name (``own_doi``)."""
    from doiextract.own_doi import find_own_doi

    started = time.perf_counter()
    segments = list(reader.function("segments")(data, name, options))
    hits = tuple(scan_segments(segments, options))
    own = find_own_doi(hits, name)
    return _document_result(
        name, reader.kind, hits, started, own, bytes=len(data), segments=len(segments)
    )


def read_pdf_document(data: bytes, name: str, options: Options) -> DocumentResult:
    """The reader-table entry of PDF: :func:`extract_pdf`."""
    return extract_pdf(data, options, source=name)


def read_html_document(data: bytes, name: str, options: Options) -> DocumentResult:
    """The reader-table entry of HTML: :func:`extract_html`."""
    return extract_html(data, options, source=name)


def read_xml_document(data: bytes, name: str, options: Options) -> DocumentResult:
    """The reader-table entry of XML: :func:`extract_xml`."""
    return extract_xml(data, options, source=name)


def pdf_document_segments(data: bytes, name: str, options: Options) -> list[Segment]:
    """A PDF's segments (pages, annotations, metadata) for ``--explain``."""
    from doiextract.sources.pdf import pdf_segments, read_pdf

    return list(pdf_segments(read_pdf(data, name, options), name))


def _is_xml_link(hit: Hit) -> bool:
    return (hit.location.element or "").endswith("@href")


def extract_xml(
    xml: str | bytes, options: Options | None = None, *, source: str = "<string>"
) -> DocumentResult:
    """Find the DOIs of an XML document (``sources.xml``): JATS/NLM articles, Crossref
    deposits, DataCite records, and any other XML read as text with its markup decoded.

    Each hit's ``location.element`` says where it was: ``article-meta/article-id`` (a JATS
    article's own identifier), ``ref-list/pub-id``, ``ref-list/mixed-citation``,
    ``ref-list/ext-link@href`` (what the article cites), ``doi_data/doi``, ``citation/doi``
    (Crossref), ``identifier``, ``relatedIdentifiers/relatedIdentifier`` (DataCite).
    ``own_doi`` is the JATS ``article-meta`` DOI, the Crossref work's ``doi_data`` or the
    DataCite identifier (else a DOI in the file name).

    >>> result = extract_xml(
    ...     '<article><front><article-meta><article-id pub-id-type="doi">10.1000/own'
    ...     '</article-id></article-meta></front><back><ref-list><ref><element-citation>'
    ...     '<year>2020</year><pub-id pub-id-type="doi">10.1000/cited</pub-id>'
    ...     '</element-citation></ref></ref-list></back></article>')
    >>> result.own_doi, result.own_doi_evidence
    ('10.1000/own', 'JATS article-meta article-id')
    >>> [(h.doi, h.location.element) for h in result.hits if h.doi != result.own_doi]
    [('10.1000/cited', 'ref-list/pub-id')]
    """
    from doiextract.own_doi import find_own_doi
    from doiextract.sources.xml import read_xml

    options = options or DEFAULT_OPTIONS
    started = time.perf_counter()
    content = read_xml(xml, source, options)
    hits, reconciled = _reconciled(
        content.segments, options, _whole_document, _is_xml_link, _scan_html_segments
    )
    own: tuple[str | None, str | None] = (None, None)
    if content.own is not None:
        named = extract_text(content.own[0], options)
        own = (named[0].doi, content.own[1]) if named else own
    if own[0] is None:
        own = find_own_doi(hits, source)
    result = _document_result(
        source,
        "xml",
        hits,
        started,
        own,
        content.warnings,
        segments=len(content.segments),
        reconciled=reconciled,
    )
    result.stats["bytes"] = len(xml)
    return result


def _guarded(name: str, kind: str, read: Callable[[], DocumentResult]) -> DocumentResult:
    """Run a reader; a third-party parser's unexpected exception becomes a typed error."""
    try:
        return read()
    except (DoiExtractError, MemoryError, KeyboardInterrupt):
        raise
    except (OSError, *GZIP_ERRORS) as err:
        raise read_error(name, err) from err
    except Exception as err:
        raise CorruptDocumentError(
            name, f"{kind} reader failed ({type(err).__name__}: {err})"
        ) from err


def _gunzip(data: bytes, name: str, limit: int) -> bytes:
    """gzip ``data`` decompressed, streamed and stopped past ``limit`` bytes (0: none), so a
    small member that inflates to gigabytes (a decompression bomb) costs ``limit`` bytes of
    memory and is reported under its own ``name`` (issue 12 §4)."""
    with gzip.GzipFile(fileobj=io.BytesIO(data), mode="rb") as stream:
        out = _read_all(cast(IO[bytes], stream), name, limit)
    if limit and len(out) > limit:
        raise LimitExceededError(
            name, f"decompressed, larger than the size limit of {limit} bytes (Options.max_bytes)"
        )
    return out


def extract_bytes(data: bytes, name: str, options: Options | None = None) -> DocumentResult:
    """Like :func:`extract_path` for a document already in memory (an archive member):
    ``name`` is its source label and extension hint; gzip data is decompressed."""
    options = options or DEFAULT_OPTIONS
    if data[:2] == b"\x1f\x8b":
        data = _gunzip(data, name, options.max_bytes)
    if options.source_type != "auto":
        reader = reader_for(options.source_type)
    else:
        reader = sniff(data[:SNIFF_SIZE], name)
    return _guarded(name, reader.kind, lambda: _extract_known(data, name, reader.kind, options))


def iter_document_candidates(
    path: str | os.PathLike[str], options: Options | None = None
) -> Iterator[Hit | Rejection]:
    """Every ``10.`` candidate of any supported file, accepted or rejected with its reason
    (``--explain``): a PDF's pages, annotations and metadata, an HTML or XML document's
    segments, a CSV's cells, or a text file streamed; nothing for a file no reader handles.
    Spans are offsets in each hit's segment."""
    options = options or DEFAULT_OPTIONS
    name = os.fspath(path)
    reader = _sniffed_reader(name, options)
    if not reader.readable:
        return
    if reader.kind == "text":
        with _binary(name) as binary, open_text(binary, options) as text_stream:
            try:
                yield from iter_candidates(text_stream, options, location=Location(name))
            except GZIP_ERRORS as err:  # a .gz damaged after its first bytes
                raise read_error(name, err) from err
        return
    segments: Iterable[Segment]
    if reader.streamed:
        with _binary(name) as binary, open_text(binary, options) as text_stream:
            segments = list(
                iter_table_segments(text_stream, Location(name), _DELIMITERS[reader.kind])
            )
    else:
        data, _ = _read_binary(name, options)
        segments = reader.function("segments")(data, name, options)
    for segment in segments:
        yield from iter_candidates(segment.text, options, location=segment.location)


def _refuse_archive(name: str) -> None:
    from doiextract.sources.registry import is_archive

    if is_archive(name) and os.path.isfile(name):
        raise UnsupportedSourceError(
            name,
            "an archive holds many documents: read it with doiextract.extract_archive "
            "or doiextract.extract_many (one result per member)",
        )


def extract_path(
    path: str | os.PathLike[str],
    options: Options | None = None,
    *,
    on_hit: HitConsumer | None = None,
) -> DocumentResult:
    """Read any supported file into a document result; the reader is chosen by content and
    name (the reader table, ``sources.registry``: ``%PDF-`` magic, HTML sniffing, XML,
    extensions, else text with its encoding sniffed); ``Options.source_type`` overrides;
    ``.gz`` files are read transparently.

    A file that no reader handles (an image, an office document, other binary data) gives a
    result whose ``status`` is ``skipped`` and whose ``skipped`` says why; it is not an
    error. An archive (``.zip``, ``.tar.gz``...) holds many documents: it raises
    :class:`~doiextract.errors.UnsupportedSourceError` pointing to :func:`extract_archive`
    (one result per member).

    Text is streamed with bounded memory (a 1 GB single-line file is fine); HTML, XML and PDF
    are read whole (``Options.max_bytes`` bounds them). Raises a
    :class:`~doiextract.errors.DoiExtractError` subclass when the file cannot be read; the
    result pickles (bulk runs call this in worker processes).

    ``on_hit``: every hit is passed to it, in document order, and the result's ``hits`` are
    empty (``stats["hits"]`` still counts them; ``own_doi`` is the same). A text, CSV or TSV
    file is then read without holding its hits (the command line's in-process run writes
    them as they come: issue #10 item 3); other readers pass them on once the document is read.
    """
    options = options or DEFAULT_OPTIONS
    name = os.fspath(path)
    _refuse_archive(name)
    with _binary(name) as stream:  # opened once: sniffed, then read (issue #10 item 5)
        reader, head = _sniff_open(stream, name, options)
        if not reader.readable:
            return skipped_result(name, reader)
        if reader.streamed:
            opened = stream, head
            return _guarded(
                name,
                reader.kind,
                lambda: _extract_text_file(name, options, reader.kind, on_hit, opened),
            )
        data, _ = _read_binary(stream, options, name)
    result = _guarded(name, reader.kind, lambda: _extract_known(data, name, reader.kind, options))
    return result if on_hit is None else hand_over(result, on_hit)


def hand_over(result: DocumentResult, on_hit: HitConsumer) -> DocumentResult:
    """``result`` without its hits, each passed to ``on_hit`` first (``extract_path``)."""
    for hit in result.hits:
        on_hit(hit)
    return replace(result, hits=())
