"""Lint and types are part of the suite: ruff (lint + format check) and mypy --strict."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
        timeout=600,
    )


@pytest.mark.skipif(
    shutil.which("ruff") is None and not (Path(sys.executable).parent / "ruff").exists(),
    reason="ruff is in the test extra",
)
def test_ruff_clean() -> None:
    result = _run("ruff", "check", "doiextract", "tests", "benchmarks")
    assert result.returncode == 0, result.stdout + result.stderr


@pytest.mark.skipif(
    shutil.which("ruff") is None and not (Path(sys.executable).parent / "ruff").exists(),
    reason="ruff is in the test extra",
)
def test_ruff_format_clean() -> None:
    result = _run("ruff", "format", "--check", "doiextract", "tests", "benchmarks")
    assert result.returncode == 0, result.stdout + result.stderr


def test_mypy_strict_clean() -> None:
    result = _run("mypy")
    assert result.returncode == 0, result.stdout + result.stderr


# Issue #9 acceptance: no function in the package above cyclomatic complexity 25 (radon's
# measure, the one the issue names), so no rule can grow back into one 74-branch function.
MAX_COMPLEXITY = 25


def test_no_function_above_complexity_limit() -> None:
    from radon.complexity import cc_visit

    too_complex = []
    for path in sorted((ROOT / "doiextract").rglob("*.py")):
        for block in cc_visit(path.read_text(encoding="utf-8")):
            if block.complexity > MAX_COMPLEXITY:
                too_complex.append(
                    f"{path.relative_to(ROOT)}:{block.lineno} {block.fullname} ({block.complexity})"
                )
    assert not too_complex, "\n".join(too_complex)
