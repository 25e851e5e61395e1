"""PDF reader: a PDF's bytes to :class:`~doiextract.sources.Segment` s, one backend interface.

Takes the bytes of a PDF; gives a :class:`PdfContent`: per page its text and the URIs of its
link annotations, plus the document metadata (Info dictionary and XMP). ``pdf_segments`` turns
that into segments for the scanner:

- ``metadata`` (page ``None``): each Info entry and each XMP property (``doi``, ``prism:doi``,
  ``dc:identifier``, ``Subject``, ...) as its own segment, bar the journal's own DOI
  (``WPS-JOURNALDOI``);
- per page (1-based): the page text (element ``text``), then each link annotation's URI
  (element ``annotation``) that may hold a DOI -- on real papers many DOIs exist only behind
  a link (issue #3).

Backends (``Options.pdf_backend``): ``pdfium`` (pypdfium2, fast), ``pdfminer`` (pdfminer.six,
pure Python), ``auto`` = pdfium, falling back to pdfminer when pdfium cannot read the file.
Metadata is read with pdfminer's parser in both cases (it lists every Info key and gives the
XMP stream; opening a document costs about a millisecond).

Page text is normalised for the scanner: line ends become ``\\n`` with the spaces before them
dropped (pdfium writes ``" \\r\\n"``; a trailing space would hide a line break from the SPEC §5
join), pdfium's hyphenation mark U+FFFE becomes the printed ``-`` plus a line break again, and
pdfminer's ``(cid:N)`` placeholders for glyphs without a Unicode mapping become a space (an
unknown character ends a DOI rather than corrupt it; a warning counts them). Ligatures, soft
hyphens and typographic hyphens are left to the scanner (SPEC §4).

Limits: ``Options.max_pages`` (more pages: :class:`LimitExceededError`), ``Options.timeout``
(checked between pages), ``Options.max_bytes``. Errors: :class:`EncryptedDocumentError` when the
empty password does not open the file, :class:`CorruptDocumentError` when no backend can read
it. A PDF without a text layer gives a warning, not silence.

Won't: OCR, find DOIs, decide the document's own DOI (``doiextract.own_doi``). Not a stable API.
"""

from __future__ import annotations

import io
import re
import time
from collections.abc import Iterator
from dataclasses import dataclass, field

from doiextract.errors import (
    CorruptDocumentError,
    LimitExceededError,
    UnsupportedSourceError,
)
from doiextract.model import Location
from doiextract.options import DEFAULT_OPTIONS, Options
from doiextract.sources import Segment
from doiextract.sources.pdf.letters import collapse_letter_spacing

__all__ = [
    "BACKENDS",
    "PdfContent",
    "PdfPage",
    "normalize_page_text",
    "pdf_segments",
    "read_metadata",
    "read_pdf",
]

BACKENDS = ("auto", "pdfium", "pdfminer")
_LINE_END_RE = re.compile(r"[ \t]*(?:\r\n|\r|\n)")  # what normalize_page_text does to line ends
_BLANKS_BEFORE_LF_RE = re.compile(r"[ \t]+\n")
_CID_RE = re.compile(r"\(cid:\d+\)")


@dataclass(frozen=True, slots=True)
class PdfPage:
    """One page: its 1-based ``number``, normalised ``text`` and link annotation ``links``."""

    number: int
    text: str
    links: tuple[str, ...] = ()


@dataclass(slots=True)
class PdfContent:
    """What a backend read from one PDF."""

    pages: list[PdfPage] = field(default_factory=list)
    metadata: list[tuple[str, str]] = field(default_factory=list)
    backend: str = ""
    page_count: int = 0
    warnings: list[str] = field(default_factory=list)
    unmapped_glyphs: int = 0


class Deadline:
    """The page and time limits of one document (checked between pages)."""

    def __init__(self, source: str, options: Options) -> None:
        self.source = source
        self.options = options
        self.started = time.monotonic()

    def check_pages(self, count: int) -> None:
        limit = self.options.max_pages
        if limit and count > limit:
            raise LimitExceededError(
                self.source,
                f"{count} pages, more than the page limit of {limit} (Options.max_pages; "
                "0 = no limit)",
            )

    def check_time(self, page: int) -> None:
        timeout = self.options.timeout
        if timeout and time.monotonic() - self.started > timeout:
            raise LimitExceededError(
                self.source,
                f"stopped at page {page}: took longer than the time limit of {timeout:g} s "
                "(Options.timeout)",
            )


