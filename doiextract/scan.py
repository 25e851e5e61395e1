"""The scanner: ``10.`` anchors found at C speed, each candidate run through the rules.

Takes text (a ``str``, or a text stream read in chunks); yields :class:`~doiextract.model.Hit`
(and, in explain mode, :class:`~doiextract.model.Rejection`) in text order. The hot path is one
compiled ``re`` search for the anchor (``syntax.ANCHOR_RE``, which starts with the literal
``10.`` so ``re`` skips ahead in C); everything else runs only around an anchor, inside a window
of ``LOOKBACK`` characters before it and ``max_doi_length`` after it. Most DOIs take
``rules.fast.plain_hit`` (one pattern for the commonest shape, the hit final as it comes) or
``rules.fast.fast_hit``, a few C-speed tests for the common shapes; anything less plain goes
through ``rules.process_candidate``, the steps of ``rules.STEPS`` (property tests keep the two
in agreement). This module runs no rule itself.

Hits never overlap (each scan resumes at a hit's end), with one exception: where a hit's join
jumped over another column's words (``pdftotext -layout`` prints columns side by side), that
removed gap is scanned too and the DOIs printed in it are reported after the hit, nested in its
span (their anchors inside the gap; SPEC §5, ``_nested``).

A stream is read ``chunk_size`` characters at a time; the buffer keeps the tail that a pending
candidate may still need (ripgrep's ``line_buffer.rs`` ``roll()``), so memory stays bounded
and the hits are the same whatever the chunk size: a candidate is processed only once the whole
window it may look at is in the buffer, or the stream has ended.

Won't: read files or documents (``doiextract.sources``), de-duplicate (``doiextract.extract``).
Not a stable API: import from ``doiextract`` instead.
"""

from __future__ import annotations

import bisect
import codecs
import html
import operator
import re
import time
from collections.abc import Callable, Generator, Iterator
from typing import IO, NamedTuple, TextIO, cast

from doiextract.errors import LimitExceededError
from doiextract.known import oracle
from doiextract.model import Hit, Location, Rejection, Removal
from doiextract.options import DEFAULT_OPTIONS, Options
from doiextract.rules import Candidate, process_candidate
from doiextract.rules.fast import NO_DOI, fast_hit, kept_as_is, plain_hit, urn_hit
from doiextract.rules.readings import Reader
from doiextract.rules.spaced import spaced_off
from doiextract.rules.unwrap import LOOKBACK, TokenRun
from doiextract.sources.text import (
    SNIFF_SIZE,
    is_binary_stream,
    sniff_encoding,
    sniffed_bytes,
    utf8_text_bytes,
)
from doiextract.syntax import (
    ANCHOR_ASCII_BARE_RE,
    ANCHOR_ASCII_RE,
    ANCHOR_BARE_RE,
    ANCHOR_RE,
    ANCHOR_REST_GROUP,
    ANCHOR_REST_MAX,
    ASCII_FOLD,
    ENTITY_RE,
    FULLWIDTH_FOLD,
    FULLWIDTH_RE,
    LINE_NUMBER_LOOKBACK,
    PUNCTUATION_RUN_RE,
    RUN_STOP_RE,
    SPLIT_RE,
    URL_ENDING_REFERENCES,
    extent_pattern,
)

__all__ = ["LOOKBACK", "Candidate", "doi_key", "process_candidate", "scan_stream", "scan_text"]

#: Characters after the DOI's maximum length that a candidate may still look at.
_LOOKAHEAD_EXTRA = 8


def doi_key(doi: str) -> str:
    """The comparison key of a DOI: ASCII letters folded, nothing else (Handbook 2.4).

    >>> doi_key("10.1000/ABC-É")
    '10.1000/abc-É'
    """
    return doi.lower() if doi.isascii() else doi.translate(ASCII_FOLD)


def _clip(hit: Hit, floor: int) -> Hit:
    """The hit with its raw text starting at ``floor``, where the previous hit's ends: hits
    never overlap (SPEC §3, §5). Only a wrapper reaches back that far (``abc.https://`` after
    ``10.1000/abc.``); what is clipped was all removed, so the DOI stays the same."""
    cut = floor - hit.span[0]
    removals = []
    for kind, removed, replacement, start in hit.removals:
        # (named tuples built at C speed: ``_replace`` costs a few microseconds each, and a
        # run of URN-wrapped DOIs glued together clips every hit)
        if start >= cut:
            removals.append(_new_tuple(Removal, (kind, removed, replacement, start - cut)))
        elif start + len(removed) > cut:
            removals.append(_new_tuple(Removal, (kind, removed[cut - start :], replacement, 0)))
    doi, key, raw, span, doi_span, location, _, line = hit
    return _new_tuple(
        Hit, (doi, key, raw[cut:], (floor, span[1]), doi_span, location, tuple(removals), line)
    )


