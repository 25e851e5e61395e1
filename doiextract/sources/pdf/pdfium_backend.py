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


def _page_links(document: object, page: object) -> tuple[str, ...]:
    """URIs of the page's link annotations (``/A << /S /URI /URI (...) >>``). One reused
    buffer: most URIs take one call to read (its size and bytes at once). Per link, the
    calls and ``byref`` s are made once a page: pdfium's parse of each annotation on
    ``FPDFLink_Enumerate`` is most of the time, and ~12,500 links over 51 papers pay the rest
    per call."""
    from pypdfium2 import raw

    links: list[str] = []
    position = ctypes.c_int(0)
    link = raw.FPDF_LINK()
    at, handle = ctypes.byref(position), ctypes.byref(link)
    enumerate_, get_action, get_uri = (
        raw.FPDFLink_Enumerate,
        raw.FPDFLink_GetAction,
        raw.FPDFAction_GetURIPath,
    )
    string_at = ctypes.string_at
    buffer = None
    while enumerate_(page, at, handle):
        action = get_action(link)
        if not action:
            continue
        if buffer is None:
            buffer = ctypes.create_string_buffer(_URI_BUFFER)
        # 0 for an action of another type: FPDFAction_GetURIPath asks FPDFAction_GetType
        # itself (fpdfsdk/fpdf_doc.cpp), so that is no call of its own here
        size = get_uri(document, action, buffer, _URI_BUFFER)
        if size <= 1:
            continue
        if size > _URI_BUFFER:  # too long for the buffer: pdfium wrote nothing, read it again
            longer = ctypes.create_string_buffer(size)
            get_uri(document, action, longer, size)
            data = string_at(longer, size - 1)
        else:
            data = string_at(buffer, size - 1)
        # the URI is 7-bit ASCII by the PDF spec (12.6.4.7); be lenient with real files
        links.append(data.decode("utf-8", errors="replace"))
    return tuple(links)


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


def _read_page(document: object, index: int) -> tuple[str, tuple[str, ...]]:
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
        return text, _page_links(document, page)
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
        for index in range(count):
            deadline.check_time(index + 1)
            raw_text, links = _read_page(handle, index)
            text, unmapped = normalize_page_text(raw_text)
            content.unmapped_glyphs += unmapped
            content.pages.append(PdfPage(index + 1, text, links))
    except pdfium.PdfiumError as err:
        raise CorruptDocumentError(source, f"pdfium failed on a page ({err})") from err
    finally:
        document.close()
    return content
