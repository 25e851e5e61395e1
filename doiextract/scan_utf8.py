"""UTF-8 bytes scanned in windows: only the text around a possible anchor is decoded.

``scan.scan_stream`` hands a UTF-8 byte stream here. Each chunk's bytes are searched at C speed
for ``_ANCHOR_BYTES_RE``, a superset of where ``syntax.ANCHOR_RE`` can match in text without
full-width forms (every anchor starts with the ASCII ``10.``, and ASCII bytes decode to
themselves even among invalid UTF-8); only a window of ``LOOKBACK`` characters before and
``max_doi_length + 8`` after each such place is decoded and scanned (``scan.scan_text``). A
chunk whose bytes may hold a full-width form (UTF-8 ``EF BC``/``EF BD``) is decoded whole, as
one window, and so is one dense in possible anchors (a reference list). The bytes between
windows are only counted: line breaks (``bytes.count``) and, for spans in code points, the code
points they decode to (``_code_points``: exact for any bytes, invalid UTF-8 included, because
every window and gap starts where ``decode("utf-8", "replace")`` of the whole stream starts a
character). The same chunks are read, the same anchors decided with the same text around them
and the same ``Reader`` (one per stream) as when the whole chunk is decoded: the same hits and spans
(``tests/properties/test_byte_windows.py``).

With ``Options.offsets == "bytes"`` the spans are byte offsets of the input instead, and the
gaps are not decoded at all: only their line breaks are counted.

Not a stable API: import from ``doiextract`` instead.
"""

from __future__ import annotations

import codecs
import dataclasses
import io
import re
import threading
import time
from collections.abc import Callable, Generator, Iterator
from typing import IO, NamedTuple

from doiextract.errors import LimitExceededError
from doiextract.model import Hit, Location, Rejection
from doiextract.options import Options
from doiextract.rules.readings import Reader
from doiextract.rules.unwrap import LOOKBACK

__all__ = ["Handback", "scan_utf8", "utf8_document"]

#: the bytes scanned: a ``bytearray`` reused chunk after chunk (``scan_utf8``), or its slices
Buffer = bytes | bytearray

#: Where ``syntax.ANCHOR_RE`` may match in UTF-8 bytes without full-width forms (a superset):
#: ``10.`` then a non-ASCII byte (an invisible mark), three digits of which the last two may be
#: non-ASCII bytes (invisible marks inside the registrant), or the line-broken and spaced
#: prefixes of ``ANCHOR_RE``, byte for byte (all ASCII; a column gutter's other-column text
#: may hold non-ASCII characters: 4 bytes each), or a "10" whose dot stands after a line
#: break (``syntax.BROKEN_DOT_RE``) or inside its registrant (``BROKEN_REGISTRANT_RE``), or a
#: "1 0." printed letter-spaced (``syntax.SPACED_OFF_ANCHOR``). Prose's ``10.5 km`` is skipped in C.
_ANCHOR_BYTES_RE = re.compile(
    rb"10(?:\.(?:[\x80-\xff]|[0-9][0-9\x80-\xff]{2}|\r?\n[ \t]*[0-9]{3}"
    rb"| [ \t]{0,8}(?:\r?\n[ \t]{0,8})?[0-9]{3}"
    # the column-gutter alternatives: up to 300 characters of the other column (1,200 bytes)
    # after a gutter, or on the next line before one: that line is tested by ``_gutter_line``
    # (a backtracking "[^\r\n]{1,1200}[ \t]{3}" cost ~6 us at every "10." ending a line)
    rb"| [ \t]{2,}[^\r\n]{1,1200}\r?\n[ \t]*[0-9]{3}|\r?\n"
    # a registrant broken by a line break after its first digits (BROKEN_REGISTRANT_RE)
    rb"|[0-9]{1,2}[ \t]{0,8}\r?\n[ \t\f]{0,8}[0-9]"
    rb")|[ \t]{0,8}\r?\n[ \t\f]{0,8}\.[0-9]{4})"
    # or a prefix printed with its breaks one character late (``syntax.SPACED_OFF_ANCHOR``):
    # a rare literal after a "1", tried at C speed (measured +2% of a sparse text's search)
    rb"|1 0\.(?:\xe2\x80\x8b)?[0-9]|1\xe2\x80\x8b 0\.[0-9]"
)


