"""Corpus runner: many inputs -> a pool of worker processes -> one result per document.

Takes operands (files; directories, walked recursively; glob patterns; lists of paths from
``--files-from``; tar, tar.gz/bz2/xz and zip archives, read member by member in memory, never
unpacked to disk) and yields exactly one :class:`~doiextract.model.DocumentResult` per input
document, **in input order**: with hits, with an error (``DocumentError.kind``), or skipped
(``stats["status"] == "skipped"``, e.g. a FIFO met while walking a directory). The order of
inputs is the order of the operands; inside a directory, the order in which the operating
system lists it (not sorted: sorting needs the whole listing in memory), which is the same for
every ``--jobs``.

Pieces, each usable on its own:

``iter_inputs``
    operands -> :class:`Input` items, lazily (memory does not grow with the corpus).
``extract_document``
    one input -> one result; never raises for a bad document (the error becomes the result).
``extract_batch``
    a list of operands -> a list of JSON records (``sinks.document_record``): picklable and
    engine-free, the function that Dask (``doiextract.engines``), a Spark ``mapPartitions`` or
    any other engine maps over batches of paths.
``process``
    inputs -> results through the worker pool, in input order.
``run_bulk``
    the whole corpus run of the command line: inputs, pool, sink, progress bar, summary, resume.

Why a hand-supervised pool of ``multiprocessing.Process`` workers, and not
``multiprocessing.Pool`` or ``concurrent.futures.ProcessPoolExecutor``: a corpus run must stop
one pathological document (a PDF that makes the parser loop, a FIFO that blocks ``open()``)
after ``--timeout`` and go on, and must survive a worker killed by a segfault or the OOM killer.
``Pool`` cannot cancel a running task and hangs or loses the task when a worker dies;
``ProcessPoolExecutor`` cannot cancel a running task either and, when a worker dies, marks the
whole executor broken and fails every pending future. Here each worker has its own pipe and a
queue of the documents sent to it; the parent waits on all pipes and process sentinels at once
(``multiprocessing.connection.wait``) with the nearest per-document deadline as its timeout.
A worker past its deadline is killed, its current document recorded as a ``timeout`` error;
a worker that died is recorded as ``crash`` for the document it was reading; in both cases
the documents queued behind it go back to the front of the queue and a fresh worker starts.
Documents are sent in small batches (up to ``BATCH_DOCUMENTS`` documents or ``BATCH_BYTES``
bytes) and come back one by one, so the cost per document stays far below the ~0.1 ms it
takes to scan a small text file. At most ``WINDOW`` documents are between the enumeration and
the output at any time, so memory stays flat however large the corpus; a slow document holds
back the output (order is kept) but not the other workers, until the window is full.

Workers are started with the ``spawn`` method: a fresh interpreter (about 0.1 s, once per
worker and per replacement) inherits no threads or locks from the caller, which ``fork``
would (tqdm's and Dask's threads live in the parent); ``forkserver`` was tried and dropped
because a hung worker keeps its fork server alive after the run is killed. Being direct
children, workers ask the kernel to kill them when the run dies (Linux ``PR_SET_PDEATHSIG``),
so none outlives a ``kill -9``. They ignore ``SIGINT``: on Ctrl-C the parent stops them and
ends cleanly. As with any ``spawn`` start, a script that calls ``run_bulk``/``process`` needs
the ``if __name__ == "__main__":`` guard.

Resume (``--resume``): the JSON Lines output of an interrupted run is read back
(``load_resume``), a torn last line cut off, and every document already recorded is left
out of the new run, whose records are appended.

Won't: decide how a document is read (``doiextract.extract``), or format records
(``doiextract.sinks``). Not a stable API beyond ``extract_batch`` and ``run_bulk``.
"""

from __future__ import annotations

import contextlib
import fnmatch
import glob
import json
import multiprocessing
import multiprocessing.connection
import multiprocessing.context
import os
import signal
import sys
import tarfile
import threading
import time
import zipfile
import zlib
from collections import Counter, deque
from collections.abc import Generator, Iterable, Iterator, Sequence
from dataclasses import dataclass, field, replace
from multiprocessing.connection import Connection
from multiprocessing.process import BaseProcess
from typing import Any, BinaryIO, TextIO

from doiextract import extract as _extract
from doiextract.errors import DoiExtractError, LimitExceededError, SourceReadError
from doiextract.model import DocumentError, DocumentResult, Location
from doiextract.options import DEFAULT_OPTIONS, Options
from doiextract.sinks import JsonLinesSink, Sink, document_record, json_line
from doiextract.sources.text import open_text

__all__ = [
    "ARCHIVE_SUFFIXES",
    "BATCH_BYTES",
    "BATCH_DOCUMENTS",
    "WINDOW",
    "Input",
    "Outcome",
    "Render",
    "ResumeState",
    "RunSummary",
    "default_jobs",
    "extract_batch",
    "extract_document",
    "iter_inputs",
    "load_resume",
    "make_outcome",
    "process",
    "process_outcomes",
    "run_bulk",
]

