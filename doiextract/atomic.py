"""Atomic file writes: whole new content or the old file, never a truncated mix.

``atomic_write(path, data)`` writes ``data`` to a new file in ``path``'s directory, flushes and
``fsync``s it, gives it the permissions of the file it replaces (or the umask's default for a
new file), then renames it over ``path`` with ``os.replace`` (atomic on POSIX and Windows) and
``fsync``s the directory so the rename itself survives a crash. A failure at any point, a
``KeyboardInterrupt`` or a kill leaves ``path`` as it was (a kill may leave a hidden
``.NAME.*.tmp`` beside it; nothing else). ``atomic_open`` is the same as a context manager for
code that writes in pieces.

A symbolic link at ``path`` is followed: its target is replaced and the link kept (as
``sed --follow-symlinks`` does), so a dotfile manager's links survive a clean. A path that is
not a regular file (``/dev/stdout``, ``/dev/null``, a named pipe) is written as the stream it
is, never replaced.

Won't: keep the owner of a file another user owns (only root could), lock anything (two writers
each replace the file whole; the last one wins).
"""

from __future__ import annotations

import contextlib
import os
import secrets
import stat
from collections.abc import Iterator
from typing import IO

__all__ = ["atomic_open", "atomic_write"]

_NEW_FILE_MODE = 0o666  # as open() creates files: the process umask then applies
#: Paths that name streams (``/dev/stdout``, ``/dev/fd/3``, ``/proc/self/fd/1``), never files
#: to replace, even when they resolve to one.
_STREAM_DIRECTORIES = ("/dev/", "/proc/")


def _create_temporary(target: str) -> tuple[int, str]:
    """A new, empty file beside ``target`` (same file system, so the rename is atomic)."""
    directory, name = os.path.split(target)
    for _ in range(100):
        temporary = os.path.join(directory, f".{name}.{secrets.token_hex(4)}.tmp")
        try:
            flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0)
            return os.open(temporary, flags, _NEW_FILE_MODE), temporary
        except FileExistsError:
            continue
    raise FileExistsError(f"no free temporary name beside {target}")  # pragma: no cover


def _fsync_directory(directory: str) -> None:
    """Make a rename in ``directory`` durable (POSIX; a no-op where directories cannot be
    opened, as on Windows)."""
    try:
        fd = os.open(directory or ".", os.O_RDONLY)
    except OSError:  # pragma: no cover - Windows
        return
    try:
        os.fsync(fd)
    except OSError:  # pragma: no cover - some file systems refuse fsync on a directory
        pass
    finally:
        os.close(fd)


@contextlib.contextmanager
def atomic_open(path: str | os.PathLike[str]) -> Iterator[IO[bytes]]:
    """A binary file to write ``path``'s new content into; it replaces ``path`` when the
    ``with`` block ends without an exception, and is discarded otherwise.

    >>> import os, pathlib, tempfile
    >>> folder = pathlib.Path(tempfile.mkdtemp())
    >>> with atomic_open(folder / "a.txt") as handle:
    ...     _ = handle.write(b"new")
    >>> (folder / "a.txt").read_bytes(), os.listdir(folder)
    (b'new', ['a.txt'])
    """
    given = os.fspath(path)
    target = os.path.realpath(given)
    try:
        status = os.stat(target)
    except FileNotFoundError:
        status = None
    if given.startswith(_STREAM_DIRECTORIES) or (status and not stat.S_ISREG(status.st_mode)):
        # a device, FIFO or socket (-o /dev/stdout, a named pipe): a stream, written as such;
        # replacing it by a regular file would break it (/dev/null!), and /dev/stdout resolves
        # to whatever the shell redirected it to, which must stay the file the shell holds
        with open(given, "ab") as stream:  # append: never truncate what the shell opened
            yield stream
        return
    mode = stat.S_IMODE(status.st_mode) if status else None
    try:
        fd, temporary = _create_temporary(target)
    except OSError as err:
        # say the file asked for, not the hidden temporary name beside it
        raise OSError(err.errno, err.strerror or str(err), given) from err
    try:
        with os.fdopen(fd, "wb") as handle:
            if mode is not None:  # before any byte is written: a private file stays private
                os.chmod(temporary, mode)
            yield handle
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temporary, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        raise
    _fsync_directory(os.path.dirname(target))


def atomic_write(path: str | os.PathLike[str], data: bytes) -> None:
    """Replace ``path``'s content with ``data`` atomically (see the module docstring).

    >>> import pathlib, tempfile
    >>> path = pathlib.Path(tempfile.mkdtemp()) / "b.txt"
    >>> atomic_write(path, b"one"); atomic_write(path, b"two"); path.read_bytes()
    b'two'
    """
    with atomic_open(path) as handle:
        handle.write(data)
