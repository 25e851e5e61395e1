"""The metadata reader's classic cross-reference tables (issue #10 item 6): ``FastXrefDocument``
gives what pdfminer.six's own ``PDFDocument`` gives (the same entries, trailers, Info and
catalog, the same errors), reading well-formed tables itself and leaving the rest to pdfminer."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from pdfminer.pdfdocument import PDFDocument, PDFXRef
from pdfminer.pdfparser import PDFParser

from doiextract.sources.pdf import read_metadata
from doiextract.sources.pdf.xref import FastXrefDocument, TableXRef, classic_sections

from .helpers import SHARED

REPO = Path(__file__).resolve().parents[2]
PDFS = sorted((REPO / "corpora").rglob("*.pdf")) + sorted(SHARED.rglob("*.pdf"))


def _view(document: PDFDocument) -> list[object]:
    """Everything pdfminer reads from a document's tables: per table its entries (and every
    object number around them, present or not) and trailer; then the Info and catalog."""
    out: list[object] = []
    for xref in document.xrefs:
        ids = list(xref.get_objids())
        out.append((isinstance(xref, PDFXRef), ids, repr(xref.get_trailer())))
        for objid in range(-1, max(ids, default=0) + 3):
            try:
                out.append(xref.get_pos(objid))
            except KeyError:
                out.append(None)
    return [*out, repr(document.info), repr(document.catalog)]


def _read(data: bytes, fast: bool) -> object:
    try:
        parser = PDFParser(io.BytesIO(data))
        document = FastXrefDocument(parser, data) if fast else PDFDocument(parser)
    except Exception as err:  # the same error, or the same result
        return repr(err)
    return _view(document)


def _pdf(
    entry_end: bytes = b" \n", split: int = 0, blank: bytes = b"", header_pad: bytes = b""
) -> bytes:
    """A small PDF whose Info holds a custom ``/doi`` key; its classic table's entries end
    with ``entry_end`` and are cut into two subsections after ``split`` objects (0: one)."""
    body = b"%PDF-1.4\n"
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [] /Count 0 >>",
        b"<< /Title (t) /doi (10.1000/xref.1) >>",
    ]
    offsets = []
    for number, obj in enumerate(objects, 1):
        offsets.append(len(body))
        body += b"%d 0 obj\n" % number + obj + b"\nendobj\n"
    start = len(body)
    entries = [b"0000000000 65535 f" + entry_end]
    entries += [b"%010d 00000 n" % offset + entry_end for offset in offsets]
    table = b"xref\n" + blank
    if split:
        table += b"0 %d" % split + header_pad + b"\n" + b"".join(entries[:split]) + blank
        table += b"%d %d\n" % (split, len(entries) - split) + b"".join(entries[split:])
    else:
        table += b"0 %d" % len(entries) + header_pad + b"\n" + b"".join(entries)
    trailer = b"trailer\n<< /Size 4 /Root 1 0 R /Info 3 0 R >>\nstartxref\n%d\n%%%%EOF\n" % start
    return body + table + blank + trailer


@pytest.mark.parametrize("pdf", PDFS, ids=lambda path: path.name)
def test_every_corpus_pdf_reads_as_with_pdfminer_alone(pdf: Path) -> None:
    data = pdf.read_bytes()
    assert _read(data, fast=True) == _read(data, fast=False)


@settings(max_examples=200, deadline=None)
@given(
    st.sampled_from([b" \n", b" \r", b"\r\n"]),
    st.integers(0, 3),
    st.sampled_from([b"", b"\n", b"\r\n  \n"]),
    st.sampled_from([b"", b" ", b" \t"]),
)
def test_well_formed_tables_are_read_here_with_pdfminers_answers(
    entry_end: bytes, split: int, blank: bytes, header_pad: bytes
) -> None:
    data = _pdf(entry_end, split, blank, header_pad)
    start = data.index(b"xref\n")
    assert classic_sections(data, start) is not None, "read here, not by pdfminer"
    document = FastXrefDocument(PDFParser(io.BytesIO(data)), data)
    assert isinstance(document.xrefs[0], TableXRef)
    assert _view(document) == _read(data, fast=False)
    assert ("doi", "10.1000/xref.1") in read_metadata(data)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        (b" n \n", b" n \r\n"),  # 21-byte entries
        (b"0 4\n", b"0  4\n"),  # two spaces in the header
        (b"0 4\n", b"0\t4\n"),
        (b"0 4\n", b"0 5\n"),  # more entries than the table holds
        (b"0 4\n", b"0 3\n"),  # fewer
        (b"trailer", b"trailor"),  # no trailer
        (b"xref\n", b"xref \n"),
        (b"65535 f", b"65535 F"),
    ],
)
def test_other_tables_are_left_to_pdfminer(old: bytes, new: bytes) -> None:
    good = _pdf()
    data = good.replace(old, new, 1)
    assert data != good
    start = int(data.rsplit(b"startxref\n", 1)[1].split(b"\n", 1)[0])
    assert classic_sections(data, start) is None
    assert _read(data, fast=True) == _read(data, fast=False)


def test_a_later_subsection_wins_and_a_free_entry_there_hides_nothing() -> None:
    data = _pdf()
    start = int(data.rsplit(b"startxref\n", 1)[1].split(b"\n", 1)[0])
    table_end = data.index(b"trailer")
    three = data[start:table_end].split(b"\n")[5]  # object 3's entry (after xref, 0 4, 0, 1, 2)
    extra = b"3 1\n" + three.replace(b" n", b" f") + b"\n" + b"2 1\n0000000009 00000 n \n"
    changed = data[:table_end] + extra + data[table_end:]
    # the offsets after the table moved: startxref still points at the table
    found = classic_sections(changed, start)
    assert found is not None and len(found[0]) == 3
    fast = FastXrefDocument(PDFParser(io.BytesIO(changed)), changed)
    assert fast.xrefs[0].get_pos(2) == (None, 9, 0)  # the later entry
    assert fast.xrefs[0].get_pos(3)[1] == int(three[:10])  # the free entry is skipped
    assert _read(changed, fast=True) == _read(changed, fast=False)


def test_an_incremental_update_reads_both_tables() -> None:
    data = _pdf()
    first = int(data.rsplit(b"startxref\n", 1)[1].split(b"\n", 1)[0])
    info = len(data)
    update = b"3 0 obj\n<< /doi (10.1000/xref.2) >>\nendobj\n"
    start = info + len(update)
    update += b"xref\n3 1\n%010d 00000 n \n" % info
    update += b"trailer\n<< /Size 4 /Root 1 0 R /Info 3 0 R /Prev %d >>\n" % first
    update += b"startxref\n%d\n%%%%EOF\n" % start
    data += update
    document = FastXrefDocument(PDFParser(io.BytesIO(data)), data)
    assert [type(xref) for xref in document.xrefs] == [TableXRef, TableXRef]
    assert _view(document) == _read(data, fast=False)
    assert ("doi", "10.1000/xref.2") in read_metadata(data)
