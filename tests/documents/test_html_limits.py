"""HTML pages past libxml2's limits lose nothing, silently or otherwise (issue 12.5).

The default lxml path dropped everything nested deeper than 255 levels and any text node over
10 MB with status ok and no warning; the bs4 path took 131 s for 20,000 levels. Now lxml parses
with ``huge_tree`` (no 255-level or 10 MB limit), a page deeper than libxml2's hard limit of 2048
levels is read with BeautifulSoup and says so in ``result.warnings``, and both paths take time
linear in the nesting depth.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

import pytest

from doiextract import Options, extract_html

LXML = Options()
BS4 = replace(Options(), html_parser="bs4")


def deep_page(depth: int, tag: str = "div") -> str:
    """A DOI at the bottom of ``depth`` nested elements, another after them."""
    return (
        "<html><body>"
        + f"<{tag}>" * depth
        + "<p>doi:10.1000/deep</p>"
        + f"</{tag}>" * depth
        + "<p>doi:10.1000/after</p></body></html>"
    )


@pytest.mark.parametrize("options", [LXML, BS4], ids=["lxml", "bs4"])
@pytest.mark.parametrize("depth", [300, 1000])
def test_deep_page_within_libxml2_limit(options: Options, depth: int) -> None:
    result = extract_html(deep_page(depth), options)
    assert result.dois == ["10.1000/deep", "10.1000/after"]
    assert result.warnings == ()


def test_page_deeper_than_libxml2_allows_is_read_with_bs4_and_says_so() -> None:
    result = extract_html(deep_page(3000).encode("utf-8"), LXML, source="deep.html")
    assert result.dois == ["10.1000/deep", "10.1000/after"]
    assert len(result.warnings) == 1
    assert "read with BeautifulSoup" in result.warnings[0]
    assert "depth" in result.warnings[0].lower()


def test_text_node_over_10_mb_is_read() -> None:
    filler = "word " * (11 * 1024 * 1024 // 5)
    page = f"<html><body><p>{filler} doi:10.1000/big</p><p>doi:10.1000/after</p></body></html>"
    result = extract_html(page, LXML)
    assert result.dois == ["10.1000/big", "10.1000/after"]
    assert result.warnings == ()


@pytest.mark.parametrize(
    ("options", "tag", "start"),
    [
        (BS4, "div", 250),  # nested blocks: 20,000 levels took 131 s
        (BS4, "span", 250),  # nested inline elements: one block
        (BS4, "template", 250),  # skipped elements: their ancestors were asked per block
        (LXML, "span", 125),  # within libxml2's 2048 levels: each text's block looked up once
        (LXML, "div", 125),
    ],
    ids=["bs4-div", "bs4-span", "bs4-template", "lxml-span", "lxml-div"],
)
def test_time_is_linear_in_the_nesting_depth(
    options: Options, tag: str, start: int, assert_linear: Callable[..., None]
) -> None:
    def page(depth: int) -> str:
        # DOIs in every level: every text node and every block is visited
        return (
            "<html><body>"
            + (f"<{tag}>" + f"see 10.1000/x{depth} " * 4) * depth
            + f"</{tag}>" * depth
            + "</body></html>"
        )

    # the lxml path: 8n stays within libxml2's 2048 levels (deeper goes to bs4, see above)
    max_n = 250 if options is LXML else 1 << 22
    if options is LXML:
        assert not extract_html(page(8 * max_n), options).warnings
    assert_linear(
        lambda text: extract_html(text, options), page, tag, n=start, max_n=max_n, repeats=5
    )
