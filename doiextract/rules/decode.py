"""Decoding: escapes once, invisible characters out, look-alikes folded (the ``decode`` step).

Takes the raw run of a candidate (after trimming); returns the decoded DOI, the edits, and where
the DOI must end early (a decoded control character ends it, SPEC §4). Applies, in one pass:

- ``%XX`` decoded exactly once (IDF special-characters page, spec/003: ``%`` always starts an
  escape); a run of escapes is UTF-8 decoded, so ``%C3%A9`` gives ``é``; ``%252F`` gives a literal
  ``%2F``; invalid escapes and invalid UTF-8 stay literal.
- HTML character references (``&amp;``, ``&#x2F;``), JSON ``\\/`` and ``\\u002F``, LaTeX ``\\_``.
- U+00AD, U+200B-U+200D, U+2060, U+FEFF removed; Latin ligatures and full-width forms folded by
  NFKC; typographic hyphens U+2010-U+2013 and U+2212 become ``-`` (Handbook 2.6.4). Only raw
  characters are folded: a percent-encoded look-alike is deliberate and kept.

The ``urn_colon`` step before it reads a URN's first ``:`` after the prefix as the ``/``
(Handbook 2.6.3).

Won't: trim or validate.
"""

from __future__ import annotations

import html
import re
import unicodedata

from doiextract.model import Edit
from doiextract.rules.state import CandidateState
from doiextract.syntax import CONTROL_RE, DECODE_RE, INVISIBLE, TYPOGRAPHIC_HYPHENS

__all__ = ["decode", "decode_span", "percent_decode_run", "urn_colon"]

_ESCAPE_RE = re.compile(r"%[0-9A-Fa-f]{2}")


def percent_decode_run(run: str) -> list[tuple[int, int, str]]:
    """Decode a run of ``%XX`` escapes as UTF-8; returns ``(start, end, text)`` pieces of the
    run that decode. Bytes that do not form valid UTF-8 are left out (they stay literal).

    >>> percent_decode_run("%2F%C3%A9%zz")
    [(0, 3, '/'), (3, 9, 'é')]
    """
    # an invalid escape ("%zz", a lone "%") counts as byte 0xFF, which no UTF-8 sequence holds:
    # it and its neighbours stay literal (SPEC §4)
    data = bytes(
        int(run[i + 1 : i + 3], 16) if _ESCAPE_RE.fullmatch(run, i, i + 3) else 0xFF
        for i in range(0, len(run) - 2, 3)
    )
    pieces: list[tuple[int, int, str]] = []
    i = 0
    while i < len(data):
        byte = data[i]
        if byte < 0x80:
            size = 1
        elif 0xC2 <= byte <= 0xDF:
            size = 2
        elif 0xE0 <= byte <= 0xEF:
            size = 3
        elif 0xF0 <= byte <= 0xF4:
            size = 4
        else:
            i += 1
            continue
        try:
            char = data[i : i + size].decode("utf-8")
        except UnicodeDecodeError:
            i += 1
            continue
        pieces.append((3 * i, 3 * (i + size), char))
        i += size
    return pieces


def _decode_match(kind: str, token: str) -> str | None:
    if kind == "entity":
        value = html.unescape(token)
        return value if value != token else None
    if kind == "json":
        if token == "\\/":
            return "/"
        code = int(token[2:], 16)
        return None if 0xD800 <= code <= 0xDFFF else chr(code)
    if kind == "latex":
        return token[1]
    # a single raw character
    if token in INVISIBLE:
        return ""
    if token in TYPOGRAPHIC_HYPHENS:
        return "-"
    return unicodedata.normalize("NFKC", token)


_KIND_NAMES = {"entity": "entity", "json": "json-escape", "latex": "latex-escape"}


def _edit_kind(kind: str, token: str) -> str:
    """The removal kind of a decoded ``DECODE_RE`` match."""
    if kind != "char":
        return _KIND_NAMES[kind]
    if token in INVISIBLE:
        return "invisible"
    return "hyphen" if token in TYPOGRAPHIC_HYPHENS else "fold"


