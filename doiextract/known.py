"""Outside knowledge for the readings of ambiguous text (SPEC §5 "Readings", issue #9 item 5).

``Options.known_dois`` names a file of DOIs that exist (a Crossref or OpenAlex dump a corpus user
already holds): a plain list, one DOI per line (``#`` comments and blank lines skipped, ``doi:``
and ``https://doi.org/`` forms accepted), loaded once into a set of keys; or a SQLite file,
queried lazily: the first table with a column named ``doi`` (any case), or else the first
column of the first table. ``Options.verify_readings`` asks the DOI proxy instead
(``doiextract.verify``, with its cache): only about the readings a registrant profile or a
hyphen at a break leaves open, never unless asked.

Won't: change what is reported when neither file nor verification is asked for.
"""

from __future__ import annotations

import functools
import threading
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from doiextract.errors import KnownDoisError
from doiextract.options import Options
from doiextract.syntax import ASCII_FOLD

if TYPE_CHECKING:
    import sqlite3  # (imported where a SQLite file is read: not on every run's import path)

__all__ = ["KnownDois", "KnownDoisError", "oracle"]

_SQLITE_MAGIC = b"SQLite format 3\x00"
_PREFIXES = ("https://doi.org/", "http://doi.org/", "https://dx.doi.org/", "http://dx.doi.org/")


def _key(doi: str) -> str:
    return doi.lower() if doi.isascii() else doi.translate(ASCII_FOLD)


def _clean(line: str) -> str:
    line = line.strip()
    lowered = line.lower()
    for prefix in _PREFIXES:
        if lowered.startswith(prefix):
            return line[len(prefix) :]
    if lowered.startswith("doi:"):
        return line[4:].strip()
    return line


class KnownDois:
    """``known(doi)``: whether ``doi`` is in the file (ASCII-case-insensitively, SPEC §1).

    ``cheap`` is true: asking costs a set lookup or one indexed query.
    """

    cheap = True

    def __init__(self, path: str) -> None:
        self.path = path
        self._keys: set[str] | None = None
        self._query: str | None = None
        self._local = threading.local()
        try:
            with open(path, "rb") as handle:
                head = handle.read(len(_SQLITE_MAGIC))
        except OSError as err:
            raise KnownDoisError(f"cannot read the known-DOIs file {path!r}: {err}") from err
        if head == _SQLITE_MAGIC:
            self._query = self._sqlite_query()
        else:
            self._keys = self._load_list()

    def _load_list(self) -> set[str]:
        keys: set[str] = set()
        try:
            with open(self.path, encoding="utf-8", errors="replace") as handle:
                for line in handle:
                    doi = _clean(line)
                    if doi and not doi.startswith("#"):
                        keys.add(_key(doi))
        except OSError as err:
            raise KnownDoisError(f"cannot read the known-DOIs file {self.path!r}: {err}") from err
        return keys

    def _connection(self) -> sqlite3.Connection:
        import sqlite3

        connection: sqlite3.Connection | None = getattr(self._local, "connection", None)
        if connection is None:
            uri = Path(self.path).resolve().as_uri() + "?mode=ro"
            try:
                connection = sqlite3.connect(uri, uri=True, check_same_thread=False)
            except sqlite3.Error as err:
                raise KnownDoisError(f"cannot open {self.path!r}: {err}") from err
            self._local.connection = connection
        return connection

    def _sqlite_query(self) -> str:
        import sqlite3

        try:
            tables = [
                row[0]
                for row in self._connection().execute(
                    "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY rowid"
                )
            ]
            for table in tables:
                columns = [
                    row[1] for row in self._connection().execute(f'PRAGMA table_info("{table}")')
                ]
                named = [c for c in columns if c.lower() == "doi"]
                if named:
                    return f'SELECT 1 FROM "{table}" WHERE "{named[0]}" IN (?, ?, ?) LIMIT 1'
            if tables:
                first = next(
                    row[1]
                    for row in self._connection().execute(f'PRAGMA table_info("{tables[0]}")')
                )
                return f'SELECT 1 FROM "{tables[0]}" WHERE "{first}" IN (?, ?, ?) LIMIT 1'
        except (sqlite3.Error, StopIteration) as err:
            raise KnownDoisError(f"no table of DOIs in {self.path!r}: {err}") from err
        raise KnownDoisError(f"no table of DOIs in {self.path!r}")

    def __call__(self, doi: str) -> bool:
        if self._keys is not None:
            return _key(doi) in self._keys
        assert self._query is not None
        import sqlite3

        try:
            row = (
                self._connection().execute(self._query, (doi, doi.lower(), doi.upper())).fetchone()
            )
        except sqlite3.Error as err:
            raise KnownDoisError(f"cannot query {self.path!r}: {err}") from err
        return row is not None


class _ProxyOracle:
    """Whether the DOI proxy knows a DOI (``doiextract.verify``, cached); not cheap."""

    cheap = False

    def __init__(self, options: Options) -> None:
        from doiextract.verify import DoiProxyClient

        self._client = DoiProxyClient(options)
        self._answers: dict[str, bool] = {}

    def __call__(self, doi: str) -> bool:
        key = _key(doi)
        answer = self._answers.get(key)
        if answer is None:
            (verification,) = self._client.verify([doi], suggest=False)
            answer = self._answers[key] = verification.status.startswith("exists")
            if len(self._answers) > 65536:
                self._answers.clear()
        return answer


@functools.lru_cache(maxsize=4)
def _known(path: str) -> KnownDois:
    return KnownDois(path)


@functools.lru_cache(maxsize=4)
def _proxy(options: Options) -> _ProxyOracle:
    return _ProxyOracle(options)


def oracle(options: Options) -> Callable[[str], bool] | None:
    """What the readings may ask about existence under ``options`` (``None``: nothing)."""
    if options.known_dois:
        return _known(options.known_dois)
    if options.verify_readings:
        return _proxy(options)
    return None
