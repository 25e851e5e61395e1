"""The scanner and the library API on text: hits, provenance, streams, de-duplication."""

from __future__ import annotations

import io

import pytest

import doiextract
from doiextract import Options, Rejection, apply_removals, extract_text, iter_candidates, iter_hits
from doiextract.scan import scan_stream, scan_text


def test_issue_example_url_with_encoded_hash() -> None:
    hits = extract_text("see https://doi.org/10.1000/456%23789.")
    assert [h.doi for h in hits] == ["10.1000/456#789"]
    hit = hits[0]
    assert hit.raw == "https://doi.org/10.1000/456%23789."
    assert [r.kind for r in hit.removals] == ["unwrap", "percent-decode", "trim"]


def test_printed_hash_is_a_doi_character_spec3() -> None:
    assert [h.doi for h in extract_text("doi:10.1000/456#789")] == ["10.1000/456#789"]


def test_hash_ends_doi_inside_url_spec3() -> None:
    assert [h.doi for h in extract_text("https://doi.org/10.1000/456#789")] == ["10.1000/456"]


def test_spans_point_at_raw_text() -> None:
    text = "A (doi:10.1016/S0140-6736(20)30183-5). B https://dx.doi.org/10.1038/nature12373"
    for hit in iter_hits(text):
        assert text[hit.span[0] : hit.span[1]] == hit.raw
        assert hit.span[0] <= hit.doi_span[0] < hit.doi_span[1] <= hit.span[1]
        assert apply_removals(hit.raw, hit.removals) == hit.doi


def test_extract_text_unique_by_ascii_key_spec1() -> None:
    hits = extract_text("10.1000/ABC then 10.1000/abc then 10.1000/ÉX and 10.1000/éx")
    assert [h.doi for h in hits] == ["10.1000/ABC", "10.1000/ÉX", "10.1000/éx"]


def test_iter_hits_keeps_every_occurrence() -> None:
    assert len(list(iter_hits("10.1000/1 10.1000/1 10.1000/1"))) == 3


def test_location_is_carried() -> None:
    location = doiextract.Location("paper.txt")
    (hit,) = iter_hits("doi:10.1000/182", location=location)
    assert hit.location.source == "paper.txt"


def test_explain_names_rejections() -> None:
    items = list(iter_candidates("2010.1234/x and 10.1000/x/123 and $10.1234/5"))
    reasons = [i.reason for i in items if isinstance(i, Rejection)]
    assert reasons == ["preceded-by-digit", "reserved-suffix", "price"]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("USD 10.2500/kg and EUR 10.7500/t", []),
        ("CAD 10.1016/j.cad.2020.01.001", ["10.1016/j.cad.2020.01.001"]),
        ("AUSD 10.2500/kg", ["10.2500/kg"]),
        ("EUR 10.1234/5", ["10.1234/5"]),
    ],
    ids=["code-and-unit-spec2", "code-before-a-doi", "code-inside-a-word", "suffix-no-unit"],
)
def test_currency_code_before_a_unit_is_a_price(text: str, expected: list[str]) -> None:
    """SPEC §2: prices are not DOIs; a currency code, a space and an amount per unit is one."""
    assert [h.doi for h in iter_hits(text)] == expected


@pytest.mark.parametrize(
    "text",
    [
        "broken https://doi.org/10.1371/journal.\npone.0213978 across lines",
        "dx.doi.org/ 10.1061/(ASCE)0733-9437(2005)131:1(2)",
        "10.1016/0043- 1354(84)90246-X and more",
        "https://doi.org/10.1002/\n    anie.201915678",
    ],
    ids=[
        "line-break-after-dot-spec5",
        "space-after-wrapper-spec5",
        "space-after-hyphen-spec5",
        "indented-continuation-spec5",
    ],
)
def test_repairs_are_recorded_spec5(text: str) -> None:
    (hit,) = iter_hits(text)
    assert hit.repaired
    assert " " not in hit.doi and "\n" not in hit.doi


def test_complete_doi_is_never_joined_spec5() -> None:
    text = "doi:10.1000/182.\nThe next sentence starts here."
    assert [h.doi for h in iter_hits(text)] == ["10.1000/182"]
    text = "doi:10.1000/182-\n\nnext paragraph"
    assert [h.doi for h in iter_hits(text)] == ["10.1000/182-"]


