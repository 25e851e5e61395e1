"""The DOI proxy REST client against a real local server (Handbook 3.8.3; issue 5).

Each test starts ``handle_server`` (tests/verify/conftest.py) on 127.0.0.1; nothing touches
the internet.
"""

from __future__ import annotations

import email.utils
import random
import re
import sqlite3
import time
from collections.abc import Callable
from dataclasses import replace
from http.server import BaseHTTPRequestHandler
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from doiextract.errors import VerifyError
from doiextract.options import Options
from doiextract.verify import (
    MAX_RESPONSE_BYTES,
    DoiProxyClient,
    Verification,
    VerifyCache,
    nearby_dois,
    retry_after_seconds,
)

if TYPE_CHECKING:
    from tests.verify.conftest import HandleServer

LOC_XML = (
    '<locations><location id="0" href="http://uk.example.com/" country="gb" weight="0" />'
    '<location id="1" href="http://www1.example.com/" weight="1" /></locations>'
)


def make_options(server: HandleServer, tmp_path: Path, **changes: object) -> Options:
    base = replace(
        Options(),
        resolver=server.url,
        verify_cache_path=str(tmp_path / "cache.sqlite3"),
        verify_rate=0.0,
        verify_backoff=0.01,
        verify_timeout=5.0,
    )
    return replace(base, **changes)  # type: ignore[arg-type]


def verify(
    server: HandleServer, tmp_path: Path, dois: list[str], **changes: object
) -> list[Verification]:
    with DoiProxyClient(make_options(server, tmp_path, **changes)) as client:
        return client.verify(dois)


@pytest.mark.parametrize(
    ("record", "status", "url", "locations"),
    [
        pytest.param(("url", "https://www.doi.org/index.html"), "exists",
                     "https://www.doi.org/index.html", (), id="3.8.3-code-1-url-value"),
        pytest.param(("no-values",), "exists-no-values", None, (), id="3.8.3-code-200-no-values"),
        pytest.param(None, "not-found", None, (), id="3.8.3-code-100-not-found"),
        pytest.param(("loc", LOC_XML), "exists", "http://uk.example.com/",
                     ("http://uk.example.com/", "http://www1.example.com/"),
                     id="3.8.4.3-10320-loc-values"),
        pytest.param(("error",), "could-not-verify", None, (), id="3.8.3-code-2-always"),
    ],
)  # fmt: skip
def test_statuses(
    handle_server: HandleServer, tmp_path: Path, record: tuple[str, ...] | None, status: str,
    url: str | None, locations: tuple[str, ...],
) -> None:  # fmt: skip
    if record is not None:
        handle_server.add("10.1000/1", *record)
    [answer] = verify(handle_server, tmp_path, ["10.1000/1"], verify_retries=2)
    assert (answer.status, answer.url, answer.locations) == (status, url, locations)
    assert answer.attempts == (3 if status == "could-not-verify" else 1)


@pytest.mark.parametrize(
    ("doi", "path"),
    [
        pytest.param("10.1000/456#789", "/api/handles/10.1000/456%23789", id="2.5.2.4-hash"),
        pytest.param("10.1000/a b?c", "/api/handles/10.1000/a%20b%3Fc", id="2.5.2.4-space-query"),
        pytest.param("10.1000/a/./b", "/api/handles/10.1000/a/.%2Fb", id="2.5.2.4-dot-segment"),
        pytest.param("10.1000/é", "/api/handles/10.1000/%C3%A9", id="2.5.2.4-utf8"),
    ],
)
def test_doi_is_percent_encoded_in_the_path(
    handle_server: HandleServer, tmp_path: Path, doi: str, path: str
) -> None:
    handle_server.add(doi, "url", "https://example.org/")
    [answer] = verify(handle_server, tmp_path, [doi])
    assert handle_server.paths == [path]
    assert answer.status == "exists"


def test_thousand_dois_statuses_concurrency_and_cache(
    handle_server: HandleServer, tmp_path: Path
) -> None:
    """Acceptance: 1,000 DOIs, right status each, never more than the concurrency limit in
    flight, and a second run answered from the cache without a request."""
    expected: dict[str, str] = {}
    for i in range(1000):
        doi = f"10.{1000 + i % 7}/test.{i}"
        if i % 4 == 0:
            expected[doi] = "not-found"
        elif i % 4 == 1:
            handle_server.add(doi, "no-values")
            expected[doi] = "exists-no-values"
        elif i % 4 == 2:
            handle_server.add(doi, "loc", LOC_XML)
            expected[doi] = "exists"
        else:
            handle_server.add(doi, "url", f"https://example.org/{i}")
            expected[doi] = "exists"
    handle_server.base_delay = 0.002
    dois = list(expected)
    answers = verify(handle_server, tmp_path, dois, verify_concurrency=6, verify_suggestions=False)
    assert [a.doi for a in answers] == dois
    assert {a.doi: a.status for a in answers} == expected
    assert handle_server.requests == 1000
    assert 2 <= handle_server.max_in_flight <= 6
    answers = verify(handle_server, tmp_path, dois, verify_concurrency=6, verify_suggestions=False)
    assert {a.doi: a.status for a in answers} == expected
    assert all(a.cached for a in answers)
    assert handle_server.requests == 1000


