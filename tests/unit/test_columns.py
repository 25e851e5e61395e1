"""Text printed in columns side by side (``pdftotext -layout``, issue #9): a DOI broken at its
column's end joins its rest across the other columns' words, and a DOI printed inside that gap
is found too, nested in the joined hit (SPEC §5, PDF line breaks; ``scan._nested``)."""

from __future__ import annotations

import io

import pytest

from doiextract import Options, apply_removals, extract_text, iter_hits
from doiextract.model import Hit
from doiextract.scan import scan_text

from ..reliability.support import in_join_gap


def columns(*rows: tuple[str, str, str]) -> str:
    """Three columns as ``pdftotext -layout`` prints them (each at a fixed place)."""
    return "".join("    " + a.ljust(73) + b.ljust(72) + c + "\n" for a, b, c in rows)


#: the third column's DOI broken after its "/", the first column's DOI on the next line
#: between its halves (the shape of a Science reference list)
THREE = columns(
    (
        "dissociation-induced gene expression in tissue.",
        "41. S. L. Nutt, K. A. Fairfax, BLIMP1 guides the fate of",
        "in human epidermis. eLife 6, e27356 (2017). doi: 10.7554/",
    ),
    (
        "Nat. Methods 14, 935–936 (2017). doi: 10.1038/nmeth.4437;",
        "effector B and T cells. Nat. Rev. Immunol. 7, 923–927 (2007).",
        "eLife.27356; pmid: 29043977",
    ),
    ("pmid: 28960196", "doi: 10.1038/nri2204; pmid: 17965637", "63. K. R. Feingold, Lamellar"),
)


def test_a_doi_inside_another_columns_join_gap_is_found_spec5() -> None:
    hits = list(iter_hits(THREE))
    assert [h.doi for h in hits] == ["10.7554/eLife.27356", "10.1038/nmeth.4437", "10.1038/nri2204"]
    outer, inner, last = hits
    assert in_join_gap(outer, inner)  # nested: inside the removed other-column gap
    assert outer.span[0] < inner.span[0] < inner.span[1] < outer.span[1]
    assert outer.span[1] <= last.span[0]
    assert [h.line for h in hits] == [1, 2, 3]
    for hit in hits:
        assert THREE[hit.span[0] : hit.span[1]] == hit.raw
        assert apply_removals(hit.raw, hit.removals) == hit.doi


@pytest.mark.parametrize("chunk_size", [1, 7, 100, 1 << 20])
def test_nested_hits_are_the_same_in_a_stream_spec5(chunk_size: int) -> None:
    expected = list(iter_hits(THREE))
    assert list(iter_hits(io.StringIO(THREE), Options(chunk_size=chunk_size))) == expected


def test_nested_hits_are_the_same_on_the_general_path_spec5() -> None:
    fast = [h for h in scan_text(THREE) if isinstance(h, Hit)]
    general = [h for h in scan_text(THREE, fast=False) if isinstance(h, Hit)]
    assert [h.doi for h in general] == [h.doi for h in fast]
    assert len(fast) == 3


def test_a_nested_doi_reads_on_in_its_own_column_spec5() -> None:
    """The middle column's DOI, inside the right column's join gap, is broken at its own
    column's end: it goes on at its column on the next line, past the outer hit's end; the
    scan goes on after it (no later hit overlaps it)."""
    text = columns(
        (
            "Caco-2 cell line. J. Lipid Res. 52, 1949–1956.",
            "N-acetylneuraminyllactose. Oral Microbiol.",
            "Physiol. A 152, 158–161. (doi:10.1016/j.cbpa.",
        ),
        (
            "(doi:10.1194/jlr.M015685)",
            "Immunol. 17, 125–128. (doi:10.1046/j.0902-",
            "2008.09.013)",
        ),
        (
            "57. Lombardo D. 2001 Bile salt-dependent lipase",
            "0055.2001.00093.x)",
            "72. Hedberg GE (doi:10.1000/after)",
        ),
    )
    hits = list(iter_hits(text))
    assert {h.doi.rstrip(")") for h in hits} == {
        "10.1016/j.cbpa.2008.09.013",
        "10.1194/jlr.M015685",
        "10.1046/j.0902-0055.2001.00093.x",
        "10.1000/after",
    }
    middle = next(h for h in hits if h.doi.startswith("10.1046/"))
    assert in_join_gap(hits[0], hits[1])
    assert hits[0].span[0] < middle.span[0] < hits[0].span[1] < middle.span[1]
    assert middle.span[1] <= hits[-1].span[0]


def test_a_gap_of_blanks_only_scans_nothing_more_spec5() -> None:
    """A join over blanks (no other column there) holds no DOI: nothing is nested."""
    text = "see doi:10.1000/\n" + " " * 30 + "abc.123 and 10.1000/xyz\n"
    assert [h.doi for h in extract_text(text)] == ["10.1000/abc.123", "10.1000/xyz"]


