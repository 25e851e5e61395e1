"""Check DOIs against the DOI proxy REST API (DOI Handbook 3.8.3).

Takes decoded DOIs; gives one :class:`Verification` per DOI with a status:

``exists``
    response code 1: the handle has values; ``url`` is its first ``URL`` value (the one the
    proxy would redirect to), ``locations`` the ``href`` s of any ``10320/loc`` value (3.8.4.3).
``exists-no-values``
    response code 200: the handle exists but has no values.
``not-found``
    response code 100 with HTTP 404: the handle does not exist. Only this answer gives it.
``could-not-verify``
    anything else: network errors, timeouts, HTTP 5xx / response code 2 after every retry, or
    an answer that does not follow 3.8.3. A server error is never taken for "not found".

The request is ``GET {resolver}/api/handles/{doi}`` with the DOI percent-encoded as for a URL
(Handbook 2.5.2.4, ``forms.encode_doi``), through the proxy that ``https_proxy`` /
``http_proxy`` name unless ``no_proxy`` excludes the resolver (an https resolver through a
CONNECT tunnel). Requests run on a thread pool of
``Options.verify_concurrency`` workers under a shared rate limit (``verify_rate`` per second,
polite by default), each with a timeout and retries with exponential backoff and jitter on
network errors, HTTP 5xx/429 and response codes 2 and 3 (``Retry-After`` honoured). Definite
answers are kept in an SQLite cache in the user cache directory for 24 hours, as long as the
proxy itself caches handle values (Handbook 3.8.1); ``verify_cache=False`` bypasses it. Each
answer is committed as it arrives, so a run killed in any way is not asked again what it got.

For a DOI not found, :func:`nearby_dois` proposes fixes to try (a trailing character removed,
a typographic hyphen folded, a publisher URL tail dropped...); when suggestions are asked for,
they are verified too and those that exist are reported as suggestions, never applied.

Won't: follow redirects to landing pages, fetch metadata, or resolve shortDOIs (Handbook 2.10).
"""

from __future__ import annotations

import base64
import contextlib
import datetime
import email.utils
import http.client
import io
import json
import logging
import math
import os
import random
import re
import signal
import socket
import sqlite3
import sys
import threading
import time
import urllib.parse
import urllib.request
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import ThreadPoolExecutor, as_completed
from dataclasses import asdict, dataclass, replace
from typing import Any, TextIO
from xml.etree import ElementTree

from doiextract.errors import VerifyError
from doiextract.forms import encode_doi
from doiextract.options import DEFAULT_OPTIONS, Options
from doiextract.rules.validate import rejection_reason
from doiextract.scan import doi_key
from doiextract.syntax import NEARBY_HYPHENS, NEARBY_TAILS_RE, NEARBY_VERSION_RE

__all__ = [
    "STATUSES",
    "DoiProxyClient",
    "Suggestion",
    "Verification",
    "VerifyCache",
    "default_cache_path",
    "nearby_dois",
    "retry_after_seconds",
    "stop_on_sigterm",
    "summary",
    "verify_dois",
    "verify_with_progress",
]

log = logging.getLogger(__name__)

STATUSES = ("exists", "exists-no-values", "not-found", "could-not-verify")
#: Statuses that are answers about the DOI (cached); ``could-not-verify`` is about the network.
DEFINITE = frozenset({"exists", "exists-no-values", "not-found"})
_EXISTING = frozenset({"exists", "exists-no-values"})

# Handle protocol response codes used by the REST API (Handbook 3.8.3).
CODE_SUCCESS = 1
CODE_ERROR = 2
CODE_SERVER_TOO_BUSY = 3
CODE_HANDLE_NOT_FOUND = 100
CODE_VALUES_NOT_FOUND = 200
_RETRY_CODES = frozenset({CODE_ERROR, CODE_SERVER_TOO_BUSY})
_MAX_BACKOFF = 30.0
#: The longest answer read (a DOI's handle record is a few KB): a longer one is an error answer,
#: never read into memory (issue 12.7).
MAX_RESPONSE_BYTES = 1 << 20
_READ_CHUNK = 64 * 1024
_USER_AGENT = "doiextract/0.1 (DOI verification; Handbook 3.8.3 REST API)"