@pytest.mark.parametrize("pattern", ["alternate", "random"])
def test_half_of_requests_fail_with_500(
    handle_server: HandleServer, tmp_path: Path, pattern: str
) -> None:
    """Acceptance: a server failing half the requests still gives the right answer within the
    retry limit, or could-not-verify; never not-found because of a server error."""
    chance = random.Random(5)
    if pattern == "alternate":
        handle_server.fail = lambda number, doi: number % 2 == 0
    else:
        handle_server.fail = lambda number, doi: chance.random() < 0.5
    expected = {}
    for i in range(200):
        doi = f"10.5555/half.{i}"
        if i % 2:
            handle_server.add(doi, "url", f"https://example.org/{i}")
        expected[doi] = "exists" if i % 2 else "not-found"
    retries = 4
    answers = verify(handle_server, tmp_path, list(expected), verify_concurrency=4,
                     verify_retries=retries, verify_suggestions=False)  # fmt: skip
    for answer in answers:
        assert answer.attempts <= retries + 1
        if answer.status == "could-not-verify":
            # only when every one of its tries got a 500
            assert handle_server.failed[answer.doi] == retries + 1, answer
            assert "server error" in (answer.message or "")
        else:
            assert answer.status == expected[answer.doi], answer
    assert handle_server.failed.total() > 0
    assert sum(a.status != "could-not-verify" for a in answers) > 150


def test_server_always_failing_is_never_not_found(
    handle_server: HandleServer, tmp_path: Path
) -> None:
    handle_server.fail = lambda number, doi: True
    answers = verify(handle_server, tmp_path, ["10.1000/a", "10.1000/b"], verify_retries=1)
    assert [a.status for a in answers] == ["could-not-verify", "could-not-verify"]
    # nothing about the network is cached: the next run asks again
    verify(handle_server, tmp_path, ["10.1000/a"], verify_retries=0)
    assert handle_server.requests == 5


def test_slow_answer_times_out_then_retries(handle_server: HandleServer, tmp_path: Path) -> None:
    handle_server.add("10.1000/slow", "url", "https://example.org/slow")
    handle_server.delay = lambda number, doi: 1.0 if number == 1 else 0.0
    [answer] = verify(handle_server, tmp_path, ["10.1000/slow"], verify_timeout=0.3)
    assert (answer.status, answer.attempts) == ("exists", 2)


def test_always_slow_is_could_not_verify(handle_server: HandleServer, tmp_path: Path) -> None:
    handle_server.delay = lambda number, doi: 0.6
    [answer] = verify(handle_server, tmp_path, ["10.1000/slow"], verify_timeout=0.2,
                      verify_retries=1)  # fmt: skip
    assert answer.status == "could-not-verify"
    assert "timed out" in (answer.message or "")


def _drip_body(handler: BaseHTTPRequestHandler, number: int, handle: str) -> bool:
    """Headers at once, then a 400-byte body one byte every 0.05 s (20 s in all)."""
    handler.send_response(200)
    handler.send_header("Content-Length", "400")
    handler.end_headers()
    for _ in range(400):
        handler.wfile.write(b" ")
        time.sleep(0.05)
    return True


@pytest.mark.parametrize("where", ["whole-response", "body"])
def test_timeout_is_a_deadline_for_the_whole_request(
    handle_server: HandleServer, tmp_path: Path, where: str
) -> None:
    """Issue 12.7: a server sending a byte every 0.05 s (20 s for the answer) cannot hold a
    request past the timeout: it is the request's time, not each socket read's."""
    handle_server.add("10.1000/drip", "url", "https://example.org/" + "x" * 300)
    if where == "body":
        handle_server.respond = _drip_body
    else:
        handle_server.drip = 0.05
    started = time.monotonic()
    [answer] = verify(handle_server, tmp_path, ["10.1000/drip"], verify_timeout=1.0,
                      verify_retries=0)  # fmt: skip
    elapsed = time.monotonic() - started
    assert answer.status == "could-not-verify"
    assert "timed out" in (answer.message or "")
    assert 0.9 <= elapsed < 5.0


