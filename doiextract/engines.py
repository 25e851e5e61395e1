"""Engine adapters: run a corpus on a distributed engine. Dask (``dask.distributed``) first.

Takes paths (local paths visible to every worker, or fsspec URLs such as ``s3://bucket/x.pdf``
or ``file:///shared/x.html``), as a list or as a Dask bag; gives a Dask bag of the records
that a local run writes (``sinks.document_record``, one per document, same order), or a Dask
dataframe with one row per document. Each Dask task runs :func:`doiextract.bulk.extract_batch`
on one batch of paths; that function is the whole of the work, so records are identical to
those of ``doiextract -f jsonl`` on the same inputs (timings aside).

Batching matters more than anything else here: scanning a 50 KB text file takes about
0.1 ms while a Dask task costs about 2.4 ms of scheduling (Ray 0.8 ms, Spark 27 ms), so a
task should carry about a second of work. By default a list of paths is cut by size
(``plan_batches``): each task gets about the same bytes to read (each file counted as at
least ``FILE_WEIGHT``), so a stretch of PDFs makes tasks of a few files and one of small
text files tasks of hundreds, and no task holds much more work than the others. The tasks
are consecutive stretches of the list, in order: the records come out in the order of the
paths (a task that mixed files from all over the list would give that up). ``batch_size``
cuts by count instead (``TEXT_BATCH``/``PDF_BATCH`` are sensible values).

Won't: read documents, choose readers or format records (``doiextract.bulk``); enforce a
per-document time limit (use the readers' ``Options.timeout``, or Dask's own task
timeouts). Dask and fsspec are optional: ``pip install 'doiextract[dask]'``.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterable
from typing import Any

from doiextract.bulk import extract_batch, is_selected, is_url, list_documents
from doiextract.options import DEFAULT_OPTIONS, Options
from doiextract.sources.registry import kind_for_name

__all__ = [
    "DATAFRAME_COLUMNS",
    "FILE_WEIGHT",
    "MIN_TASKS",
    "PDF_BATCH",
    "TEXT_BATCH",
    "default_batch_size",
    "flat_record",
    "list_paths",
    "plan_batches",
    "to_bag",
    "to_dataframe",
]

#: Paths per Dask task for text/HTML corpora, and for PDF corpora (about a second of work).
TEXT_BATCH = 500
PDF_BATCH = 20

#: Columns of :func:`to_dataframe` (``record`` holds the whole JSON record).
DATAFRAME_COLUMNS = {
    "source": "object",
    "member": "object",
    "status": "object",
    "kind": "object",
    "dois": "object",
    "hits": "int64",
    "error_kind": "object",
    "error_message": "object",
    "seconds": "float64",
    "record": "object",
}


#: A corpus is split into at least this many tasks, so a small one still keeps a cluster busy.
MIN_TASKS = 32


def default_batch_size(paths: list[str]) -> int:
    """Paths per task for a list: ``PDF_BATCH`` when most are PDFs, else ``TEXT_BATCH``, but
    small enough that the list makes at least ``MIN_TASKS`` tasks.

    >>> default_batch_size([f"{i}.txt" for i in range(2400)]), default_batch_size(["a.pdf"] * 99)
    (75, 4)
    """
    pdfs = sum(1 for p in paths if kind_for_name(p) == "pdf")
    cap = PDF_BATCH if pdfs * 2 > len(paths) else TEXT_BATCH
    return max(1, min(cap, -(-len(paths) // MIN_TASKS)))


#: What one file weighs in :func:`plan_batches`, in bytes, however small it is: opening,
#: sniffing and recording a file costs about as much as scanning 16 KB of text.
FILE_WEIGHT = 16 << 10
#: Most bytes one task of :func:`plan_batches` is given (about a second of reading).
TASK_BYTES = 64 << 20
#: Bytes assumed for a path whose size is not known without asking (an fsspec URL).
_GUESSED_BYTES = {"pdf": 1 << 20}
_GUESSED_DEFAULT = 64 << 10


def _weight(path: str) -> int:
    """The bytes ``path`` brings to a task: its size (a local file), a guess by its kind (a
    URL), or a whole task's worth (a folder, expanded inside its task)."""
    if is_url(path) and not os.path.lexists(path):
        return FILE_WEIGHT + _GUESSED_BYTES.get(kind_for_name(path), _GUESSED_DEFAULT)
    try:
        info = os.stat(path)
    except OSError:
        return FILE_WEIGHT  # an error or skipped record: little work
    if os.path.isdir(path):
        return TASK_BYTES
    return FILE_WEIGHT + info.st_size


def plan_batches(paths: list[str], min_tasks: int = MIN_TASKS) -> list[list[str]]:
    """``paths`` cut into consecutive batches of about equal work: each file weighs its
    size plus ``FILE_WEIGHT`` (a URL's size is guessed by its kind, not asked), and a batch
    gets about the total over ``min_tasks``, at most ``TASK_BYTES`` (a file heavier than
    that is a batch of its own). The batches, one after the other, are ``paths`` in order.

    >>> plan_batches([f"missing-{i}.txt" for i in range(8)], min_tasks=4)
    [['missing-0.txt', 'missing-1.txt'], ['missing-2.txt', 'missing-3.txt'], \
['missing-4.txt', 'missing-5.txt'], ['missing-6.txt', 'missing-7.txt']]
    """
    weights = [_weight(path) for path in paths]
    target = min(TASK_BYTES, sum(weights) / max(1, min_tasks))
    batches: list[list[str]] = []
    batch: list[str] = []
    load = 0
    for path, weight in zip(paths, weights, strict=True):
        if batch and load + weight / 2 > target:  # (a file goes where most of it fits)
            batches.append(batch)
            batch, load = [], 0
        batch.append(path)
        load += weight
    if batch:
        batches.append(batch)
    return batches