#: File names read as archives, member by member (matched case-insensitively).
ARCHIVE_SUFFIXES = (
    ".tar",
    ".tar.gz",
    ".tgz",
    ".tar.bz2",
    ".tbz2",
    ".tar.xz",
    ".txz",
    ".zip",
)
#: Most documents sent to a worker at once, and most bytes of work in one batch.
BATCH_DOCUMENTS = 32
BATCH_BYTES = 4 << 20
#: Most documents between enumeration and output per worker (bounds parent memory), and most
#: bytes of archive members held in memory at once.
WINDOW = 256
WINDOW_BYTES = 256 << 20
#: The source name of standard input in records.
STDIN = "<stdin>"
#: Record ``stats`` fields that change from run to run (left out when comparing runs).
TIMING_FIELDS = ("seconds",)

_MAGIC = frozenset("*?[")


# --------------------------------------------------------------------------------------------
# inputs


@dataclass(frozen=True, slots=True)
class Input:
    """One document to read.

    ``source`` names it in the output: the path, or ``archive::member`` for an archive member
    (``sinks.document_record`` splits it into ``source`` and ``member``). ``path`` is the file
    (or fsspec URL) a worker opens; ``data`` the bytes of an archive member, read by the
    parent; ``size`` the size in bytes when known. ``result`` is set when the outcome is known
    without reading (skipped, over the size limit, an unreadable archive).
    """

    source: str
    path: str | None = None
    data: bytes | None = None
    size: int | None = None
    result: DocumentResult | None = None


def guess_kind(name: str) -> str:
    """The reader a file name suggests, for records of documents that were never read."""
    lower = name.lower()
    if lower.endswith((".pdf", ".pdf.gz")):
        return "pdf"
    if lower.endswith((".html", ".htm", ".xhtml", ".html.gz", ".htm.gz")):
        return "html"
    return "text"


def is_archive(name: str) -> bool:
    """True for a file name read as an archive (``ARCHIVE_SUFFIXES``).

    >>> is_archive("pmc/oa_comm_xml.PMC000xxxxxx.baseline.tar.gz"), is_archive("a.txt.gz")
    (True, False)
    """
    return name.lower().endswith(ARCHIVE_SUFFIXES)


def _skipped(source: str, reason: str) -> Input:
    result = DocumentResult(
        source, kind=guess_kind(source), stats={"status": "skipped"}, warnings=(reason,)
    )
    return Input(source, result=result)


def _failed(source: str, err: BaseException) -> Input:
    return Input(source, result=_extract.error_result(source, err, kind=guess_kind(source)))


def _too_big(source: str, size: int, limit: int) -> Input:
    err = LimitExceededError(source, f"{size} bytes, over the size limit of {limit} (--max-size)")
    return _failed(source, err)


def is_selected(relative: str, options: Options) -> bool:
    """Whether ``options.include``/``exclude`` keep a file found below a directory, glob or
    archive; ``relative`` is its path below that root (patterns match it or its name).

    >>> opts = Options(include=("*.pdf", "*.html"), exclude=("draft*",))
    >>> [is_selected(p, opts) for p in ("a/b.pdf", "a.txt", "a/draft1.pdf")]
    [True, False, False]
    """
    name = relative.rsplit("/", 1)[-1]
    if any(
        fnmatch.fnmatchcase(name, pat) or fnmatch.fnmatchcase(relative, pat)
        for pat in options.exclude
    ):
        return False
    return not options.include or any(
        fnmatch.fnmatchcase(name, pat) or fnmatch.fnmatchcase(relative, pat)
        for pat in options.include
    )


def _tar_members(path: str, options: Options, read: bool) -> Iterator[Input]:
    limit = options.max_bytes
    count = 0
    try:
        # "r|*": a stream, one member after the other, any compression; nothing touches disk
        with tarfile.open(path, mode="r|*") as tar:
            for member in tar:
                if member.isdir():
                    continue
                if not is_selected(member.name, options):
                    continue
                source = f"{path}::{member.name}"
                count += 1
                if not member.isreg():
                    yield _skipped(source, "archive member is not a regular file")
                elif limit and member.size > limit:
                    yield _too_big(source, member.size, limit)
                elif not read:
                    yield Input(source, size=member.size)
                else:
                    stream = tar.extractfile(member)
                    data = stream.read() if stream is not None else b""
                    yield Input(source, data=data, size=len(data))
    except (tarfile.TarError, OSError, EOFError, zlib.error) as err:
        where = f"after {count} members" if count else "before its first member"
        yield _failed(path, SourceReadError(path, f"cannot read archive {where}: {err}"))


