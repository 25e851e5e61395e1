"""The candidate pipeline's structure (issue #9): one ordered list of steps, one edit record,
one apply function; the hot path checked against the general tables."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from doiextract import Removal, apply_removals, extract_text
from doiextract.model import Edit, apply_edits
from doiextract.options import DEFAULT_OPTIONS
from doiextract.rules import STEPS, CandidateState, Step, fast, process_candidate, run_steps
from doiextract.rules.trim import trim
from doiextract.rules.validate import context_reason

PACKAGE = Path(fast.__file__).resolve().parents[1]


def test_steps_state_the_order() -> None:
    assert [step.name for step in STEPS] == [
        "glued-number",
        "unwrap",
        "extent",
        "too-long",
        "encoded-url-end",
        "trim",
        "emphasis",
        "urn-colon",
        "decode",
        "url-tail",
        "validate",
    ]


def test_modules_outside_rules_call_no_trim_or_join_step() -> None:
    """Only ``rules/`` imports the trim and join modules (forms asks ``trailing_trimmed``)."""
    allowed = {"trailing_trimmed"}
    offenders = []
    for path in PACKAGE.rglob("*.py"):
        if "rules" in path.relative_to(PACKAGE).parts:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module in (
                "doiextract.rules.trim",
                "doiextract.rules.join",
            ):
                names = {alias.name for alias in node.names} - allowed
                if names:
                    offenders.append((path.name, sorted(names)))
    assert offenders == []


def test_a_step_that_cuts_the_end_is_followed_by_trimming() -> None:
    # the URL tail cut leaves "10.1000/abc." : trimmed again, the "." goes with the tail
    text = "https://doi.org/10.1000/abc./abstract x"
    cand = process_candidate(text, text.index("10."), 0, len(text), DEFAULT_OPTIONS)
    assert cand.doi == "10.1000/abc"
    assert cand.removals[-1] == Removal("unwrap-tail", "./abstract", "", 27)


def test_runner_trims_after_any_cut_and_stops_at_a_rejection() -> None:
    def cut_two(state: CandidateState) -> CandidateState:
        state.end -= 2
        return state

    def reject(state: CandidateState) -> CandidateState:
        state.reason = "test"
        return state

    text = "10.1000/ab.)x"
    state = CandidateState(text, 0, 0, len(text), DEFAULT_OPTIONS)
    state.end = len(text)
    # cut "x" and ")" away: the runner trims the "." the cut left
    run_steps(state, (Step("cut", cut_two), Step("reject", reject), Step("cut", cut_two)))
    assert state.reason == "test"
    assert text[: state.end] == "10.1000/ab"
    assert trim(state).end == state.end  # trimming again moves nothing


def test_one_apply_function_for_edits_and_removals() -> None:
    assert apply_edits("abc", [Edit(2, 3, "C"), Edit(0, 1, "A")]) == "AbC"
    assert apply_edits("doi:10.1/x", [Edit(0, 4, "", "unwrap")], 4) == "10.1/x"
    with pytest.raises(ValueError, match="overlapping"):
        apply_edits("abc", [Edit(0, 2, ""), Edit(1, 3, "")])
    raw = "doi:10.1000/a%2Fb."
    removals = (
        Removal("unwrap", "doi:", "", 0),
        Removal("percent-decode", "%2F", "/", 13),
        Removal("trim", ".", "", 17),
    )
    assert apply_removals(raw, removals) == "10.1000/a/b"
    with pytest.raises(ValueError, match="does not match"):
        apply_removals(raw, (Removal("unwrap", "DOI:", "", 0),))


def test_fast_path_tables_are_checked_against_the_general_rules(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    fast._check_tables()  # the shipped tables pass
    monkeypatch.setattr(fast, "SIMPLE_WRAPPERS", {"doi.org/": False})  # a URL said not to be
    with pytest.raises(AssertionError, match=r"doi\.org/"):
        fast._check_tables()


def test_key_before_an_operator_is_looked_for_in_a_bounded_window() -> None:
    """SPEC §2: "doi = 10.1000/182" is a key and its value; the look-back for the key is
    bounded, so text far before the candidate is never read again (issue #9: linear time)."""
    text = "doi = 10.1000/182"
    assert context_reason(text, 6, 6, len(text), "10.1000/182", 0) is None
    text = "x = 10.1000/182"
    assert context_reason(text, 4, 4, len(text), "10.1000/182", 0) == "arithmetic"
    far = "doi" + " " * 300 + "= 10.1000/182"
    start = far.index("10.")
    assert context_reason(far, start, start, len(far), "10.1000/182", 0) == "arithmetic"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("{{Cite journal | jstor=10.2307/40237667}}", ["10.2307/40237667"]),
        ("{{cite biorxiv |biorxiv=10.1101/123456 |date=2023}}", ["10.1101/123456"]),
        ("{{cite journal | id = 10.1234/5678 }}", ["10.1234/5678"]),
        ("https://example.org/find?id=10.1234/5678", ["10.1234/5678"]),
        ("<ref name='dog' > 10.1063/1.2263373 </ref>", ["10.1063/1.2263373"]),
        ("<p> 10.1234/5678 <br/>", ["10.1234/5678"]),
        ("x = 10.125/5", []),
        ("n=10.125/5", []),
        ("if a > 10.125/5 then", []),
        ("10.125/5 < 2", []),
        ("Speed-up = 10.125/2.5 = 4.05", []),
    ],
    ids=[
        "wiki-field-key-spec2",
        "glued-field-key-spec2",
        "spaced-wiki-field-key-spec2",
        "url-query-key-spec2",
        "tag-around-spec2",
        "tags-html-spec2",
        "one-letter-variable-arithmetic-spec2",
        "glued-one-letter-variable-arithmetic-spec2",
        "comparison-arithmetic-spec2",
        "comparison-after-arithmetic-spec2",
        "operator-after-arithmetic-spec2",
    ],
)
def test_a_field_key_or_a_tag_beside_a_numeric_suffix_is_no_operator(
    text: str, expected: list[str]
) -> None:
    """SPEC §2: a number over a number beside an operator is arithmetic, but a field's key
    before "=" (a wiki template's "|jstor=", a query's "?id=") makes it the field's value, and
    "<" or ">" that belong to a tag ("</ref>", "<ref name=...>") are markup, not comparisons
    (citation-bot's Wikipedia citations, issue #9)."""
    assert [hit.doi for hit in extract_text(text)] == expected


