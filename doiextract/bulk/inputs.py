"""Inputs of a corpus run: operands -> :class:`Input` items, lazily, in a stable order.

Files; directories, walked recursively; glob patterns; lists of paths from ``--files-from``;
tar, tar.gz/bz2/xz and zip archives, read member by member in memory, never unpacked to disk.
Memory does not grow with the corpus. Everything met gets an item: an unreadable directory,
a FIFO or an archive that breaks midway is an item whose ``result`` is already known.

Won't: read documents (``doiextract.bulk.document``).
"""

from __future__ import annotations

import contextlib
import fnmatch
import glob
import os
import re
import stat
import sys
import tarfile
import zipfile
import zlib
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, replace
from typing import Any, BinaryIO

from doiextract import extract as _extract
from doiextract.bulk.ignore import IgnoreRules
from doiextract.errors import LimitExceededError, SourceReadError
from doiextract.model import DocumentResult
from doiextract.options import DEFAULT_OPTIONS, Options
from doiextract.sources.registry import ARCHIVE_SUFFIXES, is_archive, kind_for_name

__all__ = [
    "ARCHIVE_SUFFIXES",
    "STDIN",
    "Input",
    "guess_kind",
    "is_archive",
    "is_selected",
    "is_url",
    "iter_inputs",
    "list_documents",
    "member_source",
]


#: The source name of standard input in records.
STDIN = "<stdin>"


_MAGIC = frozenset("*?[")


@dataclass(frozen=True, slots=True)
class Input:
    """One document to read.

    ``source`` names it in messages: the path, or ``archive::member`` for an archive member,
    whose name inside the archive is then ``member`` (records carry the two apart: a file
    whose own name holds ``::`` is no member). ``path`` is the file (or fsspec URL) a worker
    opens; ``data`` the bytes of an archive member, read by the parent; ``size`` the size in
    bytes when known. ``result`` is set when the outcome is known without reading (skipped,
    over the size limit, an unreadable archive).
    """

    source: str
    path: str | None = None
    data: bytes | None = None
    size: int | None = None
    result: DocumentResult | None = None
    member: str | None = None
    #: ``path`` is an fsspec URL (``iter_inputs(remote=True)``), read through fsspec
    remote: bool = False

    def __reduce__(self) -> tuple[type[Input], tuple[Any, ...]]:
        # a plain tuple: pickled once per document sent to a worker, without the generic
        # dataclass state functions
        fields = (self.source, self.path, self.data, self.size, self.result, self.member)
        return Input, (*fields, self.remote)

    @property
    def key(self) -> tuple[str, str | None]:
        """The record this input becomes: its file (the archive for a member) and member."""
        if self.member is None:
            return self.source, None
        return self.source[: -len(self.member) - 2], self.member


def member_source(archive: str, member: str) -> str:
    """The ``source`` label of an archive member."""
    return f"{archive}::{member}"


def guess_kind(name: str) -> str:
    """The reader a file name suggests, for records of documents that were never read (the
    reader table: ``sources.registry.kind_for_name``)."""
    return kind_for_name(name)


def _skipped(source: str, reason: str, member: str | None = None) -> Input:
    result = DocumentResult(
        source,
        kind=guess_kind(source),
        stats={"status": "skipped"},
        warnings=(reason,),
        member=member,
        skipped=reason,
    )
    return Input(source, result=result, member=member)


def _failed(source: str, err: BaseException, member: str | None = None) -> Input:
    result = _extract.error_result(source, err, kind=guess_kind(source))
    return Input(source, result=replace(result, member=member), member=member)


def _too_big(source: str, size: int, limit: int, member: str | None = None) -> Input:
    err = LimitExceededError(source, f"{size} bytes, over the size limit of {limit} (--max-size)")
    return _failed(source, err, member)


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


class _DamagedTarError(Exception):
    """A member header cut short or garbled after the first member."""


class _StrictTarInfo(tarfile.TarInfo):
    """``TarInfo`` that reports a damaged header: past the first member ``tarfile`` takes a
    truncated or invalid header for the end of the archive, so a tar cut inside a header
    would end silently and its member be lost without a record."""

    @classmethod
    def fromtarfile(cls, archive: tarfile.TarFile) -> _StrictTarInfo:
        try:
            return super().fromtarfile(archive)
        except tarfile.HeaderError as err:
            # (EOFHeaderError, a zero block, and EmptyHeaderError, no more data: the end)
            if type(err).__name__ in _DAMAGED_HEADER_ERRORS:
                raise _DamagedTarError(f"damaged member header ({err})") from None
            raise