@pytest.mark.parametrize("declared", [True, False], ids=["content-length", "chunked"])
def test_huge_answer_is_an_error_not_memory(
    handle_server: HandleServer, tmp_path: Path, declared: bool
) -> None:
    """Issue 12.7: a 256 MiB answer is "response too large", read no further than the limit
    (the server can push only what the socket buffers take before the client hangs up)."""
    sent = [0]

    def huge(handler: BaseHTTPRequestHandler, number: int, handle: str) -> bool:
        block = b" " * 65536
        handler.send_response(200)
        if declared:
            handler.send_header("Content-Length", str(len(block) * 4096))
        else:
            handler.send_header("Transfer-Encoding", "chunked")
        handler.end_headers()
        for _ in range(4096):
            handler.wfile.write(block if declared else b"10000\r\n" + block + b"\r\n")
            sent[0] += len(block)
        return True

    handle_server.respond = huge
    [answer] = verify(handle_server, tmp_path, ["10.1000/huge"], verify_retries=2)
    assert answer.status == "could-not-verify"
    assert answer.message == f"response too large (over {MAX_RESPONSE_BYTES} bytes)"
    assert answer.attempts == 1
    time.sleep(0.2)
    assert sent[0] < 32 * 2**20


def _busy_once(retry_after: str) -> Callable[[BaseHTTPRequestHandler, int, str], bool]:
    def respond(handler: BaseHTTPRequestHandler, number: int, handle: str) -> bool:
        if number > 1:
            return False
        handler.send_response(503)
        handler.send_header("Retry-After", retry_after)
        handler.send_header("Content-Length", "0")
        handler.end_headers()
        return True

    return respond


@pytest.mark.parametrize("form", ["delay-seconds", "http-date"])
def test_retry_after_is_honoured(handle_server: HandleServer, tmp_path: Path, form: str) -> None:
    """RFC 9110 10.2.3: both forms of Retry-After (issue 12.7: the HTTP-date was ignored)."""
    handle_server.add("10.1000/busy", "url", "https://example.org/")
    # an HTTP-date has whole seconds: 2 s from now is 1 to 2 s away
    http_date = email.utils.formatdate(time.time() + 2, usegmt=True)
    handle_server.respond = _busy_once({"delay-seconds": "1", "http-date": http_date}[form])
    started = time.monotonic()
    [answer] = verify(handle_server, tmp_path, ["10.1000/busy"], verify_retries=1)
    assert (answer.status, answer.attempts) == ("exists", 2)
    assert 0.95 <= time.monotonic() - started < 5


def test_retry_after_beyond_the_cap_gives_up_at_once(
    handle_server: HandleServer, tmp_path: Path
) -> None:
    """A server asking for an hour is not waited for, nor asked again before then."""
    handle_server.respond = _busy_once(email.utils.formatdate(time.time() + 3600, usegmt=True))
    started = time.monotonic()
    [answer] = verify(handle_server, tmp_path, ["10.1000/busy"], verify_retries=3)
    assert time.monotonic() - started < 2
    assert (answer.status, answer.attempts, handle_server.requests) == ("could-not-verify", 1, 1)
    # (an HTTP-date counts whole seconds: an hour from now reads 3599 s a moment later)
    assert re.search(r"the server asks to wait (3599|3600) s", answer.message or "")


@pytest.mark.parametrize(
    ("value", "seconds"),
    [("0", 0.0), ("  30 ", 30.0), ("Thu, 01 Jan 1970 00:01:40 GMT", 90.0),
     ("Thu, 01 Jan 1970 00:01:40 -0000", 90.0), ("Thu, 01 Jan 1970 00:00:01 GMT", 0.0),
     ("-5", None), ("1.5", None), ("tomorrow", None), ("", None), (None, None)],
)  # fmt: skip
def test_retry_after_seconds(value: str | None, seconds: float | None) -> None:
    assert retry_after_seconds(value, now=10.0) == seconds


def test_refused_connection_is_could_not_verify(tmp_path: Path) -> None:
    options = replace(Options(), resolver="http://127.0.0.1:9", verify_cache=False,
                      verify_backoff=0.0, verify_retries=1)  # fmt: skip
    with DoiProxyClient(options) as client:
        [answer] = client.verify(["10.1000/x"])
    assert (answer.status, answer.attempts) == ("could-not-verify", 2)


def test_rate_limit_spaces_requests(handle_server: HandleServer, tmp_path: Path) -> None:
    dois = [f"10.1000/r{i}" for i in range(11)]
    started = time.monotonic()
    verify(handle_server, tmp_path, dois, verify_rate=50.0, verify_concurrency=4,
           verify_suggestions=False)  # fmt: skip
    assert time.monotonic() - started >= 10 / 50 * 0.9


