"""The wrapper look-back (rules.unwrap) does bounded Python-level work per anchor (issue #9
item 6, "linear time, guaranteed") and classifies a token as a whole-token search would."""

from __future__ import annotations

import importlib
from collections.abc import Iterator
from typing import Any

import ahocorasick
import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from doiextract import iter_hits
from doiextract.model import Hit, apply_removals
from doiextract.scan import scan_text
from doiextract.syntax import LABEL_KINDS, URL_KINDS, WRAPPER_PATTERNS

# (the package re-exports the step ``unwrap`` under the module's name)
unwrap = importlib.import_module("doiextract.rules.unwrap")


def _walked_back(lower: str, kind: str, start: int) -> int:
    """Where the URL of a ``kind`` match at ``start`` starts, a character at a time."""
    chars = {"scheme": "+.-", "host": ".-"}.get(kind)
    if kind == "query":
        return start
    if chars is None:
        return -1  # a path alone makes no URL
    end = start
    while start > 0 and (lower[start - 1].isalnum() or lower[start - 1] in chars):
        start -= 1
    if kind != "scheme":
        return start
    # a scheme: "http(s)" that ends the run alone, else from its first letter (RFC 3986 3.1)
    for name in ("https", "http"):
        if lower[start:end].endswith(name):
            return end - len(name)
    while start < end and not ("a" <= lower[start] <= "z"):
        start += 1
    return start


def _whole_token_classify(token: str) -> tuple[int, bool, bool, bool] | None:
    """The reference: every ``WRAPPER_PATTERNS`` match anywhere in the token looked at and
    walked back from, as ``rules.unwrap`` did before it looked for labels at the token's end
    only and walked back from each kind's first match only (SPEC §3)."""
    automaton = ahocorasick.Automaton()
    for pattern, kind in WRAPPER_PATTERNS.items():
        automaton.add_word(pattern, (kind, len(pattern)))
    automaton.make_automaton()
    lower = token.lower()
    url_start = label_start = -1
    is_urn = False
    for end, (kind, length) in automaton.iter(lower):
        start = end + 1 - length
        if kind in URL_KINDS:
            start = _walked_back(lower, kind, start)
            if start >= 0 and (url_start < 0 or start < url_start):
                url_start = start
        elif kind in LABEL_KINDS and end == len(lower) - 1:
            if start > 0 and lower[start - 1].isalpha():
                continue
            if label_start < 0 or start < label_start:
                label_start, is_urn = start, kind == "urn"
    if url_start < 0 and label_start < 0 and lower.startswith("/") and lower.count("/") >= 2:
        return 0, True, False, False
    if url_start < 0 and label_start < 0 and unwrap.SCHEMELESS_URL_RE.match(lower):
        return 0, True, False, False
    if (
        url_start < 0
        and label_start >= 0
        and unwrap.QUERY_PARAMETER_RE.search(lower, 0, label_start)
    ):
        return label_start, True, is_urn, True
    if url_start >= 0:
        return url_start, True, is_urn, False
    if label_start >= 0:
        return label_start, False, is_urn, True
    return None


_PIECES = st.sampled_from(
    [
        *WRAPPER_PATTERNS,
        *(p.upper() for p in WRAPPER_PATTERNS),
        *list("abxz09.:/%=?&+-_"),
        "pseudo",
        "\u0130",  # lower() makes two characters of it: offsets shift
        "ß",
        "10.1000:",
        "é",  # letters and numbers beyond ASCII are walked back over (str.isalnum)
        "\u0663",
        "\u00bd",
    ]
)


@settings(max_examples=500)
@given(st.lists(_PIECES, max_size=24).map("".join))
@example("urn:doi:10.1000:" * 16 + "urn:doi:")
@example("pseudoi")
@example("x?id=doi:")
@example("a+www.x://doi:")
@example("\u0130doi:")
@example("10.https://")  # a scheme starts with a letter (RFC 3986 3.1)
@example("abchttps://doi.org/")  # a glued word is no part of the scheme (SPEC §5)
@example("\u00df://")
@example("example.com/")  # a URL without its scheme (SPEC §3)
@example("10.1000/abc.de/")  # digits, dots and slashes: no host
def test_a_token_is_classified_as_a_whole_token_search_would(token: str) -> None:
    assert unwrap._classify.__wrapped__(token) == _whole_token_classify(token)


class _CountingAutomaton:
    """The module's automaton, counting the matches it hands to Python."""

    def __init__(self, automaton: Any) -> None:
        self.automaton = automaton
        self.matches = 0

    def iter(self, text: str) -> Iterator[Any]:
        for item in self.automaton.iter(text):
            self.matches += 1
            yield item