#: ``tarfile``'s own names for a header cut short or with a bad checksum (not in its stubs)
_DAMAGED_HEADER_ERRORS = frozenset(("TruncatedHeaderError", "InvalidHeaderError"))


def _tar_members(path: str, options: Options, read: bool) -> Iterator[Input]:
    limit = options.max_bytes
    count = 0
    try:
        # "r|*": a stream, one member after the other, any compression; nothing touches disk
        with tarfile.open(path, mode="r|*", tarinfo=_StrictTarInfo) as tar:
            for member in tar:
                if member.isdir():
                    continue
                if not is_selected(member.name, options):
                    continue
                name = member.name
                source = member_source(path, name)
                count += 1
                if not member.isreg():
                    yield _skipped(source, "archive member is not a regular file", name)
                elif limit and member.size > limit:
                    yield _too_big(source, member.size, limit, name)
                elif not read:
                    yield Input(source, size=member.size, member=name)
                else:
                    stream = tar.extractfile(member)
                    data = stream.read() if stream is not None else b""
                    yield Input(source, data=data, size=len(data), member=name)
    except (tarfile.TarError, OSError, EOFError, zlib.error, _DamagedTarError) as err:
        where = f"after {count} members" if count else "before its first member"
        yield _failed(path, SourceReadError(path, f"cannot read archive {where}: {err}"))


def _zip_members(path: str, options: Options, read: bool) -> Iterator[Input]:
    limit = options.max_bytes
    try:
        archive = zipfile.ZipFile(path)  # closed below, across yields
    except (zipfile.BadZipFile, OSError, EOFError) as err:
        yield _failed(path, SourceReadError(path, f"cannot read archive: {err}"))
        return
    except UnicodeDecodeError as err:  # zipfile decodes names flagged UTF-8 strictly
        message = f"cannot read archive: a member name flagged as UTF-8 is not UTF-8 ({err})"
        yield _failed(path, SourceReadError(path, message))
        return
    with archive:
        for info in archive.infolist():
            if info.is_dir() or not is_selected(info.filename, options):
                continue
            name = info.filename
            source = member_source(path, name)
            if limit and info.file_size > limit:
                yield _too_big(source, info.file_size, limit, name)
            elif not read:
                yield Input(source, size=info.file_size, member=name)
            else:
                try:
                    data = archive.read(info)
                except (zipfile.BadZipFile, zlib.error, OSError, EOFError) as err:
                    error = SourceReadError(source, f"corrupt member: {err}")
                    yield _failed(source, error, name)
                except (RuntimeError, NotImplementedError) as err:  # encrypted, unknown method
                    error = SourceReadError(source, f"cannot read member: {err}")
                    yield _failed(source, error, name)
                else:
                    yield Input(source, data=data, size=len(data), member=name)


def _archive_members(path: str, options: Options, read: bool) -> Iterator[Input]:
    if path.lower().endswith(".zip"):
        return _zip_members(path, options, read)
    return _tar_members(path, options, read)


#: Why a walk records an entry as skipped instead of reading it.
_DIRECTORY_LINK = "symbolic link to a directory, not followed"
_SPECIAL = "not a regular file (FIFO, socket, device)"


def _file(
    path: str, options: Options, read: bool, size: int | None = None, archives: bool = True
) -> Iterator[Input]:
    if is_archive(path) and os.path.isfile(path):
        if archives:
            yield from _archive_members(path, options, read)
        else:
            yield Input(path, path=path)  # listed as one path (list_documents)
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


def _walk(root: str, options: Options, read: bool, archives: bool = True) -> Iterator[Input]:
    """Files below ``root``, depth first, each directory streamed as the OS lists it.

    Symbolic links to files are read; links to directories are not followed (cycles); FIFOs,
    sockets and devices are recorded as skipped; a directory that cannot be listed is an
    error record. As ripgrep, entries whose name starts with ``.`` are left out unless
    ``options.hidden``, and what ``.gitignore``/``.ignore`` files exclude unless
    ``options.ignore_files`` is false (``doiextract.bulk.ignore``); ``root`` itself is
    always walked.
    """
    rules = IgnoreRules()
    if options.ignore_files:
        rules = IgnoreRules.above(root).enter(root)
    stack = [(root, rules)]
    prefix = len(root.rstrip("/")) + 1
    while stack:
        directory, rules = stack.pop()
        subdirs: list[tuple[str, IgnoreRules]] = []
        try:
            with os.scandir(directory) as entries:
                for entry in entries:
                    if _left_out(entry, options, rules):
                        continue
                    try:
                        if entry.is_dir(follow_symlinks=False):
                            if not any(fnmatch.fnmatchcase(entry.name, p) for p in options.exclude):
                                inner = rules.enter(entry.path) if options.ignore_files else rules
                                subdirs.append((entry.path, inner))
                            continue
                        yield from _walk_entry(entry, entry.path[prefix:], options, read, archives)
                    except OSError as err:
                        yield _failed(entry.path, SourceReadError(entry.path, str(err)))
        except OSError as err:
            yield _failed(directory, SourceReadError(directory, err.strerror or str(err)))
        # depth first, subdirectories in listing order
        stack.extend(reversed(subdirs))


