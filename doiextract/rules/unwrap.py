"""Unwrapping: the wrapper in front of a ``10.`` anchor (SPEC §3; Handbook 2.6, 3.8).

Takes the text and the anchor offset; returns a :class:`Wrapper`: where the raw match starts,
whether the candidate sits inside a URL (then ``?``, ``#`` and ``&`` end it, SPEC §3) or a URN
(the first ``:`` after the prefix stands for ``/``, Handbook 2.6.3), and the edits that remove the
wrapper. The URL spellings are matched at once by a pyahocorasick automaton run at C speed on
the token before the anchor only (at most ``LOOKBACK`` characters), never on the whole text (the
hot path stays a C-speed ``re`` search); a label must end the token, so only its last few
characters are compared with the label spellings: the Python-level work per anchor does not grow
with the token (a run of glued ``urn:doi:`` labels). Also strips publisher URL parts after the
DOI (``strip_url_tail``).

Its steps in ``rules.STEPS``: ``unwrap`` (the wrapper), ``encoded_url_end`` (the end of a URL
that is itself percent-encoded in a query value) and ``url_tail`` (a publisher's path).

Won't: decode or validate anything.
"""

from __future__ import annotations

import functools
import re
from typing import NamedTuple

import ahocorasick

from doiextract.model import Edit
from doiextract.registrants import suffix_complete
from doiextract.rules.state import CandidateState
from doiextract.syntax import (
    BIORXIV_VERSION_RE,
    ENCODED_SCHEME_END,
    ENCODED_URL_END_RE,
    LABEL_KINDS,
    QUERY_PARAMETER_RE,
    SCHEMELESS_URL_RE,
    TOKEN_DELIMITERS,
    URL_BROKEN_LAST,
    URL_FILE_TAIL_RE,
    URL_KINDS,
    URL_SEGMENT_CUT_RE,
    URL_SLUG_TAIL_RE,
    URL_TAILS,
    VERSION_TAIL_RE,
    WRAPPER_LAST_CHARS,
    WRAPPER_PATTERNS,
)

__all__ = [
    "LOOKBACK",
    "Wrapper",
    "encoded_url_end",
    "find_wrapper",
    "strip_url_tail",
    "unwrap",
    "url_tail",
    "wrapper_context",
]

#: How far before an anchor a wrapper may start (a proxy-rewritten URL prefix fits easily).
LOOKBACK = 256


#: The kinds of URL pattern that can start a URL (``_url_start``): a ``path`` alone never does.
_URL_START_KINDS = tuple(sorted(URL_KINDS - {"path"}))


def _build_automaton() -> ahocorasick.Automaton:
    """The URL patterns that can start a URL, matched anywhere in the token."""
    automaton = ahocorasick.Automaton()
    for pattern, kind in WRAPPER_PATTERNS.items():
        if kind in _URL_START_KINDS:
            automaton.add_word(pattern, (_URL_START_KINDS.index(kind), len(pattern)))
    automaton.make_automaton()
    return automaton


_AUTOMATON = _build_automaton()
#: The label patterns (lower case) with their kind, longest first: a label must end the token,
#: so only the token's last few characters are ever compared with them.
_LABELS: tuple[tuple[str, str], ...] = tuple(
    sorted(
        ((p, kind) for p, kind in WRAPPER_PATTERNS.items() if kind in LABEL_KINDS),
        key=lambda item: -len(item[0]),
    )
)
#: The token's end that holds any label and the character before it (``_label_start``).
_LABEL_TAIL = len(_LABELS[0][0]) + 1
#: The longest URL start pattern; and the shortest URN label (what a URN token ends with).
_URL_PATTERN_MAX = max(len(p) for p, kind in WRAPPER_PATTERNS.items() if kind in _URL_START_KINDS)
_URN_LEN = min(len(p) for p, kind in WRAPPER_PATTERNS.items() if kind == "urn")


class Wrapper(NamedTuple):
    """The wrapper before an anchor: where the raw match starts, its context (URL, URN) and
    the edits that remove it."""

    start: int
    is_url: bool
    is_urn: bool
    edits: tuple[Edit, ...]


_TOKEN_REVERSED_RE = re.compile(
    "[^" + "".join(sorted(TOKEN_DELIMITERS)).replace("]", r"\]").replace("[", r"\[") + "]*"
)


def _token_start(text: str, end: int, lo: int) -> int:
    """Start of the run of non-delimiter characters that ends at ``end`` (not before ``lo``).

    Matches a regex on the reversed window: C speed, where a character loop is not."""
    window = text[lo:end][::-1]
    return end - _TOKEN_REVERSED_RE.match(window).end()  # type: ignore[union-attr]


