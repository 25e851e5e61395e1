"""Benchmark: corpus runs (issue 4) -- documents/s, MB/s, pages/s and peak memory.

Generates (once, cached in ``benchmarks/data/bulk-<sizes>/``) a reproducible mixed corpus:
``--text`` text files (~20 KB of prose, a DOI every few hundred bytes), ``--html`` HTML pages
(references as links, meta tags, JSON-LD) and ``--pdf`` PDFs of ``--pages`` pages each
(reportlab, ``invariant=1``). Then, in one run, for the text+HTML part and the PDF part:

- ``jobs-0``: ``doiextract --jobs 0`` (everything in one process, no pool): the baseline
  that shows what the pool costs and gains;
- ``jobs-1`` and ``jobs-2``: the worker pool with 1 and 2 workers (``speedup`` is against
  ``jobs-1``; the issue asks for >= 1.6x on the PDF part with 2 cores);
- ``dask-2``: ``doiextract.engines.to_bag`` on a ``LocalCluster`` of 2 single-threaded worker
  processes (cluster start-up reported apart, not counted);
- for the PDF part, ``pdftotext-1``/``pdftotext-2`` (poppler, when installed): the text layer
  alone, one process per file, sequentially and two at a time (``xargs -P 2``).

Each CLI measurement runs in a fresh process that reports its own peak RSS (``parent MB``)
and the largest peak RSS of its worker processes (``worker MB``, ``RUSAGE_CHILDREN``).

    python benchmarks/bulk.py [--text 2000] [--html 400] [--pdf 60] [--pages 16]

The machine may be shared: the run prints the parallelism really available (two CPU-bound
processes against one) before the table and after each ``jobs-2`` line; a ``jobs-2`` speedup
can only be read against it.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import random
import resource
import shutil
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
DATA = HERE / "data"

# the same prose vocabulary as the text benchmark (a sibling script on sys.path)
from scan_text import WORDS  # noqa: E402

PREFIXES = ("1016", "1038", "1371", "1002", "1007", "1103", "1126", "1093", "5555")

#: Run in the measured process (``python -c``): ``hwm(pid)`` (peak RSS) and a thread that
#: samples the workers' peaks into ``peak["worker"]``; ``benchmarks/bulk_files.py`` uses it too.
PEAK_SAMPLER = """
import os, threading, time

def hwm(pid):  # peak RSS of one process (VmHWM is per address space: reset by exec)
    try:
        with open(f"/proc/{pid}/status") as status:
            for line in status:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1])
    except OSError:
        pass
    return 0

peak = {"worker": 0}
def sample():  # the workers' peaks, sampled while they live
    while True:
        for tid in os.listdir("/proc/self/task"):
            try:
                children = open(f"/proc/self/task/{tid}/children").read().split()
            except OSError:
                continue
            for child in children:
                peak["worker"] = max(peak["worker"], hwm(child))
        time.sleep(0.05)

threading.Thread(target=sample, daemon=True).start()
"""

MEASURE = (
    PEAK_SAMPLER
    + """
import json, sys, time
from doiextract.cli import main
started = time.perf_counter()
status = main(sys.argv[1:])
seconds = time.perf_counter() - started
print(json.dumps({"status": status, "seconds": seconds, "parent_kib": hwm("self"),
                  "worker_kib": peak["worker"]}), file=sys.stderr)
