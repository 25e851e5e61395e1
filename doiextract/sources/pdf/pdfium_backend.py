"""The pdfium backend (pypdfium2): page text and link annotation URIs, fast.

Takes a PDF's bytes; returns a :class:`~doiextract.sources.pdf.PdfContent`. pdfium tries the
empty password itself, so an owner-password-only PDF opens; a user password gives
:class:`EncryptedDocumentError`. Any other failure is a :class:`CorruptDocumentError` (the
``auto`` backend then tries pdfminer.six).

Won't: read metadata (the package does that), OCR.
"""

from __future__ import annotations

import ctypes

from doiextract.errors import CorruptDocumentError, EncryptedDocumentError
from doiextract.sources.pdf import Deadline, PdfContent, PdfPage, normalize_page_text

__all__ = ["read"]

_PDFACTION_URI = 3  # fpdf_doc.h: PDFACTION_URI


#: The size of the buffer a link's URI is read into first (a longer one is read again).
_URI_BUFFER = 2048


def _page_links(document: object, page: object) -> tuple[str, ...]:
    """URIs of the page's link annotations (``/A << /S /URI /URI (...) >>``). One reused
    buffer: most URIs take one call to read (its size and bytes at once)."""
    from pypdfium2 import raw

    links: list[str] = []
    position = ctypes.c_int(0)
    link = raw.FPDF_LINK()
    buffer = None
    while raw.FPDFLink_Enumerate(page, ctypes.byref(position), ctypes.byref(link)):
        action = raw.FPDFLink_GetAction(link)
        if not action or raw.FPDFAction_GetType(action) != _PDFACTION_URI:
            continue
        if buffer is None:
            buffer = ctypes.create_string_buffer(_URI_BUFFER)
        size = raw.FPDFAction_GetURIPath(document, action, buffer, _URI_BUFFER)
        if size <= 1:
            continue
        if size > _URI_BUFFER:  # too long for the buffer: pdfium wrote nothing, read it again
            longer = ctypes.create_string_buffer(size)
            raw.FPDFAction_GetURIPath(document, action, longer, size)
            data = ctypes.string_at(longer, size - 1)
        else:
            data = ctypes.string_at(buffer, size - 1)
        # the URI is 7-bit ASCII by the PDF spec (12.6.4.7); be lenient with real files
        links.append(data.decode("utf-8", errors="replace"))
    return tuple(links)


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
        count = len(document)
        deadline.check_pages(count)
        content.page_count = count
        for index in range(count):
            deadline.check_time(index + 1)
            page = document[index]
            try:
                textpage = page.get_textpage()
                try:
                    raw_text = textpage.get_text_range()
                finally:
                    textpage.close()
                links = _page_links(document, page)
            finally:
                page.close()
            text, unmapped = normalize_page_text(raw_text)
            content.unmapped_glyphs += unmapped
            content.pages.append(PdfPage(index + 1, text, links))
    except pdfium.PdfiumError as err:
        raise CorruptDocumentError(source, f"pdfium failed on a page ({err})") from err
    finally:
        document.close()
    return content