def _gutter_line(data: Buffer, start: int, end: int) -> bool:
    """Whether the line at ``start`` may hold, within 1,200 bytes (and before ``end``), the
    three blanks of a column gutter (``syntax.ANCHOR_RE``'s "a prefix broken at its column's
    end"): two spaces or a tab (a superset, in C: two ``find`` calls)."""
    end = min(end, start + 1201)
    stop = data.find(b"\n", start, end)
    if stop >= 0:
        end = stop
    return data.find(b"  ", start, end) >= 0 or data.find(b"\t", start, end) >= 0


#: The UTF-8 forms of U+FF00..U+FF7F start with these two bytes (a superset of
#: ``syntax.FULLWIDTH_RE``). Two ``in`` tests of a two-byte needle cost ~2 ms per MiB once an
#: ``EF`` byte is there (a ligature such as U+FB01, or U+FFFD, both common in PDF text), this
#: regex ~0.25 ms (sre tests each byte: its literal prefix is one byte, no memchr); the first
#: ``_EF_MISSES`` ``EF`` bytes are found with memchr instead (``_may_hold_fullwidth``).
_FULLWIDTH_BYTES_RE = re.compile(rb"\xef[\xbc\xbd]")
_EF_MISSES = 32
#: Bytes around an anchor that surely hold ``LOOKBACK + 2`` characters before it and
#: ``need`` after it (a character, or an invalid byte's U+FFFD, is at most 4 bytes).
_BEFORE = 4 * (LOOKBACK + 3)
#: Windows closer than this are decoded as one (fewer, larger windows).
_MERGE_GAP = 256
#: A chunk is decoded whole once more than ``_DENSE_AFTER`` possible anchors came at least one
#: per ``_DENSE`` bytes (reference lists: the work per anchor of windowing is saved).
_DENSE, _DENSE_AFTER = 2048, 32
#: The bytes between windows are decoded (counted) this many at a time at most.
_PIECE = 32768
#: A window is decoded (and scanned) this many bytes at a time at most (``_split``): its text
#: is at most ~96 KB (UCS-2: one en dash is enough), below the allocator's mapping threshold
#: (128 KB). A whole 1 MiB chunk decoded at once (a reference list, the mixed file of
#: ``benchmarks/real_scan.py``) made a ~2 MB string, and 64 KB windows ~128 KB ones, each
#: mapped and its pages faulted in afresh (measured: ~4,000 page faults per 10 MB in a fresh
#: process, ~10 % of the mixed file's CPU time)
_WINDOW_MOST = 49152
_decode = codecs.utf_8_decode
#: ``_line_breaks`` deletes the line breaks of ranges of this many bytes or more, unless the
#: first ``_SAMPLE`` bytes hold more than ``_SAMPLE_BREAKS`` (short lines: a memchr per line
#: costs more than ``count``'s comparisons), ``_DELETE_PIECE`` bytes at a time (copies below
#: the allocator's mapping threshold: a copy of a whole gap was mapped and faulted in afresh)
_DELETE_FROM, _SAMPLE, _SAMPLE_BREAKS, _DELETE_PIECE = 8192, 4096, 32, 65536


def _may_hold_fullwidth(data: Buffer) -> bool:
    """Whether ``data`` holds ``EF BC`` or ``EF BD`` (exactly ``_FULLWIDTH_BYTES_RE.search``):
    each ``EF`` byte found with memchr (``find``) and the next one tested, the regex answering
    from the ``_EF_MISSES``-th on (text where ``EF`` is common: bounded Python work per
    chunk). Where ``EF`` is rare, as in prose, the chunk costs a memchr per ``EF``: 0.35 ms
    per 10 MB against the regex's 2.5 ms once one ``EF`` stands near a chunk's start."""
    at = data.find(b"\xef")
    for _ in range(_EF_MISSES):
        if at < 0:
            return False
        if 0xBC <= (data[at + 1] if at + 1 < len(data) else 0) <= 0xBD:
            return True
        at = data.find(b"\xef", at + 1)
    return at >= 0 and _FULLWIDTH_BYTES_RE.search(data, at) is not None