"""
)


def _prose(rng: random.Random, words: int) -> str:
    return " ".join(rng.choice(WORDS) for _ in range(words))


def _doi(rng: random.Random, i: int) -> str:
    return f"10.{rng.choice(PREFIXES)}/j.bench.{i}.{rng.randrange(10**6)}"


def _text(rng: random.Random, index: int) -> str:
    parts = []
    for k in range(60):
        parts.append(_prose(rng, 40))
        parts.append(f" doi:{_doi(rng, index * 100 + k)}.\n")
    return "".join(parts)


def _html(rng: random.Random, index: int) -> str:
    own = _doi(rng, index)
    refs = "".join(
        f'<li>{_prose(rng, 30)} <a href="https://doi.org/{_doi(rng, k)}">link</a></li>\n'
        for k in range(40)
    )
    return (
        f'<!doctype html><html><head><meta name="citation_doi" content="{own}">'
        f'<script type="application/ld+json">{{"@id": "https://doi.org/{own}"}}</script>'
        f"<title>Article {index}</title></head><body><h1>Article {index}</h1>"
        f"<p>{_prose(rng, 400)}</p><ol>{refs}</ol></body></html>"
    )


def _pdf(path: Path, rng: random.Random, index: int, pages: int) -> None:
    from reportlab.lib.pagesizes import A4
    from reportlab.pdfgen import canvas

    doc = canvas.Canvas(str(path), pagesize=A4, invariant=1)
    for page in range(pages):
        y = 800
        for line in range(55):
            if line % 6 == 5:
                text = f"[{line}] {_prose(rng, 6)} https://doi.org/{_doi(rng, index + page)}"
            else:
                text = _prose(rng, 14)
            doc.drawString(40, y, text)
            y -= 14
        doc.showPage()
    doc.save()


def generate(args: argparse.Namespace) -> Path:
    root = DATA / f"bulk-t{args.text}-h{args.html}-p{args.pdf}x{args.pages}"
    manifest = root / "manifest.json"
    if manifest.exists():
        return root
    if root.exists():
        shutil.rmtree(root)
    rng = random.Random(4)
    for i in range(args.text):
        path = root / "text" / f"{i // 500:03d}" / f"t{i:06d}.txt"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(_text(rng, i), encoding="utf-8")
    for i in range(args.html):
        path = root / "html" / f"{i // 500:03d}" / f"h{i:06d}.html"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(_html(rng, i), encoding="utf-8")
    (root / "pdf").mkdir(parents=True, exist_ok=True)
    for i in range(args.pdf):
        _pdf(root / "pdf" / f"p{i:05d}.pdf", rng, i, args.pages)
    manifest.write_text(json.dumps({"pdf_pages": args.pdf * args.pages}))
    return root


def _size(paths: list[Path]) -> int:
    return sum(p.stat().st_size for p in paths)


def run_cli(operands: list[str], jobs: int, out: Path) -> dict[str, Any]:
    args = ["-q", "-f", "jsonl", "-j", str(jobs), "-o", str(out), *operands]
    proc = subprocess.run(
        [sys.executable, "-c", MEASURE, *args], capture_output=True, text=True, check=False
    )
    report: dict[str, Any] = json.loads(proc.stderr.strip().splitlines()[-1])
    with out.open(encoding="utf-8") as handle:
        records = [json.loads(line) for line in handle]
    report["documents"] = len(records)
    report["errors"] = sum(r["status"] == "error" for r in records)
    report["dois"] = sum(r["counts"]["dois"] for r in records)
    return report


def run_pdftotext(pdfs: list[Path], parallel: int) -> dict[str, Any] | None:
    if shutil.which("pdftotext") is None:
        return None
    listing = "\0".join(str(p) for p in pdfs)
    started = time.perf_counter()
    subprocess.run(
        ["xargs", "-0", "-P", str(parallel), "-I{}", "pdftotext", "-q", "{}", "/dev/null"],
        input=listing,
        text=True,
        check=False,
    )
    seconds = time.perf_counter() - started
    return {"seconds": seconds, "documents": len(pdfs), "parent_kib": 0, "worker_kib": 0}


def run_dask(paths: list[str], batch_size: int | None, client: Any) -> dict[str, Any]:
    from doiextract import engines

    started = time.perf_counter()
    records = engines.to_bag(paths, batch_size=batch_size).compute()
    seconds = time.perf_counter() - started
    worker_kib = max(
        client.run(lambda: resource.getrusage(resource.RUSAGE_SELF).ru_maxrss).values()
    )  # since the worker started
    return {
        "seconds": seconds,
        "documents": len(records),
        "errors": sum(r["status"] == "error" for r in records),
        "dois": sum(r["counts"]["dois"] for r in records),
        "parent_kib": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss,
        "worker_kib": worker_kib,
    }


SPIN = (
    "import time; t = time.perf_counter(); sum(range(40_000_000)); print(time.perf_counter() - t)"
)


def calibrate() -> float:
    """How many CPUs this run really gets: a fixed CPU-bound loop in one process, then in two
    at once; 2.0 means two free cores (other work on the machine lowers it)."""
    one = subprocess.run([sys.executable, "-c", SPIN], capture_output=True, check=True)
    single = float(one.stdout)
    started = time.perf_counter()
    procs = [
        subprocess.Popen([sys.executable, "-c", SPIN], stdout=subprocess.PIPE) for _ in range(2)
    ]
    for proc in procs:
        proc.communicate()
    both = time.perf_counter() - started
    return 2 * single / both


def show(
    part: str,
    name: str,
    report: dict[str, Any] | None,
    size: int,
    pages: int,
    reference: float | None,
) -> None:
    if report is None:
        print(f"{part:<10} {name:<13} (not installed)")
        return
    seconds = report["seconds"]
    speedup = f"{reference / seconds:6.2f}x" if reference else "      -"
    pages_s = f"{pages / seconds:8.1f}" if pages else "       -"
    print(
        f"{part:<10} {name:<13} {seconds:8.2f} {report['documents'] / seconds:9.1f} "
        f"{size / seconds / 1e6:8.2f} {pages_s} {speedup} "
        f"{report['parent_kib'] / 1024:9.1f} {report['worker_kib'] / 1024:9.1f} "
        f"{report.get('errors', '-')!s:>6} {report.get('dois', '-')!s:>8}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--text", type=int, default=2000)
    parser.add_argument("--html", type=int, default=400)
    parser.add_argument("--pdf", type=int, default=60)
    parser.add_argument("--pages", type=int, default=16)
    parser.add_argument("--no-dask", action="store_true")
    args = parser.parse_args()

    import doiextract

    root = generate(args)
    pages = json.loads((root / "manifest.json").read_text())["pdf_pages"]
    text_files = sorted((root / "text").rglob("*.txt")) + sorted((root / "html").rglob("*.html"))
    pdf_files = sorted((root / "pdf").glob("*.pdf"))
    parts = {
        # batch None: engines.default_batch_size picks it (at least MIN_TASKS tasks)
        "text+html": ([str(root / "text"), str(root / "html")], text_files, 0, None),
        "pdf": ([str(root / "pdf")], pdf_files, pages, None),
    }
    print(
        f"doiextract {doiextract.__version__}, Python {platform.python_version()}, "
        f"{platform.machine()}, {os.cpu_count()} CPUs ({len(os.sched_getaffinity(0))} usable)"
    )
    print(
        f"corpus {root.name}: {len(text_files)} text/HTML files "
        f"({_size(text_files) / 1e6:.1f} MB), {len(pdf_files)} PDFs of {args.pages} pages "
        f"({_size(pdf_files) / 1e6:.1f} MB)"
    )
    print(f"available parallelism (2 CPU-bound processes vs 1): {calibrate():.2f}x")
    print(
        f"{'part':<10} {'run':<13} {'seconds':>8} {'docs/s':>9} {'MB/s':>8} {'pages/s':>8} "
        f"{'speedup':>7} {'parent MB':>9} {'worker MB':>9} {'errors':>6} {'DOIs':>8}"
    )
    out = DATA / "bulk-out.jsonl"
    reference: dict[str, float] = {}
    try:
        for part, (operands, files, part_pages, _) in parts.items():
            size = _size(files)
            run_cli(operands, 1, out)  # warm the page cache
            base = run_cli(operands, 0, out)
            show(part, "jobs-0 (base)", base, size, part_pages, None)
            one = run_cli(operands, 1, out)
            show(part, "jobs-1", one, size, part_pages, None)
            reference[part] = one["seconds"]
            two = run_cli(operands, 2, out)
            show(part, "jobs-2", two, size, part_pages, one["seconds"])
            print(f"{'':<10} (parallelism available now: {calibrate():.2f}x)")
            if part == "pdf":
                show(part, "pdftotext-1", run_pdftotext(files, 1), size, part_pages, None)
                show(part, "pdftotext-2", run_pdftotext(files, 2), size, part_pages, None)
    finally:
        out.unlink(missing_ok=True)
    if not args.no_dask:
        # last: a running cluster's threads and processes would disturb the runs above
        from distributed import Client, LocalCluster

        started = time.perf_counter()
        with (
            LocalCluster(
                n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None
            ) as cluster,
            Client(cluster) as client,
        ):
            client.run(lambda: __import__("doiextract.bulk"))  # warm the workers' imports
            print(
                f"(dask LocalCluster of 2 workers started in {time.perf_counter() - started:.1f} s)"
            )
            for part, (_, files, part_pages, batch) in parts.items():
                paths = [str(p) for p in files]
                report = run_dask(paths, batch, client)
                show(part, "dask-2", report, _size(files), part_pages, reference[part])


if __name__ == "__main__":
    main()
