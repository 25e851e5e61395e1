"""The scanner: ``10.`` anchors found at C speed, each candidate run through the rules.

Takes text (a ``str``, or a text stream read in chunks); yields :class:`~doiextract.model.Hit`
(and, in explain mode, :class:`~doiextract.model.Rejection`) in text order. The hot path is one
compiled ``re`` search for the anchor (``syntax.ANCHOR_RE``, which starts with the literal
``10.`` so ``re`` skips ahead in C); everything else runs only around an anchor, inside a window
of ``LOOKBACK`` characters before it and ``max_doi_length`` after it.

A stream is read ``chunk_size`` characters at a time; the buffer keeps the tail that a pending
candidate may still need (ripgrep's ``line_buffer.rs`` ``roll()``), so memory stays bounded
and the hits are the same whatever the chunk size: a candidate is processed only once the whole
window it may look at is in the buffer, or the stream has ended.

Won't: read files or documents (``doiextract.sources``), de-duplicate (``doiextract.extract``).
Not a stable API: import from ``doiextract`` instead.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import NamedTuple, TextIO

from doiextract.model import Hit, Location, Rejection, Removal
from doiextract.options import DEFAULT_OPTIONS, Options
from doiextract.rules import Edit
from doiextract.rules.decode import decode_span
from doiextract.rules.join import read_extent
from doiextract.rules.trim import trim_trailing
from doiextract.rules.unwrap import LOOKBACK, find_wrapper, strip_url_tail
from doiextract.rules.validate import rejection_reason
from doiextract.syntax import (
    ANCHOR_RE,
    ARITHMETIC,
    ASCII_FOLD,
    CURRENCY,
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


def _context_reason(text: str, raw_start: int, doi_end: int, suffix: str, lo: int) -> str | None:
    """Look-alikes that only the surrounding text reveals (SPEC §2)."""
    before = raw_start - 1
    if before >= lo and text[before] == " ":
        before -= 1
    prev = text[before] if before >= lo else ""
    if prev in CURRENCY:
        return "price"
    if suffix.isdigit():
        after = doi_end
        if after < len(text) and text[after] == " ":
            after += 1
        nxt = text[after] if after < len(text) else ""
        if prev in ARITHMETIC or nxt in ARITHMETIC:
            return "arithmetic"
    return None


def _build(
    text: str,
    raw_start: int,
    raw_end: int,
    doi_start: int,
    doi_end: int,
    edits: list[Edit],
    tail_kind: str,
) -> tuple[str, tuple[Removal, ...]]:
    """Assemble the DOI from the text and the edits; the removals of the hit, in raw order."""
    parts: list[str] = []
    removals: list[Removal] = []
    pos = doi_start
    for edit in sorted(edits):
        if edit.start >= doi_start:
            parts.append(text[pos : edit.start])
            parts.append(edit.replacement)
            pos = edit.end
        removals.append(
            Removal(
                edit.kind, text[edit.start : edit.end], edit.replacement, edit.start - raw_start
            )
        )
    parts.append(text[pos:doi_end])
    if doi_end < raw_end:
        removals.append(Removal(tail_kind, text[doi_end:raw_end], "", doi_end - raw_start))
    return "".join(parts), tuple(removals)


class Candidate(NamedTuple):
    """What the rules made of one anchor: a DOI (``doi`` and ``removals``) or a ``reason``."""

    raw_start: int
    raw_end: int
    doi_end: int
    doi: str | None
    removals: tuple[Removal, ...]
    reason: str | None


def process_candidate(text: str, anchor: int, lo: int, hi: int, options: Options) -> Candidate:
    """Run one anchor through the rules: unwrap, join, trim, decode, validate.

    Reads only ``text[lo:hi]``, and of that only ``LOOKBACK`` characters before the anchor
    and ``max_doi_length + 8`` after it (so a stream can decide with a bounded buffer).
    """
    if anchor > lo and "0" <= text[anchor - 1] <= "9":
        return Candidate(anchor, anchor + 3, anchor, None, (), "preceded-by-digit")
    if anchor - 1 > lo and text[anchor - 1] == "." and "0" <= text[anchor - 2] <= "9":
        return Candidate(anchor, anchor + 3, anchor, None, (), "preceded-by-digit")
    wrapper = find_wrapper(text, anchor, lo)
    limit = min(hi, anchor + options.max_doi_length)
    raw_end, joins, _ = read_extent(
        text,
        anchor,
        limit,
        wrapper.is_url,
        options.field_separators,
        options.join_lines,
        options.join_spaces,
    )
    raw_start = wrapper.start
    if raw_end >= limit and limit < len(text):
        return Candidate(raw_start, raw_end, raw_end, None, (), "too-long")
    edits: list[Edit] = [*wrapper.edits, *joins]
    end = trim_trailing(text, anchor, raw_end)
    tail_kind = "trim"
    if wrapper.is_url and not wrapper.is_proxy:
        new_end, tail = strip_url_tail(text, anchor, end)
        if tail is not None:
            tail_kind = "unwrap-tail"
            end = trim_trailing(text, anchor, new_end)
    if wrapper.is_urn:
        # Handbook 2.6.3: the first ":" after the prefix stands for "/"
        i = anchor + 3
        while i < end and ("0" <= text[i] <= "9" or text[i] == "."):
            i += 1
        if i < end and text[i] == ":":
            edits.append(Edit(i, i + 1, "/", "urn-colon"))
    decoded, cut = decode_span(text, anchor, end)
    if cut < end:
        end = trim_trailing(text, anchor, cut)
    edits = [e for e in (*edits, *decoded) if e.end <= end]
    doi, removals = _build(text, raw_start, raw_end, anchor, end, edits, tail_kind)
    reason = rejection_reason(doi)
    if reason is None:
        reason = _context_reason(text, raw_start, raw_end, doi[doi.index("/") + 1 :], lo)
    if reason is not None:
        return Candidate(raw_start, raw_end, end, None, (), reason)
    return Candidate(raw_start, raw_end, end, doi, removals, None)


def scan_text(
    text: str,
    location: Location | None = None,
    options: Options | None = None,
    *,
    base: int = 0,
    lo: int = 0,
    hi: int | None = None,
    start: int = 0,
    stop: int | None = None,
    explain: bool = False,
    on_next: Callable[[int], bool] | None = None,
) -> Iterator[Hit | Rejection]:
    """Yield the hits (and with ``explain`` the rejections) of anchors in ``text[start:stop]``.

    ``base`` is added to every offset (the buffer's place in a stream); ``lo``/``hi`` bound what
    a candidate may read. ``on_next(anchor)`` may stop the scan before an anchor (returns False)
    so a stream can wait for more text.
    """
    options = options or DEFAULT_OPTIONS
    location = location or Location()
    hi = len(text) if hi is None else hi
    stop = len(text) if stop is None else stop
    skip_to = start
    for match in ANCHOR_RE.finditer(text, start, stop):
        anchor = match.start()
        if anchor < skip_to:
            continue
        if on_next is not None and not on_next(anchor):
            return
        cand = process_candidate(text, anchor, lo, hi, options)
        span = (base + cand.raw_start, base + cand.raw_end)
        if cand.doi is None:
            if explain:
                raw = text[cand.raw_start : cand.raw_end]
                yield Rejection(raw, span, cand.reason or "", location)
            continue
        skip_to = cand.raw_end
        yield Hit(
            cand.doi,
            doi_key(cand.doi),
            text[cand.raw_start : cand.raw_end],
            span,
            (base + anchor, base + cand.doi_end),
            location,
            cand.removals,
        )


def scan_stream(
    stream: TextIO,
    location: Location | None = None,
    options: Options | None = None,
    *,
    explain: bool = False,
) -> Iterator[Hit | Rejection]:
    """Scan a text stream chunk by chunk with bounded memory; same hits as ``scan_text`` on
    the whole text, whatever ``options.chunk_size``."""
    options = options or DEFAULT_OPTIONS
    need = options.max_doi_length + _LOOKAHEAD_EXTRA
    chunk_size = max(1, options.chunk_size)
    buffer = ""
    base = 0  # offset of buffer[0] in the stream
    scan_from = 0  # buffer offset where the next anchor search starts
    skip_to = 0  # absolute offset before which anchors belong to an earlier hit
    eof = False
    while not eof:
        chunk = stream.read(chunk_size)
        if not chunk:
            eof = True
        else:
            buffer += chunk
            if len(buffer) - scan_from < need + 3:
                continue  # not enough text yet to decide anything
        blocked_at: list[int] = []
        ready_until = None if eof else len(buffer) - need

        def ready(
            anchor: int, _blocked: list[int] = blocked_at, _until: int | None = ready_until
        ) -> bool:
            if _until is None or anchor <= _until:
                return True
            _blocked.append(anchor)
            return False

        for item in scan_text(
            buffer,
            location,
            options,
            base=base,
            lo=0,
            start=max(scan_from, skip_to - base),
            explain=explain,
            on_next=ready,
        ):
            if isinstance(item, Hit):
                skip_to = item.span[1]
            yield item
        if eof:
            break
        # Keep what a pending anchor may still need: LOOKBACK before the next search start.
        # Anchors before len(buffer) - need were all decided (a registrant longer than that
        # would be too long anyway).
        next_from = blocked_at[0] if blocked_at else max(len(buffer) - need, scan_from)
        next_from = max(next_from, skip_to - base)
        keep_from = max(0, min(next_from, len(buffer)) - LOOKBACK - 2)
        buffer = buffer[keep_from:]
        base += keep_from
        scan_from = next_from - keep_from
