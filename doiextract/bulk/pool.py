"""The worker pool: inputs -> results in input order, with per-document timeouts and crash
recovery (see ``doiextract.bulk`` for the design and why it is hand-supervised).

Won't: list inputs, read documents, or write records.
"""

from __future__ import annotations

import contextlib
import io
import multiprocessing
import multiprocessing.connection
import multiprocessing.context
import os
import signal
import sys
import threading
import time
from collections import deque
from collections.abc import Callable, Generator, Iterable, Iterator
from dataclasses import dataclass, field, replace
from multiprocessing.connection import Connection
from multiprocessing.process import BaseProcess
from typing import Any, cast

from doiextract.bulk.document import extract_document, run_input
from doiextract.bulk.inputs import STDIN, Input, guess_kind
from doiextract.model import DocumentError, DocumentResult
from doiextract.options import DEFAULT_OPTIONS, Options
from doiextract.sinks import Rendered, Sink, TextLayout, make_sink

__all__ = [
    "BATCH_BYTES",
    "BATCH_DOCUMENTS",
    "SPOOL_BYTES",
    "STARTUP_SECONDS",
    "WINDOW",
    "WINDOW_BYTES",
    "Outcome",
    "Render",
    "default_jobs",
    "make_outcome",
    "process",
    "process_outcomes",
    "run_here",
    "run_spooled",
]


#: Most documents sent to a worker at once, and most bytes of work in one batch.
BATCH_DOCUMENTS = 32
BATCH_BYTES = 4 << 20
#: Most documents between enumeration and output per worker (bounds parent memory), and most
#: bytes of archive members held in memory at once.
WINDOW = 256
WINDOW_BYTES = 256 << 20
#: Time a new worker may take to start (spawn and imports) before its documents' clock runs.
STARTUP_SECONDS = 60.0
#: A file at least this large, or of unknown size, is rendered hit by hit (``run_spooled``:
#: its hits are never held); a smaller one from its whole result, which is faster for small
#: files (no spool to set up: about 0.1 ms less per file) and holds a few MB of hits at most.
SPOOL_BYTES = 256 << 10


@dataclass(frozen=True, slots=True)
class Render:
    """How a document is handed back: with a ``format`` (``sinks.FORMATS``), its output is
    rendered where it was read, as that format's sink (``make_sink(format, ..., unique,
    layout)``) would write it (``Sink.render``), and sent as text; without, its whole
    result is. ``keys`` also sends the DOI keys (for the count of unique DOIs in the
    summary)."""

    format: str | None = None
    unique: bool = True
    keys: bool = False
    layout: TextLayout | None = None

    def sink(self) -> Sink | None:
        """This process's sink of ``format`` on a string buffer, made once (``None``
        without a format): its ``render`` renders documents, its spools fill the buffer."""
        if self.format is None:
            return None
        sink = _RENDERERS.get(self)
        if sink is None:
            buffer = io.StringIO()
            sink = make_sink(self.format, buffer, self.unique, self.layout)
            buffer.seek(0)
            buffer.truncate()  # (a CSV sink's header: the parent writes its own)
            _RENDERERS[self] = sink
        return sink


#: ``Render.sink`` of each ``Render`` met in this process.
_RENDERERS: dict[Render, Sink] = {}


@dataclass(frozen=True, slots=True)
class Outcome:
    """One document as the parent needs it: its output already rendered (``output``, see
    ``Sink.render``) or its whole ``result``, and the counts of the progress bar and the
    summary.

    Rendering in the worker matters: with the full result, the parent (one process for all
    workers) spent about 0.6 ms per text document unpickling hits and encoding JSON, as much
    as a worker spent reading it, and ``--jobs 2`` was no faster than ``--jobs 1``.
    """

    result: DocumentResult | None
    output: Rendered | None
    status: str
    error: DocumentError | None
    hits: int
    dois: int
    size: int | None
    keys: tuple[str, ...] = ()
    #: the document's non-fatal notes ("no text layer"), each prefixed with its source
    warnings: tuple[str, ...] = ()

    def __reduce__(self) -> tuple[type[Outcome], tuple[Any, ...]]:
        # a plain tuple: pickled and unpickled once per document, without the generic
        # dataclass state functions (they showed in the parent's profile)
        return Outcome, (
            self.result,
            self.output,
            self.status,
            self.error,
            self.hits,
            self.dois,
            self.size,
            self.keys,
            self.warnings,
        )


