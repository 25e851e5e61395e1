"""One document of a corpus run -> one result; never raises for a bad document.

``extract_document`` reads a path, an archive member's bytes or standard input;
``extract_batch`` expands operands and reads each document in this process (the function the
engines map over batches of paths).

Won't: list inputs (``doiextract.bulk.inputs``) or run processes (``doiextract.bulk.pool``).
"""

from __future__ import annotations

import contextlib
import os
import sys
import time
from collections.abc import Iterable
from dataclasses import replace
from typing import Any

from doiextract import extract as _extract
from doiextract.bulk.inputs import STDIN, Input, guess_kind, iter_inputs
from doiextract.errors import (
    DoiExtractError,
    LimitExceededError,
    SourceReadError,
    UnsupportedSourceError,
)
from doiextract.model import DocumentError, DocumentResult, Location
from doiextract.options import DEFAULT_OPTIONS, Options
from doiextract.sinks import document_record
from doiextract.sources.registry import sniff
from doiextract.sources.text import SNIFF_SIZE, open_text

__all__ = [
    "TIMING_FIELDS",
    "extract_batch",
    "extract_document",
    "run_input",
    "stdin_document",
]


#: Record ``stats`` fields that change from run to run (left out when comparing runs).
TIMING_FIELDS = ("seconds",)


def _read_url(url: str, limit: int) -> bytes:
    """The bytes at an fsspec URL, at most ``limit`` (0: no limit) plus one."""
    try:
        import fsspec
    except ImportError as err:  # pragma: no cover - the dask extra brings fsspec
        raise UnsupportedSourceError(
            url, "reading URLs needs fsspec: pip install 'doiextract[dask]'"
        ) from err
    try:
        with fsspec.open(url, "rb") as handle:
            return bytes(handle.read(limit + 1) if limit else handle.read())
    except ImportError as err:  # a scheme whose fsspec back end is not installed
        raise UnsupportedSourceError(url, f"cannot read this URL: {err}") from err
    except (OSError, ValueError) as err:
        raise SourceReadError(url, str(err)) from err


#: What standard input is read whole for, as a file of that content would be (a PDF, a page
#: piped from ``curl``): plain text stays streamed, in bounded memory.
_WHOLE_STDIN_KINDS = frozenset({"pdf", "html", "xml"})
_GZIP_MAGIC = b"\x1f\x8b"


def _stdin_is_a_document(stream: Any, options: Options) -> bool:
    """Whether standard input is read whole by a document reader: ``--type`` says so, or
    its first bytes (peeked, not consumed) are gzip data, a PDF, an HTML or XML document."""
    if options.source_type != "auto":
        return options.source_type != "text"
    peek = getattr(stream, "peek", None)
    if peek is None:
        return False
    head = peek(SNIFF_SIZE)[:SNIFF_SIZE]
    return head.startswith(_GZIP_MAGIC) or sniff(head, STDIN).kind in _WHOLE_STDIN_KINDS


def stdin_document(options: Options) -> bytes | None:
    """Standard input's bytes when a document reader reads it (``_stdin_is_a_document``),
    read whole up to ``options.max_bytes`` (over it: ``LimitExceededError``); ``None`` when it
    is plain text, left unread to be streamed."""
    if not _stdin_is_a_document(sys.stdin.buffer, options):
        return None
    limit = options.max_bytes
    data = sys.stdin.buffer.read(limit + 1) if limit else sys.stdin.buffer.read()
    if limit and len(data) > limit:
        message = f"larger than the size limit of {limit} bytes (--max-size)"
        raise LimitExceededError(STDIN, message)
    return data


def _read_stdin(options: Options) -> DocumentResult:
    data = stdin_document(options)
    if data is not None:
        return _extract.extract_bytes(data, STDIN, options)
    location = Location(STDIN)
    with open_text(sys.stdin.buffer, options) as stream:
        hits = tuple(_extract.iter_hits(stream, options, location=location))
    return DocumentResult(STDIN, hits, None, {"hits": len(hits)}, kind="text")