@dataclass(frozen=True, slots=True)
class Suggestion:
    """A nearby DOI to try for a DOI that was not found: ``fix`` names the change, ``status``
    is its own verification status (``None`` when not checked)."""

    doi: str
    fix: str
    status: str | None = None
    url: str | None = None


@dataclass(frozen=True, slots=True)
class Verification:
    """The answer about one DOI (see the module docstring for ``status``)."""

    doi: str
    status: str
    url: str | None = None
    locations: tuple[str, ...] = ()
    response_code: int | None = None
    http_status: int | None = None
    attempts: int = 0
    cached: bool = False
    message: str | None = None
    suggestions: tuple[Suggestion, ...] = ()

    def record(self) -> dict[str, Any]:
        """A JSON-ready dictionary (``verify --format jsonl``)."""
        out = asdict(self)
        out["locations"] = list(self.locations)
        out["suggestions"] = [asdict(s) for s in self.suggestions]
        return out


def default_cache_path() -> str:
    """``verify.sqlite3`` in the user cache directory (platformdirs)."""
    import platformdirs

    return os.path.join(
        platformdirs.user_cache_dir("doiextract", appauthor=False), "verify.sqlite3"
    )


def _cached_fields(answer: Verification) -> dict[str, Any]:
    return {
        "status": answer.status,
        "url": answer.url,
        "locations": list(answer.locations),
        "response_code": answer.response_code,
        "http_status": answer.http_status,
    }


class VerifyCache:
    """Definite answers per (resolver, DOI key), kept ``ttl`` seconds (Handbook 3.8.1: 24 h).

    Safe to share between threads (one connection behind a lock)."""

    def __init__(self, path: str | None = None, ttl: float = 86400.0) -> None:
        self.path = path or default_cache_path()
        self.ttl = ttl
        directory = os.path.dirname(self.path)
        try:
            if directory:
                os.makedirs(directory, exist_ok=True)
            self._db = sqlite3.connect(self.path, check_same_thread=False, timeout=30)
            # WAL: readers of another run are not blocked while this one writes
            self._db.execute("PRAGMA journal_mode=WAL")
            # a commit per answer (~0.1 ms): written to the WAL before the next request, so a
            # killed run loses nothing; only a power cut may lose the last few (asked again)
            self._db.execute("PRAGMA synchronous=NORMAL")
            with self._db:
                self._db.execute(
                    "CREATE TABLE IF NOT EXISTS answers (resolver TEXT NOT NULL, key TEXT NOT NULL,"
                    " answer TEXT NOT NULL, fetched REAL NOT NULL, PRIMARY KEY (resolver, key))"
                )
        except (OSError, sqlite3.Error) as err:
            raise VerifyError(f"cannot open the verification cache {self.path}: {err}") from err
        self._lock = threading.Lock()

    def get(self, resolver: str, doi: str, now: float | None = None) -> Verification | None:
        now = time.time() if now is None else now
        with self._lock, self._errors("read"):
            row = self._db.execute(
                "SELECT answer, fetched FROM answers WHERE resolver = ? AND key = ?",
                (resolver, doi_key(doi)),
            ).fetchone()
        if row is None or now - row[1] > self.ttl:
            return None
        data = json.loads(row[0])
        return Verification(
            doi,
            data["status"],
            data.get("url"),
            tuple(data.get("locations", ())),
            data.get("response_code"),
            data.get("http_status"),
            0,
            True,
        )

    def put(self, resolver: str, answer: Verification, now: float | None = None) -> None:
        self.put_many(resolver, [answer], now)

    def put_many(
        self, resolver: str, answers: Iterable[Verification], now: float | None = None
    ) -> None:
        """Store the definite answers (one transaction)."""
        fetched = time.time() if now is None else now
        rows = [
            (resolver, doi_key(a.doi), json.dumps(_cached_fields(a)), fetched)
            for a in answers
            if a.status in DEFINITE
        ]
        if not rows:
            return
        with self._lock, self._errors("write"), self._db:
            self._db.executemany("INSERT OR REPLACE INTO answers VALUES (?, ?, ?, ?)", rows)

    @contextlib.contextmanager
    def _errors(self, doing: str) -> Iterator[None]:
        """SQLite errors (disk full, locked past the timeout...) as :class:`VerifyError`."""
        try:
            yield
        except sqlite3.Error as err:
            raise VerifyError(f"cannot {doing} the verification cache {self.path}: {err}") from err

    def close(self) -> None:
        with self._lock:
            self._db.close()


