"""Readings of ambiguous PDF text (SPEC §5 "Readings"): rules.readings and doiextract.registrants.

The inputs are made up in the shapes real PDF text has (the mechanisms of issue #9, item 3); the
DOIs are real ones of each registrant's family, so each test checks the mechanism, not a case.
"""

from __future__ import annotations

import io
import os
import sqlite3
from dataclasses import replace
from pathlib import Path

import pytest

from doiextract import Options, extract_text, iter_hits
from doiextract.cli import build_options, build_parser
from doiextract.known import KnownDoisError
from doiextract.model import Hit, apply_removals
from doiextract.registrants import PROFILES, suffix_complete


def _read(text: str) -> list[tuple[str, list[str]]]:
    hits = list(iter_hits(text))
    for hit in hits:
        assert apply_removals(hit.raw, hit.removals) == hit.doi
        assert text[hit.span[0] : hit.span[1]] == hit.raw
    return [(h.doi, [r.kind for r in h.removals if r.kind not in ("unwrap", "trim")]) for h in hits]


@pytest.mark.parametrize(
    ("text", "doi", "kind"),
    [
        pytest.param(
            "J Headache Pain. 2012;13:543. doi: 10.1007/s10194-012-0474-\n1. [PubMed: 22911168].",
            "10.1007/s10194-012-0474-1",
            "join-profile",
            id="SPEC5-readings-final-hyphen-before-check-digit-not-a-list-number",
        ),
        pytest.param(
            "Lancet. 2020;395:497. https://doi.org/10.1016/S0140-6736(20)30183-\n5. Epub 2020",
            "10.1016/S0140-6736(20)30183-5",
            "join-profile",
            id="SPEC5-readings-pii-check-digit-on-next-line",
        ),
        pytest.param(
            "Adv Space Res 23: 1505. doi:10.1016/S0273-1177\n(99)00304-X.\nSmith, R. L.",
            "10.1016/S0273-1177(99)00304-X",
            "join-profile",
            id="SPEC5-readings-break-before-parenthesis",
        ),
        pytest.param(
            "Cell 22:219. DOI: https://doi.org/10.1016/0092-8674( \n80)90170-1, PMID: 7428039",
            "10.1016/0092-8674(80)90170-1",
            "join-profile",
            id="SPEC5-readings-break-after-parenthesis",
        ),
        pytest.param(
            "Nat Chem Biol. 2012;8:301. https://doi.org/10.1038/nchem\nbio.780. PMID:22306580",
            "10.1038/nchembio.780",
            "join-profile",
            id="SPEC5-readings-mid-token-break-incomplete-suffix",
        ),
        pytest.param(
            "Bioinformatics. 2019. https://doi.org/10.1093/bioinforma\ntics/btz087. PMID",
            "10.1093/bioinformatics/btz087",
            "join-profile",
            id="SPEC5-readings-mid-word-break-oup",
        ),
        pytest.param(
            "Circulation. 2013. http://dx.doi.org/10.1161/CIR.0b013e31827\n42c84.\n4. Next",
            "10.1161/CIR.0b013e3182742c84",
            "join-profile",
            id="SPEC5-readings-mid-number-break-aha",
        ),
        pytest.param(
            "Cochrane Database Syst Rev 2016(3).\ndoi:10.1002/14651858.\nCD008286.pub2\nStead",
            "10.1002/14651858.CD008286.pub2",
            "join-profile",
            id="SPEC5-readings-break-after-dot-before-capitals",
        ),
        pytest.param(
            "Cancer Res. 2009. https://doi.org/10.1158/0008-5472.\nCAN-09-1304. Epub 2009",
            "10.1158/0008-5472.CAN-09-1304",
            "join-profile",
            id="SPEC5-readings-break-after-issn-dot",
        ),
        pytest.param(
            "Am J Psychiatry. doi: 10.1176/appi. ajp.2012.11111234 and more",
            "10.1176/appi.ajp.2012.11111234",
            "join-profile",
            id="SPEC5-readings-space-after-inner-dot",
        ),
    ],
)
def test_join_by_registrant_profile(text: str, doi: str, kind: str) -> None:
    assert _read(text) == [(doi, [kind])]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        pytest.param(
            "Land Degradation and Development 24, 12- 21. doi: 10.1002/ ldr. 1091",
            [("10.1002/ldr.1091", ["join-space", "join-profile"])],
            id="SPEC5-spaces-journal-code-after-bare-prefix",
        ),
        pytest.param(
            "Water Research, 39:20: 4899. http://dx.doi.org/10.1016/ j. watres.2005.06.038.",
            [("10.1016/j.watres.2005.06.038", ["join-space", "join-profile"])],
            id="SPEC5-spaces-elsevier-code-after-bare-prefix",
        ),
        pytest.param("doi: 10.1000/ see. 12 below", [], id="SPEC5-spaces-prose-word-not-a-code"),
        pytest.param(
            "doi 10.1000/ Fig. 12 below", [], id="SPEC5-spaces-capitalised-word-not-a-code"
        ),
        pytest.param("doi: 10.1002/ ldr. (2013)", [], id="SPEC5-spaces-code-then-a-year-only"),
    ],
)
def test_journal_code_after_bare_prefix(text: str, expected: list[tuple[str, list[str]]]) -> None:
    """A space after a bare prefix's "/" and one after the journal code's inner "." (anystyle's
    training data, ugly.xml): the code joins only where DOI material with a digit follows."""
    assert _read(text) == expected


@pytest.mark.parametrize(
    ("text", "doi", "kind"),
    [
        pytest.param(
            "Vet Parasitol. 210:114. doi:10.1016/j.vet\x02par.2015.03.018.",
            "10.1016/j.vetpar.2015.03.018",
            "dehyphen-profile",
            id="SPEC5-readings-pdfium-mark-typesetter-hyphen",
        ),
        pytest.param(
            "Science 324, 1207. https://doi.org/10.1126/sci\ufffeence.1171402.",
            "10.1126/science.1171402",
            "dehyphen-profile",
            id="SPEC5-readings-pdfium-ufffe-typesetter-hyphen",
        ),
        pytest.param(
            "Annu Rev Genet. 2017. doi: 10.1146/annurev-genet\ufffe120116-024745. PubMed",
            "10.1146/annurev-genet-120116-024745",
            "join-hyphen",
            id="SPEC5-readings-pdfium-mark-doi-hyphen-kept",
        ),
        pytest.param(
            "IEEE, 2023. doi:10.1109/ACSOS\ufffeC58168.2023.00048. URL https://example.org",
            "10.1109/ACSOS-C58168.2023.00048",
            "join-hyphen",
            id="SPEC5-readings-pdfium-mark-both-shapes-keep-hyphen",
        ),
        pytest.param(
            "10.5555/abc\ufffedef ghi",
            "10.5555/abc-def",
            "join-hyphen",
            id="SPEC5-readings-pdfium-mark-no-profile-keeps-hyphen",
        ),
        pytest.param(
            "Crop Prot. 81:115. doi:10.1016/j.cro-\npro.2015.12.011.\nNext",
            "10.1016/j.cropro.2015.12.011",
            "dehyphen-profile",
            id="SPEC5-readings-line-end-typesetter-hyphen",
        ),
    ],
)
def test_hyphen_at_a_break(text: str, doi: str, kind: str) -> None:
    assert _read(text) == [(doi, [kind])]


@pytest.mark.parametrize(
    ("text", "doi"),
    [
        # pdfium's mark, the next line's number glued to it, then the DOI's last part: a
        # number and its "." (a list number's shape) that the profile calls the rest
        pytest.param(
            "Hepatitis B19 and\n773 chronic hepatitis. J Hepatol 38: 375-376. "
            "doi:10.1016/S0270-9139(03)80488\ufffe774 3. PubMed: 12586308.",
            "10.1016/S0270-9139(03)80488-3",
            id="SPEC5-readings-pdfium-mark-line-number-then-last-part-by-profile",
        ),
        pytest.param(
            "Geochim Cosmochim Acta 67: 3791-3802. doi:10.1016/S0016-7037(03)00087\ufffe5. Next",
            "10.1016/S0016-7037(03)00087-5",
            id="SPEC5-readings-pdfium-mark-last-part-by-profile",
        ),
    ],
)
def test_hyphen_mark_then_a_numbered_last_part(text: str, doi: str) -> None:
    assert _read(text) == [(doi, ["join-hyphen"])]


@pytest.mark.parametrize(
    ("text", "doi"),
    [
        # no profile: a list number after the mark starts the next reference
        pytest.param("doi:10.5555/abc\ufffe3. Smith J, Jones K.", "10.5555/abc", id="no-profile"),
        # the profile calls the DOI complete without it: no join
        pytest.param(
            "doi:10.1016/S0016-7037(03)00087-5\ufffe3. Smith J.",
            "10.1016/S0016-7037(03)00087-5",
            id="complete",
        ),
    ],
)
def test_hyphen_mark_then_a_list_number_without_evidence(text: str, doi: str) -> None:
    assert [found for found, _ in _read(text)] == [doi]


def test_hyphen_at_a_break_of_an_unknown_registrant_is_kept() -> None:
    """SPEC §5: without evidence the hyphen stays."""
    assert _read("doi:10.5555/abc-\ndef.2015.12.011.\nNext") == [
        ("10.5555/abc-def.2015.12.011", ["join-line"])
    ]


@pytest.mark.parametrize(
    ("text", "doi"),
    [
        pytest.param(
            "doi:10.26434/chemrxiv-2021-5fwjd.\narticle-details/6142f60742198e8c31782e9e.\nURL",
            "10.26434/chemrxiv-2021-5fwjd",
            id="SPEC5-readings-complete-doi-not-joined-with-column-text",
        ),
        pytest.param(
            "doi:10.1002/adma.202104113.\n202104113. _eprint: https://example.org",
            "10.1002/adma.202104113",
            id="SPEC5-readings-complete-doi-not-joined-with-repeated-number",
        ),
    ],
)
def test_complete_doi_is_not_joined(text: str, doi: str) -> None:
    assert _read(text)[0] == (doi, ["unjoin-profile"])


@pytest.mark.parametrize(
    ("text", "doi", "kind"),
    [
        pytest.param(
            "doi: 10.1111/j.14682982.2008.01766.x. [PubMed: 19170698].",
            "10.1111/j.1468-2982.2008.01766.x",
            "rehyphen-profile",
            id="SPEC5-readings-hyphen-lost-with-line-break-issn",
        ),
        pytest.param(
            "doi:10.1038/s41586018-0337-2. URL https://example.org",
            "10.1038/s41586-018-0337-2",
            "rehyphen-profile",
            id="SPEC5-readings-hyphen-lost-with-line-break-article-number",
        ),
        pytest.param(
            "https://www.mdpi.com/article/10.3390/cancers14194849/s1, Figure S1",
            "10.3390/cancers14194849",
            "cut-profile",
            id="SPEC5-readings-supplement-path-after-doi",
        ),
        pytest.param(
            "https://www.pnas.org/lookup/suppl/doi:10.1073/pnas.2322520121/-/DCSupplemental.",
            "10.1073/pnas.2322520121",
            "cut-profile",
            id="SPEC5-readings-dcsupplemental-after-doi",
        ),
        pytest.param(
            "https://academic.oup.com/database/article-pdf/doi/10.1093/database/baw068/8224483/"
            "baw068.pdf.",
            "10.1093/database/baw068",
            "cut-profile",
            id="SPEC5-readings-article-pdf-path-after-doi",
        ),
        pytest.param(
            "{{cite web|url=https://www.oxforddnb.com/view/10.1093/ref:odnb/9780198614128.001.0001"
            "/odnb-9780198614128-e-33369|title=Blow, Joe}}",
            "10.1093/ref:odnb/9780198614128.001.0001",
            "cut-profile",
            id="SPEC3-SPEC5-readings-oxford-entry-path-after-ref-odnb-work-doi-in-url",
        ),
        pytest.param(
            "{{cite journal| doi=10.1093/ref:odnb/9780198614128.001.0001/odnb-9780198614128-e-29929"
            " |pmid=<!-- -->}}",
            "10.1093/ref:odnb/9780198614128.001.0001",
            "cut-profile",
            id="SPEC3-SPEC5-readings-oxford-entry-path-after-ref-odnb-work-doi-in-field",
        ),
        pytest.param(
            "https://www.oxfordreference.com/view/10.1093/acref/9780199204632.001.0001/"
            "acref-9780199204632-e-4022",
            "10.1093/acref/9780199204632.001.0001",
            "cut-profile",
            id="SPEC3-SPEC5-readings-oxford-entry-path-after-acref-work-doi",
        ),
        pytest.param(
            "PloS Negl Trop Dis 6 (3) e1557doi:10.1371/journal.pntd.000155722479657",
            "10.1371/journal.pntd.0001557",
            "cut-profile",
            id="SPEC5-readings-glued-pmid",
        ),
        pytest.param(
            "DOI:10.1590/S1518-8787.2016050006236ReviewRev Saude Publica 2016;50:27",
            "10.1590/S1518-8787.2016050006236",
            "cut-profile",
            id="SPEC5-readings-glued-capitalised-word-after-digit",
        ),
        pytest.param(
            "Phys. Rev. Lett. 116, 061102 (2016). doi:10.1103/PhysRevLett.116.061102.Phys. "
            "Rev. D 93, 1",
            "10.1103/PhysRevLett.116.061102",
            "cut-profile",
            id="SPEC5-readings-glued-capitalised-word-after-digit-and-dot",
        ),
        pytest.param(
            "Angew. Chem. Int. Ed. 59, 1 (2020). doi:10.1002/anie.201915678.Angew. Chem. 132",
            "10.1002/anie.201915678",
            "cut-profile",
            id="SPEC5-readings-glued-journal-after-digit-and-dot",
        ),
        pytest.param(
            "Insect Biochem. Mol. Biol. 38 (2009) 176-189.\n"
            "doi:10.1016/j.ibmb.2007.10.007.Identity.\n",
            "10.1016/j.ibmb.2007.10.007",
            "cut-profile",
            id="SPEC5-readings-glued-title-word-after-final-dot",
        ),
        pytest.param(
            "Nature 500, 1 (2013). doi:10.1038/nature1237310.1000/ next",
            "10.1038/nature12373",
            "cut-profile",
            id="SPEC5-readings-glued-bare-prefix-at-the-end",
        ),
    ],
)
def test_repairs_by_profile(text: str, doi: str, kind: str) -> None:
    (found,) = _read(text)
    assert found[0] == doi
    assert kind in found[1]


@pytest.mark.parametrize(
    "doi",
    ["10.1093/ref:odnb/29929", "10.1093/ref:odnb/9780198614128.001.0001", "10.1093/odnb/29929"],
)
def test_oxford_reference_dois_kept_whole(doi: str) -> None:
    """OUP's reference-work shapes (SPEC §5 Readings) cut only a path after a complete work
    DOI: an ODNB entry's own DOI, or the work's alone, is reported as printed."""
    assert [h.doi for h in iter_hits(f"ODNB, doi:{doi}. Accessed 2020.")] == [doi]


@pytest.mark.parametrize(
    "doi",
    ["10.1136/bmj.38733.466748.7C", "10.1136/bmj.39226.442083.3A", "10.1136/bmj.39489.470347.AD"],
)
def test_bmj_check_group_is_the_dois_own(doi: str) -> None:
    """SPEC §5 readings, issue #9 (corpora/peers grobid-segmentation, JAMA-style references):
    BMJ's 2004-2008 DOIs end in a two-character check group of digits and letters
    (``.7C``, ``.3A``, ``.AD``); the profile knows it, so its letter is never cut as a glued
    word, at a line end or before a full stop."""
    assert suffix_complete(doi) is True
    for text in (f"doi:{doi}", f"BMJ. 2006;332:325. doi:{doi}.\nNext", f"doi:10.1136/\n{doi[8:]} "):
        assert [h.doi for h in iter_hits(text)] == [doi], text


def test_gsa_sici_broken_after_its_issn_joins() -> None:
    """SPEC §5 readings, issue #9 (corpora/peers grobid-segmentation, Scientific Data 2022):
    a Geological Society of America SICI broken at the line end after its ISSN part
    (``10.1130/0016-7606`` + break + ``(1999)111<0755:LSOVEO>2.3.CO;2``, GSA's own ``2.3``
    version) joins: the GSA profile calls the ISSN alone incomplete and the joined SICI
    complete. The ISSN before a new reference stays as printed, and GSA's other shapes are
    complete."""
    text = "Bull 111(5), 755-768, 10.1130/0016-7606 \n(1999)111<0755:LSOVEO>2.3.CO;2 (1999). "
    assert [h.doi for h in iter_hits(text)] == ["10.1130/0016-7606(1999)111<0755:LSOVEO>2.3.CO;2"]
    assert [h.doi for h in iter_hits("10.1130/0016-7606 \nSmith J (1999)")] == ["10.1130/0016-7606"]
    assert suffix_complete("10.1130/0016-7606") is False
    for doi in ("10.1130/G22713.1", "10.1130/2013.2502(04)", "10.1130/GES01234.1"):
        assert suffix_complete(doi) is True, doi