def _is_continuation(byte: int) -> bool:
    return 0x80 <= byte < 0xC0


def _boundary(data: Buffer, index: int) -> int:
    """The first place at or after ``index`` where the whole stream's decoding starts a
    character: before a byte that is not a continuation byte, or after three continuation
    bytes in a row (a character, or one U+FFFD of invalid bytes, holds at most three)."""
    end = min(len(data), index + 3)
    while index < end and 0x80 <= data[index] < 0xC0:  # (_is_continuation, inlined)
        index += 1
    return index


def _decoded_end(data: Buffer) -> int:
    """How much of ``data`` the stream's incremental decoder decodes now: all but an
    incomplete sequence at the end that more bytes could complete."""
    start = len(data)
    for start in range(len(data) - 1, max(len(data) - 4, 0) - 1, -1):
        if not _is_continuation(data[start]):
            break
    else:
        return len(data)
    return start + codecs.utf_8_decode(data[start:], "replace", False)[1]


def _code_points(data: Buffer, start: int, end: int, errors: str = "replace") -> int:
    """How many characters ``data[start:end]`` decodes to (``errors="replace"``; ``strict``
    raises ``UnicodeDecodeError`` at an invalid byte), both ends being ``_boundary`` places:
    the same as in the whole stream's decoding."""
    # measured: decoding is the cheapest exact count. On the 10 MB sparse file of
    # benchmarks/real_scan.py (one non-ASCII byte per ~145), CPU best of 9: decoding in
    # ``_PIECE``s 2.9 ms; counting continuation bytes (``translate(None, CONT)`` of each
    # piece, exact only for valid UTF-8) 3.8 ms; ``isascii`` of each piece first 3.4 ms (no
    # 32 KB piece is ASCII there; an ASCII piece decodes at ~0.06 ns a byte anyway, 0.6 ms per
    # 10 MB); the bits of ``int.from_bytes`` counted 14.5 ms. Decoded in pieces of ``_PIECE`` bytes
    # cut at ``_boundary`` places (the same count), straight from the buffer: a gap of
    # ~100 KB decoded at once makes a ~200 KB string, above the allocator's mapping
    # threshold, whose page faults cost more than the decoding (measured 3x on 1 MiB)
    count = 0
    with memoryview(data) as view:
        while start < end:
            stop = end if end - start <= _PIECE else min(end, _boundary(data, start + _PIECE))
            with view[start:stop] as piece:
                count += len(_decode(piece, errors, True)[0])
            start = stop
    return count


def _line_breaks(data: Buffer, start: int, end: int) -> int:
    """How many line feeds (byte 10) ``data[start:end]`` holds. A long range is counted by
    deleting them (``replace``: memchr from one to the next, then a copy) unless its start is
    dense in them: ``count`` compares byte by byte, ~2x slower on text's lines (measured)."""
    if end - start < _DELETE_FROM:
        return data.count(b"\n", start, end)
    middle = min(end, start + _SAMPLE)
    sample = data.count(b"\n", start, middle)
    if sample > _SAMPLE_BREAKS:
        return sample + data.count(b"\n", middle, end)
    count = sample + end - middle
    for piece in range(middle, end, _DELETE_PIECE):
        count -= len(data[piece : min(end, piece + _DELETE_PIECE)].replace(b"\n", b""))
    return count


def _split(
    data: Buffer, ranges: list[tuple[int, int]], overlap: int
) -> tuple[list[tuple[int, int]], list[bool]]:
    """``ranges`` with each longer than ``_WINDOW_MOST`` bytes cut in windows of about that
    many, each open (``True``: its anchors in the last ``need`` characters wait for the next
    one) but the last. Each next window starts ``overlap`` bytes before the open one's end, as
    the next chunk starts at ``keep``: the anchors wait and are decided with the same text
    around them as a chunk boundary there would give (the hits do not depend on the chunks)."""
    most = max(_WINDOW_MOST, 2 * overlap)  # (each window advances by at least ``overlap``)
    windows, open_ = [], []
    for first, end in ranges:
        start = first
        while end - start > most:
            stop = _boundary(data, start + most)
            windows.append((start, stop))
            open_.append(True)
            start = _boundary(data, stop - overlap)
        windows.append((start, end))
        open_.append(False)
    return windows, open_


