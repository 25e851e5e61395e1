"""Table-driven tests of each rule module (doiextract.rules.*), ids citing the rule's source."""

from __future__ import annotations

import pytest

from doiextract import iter_hits
from doiextract.rules.decode import decode_span, percent_decode_run
from doiextract.rules.trim import trim_trailing
from doiextract.rules.unwrap import find_wrapper, strip_url_tail
from doiextract.rules.validate import REASONS, rejection_reason

VALIDATE = [
    ("10.1000/182", None, "handbook-2.2-example"),
    ("10.1000.10/abc", None, "z39.84-appA-subdivided-registrant"),
    ("10.123/456", None, "three-digit-registrant-spec2"),
    ("10.1000/ab//c", None, "double-slash-in-suffix-spec2"),
    ("10.1000/É", None, "unicode-suffix-handbook-2.2.1"),
    ("10.12/2020", "registrant-too-short", "two-digit-registrant-spec2"),
    ("10.5/10", "registrant-too-short", "score-spec2"),
    ("10.1000/x/123", "reserved-suffix", "reserved-star-slash-z39.84-4.3"),
    ("10.1000/", "no-suffix", "empty-suffix-spec2"),
    ("10.1000", "no-suffix", "prefix-only"),
    ("10.12ab/x", "bad-registrant", "non-numeric-registrant-handbook-2.2.2"),
    ("10.1000/a\x07b", "control-character", "control-z39.84-2005-4.1"),
    ("10.1000/a\x85b", "control-character", "c1-control-z39.84-2005-4.1"),
    ("10.100.0.0/16", "ip-address", "cidr-spec2"),
    ("11.1000/abc", "not-10", "directory-indicator-handbook-2.2.2"),
]


@pytest.mark.parametrize(("doi", "reason", "rule"), VALIDATE, ids=[r[2] for r in VALIDATE])
def test_validate(doi: str, reason: str | None, rule: str) -> None:
    assert rejection_reason(doi) == reason
    if reason is not None:
        assert reason in REASONS


def test_validate_too_long() -> None:
    assert rejection_reason("10.1000/" + "a" * 100, max_length=50) == "too-long"


TRIM = [
    ("10.1000/abc.", "10.1000/abc", "final-dot-spec5"),
    ("10.1000/abc%2E", "10.1000/abc%2E", "encoded-dot-kept-spec5"),
    ("10.1000/abc).", "10.1000/abc", "unbalanced-paren-spec5"),
    ("10.1016/S0140-6736(20)30183-5", "10.1016/S0140-6736(20)30183-5", "lancet-pii-balanced-spec5"),
    (
        "10.1002/(SICI)1097-4571(199806)49:8<693::AID-ASI4>3.0.CO;2-0>",
        "10.1002/(SICI)1097-4571(199806)49:8<693::AID-ASI4>3.0.CO;2-0",
        "sici-balanced-angle-spec5",
    ),
    ("10.1000/abc”", "10.1000/abc", "curly-quote-spec5"),
    ("10.1000/abc»", "10.1000/abc", "guillemet-spec5"),
    ("10.1000/abc—", "10.1000/abc", "em-dash-spec5"),
    ("10.1000/abc/", "10.1000/abc", "trailing-slash-handbook-3.8.1"),
    ("10.1000/abc…", "10.1000/abc", "ellipsis-spec5"),
    ("10.1000/abc&quot;", "10.1000/abc", "entity-quote-spec4"),
    ("10.1000/abc](", "10.1000/abc", "markdown-opener-spec5"),
    ("10.1000/a(b)", "10.1000/a(b)", "balanced-kept-spec5"),
    ("10.1073/pnas.\u200b", "10.1073/pnas", "zero-width-after-final-dot-spec4-spec5"),
    ("10.1000/abc).\u200b\u2060", "10.1000/abc", "zero-width-run-after-closer-spec4-spec5"),
    ("10.1000/abc\u200b", "10.1000/abc\u200b", "zero-width-after-a-letter-decoded-spec4"),
]