def test_no_join_option() -> None:
    text = "https://doi.org/10.1002/\nanie.201915678"
    hits = list(iter_hits(text, Options(join_lines=False, join_spaces=False)))
    assert hits == []  # "10.1002/" alone has no suffix


CHUNK_TEXT = (
    "Intro 2010.1234 v10.1.2. doi:10.1000/182; see https://doi.org/10.1038/nature12373.\n"
    "Broken: https://doi.org/10.1371/journal.\npone.0213978 and ＤＯＩ:１０.１０００/９ "
    "and 10.1002/(SICI)1097-4571(199806)49:8<693::AID-ASI4>3.0.CO;2-0).\n"
) * 7


@pytest.mark.parametrize("chunk_size", [1, 2, 3, 17, 64, 1000, 1 << 20])
def test_stream_hits_do_not_depend_on_chunk_size(chunk_size: int) -> None:
    whole = list(scan_text(CHUNK_TEXT, explain=True))
    streamed = list(
        scan_stream(io.StringIO(CHUNK_TEXT), options=Options(chunk_size=chunk_size), explain=True)
    )
    assert streamed == whole
    assert sum(1 for i in whole if not isinstance(i, Rejection)) == 35


def test_stream_memory_is_bounded_on_one_huge_line() -> None:
    """A 4 MB line without spaces: the buffer never holds much more than a chunk."""

    class Junk(io.TextIOBase):
        def __init__(self) -> None:
            self.left = 4_000_000
            self.largest = 0

        def read(self, size: int | None = -1) -> str:
            size = min(size if size and size > 0 else 1 << 16, self.left)
            self.left -= size
            return ("10.1000/" + "x" * 92) * (size // 100) + "y" * (size % 100)

    options = Options(chunk_size=1 << 16)
    junk = Junk()
    stream = scan_stream(junk, options=options)  # type: ignore[arg-type]
    import tracemalloc

    tracemalloc.start()
    count = sum(1 for _ in stream)
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    assert count <= 1  # every candidate runs on: too long, but for the last one at the end
    assert peak < 8 * (1 << 16) + 200_000


def test_fast_and_general_paths_agree_on_corpus() -> None:
    from tests.golden.corpus import load_cases

    for case in load_cases():
        fast = list(scan_text(case.input, explain=True))
        general = list(scan_text(case.input, explain=True, fast=False))
        assert fast == general, case.id


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("doi:10.1371/journal.pone.0213978PMID: 30856162", ["10.1371/journal.pone.0213978"]),
        ("doi:10.1000/182Epub 2020 Mar 4", ["10.1000/182"]),
        ("doi:10.1038/nature12373CrossRefGoogle Scholar", ["10.1038/nature12373"]),
        ("doi:10.1371/journal.pone.0000001View ArticlePubMed", ["10.1371/journal.pone.0000001"]),
        ("doi:10.1093/nar/gkz1021[CrossRef][PubMed]", ["10.1093/nar/gkz1021"]),
        ("doi:10.1000/abcViewer here", ["10.1000/abcViewer"]),
        ("10.1000/182。", ["10.1000/182"]),
        ("「10.1000/182」", ["10.1000/182"]),
        ("doi:10.1000/ISBN-X", ["10.1000/ISBN-X"]),
    ],
    ids=[
        "glued-pmid-spec5",
        "glued-epub-spec5",
        "glued-link-texts-spec5",
        "glued-view-article-spec5",
        "glued-bracketed-link-texts-spec5",
        "label-word-prefix-inside-doi-kept",
        "cjk-full-stop-spec5",
        "cjk-brackets-spec5",
        "label-word-inside-doi-kept",
    ],
)
def test_where_a_doi_ends_in_extracted_text(text: str, expected: list[str]) -> None:
    assert [h.doi for h in extract_text(text)] == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (r"\href{https://doi.org/10.1145/3292500.3330701}{KDD paper}", ["10.1145/3292500.3330701"]),
        ("[10.1038/nature12373](https://doi.org/10.1038/nature12373)", ["10.1038/nature12373"]),
        ("doi:10.1000/{a}{b} here", ["10.1000/{a}{b}"]),
        (
            "*10.1038/nature12374* and __doi:10.1038/nature12375__",
            ["10.1038/nature12374", "10.1038/nature12375"],
        ),
        ("10.1000/a_b_ here", ["10.1000/a_b_"]),
        (r"see 10.1103/PhysRevLett.116.061102~\cite{ligo}", ["10.1103/PhysRevLett.116.061102"]),
        ("10.1103/PhysRevD.101.084001\\\\", ["10.1103/PhysRevD.101.084001"]),
        ('{"doi": "10.1000/x\\nNext"}', ["10.1000/x"]),
        ("10.1126/science.aaw1234's data", ["10.1126/science.aaw1234"]),
        ("10.1126/science.aaw1234\u2019s data", ["10.1126/science.aaw1234"]),
        ("10.1126/science.aaw1234\U0001f600 wow", ["10.1126/science.aaw1234"]),
        ("doi=10.1000/xyz;retries=3", ["10.1000/xyz"]),
        (
            "10.1002/(SICI)1097-4571(199806)49:8<693::AID-ASI4>3.0.CO;2-0 ok",
            ["10.1002/(SICI)1097-4571(199806)49:8<693::AID-ASI4>3.0.CO;2-0"],
        ),
    ],
    ids=[
        "latex-href-closer-before-opener-spec5",
        "markdown-link-closer-before-opener-spec5",
        "balanced-braces-kept-spec5",
        "markdown-emphasis-markers-spec5",
        "underscore-end-without-emphasis-kept-spec2",
        "latex-command-glued-spec5",
        "latex-line-break-glued-spec5",
        "json-newline-escape-spec4",
        "possessive-s-spec5",
        "typographic-possessive-s-spec5",
        "emoji-glued-spec5",
        "key-value-after-semicolon-spec5",
        "sici-semicolon-kept-spec5",
    ],
)
def test_markup_glued_to_a_doi_ends_it(text: str, expected: list[str]) -> None:
    """Markdown, LaTeX, chat and config text glue things to a DOI that no registered DOI holds
    (SPEC §5 names the delimiters; these follow the same reasoning for what users paste)."""
    assert [h.doi for h in extract_text(text)] == expected
    assert list(scan_text(text, explain=True)) == list(scan_text(text, explain=True, fast=False))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("https://zenodo.org/badge/DOI/10.5281/zenodo.1234567.svg", ["10.5281/zenodo.1234567"]),
        (
            "https://api.crossref.org/works/10.1016/j.cell.2020.04.026/transform/application/x-bibtex",
            ["10.1016/j.cell.2020.04.026"],
        ),
        (
            "https://example.org/10.1016/j.cell.2020.04.026/fulltext.pdf",
            ["10.1016/j.cell.2020.04.026"],
        ),
        ("https://doi.org/10.1000/xyz/download ", ["10.1000/xyz"]),
        ("https://doi.org/10.1000/xyz/figures/1 ", ["10.1000/xyz"]),
        ("doi:10.1000/xyz/download ", ["10.1000/xyz/download"]),
        ("https://doi.org/10.6084/m9.figshare.123.v2 ", ["10.6084/m9.figshare.123.v2"]),
        (
            "http://onlinelibrary.wiley.com/journal/10.1002/(ISSN)1099-0739/homepage/"
            "EditorialBoard.html",
            ["10.1002/(ISSN)1099-0739"],
        ),
        (
            "|url=http://onlinelibrary.wiley.com/journal/10.1111/(ISSN)1601-183X/issues |",
            ["10.1111/(ISSN)1601-183X"],
        ),
        ("https://doi.org/10.1000/xyz/homepage ", ["10.1000/xyz"]),
        ("doi:10.1000/xyz/issues ", ["10.1000/xyz/issues"]),
        (
            "{{cite journal|doi=10.1111/j.1471-0528.1995.tb09132.xv2}}",
            ["10.1111/j.1471-0528.1995.tb09132.x"],
        ),
        ("https://doi.org/10.1016/j.cell.2020.01.001v2 ", ["10.1016/j.cell.2020.01.001"]),
        ("https://doi.org/10.1234/abcv2 ", ["10.1234/abcv2"]),
        ("doi:10.1111/j.1471-0528.1995.tb09132.xv2 ", ["10.1111/j.1471-0528.1995.tb09132.xv2"]),
    ],
    ids=[
        "badge-image-tail-spec3",
        "crossref-transform-segment-spec3",
        "tails-one-after-another-spec3",
        "segment-cut-on-hot-path-spec3",
        "figures-segment-on-hot-path-spec3",
        "printed-form-keeps-path-spec3",
        "figshare-version-kept-spec3",
        "wiley-journal-homepage-spec3",
        "wiley-journal-issues-spec3",
        "homepage-segment-on-hot-path-spec3",
        "printed-form-keeps-issues-spec3",
        "version-after-complete-wiley-doi-spec3-readings",
        "version-after-complete-elsevier-doi-on-hot-path-spec3-readings",
        "version-without-profile-kept-spec3",
        "printed-form-keeps-version-spec3",
    ],
)
def test_publisher_parts_after_a_doi_in_a_url(text: str, expected: list[str]) -> None:
    assert [h.doi for h in extract_text(text)] == expected
    assert list(scan_text(text, explain=True)) == list(scan_text(text, explain=True, fast=False))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Speed-up = 10.125/2.5 = 4.05", []),
        ("doi = 10.1000/182", ["10.1000/182"]),
        ("the Handbook is 10.1000/182 = its own DOI", ["10.1000/182"]),
        ("10.125/5 = 2.025", []),
        (
            "https://api.crossref.org/works?filter=doi:10.1016/j.cell.2020.04.026,"
            "doi:10.1016/j.cell.2020.04.027&rows=2",
            ["10.1016/j.cell.2020.04.026", "10.1016/j.cell.2020.04.027"],
        ),
        ("title,doi:10.1000/A&B", ["10.1000/A&B"]),
    ],
    ids=[
        "arithmetic-decimal-suffix-spec2",
        "label-key-and-value-spec2",
        "word-after-operator-spec2",
        "arithmetic-spec2",
        "label-after-comma-in-query-string-spec3",
        "label-after-comma-outside-url-spec3",
    ],
)
def test_look_alikes_and_query_strings(text: str, expected: list[str]) -> None:
    assert [h.doi for h in extract_text(text)] == expected
    assert list(scan_text(text, explain=True)) == list(scan_text(text, explain=True, fast=False))