def test_a_field_key_and_a_tag_are_looked_for_in_a_bounded_window() -> None:
    """SPEC §2 and issue #9 (linear time): the key before "=" is a name of at most 42
    characters and the tag before ">" opens within ``KEY_LOOKBACK`` characters; past those
    bounds the operator stays arithmetic, so no look-back reads far."""
    assert [hit.doi for hit in extract_text("k" * 300 + "=10.1000/182")] == []
    assert [hit.doi for hit in extract_text("x" * 30 + "=10.1000/182")] == ["10.1000/182"]
    far_tag = "<a title='" + "b" * 300 + "'> 10.1000/182"
    assert [hit.doi for hit in extract_text(far_tag)] == []
    assert [hit.doi for hit in extract_text("<a title='b'> 10.1000/182")] == ["10.1000/182"]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("<ref>https://doi.org/10.2307/962034{{full}}</ref>", ["10.2307/962034"]),
        ("https://doi.org/10.2307/962034{{Bare URL inline}}", ["10.2307/962034"]),
        ("doi:10.1234/abc{{dead link|date=May 2020}}", ["10.1234/abc"]),
        ("doi:10.1234/abc{{!}}", ["10.1234/abc"]),
        ("10.1000/a{b}c", ["10.1000/a{b}c"]),
        ("doi:10.1234/x{{1}}y", ["10.1234/x{{1}}y"]),
    ],
    ids=[
        "wiki-template-after-url-spec5",
        "wiki-template-with-spaces-spec5",
        "wiki-template-with-parameter-spec5",
        "wiki-pipe-template-spec5",
        "braces-in-suffix-kept-spec5",
        "double-brace-before-digit-kept-spec5",
    ],
)
def test_a_wiki_template_glued_on_ends_a_doi(text: str, expected: list[str]) -> None:
    """SPEC §5: wiki markup delimits a DOI as a wiki "|" does: a template glued to a bare URL
    ("{{full}}", "{{Bare URL inline}}", Wikipedia's maintenance tags after a reference's URL)
    is not part of it, while braces inside a suffix stay (citation-bot's page tests, issue #9)."""
    assert [hit.doi for hit in extract_text(text)] == expected


@pytest.mark.parametrize(
    "text",
    ["10.12345/xdoi:\n", "see 10.1021/796zdoi: 10.1021/abc", "10.1021/ma00154a069DOI: x"],
    ids=["spec5-glued-doi-label-line-end", "spec5-glued-doi-label-next-doi", "spec5-glued-DOI"],
)
def test_hot_path_leaves_a_glued_doi_label_to_the_split_rule(text: str) -> None:
    """SPEC §5: a "doi:" label glued on at a run's end is cut (``SPLIT_RE``); the hot path
    trimmed the ":" and kept "doi" (it holds no label letter), so the two paths differed."""
    from doiextract.scan import scan_text

    fast_dois = [h.doi for h in scan_text(text)]
    assert fast_dois == [h.doi for h in scan_text(text, fast=False)]
    assert not any(doi.lower().endswith("doi") for doi in fast_dois)
