"""The corpus run of the command line: inputs, pool, sink, progress bar, summary, resume.

Won't: list inputs, read documents, supervise workers (the other ``doiextract.bulk`` modules).
"""

from __future__ import annotations

import contextlib
import io
import os
import sys
import threading
import time
from collections import Counter
from collections.abc import Callable, Container, Iterator, Sequence
from dataclasses import dataclass, field
from typing import TextIO, cast

from doiextract.bulk.inputs import Input, iter_inputs
from doiextract.bulk.pool import Outcome, Render, process_outcomes, run_spooled
from doiextract.bulk.resume import Key, ResumeFilter, ResumeState, resume_key
from doiextract.options import DEFAULT_OPTIONS, Options
from doiextract.sinks import CsvSink, JsonLinesSink, Sink, TextSink, printable

__all__ = [
    "RunSummary",
    "TerminalOutput",
    "run_bulk",
    "terminal_output",
]


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
    them (leaving out those a resume has ``done``: they are not read again); until it is done
    the bar shows a count without ETA.
    """

    def __init__(
        self,
        operands: Sequence[str],
        options: Options,
        files_from: str | None,
        stream: TextIO,
        null: bool = False,
        done: Container[Key] = (),
    ) -> None:
        from tqdm import tqdm

        self.stream = stream
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
        #: the bar was cleared for output on the same terminal and is drawn again in update()
        self.cleared = False
        self.output: TerminalOutput | None = None
        if files_from != "-" and "-" not in operands:
            thread = threading.Thread(
                target=self._count,
                args=(list(operands), options, files_from, null, done),
                daemon=True,
            )
            thread.start()

    def _count(
        self,
        operands: list[str],
        options: Options,
        files_from: str | None,
        null: bool,
        done: Container[Key],
    ) -> None:
        count = 0
        with contextlib.suppress(Exception):  # progress only: a failure just leaves no ETA
            for item in iter_inputs(operands, options, files_from, read_members=False, null=null):
                count += resume_key(*item.key) not in done
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
        if self.cleared:  # the document's output went above the bar: draw it again below
            self.cleared = False
            self.bar.refresh()

    def write(self, message: str) -> None:
        self.bar.write(message, file=sys.stderr)

    def attach(self, sink: Sink) -> None:
        """Have ``sink``'s output cleared off the bar before each write, when it is a
        ``TerminalOutput`` on the bar's terminal (until ``close``)."""
        output = getattr(sink, "stream", None)
        if isinstance(output, TerminalOutput) and _same_terminal(output.stream, self.stream):
            output.progress = self
            self.output = output

    def clear(self) -> None:
        if not self.cleared:
            self.cleared = True
            self.bar.clear()

    def close(self) -> None:
        """The final counts (not the last throttled ones), then the bar is left as it is."""
        if self.total is not None and self.bar.total != self.total:
            self.bar.total = self.total
        rate = self.bytes / max(time.monotonic() - self.started, 1e-9) / 1e6
        self.bar.set_postfix_str(
            f"{rate:.1f} MB/s, {self.dois} DOIs, {self.errors} errors", refresh=False
        )
        self.cleared = False
        self.bar.refresh()
        self.bar.close()
        if self.output is not None:
            self.output.progress = None


def _same_terminal(one: TextIO, other: TextIO) -> bool:
    """Whether two streams are the same terminal (stdout and stderr on one screen)."""
    try:
        first, second = one.fileno(), other.fileno()
        if not (os.isatty(first) and os.isatty(second)):
            return False
        a, b = os.fstat(first), os.fstat(second)
    except (OSError, AttributeError, ValueError):
        return False
    return (a.st_dev, a.st_ino, a.st_rdev) == (b.st_dev, b.st_ino, b.st_rdev)


class TerminalOutput(io.TextIOBase):
    """The output stream of a run, when it is a terminal (``terminal_output``): a run whose
    progress bar is on the same terminal (``run_bulk``) sets ``progress``, and every write
    clears the bar first; the bar is drawn again after the document (``_Progress.update``),
    so no output lands on the bar's line (issue 11 §10). Sinks are built on it, so that the
    writers they keep (``csv.writer``) write through it too."""

    def __init__(self, stream: TextIO) -> None:
        super().__init__()
        self.stream = stream
        self.progress: _Progress | None = None

    def write(self, text: str) -> int:
        if text and self.progress is not None:
            self.progress.clear()
        return self.stream.write(text)

    def flush(self) -> None:
        self.stream.flush()

    def fileno(self) -> int:
        return self.stream.fileno()

    def isatty(self) -> bool:
        return self.stream.isatty()