class _RateLimiter:
    """At most ``rate`` request starts per second over all threads (0 = no limit)."""

    def __init__(self, rate: float) -> None:
        self.interval = 1.0 / rate if rate > 0 else 0.0
        self._next = time.monotonic()
        self._lock = threading.Lock()

    def hold(self, seconds: float) -> None:
        """No request starts in the next ``seconds`` (a server's ``Retry-After``)."""
        with self._lock:
            self._next = max(self._next, time.monotonic() + seconds)

    def wait(self, stop: threading.Event) -> None:
        """Sleep until this thread's turn (or until ``stop`` is set)."""
        with self._lock:
            now = time.monotonic()
            start = max(now, self._next)
            self._next = start + self.interval
        if start > now:
            stop.wait(start - now)


def _values(values: Any) -> tuple[str | None, tuple[str, ...]]:
    """The first ``URL`` value and the ``10320/loc`` hrefs of a handle record (3.8.3, 3.8.4.3)."""
    url: str | None = None
    locations: list[str] = []
    if not isinstance(values, list):
        return None, ()
    for value in values:
        if not isinstance(value, dict) or not isinstance(value.get("data"), dict):
            continue
        data = value["data"]
        content = data.get("value")
        if data.get("format") == "base64" and isinstance(content, str):
            try:
                content = base64.b64decode(content).decode("utf-8")
            except ValueError:
                continue
        if not isinstance(content, str):
            continue
        if value.get("type") == "URL" and url is None:
            url = content
        elif value.get("type") == "10320/loc":
            try:
                root = ElementTree.fromstring(content)
            except ElementTree.ParseError:
                continue
            locations.extend(
                href for loc in root.iter("location") if (href := loc.get("href")) is not None
            )
    return url, tuple(locations)


def _time_left(deadline: float) -> float:
    left = deadline - time.monotonic()
    if left <= 0:
        raise TimeoutError("timed out")
    return left


class _DeadlineSocket:
    """A connected socket whose every read and write ends by its connection's ``deadline``
    (``time.monotonic()``): each operation's timeout is the time left, so a server sending a
    byte a second cannot hold a request past ``verify_timeout`` (the socket timeout alone is
    per operation). ``makefile`` is all ``http.client.HTTPResponse`` reads through."""

    def __init__(self, sock: Any, owner: _DeadlineConnection) -> None:
        self.sock = sock
        self.owner = owner

    def sendall(self, data: bytes) -> None:
        self.sock.settimeout(_time_left(self.owner.deadline))
        self.sock.sendall(data)

    def recv_into(self, buffer: Any) -> int:
        self.sock.settimeout(_time_left(self.owner.deadline))
        return int(self.sock.recv_into(buffer))

    def makefile(self, mode: str = "rb") -> io.BufferedReader:
        return io.BufferedReader(_SocketReader(self))

    def shutdown(self, how: int) -> None:
        self.sock.shutdown(how)

    def close(self) -> None:
        self.sock.close()


class _SocketReader(io.RawIOBase):
    def __init__(self, sock: _DeadlineSocket) -> None:
        self.sock = sock

    def readable(self) -> bool:
        return True

    def readinto(self, buffer: Any) -> int:
        return self.sock.recv_into(buffer)


class _DeadlineConnection(http.client.HTTPConnection):
    """``http.client`` connection whose request (connect, send, headers, body) ends by
    ``deadline``; set it before each request."""

    deadline = math.inf

    def connect(self) -> None:
        self.timeout = _time_left(self.deadline)
        super().connect()
        self.sock = _DeadlineSocket(self.sock, self)


class _DeadlineHTTPSConnection(_DeadlineConnection, http.client.HTTPSConnection):
    """The same over TLS (the handshake is bounded by the time left when it starts: ssl keeps
    one deadline per handshake)."""


def _read_limited(response: http.client.HTTPResponse, limit: int) -> bytes | None:
    """The body, or ``None`` when it is longer than ``limit`` bytes (then at most ``limit``
    plus one chunk is read)."""
    if response.length is not None and response.length > limit:
        return None
    chunks: list[bytes] = []
    size = 0
    while chunk := response.read(_READ_CHUNK):
        size += len(chunk)
        if size > limit:
            return None
        chunks.append(chunk)
    return b"".join(chunks)


