"""The scanner: ``10.`` anchors found at C speed, each candidate run through the rules.

Takes text (a ``str``, or a text stream read in chunks); yields :class:`~doiextract.model.Hit`
(and, in explain mode, :class:`~doiextract.model.Rejection`) in text order. The hot path is one
compiled ``re`` search for the anchor (``syntax.ANCHOR_RE``, which starts with the literal
``10.`` so ``re`` skips ahead in C); everything else runs only around an anchor, inside a window
of ``LOOKBACK`` characters before it and ``max_doi_length`` after it. Most DOIs take
``_fast_hit``, a few C-speed tests for the common shapes; anything less plain goes through
``process_candidate``, the general rules (property tests keep the two in agreement).

This module, ``rules.join`` and ``rules.trim`` are compiled with Cython where the install can
(``setup.py``); the compiled build runs this same source (``tests/unit/test_compiled.py``).

A stream is read ``chunk_size`` characters at a time; the buffer keeps the tail that a pending
candidate may still need (ripgrep's ``line_buffer.rs`` ``roll()``), so memory stays bounded
and the hits are the same whatever the chunk size: a candidate is processed only once the whole
window it may look at is in the buffer, or the stream has ended.

Won't: read files or documents (``doiextract.sources``), de-duplicate (``doiextract.extract``).
Not a stable API: import from ``doiextract`` instead.
"""

from __future__ import annotations

import re
import string
from collections.abc import Generator, Iterator
from typing import NamedTuple, TextIO

