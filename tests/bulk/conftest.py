"""Shared helpers of the corpus-run tests (issue 4): generated corpora, CLI runs, records."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

#: Record fields that change from run to run; compared runs leave them out.
TIMING = ("seconds",)


def doc_text(index: int, dois: int) -> str:
    """A generated document: ``dois`` distinct DOIs of a few written forms, with prose."""
    forms = ("doi:10.{r}/doc{i}.{k}", "https://doi.org/10.{r}/doc{i}-{k}", "10.{r}/D{i}_{k}")
    parts = [f"Document {index}. Some prose before the references.\n"]
    for k in range(dois):
        form = forms[k % len(forms)]
        parts.append(f"[{k}] A. Author, Title {k}. " + form.format(r=1000 + k % 7, i=index, k=k))
        parts.append(".\n")
    return "".join(parts)


def make_corpus(root: Path, count: int, dois: int = 3, per_dir: int = 100) -> list[Path]:
    """``count`` text files under ``root``, ``per_dir`` to a subdirectory."""
    paths = []
    for index in range(count):
        sub = root / f"d{index // per_dir:04d}"
        sub.mkdir(parents=True, exist_ok=True)
        path = sub / f"doc{index:06d}.txt"
        path.write_text(doc_text(index, dois), encoding="utf-8")
        paths.append(path)
    return paths


def read_records(path: Path) -> list[dict[str, Any]]:
    with path.open(encoding="utf-8") as handle:
        return [json.loads(line) for line in handle]


def strip_timing(record: dict[str, Any]) -> dict[str, Any]:
    out = dict(record)
    if "stats" in out:
        out["stats"] = {k: v for k, v in out["stats"].items() if k not in TIMING}
    return out


def comparable(records: Sequence[dict[str, Any]]) -> list[str]:
    """Records without timing, as sorted canonical JSON (for comparing runs as sets)."""
    return sorted(json.dumps(strip_timing(r), sort_keys=True) for r in records)


def key(record: dict[str, Any]) -> str:
    member = record.get("member")
    return f"{record['source']}::{member}" if member is not None else record["source"]


def cli(
    args: Sequence[str], cwd: Path, timeout: float = 120, **kwargs: Any
) -> subprocess.CompletedProcess[str]:
    """Run ``python -m doiextract`` in a real subprocess."""
    return subprocess.run(
        [sys.executable, "-m", "doiextract", *args],
        cwd=cwd,
        capture_output=True,
        text=True,
        timeout=timeout,
        stdin=subprocess.DEVNULL,
        check=False,
        **kwargs,
    )


def cli_popen(args: Sequence[str], cwd: Path, **kwargs: Any) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-m", "doiextract", *args],
        cwd=cwd,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        **kwargs,
    )


def reader_pids(path: Path) -> list[int]:
    """Processes (other than this one) that have ``path`` open: found in /proc/*/fd."""
    target = os.fspath(path)
    pids = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit() or int(entry) == os.getpid():
            continue
        fd_dir = f"/proc/{entry}/fd"
        try:
            links = os.listdir(fd_dir)
        except OSError:
            continue
        for fd in links:
            try:
                if os.readlink(f"{fd_dir}/{fd}") == target:
                    pids.append(int(entry))
                    break
            except OSError:
                continue
    return pids


@pytest.fixture
def corpus(tmp_path: Path) -> Path:
    root = tmp_path / "corpus"
    make_corpus(root, 40)
    return root


@pytest.fixture(scope="session")
def bulk() -> SimpleNamespace:
    """The helpers above, for test modules (``--import-mode=importlib`` cannot import a
    conftest by name)."""
    return SimpleNamespace(
        TIMING=TIMING,
        cli=cli,
        cli_popen=cli_popen,
        comparable=comparable,
        doc_text=doc_text,
        key=key,
        make_corpus=make_corpus,
        read_records=read_records,
        reader_pids=reader_pids,
        strip_timing=strip_timing,
    )