@pytest.mark.parametrize(
    "text",
    [
        "Geology 29: 639-642. doi:10.1130/0091-7613(2001)02 \n9.",
        "Geology 29: 639-642. doi:10.1130/0091-7613(20\n01)029.",
        "Geology 29: 639-642. doi:10.1130/0091-76 13(2001)029.",
    ],
)
def test_gsa_sici_printed_cut_before_its_item_stays_whole(text: str) -> None:
    """SPEC §5 readings (refs-dev, a PLOS reference): references print GSA's SICI cut before
    its ``<`` (``10.1130/0091-7613(2001)029``); the profile knows that shape complete, so a
    break or a space inside it still joins (the part before is not complete)."""
    assert [h.doi for h in iter_hits(text)] == ["10.1130/0091-7613(2001)029"]


@pytest.mark.parametrize(
    ("text", "doi"),
    [
        pytest.param(
            "Crystallography, 30, 565. https://doi.org/10.1107/S0021 88989 \n7003117 \nGiovannoni",
            "10.1107/S0021889897003117",
            id="SPEC5-readings-parts-iucr-space-and-break",
        ),
        pytest.param(
            "Research Communications, 168, 1103-1109. https://doi. \n"
            "org/10.1016/0006-291X(90)91143 -G \nBozinovski, S.",
            "10.1016/0006-291X(90)91143-G",
            id="SPEC5-readings-parts-pii-check-letter",
        ),
        pytest.param(
            "Tetrahedron, 20, 299-314. https://doi. \norg/10.1016/S0040 -4020(01)93217 -X \n",
            "10.1016/S0040-4020(01)93217-X",
            id="SPEC5-readings-parts-pii-two-hyphen-runs",
        ),
        pytest.param(
            "Nature Communications, 11, 885. \nhttps://doi.org/10.1038/s4146 7-020-14728 -9 \n",
            "10.1038/s41467-020-14728-9",
            id="SPEC5-readings-parts-springer-number",
        ),
        pytest.param(
            "Pharmacology, 17, 145-156. https://doi.org/10.1177/03946 \n32004 01700206 \nStalder",
            "10.1177/039463200401700206",
            id="SPEC5-readings-parts-sage-break-then-space",
        ),
    ],
)
def test_doi_cut_into_parts_by_the_text_layer_joins_by_profile(text: str, doi: str) -> None:
    """SPEC §5 spaces and Readings, issue #9 (corpora/peers grobid-segmentation, a Wiley 2021
    reference list whose PDF text layer put spaces and line breaks at the DOIs' typesetting
    break points): the next runs are the DOI's rest where together they make a shape its
    registrant issues and the DOI before them is one it does not."""
    found = _read(text)
    assert [d for d, _ in found] == [doi]
    assert "join-profile" in found[0][1]


@pytest.mark.parametrize(
    ("text", "doi"),
    [
        pytest.param(
            "see 10.1107/S0021 and 2 more", "10.1107/S0021", id="SPEC5-readings-parts-prose-stays"
        ),
        pytest.param(
            "doi:10.1038/nature 12373 next",
            "10.1038/nature",
            id="SPEC5-readings-parts-word-then-number",
        ),
        pytest.param("doi:10.5555/abc -G", "10.5555/abc", id="SPEC5-readings-parts-no-profile"),
    ],
)
def test_parts_need_the_registrants_shape(text: str, doi: str) -> None:
    """SPEC §5: without a shape the registrant issues (or after a word and a number, which
    reads as two words), the DOI stays as printed before the space."""
    (found,) = _read(text)
    assert found[0] == doi
    assert "join-profile" not in found[1]


@pytest.mark.parametrize(
    ("text", "doi"),
    [
        pytest.param(
            "Dev Biol. 1984;103(1):28-37. doi: 10.1016/0012-    1606(84)90004-          6.\n"
            "    PubMed PMID: 6425098.",
            "10.1016/0012-1606(84)90004-6",
            id="SPEC5-readings-blanks-after-hyphen-pii",
        ),
        pytest.param(
            "Nat Commun. 2017;8(1):860. doi: 10.1038/s41467-017-      01180-          5.\n",
            "10.1038/s41467-017-01180-5",
            id="SPEC5-readings-blanks-after-hyphen-springer-number",
        ),
        pytest.param(
            "Mol Cell Biol. 2005;25(21):9734-40. doi: 10.1128/MCB.25.21.9734-        9740.2005. "
            "PubMed PMID:",
            "10.1128/MCB.25.21.9734-9740.2005",
            id="SPEC5-readings-blanks-after-hyphen-asm",
        ),
    ],
)
def test_blank_runs_after_a_hyphen_inside_a_doi_join_by_profile(text: str, doi: str) -> None:
    """Issue #9, pypdf's layout text of a justified line (a bioRxiv reference list): the
    breaks a typesetter allowed after a DOI's hyphens became runs of blanks on the line; the
    runs after them are the DOI's rest where the registrant's profile says so (SPEC §5)."""
    found = _read(text)
    assert [d for d, _ in found] == [doi]
    assert "join-profile" in found[0][1]


def test_blank_runs_the_rules_took_for_a_gutter_join_by_profile_spec5() -> None:
    """The rules read the blanks after "s41467-" as a gutter and joined the next line's first
    run ("31383866", a PMID); the profile calls that no Springer number and the blank runs on
    the DOI's own line make one (pypdf's layout text of a justified line, issue #9)."""
    text = (
        "    Commun. 2019;10(1):3515. doi: 10.1038/s41467-          019-11374-      8. PubMed:\n"
        "    31383866; PubMed Central PMCID: PMCPMC6683157.\n"
    )
    found = _read(text)
    assert [d for d, _ in found] == ["10.1038/s41467-019-11374-8"]
    assert "join-profile" in found[0][1]


@pytest.mark.parametrize(
    ("text", "doi"),
    [
        # no profile: the rules' reading stands
        pytest.param("doi: 10.5555/abc-     123 and more", "10.5555/abc-", id="no-profile"),
        # more blanks than a justified line spreads: a column's gutter, not the DOI's gap
        pytest.param(
            "doi: 10.1038/s41467-017-" + " " * 40 + "01180-5 other column",
            "10.1038/s41467-017-",
            id="gutter",
        ),
    ],
)
def test_blank_runs_after_a_hyphen_need_the_profile_spec5(text: str, doi: str) -> None:
    (found,) = _read(text)
    assert found[0] == doi


def test_profiles_that_the_parts_reading_relies_on() -> None:
    """The SAGE profile counts digits (ISSN, year, 6- or 7-digit number, or volume, issue and
    page), so a Wiley text layer's cut ``0394632004`` is not complete; a lone "s" and digits is
    no Nature journal code but a Springer number cut short."""
    assert suffix_complete("10.1177/0394632004") is False
    for doi in (
        "10.1177/039463200401700206",
        "10.1177/1094670519835311",
        "10.1177/09567976211001317",
    ):
        assert suffix_complete(doi) is True, doi
    assert suffix_complete("10.1038/s4146") is False
    assert suffix_complete("10.1038/nature12373") is True
    # AAAS's seven-character codes hold a digit: a word after "science." is no code
    for doi in ("10.1126/sciadv.abe4166", "10.1126/scisignal.2001234", "10.1126/science.aaf1234"):
        assert suffix_complete(doi) is True, doi
    assert suffix_complete("10.1126/science.journal") is False
    assert suffix_complete("10.1126/science.Protein") is False
    # JBC: volume.issue.page, a letter and nine digits, a manuscript number; not their heads
    for doi in ("10.1074/jbc.273.52.35347", "10.1074/jbc.M010729200", "10.1074/jbc.M110.206193"):
        assert suffix_complete(doi) is True, doi
    for doi in ("10.1074/jbc.M110", "10.1074/jbc.273", "10.1074/jbc.273.52"):
        assert suffix_complete(doi) is False, doi
    # Nature journals numbered by year: the year alone is none; other codes' numbers are
    for doi in ("10.1038/emboj.2008.262", "10.1038/bjc.2011.489", "10.1038/nmeth.2019"):
        assert suffix_complete(doi) is True, doi
    for doi in ("10.1038/emboj.2008", "10.1038/bjc.2012", "10.1038/nprot.2008"):
        assert suffix_complete(doi) is False, doi


def test_a_left_column_doi_broken_after_a_dot_goes_on_by_profile_spec5() -> None:
    """pdftotext -layout: a left-column DOI broken after an inner "." at its line's end, the
    other column's words after the gutter; the rest starts the next line, joined where the
    profile calls the DOI incomplete before it and complete with it."""
    text = (
        "domain of HER2 protein. J Biol Chem. 2011;               Marquand A, Daly EM, et al.\n"
        "286:18756-18765 doi: 10.1074/jbc.M110.                   predictive value of whole\n"
        "206193                                                   in autism: a pattern\n"
    )
    assert [doi for doi, _ in _read(text)] == ["10.1074/jbc.M110.206193"]


def test_a_word_after_a_codes_dot_gives_way_to_the_profiles_rest_spec5() -> None:
    """pdfplumber's merged columns: a right column's "...10.1126/science." at a line's end; the
    next line's first run is the left column's word ("Journal"), the DOI's rest a later run
    (SPEC §5 Readings: the registrant's profile decides)."""
    text = (
        "Gillespie DT. (1976). A general method for cell. Science. 297. 1183-1186.\n"
        "evolution of coupled chemical reactions. https://doi.org/10.1126/science.\n"
        "Journal of Computational Physics. 22. 1070919\n"
    )
    assert [doi for doi, _ in _read(text)] == ["10.1126/science.1070919"]


def test_capitalised_word_after_a_dot_stays_without_a_profile() -> None:
    """SPEC §5 readings: without the registrant's word, ".Foo" after a digit may be the
    DOI's own (no evidence: today's conservative rule)."""
    assert [h.doi for h in iter_hits("see 10.5555/abc.123.Foo here")] == ["10.5555/abc.123.Foo"]


def test_running_footer_page_number_cut_by_the_document() -> None:
    """SPEC §5: the document itself is evidence: the bare DOI printed before, the same DOI
    with the page number glued at the line end on every later page."""
    text = (
        "Research Article mSphere\n10.1128/msphere.00109-24\n\nbody text\n\f"
        "May 2024 Volume 9 Issue 5 10.1128/msphere.00109-2410\nDownloaded from ...\n\f"
        "May 2024 Volume 9 Issue 5 10.1128/msphere.00109-2411\n"
    )
    found = _read(text)
    assert [doi for doi, _ in found] == ["10.1128/msphere.00109-24"] * 3
    assert found[1][1] == ["cut-page-number"]


def test_page_number_cut_by_the_document_without_a_profile() -> None:
    text = "10.5555/abc.1234\n\nbody\n\f10.5555/abc.123417\nfooter"
    assert [doi for doi, _ in _read(text)] == ["10.5555/abc.1234", "10.5555/abc.1234"]


@pytest.mark.parametrize(
    "text",
    [
        pytest.param("See 10.1002/cpmb. 44 patients were", id="SPEC5-readings-space-then-number"),
        pytest.param("doi:10.1038/nature12373\nbio.780 next", id="SPEC5-readings-complete-stays"),
        pytest.param(
            "medRxiv 2020.04.14.20062463; doi: https://doi.org/10.1101/2020.04.14.20062463",
            id="SPEC5-readings-digits-at-text-end-need-the-document",
        ),
        pytest.param(
            "doi:10.1002/andp.19053221004.\n[2] B. P. Abbott", id="SPEC5-readings-long-number-stays"
        ),
        pytest.param("doi:10.5555/abc\n(2019) Smith", id="SPEC5-readings-unknown-registrant"),
        pytest.param(
            "doi:10.5555/abc.2007.10.007.Identity.", id="SPEC5-readings-title-word-no-profile"
        ),
    ],
)
def test_without_evidence_the_conservative_reading_stands(text: str) -> None:
    """SPEC §5: without evidence, keep today's conservative rule (no join, no cut)."""
    found = _read(text)
    assert all(kinds == [] for _, kinds in found), found


def test_suffix_complete() -> None:
    assert suffix_complete("10.1103/PhysRevD.88.054321") is True
    assert suffix_complete("10.1103/PhysRevD.88") is False
    assert suffix_complete("10.1016/j.cell.2015.03.012") is True
    assert suffix_complete("10.1016/j.cell.2015.03") is False
    assert suffix_complete("10.1061/(ASCE)0733-9372(2005)131:7(612)") is True
    assert suffix_complete("10.1088/1748-0221/13/02/P02012") is True
    assert suffix_complete("10.1002/(SICI)1097-4571(199806)49:8<693::AID-ASI4>3.0.CO;2-O")
    assert suffix_complete("10.5555/anything") is None
    assert suffix_complete("no slash") is None


def test_profiles_are_cited_and_compile() -> None:
    """Every row names its source; about 50 registrants (issue #9)."""
    prefixes = [p for profile in PROFILES for p in profile.prefixes]
    assert len(prefixes) == len(set(prefixes)) >= 50
    for profile in PROFILES:
        assert profile.source and profile.patterns
        assert all(prefix.startswith("10.") for prefix in profile.prefixes)


def test_fast_and_general_paths_read_alike() -> None:
    text = "doi: 10.1007/s10194-012-0474-\n1. [PubMed]. doi:10.1016/j.vet\x02par.2015.03.018."
    fast = [h.doi for h in iter_hits(text)]
    from doiextract.scan import scan_text

    general = [h.doi for h in scan_text(text, fast=False)]
    assert fast == general == ["10.1007/s10194-012-0474-1", "10.1016/j.vetpar.2015.03.018"]


def test_extract_text_deduplicates_the_readings() -> None:
    text = "10.1128/msphere.00109-24\n\f9 Issue 5 10.1128/msphere.00109-2410\n"
    assert [h.doi for h in extract_text(text)] == ["10.1128/msphere.00109-24"]


# -- outside knowledge: --known-dois (SPEC §5: "with a user's list of known DOIs, the reading
# -- that exists"); --verify is the same question asked of the DOI proxy (tests/verify)


@pytest.fixture
def known_list(tmp_path: Path) -> str:
    path = tmp_path / "known.txt"
    path.write_text("# a dump\n10.5555/ABCDEF\nhttps://doi.org/10.5555/ghi.jkl.123\n\n")
    return str(path)


@pytest.fixture
def known_sqlite(tmp_path: Path) -> str:
    path = tmp_path / "known.sqlite"
    with sqlite3.connect(path) as db:
        db.execute("CREATE TABLE works (id INTEGER PRIMARY KEY, DOI TEXT)")
        db.execute("CREATE INDEX works_doi ON works (DOI)")
        db.executemany(
            "INSERT INTO works (DOI) VALUES (?)", [("10.5555/abcdef",), ("10.5555/ghi.jkl.123",)]
        )
    db.close()
    return str(path)


@pytest.mark.parametrize("source", ["known_list", "known_sqlite"])
def test_known_dois_settle_readings(source: str, request: pytest.FixtureRequest) -> None:
    options = replace(Options(), known_dois=request.getfixturevalue(source))
    text = "a 10.5555/abc\ufffedef b\ndoi:10.5555/ghi.\nJkl.123 next"
    found = [
        (h.doi, [r.kind for r in h.removals if r.kind != "unwrap"])
        for h in iter_hits(text, options)
    ]
    assert found == [
        ("10.5555/abcdef", ["dehyphen-known"]),
        ("10.5555/ghi.Jkl.123", ["join-known"]),
    ]
    # without the list: the conservative readings (hyphen kept, no join before a capital)
    assert [h.doi for h in iter_hits(text)] == ["10.5555/abc-def", "10.5555/ghi"]


def test_known_dois_keep_the_reading_that_exists(known_list: str) -> None:
    """A reading that the list knows is not replaced by one the profile prefers."""
    path = Path(known_list)
    path.write_text("10.1126/sci-ence.1171402\n")
    options = replace(Options(), known_dois=known_list)
    assert [h.doi for h in iter_hits("doi: 10.1126/sci\ufffeence.1171402.", options)] == [
        "10.1126/sci-ence.1171402"
    ]


