"""HTML reader (SPEC §6): what is scanned, what is skipped, where a DOI may cross a tag; both
parsers (lxml fast path and BeautifulSoup) give the same hits."""

from __future__ import annotations

from dataclasses import replace

import pytest
from bs4 import BeautifulSoup

from doiextract import Options, extract_html
from doiextract.sources.html import decode_html, looks_like_html

PARSERS = ("lxml", "bs4")

# (id citing the rule, html, expected [(doi, element)])
CASES = [
    (
        "spec6-inline-tags-do-not-split",
        "<p>doi:10.1000/<span>ab</span><em>c</em><wbr>d.1</p>",
        [("10.1000/abcd.1", "text")],
    ),
    (
        "spec6-block-tags-split-td",
        "<table><tr><td>10.1000/cell</td><td>tail</td></tr></table>",
        [("10.1000/cell", "text")],
    ),
    ("spec6-block-tags-split-br", "<p>10.1000/line<br>next</p>", [("10.1000/line", "text")]),
    (
        "spec6-block-tags-split-li",
        "<ul><li>10.1000/a.1<li>10.1000/b.2</ul>",
        [("10.1000/a.1", "text"), ("10.1000/b.2", "text")],
    ),
    ("spec6-comment-skipped", "<p>x</p><!-- doi:10.1000/hidden.1 -->", []),
    ("spec6-style-skipped", "<style>a::after{content:'10.1000/css.1'}</style><p>x</p>", []),
    (
        "spec6-entities-decoded",
        "<p>10.1002/(SICI)1097-4571(199806)49:8&lt;693::AID-ASI4&gt;3.0.CO;2-0</p>",
        [("10.1002/(SICI)1097-4571(199806)49:8<693::AID-ASI4>3.0.CO;2-0", "text")],
    ),
    (
        "spec6-meta-citation-doi",
        '<meta name="citation_doi" content="10.1000/meta.1"><meta name="x" content="10.1000/no">',
        [("10.1000/meta.1", "meta[name=citation_doi]@content")],
    ),
    (
        "spec6-meta-dc-identifier",
        '<meta name="DC.Identifier" content="doi:10.1000/dc.1">',
        [("10.1000/dc.1", "meta[name=DC.Identifier]@content")],
    ),
    (
        "spec6-href",
        '<a href="https://doi.org/10.1000/href.1">here</a>',
        [("10.1000/href.1", "a@href")],
    ),
    (
        "spec3-relative-href-fragment-ends-doi",
        '<a href="/metrics?id=10.1000/rel.1#cited">m</a>',
        [("10.1000/rel.1", "a@href")],
    ),
    (
        "spec6-data-doi",
        '<div data-doi="10.1000/data.1"></div>',
        [("10.1000/data.1", "div@data-doi")],
    ),
    (
        "spec6-title-attribute",
        '<abbr title="10.1000/title.1">t</abbr>',
        [("10.1000/title.1", "abbr@title")],
    ),
    (
        "spec6-json-ld",
        '<script type="application/ld+json">'
        '{"@id": "https:\\/\\/doi.org\\/10.1000\\/ld.1"}</script>',
        [("10.1000/ld.1", "script[ld+json]")],
    ),
    (
        "spec6-inline-script",
        '<script>var doi = "10.1000/js.1";</script>',
        [("10.1000/js.1", "script")],
    ),
    (
        "spec6-title-pre-code-noscript",
        "<title>10.1000/t.1</title><pre>10.1000/p.2</pre><code>10.1000/c.3</code>"
        "<noscript>10.1000/n.4</noscript>",
        [
            ("10.1000/t.1", "text"),
            ("10.1000/p.2", "text"),
            ("10.1000/c.3", "text"),
            ("10.1000/n.4", "text"),
        ],
    ),
    (
        "spec6-nested-block-splits-parent",
        "<div>see 10.1000/outer.1<div>10.1000/inner.2</div>tail</div>",
        [("10.1000/outer.1", "text"), ("10.1000/inner.2", "text")],
    ),
    (
        "malformed-unclosed",
        "<div><p>10.1000/open.1<p>x</span></div></div>",
        [("10.1000/open.1", "text")],
    ),
    (
        "footnote-marker-after-doi",
        "<p>doi:10.1000/fn.1<sup>[3]</sup> and 10.1038/nature12373<sup>12</sup>,"
        " H<sub>2</sub>O</p>",
        [("10.1000/fn.1", "text"), ("10.1038/nature12373", "text")],
    ),
    (
        "inline-tags-do-not-split-spec6",
        "<p>10.1016/j.<wbr>cell.<span>2020</span>.<b>02</b>.052</p>",
        [("10.1016/j.cell.2020.02.052", "text")],
    ),
    ("empty-document", "", []),
    ("only-a-comment", "<!-- 10.1000/c.1 -->", []),
]