@pytest.mark.parametrize(("raw", "expected", "rule"), TRIM, ids=[t[2] for t in TRIM])
def test_trim(raw: str, expected: str, rule: str) -> None:
    assert raw[: trim_trailing(raw, 0, len(raw))] == expected


def test_percent_decode_run_utf8_and_invalid() -> None:
    assert percent_decode_run("%C3%A9") == [(0, 6, "é")]
    assert percent_decode_run("%E9") == []  # latin-1 byte: not UTF-8, stays literal
    assert percent_decode_run("%E2%80%90%41") == [(0, 9, "\u2010"), (9, 12, "A")]


DECODE = [
    ("10.1000/a%2Fb", "10.1000/a/b", "percent-slash-spec4"),
    ("10.1000/a%252Fb", "10.1000/a%2Fb", "decode-once-spec4"),
    ("10.1000/a%zzb", "10.1000/a%zzb", "invalid-escape-kept-spec4"),
    ("10.1000/a&amp;b", "10.1000/a&b", "html-entity-spec4"),
    ("10.1000\\/abc", "10.1000/abc", "json-slash-spec4"),
    ("10.1000\\u002Fabc", "10.1000/abc", "json-unicode-spec4"),
    ("10.1000/a\\_b", "10.1000/a_b", "latex-underscore-spec4"),
    ("10.1000/a\u00adb", "10.1000/ab", "soft-hyphen-spec4"),
    ("10.1000/a\u200bb", "10.1000/ab", "zero-width-space-spec4"),
    ("10.1000/a\u2010b", "10.1000/a-b", "typographic-hyphen-handbook-2.6.4"),
    ("10.1000/a\u2212b", "10.1000/a-b", "minus-sign-handbook-2.6.4"),
    ("10.1000/a%E2%80%90b", "10.1000/a\u2010b", "encoded-lookalike-kept-spec4"),
    ("10.1000/\ufb01g", "10.1000/fig", "ligature-nfkc-spec4"),
    ("10.1000/ａｂｃ", "10.1000/abc", "fullwidth-nfkc-spec4"),
]


def _apply(text: str) -> str:
    edits, end = decode_span(text, 0, len(text))
    out, pos = [], 0
    for edit in edits:
        out += [text[pos : edit.start], edit.replacement]
        pos = edit.end
    out.append(text[pos:end])
    return "".join(out)


@pytest.mark.parametrize(("raw", "expected", "rule"), DECODE, ids=[d[2] for d in DECODE])
def test_decode(raw: str, expected: str, rule: str) -> None:
    assert _apply(raw) == expected


def test_decoded_control_character_ends_doi() -> None:
    text = "10.1000/abc%0Adef"
    _edits, end = decode_span(text, 0, len(text))
    assert text[:end] == "10.1000/abc"


WRAPPERS = [
    ("doi:10.1000/x", 0, False, False, "doi-label-handbook-2.6.1"),
    ("DOI: 10.1000/x", 0, False, False, "doi-label-space-spec3"),
    ("DOI10.1000/x", 0, False, False, "fused-label-spec3"),
    ("https://doi.org/10.1000/x", 0, True, False, "proxy-url-handbook-2.6.2"),
    ("see doi.org/10.1000/x", 4, True, False, "schemeless-proxy-spec3"),
    ("https://doi-org.ezproxy.example.edu/10.1000/x", 0, True, False, "rewritten-proxy-spec3"),
    ("urn:doi:10.123:456", 0, False, True, "urn-handbook-2.6.3"),
    ("info:doi/10.1000/x", 0, False, False, "info-uri-handbook-2.6.4"),
    ("hdl:10.1000/x", 0, False, False, "hdl-label-spec3"),
    ("https://doi.org/api/handles/10.1000/x", 0, True, False, "rest-api-handbook-3.8.3"),
    ("x?id=doi:10.1000/x", 2, True, False, "openurl-query-without-url-handbook-3.8.4"),
    ("pseudoi10.1000/x", None, False, False, "letters-ending-in-doi-are-no-label"),
]


