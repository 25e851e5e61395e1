"""The quality gate for documents (issue #3): DOI precision and recall for HTML and for PDF over
the real documents of ../shared/corpora (gold.json) plus the generated documents of
corpora/html and corpora/pdf, against the floors of corpora/baseline.json ("html", "pdf").

Counted per document over distinct DOIs (ASCII-folded keys, SPEC §1): a found DOI is right when
the gold lists it (``expected``/``dois``/``with``, or ``also_in_markup``), wrong otherwise; a
gold DOI not found is missed. Bad files (corpora/pdf/bad) are tested in test_bad_files.py.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from doiextract import doi_key, extract_path

from .helpers import CORPORA, FLOORS, SHARED, read_gold


def _cases(kind: str) -> list[tuple[Path, set[str], set[str]]]:
    """``(document, gold keys, acceptable extra keys)`` of one kind."""
    cases = []
    gold_file = SHARED / "gold.json"
    if gold_file.exists():
        shared = json.loads(gold_file.read_text(encoding="utf-8"))[kind]
        for name, gold in shared.items():
            expected = gold.get("expected", gold.get("dois", []))
            also = gold.get("also_in_markup", [])
            cases.append(
                (SHARED / kind / name, {d.lower() for d in expected}, {d.lower() for d in also})
            )
    for document in sorted((CORPORA / kind).glob(f"*.{kind}")):
        gold = read_gold(document)
        cases.append((document, {d.lower() for d in gold["with"]}, set()))
    # two independent authors' documents (corpora/documents*/README.md)
    for folder in ("documents", "documents2"):
        independent = json.loads((CORPORA / folder / "gold.json").read_text(encoding="utf-8"))
        for name, gold in independent[kind].items():
            cases.append(
                (
                    CORPORA / folder / kind / name,
                    {doi_key(d) for d in gold["expected"]},
                    {doi_key(d) for d in gold.get("acceptable_extra", [])},
                )
            )
    return cases


def _score(kind: str) -> tuple[float, float, list[str]]:
    right = wrong = missed = 0
    notes = []
    for document, expected, acceptable in _cases(kind):
        found = {hit.key for hit in extract_path(document).hits}
        right += len(found & expected)
        extra = found - expected - acceptable
        lost = expected - found
        wrong += len(extra)
        missed += len(lost)
        if extra or lost:
            notes.append(f"{document.name}: missed {sorted(lost)} extra {sorted(extra)}")
    precision = right / (right + wrong) if right + wrong else 1.0
    recall = right / (right + missed) if right + missed else 1.0
    return precision, recall, notes


@pytest.mark.parametrize("kind", ["html", "pdf"])
def test_documents_meet_floors(kind: str) -> None:
    cases = _cases(kind)
    assert len(cases) >= 5, "corpus missing"
    precision, recall, notes = _score(kind)
    report = f"{kind}: precision {precision:.4f} recall {recall:.4f}; " + "; ".join(notes)
    assert precision >= FLOORS[kind]["precision"], report
    assert recall >= FLOORS[kind]["recall"], report


def test_generated_gold_matches_generator(generated: Path) -> None:
    """The committed sidecars are what the generator writes (re-run it after changing it)."""
    for fresh in sorted(generated.rglob("*.gold.json")):
        committed = CORPORA / fresh.relative_to(generated)
        assert committed.exists(), f"{committed} missing: run corpora/generate_documents.py"
        assert json.loads(committed.read_text("utf-8")) == json.loads(fresh.read_text("utf-8"))