def _ranges(data: Buffer, cut: int, need_bytes: int) -> list[tuple[int, int]]:
    """The windows of ``data[:cut]``: around each possible anchor, merged where they meet;
    the whole chunk where possible anchors are dense (the windows would cover it anyway)."""
    ranges = []
    start = end = -(_BEFORE + _MERGE_GAP + 1)
    count = 0
    for match in _ANCHOR_BYTES_RE.finditer(data, 0, cut):
        # (only the last alternative ends at a line feed: a "10." ending a line)
        if data[match.end() - 1] == 10 and not _gutter_line(data, match.end(), cut):
            continue
        anchor = match.start()
        count += 1
        if count > _DENSE_AFTER and anchor < count * _DENSE:
            return [(0, cut)]
        if anchor - _BEFORE <= end + _MERGE_GAP:
            end = anchor + need_bytes
        else:
            if count > 1:
                ranges.append((start, end))
            start, end = anchor - _BEFORE, anchor + need_bytes
    if count:
        ranges.append((start, end))
    return [(_boundary(data, max(0, a)), _boundary(data, min(cut, b))) for a, b in ranges]


class _Windows:
    """The windows of one chunk: byte ranges ``[start, end)`` of ``data``, each decoded when
    it is scanned (``decoded``, in order), with the stream offset and line number of its start;
    a window's length in characters is its text's (the bytes between windows are only
    counted). One window's text is alive at a time: a chunk's windows decoded together (a
    whole chunk, the mixed file of ``benchmarks/real_scan.py``) held ~2 MB of strings, each
    made in fresh memory (measured: 7 ms of decoding per 10 MB where 64 KB pieces decoded one
    after the other, in the same memory, take 3 ms). ``finish`` counts the rest of the chunk
    (the windows not scanned too): ``keep_at`` and ``cut_at``."""

    def __init__(
        self,
        data: Buffer,
        cut: int,
        need_bytes: int,
        whole: bool,
        chars: bool,
        at: int,
        line: int,
        errors: str = "replace",
    ) -> None:
        ranges = [(0, cut)] if whole else _ranges(data, cut, need_bytes)
        #: ``open[i]``: ``ranges[i]`` is cut before its range's end (``_split``)
        self.ranges, self.open = _split(data, ranges, need_bytes + _BEFORE)
        #: where the next chunk's data starts: what an undecided anchor may still read (all
        #: lie in the last ``need`` characters before ``cut``, or after it)
        self.keep = _boundary(data, max(0, cut - need_bytes - _BEFORE))
        self.keep_at = (at, line)
        self.cut_at = -1  # (``finish``)
        self.data, self.cut, self.chars, self.errors = data, cut, chars, errors
        self.here, self.at, self.line = 0, at, line  # (``at`` and ``line`` of data[here])

    def decoded(self, index: int) -> tuple[str, tuple[int, int]]:
        """Window ``index`` (asked in increasing order) decoded, and its start's stream offset
        and line."""
        data, chars, errors, here, at, line = (
            self.data, self.chars, self.errors, self.here, self.at, self.line
        )  # fmt: skip
        start, end = self.ranges[index]
        if start < here:  # (a window of a split range: counted back from the last one's end)
            at -= _code_points(data, start, here, errors) if chars else here - start
            line -= _line_breaks(data, start, here)
        else:
            if here <= self.keep <= start:
                self.keep_at = _advance(data, here, self.keep, chars, at, line, errors)
            at, line = _advance(data, here, start, chars, at, line, errors)
        with memoryview(data) as view, view[start:end] as window:
            text: str = _decode(window, errors, True)[0]
        if start < self.keep < end:  # (counted back from the window's end)
            tail = _code_points(data, self.keep, end, errors) if chars else end - self.keep
            length = len(text) if chars else end - start
            self.keep_at = (at + length - tail, line + _line_breaks(data, start, self.keep))
        self.here, self.at = end, at + (len(text) if chars else end - start)
        self.line = line + _line_breaks(data, start, end)
        return text, (at, line)

    def finish(self) -> int:
        """``keep_at`` and ``cut_at`` (returned): the bytes after the last window decoded
        (the windows not scanned too) counted."""
        here, data, chars, errors = self.here, self.data, self.chars, self.errors
        if here <= self.keep:
            self.keep_at = _advance(data, here, self.keep, chars, self.at, self.line, errors)
        self.cut_at = _advance(data, here, self.cut, chars, self.at, self.line, errors)[0]
        return self.cut_at


