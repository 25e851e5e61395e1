"""Benchmark: many small files (issue #10 item 5): files/s and ms/file of the command line with
``--jobs 0``, ``1`` and ``2`` and of the Dask engine, against plain Python over the same files.

Generates (once, cached in ``benchmarks/data/bulk-files-<N>/``) ``--files`` small text files,
each one to four real reference strings of ``../shared/corpora/refs-dev.jsonl`` (a few hundred
bytes), with a real HTML page every 97th file and a small real PDF every 251st (copied from
``corpora/`` and ``../shared/corpora/``), 500 files to a folder. Then, in one run:

- ``python``: the baseline, in a fresh process: walk the folders (``os.scandir``), open and
  read every file, and count the matches of the bytes regex
  ``rb"10\\.\\d{4,9}/[-._;()/:A-Za-z0-9]+"``; no DOI rules, no records;
- ``jobs-0``, ``jobs-1``, ``jobs-2``: ``doiextract -q -f FORMAT -j J -o FILE FOLDER`` in a
  fresh process (timed from after its imports; peak RSS of the parent and of its workers);
- ``dask-2``: ``engines.to_bag(engines.list_paths(FOLDER)).compute()`` on a ``LocalCluster``
  of 2 single-threaded worker processes, started in a fresh process before the clock starts
  (its start-up is printed apart); ``dask/pool`` divides its time by ``jobs-2``'s.

Every figure is a ratio to the baseline of the same run: the machine may be shared, so the
seconds alone say little. ``ms/file`` is wall time per file; ``cpu ms/file`` adds the CPU
time of the process and of its workers (the work done, whatever the load). With
``--before DIR`` (a checkout of another version, e.g. ``git archive main | tar -x -C DIR``),
each run is made with both versions, alternately, and the table has a line for each.

    python benchmarks/bulk_files.py [--files 5000] [--formats jsonl,csv] [--before DIR]
        [--no-dask] [--repeat 1]
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

# the peak-memory sampler of the bulk benchmark (a sibling script on sys.path)
from bulk import PEAK_SAMPLER

HERE = Path(__file__).resolve().parent
DATA = HERE / "data"
REPO = HERE.parent
# ../shared beside the repository; DOIEXTRACT_SHARED names another place (a worktree)
SHARED = Path(os.environ.get("DOIEXTRACT_SHARED", REPO.parent / "shared")) / "corpora"

#: Real pages and PDFs mixed into the corpus (those that exist are used).
HTML = (
    REPO / "corpora" / "html" / "landing-page.html",
    SHARED / "html" / "sandcrawler__python_tests_files_plos_one_article.html",
)
PDF = (
    REPO / "corpora" / "pdf" / "article-two-column.pdf",
    REPO / "corpora" / "pdf" / "metadata-info-doi.pdf",
    REPO / "corpora" / "pdf" / "metadata-xmp.pdf",
    REPO / "corpora" / "pdf" / "typography-rotated.pdf",
)

BASELINE = r"""
import json, os, re, resource, sys, time
pattern = re.compile(rb"10\.\d{4,9}/[-._;()/:A-Za-z0-9]+")
started = time.perf_counter()
files = matches = size = 0
stack = [sys.argv[1]]
while stack:
    with os.scandir(stack.pop()) as entries:
        for entry in entries:
            if entry.is_dir():
                stack.append(entry.path)
                continue
            with open(entry.path, "rb") as handle:
                data = handle.read()
            files += 1
            size += len(data)
            matches += len(pattern.findall(data))
seconds = time.perf_counter() - started
usage = resource.getrusage(resource.RUSAGE_SELF)
print(json.dumps({"seconds": seconds, "cpu": usage.ru_utime + usage.ru_stime, "files": files,
                  "matches": matches, "bytes": size, "parent_kib": usage.ru_maxrss,
                  "worker_kib": 0}))
"""

MEASURE = (
    PEAK_SAMPLER
    + r"""
import json, resource, sys, time
from doiextract.cli import main
def cpu():
    own = resource.getrusage(resource.RUSAGE_SELF)
    kids = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + kids.ru_utime + kids.ru_stime

started, cpu_started = time.perf_counter(), cpu()
status = main(sys.argv[1:])
seconds = time.perf_counter() - started
print(json.dumps({"status": status, "seconds": seconds, "cpu": cpu() - cpu_started,
                  "parent_kib": hwm("self"), "worker_kib": peak["worker"]}), file=sys.stderr)