_DELIMITER_RE = re.compile(
    "[" + "".join(sorted(TOKEN_DELIMITERS)).replace("]", r"\]").replace("[", r"\[") + "]"
)


class TokenRun:
    """``_token_start`` and ``_classify`` for the anchors of one text in order, told from the
    token found for the anchor before where no delimiter stands between the two (a run of glued
    URNs: each anchor's token is the whole run back to ``LOOKBACK``, which ``_token_start``
    would read back over and ``_classify`` read through from each anchor); the same answers."""

    __slots__ = ("_end", "_start", "_urn_at", "_urn_from", "_whole")

    def __init__(self) -> None:
        # text[_start:_end] holds no delimiter; _whole: _start is where its token starts (a
        # delimiter before it, or the text's start), else it is only a bound that was looked to
        self._start = self._end = -1
        self._whole = False
        # text[_urn_from:_urn_at]: an ASCII token in that stretch that _classify found to end
        # with a URN label and hold no URL start or query parameter (-1: none)
        self._urn_from = self._urn_at = -1

    def classified(self, text: str, end: int, lo: int) -> tuple[int, _Classified | None]:
        """``(start, _classify(text[start:end]))``, ``start`` being ``_token_start(text, end,
        lo)``. A token that grows from one seen clean (ASCII, a URN label at its end, no URL
        start, no query parameter) is clean where what it gained holds no ``=`` (which every
        query parameter ends with; the label holds none), is ASCII, and no URL start pattern
        ends in it: only the label at its end is looked for (``_label_start``)."""
        urn_at, urn_from = self._urn_at, self._urn_from
        start = self.token_start(text, end, lo)
        if urn_at >= 0 and urn_at == self._urn_at and urn_from <= start <= urn_at - _URN_LEN:
            gained = text[urn_at:end]
            # (conditional expressions: a call of max() costs more, at every anchor of the run)
            window = urn_at - _URL_PATTERN_MAX
            window = start if start > window else window
            if (
                gained.isascii()
                and "=" not in gained
                and next(_AUTOMATON.iter(text[window:end].lower()), None) is None
            ):
                tail_from = end - _LABEL_TAIL
                tail_from = start if start > tail_from else tail_from
                label_start, is_urn = _label_start(text[tail_from:end].lower())
                if is_urn:
                    self._urn_from, self._urn_at = start, end
                    return start, (tail_from - start + label_start, False, True, True)
        token = text[start:end]
        found = _classify(token)
        self._urn_at = -1
        if found is not None and not found[1] and found[2] and found[3] and token.isascii():
            self._urn_from, self._urn_at = start, end
        return start, found

    def token_start(self, text: str, end: int, lo: int) -> int:
        """``_token_start(text, end, lo)``."""
        if (
            0 <= self._end <= end
            and (self._whole or self._start <= lo)
            and _DELIMITER_RE.search(text, self._end, end) is None
        ):
            self._end = end
            return lo if lo > self._start else self._start
        start = _token_start(text, end, lo)
        self._start, self._end = start, end
        self._whole = start == 0 or text[start - 1] in TOKEN_DELIMITERS
        self._urn_at = -1  # (another stretch: a clean token seen is no part of it)
        return start


def _whitespace_before(text: str, end: int, lo: int) -> tuple[int, bool] | None:
    """The whitespace run ending at ``end`` if it is one space or one line break (plus
    indentation); returns (start, is_line_break), or None (blank line, longer gap)."""
    i = end
    if i > lo and text[i - 1] in " \t":
        # (a run of spaces or tabs skipped at C speed: every anchor of a token after a long
        # run looks back over it; ``lo`` is at most ``LOOKBACK`` before the anchor)
        i = lo + len(text[lo:end].rstrip(" \t"))
    if i > lo and text[i - 1] == "\n":
        i -= 1
        if i > lo and text[i - 1] == "\r":
            i -= 1
        if i > lo and text[i - 1] in "\r\n":
            return None  # a blank line is never joined (SPEC §5)
        if i > lo and text[i - 1] in " \t":
            # the line's own trailing blanks: PDF text keeps a space before its line breaks
            # ("https://www.biorxiv.org/ " + break + "content/10.1101/...", issue #9)
            i = lo + len(text[lo:i].rstrip(" \t"))
            if i > lo and text[i - 1] in "\r\n":
                return None  # (a line of blanks: a blank line)
        return i, True
    if end - i == 1:
        return i, False
    return None


_NON_SPACE_RE = re.compile(r"\S*")