def test_same_key_is_asked_once(handle_server: HandleServer, tmp_path: Path) -> None:
    """Handbook 2.4: ASCII case does not matter; the answer keeps each input's case."""
    handle_server.add("10.1000/ABC", "url", "https://example.org/")
    answers = verify(handle_server, tmp_path, ["10.1000/ABC", "10.1000/abc"])
    assert [(a.doi, a.status) for a in answers] == [("10.1000/ABC", "exists"),
                                                    ("10.1000/abc", "exists")]  # fmt: skip
    assert handle_server.requests == 1


def test_cache_expires_after_24_hours(tmp_path: Path) -> None:
    """Handbook 3.8.1: the proxy keeps handle values 24 hours; so does the cache."""
    cache = VerifyCache(str(tmp_path / "c.sqlite3"))
    now = time.time()
    cache.put("http://r", Verification("10.1000/1", "exists", "https://x/"), now=now - 86401)
    cache.put("http://r", Verification("10.1000/2", "not-found"), now=now - 3600)
    cache.put("http://r", Verification("10.1000/3", "could-not-verify"), now=now)
    assert cache.get("http://r", "10.1000/1") is None
    assert cache.get("http://r", "10.1000/2") == Verification("10.1000/2", "not-found", cached=True)
    assert cache.get("http://r", "10.1000/3") is None
    assert cache.get("http://other", "10.1000/2") is None
    cache.close()


def test_cache_failure_is_a_verify_error(tmp_path: Path) -> None:
    cache = VerifyCache(str(tmp_path / "c.sqlite3"))
    with sqlite3.connect(tmp_path / "c.sqlite3") as other:
        other.execute("DROP TABLE answers")
    with pytest.raises(VerifyError, match="cannot write the verification cache"):
        cache.put("http://r", Verification("10.1000/1", "exists"))
    with pytest.raises(VerifyError, match="cannot read the verification cache"):
        cache.get("http://r", "10.1000/1")
    cache.close()


def test_no_cache_asks_every_time(handle_server: HandleServer, tmp_path: Path) -> None:
    verify(handle_server, tmp_path, ["10.1000/a"], verify_cache=False)
    verify(handle_server, tmp_path, ["10.1000/a"], verify_cache=False)
    assert handle_server.requests == 2
    assert not (tmp_path / "cache.sqlite3").exists()


def test_not_found_gets_verified_suggestions(handle_server: HandleServer, tmp_path: Path) -> None:
    handle_server.add("10.1000/abc-1", "url", "https://example.org/")
    [answer] = verify(handle_server, tmp_path, ["10.1000/abc-12"], verify_suggestions=True)
    assert answer.status == "not-found"
    assert ("10.1000/abc-1", "trailing-character-removed", "exists") in [
        (s.doi, s.fix, s.status) for s in answer.suggestions
    ]


def test_only_suggestions_that_exist_are_kept(handle_server: HandleServer, tmp_path: Path) -> None:
    """Two fixes are asked about; the one not found is dropped (issue 11.8)."""
    handle_server.add("10.1000/a-b.", "no-values")
    [answer] = verify(handle_server, tmp_path, ["10.1000/a\u2010b."], verify_suggestions=True)
    assert handle_server.asked["10.1000/a\u2010b"] == 1
    assert [(s.doi, s.fix, s.status) for s in answer.suggestions] == [
        ("10.1000/a-b.", "typographic-hyphen-folded", "exists-no-values")
    ]


def test_without_suggestions_one_request_per_doi(
    handle_server: HandleServer, tmp_path: Path
) -> None:
    answers = verify(handle_server, tmp_path, ["10.1000/abc-12", "10.1000/x."],
                     verify_suggestions=False)  # fmt: skip
    assert [(a.status, a.suggestions) for a in answers] == [("not-found", ())] * 2
    assert handle_server.requests == 2


@pytest.mark.parametrize(
    ("doi", "expected"),
    [
        pytest.param("10.1000/abc.", ("10.1000/abc", "trailing-character-removed"),
                     id="trailing-dot"),
        pytest.param("10.1000/a\u2010b", ("10.1000/a-b", "typographic-hyphen-folded"),
                     id="2.6.4-typographic-hyphen"),
        pytest.param("10.1111/x.123/abstract", ("10.1111/x.123", "publisher-tail-removed"),
                     id="SPEC-3-wiley-tail"),
        pytest.param("10.1000/ab%2Fcd", ("10.1000/ab/cd", "percent-decoded-again"),
                     id="SPEC-4-double-encoded"),
        pytest.param("10.1101/2020.01.01.123v2", ("10.1101/2020.01.01.123", "version-removed"),
                     id="SPEC-3-biorxiv-version"),
    ],
)  # fmt: skip
def test_nearby_dois(doi: str, expected: tuple[str, str]) -> None:
    assert expected in nearby_dois(doi)
    assert all(candidate != doi for candidate, _ in nearby_dois(doi))