def test_known_dois_unreadable_file_is_a_typed_error(tmp_path: Path) -> None:
    options = replace(Options(), known_dois=str(tmp_path / "missing.txt"))
    with pytest.raises(KnownDoisError) as caught:
        list(iter_hits("10.5555/abc\ufffedef", options))
    assert isinstance(caught.value, OSError)


def test_cli_known_dois_flag(known_list: str, tmp_path: Path) -> None:
    source = tmp_path / "in.txt"
    source.write_text("see doi:10.5555/ghi.\nJkl.123 next\n")
    args = build_parser().parse_args(["--known-dois", known_list, str(source)])
    options = build_options(args)
    assert options.known_dois == known_list and options.verify_readings is False
    assert build_options(build_parser().parse_args(["--verify", "x"])).verify_readings is True


@pytest.mark.parametrize(
    ("text", "doi", "kind"),
    [
        pytest.param(
            "doi:10.5555/abc.045101.URL https://x.org",
            "10.5555/abc.045101",
            "cut-glued-label",
            id="SPEC5-readings-glued-url-label",
        ),
        pytest.param(
            "10.5555/foo.2019.01.002.PMID:31234567",
            "10.5555/foo.2019.01.002",
            "cut-glued-label",
            id="SPEC5-readings-glued-pmid-label",
        ),
        pytest.param(
            "10.5555/x.045101,arXiv:1402.1234",
            "10.5555/x.045101",
            "cut-glued-label",
            id="SPEC5-readings-glued-arxiv",
        ),
        pytest.param(
            "10.5555/x.045101,hep-th",
            "10.5555/x.045101",
            "cut-glued-label",
            id="SPEC5-readings-glued-arxiv-class",
        ),
        pytest.param(
            "10.5555/bar.2012.05.033[doi]",
            "10.5555/bar.2012.05.033",
            "cut-glued-label",
            id="SPEC5-readings-glued-bracket-note",
        ),
        pytest.param(
            "10.5555/abc.5678for further",
            "10.5555/abc.5678",
            "cut-glued-label",
            id="SPEC5-readings-glued-word",
        ),
        pytest.param(
            "10.5555/c9ab00123c(2019)",
            "10.5555/c9ab00123c",
            "cut-glued-label",
            id="SPEC5-readings-glued-year",
        ),
        pytest.param(
            "https://doi.org/10.5555/abc\n.0123.",
            "10.5555/abc.0123",
            "join-dot-line",
            id="SPEC5-readings-break-before-dot",
        ),
        pytest.param(
            "https://doi.org/10.1016/j.cub.2009.02. 055 next",
            "10.1016/j.cub.2009.02.055",
            "join-profile",
            id="SPEC5-readings-space-after-inner-dot-digits",
        ),
        pytest.param(
            "https://doi.org/10.5555/j.m\u00ef\u00bb\u00bfolcel.2014",
            "10.5555/j.molcel.2014",
            "invisible",
            id="SPEC4-readings-mojibake-bom",
        ),
    ],
)
def test_generic_shape_readings(text: str, doi: str, kind: str) -> None:
    (found,) = _read(text)
    assert found[0] == doi
    assert kind in found[1]


@pytest.mark.parametrize(
    ("text", "doi"),
    [
        pytest.param(
            "Int J Dev Biol. 49. 539-546. https://doi.org/10.5555/ij\ndb.041922dr",
            "10.5555/ijdb.041922dr",
            id="SPEC5-readings-shape-break-in-word-at-the-end",
        ),
        pytest.param(
            "Pest Manag Sci. 66. 155-161. 10.5555/ps.184 \n9.",
            "10.5555/ps.1849",
            id="SPEC5-readings-shape-short-rest-ends-the-reference",
        ),
        pytest.param(
            "Appl Environ Microbiol 70: 1213. doi:10.5555/AEM.70.2.121\n3-1221.2004. PMID: 1",
            "10.5555/AEM.70.2.1213-1221.2004",
            id="SPEC5-readings-shape-break-in-word-before-a-label",
        ),
        pytest.param(
            "Protein Sci 12: 2262. https://doi.org/10.5555/ps. 03197403",
            "10.5555/ps.03197403",
            id="SPEC5-readings-shape-space-after-inner-dot",
        ),
        pytest.param(
            "J Vis 9: 1-13. doi:10.5555/9.13. 1. PubMed: 19271923.",
            "10.5555/9.13.1",
            id="SPEC5-readings-shape-space-then-number-before-pubmed",
        ),
        pytest.param(
            "J Chem Ecol 30: 1305. doi:10.5555/B: JOEC.0000037741.13402.19",
            "10.5555/B:JOEC.0000037741.13402.19",
            id="SPEC5-readings-shape-space-after-inner-colon",
        ),
        pytest.param(
            "Genome Res 22: 766. https://doi.org/10.1101/gr.131748 \n.111\nSmith J",
            "10.1101/gr.131748.111",
            id="SPEC5-readings-shape-break-before-dot",
        ),
        pytest.param(
            "EMBO J 30: 1690. doi: 10.5555/emboj.2011.\n81",
            "10.5555/emboj.2011.81",
            id="SPEC5-readings-shape-page-number-like-rest-at-the-end",
        ),
    ],
)
def test_join_by_generic_shape(text: str, doi: str) -> None:
    """A DOI cut inside a word, after an inner "." or ":", or before a ".": where no profile
    decides, the next run is its rest when it is DOI material that ends the reference or runs
    into another identifier's label (issue #9; SPEC §5 Readings, generic shape)."""
    (found,) = _read(text)
    assert found == (doi, ["join-shape"])


@pytest.mark.parametrize(
    "text",
    [
        pytest.param("doi:10.5555/abc\n3D models are", id="SPEC5-shape-run-then-prose"),
        pytest.param("doi:10.5555/abc\nCOVID-19 pandemic", id="SPEC5-shape-capitals-then-prose"),
        pytest.param("doi:10.5555/ab12\n34\nMore text", id="SPEC5-shape-page-number-line"),
        pytest.param(
            "8. Dean CR. Boron nitride. Nat\nNanotechnol 2010;5:722-6. doi:10.5555/nn.2010.172\n1",
            id="SPEC5-shape-page-number-ends-a-page",
        ),
        pytest.param("doi:10.5555/ab12\n663 Smith J", id="SPEC5-shape-line-number"),
        pytest.param("doi:10.5555/ab12.\n34 patients were", id="SPEC5-shape-number-in-prose"),
        pytest.param("doi:10.5555/abc.12\n3.2 Results", id="SPEC5-shape-section-number"),
        pytest.param("the DOI 10.5555/abc.\n12. Smith J", id="SPEC5-shape-list-number"),
        pytest.param("doi:10.5555/abc\n2nd edition", id="SPEC5-shape-ordinal"),
        pytest.param("DOI 10.5555/a.2016.7. MR3548534", id="SPEC5-shape-other-identifier"),
        pytest.param("doi:10.5555/a.1.PubMed: 1234567", id="SPEC5-shape-label-colon"),
        pytest.param("see doi:10.5555/ghi.\nJkl.123 next", id="SPEC5-shape-capitalised-word"),
        pytest.param("doi:10.5555/abc\n2019; 12: 34", id="SPEC5-shape-citation"),
        pytest.param("doi:10.5555/abc\n\n12345", id="SPEC5-shape-blank-line"),
        pytest.param("10.5555/example. 2024", id="SPEC5-shape-year-after-the-doi"),
    ],
)
def test_generic_shape_stays_conservative(text: str) -> None:
    found = _read(text)
    assert all("join-shape" not in kinds for _, kinds in found), found


@pytest.mark.parametrize(
    ("text", "doi"),
    [
        pytest.param(
            "J Biol Chem 279:11096. https:// doi. org/ 10. 1074/ jbc. M3128 10200\n\n 11.  Yan FF",
            "10.1074/jbc.M312810200",
            id="issue9-spread-mid-number",
        ),
        pytest.param(
            "Physiol Rev. https:// doi. org/ 10. 1152/ physr  ev. 00008. 2017\n  2.  Dunne MJ",
            "10.1152/physrev.00008.2017",
            id="issue9-spread-mid-word-two-spaces",
        ),
        pytest.param(
            "Nature 334:364. https:// doi. org/ 10. 1038/ 33436 4a0. PMID: 3393228.",
            "10.1038/334364a0",
            id="issue9-spread-before-a-label",
        ),
        pytest.param(
            "J Med Chem. https:// doi. org/ 10. 1021/ acs. jmedc hem. \n5b018 35. Epub 2016",
            "10.1021/acs.jmedchem.5b01835",
            id="issue9-spread-list-number-shape-before-epub",
        ),
        pytest.param(
            # (Landes Bioscience's 10.4161 has a profile now, which joins the parts as the
            # rules' spaced DOI: test_spread_parts_join_by_the_profile; the same text under a
            # registrant without one, 10.4103, is read by the spread reading)
            "Plant Signal Behav. 6. 1893. 10. 4103/ psb. 6. 12. 18028",
            "10.4103/psb.6.12.18028",
            id="issue9-spread-prefix-spaced-both-sides",
        ),
        pytest.param(
            "PLoS One. 2019;14(8): e0220453. https:// doi. org/ 10. 1371/ \n"
            "journ al. pone. 02204 53. (Erratum in: PLoS One.",
            "10.1371/journal.pone.0220453",
            id="SPEC5-spread-line-break-after-bare-prefix-slash",
        ),
        pytest.param(
            "Pediatr Infect Dis J. 2024. https:// doi. org/ 10. 1097/ \nINF. 00000 00000 004334.",
            "10.1097/INF.0000000000004334",
            id="SPEC5-spread-line-break-after-bare-prefix-slash-capitals",
        ),
    ],
)
def test_doi_printed_spread_out(text: str, doi: str) -> None:
    """pdfminer reads Springer's zero-width spaces (and a justified line's gaps) as spaces at
    any place: a DOI whose URL or prefix is spread out takes every next run of DOI material
    up to a label, a name, a list number before a name, or prose (issue #9, SPEC §5)."""
    (found,) = _read(text)
    assert found[0] == doi
    assert "join-spread" in found[1]


@pytest.mark.parametrize(
    "text",
    [
        pytest.param(
            "eLife 6:e31054. https:// doi. org/ 10. 7554/ eLife. 31054 10. 7554/ eLife. 31054",
            id="issue9-spread-printed-twice",
        ),
        pytest.param("https:// doi. org/ 10. 1074/ jbc. 274. 15. 10213 cose was", id="prose"),
        pytest.param("https:// doi. org/ 10. 1074/ jbc. 274. 15. 10213\n12.  Smith", id="list"),
    ],
)
def test_doi_printed_spread_out_stops(text: str) -> None:
    assert next(h.doi for h in iter_hits(text)) in (
        "10.7554/eLife.31054",
        "10.1074/jbc.274.15.10213",
    )


@pytest.mark.parametrize(
    "text",
    [
        pytest.param("see https://doi.org/10.1371/\nResults were", id="capitalised-word"),
        pytest.param("see https://doi.org/10.1371/\nthe results", id="prose-word"),
    ],
)
def test_bare_prefix_does_not_take_a_sentence(text: str) -> None:
    """SPEC §5: after a prefix's "/" only a lowercase run that is no prose word goes on."""
    assert list(iter_hits(text)) == []


def test_generic_shape_reads_a_stream_like_a_text() -> None:
    """ "Ends the reference" looks a bounded way ahead: a stream in tiny chunks reads alike."""
    import io

    from doiextract.scan import scan_stream

    texts = [
        "x 10.5555/ps.184 \n9.",
        "x 10.5555/ps.184 \n9." + " " * 6,
        "x 10.5555/ps.184 \n9." + " " * 8 + "y",
        "x 10.5555/ps.184 \n9 PubMed: 1",
    ]
    for text in texts:
        whole = [h.doi for h in iter_hits(text)]
        for size in (1, 3, 64):
            options = Options(chunk_size=size)
            stream = scan_stream(io.StringIO(text), options=options)
            streamed = [h.doi for h in stream if isinstance(h, Hit)]
            assert streamed == whole, (text, size)


@pytest.mark.parametrize(
    ("text", "doi"),
    [
        (
            "Ecosystems 11: 803. doi:10.1007/s10021-008-9162-z.for further",
            "10.1007/s10021-008-9162-z",
        ),
        ("Analyst 131: 816. doi: 10.1039/b600334ffor further", "10.1039/b600334f"),
    ],
    ids=["SPEC5-readings-word-glued-after-check-letter", "SPEC5-readings-word-glued-no-dot"],
)
def test_word_glued_after_a_letter_cut_by_profile(text: str, doi: str) -> None:
    """A word glued on after a letter is cut where the registrant's profile says the DOI
    before it is complete; without a profile it stays ("10.5555/abcfor")."""
    (found,) = _read(text)
    assert found == (doi, ["cut-profile"])
    assert [h.doi for h in iter_hits("see 10.5555/abcfor more")] == ["10.5555/abcfor"]


@pytest.mark.parametrize(
    ("text", "doi"),
    [
        (
            "margin. Tectonophysics, 776, 228-321. https://doi.org/10.1016/j.tecto.2020.228321 ",
            "10.1016/j.tecto.2020.228321",
        ),
    ],
    ids=["SPEC5-readings-article-number-printed-as-pages"],
)
def test_page_range_does_not_hyphenate_a_complete_doi(text: str, doi: str) -> None:
    """SPEC §5 readings, issue #9 (corpora/peers grobid-segmentation, an AGU reference list):
    the reference printed the article number as a page range ("228-321"); the registrant's
    profile calls the DOI without a hyphen complete and the hyphenated one not, so no hyphen
    was lost and none is put back (the MCB case below, whose both readings are complete,
    still takes the document's page range)."""
    assert [h.doi for h in iter_hits(text)] == [doi]


@pytest.mark.parametrize(
    ("text", "doi", "kind"),
    [
        pytest.param(
            "of Neurobiology, 41, 555-573. https://doi.org/10.1016/S0074 \n"
            "-7742(08)60370-0, PubMed: 9378608 ",
            "10.1016/S0074-7742(08)60370-0",
            "join-profile",
            id="SPEC5-readings-break-before-hyphen-by-profile",
        ),
        pytest.param(
            "Cortex, 31(10), 4477-4500. https://doi.org/10.1093/cercor \n/bhab101, PubMed: 3",
            "10.1093/cercor/bhab101",
            "join-profile",
            id="SPEC5-readings-break-before-slash-by-profile",
        ),
        pytest.param(
            # (MIT Press's profile calls "jocn_a" incomplete and "jocn_a_01208" complete)
            "Neuroscience, 30(3), 267-280. https://doi.org/10.1162/jocn_a \n_01208, PubMed: 2",
            "10.1162/jocn_a_01208",
            "join-profile",
            id="SPEC5-readings-break-before-underscore",
        ),
        pytest.param(
            # (the same without a profile: the line's leading "_" is the evidence)
            "Neuroscience, 30(3), 267-280. https://doi.org/10.5555/jocn_a \n_01208, PubMed: 2",
            "10.5555/jocn_a_01208",
            "join-mark-line",
            id="SPEC5-readings-break-before-underscore-no-profile",
        ),
        pytest.param(
            "Neuroscience, 23(23), 8432-8444. https://doi.org/10.1523 \n"
            "/JNEUROSCI.23-23-08432.2003, PubMed: 12968006 ",
            "10.1523/JNEUROSCI.23-23-08432.2003",
            "join-line",
            id="SPEC5-break-before-the-prefix-slash",
        ),
        pytest.param(
            "Cognitive Processes, 27(7-8), 953-978. https://doi.org/10 \n"
            ".1080/01690965.2012.705006 \nMcQueen, J.",
            "10.1080/01690965.2012.705006",
            "join-line",
            id="SPEC5-break-before-the-prefix-dot",
        ),
        pytest.param(
            "Brain Research, 148, 95-109. doi: 10\r\n  .1016/S0079-6123(04)48009-1, PubMed",
            "10.1016/S0079-6123(04)48009-1",
            "join-line",
            id="SPEC5-break-before-the-prefix-dot-label",
        ),
        pytest.param(
            "Tellus A, 70(1), 1-16. https://doi.org/10.10\n80/16000870.2018.1435945\nNext, A.",
            "10.1080/16000870.2018.1435945",
            "join-line",
            id="SPEC5-break-inside-the-registrant",
        ),
        pytest.param(
            "Brain Research, 148, 95-109. doi: 10.1\r\n  016/S0079-6123(04)48009-1, PubMed",
            "10.1016/S0079-6123(04)48009-1",
            "join-line",
            id="SPEC5-break-inside-the-registrant-label",
        ),
    ],
)
def test_break_before_punctuation(text: str, doi: str, kind: str) -> None:
    """SPEC §5, issue #9 (corpora/peers grobid-segmentation, MIT Press reference lists): a
    typesetter that breaks lines before punctuation puts the DOI's "-", "/" or "_" first on
    the next line ("S0074" / "-7742(08)...", "10.1523" / "/JNEUROSCI..."); the DOI before the
    break is visibly incomplete (its profile says so, or it is a bare prefix), so it joins."""
    (found,) = _read(text)
    assert found == (doi, [kind])


