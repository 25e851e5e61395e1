"""One small file through the command line, against ``import doiextract`` (issue #11).

Acceptance of issue #11: ``doiextract small.txt`` takes under 0.25 s more than
``python -c "import doiextract"``. Each round runs, interleaved so that a loaded machine
weighs on them alike: the import alone, the command on a one-line text file, and (with
``--baseline DIR``) the command of another checkout (``PYTHONPATH=DIR``, e.g. the main
branch, which starts a worker pool). Prints the median wall time and the median CPU time
(user + system, children included: a worker pool's interpreters count) of each, and the
differences to the import.

    python benchmarks/one_file.py [--rounds 9] [--baseline ../main]
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path


def _run(command: list[str], env: dict[str, str]) -> tuple[float, float]:
    """Wall and CPU seconds (this child and its children) of one run of ``command``."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    subprocess.run(command, env=env, check=True, stdout=subprocess.DEVNULL, cwd="/")
    wall = time.perf_counter() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=9)
    parser.add_argument("--baseline", metavar="DIR", help="another checkout to compare")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        small = Path(tmp) / "small.txt"
        small.write_text("see doi:10.1000/182 in a small file\n", encoding="utf-8")
        env = dict(os.environ)
        here = str(Path(__file__).resolve().parent.parent)
        commands = {
            "import doiextract": ([sys.executable, "-c", "import doiextract"], here),
            "doiextract small.txt": ([sys.executable, "-m", "doiextract", str(small)], here),
        }
        if args.baseline:
            base = str(Path(args.baseline).resolve())
            commands["baseline small.txt"] = (commands["doiextract small.txt"][0], base)
        times: dict[str, list[tuple[float, float]]] = {name: [] for name in commands}
        for _ in range(args.rounds):
            for name, (command, root) in commands.items():
                times[name].append(_run(command, {**env, "PYTHONPATH": root}))
    medians = {
        name: (statistics.median(w for w, _ in runs), statistics.median(c for _, c in runs))
        for name, runs in times.items()
    }
    base_wall, base_cpu = medians["import doiextract"]
    print(f"{args.rounds} rounds, medians; load average {os.getloadavg()[0]:.1f}")
    for name, (wall, cpu) in medians.items():
        print(
            f"{name:24} wall {wall:6.3f} s (+{wall - base_wall:6.3f})   "
            f"cpu {cpu:6.3f} s (+{cpu - base_cpu:6.3f})"
        )


if __name__ == "__main__":
    main()