def _advance(
    data: Buffer, here: int, there: int, chars: bool, at: int, line: int, errors: str
) -> tuple[int, int]:
    """The offset and line at ``there``, given them at ``here``."""
    at += _code_points(data, here, there, errors) if chars else there - here
    return at, line + _line_breaks(data, here, there)


def _local(raw: Buffer, offset: int) -> int:
    """The character index, in ``raw`` decoded, of byte ``offset`` of ``raw`` (a
    ``_boundary`` place)."""
    return len(raw[:offset].decode("utf-8", "replace"))


class _ByteMap:
    """Byte offsets in ``raw`` of characters of ``text`` (``raw`` decoded), asked in
    increasing order (a hit's span and DOI span, then the next hit's): each character is
    encoded once, so a window's hits cost its length, not its length per hit."""

    def __init__(self, text: str, raw: Buffer) -> None:
        self.text, self.raw = text, raw
        self.index = self.offset = 0
        self.ascii = text.isascii()  # (then character index = byte offset)
        self.errors: dict[int, int] | None = None
        if "\ufffd" in text:
            # invalid bytes (each maximal run one U+FFFD): the decoder says what each took
            ranges: list[tuple[int, int]] = []
            _RECORDING.ranges = ranges
            try:
                raw.decode("utf-8", _RECORD_ERRORS)
            finally:
                _RECORDING.ranges = None
            self.errors = dict(ranges)

    def __call__(self, index: int) -> int:
        if self.ascii:
            return index
        if index < self.index:  # (explain mode's rejections may go back: start over)
            self.index = self.offset = 0
        if self.errors is None:
            self.offset += len(self.text[self.index : index].encode("utf-8"))
        else:
            for char in self.text[self.index : index]:
                end = self.errors.get(self.offset)
                self.offset = end if end is not None else self.offset + len(char.encode("utf-8"))
        self.index = index
        return self.offset

    def skip(self, index: int, offset: int) -> None:
        """Go on from character ``index`` at byte ``offset`` (known by the caller: the end of
        an ASCII run whose start it asked), as if ``index`` had been asked."""
        if not self.ascii:
            self.index, self.offset = index, offset


def _byte_offset(text: str, raw: Buffer, index: int) -> int:
    """The byte offset in ``raw`` of character ``index`` of ``text`` (``raw`` decoded). Asked
    near the end (where a window's decided anchors end): without a U+FFFD, ``text`` is ``raw``
    decoded without an error and encodes back to it byte for byte, so only the characters
    after ``index`` are encoded (the whole window was, measured: a third of the instructions
    that byte offsets add on mixed text)."""
    if "\ufffd" not in text:
        return len(raw) - len(text[index:].encode("utf-8"))
    return _ByteMap(text, raw)(index)


_new_tuple = tuple.__new__

#: The error handler that records what each U+FFFD replaces (``_byte_offset``).
_RECORD_ERRORS = "doiextract-record-replaced"
#: where this thread's ``_byte_offset`` collects the ranges
_RECORDING = threading.local()


def _record(error: UnicodeError) -> tuple[str, int]:
    ranges = getattr(_RECORDING, "ranges", None)
    if not isinstance(error, UnicodeDecodeError) or ranges is None:
        raise error
    ranges.append((error.start, error.end))
    return "\ufffd", error.end


codecs.register_error(_RECORD_ERRORS, _record)


