"""Scaling of the text scanner on adversarial shapes (issue #9 item 6, #12 item 3).

For each shape, times the library scan (``iter_hits`` on a ``str`` and on an ``io.StringIO``
stream, optionally ``iter_candidates``) at several sizes, next to a bytes ``re`` scan
(``re.compile(rb"10\\.[0-9]{4,9}/\\S+").finditer``) over the same input in the same run, and
fits the log-log slope of time against size. Prints a table; exits 1 when a shape at the largest
size scans slower than ``--min-mbps`` or its slope is above ``--max-slope`` (the acceptance of
#9: slope <= 1.1 and >= 1 MB/s at 1 MB), so it can serve as a check.

    python benchmarks/scaling.py                      # 16 KB .. 1 MB, text and stream
    python benchmarks/scaling.py --max-size 256K --modes text --shapes 10.10,dense
    python benchmarks/scaling.py --group issue9      # only the shapes #9 item 6 names

A measurement that takes longer than ``--budget`` seconds stops that shape's larger sizes (they
are reported as skipped and count as a failure): a quadratic shape at 1 MB would take hours.
Each shape's sizes are then timed again ``--rounds`` times in turn, smallest to largest, and
each size keeps its fastest time: a change of load on a shared machine then hits every size
of the shape alike instead of bending its slope (one round, a 1 MB run timed twice while the
16 KB runs were timed 40 times, read slopes of 1.00-1.17 for one linear shape).
"""

from __future__ import annotations

import argparse
import functools
import io
import math
import re
import sys
import time
from collections.abc import Callable, Iterator
from typing import Any

from doiextract import iter_candidates, iter_hits

_BASELINE_RE = re.compile(rb"10\.[0-9]{4,9}/\S+")