def _zip_members(path: str, options: Options, read: bool) -> Iterator[Input]:
    limit = options.max_bytes
    try:
        archive = zipfile.ZipFile(path)  # closed below, across yields
    except (zipfile.BadZipFile, OSError, EOFError) as err:
        yield _failed(path, SourceReadError(path, f"cannot read archive: {err}"))
        return
    with archive:
        for info in archive.infolist():
            if info.is_dir() or not is_selected(info.filename, options):
                continue
            source = f"{path}::{info.filename}"
            if limit and info.file_size > limit:
                yield _too_big(source, info.file_size, limit)
            elif not read:
                yield Input(source, size=info.file_size)
            else:
                try:
                    data = archive.read(info)
                except (zipfile.BadZipFile, zlib.error, OSError, EOFError) as err:
                    yield _failed(source, SourceReadError(source, f"corrupt member: {err}"))
                except (RuntimeError, NotImplementedError) as err:  # encrypted, unknown method
                    yield _failed(source, SourceReadError(source, f"cannot read member: {err}"))
                else:
                    yield Input(source, data=data, size=len(data))


def _archive_members(path: str, options: Options, read: bool) -> Iterator[Input]:
    if path.lower().endswith(".zip"):
        return _zip_members(path, options, read)
    return _tar_members(path, options, read)


def _file(path: str, options: Options, read: bool, size: int | None = None) -> Iterator[Input]:
    if is_archive(path) and os.path.isfile(path):
        yield from _archive_members(path, options, read)
        return
    if size is None:
        try:
            size = os.stat(path).st_size
        except OSError:
            size = None  # missing or unreadable: the worker reports why
    if size is not None and options.max_bytes and size > options.max_bytes:
        yield _too_big(path, size, options.max_bytes)
        return
    yield Input(path, path=path, size=size)


def _walk(root: str, options: Options, read: bool) -> Iterator[Input]:
    """Files below ``root``, depth first, each directory streamed as the OS lists it.

    Symbolic links to files are read; links to directories are not followed (cycles); FIFOs,
    sockets and devices are recorded as skipped; a directory that cannot be listed is an
    error record.
    """
    stack = [root]
    prefix = len(root.rstrip("/")) + 1
    while stack:
        directory = stack.pop()
        subdirs: list[str] = []
        try:
            with os.scandir(directory) as entries:
                for entry in entries:
                    relative = entry.path[prefix:]
                    try:
                        if entry.is_dir(follow_symlinks=False):
                            if not any(fnmatch.fnmatchcase(entry.name, p) for p in options.exclude):
                                subdirs.append(entry.path)
                            continue
                        if not is_selected(relative, options):
                            continue
                        if entry.is_file(follow_symlinks=True):
                            size = entry.stat(follow_symlinks=True).st_size
                            yield from _file(entry.path, options, read, size)
                        elif entry.is_symlink() and os.path.isdir(entry.path):
                            yield _skipped(entry.path, "symbolic link to a directory, not followed")
                        elif entry.is_symlink():
                            yield Input(entry.path, path=entry.path)  # dangling: a read error
                        else:
                            yield _skipped(entry.path, "not a regular file (FIFO, socket, device)")
                    except OSError as err:
                        yield _failed(entry.path, SourceReadError(entry.path, str(err)))
        except OSError as err:
            yield _failed(directory, SourceReadError(directory, err.strerror or str(err)))
        # depth first, subdirectories in listing order
        stack.extend(reversed(subdirs))


def _operand(operand: str, options: Options, read: bool) -> Iterator[Input]:
    if operand == "-":
        yield Input(STDIN, path="-")
    elif "://" in operand and not os.path.exists(operand):
        yield Input(operand, path=operand)  # a URL for fsspec (engines on shared storage)
    elif os.path.isdir(operand):
        yield from _walk(operand, options, read)
    elif os.path.lexists(operand) or not _MAGIC.intersection(operand):
        yield from _file(operand, options, read)  # explicit: read even if include/exclude
    else:
        for path in glob.iglob(operand, recursive=True):
            if os.path.isdir(path):
                yield from _walk(path, options, read)
            elif is_selected(path, options):
                yield from _file(path, options, read)


def _lines(files_from: str) -> Iterator[str]:
    stream: Iterable[str]
    if files_from == "-":
        stream = sys.stdin
        for line in stream:
            if line.rstrip("\r\n"):
                yield line.rstrip("\r\n")
        return
    try:
        handle = open(files_from, encoding="utf-8", errors="surrogateescape")  # noqa: SIM115
    except OSError as err:
        raise SourceReadError(files_from, err.strerror or str(err)) from err
    with handle:
        for line in handle:
            if line.rstrip("\r\n"):
                yield line.rstrip("\r\n")


def iter_inputs(
    operands: Iterable[str],
    options: Options | None = None,
    files_from: str | None = None,
    *,
    read_members: bool = True,
) -> Iterator[Input]:
    """Every input document of a corpus run, lazily, in a stable order.

    ``operands`` are paths, directories, glob patterns (expanded here, ``**`` recursive),
    archives, ``-`` (standard input) or fsspec URLs; ``files_from`` names a file with one
    operand per line (``-``: standard input), read after the operands. Directories, globs and
    archives are filtered by ``options.include``/``exclude``; a name given explicitly is read
    as it is. ``read_members=False`` lists archive members without reading them (counting).
    Raises ``SourceReadError`` only when ``files_from`` cannot be opened.
    """
    options = options or DEFAULT_OPTIONS
    for operand in operands:
        yield from _operand(operand, options, read_members)
    if files_from is not None:
        for line in _lines(files_from):
            yield from _operand(line, options, read_members)