def test_doi_broken_across_a_page_joins_spec5() -> None:
    """pdftotext starts each page with a form feed: indentation of the next line (SPEC §5)."""
    text = "doi:10.1016/\n\fj.cell.2020.02.052 and https://doi.org/10.1016/j.\n\f cell.2020.02.053"
    assert [h.doi for h in extract_text(text)] == [
        "10.1016/j.cell.2020.02.052",
        "10.1016/j.cell.2020.02.053",
    ]
    assert list(scan_text(text, explain=True)) == list(scan_text(text, explain=True, fast=False))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "https://www.ebi.ac.uk/europepmc/webservices/rest/search?query=DOI:%2210.1038/"
            "nature12373%22&format=json",
            ["10.1038/nature12373"],
        ),
        ("https://doi.org/10.1006/rwei.1999%22.0001 y", ['10.1006/rwei.1999".0001']),
        ("price 2010.1234/x", []),
        (
            "https://login.lib.example.edu/login?url=https%3A%2F%2Fdoi.org%2F10.1093%2Fnar%2F"
            "gkaa1100%3Fnoredirect%3Dtrue",
            ["10.1093/nar/gkaa1100"],
        ),
        ("https://doi.org/10.1000/456%23789.", ["10.1000/456#789"]),
    ],
    ids=[
        "percent-escape-before-anchor-is-no-digit-spec2",
        "decoded-quote-inside-doi-handbook-2.5.2.2",
        "digit-before-anchor-spec2",
        "encoded-inner-url-query-ends-doi-spec3",
        "encoded-hash-in-plain-url-kept-spec4",
    ],
)
def test_percent_escapes_around_a_doi(text: str, expected: list[str]) -> None:
    assert [h.doi for h in extract_text(text)] == expected
    assert list(scan_text(text, explain=True)) == list(scan_text(text, explain=True, fast=False))


