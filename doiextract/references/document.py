"""Reading a reference file to text and writing it back with the same bytes.

``read_document`` takes a path; gives the text plus how to encode it again (encoding and
byte-order mark), checked so that ``encode(text) == the file's bytes``: only then can a file
with nothing to fix come back byte-identical and an edited file differ only where edited.
``choose_format`` picks the reader from ``--type`` or the file name and content.

Won't: decompress, guess a CSV delimiter beyond ``.tsv``/tab counting, edit anything.
"""

from __future__ import annotations

import codecs
import os
from dataclasses import dataclass

from doiextract.errors import DecodeSourceError, SourceReadError, UnsupportedSourceError
from doiextract.references.bibtex import BIBTEX
from doiextract.references.common import ReferenceFormat
from doiextract.references.lines import LinesFormat
from doiextract.references.ris import RIS
from doiextract.references.table import TableFormat
from doiextract.sources.text import sniff_encoding

__all__ = ["FORMAT_NAMES", "STDIN", "Document", "choose_format", "decode_document", "read_document"]

#: The name a reference list read from standard input (``clean -``) is reported under.
STDIN = "<stdin>"

FORMAT_NAMES = ("auto", "bibtex", "ris", "csv", "tsv", "text")
_BOMS = (
    (codecs.BOM_UTF32_LE, "utf-32-le"),
    (codecs.BOM_UTF32_BE, "utf-32-be"),
    (codecs.BOM_UTF8, "utf-8"),
    (codecs.BOM_UTF16_LE, "utf-16-le"),
    (codecs.BOM_UTF16_BE, "utf-16-be"),
)
_EXTENSIONS = {
    ".bib": "bibtex",
    ".bibtex": "bibtex",
    ".ris": "ris",
    ".csv": "csv",
    ".tsv": "tsv",
    ".tab": "tsv",
    ".txt": "text",
}


@dataclass(frozen=True, slots=True)
class Document:
    """A reference file's text and how to turn text back into its bytes."""

    path: str
    text: str
    encoding: str
    bom: bytes = b""

    def encode(self, text: str) -> bytes:
        return self.bom + text.encode(self.encoding)


def read_document(path: str | os.PathLike[str], encoding: str | None = None) -> Document:
    """Read ``path`` (encoding sniffed as for text files, or forced) into a :class:`Document`.

    Raises :class:`SourceReadError` when unreadable, :class:`DecodeSourceError` when the
    bytes are binary or would not be written back identically in any encoding tried.
    """
    name = os.fspath(path)
    try:
        with open(name, "rb") as handle:
            data = handle.read()
    except OSError as err:
        raise SourceReadError(name, err.strerror or str(err)) from err
    return decode_document(data, name, encoding)


def decode_document(data: bytes, name: str = STDIN, encoding: str | None = None) -> Document:
    """A :class:`Document` from bytes already read (standard input: ``clean -``), decoded as
    :func:`read_document` decodes a file's bytes."""
    bom = b""
    if encoding is None:
        for mark, codec in _BOMS:
            if data.startswith(mark):
                bom, encoding = mark, codec
                break
    body = data[len(bom) :]
    candidates = [encoding] if encoding else [sniff_encoding(body[: 1 << 16], name), "latin-1"]
    for codec in candidates:
        try:
            text = body.decode(codec)
        except (UnicodeDecodeError, LookupError):
            continue
        if text.encode(codec) == body:
            return Document(name, text, codec, bom)
    raise DecodeSourceError(
        name, f"cannot read it as {' or '.join(candidates)} without changing bytes; "
        "give --encoding"
    )  # fmt: skip


def choose_format(
    document: Document, kind: str = "auto", column: str | None = None
) -> ReferenceFormat:
    """The reader for ``kind`` (see :data:`FORMAT_NAMES`); ``auto`` looks at the file name,
    then at the content (``@type{`` for BibTeX, ``TY  - `` for RIS), else plain text."""
    if kind == "auto":
        kind = _EXTENSIONS.get(os.path.splitext(document.path)[1].lower(), "")
        if not kind:
            head = document.text[:4096].lstrip("\ufeff \t\r\n")
            if head.startswith("@") or "\n@" in head:
                kind = "bibtex"
            elif head.startswith("TY  -"):
                kind = "ris"
            else:
                kind = "text"
    if kind == "bibtex":
        return BIBTEX
    if kind == "ris":
        return RIS
    if kind in ("csv", "tsv"):
        first_line = document.text.split("\n", 1)[0]
        delimiter = "\t" if kind == "tsv" or first_line.count("\t") > first_line.count(",") else ","
        return TableFormat(delimiter, column)
    if kind == "text":
        return LinesFormat()
    raise UnsupportedSourceError(
        document.path, f"unknown reference format {kind!r}; use one of {', '.join(FORMAT_NAMES)}"
    )
