"""The pdfium backend reads link URIs into one reused buffer (issue #10.6): a URI longer than
the buffer is read again whole, and every URI comes out as the PDF holds it."""

from __future__ import annotations

import io

from reportlab.pdfgen.canvas import Canvas

from doiextract import extract_pdf
from doiextract.options import DEFAULT_OPTIONS
from doiextract.sources.pdf import Deadline, pdfium_backend, pdfminer_backend
from doiextract.sources.pdf.pdfium_backend import _URI_BUFFER


def pdf_with_links(uris: list[str]) -> bytes:
    out = io.BytesIO()
    canvas = Canvas(out, invariant=1)
    canvas.drawString(72, 720, "links")
    for number, uri in enumerate(uris):
        canvas.linkURL(uri, (72, 700 - 20 * number, 200, 712 - 20 * number), relative=0)
    canvas.showPage()
    canvas.save()
    return out.getvalue()


def test_short_long_and_boundary_uris_are_read_whole() -> None:
    long_tail = "x" * (3 * _URI_BUFFER)
    uris = [
        "https://doi.org/10.1000/short",
        f"https://doi.org/10.1000/{long_tail}",
        "https://doi.org/10.1000/" + "b" * (_URI_BUFFER - 1 - len("https://doi.org/10.1000/")),
        "https://doi.org/10.1000/" + "c" * (_URI_BUFFER - len("https://doi.org/10.1000/")),
        "https://doi.org/10.1000/after",
    ]
    assert len(uris[2]) == _URI_BUFFER - 1  # fills the buffer with its NUL
    assert len(uris[3]) == _URI_BUFFER  # one byte too long: read again
    data = pdf_with_links(uris)
    content = pdfium_backend.read(data, "<t>", Deadline("<t>", DEFAULT_OPTIONS))
    assert content.pages[0].links == tuple(uris)
    # the independent reader agrees
    other = pdfminer_backend.read(data, "<t>", Deadline("<t>", DEFAULT_OPTIONS))
    assert other.pages[0].links == tuple(uris)
    assert "10.1000/short" in {h.doi for h in extract_pdf(data).hits}
