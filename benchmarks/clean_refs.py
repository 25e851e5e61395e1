"""Benchmark: cleaning reference lists (``doiextract clean``) beside the parsers alone.

Generates (in memory, reproducibly) a BibTeX file and a RIS file of ``--entries`` references
(default 20,000 each) whose DOI fields come in the messy forms issue #5 lists (resolver URLs,
``doi:`` labels, percent-encoding, trailing dots, typographic hyphens, DOIs only in a URL or note
field, duplicates in other case, invalid ones), then prints, per format, in one run:

- ``doiextract`` ``clean_text`` (read every entry, decide and fix its DOI, find duplicates, patch
  the text);
- the format's parser alone as the baseline: bibtexparser v2 ``parse_string`` and
  ``rispy.loads`` (they read the fields and fix nothing);

with entries/s, MB/s, the ratio to the baseline, and the peak RSS of a separate process per
measurement.

    python benchmarks/clean_refs.py [--entries 20000] [--repeat 3]
"""

from __future__ import annotations

import argparse
import json
import random
import resource
import sys
import time

from common import best_of

FORMS = (
    "https://doi.org/{doi}",
    "http://dx.doi.org/{doi}",
    "doi:{doi}",
    "DOI: {doi}.",
    "{doi}",
    "{doi}.",
    "https://doi.org/{enc}",
    "{hyph}",
)


def _doi(rng: random.Random, i: int) -> str:
    prefix = rng.choice(("1016", "1038", "1371", "1002", "1007", "1103", "3389"))
    return f"10.{prefix}/j.x.{2000 + i % 25}.{i:06d}-{rng.randint(10, 99)}"


def _field(rng: random.Random, doi: str) -> str:
    form = rng.choice(FORMS)
    return form.format(doi=doi, enc=doi.replace("/", "%2F", 1), hyph=doi.replace("-", "\u2010"))


def bibtex(entries: int, seed: int = 20261122) -> str:
    rng = random.Random(seed)
    out = []
    for i in range(entries):
        doi = _doi(rng, i if rng.random() > 0.05 else max(0, i - 1))  # ~5% duplicates
        kind = rng.random()
        if kind < 0.85:
            extra = f"  doi = {{{_field(rng, doi)}}},\n"
        elif kind < 0.95:
            extra = f"  url = {{https://doi.org/{doi}}},\n"
        else:
            extra = "  doi = {10.12/not-valid},\n"
        out.append(
            f"@article{{key{i},\n  author = {{Doe, Jane and Roe, Richard}},\n"
            f"  title = {{A study of things, part {i}}},\n  journal = {{Journal of Studies}},\n"
            f"  year = {{{2000 + i % 25}}},\n  volume = {{{i % 90 + 1}}},\n  pages = {{1--10}},\n"
            f"{extra}}}\n\n"
        )
    return "".join(out)


def ris(entries: int, seed: int = 20261122) -> str:
    rng = random.Random(seed)
    out = []
    for i in range(entries):
        doi = _doi(rng, i)
        field = (
            f"DO  - {_field(rng, doi)}\n"
            if rng.random() < 0.9
            else f"UR  - https://doi.org/{doi}\n"
        )
        out.append(
            "TY  - JOUR\nAU  - Doe, Jane\nAU  - Roe, Richard\n"
            f"TI  - A study of things, part {i}\nJO  - Journal of Studies\n"
            f"PY  - {2000 + i % 25}\nVL  - {i % 90 + 1}\nSP  - 1\nEP  - 10\n{field}ER  - \n\n"
        )
    return "".join(out)


def _measure(kind: str, entries: int) -> dict[str, float]:
    text = bibtex(entries) if kind in ("doiextract-bibtex", "bibtexparser") else ris(entries)
    base_rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    if kind == "doiextract-bibtex":
        from doiextract.references import BIBTEX, clean_text

        started = time.perf_counter()
        result = clean_text(text, BIBTEX)
        count = len(result.reports)
    elif kind == "doiextract-ris":
        from doiextract.references import RIS, clean_text

        started = time.perf_counter()
        result = clean_text(text, RIS)
        count = len(result.reports)
    elif kind == "bibtexparser":
        import bibtexparser

        started = time.perf_counter()
        count = len(bibtexparser.parse_string(text).entries)
    elif kind == "rispy":
        import rispy

        started = time.perf_counter()
        count = len(rispy.loads(text))
    else:
        raise SystemExit(f"unknown measurement {kind}")
    seconds = time.perf_counter() - started
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    return {
        "seconds": seconds,
        "count": count,
        "mb": len(text.encode()) / 1e6,
        "peak_rss_mb": peak,
        "base_rss_mb": base_rss,
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--entries", type=int, default=20000)
    parser.add_argument("--repeat", type=int, default=1, help="best of N runs each")
    parser.add_argument("--measure", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.measure:
        print(json.dumps(_measure(args.measure, args.entries)))
        return 0
    print(f"{args.entries} entries per format; python {sys.version.split()[0]}")
    print(
        f"{'measurement':<20}{'entries/s':>11}{'MB/s':>7}{'x parser':>10}{'entries':>9}"
        f"{'peak RSS MB':>13}"
    )
    for ours, baseline in (("doiextract-bibtex", "bibtexparser"), ("doiextract-ris", "rispy")):
        runs = {}
        for kind in (baseline, ours):
            measure = ["--measure", kind, "--entries", str(args.entries)]
            runs[kind] = best_of(__file__, measure, args.repeat)
        for kind, run in runs.items():
            rate, speed = run["count"] / run["seconds"], run["mb"] / run["seconds"]
            ratio = runs[baseline]["seconds"] / run["seconds"]
            print(
                f"{kind:<20}{rate:>11.0f}{speed:>7.1f}{ratio:>10.2f}{run['count']:>9}"
                f"{run['peak_rss_mb']:>13.0f}"
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