def _repeat(unit: str) -> Callable[[int], str]:
    return lambda size: unit * max(1, size // len(unit.encode()))


def _framed(head: str, unit: str, tail: str) -> Callable[[int], str]:
    def build(size: int) -> str:
        n = max(1, (size - len((head + tail).encode())) // len(unit.encode()))
        return head + unit * n + tail

    return build


def _brackets(size: int) -> str:
    n = max(1, (size - 9) // 2)
    return "(" * n + "10.1000/x" + ")" * n


def _numbered(template: str) -> Callable[[int], str]:
    """Copies of ``template`` with ``{}`` counting up (a run no cache sees twice)."""

    def build(size: int) -> str:
        parts, total, i = [], 0, 0
        while total < size:
            part = template.format(i)
            parts.append(part)
            total += len(part.encode())
            i += 1
        return "".join(parts)

    return build


_PROSE = "see 10.1234/567 and x = 10.4321/89 in the text, then 10.1000/5 = 2 or 10.1/2.5 < 3. "

#: name -> builder of a text of about ``size`` UTF-8 bytes
SHAPES: dict[str, Callable[[int], str]] = {
    "10.10": _repeat("10.10"),
    "10.1000/": _repeat("10.1000/"),
    "(10.1000/x(": _repeat("(10.1000/x("),
    "urn:doi:10.1000:": _repeat("urn:doi:10.1000:"),
    "fullwidth-doi": _repeat("１０．１０００／ａｂｃ "),
    "fullwidth-nodoi": _repeat("ａｂｃ１０．１ "),
    "doi:*n+doi": _framed("", "doi:", "10.1000/x"),
    "https://doi.org/*n": _repeat("https://doi.org/"),
    "https://doi.org/*n+doi": _framed("", "https://doi.org/", "10.1000/x"),
    "doi.org/10.1000/": _repeat("doi.org/10.1000/"),
    "brackets": _brackets,
    "dense": _repeat("10.1000/x "),
    "prose-numeric": _repeat(_PROSE),
    "a-": _framed("10.1000/", "a-", ""),
    "10.1000/-newline": _repeat("10.1000/\n"),
    "%": _framed("10.1000/x", "%", ""),
    "%2F": _framed("10.1000/x", "%2F", ""),
    "soft-hyphen": _framed("10.1000/a", "\u00ad", "b"),
    "zero-width": _framed("10.1000/a", "\u200b", "b"),
    "10.1000/x.": _repeat("10.1000/x."),
    "doi:10.1000/x ": _repeat("doi:10.1000/x "),
    # -- adversarial shapes found later (not named by #9; ``--group extra``) --
    "www.10.1000:": _repeat("www.10.1000:"),
    "info:doi/": _repeat("info:doi/10.1000/"),
    "10.1000\\/": _repeat("10.1000\\/"),
    "10.1000&#47;": _repeat("10.1000&#47;"),
    "https://N.10.1000/x": _numbered("https://{}.10.1000/x"),
    "urn:doi:N": _numbered("urn:doi:10.1000:{}."),
    "blanks+10.1000:": _repeat(" " * 200 + "10.1000:" * 6 + "x"),
    "www.*n+doi": _framed("", "www.", "10.1000/x"),
    "urn:doi:*n+doi": _framed("", "urn:doi:", "10.1000:x"),
    "doi:doi:": _repeat("doi:doi:10.1000/x "),
    "nested-brackets": lambda size: "([{" * (size // 6) + "10.1000/x" + "}])" * (size // 6),
    "10.1000%2F": _repeat("10.1000%2F"),
    "soft-hyphen-run": _repeat("10.1000/a\u00ad"),
    "10.1000 /x ": _repeat("10.1000 /x "),
    "10.1000/x-newline": _repeat("10.1000/x-\n"),
    "doi:newline": _repeat("doi:\n10.1000/x\n"),
    "https://doi.org/ 10.": _repeat("https://doi.org/ 10.1000/x "),
    "10.1000/x;": _repeat("10.1000/x;"),
    "10.1000/xPMID": _repeat("10.1000/xPMID"),
    "$ 10.1000/1 ": _repeat("$ 10.1000/1 "),
    # a prefix broken after its "10", before its dot (syntax.BROKEN_DOT_RE, SPEC §5)
    "doi.org/10-newline": _repeat("doi.org/10\n"),
    "10-newline.10": _repeat("10\n.10"),
    "doi.org/10-newline.1000/x ": _repeat("https://doi.org/10 \n.1000/x "),
    # a registrant broken after its first digits (syntax.BROKEN_REGISTRANT_RE, SPEC §5)
    "doi.org/10.10-newline": _repeat("doi.org/10.10\n"),
    "doi.org/10.10-newline80/x ": _repeat("https://doi.org/10.10\n80/x "),
    # three registrant digits behind a "doi.org/ " with a space, a journal path spaced out
    # after a bare prefix (rules.join._journal_code_part, SPEC §5; peers16)
    # (a sentence between the hits, as for "10.3390/ab cd1 " below)
    "doi.org/ 10.416-newline1/x ": _repeat("https:// doi.org/ 10.416 \n1/x then a sentence. "),
    "10.1093/ code/ ": _repeat("doi.org/ 10.1093/ gigascience/ "),
    "10.5281/ code-newline.": _repeat("doi: 10.5281/ zenodo \n.7273767 then a sentence. "),
    # a URL broken after its line's trailing blanks (unwrap._whitespace_before, SPEC §5)
    "url/ -newline": _repeat("https://x.org/ \ncontent/10.1000/x "),
    "url/blanks-newline": _repeat("https://x.org/" + " " * 200 + "\ncontent/10.1000/x "),
    # a journal word cut by a space (readings._in_word_or_parts) and a field list after a
    # break (readings._extend_by_shape, syntax.FIELD_LIST_RE)
    # (each hit is read on, as real DOIs are: a sentence between them keeps the floor in MB/s)
    "10.3390/ab cd1 ": _repeat("10.3390/ab cd1 then a sentence of prose to read on. "),
    "10.3390/ab letters": _repeat("10.3390/ab " + "c" * 300 + " "),
    "field-list": _repeat("doi:10.5555/x.1\n20500904, 2024, 2, then a sentence of prose. "),
    # a URL path of many name segments after a DOI (syntax.URL_SLUG_TAIL_RE, SPEC §3)
    # (0.8 MB/s when the search read the whole path again from each "/"; 6.8 MB/s linear)
    "doi.org/10.1000/xy/aa-bb*100": _repeat("https://doi.org/10.1000/xy" + "/aa-bb" * 100 + " "),
    # a link printed with its breaks one character late (syntax.SPACED_OFF_ANCHOR, SPEC §5):
    # "1 0." runs read and rejected, one such link after another, and zero-width runs
    "x/1 0.1 ": _repeat("x/1 0.1 "),
    "x/1 0.1 007/s 00125-0 ": _repeat("x/1 0.1 007/s 00125-0 "),
    "d oi.o rg/1 0.1 ": _repeat("https://d oi.o rg/1 0.1 007/s 00125-0 11-2 207-4 then prose. "),
    "/1+zwsp 0.1+zwsp": _repeat("rg/1\u200b 0.1\u200b 0"),
    # a field's key or a tag beside a numeric suffix (validate.context_reason: both look-backs
    # bounded, syntax.FIELD_KEY_BEFORE_RE, TAG_BEFORE_RE), a wiki template glued on
    # (syntax.SPLIT_PATTERN) and a version glued on in a URL (syntax.VERSION_TAIL_RE); each hit is
    # read on, as above (a "|key=" DOI takes the general rules, as a "|doi=" one: ~28 us a hit)
    "|key=10.1000/1 ": _repeat("|key=10.1000/1 then a sentence of prose to read on. "),
    "<a> 10.1000/1 </a>": _repeat("<a> 10.1000/1 </a> then a sentence of prose to read on. "),
    "<a*n> 10.1000/1": _framed("", "<a", "> 10.1000/1 "),
    "key*n=10.1000/1": _framed("", "k", "=10.1000/1 "),
    "10.1000/x{{x}}": _repeat("10.1000/x{{x}} then a sentence of prose to read on. "),
    "doi.org/...xv2": _repeat("https://doi.org/10.1111/j.1471-0528.1995.tb09132.xv2 then prose. "),
}
#: The shapes #9 item 6 names and those measured for it since (``--group issue9``); the others
#: are adversarial shapes found later (``--group extra``).
ISSUE_9 = tuple(SHAPES)[: tuple(SHAPES).index("www.10.1000:")]
_GROUPS = {"all": tuple(SHAPES), "issue9": ISSUE_9, "extra": tuple(SHAPES)[len(ISSUE_9) :]}

_MODES: dict[str, Callable[[str], Iterator[Any]]] = {
    "text": iter_hits,
    "stream": lambda text: iter_hits(io.StringIO(text)),
    "candidates": iter_candidates,
}


def _size(value: str) -> int:
    units = {"K": 1024, "M": 1024 * 1024}
    value = value.strip().upper()
    if value[-1:] in units:
        return int(float(value[:-1]) * units[value[-1]])
    return int(value)


def _time(run: Callable[[], object], repeat: int, budget: float) -> float:
    """The fastest of at least ``repeat`` runs, repeated until they took 0.2 s in all (a
    millisecond is noise on a loaded machine), or fewer if one takes more than ``budget / 4``."""
    best = math.inf
    total = 0.0
    runs = 0
    while runs < repeat or (total < 0.2 and runs < 1000):
        start = time.process_time()
        run()
        seconds = time.process_time() - start
        best = min(best, seconds)
        total += seconds
        runs += 1
        if best > budget / 4:
            break
    # a run shorter than the CPU clock's tick reads 0.0 (a sub-millisecond shape, e.g.
    # doi.org/10.1000/ streamed, on a loaded machine): count it as one tick, not a division by 0
    return max(best, _CLOCK_TICK)


#: The shortest time ``_time`` reports (seconds): finer than any measurement it is compared with.
_CLOCK_TICK = 1e-6


def _slope(points: list[tuple[int, float]]) -> float:
    """Least-squares slope of log(seconds) against log(size)."""
    xs = [math.log(size) for size, _ in points]
    ys = [math.log(max(seconds, 1e-9)) for _, seconds in points]
    mx, my = sum(xs) / len(xs), sum(ys) / len(ys)
    den = sum((x - mx) ** 2 for x in xs)
    return sum((x - mx) * (y - my) for x, y in zip(xs, ys, strict=True)) / den if den else 0.0


def _print_rows(
    name: str,
    mode: str,
    hits: list[int],
    points: list[tuple[int, float]],
    baseline: list[tuple[int, float]],
) -> None:
    """One row per size measured: hits, seconds, MB/s, the slope up to that size, and the
    ``re`` scan's."""
    for i, ((size, seconds), (_, base)) in enumerate(zip(points, baseline, strict=True)):
        mb = size / 1e6
        slope = f"{_slope(points[: i + 1]):6.2f}" if i else ""
        base_slope = f"{_slope(baseline[: i + 1]):8.2f}" if i else ""
        print(
            f"{name:24} {mode:10} {size:>8} {hits[i]:>7} {seconds:>9.4f} "
            f"{mb / seconds:>8.2f} {mb / base:>8.1f} {slope:>6} {base_slope:>8}",
            flush=True,
        )


def _drain(items: Iterator[Any]) -> int:
    count = 0
    for _ in items:
        count += 1
    return count


def _drain_scan(scan: Callable[[Any], Iterator[Any]], data: Any) -> int:
    return _drain(scan(data))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--min-size", default="16K")
    parser.add_argument("--max-size", default="1M")
    parser.add_argument("--factor", type=int, default=4, help="size step (default 4)")
    parser.add_argument("--modes", default="text,stream", help="text,stream,candidates")
    parser.add_argument("--shapes", default="", help="comma-separated names (default: --group)")
    parser.add_argument(
        "--group", default="all", choices=sorted(_GROUPS), help="issue9: the shapes #9 names"
    )
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument(
        "--rounds", type=int, default=3, help="times each size again, in turn (default 3)"
    )
    parser.add_argument("--budget", type=float, default=20.0, help="seconds per measurement")
    parser.add_argument("--max-slope", type=float, default=1.1)
    parser.add_argument("--min-mbps", type=float, default=1.0)
    args = parser.parse_args(argv)
    sizes = []
    size = _size(args.min_size)
    while size <= _size(args.max_size):
        sizes.append(size)
        size *= args.factor
    names = [s for s in args.shapes.split(",") if s] or list(_GROUPS[args.group])
    modes = [m for m in args.modes.split(",") if m]
    failures: list[str] = []
    print(
        f"{'shape':24} {'mode':10} {'size':>8} {'hits':>7} {'seconds':>9} {'MB/s':>8} "
        f"{'re MB/s':>8} {'slope':>6} {'re slope':>8}"
    )
    for name in names:
        for mode in modes:
            failures += _measure(name, mode, sizes, args)
    print("FAIL: " + "; ".join(failures) if failures else "OK: every shape is linear")
    return 1 if failures else 0


def _measure(name: str, mode: str, sizes: list[int], args: argparse.Namespace) -> list[str]:
    """One shape in one mode over every size: prints its rows, returns its failures."""
    points: list[tuple[int, float]] = []
    baseline: list[tuple[int, float]] = []  # the re scan's: what caches alone do to a slope
    runs: list[tuple[Callable[[], object], Callable[[], object]]] = []
    hits: list[int] = []
    for size in sizes:
        text = SHAPES[name](size)
        data = text.encode()
        hits.append(_drain(_MODES[mode](text)))
        runs.append(
            (
                functools.partial(_drain_scan, _MODES[mode], text),
                functools.partial(_drain_scan, _BASELINE_RE.finditer, data),
            )
        )
        points.append((len(data), _time(runs[-1][0], args.repeat, args.budget)))
        baseline.append((len(data), _time(runs[-1][1], args.repeat, args.budget)))
        if points[-1][1] > args.budget:
            _print_rows(name, mode, hits, points, baseline)
            return [
                f"{name} {mode}: {points[-1][1]:.1f} s at {len(data)} bytes, larger sizes skipped"
            ]
    for _ in range(args.rounds - 1):  # every size again, in turn: the fastest of each kept
        for i, (scan, base) in enumerate(runs):
            points[i] = (points[i][0], min(points[i][1], _time(scan, 1, args.budget)))
            baseline[i] = (baseline[i][0], min(baseline[i][1], _time(base, 1, args.budget)))
    _print_rows(name, mode, hits, points, baseline)
    failures: list[str] = []
    size, seconds = points[-1]
    mb = size / 1e6
    if mb / seconds < args.min_mbps:
        failures.append(f"{name} {mode} at {size} bytes: {mb / seconds:.2f} MB/s")
    # (a slope fitted to sub-millisecond times is noise; such a shape scans at > 1 GB/s anyway)
    if len(points) > 1 and _slope(points) > args.max_slope and seconds > 0.005:
        failures.append(f"{name} {mode}: slope {_slope(points):.2f}")
    return failures


if __name__ == "__main__":
    sys.exit(main())
