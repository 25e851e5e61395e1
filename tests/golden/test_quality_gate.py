"""The quality gate: precision, recall and exact-case rate over the gold corpora, against the
floors pinned in corpora/baseline.json (lowering a floor is an explicit, reviewed change).

- ``text``: the hand-made cases of corpora/cases/ (SPEC §2-§5, look-alikes, reference styles);
  the baseline records the digest of the case files the floors were set on.
- ``refs-dev``: the 677 real reference strings of ../shared/corpora/refs-dev.jsonl (PLOS, eLife,
  PMC; CC BY), read in place, where the best existing extractors reach F1 ~0.96.
"""

from __future__ import annotations

import json

import pytest

from doiextract import extract_text

from .corpus import BASELINE, REFS_DEV, cases_digest, extract_case, load_cases, load_refs_dev, score

FLOORS = json.loads(BASELINE.read_text(encoding="utf-8"))


def test_text_cases_meet_floors() -> None:
    cases = load_cases()
    result = score((extract_case(c), c.expected) for c in cases)
    floors = FLOORS["text"]
    report = (
        f"precision {result.precision:.4f} recall {result.recall:.4f} "
        f"exact {result.exact_rate:.4f} over {result.total} cases"
    )
    assert result.precision >= floors["precision"], report
    assert result.recall >= floors["recall"], report
    assert result.exact_rate >= floors["exact"], report


def test_floors_were_set_on_this_corpus() -> None:
    assert FLOORS["text"].get("digest") == cases_digest(), (
        "corpora/cases changed: re-run the gate and record the new digest (and floors, if they "
        "move) in corpora/baseline.json"
    )


@pytest.mark.skipif(not REFS_DEV.exists(), reason="../shared/corpora is not beside the repo")
def test_real_reference_strings_meet_floor() -> None:
    records = load_refs_dev()
    assert len(records) == 677
    result = score(
        ([h.doi for h in extract_text(str(r["input"]))], list(r["expected"]))  # type: ignore[call-overload]
        for r in records
    )
    report = f"P {result.precision:.4f} R {result.recall:.4f} F1 {result.f1:.4f}"
    assert result.f1 >= FLOORS["refs-dev"]["f1"], report