def _extract_partition(
    paths: Iterable[str], options: Options, unique: bool
) -> list[dict[str, Any]]:
    # module-level so it pickles by reference; all the work is in bulk.extract_batch, which
    # reads URLs here: paths on shared storage are what an engine is for (issue 12 §8)
    # as entries of a listing: a FIFO or a link to a directory is skipped, as the CLI's walk does
    return extract_batch(list(paths), options, unique, remote=True, listed=True)


def to_bag(
    paths: Any,
    options: Options | None = None,
    *,
    batch_size: int | None = None,
    unique: bool = True,
) -> Any:
    """A ``dask.bag.Bag`` of the records of every document of ``paths``.

    ``paths`` is a list of paths/URLs, split into tasks by size (:func:`plan_batches`) or,
    with ``batch_size``, of that many paths each; or a ``dask.bag.Bag`` of them (its
    partitions are the tasks: partition it yourself). A path may be a directory or an
    archive, expanded inside its task (one record per file or member). The records are in
    the order of the paths (the partitions' order). Nothing runs until ``.compute()``,
    ``.to_textfiles()`` etc.

    >>> bag = to_bag(["a.txt", "b.txt", "c.txt"], batch_size=2)
    >>> bag.npartitions
    2
    """
    import dask.bag as db

    options = options or DEFAULT_OPTIONS
    if not isinstance(paths, db.Bag):
        listed = list(paths)
        if batch_size:
            paths = db.from_sequence(listed, batch_size)  # type: ignore[no-untyped-call]
        else:
            batches = plan_batches(listed) or [[]]
            # one partition per batch, each holding its batch as one item (in order)
            paths = db.from_sequence(batches, npartitions=len(batches)).flatten()  # type: ignore[no-untyped-call]
    return paths.map_partitions(_extract_partition, options, unique)


def flat_record(record: dict[str, Any]) -> dict[str, Any]:
    """One dataframe row (``DATAFRAME_COLUMNS``) of a document record."""
    error = record.get("error") or {}
    return {
        "source": record["source"],
        "member": record.get("member"),
        "status": record["status"],
        "kind": record.get("kind"),
        "dois": record["dois"],
        "hits": record["counts"]["hits"],
        "error_kind": error.get("kind"),
        "error_message": error.get("message"),
        "seconds": float(record.get("stats", {}).get("seconds", 0.0)),
        "record": json.dumps(record, ensure_ascii=False),
    }


def to_dataframe(
    paths: Any,
    options: Options | None = None,
    *,
    batch_size: int | None = None,
    unique: bool = True,
) -> Any:
    """A ``dask.dataframe.DataFrame``, one row per document (``DATAFRAME_COLUMNS``); the
    ``record`` column keeps the full JSON record (hits with offsets, pages, locations)."""
    import pandas as pd

    bag = to_bag(paths, options, batch_size=batch_size, unique=unique).map(flat_record)
    meta = pd.DataFrame({name: pd.Series(dtype=kind) for name, kind in DATAFRAME_COLUMNS.items()})
    return bag.to_dataframe(meta=meta)


def list_paths(urlpath: str, options: Options | None = None) -> list[str]:
    """Every file below ``urlpath`` (a directory, glob pattern or single file, local or any
    fsspec URL), filtered by ``options.include``/``exclude``, as URLs that any worker can
    open; sorted. Run it on the client, then hand the list to :func:`to_bag`.

    A local ``urlpath`` is listed as the command line walks it (``bulk.list_documents``):
    FIFOs, dangling links and links to directories are listed too, so that :func:`to_bag`
    gives them the same skipped or error records as the command line (issue 12 §11).
    """
    import fsspec

    options = options or DEFAULT_OPTIONS
    fs, root = fsspec.core.url_to_fs(urlpath)
    if _is_local(fs):
        return sorted(set(list_documents(root, options)))
    # detail=True: the listing says what is a file, without a request per path
    if any(c in root for c in "*?["):
        found = fs.glob(root, detail=True)
        base = root.split("*", 1)[0].split("?", 1)[0].split("[", 1)[0].rsplit("/", 1)[0]
    elif fs.isdir(root):
        found = fs.find(root, detail=True)
        base = root.rstrip("/")
    else:
        found = {root: {"type": "file"}}
        base = root.rsplit("/", 1)[0]
    out = []
    for path in sorted(found):
        relative = path[len(base) + 1 :] if path.startswith(base + "/") else path
        if found[path].get("type") != "file" or not is_selected(relative, options):
            continue
        out.append(fs.unstrip_protocol(path))
    return out


def _is_local(fs: Any) -> bool:
    protocol = fs.protocol if isinstance(fs.protocol, str) else fs.protocol[0]
    return bool(protocol in ("file", "local"))
