"""Benchmark: the text scanner on files built from real material, beside C-speed baselines.

Issue #10 item 7: the figures of ``scan_text.py`` come from generated pure-ASCII prose; real text
is slower (non-ASCII prose, DOI-dense reference lists). This script builds (once, cached in
``benchmarks/data/``, git-ignored) files from real material only:

- reference strings: the ``input`` of every record of ``../shared/corpora/refs-dev.jsonl``
  (PLOS, eLife and PubMed Central references, CC BY; see that folder's README);
- prose: the visible text of ``../shared/corpora/html/readability__test_test-pages_wikipedia-2_
  source.html`` (a Wikipedia article, CC BY-SA: en dashes, macrons, IPA), lines over 60
  characters, every DOI-shaped run (the Crossref regex) removed so the density is the one
  chosen; its ``10.`` look-alikes stay;

at three densities (``--modes``): ``sparse`` one reference with a DOI per 100 KB of prose,
``mixed`` one per 1.4 KB, ``dense`` every line a reference (all 677, with or without a DOI).
Each file is ``--mb`` MB (default 50). In one run, each measurement in its own process:

- ``doiextract``: ``open_text`` + ``iter_hits`` over the file stream (the library's and the
  CLI's path: the scanner reads the bytes under it);
- ``doiextract-bytes``: the same with ``Options(offsets="bytes")`` (spans in bytes of the
  input, ``--byte-offset``: the text between anchors is not decoded);
- ``doiextract-binary``: ``iter_hits`` over ``open(path, "rb")`` (a binary file object);
- ``doiextract-textio``: ``iter_hits`` over ``open(path, encoding="utf-8", newline="")``, a
  plain text stream (its bytes are read while they hold no "\\r", ``utf8_text_bytes``);
- ``doiextract-str``: ``iter_hits`` over the file's text as a ``str`` (read before the timer:
  the scan of text already in memory);
- ``re-bytes-stream``: the bytes regex ``rb"10\\.\\d{4,9}/[-._;()/:A-Za-z0-9]+"`` ``finditer``
  over 1 MiB binary chunks (no carry-over: that only flatters it): the ratio's baseline;
- ``rg -c`` and ``grep -cE`` on the same pattern, when installed (one process each, timed from
  outside, so their start-up is included: a few ms).

The package's bytecode is compiled first (``compileall``, as ``pip install`` does): with no
``__pycache__`` (a fresh checkout run with ``PYTHONDONTWRITEBYTECODE=1``) every measuring
process would compile the modules imported lazily during the scan (``doiextract.scan_utf8``)
from source inside the timed code, ~10 ms that no installed copy pays (measured).

Times are CPU seconds of the measuring process (or of ``rg``/``grep``): on a loaded shared
machine wall time swings with the load, CPU time much less. Printed: MB/s, the ratio to
``re-bytes-stream``, hits, µs per hit (doiextract: its seconds minus the baseline's, divided
by its hits: the Python work per hit), peak RSS.

``--memory 100,1000`` measures the library's peak RSS (``resource.getrusage`` in a fresh
process) on sparse files of those sizes in MB, built by repeating the sparse file's first
10 MB (delete the big files afterwards: ``rm benchmarks/data/real-sparse-rep-*``).

    DOIEXTRACT_SHARED=/path/to/shared python benchmarks/real_scan.py [--mb 50] [--repeat 3]
"""

from __future__ import annotations

import argparse
import compileall
import json
import os
import re
import resource
import shutil
import subprocess
import sys
import time
from pathlib import Path

from common import best_of

HERE = Path(__file__).resolve().parent
DATA = HERE / "data"
SHARED = Path(os.environ.get("DOIEXTRACT_SHARED", HERE.parents[1] / "shared")) / "corpora"
PROSE_HTML = SHARED / "html" / "readability__test_test-pages_wikipedia-2_source.html"
CROSSREF = r"10\.\d{4,9}/[-._;()/:A-Za-z0-9]+"
#: one reference with a DOI per this many bytes of prose
SPACING = {"sparse": 100_000, "mixed": 1_400}


def _references(with_doi_only: bool) -> list[str]:
    lines = []
    with (SHARED / "refs-dev.jsonl").open(encoding="utf-8") as handle:
        for line in handle:
            record = json.loads(line)
            if with_doi_only and not record["expected"]:
                continue
            lines.append(" ".join(record["input"].split()))
    return lines


def _prose() -> list[str]:
    import lxml.html

    root = lxml.html.parse(str(PROSE_HTML)).getroot()
    for node in root.xpath("//script|//style"):
        node.drop_tree()
    crossref = re.compile(CROSSREF)
    lines = (crossref.sub("", " ".join(line.split())) for line in root.text_content().split("\n"))
    return [line for line in lines if len(line) > 60]


def build(mode: str, megabytes: int) -> Path:
    """The file of ``mode`` (cached); lines cycle through the sources in order."""
    path = DATA / f"real-{mode}-{megabytes}mb.txt"
    if path.exists():
        return path
    DATA.mkdir(parents=True, exist_ok=True)
    target = megabytes * 1_000_000
    refs = _references(with_doi_only=mode != "dense")
    prose = [] if mode == "dense" else _prose()
    written = ref_i = prose_i = since = 0
    partial = path.with_suffix(".part")
    with partial.open("w", encoding="utf-8", newline="\n") as out:
        while written < target:
            if mode == "dense" or since >= SPACING[mode]:
                line = refs[ref_i % len(refs)]
                ref_i += 1
                since = 0
            else:
                line = prose[prose_i % len(prose)]
                prose_i += 1
            data = line + "\n"
            out.write(data)
            size = len(data.encode("utf-8"))
            written += size
            since += size
    partial.replace(path)
    return path