def _in_query_string(text: str, end: int, lo: int) -> bool:
    """Whether ``text[:end]`` ends inside a URL's query string: the run of non-space
    characters before ``end`` holds a ``?name=`` or ``&name=``."""
    run = _NON_SPACE_RE.match(text[lo:end][::-1]).end()  # type: ignore[union-attr]
    return QUERY_PARAMETER_RE.search(text, end - run, end) is not None


#: What ``_classify`` makes of a token: (offset of the wrapper, is_url, is_urn, is_label).
_Classified = tuple[int, bool, bool, bool]


@functools.lru_cache(maxsize=4096)
def _classify(token: str) -> _Classified | None:
    """Where the wrapper starts in ``token`` and what it is: (offset, is_url, is_urn,
    is_label).

    ``None`` when the token carries no wrapper. The token ends right before the anchor."""
    lower = token.lower()
    url_start, label_start, is_urn = _wrapper_starts(lower)
    if url_start < 0 and label_start < 0 and lower.startswith("/") and lower.count("/") >= 2:
        # a relative URL path ("/content/10.1101/..." in an href): URL rules apply (SPEC §3)
        return 0, True, False, False
    if url_start < 0 and label_start < 0 and SCHEMELESS_URL_RE.match(lower):
        # a URL printed without its scheme ("example.com/10.1086/378695?uid=..."): URL rules
        # apply, as for a relative path (SPEC §3)
        return 0, True, False, False
    if url_start < 0 and label_start >= 0 and QUERY_PARAMETER_RE.search(lower, 0, label_start):
        # a query string without its URL ("...&rft_id=info%3Adoi%2F10..." in a COinS title):
        # "&" still ends the DOI there (SPEC §3)
        return label_start, True, is_urn, True
    if url_start >= 0:
        return url_start, True, is_urn, False
    if label_start >= 0:
        return label_start, False, is_urn, True
    return None


def _wrapper_starts(lower: str) -> tuple[int, int, bool]:
    """The first URL start and the first label start (``-1``: none) in the lower-case token,
    and whether that label is a URN's.

    The automaton holds only the patterns that can start a URL, so a token without one (a run
    of labels glued together: ``urn:doi:10.1000:urn:doi:``...) hands it nothing to loop over,
    and each match it hands over costs one comparison: only the first match of each kind is
    walked back from (``_url_start``). A label is looked for at the token's end only."""
    n = len(lower)
    firsts = [n] * len(_URL_START_KINDS)  # where the first match of each kind starts
    for end, (index, length) in _AUTOMATON.iter(lower):  # (index: of its kind)
        if end + 1 - length < firsts[index]:  # noqa: PLR1730 (per match: cheaper than min())
            firsts[index] = end + 1 - length
    url_start = -1
    for kind, first in zip(_URL_START_KINDS, firsts, strict=True):
        if first < n:
            # (a later match of the same kind walks back to the same start or a later one:
            # the run of URL characters before it is the first's, or one after it)
            start = _url_start(lower, kind, first)
            if url_start < 0 or start < url_start:
                url_start = start
    label_start, is_urn = _label_start(lower)
    return url_start, label_start, is_urn


def _label_start(lower: str) -> tuple[int, bool]:
    """Where the longest label that ends the token starts (``-1``: none), and whether it is a
    URN's; a label must start the token or follow a non-letter ("pseudoi" is no label)."""
    n = len(lower)
    for pattern, kind in _LABELS:  # longest first: the first that fits starts first
        if lower.endswith(pattern):
            start = n - len(pattern)
            if start == 0 or not lower[start - 1].isalpha():
                return start, kind == "urn"
    return -1, False


#: What ``_url_start`` walks back over before a scheme (its name, RFC 3986 3.1) or a host (the
#: rest of a host name before the match: doi-org.<proxy>, dx.), matched at C speed on the
#: reversed token: letters and digits (``str.isalnum``: ``[^\W_]``) and these marks.
_WALK_BACK_RE = {
    "scheme": re.compile(r"(?:[^\W_]|[+.\-])*"),
    "host": re.compile(r"(?:[^\W_]|[.\-])*"),
}


#: The schemes a DOI link is written with (Handbook 3.8; SPEC §3): a run of scheme characters
#: that ends with one of these is that scheme alone. What is glued before it (a word whose space
#: PDF extraction lost, SPEC §5 "Readings"; the "10." of a number, as in "10.https://doi.org/...")
#: is no part of the URL; the scanner and ``clean`` read it back as written.
_LINK_SCHEMES = ("https", "http")
#: A scheme name starts with a letter (RFC 3986 3.1): digits and marks before it are not its.
_SCHEME_FIRST_RE = re.compile("[a-z]")


