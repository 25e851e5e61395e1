"""The quality gate on other projects' DOI tests and training data (corpora/peers): every case
one test, and precision, recall and F1 over the set against the floors of corpora/baseline.json
``"peers"``.

The cases are copied from 20+ other projects' own test suites and training data (JabRef,
refextract, GROBID, CERMINE, altmetric's identifiers, idutils, text2bib's examples, ...), each
with its repository, path, commit and licence; ``expected`` is the answer SPEC.md gives (where a
project expects something else, its answer is kept as ``peer_expected`` with a ``note``; see
corpora/peers/README.md). Known failures are listed with their mechanism in
corpora/peers/known_failures.json and run as ``xfail(strict=True)``: a fix makes them pass,
which fails the run until the entry is removed.

Unlike the real-text gate this set lives in the repository: it never skips. Reproduce the
figures, and every failure by mechanism::

    python benchmarks/real_text.py --sets peers --by-project --failures /tmp/peers.txt
"""

from __future__ import annotations

import json
import re
from typing import Any

import pytest

from .helpers import CORPORA, FLOORS, load_corpora_module

PEERS_DIR = CORPORA / "peers"
KNOWN: dict[str, str] = json.loads((PEERS_DIR / "known_failures.json").read_text("utf-8"))[
    "failures"
]
REAL_TEXT = load_corpora_module("real_text")
CASES: list[dict[str, Any]] = REAL_TEXT.load_peers()
BASELINE: dict[str, Any] = FLOORS["peers"]
REQUIRED = ("id", "project", "repo", "path", "commit", "license", "input", "expected")
COMMIT_RE = re.compile(r"[0-9a-f]{40}")


def test_every_case_names_its_source() -> None:
    """Provenance: repository, path, commit and licence on every case; ids unique and named
    after their file; a peer's own differing answer always comes with the reason."""
    ids = [case["id"] for case in CASES]
    assert len(ids) == len(set(ids))
    for case in CASES:
        missing = [key for key in REQUIRED if key not in case]
        assert not missing, (case.get("id"), missing)
        assert case["id"].startswith(case["project"] + "-"), case["id"]
        assert COMMIT_RE.fullmatch(case["commit"]), case["id"]
        assert case["license"] and "/" in case["repo"], case["id"]
        assert isinstance(case["expected"], list), case["id"]
        if "peer_expected" in case:
            assert case.get("note"), f"{case['id']}: peer_expected without a note"


def test_corpus_is_broad_enough() -> None:
    """The acceptance set of issue #9 holds cases from 21 projects; ours from at least 15,
    with look-alike negatives, and every project is in the README's provenance table."""
    projects = {case["project"] for case in CASES}
    readme = (PEERS_DIR / "README.md").read_text("utf-8")
    assert len(projects) >= 15
    assert len(CASES) >= 500
    assert sum(1 for case in CASES if not case["expected"]) >= 100
    assert all(f"`{project}`" in readme for project in projects), projects


def test_known_failures_name_real_cases() -> None:
    assert set(KNOWN) <= {case["id"] for case in CASES}


def _param(case: dict[str, Any]) -> object:
    marks = []
    if case["id"] in KNOWN:
        marks.append(pytest.mark.xfail(strict=True, reason=KNOWN[case["id"]]))
    return pytest.param(case, id=case["id"], marks=marks)


@pytest.mark.parametrize("case", [_param(case) for case in CASES])
def test_peer_case(case: dict[str, Any]) -> None:
    """The DOIs, exactly (case as written, SPEC §1), in order of first appearance."""
    assert REAL_TEXT.peer_found(case) == case["expected"], case.get("note")


def test_floors_were_set_on_this_corpus() -> None:
    assert BASELINE.get("digest") == REAL_TEXT.peers_digest(), (
        "corpora/peers changed: re-run the gate and record the new digest (and floors, if they "
        "move) in corpora/baseline.json"
    )


def test_peers_meet_floors() -> None:
    """Precision, recall and F1 over the set (DOIs compared ASCII-case-insensitively), with the
    failures listed by mechanism when a floor is missed."""
    (score,) = REAL_TEXT.score_peers(CASES)
    groups = REAL_TEXT.mechanisms(score)
    lines = [
        f"{len(failures)} {label}: " + ", ".join(f"{f.item} {f.doi}" for f in failures[:5])
        for label, failures in sorted(groups.items(), key=lambda kv: -len(kv[1]))
    ]
    report = (
        f"P {score.precision:.4f} R {score.recall:.4f} F1 {score.f1:.4f} over {score.items} "
        "cases\n" + "\n".join(lines)
    )
    assert score.precision >= BASELINE["precision"], report
    assert score.recall >= BASELINE["recall"], report
    assert score.f1 >= BASELINE["f1"], report