def test_a_doi_inside_a_readings_join_gap_is_found_spec5() -> None:
    """The right column's Wiley DOI ends at an inner "." and goes on, by its registrant's
    profile (a ``join-profile`` reading, rules.readings), after the left column's next line,
    which holds a DOI of its own."""

    def line(left: str, right: str) -> str:
        return left.ljust(88) + right + "\n"

    text = (
        line(
            "Hare, B., and Kwetuenda, S. (2010). Bonobos voluntarily share their own food with",
            "dogs (Canis familiaris). Ethology 117, 1-16. doi: 10.1111/j.1439-0310.2011.",
        )
        + line("    others. Curr. Biol. 20, 230. doi: 10.1016/j.cub.2009.12.038", "01919.x")
        + line("Hare, B., Melis, A. P. (2007). Tolerance", "Miklosi, A. (2003). A")
    )
    outer, inner = iter_hits(text)
    assert (outer.doi, inner.doi) == (
        "10.1111/j.1439-0310.2011.01919.x",
        "10.1016/j.cub.2009.12.038",
    )
    assert in_join_gap(outer, inner)
    assert (outer.line, inner.line) == (1, 2)


def test_a_left_column_doi_joins_over_the_other_columns_doi_spec5() -> None:
    """The left column's DOI broken after its "-" at the column's end goes on at the next
    line's start over the right column's words, even where they hold a DOI (it was left
    broken, "10.1016/s1096-", so that the right column's DOI was not lost): the right
    column's DOI is read in the gap."""

    def line(left: str, right: str) -> str:
        return "    " + left.ljust(57) + right + "\n"

    text = line(
        "Physiol. B 135, 439-448. (doi:10.1016/s1096-",
        "83-99. (doi:10.1111/j.0105-2896.2005.00278.x)",
    ) + line("4959(03)00093-9)", "60. Reiter J. 2007 Veterinary considerations")
    outer, inner = iter_hits(text)
    assert outer.doi == "10.1016/s1096-4959(03)00093-9"
    assert inner.doi == "10.1111/j.0105-2896.2005.00278.x"
    assert in_join_gap(outer, inner)


def _two(width: int, *rows: tuple[str, str]) -> str:
    return "".join("    " + left.ljust(width) + right + "\n" for left, right in rows)


@pytest.mark.parametrize("mark", ["", "\u200b"])
def test_a_prefix_broken_after_10_at_the_left_columns_end_spec5(mark: str) -> None:
    """ "https://doi.org/10." ends the left column's line (a Springer/BMC zero-width space
    after it or not), the right column's words follow after the gutter, and the registrant
    starts the next line: one DOI."""
    text = _two(
        78,
        (f"Nat. Commun. 11, 925. https://doi.org/10.{mark}", "97. Nauhaus, I. (2012). Robust-"),
        ("1038/s41467-020-14649-7.", "ness of traveling waves. J. Neurosci."),
    )
    assert [h.doi for h in extract_text(text)] == ["10.1038/s41467-020-14649-7"]


def test_a_prefix_broken_after_10_at_the_right_columns_end_spec5() -> None:
    """The right column's "10." goes on at the same column of the next line, after the left
    column's words."""
    text = _two(
        78,
        ("memory performance. Nat. Neurosci.", "control. Trends Cogn. Sci. https://doi.org/10."),
        ("Rullen, R., and Ben Hamed, S. (2020).", "1016/j.tics.2014.04.012."),
    )
    assert [h.doi for h in extract_text(text)] == ["10.1016/j.tics.2014.04.012"]


@pytest.mark.parametrize(
    "text",
    [
        # a number "10." at a line's end, a table's next row: no DOI
        "Total      10.\n  rows      123   456\n",
        "price 10.      next column words\n  1234 is not a registrant here\n",
        # a year before a gutter: no "10." anchor of its own
        "J. Neurosci. 2010.      other column\n    1038/abc\n",
    ],
)
def test_no_doi_from_a_number_before_a_gutter_spec5(text: str) -> None:
    assert extract_text(text) == []


@pytest.mark.parametrize(
    ("left", "expected"),
    [
        # the left column's next line starts with its own DOI's URL, a DOI, a label
        ("https://doi.org/10.1016/j.cub.2008.10.065", "10.1016/j.cub.2008.10.065"),
        ("10.1016/j.cub.2008.10.065", "10.1016/j.cub.2008.10.065"),
        ("doi:10.5061/dryad.qj007", "10.5061/dryad.qj007"),
    ],
)
def test_a_right_column_doi_goes_on_beside_a_new_doi_in_the_left_column_spec5(
    left: str, expected: str
) -> None:
    """A right-column DOI broken after its "/" goes on at its column of the next line, whose
    start (the left column's) is something new: a URL, a DOI, a label. What the next line
    starts with decides nothing about the right column."""
    text = _two(
        50,
        (
            "Computational Physics. 22. 403-434.",
            "Science. 297. 1183-1186. https://doi.org/10.1126/",
        ),
        (left, "science.1070919"),
    )
    assert sorted(h.doi for h in extract_text(text)) == sorted(
        ["10.1126/science.1070919", expected]
    )
    general = [h.doi for h in scan_text(text, Options(), fast=False)]
    assert sorted(general) == sorted(["10.1126/science.1070919", expected])


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # pdfplumber's merged columns: a left-column DOI's bare prefix, one space, the right
        # column's words (a page range, printed with an en dash or not); the left column goes
        # on at the next line's start, where the profile accepts the rest
        (
            "Harris GL, Saba JD. (2003). Sply regulation of King N, Hittinger CT. Evolution\n"
            "2443-2453. https://doi.org/10.1242/ 361\u2013363. https://doi.org/10.1126/\n"
            "dev.00456 science.1083853",
            ["10.1242/dev.00456", "10.1126/science.1083853"],
        ),
        (
            "Nature. 2004. https://doi.org/10.1038/ 601-615. Later words of the right column\n"
            "nature02081 more words",
            ["10.1038/nature02081"],
        ),
    ],
)
def test_two_columns_merged_bare_prefix_then_the_other_columns_run_spec5(
    text: str, expected: list[str]
) -> None:
    assert sorted(h.doi for h in extract_text(text)) == sorted(expected)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # no profile: the rules' join across the space stays
        ("https://doi.org/10.5555/ 361-363. more words\nabc.00456 def", ["10.5555/361-363"]),
        # the profile accepts the run after the space: it stays
        (
            "https://doi.org/10.1038/ nature02081 more words\nncomms4766 def",
            ["10.1038/nature02081"],
        ),
    ],
)
def test_two_columns_merged_bare_prefix_join_stays_without_evidence_spec5(
    text: str, expected: list[str]
) -> None:
    assert [h.doi for h in extract_text(text)] == expected


