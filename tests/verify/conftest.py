"""A real local DOI proxy REST API (Handbook 3.8.3) on 127.0.0.1, started per test.

``HandleServer.records`` maps an ASCII-folded DOI to what the server answers for it:
``("url", URL)``, ``("loc", XML)`` (a 10320/loc value, 3.8.4.3), ``("no-values",)`` (response
code 200) or ``("error",)`` (HTTP 500, response code 2); any other DOI is not found (HTTP 404,
response code 100). ``fail`` decides per request whether to answer 500 instead; ``delay``
per DOI how long to wait before answering (slow answers); ``drip`` sends the whole response
one byte every ``drip`` seconds; ``respond(handler, number, handle)`` may write a response of
its own (and return True). The server counts requests and finished answers, keeps the raw
paths asked, and measures the most requests in flight at once.
"""

from __future__ import annotations

import json
import threading
import time
import urllib.parse
from collections import Counter
from collections.abc import Callable, Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import pytest

from doiextract.scan import doi_key

PREFIX = "/api/handles/"


class HandleServer:
    def __init__(self) -> None:
        self.records: dict[str, tuple[str, ...]] = {}
        self.fail: Callable[[int, str], bool] = lambda number, doi: False
        self.delay: Callable[[int, str], float] = lambda number, doi: 0.0
        self.base_delay = 0.0
        self.drip = 0.0
        self.respond: Callable[[BaseHTTPRequestHandler, int, str], bool] | None = None
        self.requests = 0
        self.answered = 0
        self.paths: list[str] = []
        self.asked: Counter[str] = Counter()
        self.failed: Counter[str] = Counter()
        self.in_flight = 0
        self.max_in_flight = 0
        self.lock = threading.Lock()
        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), self._handler())
        self.httpd.daemon_threads = True
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)

    @property
    def url(self) -> str:
        host, port = self.httpd.server_address[:2]
        return f"http://{host}:{port}"

    def add(self, doi: str, *answer: str) -> None:
        self.records[doi_key(doi)] = answer

    def answer(self, number: int, handle: str) -> tuple[int, dict[str, Any]]:
        record = self.records.get(doi_key(handle))
        if self.fail(number, handle) or (record is not None and record[0] == "error"):
            with self.lock:
                self.failed[handle] += 1
            return 500, {"responseCode": 2, "handle": handle, "message": "unexpected"}
        if record is None:
            return 404, {"responseCode": 100, "handle": handle}
        if record[0] == "no-values":
            return 200, {"responseCode": 200, "handle": handle, "values": []}
        admin = {
            "index": 100,
            "type": "HS_ADMIN",
            "data": {"format": "admin", "value": {"handle": "0.NA/10.1000", "index": 200,
                                                  "permissions": "011111111111"}},
            "ttl": 86400,
            "timestamp": "2000-04-13T15:08:57Z",
        }  # fmt: skip
        kind = "URL" if record[0] == "url" else "10320/loc"
        value = {"index": 1, "type": kind, "data": {"format": "string", "value": record[1]},
                 "ttl": 86400, "timestamp": "2004-09-10T19:49:59Z"}  # fmt: skip
        return 200, {"responseCode": 1, "handle": handle, "values": [admin, value]}

    def _handler(self) -> type[BaseHTTPRequestHandler]:
        server = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"  # keep-alive, as the real proxy
            disable_nagle_algorithm = True  # no 40 ms delayed-ACK stall per answer

            def log_message(self, format: str, *args: Any) -> None:
                pass

            def do_GET(self) -> None:
                with server.lock:
                    server.requests += 1
                    number = server.requests
                    server.in_flight += 1
                    server.max_in_flight = max(server.max_in_flight, server.in_flight)
                    server.paths.append(self.path)
                try:
                    path = self.path.split("?", 1)[0]
                    if not path.startswith(PREFIX):
                        status, body = 404, {"responseCode": 100, "handle": ""}
                    else:
                        handle = urllib.parse.unquote(path[len(PREFIX) :])
                        with server.lock:
                            server.asked[handle] += 1
                        time.sleep(server.base_delay + server.delay(number, handle))
                        if server.respond is not None and server.respond(self, number, handle):
                            return
                        status, body = server.answer(number, handle)
                    self._send(status, json.dumps(body).encode())
                    with server.lock:
                        server.answered += 1
                except (BrokenPipeError, ConnectionResetError):
                    pass
                finally:
                    with server.lock:
                        server.in_flight -= 1

            def _send(self, status: int, data: bytes) -> None:
                if not server.drip:
                    self.send_response(status)
                    self.send_header("Content-Type", "application/json")
                    self.send_header("Content-Length", str(len(data)))
                    self.end_headers()
                    self.wfile.write(data)
                    return
                head = (
                    f"HTTP/1.1 {status} X\r\nContent-Type: application/json\r\n"
                    f"Content-Length: {len(data)}\r\n\r\n"
                ).encode()
                for byte in head + data:
                    self.wfile.write(bytes((byte,)))
                    self.wfile.flush()
                    time.sleep(server.drip)

        return Handler


PROXY_VARIABLES = ("http_proxy", "https_proxy", "all_proxy", "no_proxy")


@pytest.fixture(autouse=True)
def no_proxy_variables(monkeypatch: pytest.MonkeyPatch) -> None:
    """The tests talk to 127.0.0.1 directly whatever proxy the machine sets (the client honours
    the standard variables; tests/verify/test_proxy.py sets its own)."""
    for name in PROXY_VARIABLES:
        monkeypatch.delenv(name, raising=False)
        monkeypatch.delenv(name.upper(), raising=False)


@pytest.fixture
def handle_server() -> Iterator[HandleServer]:
    server = HandleServer()
    server.thread.start()
    try:
        yield server
    finally:
        server.httpd.shutdown()
        server.httpd.server_close()
