"""A text a PDF holds again (the same link URI on several annotations) is scanned once
(issue #10 item 6): the hits are those of scanning every segment on its own, each with its
own segment's location, in the same order."""

from __future__ import annotations

from dataclasses import replace

from hypothesis import given, settings
from hypothesis import strategies as st

from doiextract import Options
from doiextract.extract import _hits_with_text
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