def retry_after_seconds(value: str | None, now: float | None = None) -> float | None:
    """The wait a ``Retry-After`` header asks for (RFC 9110 10.2.3: delay-seconds or an
    HTTP-date), ``None`` when absent or unreadable.

    >>> retry_after_seconds("120"), retry_after_seconds("soon")
    (120.0, None)
    >>> retry_after_seconds("Wed, 21 Oct 2015 07:28:00 GMT", now=1445412470.0)
    10.0
    """
    value = (value or "").strip()
    if value.isdigit():
        return float(value)
    try:
        when = email.utils.parsedate_to_datetime(value)
    except (TypeError, ValueError, IndexError):
        return None
    if when.tzinfo is None:  # "-0000": UTC (RFC 5322 3.3)
        when = when.replace(tzinfo=datetime.timezone.utc)
    return max(0.0, when.timestamp() - (time.time() if now is None else now))


def _proxy_for(resolver: urllib.parse.SplitResult) -> urllib.parse.SplitResult | None:
    """The proxy the standard environment variables (``https_proxy``, ``http_proxy``,
    ``no_proxy``, as ``urllib.request`` reads them) name for ``resolver``, or ``None``."""
    proxy = urllib.request.getproxies().get(resolver.scheme)
    if not proxy or urllib.request.proxy_bypass(resolver.netloc.rpartition("@")[2]):
        return None
    parts = urllib.parse.urlsplit(proxy if "://" in proxy else f"http://{proxy}")
    if parts.scheme != "http" or not parts.hostname:
        raise VerifyError(f"{resolver.scheme}_proxy={proxy!r}: only http:// proxies are supported")
    return parts


def _proxy_authorization(proxy: urllib.parse.SplitResult | None) -> dict[str, str]:
    if proxy is None or proxy.username is None:
        return {}
    user = urllib.parse.unquote(proxy.username)
    password = urllib.parse.unquote(proxy.password or "")
    token = base64.b64encode(f"{user}:{password}".encode()).decode("ascii")
    return {"Proxy-Authorization": f"Basic {token}"}