@pytest.mark.parametrize(
    "text",
    [
        # every token is LOOKBACK characters of glued labels: 16 label matches in each
        "".join(f"urn:doi:10.1000:{i}" for i in range(300)),
        "urn:doi:10.1000:" * 300,
        "doi:10.1000/x." * 300,
    ],
    ids=["urn-varying", "urn-repeated", "glued-labels"],
)
def test_the_wrapper_look_back_hands_python_bounded_work_per_anchor(
    text: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A token up to ``LOOKBACK`` long is searched at C speed; the Python loop sees only the
    matches that may start a URL (none here), never one per label in the token, and the
    classification of an anchor's token is not saved by a cache (``cache_clear``). A glued
    URN's token is classified by the URN lane's ``TokenRun.classified`` (from the token before
    it, with the same automaton over what it gained, or by ``_classify``)."""
    counting = _CountingAutomaton(unwrap._AUTOMATON)
    monkeypatch.setattr(unwrap, "_AUTOMATON", counting)
    calls = told = 0
    classify = unwrap._classify
    classified = unwrap.TokenRun.classified

    def counted(token: str) -> Any:
        nonlocal calls
        calls += 1
        classify.cache_clear()
        return classify(token)

    def counted_run(self: unwrap.TokenRun, text: str, end: int, lo: int) -> Any:
        nonlocal told
        told += 1
        return classified(self, text, end, lo)

    monkeypatch.setattr(unwrap, "_classify", counted)
    monkeypatch.setattr(unwrap.TokenRun, "classified", counted_run)
    anchors = text.count("10.")
    hits = sum(1 for _ in iter_hits(text))
    assert hits >= anchors - 1
    # (each anchor's token was classified, by one or the other: the count means something)
    assert calls + told >= anchors - 1
    assert counting.matches == 0
    classify.cache_clear()


@pytest.mark.parametrize(
    "text",
    [
        # each token holds a dozen "://" and a dozen "www.": one walk back per kind
        "".join(f"https://{i}.10.1000/x" for i in range(300)),
        "".join(f"a.www.{i}.org/10.1000/x?" for i in range(300)),
    ],
    ids=["schemes", "hosts"],
)
def test_a_token_full_of_urls_is_walked_back_once_per_kind(
    text: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Where many URL patterns stand in one token, only the first of each kind is walked back
    from (``_url_start``): a later one's URL starts at the same place or after it."""
    walks = calls = most = 0
    url_start, classify = unwrap._url_start, unwrap._classify

    def counted_walk(lower: str, kind: str, start: int) -> int:
        nonlocal walks
        walks += 1
        start = url_start(lower, kind, start)
        assert isinstance(start, int)
        return start

    def counted(token: str) -> Any:
        nonlocal calls, most
        calls += 1
        most = max(most, token.count("://") + token.count("www."))
        classify.cache_clear()
        return classify(token)

    monkeypatch.setattr(unwrap, "_url_start", counted_walk)
    monkeypatch.setattr(unwrap, "_classify", counted)
    hits = sum(1 for _ in iter_hits(text))
    assert hits == 300
    assert calls >= hits
    assert most >= 10  # (tokens full of URL patterns were classified: the count means something)
    assert walks <= calls * len(unwrap._URL_START_KINDS)
    classify.cache_clear()


@pytest.mark.parametrize(
    "text",
    [
        "http://x?a=-\nx:10.1234/ab",
        "http:///&b=urn::dx./ß/&b=?a=-x-?a=pseudourn:-\npseudourn:10.1234/ab.c",
    ],
)
def test_a_wrappers_line_join_is_not_reread_as_the_dois(text: str) -> None:
    """A URL broken at a line break after a "-" joins into the wrapper (SPEC §5), whose
    ``join-line`` removal stands before the DOI: the readings' hyphen choice is the DOI's
    joins' only (it raised EditError, overlapping the wrapper's own removal)."""
    for fast in (True, False):
        hits = [hit for hit in scan_text(text, fast=fast) if isinstance(hit, Hit)]
        assert [hit.doi for hit in hits] == [text[text.index("10.") :]]
        hit = hits[0]
        assert "join-line" in [r.kind for r in hit.removals]
        assert apply_removals(hit.raw, hit.removals) == hit.doi


@pytest.mark.parametrize(
    ("text", "doi", "kinds"),
    [
        # peers grobid-s0998: bioRxiv's version is a URL part only in a URL (SPEC §3)
        (
            "genome assemblies. https://www.biorxiv.org/ \ncontent/10.1101/286252v1 (2018).",
            "10.1101/286252",
            ["unwrap", "join-line", "unwrap", "unwrap-tail"],
        ),
        (
            "See https://onlinelibrary.wiley.com/ \t\ndoi/10.1002/ajp.23578/abstract (2018).",
            "10.1002/ajp.23578",
            ["unwrap", "join-line", "unwrap", "unwrap-tail"],
        ),
        # a URL broken after its "/", the "10." first on the next line, a "#" in it (SPEC §3)
        ("https://doi.org/ \n10.1000/182#frag", "10.1000/182", ["unwrap", "join-line"]),
        # a line of blanks is a blank line: never joined (SPEC §5)
        ("https://doi.org/ \n \n10.1000/182#frag", "10.1000/182#frag", []),
    ],
)
def test_a_url_broken_after_its_lines_trailing_space_is_still_a_url(
    text: str, doi: str, kinds: list[str]
) -> None:
    """PDF text keeps a space before each line break (GROBID's training text, pdftotext): the
    wrapper's look-back steps over the line's trailing blanks as over the break itself
    (SPEC §5 line breaks), so the URL's rules apply (SPEC §3: bioRxiv's ``v1``, a ``#``)."""
    for fast in (True, False):
        hits = [hit for hit in scan_text(text, fast=fast) if isinstance(hit, Hit)]
        assert [(hit.doi, [r.kind for r in hit.removals]) for hit in hits] == [(doi, kinds)]
        assert apply_removals(hits[0].raw, hits[0].removals) == doi


@pytest.mark.parametrize(
    ("text", "dois"),
    [
        pytest.param(
            "http://www.nomos-elibrary.de/10.5235/219174411798862578/criminal-law-issues-in-the"
            "-case-law-of-the-european-court-of-justice-a-general-overview-jahrgang-1-2011-heft-2",
            ["10.5235/219174411798862578"],
            id="SPEC3-title-slug-in-url",
        ),
        pytest.param(
            "see http://www.ijorcs.org/manuscript/id/12/doi:10.7815/ijorcs.21.2011.012/arul-"
            "anitha/network-security-using-linux-intrusion-detection-system for details",
            ["10.7815/ijorcs.21.2011.012"],
            id="SPEC3-author-and-title-slug-in-url",
        ),
        pytest.param(
            "printed: 10.1000/abc/making-sense-of-real-data",
            ["10.1000/abc/making-sense-of-real-data"],
            id="SPEC3-slug-kept-outside-a-url",
        ),
    ],
)
def test_a_title_slug_after_the_doi_in_a_url_is_no_doi_part(text: str, dois: list[str]) -> None:
    """SPEC §3: a publisher URL's title slug after the DOI (words joined by hyphens, after a
    second "/") is not the DOI's; outside a URL nothing is cut."""
    assert [hit.doi for hit in iter_hits(text)] == dois


@pytest.mark.parametrize(
    ("text", "dois"),
    [
        pytest.param(
            'DOI:&amp;nbsp;&lt;a href="http://dx.doi.org/10.1101/118356" class="blue"&gt;'
            '10.1101/118356&lt;/a&gt;&amp;nbsp;&amp;nbsp;&lt;script src="x"&gt;',
            ["10.1101/118356", "10.1101/118356"],
            id="SPEC5-escaped-closing-tag-and-script",
        ),
        pytest.param(
            "see 10.1590/1982-43272766201702&lt;br&gt;next line",
            ["10.1590/1982-43272766201702"],
            id="SPEC5-escaped-br",
        ),
        pytest.param(
            "doi:10.1002/(SICI)1097-4571(199806)49:8&lt;693::AID-ASI4&gt;3.0.CO;2-0 here",
            ["10.1002/(SICI)1097-4571(199806)49:8<693::AID-ASI4>3.0.CO;2-0"],
            id="SPEC4-escaped-sici-brackets-kept",
        ),
    ],
)
def test_an_entity_escaped_html_tag_ends_the_doi_as_a_raw_one_does(
    text: str, dois: list[str]
) -> None:
    """SPEC §5 (an HTML tag starts something new) and §4 (entities unescaped): HTML quoted
    entity-escaped in text (a feed's summary, XML read as text) ends a DOI at its ``&lt;/a``,
    ``&lt;br``, ``&lt;script`` as the raw tag would; a SICI's escaped ``&lt;693::`` is kept."""
    assert [hit.doi for hit in iter_hits(text)] == dois


@pytest.mark.parametrize(
    ("text", "dois"),
    [
        pytest.param(
            "example.com/10.1086/378695?uid=3739832&uid=2&uid=4&uid=3739256&sid=21105503736473",
            ["10.1086/378695"],
            id="SPEC3-query-ends-doi-in-url-without-scheme",
        ),
        pytest.param(
            "Preprint at biorxiv.org/content/10.1101/286252v1 (2018).",
            ["10.1101/286252"],
            id="SPEC3-biorxiv-version-in-url-without-scheme",
        ),
        pytest.param(
            "see doi.library.ubc.ca/10.7717/peerj.3486#with_junk and more",
            ["10.7717/peerj.3486"],
            id="SPEC3-fragment-ends-doi-in-proxy-url-without-scheme",
        ),
        pytest.param(
            "printed 10.1000/182?x and 10.1234/abc.de/10.5678/x?y",
            ["10.1000/182?x", "10.1234/abc.de/10.5678/x?y"],
            id="SPEC2-question-mark-kept-in-printed-dois",
        ),
        pytest.param(
            "e.g./10.1000/182?x", ["10.1000/182?x"], id="SPEC2-one-letter-label-is-no-domain"
        ),
    ],
)
def test_a_url_without_its_scheme_is_a_url(text: str, dois: list[str]) -> None:
    """SPEC §3: a host name and a "/" before the DOI make a URL although no scheme, "www." or
    DOI host is printed, so a raw "?", "#" or "&" ends the DOI and a publisher's tail is cut;
    a printed DOI (or a token of digits, dots and slashes) keeps its "?" (SPEC §2)."""
    assert [hit.doi for hit in iter_hits(text)] == dois