def test_a_nested_right_column_doi_goes_on_at_its_column_spec5() -> None:
    """Both columns' DOIs break after their "/" on the same line: the left one's join jumps
    the right column's half; the right one, read in that gap, goes on at its own column on the
    next line (its column measured from its line's start, not from the gap's)."""
    text = _two(
        50,
        ("https://doi.org/10.1016/", "D706-D714. https://doi.org/10.1093/"),
        ("j.immuni.2011.11.018", "nar/gkr1030"),
    )
    outer, inner = iter_hits(text)
    assert (outer.doi, inner.doi) == ("10.1016/j.immuni.2011.11.018", "10.1093/nar/gkr1030")
    assert in_join_gap(outer, inner)
    assert outer.span[1] < inner.span[1]  # (it reads on past the outer hit's end)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # pdfplumber's two columns merged line by line: the left DOI's rest starts the next line
        (
            "Headache Pain. 2012;13(7):543-50. doi:10.1007/s10194-012-0474- Ghorbani A, Abtahi "
            "SM.\n1.[PubMed:22911168]. Fereidan-Esfahani M. Migraine in",
            ["10.1007/s10194-012-0474-1"],
        ),
        (
            "D706-D714. https://doi.org/10.1093/ Consortium. (2012). FlyBase 101\n"
            "nar/gkr1030 navigating FlyBase. Nucleic Acids Res. 40.",
            ["10.1093/nar/gkr1030"],
        ),
        # a bare prefix, then prose, then a line of prose: no DOI
        ("see 10.1000/ for details\nabc and more", []),
        # a blank line after: no join
        ("doi:10.1000/abc- more words\n\n123 next", ["10.1000/abc-"]),
    ],
)
def test_two_columns_merged_line_by_line_spec5(text: str, expected: list[str]) -> None:
    assert [h.doi for h in extract_text(text)] == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a left-column DOI broken after an inner "." (Elsevier's journal-code shape): the rest
        # starts the next line, after the right column's words on this one
        (
            "Drosophila. Current Biology. 19. 688-693. balticum gen. nov., sp nov., a novel\n"
            "https://doi.org/10.1016/j.cub.2009.02. bacterium of the\n"
            "055 Cytophaga-Flavobacterium-Bacteroides group isolated",
            ["10.1016/j.cub.2009.02.055"],
        ),
        # a right-column DOI broken at its line's end: the rest after the left column's words
        (
            "Drosophila. Development. 54. 2335. https://doi.org/10.1016/j.cub.2009.\n"
            "from surface water of the central Baltic Sea. 02.055 and more\n",
            ["10.1016/j.cub.2009.02.055"],
        ),
        # the left column's words hold DOI material with a digit that makes no Elsevier shape:
        # the first run the profile accepts is the rest
        (
            "Cell Reports. 7. 1456-1470. https://doi.org/10.1016/j.celrep.2014.\n"
            "reveals a role for H2AK119u1 in PRC2 04.012\n",
            ["10.1016/j.celrep.2014.04.012"],
        ),
    ],
)
def test_two_columns_merged_rest_by_profile_spec5(text: str, expected: list[str]) -> None:
    """pdfplumber's merged columns (issue #9): where the rest is is unknown, so only the
    registrant's profile joins it (SPEC §5 Readings: ``join-profile``)."""
    hits = list(extract_text(text))
    assert [h.doi for h in hits] == expected
    assert all(apply_removals(h.raw, h.removals) == h.doi for h in hits)
    assert any(r.kind == "join-profile" for r in hits[0].removals)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a complete DOI and a sentence's full stop: never joined with the next line's number
        (
            "see https://doi.org/10.1016/j.cub.2009.02.055. Then more words\n123 and 456\n",
            ["10.1016/j.cub.2009.02.055"],
        ),
        # no profile (10.5555): nothing says where the rest is; the rules' reading stands
        (
            "https://doi.org/10.5555/abc.2009. other column words\n055 next line\n",
            ["10.5555/abc.2009"],
        ),
        # a line break, then the next line's runs: none makes the registrant's shape
        ("https://doi.org/10.1016/j.cub.2009.\nwords 12 and 3-4 more\n", ["10.1016/j.cub.2009"]),
    ],
)
def test_two_columns_merged_no_join_without_evidence_spec5(text: str, expected: list[str]) -> None:
    assert [h.doi for h in extract_text(text)] == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Nature. 426. https://doi.org/10.1038/\n"
            "methyl-esterification status of cell-wall pectins. nature02081\n",
            ["10.1038/nature02081"],
        ),
        (
            "Genes Dev. 20. https://doi.org/10.1242/\n"
            "recruitment. Cell Reports. 7. 1456-1470. dev.014779\n",
            ["10.1242/dev.014779"],
        ),
    ],
)
def test_right_column_rest_after_the_left_columns_words_spec5(
    text: str, expected: list[str]
) -> None:
    """pdfplumber's merged columns (issue #9): the rules join a right-column DOI broken after
    its "/" with the next line's first run, the left column's word ("10.1038/methyl-...");
    the registrant's profile calls that incomplete and a later run of the line complete."""
    hits = list(extract_text(text))
    assert [h.doi for h in hits] == expected
    assert apply_removals(hits[0].raw, hits[0].removals) == hits[0].doi
    assert [r.kind for r in hits[0].removals][-1:] == ["join-profile"]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the next line's first run continues the DOI as its registrant issues it: kept
        ("https://doi.org/10.1038/\nnature02081 and 12 nature03333\n", ["10.1038/nature02081"]),
        # no profile (10.5555): the rules' join stands
        ("https://doi.org/10.5555/\nabc words here x12\n", ["10.5555/abc"]),
    ],
)
def test_right_column_rejoin_needs_the_profile_spec5(text: str, expected: list[str]) -> None:
    assert [h.doi for h in extract_text(text)] == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a bare prefix at a right-column line's end: the suffix after the left column's words
        (
            "isolated from surface water of the central bioRxiv. https://doi.org/10.1101/\n"
            "Baltic Sea. International journal of 029983\nsystematic",
            ["10.1101/029983"],
        ),
        # a year among the left column's words is no suffix (Nature's profile has all-digit ones)
        (
            "Nature. https://doi.org/10.1038/\nSmith J (2007). Words here 2007. more\n",
            [],
        ),
        # no profile: no join
        ("see https://doi.org/10.5555/\nBaltic Sea. words of 029983\n", []),
    ],
)
def test_bare_prefix_suffix_later_on_the_next_line_by_profile_spec5(
    text: str, expected: list[str]
) -> None:
    """pdfplumber's merged columns (issue #9): a bare prefix's suffix is a later run of the
    next line only where the registrant's profile takes it for a whole suffix (SPEC §5)."""
    hits = list(extract_text(text))
    assert [h.doi for h in hits] == expected
    assert all(apply_removals(h.raw, h.removals) == h.doi for h in hits)


