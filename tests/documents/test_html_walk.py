"""The lxml path's byte pre-check and single tree walk (issue #10 item 4): a page is skipped
before parsing only when no segment could hold the anchor, and the one walk gives the same
segments, elements and document order as the BeautifulSoup walk (an independent oracle)."""

from __future__ import annotations

from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from doiextract import Options, extract_html, extract_text, extract_xml
from doiextract.model import Location
from doiextract.sources.html import (
    _anchor_lines,
    _lxml_root,
    _lxml_segments,
    _may_hold_anchor,
    read_html,
)

LXML = replace(Options(), html_parser="lxml")
BS4 = replace(Options(), html_parser="bs4")


@pytest.mark.parametrize(
    "markup",
    [
        b"<p>10.1000/1</p>",
        b"<p>1&#48;.1000/1</p>",
        b"<p>&#49;&#48;&#46;1000/1</p>",
        b"<p>&#x31;0&#X2e;1000/1</p>",
        b"<p>&#0049&#0048&#0046x</p>",  # no semicolons, leading zeros
        b"<p>10&period;1000/1</p>",
        "<p>\uff11\uff10.1000/1</p>".encode(),
        "<p>10\uff0e1000/1</p>".encode(),
        b"<p>&#65297;&#65296;.1000/1</p>",
        b"<p>&#xFF11;&#xff10;.1000/1</p>",
        b"<p>10&#65294;1000/1</p>",
        b'<a href="https://doi.org/1&#x30;.1000/1">x</a>',
        # widths mixed: the scanner folds each full-width form on its own (SPEC §4)
        "<p>\uff110.1000/1</p>".encode(),
        "<p>1\uff10.1000/1</p>".encode(),
        "<p>1\uff10\uff0e1000/1</p>".encode(),
        b"<p>&#65297;0.1000/1</p>",
        b"<p>1&#xff10;.1000/1</p>",
    ],
)
def test_every_form_that_decodes_to_the_anchor_is_not_skipped(markup: bytes) -> None:
    assert _may_hold_anchor(markup)
    root, _ = _lxml_root(markup, "<t>")
    assert root is not None
    assert _lxml_segments(root, Location("<t>")), "libxml2 decodes it to the anchor"


@pytest.mark.parametrize(
    "markup",
    [b"<p>no identifier here, 1 0 . 10-11 and 10,5</p>", b"<p>10&#44;5 &#49;1.</p>", b""],
)
def test_a_page_without_the_anchor_is_skipped_with_the_same_empty_result(markup: bytes) -> None:
    assert not _may_hold_anchor(markup)
    assert read_html(markup) == ([], ())
    root, _ = _lxml_root(markup, "<t>")
    assert root is None or _lxml_segments(root, Location("<t>")) == []


@pytest.mark.parametrize(
    "markup",
    [
        b"<p>see 1<!-- x -->0.1000/182</p>",  # a comment
        b"<p>see 10<!-- x -->.1000/182</p>",
        b"<p>see 1</b>0.1000/182</p>",  # a stray end tag
        b"<p>see 10</q>.1000/182</p>",
        b"<p>see 1<?pi x?>0.1000/182</p>",  # a processing instruction
        b"<p>see &#49;<!---->0.1000/182</p>",
        "<p>see \uff11<!---->\uff10.1000/182</p>".encode(),
        "<p>see \uff11<!---->0.1000/182</p>".encode(),
        "<p>see 1<!---->\uff10.1000/182</p>".encode(),
    ],
)
def test_an_anchor_joined_across_dropped_markup_is_not_skipped(markup: bytes) -> None:
    # libxml2 drops the markup and joins the text on both sides into one text node: the byte
    # check holds no anchor, yet the page is parsed, and both walks find the DOI
    assert not _may_hold_anchor(markup)
    assert _anchor_lines(markup) == (False, [1])
    assert [h.doi for h in extract_html(markup, LXML).hits] == ["10.1000/182"]
    assert [h.doi for h in extract_html(markup, BS4).hits] == ["10.1000/182"]


