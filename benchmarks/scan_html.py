"""HTML speed and DOI recall: doiextract (lxml default path, bs4 path) next to, in the same run,
lxml parsing alone (``lxml.html.document_fromstring`` over the bytes, and ``etree.fromstring``
with doiextract's parser settings) and BeautifulSoup ``get_text()`` + the Crossref regex
(html.parser and lxml tree builders).

Corpora (``--set``): ``real``, the real pages of ../shared/corpora (gold.json; the acceptance set of
issue #10); ``all``, those plus the pages of corpora/html, corpora/documents/html and
corpora/documents2/html (recall on their gold too); ``dense``, the five publisher-shaped DOI-dense
reference lists of corpora/dense-html (generated). Every method reads every page once per round
(``--repeat``, default 5), each page timed on its own, the methods interleaved page by page in
alternating order, garbage collected before each timing; the figure is, per method, the sum over
pages of each page's fastest time, in CPU time of this process (``time.process_time``), which a
loaded machine disturbs less than wall time (and short timings less than long ones: at load 8 on 2
cores, whole rounds over the two real pages gave 0.38-0.63 for the same code). Each timing ends with
one large ``malloc``, where glibc coalesces the chunks a freed tree left (3-7 ms after the 1 MB
page's tree): each method pays for freeing its own trees, wherever its next allocation falls.
``--per-round`` times whole rounds over all pages instead (the fastest round), as this script did
before. One process, one core. Run: ``python benchmarks/scan_html.py [--set all] [--page
plos_one]`` (``--page``: only the pages whose name holds it, e.g. the PLOS page alone). Prints
MB/s, docs/s, recall, extra DOIs, the ratio to lxml parsing alone, and peak RSS. ``--before
DIR`` adds the HTML path of another checkout (e.g. a ``git archive`` of an older commit): its
reader (``sources/html.py``), its scan of the segments (``extract._scan_html_segments``: which
lanes it asks), its query lane (``scan_query.py``) and its ``sources/reconcile.py``, with this
checkout's scanner, timed in the same rounds: a before/after ratio from one run.
"""

from __future__ import annotations

import argparse
import gc
import importlib.util
import json
import os
import re
import resource
import sys
import time
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

import bs4
import lxml
import lxml.html
from lxml import etree

from doiextract import Options, extract_html

REPO = Path(__file__).resolve().parents[1]
# ../shared beside the repository; DOIEXTRACT_SHARED names another place (a worktree)
SHARED = Path(os.environ.get("DOIEXTRACT_SHARED", REPO.parent / "shared")) / "corpora"
CROSSREF_RE = re.compile(r"10\.\d{4,9}/[-._;()/:A-Z0-9]+", re.IGNORECASE)


def corpus(which: str) -> list[tuple[str, bytes, set[str]]]:
    items = []
    if which == "dense":  # corpora/dense-html: publisher-shaped reference lists (issue #10.4)
        path = REPO / "corpora" / "dense-html"
        golds = json.loads((path / "gold.json").read_text("utf-8"))["html"]
        for name, gold in sorted(golds.items()):
            keys = {str(d).lower() for d in gold["expected"]}
            items.append((name, (path / "html" / name).read_bytes(), keys))
        return items
    gold_file = SHARED / "gold.json"
    if gold_file.exists():
        for name, gold in json.loads(gold_file.read_text("utf-8"))["html"].items():
            keys = {d.lower() for d in gold["expected"]}
            items.append((name, (SHARED / "html" / name).read_bytes(), keys))
    if which == "real":
        return items
    for page in sorted((REPO / "corpora" / "html").glob("*.html")):
        gold = json.loads(page.with_name(page.name + ".gold.json").read_text("utf-8"))
        items.append((page.name, page.read_bytes(), {d.lower() for d in gold["with"]}))
    for folder in ("documents", "documents2"):
        path = REPO / "corpora" / folder
        golds = json.loads((path / "gold.json").read_text("utf-8"))["html"]
        for page in sorted((path / "html").glob("*.html")):
            dois = golds.get(page.name, {}).get("expected", [])
            items.append((page.name, page.read_bytes(), {str(d).lower() for d in dois}))
    return items