def terminal_output(stream: TextIO) -> TextIO:
    """``stream``, wrapped in ``TerminalOutput`` when it is a terminal (build the sink on
    it); as it is otherwise."""
    try:
        tty = stream.isatty()
    except (OSError, ValueError, AttributeError):
        tty = False
    return cast(TextIO, TerminalOutput(stream)) if tty else stream


def _report(outcome: Outcome, bar: _Progress | None, stream: TextIO) -> None:
    """A document's warnings and error, one line each (above the progress bar, if any)."""
    messages = [f"doiextract: warning: {printable(w)}" for w in outcome.warnings]
    if outcome.error is not None:
        messages.append(f"doiextract: {printable(outcome.error.message)}")
    for message in messages:
        if bar is not None:
            bar.write(message)
        else:
            print(message, file=stream)


def _note(message: str | None, quiet: bool, stream: TextIO) -> None:
    if message is not None and not quiet:
        print(f"doiextract: {message}", file=stream)


def _relisting(
    operands: Sequence[str], options: Options, files_from: str | None, remote: bool, null: bool
) -> Iterator[Input] | None:
    """The inputs listed once more without reading them, lazily; ``None`` when they cannot
    be (standard input is read once)."""
    if files_from == "-" or "-" in operands:
        return None
    return iter_inputs(operands, options, files_from, read_members=False, remote=remote, null=null)


def _plan_resume(
    plan: ResumeFilter, listing: Iterator[Input] | None, quiet: bool, stream: TextIO
) -> None:
    """Say what the resume will do (issue 11 §9); the inputs are counted first when they can
    be listed and someone reads the answer (not ``quiet``)."""
    if not quiet and plan.state.records and listing is not None:
        plan.survey(listing)
    _note(plan.plan(), quiet, stream)


def _format(sink: Sink) -> str | None:
    """The ``--format`` of one of ``sinks``' own writers (``None`` for another ``Sink``: its
    documents are sent whole and written by ``sink.write``)."""
    if type(sink) is JsonLinesSink:
        return "jsonl"
    if type(sink) is TextSink:
        return "text"
    if type(sink) is CsvSink:
        return "csv" if sink.delimiter == "," else "tsv"
    return None


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
    remote: bool = False,
    null: bool = False,
) -> RunSummary:
    """Run a corpus: every input document once through the pool into ``sink``, in order.

    Documents in ``resume.done`` are left out (matched by ``resume.resume_key``; unless
    ``quiet``, what the resume does is said on ``stderr``). Errors are written to the sink as
    records and, unless ``quiet``, reported on ``stderr`` one line each. ``progress`` shows
    the tqdm bar (the caller decides: the command line does when stderr is a terminal and not
    ``--quiet``);
    ``summary`` prints ``RunSummary.format()`` at the end; ``remote`` reads operands shaped
    like URLs through fsspec (``iter_inputs``); ``null``: the names of ``files_from`` are
    NUL-separated (``iter_inputs``). ``KeyboardInterrupt`` stops the
    workers and propagates after the records already done are written and flushed.
    """
    options = options or DEFAULT_OPTIONS
    err = stderr or sys.stderr
    result_summary = RunSummary()
    if resume is not None:
        result_summary.resumed = resume.records
        result_summary.resumed_errors = resume.errors
    inputs: Iterator[Input] = iter_inputs(operands, options, files_from, remote=remote, null=null)
    plan = ResumeFilter(resume) if resume is not None else None
    if plan is not None:
        inputs = plan.fresh(inputs)
        relisted = _relisting(operands, options, files_from, remote, null)
        _plan_resume(plan, relisted, quiet, err)
    done = resume.done if resume is not None else frozenset()
    bar = _Progress(operands, options, files_from, err, null, done) if progress else None
    if bar is not None:
        bar.attach(sink)
    started = time.perf_counter()
    # every document's output is rendered by the worker that read it (Sink.render)
    render = Render(_format(sink), sink.unique, summary, getattr(sink, "layout", None))
    # read here (jobs 0): text, CSV and TSV output rendered as the hits are found
    here: Callable[[Input], Outcome] = lambda item: run_spooled(item, options, render, sink)  # noqa: E731
    results = process_outcomes(inputs, options, jobs, render, here)
    try:
        for outcome in results:
            if outcome.output is not None:
                sink.write_rendered(outcome.output)
            elif outcome.result is not None:
                sink.write(outcome.result)
            result_summary.add(outcome)
            if bar is not None:
                bar.update(outcome)
            if not quiet:
                _report(outcome, bar, err)
    except KeyboardInterrupt:
        result_summary.interrupted = True
        raise
    else:
        if plan is not None:
            _note(plan.report(), quiet, err)
    finally:
        results.close()
        result_summary.seconds = time.perf_counter() - started
        if bar is not None:
            bar.close()
        if summary:
            print(result_summary.format(), file=err)
    return result_summary
