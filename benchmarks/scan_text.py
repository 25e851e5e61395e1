"""Benchmark: the text scanner on a large generated file, beside plain-regex baselines.

Generates (once, cached in benchmarks/data/) a reproducible corpus of scholarly-looking text
(``--mb`` MB, default 200): paragraphs of prose with a DOI every few KB in the many forms of SPEC
§3-§5 (bare, ``doi:``, resolver URLs, percent-encoded, broken across lines) and many ``10.``
look-alikes (versions, scores, dates, IP addresses, prices, years). Then prints, in one run:

- ``doiextract.iter_hits`` over a file stream (the full pipeline: read, decode, scan, rules);
- a plain ``re.finditer`` with the Crossref pattern ``10\\.\\d{4,9}/[-._;()/:A-Za-z0-9]+``:
  over the whole file read into one string (``re-crossref``), line by line
  (``re-crossref-lines``), and over the same 1 MiB chunks of the file stream that doiextract
  reads (``re-crossref-stream``). Two ratio columns: ``x finditer`` divides by the bare
  ``re.finditer`` over the file's text (``re-crossref``: what issue #2's criterion names, and
  what the issue measured at 550-800 MB/s), ``x fastest`` by the fastest regex scan of the run
  (in practice the chunked one: the strictest like-for-like comparison);
- ``bytes.count(b"10.")`` over the file's bytes (the floor: one C pass, no decoding);

with MB/s, the ratio to the regex baseline, hit counts, and the peak RSS of a separate process
per measurement (so one measurement's memory does not hide another's).

    python benchmarks/scan_text.py [--mb 200] [--chunk-size 1048576]
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import resource
import sys
import time
from pathlib import Path

from common import best_of

HERE = Path(__file__).resolve().parent
DATA = HERE / "data"
CROSSREF = r"10\.\d{4,9}/[-._;()/:A-Za-z0-9]+"

WORDS = [
    "the",
    "of",
    "and",
    "to",
    "in",
    "a",
    "is",
    "that",
    "for",
    "it",
    "as",
    "was",
    "with",
    "be",
    "by",
    "on",
    "not",
    "he",
    "this",
    "are",
    "or",
    "his",
    "from",
    "at",
    "which",
    "but",
    "have",
    "an",
    "they",
    "you",
    "were",
    "her",
    "she",
    "there",
    "been",
    "one",
    "all",
    "we",
    "their",
    "has",
    "would",
    "when",
    "if",
    "protein",
    "cell",
    "analysis",
    "model",
    "results",
    "data",
    "study",
    "effect",
    "method",
    "patients",
    "treatment",
    "sample",
    "significant",
    "using",
    "observed",
    "between",
    "expression",
    "response",
    "temperature",
    "measured",
    "function",
]
PREFIXES = ["1016", "1038", "1371", "1002", "1007", "1103", "1126", "1093", "1109", "3389", "48550"]


def _doi(rng: random.Random) -> str:
    prefix = rng.choice(PREFIXES)
    kind = rng.random()
    if kind < 0.3:
        suffix = (
            f"j.cell.{rng.randint(2000, 2024)}.{rng.randint(1, 12):02d}.{rng.randint(1, 999):03d}"
        )
    elif kind < 0.5:
        suffix = f"journal.pone.{rng.randint(0, 9999999):07d}"
    elif kind < 0.7:
        suffix = f"s{rng.randint(10000, 99999)}-0{rng.randint(10, 99)}-{rng.randint(1000, 9999)}-x"
    elif kind < 0.85:
        suffix = f"S0140-6736({rng.randint(10, 24)}){rng.randint(10000, 99999)}-{rng.randint(0, 9)}"
    else:
        suffix = f"nature{rng.randint(10000, 99999)}"
    return f"10.{prefix}/{suffix}"


def _presented(doi: str, rng: random.Random) -> str:
    form = rng.random()
    if form < 0.35:
        return f"doi:{doi}."
    if form < 0.6:
        return f"https://doi.org/{doi}"
    if form < 0.7:
        return f"(https://dx.doi.org/{doi.replace('/', '%2F', 1)})."
    if form < 0.8:
        return f"DOI: {doi};"
    if form < 0.9:
        cut = rng.randint(9, len(doi) - 2)
        while doi[cut - 1] not in "./-":
            cut -= 1
        return f"https://doi.org/{doi[:cut]}\n{doi[cut:]}"
    return doi


LOOKALIKES = [
    "version 10.1.2",
    "scored 10.5/10",
    "on 10.10.2020",
    "host 10.0.0.1",
    "subnet 10.100.0.0/16",
    "cost $10.99",
    "in 2010.",
    "fig. 10.",
    "p = 10.3",
    "v10.15.7",
    "10.125 mm",
    "arXiv:2010.12345",
    "10.1234 units",
]


def generate(path: Path, megabytes: int, seed: int = 20261121) -> tuple[int, int]:
    """Write the corpus; returns (bytes, DOIs planted)."""
    rng = random.Random(seed)
    target = megabytes * 1_000_000
    planted = 0
    written = 0
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("w", encoding="utf-8", newline="\n") as out:
        block: list[str] = []
        while written < target:
            block.clear()
            # a "page" of about 4 KB: prose, look-alikes, one DOI (sometimes two or none)
            for _ in range(rng.randint(6, 9)):
                words = [rng.choice(WORDS) for _ in range(rng.randint(60, 90))]
                for _ in range(rng.randint(1, 3)):
                    words.insert(rng.randrange(len(words)), rng.choice(LOOKALIKES))
                block.append(" ".join(words).capitalize() + ".")
            for _ in range(rng.choice((0, 1, 1, 1, 2))):
                block.insert(rng.randrange(len(block)), _presented(_doi(rng), rng))
                planted += 1
            text = "\n".join(block) + "\n\n"
            out.write(text)
            written += len(text)
    return path.stat().st_size, planted


def _rss_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def _measure(kind: str, path: str, chunk_size: int) -> dict[str, float]:
    # the scan is timed, not the interpreter's imports (printed apart: "import_seconds")
    imported = time.perf_counter()
    if kind == "doiextract":
        from doiextract import Options, iter_hits
        from doiextract.sources.text import open_text
    import_seconds = time.perf_counter() - imported
    base_rss = _rss_mb()
    started = time.perf_counter()
    if kind == "doiextract":
        options = Options(chunk_size=chunk_size)
        with open_text(path, options) as stream:
            count = sum(1 for _ in iter_hits(stream, options))
    elif kind == "re-crossref":
        pattern = re.compile(CROSSREF)
        with open(path, encoding="utf-8") as handle:
            text = handle.read()
        count = sum(1 for _ in pattern.finditer(text))
        del text
    elif kind == "re-crossref-stream":
        # the same file stream as doiextract reads (1 MiB chunks); no carry-over between
        # chunks, which only flatters the baseline
        pattern = re.compile(CROSSREF)
        count = 0
        with open(path, encoding="utf-8") as handle:
            while chunk := handle.read(chunk_size):
                count += sum(1 for _ in pattern.finditer(chunk))
    elif kind == "re-crossref-lines":
        pattern = re.compile(CROSSREF)
        count = 0
        with open(path, encoding="utf-8") as handle:
            for line in handle:
                count += sum(1 for _ in pattern.finditer(line))
    elif kind == "bytes-count":
        with open(path, "rb") as handle:
            count = 0
            while block := handle.read(1 << 24):
                count += block.count(b"10.")
    else:
        raise SystemExit(f"unknown measurement {kind}")
    seconds = time.perf_counter() - started
    return {
        "seconds": seconds,
        "count": count,
        "peak_rss_mb": _rss_mb(),
        "base_rss_mb": base_rss,
        "import_seconds": import_seconds,
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--mb", type=int, default=200, help="corpus size in MB (default 200)")
    parser.add_argument("--chunk-size", type=int, default=1 << 20)
    parser.add_argument("--repeat", type=int, default=1, help="best of N runs each")
    parser.add_argument("--measure", help=argparse.SUPPRESS)
    parser.add_argument("--path", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.measure:
        print(json.dumps(_measure(args.measure, args.path, args.chunk_size)))
        return 0

    path = DATA / f"scholarly-{args.mb}mb.txt"
    if not path.exists():
        print(f"generating {path} ...", file=sys.stderr)
        size, planted = generate(path, args.mb)
        (path.with_suffix(".planted")).write_text(str(planted))
    size = path.stat().st_size
    planted = int(path.with_suffix(".planted").read_text())
    megabytes = size / 1e6
    print(f"corpus: {path.name}, {megabytes:.1f} MB, {planted} DOIs planted")
    print(f"python {sys.version.split()[0]}, {os.cpu_count()} cores")
    results = {}
    kinds = ("bytes-count", "re-crossref", "re-crossref-lines", "re-crossref-stream", "doiextract")
    for kind in kinds:
        measure = ["--measure", kind, "--path", str(path), "--chunk-size", str(args.chunk_size)]
        results[kind] = best_of(__file__, measure, args.repeat)
    # the bare finditer over the text, and the strictest: the fastest regex scan of this run
    bare = results["re-crossref"]["seconds"]
    fastest = min(results[k]["seconds"] for k in kinds if k.startswith("re-"))
    print(
        f"{'measurement':<22}{'MB/s':>9}{'x finditer':>12}{'x fastest':>11}{'hits':>10}"
        f"{'peak RSS MB':>13}"
    )
    for kind, run in results.items():
        rate = megabytes / run["seconds"]
        print(
            f"{kind:<22}{rate:>9.0f}{bare / run['seconds']:>12.2f}{fastest / run['seconds']:>11.2f}"
            f"{run['count']:>10}{run['peak_rss_mb']:>13.0f}"
        )
    imports = results["doiextract"]["import_seconds"]
    print(f"(import doiextract, not timed above: {imports * 1000:.0f} ms, once per process)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