def _unfold(item: Hit | Rejection, text: str, folded: str, base: int) -> Hit | Rejection:
    """Map a result found in the full-width-folded copy back onto the original text: the raw
    text is the original's, and each folded character is a ``fold`` removal (SPEC §4)."""
    raw_start, raw_end = item.span[0] - base, item.span[1] - base
    raw = text[raw_start:raw_end]
    if isinstance(item, Rejection):
        return Rejection(raw, item.span, item.reason, item.location)
    # (named tuples built at C speed and a C sort key: every hit of a full-width text takes
    # this way, each with a removal per folded character)
    covered: set[int] = set()
    removals = []
    for kind, removed, replacement, offset in item.removals:
        start = raw_start + offset
        end = start + len(removed)
        covered.update(range(start, end))
        removals.append(_new_tuple(Removal, (kind, text[start:end], replacement, offset)))
    doi_start, doi_end = item.doi_span[0] - base, item.doi_span[1] - base
    # (both slices only the DOI's length: slicing ``folded`` to its end would copy the rest
    # of the text per hit, quadratic time)
    pairs = zip(text[doi_start:doi_end], folded[doi_start:doi_end], strict=True)
    for i, (char, fold) in enumerate(pairs, doi_start):
        if char != fold and i not in covered:
            removals.append(_new_tuple(Removal, ("fold", char, fold, i - raw_start)))
    if item.removals:  # (folds alone come in order: nothing to sort)
        removals.sort(key=_REMOVAL_START)
    doi, key, _, span, doi_span, location, _, line = item
    return _new_tuple(Hit, (doi, key, raw, span, doi_span, location, tuple(removals), line))


#: The sort key of removals (their ``start``), at C speed.
_REMOVAL_START = operator.itemgetter(Removal._fields.index("start"))


def scan_text(
    text: str,
    location: Location | None = None,
    options: Options | None = None,
    *,
    base: int = 0,
    lo: int = 0,
    hi: int | None = None,
    start: int = 0,
    until: int | None = None,
    explain: bool = False,
    fast: bool = True,
    floor: int = 0,
    fullwidth: bool | None = None,
    line: int = 1,
    reader: Reader | None = None,
) -> Generator[Hit | Rejection, None, tuple[int, bool, int]]:
    """Yield the hits (and with ``explain`` the rejections) of anchors in ``text[start:]``.

    ``base`` is added to every offset (the buffer's place in a stream); ``lo``/``hi`` bound what
    a candidate may read; anchors after ``until`` are left for later (a stream waits for more
    text). Returns ``(resume, blocked, floor)``: where the next search must start, whether an
    anchor was left for later, and where the last hit's raw text ends (no hit's raw text may
    start before ``floor``: hits never overlap, but for those nested in a join's gap,
    ``_nested``). ``fast=False`` sends every candidate through the general rules (tests compare
    both). ``fullwidth=False`` says the caller knows that
    ``text`` holds no full-width form (``None``: search it). ``line`` is the line number of
    ``text[0]``: each hit's ``line`` counts the ``"\n"`` before it from there (at C speed, each
    character once). ``reader`` carries the readings' evidence (``Reader.seen``) from one call
    to the next (a stream's chunks and windows share one, as a whole text has one; ``None``: a
    new one).
    """
    # decided on the whole text, look-back included: a stream's buffer must fold exactly where
    # the whole text would (folding only matters inside a candidate's window)
    anchor_re = ANCHOR_RE
    scanned = text
    if text.isascii():
        anchor_re = ANCHOR_ASCII_RE  # no invisible character can occur: the lighter pattern
    elif has_fullwidth(text) if fullwidth is None else fullwidth:
        # full-width forms fold one to one onto ASCII: scan the folded copy, report the original
        scanned = text.translate(FULLWIDTH_FOLD)
    options = options or DEFAULT_OPTIONS
    scan = _scan(
        scanned,
        anchor_re,
        location or Location(),
        options,
        base,
        lo,
        len(text) if hi is None else hi,
        start,
        until,
        explain,
        fast and not options.field_separators,
        floor,
        line,
        _new_reader(options) if reader is None else reader,
    )
    # (a plain function returning the generator: one generator layer less per hit)
    return scan if scanned is text else _unfolding(scan, text, scanned, base)


#: ``has_fullwidth`` encodes this many characters at a time (bounded memory) and stops
#: looking with memchr after this many ``FF`` bytes that are no full-width form
_UNITS_PIECE, _UNITS_MISSES = 1 << 18, 256


