"""``doiextract verify`` killed, interrupted or terminated mid-run, in a subprocess against a
local DOI proxy (issue 12.7): what was answered is kept, nothing more is asked, it stops at once.
"""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
import time
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from doiextract.options import Options
from doiextract.verify import DoiProxyClient

if TYPE_CHECKING:
    from tests.verify.conftest import HandleServer

PROXY_VARIABLES = ("http_proxy", "https_proxy", "all_proxy", "no_proxy")


def start_verify(
    server: HandleServer, cache: Path, dois: list[str], *extra: str
) -> subprocess.Popen[bytes]:
    env = {k: v for k, v in os.environ.items() if k.lower() not in PROXY_VARIABLES}
    return subprocess.Popen(
        [sys.executable, "-m", "doiextract", "verify", *dois, "--resolver", server.url,
         "--cache", str(cache), "--rate", "0", "--retries", "0", "--timeout", "60", *extra],
        stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env,
    )  # fmt: skip


def wait_for(condition: Callable[[], bool], seconds: float = 60.0) -> None:
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, "the verify subprocess did not get there"
        time.sleep(0.02)


def test_kill_9_loses_no_answer(handle_server: HandleServer, tmp_path: Path) -> None:
    """Each answer is in the cache before the next request: after ``kill -9`` while the 11th
    DOI is being asked, a new run asks only from the 11th on."""
    dois = [f"10.1000/kill.{i}" for i in range(20)]
    for doi in dois[::2]:
        handle_server.add(doi, "url", "https://example.org/")
    handle_server.delay = lambda number, doi: 60.0 if doi == dois[10] else 0.0
    cache = tmp_path / "cache.sqlite3"
    process = start_verify(handle_server, cache, dois, "--concurrency", "1")
    try:
        wait_for(lambda: handle_server.asked[dois[10]] == 1)
    finally:
        process.kill()
        process.communicate()
    assert process.returncode == -signal.SIGKILL
    handle_server.delay = lambda number, doi: 0.0
    options = replace(Options(), resolver=handle_server.url, verify_cache_path=str(cache),
                      verify_rate=0.0, verify_suggestions=False)  # fmt: skip
    with DoiProxyClient(options) as client:
        answers = client.verify(dois)
    assert [a.status for a in answers] == ["exists", "not-found"] * 10
    assert [a.cached for a in answers] == [True] * 10 + [False] * 10
    assert [handle_server.asked[doi] for doi in dois] == [1] * 10 + [2] + [1] * 9


@pytest.mark.parametrize(
    ("signum", "status"), [(signal.SIGINT, 130), (signal.SIGTERM, 128 + signal.SIGTERM)]
)
def test_interrupt_stops_at_once_and_keeps_the_answers(
    handle_server: HandleServer, tmp_path: Path, signum: int, status: int
) -> None:
    """Ctrl-C or SIGTERM in a run of 600 slow DOIs on 4 workers (30 s): at most one request
    per worker after the signal (the queue is dropped, requests in flight are ended), the
    process ends within seconds, and every answer the server gave a moment before is kept."""
    dois = [f"10.1000/int.{i}" for i in range(600)]
    handle_server.base_delay = 0.2
    cache = tmp_path / "cache.sqlite3"
    process = start_verify(handle_server, cache, dois, "--concurrency", "4")
    try:
        wait_for(lambda: handle_server.answered >= 12)
        answered = handle_server.answered
        time.sleep(1.0)  # time for the client to take the answers the server gave
        asked = handle_server.requests
        process.send_signal(signum)
        sent = time.monotonic()
        _, err = process.communicate(timeout=30)
        took = time.monotonic() - sent
    finally:
        process.kill()
        process.communicate()
    time.sleep(0.5)
    assert process.returncode == status, err.decode()
    assert took < 10.0
    assert handle_server.requests - asked <= 4
    with sqlite3.connect(cache) as db:
        [(stored,)] = db.execute("SELECT count(*) FROM answers").fetchall()
    assert stored >= answered
