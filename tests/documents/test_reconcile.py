"""Documents reconcile their own evidence (issue #9 item 4; SPEC §5 Readings): a printed DOI and
a link DOI on the same PDF page (or an HTML href) that the print bears out are one DOI.

Generated PDFs (reportlab, one page per case, into a temporary folder) for each mechanism and
for the negatives; an openly licensed real PDF of ../shared read in place (CC BY 4.0)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from reportlab.lib.pagesizes import A4
from reportlab.pdfgen.canvas import Canvas

from doiextract import Options, apply_removals, extract_html, extract_pdf

from .helpers import SHARED

BACKENDS = ("pdfium", "pdfminer")


def _pdf(path: Path, pages: list[tuple[list[str], list[str]]]) -> Path:
    """A PDF whose pages print ``lines`` (one per line) with link annotations to ``links``."""
    canvas = Canvas(str(path), pagesize=A4, invariant=1)
    for lines, links in pages:
        canvas.setFont("Helvetica", 10)
        y = 780
        for line in lines:
            canvas.drawString(72, y, line)
            y -= 14
        for index, uri in enumerate(links):
            canvas.linkURL(uri, (72, 700 - 20 * index, 300, 712 - 20 * index), relative=0)
        canvas.showPage()
    canvas.save()
    return path


def _dois(path: Path, backend: str) -> list[str]:
    return extract_pdf(path, replace(Options(), pdf_backend=backend)).dois


@pytest.mark.parametrize("backend", BACKENDS)
def test_printed_prefix_of_annotation_is_the_annotation_doi(tmp_path: Path, backend: str) -> None:
    """The print breaks between two letters (no SPEC §5 join there); the link carries the whole
    DOI and the next line continues it: one DOI, the link's, with the repair recorded."""
    pdf = _pdf(
        tmp_path / "prefix.pdf",
        [
            (
                # (the rest runs into prose: the text's own readings leave the break to the link;
                # "bio.780. PMID: 1234." alone reads as the DOI's rest, tests/unit/test_readings)
                ["1. Chem Biol. 2012. https://doi.org/10.5555/nchem", "bio.780 was made. PMID: 1."],
                ["https://doi.org/10.5555/nchembio.780"],
            )
        ],
    )
    result = extract_pdf(pdf, replace(Options(), pdf_backend=backend))
    assert result.dois == ["10.5555/nchembio.780"]
    printed = [h for h in result.hits if h.location.element == "text"]
    assert [h.doi for h in printed] == ["10.5555/nchembio.780"]
    assert any(r.kind == "annotation" for r in printed[0].removals)
    assert apply_removals(printed[0].raw, printed[0].removals) == printed[0].doi
    assert result.stats["reconciled"] == 1


@pytest.mark.parametrize("backend", BACKENDS)
def test_hyphenation_hyphen_dropped_when_the_annotation_has_none(
    tmp_path: Path, backend: str
) -> None:
    """SPEC §5: a hyphen at the break is kept unless evidence shows the typesetter inserted it;
    the link annotation is that evidence."""
    pdf = _pdf(
        tmp_path / "hyphen.pdf",
        [
            (
                ["Science 298, 1634. doi: 10.5555/sci-", "ence.1072702", "Next reference."],
                ["https://doi.org/10.5555/science.1072702"],
            )
        ],
    )
    assert _dois(pdf, backend) == ["10.5555/science.1072702"]


@pytest.mark.parametrize("backend", BACKENDS)
def test_hyphen_of_the_doi_kept_when_the_annotation_has_it(tmp_path: Path, backend: str) -> None:
    pdf = _pdf(
        tmp_path / "real-hyphen.pdf",
        [
            (
                ["Pain. 2012;13:543. doi: 10.5555/s10194-012-0474-", "1. [PubMed: 22911168]."],
                ["https://doi.org/10.5555/s10194-012-0474-1"],
            )
        ],
    )
    assert _dois(pdf, backend) == ["10.5555/s10194-012-0474-1"]


@pytest.mark.parametrize("backend", BACKENDS)
def test_annotation_cut_at_the_line_end_gives_way_to_the_print(
    tmp_path: Path, backend: str
) -> None:
    """A link that covers only the first line of a wrapped DOI (its URI is the first line's
    text) is reported as printed: the scanner joined the line end as visibly incomplete."""
    pdf = _pdf(
        tmp_path / "cut-link.pdf",
        [
            (
                ["Ref 3. https://doi.org/10.5555/j.cell.", "2015.03.012. More text."],
                ["https://doi.org/10.5555/j.cell."],
            )
        ],
    )
    result = extract_pdf(pdf, replace(Options(), pdf_backend=backend))
    assert result.dois == ["10.5555/j.cell.2015.03.012"]
    assert [h.location.element for h in result.hits] == ["text"]


@pytest.mark.parametrize("backend", BACKENDS)
def test_annotation_short_of_the_line_end_is_kept(tmp_path: Path, backend: str) -> None:
    """The link stops before the `.` that ends the line: it is not a first-line link, it is
    evidence that the next line (a URL path) is not part of the DOI; it stays."""
    pdf = _pdf(
        tmp_path / "short-link.pdf",
        [
            (
                ["Preprint. doi:10.5555/preprint-2021-abcde.", "article-details/0123abcd. URL"],
                ["https://doi.org/10.5555/preprint-2021-abcde"],
            )
        ],
    )
    assert "10.5555/preprint-2021-abcde" in _dois(pdf, backend)


