"""HTML speed and DOI recall: doiextract (lxml default path, bs4 path) next to, in the same run,
BeautifulSoup ``get_text()`` + the Crossref regex (html.parser and lxml tree builders).

Corpus: the real pages of ../shared/corpora (gold.json) and the generated pages of
corpora/html, each read ``--repeat`` times (default 5). One process, one core. Run:
``.venv/bin/python benchmarks/scan_html.py``. Prints MB/s, docs/s, recall, extra DOIs, the
speed-up over BeautifulSoup + regex, and peak RSS.
"""

from __future__ import annotations

import argparse
import json
import re
import resource
import sys
import time
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

import bs4
import lxml

from doiextract import Options, extract_html

REPO = Path(__file__).resolve().parents[1]
SHARED = REPO / ".." / "shared" / "corpora"
CROSSREF_RE = re.compile(r"10\.\d{4,9}/[-._;()/:A-Z0-9]+", re.IGNORECASE)


def corpus() -> list[tuple[str, bytes, set[str]]]:
    items = []
    gold_file = SHARED / "gold.json"
    if gold_file.exists():
        for name, gold in json.loads(gold_file.read_text("utf-8"))["html"].items():
            keys = {d.lower() for d in gold["expected"]}
            items.append((name, (SHARED / "html" / name).read_bytes(), keys))
    for page in sorted((REPO / "corpora" / "html").glob("*.html")):
        gold = json.loads(page.with_name(page.name + ".gold.json").read_text("utf-8"))
        items.append((page.name, page.read_bytes(), {d.lower() for d in gold["with"]}))
    return items


def with_doiextract(parser: str) -> Callable[[bytes], set[str]]:
    options = replace(Options(), html_parser=parser)
    return lambda data: {h.key for h in extract_html(data, options).hits}


def with_soup(builder: str) -> Callable[[bytes], set[str]]:
    def run(data: bytes) -> set[str]:
        text = bs4.BeautifulSoup(data, builder).get_text()
        return {m.lower().rstrip(".,;") for m in CROSSREF_RE.findall(text)}

    return run


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    items = corpus()
    size = sum(len(data) for _, data, _ in items)
    gold_total = sum(len(gold) for _, _, gold in items)
    print(
        f"corpus: {len(items)} pages, {size / 1e6:.2f} MB, {gold_total} gold DOIs, x{args.repeat}; "
        f"python {sys.version.split()[0]}, bs4 {bs4.__version__}, lxml {lxml.__version__}"
    )
    methods = [
        ("doiextract (lxml, default)", with_doiextract("lxml")),
        ("doiextract (bs4 path)", with_doiextract("bs4")),
        ("bs4 html.parser get_text + regex", with_soup("html.parser")),
        ("bs4 lxml get_text + regex", with_soup("lxml")),
    ]
    print(f"{'method':34} {'MB/s':>7} {'docs/s':>8} {'recall':>7} {'extra':>6}")
    speeds: dict[str, float] = {}
    for name, method in methods:
        right = extra = 0
        for _, data, gold in items:  # warm up (imports) and score once
            found = method(data)
            right += len(found & gold)
            extra += len(found - gold)
        started = time.perf_counter()
        for _ in range(args.repeat):
            for _, data, _ in items:
                method(data)
        seconds = time.perf_counter() - started
        speeds[name] = size * args.repeat / 1e6 / seconds
        print(
            f"{name:34} {speeds[name]:7.2f} {len(items) * args.repeat / seconds:8.1f} "
            f"{right / gold_total:7.4f} {extra:6d}"
        )
    fastest_soup = max(
        speeds["bs4 html.parser get_text + regex"], speeds["bs4 lxml get_text + regex"]
    )
    print(
        f"speed-up of doiextract (lxml) over the faster bs4 + regex: "
        f"{speeds['doiextract (lxml, default)'] / fastest_soup:.1f}x"
    )
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"peak RSS {peak:.0f} MiB")


if __name__ == "__main__":
    main()