@pytest.mark.parametrize(
    "text",
    [
        "10.1000/abc.https://doi.org/10.1000/y.",
        "doi:10.1000/abc.https://doi.org/10.1000/y.",
        "１０．１０００／ａｂｃ.https://doi.org/10.1000/y.",
    ],
)
def test_hits_never_overlap_a_wrapper_is_clipped_spec3_spec5(text: str) -> None:
    """Issue #12 item 6: the URL scheme walk-back took 'abc.' of the first DOI into the second
    hit's wrapper; the second hit's raw text now starts where the first one's ends."""
    for hits in (list(iter_hits(text)), list(iter_hits(io.StringIO(text)))):
        assert [h.doi for h in hits] == ["10.1000/abc", "10.1000/y"]
        assert hits[0].span[1] == hits[1].span[0]
        assert hits[1].raw == "https://doi.org/10.1000/y."
        for hit in hits:
            assert text[hit.span[0] : hit.span[1]] == hit.raw
            assert apply_removals(hit.raw, hit.removals) == hit.doi


def test_clean_keeps_the_text_between_two_touching_dois_spec3() -> None:
    """Issue #12 item 6: 'clean' wrote '10.1000/10.1000/y.' or failed with overlapping edits."""
    from doiextract.references.common import clean_text
    from doiextract.references.lines import LinesFormat

    for label in ("", "doi:"):
        text = label + "10.1000/abc.https://doi.org/10.1000/y.\n"
        assert clean_text(text, LinesFormat()).text == "10.1000/abc.10.1000/y.\n"