def make_outcome(result: DocumentResult, render: Render) -> Outcome:
    """The :class:`Outcome` of a result, rendered as ``render`` says."""
    size = result.stats.get("bytes")
    keys = tuple({hit.key for hit in result.hits}) if render.keys else ()
    sink = render.sink()
    output = None if sink is None else sink.render(result)
    return Outcome(
        result if output is None else None,
        output,
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
    try:
        conn.send(None)  # ready: the documents' clocks start now, not at the spawn
    except (BrokenPipeError, OSError):
        return
    while True:
        try:
            batch = conn.recv()
        except (EOFError, OSError):
            return
        if batch is None:
            return
        for index, item in batch:
            outcome = _read_here(item, options, render)
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
    #: the worker said it is ready (its interpreter started and imported doiextract)
    ready: bool = False
    spawned: float = field(default_factory=time.monotonic)


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
                message = worker.conn.recv()
                if message is None:  # ready
                    worker.ready = True
                    worker.started = time.monotonic()
                    continue
                index, result = message
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
            result = _lost(item, error, worker.started)
            self.finished[index] = make_outcome(result, self.render)
        self.pending.extendleft(reversed(worker.queue))
        self.pending_bytes += sum(len(i.data) for _, i in worker.queue if i.data is not None)

    def deadline(self, worker: _Worker) -> float:
        """When the worker's current document runs out of time (``--timeout``). The clock
        starts when the worker is ready: starting an interpreter takes seconds on a loaded
        machine, and that must not count against a document (it made a small text file time
        out after --timeout 2 under load); a worker that never gets ready is given
        ``STARTUP_SECONDS`` more."""
        if worker.ready:
            return worker.started + self.timeout
        return worker.spawned + STARTUP_SECONDS + self.timeout

    def wait(self) -> None:
        """Block until a result arrives, a worker dies or a deadline passes; handle it."""
        if not self.workers:
            return
        now = time.monotonic()
        timeout: float | None = None
        if self.timeout:
            deadlines = [self.deadline(w) for w in self.workers if w.queue]
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
                if worker.queue and now > self.deadline(worker):
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


def _lost(item: Input, error: DocumentError, started: float) -> DocumentResult:
    """The result of a document whose reading was stopped (``timeout``) or died (``crash``)."""
    source = item.source
    return DocumentResult(
        source,
        (),
        DocumentError(error.kind, f"{source}: {error.message}"),
        stats={"seconds": round(time.monotonic() - started, 6)}
        | ({"bytes": item.size} if item.size is not None else {}),
        kind=guess_kind(source),
        member=item.member,
    )


class _Stopped(BaseException):
    """Raised by the alarm in a document read in this process past ``--timeout`` (a
    ``BaseException``: a reader's ``except Exception`` must not swallow it)."""


@contextlib.contextmanager
def _alarm(seconds: float) -> Iterator[None]:
    """Raise :class:`_Stopped` in this thread after ``seconds`` (``SIGALRM``; POSIX, main
    thread only, else nothing happens: the scanner's own ``Options.timeout`` check per
    chunk still stops a text stream). The signal is delivered between Python steps and
    interrupts a blocking system call (``open()`` of a FIFO nobody writes), but not one long
    call inside a C library (a PDF parser looping in pdfium): only a worker process can be
    killed for that."""
    usable = hasattr(signal, "setitimer") and threading.current_thread() is threading.main_thread()
    if not seconds or not usable:
        yield
        return

    def stop(signum: int, frame: object) -> None:
        raise _Stopped

    previous = signal.signal(signal.SIGALRM, stop)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def run_here(item: Input, options: Options, render: Render) -> Outcome:
    """One input read in this process (``--jobs 0``, or a single input: no pool to start),
    stopped after ``options.timeout`` as far as :func:`_alarm` can."""
    started = time.monotonic()
    try:
        with _alarm(options.timeout):
            result = run_input(item, options)
    except _Stopped:
        message = f"no result after {options.timeout:g} s; stopped (--timeout {options.timeout:g})"
        result = _lost(item, DocumentError("timeout", message), started)
    return make_outcome(result, render)


def _spools(item: Input) -> bool:
    """Whether ``item`` is read through a spool (``SPOOL_BYTES``)."""
    return item.size is None or item.size >= SPOOL_BYTES


def _read_here(item: Input, options: Options, render: Render) -> Outcome:
    """A worker's document: its output rendered here (``Render.sink``), through a spool
    when the format has one (the hits are never held, nor sent), else from the result."""
    sink = render.sink()
    if sink is None or not _spools(item) or getattr(sink, "run_wide", bool)():
        return make_outcome(run_input(item, options), render)
    outcome = run_spooled(item, options, render, sink, alarm=False)
    if outcome.result is not None or outcome.output is not None:
        return outcome
    buffer = cast(io.StringIO, sink.stream)  # what the spool wrote
    output = buffer.getvalue()
    buffer.seek(0)
    buffer.truncate()
    return replace(outcome, output=output)


def run_spooled(
    item: Input, options: Options, render: Render, sink: Sink, *, alarm: bool = True
) -> Outcome:
    """Like :func:`run_here`, for a sink whose output is rendered hit by hit
    (``Sink.spool``: text, CSV, TSV): the hits go into the spool as they are found, never
    held, and the spool is written out once the document is read whole; the outcome then
    has neither result nor output (its counts are the spool's). A document that failed, or
    has no hit, is written from its result as before. Issue #10 item 3: memory bounded by
    the scan's window, not by the number of hits. A file under ``SPOOL_BYTES`` is read
    whole (its few hits are held: faster). ``alarm``: stop the document after
    ``options.timeout`` (a worker is stopped by its parent instead)."""
    name = item.path or item.source
    whole = item.result is not None or item.data is not None or item.remote
    # (the spool is told the source the result will have)
    spool = None if whole or not _spools(item) else sink.spool(STDIN if name == "-" else name)
    if spool is None:
        if alarm:
            return run_here(item, options, render)
        return make_outcome(run_input(item, options), render)
    started = time.monotonic()
    try:
        with _alarm(options.timeout if alarm else 0):
            result = extract_document(name, options, None, item.size, on_hit=spool.add)
        written = result.error is None and spool.count > 0
        if written:
            spool.commit(result)
    except _Stopped:
        message = f"no result after {options.timeout:g} s; stopped (--timeout {options.timeout:g})"
        result = _lost(item, DocumentError("timeout", message), started)
        written = False
    finally:
        spool.close()
    outcome = make_outcome(result, render)
    if not written:
        return outcome
    keys = tuple(spool.keys) if render.keys else ()
    return replace(
        outcome, result=None, output=None, hits=spool.count, dois=len(spool.keys), keys=keys
    )


def process(
    inputs: Iterable[Input], options: Options | None = None, jobs: int | None = None
) -> Generator[DocumentResult, None, None]:
    """One result per input, in input order, read by ``jobs`` worker processes.

    ``jobs`` defaults to every CPU; ``0`` reads everything in this process (``run_here``: no
    pool to start; ``timeout`` only as far as a signal can stop the reader, and a crash in
    a C library ends the run; for a single input, debugging and profiling). Standard input
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
    here: Callable[[Input], Outcome] | None = None,
) -> Generator[Outcome, None, None]:
    """Like :func:`process`, but yields an :class:`Outcome` per input, rendered in the
    workers as ``render`` says (``run_bulk`` uses this). ``here`` reads an input in this
    process when ``jobs`` is 0 (default :func:`run_here`)."""
    options = options or DEFAULT_OPTIONS
    render = render or Render()
    jobs = default_jobs() if jobs is None else jobs
    if jobs <= 0:
        for item in inputs:
            if item.result is not None:
                yield make_outcome(item.result, render)
            elif here is not None:
                yield here(item)
            else:
                yield run_here(item, options, render)
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