@pytest.mark.parametrize(
    "anchor", ["10.", "10\uff0e", "\uff11\uff10.", "\uff110.", "1\uff10.", "1\uff10\uff0e"]
)
@pytest.mark.parametrize(
    "page",
    ["<p>see {}1000/182 here</p>", "<p><b>x</b> see {}1000/182</p>", '<a title="{}1000/182">x</a>'],
)
def test_every_width_of_the_anchor_is_found_in_html_and_xml_as_in_text(
    anchor: str, page: str
) -> None:
    # the scanner folds each full-width form on its own (SPEC §4), so a prefix of mixed
    # widths is a DOI in text: the HTML and XML readers' tests before the scanner must let a
    # text node, a tail and an attribute holding one through (they skipped "\uff110.")
    markup = page.format(anchor).encode()
    assert [h.doi for h in extract_text(anchor + "1000/182")] == ["10.1000/182"]
    assert [h.doi for h in extract_html(markup, LXML).hits] == ["10.1000/182"]
    assert [h.doi for h in extract_html(markup, BS4).hits] == ["10.1000/182"]
    assert [h.doi for h in extract_xml(b"<r>" + markup + b"</r>").hits] == ["10.1000/182"]


BROKEN_DOT_DOI = "10.1080/01691864.2018.1435945"


@pytest.mark.parametrize(
    ("page", "found"),
    [
        ("<pre>see https://doi.org/{}</pre>", True),
        ("<textarea>https://doi.org/{}</textarea>", True),
        ('<a href="https://doi.org/{}">x</a>', True),
        ('<script>var link = "https://doi.org/{}";</script>', True),
        ("<p>x</p><pre>doi: {} here</pre>", True),
        # white space collapsed outside pre, as a browser renders it: "10 .1080" is no break
        ("<p>see https://doi.org/{}</p>", False),
    ],
    ids=["pre", "textarea", "href", "script", "label", "collapsed"],
)
@pytest.mark.parametrize(
    "broken",
    ["10\n.1080/", "10 \r\n  .1080/", "10&#10;.1080/", "1&#48;\n&#46;1080/", "10\r.1080/"],
    ids=["lf", "crlf-indented", "lf-reference", "references", "cr"],
)
def test_a_prefix_broken_before_its_dot_is_found_in_html_as_in_text(
    page: str, found: bool, broken: str
) -> None:
    """SPEC §5 (a line broken before a ``.``: "doi.org/10" + break + ".1080/...", issue #9):
    the text scanner joins it (``syntax.BROKEN_DOT_RE``), so the byte check, the line finder
    and the tree walk's test must let the text node, attribute or script through (they read
    only ``10.`` and skipped it), on the ``str`` and the bytes paths and the bs4 walk alike."""
    assert [h.doi for h in extract_text("https://doi.org/10\n.1080/01691864.2018.1435945")] == [
        BROKEN_DOT_DOI
    ]
    markup = page.format(broken + "01691864.2018.1435945")
    data = markup.encode()
    assert _may_hold_anchor(data)
    assert _anchor_lines(data)[0]
    # a script's text is raw: character references stay as they are written
    decoded = "&" not in broken or "<script>" not in page
    wanted = [BROKEN_DOT_DOI] if found and decoded else []
    for document in (markup, data):
        for options in (LXML, BS4):
            assert [h.doi for h in extract_html(document, options).hits] == wanted


def test_a_number_before_a_line_break_is_no_anchor_line() -> None:
    """The line finder's test for a broken prefix is bounded and needs the dot: a year ending
    a line ("2010" + break) is not a candidate, nor a "10" whose next line holds no dot."""
    assert _anchor_lines(b"<p>in 2010\nand 10 \n more, 10\n\n  x.</p>") == (False, [])
    assert not _may_hold_anchor(b"<p>in 2010\nand 10 \n more</p>")


@pytest.mark.parametrize(
    ("xml", "expected"),
    [
        ("<p>see https://doi.org/10\n.1080/01691864.2018.1435945</p>", [BROKEN_DOT_DOI]),
        ("<p>doi: 10\r\n   .1080/01691864.2018.1435945</p>", [BROKEN_DOT_DOI]),
        ("<p>see https://doi.org/10&#10;.1080/01691864.2018.1435945</p>", [BROKEN_DOT_DOI]),
        # an attribute value's line break is a space once the parser normalizes it (XML 3.3.3)
        ('<uri href="https://doi.org/10\n.1080/01691864.2018.1435945"/>', []),
        # a number ending a line and a decimal starting the next: no wrapper, no DOI
        ("<p>table 10\n.1080/abcd and more</p>", []),
    ],
    ids=["lf", "crlf-label", "reference", "attribute", "no-wrapper"],
)
def test_a_prefix_broken_before_its_dot_is_found_in_xml_as_in_text(
    xml: str, expected: list[str]
) -> None:
    """The XML reader's test before the scanner (``syntax.holds_anchor``) lets a text holding
    only a prefix broken before its dot through (SPEC §5), from ``str`` and bytes alike."""
    document = "<?xml version='1.0'?><article>" + xml + "</article>"
    assert extract_xml(document).dois == expected
    assert extract_xml(document.encode()).dois == expected


