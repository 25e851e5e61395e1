"""One writer per output (issue 12 §10): a second run on an output that a running run is
writing is refused (exit status 2, a clear message) and changes nothing; once the first run
ends, the second one runs, and the output holds each input exactly once."""

from __future__ import annotations

import contextlib
import os
import subprocess
import time
from pathlib import Path
from types import SimpleNamespace

import pytest

from doiextract.bulk.output import open_output
from doiextract.errors import DoiExtractError, OutputBusyError


def test_second_writer_is_refused_in_process(tmp_path: Path) -> None:
    path = tmp_path / "out.jsonl"
    path.write_text("kept\n")
    with open_output(str(path), append=True) as first:
        first.write("more\n")
        first.flush()
        for append in (True, False):
            with pytest.raises(OutputBusyError) as info:
                open_output(str(path), append=append)
            assert isinstance(info.value, DoiExtractError) and isinstance(info.value, OSError)
            assert "another doiextract run" in str(info.value)
        assert path.read_text() == "kept\nmore\n"  # the refused open cut nothing
    with open_output(str(path)) as second:  # free again: emptied, then written
        second.write("new\n")
    assert path.read_text() == "new\n"


def _wait_for_reader(fifo: Path, deadline: float) -> int:
    """Open the FIFO for writing once a worker has it open for reading."""
    while True:
        try:
            return os.open(fifo, os.O_WRONLY | os.O_NONBLOCK)
        except OSError:
            assert time.monotonic() < deadline, "no worker opened the FIFO"
            time.sleep(0.02)


def _feed_until_done(fifo: Path, writer: int, run: subprocess.Popen[str], deadline: float) -> None:
    """Give the FIFO's reader a line and an end of file, as often as it opens it (the reader
    opens it twice: once to sniff its type, once to read it), until the run ends."""
    while True:
        # BrokenPipeError: that reader is gone; BlockingIOError: the pipe is full, the reader
        # still holds it open while it scans what it read (it took its end of file already):
        # either way, wait for the next open
        with contextlib.suppress(BrokenPipeError, BlockingIOError):
            os.write(writer, b"doi:10.1000/held\n")
        os.close(writer)
        time.sleep(0.01)  # (let a reader that is still open reach its end and close)
        while True:
            if run.poll() is not None:
                return
            assert time.monotonic() < deadline, "the run did not end"
            try:
                writer = os.open(fifo, os.O_WRONLY | os.O_NONBLOCK)
                break
            except OSError:
                time.sleep(0.02)


def test_two_runs_on_one_output(tmp_path: Path, bulk: SimpleNamespace) -> None:
    """issue 12 §10: run A is held on a FIFO (its worker blocks reading it) while run B, with
    and without --resume, tries the same output."""
    bulk.make_corpus(tmp_path / "c", 30)
    fifo = tmp_path / "hold.txt"  # an explicit operand: read (a walk would skip it)
    os.mkfifo(fifo)
    out = tmp_path / "out.jsonl"
    args = ["-f", "jsonl", "-q", "-j", "1", "--timeout", "300", "-o", str(out), "hold.txt", "c"]
    first = bulk.cli_popen(["--resume", *args], tmp_path)
    writer = None
    try:
        writer = _wait_for_reader(fifo, time.monotonic() + 120)
        before = out.read_bytes()
        for extra in (["--resume"], []):
            second = bulk.cli([*extra, *args], tmp_path)
            assert second.returncode == 2, second.stderr
            assert "another doiextract run is writing this output" in second.stderr
            assert out.read_bytes()[: len(before)] == before  # nothing cut
        _feed_until_done(fifo, writer, first, time.monotonic() + 120)
        writer = None
        _, stderr = first.communicate(timeout=120)
        assert first.returncode == 0, stderr
    finally:
        if writer is not None:
            os.close(writer)
        if first.poll() is None:
            first.kill()
            first.communicate()
    # the second run can now resume: nothing left to add
    again = bulk.cli(["--resume", *args], tmp_path)
    assert again.returncode == 0, again.stderr
    records = bulk.read_records(out)
    keys = [bulk.key(r) for r in records]
    assert len(keys) == len(set(keys)) == 31
