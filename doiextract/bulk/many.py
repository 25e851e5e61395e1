"""The stable Python API of corpus runs: ``extract_many`` and ``extract_archive`` (issue #11
item 6), the command line's corpus run without its sink: one :class:`DocumentResult` per input
document, in input order, through the same inputs (``iter_inputs``) and worker pool
(``process``) as ``run_bulk``.

Won't: write records (``doiextract.sinks.document_record`` gives a result's JSON record, the
line ``--format jsonl`` writes), show progress, resume.
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Iterator

from doiextract.bulk.inputs import iter_inputs
from doiextract.bulk.pool import process
from doiextract.errors import UnsupportedSourceError
from doiextract.model import DocumentResult
from doiextract.options import Options
from doiextract.sources.registry import is_archive

__all__ = ["extract_archive", "extract_many"]

PathLike = str | os.PathLike[str]


def extract_many(
    paths: Iterable[PathLike] | PathLike,
    *,
    jobs: int | None = None,
    options: Options | None = None,
    files_from: str | None = None,
    remote: bool = False,
) -> Iterator[DocumentResult]:
    """One result per document of ``paths``, in input order: the records of the command line
    (``doiextract -f jsonl PATH...``), as :class:`~doiextract.model.DocumentResult` s.

    ``paths`` are what the command line takes: files, directories (walked recursively), glob
    patterns, archives (``.zip``, ``.tar.gz``...: one result per member) and ``-`` (standard
    input); a single path may be given alone. ``files_from`` names a file listing more, one
    per line; ``remote`` reads paths shaped like URLs through fsspec (the dask extra).

    Every document gives exactly one result and nothing raises for a bad one: a document
    that cannot be read has ``error`` set (``status == "error"``), one that no reader handles
    (an image, an office file) ``skipped`` (``status == "skipped"``). ``options`` default to
    :meth:`Options.cli_defaults` (a 120 s timeout and a 512 MiB size limit per document, as
    on the command line).

    ``jobs`` worker processes read the documents (default: every CPU, as ``--jobs``); a
    document past ``options.timeout`` is stopped and recorded as a ``timeout`` error, a
    worker that crashes as ``crash``, and the run goes on. ``jobs=0`` reads everything in
    this process (no timeout or crash isolation). Workers are started with ``spawn``: a
    script that calls this with ``jobs`` other than 0 needs the
    ``if __name__ == "__main__":`` guard. Closing the iterator early stops the workers.

    >>> import pathlib, tempfile
    >>> folder = pathlib.Path(tempfile.mkdtemp())
    >>> _ = (folder / "a.txt").write_text("see doi:10.1000/182")
    >>> _ = (folder / "b.png").write_bytes(b"\\x89PNG\\r\\n\\x1a\\n...")
    >>> for result in sorted(extract_many(folder, jobs=0), key=lambda r: r.source):
    ...     print(pathlib.Path(result.source).name, result.status, result.kind, result.dois)
    a.txt ok text ['10.1000/182']
    b.png skipped image []
    """
    options = Options.cli_defaults() if options is None else options
    if isinstance(paths, (str, os.PathLike)):
        paths = [paths]
    operands = [os.fspath(path) for path in paths]
    inputs = iter_inputs(operands, options, files_from, remote=remote)
    return process(inputs, options, jobs)


def extract_archive(
    path: PathLike, *, jobs: int | None = None, options: Options | None = None
) -> Iterator[DocumentResult]:
    """One result per member of a tar (``.tar``, ``.tar.gz``, ``.tgz``, ``.tar.bz2``,
    ``.tar.xz``) or zip archive, in archive order, read in memory (nothing unpacked to disk):
    :func:`extract_many` of one archive. Each result's ``member`` is the member's name and its
    ``source`` the label ``archive::member``. ``extract_path`` refuses an archive (it gives
    one result) and points here.

    Raises :class:`~doiextract.errors.UnsupportedSourceError` when ``path`` is not named as
    an archive; an archive that breaks midway gives an error result after its readable
    members, as on the command line.

    >>> import pathlib, tempfile, zipfile
    >>> archive = pathlib.Path(tempfile.mkdtemp()) / "pmc.zip"
    >>> with zipfile.ZipFile(archive, "w") as z:
    ...     z.writestr("PMC1/a.nxml", '<article><front><article-meta><article-id '
    ...                'pub-id-type="doi">10.1000/own</article-id></article-meta></front>'
    ...                '</article>')
    ...     z.writestr("PMC1/fig1.gif", b"GIF89a...")
    >>> [(r.member, r.status, r.own_doi) for r in extract_archive(archive, jobs=0)]
    [('PMC1/a.nxml', 'ok', '10.1000/own'), ('PMC1/fig1.gif', 'skipped', None)]
    """
    name = os.fspath(path)
    if not is_archive(name):
        raise UnsupportedSourceError(
            name, "not named as an archive (.zip, .tar, .tar.gz, .tgz, .tar.bz2, .tar.xz)"
        )
    return extract_many([name], jobs=jobs, options=options)