def lxml_document(data: bytes) -> set[str]:
    lxml.html.document_fromstring(data)
    return set()


def lxml_parser(data: bytes) -> set[str]:
    parser = etree.HTMLParser(
        encoding="utf-8", remove_comments=True, remove_pis=True, huge_tree=True, collect_ids=False
    )
    etree.fromstring(data, parser)
    return set()


def with_doiextract(parser: str) -> Callable[[bytes], set[str]]:
    options = replace(Options(), html_parser=parser)
    return lambda data: {h.key for h in extract_html(data, options).hits}


def _module_of(checkout: Path, relative: str, name: str) -> Any:
    """The module at ``checkout / relative``, loaded on its own (its imports: this checkout's)."""
    spec = importlib.util.spec_from_file_location(name, checkout / relative)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def with_html_path_of(checkout: Path) -> Callable[[bytes], set[str]]:
    """The HTML path of another checkout: its reader (``sources/html.py``), its scan of the
    segments (``extract._scan_html_segments``: which lanes it asks), its query lane
    (``scan_query.py``, where it has one) and its reconciliation (``sources/reconcile.py``),
    with this checkout's scanner and options."""
    html = _module_of(checkout, "doiextract/sources/html.py", "html_before")
    extract = _module_of(checkout, "doiextract/extract.py", "extract_before")
    if (checkout / "doiextract" / "scan_query.py").exists():
        lane = _module_of(checkout, "doiextract/scan_query.py", "scan_query_before")
        extract.query_hits = lane.query_hits
    reconcile = _module_of(checkout, "doiextract/sources/reconcile.py", "reconcile_before")
    options = Options()

    def run(data: bytes) -> set[str]:
        segments, _ = html.read_html(data, "<string>", options)
        pairs = list(extract._scan_html_segments(segments, options))
        hits, _ = reconcile.reconcile_links(pairs, extract._whole_document, extract._is_html_link)
        return {h.key for h in hits}

    return run


def with_soup(builder: str) -> Callable[[bytes], set[str]]:
    def run(data: bytes) -> set[str]:
        text = bs4.BeautifulSoup(data, builder).get_text()
        return {m.lower().rstrip(".,;") for m in CROSSREF_RE.findall(text)}

    return run


Method = tuple[str, Callable[[bytes], set[str]]]


def _free_chunks() -> None:
    """One large ``malloc``: glibc coalesces the small chunks freed before it here
    (``malloc_consolidate``: 3-7 ms after the 1 MB Wikipedia page's tree). Whoever allocates
    first after a tree is freed pays for it, so each timing ends with this call: every method
    pays for freeing its own trees, not for the method timed before it."""
    bytearray(64 << 10)


def time_per_page(methods: list[Method], pages: list[bytes], repeat: int) -> dict[str, float]:
    """Each page timed on its own, methods interleaved page by page (order flipped each time),
    garbage collected and freed chunks coalesced before each timing (``_free_chunks``, also
    timed after it); per method, the sum over pages of each page's fastest time. Short timings
    are disturbed less by a loaded machine than a round over all pages."""
    fastest: dict[tuple[str, int], float] = {}
    for round_ in range(repeat):
        for index, data in enumerate(pages):
            for name, method in methods if (round_ + index) % 2 == 0 else methods[::-1]:
                gc.collect()
                _free_chunks()
                started = time.process_time()
                method(data)
                _free_chunks()
                seconds = time.process_time() - started
                key = (name, index)
                fastest[key] = min(fastest.get(key, seconds), seconds)
    return {name: sum(fastest[name, i] for i in range(len(pages))) for name, _ in methods}