from doiextract.model import Hit, Location, Rejection, Removal
from doiextract.options import DEFAULT_OPTIONS, Options
from doiextract.rules import Edit
from doiextract.rules.decode import decode_span
from doiextract.rules.join import after_blanks, read_extent, starts_line_with_joiner
from doiextract.rules.readings import Reader
from doiextract.rules.trim import trim_trailing
from doiextract.rules.unwrap import LOOKBACK, WRAPPER_LAST_CHARS, find_wrapper, strip_url_tail
from doiextract.rules.validate import rejection_reason
from doiextract.syntax import (
    ANCHOR_ASCII_RE,
    ANCHOR_JOIN_GROUP,
    ANCHOR_RE,
    ARITHMETIC,
    ASCII_FOLD,
    CURRENCY,
    DECODE_RE,
    ENCODED_SCHEME_END,
    FULLWIDTH_FOLD,
    FULLWIDTH_RE,
    LABEL_FIRST_LETTERS,
    LABEL_PAIR_TAIL,
    LINE_INDENT,
    SIMPLE_WRAPPERS,
    SPLIT_HINT_RE,
    TOKEN_DELIMITERS,
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


def _context_reason(
    text: str, raw_start: int, doi_start: int, doi_end: int, doi: str, lo: int
) -> str | None:
    """Look-alikes that only the surrounding text reveals (SPEC §2)."""
    before = raw_start - 1
    if before >= lo and text[before] == " ":
        before -= 1
    prev = text[before] if before >= lo else ""
    if prev in CURRENCY:
        return "price"
    # "10.125/5 = 2.025", "10.125/2.5": a bare number over a number beside an operator with
    # an operand on its other side. Behind a wrapper ("doi:10.1000/182 = ...") it is a DOI (the
    # Handbook's own example has a numeric suffix), and so it is after a label and "="
    # ("doi = 10.1000/182", a key and its value) or before "=" and a word.
    if raw_start == doi_start and _NUMBER_RE.match(doi, doi.index("/") + 1):
        after = doi_end
        if after < len(text) and text[after] == " ":
            after += 1
        nxt = text[after] if after < len(text) else ""
        # "<" and ">" are comparisons only with a space between: "<doi>10.1/2</doi>" is markup
        spaced_prev = before < raw_start - 1
        spaced_next = after > doi_end
        if (
            prev in ARITHMETIC
            and (spaced_prev or prev not in "<>")
            and _KEY_BEFORE_RE.search(text, lo, before) is None
        ) or (
            nxt in ARITHMETIC
            and (spaced_next or nxt not in "<>")
            and _WORD_AFTER_RE.match(text, after + 1) is None
        ):
            return "arithmetic"
    return None


#: A suffix that is a number: digits, perhaps with a decimal part ("10.125/2.5").
_NUMBER_RE = re.compile(r"[0-9]+(?:\.[0-9]+)?\Z")
#: A DOI label as the key before "=" ("doi = 10.1000/182"): then the number is its value.
_KEY_BEFORE_RE = re.compile(r"(?<![A-Za-z])doi[ \t]*\Z", re.IGNORECASE)
#: A word after the operator ("10.1000/182 = the Handbook's DOI"): not an operand.
_WORD_AFTER_RE = re.compile(r" ?[^\W\d_]{2}")


def _assemble(text: str, start: int, end: int, edits: list[Edit]) -> str:
    """The DOI: ``text[start:end]`` with the edits inside it applied."""
    if not edits or all(e.end <= start for e in edits):
        return text[start:end]
    parts: list[str] = []
    pos = start
    for edit in sorted(edits):
        if edit.start >= start:
            parts += (text[pos : edit.start], edit.replacement)
            pos = edit.end
    parts.append(text[pos:end])
    return "".join(parts)


def _removals(
    text: str, raw_start: int, raw_end: int, end: int, edits: list[Edit], tail_kind: str
) -> tuple[Removal, ...]:
    """Every edit as a removal at its offset in ``raw``, and what follows the DOI as one."""
    removals = [
        Removal(e.kind, text[e.start : e.end], e.replacement, e.start - raw_start)
        for e in sorted(edits)
    ]
    if end < raw_end:
        removals.append(Removal(tail_kind, text[end:raw_end], "", end - raw_start))
    return tuple(removals) if removals else _NO_REMOVALS


class Candidate(NamedTuple):
    """What the rules made of one anchor: a DOI (``doi`` and ``removals``) or a ``reason``."""

    raw_start: int
    raw_end: int
    doi_end: int
    doi: str | None
    removals: tuple[Removal, ...]
    reason: str | None


_NO_REMOVALS: tuple[Removal, ...] = ()
_SIMPLE_WRAPPERS = tuple(SIMPLE_WRAPPERS)  # table order: longer forms before their tails
#: the simple wrappers by their last two characters, in table order (longest first)
_SIMPLE_BY_END: dict[str, tuple[str, ...]] = {}
for _wrapper in _SIMPLE_WRAPPERS:
    _SIMPLE_BY_END[_wrapper[-2:]] = (*_SIMPLE_BY_END.get(_wrapper[-2:], ()), _wrapper)
#: every ending that ``strip_url_tail`` may drop, lower case (a superset test for the fast path)
#: Where ``strip_url_tail`` may cut, besides a second "/" and a bioRxiv DOI: a file extension
#: (matched right after the last ".")
_FILE_ENDING_RE = re.compile(r"[a-z][a-z0-9+-]*\Z")
_FAST_SEPARATORS = frozenset(("/", "%2F", "%2f"))
_URL_STOP_RE = re.compile(r"[?#&<>'`]")
_TRIM_FREE = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")


_UNWRAP_REMOVALS = {w: Removal("unwrap", w, "", 0) for w in SIMPLE_WRAPPERS}
_TRIM_REMOVALS: dict[tuple[str, int], Removal] = {}
#: what the hot path leaves to the general rules: escapes, non-ASCII, and whatever may cut
_FAST_BLOCK_RE = re.compile(r"[%&\\\x80-\U0010ffff]|" + SPLIT_HINT_RE.pattern)
#: A superset of ``_FAST_BLOCK_RE`` that ``re`` searches much faster (one character set first):
#: anything but plain DOI characters, or a glued label's letter pair (``syntax.LABEL_PAIR_TAIL``).
_PLAIN_CHARACTERS = "".join(
    sorted(set(string.ascii_letters + string.digits + "._()/-") - set(LABEL_FIRST_LETTERS))
)
_MAY_BLOCK_RE = re.compile("[^" + re.escape(_PLAIN_CHARACTERS) + "]" + LABEL_PAIR_TAIL)


def _may_block(text: str, start: int, end: int) -> bool:
    """Whether ``text[start:end]`` may hold something the hot path leaves to the general rules."""
    return (
        _MAY_BLOCK_RE.search(text, start, end) is not None
        and _FAST_BLOCK_RE.search(text, start, end) is not None
    )


#: Builds a ``Hit`` (or another named tuple) from a tuple of all its fields at C speed
#: (``Hit(...)`` runs a Python ``__new__``).
_new_tuple = tuple.__new__


def _trim_removal(trimmed: str, offset: int) -> Removal:
    """A shared ``trim`` removal (values repeat endlessly: ``"."`` at offset 37...)."""
    key = (trimmed, offset)
    removal = _TRIM_REMOVALS.get(key)
    if removal is None:
        if len(_TRIM_REMOVALS) > 4096:
            _TRIM_REMOVALS.clear()
        removal = _TRIM_REMOVALS[key] = Removal("trim", trimmed, "", offset)
    return removal


_PLAIN_WORD_AT_RE = re.compile(r"[^\W\d_]+[.,;:!?]*(?=[\s\"|]|\Z)")


def _ends_sentence(text: str, end: int, char: str) -> bool:
    """A final "." before a space, or before a line that is blank or starts with a capital:
    the join rules never continue it (rules.join), so the hot path need not ask them."""
    if text[end - 1] != ".":
        return False
    i = end
    while i < len(text) and text[i] in " \t":
        i += 1
    if i > end and (i >= len(text) or text[i] not in "\r\n"):
        return True  # a space after a "." is never joined
    i += 2 if text.startswith("\r\n", i) else 1
    while i < len(text) and text[i] in LINE_INDENT:
        i += 1
    return (
        i >= len(text)
        or text[i] in "\r\n"
        or text[i].isupper()
        or _PLAIN_WORD_AT_RE.match(text, i) is not None  # prose: "the next ..."
    )


def _fast_hit(
    text: str,
    match: re.Match[str],
    lo: int,
    options: Options,
    base: int,
    location: Location,
) -> Hit | None:
    """The hot path: a DOI in the commonest shapes, decided with a few C-speed tests.

    Handles a DOI separated by ``/`` (or ``%2F``), with no wrapper or one of
    ``SIMPLE_WRAPPERS`` at a token boundary, ASCII only, nothing to cut, decode or fold but
    that separator, perhaps broken across lines or spaces (the join rules themselves decide).
    Returns the hit, or ``None`` whenever anything is less than plain, and then
    ``process_candidate`` (the general rules) decides. Both give the same result wherever this
    one answers (tests/properties check it on random text and on every corpus case).
    """
    sep_start, suffix_start = match.span(1)  # "sep" (a group number: faster than its name)
    slash = suffix_start - sep_start == 1 and text[sep_start] == "/"
    if not slash and text[sep_start:suffix_start] not in _FAST_SEPARATORS:
        return None
    anchor, raw_end = match.span()
    limit = anchor + options.max_doi_length
    if limit > len(text):  # noqa: PLR1730 (the hot path: a comparison costs less than min())
        limit = len(text)
    if raw_end >= limit:
        return None
    raw_start = anchor
    wrapper = ""
    is_url = False
    if anchor > lo:
        prev = text[anchor - 1]
        for wrapper in _SIMPLE_BY_END.get(text[anchor - 2 : anchor], ()):
            if text.endswith(wrapper, lo, anchor):
                break
        else:
            wrapper = ""
        if wrapper:
            raw_start = anchor - len(wrapper)
            if raw_start > lo:
                before = text[raw_start - 1]
                if before not in TOKEN_DELIMITERS or before in ",;":
                    return None  # (after "," or ";" maybe inside a URL's query: general rules)
            # inside a URL a raw ?, #, &, ', ` ends the DOI (SPEC §3): general rules
            is_url = SIMPLE_WRAPPERS[wrapper]
            if is_url and _URL_STOP_RE.search(text, anchor, raw_end):
                return None
        elif prev in " \t\r\n":
            # a gap: no wrapper unless what stands before it could end one (rules.unwrap)
            if anchor - 2 < lo:
                return None
            before = text[anchor - 2]
            if before in " \t\r\n" or before in WRAPPER_LAST_CHARS:
                return None
        elif prev not in TOKEN_DELIMITERS:
            return None  # a token before the anchor: the general rules decide
        if raw_start > lo:
            before = text[raw_start - 1]
            if before in CURRENCY or (
                before == " " and raw_start - 2 >= lo and text[raw_start - 2] in CURRENCY
            ):
                return None  # maybe a price (SPEC §2): the general rules name it
    joins: list[Edit] = []
    # the anchor's "join" group took part: a line or space break may follow (a superset of
    # what the join rules accept, so only then are they asked)
    if match.lastindex == ANCHOR_JOIN_GROUP:
        char = text[raw_end]
        if (text[raw_end - 1] in "/-_." and not _ends_sentence(text, raw_end, char)) or (
            starts_line_with_joiner(text, after_blanks(text, raw_end, limit), limit)
        ):
            # maybe a DOI broken by a line break or a space: the join rules decide (SPEC §5)
            raw_end, joins = read_extent(
                text,
                anchor,
                limit,
                is_url,
                "",
                options.join_lines,
                options.join_spaces,
                raw_end,  # (in a URL too: no "?#&'`" in the run, checked above)
            )
            if raw_end >= limit and limit < len(text):
                return None
            # (in a URL the joined run was read with the URL pattern: no ?, #, & in it; a
            # publisher tail at its end is caught below)
    last = text[raw_end - 1]
    if last in _TRIM_FREE:
        end = raw_end
    elif last in ".,;:" and text[raw_end - 2] in _TRIM_FREE:
        end = raw_end - 1  # one final punctuation mark: what trim_trailing would do
    elif (
        (last == ")" or (last in ".,;:" and text[raw_end - 2] == ")"))
        and text[raw_end - (2 if last == ")" else 3)] in _TRIM_FREE
        and text.find("(", anchor, raw_end) < 0
    ):
        # "(https://doi.org/10.1/x)." : a ")" that closes nothing in the DOI, perhaps with a
        # final mark after it, after a plain character: what trim_trailing would do
        end = raw_end - 1 if last == ")" else raw_end - 2
    else:
        if text.find("}{", anchor, raw_end) >= 0 or text.find("](", anchor, raw_end) >= 0:
            return None  # a closer before an opener may end the run (rules.join): general rules
        end = trim_trailing(text, anchor, raw_end)
    if end <= suffix_start:
        return None  # no suffix: the general rules name the rejection
    if slash and not joins:
        # one search covers the registrant (invisible characters) and the suffix; the quick
        # one (a superset, with a literal-set start) settles almost every DOI
        if _may_block(text, anchor + 3, end):
            return None  # something to cut, decode or fold
        if end - suffix_start > 1 and text[suffix_start + 1] == "/":
            return None  # a reserved suffix start (Z39.84-2005 4.3): the general rules
        doi = text[anchor:end]
        edits: list[Edit] = []
    else:
        if _may_block(text, suffix_start, end) or not text[anchor:sep_start].isascii():
            return None
        edits = []
        for edit in joins:  # (loops, not comprehensions: the compiled build has no closures)
            if edit.end <= end:
                edits.append(edit)
        if not slash:
            edits.insert(0, _new_tuple(Edit, (sep_start, suffix_start, "/", "percent-decode")))
        pieces: list[str] = []
        pos = anchor
        for edit in edits:
            pieces += (text[pos : edit.start], edit.replacement)
            pos = edit.end
        pieces.append(text[pos:end])
        doi = "".join(pieces)
        suffix = doi[doi.index("/") + 1 :]
        if not suffix or (len(suffix) > 1 and suffix[1] == "/"):
            return None  # a reserved suffix: the general rules name the rejection
    key = doi.lower()  # ASCII only on the fast path: lower() is the ASCII fold
    if (
        is_url
        and (
            key.count("/") > 1
            or _FILE_ENDING_RE.match(key, key.rfind(".") + 1)
            or key.startswith("10.1101/")
        )
        and strip_url_tail(key, 0, len(key))[1] is not None
    ):
        return None  # a publisher's path after the DOI (SPEC §3): the general rules cut it
    # a price was ruled out above; only an arithmetic look-alike is left (no wrapper)
    if (
        raw_start == anchor
        and doi[-1].isdigit()
        and _context_reason(text, raw_start, anchor, raw_end, doi, lo) is not None
    ):
        return None
    if edits:
        parts: list[Removal] = [_UNWRAP_REMOVALS[wrapper]] if wrapper else []
        for edit in edits:
            removed = text[edit.start : edit.end]
            offset = edit.start - raw_start
            parts.append(_new_tuple(Removal, (edit.kind, removed, edit.replacement, offset)))
        if end < raw_end:
            parts.append(_trim_removal(text[end:raw_end], end - raw_start))
        removals: tuple[Removal, ...] = tuple(parts)
    elif end < raw_end:
        trim = _trim_removal(text[end:raw_end], end - raw_start)
        removals = (_UNWRAP_REMOVALS[wrapper], trim) if wrapper else (trim,)
    else:
        removals = (_UNWRAP_REMOVALS[wrapper],) if wrapper else _NO_REMOVALS
    return _new_tuple(
        Hit,
        (
            doi,
            key,
            text[raw_start:raw_end],
            (base + raw_start, base + raw_end),
            (base + anchor, base + end),
            location,
            removals,
        ),
    )


_HEX = frozenset("0123456789abcdefABCDEF")
#: An encoded URL's "?", "#" or "&" (the DOI inside it had its own ones encoded twice).
_ENCODED_URL_END_RE = re.compile(r"%(?:3[fF]|23|26)")
#: A registrant that a number and "." before its "10." do not hide: 4+ digits, not a year.
_GLUED_REGISTRANT_RE = re.compile(r"(?!(?:19|20)[0-9]{2}/)[0-9]{4,}(?:\.[0-9]+)*/")


def _unemphasize(text: str, raw_start: int, anchor: int, end: int, lo: int) -> int:
    """Markdown emphasis around a DOI ("*10.1/x*", "__10.1/x__"): the same markers at its end
    are not part of it."""
    marker = text[raw_start - 1]
    i = raw_start - 1
    while i > lo and raw_start - i < 3 and text[i - 1] == marker:
        i -= 1
    n = raw_start - i
    if end - n > anchor and text[end - n : end] == marker * n:
        return trim_trailing(text, anchor, end - n)
    return end


def process_candidate(
    text: str, anchor: int, lo: int, hi: int, options: Options, plain_end: int = -1
) -> Candidate:
    """Run one anchor through the rules: unwrap, join, trim, decode, validate.

    Reads only ``text[lo:hi]``, and of that only ``LOOKBACK`` characters before the anchor
    and ``max_doi_length + 8`` after it (so a stream can decide with a bounded buffer). The
    common case (no escapes, no repair) allocates nothing but the result: this is the hot path.
    """
    if anchor > lo:
        prev = text[anchor - 1]
        if (
            "0" <= prev <= "9"
            # the last hex digit of a percent escape is no number ("DOI:%2210.1038/...")
            and not (anchor - 3 >= lo and text[anchor - 3] == "%" and text[anchor - 2] in _HEX)
        ) or (
            prev == "."
            and anchor - 1 > lo
            and "0" <= text[anchor - 2] <= "9"
            # "58.10.1038/...": a page range glued to a DOI by a lost space; a 3-digit octet
            # ("192.168.10.120/24") or a year ("15.10.2019/v2", a date) is no registrant
            and _GLUED_REGISTRANT_RE.match(text, anchor + 3) is None
        ):
            return Candidate(anchor, anchor + 3, anchor, None, (), "preceded-by-digit")
    wrapper = find_wrapper(text, anchor, lo)
    if wrapper is None:
        raw_start, is_url, is_urn = anchor, False, False
    else:
        raw_start, is_url, is_urn = wrapper.start, wrapper.is_url, wrapper.is_urn
    limit = min(hi, anchor + options.max_doi_length)
    raw_end, joins = read_extent(
        text,
        anchor,
        limit,
        is_url,
        options.field_separators,
        options.join_lines,
        options.join_spaces,
        -1 if is_url else plain_end,  # (the anchor's run does not stop at a URL's "?#&")
    )
    if raw_end >= limit and limit < len(text):
        return Candidate(raw_start, raw_end, raw_end, None, (), "too-long")
    if is_url and ENCODED_SCHEME_END in text[raw_start:anchor].lower():
        # a URL percent-encoded as a query value ("login?url=https%3A%2F%2Fdoi.org%2F10...
        # %3Fnoredirect"): its encoded "?", "#", "&" end the DOI as raw ones do (SPEC §3)
        stop = _ENCODED_URL_END_RE.search(text, anchor, raw_end)
        if stop is not None:
            raw_end = stop.start()
    end = trim_trailing(text, anchor, raw_end)
    if raw_start > lo and text[raw_start - 1] in "*_":
        end = _unemphasize(text, raw_start, anchor, end, lo)
    edits: list[Edit] = list(wrapper.edits) if wrapper is not None else []
    if joins:
        edits.extend(joins)
    if is_urn:
        # Handbook 2.6.3: the first ":" after the prefix stands for "/"
        i = anchor + 3
        while i < end and ("0" <= text[i] <= "9" or text[i] == "."):
            i += 1
        if i < end and text[i] == ":":
            edits.append(Edit(i, i + 1, "/", "urn-colon"))
    body = text[anchor:end]
    if (not body.isascii() or "%" in body or "&" in body or "\\" in body) and DECODE_RE.search(
        text, anchor, end
    ):
        decoded, cut = decode_span(text, anchor, end, is_url)
        if cut < end:
            end = trim_trailing(text, anchor, cut)
        elif text[end - 3 : end].upper() == "%22" and text[anchor - 3 : anchor].upper() == "%22":
            # quoted in an encoded query ("DOI:%2210.1/x%22"): the closing quote is not the
            # DOI's (a %22 inside one is: the Handbook's "10.1006/rwei.1999%22.0001", 2.5.2.2)
            end -= 3
        edits.extend(decoded)
    edits = [e for e in edits if e.end <= end]
    doi = _assemble(text, anchor, end, edits)
    tail_kind = "trim"
    if is_url:
        # A publisher's path after the DOI (SPEC §3), recognised on the decoded DOI (so after
        # a "%2F" or a repaired line break too) and dropped where the raw text spells it out.
        kept, tail = strip_url_tail(doi, 0, len(doi))
        cut_len = len(doi) - kept
        if tail is not None and text[end - cut_len : end].lower() == doi[kept:].lower():
            tail_kind = "unwrap-tail"
            end = trim_trailing(text, anchor, end - cut_len)
            edits = [e for e in edits if e.end <= end]
            doi = _assemble(text, anchor, end, edits)
    removals = _removals(text, raw_start, raw_end, end, edits, tail_kind)
    reason = rejection_reason(doi)
    if reason is None:
        reason = _context_reason(text, raw_start, anchor, raw_end, doi, lo)
    if reason is not None:
        return Candidate(raw_start, raw_end, end, None, (), reason)
    return Candidate(raw_start, raw_end, end, doi, removals, None)


def _unfold(item: Hit | Rejection, text: str, folded: str, base: int) -> Hit | Rejection:
    """Map a result found in the full-width-folded copy back onto the original text: the raw
    text is the original's, and each folded character is a ``fold`` removal (SPEC §4)."""
    raw_start, raw_end = item.span[0] - base, item.span[1] - base
    raw = text[raw_start:raw_end]
    if isinstance(item, Rejection):
        return Rejection(raw, item.span, item.reason, item.location)
    covered: set[int] = set()
    removals = []
    for removal in item.removals:
        start = raw_start + removal.start
        end = start + len(removal.text)
        covered.update(range(start, end))
        removals.append(removal._replace(text=text[start:end]))
    for i in range(item.doi_span[0] - base, item.doi_span[1] - base):
        if i not in covered and text[i] != folded[i]:
            removals.append(Removal("fold", text[i], folded[i], i - raw_start))
    removals.sort(key=lambda r: r.start)
    return item._replace(raw=raw, removals=tuple(removals))


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
) -> Generator[Hit | Rejection, None, tuple[int, bool]]:
    """Yield the hits (and with ``explain`` the rejections) of anchors in ``text[start:]``.

    ``base`` is added to every offset (the buffer's place in a stream); ``lo``/``hi`` bound what
    a candidate may read; anchors after ``until`` are left for later (a stream waits for more
    text). Returns ``(resume, blocked)``: where the next search must start, and whether an
    anchor was left for later. ``fast=False`` sends every candidate through the general rules
    (tests compare both).
    """
    # decided on the whole text, look-back included: a stream's buffer must fold exactly where
    # the whole text would (folding only matters inside a candidate's window)
    anchor_re = ANCHOR_RE
    scanned = text
    if text.isascii():
        anchor_re = ANCHOR_ASCII_RE  # no invisible character can occur: the lighter pattern
    elif FULLWIDTH_RE.search(text) is not None:
        # full-width forms fold one to one onto ASCII: scan the folded copy, report the original
        scanned = text.translate(FULLWIDTH_FOLD)
    scan = _scan(scanned, anchor_re, location, options, base, lo, hi, start, until, explain, fast)
    # (a plain function returning the generator: one generator layer less per hit)
    return scan if scanned is text else _unfolding(scan, text, scanned, base)


