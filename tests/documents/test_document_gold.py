"""Per-document gold of corpora/documents/ (an independent author's HTML pages and PDFs): every
DOI found, none extra, the document's own DOI (issue #3 item 3) and, for PDFs, the page where
each DOI first appears (issue #3: "each with the right page")."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from doiextract import doi_key, extract_path

ROOT = Path(__file__).resolve().parents[2] / "corpora" / "documents"
GOLD = json.loads((ROOT / "gold.json").read_text(encoding="utf-8"))
CASES = [(kind, name, gold) for kind in ("html", "pdf") for name, gold in GOLD[kind].items()]


@pytest.mark.parametrize(("kind", "name", "gold"), CASES, ids=[c[1] for c in CASES])
def test_document_gold(kind: str, name: str, gold: dict[str, object]) -> None:
    result = extract_path(ROOT / kind / name)
    assert result.error is None
    found = {hit.key for hit in result.hits}
    expected = {doi_key(d) for d in gold["expected"]}  # type: ignore[attr-defined]
    acceptable = {doi_key(d) for d in gold.get("acceptable_extra", [])}  # type: ignore[attr-defined]
    assert expected - found == set(), "missed"
    assert found - expected - acceptable == set(), "extra"
    own = gold.get("own_doi")
    assert (doi_key(result.own_doi) if result.own_doi else None) == (
        doi_key(own) if isinstance(own, str) else None
    ), result.own_doi_evidence
    for doi, page in dict(gold.get("pages", {})).items():  # type: ignore[call-overload]
        pages = [h.location.page for h in result.hits if h.key == doi_key(doi)]
        first = min((p for p in pages if p is not None), default=None)
        assert first == page, doi
