"""The release fuzz run (issue #12): the reliability suite's properties with many more examples,
and the bad-file zoo with random mutations, for ``--minutes`` minutes; prints a summary.

    python benchmarks/fuzz.py --minutes 5

Rounds repeat until the time is up. A round runs every hypothesis property of
``tests/reliability/test_public_properties.py`` and ``tests/properties/test_properties.py``
once (the ``fuzz`` profile of ``tests/reliability/support.py``: ``--examples`` examples, no
example database, no explicit examples, a fresh random search each time) and, between them,
every zoo case once: built anew, its files mutated at random (truncate, flip bytes, insert
junk, repeat a slice, zero a range), run through the bulk CLI and the library: every input
accounted for once, no traceback, only typed error kinds, and a library call never hangs. A
failure of a property the suite marks as a known failure (a strict xfail naming its issue) is
reported as known; any other failure is new and makes the exit status 1.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import random
import signal
import sys
import tempfile
import time
import traceback
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from types import FrameType, ModuleType
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
#: Examples per property per round (the fuzz profile's ``max_examples``).
EXAMPLES_PER_ROUND = 100


@dataclass
class Tally:
    """What happened to one property (or the zoo) over the run."""

    runs: int = 0
    seconds: float = 0.0
    failures: list[str] = field(default_factory=list)
    known: str | None = None


def _load(examples: int) -> list[ModuleType]:
    """The property modules, under the fuzz profile (chosen before they are imported)."""
    os.environ["DOIEXTRACT_FUZZ_PROFILE"] = "fuzz"
    os.environ["DOIEXTRACT_FUZZ_EXAMPLES"] = str(examples)
    sys.path.insert(0, str(ROOT))
    import importlib

    return [
        importlib.import_module("tests.reliability.test_public_properties"),
        importlib.import_module("tests.properties.test_properties"),
    ]


def _xfail_reason(marks: Any) -> str | None:
    for mark in marks or ():
        if getattr(mark, "name", None) == "xfail":
            return str(mark.kwargs.get("reason", "xfail"))
    return None


def properties(modules: list[ModuleType]) -> Iterator[tuple[str, Callable[[], None], str | None]]:
    """``(name, call, known failure reason)`` for every property, parametrized ones expanded."""
    for module in modules:
        for name, test in vars(module).items():
            if not name.startswith("test_") or not hasattr(test, "hypothesis"):
                continue
            marks = getattr(test, "pytestmark", [])
            known = _xfail_reason(marks)
            params = [m for m in marks if m.name == "parametrize"]
            if not params:
                yield f"{module.__name__.rsplit('.', 1)[-1]}::{name}", test, known
                continue
            for value in params[0].args[1]:
                values = getattr(value, "values", (value,))
                reason = _xfail_reason(getattr(value, "marks", ())) or known
                label = f"{name}[{values[0]}]"
                yield label, lambda test=test, values=values: test(*values), reason


class Hang(Exception):
    pass


@contextlib.contextmanager
def chdir(path: Path) -> Iterator[None]:
    """``contextlib.chdir`` (Python 3.11+)."""
    previous = os.getcwd()
    os.chdir(path)
    try:
        yield
    finally:
        os.chdir(previous)


@contextlib.contextmanager
def watchdog(seconds: int) -> Iterator[None]:
    """Raise :class:`Hang` in this thread when the block runs longer than ``seconds``."""

    def alarm(signum: int, frame: FrameType | None) -> None:
        raise Hang(f"still running after {seconds} s")

    previous = signal.signal(signal.SIGALRM, alarm)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


def _summary_of(err: BaseException) -> str:
    notes = "\n".join(getattr(err, "__notes__", []))
    first = "".join(traceback.format_exception_only(type(err), err)).strip().splitlines()
    return (first[0] if first else type(err).__name__)[:300] + ("\n" + notes[:600] if notes else "")


def run_property(call: Callable[[], None], tally: Tally) -> None:
    """Run one property (one random search of the profile's ``max_examples``)."""
    started = time.perf_counter()
    try:
        with watchdog(600):
            call()
    except Exception as err:  # a failing property: recorded, the run goes on
        tally.failures.append(_summary_of(err))
    tally.runs += 1
    tally.seconds += time.perf_counter() - started


# -- the zoo, mutated ------------------------------------------------------------------------


def mutate(data: bytes, rng: random.Random) -> bytes:
    """One random damage to ``data``."""
    if not data:
        return bytes(rng.randrange(256) for _ in range(rng.randrange(64)))
    at = rng.randrange(len(data))
    how = rng.choice(["truncate", "flip", "insert", "repeat", "zero"])
    if how == "truncate":
        return data[:at]
    if how == "flip":
        out = bytearray(data)
        for _ in range(rng.randint(1, 16)):
            out[rng.randrange(len(out))] ^= 1 << rng.randrange(8)
        return bytes(out)
    if how == "insert":
        return data[:at] + os.urandom(rng.randint(1, 512)) + data[at:]
    if how == "repeat":
        return data[:at] + data[at : at + rng.randint(1, 4096)] * rng.randint(2, 50) + data[at:]
    return data[:at] + b"\0" * rng.randint(1, 4096) + data[at + 4096 :]


def run_zoo_case(name: str, rng: random.Random, tally: Tally) -> int:
    """Build zoo case ``name``, damage its files, run the CLI and the library over them;
    returns how many files were mutated."""
    from doiextract import Options, extract_batch, extract_path
    from tests.reliability import zoo
    from tests.reliability.support import only_typed_errors

    build = zoo.CASES[name][0]
    mutated = 0
    started = time.perf_counter()
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp) / "case"
        root.mkdir()
        case = build(root)
        for path in root.rglob("*"):
            if path.is_file() and not path.is_symlink() and rng.random() < 0.7:
                path.write_bytes(mutate(path.read_bytes(), rng))
                mutated += 1
        # mutated archives may lose members: only what every run must hold is checked
        loose = zoo.Case(max_size=case.max_size, operands=case.operands)
        options = Options(max_bytes=case.max_size, timeout=60.0)
        try:
            stderr, records = zoo.run_cli(loose, root, Path(tmp) / "out.jsonl", timeout=600)
            assert "Traceback" not in stderr, stderr[-2000:]
            zoo.check_records(loose, records, root)
            with watchdog(300), chdir(root):
                zoo.check_records(loose, extract_batch(list(case.operands), options), root)
                for path in root.rglob("*"):
                    if path.is_file() and not path.is_symlink():
                        only_typed_errors(lambda path=path: extract_path(path, options))
        except Exception as err:  # recorded with the case, the run goes on
            tally.failures.append(_summary_of(err))
    tally.runs += 1
    tally.seconds += time.perf_counter() - started
    return mutated


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--minutes", type=float, default=5.0, help="how long to run [5]")
    parser.add_argument("--examples", type=int, default=EXAMPLES_PER_ROUND)
    parser.add_argument("--seed", type=int, default=None, help="seed of the zoo mutations")
    args = parser.parse_args(argv)

    seed = args.seed if args.seed is not None else random.randrange(1 << 32)
    rng = random.Random(seed)
    modules = _load(args.examples)
    props = list(properties(modules))
    tallies = {name: Tally(known=known) for name, _, known in props}
    from tests.reliability import zoo

    zoo_tallies = {f"zoo::{name}": Tally(known=known) for name, (_, known) in zoo.CASES.items()}
    # round robin: a property, then (every few properties) a mutated zoo case, so that a
    # short run still covers both
    tasks: list[Callable[[], int]] = []
    for name, call, _ in props:
        tasks.append(lambda call=call, name=name: run_property(call, tallies[name]) or 0)
    # a zoo case after every few properties (all cases once a round)
    step = max(1, len(tasks) // len(zoo.CASES))
    for offset, case in enumerate(zoo.CASES):
        tally = zoo_tallies[f"zoo::{case}"]
        tasks.insert(
            min(len(tasks), (offset + 1) * (step + 1) - 1),
            lambda case=case, tally=tally: run_zoo_case(case, rng, tally),
        )
    deadline = time.monotonic() + args.minutes * 60
    started = time.monotonic()
    rounds = mutated = 0
    while time.monotonic() < deadline:
        rounds += 1
        for task in tasks:
            if time.monotonic() >= deadline:
                break
            mutated += task()
        print(f"round {rounds} ended after {time.monotonic() - started:.0f} s", file=sys.stderr)

    print(f"fuzz: {(time.monotonic() - started) / 60:.1f} min, {rounds} round(s), seed {seed}")
    print(f"properties: {len(props)}, up to {args.examples} examples each per round")
    new = _report(tallies)
    print(
        f"zoo: {len(zoo_tallies)} cases, rebuilt and mutated on each run; {mutated} files mutated"
    )
    new += _report(zoo_tallies)
    print(f"new failures: {new}")
    return 1 if new else 0


def _report(tallies: dict[str, Tally]) -> int:
    """Print one line per tally (and its first failure); returns how many failed anew."""
    new = 0
    for name, tally in tallies.items():
        state = "ok"
        if tally.failures:
            state = "KNOWN FAILURE" if tally.known else "NEW FAILURE"
            new += tally.known is None
        print(
            f"  {state:13} {name}: {tally.runs} runs, {len(tally.failures)} failed, "
            f"{tally.seconds:.0f} s"
        )
        if tally.failures:
            if tally.known:
                print(f"      known: {tally.known}")
            print("      " + tally.failures[0].replace("\n", "\n      "))
    return new


if __name__ == "__main__":
    sys.exit(main())