def has_fullwidth(text: str) -> bool:
    """Whether ``text`` holds a full-width form: exactly ``FULLWIDTH_RE.search(text) is not
    None``, at C speed. The regex tests each character against its range (~45 instructions a
    character, measured: 55 ms on 10 MB of prose, most of a sparse ``str``'s scan); here the
    text is encoded to UTF-16-LE in pieces (~6 instructions a character) and its ``FF`` bytes
    found with memchr: U+FF01..U+FF5E are the code units whose high byte (odd offset) is
    ``FF`` and low byte ``01``..``5E``. Other ``FF`` bytes (U+00FF "ÿ", U+FFFD) are rare in
    text; after ``_UNITS_MISSES`` of them the regex answers (bounded, linear)."""
    if text.isascii():
        return False
    misses = 0
    for first in range(0, len(text), _UNITS_PIECE):
        units = text[first : first + _UNITS_PIECE].encode("utf-16-le", "surrogatepass")
        at = units.find(b"\xff", 1)
        while at >= 0:
            if at & 1 and 0x01 <= units[at - 1] <= 0x5E:
                return True
            misses += 1
            if misses > _UNITS_MISSES:
                return FULLWIDTH_RE.search(text, first) is not None
            at = units.find(b"\xff", at + 1)
    return False


def _unfolding(
    scan: Generator[Hit | Rejection, None, tuple[int, bool, int]], text: str, folded: str, base: int
) -> Generator[Hit | Rejection, None, tuple[int, bool, int]]:
    """What ``scan`` finds in the full-width-folded copy of ``text``, reported on ``text``."""
    while True:
        try:
            item = next(scan)
        except StopIteration as stop:
            result: tuple[int, bool, int] = stop.value
            return result
        yield _unfold(item, text, folded, base)


def _scan(
    text: str,
    anchor_re: re.Pattern[str],
    location: Location,
    options: Options,
    base: int,
    lo: int,
    hi: int,
    start: int,
    until: int | None,
    explain: bool,
    fast: bool,
    floor: int,
    line: int,
    reader: Reader,
) -> Generator[Hit | Rejection, None, tuple[int, bool, int]]:
    """``scan_text`` on text without full-width forms (``fast`` already off where the options
    name field separators; ``reader``: the readings of ambiguous text, SPEC §5)."""
    search = anchor_re.search
    max_length = options.max_doi_length
    stop_from = stop = -1  # text[stop_from:stop] holds no RUN_STOP_RE match
    run_from = run_end = -1  # the last long plain run measured
    bare = _BARE[anchor_re]
    tokens = TokenRun()  # (the anchors' token starts, for the URN lane)
    counted = 0  # text[:counted] holds line - (line of text[0]) line breaks
    pos = start
    while True:
        if pos < run_end - ANCHOR_REST_MAX:
            match, in_run = _next_anchor(text, pos, anchor_re, bare, run_from, run_end)
        else:
            match, in_run = search(text, pos), False
        if match is None:
            break
        anchor = match.start()
        if until is not None and anchor > until:
            return anchor, True, floor
        if text[anchor + 1] != "0":  # "1 0.": a link printed letter-spaced (SPEC §5)
            pos, floor, line, counted = yield from _spaced_off_scan(
                text, anchor, location, options, base, lo, hi, fast, reader, floor, line, counted
            )
            continue
        if fast and not in_run:  # (in a long run both decline: too long for the lanes)
            hit = plain_hit(
                text, match, lo, hi, base, location, reader, max_length, floor, line, counted
            )
            if hit is None:
                hit = fast_hit(text, match, lo, options, base, location)
            elif hit is not NO_DOI:
                # the commonest shape, final as it comes (its line counted)
                pos = floor = hit.span[1] - base
                line = hit.line  # type: ignore[assignment]
                counted = hit.span[0] - base
                yield hit
                continue
            if hit is NO_DOI:
                if not explain:  # (the general rules would reject it too; explain: they say why)
                    pos = anchor + 1
                    continue
            elif hit is not None:
                hit = _settle(hit, reader, text, base, hi, anchor + max_length, floor, fast)
                pos = floor = hit.span[1] - base
                line += text.count("\n", counted, hit.span[0] - base)
                counted = hit.span[0] - base
                yield _new_tuple(Hit, (*hit[:_LINE], line))
                if hit.removals and (gaps := _gaps(hit)):  # (another column's DOI: SPEC §5)
                    pos = floor = yield from _nested(
                        text, anchor_re, hit, gaps, options, base, hi, explain, fast, line, reader
                    )
                continue
        plain_end, run_from, run_end = _plain_end(text, match, run_from, run_end, in_run)
        if fast and (
            hit := urn_hit(
                text, match, lo, hi, options, plain_end, base, location, reader, floor, tokens
            )
        ):
            # a URN ("urn:doi:10.1000:x"): the steps' own functions without their state, read
            if hit.span[0] - base < floor:
                hit = _clip(hit, base + floor)
            pos = floor = hit.span[1] - base
            line += text.count("\n", counted, hit.span[0] - base)
            counted = hit.span[0] - base
            yield _new_tuple(Hit, (*hit[:_LINE], line))
            continue
        cand = process_candidate(text, anchor, lo, hi, options, plain_end)
        span = (base + cand.raw_start, base + cand.raw_end)
        if cand.doi is None:
            pos, stop_from, stop = _after_rejected(
                text, anchor, cand.reason, explain or hi != len(text), options, stop_from, stop
            )
            if explain:
                raw = text[cand.raw_start : cand.raw_end]
                yield Rejection(raw, span, cand.reason or "", location)
            continue
        hit = Hit(
            cand.doi,
            doi_key(cand.doi),
            text[cand.raw_start : cand.raw_end],
            span,
            (base + anchor, base + cand.doi_end),
            location,
            cand.removals,
        )
        hit = _settle(hit, reader, text, base, hi, anchor + max_length, floor, fast)
        pos = floor = hit.span[1] - base
        line += text.count("\n", counted, hit.span[0] - base)
        counted = hit.span[0] - base
        yield _new_tuple(Hit, (*hit[:_LINE], line))
        if hit.removals and (gaps := _gaps(hit)):  # (another column's DOI: SPEC §5)
            pos = floor = yield from _nested(
                text, anchor_re, hit, gaps, options, base, hi, explain, fast, line, reader
            )
    return pos, False, floor