@pytest.mark.parametrize("backend", BACKENDS)
def test_longer_annotation_doi_not_borne_out_by_the_print_stays_apart(
    tmp_path: Path, backend: str
) -> None:
    """The print stops (prose follows): a longer link DOI is another DOI, both reported."""
    pdf = _pdf(
        tmp_path / "apart.pdf",
        [
            (
                ["see 10.5555/12 for the method and", "3 more samples."],
                ["https://doi.org/10.5555/123"],
            )
        ],
    )
    assert _dois(pdf, backend) == ["10.5555/12", "10.5555/123"]


def test_annotation_on_another_page_does_not_lengthen_the_print(tmp_path: Path) -> None:
    pdf = _pdf(
        tmp_path / "pages.pdf",
        [
            (["https://doi.org/10.5555/nchem", "bio.780 was made. PMID: 1."], []),
            (["nothing printed here"], ["https://doi.org/10.5555/nchembio.780"]),
        ],
    )
    assert _dois(pdf, "pdfium") == ["10.5555/nchem", "10.5555/nchembio.780"]


def test_printed_and_linked_same_doi_untouched(tmp_path: Path) -> None:
    pdf = _pdf(
        tmp_path / "same.pdf",
        [(["doi:10.5555/abc.1"], ["https://doi.org/10.5555/ABC.1"])],
    )
    result = extract_pdf(pdf)
    assert result.dois == ["10.5555/abc.1"]
    assert result.stats["reconciled"] == 0
    assert all(r.kind != "annotation" for h in result.hits for r in h.removals)


@pytest.mark.parametrize("backend", BACKENDS)
def test_running_footer_page_number_glued_onto_the_article_doi(
    tmp_path: Path, backend: str
) -> None:
    """A footer prints the article DOI and the page number with no space between
    (``...00109-24`` + ``10`` on page 10): the DOI printed on page 1 is the evidence."""
    pages = [(["Research Article", "doi: 10.5555/msphere.00109-24"], [])]
    pages += [
        ([f"text of page {n}", f"May 2024 Volume 9 10.5555/msphere.00109-24{n}"], [])
        for n in range(2, 12)
    ]
    pdf = _pdf(tmp_path / "footer.pdf", pages)
    result = extract_pdf(pdf, replace(Options(), pdf_backend=backend))
    assert result.dois == ["10.5555/msphere.00109-24"]
    footer = next(h for h in result.hits if h.location.page == 11)
    assert footer.removals[-1].kind == "page-number"
    assert footer.removals[-1].text == "11"
    assert apply_removals(footer.raw, footer.removals) == footer.doi


def test_page_number_at_the_end_of_one_doi_is_not_a_footer(tmp_path: Path) -> None:
    """Only a running footer (the same DOI glued to the numbers of two or more pages) is cut:
    one DOI that happens to end in its page's number stays."""
    pages = [(["doi: 10.5555/abc.12"], []), (["see 10.5555/abc.122 and 10.5555/x.1234"], [])]
    pdf = _pdf(tmp_path / "digits.pdf", pages)
    assert extract_pdf(pdf).dois == ["10.5555/abc.12", "10.5555/abc.122", "10.5555/x.1234"]


_REAL = SHARED / "real-pdf" / "Future-House__10.1186_s12915-023-01805-w.pdf"


@pytest.mark.skipif(not _REAL.exists(), reason="../shared/corpora is not beside the repo")
def test_real_pdf_truncated_print_read_as_its_annotation() -> None:
    """BMC Biology (CC BY 4.0, read in place): references printed `.../10.1038/nchem` + line
    break + `bio.780` under a link annotation to the whole DOI were reported twice."""
    dois = set(extract_pdf(_REAL).dois)
    assert {"10.1038/nchembio.780", "10.1093/bioinformatics/btz087"} <= dois
    assert not {"10.1038/nchem", "10.1093/bioinforma", "10.1126/sciadv.15015"} & dois


def test_html_link_text_shortened_by_an_ellipsis_is_the_href_doi() -> None:
    """SPEC §6: the href and its link text are one DOI when the text is a shortened display."""
    html = (
        '<p>Data: <a href="https://doi.org/10.5555/zenodo.1234567">'
        "https://doi.org/10.5555/zeno\u2026</a></p>"
    )
    result = extract_html(html)
    assert result.dois == ["10.5555/zenodo.1234567"]
    text_hit = next(h for h in result.hits if h.location.element == "text")
    assert apply_removals(text_hit.raw, text_hit.removals) == text_hit.doi


def test_html_link_text_broken_by_a_space_is_the_href_doi() -> None:
    html = (
        '<td><a href="https://doi.org/10.5555/abc.2019.01.002">10.5555/abc.2019. '
        "01.002</a> and more</td>"
    )
    assert extract_html(html).dois == ["10.5555/abc.2019.01.002"]


def test_html_unrelated_longer_href_stays_apart() -> None:
    html = '<p>cite 10.5555/12 here</p><p><a href="https://doi.org/10.5555/123">x</a></p>'
    assert extract_html(html).dois == ["10.5555/12", "10.5555/123"]