def normalize_page_text(text: str) -> tuple[str, int]:
    """Prepare extracted page text for the scanner; returns ``(text, unmapped_glyphs)``.

    >>> normalize_page_text("doi:10.1000/ab\\ufffecd \\r\\nnext (cid:7)x")
    ('doi:10.1000/ab-\\ncd\\nnext  x', 1)
    """
    if "\ufffe" in text:
        # pdfium marks a hyphen at a line end with U+FFFE and removes the break; put back what
        # was printed so the scanner decides (SPEC §5: a hyphen at the break is kept)
        text = text.replace("\ufffe", "-\n")
    # the same as _LINE_END_RE.sub("\n", text), cheaper: line ends become "\n" by str.replace
    # (pdfium ends every line with " \r\n"), then the one space pdfium leaves before each "\n"
    # goes by str.replace too, and only longer runs of blanks need the regex
    # (a one-character test is ~10x cheaper than a search for two: a lone "\r" and a tab are
    # rare, so the passes for them are asked first)
    if "\r" in text:
        text = text.replace("\r\n", "\n")
        if "\r" in text:
            text = text.replace("\r", "\n")
    text = text.replace(" \n", "\n")
    if " \n" in text or ("\t" in text and "\t\n" in text):
        text = _BLANKS_BEFORE_LF_RE.sub("\n", text)
    unmapped = 0
    if "(cid:" in text:
        text, unmapped = _CID_RE.subn(" ", text)
    # a letter-spaced DOI ("1 0 . 1 0 1 6 / S 0 1 6 5") joined back (issue #9, SPEC §5)
    return collapse_letter_spacing(text.replace("\x00", "")), unmapped


def _decode_pdf_string(value: object) -> str | None:
    from pdfminer.psparser import PSLiteral
    from pdfminer.utils import decode_text

    if isinstance(value, bytes):
        return decode_text(value)
    if isinstance(value, str):
        return value
    if isinstance(value, PSLiteral):
        return str(value.name)
    return None


def _xmp_properties(packet: bytes) -> list[tuple[str, str]]:
    """``(prefix:name, text)`` of every XMP property whose text may hold a DOI (an element's
    text, ``_may_hold_doi``; an attribute's value with ``10.``)."""
    from lxml import etree

    parser = etree.XMLParser(
        recover=True, resolve_entities=False, no_network=True, remove_comments=True
    )
    try:
        root = etree.fromstring(packet.strip(), parser)
    except (etree.LxmlError, ValueError):
        return []
    if root is None:
        return []
    out: list[tuple[str, str]] = []
    for element in root.iter():
        if not isinstance(element.tag, str):
            continue
        for name, value in element.attrib.items():
            if "10." in value:
                out.append((_qualified(element, str(name)), str(value)))
        text = (element.text or "").strip()
        if text and _may_hold_doi(text):
            out.append((_qualified(element, element.tag), text))
    return out


def _may_hold_doi(text: str) -> bool:
    """Whether ``text`` may hold a DOI: each of the scanner's anchors starts with ``10``
    (``syntax.ANCHOR_RE``), or with a full-width form folded to it (non-ASCII); text without
    one gives no hit, in ``pdf_segments`` nor ``own_doi``. An XMP packet of thousands of
    properties (a PDF/A extension schema, an edit history) then costs no prefix lookup
    (``_qualified``, a namespace map per element) for those that hold none, and a link to a
    journal's home page no scan."""
    return "10" in text or not text.isascii()


def _qualified(element: object, tag: str) -> str:
    if not tag.startswith("{"):
        return tag
    namespace, _, local = tag[1:].partition("}")
    nsmap = getattr(element, "nsmap", {})
    for prefix, uri in nsmap.items():
        if uri == namespace and prefix:
            return f"{prefix}:{local}"
    return local