@pytest.mark.parametrize("length", [250, 256, 300, 1000, 1100])
def test_a_run_longer_than_the_anchor_regex_takes_is_measured_whole(length: int) -> None:
    """The anchor regex takes at most syntax.ANCHOR_REST_MAX characters of the run; a longer
    run is measured apart, once (issue #9 item 6): the DOI ends where the run ends, and a DOI
    of max_doi_length (1024) characters or more is too long."""
    suffix = ("ab-" * length)[:length] + "z"
    expected = [f"10.1000/{suffix}"] if length < 1010 else []
    for text in (f"10.1000/{suffix} next", f"urn:doi:10.1000/{suffix}.\n", f"x 10.1000/{suffix}"):
        for fast in (True, False):
            assert [h.doi for h in scan_text(text, fast=fast)] == expected
        stream = io.StringIO(text)
        assert [h.doi for h in iter_hits(stream, Options(chunk_size=100))] == expected
    too_long = f"10.1000/{suffix}{'c' * 1020} 10.1000/y"
    assert [h.doi for h in iter_hits(too_long)] == ["10.1000/y"]


def test_a_stream_stops_at_the_time_limit() -> None:
    """issue 12 item 3: library calls have a time limit: ``Options.timeout`` bounds a streamed
    scan (checked after each chunk) with a typed error; without it the same stream is read."""
    import io
    import time

    import pytest

    from doiextract import Options, iter_hits
    from doiextract.errors import DoiExtractError, LimitExceededError

    class SlowStream(io.StringIO):
        def read(self, size: int | None = -1) -> str:
            time.sleep(0.05)
            return super().read(size)

    text = "doi:10.1000/182 and more text\n" * 200
    options = Options(chunk_size=64, timeout=0.2)
    with pytest.raises(LimitExceededError) as info:
        list(iter_hits(SlowStream(text), options))
    assert isinstance(info.value, DoiExtractError) and isinstance(info.value, RuntimeError)
    assert "Options.timeout" in str(info.value)
    assert len(list(iter_hits(io.StringIO(text), options))) == 200


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("<(DOI:10.1002/9780470915.CH2)/S/URI,", ["10.1002/9780470915.CH2"]),
        (
            "A<</S/URI/URI(https://doi.org/10.1016/j.comptc.2018.10.004)>>/Border[0 0 0]",
            ["10.1016/j.comptc.2018.10.004"],
        ),
        ("/URI(doi:10.1000/x)/Type/Annot", ["10.1000/x"]),
        # a ")" then "/" inside a suffix that is no PDF key stays
        ("10.1000/a(1)/b2 ok", ["10.1000/a(1)/b2"]),
        (
            "doi:10.6084/m9.figshare.97218&doi:10.1126/science.169.3946.635 ",
            ["10.6084/m9.figshare.97218", "10.1126/science.169.3946.635"],
        ),
        ("10.1000/a&10.1000/b", ["10.1000/a", "10.1000/b"]),
        ("10.1000/a&b", ["10.1000/a&b"]),
        (
            "10.1234/\U0001f414\U0001f4a9123\U0001f414\U0001f414123",
            ["10.1234/\U0001f414\U0001f4a9123\U0001f414\U0001f414123"],
        ),
        ("10.1126/science.aaw1234\U0001f600\U0001f600! wow", ["10.1126/science.aaw1234"]),
        ("10.1145 / 2594455", ["10.1145/2594455"]),
        ("x = 10.1000 / 2 = 5000 and 10.1000 / 12 and", []),
    ],
    ids=[
        "pdf-string-close-and-key-spec5",
        "pdf-dictionary-end-spec5",
        "pdf-type-key-spec5",
        "paren-slash-in-suffix-kept",
        "ampersand-before-doi-label-spec5",
        "ampersand-before-doi-spec5",
        "ampersand-inside-kept-spec2",
        "emoji-inside-suffix-kept-spec2",
        "emoji-run-glued-at-end-spec5",
        "spaces-around-slash-long-number-spec5",
        "spaces-around-slash-short-number-arithmetic-spec2",
    ],
)
def test_peer_projects_cases(text: str, expected: list[str]) -> None:
    """Shapes from other projects' tests (corpora/peers): raw PDF link syntax after a DOI, a
    query joiner before the next DOI, emoji as suffix characters, a prefix spaced around its
    "/" before a long number (JabRef's DOI field cleanup); both paths agree."""
    assert [h.doi for h in extract_text(text)] == expected
    assert list(scan_text(text, explain=True)) == list(scan_text(text, explain=True, fast=False))


