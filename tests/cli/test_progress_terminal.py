"""The progress bar on a terminal that also shows the DOIs (issue 11 §10): output lines never
land on the bar's line, and the bar left at the end shows the final counts. Run in a
pseudo-terminal (stdout and stderr both on it), its screen rebuilt by a small emulator."""

from __future__ import annotations

import os
import re
import select
import subprocess
import sys
import time
from pathlib import Path

import pytest

pty = pytest.importorskip("pty")

DOCUMENTS = 6
DOIS_PER_DOCUMENT = 3
_DOI = re.compile(r"10\.1000/d\d+\.\d+")


def _screen(data: str) -> list[str]:
    """The lines a terminal shows for ``data``: carriage returns, line feeds, erase to end
    of line and cursor-up handled, other escape sequences dropped."""
    lines: list[list[str]] = [[]]
    row = col = 0
    i = 0
    while i < len(data):
        char = data[i]
        if char == "\x1b":
            match = re.match(r"\x1b\[(\d*)([A-Za-z])", data[i:])
            if match:
                count, command = int(match.group(1) or 1), match.group(2)
                if command == "A":
                    row = max(0, row - count)
                elif command == "K":
                    del lines[row][col:]
                i += match.end()
                continue
        elif char == "\r":
            col = 0
        elif char == "\n":
            row += 1
            col = 0
            while len(lines) <= row:
                lines.append([])
        elif char >= " ":
            line = lines[row]
            line.extend(" " * (col - len(line)))
            if col < len(line):
                line[col] = char
            else:
                line.append(char)
            col += 1
        i += 1
    return ["".join(line).rstrip() for line in lines]


def _run_on_a_terminal(args: list[str], cwd: Path) -> tuple[int, str]:
    leader, follower = pty.openpty()
    env = {**os.environ, "COLUMNS": "120", "LINES": "40", "TERM": "xterm"}
    try:
        proc = subprocess.Popen(
            [sys.executable, "-m", "doiextract", *args],
            cwd=cwd,
            stdin=subprocess.DEVNULL,
            stdout=follower,
            stderr=follower,
            env=env,
        )
        os.close(follower)
        chunks: list[bytes] = []
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline:
            ready, _, _ = select.select([leader], [], [], 0.5)
            if ready:
                try:
                    chunk = os.read(leader, 65536)
                except OSError:  # EIO: the child closed the terminal
                    break
                if not chunk:
                    break
                chunks.append(chunk)
            elif proc.poll() is not None:
                break
        status = proc.wait(timeout=60)
    finally:
        os.close(leader)
    return status, b"".join(chunks).decode("utf-8", "replace")


@pytest.fixture
def corpus(tmp_path: Path) -> Path:
    root = tmp_path / "c"
    root.mkdir()
    for d in range(DOCUMENTS):
        text = "".join(f"ref doi:10.1000/d{d}.{k}\n" for k in range(DOIS_PER_DOCUMENT))
        (root / f"doc{d}.txt").write_text(text, encoding="utf-8")
    return tmp_path


@pytest.mark.parametrize("fmt", ["text", "jsonl", "csv", "tsv"])
def test_output_lines_never_share_the_bar_line(corpus: Path, fmt: str) -> None:
    status, raw = _run_on_a_terminal(["-f", fmt, "-j", "1", "--progress", "c"], corpus)
    assert status == 0, raw
    screen = [line for line in _screen(raw) if line]
    with_dois = [line for line in screen if _DOI.search(line)]
    expected = DOCUMENTS if fmt == "jsonl" else DOCUMENTS * DOIS_PER_DOCUMENT
    assert len(with_dois) == expected, screen
    for line in with_dois:
        assert "doc [" not in line and "doc/s" not in line, line  # no bar text on it
        if fmt == "text":
            # a folder: path:line:doi (issue #11 item 3)
            assert re.fullmatch(r"c/doc\d+\.txt:\d+:" + _DOI.pattern, line), line
        elif fmt == "jsonl":
            assert line.startswith("{") and line.endswith("}"), line
        else:  # one row per hit, starting with its source
            assert line.startswith("c/doc"), line
    # the bar is the last line, with the final counts
    bar = screen[-1]
    assert f"{DOCUMENTS}/{DOCUMENTS}" in bar or f"{DOCUMENTS}doc" in bar, bar
    assert f"{DOCUMENTS * DOIS_PER_DOCUMENT} DOIs, 0 errors" in bar, bar


def test_emulator_shows_a_line_written_after_the_bar_on_its_line() -> None:
    """The check above can fail: output written after a bar without clearing it lands on
    the bar's line."""
    screen = _screen("0doc [00:00, ?doc/s]10.1000/d0.0\n")
    assert screen[0] == "0doc [00:00, ?doc/s]10.1000/d0.0"
    cleared = _screen("0doc [00:00, ?doc/s]\r" + " " * 20 + "\r10.1000/d0.0\n")
    assert cleared[0] == "10.1000/d0.0"
