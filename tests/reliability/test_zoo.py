"""The bad-file zoo (issue #12) through the bulk CLI and the library: every input accounted for
exactly once, no traceback, only typed errors, nothing silently lost, bounded time (each CLI
run has a generous subprocess timeout) and, for decompression bombs, bounded memory."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

import doiextract
from doiextract import DoiExtractError, Options

from . import zoo
from .support import only_typed_errors


def _cases() -> list[Any]:
    return [
        pytest.param(name, marks=pytest.mark.xfail(strict=True, reason=reason)) if reason else name
        for name, (_, reason) in zoo.CASES.items()
    ]


def _build(name: str, tmp_path: Path) -> tuple[zoo.Case, Path]:
    root = tmp_path / "case"
    root.mkdir()
    return zoo.CASES[name][0](root), root


def _without_timing(records: list[dict[str, Any]]) -> list[str]:
    out = []
    for record in records:
        stats = {k: v for k, v in record.get("stats", {}).items() if k != "seconds"}
        out.append(json.dumps({**record, "stats": stats}, sort_keys=True))
    return sorted(out)


@pytest.mark.parametrize("name", _cases())
def test_zoo_case(name: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Through the bulk CLI (worker pool), then the library: ``extract_batch`` gives the
    CLI's records (timings aside) and ``extract_path`` on each regular file raises only
    typed errors."""
    case, root = _build(name, tmp_path)
    stderr, cli_records = zoo.run_cli(case, root, tmp_path / "out.jsonl")
    assert "Traceback" not in stderr, stderr
    zoo.check_records(case, cli_records, root)

    monkeypatch.chdir(root)
    options = Options(max_bytes=case.max_size, timeout=60.0)
    records = only_typed_errors(lambda: doiextract.extract_batch(list(case.operands), options))
    assert not isinstance(records, DoiExtractError), records
    zoo.check_records(case, records, root)
    assert _without_timing(records) == _without_timing(cli_records)
    for dirpath, _, filenames in os.walk(os.fsencode(root)):
        for filename in filenames:
            path = os.fsdecode(os.path.join(dirpath, filename))
            if os.path.isfile(path) and not os.path.islink(path):
                only_typed_errors(lambda path=path: doiextract.extract_path(path, options))


#: Peak memory of Python's allocators (tracemalloc: the same on a loaded machine, unlike RSS,
#: which once read low under load) while a bulk read of the archive runs.
_BOMB_PEAK = """
import sys, tracemalloc
from doiextract import Options, extract_batch
tracemalloc.start()
records = extract_batch([sys.argv[1]], Options(max_bytes=1 << 20))
peak = tracemalloc.get_traced_memory()[1]
print(peak >> 20, [r.get("error", {}).get("kind") for r in records])
"""


@pytest.mark.slow
def test_gzip_bomb_in_an_archive_stays_small(tmp_path: Path) -> None:
    """A 128 MiB gzip member (128 KiB compressed) with a 1 MiB limit: the peak memory is far
    less than the member (it is streamed and stopped at the limit)."""
    zoo._tar(tmp_path / "bomb.tar", {"bomb.txt.gz": zoo._bomb(128 << 20)})
    result = subprocess.run(
        [sys.executable, "-c", _BOMB_PEAK, str(tmp_path / "bomb.tar")],
        capture_output=True,
        text=True,
        timeout=300,
        check=True,
    )
    peak_mb, kinds = result.stdout.split(" ", 1)
    assert kinds.strip() == "['limit']"
    assert int(peak_mb) < 48, f"peak of {peak_mb} MB for a 128 MiB member"