# --------------------------------------------------------------------------------------------
# one document


def _read_url(url: str) -> bytes:
    try:
        import fsspec
    except ImportError as err:  # pragma: no cover - the dask extra brings fsspec
        raise SourceReadError(
            url, "reading URLs needs fsspec: pip install 'doiextract[dask]'"
        ) from err
    try:
        with fsspec.open(url, "rb") as handle:
            return bytes(handle.read())
    except (OSError, ValueError) as err:
        raise SourceReadError(url, str(err)) from err


def _read_stdin(options: Options) -> DocumentResult:
    location = Location(STDIN)
    with open_text(sys.stdin.buffer, options) as stream:
        hits = tuple(_extract.iter_hits(stream, options, location=location))
    return DocumentResult(STDIN, hits, None, {"hits": len(hits)}, kind="text")


def extract_document(
    source: str,
    options: Options | None = None,
    data: bytes | None = None,
    size: int | None = None,
) -> DocumentResult:
    """Read one document into its result; never raises for a bad document.

    ``source`` is a path, an fsspec URL, ``-`` (standard input), or with ``data`` the name of
    an archive member (``archive::member``). The reader is ``extract.extract_path`` (or
    ``extract.extract_bytes`` for bytes): chosen by content. Any error reading it becomes
    the result's ``error``: a :class:`~doiextract.errors.DoiExtractError` keeps its ``kind``,
    another ``OSError`` gives its class name, and a bug in a reader gives ``internal`` (a
    corpus run records it and goes on). ``stats`` gain ``seconds`` and ``bytes``.
    """
    options = options or DEFAULT_OPTIONS
    started = time.perf_counter()
    try:
        if data is None and source != "-" and "://" in source and not os.path.exists(source):
            data = _read_url(source)
        if data is not None:
            result = _extract.extract_bytes(data, source, options)
            size = len(data)
        elif source in ("-", STDIN):
            result = _read_stdin(options)
        else:
            result = _extract.extract_path(source, options)
    except (DoiExtractError, OSError) as err:
        result = _extract.error_result(source, err, kind=guess_kind(source))
    except Exception as err:  # a reader bug must not end a corpus run: recorded, run goes on
        result = _internal_error(source, err)
    stats = dict(result.stats)
    stats["seconds"] = round(time.perf_counter() - started, 6)
    if "bytes" not in stats:
        if size is None and source not in ("-", STDIN) and "://" not in source:
            with contextlib.suppress(OSError):
                size = os.stat(source).st_size
        if size is not None:
            stats["bytes"] = size
    return replace(result, stats=stats)


def _internal_error(source: str, err: BaseException) -> DocumentResult:
    message = f"{source}: {type(err).__name__}: {err} (a doiextract bug: please report it)"
    return DocumentResult(source, (), DocumentError("internal", message), kind=guess_kind(source))


def _run_input(item: Input, options: Options) -> DocumentResult:
    if item.result is not None:
        return item.result
    if item.data is not None:
        return extract_document(item.source, options, item.data)
    return extract_document(item.path or item.source, options, None, item.size)


def extract_batch(
    paths: Iterable[str], options: Options | None = None, unique: bool = True
) -> list[dict[str, Any]]:
    """The JSON records (``sinks.document_record``) of every document of ``paths``.

    Each path is expanded as on the command line (a directory or archive gives a record per
    file or member) and read in this process, one document after the other. Engine-free and
    picklable: this is the function that ``doiextract.engines`` maps over batches of paths
    on Dask, and that a Spark job can call in ``mapPartitions``. It has no per-document
    time limit of its own beyond the readers' (``options.timeout``): that needs the process
    pool of ``process``/``run_bulk``, or the engine's own task timeouts.
    """
    options = options or DEFAULT_OPTIONS
    return [
        document_record(_run_input(item, options), unique) for item in iter_inputs(paths, options)
    ]


# --------------------------------------------------------------------------------------------
# the worker pool


@dataclass(frozen=True, slots=True)
class Render:
    """How workers hand a document back: ``jsonl`` renders its JSON record in the worker
    (``sinks.json_line`` with ``unique``); ``keys`` also sends the DOI keys (for the count of
    unique DOIs in the summary)."""

    jsonl: bool = False
    unique: bool = True
    keys: bool = False


