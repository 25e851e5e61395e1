"""The DOI proxy client through a forward proxy named by the standard environment variables
(issue 11.8): a local proxy on 127.0.0.1 that relays absolute-form GETs and refuses CONNECT."""

from __future__ import annotations

import base64
import http.client
import threading
import urllib.parse
from collections.abc import Iterator
from dataclasses import replace
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import TYPE_CHECKING, Any

import pytest

from doiextract.errors import VerifyError
from doiextract.options import Options
from doiextract.verify import DoiProxyClient

if TYPE_CHECKING:
    from tests.verify.conftest import HandleServer


class ForwardProxy:
    """Relays ``GET http://host:port/path`` to that server; answers CONNECT with 403 (nothing
    leaves the machine). Keeps each request line and its Proxy-Authorization."""

    def __init__(self) -> None:
        self.seen: list[tuple[str, str | None]] = []
        proxy = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, format: str, *args: Any) -> None:
                pass

            def do_GET(self) -> None:
                proxy.seen.append((self.requestline, self.headers.get("Proxy-Authorization")))
                target = urllib.parse.urlsplit(self.path)
                upstream = http.client.HTTPConnection(target.netloc, timeout=10)
                upstream.request("GET", target.path, headers={"Accept": "application/json"})
                answer = upstream.getresponse()
                body = answer.read()
                upstream.close()
                self.send_response(answer.status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            def do_CONNECT(self) -> None:
                proxy.seen.append((self.requestline, self.headers.get("Proxy-Authorization")))
                self.send_response(403)
                self.send_header("Content-Length", "0")
                self.end_headers()

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.httpd.daemon_threads = True
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)

    @property
    def address(self) -> str:
        host, port = self.httpd.server_address[:2]
        return f"{host}:{port}"


@pytest.fixture
def forward_proxy() -> Iterator[ForwardProxy]:
    proxy = ForwardProxy()
    proxy.thread.start()
    try:
        yield proxy
    finally:
        proxy.httpd.shutdown()
        proxy.httpd.server_close()


def ask(resolver: str, doi: str = "10.1000/1") -> str:
    options = replace(Options(), resolver=resolver, verify_cache=False, verify_rate=0.0,
                      verify_retries=0, verify_suggestions=False)  # fmt: skip
    with DoiProxyClient(options) as client:
        [answer] = client.verify([doi])
    return answer.status


def test_http_proxy_gets_the_absolute_url(
    handle_server: HandleServer, forward_proxy: ForwardProxy, monkeypatch: pytest.MonkeyPatch
) -> None:
    handle_server.add("10.1000/1", "url", "https://example.org/")
    monkeypatch.setenv("HTTP_PROXY", f"http://{forward_proxy.address}")
    assert ask(handle_server.url) == "exists"
    assert forward_proxy.seen == [(f"GET {handle_server.url}/api/handles/10.1000/1 HTTP/1.1", None)]
    assert handle_server.requests == 1


def test_proxy_credentials_are_sent(
    handle_server: HandleServer, forward_proxy: ForwardProxy, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("http_proxy", f"http://me:p%40ss@{forward_proxy.address}")
    assert ask(handle_server.url) == "not-found"
    [(_, authorization)] = forward_proxy.seen
    assert authorization == "Basic " + base64.b64encode(b"me:p@ss").decode()


@pytest.mark.parametrize("no_proxy", ["127.0.0.1", "*", "localhost,127.0.0.1"])
def test_no_proxy_goes_direct(
    handle_server: HandleServer, forward_proxy: ForwardProxy, monkeypatch: pytest.MonkeyPatch,
    no_proxy: str,
) -> None:  # fmt: skip
    monkeypatch.setenv("HTTP_PROXY", f"http://{forward_proxy.address}")
    monkeypatch.setenv("NO_PROXY", no_proxy)
    assert ask(handle_server.url) == "not-found"
    assert forward_proxy.seen == []
    assert handle_server.requests == 1


def test_https_resolver_tunnels_through_connect(
    forward_proxy: ForwardProxy, monkeypatch: pytest.MonkeyPatch
) -> None:
    """https://doi.org through the proxy: the client connects only to the proxy and asks it
    for a tunnel (this proxy refuses, so nothing leaves the machine)."""
    monkeypatch.setenv("HTTPS_PROXY", forward_proxy.address)  # scheme-less, as curl takes it
    monkeypatch.setenv("HTTP_PROXY", "http://127.0.0.1:9")  # not for https
    assert ask("https://doi.org") == "could-not-verify"
    [(line, _)] = forward_proxy.seen
    assert line.startswith("CONNECT doi.org:443 HTTP/")


def test_unsupported_proxy_is_a_clear_error(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HTTPS_PROXY", "socks5://127.0.0.1:1080")
    with pytest.raises(VerifyError, match="only http:// proxies"):
        ask("https://doi.org")
