"""The pdfium backend reads pages through raw pdfium handles, not pypdfium2's page and text page
objects (issue #10.6: their finalizers cost a few % of the text extraction). The text must be
pypdfium2's own ``PdfTextPage.get_text_range`` of the whole page (``get_text_range(0, n)``: the
same in pypdfium2 4 and 5; 4.28-4.x gave the bounded text for ``get_text_range()``), including
its narrowing of the range to the chars that have a text index (crbug.com/pdfium/2079)."""

from __future__ import annotations

import io
from collections.abc import Iterator
from pathlib import Path

import pypdfium2 as pdfium
import pytest
from pypdfium2 import raw
from reportlab.pdfgen.canvas import Canvas

from doiextract.sources.pdf import pdfium_backend

from .helpers import SHARED

REPO = Path(__file__).resolve().parents[2]
PDFS = sorted((REPO / "corpora").rglob("*.pdf")) + sorted(SHARED.rglob("*.pdf"))


def _helper_pages(document: pdfium.PdfDocument) -> Iterator[tuple[str, tuple[str, ...]]]:
    for index in range(len(document)):
        page = document[index]
        textpage = page.get_textpage()
        text = textpage.get_text_range(0, textpage.count_chars())
        textpage.close()
        links = pdfium_backend._page_links(document, page)
        page.close()
        yield text, links


def _open(path: Path) -> pdfium.PdfDocument:
    try:
        return pdfium.PdfDocument(path.read_bytes())
    except pdfium.PdfiumError:
        pytest.skip("pdfium cannot open it (the auto backend's pdfminer case)")


@pytest.mark.parametrize("path", PDFS, ids=lambda p: p.name)
def test_every_corpus_page_reads_as_pypdfium2_reads_it(path: Path) -> None:
    document = _open(path)
    try:
        want = list(_helper_pages(document))
        got = [pdfium_backend._read_page(document.raw, i) for i in range(len(document))]
    finally:
        document.close()
    assert got == want


def _two_lines() -> bytes:
    out = io.BytesIO()
    canvas = Canvas(out, invariant=1)
    canvas.drawString(72, 720, "word " * 10 + "10.1000/xyz")
    canvas.drawString(72, 700, "second line 10.1000/abc")
    canvas.showPage()
    canvas.save()
    return out.getvalue()


@pytest.mark.parametrize(("head", "tail"), [(0, 0), (1, 0), (0, 1), (3, 2), (40, 40), (99, 99)])
def test_chars_without_a_text_index_narrow_the_range_as_pypdfium2_does(
    monkeypatch: pytest.MonkeyPatch, head: int, tail: int
) -> None:
    """pdfium excluding chars at either end (no text index): both readers narrow the range the
    same way; all excluded gives ``""``."""
    real = raw.FPDFText_GetTextIndexFromCharIndex
    document = pdfium.PdfDocument(_two_lines())
    try:
        page = document[0]
        textpage = page.get_textpage()
        count = textpage.count_chars()
        assert count > 60

        def excluded_ends(handle: object, index: int) -> int:
            if index < head or index >= count - tail:
                return -1
            return int(real(handle, index))

        monkeypatch.setattr(raw, "FPDFText_GetTextIndexFromCharIndex", excluded_ends)
        want = textpage.get_text_range(0, count)
        textpage.close()
        page.close()
        got, _ = pdfium_backend._read_page(document.raw, 0)
    finally:
        monkeypatch.undo()
        document.close()
    assert got == want
    if head + tail >= count:
        assert got == ""
    elif head or tail:
        assert len(got) < count  # narrowed: fewer chars than the page has