#: The removals that join a DOI's parts across a gap (a line break, a space, another column):
#: the join rules' ``join-line``/``join-space``, the readings' ``join-<evidence>`` and
#: ``dehyphen-<evidence>`` (rules.readings).
_GAP_KINDS = ("join", "dehyphen")


def _gaps(hit: Hit) -> list[tuple[int, str]]:
    """The gaps (offset in ``hit.raw``, text) that ``hit``'s joins removed where another
    column's words with a ``10`` stood: each may hold another column's DOI."""
    return [
        (offset, removed)
        for kind, removed, _, offset in hit.removals
        if "10" in removed and kind.startswith(_GAP_KINDS) and not removed.isspace()
    ]


def _nested(
    text: str,
    anchor_re: re.Pattern[str],
    hit: Hit,
    gaps: list[tuple[int, str]],
    options: Options,
    base: int,
    hi: int,
    explain: bool,
    fast: bool,
    line: int,
    reader: Reader,
) -> Generator[Hit | Rejection, None, int]:
    """The hits whose anchors lie inside ``gaps`` (``_gaps(hit)``), which ``hit``'s joins
    removed where another column's words stood (``pdftotext -layout``: "doi: 10.7554/" /
    "<left column> doi: 10.1038/nmeth.4437; <middle column>" / "eLife.27356"), SPEC §5 (two
    columns): each gap
    scanned alone, its candidates reading on at most as far as ``hit``'s own could (the same
    window in a string and a stream). Returns where the last of them ends (``hit``'s end if
    none ends later): the scan goes on from there. ``line``: the line of ``hit.span[0]``."""
    start, end = hit.span[0] - base, hit.span[1] - base
    window_end = min(hi, hit.doi_span[0] - base + options.max_doi_length + _LOOKAHEAD_EXTRA)
    for offset, removed in gaps:
        gap = start + offset
        # (from the gap's line, at most LINE_NUMBER_LOOKBACK back: the column a candidate's
        # line break goes on in is measured from its line's start, rules.join.column_of)
        first = max(0, gap - LINE_NUMBER_LOOKBACK)
        at = gap - first
        _, _, floor = yield from _scan(
            text[first:window_end],
            anchor_re,
            hit.location,
            options,
            base + first,
            at,
            window_end - first,
            at,
            at + len(removed) - 1,
            explain,
            fast,
            at,
            line + text.count("\n", start, first) - text.count("\n", first, start),
            reader,
        )
        end = max(end, first + floor)
    return end


def _spaced_off_scan(
    text: str,
    anchor: int,
    location: Location,
    options: Options,
    base: int,
    lo: int,
    hi: int,
    fast: bool,
    reader: Reader,
    floor: int,
    line: int,
    counted: int,
) -> Generator[Hit, None, tuple[int, int, int, int]]:
    """``_scan``'s step at a "1 0." anchor (``_spaced_off_hit``): yields its hit, if any, with
    its line; returns ``_scan``'s ``pos``, ``floor``, ``line`` and ``counted`` after it."""
    hit, pos = _spaced_off_hit(text, anchor, location, options, lo, hi, fast, reader)
    if hit is None:
        return pos, floor, line, counted
    if hit.span[0] < floor:
        hit = _clip(hit, floor)
    start, end = hit.span
    line += text.count("\n", counted, start)
    yield _new_tuple(Hit, (*_offset(hit, base)[:_LINE], line))
    return end, end, line, start