def _url_start(lower: str, kind: str, start: int) -> int:
    """Where the URL that a ``kind`` pattern (not a ``path``) at ``start`` belongs to
    starts."""
    if kind == "query":
        # a query string without its URL ("rft_id=info:doi/..." in a COinS title): "&" still
        # ends the DOI (SPEC §3); the raw match starts at the parameter
        return start
    walked = _WALK_BACK_RE[kind].match(lower[start - 1 :: -1] if start else "")
    begin = start - walked.end()  # type: ignore[union-attr]
    return _scheme_start(lower, begin, start) if kind == "scheme" else begin


def _scheme_start(lower: str, begin: int, end: int) -> int:
    """Where the scheme in ``lower[begin:end]`` (the run of scheme characters before "://")
    starts: a link scheme that ends the run, else the run's first letter."""
    for name in _LINK_SCHEMES:  # ("https" before "http": the longer first)
        if lower.endswith(name, begin, end):
            return end - len(name)
    first = _SCHEME_FIRST_RE.search(lower, begin, end)
    return end if first is None else first.start()


def find_wrapper(text: str, anchor: int, lo: int) -> Wrapper | None:
    """Find the wrapper before ``text[anchor:]`` (which starts with ``10.``); ``None`` if none.

    Looks no further back than ``lo``. A wrapper separated from the anchor by one space or a
    line break (``dx.doi.org/ 10.1061/...``, a URL broken over two lines) is joined and the
    gap recorded as a repair (SPEC §5); a label and its space (``DOI: 10...``) is plain display.
    """
    found = wrapper_context(text, anchor, lo)
    if found is None:
        return None
    raw_start, is_url, is_urn, gap = found
    return _wrapper(text, raw_start, anchor, is_url, is_urn, gap)


def wrapper_context(
    text: str, anchor: int, lo: int, tokens: TokenRun | None = None
) -> tuple[int, bool, bool, tuple[int, bool] | None] | None:
    """What ``find_wrapper`` finds, without the edits that remove it: where the wrapper
    starts, whether it makes a URL or a URN, and the gap it stands across (``None``: glued to
    the anchor, or a label's own space); ``None``: no wrapper. ``tokens``: the token starts of
    the anchors asked before in the same text (the anchors asked in order)."""
    lo = max(lo, anchor - LOOKBACK)
    if anchor <= lo:
        return None
    located = _locate(text, anchor, lo, tokens)
    if located is None:
        return None
    start, (offset, is_url, is_urn, is_label), gap = located
    raw_start = start + offset
    if is_label and not is_url and raw_start > lo and text[raw_start - 1] in ",;":
        # a label after a "," or ";" in a URL's query string (".../works?filter=doi:10.1/a,
        # doi:10.1/b&rows=2"): still inside the URL, where "&" ends the DOI (SPEC §3)
        is_url = _in_query_string(text, raw_start - 1, lo)
    return raw_start, is_url, is_urn, gap


def _locate(
    text: str, anchor: int, lo: int, tokens: TokenRun | None = None
) -> tuple[int, _Classified, tuple[int, bool] | None] | None:
    """The token the wrapper is in: (its start, what it is, the gap it stands across)."""
    if text[anchor - 1] in TOKEN_DELIMITERS:
        # No token: the common case, decided without slicing (the hot path).
        if text[anchor - 1] not in " \t\r\n":
            return None
        ws = _whitespace_before(text, anchor, lo)
        if ws is None or ws[0] <= lo or text[ws[0] - 1] not in WRAPPER_LAST_CHARS:
            return None
        token = ""
    else:
        if tokens is None:
            start = _token_start(text, anchor, lo)
            found = _classify(text[start:anchor])
        else:
            start, found = tokens.classified(text, anchor, lo)
        if found is not None:
            return start, found, None
        token = text[start:anchor]
        ws = _whitespace_before(text, start, lo)
        if ws is None:
            return None
    return _across_gap(text, token, ws, lo)


def _across_gap(
    text: str, token: str, ws: tuple[int, bool], lo: int
) -> tuple[int, _Classified, tuple[int, bool] | None] | None:
    """A wrapper that stands before one space or line break (``ws``) and the anchor's token."""
    prev_start = _token_start(text, ws[0], lo)
    prev = text[prev_start : ws[0]]
    joined = _classify(prev + token) if prev else None
    if joined is None:
        return None
    if joined[3] and not token:
        return prev_start, joined, None  # "doi: 10...": a label and its space
    if joined[1] and (
        (not token and prev.endswith("/")) or (token and ws[1] and prev[-1] in URL_BROKEN_LAST)
    ):
        return prev_start, joined, ws  # a URL broken by a space or a line break: a repair
    return None


