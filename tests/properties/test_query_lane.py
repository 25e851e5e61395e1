"""The query lane (``scan_query.query_hits``, issue #10 item 4): wherever it answers for a URL
with a query string, its hits are the scanner's (``scan_text`` with the HTML reader's URL
options: ``?#&`` as field separators, every anchor through the general rules); SPEC §3 (a URL's
``?#&`` end a DOI), §4 (a ``%2F`` decoded once)."""

from __future__ import annotations

import os
from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from doiextract import Options
from doiextract.extract import _URL_DELIMITER_RE, _after_a_path, _url_options
from doiextract.model import Hit, Location
from doiextract.scan import scan_text
from doiextract.scan_query import Checked, query_hits
from doiextract.sources.html import read_html

SETTINGS = settings(max_examples=600, deadline=None, suppress_health_check=[HealthCheck.too_slow])
URL_OPTIONS = _url_options(Options())
LOCATION = Location("page.html", element="a@href")

#: What stands before a DOI in a link: query parameters, whole URLs, labels, escapes, numbers
#: and marks the rules read (glued numbers, prices, emphasis), percent-encoded URLs.
_BEFORE = st.sampled_from(
    [
        *("", "/plosone/article?id=", "https://journals.plos.org/plosone/article?id=", "/x?id="),
        *("article/figure/image?download&size=large&id=info:doi/", "&key=", "?doi=", "doi="),
        *("/servlet/linkout?suffix=e_1_2_7_2_1&dbid=16&doi=", "https://doi.org/", "doi:"),
        *("http://scholar.google.com/scholar_lookup?&title=Risk%20x&journal=Cell&doi=", "?v="),
        *("https://www.reddit.com/submit?url=https%3A%2F%2Fdx.plos.org%2F", "urn:doi:", "$"),
        *("3", "x.", "*", "_", "?doi=doi:", "%22", "?a=b,", "?f=doi:10.1/a,", "v2", "EUR "),
        *("https://api.unpaywall.org/v2/", "?url=https://doi.org/", "#", "= ", "\n", "x "),
        *("https://click.example.com/?u=https%3A%2F%2Fdoi.org%2F", "info:doi/", "?id=doi.org/"),
        # DOIs after a path, no query string (extract._after_a_path asks the lane)
        *("/doi/", "/doi/abs/", "https://pubs.acs.org/doi/full/", "//doi.org/", "/doi/suppl/"),
        *("https://api.crossref.org/v1/works/", "https://link.springer.com/doi/", "/x/10."),
    ]
)
_PREFIXES = st.sampled_from(["10.1371", "10.1002", "10.1093", "10.1101", "10.5", "10.1000.1"])
_SEPARATORS = st.sampled_from(["/", "/", "/", "%2F", "%2F", "%2f", "%252F", ":", "/%2F"])
_SUFFIXES = st.sampled_from(
    [
        *("journal.pone.0213978", "anie.202004567", "nar%2Fgkz877", "nar/gkz877", "s0-1-2"),
        *("journal.pone.0213978.g001", "x.pdf", "2021.02.26.433117v1", "x/full", "x%2Fabstract"),
        *("PhysRevLett.1", "j.cell.2012.09.033", "5", "x/123", "1/", "abc_def", "doi:x", "ABC"),
        *("j.1365-2958.2006.05172.x", "S0092-8674(02)00976-5", "gcb.12750", "2005JD006290"),
        *("x%3Fa", "x%2", "a--", "a.", "a_", "msphere.00109-2410", "x%20y", "x\u00e9"),
        *("a.1PubMed", "abc.1ISSN", "a.1doi", "SciRep", "abc.1Abstract"),
    ]
)
_AFTER = st.sampled_from(
    [
        *("", "&type=printable", "#a", "?x", "&", "#", "?", "/full", ".pdf", " ", "%3F", "&amp;"),
        *("&key=30000001", "&volume=1", " = 2", "\n", ")", ".", "=2", "&doi=", "&key=10.1/x"),
    ]
)