class DoiProxyClient:
    """A client of the DOI proxy REST API (see the module docstring); use as a context
    manager or call :meth:`close` (which closes the cache only if the client opened it).
    ``requests`` counts the HTTP requests sent."""

    def __init__(self, options: Options | None = None, cache: VerifyCache | None = None) -> None:
        self.options = options or DEFAULT_OPTIONS
        resolver = self.options.resolver.rstrip("/")
        parts = urllib.parse.urlsplit(resolver)
        if parts.scheme not in ("http", "https") or not parts.hostname:
            raise VerifyError(f"resolver must be an http(s) URL, got {self.options.resolver!r}")
        self.resolver = resolver
        self._scheme = parts.scheme
        self._host = parts.hostname
        self._port = parts.port
        self._base_path = parts.path
        self._proxy = _proxy_for(parts)
        self._headers = {"Accept": "application/json", "User-Agent": _USER_AGENT}
        self._proxy_headers = _proxy_authorization(self._proxy)
        if self._proxy is not None and self._scheme == "http":
            # a plain-HTTP proxy is sent the absolute URL (RFC 9112 3.2.2)
            self._base_path = f"{parts.scheme}://{parts.netloc}{parts.path}"
            self._headers.update(self._proxy_headers)
        self._owns_cache = cache is None and self.options.verify_cache
        if cache is None and self.options.verify_cache:
            cache = VerifyCache(self.options.verify_cache_path, self.options.verify_cache_ttl)
        self.cache = cache
        self._limiter = _RateLimiter(self.options.verify_rate)
        self._local = threading.local()
        self._connections: list[_DeadlineConnection] = []
        self._connections_lock = threading.Lock()
        self._stop = threading.Event()
        self.requests = 0

    def __enter__(self) -> DoiProxyClient:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def abort(self) -> None:
        """Stop at once (from any thread): no new request or retry, the requests in flight
        end with a network error (their sockets are shut down)."""
        self._stop.set()
        with self._connections_lock:
            for connection in self._connections:
                sock = connection.sock  # None, or closed meanwhile by its worker
                if sock is not None:
                    with contextlib.suppress(OSError):
                        sock.shutdown(socket.SHUT_RDWR)

    def close(self) -> None:
        with self._connections_lock:
            for connection in self._connections:
                connection.close()
            self._connections.clear()
        if self.cache is not None and self._owns_cache:
            self.cache.close()

    # -- one request ------------------------------------------------------------------------

    def _connection(self) -> _DeadlineConnection:
        connection: _DeadlineConnection | None = getattr(self._local, "connection", None)
        if connection is None:
            connection = self._new_connection()
            self._local.connection = connection
            with self._connections_lock:
                self._connections.append(connection)
        return connection

    def _new_connection(self) -> _DeadlineConnection:
        timeout = self.options.verify_timeout
        https = self._scheme == "https"
        if self._proxy is None:
            cls = _DeadlineHTTPSConnection if https else _DeadlineConnection
            return cls(self._host, self._port, timeout=timeout)
        proxy = (self._proxy.hostname or "", self._proxy.port or 80)
        if not https:
            return _DeadlineConnection(*proxy, timeout=timeout)
        connection = _DeadlineHTTPSConnection(*proxy, timeout=timeout)
        connection.set_tunnel(self._host, self._port, headers=self._proxy_headers)  # CONNECT
        return connection

    def _get(self, path: str) -> tuple[int, str | None, bytes | None]:
        """HTTP status, ``Retry-After`` and body (``None``: over ``MAX_RESPONSE_BYTES``)."""
        connection = self._connection()
        # verify_timeout is the whole request's time, not each socket operation's
        connection.deadline = time.monotonic() + self.options.verify_timeout
        try:
            connection.request("GET", path, headers=self._headers)
            response = connection.getresponse()
            body = _read_limited(response, MAX_RESPONSE_BYTES)
        except BaseException:
            connection.close()  # a half-read connection cannot be reused
            raise
        if body is None or response.getheader("Connection", "").lower() == "close":
            connection.close()
        return response.status, response.getheader("Retry-After"), body

    def _interpret(self, doi: str, status: int, body: bytes) -> Verification | str:
        """A final answer, or the reason to try again (a ``str``)."""
        try:
            data = json.loads(body)
        except ValueError:
            data = None
        code = data.get("responseCode") if isinstance(data, dict) else None
        if status >= 500 or status == 429 or code in _RETRY_CODES:
            return f"server error (HTTP {status}, response code {code})"
        if status == 200 and code == CODE_SUCCESS:
            url, locations = _values(data.get("values") if isinstance(data, dict) else None)
            if url is None and locations:
                url = locations[0]
            return Verification(doi, "exists", url, locations, code, status)
        if status == 200 and code == CODE_VALUES_NOT_FOUND:
            return Verification(doi, "exists-no-values", None, (), code, status)
        if status == 404 and code == CODE_HANDLE_NOT_FOUND:
            return Verification(doi, "not-found", None, (), code, status)
        message = data.get("message") if isinstance(data, dict) else None
        return Verification(
            doi, "could-not-verify", None, (), code if isinstance(code, int) else None, status,
            message=f"unexpected answer: HTTP {status}, response code {code}"
            + (f" ({message})" if message else ""),
        )  # fmt: skip

    def _backoff(self, attempt: int, asked: float | None) -> float:
        """Seconds before try ``attempt + 1``; ``asked``: the server's ``Retry-After``."""
        delay = self.options.verify_backoff * (2 ** (attempt - 1))
        delay *= 0.5 + random.random() / 2  # jitter spreads retries of parallel workers
        if asked is not None:
            self._limiter.hold(asked)  # the other workers wait too
            delay = max(delay, asked)
        return float(min(delay, _MAX_BACKOFF))

    def lookup(self, doi: str) -> Verification:
        """Ask the proxy about one DOI (no cache), retrying as the module docstring says."""
        path = f"{self._base_path}/api/handles/{encode_doi(doi)}"
        problem = "not asked"
        retry_after: str | None = None
        attempts = 0
        for attempt in range(self.options.verify_retries + 1):
            asked = retry_after_seconds(retry_after)
            if asked is not None and asked > _MAX_BACKOFF:
                problem += f"; the server asks to wait {asked:.0f} s"
                break
            if attempt:
                self._stop.wait(self._backoff(attempt, asked))
            self._limiter.wait(self._stop)
            if self._stop.is_set():
                problem = "interrupted"
                break
            attempts += 1
            with self._connections_lock:
                self.requests += 1
            try:
                status, retry_after, body = self._get(path)
            except (OSError, http.client.HTTPException) as err:
                problem = f"network error: {type(err).__name__}: {err}".rstrip(": ")
                retry_after = None
                continue
            if body is None:  # the same again on a retry
                return Verification(
                    doi, "could-not-verify", http_status=status, attempts=attempts,
                    message=f"response too large (over {MAX_RESPONSE_BYTES} bytes)",
                )  # fmt: skip
            answer = self._interpret(doi, status, body)
            if isinstance(answer, Verification):
                return replace(answer, attempts=attempts)
            problem = answer
        return Verification(
            doi, "could-not-verify", attempts=attempts, message=f"{problem} after {attempts} tries"
        )

    # -- many DOIs ----------------------------------------------------------------------------

    def verify(
        self,
        dois: Iterable[str],
        *,
        suggest: bool | None = None,
        progress: Callable[[Verification], None] | None = None,
    ) -> list[Verification]:
        """Verify each DOI (one answer per input, in order; the same key is asked once).

        Cached answers are used unless the cache is off; fresh definite answers are stored.
        ``suggest`` (default ``Options.verify_suggestions``) asks about the
        :func:`nearby_dois` of each ``not-found`` answer too (more requests) and adds those
        that exist; without it, one request per DOI.
        """
        order = list(dois)
        answers = self._verify_unique(order, progress)
        if suggest if suggest is not None else self.options.verify_suggestions:
            wanted = {
                key: nearby_dois(answer.doi)
                for key, answer in answers.items()
                if answer.status == "not-found"
            }
            tried = self._verify_unique(
                [doi for pairs in wanted.values() for doi, _ in pairs], None
            )
            for key, pairs in wanted.items():
                found = [(doi, fix, tried[doi_key(doi)]) for doi, fix in pairs]
                suggestions = tuple(
                    Suggestion(doi, fix, answer.status, answer.url)
                    for doi, fix, answer in found
                    if answer.status in _EXISTING  # a fix is worth showing only if it exists
                )
                answers[key] = replace(answers[key], suggestions=suggestions)
        return [replace(answers[doi_key(doi)], doi=doi) for doi in order]

    def _verify_unique(
        self, dois: list[str], progress: Callable[[Verification], None] | None
    ) -> dict[str, Verification]:
        answers: dict[str, Verification] = {}
        todo: dict[str, str] = {}
        for doi in dois:
            key = doi_key(doi)
            if key in answers or key in todo:
                continue
            cached = self.cache.get(self.resolver, doi) if self.cache is not None else None
            if cached is not None:
                answers[key] = cached
                if progress:
                    progress(cached)
            else:
                todo[key] = doi
        if not todo:
            return answers
        workers = max(1, min(self.options.verify_concurrency, len(todo)))
        pool = ThreadPoolExecutor(max_workers=workers, thread_name_prefix="doi-verify")
        try:
            futures = {pool.submit(self._ask, doi): key for key, doi in todo.items()}
            for future in as_completed(futures):
                answer = future.result()
                answers[futures[future]] = answer
                if progress:
                    progress(answer)
        except BaseException:
            # Ctrl-C, SIGTERM (stop_on_sigterm) or a failing callback: drop the queue, end the
            # requests in flight; the answers received are in the cache already (_ask)
            self.abort()
            pool.shutdown(wait=False, cancel_futures=True)
            raise
        pool.shutdown()
        return answers

    def _ask(self, doi: str) -> Verification:
        """:meth:`lookup`, the answer stored in the cache before the worker asks again."""
        answer = self.lookup(doi)
        if self.cache is not None:
            self.cache.put(self.resolver, answer)
        return answer


