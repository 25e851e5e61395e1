"""The one reader table: which reader reads a document, chosen by its first bytes and its name.

Every part of doiextract that decides how a document is read asks this table: the library
(``extract_path``, ``extract_bytes``, ``iter_document_candidates``), the command line
(``--type``), corpus runs (``bulk.inputs.guess_kind``), the Dask engine (batch sizes) and the
own-DOI finder (file-name extensions). Each row is a :class:`Reader`: its ``kind``, its file
``extensions``, a ``magic`` test of the first bytes, and the functions that read it; a row with
``skip`` has no reader, and a file of that kind becomes a ``skipped`` record with that reason
(images, office documents, other binary data: issue #11 item 2), not an error.

How a file's reader is chosen (``sniff``): the ``magic`` tests of the rows, in table order
(PDF, HTML, XML, images, office files); then the name's extension (``.gz`` stripped: gzip is
decompressed before sniffing; not for PDF and images, whose magic is authoritative), for data
that is not binary (or for a kind that is skipped anyway); then data that is not text
(``sources.text.sniff_encoding`` refuses it: NULs or many control bytes) is ``binary``; else
``text``. ``Options.source_type`` (``--type``) bypasses all of this and forces a reader.

Adding a format is one module and one row. The module gives the document's text as
:class:`~doiextract.sources.Segment` s; the row names it::

    # doiextract/sources/rtf.py
    def rtf_segments(data: bytes, name: str, options: Options) -> list[Segment]:
        ...

    # READERS, below
    Reader("rtf", (".rtf",), magic=lambda head: head.startswith(b"{\\\\rtf"),
           segments="doiextract.sources.rtf:rtf_segments"),

A row with ``segments`` only is read by the generic document reader
(``extract.read_segments_document``: each segment scanned, the own DOI from the file name);
``read`` names a function ``(data, name, options) -> DocumentResult`` for a format that does
more (PDF reconciles link annotations, HTML and XML know their own DOI). Functions are named
as ``"module:function"`` and imported on first use, so ``import doiextract`` stays light.

Won't: read anything itself; list archives (``bulk.inputs``: tar and zip members are
documents, each sniffed here).
"""

from __future__ import annotations

import codecs
import importlib
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from doiextract.errors import DecodeSourceError, UnsupportedSourceError

__all__ = [
    "ARCHIVE_SUFFIXES",
    "COMPRESSION_SUFFIXES",
    "FORCEABLE_KINDS",
    "KNOWN_EXTENSIONS",
    "READERS",
    "Reader",
    "is_archive",
    "kind_for_name",
    "looks_like_xml",
    "reader_for",
    "sniff",
    "strip_compression",
]


@dataclass(frozen=True, slots=True)
class Reader:
    """One row of the reader table (see the module docstring).

    ``kind`` is the name in records (``DocumentResult.kind``) and for ``--type``;
    ``extensions`` are lower-case file-name endings (without ``.gz``); ``magic`` tells the
    kind from the first bytes (up to ``SNIFF_SIZE``, gzip already decompressed); ``read`` and
    ``segments`` name the reader functions (``"module:function"``); ``streamed`` kinds are
    read from a text stream with bounded memory (``extract`` handles them); ``skip`` is the
    reason a file of this kind is skipped (no reader). ``by_name`` says whether the
    extensions choose this reader for content that no ``magic`` recognised: not for PDF or
    images, whose magic is always there (a ``notes.pdf`` holding text is text), but the
    extensions still name the kind of a record never read (``kind_for_name``).
    """

    kind: str
    extensions: tuple[str, ...] = ()
    magic: Callable[[bytes], bool] | None = None
    read: str | None = None
    segments: str | None = None
    streamed: bool = False
    skip: str | None = None
    by_name: bool = True

    @property
    def readable(self) -> bool:
        """True when a reader handles this kind (not a ``skip`` row)."""
        return self.skip is None

    def function(self, which: str) -> Callable[..., Any]:
        """The ``read`` or ``segments`` function of this row, imported on first use."""
        target = self.read if which == "read" else self.segments
        if target is None:
            raise UnsupportedSourceError(self.kind, f"no {which} function for this kind")
        module, _, name = target.partition(":")
        return getattr(importlib.import_module(module), name)  # type: ignore[no-any-return]