#: pypdf's layout text of a two-column page with justified lines: the left column's word gaps
#: padded to gutter width, so the DOI reads as if after a gutter (ContentMine amepre, issue #9)
JUSTIFIED = (
    "     cessation in hospitalized patients. Results of a randomized trial. Arch"
    "                          smoking status of cardiac patients following\n"
    "     Intern  Med.  1997;157(4):409-415.    http://dx.doi.org/10.1001/archinte."
    "                        tion  advice.  Addict  Behav.  1990;15(6):549\n"
    "     1997.00440250059007."
    "                                                      more words of the right column.\n"
)


def test_justified_left_column_goes_on_at_the_next_lines_start_spec5() -> None:
    """A DOI with the other column's words after it on its line is in the left column, even
    where the justified line's gaps before it look like a gutter: it goes on at the next line's
    start, at its own line's indentation (SPEC §5 PDF line breaks)."""
    assert [h.doi for h in extract_text(JUSTIFIED)] == ["10.1001/archinte.1997.00440250059007"]


def test_justified_line_joins_only_at_its_own_indentation_spec5() -> None:
    """The next line indented elsewhere (the right column alone): no join there."""
    text = JUSTIFIED.replace("     1997.00440250059007.", "                1997.00440250059007.")
    assert [h.doi for h in extract_text(text)] == ["10.1001/archinte"]


#: the third column's DOI in parentheses, broken after its "cbpa."; the line between its halves
#: holds the other columns' DOIs, one of them in an unclosed "(" (ContentMine PMC4632522)
UNCLOSED = columns(
    (
        "Caco-2 cell line. J. Lipid Res. 52, 1949–1956.",
        "N-acetylneuraminyllactose. Oral Microbiol.",
        "Physiol. A 152, 158–161. (doi:10.1016/j.cbpa.",
    ),
    ("(doi:10.1194/jlr.M015685)", "Immunol. 17, 125–128. (doi:10.1046/j.0902-", "2008.09.013)"),
    ("57. Lombardo D. 2001 Bile salt-dependent lipase: its", "0055.2001.00093.x)", "72. Hedberg"),
)


@pytest.mark.parametrize("fast", [True, False])
def test_a_closer_is_balanced_by_the_doi_not_by_the_join_gap_spec5(fast: bool) -> None:
    """SPEC §5 (unbalanced closers are trimmed): the "(" of another column's words in the gap
    a join removed opens nothing in the DOI, so the DOI's final ")" closes nothing and is
    trimmed, on the hot path and the general one alike."""
    hits = [h for h in scan_text(UNCLOSED, fast=fast) if isinstance(h, Hit)]
    assert [h.doi for h in hits][:2] == ["10.1016/j.cbpa.2008.09.013", "10.1194/jlr.M015685"]
    outer = hits[0]
    assert outer.removals[-1].kind == "trim" and outer.removals[-1].text == ")"
    assert apply_removals(outer.raw, outer.removals) == outer.doi


