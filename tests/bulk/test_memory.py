"""Parent memory stays flat as the corpus grows 10x (issue 4 acceptance): inputs are listed
lazily and at most a bounded window of documents is in flight."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace

import pytest

MEASURE = """
import resource, sys
from doiextract.cli import main
status = main(["-q", "-f", "jsonl", "-j", "2", "-o", sys.argv[2], sys.argv[1]])
print(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)  # KiB on Linux; this process only
sys.exit(status)
"""


def _peak_kib(corpus: Path, out: Path) -> int:
    proc = subprocess.run(
        [sys.executable, "-c", MEASURE, str(corpus), str(out)],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert proc.returncode == 0, proc.stderr
    return int(proc.stdout.strip())


@pytest.mark.slow
def test_parent_memory_flat_when_corpus_grows_tenfold(
    tmp_path: Path, bulk: SimpleNamespace
) -> None:
    bulk.make_corpus(tmp_path / "small", 1_000)
    bulk.make_corpus(tmp_path / "large", 10_000)
    small = _peak_kib(tmp_path / "small", tmp_path / "small.jsonl")
    large = _peak_kib(tmp_path / "large", tmp_path / "large.jsonl")
    assert len(bulk.read_records(tmp_path / "large.jsonl")) == 10_000
    # measured: ~20.7 MB vs ~21.8 MB; a run that kept its inputs or results would grow by
    # tens of MB (10,000 records of ~1 KB each, plus their Python objects)
    assert large - small < 6 * 1024, (small, large)