def _in_bytes(item: Hit | Rejection, offset: _ByteMap, base: int) -> Hit | Rejection:
    """``item`` found in a window (window-local offsets) with its spans in stream bytes
    (``offset``: the window's map, asked in increasing order; ``base``: its first byte)."""
    start = base + offset(item.span[0])
    if isinstance(item, Rejection):
        return Rejection(item.raw, (start, base + offset(item.span[1])), item.reason, item.location)
    doi, key, raw, (raw_from, end), (doi_from, doi_to), location, removals, line = item
    if raw.isascii() and offset.text.startswith(raw, raw_from):
        # an ASCII raw text (almost every hit): one byte a character, no encoding
        offset.skip(end, start - base + end - raw_from)
        doi_span = (start + doi_from - raw_from, start + doi_to - raw_from)
        span = (start, start + end - raw_from)
    else:
        doi_span = (base + offset(doi_from), base + offset(doi_to))
        span = (start, base + offset(end))
    # (built at C speed: ``_replace`` costs microseconds per hit on reference lists)
    return _new_tuple(Hit, (doi, key, raw, span, doi_span, location, removals, line))


class _Scan:
    """What every window of a stream is scanned with."""

    def __init__(
        self, options: Options, location: Location | None, explain: bool, fast: bool
    ) -> None:
        from doiextract.scan import _LOOKAHEAD_EXTRA

        self.options, self.location, self.explain, self.fast = options, location, explain, fast
        self.need = options.max_doi_length + _LOOKAHEAD_EXTRA
        self.need_bytes = 4 * self.need + 4
        self.chars = options.offsets != "bytes"

    def window(
        self,
        data: Buffer,
        span: tuple[int, int],
        text: str,
        where: tuple[int, int],
        wait: bool,
        position: tuple[int, int],
        reader: Reader,
        whole: bool,
    ) -> Generator[Hit | Rejection, None, tuple[int, bool, int, int]]:
        """Scan one window (``data[span[0]:span[1]]``, decoded: ``text``; ``where``: its start's
        stream offset and line) from stream offset ``position[0]`` (the search start) with
        ``position[1]`` (the floor); with ``wait``, the anchors in its last ``need``
        characters wait (for more text, or for the next window of a split range).
        Returns the next search start, whether an anchor waits, the floor, and (``wait``)
        where the anchors decided end: the stream offset after which they wait."""
        from doiextract.scan import scan_text

        w_at, w_line = where
        scan_from, floor = position
        decided = w_at
        if self.chars:
            base, first_index, local_floor = w_at, max(0, scan_from - w_at), max(0, floor - w_at)
            until = len(text) - self.need if wait else None
            decided = w_at + len(text) - self.need
        else:
            # spans in the window's characters (made stream bytes by ``_bytes_spans``); the
            # document's evidence counts from the window's byte offset: earlier windows' less
            window = data[span[0] : span[1]]
            base, reader.origin = 0, w_at
            first_index = _local(window, scan_from - w_at) if scan_from > w_at else 0
            local_floor = _local(window, floor - w_at) if floor > w_at else 0
            until = max(0, len(text) - self.need) if wait else None
            if until is not None:
                decided = w_at + _byte_offset(text, window, until)
        if first_index >= len(text):
            return scan_from, False, floor, decided
        found = scan_text(
            text,
            self.location,
            self.options,
            base=base,
            start=first_index,
            until=until,
            explain=self.explain,
            fast=self.fast,
            floor=local_floor,
            fullwidth=None if whole else False,
            line=w_line,
            reader=reader,
        )
        if self.chars:
            resume, blocked, floor = yield from found
            return resume + base, blocked, floor + base, decided
        resume, blocked, floor = yield from _bytes_spans(found, text, window, w_at)
        return resume, blocked, floor, decided

    def too_short(
        self, data: Buffer, cut: int, held: int, at: int, scan_from: int, errors: str
    ) -> bool:
        """Whether ``data[:cut]`` (``data[0]`` at stream offset ``at``) holds too little text
        after the search start to decide anything: as ``scan_stream``, ``need + 3``
        characters; in bytes, as many bytes as surely hold them. The search start lies at
        most ``held`` characters after ``data[0]`` (in what was kept) and ``cut`` bytes hold
        at least ``cut // 4`` characters: only a short chunk's are counted."""
        enough = self.need + 3
        if not self.chars:
            return at + cut - scan_from < 4 * enough
        if cut // 4 - held >= enough:
            return False
        return at + _code_points(data, 0, cut, errors) - scan_from < enough


