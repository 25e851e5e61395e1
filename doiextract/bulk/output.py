"""The output file of a run, opened for one writer only.

``open_output`` takes an exclusive ``flock`` on the output file itself before anything is
written or cut, and holds it until the file is closed: a second run on the same output (two
``--resume`` runs of one corpus wrote 2,034 duplicate records, issue 12 §10) is refused with
:class:`~doiextract.errors.OutputBusyError` and changes nothing. The kernel drops the lock
when its process ends, however it ends (``kill -9`` included), so a lock never outlives its
run and there is no side file to clean up. Where ``fcntl`` does not exist (Windows) the file
is opened without a lock.

Won't: decide what is written (``doiextract.sinks``) or read it back (``resume``).
"""

from __future__ import annotations

import os
import stat
from typing import TextIO

from doiextract.errors import OutputBusyError

try:
    import fcntl
except ImportError:  # pragma: no cover - not POSIX
    fcntl = None  # type: ignore[assignment]

__all__ = ["open_output"]


def _lock(fd: int, path: str) -> None:
    if fcntl is None:  # pragma: no cover - not POSIX
        return
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError as err:
        raise OutputBusyError(
            path, "another doiextract run is writing this output; wait for it to end"
        ) from err


def open_output(path: str, append: bool = False) -> TextIO:
    """Open ``path`` (UTF-8 text) as the only writer: append to it, or empty it first.

    The lock is taken before the file is emptied, so a refused run leaves the other run's
    output whole. A FIFO or device (``-o /dev/stdout``) is neither locked nor emptied.
    Raises ``OutputBusyError`` when another process holds the lock, ``OSError`` when the
    file cannot be opened.
    """
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o666)
    try:
        if stat.S_ISREG(os.fstat(fd).st_mode):
            _lock(fd, path)
            if not append:
                os.ftruncate(fd, 0)
        return open(fd, "a", encoding="utf-8", newline="")
    except BaseException:
        os.close(fd)
        raise
