"""A printed DOI is walked against a link of its group only where the two agree up to where the
walk could first skip (``reconcile._reading``, issue #10 item 4): the same reading as walking
every link of the group (SPEC §5, the document's own evidence first), on prints damaged as PDF
text and HTML show them (line breaks, spaces, hyphenation, invisible marks, typographic
hyphens, case, an ellipsis) against links that are the DOI, its prefixes, longer DOIs and
others of the registrant."""

from __future__ import annotations

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from doiextract.forms import doi_key
from doiextract.model import Hit, Location
from doiextract.scan import scan_text
from doiextract.sources import reconcile

LINK = Location("page", None, "a@href")
DOIS = [
    "10.1038/nchembio.780",
    "10.1126/science.1072702",
    "10.1016/S0092-8674(02)00976-5",
    "10.1021/jacs.0c01234",
    "10.1002/anie.202004567",
    "10.1371/journal.pone.0213978",
]
DAMAGE = ["", " ", "\n", "-\n", "\u00ad", "\u200b", "\n  ", "\u2010"]


def _link(doi: str) -> Hit:
    return Hit(doi, doi_key(doi), doi, (0, len(doi)), (0, len(doi)), LINK, (), None)


def _walk_every_link(hit: Hit, text: str, links: list[Hit]) -> Hit:
    """What ``_reading`` did before: every link of the group walked, the first borne out."""
    for link in links:
        if len(link.key) < len(hit.key) - hit.doi.count("-") - 1:
            continue
        better = reconcile._printed_as_link(hit, text, link)
        if better is not None:
            return better
    return hit


@st.composite
def _prints(draw: st.DrawFn) -> tuple[str, list[Hit]]:
    doi = draw(st.sampled_from(DOIS))
    chars = list(doi)
    for _ in range(draw(st.integers(0, 3))):  # damage inside the suffix
        at = draw(st.integers(len(doi.split("/")[0]) + 1, len(doi) - 1))
        chars[at] = draw(st.sampled_from(DAMAGE)) + chars[at]
    if draw(st.booleans()):
        chars = [c.upper() if draw(st.booleans()) else c for c in chars]
    printed = "".join(chars)
    if draw(st.booleans()):  # a typographic hyphen printed for the DOI's "-"
        printed = printed.replace("-", draw(st.sampled_from(["\u2010", "\u2013", "\u2212"])))
    if draw(st.booleans()):  # a shortened display
        cut = draw(st.integers(10, len(printed)))
        printed = printed[:cut] + draw(st.sampled_from(["…", "..."]))
    before = draw(st.sampled_from(["doi: ", "", "see "]))
    text = before + printed + draw(st.sampled_from(["", ".", " x"]))
    variants = [doi, doi.lower(), doi[:-1], doi[:-3], doi + "x", doi.replace("-", "\u2010")]
    others = [d for d in DOIS if d != doi]
    links = draw(st.lists(st.sampled_from(variants + others), min_size=1, max_size=6))
    return text, [_link(d) for d in links]


@settings(max_examples=800, deadline=None)
@given(_prints())
@example(("doi: 10.1038/nchem\nbio.780", [_link("10.1021/j.1"), _link("10.1038/nchembio.780")]))
@example(("10.1126/sci-\nence.1072702", [_link("10.1126/science.1072702")]))
@example(("10.1000/ab…", [_link("10.1000/abcdef")]))
@example(("10.1016/S0092\u20138674(02)00976-5", [_link("10.1016/S0092-8674(02)00976-5")]))
def test_only_links_that_agree_are_walked_with_the_same_reading(
    case: tuple[str, list[Hit]],
) -> None:
    text, links = case
    for hit in scan_text(text):
        assert isinstance(hit, Hit)
        assert reconcile._reading(hit, text, links) == _walk_every_link(hit, text, links)


def test_a_table_of_contents_walks_no_other_link(monkeypatch: pytest.MonkeyPatch) -> None:
    """One printed DOI without a link of its own among 100 links of its registrant: none of
    them agrees with the print, none is walked."""
    links = [_link(f"10.1021/jacs.0c{n:05d}") for n in range(100)]
    text = "DOI: 10.1021/acs.jpcb.9b01234"
    (hit,) = [h for h in scan_text(text) if isinstance(h, Hit)]
    walked: list[Hit] = []
    original = reconcile._printed_as_link

    def counting(hit: Hit, text: str, link: Hit) -> Hit | None:
        walked.append(link)
        return original(hit, text, link)

    monkeypatch.setattr(reconcile, "_printed_as_link", counting)
    assert reconcile._reading(hit, text, links) is hit
    assert walked == []
    # the link it agrees with is walked, and read
    links.append(_link("10.1021/acs.jpcb.9b01234x"))
    text = "DOI: 10.1021/acs.jpcb.9b01234\nx"
    (hit,) = [h for h in scan_text(text) if isinstance(h, Hit)]
    better = reconcile._reading(hit, text, links)
    assert walked == [links[-1]]
    assert better.doi == "10.1021/acs.jpcb.9b01234x"
