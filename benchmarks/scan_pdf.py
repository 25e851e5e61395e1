"""PDF speed and DOI recall: doiextract (pdfium, pdfminer backends) next to, in the same run,
``pdftotext`` + the Crossref regex and pdfminer.six ``extract_text`` + the regex (issue #3).

Corpus: the real PDF of ../shared/corpora (gold.json), the generated PDFs of corpora/pdf (gold
sidecars), and a generated reference-list PDF of ``--pages`` pages (default 200) written into a
temporary folder. One process, one core. Run: ``.venv/bin/python benchmarks/scan_pdf.py``.
Prints pages/s, MB/s, recall (distinct DOIs, ASCII-folded) and peak RSS.
"""

from __future__ import annotations

import argparse
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


def corpus(pages: int, folder: Path) -> list[tuple[Path, set[str], int]]:
    """``(pdf, gold keys, page count)``."""
    import pypdfium2 as pdfium

    items: list[tuple[Path, set[str]]] = []
    gold_file = SHARED / "gold.json"
    if gold_file.exists():
        for name, gold in json.loads(gold_file.read_text("utf-8"))["pdf"].items():
            items.append((SHARED / "pdf" / name, {d.lower() for d in gold["dois"]}))
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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--pages", type=int, default=200, help="pages of the generated PDF")
    parser.add_argument("--skip-slow", action="store_true", help="skip pdfminer-based methods")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        items = corpus(args.pages, Path(folder))
        total_pages = sum(p for _, _, p in items)
        total_bytes = sum(path.stat().st_size for path, _, _ in items)
        gold_total = sum(len(g) for _, g, _ in items)
        print(
            f"corpus: {len(items)} PDFs, {total_pages} pages, {total_bytes / 1e6:.1f} MB, "
            f"{gold_total} gold DOIs; python {sys.version.split()[0]}"
        )
        methods: list[tuple[str, Callable[[Path], set[str]] | None]] = [
            ("doiextract (pdfium)", with_doiextract("pdfium")),
            ("pdftotext + Crossref regex", with_pdftotext if shutil.which("pdftotext") else None),
        ]
        if not args.skip_slow:
            methods += [
                ("doiextract (pdfminer backend)", with_doiextract("pdfminer")),
                ("pdfminer.six extract_text + regex", with_pdfminer),
            ]
        print(f"{'method':36} {'pages/s':>9} {'MB/s':>7} {'recall':>7} {'extra':>6}")
        for name, method in methods:
            if method is None:
                print(f"{name:36} not installed (apt-get install poppler-utils)")
                continue
            found_right = extra = 0
            started = time.perf_counter()
            for path, gold, _ in items:
                found = method(path)
                found_right += len(found & gold)
                extra += len(found - gold)
            seconds = time.perf_counter() - started
            print(
                f"{name:36} {total_pages / seconds:9.1f} {total_bytes / 1e6 / seconds:7.2f} "
                f"{found_right / gold_total:7.4f} {extra:6d}"
            )
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    children = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
    print(f"peak RSS: this process {peak:.0f} MiB, largest child (pdftotext) {children:.0f} MiB")


if __name__ == "__main__":
    main()