def _spaced_off_hit(
    text: str,
    anchor: int,
    location: Location,
    options: Options,
    lo: int,
    hi: int,
    fast: bool,
    reader: Reader,
) -> tuple[Hit | None, int]:
    """The hit (offsets in ``text``) of a link printed with its breaks one character late
    whose "1 0." stands at ``anchor`` (``syntax.SPACED_OFF_ANCHOR``, SPEC §5), and where the
    search goes on. The blanks ``rules.spaced.spaced_off`` finds are removed from the window a
    candidate may read (the same ``LOOKBACK`` before and ``max_doi_length`` after), the
    joined window scanned at its "10." as any text, and the hit mapped back: its raw text the
    original's, each removed blank a ``join-space`` (``invisible``: a zero-width one) removal."""
    found = spaced_off(text, anchor, lo, hi)
    if found is None:
        return None, anchor + 1
    _, blanks, end = found
    first = max(lo, anchor - LOOKBACK)
    last = min(hi, anchor + options.max_doi_length + _LOOKAHEAD_EXTRA)
    blanks = [i for i in blanks if first <= i < last]
    # the window without the blanks (a slice between each two), and where each blank would
    # stand in it: joined offset j is text offset first + j + bisect_right(gaps, j)
    pieces, done = [], first
    for i in blanks:
        pieces.append(text[done:i])
        done = i + 1
    pieces.append(text[done:last])
    joined = "".join(pieces)
    gaps = [i - first - n for n, i in enumerate(blanks)]
    at = anchor - first - bisect.bisect_left(blanks, anchor)
    if not joined.startswith("10.", at):
        return None, end
    hit = None
    for item in scan_text(joined, location, options, start=at, until=at, fast=fast, reader=reader):
        if isinstance(item, Hit) and item.doi_span[0] == at:
            hit = item
            break
    if hit is None:
        return None, end

    def back(j: int) -> int:  # the text offset of the joined window's offset j
        return first + j + bisect.bisect_right(gaps, j)

    start, stop = back(hit.span[0]), back(hit.span[1] - 1) + 1
    removals: list[Removal] = []
    covered: set[int] = set()
    for kind, was, replacement, offset in hit.removals:
        begin = back(hit.span[0] + offset)
        finish = back(hit.span[0] + offset + len(was) - 1) + 1 if was else begin
        removals.append(Removal(kind, text[begin:finish], replacement, begin - start))
        covered.update(range(begin, finish))
    own: list[Removal] = []  # the blanks, one removal per run of them
    for i in blanks:
        if start <= i < stop and i not in covered:
            kind = "join-space" if text[i] == " " else "invisible"
            if own and own[-1].start + len(own[-1].text) == i - start:
                kind = "join-space" if "join-space" in (kind, own[-1].kind) else kind
                own[-1] = Removal(kind, own[-1].text + text[i], "", own[-1].start)
            else:
                own.append(Removal(kind, text[i], "", i - start))
    removals = sorted(removals + own, key=_REMOVAL_START)
    doi_span = (back(hit.doi_span[0]), back(hit.doi_span[1] - 1) + 1)
    spaced = Hit(
        hit.doi, hit.key, text[start:stop], (start, stop), doi_span, location, tuple(removals)
    )
    return spaced, stop


def _offset(hit: Hit, base: int) -> Hit:
    """``hit`` with ``base`` added to its offsets."""
    if not base:
        return hit
    span, doi_span = hit.span, hit.doi_span
    return hit._replace(
        span=(span[0] + base, span[1] + base), doi_span=(doi_span[0] + base, doi_span[1] + base)
    )


def _new_reader(options: Options) -> Reader:
    """The readings of one scan (SPEC §5)."""
    return Reader(oracle(options), join_lines=options.join_lines, join_spaces=options.join_spaces)


#: ``Hit`` fields before ``line``; a hit gets its line as it leaves, built at C speed
_LINE = Hit._fields.index("line")
_new_tuple = tuple.__new__


def _settle(
    hit: Hit, reader: Reader, text: str, base: int, hi: int, limit: int, floor: int, fast: bool
) -> Hit:
    """A hit of either path made final: its reading chosen by the evidence (SPEC §5), and its
    raw text clipped where the hit before it ends (hits never overlap). ``fast``: kept as it
    is where ``kept_as_is`` tells that the readings keep it (``fast=False`` always asks them:
    the property tests compare both)."""
    if not fast or not kept_as_is(hit, text, base, hi, limit, reader):
        hit = reader.reread(hit, text, base, hi, limit)
    if hit.span[0] - base < floor:
        hit = _clip(hit, base + floor)
    return hit