def repeated(megabytes: int) -> Path:
    """A sparse file of ``megabytes`` MB: the 10 MB sparse file repeated (for memory)."""
    path = DATA / f"real-sparse-rep-{megabytes}mb.txt"
    if not path.exists():
        block = build("sparse", 10).read_bytes()
        with path.open("wb") as out:
            for _ in range(max(1, megabytes // 10)):
                out.write(block)
    return path


def _rss_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def _measure(kind: str, path: str) -> dict[str, float]:
    imported = time.perf_counter()
    if kind.startswith("doiextract"):
        from doiextract import Options, iter_hits
        from doiextract.sources.text import open_text
    import_seconds = time.perf_counter() - imported
    if kind == "doiextract-str":
        with open(path, encoding="utf-8", newline="") as stream:
            text = stream.read()
    base_rss = _rss_mb()
    started = time.perf_counter()
    cpu_started = time.process_time()
    children = 0.0
    children_cpu = 0.0
    if kind in ("doiextract", "doiextract-bytes"):
        options = Options(offsets="bytes" if kind == "doiextract-bytes" else "chars")
        with open_text(path, options) as stream:
            count = sum(1 for _ in iter_hits(stream, options))
    elif kind == "doiextract-binary":
        with open(path, "rb") as binary:
            count = sum(1 for _ in iter_hits(binary))
    elif kind == "doiextract-textio":
        # a plain text stream (no bytes underneath known to the scanner): the decoded path
        options = Options()
        with open(path, encoding="utf-8", newline="") as stream:
            count = sum(1 for _ in iter_hits(stream, options))
    elif kind == "doiextract-str":
        count = sum(1 for _ in iter_hits(text))
    elif kind == "re-bytes-stream":
        pattern = re.compile(CROSSREF.encode())
        count = 0
        with open(path, "rb") as handle:
            while chunk := handle.read(1 << 20):
                count += sum(1 for _ in pattern.finditer(chunk))
    elif kind in ("rg", "grep"):
        command = (
            ["rg", "-j1", "-c", "--no-config", CROSSREF, path]
            if kind == "rg"
            else ["grep", "-cE", CROSSREF.replace(r"\d", "[0-9]"), path]
        )
        out = subprocess.run(command, check=False, capture_output=True, text=True)
        count = int(out.stdout.strip() or 0)  # (lines with a match, not matches)
        usage = resource.getrusage(resource.RUSAGE_CHILDREN)
        children = usage.ru_maxrss / 1024
        children_cpu = usage.ru_utime + usage.ru_stime
    else:
        raise SystemExit(f"unknown measurement {kind}")
    wall = time.perf_counter() - started
    cpu = children_cpu or time.process_time() - cpu_started
    return {
        # CPU seconds (the machine is shared: wall time swings with the load); wall apart
        "seconds": cpu,
        "wall_seconds": wall,
        "count": count,
        "peak_rss_mb": children or _rss_mb(),
        "base_rss_mb": base_rss,
        "import_seconds": import_seconds,
    }


def _table(path: Path, repeat: int) -> None:
    megabytes = path.stat().st_size / 1e6
    kinds = ["re-bytes-stream", "doiextract", "doiextract-bytes", "doiextract-binary"]
    kinds += ["doiextract-textio", "doiextract-str"]
    kinds += [tool for tool in ("rg", "grep") if shutil.which(tool)]
    results = {
        kind: best_of(__file__, ["--measure", kind, "--path", str(path)], repeat) for kind in kinds
    }
    baseline = results["re-bytes-stream"]
    print(f"\n{path.name}: {megabytes:.1f} MB")
    print(f"{'measurement':<18}{'MB/s':>9}{'ratio':>8}{'hits':>10}{'us/hit':>9}{'peak RSS MB':>13}")
    for kind, run in results.items():
        per_hit = ""
        if kind.startswith("doiextract") and run["count"]:
            extra = (run["seconds"] - baseline["seconds"]) / run["count"] * 1e6
            per_hit = f"{extra:.2f}"
        print(
            f"{kind:<18}{megabytes / run['seconds']:>9.1f}"
            f"{baseline['seconds'] / run['seconds']:>8.3f}{run['count']:>10}{per_hit:>9}"
            f"{run['peak_rss_mb']:>13.0f}"
        )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--mb", type=int, default=50, help="file size in MB (default 50)")
    parser.add_argument("--modes", default="sparse,mixed,dense")
    parser.add_argument("--repeat", type=int, default=1, help="best of N runs each")
    parser.add_argument("--memory", help="sizes in MB for the library's peak RSS, e.g. 100,1000")
    parser.add_argument("--measure", help=argparse.SUPPRESS)
    parser.add_argument("--path", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.measure:
        print(json.dumps(_measure(args.measure, args.path)))
        return 0
    print(f"python {sys.version.split()[0]}, {os.cpu_count()} cores, load {os.getloadavg()[0]:.1f}")
    # the bytecode an installed copy has (see the module docstring)
    compileall.compile_dir(HERE.parent / "doiextract", quiet=1)
    if args.memory:
        for size in (int(s) for s in args.memory.split(",")):
            path = repeated(size)
            run = best_of(__file__, ["--measure", "doiextract", "--path", str(path)], 1)
            megabytes = path.stat().st_size / 1e6
            print(
                f"{path.name}: {megabytes:.0f} MB, {run['count']} hits, "
                f"{megabytes / run['seconds']:.1f} MB/s, peak RSS {run['peak_rss_mb']:.0f} MB "
                f"(after import {run['base_rss_mb']:.0f} MB)"
            )
        return 0
    for mode in args.modes.split(","):
        _table(build(mode, args.mb), args.repeat)
    return 0


if __name__ == "__main__":
    sys.exit(main())
