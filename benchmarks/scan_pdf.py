"""PDF speed and DOI recall: doiextract (pdfium, pdfminer backends) next to, in the same run,
pypdfium2's own text extraction alone (``get_textpage().get_text_range()`` per page, the
baseline of issue #10), ``pdftotext`` + the Crossref regex and pdfminer.six ``extract_text`` +
the regex (issue #3).

Corpora (``--set``): ``real`` (default), the real PDFs of ../shared/corpora (pdf/ with
gold.json, real-pdf/ with its gold.json); ``generated``, the PDFs of corpora/pdf (gold sidecars)
and a generated reference-list PDF of ``--pages`` pages (default 200) in a temporary folder;
``all``, both. Rounds interleaved in alternating order, garbage collected before each timing
(``--repeat``, default 4), the fastest kept (``--per-file``: per file, the sums of those minima,
steadier on a loaded machine); time is CPU time (this process plus its children,
so pdftotext counts), which a loaded machine disturbs less than wall time. One process, one
core. Run: ``python benchmarks/scan_pdf.py [--set all]``. Prints pages/s, MB/s, the ratio to
pypdfium2 alone, recall (distinct DOIs, ASCII-folded), peak RSS.
"""

from __future__ import annotations

import argparse
import gc
import importlib.util
import json
import os
import re
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

from doiextract import Options, extract_pdf

REPO = Path(__file__).resolve().parents[1]
# ../shared beside the repository; DOIEXTRACT_SHARED names another place (a worktree)
SHARED = Path(os.environ.get("DOIEXTRACT_SHARED", REPO.parent / "shared")) / "corpora"
# the regex Crossref recommends for modern DOIs (Crossref blog, 2015)
CROSSREF_RE = re.compile(r"10\.\d{4,9}/[-._;()/:A-Z0-9]+", re.IGNORECASE)