def test_a_balanced_closer_stays_beside_a_gap_without_brackets_spec5() -> None:
    """The gap left out, a DOI's own brackets still balance (the Lancet PII, SPEC §5)."""
    text = columns(
        ("Lancet 395, 1–2. doi:10.1016/S0140-6736(20)", "other words here", "x"),
        ("30183-5) next", "more words", "y"),
    )
    assert [h.doi for h in iter_hits(text)][:1] == ["10.1016/S0140-6736(20)30183-5"]


#: a data table (eLife "datasets generated"): the dataset title, its URL (a DOI broken after
#: "dryad." in its cell) and the identifier column, which prints the same DOI whole
DATASETS = (
    "    Author(s)             Year   Dataset title                  Dataset URL"
    "          Database and Identifier\n"
    "    Coté A, Drexler H,    2024   Post-transcriptional splicing https://doi.org/"
    "     Dryad Digital Repository,\n"
    "    Churchman LS, Raj A          can occur in a slow-moving 10.5061/dryad."
    "          10.5061/dryad.m0cfxppb7\n"
    "                                 zone around the gene           m0cfxppb7\n"
)


@pytest.mark.parametrize("fast", [True, False])
def test_a_tables_doi_goes_on_where_its_rest_is_printed_beside_spec5(fast: bool) -> None:
    """SPEC §5 (two columns, the document's evidence): the gap a column join jumps prints the
    DOI whole ("10.5061/dryad.m0cfxppb7"), so the next line's first run ("zone", the title's
    column) is not its rest; the rest stands further on that line, where it is joined."""
    hits = [h for h in scan_text(DATASETS, fast=fast) if isinstance(h, Hit)]
    assert [h.doi for h in hits] == ["10.5061/dryad.m0cfxppb7"] * 2
    outer, inner = hits
    assert [r.kind for r in outer.removals] == ["join-document"]
    assert in_join_gap(outer, inner)
    for hit in hits:
        assert apply_removals(hit.raw, hit.removals) == hit.doi


def test_a_different_doi_beside_changes_nothing_spec5() -> None:
    """The DOI printed in the gap must start with the broken DOI: another DOI there is no
    evidence, the reading stays the profile's or the rules' own."""
    other = DATASETS.replace("10.5061/dryad.m0cfxppb7\n", "10.5061/dryad.q2bvq83pg\n")
    assert "10.5061/dryad.m0cfxppb7" not in [h.doi for h in iter_hits(other)]


def layout(*rows: tuple[str, str, str]) -> str:
    """``columns`` without blanks at the line ends, as ``pdftotext -layout`` prints them."""
    return "".join(line.rstrip() + "\n" for line in columns(*rows).splitlines())


def _all_paths(text: str) -> list[list[str]]:
    """The DOIs of ``text`` on the hot path, the general one and a stream of small chunks."""
    fast = [h.doi for h in scan_text(text) if isinstance(h, Hit)]
    general = [h.doi for h in scan_text(text, fast=False) if isinstance(h, Hit)]
    stream = [h.doi for h in iter_hits(io.StringIO(text), Options(chunk_size=7))]
    return [fast, general, stream]


#: Springer Nature prints a zero-width space after each "/", "." and "-" of a reference's DOI
#: link (its break opportunities); pdftotext -layout keeps them (Diabetologia 2024, issue #9)
ZWSP_GUTTER = layout(
    (
        "tes. Nat Rev Endocrinol 16:378–393. https://\u200bdoi.\u200borg/\u200b10.\u200b1038/\u200b",
        "diabetes mellitus in a family carrying the",
        "",
    ),
    ("s41574-\u200b020-\u200b0351-y", "E1506K mutation. Pediatr Diabetes 11:505–508.", ""),
)


@pytest.mark.parametrize("mark", ["/", "-"])
def test_a_zero_width_space_after_the_break_before_a_gutter_spec4_spec5(mark: str) -> None:
    """SPEC §4 (invisible characters removed) and §5 (PDF line breaks): the zero-width space
    after the "/" (or "-") at a left column's end is no DOI character, so the DOI is visibly
    incomplete there and goes on at the next line's start, over the other column's words."""
    text = ZWSP_GUTTER if mark == "/" else ZWSP_GUTTER.replace("1038/\u200b", "1038/s41574-\u200b")
    text = text.replace("\n    s41574-", "\n    ", 1) if mark == "-" else text
    assert _all_paths(text) == [["10.1038/s41574-020-0351-y"]] * 3


def test_a_zero_width_space_after_a_complete_doi_before_a_gutter_spec5() -> None:
    """After a complete DOI ("...nature12373" + zero-width space) the gutter is no break: the
    next line's number is not joined."""
    text = layout(
        (
            "Nature 499, 295–300. https://\u200bdoi.\u200borg/\u200b10.1038/nature12373\u200b",
            "x",
            "",
        ),
        ("2013 words of the left column", "y", ""),
    )
    assert _all_paths(text) == [["10.1038/nature12373"]] * 3


#: a right column's DOI broken after its "/"; the left column's next line alone between it and
#: the line that goes on in the right column (pdftotext -layout of an ASM reference list)
LEFT_LINE_BETWEEN = layout(
    (
        "NDM-1 in carbapenem-resistant",
        "resistance database. Nucleic Acids Research. https://doi.org/10.1093/",
        "",
    ),
    ("other Acinetobacter spp. causing neonatal sepsis: focus on", "", ""),
    ("", "nar/gkz935", ""),
    ("its linkage to ISAba125. Front Microbiol 7.", "24. Leong CG, Bloomfield RA", ""),
)