#: The plain run (what the anchor regex's ``rest`` takes, unbounded).
_PLAIN_RUN_RE = extent_pattern(False)


def _plain_end(
    text: str, match: re.Match[str], run_from: int, run_end: int, in_run: bool = False
) -> tuple[int, int, int]:
    """Where the anchor's plain run ends (``-1``: unknown), and the last long run measured
    (``text[run_from:run_end]``). The anchor regex took the plain run too, unless it matched a
    line-broken prefix; a run longer than it takes is measured once for all the anchors in it.
    ``in_run``: the anchor's plain run is known to end at ``run_end`` (``_next_anchor``)."""
    if in_run:
        return run_end, run_from, run_end
    plain_end = match.end() if match.start(1) >= 0 else -1
    rest = match.start(ANCHOR_REST_GROUP)
    if plain_end - rest >= ANCHOR_REST_MAX:
        if plain_end > run_end:
            run_end = _PLAIN_RUN_RE.match(text, plain_end).end()  # type: ignore[union-attr]
            run_from = rest
        plain_end = run_end
    return plain_end, run_from, run_end


#: The anchor regexes without the plain run, by the full ones.
_BARE = {ANCHOR_RE: ANCHOR_BARE_RE, ANCHOR_ASCII_RE: ANCHOR_ASCII_BARE_RE}


def _next_anchor(
    text: str,
    pos: int,
    anchor_re: re.Pattern[str],
    bare: re.Pattern[str],
    run_from: int,
    run_end: int,
) -> tuple[re.Match[str] | None, bool]:
    """The next anchor from ``pos`` in a long plain run measured already (``text[run_from:
    run_end]``, ``_plain_end``), and whether the plain run after its separator lies in that
    run, ``ANCHOR_REST_MAX`` characters or more before its end: then the match is the bare
    regex's (the same anchor and ``sep``; its plain run ends at ``run_end``, too long for the
    lanes), else the full regex's. Both match at the same places (what follows the prefix is
    optional), so the bare search finds the anchor the full one would, without reading
    ``ANCHOR_REST_MAX`` characters from each anchor of the run ("urn:doi:10.1000:" * n)."""
    match = bare.search(text, pos)
    if match is None:
        return None, False
    if run_from <= match.end(1) <= run_end - ANCHOR_REST_MAX:  # (end(1) -1: no separator)
        return match, True
    return anchor_re.match(text, match.start()), False


def _after_rejected(
    text: str,
    anchor: int,
    reason: str | None,
    keep: bool,
    options: Options,
    stop_from: int,
    stop: int,
) -> tuple[int, int, int]:
    """Where the anchor search goes on after a candidate rejected for ``reason``: the next
    character (it may hide a DOI inside it), or past the anchors a too-long one shows too long
    (``_skip_too_long``) unless ``keep`` (explain mode, or a window of a larger text)."""
    if reason == "too-long" and not keep:
        return _skip_too_long(text, anchor, options, stop_from, stop)
    return anchor + 1, stop_from, stop


def _skip_too_long(
    text: str, anchor: int, options: Options, stop_from: int, stop: int
) -> tuple[int, int, int]:
    """Where the next anchor search may start after a too-long candidate at ``anchor``, and the
    stretch without a run stop it found (``stop_from``, ``stop``: reused by the next call).

    An anchor ``b`` with no ``RUN_STOP_RE`` or ``PUNCTUATION_RUN_RE`` match in
    ``text[b + 3 : b + max_doi_length]`` is too
    long whatever its wrapper (``process_candidate``: its run reaches the limit, nothing cuts
    it; the fast path declines it), so the search skips every such anchor instead of reading
    ``max_doi_length`` characters from each ("10.1000/" * n). Each stretch is searched once:
    linear time. Only without ``explain`` (a skipped anchor yields no ``Rejection``).
    """
    max_length = options.max_doi_length
    if options.field_separators:
        return anchor + 1, stop_from, stop
    if not stop_from <= anchor + 3 <= stop:
        stop_from, stop = anchor + 3, _run_stop(text, anchor + 3)
        # a long stretch of trailing punctuation ends a run at its limit too (rules.validate)
        if (run := PUNCTUATION_RUN_RE.search(text, anchor + 3, stop)) is not None:
            stop = run.start()
    first_kept = stop - max_length + 1 if stop < len(text) else len(text) - max_length
    return max(anchor + 1, first_kept), stop_from, stop


