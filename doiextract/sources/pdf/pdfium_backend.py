"""The pdfium backend (pypdfium2): page text and link annotation URIs, fast.

Takes a PDF's bytes; returns a :class:`~doiextract.sources.pdf.PdfContent`. pdfium tries the
empty password itself, so an owner-password-only PDF opens; a user password gives
:class:`EncryptedDocumentError`. Any other failure is a :class:`CorruptDocumentError` (the
``auto`` backend then tries pdfminer.six).

Won't: read metadata (the package does that), OCR.
"""

from __future__ import annotations

import ctypes
from codecs import decode

from doiextract.errors import CorruptDocumentError, EncryptedDocumentError
from doiextract.sources.pdf import Deadline, PdfContent, PdfPage, normalize_page_text

__all__ = ["read"]

#: The size of the buffer a link's URI is read into first (a longer one is read again).
_URI_BUFFER = 2048


class _Links:
    """Reads the URIs of a page's link annotations (``/A << /S /URI /URI (...) >>``), made once
    per document: its enumeration position, link handle, their ``byref`` and the URI buffer are
    reused from page to page (most URIs take one call to read: their size and bytes at once)."""

    __slots__ = ("_buffer", "_link", "_link_ref", "_position", "_position_ref")

    def __init__(self) -> None:
        from pypdfium2 import raw

        self._position = ctypes.c_int(0)
        self._link = raw.FPDF_LINK()
        self._position_ref = ctypes.byref(self._position)
        self._link_ref = ctypes.byref(self._link)
        self._buffer: ctypes.Array[ctypes.c_char] | None = None

    def read(self, document: object, page: object) -> tuple[str, ...]:
        from pypdfium2 import raw

        enumerate_, get_action = raw.FPDFLink_Enumerate, raw.FPDFLink_GetAction
        get_uri = raw.FPDFAction_GetURIPath
        position, link, buffer = self._position, self._link, self._buffer
        position.value = 0
        links: list[str] = []
        while enumerate_(page, self._position_ref, self._link_ref):
            action = get_action(link)
            if not action:
                continue
            if buffer is None:
                buffer = self._buffer = ctypes.create_string_buffer(_URI_BUFFER)
            # 0 for an action of another type: FPDFAction_GetURIPath asks FPDFAction_GetType
            # itself (fpdfsdk/fpdf_doc.cpp), so that is no call of its own here
            size = get_uri(document, action, buffer, _URI_BUFFER)
            if size <= 1:
                continue
            if size > _URI_BUFFER:  # too long for the buffer: pdfium wrote nothing, read again
                longer = ctypes.create_string_buffer(size)
                get_uri(document, action, longer, size)
                data = ctypes.string_at(longer, size - 1)
            else:
                data = ctypes.string_at(buffer, size - 1)
            # the URI is 7-bit ASCII by the PDF spec (12.6.4.7); be lenient with real files
            links.append(data.decode("utf-8", errors="replace"))
        return tuple(links)


def _page_links(document: object, page: object) -> tuple[str, ...]:
    """URIs of the page's link annotations (one page: ``read`` keeps a ``_Links`` per document)."""
    return _Links().read(document, page)


def _page_text(textpage: object) -> str:
    """All the text of a text page, as pypdfium2 5's ``PdfTextPage.get_text_range()`` gives it:
    the range is narrowed to its first and last char that has a text index (pdfium can exclude
    chars; reading past the range is crbug.com/pdfium/2079), read as UTF-16 and decoded with
    ``errors="ignore"``. The same calls without its helper objects (pypdfium2 4.28-4.x gave the
    bounded text for the default range instead)."""
    from pypdfium2 import PdfiumError, raw

    count = raw.FPDFText_CountChars(textpage)
    if count == -1:
        raise PdfiumError("Failed to get character count.")
    first, last = 0, count - 1
    while first <= last and raw.FPDFText_GetTextIndexFromCharIndex(textpage, first) == -1:
        first += 1
    if first > last:
        return ""
    while raw.FPDFText_GetTextIndexFromCharIndex(textpage, last) == -1:
        last -= 1  # ends at `first` at the latest, which has a text index
    start = raw.FPDFText_GetTextIndexFromCharIndex(textpage, first)
    end = raw.FPDFText_GetTextIndexFromCharIndex(textpage, last)
    size = end + 2 - start  # including the NUL terminator
    buffer = (ctypes.c_ushort * size)()
    written = raw.FPDFText_GetText(textpage, first, last + 1 - first, buffer)
    if written > size:  # pypdfium2 asserts this too: pdfium wrote past the buffer
        raise PdfiumError(f"Buffer too small: {size} vs {written}")
    return decode(memoryview(buffer)[: written - 1], "utf-16-le", errors="ignore")


def _read_page(
    document: object, index: int, links: _Links | None = None
) -> tuple[str, tuple[str, ...]]:
    """One page's raw text and link URIs. Raw pdfium handles, closed here: pypdfium2's page
    and text page objects cost ~8% of the text extraction itself (a finalizer and weak
    references per object), and these never leave this function."""
    from pypdfium2 import PdfiumError, raw

    page = raw.FPDF_LoadPage(document, index)
    if not page:
        raise PdfiumError("Failed to load page.")
    try:
        textpage = raw.FPDFText_LoadPage(page)
        if not textpage:
            raise PdfiumError("Failed to load text page.")
        try:
            text = _page_text(textpage)
        finally:
            raw.FPDFText_ClosePage(textpage)
        return text, (links or _Links()).read(document, page)
    finally:
        raw.FPDF_ClosePage(page)


def read(data: bytes, source: str, deadline: Deadline) -> PdfContent:
    import pypdfium2 as pdfium

    try:
        document = pdfium.PdfDocument(data)
    except pdfium.PdfiumError as err:
        if "password" in str(err).lower():
            raise EncryptedDocumentError(
                source, "the PDF is encrypted and the empty password does not open it"
            ) from err
        raise CorruptDocumentError(source, f"pdfium cannot open it ({err})") from err
    content = PdfContent(backend="pdfium")
    try:
        handle = document.raw
        count = len(document)
        deadline.check_pages(count)
        content.page_count = count
        reader = _Links()
        for index in range(count):
            deadline.check_time(index + 1)
            raw_text, links = _read_page(handle, index, reader)
            text, unmapped = normalize_page_text(raw_text)
            content.unmapped_glyphs += unmapped
            content.pages.append(PdfPage(index + 1, text, links))
    except pdfium.PdfiumError as err:
        raise CorruptDocumentError(source, f"pdfium failed on a page ({err})") from err
    finally:
        document.close()
    return content
