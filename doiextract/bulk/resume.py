"""Reading back the output of an interrupted run (``--resume``): the documents already done,
the counts, and the repair of a torn last line; which inputs are left to read.

Records and inputs are matched by ``resume_key``: the path with its directory made absolute
and resolved (``./mixed/sub/a.txt``, ``mixed/sub/a.txt`` and the same file reached through
a link to its directory are one input; issue 11 §9), and the archive member. The file name
itself is not resolved: a link to a file and its target are two documents, as a walk
records them. A relative ``source`` is resolved against the current directory, so resume
from the directory of the first run (or give absolute paths).

Won't: decide which inputs to read (``doiextract.bulk.run``).
"""

from __future__ import annotations

import contextlib
import functools
import json
import os
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any, BinaryIO

from doiextract.bulk.inputs import STDIN, Input, is_url
from doiextract.errors import SourceReadError
from doiextract.sinks import printable, record_name

__all__ = [
    "ResumeFilter",
    "ResumeState",
    "load_resume",
    "record_key",
    "resume_key",
]

#: A resume key: the normalised path (``resume_key``) and the archive member, if any.
Key = tuple[str, str | None]


@dataclass(slots=True)
class ResumeState:
    """What an earlier, interrupted run already wrote: the documents done (``record_key``:
    file and archive member), how many records and errors, and how many bytes of a torn last
    line were cut off."""

    done: set[Key] = field(default_factory=set)
    records: int = 0
    errors: int = 0
    repaired_bytes: int = 0
    #: the output read back
    path: str = ""


@functools.lru_cache(maxsize=4096)
def _resolved_directory(directory: str) -> str:
    return os.path.realpath(directory)


def resume_key(source: str, member: str | None = None) -> Key:
    """The key that matches a record to an input: ``source`` with its directory absolute and
    resolved (see the module docstring); a URL or standard input as it is.

    >>> import os
    >>> resume_key("./a/../b/c.txt") == resume_key(os.path.abspath("b/c.txt"))
    True
    """
    if source == STDIN or is_url(source):
        return source, member
    directory, name = os.path.split(os.path.abspath(source))
    return os.path.join(_resolved_directory(directory), name), member


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
    state = ResumeState(path=path)
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
            state.done.add(resume_key(*record_key(record)))
            state.records += 1
            if record.get("status") == "error":
                state.errors += 1
            good_end += len(line)
        size = handle.seek(0, os.SEEK_END)
        if size > good_end:
            state.repaired_bytes = size - good_end
            handle.truncate(good_end)
    return state


class ResumeFilter:
    """Leaves out the inputs that ``state`` has done, and says what a resume does: with
    other operands than the first run's, records of documents that are not among the inputs
    stay in the output as they are (issue 11 §9)."""

    def __init__(self, state: ResumeState) -> None:
        self.state = state
        self.matched: set[Key] = set()
        #: ``survey``: (documents done among the inputs, documents still to read)
        self.surveyed: tuple[int, int] | None = None

    def fresh(self, items: Iterable[Input]) -> Iterator[Input]:
        """The items not done yet, lazily."""
        done = self.state.done
        for item in items:
            key = resume_key(*item.key)
            if key in done:
                self.matched.add(key)
            else:
                yield item

    def survey(self, items: Iterable[Input]) -> None:
        """Count, before the run, which of the inputs (listed without reading them) are done
        and which are new, so that ``plan`` can say it. Memory: the keys met that are done,
        a subset of ``state.done``."""
        done = self.state.done
        seen: set[Key] = set()
        new = 0
        for item in items:
            key = resume_key(*item.key)
            if key in done:
                seen.add(key)
            else:
                new += 1
        self.surveyed = (len(seen), new)

    def plan(self) -> str | None:
        """What the resume will do (said before it starts), when the output holds records."""
        if not self.state.records:
            return None
        name = printable(self.state.path)
        torn = (
            f"; a torn last record ({self.state.repaired_bytes} bytes) was cut off"
            if self.state.repaired_bytes
            else ""
        )
        if self.surveyed is None:
            return (
                f"resuming {name}: {len(self.state.done)} documents recorded there are not "
                f"read again, new records are appended{torn}"
            )
        among, new = self.surveyed
        others = len(self.state.done) - among
        kept = (
            f"; {others} documents recorded there are not among these inputs: their records "
            "are kept as they are"
            if others
            else ""
        )
        return (
            f"resuming {name}: {among} documents recorded there are not read again, {new} "
            f"new documents will be read and appended{kept}{torn}"
        )

    def report(self) -> str | None:
        """After a complete run: the documents of the output that were not among the inputs
        (when ``plan`` could not say it: inputs that cannot be listed twice, as stdin)."""
        others = len(self.state.done - self.matched)
        if not others or self.surveyed is not None:
            return None
        name = printable(self.state.path)
        return (
            f"{others} documents recorded in {name} are not among these inputs; "
            "their records are kept"
        )