def read_metadata(data: bytes) -> list[tuple[str, str]]:
    """The Info dictionary entries and the XMP properties that may hold a DOI
    (``_xmp_properties``) of a PDF, as ``(key, text)`` pairs.

    Best effort: a file pdfminer cannot parse gives ``[]`` (the page reader reports errors).
    """
    from pdfminer.pdfparser import PDFParser
    from pdfminer.pdftypes import PDFStream, resolve1

    from doiextract.sources.pdf.xref import FastXrefDocument

    out: list[tuple[str, str]] = []
    try:
        document = FastXrefDocument(PDFParser(io.BytesIO(data)), data)
        for info in document.info:
            for key, value in info.items():
                text = _decode_pdf_string(resolve1(value))
                if text and text.strip():
                    out.append((str(key), text))
        stream = resolve1(document.catalog.get("Metadata"))
        if isinstance(stream, PDFStream):
            out += _xmp_properties(stream.get_data())
    except Exception:
        return out
    return out


def _read_with(backend: str, data: bytes, source: str, options: Options) -> PdfContent:
    deadline = Deadline(source, options)
    if backend == "pdfium":
        from doiextract.sources.pdf import pdfium_backend

        return pdfium_backend.read(data, source, deadline)
    from doiextract.sources.pdf import pdfminer_backend

    return pdfminer_backend.read(data, source, deadline)


def read_pdf(data: bytes, source: str = "<bytes>", options: Options | None = None) -> PdfContent:
    """Read a PDF's pages, link annotations and metadata with the chosen backend.

    With ``pdf_backend="auto"``, a file pdfium cannot read is read again with pdfminer.six
    (and the result carries a warning saying so). Raises :class:`EncryptedDocumentError`,
    :class:`CorruptDocumentError` or :class:`LimitExceededError`.
    """
    options = options or DEFAULT_OPTIONS
    backend = options.pdf_backend
    if backend not in BACKENDS:
        raise UnsupportedSourceError(
            source, f"unknown PDF backend {backend!r}; use one of {', '.join(BACKENDS)}"
        )
    if options.max_bytes and len(data) > options.max_bytes:
        raise LimitExceededError(
            source, f"{len(data)} bytes, more than the size limit of {options.max_bytes}"
        )
    if backend == "auto":
        try:
            content = _read_with("pdfium", data, source, options)
        except CorruptDocumentError as err:
            try:
                content = _read_with("pdfminer", data, source, options)
            except CorruptDocumentError as second:
                raise CorruptDocumentError(
                    source,
                    f"not a readable PDF (pdfium: {_reason(err)}; pdfminer.six: {_reason(second)})",
                ) from second
            content.warnings.append(
                f"pdfium could not read the file ({_reason(err)}); read with pdfminer.six"
            )
    else:
        content = _read_with(backend, data, source, options)
    content.metadata = read_metadata(data)
    if content.unmapped_glyphs:
        content.warnings.append(
            f"{content.unmapped_glyphs} glyph(s) without a Unicode mapping ((cid:N)); "
            "a DOI printed with them may be cut short"
        )
    if content.page_count and not any(page.text.strip() for page in content.pages):
        content.warnings.append(
            f"no text layer: none of the {content.page_count} page(s) has text (a scanned "
            "document?); only links and metadata were searched -- run OCR first "
            "(e.g. ocrmypdf) to find printed DOIs"
        )
    return content


def _reason(err: Exception) -> str:
    text = str(err)
    source = getattr(err, "source", None)
    if source and text.startswith(f"{source}: "):
        return text[len(source) + 2 :]
    return text


#: A metadata key that names the journal's own DOI (Wiley's Info entry ``WPS-JOURNALDOI``:
#: ``10.1002/(ISSN)1097-0177``), not a DOI the document prints or cites: not searched (issue #9).
_JOURNAL_KEY_RE = re.compile(r"journal[-_ ]?doi", re.IGNORECASE)


def pdf_segments(content: PdfContent, source: str) -> Iterator[Segment]:
    """The segments of a read PDF: metadata first, then per page its text and links."""
    for key, value in content.metadata:
        if "10." in value and not _JOURNAL_KEY_RE.search(key):
            yield Segment(value, Location(source, None, "metadata"))
    for page in content.pages:
        yield Segment(page.text, Location(source, page.number, "text"))
        for uri in page.links:
            # (a link without "10" holds no DOI: most of a paper's links are not scanned)
            if _may_hold_doi(uri):
                yield Segment(uri, Location(source, page.number, "annotation"))