@pytest.mark.parametrize(
    "text",
    [
        "see doi:10.5555/abc1 \n-0.5 and 0.3",  # a table's negative number: no profile
        "see doi:10.1016/j.cell.2015.03.012 \n-2 more",  # complete: nothing joins
        "in 10.1000\n/2 cases",  # arithmetic, not a prefix
        # a number ending a line, a decimal starting the next: no DOI wrapper or label
        "see table 10\n.1080/abcd and more",
        "https://example.org/10\n.1080/abcd",
        "doi: 10\n.1080/2 cases",  # what follows the "/" is no suffix's start
        "doi: 10\n\n.1080/abcd",  # a blank line between
        # a registrant broken after its first digits: only behind a DOI wrapper or label
        "in table 10.10\n2020/2021 and",
        "https://example.org/10.10\n80/abcd",
        "doi: 10.10\n\n80/abcd",
    ],
)
def test_break_before_punctuation_stays_without_evidence(text: str) -> None:
    """The line that starts with "-" needs a profile's evidence; a complete DOI takes nothing
    on; a number broken before "/" is no prefix (SPEC §5 stays conservative)."""
    assert all(kinds == [] for _, kinds in _read(text)), _read(text)


@pytest.mark.parametrize(
    ("text", "doi", "kinds"),
    [
        pytest.param(
            "Fl y 2012;6:80-92. https:// doi.org/ 10.416 \n1/fly.19695 . \n5. Danecek P",
            "10.4161/fly.19695",
            ["join-space", "join-line"],
            id="SPEC5-break-after-three-registrant-digits-spaced-wrapper",
        ),
        pytest.param(
            "Fly 2012;6:80-92. doi: 10.416\n1/fly.19695. Next, A.",
            "10.4161/fly.19695",
            ["join-line"],
            id="SPEC5-break-after-three-registrant-digits-label",
        ),
        pytest.param(
            "Nucleic Acids Res 2020;48:W395-402. https://doi.org/ 10 \n.1093/nar/gkaa554 .",
            "10.1093/nar/gkaa554",
            ["join-space", "join-line"],
            id="SPEC5-break-before-the-prefix-dot-spaced-wrapper",
        ),
    ],
)
def test_break_inside_the_prefix_behind_a_spaced_wrapper(
    text: str, doi: str, kinds: list[str]
) -> None:
    """SPEC §5 PDF line breaks, issue #9 (corpora/peers grobid-segmentation, OUP GigaScience
    2024): a prefix broken inside its registrant after its third digit, or before its dot,
    behind a "doi.org/" that the text layer printed with a space after its "/" (as after every
    "/" of the link) is visibly incomplete: joined, as behind "doi.org/" itself."""
    (found,) = _read(text)
    assert found == (doi, kinds)


@pytest.mark.parametrize(
    "text",
    [
        "in table 10.416\n2020/2021 and",  # no wrapper or label: a number and the next line
        "https://example.org/10.416\n1/abcd",  # another host's path
        "doi: 10.416\n\n1/abcd",  # a blank line between
        "https://doi.org/ 10.4161 \n2/x",  # four digits: a registrant, not its first part
    ],
)
def test_break_inside_the_prefix_stays_without_a_wrapper(text: str) -> None:
    """Three registrant digits and a break join only right behind a DOI wrapper or label,
    and never across a blank line (SPEC §5 stays conservative)."""
    assert all(kinds == [] for _, kinds in _read(text)), _read(text)


@pytest.mark.parametrize(
    ("text", "doi"),
    [
        pytest.param(
            "GigaScience 2020;9:giaa065. https: \n// doi.org/ 10.1093/ gigascience/ giaa065 . ",
            "10.1093/gigascience/giaa065",
            id="SPEC5-spaces-journal-path-after-bare-prefix",
        ),
        pytest.param(
            "https:// doi.org/ 10.1 \n093/ gigascience/ giab008 . ",
            "10.1093/gigascience/giab008",
            id="SPEC5-spaces-journal-path-after-broken-registrant",
        ),
        pytest.param(
            "Zenodo . 2022. https:// doi.org/ 10.5281/ zenodo \n.7273767 . ",
            "10.5281/zenodo.7273767",
            id="SPEC5-spaces-code-then-break-before-its-dot",
        ),
    ],
)
def test_journal_code_and_its_slash_after_a_bare_prefix(text: str, doi: str) -> None:
    """SPEC §5 spaces, issue #9 (corpora/peers grobid-segmentation, OUP GigaScience 2024: a
    text layer that put a space after every "/" of a link): a journal code and its "/" right
    after a bare prefix's "/" and a space, with DOI material holding a digit one space on, is
    the suffix's first part, as a code and its "." is ("doi: 10.1002/ ldr. 1091"); so is a
    code whose "." starts the next line (a typesetter that breaks before punctuation)."""
    assert [doi for doi, _ in _read(text)] == [doi]


@pytest.mark.parametrize(
    "text",
    [
        "see 10.1000/ and/ or 123",  # prose words
        "doi 10.1000/ This/ 2",  # a capitalised word
        "doi: 10.1000/ zenodo and more",  # no digit after the code
        "doi: 10.1000/ code/ (2020)",  # a bracketed year
        "doi: 10.1000/ zenodo \n.5 of them",  # a decimal, but nothing after the prefix's "/"
    ],
)
def test_journal_code_and_its_slash_stays_without_doi_material(text: str) -> None:
    """A digit-less word after a bare prefix and a space joins only as a code before DOI
    material (SPEC §5: never when what follows reads as prose)."""
    assert _read(text) == [], _read(text)


def test_number_alone_after_a_hyphen_at_a_break_is_the_dois_last_part() -> None:
    """SPEC §5, issue #9 (corpora/peers grobid-segmentation, an Int J Med Inform 2020 list): a
    DOI broken after a hyphen is visibly incomplete; a next line that holds only "142." is its
    last part (IOS Press's ISBN-and-page DOI), while "12. Smith J, ..." starts the next reference
    (a list number always has its item after it on the same line)."""
    text = (
        "Informatics (234) (2017) 142-149, https://doi.org/10.3233/978-1-61499-742-9-\n142. \n"
        "[58] C.S. Kruse, A. Stein"
    )
    assert _read(text) == [("10.3233/978-1-61499-742-9-142", ["join-line"])]
    assert _read("see doi:10.5555/abc-\n12. Smith J, Title") == [("10.5555/abc-", [])]


def test_page_range_hyphen_lost_at_a_break_comes_back() -> None:
    """pdftotext drops a DOI's hyphen at a line end: "MCB.25.3.1183-" / "1190.2005" reads
    "MCB.25.3.11831190.2005". The reference printed its page range just before ("1183-90"):
    the document's evidence for where the hyphen stood (rehyphen-document)."""
    text = "Mol Cell Biol. 2005;25(3):1183-90. doi: 10.1128/MCB.25.3.11831190.2005. PubMed"
    (found,) = _read(text)
    assert found == ("10.1128/MCB.25.3.1183-1190.2005", ["rehyphen-document"])
    # two numbers that are no range of pages give no evidence
    assert [h.doi for h in iter_hits("pp. 12-34. doi:10.5555/x.1234.5678")] == [
        "10.5555/x.1234.5678"
    ]
    assert [h.doi for h in iter_hits("pp. 456-123. doi:10.5555/x.456123.5")] == [
        "10.5555/x.456123.5"
    ]
    text = "26(5):257-274. ISSN 1093-7404. doi:10.1080/10937404.2023.2193762."
    assert [h.doi for h in iter_hits(text)] == ["10.1080/10937404.2023.2193762"]


def test_glued_doi_label_before_its_doi_ends_the_run() -> None:
    """A lost space glues a "doi:" label onto the URL before it (SPEC §5: something new
    starts): "...jp047796zdoi: 10.1021/jp047796z" is one DOI, not "...jp047796zdoi"."""
    text = "Available from: http://pubs.acs.org/doi/abs/10.1021/jp047796zdoi: 10.1021/jp047796z"
    assert [h.doi for h in iter_hits(text)] == ["10.1021/jp047796z", "10.1021/jp047796z"]


@pytest.mark.parametrize("mark", ["\u200e", "\u200f", "\u202a", "\u202e", "\u2066", "\u2069"])
def test_bidirectional_marks_are_invisible(mark: str) -> None:
    """Issue #9: copy-paste from right-to-left pages leaves bidi marks inside or after DOIs."""
    assert [h.doi for h in iter_hits(f"see 10.5555/ab{mark}c.12{mark} now")] == ["10.5555/abc.12"]


@pytest.mark.parametrize(
    "text",
    [
        pytest.param("see 10.1002/cpmb. 44 patients", id="SPEC5-readings-space-then-short-number"),
        pytest.param("10.5555/abc\n. Next", id="SPEC5-readings-dot-line-prose"),
        pytest.param("10.1038/415092a is", id="SPEC5-readings-letter-after-digit-is-the-doi"),
    ],
)
def test_generic_readings_stay_conservative(text: str) -> None:
    found = _read(text)
    assert all(kinds == [] for _, kinds in found), found


@pytest.mark.parametrize(
    ("text", "doi"),
    [
        pytest.param(
            "see 10. 1093/nar/gkx123 here", "10.1093/nar/gkx123", id="SPEC5-space-after-10"
        ),
        pytest.param(
            "doi:10. \n1002/pmic.202100329.",
            "10.1002/pmic.202100329",
            id="SPEC5-space-and-break-after-10",
        ),
        pytest.param(
            "10.1057/ s41599-020-0499-z", "10.1057/s41599-020-0499-z", id="SPEC5-space-after-slash"
        ),
        pytest.param(
            "https:// doi. org/ 10. 1021/ ja404 868t. Epub",
            "10.1021/ja404868t",
            id="SPEC5-readings-spaced-out-doi-joined-by-profile",
        ),
    ],
)
def test_spaces_from_pdf_extraction(text: str, doi: str) -> None:
    assert [h.doi for h in iter_hits(text)] == [doi]


@pytest.mark.parametrize(
    "text", ["in 10. 5 cases", "costs 10. 123 dollars", "10.1021/ja404 868 cases"]
)
def test_spaces_after_10_need_a_prefix_and_slash(text: str) -> None:
    found = _read(text)
    assert all(kinds == [] for _, kinds in found), found


@pytest.mark.parametrize(
    ("text", "doi"),
    [
        pytest.param(
            "10.1103 /PhysRevE.62.1234 and",
            "10.1103/PhysRevE.62.1234",
            id="SPEC5-space-before-slash",
        ),
        pytest.param(
            "doi: 10.1016 / j.cell.2015.03.012.",
            "10.1016/j.cell.2015.03.012",
            id="SPEC5-spaces-around-slash",
        ),
    ],
)
def test_space_before_the_slash(text: str, doi: str) -> None:
    assert [h.doi for h in iter_hits(text)] == [doi]


def test_spaced_prefix_with_a_space_before_the_slash() -> None:
    """PDF extraction spaces a prefix out on both sides: "10. 29333 /iejme/ 8260" (SPEC §5)."""
    text = "https://doi.org/10. 29333 /iejme/ 8260   \n\nArticle"
    (found,) = _read(text)
    assert found[0] == "10.29333/iejme/8260"
    assert [h.doi for h in iter_hits("x = 10. 1000 / 2")] == []
    # a number after the "/": with a letter or of 5 digits it is a suffix, not a divisor
    assert [h.doi for h in iter_hits("doi: 10.1038 /374057a0 and 10.1078 /07232020332")] == [
        "10.1038/374057a0",
        "10.1078/07232020332",
    ]
    assert [h.doi for h in iter_hits("10.1000 /2000 and 10.1000 /2")] == []


def test_space_before_the_slash_is_not_arithmetic() -> None:
    assert list(iter_hits("x = 10.1000 / 2 = 5000 and 10.1000 / a b")) == []


@pytest.mark.parametrize(
    ("text", "doi"),
    [
        pytest.param(
            "2020;382(8):727. https:// doi. org/ 10. 1056/ NEJMo a2001 017. Epub 2020",
            "10.1056/NEJMoa2001017",
            id="SPEC5-readings-spaced-out-doi-cut-mid-part",
        ),
        pytest.param(
            "https:// doi. org/ 10. 1016/ j. immuni. 2011. 11. 018. 12. Smith J",
            "10.1016/j.immuni.2011.11.018",
            id="SPEC5-spaced-out-doi-every-separator",
        ),
        pytest.param(
            "doi 10. 5555/ abc. def 12. Smith J",
            "10.5555/abc.def",
            id="SPEC5-spaced-out-no-profile",
        ),
    ],
)
def test_doi_printed_spaced_out(text: str, doi: str) -> None:
    assert [h.doi for h in iter_hits(text)] == [doi]


# ../shared beside the repository (as in CI); DOIEXTRACT_SHARED names it elsewhere (a worktree)
_SHARED = (
    Path(os.environ.get("DOIEXTRACT_SHARED", Path(__file__).resolve().parents[2].parent / "shared"))
    / "corpora"
)
#: Gold DOIs of profiled registrants outside every pattern: oddities of the registrant's own
#: (news items, issue DOIs, supplements) and two gold errors (a truncated SICI, a doubled DOI).
_UNPROFILED_GOLD = {
    "10.1038/488s2a",
    "10.1086/apj.2000.538.issue-2",
    "10.1103/10.1007/jhep08(2010)117",
    "10.1136/tc.6.suppl_2.s57",
    "10.1175/1520-0469(1979)036<1722:bpoase>2.0",
    "10.1186/1758-2946-7-s1-s2",
    "10.7554/elife.3105410.7554/elife.31054",
}


@pytest.mark.skipif(not _SHARED.exists(), reason="../shared/corpora is not beside the repo")
def test_profiles_cover_the_real_gold() -> None:
    """Every real DOI of a profiled registrant in refs-dev and the real PDFs' gold has a shape
    of its profile (bar the listed few): a profile that misses real DOIs would read them wrong."""
    import json

    dois: list[str] = []
    for line in (_SHARED / "refs-dev.jsonl").read_text(encoding="utf-8").splitlines():
        dois += json.loads(line)["expected"]
    for record in json.loads((_SHARED / "real-pdf" / "gold.json").read_text("utf-8")).values():
        dois += record["dois"] + record["link_annotation_only"]
    missed = {d.lower() for d in dois if suffix_complete(d) is False}
    assert missed <= _UNPROFILED_GOLD, sorted(missed - _UNPROFILED_GOLD)
    assert sum(suffix_complete(d) is True for d in set(dois)) > 2000


@pytest.mark.parametrize(
    "text",
    [
        "see doi:10.1128/JVI\n.01234-15. and",  # a break before a '.' (join-dot-line/profile)
        "doi: 10.1126/sci\ufffeence.1171402.",  # pdfium's hyphen mark
    ],
    ids=["break-before-dot-spec5", "hyphen-mark-spec5"],
)
def test_no_join_option_stops_the_readings_joins_too(text: str) -> None:
    """SPEC §5 readings join only where the join rules may: ``join_lines=False`` (the CLI's
    ``--no-join``, "do not repair broken DOIs") keeps a DOI broken at a line end as printed."""
    joined = extract_text(text)[0]
    assert any(r.kind.startswith(("join", "dehyphen")) for r in joined.removals), joined
    kept = extract_text(text, Options(join_lines=False, join_spaces=False))[0]
    assert not any(r.kind.startswith(("join", "dehyphen")) for r in kept.removals), kept
    assert len(kept.doi) < len(joined.doi)


def test_a_gap_past_the_bounded_look_ahead_reads_no_token_issue9() -> None:
    """Found by the too-long-run property: a stream chunk ends inside a line break after a
    hit whose look-ahead limit is already reached; the next run is then empty, not an error."""
    import io

    options = replace(Options(), max_doi_length=41, chunk_size=7)
    text = "10.1000/10.1000/10.1000/10.1000/10.1000/\r\n10."
    streamed = [h.doi for h in iter_hits(io.StringIO(text), options)]
    assert streamed == [h.doi for h in iter_hits(text, options)]
    assert streamed == ["10.1000/10.1000/10.1000/10.1000/10.1000"]