@contextlib.contextmanager
def stop_on_sigterm() -> Iterator[None]:
    """Within, SIGTERM raises ``SystemExit(143)`` in the main thread (elsewhere: no change), so
    a terminated run stops as an interrupted one does: nothing more asked, answers kept."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return

    def stop(signum: int, frame: object) -> None:
        raise SystemExit(128 + signum)

    previous = signal.signal(signal.SIGTERM, stop)
    try:
        yield
    finally:
        signal.signal(signal.SIGTERM, previous)


_TAILS_RE = NEARBY_TAILS_RE
_TYPOGRAPHIC_HYPHENS_RE = re.compile("[" + "".join(sorted(NEARBY_HYPHENS)) + "]")
_PERCENT_RE = re.compile(r"%[0-9A-Fa-f]{2}")
_VERSION_RE = NEARBY_VERSION_RE


def nearby_dois(doi: str) -> list[tuple[str, str]]:
    """DOIs to try instead of one that was not found, each with the name of its fix.

    Never applied by doiextract: shown to the user, who decides.

    >>> nearby_dois("10.1000/abc-1.")
    [('10.1000/abc-1', 'trailing-character-removed')]
    >>> [fix for _, fix in nearby_dois("10.1000/x\u20101/abstract")][:2]
    ['trailing-character-removed', 'typographic-hyphen-folded']
    """
    candidates: list[tuple[str, str]] = []
    if len(doi.partition("/")[2]) > 1:
        candidates.append((doi[:-1], "trailing-character-removed"))
    stripped = doi.rstrip(".,;:)]}>'\"/")
    if stripped != doi:
        candidates.append((stripped, "trailing-punctuation-removed"))
    if _TYPOGRAPHIC_HYPHENS_RE.search(doi):
        candidates.append(
            (_TYPOGRAPHIC_HYPHENS_RE.sub(lambda m: "" if m.group() == "\u00ad" else "-", doi),
             "typographic-hyphen-folded")
        )  # fmt: skip
    if _TAILS_RE.search(doi):
        candidates.append((_TAILS_RE.sub("", doi), "publisher-tail-removed"))
    if _PERCENT_RE.search(doi):
        candidates.append((urllib.parse.unquote(doi), "percent-decoded-again"))
    if any(c.isspace() for c in doi):
        candidates.append(("".join(doi.split()), "spaces-removed"))
    if _VERSION_RE.search(doi):
        candidates.append((_VERSION_RE.sub("", doi), "version-removed"))
    seen = {doi_key(doi)}
    out: list[tuple[str, str]] = []
    for candidate, fix in candidates:
        key = doi_key(candidate)
        if key in seen or rejection_reason(candidate) is not None:
            continue
        seen.add(key)
        out.append((candidate, fix))
    return out


def summary(answers: Iterable[Verification], requests: int) -> str:
    """One line: how many DOIs, per status, from the cache, and the requests sent.

    >>> summary([Verification("10.1000/1", "exists", cached=True)], 0)
    'verified 1 DOI: 1 exists (1 from the cache, 0 requests)'
    """
    answers = list(answers)
    counts = {status: sum(a.status == status for a in answers) for status in STATUSES}
    statuses = ", ".join(f"{n} {status}" for status, n in counts.items() if n) or "nothing"
    cached = sum(a.cached for a in answers)
    return (
        f"verified {len(answers)} DOI{'' if len(answers) == 1 else 's'}: {statuses}"
        f" ({cached} from the cache, {requests} request{'' if requests == 1 else 's'})"
    )


def verify_with_progress(
    dois: list[str], options: Options, stream: TextIO | None = None
) -> list[Verification]:
    """:meth:`DoiProxyClient.verify` as ``verify`` and ``clean --verify`` run it: a progress
    bar (tqdm, only when ``stream``, default stderr, is a terminal) over the distinct DOIs, then
    the :func:`summary` line on ``stream``; SIGTERM stops it as Ctrl-C does."""
    from tqdm import tqdm

    stream = sys.stderr if stream is None else stream
    total = len({doi_key(doi) for doi in dois})
    with stop_on_sigterm(), DoiProxyClient(options) as client:
        with tqdm(total=total, desc="verify", unit=" DOI", file=stream, leave=False,
                  disable=not stream.isatty()) as bar:  # fmt: skip
            answers = client.verify(dois, progress=lambda _: bar.update())
        print(summary(answers, client.requests), file=stream)
    return answers


def verify_dois(
    dois: Iterable[str], options: Options | None = None, *, suggest: bool | None = None
) -> list[Verification]:
    """Verify DOIs against ``options.resolver`` (see :class:`DoiProxyClient`)."""
    with DoiProxyClient(options) as client:
        return client.verify(dois, suggest=suggest)
