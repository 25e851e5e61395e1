"""The pdfminer.six backend: page text (with layout analysis, so lines keep their breaks) and
link annotation URIs, in pure Python.

Slower than pdfium (about 6 pages/s on real papers) but always available; the ``auto`` backend
uses it when pdfium cannot read a file. pdfminer tries the empty password; a user password gives
:class:`EncryptedDocumentError`; any other failure of the parser a :class:`CorruptDocumentError`.

Won't: read metadata (the package does that), OCR.
"""

from __future__ import annotations

import io

from doiextract.errors import CorruptDocumentError, EncryptedDocumentError, LimitExceededError
from doiextract.sources.pdf import Deadline, PdfContent, PdfPage, normalize_page_text

__all__ = ["read"]


def _page_links(page: object) -> tuple[str, ...]:
    from pdfminer.pdftypes import resolve1

    links: list[str] = []
    annotations = resolve1(getattr(page, "annots", None)) or []
    if not isinstance(annotations, list):
        return ()
    for reference in annotations:
        annotation = resolve1(reference)
        if not isinstance(annotation, dict):
            continue
        action = resolve1(annotation.get("A"))
        if not isinstance(action, dict):
            continue
        uri = resolve1(action.get("URI"))
        if isinstance(uri, bytes):
            links.append(uri.decode("utf-8", errors="replace"))
        elif isinstance(uri, str):
            links.append(uri)
    return tuple(links)


def read(data: bytes, source: str, deadline: Deadline) -> PdfContent:
    from pdfminer.converter import TextConverter
    from pdfminer.layout import LAParams
    from pdfminer.pdfdocument import PDFDocument, PDFEncryptionError, PDFPasswordIncorrect
    from pdfminer.pdfinterp import PDFPageInterpreter, PDFResourceManager
    from pdfminer.pdfpage import PDFPage
    from pdfminer.pdfparser import PDFParser

    content = PdfContent(backend="pdfminer")
    try:
        document = PDFDocument(PDFParser(io.BytesIO(data)))
        pages = list(PDFPage.create_pages(document))
        deadline.check_pages(len(pages))
        content.page_count = len(pages)
        resources = PDFResourceManager(caching=True)
        output = io.StringIO()
        upright = LAParams()
        # a /Rotate 90 or 270 page: pdfminer.six turns the page, so its lines run vertically
        # and would come out one character per line; read them as vertical text lines there
        sideways = LAParams(detect_vertical=True)
        device = TextConverter(resources, output, laparams=upright)
        interpreter = PDFPageInterpreter(resources, device)
        for number, page in enumerate(pages, 1):
            deadline.check_time(number)
            device.laparams = sideways if page.rotate % 180 else upright
            interpreter.process_page(page)
            text, unmapped = normalize_page_text(output.getvalue())
            output.seek(0)
            output.truncate()
            content.unmapped_glyphs += unmapped
            content.pages.append(PdfPage(number, text.rstrip("\x0c"), _page_links(page)))
        device.close()
    except (PDFPasswordIncorrect, PDFEncryptionError) as err:
        raise EncryptedDocumentError(
            source, f"the PDF is encrypted and the empty password does not open it ({err})"
        ) from err
    except (LimitExceededError, MemoryError, KeyboardInterrupt):
        raise
    except Exception as err:
        raise CorruptDocumentError(
            source, f"pdfminer.six cannot read it ({type(err).__name__}: {err})"
        ) from err
    return content