def test_a_utf16_page_is_decoded_before_the_check() -> None:
    page = "\ufeff<p>doi:10.1000/utf16</p>".encode("utf-16-le")
    assert b"10." not in page
    assert [h.doi for h in extract_html(page, LXML).hits] == ["10.1000/utf16"]


def test_a_legacy_charset_page_with_full_width_digits_is_found() -> None:
    page = '<meta charset="shift_jis"><p>doi:\uff11\uff10.1000/sjis</p>'.encode("shift_jis")
    assert "\uff11".encode() not in page
    assert [h.doi for h in extract_html(page, LXML).hits] == ["10.1000/sjis"]


def test_block_text_sorts_before_a_link_inside_it() -> None:
    page = '<p><a href="https://doi.org/10.1000/a">x</a> see 10.1000/b</p><p title="10.1000/c">y'
    for options in (LXML, BS4):
        hits = extract_html(page, options).hits
        assert [(h.doi, h.location.element) for h in hits] == [
            ("10.1000/b", "text"),
            ("10.1000/a", "a@href"),
            ("10.1000/c", "p@title"),
        ]


# random pages from pieces that never split the anchor itself (the one known difference)
PIECES = [
    "<p>",
    "</p>",
    "<div>",
    "</div>",
    "<span>",
    "</span>",
    "<b>",
    "</b>",
    "<br>",
    "<li>",
    "<td>",
    "<sup>",
    "</sup>",
    '<a href="https://doi.org/10.1000/h1">',
    '<a href="/x">',
    "</a>",
    '<span title="doi:10.1000/t1">',
    '<meta name="citation_doi" content="10.1000/m1">',
    "<script>var d = '10.1000/s1';</script>",
    "<style>.x{content:'10.1000/c1'}</style>",
    "<template><p>10.1000/tp1</p></template>",
    "<template><b>t</b></template> 10.1000/after1 ",
    "<!-- 10.1000/comment1 -->",
    " doi:10.1000/x1 ",
    " 10.1000/y2 ",
    " \uff11\uff10.1000/w3 ",
    " 1&#48;.1000/e4 ",
    " text ",
    " 10 ",
]
#: Pieces whose anchor libxml2 joins across markup it drops (such a page is not skipped).
JOINED = [" 1<!-- c -->0.1000/j1 ", " 10</q>.1000/j2 "]
PIECES += JOINED


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(PIECES), max_size=25))
def test_the_walk_gives_what_the_bs4_walk_gives(pieces: list[str]) -> None:
    page = "".join(pieces)
    lxml_hits = extract_html(page, LXML).hits
    bs4_hits = extract_html(page, BS4).hits
    # DOIs, places and order; not spans: lxml drops a comment before text is joined, bs4 after
    lxml_found = [(h.doi, h.location.element) for h in lxml_hits]
    bs4_found = [(h.doi, h.location.element) for h in bs4_hits]
    if any(piece in JOINED for piece in pieces):
        # the same DOIs and places; the order may differ: a block's text is placed at the
        # element whose own text first holds the anchor, and only lxml's joined text holds it
        assert sorted(lxml_found) == sorted(bs4_found)
    else:
        assert lxml_found == bs4_found
    if not _anchor_lines(page.encode())[1]:  # skipped before parsing
        assert lxml_hits == ()


@pytest.mark.parametrize("parser", [LXML, BS4], ids=["lxml", "bs4"])
@pytest.mark.parametrize(
    "page",
    [
        " 10.1000/after1 <!-- 10.1000/comment1 --> 10 ",
        " 10.1000/after1 <?pi x?> 10 ",
        "<p>10.1000/a <!-- c -->\n  <!-- d --> b</p>",
    ],
)
def test_text_around_a_comment_is_one_text_in_both_walks(page: str, parser: Options) -> None:
    # found by the property test above: bs4 collapsed the white space on each side of a comment
    # apart ("after1  10"), libxml2 drops the comment first ("after1 10"); the reading of the
    # page (SPEC §6: comments are not visible text) must not depend on the parser
    other = BS4 if parser is LXML else LXML
    ours = [(h.doi, h.location.element) for h in extract_html(page, parser).hits]
    assert ours == [(h.doi, h.location.element) for h in extract_html(page, other).hits]
    assert ours, "the DOI before the comment is found"
