"""Interrupted corpus runs and --resume (issue 4 §5, acceptance): a run of >= 1,000 inputs is
stopped midway by SIGINT or SIGKILL, resumed, and its final output holds each input exactly
once, with the records of an uninterrupted run."""

from __future__ import annotations

import json
import signal
import time
from pathlib import Path
from types import SimpleNamespace

import pytest

DOCUMENTS = 1200
DOIS_PER_DOCUMENT = 120  # enough work per document that the run lasts a few seconds


@pytest.fixture(scope="module")
def big_corpus(tmp_path_factory: pytest.TempPathFactory, bulk: SimpleNamespace) -> Path:
    root = tmp_path_factory.mktemp("resume")
    bulk.make_corpus(root / "c", DOCUMENTS, dois=DOIS_PER_DOCUMENT)
    return root


@pytest.fixture(scope="module")
def reference(big_corpus: Path, bulk: SimpleNamespace) -> list[str]:
    """The records of an uninterrupted run."""
    out = big_corpus / "reference.jsonl"
    proc = bulk.cli(["-f", "jsonl", "-q", "-j", "2", "-o", str(out), "c"], big_corpus)
    assert proc.returncode == 0, proc.stderr
    records = bulk.read_records(out)
    assert len(records) == DOCUMENTS
    return list(bulk.comparable(records))


def _lines(path: Path) -> int:
    try:
        with path.open("rb") as handle:
            return sum(1 for _ in handle)
    except FileNotFoundError:
        return 0


@pytest.mark.slow
@pytest.mark.parametrize(
    "how", [signal.SIGINT, signal.SIGKILL], ids=["issue4-5-sigint", "issue4-5-sigkill"]
)
def test_interrupt_then_resume(
    big_corpus: Path, reference: list[str], bulk: SimpleNamespace, how: signal.Signals
) -> None:
    out = big_corpus / f"out-{how.name}.jsonl"
    args = ["-f", "jsonl", "-q", "-j", "2", "-o", str(out), "c"]
    proc = bulk.cli_popen(args, big_corpus)
    deadline = time.monotonic() + 60
    while _lines(out) < DOCUMENTS // 5:
        assert proc.poll() is None, "the run ended before it could be interrupted"
        assert time.monotonic() < deadline
        time.sleep(0.005)
    proc.send_signal(how)
    _, stderr = proc.communicate(timeout=60)
    done = _lines(out)
    assert 0 < done < DOCUMENTS, "the interruption came too late to test anything"
    if how == signal.SIGINT:
        assert proc.returncode == 130, stderr
        assert "Traceback" not in stderr
        assert out.read_bytes().endswith(b"\n")  # Ctrl-C never leaves a torn record
    else:
        assert proc.returncode == -signal.SIGKILL
    resumed = bulk.cli(["--resume", *args], big_corpus)
    assert resumed.returncode == 0, resumed.stderr
    records = bulk.read_records(out)
    keys = [bulk.key(r) for r in records]
    assert len(keys) == len(set(keys)) == DOCUMENTS  # each input exactly once
    assert bulk.comparable(records) == reference


def test_resume_repairs_a_torn_last_line(tmp_path: Path, bulk: SimpleNamespace) -> None:
    """A record torn by a crash is cut off and its document read again."""
    bulk.make_corpus(tmp_path / "c", 20)
    out = tmp_path / "out.jsonl"
    args = ["-f", "jsonl", "-q", "-j", "2", "-o", str(out), "c"]
    assert bulk.cli(args, tmp_path).returncode == 0
    complete = bulk.comparable(bulk.read_records(out))
    lines = out.read_bytes().splitlines(keepends=True)
    out.write_bytes(b"".join(lines[:7]) + lines[7][:25])  # 7 records and a torn eighth
    proc = bulk.cli(["--resume", "--summary", *args], tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert "13 ok" in proc.stderr and "7 already done" in proc.stderr
    assert bulk.comparable(bulk.read_records(out)) == complete
    # resuming a finished run reads nothing and changes nothing
    again = bulk.cli(["--resume", *args], tmp_path)
    assert again.returncode == 0
    assert bulk.comparable(bulk.read_records(out)) == complete


def test_resume_keeps_the_exit_status_of_earlier_failures(
    tmp_path: Path, bulk: SimpleNamespace
) -> None:
    """issue 4 §5 / STYLE §6: exit status 1 when any document of the output failed."""
    bulk.make_corpus(tmp_path / "c", 3)
    (tmp_path / "c" / "bad.bin").write_bytes(b"\x00" * 64)
    out = tmp_path / "out.jsonl"
    args = ["-f", "jsonl", "-q", "-o", str(out), "c"]
    assert bulk.cli(args, tmp_path).returncode == 1
    assert bulk.cli(["--resume", *args], tmp_path).returncode == 1
    assert len(bulk.read_records(out)) == 4


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--resume", "c"], "needs -o FILE"),
        (["--resume", "-o", "out.csv", "-f", "csv", "c"], "needs --format jsonl"),
        (["--resume", "-o", "out.jsonl", "-f", "jsonl", "-"], "standard input"),
    ],
    ids=["resume-without-output", "resume-csv", "resume-stdin"],
)
def test_resume_usage_errors(
    tmp_path: Path, bulk: SimpleNamespace, args: list[str], message: str
) -> None:
    (tmp_path / "c").mkdir()
    proc = bulk.cli(args, tmp_path)
    assert proc.returncode == 2
    assert message in proc.stderr


def test_resume_refuses_a_damaged_file(tmp_path: Path, bulk: SimpleNamespace) -> None:
    (tmp_path / "c").mkdir()
    out = tmp_path / "out.jsonl"
    out.write_text('{"source": "x"}\nnot json\n' + json.dumps({"source": "y"}) + "\n")
    proc = bulk.cli(["--resume", "-f", "jsonl", "-o", str(out), "c"], tmp_path)
    assert proc.returncode == 2
    assert "line 2" in proc.stderr