def _generator() -> object:
    spec = importlib.util.spec_from_file_location(
        "generate_documents", REPO / "corpora" / "generate_documents.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["generate_documents"] = module
    spec.loader.exec_module(module)
    return module


def corpus(which: str, pages: int, folder: Path) -> list[tuple[Path, set[str], int]]:
    """``(pdf, gold keys, page count)``."""
    import pypdfium2 as pdfium

    items: list[tuple[Path, set[str]]] = []
    if which in ("real", "all"):
        gold_file = SHARED / "gold.json"
        if gold_file.exists():
            for name, gold in json.loads(gold_file.read_text("utf-8"))["pdf"].items():
                items.append((SHARED / "pdf" / name, {d.lower() for d in gold["dois"]}))
        real = SHARED / "real-pdf" / "gold.json"
        if real.exists():
            records = json.loads(real.read_text("utf-8"))
            for name, record in sorted(records.items()):
                # printed DOIs and those only in link annotations (what real_text.py scores)
                dois = [*record.get("dois", []), *record.get("link_annotation_only", [])]
                items.append((SHARED / "real-pdf" / name, {str(d).lower() for d in dois}))
    if which in ("generated", "all"):
        for pdf in sorted((REPO / "corpora" / "pdf").glob("*.pdf")):
            gold = json.loads(pdf.with_name(pdf.name + ".gold.json").read_text("utf-8"))
            items.append((pdf, {d.lower() for d in gold["with"]}))
        bench = folder / "bench-references.pdf"
        dois = _generator().bench_pdf(bench, pages)  # type: ignore[attr-defined]
        items.append((bench, {d.lower() for d in dois}))
    out = []
    for path, gold in items:
        document = pdfium.PdfDocument(str(path))
        out.append((path, gold, len(document)))
        document.close()
    return out


def with_pdfium_alone(path: Path) -> set[str]:
    """pypdfium2's text extraction alone: every page's text, nothing else."""
    import pypdfium2 as pdfium

    document = pdfium.PdfDocument(path.read_bytes())
    for index in range(len(document)):
        page = document[index]
        textpage = page.get_textpage()
        textpage.get_text_range()
        textpage.close()
        page.close()
    document.close()
    return set()


def _cpu() -> float:
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return time.process_time() + children.ru_utime + children.ru_stime


def with_doiextract(backend: str) -> Callable[[Path], set[str]]:
    options = replace(Options(), pdf_backend=backend)
    return lambda path: {h.key for h in extract_pdf(path, options).hits}


def with_pdftotext(path: Path) -> set[str]:
    text = subprocess.run(
        ["pdftotext", "-q", str(path), "-"], capture_output=True, check=False
    ).stdout.decode("utf-8", "replace")
    return {m.lower().rstrip(".,;") for m in CROSSREF_RE.findall(text)}


def with_pdfminer(path: Path) -> set[str]:
    from pdfminer.high_level import extract_text

    return {m.lower().rstrip(".,;") for m in CROSSREF_RE.findall(extract_text(str(path)))}


Method = tuple[str, Callable[[Path], set[str]] | None]
Item = tuple[Path, set[str], int]


def _whole_corpus(
    methods: list[Method], items: list[Item], repeat: int
) -> tuple[dict[str, float], dict[str, tuple[int, int]]]:
    """Each method over the whole corpus per round; its fastest round (CPU s); its recall."""
    best: dict[str, float] = {}
    scores: dict[str, tuple[int, int]] = {}
    for round_ in range(repeat):
        # the order flips every round and garbage is collected before each timing: the
        # method after another paid for its garbage and its caches (~10% in one order)
        for name, method in methods if round_ % 2 == 0 else methods[::-1]:
            if method is None or (round_ and "pdfminer" in name):
                continue  # pdfminer.six is slow: one round
            found_right = extra = 0
            gc.collect()
            started = _cpu()
            for path, gold, _ in items:
                found = method(path)
                found_right += len(found & gold)
                extra += len(found - gold)
            seconds = _cpu() - started
            best[name] = min(best.get(name, seconds), seconds)
            scores[name] = (found_right, extra)
    return best, scores


def _per_file(
    methods: list[Method], items: list[Item], repeat: int
) -> tuple[dict[str, float], dict[str, tuple[int, int]]]:
    """``--per-file``: the methods one after another on each file (the order rotates per file
    and round, so each method takes each place alike: flipping it kept the same two methods side
    by side on every file), each file's fastest time per method, summed: a loaded machine's
    slow stretches then hit a file of every method alike, and the sum varies ~1% between runs
    where the whole-corpus rounds vary ~8%."""
    fastest: dict[tuple[str, Path], float] = {}
    scores: dict[str, tuple[int, int]] = {}
    for round_ in range(repeat):
        for number, (path, gold, _) in enumerate(items):
            shift = (round_ + number) % len(methods)
            for name, method in methods[shift:] + methods[:shift]:
                if method is None or (round_ and "pdfminer" in name):
                    continue  # pdfminer.six is slow: one round
                started = _cpu()
                found = method(path)
                seconds = _cpu() - started
                fastest[name, path] = min(fastest.get((name, path), seconds), seconds)
                if not round_:
                    right, extra = scores.get(name, (0, 0))
                    scores[name] = (right + len(found & gold), extra + len(found - gold))
    best: dict[str, float] = {}
    for (name, _), seconds in fastest.items():
        best[name] = best.get(name, 0.0) + seconds
    return best, scores


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--set", choices=("real", "generated", "all"), default="real")
    parser.add_argument("--pages", type=int, default=200, help="pages of the generated PDF")
    parser.add_argument("--repeat", type=int, default=4)
    parser.add_argument("--skip-slow", action="store_true", help="skip pdfminer-based methods")
    parser.add_argument(
        "--per-file",
        action="store_true",
        help="time each file on its own and sum each file's fastest round (steadier under load)",
    )
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        items = corpus(args.set, args.pages, Path(folder))
        total_pages = sum(p for _, _, p in items)
        total_bytes = sum(path.stat().st_size for path, _, _ in items)
        gold_total = sum(len(g) for _, g, _ in items) or 1
        print(
            f"corpus ({args.set}): {len(items)} PDFs, {total_pages} pages, "
            f"{total_bytes / 1e6:.1f} MB, {gold_total} gold DOIs, x{args.repeat}; "
            f"python {sys.version.split()[0]}"
        )
        methods: list[Method] = [
            ("pypdfium2 text alone", with_pdfium_alone),
            ("doiextract (pdfium)", with_doiextract("pdfium")),
            ("doiextract (auto, default)", with_doiextract("auto")),
            ("pdftotext + Crossref regex", with_pdftotext if shutil.which("pdftotext") else None),
        ]
        if not args.skip_slow:
            methods += [
                ("doiextract (pdfminer backend)", with_doiextract("pdfminer")),
                ("pdfminer.six extract_text + regex", with_pdfminer),
            ]
        if args.per_file:
            best, scores = _per_file(methods, items, args.repeat)
        else:
            best, scores = _whole_corpus(methods, items, args.repeat)
        baseline = best["pypdfium2 text alone"]
        print(
            f"{'method':36} {'pages/s':>9} {'MB/s':>7} {'x pdfium':>8} {'recall':>7} {'extra':>6}"
        )
        for name, method in methods:
            if method is None:
                print(f"{name:36} not installed (apt-get install poppler-utils)")
                continue
            seconds = max(best[name], 1e-9)
            right, extra = scores[name]
            alone = name.endswith("alone")
            print(
                f"{name:36} {total_pages / seconds:9.1f} {total_bytes / 1e6 / seconds:7.2f} "
                f"{baseline / seconds:8.2f} {'' if alone else f'{right / gold_total:.4f}':>7} "
                f"{'' if alone else extra:>6}"
            )
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    children = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
    print(f"peak RSS: this process {peak:.0f} MiB, largest child (pdftotext) {children:.0f} MiB")


if __name__ == "__main__":
    main()