#: The lane's own shapes, drawn more often (else it would decline most drawn URLs).
_PLAIN_SUFFIXES = st.sampled_from(
    ["journal.pone.0213978", "anie.202004567", "nar%2Fgkz877", "s0-1-2", "PhysRevLett.1", "5"]
)
_PLAIN_AFTER = st.sampled_from(["", "&type=printable", "#a", "&key=30000001", "&doi="])


@st.composite
def _urls(draw: st.DrawFn) -> str:
    parts = []
    for _ in range(draw(st.integers(1, 3))):
        parts.append(draw(_BEFORE))
        suffix = draw(st.one_of(_PLAIN_SUFFIXES, _SUFFIXES))
        parts.append(draw(_PREFIXES) + draw(_SEPARATORS) + suffix)
        parts.append(draw(st.one_of(_PLAIN_AFTER, _AFTER)))
    return "".join(parts)


def _scanned(text: str, options: Options) -> list[Hit]:
    return [item for item in scan_text(text, LOCATION, options) if isinstance(item, Hit)]


def _agrees(text: str, options: Options) -> bool:
    """Whether the lane answered for ``text``; where it did, its hits are the scanner's."""
    lane = query_hits(text, LOCATION, options)
    if lane is not None:
        assert lane == _scanned(text, options), text
    return lane is not None


@SETTINGS
@given(_urls())
@example("/servlet/linkout?suffix=e_1&dbid=16&doi=10.1002%2Fanie.202004567&key=10.1371%2Fx.1")
@example("/plosone/article?id=10.1371/journal.pone.0213978&type=printable")
@example("http://scholar.google.com/scholar_lookup?&doi=10.1093%2Fnar%2Fgkz877&volume=383")
@example("article/figure/image?size=medium&id=info:doi/10.1371/journal.pone.0213978.g001")
def test_query_lane_gives_the_scanners_hits_spec_3_4(text: str) -> None:
    _agrees(text, URL_OPTIONS)


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(_urls(), st.sampled_from([20, 32, 1024]), st.booleans(), st.sampled_from(["", ",", ".;"]))
def test_query_lane_follows_the_options(
    text: str, max_length: int, join_lines: bool, separators: str
) -> None:
    """A shorter maximum length (too-long candidates), no line joining, the user's own field
    separators besides the URL's: still the scanner's hits wherever the lane answers."""
    options = replace(
        URL_OPTIONS,
        max_doi_length=max_length,
        join_lines=join_lines,
        field_separators=separators + URL_OPTIONS.field_separators,
    )
    _agrees(text, options)


def test_query_lane_with_known_dois(tmp_path: Path) -> None:
    known = tmp_path / "known.txt"
    known.write_text("10.1371/journal.pone.0213978\n10.1093/nar/gkz877x\n", "utf-8")
    options = replace(URL_OPTIONS, known_dois=str(known))
    for text in _SHAPES:
        assert _agrees(text, options), text


#: The shapes the lane is for (links of real reference lists and article pages): it answers.
_SHAPES = (
    "/plosone/article?id=10.1371/journal.pone.0213978",
    "https://journals.plos.org/plosone/article?id=10.1371/journal.pone.0213978",
    "/plosone/article/file?id=10.1371/journal.pone.0213978&type=printable",
    "article/figure/image?download&size=large&id=info:doi/10.1371/journal.pone.0213978.g001",
    "/servlet/linkout?suffix=e_1_2_7_2_1&dbid=16&doi=10.1002%2Fanie.202004567&key=30000001",
    "/servlet/linkout?suffix=e_1_2_7_2_1&dbid=16&doi=10.1002%2Fanie.1&key=10.1371%2Fjournal.x",
    "http://scholar.google.com/scholar_lookup?&title=Risk&journal=Cell&doi=10.1016%2Fj.cell.1",
    "http://scholar.google.com/scholar_lookup?&doi=10.1093%2Fnar%2Fgkz877&volume=383",
    "https://www.reddit.com/submit?url=https%3A%2F%2Fdx.plos.org%2F10.1371%2Fjournal.pone.1",
)


