"""Interrupted corpus runs and --resume (issue 4 §5, acceptance): a run of >= 1,000 inputs is
stopped midway by SIGINT or SIGKILL, resumed, and its final output holds each input exactly
once, with the records of an uninterrupted run."""

from __future__ import annotations

import json
import signal
import subprocess
import sys
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
    deadline = time.monotonic() + 240  # generous: workers start slowly on a loaded machine
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
    (tmp_path / "c" / "gone.txt").symlink_to(tmp_path / "missing")  # a read error
    (tmp_path / "c" / "bad.bin").write_bytes(b"\x00" * 64)  # skipped: no error (#11.2)
    out = tmp_path / "out.jsonl"
    args = ["-f", "jsonl", "-q", "-o", str(out), "c"]
    assert bulk.cli(args, tmp_path).returncode == 1
    assert bulk.cli(["--resume", *args], tmp_path).returncode == 1
    assert len(bulk.read_records(out)) == 5


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


@pytest.mark.parametrize(
    "spelling",
    ["./mixed/sub", "mixed/sub/", "mixed/./other/../sub", "{root}/mixed/sub", "link/sub"],
    ids=["dot-slash", "trailing-slash", "dot-dot", "absolute", "linked-directory"],
)
def test_resume_matches_the_same_input_spelled_differently(
    tmp_path: Path, bulk: SimpleNamespace, spelling: str
) -> None:
    """issue 11 §9: records are matched by normalised paths: ``./mixed/sub`` after
    ``mixed/sub`` reads nothing again and duplicates nothing."""
    bulk.make_corpus(tmp_path / "mixed" / "sub", 12)
    (tmp_path / "mixed" / "other").mkdir()
    (tmp_path / "link").symlink_to(tmp_path / "mixed")
    out = tmp_path / "out.jsonl"
    args = ["-f", "jsonl", "-j", "1", "-o", str(out)]
    assert bulk.cli([*args, "-q", "mixed/sub"], tmp_path).returncode == 0
    first = out.read_bytes()
    proc = bulk.cli(["--resume", *args, spelling.format(root=tmp_path)], tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert out.read_bytes() == first
    assert (
        "12 documents recorded there are not read again, 0 new documents will be read"
        in proc.stderr
    )
    assert "not among these inputs" not in proc.stderr


def test_resume_with_other_operands_says_what_it_does(
    tmp_path: Path, bulk: SimpleNamespace
) -> None:
    """issue 11 §9: a resume on other operands appends their records and says that the
    records of documents not among its inputs are kept."""
    bulk.make_corpus(tmp_path / "a", 5)
    bulk.make_corpus(tmp_path / "b", 3)
    out = tmp_path / "out.jsonl"
    args = ["-f", "jsonl", "-j", "1", "-o", str(out)]
    assert bulk.cli([*args, "-q", "a"], tmp_path).returncode == 0
    proc = bulk.cli(["--resume", *args, "b"], tmp_path)
    assert proc.returncode == 0, proc.stderr
    # said before it starts: what is kept, what is read, what is not among the operands
    (said,) = [line for line in proc.stderr.splitlines() if "resuming" in line]
    assert said == (
        f"doiextract: resuming {out}: 0 documents recorded there are not read again, 3 new "
        "documents will be read and appended; 5 documents recorded there are not among these "
        "inputs: their records are kept as they are"
    )
    records = bulk.read_records(out)
    assert [Path(r["source"]).parts[0] for r in records] == ["a"] * 5 + ["b"] * 3
    # operands that overlap: a (done) and c (new), b recorded but not among them
    bulk.make_corpus(tmp_path / "c", 2)
    both = bulk.cli(["--resume", *args, "a", "c"], tmp_path)
    assert both.returncode == 0, both.stderr
    assert (
        "5 documents recorded there are not read again, 2 new documents will be read and "
        "appended; 3 documents recorded there are not among these inputs" in both.stderr
    )
    assert len(bulk.read_records(out)) == 10
    quiet = bulk.cli(["--resume", "-q", *args, "b"], tmp_path)
    assert quiet.returncode == 0 and quiet.stderr == ""


def test_resume_from_a_list_on_stdin_says_it_at_the_end(
    tmp_path: Path, bulk: SimpleNamespace
) -> None:
    """Inputs that cannot be listed twice (a --files-from list on stdin): the documents not
    among them are said after the run."""
    bulk.make_corpus(tmp_path / "a", 2)
    bulk.make_corpus(tmp_path / "b", 1)
    out = tmp_path / "out.jsonl"
    args = ["-f", "jsonl", "-j", "1", "-o", str(out)]
    assert bulk.cli([*args, "-q", "a"], tmp_path).returncode == 0
    listing = "".join(
        f"{p.relative_to(tmp_path)}\n" for p in sorted((tmp_path / "b").rglob("*.txt"))
    )
    proc = subprocess.run(
        [sys.executable, "-m", "doiextract", "--resume", *args, "--files-from", "-"],
        cwd=tmp_path,
        input=listing,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert proc.returncode == 0, proc.stderr
    assert "2 documents recorded there are not read again, new records are appended" in (
        proc.stderr
    )
    assert f"2 documents recorded in {out} are not among these inputs" in proc.stderr


def test_a_link_to_a_file_and_its_target_are_two_documents(
    tmp_path: Path, bulk: SimpleNamespace
) -> None:
    """Only directories are resolved: a walk records a link to a file and its target apart,
    and a resume keeps both (resolving the link would drop one of them)."""
    root = tmp_path / "c"
    root.mkdir()
    (root / "target.txt").write_text("doi:10.1000/t\n")
    (root / "link.txt").symlink_to(root / "target.txt")
    out = tmp_path / "out.jsonl"
    args = ["-f", "jsonl", "-q", "-j", "1", "-o", str(out), "c"]
    assert bulk.cli(args, tmp_path).returncode == 0
    lines = out.read_bytes().splitlines(keepends=True)
    assert len(lines) == 2
    out.write_bytes(lines[0])  # as if interrupted after the first record
    assert bulk.cli(["--resume", *args], tmp_path).returncode == 0
    names = sorted(Path(r["source"]).name for r in bulk.read_records(out))
    assert names == ["link.txt", "target.txt"]


def test_progress_total_leaves_out_what_the_resume_has_done(tmp_path: Path) -> None:
    """issue 11 §10: the bar's total is what this run reads, not the documents a resume
    keeps from the first run (it counted them, so the bar never reached its total)."""
    import io

    from doiextract.bulk.resume import resume_key
    from doiextract.bulk.run import _Progress
    from doiextract.options import Options

    for name in ("a.txt", "b.txt", "c.txt"):
        (tmp_path / name).write_text(f"doi:10.1000/{name}\n", encoding="utf-8")
    done = {resume_key(str(tmp_path / "a.txt"))}
    totals = []
    for kept in (frozenset(), done):
        bar = _Progress([str(tmp_path)], Options(), None, io.StringIO(), done=kept)
        deadline = time.monotonic() + 30
        while bar.total is None and time.monotonic() < deadline:
            time.sleep(0.01)
        bar.bar.close()
        totals.append(bar.total)
    assert totals == [3, 2]