def _wrapper(
    text: str, raw_start: int, anchor: int, is_url: bool, is_urn: bool, gap: tuple[int, bool] | None
) -> Wrapper:
    """The wrapper from ``raw_start`` to the anchor, with the edits that remove it."""
    if raw_start >= anchor:
        return Wrapper(anchor, is_url, is_urn, ())
    if gap is None:
        return Wrapper(raw_start, is_url, is_urn, (Edit(raw_start, anchor, "", "unwrap"),))
    gap_start = gap[0]
    gap_end = gap_start
    while text[gap_end] in " \t\r\n":
        gap_end += 1
    kind = "join-line" if gap[1] else "join-space"
    edits = [Edit(raw_start, gap_start, "", "unwrap"), Edit(gap_start, gap_end, "", kind)]
    if gap_end < anchor:
        edits.append(Edit(gap_end, anchor, "", "unwrap"))
    return Wrapper(raw_start, is_url, is_urn, tuple(edits))


def strip_url_tail(text: str, start: int, end: int) -> tuple[int, Edit | None]:
    """Drop a publisher URL part after the DOI in ``text[start:end]`` (SPEC §3).

    Wiley ``/abstract``, ``/full``, ``/pdf``...; a content link's ``.pdf``; bioRxiv ``v2``;
    one after another (``.../fulltext.pdf``). Returns the new end and the edit, or
    ``(end, None)``.
    """
    new_end = end
    for _ in range(3):
        cut = _url_tail(text[start:new_end].lower())
        if cut is None:
            break
        new_end = start + cut
    if new_end == end:
        return end, None
    return new_end, Edit(new_end, end, "", "unwrap-tail")


def _url_tail(lower: str) -> int | None:
    """Where one publisher part at the end of ``lower`` (a DOI and what follows) starts."""
    segment = URL_SEGMENT_CUT_RE.search(lower)
    if segment and lower.find("/") < segment.start():
        return segment.start()
    slug = URL_SLUG_TAIL_RE.search(lower, lower.find("/") + 1)  # (past the suffix's "/")
    if slug:
        return slug.start()
    for tail in URL_TAILS:
        if lower.endswith(tail) and len(lower) > len(tail):
            return len(lower) - len(tail)
    match = BIORXIV_VERSION_RE.search(lower)
    if match:
        return match.end(1)
    match = VERSION_TAIL_RE.search(lower)
    if match and suffix_complete(lower[: match.start()]) and not suffix_complete(lower):
        return match.start()
    match = URL_FILE_TAIL_RE.search(lower)
    if match and "/" in lower[: match.start()]:
        return match.start()
    return None


def unwrap(state: CandidateState) -> CandidateState:
    """Step: the wrapper before the anchor (``find_wrapper``): the raw start, the URL or URN
    context, and the edits that remove the wrapper."""
    wrapper = find_wrapper(state.text, state.anchor, state.lo)
    if wrapper is not None:
        state.raw_start = wrapper.start
        state.is_url = wrapper.is_url
        state.is_urn = wrapper.is_urn
        state.edits.extend(wrapper.edits)
    return state


def encoded_url_end(state: CandidateState) -> CandidateState:
    """Step: a URL percent-encoded as a query value ("login?url=https%3A%2F%2Fdoi.org%2F10...
    %3Fnoredirect"): its encoded "?", "#", "&" end the DOI as raw ones do (SPEC §3)."""
    text = state.text
    if state.is_url and ENCODED_SCHEME_END in text[state.raw_start : state.anchor].lower():
        stop = ENCODED_URL_END_RE.search(text, state.anchor, state.raw_end)
        if stop is not None:
            state.raw_end = state.end = stop.start()
    return state


def url_tail(state: CandidateState) -> CandidateState:
    """Step: a publisher's path after the DOI in a URL (SPEC §3), recognised on the decoded
    DOI (so after a "%2F" or a repaired line break too) and cut where the raw text spells it
    out."""
    if not state.is_url:
        return state
    doi = state.doi()
    kept, tail = strip_url_tail(doi, 0, len(doi))
    cut_len = len(doi) - kept
    end = state.end
    if tail is not None and state.text[end - cut_len : end].lower() == doi[kept:].lower():
        state.tail_kind = "unwrap-tail"
        state.end = end - cut_len
    return state
