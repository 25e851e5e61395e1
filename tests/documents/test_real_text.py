"""The quality gate on real text (issue #9 item 7): DOI precision and recall over the 50 real
scholarly PDFs of ../shared/corpora/real-pdf (read in place: 17 are for evaluation only and must
not be copied), against the floors of corpora/baseline.json ``"real-pdf"``, and over the real
reference strings of refs-dev damaged as PDF extraction damages them (corpora/damage.py), against
``"damage"``.

- ``pdf:pdfium``: the PDF reader (page text + link annotations + metadata); gold = printed DOIs
  + DOIs only in link annotations;
- ``text:pdfium`` / ``text:pdftotext``: each PDF's text as pypdfium2 / poppler's pdftotext print
  it, scanned as plain text (the damage the text scanner meets); gold = printed DOIs; the same
  with ``pdftotext -layout`` / ``-raw`` and pypdfium2's ``get_text_bounded``
  (``text:pdftotext-layout``, ``text:pdftotext-raw``, ``text:pdfium-bounded``);
- ``pdf:pdfminer`` / ``text:pdfminer``: the same with pdfminer.six, on the subset of openly
  licensed files named in the baseline (pdfminer reads ~1 page/s on a busy 2-core machine).

Scoring, text extraction and the per-session text cache: corpora/real_text.py (shared with
benchmarks/real_text.py, which prints every miss and false positive by mechanism). pdftotext is
optional: without it that variant is skipped with a reason (``.ci/run`` installs it when it can).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from .helpers import CORPORA, FLOORS, SHARED, load_corpora_module

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


class Scores:
    """Each variant's score, computed once per session (the floors and the known failures read
    the same one)."""

    def __init__(self, real_text: Any, cache: Path) -> None:
        self.real_text, self.cache, self.done = real_text, cache, {}

    def __call__(self, variant: str) -> Any:
        if variant not in self.done:
            self.done[variant] = self._score(variant)
        return self.done[variant]

    def _score(self, variant: str) -> Any:
        rt = self.real_text
        if variant == "refs":
            return rt.score_refs()
        reader, _, tool = variant.partition(":")
        if not rt.tool_available(tool):
            pytest.skip(f"{tool} is not installed (apt-get install poppler-utils; .ci/run does)")
        pdfs = _pdfs(rt, variant)
        if reader == "pdf":
            return rt.score_pdf_reader(pdfs, tool, self.cache)
        return rt.score_text_scan(pdfs, tool, self.cache)


@pytest.fixture(scope="session")
def scores(real_text: Any, text_cache: Path) -> Scores:
    return Scores(real_text, text_cache)


@pytest.mark.parametrize("backend", ["pdfium", pytest.param("pdfminer", marks=pytest.mark.slow)])
def test_pdf_reader_meets_floors(scores: Scores, backend: str) -> None:
    _check(scores(f"pdf:{backend}"), f"pdf:{backend}")


@pytest.mark.parametrize(
    "tool",
    [
        "pdfium",
        pytest.param("pdfminer", marks=pytest.mark.slow),
        "pdftotext",
        "pdftotext-layout",
        "pdftotext-raw",
        "pdfium-bounded",
    ],
)
def test_text_scan_meets_floors(scores: Scores, tool: str) -> None:
    _check(scores(f"text:{tool}"), f"text:{tool}")


KNOWN = json.loads((CORPORA / "real_known_failures.json").read_text(encoding="utf-8"))


KNOWN_SETS = sorted({e["set"] for e in KNOWN["failures"]})


@pytest.mark.parametrize(
    "variant",
    [pytest.param(v, marks=[pytest.mark.slow] if "pdfminer" in v else []) for v in KNOWN_SETS],
)
def test_known_failures_still_fail(scores: Scores, variant: str) -> None:
    """corpora/real_known_failures.json lists what fails, each with its mechanism; like a strict
    xfail, a listed failure that no longer happens fails here, so the list stays true (re-run
    the command in that file's comment). New failures are the floors' business."""
    fold = scores.real_text.fold
    now = {(f.item, f.kind, fold(f.doi)) for f in scores(variant).failures}
    listed = {
        (e["item"], e["kind"], fold(e["doi"])): e["mechanism"]
        for e in KNOWN["failures"]
        if e["set"] == variant
    }
    fixed = sorted(
        f"{item} {kind} {doi} ({listed[item, kind, doi]})"
        for item, kind, doi in listed.keys() - now
    )
    assert not fixed, (
        f"{len(fixed)} known failure(s) of {variant} fixed; "
        "update corpora/real_known_failures.json:\n" + "\n".join(fixed)
    )


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
        if kind in damage.PAIRED:  # two references side by side: both references' gold
            with_doi = [r for r in records if r["expected"]]
            pairs = zip(with_doi, [*with_doi[1:], with_doi[0]], strict=True)
            paired = {id(r): [*r["expected"], *o["expected"]] for r, o in pairs}
            expected = [list(dict.fromkeys(paired.get(id(r), r["expected"]))) for r in records]
        else:
            expected = [r["expected"] for r in records]
        assert [r["expected"] for r in once] == expected
        changed = sum(a["input"] != b["input"] for a, b in zip(once, records, strict=True))
        assert changed > 0, f"{kind} damaged nothing"