class Handback(NamedTuple):
    """Where ``scan_utf8`` stopped, for a text layer to go on (``handback``): the text kept
    (decoded), the stream offset and line of its start, the next search start and the floor
    (stream offsets in code points). The bytes were sought back to the text's end."""

    text: str
    at: int
    line: int
    scan_from: int
    floor: int


def scan_utf8(
    binary: IO[bytes],
    first: bytes,
    location: Location | None,
    options: Options,
    *,
    explain: bool,
    fast: bool,
    skip_bom: bool,
    errors: str = "replace",
    handback: bool = False,
    reader: Reader,
) -> Generator[Hit | Rejection, None, Handback | None]:
    """``scan.scan_stream`` on UTF-8 bytes (``first``, then ``binary.read`` chunks): the same
    chunks, anchors, windows of text and readings (``reader``, one for the whole stream, as
    for a whole text); spans in code points, or in
    bytes of the input with ``options.offsets == "bytes"``. ``errors``: the decoding's
    (``strict``: an invalid byte raises ``UnicodeDecodeError``; only with code points, where
    every byte is decoded). ``handback`` (a seekable ``binary`` under a text layer that may
    translate a "\\r", ``sources.text.utf8_text_bytes``): before scanning bytes that hold
    a "\\r", stop, seek ``binary`` back to the end of the text decoded so far and return
    where the scan stands (``Handback``); ``None`` when the stream ended."""
    scan = _Scan(options, location, explain, fast)
    size, need, chars = max(1, options.chunk_size), scan.need, scan.chars
    deadline = time.monotonic() + options.timeout if options.timeout > 0 else 0.0
    at = 0  # stream offset of data[0] (code points, or bytes)
    if skip_bom and first.startswith(codecs.BOM_UTF8):
        first = first[3:]
        at = 0 if chars else 3
    #: the chunk being scanned: what was kept of the last one, then the bytes read into it.
    #: One buffer reused in place: a new ~1 MiB object per chunk (``kept + raw``, and the
    #: ``raw`` read) made the allocator map and unmap memory (~2,000 page faults and 10-20 %
    #: of the CPU per 10 MB of sparse text, measured)
    data = bytearray(first)
    kept = 0  # data[:kept] is the text kept from the last chunk (what follows: stale bytes)
    line = 1  # line number of data[0]
    scan_from = at  # stream offset where the next anchor search starts
    floor = 0  # stream offset where the last hit's raw text ends
    read = _reader(binary, size)
    eof, fresh = False, True  # (fresh: the first chunk, ``first``, is in ``data`` already)
    tail = 0  # data[kept - tail : kept]: an incomplete character, not decoded yet
    while not eof:
        got = len(first) if fresh else read(data, kept)
        eof, fresh = not got, False
        if handback and data.find(b"\r", len(data) - got) >= 0:
            binary.seek(binary.tell() - got - tail)
            text = data[: len(data) - got - tail].decode("utf-8", errors)
            return Handback(text, at, line, scan_from, floor)
        if deadline and time.monotonic() > deadline:
            message = f"not done after {options.timeout:g} s (Options.timeout)"
            raise LimitExceededError((location or Location()).source, message)
        held, kept = kept, len(data)
        cut = len(data) if eof else _decoded_end(data)
        whole = _may_hold_fullwidth(data)
        tail = len(data) - cut
        if not eof and scan.too_short(data, cut, held, at, scan_from, errors):
            continue  # (not enough text yet to decide anything)
        windows = _Windows(data, cut, scan.need_bytes, whole, chars, at, line, errors)
        resume, blocked = scan_from, False
        decided = at + _boundary(data, max(0, cut - scan.need_bytes))
        for index, ((start, end), open_) in enumerate(
            zip(windows.ranges, windows.open, strict=True)
        ):
            text, where = windows.decoded(index)
            # anchors near the end of a window reaching ``cut`` wait for more text, and near
            # the end of an open one for the next window
            wait = open_ or not (eof or end < cut)
            resume, blocked, floor, window_decided = yield from scan.window(
                data, (start, end), text, where, wait, (scan_from, floor), reader, whole
            )
            if open_:  # (the next window goes on as the next chunk would)
                scan_from = _next_start(resume, blocked, window_decided)
                continue
            decided = window_decided if wait else decided
            if blocked:
                break
        if eof:
            break
        # cp: exactly scan_stream's next search start; bytes: after every anchor decided
        # (a window reaching ``cut`` decides up to ``need`` characters before its end; without
        # one, no anchor found lies in the last ``need_bytes`` bytes)
        cut_at = windows.finish()
        last_decided = cut_at - need if chars else decided
        scan_from = _next_start(resume, blocked, last_decided)
        at, line = windows.keep_at
        kept = len(data) - windows.keep
        data[:kept] = data[windows.keep :]  # (a move: the length stays, no reallocation)
    return None