@dataclass(frozen=True, slots=True)
class Outcome:
    """One document as the parent needs it: its JSON record already rendered (``line``) or
    its whole ``result``, and the counts of the progress bar and the summary.

    Rendering in the worker matters: with the full result, the parent (one process for all
    workers) spent about 0.6 ms per text document unpickling hits and encoding JSON, as much
    as a worker spent reading it, and ``--jobs 2`` was no faster than ``--jobs 1``.
    """

    result: DocumentResult | None
    line: str | None
    status: str
    error: DocumentError | None
    hits: int
    dois: int
    size: int | None
    keys: tuple[str, ...] = ()
    #: the document's non-fatal notes ("no text layer"), each prefixed with its source
    warnings: tuple[str, ...] = ()


def make_outcome(result: DocumentResult, render: Render) -> Outcome:
    """The :class:`Outcome` of a result, rendered as ``render`` says."""
    size = result.stats.get("bytes")
    keys = tuple({hit.key for hit in result.hits}) if render.keys else ()
    return Outcome(
        None if render.jsonl else result,
        json_line(result, render.unique) if render.jsonl else None,
        str(result.stats.get("status", result.status)),
        result.error,
        len(result.hits),
        len(result.dois),
        size if isinstance(size, int) else None,
        keys,
        tuple(f"{result.source}: {w}" for w in result.warnings if result.error is None),
    )


def default_jobs() -> int:
    """The CPUs this process may use (``--jobs`` default)."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # pragma: no cover - not Linux
        return max(1, os.cpu_count() or 1)


def _die_with_parent(parent: int) -> None:
    """On Linux, ask the kernel to kill this worker when the run that started it dies (even
    by SIGKILL), so a worker hung on a document never outlives the run (prctl(2),
    ``PR_SET_PDEATHSIG``). Elsewhere a worker ends when its pipe closes."""
    if not sys.platform.startswith("linux"):
        return
    try:
        import ctypes

        libc = ctypes.CDLL(None, use_errno=True)
        pr_set_pdeathsig = 1  # <linux/prctl.h>
        libc.prctl(pr_set_pdeathsig, signal.SIGKILL)
    except (OSError, AttributeError):  # pragma: no cover - no libc prctl
        pass
    if os.getppid() != parent:  # the run died before prctl took effect
        os._exit(1)


def _worker_main(conn: Connection, options: Options, render: Render, parent: int) -> None:
    """A worker: read batches of ``(index, Input)`` and send back ``(index, Outcome)``."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # the parent handles Ctrl-C and stops us
    _die_with_parent(parent)
    while True:
        try:
            batch = conn.recv()
        except (EOFError, OSError):
            return
        if batch is None:
            return
        for index, item in batch:
            outcome = make_outcome(_run_input(item, options), render)
            try:
                conn.send((index, outcome))
            except (BrokenPipeError, OSError):
                return


def _context() -> multiprocessing.context.BaseContext:
    return multiprocessing.get_context("spawn")


@dataclass(slots=True)
class _Worker:
    process: BaseProcess
    conn: Connection
    queue: deque[tuple[int, Input]] = field(default_factory=deque)
    started: float = 0.0  # when the document at queue[0] started


def _signal_name(exitcode: int | None) -> str:
    if exitcode is None:
        return "unknown cause"
    if exitcode < 0:
        try:
            return f"signal {signal.Signals(-exitcode).name}"
        except ValueError:
            return f"signal {-exitcode}"
    return f"exit status {exitcode}"