def _left_out(entry: os.DirEntry[str], options: Options, rules: IgnoreRules) -> bool:
    """A hidden entry (``.name``) or one an ignore file excludes (ripgrep's manners)."""
    if not options.hidden and entry.name.startswith("."):
        return True
    if not rules.specs:
        return False
    try:
        is_dir = entry.is_dir(follow_symlinks=False)
    except OSError:
        is_dir = False
    return rules.ignored(entry.path, is_dir)


def _walk_entry(
    entry: os.DirEntry[str], relative: str, options: Options, read: bool, archives: bool
) -> Iterator[Input]:
    """The input of one non-directory entry of a walk (raises ``OSError``)."""
    if not is_selected(relative, options):
        return
    if entry.is_file(follow_symlinks=True):
        size = entry.stat(follow_symlinks=True).st_size
        yield from _file(entry.path, options, read, size, archives)
    elif entry.is_symlink() and os.path.isdir(entry.path):
        yield _skipped(entry.path, _DIRECTORY_LINK)
    elif entry.is_symlink():
        yield Input(entry.path, path=entry.path)  # dangling: a read error
    else:
        yield _skipped(entry.path, _SPECIAL)


#: An fsspec URL: a scheme (RFC 3986 §3.1) and ``://``.
_URL_RE = re.compile(r"[A-Za-z][A-Za-z0-9+.-]*://")


def is_url(operand: str) -> bool:
    """True when ``operand`` has the shape of a URL (``s3://``, ``file://``, ``memory://``).

    >>> is_url("s3://bucket/a.pdf"), is_url("notes/a://b.txt"), is_url("a.txt")
    (True, False, False)
    """
    return _URL_RE.match(operand) is not None


def _operand(
    operand: str, options: Options, read: bool, remote: bool, archives: bool = True
) -> Iterator[Input]:
    if operand == "-":
        yield Input(STDIN, path="-")
    elif remote and is_url(operand) and not os.path.lexists(operand):
        # a URL for fsspec (engines on shared storage), only when asked (issue 12 §8)
        yield Input(operand, path=operand, remote=True)
    elif is_url(operand) and not os.path.lexists(operand):
        message = "no such file (to read it as a URL, ask for it: --remote, remote=True)"
        yield _failed(operand, SourceReadError(operand, message))
    elif os.path.isdir(operand):
        yield from _walk(operand, options, read, archives)
    elif os.path.lexists(operand) or not _MAGIC.intersection(operand):
        # explicit: read even if include/exclude
        yield from _file(operand, options, read, archives=archives)
    else:
        yield from _glob(operand, options, read, archives)


def _glob(operand: str, options: Options, read: bool, archives: bool) -> Iterator[Input]:
    """A glob pattern's files and folders; a pattern that matches nothing is a read error (as
    a missing file is: said, not silently nothing)."""
    matched = False
    # with --hidden, "*" and "**" match names starting with "." too, as a walk of the same
    # folder finds them (ripgrep's manners; Python 3.10's glob cannot: there, they match not)
    if sys.version_info >= (3, 11):
        paths = glob.iglob(operand, recursive=True, include_hidden=options.hidden)
    else:
        paths = glob.iglob(operand, recursive=True)
    for path in paths:
        matched = True
        if os.path.isdir(path):
            yield from _walk(path, options, read, archives)
        elif is_selected(path, options):
            yield from _file(path, options, read, archives=archives)
    if not matched:
        yield _failed(operand, SourceReadError(operand, "no file matches this pattern"))


def _listed(path: str, options: Options, read: bool, remote: bool) -> Iterator[Input]:
    """A path from a listing (``list_documents``, ``engines.list_paths``): a directory entry,
    recorded as a walk records it (a FIFO or a link to a directory is skipped, not read)."""
    try:
        info = os.lstat(path)
    except (OSError, ValueError):
        yield from _operand(path, options, read, remote)  # a URL, or missing: as an operand
        return
    mode = info.st_mode
    if stat.S_ISREG(mode):  # (most entries: as _operand would, without asking again)
        yield from _file(path, options, read, info.st_size)
    elif stat.S_ISLNK(mode) and os.path.isdir(path):
        yield _skipped(path, _DIRECTORY_LINK)
    elif stat.S_ISLNK(mode) and not os.path.exists(path):
        yield Input(path, path=path)  # dangling: a read error
    elif stat.S_ISDIR(mode) or stat.S_ISLNK(mode):
        yield from _operand(path, options, read, remote)
    else:
        yield _skipped(path, _SPECIAL)