def _unfolding(
    scan: Generator[Hit | Rejection, None, tuple[int, bool]], text: str, folded: str, base: int
) -> Generator[Hit | Rejection, None, tuple[int, bool]]:
    """What ``scan`` finds in the full-width-folded copy of ``text``, reported on ``text``."""
    while True:
        try:
            item = next(scan)
        except StopIteration as stop:
            result: tuple[int, bool] = stop.value
            return result
        yield _unfold(item, text, folded, base)


def _scan(
    text: str,
    anchor_re: re.Pattern[str],
    location: Location | None,
    options: Options | None,
    base: int,
    lo: int,
    hi: int | None,
    start: int,
    until: int | None,
    explain: bool,
    fast: bool,
) -> Generator[Hit | Rejection, None, tuple[int, bool]]:
    """``scan_text`` on text without full-width forms."""
    options = options or DEFAULT_OPTIONS
    location = location or Location()
    hi = len(text) if hi is None else hi
    search = anchor_re.search
    fast = fast and not options.field_separators
    reader = Reader()  # the readings of ambiguous text (SPEC §5)
    pos = start
    while (match := search(text, pos)) is not None:
        anchor = match.start()
        if until is not None and anchor > until:
            return anchor, True
        if fast and (hit := _fast_hit(text, match, lo, options, base, location)) is not None:
            hit = reader.reread(hit, text, base, hi, anchor + options.max_doi_length)
            pos = hit.span[1] - base
            yield hit
            continue
        # the anchor regex took the plain run too, unless it matched a line-broken prefix
        plain_end = match.end() if match.start(1) >= 0 else -1
        cand = process_candidate(text, anchor, lo, hi, options, plain_end)
        span = (base + cand.raw_start, base + cand.raw_end)
        if cand.doi is None:
            pos = anchor + 1  # a rejected candidate may hide a DOI inside it
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
        hit = reader.reread(hit, text, base, hi, anchor + options.max_doi_length)
        pos = hit.span[1] - base
        yield hit
    return pos, False