@pytest.mark.parametrize("text", _SHAPES)
def test_query_lane_answers_for_the_common_shapes(text: str) -> None:
    hits = query_hits(text, LOCATION, URL_OPTIONS)
    assert hits is not None
    assert hits == _scanned(text, URL_OPTIONS)
    assert hits  # each holds a DOI


def test_query_lane_declines_what_it_does_not_know() -> None:
    """A SICI DOI percent-encoded, a DOI glued to a number, a URN: the general rules decide."""
    for text in (
        "?doi=10.1002%2F%28SICI%291097-4636%28199606%2931%3A3%3C600%3A%3AAID-JBM1%3E3.0.CO",
        "?v=210.1000/182&x",
        "?u=urn:doi:10.1000:182&x",
        "?u=10.1000/\u00e9&x",
    ):
        assert query_hits(text, LOCATION, URL_OPTIONS) is None, text


def _corpus_pages() -> list[Path]:
    repo = Path(__file__).resolve().parents[2]
    pages = sorted((repo / "corpora" / "dense-html" / "html").glob("*.html"))
    shared = Path(os.environ.get("DOIEXTRACT_SHARED", repo.parent / "shared")) / "corpora"
    pages += sorted((shared / "html").glob("*.html"))
    pages += sorted((repo / "corpora" / "html").glob("*.html"))
    return pages


@pytest.mark.parametrize("page", _corpus_pages(), ids=lambda p: p.name)
def test_query_lane_on_corpus_links(page: Path) -> None:
    """Every link and script with a query string of the corpus pages: where the lane answers,
    the scanner's hits."""
    segments, _ = read_html(page.read_bytes(), page.name, Options())
    for segment in segments:
        element = segment.location.element or ""
        if not (element.endswith("@href") or element.startswith("script")):
            continue
        if _URL_DELIMITER_RE.search(segment.text) is None:
            continue
        lane = query_hits(segment.text, segment.location, URL_OPTIONS)
        if lane is not None:
            scanned = [
                item
                for item in scan_text(segment.text, segment.location, URL_OPTIONS)
                if isinstance(item, Hit)
            ]
            assert lane == scanned, segment.text


#: DOIs drawn again and again, in links and outside them (a URL wrapper or none): the answers
#: the lane keeps per document (``checked``) must follow whether the DOI stands in a URL.
_REPEATED = st.sampled_from(
    [
        *("?id=10.1371/journal.pone.0213978", "?id=info:doi/10.1371/journal.pone.0213978.t001"),
        *("?u=https://doi.org/10.1371/journal.pone.0213978.t001", "?id=10.1101/x.pdf"),
        *("?u=https://doi.org/10.1101/x.pdf", "?u=doi.org/10.1371/journal.pone.0213978.g001&k=1"),
        *("?id=10.5/10", "?u=https://doi.org/10.5/10", "?doi=10.1002%2Fanie.1&key=30000001"),
        *("?id=10.1000/x/full", "?u=https://doi.org/10.1000/x/full", "?id=doi:10.1000/x.pdf"),
    ]
)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.one_of(_REPEATED, _urls()), min_size=2, max_size=8))
@example(["?id=10.1101/x.pdf", "?u=https://doi.org/10.1101/x.pdf"])  # a URL's tail: cut there
@example(["?u=https://doi.org/10.1000/abc.full", "&key=10.1000/abc.full"])  # not here
def test_query_lane_answers_per_document_as_per_url(urls: list[str]) -> None:
    """A page's links through one ``checked`` (the lane's answers about DOIs alone, kept per
    document): the same answers and hits as each link alone, so the scanner's."""
    checked: Checked = {}
    for url in urls:
        assert query_hits(url, LOCATION, URL_OPTIONS, checked) == query_hits(
            url, LOCATION, URL_OPTIONS
        ), url
        _agrees(url, URL_OPTIONS)