def time_per_round(methods: list[Method], pages: list[bytes], repeat: int) -> dict[str, float]:
    """Each method over all pages per round, rounds interleaved (order flipped each round),
    garbage collected before each; the fastest round per method (``--per-round``)."""
    best: dict[str, float] = {}
    for round_ in range(repeat):
        for name, method in methods if round_ % 2 == 0 else methods[::-1]:
            gc.collect()
            started = time.process_time()
            for data in pages:
                method(data)
            seconds = time.process_time() - started
            best[name] = min(best.get(name, seconds), seconds)
    return best


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--set", choices=("real", "all", "dense"), default="real")
    parser.add_argument("--before", type=Path, help="another checkout's HTML path, timed too")
    parser.add_argument("--no-bs4", action="store_true", help="skip the slow bs4 methods")
    parser.add_argument(
        "--page", help="only the pages whose name holds this (e.g. plos_one: the PLOS page alone)"
    )
    parser.add_argument(
        "--per-round", action="store_true", help="time whole rounds over all pages (the old way)"
    )
    args = parser.parse_args()
    items = corpus(args.set)
    if args.page:
        items = [item for item in items if args.page in item[0]]
    size = sum(len(data) for _, data, _ in items)
    gold_total = sum(len(gold) for _, _, gold in items) or 1
    print(
        f"corpus ({args.set}{', ' + args.page if args.page else ''}): {len(items)} pages, "
        f"{size / 1e6:.2f} MB, {gold_total} gold DOIs, "
        f"x{args.repeat}; python {sys.version.split()[0]}, bs4 {bs4.__version__}, "
        f"lxml {lxml.__version__}, libxml2 {'.'.join(map(str, etree.LIBXML_VERSION))}"
    )
    methods: list[Method] = [
        ("lxml.html.document_fromstring alone", lxml_document),
        ("lxml etree.HTMLParser alone", lxml_parser),
        ("doiextract (lxml, default)", with_doiextract("lxml")),
        ("doiextract (bs4 path)", with_doiextract("bs4")),
        ("bs4 html.parser get_text + regex", with_soup("html.parser")),
        ("bs4 lxml get_text + regex", with_soup("lxml")),
    ]
    if args.no_bs4:
        methods = [(name, method) for name, method in methods if "bs4" not in name]
    if args.before is not None:
        methods.append(("doiextract (lxml) of --before", with_html_path_of(args.before)))
    scores: dict[str, tuple[int, int]] = {}
    for name, method in methods:  # warm up (imports) and score once
        right = extra = 0
        for _, data, gold in items:
            found = method(data)
            right += len(found & gold)
            extra += len(found - gold)
        scores[name] = (right, extra)
    timing = time_per_round if args.per_round else time_per_page
    best = timing(methods, [data for _, data, _ in items], args.repeat)
    baseline = best["lxml.html.document_fromstring alone"]
    print(f"{'method':36} {'MB/s':>7} {'docs/s':>8} {'x lxml':>7} {'recall':>7} {'extra':>6}")
    for name, _ in methods:
        seconds = max(best[name], 1e-9)
        right, extra = scores[name]
        recall = "" if name.endswith("alone") else f"{right / gold_total:7.4f}"
        print(
            f"{name:36} {size / 1e6 / seconds:7.2f} {len(items) / seconds:8.1f} "
            f"{baseline / seconds:7.2f} {recall:>7} {'' if not recall else extra:>6}"
        )
    if not args.no_bs4:
        soup = min(best["bs4 html.parser get_text + regex"], best["bs4 lxml get_text + regex"])
        print(
            f"speed-up of doiextract (lxml) over the faster bs4 + regex: "
            f"{soup / best['doiextract (lxml, default)']:.1f}x"
        )
    if args.before is not None:
        before = best["doiextract (lxml) of --before"]
        print(f"speed-up over --before: {before / best['doiextract (lxml, default)']:.2f}x")
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"peak RSS {peak:.0f} MiB")


if __name__ == "__main__":
    main()