def _is_pdf(head: bytes) -> bool:
    # readers accept the header anywhere in the first 1024 bytes (PDF 32000-1 §7.5.2 note)
    return b"%PDF-" in head[:1024]


def _is_html(head: bytes) -> bool:
    from doiextract.sources.html import looks_like_html

    return looks_like_html(head)


# an XML declaration, a DOCTYPE (HTML's were taken by the HTML row), or the root element of a
# JATS/NLM article, a Crossref deposit or a DataCite record
_XML_SNIFF_RE = re.compile(
    rb"\A(?:\xef\xbb\xbf)?[\t\n\r ]*(?:<\?xml[\t\n\r ]|<!DOCTYPE[\t\n\r ]+[A-Za-z_]"
    rb"|<(?:[A-Za-z_][\w.-]*:)?(?:article|doi_batch|resource)[\t\n\r />])"
)


def looks_like_xml(head: bytes) -> bool:
    """True when the first bytes of a file read as XML: ``<?xml``, a ``<!DOCTYPE``, or the
    root element of a JATS article, a Crossref deposit or a DataCite record.

    >>> looks_like_xml(b'<?xml version="1.0"?><article>'), looks_like_xml(b"<article ")
    (True, True)
    >>> looks_like_xml(b"doi:10.1000/1 <article>")
    False
    """
    if head.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        head = head[:2048].decode("utf-16", errors="replace").encode("utf-8")
    return _XML_SNIFF_RE.match(head[:1024]) is not None


_IMAGE_MAGIC = (
    b"\x89PNG\r\n\x1a\n",
    b"\xff\xd8\xff",  # JPEG
    b"GIF87a",
    b"GIF89a",
    b"II*\x00",  # TIFF, little-endian
    b"MM\x00*",  # TIFF, big-endian
    b"\x00\x00\x01\x00",  # ICO
)


def _is_image(head: bytes) -> bool:
    if head.startswith(_IMAGE_MAGIC):
        return True
    return head[:4] == b"RIFF" and head[8:12] == b"WEBP"


_OLE_MAGIC = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"  # old Office (.doc, .xls, .ppt), .msg


def _is_office(head: bytes) -> bool:
    """An OLE compound file, or a zip whose first member is an OOXML/ODF part."""
    if head.startswith(_OLE_MAGIC):
        return True
    if not head.startswith(b"PK\x03\x04"):
        return False
    # ODF stores "mimetype" first; OOXML "[Content_Types].xml", "_rels/", "docProps/" or its
    # parts first, and names "[Content_Types].xml" among its first members
    first = head[30:80]
    if first.startswith((b"mimetype", b"[Content_Types].xml", b"_rels/", b"docProps/")):
        return True
    return first.startswith((b"word/", b"xl/", b"ppt/")) or b"[Content_Types].xml" in head


#: Every reader, in the order their ``magic`` tests are tried (see the module docstring).
READERS: tuple[Reader, ...] = (
    Reader(
        "pdf",
        (".pdf",),
        magic=_is_pdf,
        by_name=False,
        read="doiextract.extract:read_pdf_document",
        segments="doiextract.extract:pdf_document_segments",
    ),
    Reader(
        "html",
        (".html", ".htm", ".xhtml"),
        magic=_is_html,
        read="doiextract.extract:read_html_document",
        segments="doiextract.sources.html:html_segments",
    ),
    Reader(
        "xml",
        (".xml", ".nxml", ".jats"),
        magic=looks_like_xml,
        read="doiextract.extract:read_xml_document",
        segments="doiextract.sources.xml:xml_segments",
    ),
    Reader("csv", (".csv",), streamed=True),
    Reader("tsv", (".tsv", ".tab"), streamed=True),
    Reader("text", (".txt", ".text", ".md", ".rst", ".tex", ".bib", ".ris"), streamed=True),
    Reader(
        "image",
        (".png", ".jpg", ".jpeg", ".gif", ".tif", ".tiff", ".webp", ".bmp", ".ico", ".svgz"),
        magic=_is_image,
        by_name=False,
        skip="image: no reader for images (DOIs are read from text, HTML, XML and PDF)",
    ),
    Reader(
        "office",
        (".docx", ".xlsx", ".pptx", ".odt", ".ods", ".odp", ".doc", ".xls", ".ppt"),
        magic=_is_office,
        skip="office document: no reader (save it as PDF, HTML or text)",
    ),
    Reader(
        "archive",
        (".zip", ".tar", ".tgz", ".tbz2", ".txz", ".7z", ".rar"),
        magic=lambda head: head.startswith(b"PK\x03\x04") or head[257:262] == b"ustar",
        skip="archive: not opened here (operands named .zip, .tar, .tar.gz... are read member "
        "by member; an archive inside one is not)",
    ),
    Reader("binary", skip="binary data, not text (--type text --encoding latin-1 reads it)"),
)