def test_a_list_of_numbered_dois_on_one_line_keeps_each() -> None:
    """Refden's doiFinder test (corpora/peers): '...2017.01 ... 10.3904/kjim.2017.010' on one
    line are two DOIs; the page-number reading needs the shorter DOI on an earlier line."""
    text = " ".join(f"10.3904/kjim.2017.0{v}" for v in range(11))
    assert [doi for doi, _ in _read(text)][-2:] == ["10.3904/kjim.2017.09", "10.3904/kjim.2017.010"]
    found = _read("10.3904/kjim.2017.01\n\f10.3904/kjim.2017.010\n")
    assert found[1] == ("10.3904/kjim.2017.01", ["cut-page-number"])


# -- issue #9 session 5: a line break that a reference-string tool turned into a space, a
# hyphenation hyphen that the reference's own words explain, line-numbered manuscripts


@pytest.mark.parametrize(
    ("text", "doi", "kind"),
    [
        pytest.param(
            "Circulation. 2013;127:e362. doi: 10.1161/CIR.0b013e31827 42c84",
            "10.1161/CIR.0b013e3182742c84",
            "join-profile",
            id="SPEC5-readings-space-in-word-by-profile",
        ),
        pytest.param(
            "J Virol. 2015;89:1. doi: 10.1128/JVI .01234-15. PMID: 1",
            "10.1128/JVI.01234-15",
            "join-profile",
            id="SPEC5-readings-space-before-dot-by-profile",
        ),
        pytest.param(
            "J Gen Virol 12: 1. doi: 10.5555/gv .01234-15",
            "10.5555/gv.01234-15",
            "join-shape",
            id="SPEC5-readings-space-before-dot-by-shape",
        ),
        pytest.param(
            "Int J Dev Biol. 49. 539-546. https://doi.org/10.5555/ijdb.041 922dr",
            "10.5555/ijdb.041922dr",
            "join-shape",
            id="SPEC5-readings-space-in-word-ends-the-reference",
        ),
        pytest.param(
            "Int J Dev Biol. 49. 539-546. doi:10.5555/ijdb.041 922dr. PubMed: 1234",
            "10.5555/ijdb.041922dr",
            "join-shape",
            id="SPEC5-readings-space-in-word-before-a-label",
        ),
        # a journal's code without a vowel, then its number: no word of prose (case
        # grobid-s1219), the registrant's profile or the reference's end joins it
        pytest.param(
            "Nucleic Acids Res 39: 5692-5703. doi: 10.1093/nar/gkr 148",
            "10.1093/nar/gkr148",
            "join-profile",
            id="SPEC5-readings-space-after-a-code-without-vowel-by-profile",
        ),
        pytest.param(
            "Eur J Public Health. 2011;21:1-2. [doi:10.1093/eurpub/ckq 106] and more",
            "10.1093/eurpub/ckq106",
            "join-profile",
            id="SPEC5-readings-space-after-a-code-without-vowel-inside-brackets",
        ),
        pytest.param(
            "Broad Institute TCGA Genome Data Analysis Center. doi: 10.5555/C1VH 5KV4",
            "10.5555/C1VH5KV4",
            "join-shape",
            id="SPEC5-readings-space-after-a-code-without-vowel-at-the-end",
        ),
    ],
)
def test_space_where_a_line_broke_inside_a_word(text: str, doi: str, kind: str) -> None:
    assert _read(text) == [(doi, [kind])]


@pytest.mark.parametrize(
    "text",
    [
        # a word, then a number: two words (hand-made case rt8-space-09)
        pytest.param("Nature 521:436-444. DOI: 10.1038/nature 14539", id="word-then-number"),
        # a code without a vowel and a number, no profile, prose after: two runs
        pytest.param("doi:10.5555/ckq 14539 patients were seen", id="code-then-prose"),
        # "y" is a vowel: a word ("gym 14539" at the end, no profile)
        pytest.param("Sports Med. doi:10.5555/gym 14539", id="word-with-y-then-number"),
        # the run goes on into prose, a year, another number with dots, a capitalised word
        pytest.param("see doi:10.5555/abc.041 922dr cells and more", id="prose-after"),
        pytest.param("doi:10.5555/abc.041 2019.", id="year"),
        pytest.param("10.0.0.1 10.1000/182 10.1.2", id="numbers-with-dots"),
        pytest.param("doi:10.5555/abc.041 Smith", id="name"),
        # a bare number at the end of a page's text is its page number
        pytest.param("Some line\nMore text here doi:10.5555/abc.041 12", id="page-number"),
    ],
)
def test_space_in_a_word_stays_without_evidence(text: str) -> None:
    dois = [doi for doi, _ in _read(text)]
    assert all(" " not in doi for doi in dois)
    assert not any(doi.endswith(("14539", "922dr", "2019", "10.1.2", "12")) for doi in dois)


@pytest.mark.parametrize(
    ("text", "doi"),
    [
        pytest.param(
            "36. Eberle MA. A data set. \nGenome Res 2016;27:157-64. https:// doi.org/ 10.1101/"
            " gr.210500. \n116 . ",
            "10.1101/gr.210500.116",
            id="SPEC5-readings-number-then-final-dot-is-no-page-number",
        ),
        pytest.param(
            "Eberle MA. A data set.\nGenome Res 2016;27:157-64. doi:10.1101/gr.210500.\n116 .\n",
            "10.1101/gr.210500.116",
            id="SPEC5-readings-number-then-final-dot-then-break",
        ),
        # a number alone on the last line of a page's text is still its page number
        pytest.param(
            "Eberle MA. A data set.\nGenome Res 2016;27:157-64. doi:10.1101/gr.210500.\n116",
            "10.1101/gr.210500",
            id="SPEC5-readings-number-alone-is-the-page-number",
        ),
        pytest.param(
            "Eberle MA. A data set.\nGenome Res 2016;27:157-64. doi:10.1101/gr.210500.\n116  \n",
            "10.1101/gr.210500",
            id="SPEC5-readings-number-alone-with-blanks-is-the-page-number",
        ),
    ],
)
def test_page_number_stands_alone_on_its_line(text: str, doi: str) -> None:
    """SPEC §5 Readings, issue #9 (corpora/peers grobid-segmentation, OUP GigaScience 2024): a
    bare number alone on the last line of a page's text is its page number, not a DOI's rest;
    a number followed on its line by the reference's final "." (GigaScience prints " ." after
    each link) is the DOI's last part, where the registrant's shape allows it (CSHL's
    ``gr.NNNNNN.YYY``)."""
    assert [found for found, _ in _read(text)] == [doi]


def test_other_columns_number_and_final_dot_is_no_dois_rest() -> None:
    """A number and a final "." far right on the next line is the other column's text (a
    two-column page, ``corpora/damage.py`` two-columns), not the left column's DOI's rest."""
    text = (
        "2008;237:3016-3023. doi: 10.1002/                  Biomaterials. 2014;35:3934-44. doi:\n"
        "dvdy.21697                                         10.1016/j.biomaterials.2014.01.\n"
        "                                                   028 ."
    )
    assert [doi for doi, _ in _read(text)] == [
        "10.1002/dvdy.21697",
        "10.1016/j.biomaterials.2014.01.028",
    ]


@pytest.mark.parametrize(
    ("text", "doi"),
    [
        # another identifier's label, in any case, after the DOI at a reference's end: its
        # value is no DOI's rest (SPEC §5 join conditions; a lower-case "pmid:" was joined)
        pytest.param("doi:10.5555/12345678 pmid:33152070", "10.5555/12345678", id="pmid"),
        pytest.param("doi:10.5555/abc.041 pmcid:PMC7778", "10.5555/abc.041", id="pmcid"),
        pytest.param("doi:10.5555/abc.041 s2cid:1234", "10.5555/abc.041", id="s2cid"),
        pytest.param("doi:10.5555/x12 arxiv:1402.1234", "10.5555/x12", id="arxiv"),
        pytest.param("10.5555/abc. isbn:978-3-16", "10.5555/abc", id="after-dot"),
    ],
)
def test_a_label_and_its_value_after_a_space_are_another_identifier(text: str, doi: str) -> None:
    assert [found for found, _ in _read(text)] == [doi]


@pytest.mark.parametrize(
    ("text", "doi"),
    [
        pytest.param(
            "AJNR Am J Neuroradiol 30: 1700-1703. doi: 10.5555/aj- \nnr.A1698",
            "10.5555/ajnr.A1698",
            id="SPEC5-readings-hyphen-document-word-printed",
        ),
        pytest.param(
            "Am J Respir Crit Care Med 149: S9-S20. doi:10.5555/ajrc- \ncm/149.2_Pt_2.S9.",
            "10.5555/ajrccm/149.2_Pt_2.S9",
            id="SPEC5-readings-hyphen-document-initials",
        ),
        pytest.param(
            "Biophys J. 2007;92: 3615-3632. doi: 10.5555/bi- ophysj.106.100388",
            "10.5555/biophysj.106.100388",
            id="SPEC5-readings-hyphen-document-abbreviations-run-together-space",
        ),
        pytest.param(
            "The Journal of Immunology. 167. 4701. https://doi.org/10.5555/ji-\nmmunol.167.8.4701",
            "10.5555/jimmunol.167.8.4701",
            id="SPEC5-readings-hyphen-document-skipping-of",
        ),
        pytest.param(
            "Int J Dev Biol 49: 539. https://doi.org/10.5555/ij\ufffedb.041922dr",
            "10.5555/ijdb.041922dr",
            id="SPEC5-readings-hyphen-document-pdfium-mark",
        ),
    ],
)
def test_hyphen_at_a_break_that_the_reference_explains(text: str, doi: str) -> None:
    assert _read(text) == [(doi, ["dehyphen-document"])]


@pytest.mark.parametrize(
    ("text", "doi"),
    [
        # the hyphenated form is printed: the DOI's own hyphen
        pytest.param(
            "Proc. (ACSOS-C), pages 104-109. doi:10.5555/ACSOS-\nC58168.2023.00048.",
            "10.5555/ACSOS-C58168.2023.00048",
            id="printed-hyphenated",
        ),
        # the profile wants the hyphen (AMS: JAS-D-...), though "J. Atmos. Sci." abbreviates
        pytest.param(
            "J. Atmos. Sci., 70, 1234-1250, doi:10.1175/JAS-\nD-12-0123.1",
            "10.1175/JAS-D-12-0123.1",
            id="profile-keeps",
        ),
        # no word before explains the letters
        pytest.param(
            "Some Journal 12: 1-9. doi: 10.5555/qx-\nzw.2019.1", "10.5555/qx-zw.2019.1", id="none"
        ),
    ],
)
def test_hyphen_at_a_break_stays_without_the_documents_evidence(text: str, doi: str) -> None:
    assert [found for found, _ in _read(text)] == [doi]


@pytest.mark.parametrize(
    ("text", "doi"),
    [
        pytest.param(
            "662 https://doi.org/10.1002/1616-3028(20020201)12:2<149::AID-\n"
            "663 ADFM149>3.0.CO;2-N.\n664 18. Muiznieks, L. D.",
            "10.1002/1616-3028(20020201)12:2<149::AID-ADFM149>3.0.CO;2-N",
            id="SPEC5-line-number-after-hyphen",
        ),
        pytest.param(
            "41 Smith J. Cell 3: 1-9. doi: 10.1016/j.cell.\n42 2015.03.012. More",
            "10.1016/j.cell.2015.03.012",
            id="SPEC5-line-number-after-dot",
        ),
        pytest.param(
            "12 Smith J. bioRxiv 2015. doi: 10.1101/02998\n13 3",
            "10.1101/029983",
            id="SPEC5-line-number-in-word-by-profile",
        ),
        pytest.param(
            "307 Immunity. 36. 120-131. https://doi.org/10.5555/immuni.2011.11.0\n308 18",
            "10.5555/immuni.2011.11.018",
            id="SPEC5-line-number-in-word-by-shape-not-a-page-number",
        ),
    ],
)
def test_line_numbered_manuscript(text: str, doi: str) -> None:
    assert [found for found, _ in _read(text)] == [doi]


@pytest.mark.parametrize(
    "text",
    [
        # the next line's number does not continue the line before's: DOI material, not a
        # line number (no join across "13 " without the sequence)
        pytest.param("41 Smith J. doi: 10.1016/j.cell.\n13 2015.03.012. More", id="not-sequence"),
        pytest.param("Smith J. doi: 10.1016/j.cell.\n42 2015.03.012. More", id="no-numbers"),
    ],
)
def test_line_number_needs_the_documents_numbering(text: str) -> None:
    assert "10.1016/j.cell.2015.03.012" not in [found for found, _ in _read(text)]


def test_line_numbers_read_alike_in_a_stream() -> None:
    text = (
        "40 Intro line of the reference list here\n"
        "41 Smith J. Cell 3: 1-9. doi: 10.1016/j.cell.\n42 2015.03.012. More\n"
    ) * 3
    whole = [h.doi for h in iter_hits(text)]
    assert whole == ["10.1016/j.cell.2015.03.012"] * 3
    for size in (1, 7, 64):
        options = Options(chunk_size=size)
        streamed = [h.doi for h in iter_hits(io.StringIO(text), options)]
        assert streamed == whole, size


@pytest.mark.parametrize(
    ("text", "doi"),
    [
        pytest.param(
            "Prev Med. 1991;20:590. http://dx.doi.org/10.1016/0091-         cessation in "
            "hospitalised patients.\n    7435(91)90057-B\n",
            "10.1016/0091-7435(91)90057-B",
            id="SPEC5-layout-gutter-after-hyphen",
        ),
        pytest.param(
            "Nucleic Acids Res. 40. D706. https://doi.org/10.1093/      Med. 2008;168:1961–1967.\n"
            "nar/gkr1030\n",
            "10.1093/nar/gkr1030",
            id="SPEC5-layout-gutter-after-slash-dash-in-the-other-column",
        ),
        pytest.param(
            "Circulation. 2013;127:e362. http://dx.doi.org/10.1161/CIR.0b013e31827     19,732 men"
            " and women\n    42c84\n",
            "10.1161/CIR.0b013e3182742c84",
            id="SPEC5-layout-gutter-in-word-by-profile",
        ),
    ],
)
def test_layout_column_gutter(text: str, doi: str) -> None:
    assert [found for found, _ in _read(text)] == [doi]


def test_layout_gutter_never_swallows_the_other_columns_doi() -> None:
    text = (
        "Physiol. B 135, 439. (doi:10.1016/s1096-          83–99. (doi:10.1111/j.0105-2896.x)\n"
        "    4959(03)00093-9)\n"
    )
    assert "10.1111/j.0105-2896.x" in [found for found, _ in _read(text)]


def test_list_number_glued_to_a_name_starts_the_next_reference() -> None:
    text = "Mech; 1977; 44.\nhttps://doi.org/10.1115/1.3424078.\n32.Nagapudi, K.; Brinkman, W."
    assert [found for found, _ in _read(text)] == ["10.1115/1.3424078"]


@pytest.mark.parametrize(
    ("text", "doi", "kind"),
    [
        pytest.param(
            "Geology 29: 1. doi:10.5555/00917613(2001)029",
            "10.5555/0091-7613(2001)029",
            "rehyphen-shape",
            id="SPEC5-readings-issn-before-sici-date",
        ),
        pytest.param(
            # (GSA has a profile, which knows the shape: the stronger evidence)
            "Geology 29: 1. doi:10.1130/00917613(2001)029",
            "10.1130/0091-7613(2001)029",
            "rehyphen-profile",
            id="SPEC5-readings-issn-before-sici-date-gsa-profile",
        ),
        pytest.param(
            "J Econ Entomol 100: 1258. doi:10.5555/00220493(2007)100[1258:ETFSAH]2.0.CO;2.",
            "10.5555/0022-0493(2007)100[1258:ETFSAH]2.0.CO;2",
            "rehyphen-shape",
            id="SPEC5-readings-issn-before-sici-date-brackets",
        ),
        pytest.param(
            "BMC Bioinformatics. 2009;10:316. doi:10.1186/1471-2105-10316",
            "10.1186/1471-2105-10-316",
            "rehyphen-document",
            id="SPEC5-readings-volume-and-article-number-printed",
        ),
        pytest.param(
            "BMC Med. 2011;9(1): 39. doi:10.1186/1741-7015-939",
            "10.1186/1741-7015-9-39",
            "rehyphen-document",
            id="SPEC5-readings-volume-issue-and-article-number-printed",
        ),
    ],
)
def test_hyphen_lost_at_a_break_comes_back_by_evidence(text: str, doi: str, kind: str) -> None:
    assert _read(text) == [(doi, [kind])]