@pytest.mark.parametrize("dots", [32, 1000, 1100, 10000])
def test_a_run_to_its_limit_through_trailing_punctuation_ends_before_it(dots: int) -> None:
    """altmetric/identifiers: '10.1130/2013.2502' and 10,000 dots is that DOI, not a run too
    long; the skip over too-long runs stops at such a stretch too (explain or not, alike)."""
    text = "10.1130/2013.2502" + "." * dots
    assert [h.doi for h in extract_text(text)] == ["10.1130/2013.2502"]
    for prefix in ("", "10.1000/" * 200):
        text = prefix + "10.1000/x" + "." * dots + " 10.1000/y"
        hits = [h.doi for h in iter_hits(text)]
        explained = [h.doi for h in scan_text(text, explain=True) if not isinstance(h, Rejection)]
        assert hits == explained
        assert hits[-2].endswith("10.1000/x")
        assert hits[-1] == "10.1000/y"


@pytest.mark.parametrize(
    "text",
    [
        "10.1038/nature12373\\/ x",
        '{"doi":"10.1038\\/nature12373\\/"}',
        "10.1038/nature12373\\/ 10.10.",
    ],
    ids=["json-slash-at-end-spec4", "json-string-spec4", "json-slash-then-unjoined-spec5"],
)
def test_a_trailing_json_escaped_slash_is_trimmed_whole(text: str) -> None:
    """A JSON "\\/" ending a run is one trimmed "/" (SPEC §3 trailing "/", §4 JSON escapes):
    no stray backslash in the DOI, and the removals replay it (the third shape was found by the
    removals-replay property: the unjoin reading trimmed half of the escape)."""
    hits = list(iter_hits(text))
    assert [h.doi for h in hits] == ["10.1038/nature12373"]
    for hit in hits:
        assert apply_removals(hit.raw, hit.removals) == hit.doi
    assert list(scan_text(text, explain=True)) == list(scan_text(text, explain=True, fast=False))


@pytest.mark.parametrize(
    ("text", "raw"),
    [
        ("10.https://doi.org/10.1000/10.", "https://doi.org/10.1000/10."),
        ("abchttps://doi.org/10.1000/x", "https://doi.org/10.1000/x"),
        ("see.http://dx.doi.org/10.1000/x", "http://dx.doi.org/10.1000/x"),
        ("12svn+ssh://host/10.1000/x", "svn+ssh://host/10.1000/x"),
    ],
    ids=["number-glued-spec5", "word-glued-spec5", "http-after-dot", "scheme-starts-letter"],
)
def test_url_scheme_starts_at_its_own_name_rfc3986(text: str, raw: str) -> None:
    """A scheme starts with a letter (RFC 3986 3.1), and a link's scheme is http(s): what is
    glued before it is no part of the hit (the '10.' of '10.https://...' was, and clean's
    second pass dropped it)."""
    for fast in (True, False):
        hits = list(scan_text(text, fast=fast))
        assert [h.raw for h in hits] == [raw]