def decode_span(text: str, start: int, end: int, is_url: bool = False) -> tuple[list[Edit], int]:
    """Decode ``text[start:end]``; returns ``(edits, end)`` where ``end`` may come earlier when
    a decoded control character or an entity-encoded space ends the DOI, or decoded spaces
    trail it (SPEC §4)."""
    edits: list[Edit] = []
    for match in DECODE_RE.finditer(text, start, end):
        kind = match.lastgroup or "char"
        token = match.group()
        if kind == "pct":
            base = match.start()
            for piece_start, piece_end, value in percent_decode_run(token):
                if CONTROL_RE.match(value):
                    return edits, base + piece_start
                edits.append(Edit(base + piece_start, base + piece_end, value, "percent-decode"))
            continue
        decoded = _decode_match(kind, token)
        if decoded is None:
            continue
        value = decoded
        if CONTROL_RE.search(value):
            return edits, match.start()
        if is_url and kind in ("entity", "json") and value in ("&", "?", "#"):
            # a JSON-escaped "\u0026" in a URL is the URL's raw "&": it ends the DOI (SPEC §3)
            return edits, match.start()
        if kind == "entity" and value.isspace():
            # "&nbsp;" in HTML text is a space, and whitespace ends a DOI (SPEC §4)
            return edits, match.start()
        if kind in ("entity", "json") and value in INVISIBLE:
            value = ""  # "&shy;", "&#8203;": removed like the characters themselves
        edits.append(Edit(match.start(), match.end(), value, _edit_kind(kind, token)))
    # A DOI never ends in whitespace: a trailing "%20" is the end of a URL, not of the DOI
    while edits and edits[-1].end == end and edits[-1].replacement.isspace():
        end = edits.pop().start
    return edits, end


def urn_colon(state: CandidateState) -> CandidateState:
    """Step: in a URN (Handbook 2.6.3) the first ``:`` after the prefix stands for ``/``."""
    if state.is_urn:
        text, end = state.text, state.end
        i = state.anchor + 3
        while i < end and ("0" <= text[i] <= "9" or text[i] == "."):
            i += 1
        if i < end and text[i] == ":":
            state.edits.append(Edit(i, i + 1, "/", "urn-colon"))
    return state


def _decode_between_joins(state: CandidateState, end: int) -> tuple[list[Edit], int]:
    """``decode_span`` of the candidate, but not of the gaps its joins removed (a column's
    gutter may hold the other column's words, "83–99": not the DOI's)."""
    gaps = sorted((e.start, e.end) for e in state.edits if e.kind in ("join-line", "join-space"))
    if not gaps:
        return decode_span(state.text, state.anchor, end, state.is_url)
    edits: list[Edit] = []
    start = state.anchor
    for gap_start, gap_end in [*gaps, (end, end)]:
        if gap_start < start:
            continue
        piece, cut = decode_span(state.text, start, min(gap_start, end), state.is_url)
        edits += piece
        if cut < min(gap_start, end):
            return edits, cut
        start = gap_end
    return edits, end


def decode(state: CandidateState) -> CandidateState:
    """Step: decode the candidate (``decode_span``); a decoded control character or space
    cuts it, and so does the encoded quote that closes one opened by ``%22`` before it."""
    text, anchor, end = state.text, state.anchor, state.end
    body = text[anchor:end]
    if (
        body.isascii() and "%" not in body and "&" not in body and "\\" not in body
    ) or DECODE_RE.search(text, anchor, end) is None:
        return state  # nothing to decode: the common case
    decoded, cut = _decode_between_joins(state, end)
    if cut < end:
        state.end = cut
    elif text[end - 3 : end].upper() == "%22" and text[anchor - 3 : anchor].upper() == "%22":
        # quoted in an encoded query ("DOI:%2210.1/x%22"): the closing quote is not the
        # DOI's (a %22 inside one is: the Handbook's "10.1006/rwei.1999%22.0001", 2.5.2.2)
        state.end = end - 3
    state.edits.extend(decoded)
    return state