@pytest.mark.parametrize(
    ("text", "doi"),
    [
        # several places fit and the reference prints no volume and number: as printed
        pytest.param(
            "BMC Bioinformatics. 2009. doi:10.1186/1471-2105-10316", "10.1186/1471-2105-10316"
        ),
        # eight digits before a parenthesis that holds no year: no ISSN's shape
        pytest.param("doi:10.5555/12345678(abc)", "10.5555/12345678(abc)"),
    ],
)
def test_hyphen_lost_stays_without_evidence(text: str, doi: str) -> None:
    assert [found for found, _ in _read(text)] == [doi]


@pytest.mark.parametrize(
    ("text", "doi"),
    [
        pytest.param(
            "19,732 men and women from The Copenhagen Centr           https://doi.org/10.1534/"
            "genetics.112.\n19,732 men and women from The Copenhagen Centr           146340\n",
            "10.1534/genetics.112.146340",
            id="SPEC5-layout-right-column-after-dot-not-the-left-columns-number",
        ),
        pytest.param(
            "Med. 2008;168(18):1961-1967.                           2341. https://doi.org/10.1099/"
            "\nJ Am Coll Cardiol. 2010;55(6):                              ijs.0.63255-0\n",
            "10.1099/ijs.0.63255-0",
            id="SPEC5-layout-right-column-after-slash-hanging-indent",
        ),
        pytest.param(
            "Med. 2008;168(18):1961-1967.                           https://doi.org/10.1101/02998"
            "\nJ Am Coll Cardiol. 2010;55(6):                         3\n",
            "10.1101/029983",
            id="SPEC5-layout-right-column-in-word-by-profile",
        ),
    ],
)
def test_layout_right_column(text: str, doi: str) -> None:
    assert [found for found, _ in _read(text)] == [doi]


@pytest.mark.parametrize(
    ("text", "doi"),
    [
        pytest.param(
            "J Am Coll Cardiol. 2010;55(6):                       Nature Reviews Genetics. 10.\n"
            "Med. 2008;168(18):1961-1967.                         https://doi.org/10.1038/nrg250"
            "\n24. Ramunno LD, Dodds TA, Traven ND. Coordi          9\n",
            "10.1038/nrg2509",
            id="SPEC5-layout-right-column-in-word-beside-the-other-columns-words",
        ),
        pytest.param(
            "Med. 2008;168(18):1961-1967.      Yildirim EA (2006) On the minimum volume.\n"
            "J Am Coll Cardiol. 2010;55(6):    Optim 17: 621-641. doi: 10.1109/TRO.2006.8\n"
            "19,732 men and women from The     78961 .\n",
            "10.1109/TRO.2006.878961",
            id="SPEC5-layout-right-column-no-profile-beside-the-other-columns-words",
        ),
    ],
)
def test_layout_right_column_short_rest_is_no_page_number(text: str, doi: str) -> None:
    # a short number at the right column's start after the other column's words is that
    # column's text (a DOI cut inside a word that the profile accepts both ways); a page
    # number stands alone on its line (next test)
    assert [found for found, _ in _read(text)] == [doi]


def test_layout_right_column_page_number_alone_is_not_joined() -> None:
    text = (
        "J Am Coll Cardiol. 2010;55(6):                       Nature Reviews Genetics. 10.\n"
        "Med. 2008;168(18):1961-1967.                         https://doi.org/10.1038/nrg250\n"
        "                                                     9\n"
    )
    assert [found for found, _ in _read(text)] == ["10.1038/nrg250"]


def test_layout_right_column_without_text_there_is_not_joined() -> None:
    text = (
        "Med. 2008;168(18):1961-1967.                           https://doi.org/10.1534/genetics.\n"
        "J Am Coll Cardiol. 2010;55(6): 2019 and more\n"
    )
    assert [found for found, _ in _read(text)] == ["10.1534/genetics"]  # not "...2019"


# pdftotext -layout prints a line of the right column alone where its baseline falls between
# two lines of the left column: a left-column DOI broken at its line's end goes on one line
# further down, at its own line's indentation (real-pdf, mSphere and Frontiers references).
_RIGHT = " " * 83


@pytest.mark.parametrize(
    ("text", "doi"),
    [
        pytest.param(
            "      Typhimurium. Mol Microbiol 59:126–141. https://doi.org/10.1111/j.1365-\n"
            f"{_RIGHT}30.   Biswas I, Machen A, Mettlach J. 2019. In vitro motility assays\n"
            "      2958.2005.04940.x\n"
            f"{_RIGHT}Acinetobacter species. Methods Mol Biol 1946:177–187.\n",
            "10.1111/j.1365-2958.2005.04940.x",
            id="SPEC5-layout-other-column-line-alone-after-hyphen",
        ),
        pytest.param(
            "      its linkage to ISAba125. Front Microbiol 7. https://doi.org/10.3389/fmicb.\n"
            f"{_RIGHT}24.   Leong CG, Bloomfield RA, Boyd CA, Dornbusch AJ, Lieber L, Liu F\n"
            "      2016.01126\n"
            f"{_RIGHT}A, Slay E, Lang KM, Lostroh CP. 2017. The role of core and accessory\n",
            "10.3389/fmicb.2016.01126",
            id="SPEC5-layout-other-column-line-alone-after-dot",
        ),
        pytest.param(
            "Mol Microbiol 59:126–141. https://doi.org/10.1111/j.1365-\n"
            f"{_RIGHT}Acinetobacter species. Methods Mol Biol 1946:177–187.\n"
            f"{_RIGHT}A, Slay E, Lang KM, Lostroh CP. 2017. The role of core and accessory\n"
            "2958.2005.04940.x\n",
            "10.1111/j.1365-2958.2005.04940.x",
            id="SPEC5-layout-other-column-two-lines-alone-unindented-left-column",
        ),
    ],
)
def test_layout_other_columns_line_alone_is_skipped(text: str, doi: str) -> None:
    assert [found for found, _ in _read(text)] == [doi]


@pytest.mark.parametrize(
    "text",
    [
        # the line between holds a DOI of its own: never swallowed
        pytest.param(
            "      Typhimurium. Mol Microbiol 59:126–141. https://doi.org/10.1111/j.1365-\n"
            f"{_RIGHT}30.   Biswas I. 2019. doi:10.1000/right.column.1\n"
            "      2958.2005.04940.x\n",
            id="SPEC5-layout-other-column-line-with-a-doi-not-skipped",
        ),
        # the next line is indented but not past the DOI's line's end: not the other column
        pytest.param(
            "      Typhimurium. Mol Microbiol 59:126–141. https://doi.org/10.1111/j.1365-\n"
            f"{' ' * 40}Table 2\n"
            "      2958.2005.04940.x\n",
            id="SPEC5-layout-indented-line-inside-the-column-not-skipped",
        ),
        # the line after goes on at another indentation: not the DOI's column
        pytest.param(
            "      Typhimurium. Mol Microbiol 59:126–141. https://doi.org/10.1111/j.1365-\n"
            f"{_RIGHT}30.   Biswas I, Machen A, Mettlach J. 2019. In vitro motility assays\n"
            f"{' ' * 30}2958.2005.04940.x\n",
            id="SPEC5-layout-other-column-line-then-another-indentation-not-joined",
        ),
    ],
)
def test_layout_other_columns_line_is_skipped_only_where_the_column_goes_on(text: str) -> None:
    found = [doi for doi, _ in _read(text)]
    assert "10.1111/j.1365-2958.2005.04940.x" not in found
    assert found[0] == "10.1111/j.1365-"
    if "right.column" in text:
        assert "10.1000/right.column.1" in found


# pypdf's text of some PDFs: every space lost, or the one after a ";" (Science prints
# "doi: 10.4049/...; pmid: 18566383"), and a running header's page number glued to its title
# after a page break ("951Diabetologia"): what is glued on is no part of the DOI.
@pytest.mark.parametrize(
    ("text", "doi", "kind"),
    [
        pytest.param(
            "Electronicsupplementarymaterialisavailable\nathttp://dx.doi.org/10.1098/"
            "rsos.150395orvia\nhttp://rsos.royalsocietypublishing.org.",
            "10.1098/rsos.150395",
            "cut-profile",
            id="SPEC5-readings-glued-words-after-a-digit-by-profile",
        ),
        pytest.param(
            "at http://dx.doi.org/10.1098/rsos.150395or via the journal",
            "10.1098/rsos.150395",
            "cut-profile",
            id="SPEC5-readings-glued-short-word-after-a-digit-by-profile",
        ),
        pytest.param(
            "J. Immunol. 181,186–189\n(2008). doi: 10.4049/jimmunol.181.1.186;pmid:18566383"
            "\n40. T.",
            "10.4049/jimmunol.181.1.186",
            "cut-glued-label",
            id="SPEC5-readings-glued-lower-case-pmid-label",
        ),
        pytest.param(
            "Cell 140, 1 (2010). doi:10.1016/j.cell.2010.01.045;pmcid:PMC2844342\n41. A.",
            "10.1016/j.cell.2010.01.045",
            "cut-glued-label",
            id="SPEC5-readings-glued-lower-case-pmcid-label",
        ),
        pytest.param(
            "EcolLett14:19-28.doi:10.1111/j.1461-0248.2010.01552.x.PubMed:21070562.",
            "10.1111/j.1461-0248.2010.01552.x",
            "cut-glued-label",
            id="SPEC5-readings-glued-pubmed-label-with-its-number",
        ),
        pytest.param(
            "Nature.2010;463(7282):757–62.doi:10.1038/nature08835;PubMedCentralPMCID:PMC3951495.",
            "10.1038/nature08835",
            "cut-glued-label",
            id="SPEC5-readings-glued-pubmed-central-label",
        ),
        pytest.param(
            "Cephalalgia.2007;27(3):193–210.doi:\n10.1111/j.1468-2982.2007.01288.x.[PubMed:17381554]."
            " ramabad.Yafteh.2006",
            "10.1111/j.1468-2982.2007.01288.x",
            "cut-glued-label",
            id="SPEC5-readings-glued-bracketed-pubmed-note",
        ),
        pytest.param(
            "NeurolSci. 2014;35(4):565–70.doi: 10.1007/s10072-013-1550-2.[PubMed: 24068481].",
            "10.1007/s10072-013-1550-2",
            "cut-glued-label",
            id="SPEC5-readings-glued-bracket-of-a-pubmed-note",
        ),
    ],
)
def test_glued_words_and_labels_after_lost_spaces(text: str, doi: str, kind: str) -> None:
    assert _read(text) == [(doi, [kind])]


@pytest.mark.parametrize(
    "text",
    [
        # no profile evidence: the letters stay (they may be the DOI's)
        pytest.param("doi:10.5555/abc150395orvia more", id="SPEC5-readings-no-profile-no-cut"),
        # a label in lower case needs a separator before it ("...xpmid" may be a suffix's)
        pytest.param("doi:10.5555/xpmid:123 more", id="SPEC5-readings-lower-label-needs-a-mark"),
    ],
)
def test_glued_words_stay_without_evidence(text: str) -> None:
    raw = text.split("doi:")[1].split(" ", maxsplit=1)[0]
    assert [found for found, _ in _read(text)] == [raw]


def test_running_header_after_a_page_break_is_not_a_spread_dois_rest() -> None:
    text = (
        "J Physiol 498(1):87–98. https:// doi. org/ 10. 1113/ jphys iol. \n1997. sp021 843"
        "\n\f951Diabetologia (2024) 67:940–951 \n 26. Proks P"
    )
    assert [found for found, _ in _read(text)] == ["10.1113/jphysiol.1997.sp021843"]


# Springer/BMC typeset a zero-width space at every break opportunity of a DOI and its URL, and
# pdftotext prints them: the rest on the next line holds them too (real-pdf, BMC Biology).
_ZW = "\u200b"


@pytest.mark.parametrize(
    ("text", "doi"),
    [
        pytest.param(
            f"Nat Chem Biol. 2012;8(3):301-10. https://{_ZW}doi.{_ZW}org/{_ZW}10.{_ZW}1038/"
            f"{_ZW}nchem{_ZW}\nbio.{_ZW}780. PMID:22306580;PMCID:PMC3433707.",
            "10.1038/nchembio.780",
            id="SPEC4-SPEC5-zwsp-break-in-word-by-profile",
        ),
        pytest.param(
            f"Bioinformatics. 2019;35(18):3493-5. https://{_ZW}doi.{_ZW}org/{_ZW}10.{_ZW}1093/"
            f"{_ZW}bioin{_ZW}forma{_ZW}\ntics/{_ZW}btz087. PMID:30721922;",
            "10.1093/bioinformatics/btz087",
            id="SPEC4-SPEC5-zwsp-break-rest-with-zwsp",
        ),
        pytest.param(
            f"Cancer Res. 2009;69(19):7653-61. https://{_ZW}doi.{_ZW}org/{_ZW}10.{_ZW}1158/"
            f"{_ZW}0008-{_ZW}5472.{_ZW}\nCAN-{_ZW}09-{_ZW}1304. Epub 2009 Sep 8",
            "10.1158/0008-5472.CAN-09-1304",
            id="SPEC4-SPEC5-zwsp-break-after-dot",
        ),
        pytest.param(
            f"Development. 135. 669-676. https://{_ZW}doi.{_ZW}org/{_ZW}10.{_ZW}5555/{_ZW}dev."
            f"{_ZW}01477{_ZW}\n9",
            "10.5555/dev.014779",
            id="SPEC4-SPEC5-zwsp-break-in-word-ends-the-reference",
        ),
        pytest.param(
            f"J Ab. 1. doi:10.{_ZW}5555/{_ZW}ab.{_ZW}1234{_ZW}\n567.{_ZW}",
            "10.5555/ab.1234567",
            id="SPEC4-SPEC5-zwsp-break-trailing-zwsp-trimmed",
        ),
    ],
)
def test_zero_width_spaces_around_a_break(text: str, doi: str) -> None:
    found = _read(text)  # (checks that the removals replay the DOI from its raw run)
    assert [d for d, _ in found] == [doi]
    assert "invisible" in found[0][1]


def test_zero_width_spaces_do_not_make_a_rest_of_prose() -> None:
    text = f"doi:10.{_ZW}5555/{_ZW}ab.{_ZW}1234{_ZW}\nSmith{_ZW} J, 2019. Cells"
    assert [d for d, _ in _read(text)] == ["10.5555/ab.1234"]


@pytest.mark.parametrize(
    ("text", "doi"),
    [
        pytest.param(
            "J Chem Theory Comput. 2012;8:695-702. doi: 10.1021/ct 200641m "
            "https://doi.org/10.1021/ct200641m",
            "10.1021/ct200641m",
            id="SPEC5-readings-space-in-word-printed-again-right-after",
        ),
        pytest.param(
            "doi:10.5555/nature14539. Cited as: doi: 10.5555/nature 14539",
            "10.5555/nature14539",
            id="SPEC5-readings-space-in-word-printed-before",
        ),
        pytest.param(
            "Biochemistry. 43. 6219-6229. doi: 10.1021/bi049892 w https://doi.org/10.1021/bi049892w",
            "10.1021/bi049892w",
            id="SPEC5-readings-space-before-a-last-letter-printed-again",
        ),
    ],
)
def test_space_in_a_word_joined_by_the_documents_second_printing(text: str, doi: str) -> None:
    found = _read(text)
    assert {d for d, _ in found} == {doi}
    assert any("join-document" in kinds for _, kinds in found)


@pytest.mark.parametrize(
    ("text", "doi"),
    [
        pytest.param(
            "Bonifazi, D. (2022). Oxygen-doped pah electrochromes. European Journal of\n"
            "Organic Chemistry, 2022, e202101166. https://doi.org/10.1002/\nejoc.20210 1166\n",
            "10.1002/ejoc.202101166",
            id="SPEC5-readings-article-number-joins-a-space-wileys-profile-accepts-both",
        ),
        pytest.param(
            "Chem. Eur. J. 2021, 27, e202100123. https://doi.org/10.1002/chem.20210\n0123\n"
            "Smith, J. (2020). Next reference.",
            "10.1002/chem.202100123",
            id="SPEC5-readings-article-number-joins-a-line-break",
        ),
        pytest.param(
            "Angew. Chem. Int. Ed. 2021, 60, 202101234; doi:10.1002/anie.20210 1234 Smith J,",
            "10.1002/anie.202101234",
            id="SPEC5-readings-article-number-printed-without-its-e",
        ),
    ],
)
def test_the_references_article_number_joins_the_dois_parts(text: str, doi: str) -> None:
    found = _read(text)
    assert [d for d, _ in found] == [doi]
    assert "join-document" in found[0][1]


