"""One frozen dataclass holding every tunable of doiextract and its default.

Public functions take ``options: Options | None``; ``None`` means ``Options()``. Make a variant
with :func:`dataclasses.replace` (``replace(Options(), pdf_backend="pdfminer")``). The CLI builds
its ``Options`` in one function, ``cli.build_options``, starting from ``Options.cli_defaults()``
(the limits that stop pathological inputs, which ``Options()`` leaves off).
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["CLI_MAX_BYTES", "CLI_TIMEOUT", "DEFAULT_OPTIONS", "Options"]

#: The command line's limits (``--max-size``, ``--timeout``): ``Options.cli_defaults()``.
CLI_MAX_BYTES = 512 << 20
CLI_TIMEOUT = 120.0


@dataclass(frozen=True, slots=True)
class Options:
    """Every tunable, with its default.

    Scanning
      ``join_lines`` / ``join_spaces``: repair DOIs broken across a line break or by a space
      from PDF extraction (SPEC §5). ``field_separators``: characters that end a DOI although
      they are legal inside one, for delimited input (``","`` for CSV; tab and ``|`` always end
      one). ``max_doi_length``: a longer candidate is rejected (bounds memory on junk input).
      ``chunk_size``: characters read at a time from a stream; the hits do not depend on it.
      ``offsets``: what a hit's ``span`` and ``doi_span`` count. ``"chars"`` (default): code
      points of the decoded text, for every input. ``"bytes"``: byte offsets of the input
      when it is read as UTF-8 bytes (a file, a binary stream, an ``open_text`` stream; the
      CLI's ``--byte-offset``, ripgrep's ``-b``): the scanner then skips counting the code
      points of the text between anchors, which is most of its work on sparse non-ASCII text.
      Text given as ``str``, a text stream, ``bytes``, or bytes in another encoding (cp1252,
      UTF-16) is still counted in code points. ``Removal.start`` always counts characters of
      ``Hit.raw``.
      (Rejected candidates and their reasons: ``doiextract.iter_candidates``.)

    Documents
      ``source_type``: ``auto`` (sniff content), or a kind of the reader table
      (``sources.registry``): ``pdf``, ``html``, ``xml``, ``csv``, ``tsv``, ``text``.
      ``html_parser``: ``lxml`` (fast default) or ``bs4`` (BeautifulSoup). ``pdf_backend``:
      ``auto`` (pypdfium2, falling back to pdfminer.six), ``pdfium`` or ``pdfminer``.
      ``max_pages``, ``max_bytes``, ``timeout``: limits that stop pathological inputs with
      :class:`~doiextract.errors.LimitExceededError` (``0`` = no limit).
      ``encoding``: force the text encoding instead of sniffing it.

    Corpus runs (``doiextract.bulk``)
      ``include`` / ``exclude``: glob patterns (``fnmatch``, matched against a file's name and
      its path below the directory or archive it was found in) that select the files found by
      walking a directory, expanding a glob or listing an archive; files named explicitly are
      always read. ``max_bytes`` and ``timeout`` also bound each document of a corpus run.
      ``hidden``: also walk entries whose name starts with ``.`` (off, as ripgrep: the CLI's
      ``--hidden``). ``ignore_files``: leave out what ``.gitignore``/``.ignore`` files exclude
      (on, as ripgrep; the CLI's ``--no-ignore`` turns it off; ``doiextract.bulk.ignore``).
      Both apply to directory walks only: a file named explicitly is always read.
    """

    join_lines: bool = True
    join_spaces: bool = True
    field_separators: str = ""
    max_doi_length: int = 1024
    chunk_size: int = 1 << 20
    offsets: str = "chars"

    source_type: str = "auto"
    html_parser: str = "lxml"
    pdf_backend: str = "auto"
    max_pages: int = 2000
    max_bytes: int = 0
    timeout: float = 0.0
    encoding: str | None = None

    include: tuple[str, ...] = ()
    exclude: tuple[str, ...] = ()

    # ripgrep's manners in directory walks (issue 11 §2; doiextract.bulk.ignore)
    hidden: bool = False
    ignore_files: bool = True

    # DOI proxy verification (Handbook 3.8.3; doiextract.verify): resolver base URL, parallel
    # requests, requests per second (0 = no limit), seconds per request, retries after a 5xx /
    # network error with exponential backoff from ``verify_backoff`` seconds, the SQLite cache
    # (``None`` = user cache directory) kept ``verify_cache_ttl`` seconds (24 h, Handbook 3.8.1).
    resolver: str = "https://doi.org"
    verify_concurrency: int = 4
    verify_rate: float = 10.0
    verify_timeout: float = 10.0
    verify_retries: int = 4
    verify_backoff: float = 0.5
    verify_cache: bool = True
    verify_cache_path: str | None = None
    verify_cache_ttl: float = 86400.0
    verify_suggestions: bool = False

    # Readings of ambiguous text (SPEC §5; doiextract.known): a file of DOIs known to exist (a
    # plain list or a SQLite table), or ask the DOI proxy (network, off by default); where the
    # text allows two readings, the one that exists wins.
    known_dois: str | None = None
    verify_readings: bool = False

    @classmethod
    def cli_defaults(cls) -> Options:
        """The command line's defaults: ``Options()`` with the limits that stop pathological
        inputs, which the library leaves off (``max_bytes`` 512 MiB, ``--max-size``;
        ``timeout`` 120 s per document, ``--timeout``). ``extract_many`` uses these when
        given no options; ``cli.build_options`` starts from them, so the two cannot drift.

        >>> options = Options.cli_defaults()
        >>> options.timeout, options.max_bytes == 512 * 1024 * 1024, Options().timeout
        (120.0, True, 0.0)
        """
        return cls(max_bytes=CLI_MAX_BYTES, timeout=CLI_TIMEOUT)


DEFAULT_OPTIONS = Options()
