"""Corpus runner: many inputs -> a pool of worker processes -> one result per document.

Takes operands (files; directories, walked recursively; glob patterns; lists of paths from
``--files-from``; tar, tar.gz/bz2/xz and zip archives, read member by member in memory, never
unpacked to disk) and yields exactly one :class:`~doiextract.model.DocumentResult` per input
document, **in input order**: with hits, with an error (``DocumentError.kind``), or skipped
(``stats["status"] == "skipped"``, e.g. a FIFO met while walking a directory). The order of
inputs is the order of the operands; inside a directory, the order in which the operating
system lists it (not sorted: sorting needs the whole listing in memory), which is the same for
every ``--jobs``.

The package has one module per job, so that each fault has one obvious home:

``inputs``
    operands -> :class:`Input` items (listing, walking, globs, ``--files-from``, archives).
``document``
    one input -> one result (``extract_document``, ``extract_batch``).
``pool``
    worker processes, per-document timeouts, crashes (``process``, ``process_outcomes``).
``resume``
    reading an earlier output back (``load_resume``, the keys of records).
``run``
    ``run_bulk``: the whole run with its sink, progress bar and summary.

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
bytes, in input order, whatever their kinds) and come back one by one, each as its output
already rendered by the worker in the run's format (``Sink.render``; a file of
``SPOOL_BYTES`` or more hit by hit through the sink's spool, its hits never held), so the
parent only writes text and its cost per document stays far below the ~0.1 ms it takes to
scan a small text file. At most ``WINDOW`` documents are between the enumeration and
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
(``doiextract.sinks``). Not a stable API beyond ``extract_batch``, ``run_bulk`` and
``extract_many``/``extract_archive`` (``many``; exported from ``doiextract``).
"""

from __future__ import annotations

from doiextract.bulk.document import TIMING_FIELDS, extract_batch, extract_document, run_input
from doiextract.bulk.inputs import (
    ARCHIVE_SUFFIXES,
    STDIN,
    Input,
    guess_kind,
    is_archive,
    is_selected,
    is_url,
    iter_inputs,
    list_documents,
)
from doiextract.bulk.many import extract_archive, extract_many
from doiextract.bulk.pool import (
    BATCH_BYTES,
    BATCH_DOCUMENTS,
    WINDOW,
    WINDOW_BYTES,
    Outcome,
    Render,
    default_jobs,
    make_outcome,
    process,
    process_outcomes,
)
from doiextract.bulk.resume import ResumeState, load_resume, record_key
from doiextract.bulk.run import RunSummary, run_bulk

__all__ = [
    "ARCHIVE_SUFFIXES",
    "BATCH_BYTES",
    "BATCH_DOCUMENTS",
    "STDIN",
    "TIMING_FIELDS",
    "WINDOW",
    "WINDOW_BYTES",
    "Input",
    "Outcome",
    "Render",
    "ResumeState",
    "RunSummary",
    "default_jobs",
    "extract_archive",
    "extract_batch",
    "extract_document",
    "extract_many",
    "guess_kind",
    "is_archive",
    "is_selected",
    "is_url",
    "iter_inputs",
    "list_documents",
    "load_resume",
    "make_outcome",
    "process",
    "process_outcomes",
    "record_key",
    "run_bulk",
    "run_input",
]