def extract_document(
    source: str,
    options: Options | None = None,
    data: bytes | None = None,
    size: int | None = None,
    *,
    remote: bool = False,
    on_hit: _extract.HitConsumer | None = None,
) -> DocumentResult:
    """Read one document into its result; never raises for a bad document.

    ``source`` is a path, an fsspec URL when ``remote`` (never by accident: issue 12 §8),
    ``-`` (standard input: streamed as text, or read whole by its reader when its first bytes
    or ``options.source_type`` say PDF, HTML, XML, CSV/TSV or gzip), or with ``data`` the
    name of an archive member (``archive::member``). The reader is ``extract.extract_path`` (or
    ``extract.extract_bytes`` for bytes): chosen by content. Any error reading it becomes
    the result's ``error``: a :class:`~doiextract.errors.DoiExtractError` keeps its ``kind``,
    another ``OSError`` gives its class name, and a bug in a reader gives ``internal`` (a
    corpus run records it and goes on). ``stats`` gain ``seconds`` and ``bytes``.
    ``on_hit``: the hits are passed to it and not kept (``extract.extract_path``).
    """
    options = options or DEFAULT_OPTIONS
    started = time.perf_counter()
    try:
        if data is None and remote:
            data = _read_url(source, options.max_bytes)
            if options.max_bytes and len(data) > options.max_bytes:
                limit = options.max_bytes
                message = f"larger than the size limit of {limit} bytes (--max-size)"
                raise LimitExceededError(source, message)
        if data is not None:
            result = _extract.extract_bytes(data, source, options)
            size = len(data)
        elif source in ("-", STDIN):
            result = _read_stdin(options)
        else:
            result = _extract.extract_path(source, options, on_hit=on_hit)
    except (DoiExtractError, OSError) as err:
        result = _extract.error_result(source, err, kind=guess_kind(source))
    except Exception as err:  # a reader bug must not end a corpus run: recorded, run goes on
        result = _internal_error(source, err)
    if on_hit is not None and result.hits:  # (read whole: standard input, bytes)
        result = _extract.hand_over(result, on_hit)
    stats = dict(result.stats)
    stats["seconds"] = round(time.perf_counter() - started, 6)
    if "bytes" not in stats:
        if size is None and source not in ("-", STDIN) and not remote:
            with contextlib.suppress(OSError):
                size = os.stat(source).st_size
        if size is not None:
            stats["bytes"] = size
    return replace(result, stats=stats)


def _internal_error(source: str, err: BaseException) -> DocumentResult:
    message = f"{source}: {type(err).__name__}: {err} (a doiextract bug: please report it)"
    return DocumentResult(source, (), DocumentError("internal", message), kind=guess_kind(source))


def run_input(item: Input, options: Options) -> DocumentResult:
    """The result of one input (read here unless it is already known)."""
    if item.result is not None:
        return item.result
    if item.data is not None:
        return replace(extract_document(item.source, options, item.data), member=item.member)
    return extract_document(item.path or item.source, options, None, item.size, remote=item.remote)


def extract_batch(
    paths: Iterable[str],
    options: Options | None = None,
    unique: bool = True,
    *,
    remote: bool = False,
    listed: bool = False,
) -> list[dict[str, Any]]:
    """The JSON records (``sinks.document_record``) of every document of ``paths``.

    Each path is expanded as on the command line (a directory or archive gives a record per
    file or member) and read in this process, one document after the other. Engine-free and
    picklable: this is the function that ``doiextract.engines`` maps over batches of paths
    on Dask, and that a Spark job can call in ``mapPartitions``. It has no per-document
    time limit of its own beyond the readers' (``options.timeout``): that needs the process
    pool of ``process``/``run_bulk``, or the engine's own task timeouts. ``remote`` reads
    paths shaped like URLs (``s3://``, ``memory://``) through fsspec (the engines ask for it);
    ``listed`` takes the paths as entries of a listing (``list_documents``: a FIFO is skipped
    as in a directory walk, not read).
    """
    options = options or DEFAULT_OPTIONS
    items = iter_inputs(paths, options, remote=remote, listed=listed)
    return [document_record(run_input(item, options), unique) for item in items]