#: Kinds that ``Options.source_type`` / ``--type`` can force (``auto``: sniff).
FORCEABLE_KINDS: tuple[str, ...] = ("auto", *(r.kind for r in READERS if r.readable))

#: Endings that mean "compressed": stripped before the extension is looked up.
COMPRESSION_SUFFIXES = (".gz",)

#: File names read as archives (tar, compressed tar, zip): their members are the documents
#: (``bulk.inputs`` lists them; ``extract_archive``).
ARCHIVE_SUFFIXES = (
    ".tar",
    ".tar.gz",
    ".tgz",
    ".tar.bz2",
    ".tbz2",
    ".tar.xz",
    ".txz",
    ".zip",
)


def is_archive(name: str) -> bool:
    """True for a file name read as an archive (``ARCHIVE_SUFFIXES``).

    >>> is_archive("pmc/oa_comm_xml.PMC000xxxxxx.baseline.tar.gz"), is_archive("a.txt.gz")
    (True, False)
    """
    return name.lower().endswith(ARCHIVE_SUFFIXES)


#: Every extension of the table (readable or skipped), e.g. to strip one from a file name.
KNOWN_EXTENSIONS: tuple[str, ...] = tuple(e for r in READERS for e in r.extensions)


def reader_for(kind: str) -> Reader:
    """The row of ``kind``; :class:`~doiextract.errors.UnsupportedSourceError` for an unknown
    kind."""
    for reader in READERS:  # a short table: read at each call, so a row added is seen
        if reader.kind == kind:
            return reader
    known = ", ".join(FORCEABLE_KINDS)
    raise UnsupportedSourceError(kind, f"unknown type; use {known}")


def strip_compression(name: str) -> str:
    """``name`` lower-cased, without a compression ending (``a.PDF.gz`` -> ``a.pdf``)."""
    lowered = name.lower()
    for suffix in COMPRESSION_SUFFIXES:
        lowered = lowered.removesuffix(suffix)
    return lowered


def _by_extension(name: str, sniffing: bool = False) -> Reader | None:
    lowered = strip_compression(name)
    for reader in READERS:
        if reader.extensions and lowered.endswith(reader.extensions):
            return reader if reader.by_name or not sniffing else None
    return None


def kind_for_name(name: str) -> str:
    """The kind a file name suggests, for records of documents that were never read.

    >>> kind_for_name("a/b.PDF.gz"), kind_for_name("x.nxml"), kind_for_name("fig1.jpg")
    ('pdf', 'xml', 'image')
    >>> kind_for_name("notes")
    'text'
    """
    reader = _by_extension(name)
    return reader.kind if reader is not None else "text"


def _is_binary(head: bytes) -> bool:
    from doiextract.sources.text import sniff_encoding

    try:
        sniff_encoding(head)
    except DecodeSourceError:
        return True
    return False


def sniff(head: bytes, name: str = "") -> Reader:
    """The row that reads a document starting with ``head`` (its first bytes, gzip already
    decompressed) and named ``name`` (see the module docstring for the order).

    >>> [sniff(h, n).kind for h, n in ((b"%PDF-1.7", ""), (b"<?xml version='1.0'?>", ""),
    ...     (b"\\x89PNG\\r\\n\\x1a\\n", "x.txt"), (b"a,b", "t.csv"), (b"\\x00\\x01", ""))]
    ['pdf', 'xml', 'image', 'csv', 'binary']
    """
    for reader in READERS:
        if reader.magic is not None and reader.magic(head):
            return reader
    binary = _is_binary(head)
    by_name = _by_extension(name, sniffing=True)
    if by_name is not None and (not binary or not by_name.readable):
        return by_name
    return reader_for("binary" if binary else "text")