def test_a_right_column_goes_on_after_the_left_columns_line_alone_spec5() -> None:
    """SPEC §5 (PDF line breaks): a line of the left column alone, ending before the right
    column, stands between a right-column DOI's halves: the DOI goes on in its column after it."""
    assert _all_paths(LEFT_LINE_BETWEEN) == [["10.1093/nar/gkz935"]] * 3


@pytest.mark.parametrize(
    "between",
    [
        ["", ""],  # a blank line: never joined
        ["one", "two", "three"],  # more lines than a baseline between two of the other column
        ["a line of the left column, without a gutter, that runs on past the right one"],
    ],
)
def test_a_right_column_goes_on_only_after_short_left_lines_spec5(between: list[str]) -> None:
    rows = [LEFT_LINE_BETWEEN.splitlines()[0], *between, " " * 77 + "nar/gkz935"]
    assert _all_paths("\n".join(rows) + "\n") == [[]] * 3


#: a right column's justified line: its word gaps padded to gutter width, so the last gap reads
#: as where its column starts (pdftotext -layout, GENETICS 2021)
JUSTIFIED_RIGHT = layout(
    (
        "Tozer GM, Kanthou C, Baguley BC. 2005. Disrupting tumour",
        "Parasitol    Drugs    Drug     Resist.     7:362–369.    doi:10.1016/",
        "",
    ),
    ("vessels. Nat Rev Cancer. 5:423–435. doi:10.1038/nrc1628.", "j.ijpddr.2017.10.001.", ""),
    ("Uhlén M, Fagerberg L, Hallström BM, Lindskog C.", "Zhang H, Brankovics B, van der LT.", ""),
)


def test_a_justified_right_column_goes_on_where_its_column_starts_spec5() -> None:
    """SPEC §5 (PDF line breaks): the next line goes on at an earlier gutter of the DOI's line
    (the right column's start), not at its last one (a justified word gap)."""
    assert _all_paths(JUSTIFIED_RIGHT) == [["10.1016/j.ijpddr.2017.10.001", "10.1038/nrc1628"]] * 3


@pytest.mark.parametrize("shift", [0, 8])
def test_a_justified_right_column_needs_its_column_on_the_next_line_spec5(shift: int) -> None:
    """Without a registrant's profile (10.5555) only the rules join: at a gutter of the DOI's
    line that starts a column on the next line too; 8 blanks further (no gutter of the DOI's
    line ends within the column's slack) the next line's words are not its rest."""
    text = JUSTIFIED_RIGHT.replace("doi:10.1016/", "doi:10.5555/").replace(
        "j.ijpddr", " " * shift + "j.ijpddr"
    )
    expected = ["10.5555/j.ijpddr.2017.10.001"] if shift == 0 else []
    assert _all_paths(text) == [[*expected, "10.1038/nrc1628"]] * 3


#: a link whose "." and "/" are each followed by a zero-width space (PNAS, Springer Nature),
#: broken after one at a line end
ZWSP_DOT_BREAK = (
    "doi: 10.\u200b1038/\u200bbjc.\u200b2014.\u200b\n32 ; PubMed Central PMCID: PMC3960612.\n"
)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (ZWSP_DOT_BREAK, ["10.1038/bjc.2014.32"]),  # the profile's shape joins it (SPEC §5)
        ("see https://www.pnas.org/doi:10.1073/pnas.\u200b\n\nNext part\n", ["10.1073/pnas"]),
        ("doi:10.1073/pnas.\u200b\n2322520121 more\n", ["10.1073/pnas.2322520121"]),
    ],
)
def test_a_zero_width_space_after_a_final_dot_at_a_break_spec4_spec5(
    text: str, expected: list[str]
) -> None:
    """SPEC §4 (invisible characters) and §5 (a final "." is punctuation; PDF line breaks):
    the "." before a zero-width space at a line end is trimmed as without it, and the join
    readings see it: the same hits, removals included, on the hot path, the general one and a
    stream."""
    fast = [h for h in scan_text(text) if isinstance(h, Hit)]
    general = [h for h in scan_text(text, fast=False) if isinstance(h, Hit)]
    assert [h.doi for h in fast] == expected
    assert fast == general
    assert _all_paths(text)[2] == expected
    assert all(apply_removals(h.raw, h.removals) == h.doi for h in fast)


#: a justified line of a one-column page (a BibTeX style's "doi:" and "URL" fields): its word
#: gaps padded wide, so the URL's DOI at the line's end reads as a right column's (pypdf's
#: layout text, pdftotext -layout; arXiv 2407.01603)
ONE_COLUMN = (
    "      doi:10.1002/adma.202104113.      URL https://onlinelibrary.wiley.com/doi/abs/10.1002/adma.\n"
    "      202104113. _eprint: https://onlinelibrary.wiley.com/doi/pdf/10.1002/adma.202104113.\n"
)


