"""Links printed with their break opportunities one character late (issue #9, SPEC §5: spaces
from PDF extraction).

Springer's links carry a zero-width space after each ``/``, ``.`` and ``-`` and after every 5
letters of a long run; pdfplumber, pdfminer-based tools and ``pdftotext`` print each as a space
one character off, with or without the zero-width space ("https://d oi.o rg/1 0.1 007/s
00125-0 11-2 207-4"). No "10" is printed: the anchor regexes take the "1 0." as an alternative
of their own (``syntax.SPACED_OFF_ANCHOR``); ``spaced_off`` finds the blanks such a link adds,
and the scanner (``scan._spaced_off_hit``) reads the link with them removed, its hit mapped
back onto the original text by the ordinary steps.

Not a stable API: import from ``doiextract`` instead.
"""

from __future__ import annotations

import re

from doiextract.rules.join import _visible_end
from doiextract.syntax import (
    LIST_NUMBER_RE,
    SPACED_OFF_AFTER,
    SPACED_OFF_BEFORE,
    SPACED_OFF_BREAKS,
    SPACED_OFF_CHUNK,
    ZERO_WIDTH,
)

__all__ = ["spaced_off"]


#: Where a link printed with its breaks one character late may start before its "1 0.": its
#: wrapper ("https://d oi.o rg/", "doi.o rg/"), read with the same rule as the rest.
_SPACED_OFF_START_RE = re.compile(r"https?:|doi", re.IGNORECASE)


def spaced_off(text: str, anchor: int, lo: int, hi: int) -> tuple[int, list[int], int] | None:
    """The blanks a link printed with its break opportunities one character late adds, where
    ``text[anchor:]`` is its "1 0." (``syntax.SPACED_OFF_ANCHOR``): ``(start, blanks, end)``,
    the link read from ``start`` (its wrapper, else the word of its "1"), the offsets of the
    characters to remove (each such space and every zero-width character) and where it ends;
    ``None`` where the "1" stands after no break (a "1 0.5" in prose). SPEC §5 (spaces from PDF
    extraction), issue #9.

    A space is such a blank where the characters since the last one (the "chunk") end one
    character after a break character (``/``, ``.``, ``-``: "o rg/1 0.1 007/s"), or are
    ``SPACED_OFF_CHUNK`` letters or digits after such a blank (the break inside a long run:
    "p hysre v.0 0022.2 003"), and the next word reads as the link's next part
    (``_SPACED_OFF_PART_RE``; no list number: "08767 40. Hugill A"). A
    space right after a break character is none: that is another column's word beside the
    link (pdfplumber prints two columns' lines as one). The link goes on across a line break
    after a break character; it ends at any other blank or line break.
    Reads ``SPACED_OFF_BEFORE`` characters before ``anchor`` and ``SPACED_OFF_AFTER`` after,
    within ``[lo, hi)``: a bounded window.

    >>> text = "x https://d oi.o rg/1 0.1 186/s 13023-0 16-0 547-3 y"
    >>> start, blanks, end = spaced_off(text, text.index("1 0."), 0, len(text))
    >>> text[start:end], "".join(c for i, c in enumerate(text[start:end], start) if i not in blanks)
    ('https://d oi.o rg/1 0.1 186/s 13023-0 16-0 547-3', 'https://doi.org/10.1186/s13023-016-0547-3')
    >>> spaced_off("p = 1 0.5", 4, 0, 9) is None
    True
    """
    before = _visible_end(text[max(lo, anchor - 2) : anchor])
    if not before or before[-1] not in SPACED_OFF_BREAKS:
        return None
    first = max(lo, anchor - SPACED_OFF_BEFORE)
    word = max(text.rfind(" ", first, anchor), text.rfind("\n", first, anchor)) + 1
    starts = [m.start() for m in _SPACED_OFF_START_RE.finditer(text, first, anchor)]
    limit = min(hi, anchor + SPACED_OFF_AFTER)
    for start in [*starts, max(word, first)]:
        blanks, end = _spaced_off_run(text, start, limit)
        if end > anchor + 2 and blanks and blanks[-1] > anchor:
            return start, blanks, end
    return None


#: The next part of such a link after a blank: a word with a digit or a break character
#: inside ("oi.o", "0.1", "00125-0"), one ending in a break character at its line's end
#: ("nas.", a line break next), or ``SPACED_OFF_CHUNK`` letters ("hysre", the break inside a
#: long run), each perhaps with its zero-width space; a prose word ("y", "in", "Hugill") is
#: none. Read at most 24 characters.
_SPACED_OFF_PART_RE = re.compile(
    r"[^\s]*(?:[0-9]|[/.-]\u200b?[^\s])[^\s]*|[^\s]*[/.-]\u200b?(?=\r?\n)|[A-Za-z0-9]{"
    + str(SPACED_OFF_CHUNK)
    + r"}\u200b?(?![^\s])"
)


def _spaced_off_part(text: str, start: int, limit: int) -> bool:
    """Whether the word at ``start`` reads as the next part of a link printed with its breaks
    one character late (``_SPACED_OFF_PART_RE``) and is no list number ("40.")."""
    end = min(limit, start + 24)
    part = _SPACED_OFF_PART_RE.match(text, start, end)
    return part is not None and LIST_NUMBER_RE.match(part.group()) is None


def _spaced_off_run(text: str, start: int, limit: int) -> tuple[list[int], int]:
    """The blanks of ``spaced_off``'s rule in ``text[start:limit]``, and where the run ends."""
    blanks: list[int] = []
    tail = ""  # the last two visible characters of the chunk (since the last blank removed)
    length = 0  # the chunk's length, and whether it is all letters or digits after a blank
    run = False
    i = start
    while i < limit:
        char = text[i]
        if char in ZERO_WIDTH:
            blanks.append(i)
        elif char == " ":
            if (
                i + 1 >= limit
                or text[i + 1].isspace()
                or not (
                    (len(tail) == 2 and tail[0] in SPACED_OFF_BREAKS)
                    or (run and length == SPACED_OFF_CHUNK)
                )
                or not _spaced_off_part(text, i + 1, limit)
            ):
                break
            blanks.append(i)
            tail, length, run = "", 0, True
        elif char in "\r\n":
            at = i + 2 if text.startswith("\r\n", i) else i + 1
            if not tail or tail[-1] not in SPACED_OFF_BREAKS or at >= limit or text[at].isspace():
                break
            tail, length, run, i = "", 0, False, at
            continue
        elif char.isspace():
            break
        else:
            tail = tail[-1:] + char
            length += 1
            run = run and char.isalnum()
        i += 1
    return blanks, i
