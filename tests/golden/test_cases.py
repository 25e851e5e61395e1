"""Every hand-made gold case of corpora/cases/, one test each (ids name the SPEC rule).

Known failures are listed with their reason in corpora/cases/known_failures.json and run as
``xfail(strict=True)``: a fix makes them pass, which fails the run until the entry is removed.
"""

from __future__ import annotations

import pytest

from doiextract import apply_removals, iter_hits

from .corpus import Case, extract_case, known_failures, load_cases

CASES = load_cases()
KNOWN = known_failures()


def _param(case: Case) -> object:
    marks = []
    if case.id in KNOWN:
        marks.append(pytest.mark.xfail(strict=True, reason=KNOWN[case.id]))
    return pytest.param(case, id=case.id, marks=marks)


def test_corpus_is_large_enough() -> None:
    negatives = [c for c in CASES if not c.expected]
    assert len(CASES) >= 400
    assert len(negatives) >= 100


def test_known_failures_name_real_cases() -> None:
    ids = {c.id for c in CASES}
    assert set(KNOWN) <= ids


@pytest.mark.parametrize("case", [_param(c) for c in CASES])
def test_case(case: Case) -> None:
    assert extract_case(case) == list(case.expected), case.comment


@pytest.mark.parametrize("case", [pytest.param(c, id=c.id) for c in CASES if c.context == "text"])
def test_case_hits_trace_back(case: Case) -> None:
    """Every hit's span, raw text and removals reproduce its DOI (STYLE §2)."""
    for hit in iter_hits(case.input):
        assert case.input[hit.span[0] : hit.span[1]] == hit.raw
        assert apply_removals(hit.raw, hit.removals) == hit.doi