@pytest.mark.parametrize(
    ("registrant", "kind"), [("10.1002", "join-profile"), ("10.5555", "join-shape")]
)
def test_a_justified_one_column_line_goes_on_at_its_own_indentation_spec5(
    registrant: str, kind: str
) -> None:
    """SPEC §5 (PDF line breaks, Readings): the next line, one column at the DOI line's own
    indentation, holds the rest where the evidence reads it so: the registrant's profile
    (Wiley: "adma.202104113" complete, "adma" not) or, with no profile, the generic shape (a
    number after an inner "."), as after a plain line break."""
    text = ONE_COLUMN.replace("10.1002/", registrant + "/")
    hits = [h for h in scan_text(text) if isinstance(h, Hit)]
    assert hits[1].doi == registrant + "/adma.202104113"
    assert kind in [r.kind for r in hits[1].removals]
    assert _all_paths(text) == [[h.doi for h in hits]] * 3


def test_a_justified_line_joins_at_its_own_indentation_only_in_one_column_spec5() -> None:
    """The next line holds two columns (a gutter after its first words): the DOI may be the
    right column's, its rest elsewhere; no join at the line's start."""
    text = ONE_COLUMN.replace(" _eprint:", "         _eprint:")
    assert [h.doi for h in iter_hits(text)][1] == "10.1002/adma"


def test_a_right_columns_complete_doi_leaves_the_left_columns_rest_alone_spec5() -> None:
    """SPEC §5 (PDF line breaks): the words before the gutter end in a DOI broken after its
    "/": the next line, at the line's own indentation, is that DOI's rest, not the right
    column's (a complete ASLO DOI beside it, no profile: the generic shape took it before)."""
    text = (
        "   coupled to ICPMS. Geochim Cosmochim              920-930. doi:10.4319/\n"
        "   Acta 67: 3791-3802. doi:10.1016/                 lo.2009.55.2.0920.\n"
        "   S0016-7037(03)00087-5.\n"
    )
    expected = ["10.4319/lo.2009.55.2.0920", "10.1016/S0016-7037(03)00087-5"]
    assert [h.doi for h in iter_hits(text)] == expected
    assert _all_paths(text) == [expected] * 3


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # both DOIs broken after a bare prefix: the left one's rest comes first
        (
            "PLoS Biol. 4. e157. increased citation rate. PLoS ONE 2: e308\n"
            "doi:10.1371/ doi:10.1371/\njournal.pbio.0040157 journal.pone.0000308\n",
            ["10.1371/journal.pbio.0040157", "10.1371/journal.pone.0000308"],
        ),
        # the left one broken after an inner ".", its rest a number without a letter
        (
            "1445–1459. https://doi.org/10.1016/j.cell.2014.05. https://doi.org/10.1016/\n"
            "004 j.molcel.2013.02.013\n",
            ["10.1016/j.cell.2014.05.004", "10.1016/j.molcel.2013.02.013"],
        ),
        # the right column's DOI on the line before took the run after the left one's space:
        # the left one goes on at the next line's start
        (
            "Biology. 178. 275–294. 178. 295–312. https://doi.org/10.1006/jtbi.\n"
            "https://doi.org/10.1006/jtbi. 1996.0026\n1996.0025\n",
            ["10.1006/jtbi.1996.0026", "10.1006/jtbi.1996.0025"],
        ),
    ],
)
def test_two_columns_merged_a_run_is_one_dois_rest_spec5(text: str, expected: list[str]) -> None:
    """pdfplumber's merged columns (issue #9): where the hit before took a run as its rest,
    a DOI whose join took the same run goes on at another run, the one its registrant's
    profile calls complete (SPEC §5 PDF line breaks, Readings), on every path."""
    hits = [h for h in scan_text(text) if isinstance(h, Hit)]
    assert [h.doi for h in hits] == expected
    assert all(apply_removals(h.raw, h.removals) == h.doi for h in hits)
    assert [r.kind for r in hits[1].removals][-1] == "join-profile"
    assert _all_paths(text) == [expected] * 3


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # no later run of the registrant's shape: the rules' join stands
        (
            "doi:10.1371/ doi:10.1371/\njournal.pbio.0040157 more words here\n",
            ["10.1371/journal.pbio.0040157", "10.1371/journal.pbio.0040157"],
        ),
        # no profile (10.5555): no evidence for a later run
        (
            "doi:10.5555/ doi:10.5555/\nabc.123 see 456.789\n",
            ["10.5555/abc.123", "10.5555/abc.123"],
        ),
        # one DOI broken at the line's end, no other DOI took the run: a later run that the
        # profile would take is not read (the first run is complete)
        (
            "Cell. 49. 808. https://doi.org/10.1016/\nj.cell.2014.05.004 j.molcel.2013.02.013\n",
            ["10.1016/j.cell.2014.05.004"],
        ),
    ],
)
def test_two_columns_merged_a_taken_run_needs_evidence_elsewhere_spec5(
    text: str, expected: list[str]
) -> None:
    """A run taken twice moves only to a run its registrant's profile calls complete."""
    assert [h.doi for h in scan_text(text) if isinstance(h, Hit)] == expected
    assert _all_paths(text) == [expected] * 3