def _run_stop(text: str, pos: int) -> int:
    """Where the first ``RUN_STOP_RE`` match from ``pos`` is, stepping over the character
    references a run goes on through (HTML escaped in text, "10.1000&#47;"): one that stands for
    no URL end (``rules.join._raw_run``) and where no ``SPLIT_RE`` cut starts (its ``&`` or its
    ``;`` before a new DOI). ``len(text)`` without one. Each reference is looked at once."""
    while (found := RUN_STOP_RE.search(text, pos)) is not None:
        at = found.start()
        entity = ENTITY_RE.match(text, at) if text[at] == "&" else None
        if (
            entity is None
            or html.unescape(entity.group()) in URL_ENDING_REFERENCES
            or any(SPLIT_RE.match(text, i) for i in range(at, entity.end()))
        ):
            return at
        pos = entity.end()
    return len(text)


_UTF8_CODECS = frozenset(("utf-8", "utf-8-sig"))
#: Codecs whose text never holds a full-width form (one byte, one character of U+0000..U+20FF).
_NARROW_CODECS = frozenset(("cp1252", "iso8859-1", "ascii"))

#: The next chunk of a stream: its text, whether the stream ended, and whether the text may
#: hold a full-width form (``False``: surely not, known from its bytes at C speed).
ChunkReader = Callable[[], tuple[str, bool, bool]]


def _text_reader(stream: TextIO, size: int) -> ChunkReader:
    """Chunks of a text stream (whether one holds a full-width form is not known)."""

    def read() -> tuple[str, bool, bool]:
        chunk = stream.read(size)
        return chunk, not chunk, True

    return read


def _bytes_reader(binary: IO[bytes], encoding: str, size: int, first: bytes = b"") -> ChunkReader:
    """Chunks of a binary stream in an encoding other than UTF-8 (UTF-8 bytes go to
    ``scan_utf8``), decoded as ``open_text`` would (``errors="replace"``, no newline
    translation: the same text), each with a full-width hint: none in a one-byte codec whose
    characters stop below U+2100, else maybe."""
    decoder = codecs.getincrementaldecoder(encoding)(errors="replace")
    narrow = codecs.lookup(encoding).name in _NARROW_CODECS
    pending = [first] if first else []

    def read() -> tuple[str, bool, bool]:
        raw = pending.pop() if pending else binary.read(size)
        return decoder.decode(raw, final=not raw), not raw, not narrow

    return read


class _Utf8(NamedTuple):
    """UTF-8 bytes for ``scan_utf8``: the binary stream, its encoding, the bytes read already
    and, under a plain text stream (``utf8_text_bytes``), that stream: its ``errors`` are
    the decoding's, and the scan hands back to it from a "\\r" on (its ``newline`` mode may
    translate it)."""

    binary: IO[bytes]
    encoding: str
    first: bytes
    text: TextIO | None = None


def _chunk_reader(
    stream: TextIO | IO[bytes], options: Options, location: Location | None
) -> ChunkReader | _Utf8:
    """How ``scan_stream`` reads ``stream``: the bytes under a fresh ``open_text`` stream, under
    a plain UTF-8 text stream nothing was read from (``utf8_text_bytes``; spans in code
    points only) or of a binary stream (encoding sniffed as ``open_text`` does), else the
    text stream. UTF-8 bytes come back as they are (``_Utf8``) for ``scan_utf8``."""
    size = max(1, options.chunk_size)
    if is_binary_stream(stream):
        first = cast(IO[bytes], stream).read(max(size, SNIFF_SIZE)) or b""
        name = (location or Location()).source or str(getattr(stream, "name", "<stream>"))
        complete = len(first) < SNIFF_SIZE
        encoding = options.encoding or sniff_encoding(first[:SNIFF_SIZE], name, complete)
        if _is_utf8(encoding):
            return _Utf8(cast(IO[bytes], stream), encoding, first)
        return _bytes_reader(cast(IO[bytes], stream), encoding, size, first)
    underneath = sniffed_bytes(stream)
    if underneath is not None:
        if _is_utf8(underneath[1]):
            return _Utf8(underneath[0], underneath[1], underneath[0].read(size) or b"")
        return _bytes_reader(underneath[0], underneath[1], size)
    binary = utf8_text_bytes(stream) if options.offsets == "chars" else None
    if binary is not None:
        # (decoding the bytes at C speed where the text layer would decode all of them)
        return _Utf8(binary, "utf-8", binary.read(size) or b"", cast(TextIO, stream))
    return _text_reader(cast(TextIO, stream), size)


def _is_utf8(encoding: str) -> bool:
    try:
        return codecs.lookup(encoding).name in _UTF8_CODECS
    except LookupError:
        return False