class _Pool:
    """Workers with per-document deadlines; see the module docstring for the design."""

    def __init__(self, jobs: int, options: Options, render: Render) -> None:
        self.render = render
        self.jobs = jobs
        self.options = options
        self.timeout = options.timeout
        self.context = _context()
        self.workers: list[_Worker] = []
        self.pending: deque[tuple[int, Input]] = deque()
        #: bytes of archive members in ``pending`` (bounded by ``WINDOW_BYTES``)
        self.pending_bytes = 0
        self.finished: dict[int, Outcome] = {}

    def start_worker(self) -> None:
        parent_end, child_end = self.context.Pipe(duplex=True)
        process = self.context.Process(  # type: ignore[attr-defined]
            target=_worker_main,
            args=(child_end, self.options, self.render, os.getpid()),
            daemon=True,
        )
        process.start()
        child_end.close()
        self.workers.append(_Worker(process, parent_end))

    def dispatch(self) -> None:
        """Send a batch to each worker whose queue runs low; start workers as needed."""
        while self.pending and len(self.workers) < self.jobs:
            self.start_worker()
        for worker in self.workers:
            if not self.pending:
                return
            low_water = BATCH_DOCUMENTS // 4
            if len(worker.queue) > low_water:
                continue
            size = max(1, min(BATCH_DOCUMENTS, len(self.pending) // (2 * self.jobs)))
            batch: list[tuple[int, Input]] = []
            weight = 0
            while self.pending and len(batch) < size and weight < BATCH_BYTES:
                index, item = self.pending.popleft()
                self.pending_bytes -= len(item.data) if item.data is not None else 0
                batch.append((index, item))
                weight += item.size or 0
            if not worker.queue:
                worker.started = time.monotonic()
            worker.queue.extend(batch)
            # if it died, its sentinel tells, and the batch goes back to pending
            with contextlib.suppress(BrokenPipeError, OSError):
                worker.conn.send(batch)

    def receive(self, worker: _Worker) -> bool:
        """Read what the worker sent; False when its pipe is closed."""
        try:
            while worker.conn.poll():
                index, result = worker.conn.recv()
                while worker.queue and worker.queue[0][0] != index:
                    worker.queue.popleft()  # cannot happen: results come in queue order
                if worker.queue:
                    worker.queue.popleft()
                self.finished[index] = result
                worker.started = time.monotonic()
        except (EOFError, OSError):
            return False
        return True

    def retire(self, worker: _Worker, error: DocumentError | None) -> None:
        """Remove a dead or killed worker: its current document gets ``error``, the rest of
        its queue goes back to the front of ``pending``."""
        if worker.process.is_alive():
            worker.process.kill()
        worker.process.join()
        worker.conn.close()
        self.workers.remove(worker)
        if worker.queue and error is not None:
            index, item = worker.queue.popleft()
            source = item.source
            result = DocumentResult(
                source,
                (),
                DocumentError(error.kind, f"{source}: {error.message}"),
                stats={"seconds": round(time.monotonic() - worker.started, 6)}
                | ({"bytes": item.size} if item.size is not None else {}),
                kind=guess_kind(source),
            )
            self.finished[index] = make_outcome(result, self.render)
        self.pending.extendleft(reversed(worker.queue))
        self.pending_bytes += sum(len(i.data) for _, i in worker.queue if i.data is not None)

    def wait(self) -> None:
        """Block until a result arrives, a worker dies or a deadline passes; handle it."""
        if not self.workers:
            return
        now = time.monotonic()
        timeout: float | None = None
        if self.timeout:
            deadlines = [w.started + self.timeout for w in self.workers if w.queue]
            if deadlines:
                timeout = max(0.0, min(deadlines) - now)
        objects: list[Any] = [w.conn for w in self.workers if w.queue]
        objects += [w.process.sentinel for w in self.workers]
        ready = multiprocessing.connection.wait(objects, timeout)
        for worker in list(self.workers):
            alive = self.receive(worker) if worker.conn in ready else True
            if not alive or worker.process.sentinel in ready:
                self.receive(worker)
                worker.process.join(timeout=1.0)
                cause = _signal_name(worker.process.exitcode)
                self.retire(
                    worker,
                    DocumentError("crash", f"worker process died ({cause}) while reading it"),
                )
        if self.timeout:
            now = time.monotonic()
            for worker in list(self.workers):
                if worker.queue and now - worker.started > self.timeout:
                    message = (
                        f"no result after {self.timeout:g} s; stopped (--timeout {self.timeout:g})"
                    )
                    self.retire(worker, DocumentError("timeout", message))

    def close(self) -> None:
        for worker in self.workers:
            with contextlib.suppress(OSError):
                worker.conn.send(None)
        deadline = time.monotonic() + 2.0
        for worker in self.workers:
            worker.process.join(timeout=max(0.0, deadline - time.monotonic()))
            if worker.process.is_alive():
                worker.process.kill()
                worker.process.join()
            worker.conn.close()
        self.workers.clear()

    def kill(self) -> None:
        for worker in self.workers:
            if worker.process.is_alive():
                worker.process.kill()
        for worker in self.workers:
            worker.process.join()
            worker.conn.close()
        self.workers.clear()


def process(
    inputs: Iterable[Input], options: Options | None = None, jobs: int | None = None
) -> Generator[DocumentResult, None, None]:
    """One result per input, in input order, read by ``jobs`` worker processes.

    ``jobs`` defaults to every CPU; ``0`` reads everything in this process (no isolation:
    no ``timeout`` kill, a crash ends the run; for debugging and profiling). Standard input
    (``-``) is always read in this process, when its turn comes. Closing the generator early
    stops the workers.
    """
    outcomes = process_outcomes(inputs, options, jobs, Render())
    try:
        for outcome in outcomes:
            assert outcome.result is not None  # not rendered
            yield outcome.result
    finally:
        outcomes.close()


def process_outcomes(
    inputs: Iterable[Input],
    options: Options | None = None,
    jobs: int | None = None,
    render: Render | None = None,
) -> Generator[Outcome, None, None]:
    """Like :func:`process`, but yields an :class:`Outcome` per input, rendered in the
    workers as ``render`` says (``run_bulk`` uses this)."""
    options = options or DEFAULT_OPTIONS
    render = render or Render()
    jobs = default_jobs() if jobs is None else jobs
    if jobs <= 0:
        for item in inputs:
            yield make_outcome(_run_input(item, options), render)
        return
    pool = _Pool(jobs, options, render)
    source: Iterator[Input] = iter(inputs)
    window = WINDOW * jobs
    next_index = next_emit = 0
    exhausted = False
    completed = False
    try:
        while True:
            while (
                not exhausted
                and next_index - next_emit < window
                and pool.pending_bytes < WINDOW_BYTES
            ):
                try:
                    item = next(source)
                except StopIteration:
                    exhausted = True
                    break
                if item.result is not None:
                    pool.finished[next_index] = make_outcome(item.result, render)
                elif item.path == "-":
                    result = extract_document("-", options)
                    pool.finished[next_index] = make_outcome(result, render)
                else:
                    pool.pending.append((next_index, item))
                    pool.pending_bytes += len(item.data) if item.data is not None else 0
                next_index += 1
            while next_emit in pool.finished:
                outcome = pool.finished.pop(next_emit)
                next_emit += 1
                yield outcome
            if exhausted and next_emit == next_index:
                completed = True
                break
            pool.dispatch()
            pool.wait()
    finally:
        if completed:
            pool.close()
        else:
            pool.kill()


# --------------------------------------------------------------------------------------------
# resume


@dataclass(slots=True)
class ResumeState:
    """What an earlier, interrupted run already wrote: the sources done (``source`` or
    ``source::member``), how many records and errors, and how many bytes of a torn last line
    were cut off."""

    done: set[str] = field(default_factory=set)
    records: int = 0
    errors: int = 0
    repaired_bytes: int = 0


def record_key(record: dict[str, Any]) -> str:
    """The input a record belongs to: ``source``, or ``source::member``."""
    member = record.get("member")
    return f"{record['source']}::{member}" if member is not None else str(record["source"])


def load_resume(path: str) -> ResumeState:
    """Read the JSON Lines output of an interrupted run and repair its end.

    A last line without its newline, or that is not a complete JSON object, is a record torn
    by the interruption: it is cut off (the file truncated) and its document is read again.
    A damaged line elsewhere raises ``SourceReadError``: that file was not written by an
    interrupted run, and appending to it would hide the damage. A missing file is an empty
    state (nothing done yet).
    """
    state = ResumeState()
    try:
        handle: BinaryIO = open(path, "r+b")  # noqa: SIM115 - closed below
    except FileNotFoundError:
        return state
    except OSError as err:
        raise SourceReadError(path, err.strerror or str(err)) from err
    with handle:
        good_end = 0
        bad_line: int | None = None
        line_number = 0
        for line in handle:
            line_number += 1
            if bad_line is not None:
                raise SourceReadError(
                    path, f"line {bad_line} is not a JSON record; cannot resume from this file"
                )
            record: Any = None
            if line.endswith(b"\n"):
                with contextlib.suppress(ValueError):
                    record = json.loads(line)
            if not isinstance(record, dict) or "source" not in record:
                bad_line = line_number
                continue
            state.done.add(record_key(record))
            state.records += 1
            if record.get("status") == "error":
                state.errors += 1
            good_end += len(line)
        size = handle.seek(0, os.SEEK_END)
        if size > good_end:
            state.repaired_bytes = size - good_end
            handle.truncate(good_end)
    return state


# --------------------------------------------------------------------------------------------
# the corpus run


@dataclass(slots=True)
class RunSummary:
    """Counts of a corpus run (this session; ``resumed`` says how many records were already
    there)."""

    documents: int = 0
    ok: int = 0
    errors: int = 0
    skipped: int = 0
    hits: int = 0
    dois: int = 0
    unique_keys: set[str] = field(default_factory=set)
    errors_by_kind: Counter[str] = field(default_factory=Counter)
    bytes: int = 0
    seconds: float = 0.0
    resumed: int = 0
    resumed_errors: int = 0
    interrupted: bool = False

    def add(self, outcome: Outcome) -> None:
        self.documents += 1
        if outcome.error is not None:
            self.errors += 1
            self.errors_by_kind[outcome.error.kind] += 1
        elif outcome.status == "skipped":
            self.skipped += 1
        else:
            self.ok += 1
        self.hits += outcome.hits
        self.dois += outcome.dois
        self.unique_keys.update(outcome.keys)
        if outcome.size is not None:
            self.bytes += outcome.size

    @property
    def failed(self) -> bool:
        return bool(self.errors or self.resumed_errors)

    def format(self) -> str:
        """The human summary printed at the end (``--summary``)."""
        elapsed = max(self.seconds, 1e-9)
        lines = [
            f"documents: {self.documents} ({self.ok} ok, {self.errors} errors, "
            f"{self.skipped} skipped)"
            + (f" + {self.resumed} already done" if self.resumed else "")
            + (" - interrupted" if self.interrupted else ""),
            f"DOIs: {self.dois} in documents, {len(self.unique_keys)} unique, "
            f"{self.hits} occurrences",
            f"throughput: {self.documents / elapsed:.1f} documents/s, "
            f"{self.bytes / elapsed / 1e6:.2f} MB/s ({self.bytes / 1e6:.1f} MB in "
            f"{self.seconds:.1f} s)",
        ]
        if self.errors_by_kind:
            kinds = ", ".join(f"{k} {n}" for k, n in sorted(self.errors_by_kind.items()))
            lines.append(f"errors by kind: {kinds}")
        return "\n".join(f"doiextract: {line}" for line in lines)


class _Progress:
    """The live progress bar (tqdm) on stderr: documents done/total, MB/s, DOIs, errors, ETA.

    The total is counted by a background thread that lists the same inputs without reading
    them; until it is done the bar shows a count without ETA.
    """

    def __init__(
        self, operands: Sequence[str], options: Options, files_from: str | None, stream: TextIO
    ) -> None:
        from tqdm import tqdm

        try:
            columns, lines = os.get_terminal_size(stream.fileno())
        except (OSError, AttributeError, ValueError):
            columns = lines = 0
        # a terminal that reports no size (a bare pty) would hide the bar: assume 100x24
        self.bar = tqdm(
            total=None,
            unit="doc",
            file=stream,
            dynamic_ncols=columns > 0,
            ncols=None if columns > 0 else 100,
            nrows=None if lines > 0 else 24,
            mininterval=0.25,
            smoothing=0.1,
            leave=True,
        )
        self.started = time.monotonic()
        self.total: int | None = None
        self.bytes = 0
        self.dois = 0
        self.errors = 0
        self.last_postfix = 0.0
        if files_from != "-" and "-" not in operands:
            thread = threading.Thread(
                target=self._count, args=(list(operands), options, files_from), daemon=True
            )
            thread.start()

    def _count(self, operands: list[str], options: Options, files_from: str | None) -> None:
        count = 0
        with contextlib.suppress(Exception):  # progress only: a failure just leaves no ETA
            for _ in iter_inputs(operands, options, files_from, read_members=False):
                count += 1
            self.total = count

    def update(self, outcome: Outcome) -> None:
        if outcome.size is not None:
            self.bytes += outcome.size
        self.dois += outcome.dois
        if outcome.error is not None:
            self.errors += 1
        if self.total is not None and self.bar.total != self.total:
            self.bar.total = self.total
        now = time.monotonic()
        if now - self.last_postfix > 0.25:
            self.last_postfix = now
            rate = self.bytes / max(now - self.started, 1e-9) / 1e6
            self.bar.set_postfix_str(
                f"{rate:.1f} MB/s, {self.dois} DOIs, {self.errors} errors", refresh=False
            )
        self.bar.update(1)

    def write(self, message: str) -> None:
        self.bar.write(message, file=sys.stderr)

    def close(self) -> None:
        self.bar.close()


def run_bulk(
    operands: Sequence[str],
    sink: Sink,
    options: Options | None = None,
    *,
    jobs: int | None = None,
    files_from: str | None = None,
    resume: ResumeState | None = None,
    progress: bool = False,
    quiet: bool = False,
    summary: bool = False,
    stderr: TextIO | None = None,
) -> RunSummary:
    """Run a corpus: every input document once through the pool into ``sink``, in order.

    Documents in ``resume.done`` are left out. Errors are written to the sink as records and,
    unless ``quiet``, reported on ``stderr`` one line each. ``progress`` shows the tqdm bar
    (the caller decides: the command line does when stderr is a terminal and not ``--quiet``);
    ``summary`` prints ``RunSummary.format()`` at the end. ``KeyboardInterrupt`` stops the
    workers and propagates after the records already done are written and flushed.
    """
    options = options or DEFAULT_OPTIONS
    err = stderr or sys.stderr
    result_summary = RunSummary()
    if resume is not None:
        result_summary.resumed = resume.records
        result_summary.resumed_errors = resume.errors
    inputs: Iterator[Input] = iter_inputs(operands, options, files_from)
    if resume is not None and resume.done:
        done = resume.done
        inputs = (item for item in inputs if item.source not in done)
    bar = _Progress(operands, options, files_from, err) if progress else None
    started = time.perf_counter()
    # JSON Lines records are rendered by the workers; other formats need the whole result
    jsonl = sink if isinstance(sink, JsonLinesSink) else None
    render = Render(jsonl=jsonl is not None, unique=sink.unique, keys=summary)
    results = process_outcomes(inputs, options, jobs, render)
    try:
        for outcome in results:
            if jsonl is not None and outcome.line is not None:
                jsonl.write_line(outcome.line)
            elif outcome.result is not None:
                sink.write(outcome.result)
            result_summary.add(outcome)
            if bar is not None:
                bar.update(outcome)
            if quiet:
                continue
            messages = [f"doiextract: warning: {w}" for w in outcome.warnings]
            if outcome.error is not None:
                messages.append(f"doiextract: {outcome.error.message}")
            for message in messages:
                if bar is not None:
                    bar.write(message)
                else:
                    print(message, file=err)
    except KeyboardInterrupt:
        result_summary.interrupted = True
        raise
    finally:
        results.close()
        result_summary.seconds = time.perf_counter() - started
        if bar is not None:
            bar.close()
        if summary:
            print(result_summary.format(), file=err)
    return result_summary
