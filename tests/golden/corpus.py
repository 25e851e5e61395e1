"""Loading the gold corpora and scoring an extractor on them (shared by the golden tests)."""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path

from doiextract import Options, doi_key, extract_html, extract_text
from doiextract.extract import extract_table

ROOT = Path(__file__).resolve().parents[2]
CASES_DIR = ROOT / "corpora" / "cases"
BASELINE = ROOT / "corpora" / "baseline.json"
# ../shared beside the repository (as in CI); DOIEXTRACT_SHARED names it elsewhere (a worktree)
SHARED = Path(os.environ.get("DOIEXTRACT_SHARED", ROOT.parent / "shared"))
REFS_DEV = SHARED / "corpora" / "refs-dev.jsonl"
KNOWN_FAILURES = CASES_DIR / "known_failures.json"


@dataclass(frozen=True)
class Case:
    id: str
    rule: str
    comment: str
    input: str
    expected: tuple[str, ...]
    context: str = "text"


def load_cases() -> list[Case]:
    cases = []
    for path in sorted(CASES_DIR.glob("*.jsonl")):
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip():
                record = json.loads(line)
                cases.append(
                    Case(
                        record["id"],
                        record.get("rule", ""),
                        record.get("comment", ""),
                        record["input"],
                        tuple(record["expected"]),
                        record.get("context", "text"),
                    )
                )
    return cases


def cases_digest() -> str:
    """sha256 over the case files, so the gate knows which corpus its floors were set on."""
    digest = hashlib.sha256()
    for path in sorted(CASES_DIR.glob("*.jsonl")):
        digest.update(path.name.encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()


def extract_case(case: Case) -> list[str]:
    """What doiextract reports for a case (CSV context: fields split first, SPEC §5; HTML
    context: read as an HTML document, SPEC §6)."""
    if case.context == "csv":
        return [h.doi for h in extract_table(case.input)]
    if case.context == "html":
        return extract_html(case.input).dois
    return [h.doi for h in extract_text(case.input, Options())]


@dataclass
class Score:
    true_positives: int = 0
    false_positives: int = 0
    false_negatives: int = 0
    exact: int = 0
    total: int = 0

    def add(self, got: Iterable[str], expected: Iterable[str]) -> None:
        got_list, expected_list = list(got), list(expected)
        got_keys = {doi_key(d) for d in got_list}
        expected_keys = {doi_key(d) for d in expected_list}
        self.true_positives += len(got_keys & expected_keys)
        self.false_positives += len(got_keys - expected_keys)
        self.false_negatives += len(expected_keys - got_keys)
        self.exact += got_list == expected_list
        self.total += 1

    @property
    def precision(self) -> float:
        found = self.true_positives + self.false_positives
        return self.true_positives / found if found else 1.0

    @property
    def recall(self) -> float:
        wanted = self.true_positives + self.false_negatives
        return self.true_positives / wanted if wanted else 1.0

    @property
    def f1(self) -> float:
        p, r = self.precision, self.recall
        return 2 * p * r / (p + r) if p + r else 0.0

    @property
    def exact_rate(self) -> float:
        return self.exact / self.total if self.total else 1.0


def score(pairs: Iterable[tuple[list[str], Iterable[str]]]) -> Score:
    result = Score()
    for got, expected in pairs:
        result.add(got, expected)
    return result


def load_refs_dev() -> list[dict[str, object]]:
    return [json.loads(line) for line in REFS_DEV.read_text(encoding="utf-8").splitlines()]


def known_failures() -> dict[str, str]:
    if KNOWN_FAILURES.exists():
        data: dict[str, str] = json.loads(KNOWN_FAILURES.read_text(encoding="utf-8"))
        return data
    return {}


Extractor = Callable[[str], list[str]]
