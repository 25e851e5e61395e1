"""PDF reader: page text with 1-based pages, link annotations, metadata (Info and XMP), lines
joined per SPEC §5, typography per SPEC §4, the document's own DOI; both backends."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from doiextract import LimitExceededError, Options, extract_path, extract_pdf
from doiextract.sources.pdf import normalize_page_text

from .helpers import read_gold

GOOD = [
    "article-two-column.pdf",
    "metadata-info-doi.pdf",
    "metadata-xmp.pdf",
    "10.5555_filename.2022.17.pdf",
    "typography-rotated.pdf",
]
BACKENDS = ("pdfium", "pdfminer")


#: (typography-rotated.pdf with pdfminer.six was a strict xfail: a /Rotate 90 page came out one
#: character per line; its sideways pages are now read with vertical-line detection)
COMBINATIONS = [
    pytest.param(name, backend, id=f"{name}-{backend}") for name in GOOD for backend in BACKENDS
]


@pytest.mark.parametrize(("name", "backend"), COMBINATIONS)
def test_generated_pdf_gold(generated: Path, name: str, backend: str) -> None:
    path = generated / "pdf" / name
    gold = read_gold(path)
    result = extract_path(path, replace(Options(), pdf_backend=backend))
    found = {h.key for h in result.hits}
    assert {d.lower() for d in gold["with"]} <= found
    assert not {d.lower() for d in gold["without"]} & found
    assert found <= {d.lower() for d in gold["with"]}
    pages = {h.doi: h.location.page for h in result.hits if h.location.element != "metadata"}
    for doi, page in gold["pages"].items():
        assert pages[doi] == page, doi
    for doi, element in gold["elements"].items():
        assert any(h.doi == doi and h.location.element == element for h in result.hits), doi
    assert result.own_doi == gold["own_doi"]
    assert result.stats["backend"] == backend


@pytest.mark.parametrize(
    ("doi", "page", "element"),
    [
        pytest.param(
            "10.5555/annot-only.2021.77", 3, "annotation", id="issue3-link-annotation-only"
        ),
        pytest.param("10.5555/gen-ref-0001", 2, "text", id="spec5-wrapped-at-hyphen-kept"),
        pytest.param("10.5555/j.gen.2020.25.175", 3, "text", id="spec5-wrapped-after-slash"),
        pytest.param("10.5555/synth.2003.39", 2, "text", id="spec5-wrapped-after-10-dot"),
    ],
)
def test_acceptance_hits_with_page(generated: Path, doi: str, page: int, element: str) -> None:
    result = extract_pdf(generated / "pdf" / "article-two-column.pdf")
    hits = [h for h in result.hits if h.doi == doi]
    assert hits, f"{doi} not found"
    assert (hits[0].location.page, hits[0].location.element) == (page, element)


def test_acceptance_metadata_only_doi(generated: Path) -> None:
    result = extract_pdf(generated / "pdf" / "metadata-info-doi.pdf")
    meta = [h for h in result.hits if h.location.element == "metadata"]
    assert {h.doi for h in meta} == {"10.5555/meta.info.2019.7"}
    assert all(h.location.page is None for h in meta)
    assert result.own_doi_evidence == "PDF metadata doi"


def test_acceptance_own_doi_of_generated_paper(generated: Path) -> None:
    result = extract_pdf(generated / "pdf" / "article-two-column.pdf")
    assert result.own_doi == "10.5555/gen.2024.0001"
    assert (result.own_doi_evidence or "").startswith("first-page header")
    cited = [d for d in result.dois if d != result.own_doi]
    assert len(cited) == 45


def test_bytes_and_binary_file_inputs_agree(generated: Path) -> None:
    path = generated / "pdf" / "metadata-xmp.pdf"
    from_path = extract_pdf(path).dois
    with open(path, "rb") as stream:
        assert extract_pdf(stream).dois == from_path
    assert extract_pdf(path.read_bytes()).dois == from_path


def test_page_limit_stops_with_clear_error(generated: Path) -> None:
    with pytest.raises(LimitExceededError, match="page limit of 1"):
        extract_pdf(generated / "pdf" / "article-two-column.pdf", replace(Options(), max_pages=1))


def test_time_limit_stops_with_clear_error(generated: Path) -> None:
    with pytest.raises(LimitExceededError, match="time limit"):
        extract_pdf(generated / "pdf" / "article-two-column.pdf", replace(Options(), timeout=1e-9))


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        pytest.param("a \r\nb", "a\nb", id="pdfium-space-before-crlf-dropped"),
        pytest.param(
            "10.1000/gen\ufffe ref", "10.1000/gen-\n ref", id="pdfium-hyphen-mark-restored"
        ),
        pytest.param("x(cid:12)y", "x y", id="spec4-cid-placeholder-ends-doi"),
        pytest.param("a\rb", "a\nb", id="bare-cr"),
    ],
)
def test_normalize_page_text(raw: str, expected: str) -> None:
    assert normalize_page_text(raw)[0] == expected


def test_line_starting_with_hyphen_continues_doi() -> None:
    """SPEC §5, fixed in the scanner (171d8b0): the shared JACoW PDF prints the DOI so."""
    from doiextract import extract_text

    text = "Richmond, VA, USA. https://doi.org/10.18429/JACoW\n-HP071-WEPTY035\n"
    assert [h.doi for h in extract_text(text)] == ["10.18429/JACoW-HP071-WEPTY035"]


def test_metadata_journal_doi_is_not_searched() -> None:
    """Issue #9: Wiley's Info entry WPS-JOURNALDOI holds the journal's own DOI
    (``10.1002/(ISSN)1097-0177``), not one the document prints or cites; the article DOI
    entries beside it are searched."""
    from doiextract.sources.pdf import PdfContent, pdf_segments

    content = PdfContent(
        metadata=[
            ("WPS-JOURNALDOI", "10.1002/(ISSN)1097-0177"),
            ("WPS-ARTICLEDOI", "10.1002/dvdy.2"),
            ("prism:doi", "10.1016/j.febslet.2014.11.036"),
        ]
    )
    texts = [segment.text for segment in pdf_segments(content, "x.pdf")]
    assert texts == ["10.1002/dvdy.2", "10.1016/j.febslet.2014.11.036"]