def test_a_bare_prefix_before_a_new_url_reads_a_later_run_on_the_hot_path_spec5() -> None:
    """The hot path's cheap answer for a line that starts a new URL leaves a bare prefix to
    the join rules, which read its suffix at a later run of that line (pdfplumber's merged
    columns: "https://doi.org/10.1242/" / "https://doi.org/10.1016/j.molcel.2014. dev.014779")."""
    text = (
        "Molecular Cell. 54. 485–499. https://doi.org/10.1242/\n"
        "https://doi.org/10.1016/j.molcel.2014. dev.014779\n03.004\n"
    )
    expected = ["10.1242/dev.014779", "10.1016/j.molcel.2014.03.004"]
    assert _all_paths(text) == [expected] * 3


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # pdfplumber's text of a real two-column page (fpsyg-05-01582): a left-column DOI
        # broken after its "-", one space, the right column's words glued together
        (
            "Appl.Anim.Ethol.8,507–525.doi:10.1016/0304- Mech,L.D.,andBoitani,L.(2003).\n"
            "3762(82)90215-2 Ecology,andConservation\n",
            ["10.1016/0304-3762(82)90215-2"],
        ),
        # a right-column DOI broken after its "-", the next line's first run a page range
        # with a typographic dash (folded to "-" in place): a later run is its rest
        (
            "Trends Cogn. Sci. 17, dependsontheirtemperament.Anim.Cogn.13,545–553."
            "doi:10.1007/s10071-\n287–294.doi:10.1016/j.tics.2013.04.005 009-0305-1\n",
            ["10.1007/s10071-009-0305-1", "10.1016/j.tics.2013.04.005"],
        ),
    ],
)
def test_two_columns_merged_rejoin_after_a_hyphen_by_profile_spec5(
    text: str, expected: list[str]
) -> None:
    """pdfplumber's merged columns (issue #9): the rules' join across one space after a "-"
    (or a line break then a folded dash) that the profile calls incomplete gives way to the
    run where the DOI's column goes on, which it calls complete (SPEC §5 Readings)."""
    hits = list(iter_hits(text))
    assert [h.doi for h in hits] == expected
    assert all(apply_removals(h.raw, h.removals) == h.doi for h in hits)
    assert "join-profile" in [r.kind for r in hits[0].removals]
    assert _all_paths(text) == [expected] * 3


def test_two_columns_merged_rejoin_after_a_hyphen_needs_the_profile_spec5() -> None:
    """No profile (10.5555): the rules' join across the space stands (no reading moves it to
    the next line's first run)."""
    text = "doi:10.5555/0304- Mech2003.\n3762(82)90215-2 Ecology\n"
    hits = list(iter_hits(text))
    assert [h.doi[:17] for h in hits] == ["10.5555/0304-Mech"]
    assert next(r.kind for r in hits[0].removals if r.kind.startswith("join")) == "join-space"
    assert not [r for r in hits[0].removals if r.kind == "join-profile"]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the next line starts with the left column's new DOI: its prefix is no line number,
        # the right column's rest is a later run
        (
            "phantoms. Magn Reson Med 72: 1460–1470. doi: 62: 1924–1938. doi: 10.1016/\n"
            "10.1002/ j.neuroimage.2012.06.005\nmrm.25045\n",
            ["10.1016/j.neuroimage.2012.06.005", "10.1002/mrm.25045"],
        ),
        # the next line's first run ("7", a number) is the left column's DOI's rest: the
        # right column's DOI before it goes on at a later run
        (
            "Networks 1:215–239. doi: time-varying contact networks. J Theor Biol\n"
            "10.1016/0378-8733(78)90021- 337: 89–100. doi: 10.1016/j.\n7 jtbi.2013.07.004\n",
            ["10.1016/0378-8733(78)90021-7", "10.1016/j.jtbi.2013.07.004"],
        ),
        # a single letter is a whole last part where the profile says so (Wiley's ".x")
        (
            "J Appl Ecol 44: 804-813. 18: 215-226. doi:10.1111/j.1523-1739.2004.\n"
            "doi:10.1111/j.1365-2664.2007.01294. 00328.x.\nx.\n",
            ["10.1111/j.1523-1739.2004.00328.x", "10.1111/j.1365-2664.2007.01294.x"],
        ),
        # three columns merged, spaces lost (Science as pdfplumber prints it): the rest is the
        # line's last run, a label glued on after it
        (
            "cellinteractioninsitu,demonstratingtheclose Curr.Opin.Immunol.48,68–73(2017)."
            "doi:10.1016/\nvascularstructuresinthesuperficialdermis apposition of VE3 and "
            "perivascular Mac2 in j.coi.2017.08.008;pmid:28869867\n",
            ["10.1016/j.coi.2017.08.008"],
        ),
    ],
)
def test_two_columns_merged_rest_beyond_the_left_columns_run_spec5(
    text: str, expected: list[str]
) -> None:
    """pdfplumber's merged columns (issue #9, SPEC §5 PDF line breaks, Readings): the right
    column's rest after the left column's run, by the registrant's profile."""
    hits = [h for h in scan_text(text) if isinstance(h, Hit)]
    assert [h.doi for h in hits] == expected
    assert all(apply_removals(h.raw, h.removals) == h.doi for h in hits)
    assert _all_paths(text) == [expected] * 3


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a line number alone before the run stays no merge: no join past it
        ("doi: 10.1016/j.\n13 2015.03.012 more\n", ["10.1016/j"]),
        # a single letter that the profile does not complete is not joined
        ("doi:10.1038/ words here\nleft a right\n", []),
        # no profile: a run with a label glued on is not read either
        (
            "doi:10.5555/\nwordswithoutspaces more in abc.123;pmid:28869867\n",
            ["10.5555/wordswithoutspaces"],
        ),
    ],
)
def test_two_columns_merged_rest_needs_evidence_spec5(text: str, expected: list[str]) -> None:
    """Without the registrant's evidence no run away from the break is joined."""
    assert [h.doi for h in iter_hits(text)] == expected
