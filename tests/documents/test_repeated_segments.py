"""A text a document holds again (the same link URI on several PDF annotations or HTML
elements) is scanned once (issue #10 items 4 and 6): the hits are those of scanning every
segment on its own, each with its own segment's location and line, in the same order."""

from __future__ import annotations

from dataclasses import replace

from hypothesis import given, settings
from hypothesis import strategies as st

from doiextract import Options
from doiextract.extract import _hits_with_text, _scan_html_segments
from doiextract.model import Location
from doiextract.scan import scan_text
from doiextract.sources import Segment

TEXTS = [
    "https://doi.org/10.1000/link.1",
    "http://dx.doi.org/10.1002/(SICI)1097-0258(19980815)17:15<1661::AID-SIM968>3.0.CO;2-2",
    "mailto:someone@example.org",
    "see doi:10.1000/printed.1 and\n10.1000/printed.2,",
    "10.1000/ends-",
    "",
]


def _each_alone(segments: list[Segment], options: Options) -> list[tuple[object, str]]:
    return [
        (hit, segment.text)
        for segment in segments
        for hit in scan_text(segment.text, segment.location, options, line=segment.line or 1)
    ]


@settings(max_examples=200, deadline=None)
@given(
    st.lists(
        st.tuples(
            st.sampled_from(TEXTS),
            st.integers(1, 4),
            st.sampled_from(["annotation", "text", "metadata"]),
            st.sampled_from([None, 1, 7]),
        ),
        max_size=12,
    ),
    st.booleans(),
)
def test_repeated_texts_give_the_hits_of_scanning_each_alone(
    pieces: list[tuple[str, int, str, int | None]], separators: bool
) -> None:
    options = replace(Options(), field_separators=",") if separators else Options()
    segments = [
        Segment(text, Location("a.pdf", page, element), line)
        for text, page, element, line in pieces
    ]
    assert list(_hits_with_text(segments, options)) == _each_alone(segments, options)


def test_a_repeated_link_keeps_each_pages_location() -> None:
    uri = "https://doi.org/10.1000/link.1"
    segments = [Segment(uri, Location("a.pdf", page, "annotation")) for page in (1, 3, 3)]
    hits = [hit for hit, _ in _hits_with_text(segments, Options())]
    assert [(h.doi, h.location.page) for h in hits] == [("10.1000/link.1", p) for p in (1, 3, 3)]


@settings(max_examples=200, deadline=None)
@given(
    st.lists(
        st.tuples(
            st.sampled_from(TEXTS),
            st.sampled_from(["a@href", "div@data-doi", "text", "script", "script[ld+json]"]),
            st.sampled_from([None, 1, 7]),
        ),
        max_size=12,
    )
)
def test_repeated_html_segments_give_the_hits_of_scanning_each_alone(
    pieces: list[tuple[str, str, int | None]],
) -> None:
    segments = [
        Segment(text, Location("a.html", None, element), line) for text, element, line in pieces
    ]
    alone = [pair for segment in segments for pair in _scan_html_segments([segment], Options())]
    assert list(_scan_html_segments(segments, Options())) == alone


def test_a_repeated_html_link_keeps_each_elements_place() -> None:
    text = "10.1000/456#789"
    segments = [
        Segment(text, Location("a.html", None, "a@href"), 3),
        Segment(text, Location("a.html", None, "text"), 5),
        Segment(text, Location("a.html", None, "a@href"), 9),
    ]
    hits = [hit for hit, _ in _scan_html_segments(segments, Options())]
    # the URL context cuts the DOI at "#"; the text does not (SPEC §3)
    assert [(h.doi, h.location.element, h.line) for h in hits] == [
        ("10.1000/456", "a@href", 3),
        ("10.1000/456#789", "text", 5),
        ("10.1000/456", "a@href", 9),
    ]