"""
)

DASK = r"""
import json, resource, sys, time
from distributed import Client, LocalCluster
from doiextract import engines

root = sys.argv[1]
started = time.perf_counter()
with LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                  dashboard_address=None) as cluster, Client(cluster) as client:
    client.run(lambda: __import__("doiextract.engines"))  # the workers' imports, not timed
    startup = time.perf_counter() - started
    def cpu():
        usage = resource.getrusage(resource.RUSAGE_SELF)
        return usage.ru_utime + usage.ru_stime
    cpus = lambda: sum(client.run(cpu).values()) + cpu()
    cpu_started = cpus()
    started = time.perf_counter()
    records = engines.to_bag(engines.list_paths(root)).compute()
    seconds = time.perf_counter() - started
    used = cpus() - cpu_started
    worker_kib = max(client.run(
        lambda: resource.getrusage(resource.RUSAGE_SELF).ru_maxrss).values())
print(json.dumps({"seconds": seconds, "cpu": used, "startup": startup,
                  "documents": len(records),
                  "dois": sum(r["counts"]["dois"] for r in records),
                  "errors": sum(r["status"] == "error" for r in records),
                  "parent_kib": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss,
                  "worker_kib": worker_kib}))
"""


def _references() -> list[str]:
    with (SHARED / "refs-dev.jsonl").open(encoding="utf-8") as handle:
        return [json.loads(line)["input"] for line in handle if line.strip()]


def generate(files: int) -> Path:
    """The corpus of ``files`` files (cached; reproducible: a fixed seed)."""
    root = DATA / f"bulk-files-{files}"
    done = root / ".complete"
    if done.exists():
        return root / "corpus"
    if root.exists():
        shutil.rmtree(root)
    rng = random.Random(10)
    references = _references()
    html = [p for p in HTML if p.exists()]
    pdf = [p for p in PDF if p.exists()]
    for index in range(files):
        folder = root / "corpus" / f"{index // 500:03d}"
        folder.mkdir(parents=True, exist_ok=True)
        if pdf and index % 251 == 250:
            shutil.copyfile(pdf[index % len(pdf)], folder / f"f{index:06d}.pdf")
        elif html and index % 97 == 96:
            shutil.copyfile(html[index % len(html)], folder / f"f{index:06d}.html")
        else:
            chosen = rng.sample(references, rng.randint(1, 4))
            text = "\n".join(" ".join(r.split()) for r in chosen) + "\n"
            (folder / f"f{index:06d}.txt").write_text(text, encoding="utf-8")
    done.touch()
    return root / "corpus"


def _env(tree: Path | None) -> dict[str, str]:
    env = dict(os.environ)
    if tree is not None:
        env["PYTHONPATH"] = str(tree) + os.pathsep + env.get("PYTHONPATH", "")
    return env


def run_baseline(corpus: Path) -> dict[str, Any]:
    out = subprocess.run(
        [sys.executable, "-c", BASELINE, str(corpus)], capture_output=True, text=True, check=True
    )
    report: dict[str, Any] = json.loads(out.stdout)
    return report


def run_cli(corpus: Path, jobs: int, fmt: str, tree: Path | None, out: Path) -> dict[str, Any]:
    args = ["-q", "-f", fmt, "-j", str(jobs), "-o", str(out), str(corpus)]
    proc = subprocess.run(
        [sys.executable, "-c", MEASURE, *args],
        capture_output=True,
        text=True,
        check=False,
        env=_env(tree),
        cwd=DATA,
    )
    report: dict[str, Any] = json.loads(proc.stderr.strip().splitlines()[-1])
    report["output"] = out.read_bytes()
    return report


def run_dask(corpus: Path, tree: Path | None) -> dict[str, Any]:
    proc = subprocess.run(
        [sys.executable, "-c", DASK, str(corpus)],
        capture_output=True,
        text=True,
        check=True,
        env=_env(tree),
        cwd=DATA,
    )
    report: dict[str, Any] = json.loads(proc.stdout.strip().splitlines()[-1])
    return report


def _records(output: bytes) -> tuple[int, int]:
    """(documents, DOIs) of a JSON Lines output."""
    lines = [json.loads(line) for line in output.splitlines()]
    return len(lines), sum(r["counts"]["dois"] for r in lines)


def show(name: str, report: dict[str, Any], files: int, base: dict[str, Any]) -> None:
    seconds, cpu = report["seconds"], report["cpu"]
    print(
        f"{name:<22} {seconds:8.2f} {files / seconds:8.0f} {1000 * seconds / files:8.3f} "
        f"{seconds / base['seconds']:8.1f} {1000 * cpu / files:8.3f} "
        f"{report['parent_kib'] / 1024:8.1f} {report['worker_kib'] / 1024:8.1f}"
        + (f"  {report['note']}" if report.get("note") else "")
    )


def _best(runs: list[dict[str, Any]]) -> dict[str, Any]:
    return min(runs, key=lambda r: r["seconds"])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--files", type=int, default=5000)
    parser.add_argument("--formats", default="jsonl")
    parser.add_argument("--jobs", default="0,1,2")
    parser.add_argument("--before", type=Path, help="a checkout of the version to compare")
    parser.add_argument("--no-dask", action="store_true")
    parser.add_argument("--repeat", type=int, default=1, help="best of N for every run")
    args = parser.parse_args()

    corpus = generate(args.files)
    trees: dict[str, Path | None] = {"": None}
    if args.before is not None:
        trees = {"before ": args.before.resolve(), "after ": None}
    files = sum(len(f) for _, _, f in os.walk(corpus))
    kinds = sorted({p.suffix for p in corpus.rglob("*.*")})
    size = sum(p.stat().st_size for p in corpus.rglob("*") if p.is_file())
    print(f"corpus {corpus}: {files} files ({', '.join(kinds)}), {size / 1e6:.1f} MB")
    print(f"load average before: {os.getloadavg()[0]:.2f} (2 cores shared: read the ratios)")
    run_baseline(corpus)  # warm the page cache
    base = _best([run_baseline(corpus) for _ in range(args.repeat)])
    print(
        f"{'run':<22} {'seconds':>8} {'files/s':>8} {'ms/file':>8} {'x python':>8} "
        f"{'cpu ms/f':>8} {'parent MB':>8} {'worker MB':>8}"
    )
    show("python open+read+re", base, files, base)
    out = DATA / "bulk-files-out"
    pool: dict[str, float] = {}
    outputs: dict[tuple[str, int], bytes] = {}
    for fmt in args.formats.split(","):
        for jobs in (int(j) for j in args.jobs.split(",")):
            runs: dict[str, list[dict[str, Any]]] = {label: [] for label in trees}
            for _ in range(args.repeat):
                for label, tree in trees.items():  # alternately: the same load for both
                    runs[label].append(run_cli(corpus, jobs, fmt, tree, out))
            for label in trees:
                report = _best(runs[label])
                outputs[(label, jobs)] = report["output"]
                if fmt == "jsonl" and jobs == 0:
                    documents, dois = _records(report["output"])
                    report["note"] = f"{documents} records, {dois} DOIs"
                show(f"{label}{fmt} jobs-{jobs}", report, files, base)
                if jobs == 2 and fmt == "jsonl":  # the Dask records' format
                    pool[label] = report["seconds"]
        _compare(outputs, fmt)
        outputs.clear()
    out.unlink(missing_ok=True)
    if args.no_dask:
        return
    for label, tree in trees.items():
        report = _best([run_dask(corpus, tree) for _ in range(args.repeat)])
        report["note"] = (
            f"{report['documents']} records, {report['dois']} DOIs; cluster start "
            f"{report['startup']:.1f} s"
            + (f"; dask/pool {report['seconds'] / pool[label]:.2f}" if label in pool else "")
        )
        show(f"{label}dask-2", report, files, base)
    print(f"load average after: {os.getloadavg()[0]:.2f}")


def _compare(outputs: dict[tuple[str, int], bytes], fmt: str) -> None:
    """Say whether every run wrote the same output (JSON Lines: timings left out)."""

    def canonical(data: bytes) -> Any:
        if fmt != "jsonl":
            return data
        records = [json.loads(line) for line in data.splitlines()]
        for record in records:
            record.get("stats", {}).pop("seconds", None)
        return records

    first = None
    for (label, jobs), data in outputs.items():
        value = canonical(data)
        if first is None:
            first = value
        elif value != first:
            print(f"  !! {fmt}: {label}jobs-{jobs} output differs from the first run's")
            return
    print(f"  ({fmt}: every run's output identical{', timings aside' if fmt == 'jsonl' else ''})")


if __name__ == "__main__":
    main()
