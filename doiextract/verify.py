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
(Handbook 2.5.2.4, ``forms.encode_doi``). Requests run on a thread pool of
``Options.verify_concurrency`` workers under a shared rate limit (``verify_rate`` per second,
polite by default), each with a timeout and retries with exponential backoff and jitter on
network errors, HTTP 5xx/429 and response codes 2 and 3 (``Retry-After`` honoured). Definite
answers are kept in an SQLite cache in the user cache directory for 24 hours, as long as the
proxy itself caches handle values (Handbook 3.8.1); ``verify_cache=False`` bypasses it.

For a DOI not found, :func:`nearby_dois` proposes fixes to try (a trailing character removed,
a typographic hyphen folded, a publisher URL tail dropped...); they are verified too and
reported as suggestions, never applied.

Won't: follow redirects to landing pages, fetch metadata, or resolve shortDOIs (Handbook 2.10).
"""

from __future__ import annotations

import base64
import http.client
import json
import logging
import os
import random
import re
import sqlite3
import threading
import time
import urllib.parse
from collections.abc import Callable, Iterable
from concurrent.futures import ThreadPoolExecutor, as_completed
from dataclasses import asdict, dataclass, replace
from typing import Any
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
    "verify_dois",
]

log = logging.getLogger(__name__)

STATUSES = ("exists", "exists-no-values", "not-found", "could-not-verify")
#: Statuses that are answers about the DOI (cached); ``could-not-verify`` is about the network.
DEFINITE = frozenset({"exists", "exists-no-values", "not-found"})

# Handle protocol response codes used by the REST API (Handbook 3.8.3).
CODE_SUCCESS = 1
CODE_ERROR = 2
CODE_SERVER_TOO_BUSY = 3
CODE_HANDLE_NOT_FOUND = 100
CODE_VALUES_NOT_FOUND = 200
_RETRY_CODES = frozenset({CODE_ERROR, CODE_SERVER_TOO_BUSY})
_MAX_BACKOFF = 30.0
_CACHE_BATCH = 200
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
        with self._lock:
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
        """Store the definite answers (one transaction: a commit per answer is slow)."""
        fetched = time.time() if now is None else now
        rows = [
            (resolver, doi_key(a.doi), json.dumps(_cached_fields(a)), fetched)
            for a in answers
            if a.status in DEFINITE
        ]
        if not rows:
            return
        with self._lock, self._db:
            self._db.executemany("INSERT OR REPLACE INTO answers VALUES (?, ?, ?, ?)", rows)

    def close(self) -> None:
        with self._lock:
            self._db.close()


class _RateLimiter:
    """At most ``rate`` request starts per second over all threads (0 = no limit)."""

    def __init__(self, rate: float) -> None:
        self.interval = 1.0 / rate if rate > 0 else 0.0
        self._next = time.monotonic()
        self._lock = threading.Lock()

    def wait(self) -> None:
        if not self.interval:
            return
        with self._lock:
            now = time.monotonic()
            start = max(now, self._next)
            self._next = start + self.interval
        if start > now:
            time.sleep(start - now)


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
        self._owns_cache = cache is None and self.options.verify_cache
        if cache is None and self.options.verify_cache:
            cache = VerifyCache(self.options.verify_cache_path, self.options.verify_cache_ttl)
        self.cache = cache
        self._limiter = _RateLimiter(self.options.verify_rate)
        self._local = threading.local()
        self._connections: list[http.client.HTTPConnection] = []
        self._connections_lock = threading.Lock()
        self.requests = 0

    def __enter__(self) -> DoiProxyClient:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        with self._connections_lock:
            for connection in self._connections:
                connection.close()
            self._connections.clear()
        if self.cache is not None and self._owns_cache:
            self.cache.close()

    # -- one request ------------------------------------------------------------------------

    def _connection(self) -> http.client.HTTPConnection:
        connection: http.client.HTTPConnection | None = getattr(self._local, "connection", None)
        if connection is None:
            cls = (
                http.client.HTTPSConnection
                if self._scheme == "https"
                else http.client.HTTPConnection
            )
            connection = cls(self._host, self._port, timeout=self.options.verify_timeout)
            self._local.connection = connection
            with self._connections_lock:
                self._connections.append(connection)
        return connection

    def _get(self, path: str) -> tuple[int, str | None, bytes]:
        connection = self._connection()
        try:
            connection.request(
                "GET", path, headers={"Accept": "application/json", "User-Agent": _USER_AGENT}
            )
            response = connection.getresponse()
            body = response.read()
        except BaseException:
            connection.close()  # a half-read connection cannot be reused
            raise
        if response.getheader("Connection", "").lower() == "close":
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

    def _backoff(self, attempt: int, retry_after: str | None) -> float:
        delay = self.options.verify_backoff * (2 ** (attempt - 1))
        delay *= 0.5 + random.random() / 2  # jitter spreads retries of parallel workers
        if retry_after and retry_after.strip().isdigit():
            delay = max(delay, float(retry_after))
        return float(min(delay, _MAX_BACKOFF))

    def lookup(self, doi: str) -> Verification:
        """Ask the proxy about one DOI (no cache), retrying as the module docstring says."""
        path = f"{self._base_path}/api/handles/{encode_doi(doi)}"
        problem = "not asked"
        retry_after: str | None = None
        attempts = 0
        for attempt in range(self.options.verify_retries + 1):
            if attempt:
                time.sleep(self._backoff(attempt, retry_after))
            self._limiter.wait()
            attempts += 1
            with self._connections_lock:
                self.requests += 1
            try:
                status, retry_after, body = self._get(path)
            except (OSError, http.client.HTTPException) as err:
                problem = f"network error: {type(err).__name__}: {err}".rstrip(": ")
                retry_after = None
                continue
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
        ``suggest`` (default ``Options.verify_suggestions``) adds verified
        :func:`nearby_dois` to each ``not-found`` answer.
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
                suggestions = tuple(
                    Suggestion(doi, fix, tried[doi_key(doi)].status, tried[doi_key(doi)].url)
                    for doi, fix in pairs
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
        with ThreadPoolExecutor(max_workers=workers, thread_name_prefix="doi-verify") as pool:
            futures = {pool.submit(self.lookup, doi): key for key, doi in todo.items()}
            fresh: list[Verification] = []
            try:
                for future in as_completed(futures):
                    answer = future.result()
                    answers[futures[future]] = answer
                    fresh.append(answer)
                    if self.cache is not None and len(fresh) >= _CACHE_BATCH:
                        self.cache.put_many(self.resolver, fresh)
                        fresh = []
                    if progress:
                        progress(answer)
            finally:
                # what was asked is kept even when the run is interrupted
                if self.cache is not None:
                    self.cache.put_many(self.resolver, fresh)
        return answers


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


def verify_dois(
    dois: Iterable[str], options: Options | None = None, *, suggest: bool | None = None
) -> list[Verification]:
    """Verify DOIs against ``options.resolver`` (see :class:`DoiProxyClient`)."""
    with DoiProxyClient(options) as client:
        return client.verify(dois, suggest=suggest)