@pytest.mark.parametrize("parser", PARSERS)
@pytest.mark.parametrize(("html", "expected"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_what_is_scanned(html: str, expected: list[tuple[str, str]], parser: str) -> None:
    result = extract_html(html, replace(Options(), html_parser=parser))
    found = [(h.doi, h.location.element) for h in result.hits]
    assert sorted(set(found)) == sorted(set(expected))
    assert result.kind == "html"


@pytest.mark.parametrize("html", [c[1] for c in CASES], ids=[c[0] for c in CASES])
def test_parsers_agree_in_order(html: str) -> None:
    hits = {
        parser: [
            (h.doi, h.location.element, h.span)
            for h in extract_html(html, replace(Options(), html_parser=parser)).hits
        ]
        for parser in PARSERS
    }
    assert hits["lxml"] == hits["bs4"]


def test_beautifulsoup_object_is_accepted() -> None:
    soup = BeautifulSoup("<p>doi:10.1000/soup.1</p>", "html.parser")
    assert extract_html(soup).dois == ["10.1000/soup.1"]


@pytest.mark.parametrize(
    ("data", "expected"),
    [
        pytest.param(
            '<meta charset="iso-8859-1"><p>10.1000/caf\xe9</p>'.encode("latin-1"),
            "10.1000/caf\xe9",
            id="declared-latin1-means-windows-1252",
        ),
        pytest.param(
            "<p>10.1000/\u20ac.1</p>".encode("cp1252"),
            "10.1000/\u20ac.1",
            id="undeclared-legacy-cp1252",
        ),
        pytest.param("<p>10.1000/\xe9.2</p>".encode("utf-16"), "10.1000/\xe9.2", id="utf16-bom"),
        pytest.param(b"\xef\xbb\xbf<p>10.1000/bom.3</p>", "10.1000/bom.3", id="utf8-bom"),
        pytest.param(
            '<meta charset="utf-8"><p>10.1000/bad.4</p>\xff'.encode("latin-1"),
            "10.1000/bad.4",
            id="invalid-utf8-replaced-not-failed",
        ),
    ],
)
def test_bytes_are_decoded(data: bytes, expected: str) -> None:
    assert extract_html(data).dois == [expected]


def test_decode_html_keeps_text() -> None:
    assert decode_html("<p>é</p>".encode()) == "<p>é</p>"


@pytest.mark.parametrize(
    ("head", "expected"),
    [
        (b"<!DOCTYPE html>", True),
        (b"\n  <html lang=en>", True),
        (b"<?xml version='1.0'?>\n<html xmlns='http://www.w3.org/1999/xhtml'>", True),
        (b"<p>para</p>", True),
        ("<html>".encode("utf-16"), True),
        (b"doi:10.1000/1 <b>bold</b>", False),
        (b"<article-meta>", False),
        (b"%PDF-1.7", False),
    ],
    ids=["doctype", "leading-space", "xhtml", "p-tag", "utf16", "text-with-tag", "jats-xml", "pdf"],
)
def test_html_sniffing_whatwg(head: bytes, expected: bool) -> None:
    assert looks_like_html(head) is expected


def test_own_doi_from_meta_tags() -> None:
    html = (
        '<meta name="dc.identifier" content="doi:10.1000/own.1">'
        '<meta name="citation_doi" content="10.1000/own.1"><p>cites 10.1000/cited.2</p>'
    )
    result = extract_html(html)
    assert result.own_doi == "10.1000/own.1"
    assert result.own_doi_evidence == "HTML meta citation_doi"


def test_no_own_doi_without_evidence() -> None:
    result = extract_html("<p>cites 10.1000/cited.2 and 10.1000/cited.3</p>")
    assert (result.own_doi, result.own_doi_evidence) == (None, None)


@pytest.mark.parametrize("parser", PARSERS)
def test_document_order_puts_an_href_before_its_link_text(parser: str) -> None:
    """SPEC §1 first appearance: the source order, attribute and text interleaved (a block's text
    sits where its first "10." does)."""
    html = (
        "<ul><li>[1] Lancet. <a href='https://doi.org/10.1016/S0140-6736(20)30183-5'>"
        "https://doi.org/10.1016/s0140-6736(20)30183-5</a></li>"
        "<li>see 10.1000/text.1 and <a href='https://doi.org/10.1000/link.2'>here</a></li></ul>"
    )
    result = extract_html(html, replace(Options(), html_parser=parser))
    assert result.dois == ["10.1016/S0140-6736(20)30183-5", "10.1000/text.1", "10.1000/link.2"]
