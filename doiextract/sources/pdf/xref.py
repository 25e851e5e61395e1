"""pdfminer.six's ``PDFDocument`` with a faster reader for classic cross-reference tables.

``read_metadata`` opens every PDF with pdfminer.six to read the Info dictionary and the XMP
packet (pdfium cannot enumerate Info keys, ``/doi``, ``WPS-ARTICLEDOI``, nor read XMP). Most
of that time went to pdfminer reading a classic ``xref`` table line by line (one ``nextline``
per object). ``FastXrefDocument`` checks a well-formed table (entries of exactly 20 bytes, as
PDF 32000-1 7.5.4 requires) with C-level regex passes per subsection and reads an entry only
when pdfminer asks for it (``TableXRef``: the same offsets and trailer as pdfminer's
``PDFXRef``); anything else (a cross-reference stream, an entry of another length, a missing
``trailer``) is read by pdfminer itself, from the start of that section, so the result is what
pdfminer alone gives.

Won't: read objects (pdfminer does, from these offsets).
"""

from __future__ import annotations

import re
from collections.abc import KeysView
from typing import Any

from pdfminer.pdfdocument import PDFBaseXRef, PDFDocument, PDFXRef
from pdfminer.pdfparser import PDFParser
from pdfminer.pdftypes import int_value

__all__ = ["FastXrefDocument", "TableXRef", "classic_sections"]

#: What pdfminer's ``bytes.strip`` removes from a line, without the line ends.
_BLANK = rb"[ \t\x0b\x0c]*"
_EOL = rb"(?:\r\n|\r|\n)"
#: The ``xref`` keyword alone on its line (anything else after it: pdfminer reads the table).
_XREF_RE = re.compile(rb"xref" + _EOL)
_BLANK_LINES_RE = re.compile(rb"(?:" + _BLANK + _EOL + rb")*")
_TRAILER_RE = re.compile(_BLANK + rb"trailer")
#: A subsection header: what pdfminer splits into exactly two integers.
_HEADER_RE = re.compile(_BLANK + rb"([0-9]+) ([0-9]+)" + _BLANK + _EOL)
#: Entries of exactly 20 bytes: offset, generation, ``n``/``f``, a two-byte line end.
_ENTRIES_RE = re.compile(rb"(?:[0-9]{10} [0-9]{5} [nf](?: \r| \n|\r\n))*")
#: An entry in use (found only at entry starts: ten digits occur nowhere else in an entry).
_IN_USE_RE = re.compile(rb"([0-9]{10}) ([0-9]{5}) n")
_ENTRY = 20
_IN_USE = ord("n")

#: A subsection of a classic table: first object number, count, where its entries start.
Section = tuple[int, int, int]


def classic_sections(data: bytes, start: int) -> tuple[list[Section], int] | None:
    """The subsections of the classic table at ``start`` and where its ``trailer`` line starts;
    ``None`` unless the table is exactly of the form read here (entries checked, not read)."""
    match = _XREF_RE.match(data, start)
    if match is None:
        return None
    position = match.end()
    sections: list[Section] = []
    while True:
        blank = _BLANK_LINES_RE.match(data, position)  # always matches (maybe empty)
        position = blank.end() if blank else position
        if _TRAILER_RE.match(data, position):
            return sections, position
        header = _HEADER_RE.match(data, position)
        if header is None:
            return None
        first, count = int(header[1]), int(header[2])
        position = header.end()
        end = position + _ENTRY * count
        entries = _ENTRIES_RE.match(data, position, end)
        if end > len(data) or entries is None or entries.end() != end:
            return None
        sections.append((first, count, position))
        position = end


class TableXRef(PDFXRef):
    """A checked classic table whose entries are read when asked for: ``get_pos`` finds an
    object's entry by arithmetic (pdfminer reads three objects or so, of thousands). The same
    answers as pdfminer's ``PDFXRef``: a later subsection wins, a free entry is no entry."""

    def __init__(self, data: bytes, sections: list[Section]) -> None:
        self.trailer: dict[str, Any] = {}
        self._data = data
        self._sections = sections

    @property  # pdfminer's attribute, computed here
    def offsets(self) -> dict[int, tuple[int | None, int, int]]:  # type: ignore[override]
        """Every entry in use, as pdfminer's ``PDFXRef.offsets`` (built on each call)."""
        offsets: dict[int, tuple[int | None, int, int]] = {}
        for first, count, position in self._sections:
            for entry in _IN_USE_RE.finditer(self._data, position, position + _ENTRY * count):
                offset, generation = int(entry[1]), int(entry[2])
                offsets[first + (entry.start() - position) // _ENTRY] = (None, offset, generation)
        return offsets

    def get_objids(self) -> KeysView[int]:
        return self.offsets.keys()

    def get_pos(self, objid: int) -> tuple[int | None, int, int]:
        for first, count, position in reversed(self._sections):
            if first <= objid < first + count:
                at = position + _ENTRY * (objid - first)
                if self._data[at + 17] == _IN_USE:
                    return None, int(self._data[at : at + 10]), int(self._data[at + 11 : at + 16])
        raise KeyError(objid)


class FastXrefDocument(PDFDocument):
    """``PDFDocument`` over ``data`` (the bytes its parser reads) that reads well-formed classic
    cross-reference tables as ``TableXRef``."""

    def __init__(self, parser: PDFParser, data: bytes) -> None:
        self._data = data
        super().__init__(parser)

    def read_xref_from(self, parser: PDFParser, start: int, xrefs: list[PDFBaseXRef]) -> None:
        found = classic_sections(self._data, start)
        if found is None:
            super().read_xref_from(parser, start, xrefs)
            return
        sections, trailer_line = found
        xref = TableXRef(self._data, sections)
        parser.seek(trailer_line)
        xref.load_trailer(parser)
        # from here as pdfminer's read_xref_from: the hybrid stream, then the previous table
        xrefs.append(xref)
        trailer = xref.get_trailer()
        if "XRefStm" in trailer:
            self.read_xref_from(parser, int_value(trailer["XRefStm"]), xrefs)
        if "Prev" in trailer:
            self.read_xref_from(parser, int_value(trailer["Prev"]), xrefs)
