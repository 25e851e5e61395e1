"""``read_html`` (lxml) prunes the walk only where anchor lines are sparse and walks the whole
tree where they are dense (issue #10 item 4: the pruned walk cost more than the whole walk on
every page of the speed corpora but the 1 MB Wikipedia page). Either walk gives the same
segments (``test_html_lines``); these tests pin the choice and that the hits stay the same."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from doiextract import Options, extract_html
from doiextract.model import Location
from doiextract.sources import html as html_module
from doiextract.sources.html import (
    _PRUNE_BYTES_PER_LINE,
    _anchor_lines,
    _lxml_root,
    _lxml_segments,
    _sparse_anchor_lines,
    read_html,
)

DENSE = Path(__file__).resolve().parents[2] / "corpora" / "dense-html" / "html"
FILLER = "<p>" + "text without the anchor " * 20 + "</p>\n"


def _sparse_page(links: int) -> bytes:
    parts = ["<html><body>"]
    for i in range(links):
        parts.append(FILLER * 30)  # ~15 KB between two anchors
        parts.append(f'<p>see <a href="https://doi.org/10.1000/{i}">doi:10.1000/{i}</a></p>\n')
    return ("".join(parts) + "</body></html>").encode()


def _dense_page(links: int) -> bytes:
    refs = "".join(
        f'<li>Ref {i}. <a href="https://doi.org/10.1000/r{i}">10.1000/r{i}</a></li>\n'
        for i in range(links)
    )
    return f"<html><body>{FILLER * 200}<ol>{refs}</ol></body></html>".encode()


def test_sparse_anchors_prune() -> None:
    page = _sparse_page(5)
    lines = _sparse_anchor_lines(page)
    assert lines is not None
    assert lines == _anchor_lines(page)[1]
    assert len(page) > _PRUNE_BYTES_PER_LINE * len(lines)


def test_dense_anchors_walk_the_whole_tree() -> None:
    assert _sparse_anchor_lines(_dense_page(60)) is None  # dense past the first 64 KB
    assert _sparse_anchor_lines(b"<p>doi:10.1000/1 and 10.1000/2</p>") is None  # in the head


@pytest.mark.parametrize(
    ("page", "lines"),
    [
        (b"<p>no anchor here</p>", []),  # skipped before parsing
        (b"<p>see 1<!-- x -->0.1000/182</p>", None),  # a join libxml2 makes: parsed, whole walk
    ],
)
def test_no_anchor_skips_and_a_join_is_walked(page: bytes, lines: list[int] | None) -> None:
    assert _sparse_anchor_lines(page) == lines


@pytest.mark.parametrize("page", [_sparse_page(5), _dense_page(60)], ids=["sparse", "dense"])
def test_either_walk_gives_the_same_segments(page: bytes) -> None:
    root, _ = _lxml_root(page, "<t>")
    assert root is not None
    at = Location("<t>", None, "text")
    whole = _lxml_segments(root, at)
    assert whole == _lxml_segments(root, at, _anchor_lines(page)[1])
    assert read_html(page, "<t>")[0] == whole


@pytest.mark.parametrize("name", sorted(path.name for path in DENSE.glob("*.html")))
def test_dense_pages_read_alike_pruned_or_whole(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    data = (DENSE / name).read_bytes()
    assert _sparse_anchor_lines(data) is None
    whole = extract_html(data).hits
    # force the pruned walk: every page counts as sparse
    monkeypatch.setattr(html_module, "_PRUNE_BYTES_PER_LINE", 0)
    assert _sparse_anchor_lines(data) == _anchor_lines(data)[1]
    assert extract_html(data).hits == whole
    assert [h.key for h in extract_html(data, replace(Options(), html_parser="bs4")).hits] == [
        h.key for h in whole
    ]
