"""Kill and resume (issue #12): a bulk run over a mixed corpus (text, archives, PDFs, bad
files) is SIGKILLed at several points, each time resumed with ``--resume`` (and the resumed run
killed again), until one finishes; the output then holds every input exactly once, with the
records of an uninterrupted run (timings aside). ``tests/bulk/test_resume.py`` covers a
single interruption of a text corpus; this is the chain, with every kind of input."""

from __future__ import annotations

import signal
import time
from pathlib import Path

import pytest

from ..bulk.conftest import cli, cli_popen, comparable, key, make_corpus, read_records
from . import zoo

#: Fractions of the records written at which a run is killed (one kill per run).
KILL_AT = (0.05, 0.3, 0.55, 0.8)


def _lines(path: Path) -> int:
    try:
        return path.read_bytes().count(b"\n")
    except FileNotFoundError:
        return 0


def _corpus(root: Path) -> None:
    make_corpus(root / "text", 500, dois=80, per_dir=120)
    for name in ("files", "archives"):
        (root / name).mkdir(parents=True)
        zoo.CASES[name][0](root / name)


@pytest.mark.slow
def test_killed_again_and_again_then_resumed(tmp_path: Path) -> None:
    _corpus(tmp_path / "c")
    args = ["-f", "jsonl", "-q", "-j", "2", "--max-size", "1M"]
    proc = cli([*args, "-o", "reference.jsonl", "c"], tmp_path, timeout=300)
    assert proc.returncode == 1, proc.stderr  # the zoo's bad files are errors
    reference = read_records(tmp_path / "reference.jsonl")
    total = len(reference)

    out = tmp_path / "out.jsonl"
    kills = 0
    for fraction in KILL_AT:
        resume = ["--resume"] if out.exists() else []
        run = cli_popen([*args, *resume, "-o", str(out), "c"], tmp_path)
        deadline = time.monotonic() + 120
        while _lines(out) < fraction * total and run.poll() is None:
            assert time.monotonic() < deadline, "the run made no progress"
            time.sleep(0.002)
        run.send_signal(signal.SIGKILL)
        run.communicate(timeout=60)
        kills += run.returncode == -signal.SIGKILL
    assert kills >= 2, "the runs finished before they could be killed: make the corpus bigger"

    finished = cli([*args, "--resume", "-o", str(out), "c"], tmp_path, timeout=300)
    assert finished.returncode == 1, finished.stderr
    assert "Traceback" not in finished.stderr
    records = read_records(out)
    keys = [key(r) for r in records]
    assert len(keys) == len(set(keys)), "a record was written twice"
    assert set(keys) == {key(r) for r in reference}, "a record is missing"
    assert comparable(records) == comparable(reference)
