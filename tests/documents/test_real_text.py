"""The quality gate on real text (issue #9 item 7): DOI precision and recall over the 50 real
scholarly PDFs of ../shared/corpora/real-pdf (read in place: 17 are for evaluation only and must
not be copied), against the floors of corpora/baseline.json ``"real-pdf"``, and over the real
reference strings of refs-dev damaged as PDF extraction damages them (corpora/damage.py), against
``"damage"``.

- ``pdf:pdfium``: the PDF reader (page text + link annotations + metadata); gold = printed DOIs
  + DOIs only in link annotations;
- ``text:pdfium`` / ``text:pdftotext``: each PDF's text as pypdfium2 / poppler's pdftotext print
  it, scanned as plain text (the damage the text scanner meets); gold = printed DOIs;
- ``pdf:pdfminer`` / ``text:pdfminer``: the same with pdfminer.six, on the subset of openly
  licensed files named in the baseline (pdfminer reads ~1 page/s on a busy 2-core machine).

Scoring, text extraction and the per-session text cache: corpora/real_text.py (shared with
benchmarks/real_text.py, which prints every miss and false positive by mechanism). pdftotext is
optional: without it that variant is skipped with a reason (``.ci/run`` installs it when it can).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from .helpers import FLOORS, SHARED, load_corpora_module

GOLD = SHARED / "real-pdf" / "gold.json"
pytestmark = pytest.mark.skipif(
    not GOLD.exists(), reason="../shared/corpora is not beside the repo"
)
BASELINE: dict[str, Any] = FLOORS["real-pdf"]
DAMAGE_FLOORS: dict[str, Any] = FLOORS["damage"]
DAMAGE_KINDS = sorted(k for k, v in DAMAGE_FLOORS.items() if isinstance(v, dict))


@pytest.fixture(scope="session")
def real_text() -> Any:
    return load_corpora_module("real_text")


@pytest.fixture(scope="session")
def text_cache(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Extracted texts, once per session."""
    return tmp_path_factory.mktemp("real-text")


def _pdfs(real_text: Any, variant: str) -> list[tuple[Path, dict[str, Any]]]:
    pdfs: list[tuple[Path, dict[str, Any]]] = real_text.real_pdfs()
    if "pdfminer" in variant:
        subset = set(BASELINE["pdfminer_subset"])
        pdfs = [(path, record) for path, record in pdfs if path.name in subset]
        assert len(pdfs) == len(subset), "a file of the pdfminer subset is missing"
    return pdfs


def _check(score: Any, variant: str, floors: dict[str, Any] | None = None) -> None:
    floors = floors or BASELINE[variant]
    lines = [f"{f.kind} {f.item} {f.doi}: {f.context[:160]}" for f in score.failures[:40]]
    report = (
        f"{variant}: precision {score.precision:.4f} recall {score.recall:.4f} "
        f"(floors {floors['precision']} / {floors['recall']}); run "
        "`python benchmarks/real_text.py --failures FILE` for all failures by mechanism\n"
        + "\n".join(lines)
    )
    assert score.right + score.misses > 0, "empty gold"
    assert score.precision >= floors["precision"], report
    assert score.recall >= floors["recall"], report


def test_real_pdf_corpus_is_the_one_the_floors_were_set_on(real_text: Any) -> None:
    pdfs = real_text.real_pdfs()
    assert len(pdfs) == BASELINE["documents"]
    printed = sum(len(record["dois"]) for _, record in pdfs)
    annotation_only = sum(len(record["link_annotation_only"]) for _, record in pdfs)
    assert (printed, annotation_only) == (BASELINE["printed"], BASELINE["annotation_only"])
    licences = {path.name: record["open_licence"] for path, record in pdfs}
    assert all(licences[name] for name in BASELINE["pdfminer_subset"]), "subset: open only"


@pytest.mark.parametrize("backend", ["pdfium", pytest.param("pdfminer", marks=pytest.mark.slow)])
def test_pdf_reader_meets_floors(real_text: Any, text_cache: Path, backend: str) -> None:
    variant = f"pdf:{backend}"
    _check(real_text.score_pdf_reader(_pdfs(real_text, variant), backend, text_cache), variant)


@pytest.mark.parametrize(
    "tool", ["pdfium", pytest.param("pdfminer", marks=pytest.mark.slow), "pdftotext"]
)
def test_text_scan_meets_floors(real_text: Any, text_cache: Path, tool: str) -> None:
    if not real_text.tool_available(tool):
        pytest.skip(f"{tool} is not installed (apt-get install poppler-utils; .ci/run does)")
    variant = f"text:{tool}"
    _check(real_text.score_text_scan(_pdfs(real_text, variant), tool, text_cache), variant)


@pytest.fixture(scope="session")
def damaged(real_text: Any) -> dict[str, Any]:
    """The score of each damage kind (one pass over refs-dev per kind, once per session)."""
    damage = load_corpora_module("damage")
    assert DAMAGE_FLOORS["seed"] == damage.SEED, "floors were set with another seed"
    assert sorted(damage.KINDS) == DAMAGE_KINDS, (
        "a damage kind without floors (or floors without a kind)"
    )
    return {s.name.split(":", 1)[1]: s for s in real_text.score_damage(damage)}


@pytest.mark.parametrize("kind", DAMAGE_KINDS)
def test_damaged_reference_strings_meet_floors(damaged: dict[str, Any], kind: str) -> None:
    _check(damaged[kind], f"damage:{kind}", DAMAGE_FLOORS[kind])


def test_damage_is_deterministic_and_keeps_the_gold(real_text: Any) -> None:
    damage = load_corpora_module("damage")
    records = real_text.load_refs()[:80]
    for kind in damage.KINDS:
        once = damage.damage_records(records, kind, 3)
        assert once == damage.damage_records(records, kind, 3)
        assert [r["expected"] for r in once] == [r["expected"] for r in records]
        changed = sum(a["input"] != b["input"] for a, b in zip(once, records, strict=True))
        assert changed > 0, f"{kind} damaged nothing"