@pytest.mark.parametrize(
    ("text", "start", "is_url", "is_urn", "rule"), WRAPPERS, ids=[w[4] for w in WRAPPERS]
)
def test_find_wrapper(text: str, start: int | None, is_url: bool, is_urn: bool, rule: str) -> None:
    anchor = text.index("10.")
    wrapper = find_wrapper(text, anchor, 0)
    if start is None:
        assert wrapper is None
        return
    assert wrapper is not None
    assert (wrapper.start, wrapper.is_url, wrapper.is_urn) == (start, is_url, is_urn)


def test_wrapper_across_space_is_a_repair() -> None:
    text = "dx.doi.org/ 10.1061/x"
    wrapper = find_wrapper(text, text.index("10."), 0)
    assert wrapper is not None and wrapper.start == 0
    assert [e.kind for e in wrapper.edits] == ["unwrap", "join-space"]


TAILS = [
    ("10.1002/anie.201915678/abstract", "10.1002/anie.201915678", "wiley-abstract-spec3"),
    ("10.1002/anie.201915678/full", "10.1002/anie.201915678", "wiley-full-spec3"),
    ("10.1007/s00134-020-05991-x.pdf", "10.1007/s00134-020-05991-x", "springer-pdf-spec3"),
    ("10.1101/2020.03.22.002386v2", "10.1101/2020.03.22.002386", "biorxiv-version-spec3"),
    ("10.6084/m9.figshare.12345.v2", "10.6084/m9.figshare.12345.v2", "figshare-kept-spec3"),
    (
        "10.5235/219174411798862578/criminal-law-issues-in-the-case-law-of-the-court-2011-heft-2",
        "10.5235/219174411798862578",
        "title-slug-spec3",
    ),
    (
        "10.7815/ijorcs.21.2011.012/arul-anitha/network-security-using-linux-detection-system",
        "10.7815/ijorcs.21.2011.012",
        "author-and-title-slug-spec3",
    ),
    ("10.1000/abc/Making-Sense-Of-Real-Data", "10.1000/abc", "title-slug-any-case-spec3"),
    # kept: the suffix's own first part; a second part that is no slug of words
    ("10.1000/making-sense-of-real-data", "10.1000/making-sense-of-real-data", "slug-suffix-kept"),
    ("10.1000/abc/de-fg-hi", "10.1000/abc/de-fg-hi", "three-short-words-kept"),
    (
        "10.1093/acprof:oso/9780199251841.001.0001",
        "10.1093/acprof:oso/9780199251841.001.0001",
        "oup-kept",
    ),
    ("10.1000/abc/x1-y2-z3-w4", "10.1000/abc/x1-y2-z3-w4", "code-parts-kept"),
]


@pytest.mark.parametrize(("doi", "expected", "rule"), TAILS, ids=[t[2] for t in TAILS])
def test_url_tail(doi: str, expected: str, rule: str) -> None:
    end, _ = strip_url_tail(doi, 0, len(doi))
    assert doi[:end] == expected


@pytest.mark.parametrize(
    ("text", "doi"),
    [
        pytest.param(
            "公开发布（DOI：10.5281/zenodo.23076399），并同时作为补充材料 17 提供；",
            "10.5281/zenodo.23076399",
            id="SPEC5-cjk-after-full-width-close-and-comma",
        ),
        pytest.param("见 DOI：10.1000/abc。下一句", "10.1000/abc", id="SPEC5-cjk-after-full-stop"),
        pytest.param("(DOI：10.1000/abc)中文", "10.1000/abc", id="SPEC5-cjk-after-ascii-close"),
        pytest.param("see 10.5555/日本語 ok", "10.5555/日本語", id="Z39.84-suffix-of-ideographs"),
        pytest.param("자세한 내용은 10.1000/abc를 참조", "10.1000/abc", id="SPEC5-hangul-glued"),
    ],
)
def test_ideographs_after_closing_punctuation_end_the_doi(text: str, doi: str) -> None:
    """SPEC §5, issue #9: Chinese text glues its closing parenthesis, comma or full stop and the
    next words to a DOI with no space; the ideographs after the punctuation are not the DOI's
    (the punctuation left is trimmed), nor is a Korean particle glued on ("...abc를"), while a
    suffix of ideographs (Z39.84) stays whole."""
    assert [h.doi for h in iter_hits(text)] == [doi]