@pytest.mark.parametrize("page", _corpus_pages(), ids=lambda p: p.name)
def test_query_lane_per_document_on_corpus_links(page: Path) -> None:
    """Every link and script with a query string of a corpus page, through one ``checked``:
    what each gives alone."""
    segments, _ = read_html(page.read_bytes(), page.name, Options())
    checked: Checked = {}
    for segment in segments:
        text, location = segment.text, segment.location
        if _URL_DELIMITER_RE.search(text) is not None:
            alone = query_hits(text, location, URL_OPTIONS)
            assert query_hits(text, location, URL_OPTIONS, checked) == alone, text


#: Links that ``extract._after_a_path`` sends to the lane with no query string, as real pages
#: hold them (a publisher's table of contents, Crossref's API, protocol-relative doi.org).
_PATHS = st.sampled_from(
    [
        *("/doi/", "/doi/abs/", "/doi/full/", "https://pubs.acs.org/doi/", "//doi.org/", "/"),
        *("https://api.crossref.org/v1/works/", "https://link.springer.com/doi/", "/doi/pdf/"),
        *("https://journals.aps.org/prb/abstract/", "/content/", "doi:", "/doi/suppl/"),
    ]
)
_PATH_ENDS = st.sampled_from(["", "/suppl_file/ja0c02107_si_001.pdf", ".full.pdf", "v1", "/"])


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(_PATHS, _PREFIXES, _SEPARATORS, st.one_of(_PLAIN_SUFFIXES, _SUFFIXES), _PATH_ENDS)
@example("/doi/abs/", "10.1021", "/", "jacs.0c02398", "")
@example("//doi.org/", "10.1371", "/", "journal.pone.0213978", "")
def test_query_lane_after_a_path_gives_what_the_scanner_gave(
    path: str, prefix: str, separator: str, suffix: str, end: str
) -> None:
    """A DOI after a path in a link without a query string: where the lane answers (asked with
    the URL options), the hits of scanning the link with the options given (no URL delimiters
    in it: what ``extract._scan_html_segments`` did before it asked the lane)."""
    text = path + prefix + separator + suffix + end
    lane = query_hits(text, LOCATION, URL_OPTIONS)
    if lane is not None and _URL_DELIMITER_RE.search(text) is None:
        assert lane == _scanned(text, Options()), text


@pytest.mark.parametrize("page", _corpus_pages(), ids=lambda p: p.name)
def test_query_lane_on_corpus_links_after_a_path(page: Path) -> None:
    """Every link and script of the corpus pages that ``_after_a_path`` sends to the lane:
    where it answers, the hits of the scan it replaces."""
    segments, _ = read_html(page.read_bytes(), page.name, Options())
    for segment in segments:
        element = segment.location.element or ""
        url = element.endswith("@href") or element.startswith("script")
        if not url or _URL_DELIMITER_RE.search(segment.text) or not _after_a_path(segment.text):
            continue
        lane = query_hits(segment.text, segment.location, URL_OPTIONS)
        if lane is not None:
            scanned = scan_text(segment.text, segment.location, Options())
            assert lane == [item for item in scanned if isinstance(item, Hit)], segment.text


def _long_runs() -> list[str]:
    """Runs around the anchor regex's plain-run cap (256) and the maximum length (1024)."""
    cases = []
    for n in (250, 256, 257, 300, 1000, 1016, 1017, 1100, 3000):
        cases += [f"/x?id=10.1000/{'a' * n}", f"/x?id=10.1000/{'a' * n}&b=1"]
        cases += [f"?doi=10.1000%2F{'a1' * (n // 2)}&k=10.1000/b", "?a=" + "10.1000/" * (n // 8)]
        cases += [f"/x?id=10.1000/{'a.' * (n // 2)}1", f"?u=https%3A%2F%2Fdoi.org%2F10.1{'x' * n}"]
    return cases


def test_query_lane_on_long_runs() -> None:
    """Long runs (a too-long candidate, anchors in one long run): the scanner's hits, and the
    lane answers for some of them (else this would test nothing)."""
    answered = [text for text in _long_runs() if _agrees(text, URL_OPTIONS)]
    assert len(answered) >= 10
