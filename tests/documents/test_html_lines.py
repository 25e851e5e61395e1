"""The lxml path walks only the subtrees around the anchor's source lines (issue #10 item 4):
the same segments, elements, lines and order as the whole walk, on random pages with line
breaks anywhere (inside tags too), anchors libxml2 joins across dropped markup, every corpus
page, and pages past libxml2's 65535-line count."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from doiextract import extract_html
from doiextract.model import Location
from doiextract.options import DEFAULT_OPTIONS
from doiextract.sources.html import (
    _CANDIDATE_RES,
    _FEW,
    _anchor_lines,
    _lxml_root,
    _lxml_segments,
    _may_hold_anchor,
    _pruned_walk,
    _utf8_bytes,
    _wide_one_starts,
    read_html,
)

from .helpers import CORPORA, SHARED

AT = Location("<t>")


def both_walks(page: bytes) -> tuple[list[object], list[object]]:
    """The segments of the pruned walk and of the whole walk of one page."""
    page = _utf8_bytes(page, DEFAULT_OPTIONS)
    found, lines = _anchor_lines(page)
    assert found == _may_hold_anchor(page)
    root, _ = _lxml_root(page, "<t>")
    if root is None or not found:
        return [], []
    return list(_lxml_segments(root, AT, lines)), list(_lxml_segments(root, AT))


PIECES = [
    "\n",
    "\n\n\n",
    "\r\n",
    "\r",
    "<p>",
    "</p>",
    "<p\n>",
    "<div>",
    "</div>",
    "<span>",
    "</span>",
    "<b>",
    "</b>",
    "<br>",
    "<ul><li>",
    "</li>",
    "</ul>",
    "<table><tr><td>",
    "</td><td>",
    "</table>",
    "<sup>",
    "</sup>",
    '<a href="https://doi.org/10.1000/h1">',
    '<a\nhref="https://doi.org/10.1000/h2"\n>',
    '<a href="/x">',
    "</a>",
    '<span title="doi:\n10.1000/t1">',
    '<meta name="citation_doi"\ncontent="10.1000/m1">',
    "<script>var d = '10.1000/s1';\n</script>",
    "<style>.x{content:'10.1000/c1'}</style>",
    "<template><p>10.1000/tp1</p></template>",
    "<!-- 10.1000/comment1 -->",
    " doi:10.1000/x1 ",
    " 10.1000/y2\n",
    " \uff11\uff10.1000/w3 ",
    " \uff110.1000/w4 ",  # widths mixed (SPEC §4)
    " 1\uff10\uff0e1000/w5 ",
    " 1&#48;.1000/e4 ",
    " 1<!-- x -->0.1000/j1 ",  # libxml2 joins the text around dropped markup
    " 1<!--\n-->0.1000/j2 ",
    " 1</b>0.1000/j3 ",
    " 10<?pi?>.1000/j4 ",
    " &#49;</i>0.1000/j5 ",
    " 1</em\n>0.1000/j6 ",
    "\uff11<!---->\uff10.1000/j7 ",
    "1<!---->\uff10.1000/j8 ",
    "\uff11</b>0.1000/j9 ",
    " 2011</span>, ",
    " 1<span class='x'>. ",
    "<html lang='10.1000/html1'>",
    "<body title='10.1000/body1'>",
    " text ",
    " 10 ",
]


FILLER = ["\n<p>filler</p>", "\n<div><span>f</span>\n</div>", "\n<li>2011</li>", "\n"]


@settings(max_examples=500, deadline=None)
@given(
    st.lists(
        st.tuples(st.sampled_from(PIECES), st.sampled_from(FILLER), st.integers(0, 6)),
        max_size=30,
    )
)
def test_the_pruned_walk_gives_what_the_whole_walk_gives(
    pieces: list[tuple[str, str, int]],
) -> None:
    # each piece followed by some filler lines, so that anchors sit far apart in the source
    page = "".join(piece + filler * count for piece, filler, count in pieces)
    pruned, whole = both_walks(page.encode())
    assert pruned == whole


@settings(max_examples=400, deadline=None)
@given(
    st.lists(
        st.sampled_from(
            [
                *(b"1", b"0", b".", b"&#49;", b"&#x30", b"&#046;", b"&period;", b"\xef\xbc\x91"),
                *(b"\xef\xbc\x90", b"\xef\xbc\x8e", b"<", b">", b"</b>", b"x", b"\n", b"&#65297;"),
            ]
        ),
        max_size=30,
    )
)
def test_the_line_finder_agrees_with_the_byte_check(pieces: list[bytes]) -> None:
    page = b"".join(pieces)
    assert _anchor_lines(page)[0] == _may_hold_anchor(page)


WIDE_PIECES = [b"\xef", b"\xbc", b"\x91", b"\xef\xbc\x91", b"\xd1\x91", b"x", b"\xef\xbc"]


@settings(max_examples=400, deadline=None)
@given(st.lists(st.sampled_from(WIDE_PIECES), max_size=40), st.integers(0, _FEW + 3))
def test_the_wide_one_is_found_where_its_regex_finds_it(pieces: list[bytes], many: int) -> None:
    """``memchr`` on its last byte where that byte is rare, the regex past ``_FEW`` of them
    (issue #10.4): the same starts either way."""
    for page in (b"".join(pieces), b"\xd1\x91" * many + b"".join(pieces)):
        wanted = [match.start() for match in _CANDIDATE_RES[2].finditer(page)]
        assert _wide_one_starts(page) == wanted


def test_an_anchor_joined_across_a_comment_far_from_the_others_is_found() -> None:
    page = "<p>10.1000/a</p>" + "\n<p>filler</p>" * 50 + "<p>see 1<!-- x -->0.1000/b</p>"
    assert [h.doi for h in extract_html(page).hits] == ["10.1000/a", "10.1000/b"]
    found, lines = _anchor_lines(page.encode())
    assert found and lines == [1, 51]


def test_numbers_before_plain_tags_are_no_anchor_lines() -> None:
    page = b"<p>10.1000/a</p>\n<td>2011</td>\n<i>1</i>, 10</b> x\n<b>1<span class=s>.</span>"
    assert _anchor_lines(page) == (True, [1])


def test_most_of_a_long_page_is_not_visited() -> None:
    rows = "".join(f"\n<tr><td>{n}</td><td><a href='/x{n}'>x</a></td></tr>" for n in range(500))
    page = f"<table>{rows}\n<tr><td>doi:10.1000/one</td></tr>{rows}</table>".encode()
    root, _ = _lxml_root(page, "<t>")
    assert root is not None
    found, lines = _anchor_lines(page)
    assert found
    marked, owners, order = _pruned_walk(root, lines)
    assert marked == []  # no attribute holds the anchor
    assert len(order) < 50 < sum(1 for _ in root.iter())
    assert [element.text for element, _ in owners] == ["doi:10.1000/one"]
    assert _lxml_segments(root, AT, lines) == _lxml_segments(root, AT)


def test_past_libxml2s_line_count_the_whole_tree_is_walked() -> None:
    page = "<p>10.1000/a</p>" + "\n" * 70000 + "<p>x</p>\n<p>10.1000/b</p>\n<p>1</b>0.1000/c</p>"
    assert [h.doi for h in extract_html(page).hits] == ["10.1000/a", "10.1000/b", "10.1000/c"]
    pruned, whole = both_walks(page.encode())
    assert pruned == whole


def corpus_pages() -> list[Path]:
    pages = sorted((CORPORA / "html").glob("*.html"))
    for folder in ("documents", "documents2"):
        pages += sorted((CORPORA / folder / "html").glob("*.html"))
    return pages + sorted((SHARED / "html").glob("*.html"))


@pytest.mark.parametrize("page", corpus_pages(), ids=lambda page: page.name)
def test_every_corpus_page_gives_the_same_segments(page: Path) -> None:
    pruned, whole = both_walks(page.read_bytes())
    assert pruned == whole
    assert read_html(page.read_bytes(), "<t>") == (pruned, ())