def scan_stream(
    stream: TextIO | IO[bytes],
    location: Location | None = None,
    options: Options | None = None,
    *,
    explain: bool = False,
    fast: bool = True,
) -> Iterator[Hit | Rejection]:
    """Scan a text or binary stream chunk by chunk with bounded memory; same hits as
    ``scan_text`` on the whole text, whatever ``options.chunk_size``. Spans count code points
    of the decoded text (``options.offsets == "bytes"``: bytes of UTF-8 input). A binary
    stream's encoding is sniffed (``sources.text.open_text``); the bytes of a stream
    ``open_text`` made are read directly: UTF-8 is scanned in windows around the possible
    anchors found in the bytes (``scan_utf8``), other encodings are decoded chunk by chunk, a
    chunk's bytes telling at C speed whether its text may hold a full-width form. So are the
    bytes of a plain UTF-8 text stream (``open(path)``) nothing was read from, while they hold
    no "\\r" (``sources.text.utf8_text_bytes``: from one on, its text layer reads them).
    ``options.timeout`` (seconds, 0 = none) is checked after each chunk: past it,
    :class:`~doiextract.errors.LimitExceededError`."""
    options = options or DEFAULT_OPTIONS
    deadline = time.monotonic() + options.timeout if options.timeout > 0 else 0.0
    read = _chunk_reader(stream, options, location)
    state = _START
    # one reader for the whole stream, as ``scan_text`` has for a whole text: the document's
    # evidence (``Reader.seen``: a DOI printed on an earlier line) reaches across chunks
    reader = _new_reader(options)
    if isinstance(read, _Utf8):
        from doiextract.scan_utf8 import scan_utf8

        skip_bom = codecs.lookup(read.encoding).name == "utf-8-sig"
        text = read.text
        handed = yield from scan_utf8(
            read.binary,
            read.first,
            location,
            options,
            explain=explain,
            fast=fast,
            skip_bom=skip_bom,
            errors="replace" if text is None else text.errors or "strict",
            handback=text is not None,
            reader=reader,
        )
        if handed is None or text is None:
            return
        # a "\r" ahead: its text layer reads on from where the bytes were decoded
        read = _text_reader(text, max(1, options.chunk_size))
        state = (handed.text, handed.at, handed.scan_from - handed.at, handed.floor, handed.line)
    yield from _scan_chunks(read, state, location, options, explain, fast, deadline, reader)


#: ``_scan_chunks``'s state at a stream's start: the buffer (its text kept), its stream
#: offset, the buffer offset of the next search start, the floor (a stream offset), the line
#: of the buffer's first character
_START = ("", 0, 0, 0, 1)


def _scan_chunks(
    read: ChunkReader,
    state: tuple[str, int, int, int, int],
    location: Location | None,
    options: Options,
    explain: bool,
    fast: bool,
    deadline: float,
    reader: Reader,
) -> Iterator[Hit | Rejection]:
    """``scan_stream`` on text chunks (``read``), from ``state`` (``_START``, or where
    ``scan_utf8`` handed back), its readings' evidence in ``reader``."""
    need = options.max_doi_length + _LOOKAHEAD_EXTRA
    buffer, base, scan_from, floor, line = state
    may_fold = has_fullwidth(buffer)  # whether the buffer may hold a full-width form
    eof = False
    while not eof:
        # (each chunk's text is consumed here exactly once, in order: the place to count
        # what precedes a hit, e.g. line breaks, before it is added to the buffer)
        chunk, eof, chunk_may_fold = read()
        if deadline and time.monotonic() > deadline:
            source = (location or Location()).source
            message = f"not done after {options.timeout:g} s (Options.timeout)"
            raise LimitExceededError(source, message)
        if chunk:
            buffer += chunk
            may_fold = may_fold or chunk_may_fold
        if not eof and len(buffer) - scan_from < need + 3:
            continue  # not enough text yet to decide anything
        # A candidate is decided only when the window it may read is all here (or at EOF).
        until = None if eof else len(buffer) - need
        resume, blocked, floor = yield from scan_text(
            buffer,
            location,
            options,
            base=base,
            start=scan_from,
            until=until,
            explain=explain,
            fast=fast,
            floor=max(0, floor - base),
            fullwidth=None if may_fold else False,
            line=line,
            reader=reader,
        )
        floor += base
        if eof:
            break
        # Anchors before len(buffer) - need were all decided (a registrant longer than that
        # would be too long anyway); keep LOOKBACK characters before the next search start.
        next_from = resume if blocked else max(len(buffer) - need, resume)
        keep_from = max(0, min(next_from, len(buffer)) - LOOKBACK - 2)
        line += buffer.count("\n", 0, keep_from)
        buffer = buffer[keep_from:]
        base += keep_from
        scan_from = next_from - keep_from
        # the kept tail is short: whether it still holds a full-width form is cheap to ask
        may_fold = may_fold and FULLWIDTH_RE.search(buffer) is not None