def scan_stream(
    stream: TextIO,
    location: Location | None = None,
    options: Options | None = None,
    *,
    explain: bool = False,
    fast: bool = True,
) -> Iterator[Hit | Rejection]:
    """Scan a text stream chunk by chunk with bounded memory; same hits as ``scan_text`` on
    the whole text, whatever ``options.chunk_size``."""
    options = options or DEFAULT_OPTIONS
    need = options.max_doi_length + _LOOKAHEAD_EXTRA
    chunk_size = max(1, options.chunk_size)
    buffer = ""
    base = 0  # offset of buffer[0] in the stream
    scan_from = 0  # buffer offset where the next anchor search starts
    eof = False
    while not eof:
        chunk = stream.read(chunk_size)
        if not chunk:
            eof = True
        else:
            buffer += chunk
            if len(buffer) - scan_from < need + 3:
                continue  # not enough text yet to decide anything
        # A candidate is decided only when the window it may read is all here (or at EOF).
        until = None if eof else len(buffer) - need
        resume, blocked = yield from scan_text(
            buffer,
            location,
            options,
            base=base,
            start=scan_from,
            until=until,
            explain=explain,
            fast=fast,
        )
        if eof:
            break
        # Anchors before len(buffer) - need were all decided (a registrant longer than that
        # would be too long anyway); keep LOOKBACK characters before the next search start.
        next_from = resume if blocked else max(len(buffer) - need, resume)
        keep_from = max(0, min(next_from, len(buffer)) - LOOKBACK - 2)
        buffer = buffer[keep_from:]
        base += keep_from
        scan_from = next_from - keep_from
