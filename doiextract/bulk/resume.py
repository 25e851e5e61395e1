"""Reading back the output of an interrupted run (``--resume``): the documents already done,
the counts, and the repair of a torn last line.

Won't: decide which inputs to read (``doiextract.bulk.run``).
"""

from __future__ import annotations

import contextlib
import json
import os
from dataclasses import dataclass, field
from typing import Any, BinaryIO

from doiextract.errors import SourceReadError
from doiextract.sinks import record_name

__all__ = [
    "ResumeState",
    "load_resume",
    "record_key",
]


@dataclass(slots=True)
class ResumeState:
    """What an earlier, interrupted run already wrote: the documents done (``record_key``:
    file and archive member), how many records and errors, and how many bytes of a torn last
    line were cut off."""

    done: set[tuple[str, str | None]] = field(default_factory=set)
    records: int = 0
    errors: int = 0
    repaired_bytes: int = 0


def record_key(record: dict[str, Any]) -> tuple[str, str | None]:
    """The input a record belongs to: its ``source`` and ``member`` (``None`` for a file), as
    ``Input.key`` gives it (a name that is not UTF-8 from its ``_bytes`` field).

    >>> record_key({"source": "a.tar", "member": "b::c.txt"}), record_key({"source": "a::b"})
    (('a.tar', 'b::c.txt'), ('a::b', None))
    """
    return str(record_name(record, "source")), record_name(record, "member")


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