@pytest.mark.parametrize(
    ("text", "doi"),
    [
        pytest.param(
            "Chem. Eur. J. 2021, 27, 1234-1240. https://doi.org/10.1002/chem.20210 0123 Smith J,",
            "10.1002/chem.20210",
            id="SPEC5-readings-no-article-number-no-join",
        ),
        pytest.param(
            "Chem. Eur. J. 2021, 27, e202100999. https://doi.org/10.1002/chem.20210 0123 Smith J,",
            "10.1002/chem.20210",
            id="SPEC5-readings-another-article-number-no-join",
        ),
        pytest.param(
            "Chem. Eur. J. 2021, 27, e202100123."
            + " Long title words." * 12
            + " https://doi.org/10.1002/chem.20210 0123 Smith J,",
            "10.1002/chem.20210",
            id="SPEC5-readings-article-number-beyond-the-bounded-look-back",
        ),
        pytest.param(
            "Nature 521, 14539 (2015). doi:10.5555/nature 14539",
            "10.5555/nature",
            id="SPEC5-readings-a-word-then-a-short-number-stays-two-words",
        ),
    ],
)
def test_an_article_number_joins_only_the_number_it_prints(text: str, doi: str) -> None:
    assert [d for d, _ in _read(text)] == [doi]


@pytest.mark.parametrize(
    ("text", "doi"),
    [
        pytest.param(
            "Eur J Public Health 2011;21:484-90. [PMID: 20685812\nDOI: 10.1093/eurpub/ckq 106].",
            "10.1093/eurpub/ckq106",
            id="SPEC5-readings-oup-code-without-a-vowel-then-its-number",
        ),
        pytest.param(
            "Nucleic Acids Res. 2020;48:D1-D9. doi:10.1093/nar/gkz 935. Smith J, Jones K.",
            "10.1093/nar/gkz935",
            id="SPEC5-readings-oup-code-before-a-next-reference",
        ),
        pytest.param(
            "Bioinformatics. 2018;34:i884. doi: 10.1093/bioinformatics/bty 560",
            "10.1093/bioinformatics/bty560",
            id="SPEC5-readings-oup-code-with-a-y",
        ),
    ],
)
def test_an_article_code_that_is_no_word_joins_its_number_by_profile(text: str, doi: str) -> None:
    assert _read(text) == [(doi, ["join-profile"])]


@pytest.mark.parametrize(
    ("text", "doi"),
    [
        # a word (it has a vowel), then a number: two words (case rt8-space-09)
        pytest.param("Nature 521:436-444. DOI: 10.1038/nature 14539", "10.1038/nature", id="word"),
        # no word, but no profile says the joined DOI is one its registrant issues
        pytest.param("see doi:10.5555/abc.xyz 12 cells", "10.5555/abc.xyz", id="no-profile"),
        # the profile calls the joined DOI incomplete too: no evidence for it
        pytest.param("doi:10.1093/nar/gkz 93 Smith", "10.1093/nar/gkz", id="profile-refuses"),
    ],
)
def test_a_word_or_an_unprofiled_code_then_a_number_stays(text: str, doi: str) -> None:
    assert [d for d, _ in _read(text)] == [doi]


@pytest.mark.parametrize(
    ("text", "dois"),
    [
        # the longer DOI printed after is another one (it goes on): no evidence
        pytest.param(
            "DOI: 10.1038/nature 14539 and 10.1038/nature145391",
            ["10.1038/nature", "10.1038/nature145391"],
            id="printed-after-as-a-longer-doi",
        ),
        # a word then a number with no second printing stays two words (case rt8-space-09)
        pytest.param(
            "Nature 521:436-444. DOI: 10.1038/nature 14539", ["10.1038/nature"], id="no-printing"
        ),
    ],
)
def test_space_in_a_word_without_a_second_printing_stays(text: str, dois: list[str]) -> None:
    assert [d for d, _ in _read(text)] == dois


def test_a_short_number_before_a_label_is_a_last_part_not_a_new_doi() -> None:
    text = "Vaccine 30(11): 1972-1980. doi:10.1016/j.vaccine.2012.01.0 10. PubMed: 22248820."
    assert _read(text) == [("10.1016/j.vaccine.2012.01.010", ["join-profile"])]


@pytest.mark.parametrize(
    ("text", "doi"),
    [
        ("doi:10.1021/acs.jpcc.5b00123.Epub 2015 Mar 2.", "10.1021/acs.jpcc.5b00123"),
        ("doi:10.1016/j.cell.2015.03.012.Accessed 12 May 2020", "10.1016/j.cell.2015.03.012"),
        ("https://doi.org/10.5555/abc.123,Available from: x", "10.5555/abc.123"),
    ],
)
def test_glued_publication_note_after_punctuation_is_cut(text: str, doi: str) -> None:
    assert [d for d, _ in _read(text)] == [doi]


@pytest.mark.parametrize(
    ("text", "doi"),
    [
        ("Biogeosciences 9: 1465-1478. doi:10.5194/bg9-1465-2012.", "10.5194/bg-9-1465-2012"),
        ("Diabetes 59: 2444-2452. doi: 10.2337/db100174", "10.2337/db10-0174"),
        (
            "Spine. 25. 3186-3191. doi: 10.1097/00007632200012150-00014",
            "10.1097/00007632-200012150-00014",
        ),
        ("Can J Bot. 84. 1635-1649. https://doi.org/10.1139/b06133", "10.1139/b06-133"),
    ],
)
def test_hyphen_lost_comes_back_by_a_new_profile(text: str, doi: str) -> None:
    assert _read(text) == [(doi, ["rehyphen-profile"])]


@pytest.mark.parametrize(
    "doi",
    [
        "10.5194/acp-23-1-2023",
        "10.5194/wes-2019-70",
        "10.5194/egusphere-egu21-1234",
        "10.5194/tc-7-419-2013-supplement",
        "10.2337/dc21-S002",
        "10.2337/diabetes.53.12.3159",
        "10.1097/01.hjr.0000183914.90236.01",
        "10.1097/FBP.0b013e3281f522a4",
        "10.1097/j.pain.0000000000000460",
        "10.1139/cjfas-2015-0123",
        "10.1139/y2012-009",
    ],
)
def test_new_profiles_call_their_registrants_dois_complete(doi: str) -> None:
    assert suffix_complete(doi) is True
    assert [found for found, _ in _read(f"doi: {doi}. PubMed: 1")] == [doi]


# pdftotext's plain text of a line-numbered manuscript (bioRxiv): each line number is a
# paragraph of its own, between blank lines, also inside a broken DOI.
@pytest.mark.parametrize(
    ("text", "doi"),
    [
        pytest.param(
            "license.\n\n662\n\nhttps://doi.org/10.1002/1616-3028(20020201)12:2<149::AID-\n\n663"
            "\n\nADFM149>3.0.CO;2-N.\n\n664\n\n18. Muiznieks, L. D.",
            "10.1002/1616-3028(20020201)12:2<149::AID-ADFM149>3.0.CO;2-N",
            id="SPEC5-line-number-alone-after-hyphen",
        ),
        pytest.param(
            "comparisons.\n\n587\n\nhttps://doi.org/10.5555/ps.0319\n\n588\n\n7403",
            "10.5555/ps.03197403",
            id="SPEC5-line-number-alone-in-word-ends-the-text",
        ),
    ],
)
def test_line_number_alone_between_blank_lines(text: str, doi: str) -> None:
    assert [d for d, _ in _read(text)] == [doi]
    for size in (1, 7, 64):
        streamed = [h.doi for h in iter_hits(io.StringIO(text), Options(chunk_size=size))]
        assert streamed == [doi], size


@pytest.mark.parametrize(
    "text",
    [
        # the number alone after the DOI does not go on from the one before its line
        pytest.param(
            "comparisons.\n\n12\n\nhttps://doi.org/10.5555/ps.0319\n\n588\n\n7403",
            id="numbering-does-not-go-on",
        ),
        # no number alone before the DOI's line (a page number between blank lines)
        pytest.param(
            "Some text here.\nhttps://doi.org/10.5555/abc-\n\n14\n\nxyz def", id="page-number"
        ),
    ],
)
def test_line_number_alone_needs_the_documents_numbering(text: str) -> None:
    assert all(not d.endswith(("7403", "xyz")) for d, _ in _read(text))


def test_f1000_version_label_on_the_next_line_is_not_the_dois() -> None:
    text = "Latest published: 3 10.12688/f1000research.4767.2\nv2\nPage 1 of 9"
    assert [d for d, _ in _read(text)] == ["10.12688/f1000research.4767.2"]
    assert suffix_complete("10.12688/wellcomeopenres.15191.1") is True


@pytest.mark.parametrize(
    ("text", "doi", "kind"),
    [
        pytest.param(
            "J Econ Entomol 100: 1258-1267. doi:10.1603/0022-0493(200 7)100[1258:ETFSAH]2.0.CO;2."
            " PubMed: 17849878.",
            "10.1603/0022-0493(2007)100[1258:ETFSAH]2.0.CO;2",
            "join-balance",
            id="sici-year-space",
        ),
        pytest.param(
            "J Econ Entomol 100: 1258-1267. doi:10.1603/0022-0493(200\n7)100[1258:ETFSAH]2.0.CO;2.",
            "10.1603/0022-0493(2007)100[1258:ETFSAH]2.0.CO;2",
            "join-balance",
            id="sici-year-line-break",
        ),
        pytest.param(
            "Lancet. 2020. doi:10.1016/S0140-6736(20 )30183-5.",
            "10.1016/S0140-6736(20)30183-5",
            "join-balance",
            id="pii-space-before-close",
        ),
        pytest.param(
            "J Dairy Sci. doi:10.3168/jds.S0022-0302(04 )73319-6",
            "10.3168/jds.S0022-0302(04)73319-6",
            "join-balance",
            id="pii-in-suffix",
        ),
        pytest.param(
            "J Biomed Mater Res. doi:10.1002/(SICI )1097-4636(1999)47:4<495::AID-JBM4>3.0.CO;2-U",
            "10.1002/(SICI)1097-4636(1999)47:4<495::AID-JBM4>3.0.CO;2-U",
            "join-balance",
            id="sici-label",
        ),
        pytest.param(
            "J Econ Entomol 100: 1258-1267. doi:10.1603/0022-0493(2007)100[1258:ETFS \nAH]2.0.CO;2."
            " PubMed: 17849878.",
            "10.1603/0022-0493(2007)100[1258:ETFSAH]2.0.CO;2",
            "join-balance",
            id="sici-title-code",
        ),
    ],
)
def test_a_group_left_open_is_closed_by_the_next_run(text: str, doi: str, kind: str) -> None:
    """Issue #9: a space or a line break inside a short bracketed group (SICI, PII): the DOI
    left its group open and the next run closes it (bracket balance, ``join-balance``;
    damage kind ``break-in-group``)."""
    assert _read(text) == [(doi, [kind])]


@pytest.mark.parametrize(
    ("text", "doi"),
    [
        # a word inside the group, not a short run that closes it
        pytest.param("doi:10.1234/ab(cd more words) and", "10.1234/ab(cd", id="prose"),
        # closed already: nothing left open
        pytest.param("doi:10.1234/ab(cd) 12)", "10.1234/ab(cd)", id="balanced"),
        # the run closes another kind of bracket
        pytest.param("doi:10.1234/ab(12 3]x", "10.1234/ab(12", id="other-bracket"),
        # the group opened too long before the end
        pytest.param(
            "see doi:10.1234/ab(1234567890123 45)x and more",
            "10.1234/ab(1234567890123",
            id="long-group",
        ),
    ],
)
def test_a_group_left_open_without_a_closing_run_stays(text: str, doi: str) -> None:
    assert [found for found, _ in _read(text)] == [doi]


@pytest.mark.parametrize(
    "text",
    [
        "ab 100 doi:10.1603/0022-0493(2007\n)100[1258:ETFSAH]2.0.CO;2.",
        "ab 100 doi:10.1603/0022-0493(2007 )100[1258:ETFSAH]2.0.CO;2.",
        "see 10.1234/x(ab )cd ef and 10.1234/x(ab\n)cd ef",
        "Entomol 100: 1258-1267. doi:10.1603/0022-0493(2007)100[1258:ETFS\nAH]2.0.CO;2.",
    ],
)
def test_the_plain_lane_leaves_a_group_left_open_to_the_readings(text: str) -> None:
    """The hot path's plain lane keeps a DOI without a profile before a line break or a space
    and a run it reads as no DOI's rest: never before a closing bracket, where ``join-balance``
    may join (lane on = lane off)."""
    from doiextract.scan import scan_text

    fast, general = list(scan_text(text)), list(scan_text(text, fast=False))
    assert fast == general
    assert all(r.kind == "join-balance" for h in fast for r in h.removals if r.kind[:5] == "join-")
    assert any(r.kind == "join-balance" for h in fast for r in h.removals)


@pytest.mark.parametrize(
    ("text", "doi"),
    [
        pytest.param(
            " this preprint (which\n\f662 https://doi.org/10.1002/1616-3028(20020201)12:2<149::AID"
            "\ufffe663 ADFM149>3.0.CO;2-N.\n664 18.Muiznieks, L. D.",
            "10.1002/1616-3028(20020201)12:2<149::AID-ADFM149>3.0.CO;2-N",
            id="bioRxiv-pdfium",
        ),
        pytest.param(
            "41 Smith J. Title. J Biol 12: 1-9. doi:10.5555/abc\ufffe42 def12 and more",
            "10.5555/abc-def12",
            id="generic",
        ),
    ],
)
def test_a_line_number_glued_to_a_hyphen_mark_belongs_to_the_break(text: str, doi: str) -> None:
    """pdfium's text of a line-numbered manuscript: the next line, its number first, glued to
    the U+FFFE that marks the DOI's hyphen at the line's end; the mark's line starts with the
    number before it (the document's own numbering: ``rules.join.after_glued_line_number``)."""
    assert [found for found, _ in _read(text)] == [doi]


@pytest.mark.parametrize(
    "text",
    [
        # the mark's line holds no number before it
        "Smith J. Title. J Biol 12: 1-9. doi:10.5555/abc\ufffe42 def12 and more",
        # not the next number
        "41 Smith J. Title. J Biol 12: 1-9. doi:10.5555/abc\ufffe44 def12 and more",
    ],
)
def test_a_number_after_a_hyphen_mark_without_the_numbering_stays(text: str) -> None:
    assert "10.5555/abc-def12" not in [found for found, _ in _read(text)]


@pytest.mark.parametrize(
    ("text", "doi"),
    [
        pytest.param(
            "farms of Punjab\ndoi:10.2754/\nBrno.\nActa\n(Pakistan).\navb200776010079.\n\n"
            "Madugundu AK, Na CH",
            "10.2754/avb200776010079",
            id="three-lines",
        ),
        pytest.param(
            "Int J\nParasitol\ndoi:10.1016/\nResist.\nj.ijpddr.2017.10.001.\n\nUhlen M",
            "10.1016/j.ijpddr.2017.10.001",
            id="one-line",
        ),
        pytest.param(
            "J. C 71 (2011) 1733, http://dx.doi.org/10.1140/epjc/\n\nhadronic event shapes at\n"
            "culations, Eur. Phys.\ns10052-011-1733-z, arXiv:1101.1470.\n\n",
            "10.1140/epjc/s10052-011-1733-z",
            id="blank-line-and-phrases",
        ),
    ],
)
def test_pdfminer_jumble_between_prefix_and_suffix(text: str, doi: str) -> None:
    """pdfminer's text of a two-column page: the other column's words, a short line or a few,
    between a DOI's "/" at a line's end and its suffix alone on a line (real-pdf, G3/Genetics
    with pdfminer ``boxes_flow=None``): ``rules.join.after_jumble``."""
    assert [found for found, _ in _read(text)] == [doi]


@pytest.mark.parametrize(
    "text",
    [
        # prose after the prefix, no suffix alone on a line
        "doi:10.2754/\nBrno.\nActa\nthe results of the 2019 study were\n",
        # more than four short lines
        "doi:10.2754/\nA\nB\nC\nD\nE\navb200776010079.\n",
        # a line of five words is prose, no jumble
        "doi:10.2754/\nthe results of this study\navb200776010079.\n",
        # a line with a digit is no jumble
        "doi:10.2754/\nVol 3\navb200776010079.\n",
    ],
)
def test_no_jumble_no_join(text: str) -> None:
    assert "10.2754/avb200776010079" not in [found for found, _ in _read(text)]


