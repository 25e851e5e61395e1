"""A URL-context segment (``@href``, ``script``) holding none of the URL delimiters ``?#&`` is
scanned without them (issue #10 item 4): field separators turn the scanner's fast lanes off,
and they act only where they occur, so the hits are those of scanning with the delimiters
(SPEC §3: inside a URL ``?``, ``#`` and ``&`` end a DOI), full-width forms included (SPEC §4:
the scanner folds ``？＃＆`` onto ``?#&``)."""

from __future__ import annotations

from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from doiextract import Options
from doiextract.extract import _URL_DELIMITERS, _scan_html_segments
from doiextract.model import Hit, Location
from doiextract.scan import scan_text
from doiextract.sources import Segment

URL_CONTEXTS = ["a@href", "link[rel=canonical]@href", "script", "script[ld+json]"]
PIECES = [
    *("https://doi.org/", "http://dx.doi.org/", "/doi/abs/", "doi:", "urn:doi:", "info:doi/"),
    *("10.1000/182", "10.1371/journal.pone.0012345", "10.1002/(SICI)1097-0258", "10.", "10.1000/"),
    *("abc", "-", ".", ",", ")", "(", ";", ":", " ", "\n", "/", "x=1", "v2", "\u00e9", "\u200b"),
    *("%2F", "%23", "%3F", "%26", "%3A", "&amp;", "&#35;", "\\u0023", "\\/", "\uff0e"),
    *("?", "#", "&", "\uff1f", "\uff03", "\uff06", "\uff41\uff42", "\uff11\uff10."),
    # DOIs after a path (the query lane reads them: extract._after_a_path)
    *("//doi.org/", "/doi/full/", "https://api.crossref.org/v1/works/", "_si_001.pdf", "_"),
    *("https://pubs.acs.org/doi/suppl/", "/suppl_file/", "https://www.doi.org/", "x.pdf"),
]


def _with_delimiters(segments: list[Segment], options: Options) -> list[tuple[Hit, str]]:
    """What ``_scan_html_segments`` gave before: every URL-context segment scanned with the
    delimiters, each segment on its own."""
    url_options = replace(options, field_separators=options.field_separators + _URL_DELIMITERS)
    out = []
    for segment in segments:
        element = segment.location.element or ""
        url = element.endswith("@href") or element.startswith("script")
        for hit in scan_text(segment.text, segment.location, url_options if url else options):
            assert isinstance(hit, Hit)
            out.append((hit._replace(line=segment.line, location=segment.location), segment.text))
    return out


@settings(max_examples=300, deadline=None)
@given(
    st.lists(
        st.tuples(
            st.lists(st.sampled_from(PIECES), min_size=1, max_size=8).map("".join),
            st.sampled_from([*URL_CONTEXTS, "text", "div@data-doi"]),
            st.sampled_from([None, 1, 7]),
        ),
        max_size=8,
    ),
    st.sampled_from(["", ",", ";"]),
)
def test_url_segments_give_the_hits_of_scanning_with_the_delimiters(
    pieces: list[tuple[str, str, int | None]], separators: str
) -> None:
    options = replace(Options(), field_separators=separators)
    segments = [
        Segment(text, Location("a.html", None, element), line) for text, element, line in pieces
    ]
    assert list(_scan_html_segments(segments, options)) == _with_delimiters(segments, options)


@pytest.mark.parametrize(
    ("text", "doi"),
    [
        ("/doi/10.1000/abc?x=1", "10.1000/abc"),
        ("10.1000/abc#frag", "10.1000/abc"),
        ("10.1000/a&b", "10.1000/a"),
        # full-width forms fold onto the delimiters (SPEC §4): still cut there
        ("10.1000/abc\uff1fx=1", "10.1000/abc"),
        ("10.1000/\uff41\uff42\uff43\uff03x", "10.1000/abc"),
        ("10.1000/a\uff06b", "10.1000/a"),
        # no delimiter: the whole DOI, as the delimiters would give it
        ("https://doi.org/10.1371/journal.pone.0012345", "10.1371/journal.pone.0012345"),
        ("https://doi.org/10.1000/abc%23def", "10.1000/abc#def"),
    ],
)
def test_a_link_ends_at_a_url_delimiter_in_any_form(text: str, doi: str) -> None:
    segments = [Segment(text, Location("a.html", None, "a@href"), 3)]
    assert [hit.doi for hit, _ in _scan_html_segments(segments, Options())] == [doi]


def test_url_options_follow_the_options_given() -> None:
    """The URL options are made once per options object (issue #10 item 4), never reused for
    another: options with their own field separators keep them, plus the URL delimiters."""
    from doiextract.extract import _url_options

    plain, commas = Options(), Options(field_separators=",")
    assert _url_options(plain).field_separators == _URL_DELIMITERS
    assert _url_options(commas).field_separators == "," + _URL_DELIMITERS
    assert _url_options(plain).field_separators == _URL_DELIMITERS
    assert _url_options(plain) is _url_options(plain)
    assert replace(_url_options(commas), field_separators=",") == commas
    # the hits follow: a comma ends the DOI only where the options say so
    text = "/doi/10.1000/abc,def?x"
    link = [Segment(text, Location("<string>", None, "a@href"))]
    assert [h.doi for h, _ in _scan_html_segments(link, plain)] == ["10.1000/abc,def"]
    assert [h.doi for h, _ in _scan_html_segments(link, commas)] == ["10.1000/abc"]