def _next_start(resume: int, blocked: bool, decided: int) -> int:
    """Where the search goes on after a window (or a chunk) scanned up to ``decided``: at the
    anchor that waits, else past what was decided and past the last hit (``resume``)."""
    return resume if blocked else max(decided, resume)


def utf8_document(
    data: bytes, encoding: str, location: Location | None, options: Options, *, explain: bool
) -> Iterator[Hit | Rejection] | None:
    """``scan_text`` of a whole document's bytes decoded as ``encoding`` (``decode_text``),
    scanned in windows when ``encoding`` is UTF-8 (``None`` otherwise): the same hits, spans
    in code points whatever ``options.offsets`` (``bytes`` input counts characters)."""
    from doiextract.scan import _is_utf8, _new_reader

    if not _is_utf8(encoding):
        return None
    if options.offsets != "chars":
        options = dataclasses.replace(options, offsets="chars")
    stream = io.BytesIO(data)
    first = stream.read(max(1, options.chunk_size))
    skip_bom = codecs.lookup(encoding).name == "utf-8-sig"
    return scan_utf8(
        stream,
        first,
        location,
        options,
        explain=explain,
        fast=True,
        skip_bom=skip_bom,
        reader=_new_reader(options),
    )


def _reader(binary: IO[bytes], size: int) -> Callable[[bytearray, int], int]:
    """``read(data, kept)``: the next chunk of ``binary`` (``binary.read(size)``) in place of
    ``data[kept:]``; returns its length (0 at the end). The standard binary streams read
    straight into ``data`` (``readinto``: the same bytes as ``read``, no new object)."""
    if not isinstance(binary, io.BufferedIOBase | io.RawIOBase):

        def read(data: bytearray, kept: int) -> int:
            raw = binary.read(size) or b""
            data[kept:] = raw
            return len(raw)

        return read

    def read_into(data: bytearray, kept: int) -> int:
        end = kept + size
        if len(data) < end:
            data.extend(bytes(end - len(data)))  # (grows once; later within its memory)
        with memoryview(data) as view, view[kept:end] as into:
            got = binary.readinto(into) or 0
        del data[kept + got :]
        return got

    return read_into


def _bytes_spans(
    found: Generator[Hit | Rejection, None, tuple[int, bool, int]],
    text: str,
    window: Buffer,
    w_at: int,
) -> Generator[Hit | Rejection, None, tuple[int, bool, int]]:
    """What ``found`` (a ``scan_text`` of ``text``, ``window`` decoded) yields, its spans in
    stream bytes (``window`` starts at byte ``w_at``); returns its result the same way."""
    offset = _ByteMap(text, window)
    while True:
        try:
            item = next(found)
        except StopIteration as stop:
            resume, blocked, floor = stop.value
            # (asked in increasing order: a map asked backwards starts over from the start)
            at = {place: offset(place) for place in sorted((resume, floor))}
            return w_at + at[resume], blocked, w_at + at[floor]
        yield _in_bytes(item, offset, w_at)