@pytest.mark.parametrize(
    ("text", "doi", "kinds"),
    [
        (
            "Fish. Res. 212 (2019) 1. doi:10.1016/j.\ufb01\nshres.2019.01.002",
            "10.1016/j.fishres.2019.01.002",
            ["fold", "join-profile"],
        ),
        (
            "Profiles. doi:10.1016/j.pro\ufb01\nle.2019.01.002",
            "10.1016/j.profile.2019.01.002",
            ["fold", "join-profile"],
        ),
        ("see 10.5555/\ufb01\n10.", "10.5555/fi10", ["fold", "join-shape"]),
    ],
    ids=[
        "SPEC5-ligature-before-break-profile",
        "SPEC5-ligature-inside-word",
        "SPEC5-ligature-shape",
    ],
)
def test_a_ligature_at_a_line_end_does_not_end_the_doi(
    text: str, doi: str, kinds: list[str]
) -> None:
    """SPEC §4/§5: pdfminer.six prints ligatures (U+FB01 "fi"); folded in place, the last one
    before a line break is no end of the DOI: the readings join the next line as they would
    after "fi" (a fold or a typographic hyphen is no trimmed tail; a decoded escape still
    ends the run)."""
    assert _read(text) == [(doi, kinds)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # peers grobid-s1038: Wiley's download stamp (ISSN, year, issue) right after a page
        # whose last line holds a complete DOI; Wiley's profile accepts both readings
        pytest.param(
            "Clin Case Rep. 2024;12:e8497. \ndoi:10.1002/ccr3.8497 \n20500904, 2024, 2, "
            "Downloaded from https://onlinelibrary.wiley.com/doi/10.1002/ccr3.8497 by X",
            [("10.1002/ccr3.8497", []), ("10.1002/ccr3.8497", [])],
            id="SPEC5-wiley-download-stamp",
        ),
        pytest.param(
            "doi:10.5555/abc.041\n1365263X, 2019, 12, Downloaded from",
            [("10.5555/abc.041", [])],
            id="SPEC5-field-list-issn-with-x",
        ),
        # the run is DOI material, not a number: it still is the DOI's rest (join-shape)
        pytest.param(
            "doi:10.5555/ij\ndb.041922dr, 2004, 48",
            [("10.5555/ijdb.041922dr", ["join-shape"])],
            id="SPEC5-material-before-a-year-joins",
        ),
        # a number, then no second field: the rest of a number the break cut ("2003.1" + "1044")
        pytest.param(
            "doi:10.5555/10864415.2003.1\n1044275, 2003.",
            [("10.5555/10864415.2003.11044275", ["join-shape"])],
            id="SPEC5-number-then-a-year-only-joins",
        ),
    ],
)
def test_a_number_that_starts_a_list_of_fields_is_no_dois_rest(
    text: str, expected: list[tuple[str, list[str]]]
) -> None:
    """SPEC §5 line breaks: a complete DOI followed by something new is never joined; a number
    whose "," a year and another "," follow ("20500904, 2024, 2, Downloaded from") is the
    first of a list of fields, not the DOI's rest by generic shape (issue #9, peers)."""
    assert _read(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # peers grobid-s1042, -s1058, -s1059 (Chem. Biol. Drug Des. 2023's text layer)
        pytest.param(
            "Medicina, 55(5), 206. https://doi.org/10.3390/ \nmedic ina55 050206 \n",
            [("10.3390/medicina55050206", ["join-line", "join-profile", "join-profile"])],
            id="SPEC5-mdpi-word-cut-after-a-break",
        ),
        pytest.param(
            "Molecules, 23(9), 2325. https://doi.org/10.3390/molec ules2 3092325 \n",
            [("10.3390/molecules23092325", ["join-profile", "join-profile"])],
            id="SPEC5-mdpi-word-cut-on-one-line",
        ),
        # a word, then a number: two words still (case rt8-space-09), and prose words after
        pytest.param(
            "Nature 521:436-444. DOI: 10.1038/nature 14539", [("10.1038/nature", [])], id="word"
        ),
        pytest.param(
            "doi:10.3390/molecules and 23092325 more", [("10.3390/molecules", [])], id="prose"
        ),
    ],
)
def test_a_word_the_text_layer_cut_goes_on_into_the_dois_parts(
    text: str, expected: list[tuple[str, list[str]]]
) -> None:
    """SPEC §5 spaces and Readings: after one space, a DOI that ends inside its journal word
    ("10.3390/medic") goes on by parts where the next run is the word's rest with a digit
    ("ina55") and the runs together make the registrant's shape (issue #9, peers); a word
    and then a number or a word of prose stays two words."""
    assert _read(text) == expected


@pytest.mark.parametrize(
    ("text", "dois"),
    [
        pytest.param(
            "DO  - 10.1589/jpts.28.186\nL2  - https://www.ncbi.nlm.nih.gov/pmc/articles/PMC4756000/\n",
            ["10.1589/jpts.28.186"],
            id="SPEC5-field-tag-ris-l2",
        ),
        pytest.param(
            "UR  - http://dx.doi.org/10.5555/abc.2016.12\nN1  - 3 figures\n",
            ["10.5555/abc.2016.12"],
            id="SPEC5-field-tag-ris-n1",
        ),
        pytest.param(
            "LID - 10.1016/j.ccr.2013.02.017 [doi]\nAID - 10.1016/j.ccr.2013.02.017\nAB  - x2 y",
            ["10.1016/j.ccr.2013.02.017", "10.1016/j.ccr.2013.02.017"],
            id="SPEC5-field-tag-medline-aid",
        ),
        pytest.param(
            "AID - 10.5555/x.12\nPST - ppublish\n",
            ["10.5555/x.12"],
            id="SPEC5-field-tag-medline-pst",
        ),
    ],
)
def test_a_tagged_records_next_field_is_no_rest_of_the_doi(text: str, dois: list[str]) -> None:
    """SPEC §5 (field delimiters end a DOI): a line opening with a tagged record's field tag
    (RIS ``L2  - ``, MEDLINE ``AID - ``) starts a new field; its tag ("L2", "N1": DOI
    material with a digit) is never read as the DOI's rest by generic shape."""
    assert [doi for doi, _ in _read(text)] == dois


def test_a_tag_like_run_without_the_separator_still_joins() -> None:
    """The rule needs the tag's separator: the same run alone on the next line (no " - "
    after it), or a journal code's rest, is joined by generic shape as before."""
    assert _read("see 10.5555/abc.2016.12\nN1\n") == [("10.5555/abc.2016.12N1", ["join-shape"])]
    assert _read("10.1387/ij\ndb.041922dr\n") == [("10.1387/ijdb.041922dr", ["join-shape"])]


def test_asm_volume_issue_page_shape_has_a_page_of_at_most_five_digits() -> None:
    """SPEC §5 readings, issue #9 (pypdf's layout text of a bioRxiv preprint): ASM's
    journal.volume.issue.page DOIs have a page of at most five digits, so a PMID that a join
    glued to the page ("MCB.25.21.9734" + "16227619") makes no shape ASM issues; the old
    first page-last page.year shape and the new article numbers stay complete."""
    assert suffix_complete("10.1128/MCB.25.21.973416227619") is False
    for doi in (
        "10.1128/MCB.25.21.9734-9740.2005",
        "10.1128/JB.182.11.3298-3301.2000",
        "10.1128/AAC.40.10.2321",
        "10.1128/MCB.6.11.3722",
        "10.1128/JVI.01234-15",
    ):
        assert suffix_complete(doi) is True, doi


def test_oup_code_and_number_has_three_to_five_digits() -> None:
    """SPEC §5 readings, issue #9 (pdfplumber's merged columns, a layout text's left column
    below a right one): OUP's journal/code-and-number DOIs (nar/gkx123, nar/gks1219) have 3-5
    digits, so a number the other column printed after it ("ije/dyp309" + "6605401") makes no
    shape OUP issues."""
    assert suffix_complete("10.1093/ije/dyp3096605401") is False
    assert suffix_complete("10.1093/pubmed/fdr0511008385321476") is False
    for doi in ("10.1093/ije/dyp309", "10.1093/nar/gks1219", "10.1093/bioinformatics/btp163"):
        assert suffix_complete(doi) is True, doi


def test_dryad_identifiers_have_no_vowels() -> None:
    """SPEC §5 readings, issue #9 (pdftotext's text of an eLife data table, a DOI cell's
    lines between another cell's: "10.5061/dryad." / "zone around the gene" / "m0cfxppb7"):
    Dryad's identifiers are Noid "betanumeric" strings (digits and consonants but "l" and
    "y"), so a word is no Dryad identifier and its join no complete DOI."""
    assert suffix_complete("10.5061/dryad.zone") is False
    for doi in ("10.5061/dryad.m0cfxppb7", "10.5061/dryad.gs45f", "10.5061/dryad.8515"):
        assert suffix_complete(doi) is True, doi


@pytest.mark.parametrize(
    "after", ["</list_item>", "<br>next", "<!-- c -->", " </list_item>", ""], ids=repr
)
def test_a_raw_tag_glued_to_the_last_part_ends_it_spec5(after: str) -> None:
    """SPEC §5 (Readings; a raw tag cuts a DOI, syntax.SPLIT_PATTERN): a DOI's last part after
    a space, a markup tag glued to it (docling's DocTags of a PDF: "...WACV48630.2021. 00074
    </list_item>" without the space) is read as at the block's end: IEEE's profile joins it."""
    text = "pp. 697-706 (2021). https://doi.org/10.1109/WACV48630.2021. 00074" + after
    assert _read(text) == [("10.1109/WACV48630.2021.00074", ["join-profile"])]


def test_a_sicis_angle_bracket_is_no_tag_in_the_next_run() -> None:
    """A "<" before a digit is a SICI's (Z39.56), not a tag: the run after a gap keeps it."""
    from doiextract.rules.readings import _token

    assert _token("x <123::AID-JEZ4>3.0.CO;2-T y", 2, 30) == "<123::AID-JEZ4>3.0.CO;2-T"
    assert _token("x 00074</list_item>", 2, 19) == "00074"


def test_jcb_profile_takes_its_numbers_not_two_glued() -> None:
    """SPEC §5 readings (issue #9, pdfplumber's merged columns): JCB numbers its articles by
    year, month and three digits (jcb.200405153) or volume.issue.page (jcb.150.3.417); two
    article numbers glued across a line break are none of its DOIs, so the other column's
    number on the next line is not joined on."""
    for doi in ("10.1083/jcb.200405153", "10.1083/jcb.201807108", "10.1083/jcb.150.3.417"):
        assert suffix_complete(doi) is True, doi
    for doi in ("10.1083/jcb.200405153200704166", "10.1083/jcb.2004", "10.1083/jcb.150"):
        assert suffix_complete(doi) is False, doi
    text = (
        "Journal of Cell Biology. 179. 75–86. 445–456. https://doi.org/10.1083/\n"
        "https://doi.org/10.1083/jcb. jcb.200405153\n200704166\n"
    )
    assert [h.doi for h in iter_hits(text)] == ["10.1083/jcb.200405153", "10.1083/jcb.200704166"]


@pytest.mark.parametrize(
    ("complete", "incomplete"),
    [
        (("10.1091/mbc.12.9.2567", "10.1091/mbc.E14-07-1238"), ("10.1091/mbc", "10.1091/mbc.12.9")),
        (("10.1085/jgp.201010475", "10.1085/jgp.35.4.645"), ("10.1085/jgp.35", "10.1085/jgp.2010")),
        (
            (
                "10.1200/JCO.2009.23.9749",
                "10.1200/JCO.19.01771",
                "10.1200/jco.2011.29.15_suppl.3085",
            ),
            ("10.1200/JCO.2009", "10.1200/JCO.2009.23", "10.1200/JCO.19"),
        ),
        (("10.4319/lo.1996.41.4.0698",), ("10.4319/lo.1996.41.4", "10.4319/lo.1996")),
        (("10.1167/7.10.16", "10.1167/13.1.12"), ("10.1167/7", "10.1167/7.10")),
        (
            ("10.4049/jimmunol.1001672", "10.4049/jimmunol.167.8.4701"),
            ("10.4049/jimmunol", "10.4049/jimmunol.167"),
        ),
        (
            ("10.1162/089976600300015259", "10.1162/neco_a_00407", "10.1162/jocn.2009.21200"),
            ("10.1162/jocn.2009", "10.1162/neco_a", "10.1162/0899766"),
        ),
        (
            ("10.1089/ees.2006.0040", "10.1089/1066527041410418"),
            ("10.1089/ees", "10.1089/ees.2006"),
        ),
        (("10.4161/cc.9.14.12248",), ("10.4161/cc.9.14", "10.4161/cc.9")),
        (("10.1586/14737140.1.3.395",), ("10.1586/14737140", "10.1586/14737140.1.3")),
        (
            ("10.1182/blood-2015-07-655647", "10.1182/blood.V98.3.743"),
            ("10.1182/blood", "10.1182/blood-2015-07"),
        ),
        (("10.1104/pp.108.130799", "10.1104/pp.010320"), ("10.1104/pp.109", "10.1104/pp")),
        (("10.3174/ajnr.A1698",), ("10.3174/ajnr", "10.3174/ajnr.A")),
    ],
)
def test_profiles_of_more_registrants_both_ways(
    complete: tuple[str, ...], incomplete: tuple[str, ...]
) -> None:
    """SPEC §5 readings (issue #9): the registrants that damaged and merged two-column text
    named without a profile (MBoC, JGP, JCO, L&O, JOV, J Immunol, MIT Press, Liebert, Landes,
    Expert Reviews, Blood, Plant Physiology, AJNR): each DOI of their shapes is complete, each
    cut at a break (an inner ".", a "-") is not."""
    for doi in complete:
        assert suffix_complete(doi) is True, doi
    for doi in incomplete:
        assert suffix_complete(doi) is False, doi


@pytest.mark.parametrize(
    ("text", "doi"),
    [
        # a layout line break after an inner ".", a number alone on the next line (no join
        # without evidence: a page or line number), the profile calls the join complete
        (
            "Molecular Biology of the Cell. 12. 2567–2577. https://doi.org/10.1091/mbc.12.9.\n2567\n",
            "10.1091/mbc.12.9.2567",
        ),
        (
            "J Clin Oncol. 2010; 28:3131–3137 doi:\n10.1200/JCO.2009.23.\n9749\n",
            "10.1200/JCO.2009.23.9749",
        ),
    ],
)
def test_a_profile_joins_a_number_after_an_inner_dot(text: str, doi: str) -> None:
    assert [h.doi for h in iter_hits(text)] == [doi]


def test_a_profile_that_takes_neither_reading_leaves_the_shape_to_decide() -> None:
    """SPEC §5 readings (corpora/peers grobid-segmentation): a text layer that lost a DOI's "."
    and put a space inside ("10.1091/ mbcE1 8-06-0358" for mbc.E18-06-0358): the profile
    calls neither reading complete, so it does not decide and the generic shape joins the
    space, as without a profile."""
    text = "Cell, 30, 346-356. https://doi.org/10.1091/ \nmbcE1 8-06-0358 \n"
    assert suffix_complete("10.1091/mbcE1") is False
    assert suffix_complete("10.1091/mbcE18-06-0358") is False
    assert [h.doi for h in iter_hits(text)] == ["10.1091/mbcE18-06-0358"]


def test_spread_parts_join_by_the_profile() -> None:
    """The spread-out DOI of a registrant with a profile (Landes Bioscience, 10.4161): each
    part is joined across its space while the profile calls the DOI so far incomplete."""
    (found,) = _read("Plant Signal Behav. 6. 1893. 10. 4161/ psb. 6. 12. 18028")
    assert found[0] == "10.4161/psb.6.12.18028"
    assert found[1] and all(kind.startswith("join") for kind in found[1])


def test_bmj_check_group_is_two_characters_not_a_word() -> None:
    """SPEC §5 readings (issue #9, pdfplumber's merged columns): BMJ's 2004-2008 DOIs end in a
    two-character check group (bmj.38733.466748.7C); a volume.issue then a word of the other
    column ("bmj.327.7429.interactions") is none of its DOIs, the page is."""
    assert suffix_complete("10.1136/bmj.39489.470347.AD") is True
    assert suffix_complete("10.1136/bmj.327.7429.1442") is True
    assert suffix_complete("10.1136/bmj.327.7429.interactions") is False
    text = (
        "professions. BMJ. 327. 1442–5. BA, Thompson JN, Weiss AE. (1980).\n"
        "10.1136/bmj.327.7429. Interactions among three trophic\n1442 levels: Influence of\n"
    )
    assert [h.doi for h in iter_hits(text)] == ["10.1136/bmj.327.7429.1442"]