def list_documents(operand: str, options: Options | None = None) -> Iterator[str]:
    """The paths a corpus run gives a record for, for one operand, without reading anything:
    files, each archive once (not opened), and the entries a walk records without reading
    them (FIFOs, dangling links, links to directories, unlistable directories). Read back
    with ``iter_inputs(..., listed=True)``, they give the records of the operand itself: the
    Dask engine lists local paths with it (``engines.list_paths``)."""
    options = options or DEFAULT_OPTIONS
    last = None
    for item in _operand(operand, options, False, False, archives=False):
        path = item.key[0]
        if path != last:
            yield path
            last = path


#: Bytes read at a time from a ``--files-from`` list.
_LIST_CHUNK = 1 << 16


def _split(handle: BinaryIO, separator: bytes) -> Iterator[bytes]:
    """The records of ``handle`` ended by ``separator`` (the last one may lack it), read in
    chunks; a record is as long as the name it holds."""
    pending = b""
    read = getattr(handle, "read1", handle.read)  # what a pipe has now: names as they come
    while chunk := read(_LIST_CHUNK):
        *records, pending = (pending + chunk).split(separator)
        yield from records
    if pending:
        yield pending


def _lines(files_from: str, null: bool = False) -> Iterator[str]:
    """The paths listed one per line (with ``null``, each ended by a NUL byte, as
    ``find -print0`` writes them), as bytes decoded like file names (``os.fsdecode``: a name
    that is not UTF-8 stays that name, whatever the locale says of stdin)."""
    handle: BinaryIO
    if files_from == "-":
        handle = sys.stdin.buffer
    else:
        try:
            handle = open(files_from, "rb")  # noqa: SIM115 - closed below
        except OSError as err:
            raise SourceReadError(files_from, err.strerror or str(err)) from err
    with contextlib.nullcontext(handle) if files_from == "-" else handle:
        for record in _split(handle, b"\0" if null else b"\n"):
            name = record if null else record.rstrip(b"\r")
            if name:
                yield os.fsdecode(name)


#: Why a listed name with a NUL byte is not read (a NUL-separated list read line by line).
_NUL_IN_NAME = "a file name with a NUL byte: is the list NUL-separated (find -print0)? use -0"


def _listed_name(
    name: str, options: Options, read: bool, remote: bool, listed: bool
) -> Iterator[Input]:
    """The inputs of one name of a ``files_from`` list."""
    if "\0" in name:  # no file has such a name (open() would raise ValueError)
        yield _failed(name, SourceReadError(name, _NUL_IN_NAME))
        return
    expand = _listed if listed else _operand
    yield from expand(name, options, read, remote)


def iter_inputs(
    operands: Iterable[str],
    options: Options | None = None,
    files_from: str | None = None,
    *,
    read_members: bool = True,
    remote: bool = False,
    listed: bool = False,
    null: bool = False,
) -> Iterator[Input]:
    """Every input document of a corpus run, lazily, in a stable order.

    ``operands`` are paths, directories, glob patterns (expanded here, ``**`` recursive),
    archives or ``-`` (standard input); ``files_from`` names a file with one operand per line
    (``-``: standard input), read after the operands. With ``remote``, an operand shaped like
    a URL (``s3://...``, ``is_url``) that is no local file is an fsspec URL; without it, it
    is a path like any other (a missing one gives a ``read-error`` record; nothing is fetched
    by accident, issue 12 §8). Directories, globs and archives are filtered by
    ``options.include``/``exclude``; a name given explicitly is read as it is, unless
    ``listed`` says the operands are entries of a listing (``list_documents``): then a FIFO,
    socket, device or link to a directory is skipped as in a walk.
    ``read_members=False`` lists archive members without reading them (counting). With
    ``null``, the names of ``files_from`` are each ended by a NUL byte (``find -print0``,
    the CLI's ``-0``), not by a newline. Raises ``SourceReadError`` only when ``files_from``
    cannot be opened.
    """
    options = options or DEFAULT_OPTIONS
    expand = _listed if listed else _operand
    for operand in operands:
        yield from expand(operand, options, read_members, remote)
    if files_from is not None:
        for line in _lines(files_from, null):
            yield from _listed_name(line, options, read_members, remote, listed)
