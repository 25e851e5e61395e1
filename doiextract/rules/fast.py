"""The hot path: a DOI in the commonest shapes, decided with a few C-speed tests.

``fast_hit`` handles a DOI separated by ``/`` (or ``%2F``), with no wrapper or one of
``syntax.SIMPLE_WRAPPERS`` at a token boundary, ASCII only, nothing to cut, decode or fold but
that separator, perhaps broken across lines or spaces (the join rules themselves decide). It
returns the hit, or ``None`` whenever anything is less than plain, and then ``rules.STEPS``
decide. Both give the same result wherever this one answers (tests/properties check it on
random text and on every corpus case).

It reads the same tables as the steps, and checks at import that what it decides alone is a
subset of what they decide: each simple wrapper is a wrapper to ``rules.unwrap`` with the same
URL context, and each character it trims (or keeps) is one ``rules.trim`` trims (or keeps).

Before it, ``plain_hit`` (the plain lane, issue #10 item 2) takes the commonest shape of all:
a plain DOI after one of the simple wrappers or none, perhaps one final mark, and what follows
it such that no reading (``rules.readings``) changes the hit. One compiled pattern matches the
run and what follows it, ``Reader.keeps`` answers for the readings, and the final hit is built
once with its line; anything else goes on to ``fast_hit`` and ``Reader.reread``.

Not a stable API: import from ``doiextract`` instead.
"""

from __future__ import annotations

import re
import string

from doiextract.model import Edit, Hit, Location, Removal, apply_edits
from doiextract.options import Options
from doiextract.rules.join import (
    after_blanks,
    new_thing_after_break,
    read_extent,
    starts_line_with_joiner,
)
from doiextract.rules.readings import KEPT_AFTER, KEPT_AFTER_COMPLETE, Reader, gutter_after
from doiextract.rules.trim import TRIMMED, join_gaps, trim_trailing
from doiextract.rules.unwrap import (
    LOOKBACK,
    TokenRun,
    find_wrapper,
    strip_url_tail,
    wrapper_context,
)
from doiextract.rules.validate import context_reason, price_before
from doiextract.syntax import (
    ANCHOR_JOIN_GROUP,
    ANCHOR_REST_GROUP,
    ANCHOR_REST_MAX,
    CLOSERS,
    CURRENCY,
    CURRENCY_CODES,
    LABEL_FIRST_LETTERS,
    LABEL_PAIR_TAIL,
    LINE_INDENT,
    SIMPLE_WRAPPERS,
    SPLIT_FIRST,
    SPLIT_HINT_RE,
    SPLIT_RE,
    TOKEN_DELIMITERS,
    WRAPPER_LAST_CHARS,
    WRAPPER_PATTERNS,
    ZERO_WIDTH,
    extent_pattern,
)

__all__ = ["NO_DOI", "fast_hit", "kept_after", "kept_as_is", "plain_hit", "urn_hit"]

_NO_REMOVALS: tuple[Removal, ...] = ()
_NO_EDITS: tuple[Edit, ...] = ()
#: the simple wrappers by their last two characters, in table order (longest first)
_SIMPLE_BY_END: dict[str, tuple[str, ...]] = {}
for _wrapper in SIMPLE_WRAPPERS:
    _SIMPLE_BY_END[_wrapper[-2:]] = (*_SIMPLE_BY_END.get(_wrapper[-2:], ()), _wrapper)
#: Where ``strip_url_tail`` may cut, besides a second "/" and a bioRxiv DOI: a file extension
#: (matched right after the last ".")
#: A DOI (lower case, one line) that ``strip_url_tail`` may cut: a bioRxiv DOI, a second "/",
#: or a file extension after the last "." (a cheap superset test first)
_URL_TAIL_HINT_RE = re.compile(r"10\.1101/|[^/]*/[^/]*/|.*\.[a-z][a-z0-9+-]*\Z|.*v[0-9]{1,2}\Z")
_FAST_SEPARATORS = frozenset(("/", "%2F", "%2f"))
#: inside a URL a raw ?, #, &, ', ` ends the DOI (SPEC §3): the general rules decide
_URL_STOP_RE = re.compile(r"[?#&<>'`]")
#: Characters the trim rules never trim: an end on one of them is the end.
_TRIM_FREE = frozenset(string.ascii_letters + string.digits) - TRIMMED - set(CLOSERS) - {"\\"}
#: The final punctuation the hot path trims itself (one mark, after a plain character).
_FAST_TRIMMED = frozenset(".,;:")
#: A "doi:" label glued on at a run's end ("...796zdoi: 10.1021/..."): ``SPLIT_RE`` cuts the
#: run before it, which the "no cut" tests of the hot path do not see ("doi" holds no label
#: letter and the ":" is the trimmed end); checked at import against ``SPLIT_RE``.
_GLUED_LABEL_ENDS = ("doi:", "DOI:")
_UNWRAP_REMOVALS = {w: Removal("unwrap", w, "", 0) for w in SIMPLE_WRAPPERS}
_TRIM_REMOVALS: dict[tuple[str, int], Removal] = {}
#: ``_simple_removals`` of a hit with nothing trimmed, by its simple wrapper ("" for none)
_UNWRAP_ONLY = {"": _NO_REMOVALS} | {w: (r,) for w, r in _UNWRAP_REMOVALS.items()}
#: what the hot path leaves to the general rules: escapes, non-ASCII, and whatever may cut
_FAST_BLOCK_RE = re.compile(r"[%&\\\x80-\U0010ffff]|" + SPLIT_HINT_RE.pattern)
#: A superset of ``_FAST_BLOCK_RE`` that ``re`` searches much faster (one character set first):
#: anything but plain DOI characters, or a glued label's letter pair (``syntax.LABEL_PAIR_TAIL``).
_PLAIN_CHARACTERS = "".join(
    sorted(set(string.ascii_letters + string.digits + "._()/-") - set(LABEL_FIRST_LETTERS))
)
#: (and a ")" before "/": raw PDF syntax after a link's URI string, ``syntax.SPLIT_HINT_RE``)
_MAY_BLOCK_RE = re.compile("[^" + re.escape(_PLAIN_CHARACTERS) + "]" + LABEL_PAIR_TAIL + r"|\)/")
_PLAIN_WORD_AT_RE = re.compile(r"[^\W\d_]+[.,;:!?]*(?=[\s\"|]|\Z)")

#: What ``fast_hit`` returns for a candidate it sees is no DOI: a look-alike that the text
#: around it reveals (``context_reason``, SPEC §2), or a run with no suffix once the join rules
#: have read past its line end ("10.1000/" then a new line). The general rules reject it too
#: (the hot path answers only where they agree), so a scan without ``explain`` need not ask
#: them; with ``explain`` they name the reason.
NO_DOI = Hit("", "", "", (-1, -1), (-1, -1))

#: Builds a ``Hit`` (or another named tuple) from a tuple of all its fields at C speed
#: (``Hit(...)`` runs a Python ``__new__``).
_new_tuple = tuple.__new__


#: Characters no wrapper pattern is made of alone (checked at import): a token of these only,
#: not starting with "/" (a relative URL path), holds no wrapper (``rules.unwrap._classify``).
_BARE_TOKEN_CHARS = "0123456789./"
#: How far back ``_bare_token_before`` looks for the start of the token (then: unknown).
_BARE_TOKEN_LOOK = 40


def _check_tables() -> None:
    """The hot path decides alone only what the general rules decide the same way."""
    for pattern in WRAPPER_PATTERNS:
        if not set(pattern.lower()) - set(_BARE_TOKEN_CHARS):
            raise AssertionError(f"wrapper pattern {pattern!r} may stand in a bare token")
    if find_wrapper("x 10.1000/\n10.1000/1", 11, 0) is not None:
        raise AssertionError("a bare prefix before a line break is a wrapper to rules.unwrap")
    for wrapper, is_url in SIMPLE_WRAPPERS.items():
        found = find_wrapper(wrapper + "10.1000/1", len(wrapper), 0)
        if found is None or found.start != 0 or found.is_url != is_url:
            raise AssertionError(f"simple wrapper {wrapper!r} is not one to rules.unwrap")
    for label in _GLUED_LABEL_ENDS:
        if SPLIT_RE.search("10.1000/x" + label) is None:
            raise AssertionError(f"a glued {label!r} is no cut to SPLIT_RE")
    if not _FAST_TRIMMED <= TRIMMED or ")" not in CLOSERS:
        raise AssertionError("the hot path trims what rules.trim does not")


_check_tables()


def _may_block(text: str, start: int, end: int) -> bool:
    """Whether ``text[start:end]`` may hold something the hot path leaves to the general rules."""
    return (
        _MAY_BLOCK_RE.search(text, start, end) is not None
        and _FAST_BLOCK_RE.search(text, start, end) is not None
    )


def _trim_removal(trimmed: str, offset: int) -> Removal:
    """A shared ``trim`` removal (values repeat endlessly: ``"."`` at offset 37...)."""
    key = (trimmed, offset)
    removal = _TRIM_REMOVALS.get(key)
    if removal is None:
        if len(_TRIM_REMOVALS) > 4096:
            _TRIM_REMOVALS.clear()
        removal = _TRIM_REMOVALS[key] = Removal("trim", trimmed, "", offset)
    return removal


def _ends_sentence(text: str, end: int) -> bool:
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


def _bare_token_before(text: str, end: int, lo: int) -> bool:
    """Whether the token that ends at ``end`` (the gap before the anchor at ``end + 1``), as
    ``find_wrapper`` reads it (back to a token delimiter, ``lo`` or ``LOOKBACK``), is made of
    ``_BARE_TOKEN_CHARS`` only and does not start with "/": it holds no wrapper."""
    lo = max(lo, end + 1 - LOOKBACK)
    look_from = end - _BARE_TOKEN_LOOK
    if look_from < lo:  # noqa: PLR1730 (the hot path: a comparison costs less than max())
        look_from = lo
    head = text[look_from:end]
    kept = len(head.rstrip(_BARE_TOKEN_CHARS))  # what is left of the head before the token
    start = look_from + kept
    if kept:
        if text[start - 1] not in TOKEN_DELIMITERS:
            return False  # the token goes on with other characters
    elif look_from > lo:
        return False  # a token longer than the look: not known
    return start < end and text[start] != "/"


def _fast_wrapper(text: str, anchor: int, raw_end: int, lo: int) -> str | None:
    """The simple wrapper before the anchor ("" for none), or ``None`` when the token before
    the anchor is anything else (the general rules decide)."""
    if anchor <= lo:
        return ""
    wrapper = ""
    for simple in _SIMPLE_BY_END.get(text[anchor - 2 : anchor], ()):
        if text.endswith(simple, lo, anchor):
            wrapper = simple
            break
    if wrapper:
        raw_start = anchor - len(wrapper)
        if raw_start > lo:
            before = text[raw_start - 1]
            if before in ",;":
                return None  # (after "," or ";" maybe inside a URL's query: general rules)
            if before not in TOKEN_DELIMITERS and (
                before in "*_"  # (maybe Markdown emphasis: rules.trim.unemphasize)
                or wrapper_context(text, anchor, lo)
                != (raw_start, SIMPLE_WRAPPERS[wrapper], False, None)
            ):
                # glued to a token ("doi:doi:10..."): the simple wrapper only where the
                # general rules' own look finds it alone
                return None
        if SIMPLE_WRAPPERS[wrapper] and _URL_STOP_RE.search(text, anchor, raw_end):
            return None  # a URL's end character in the run (SPEC §3)
        return wrapper
    prev = text[anchor - 1]
    if prev in " \t\r\n":
        # a gap: no wrapper unless what stands before it could end one (rules.unwrap)
        if anchor - 2 < lo:
            return None
        before = text[anchor - 2]
        if before in " \t\r\n" or before in WRAPPER_LAST_CHARS:
            # maybe a wrapper across the gap ("doi:\n10...", "https://doi.org/\n10..."): the
            # general rules' own look decides, unless the token before the gap is bare
            # ("10.1000/\n10...": none)
            if _bare_token_before(text, anchor - 1, lo):
                return ""
            return None if find_wrapper(text, anchor, lo) is not None else ""
    elif prev not in TOKEN_DELIMITERS:
        return None  # a token before the anchor: the general rules decide
    return ""


def _fast_extent(
    text: str, anchor: int, raw_end: int, limit: int, is_url: bool, options: Options
) -> tuple[int, tuple[Edit, ...] | list[Edit]] | None:
    """The anchor's "join" group took part: a line or space break may follow (a superset of
    what the join rules accept, so only then are they asked). ``None``: too long, or an
    invisible character before the gap (a break opportunity printed after a link's "." or
    "/": the join rules look past it, SPEC §4)."""
    if text[raw_end - 1] in ZERO_WIDTH:
        return None
    if (text[raw_end - 1] in "/-_." and not _ends_sentence(text, raw_end)) or (
        starts_line_with_joiner(text, after_blanks(text, raw_end, limit), limit)
    ):
        # maybe a DOI broken by a line break or a space: the join rules decide (SPEC §5),
        # unless the next line starts a new DOI, URL or label (their answer, cheaper)
        if new_thing_after_break(text, anchor, raw_end, limit, is_url):
            return raw_end, _NO_EDITS
        raw_end, joins = read_extent(
            text,
            anchor,
            limit,
            is_url,
            "",
            options.join_lines,
            options.join_spaces,
            raw_end,  # (in a URL too: no "?#&'`" in the run, checked by _fast_wrapper)
        )
        if raw_end >= limit and limit < len(text):
            return None
        return raw_end, joins
    return raw_end, _NO_EDITS


def _fast_trim(
    text: str, anchor: int, raw_end: int, joins: tuple[Edit, ...] | list[Edit] = ()
) -> int:
    """Where the DOI ends (what ``trim_trailing`` gives, the ``joins``' gaps left out);
    ``-1``: the general rules decide."""
    last = text[raw_end - 1]
    if last in _TRIM_FREE:
        return raw_end
    if last in _FAST_TRIMMED and text[raw_end - 2] in _TRIM_FREE:
        return raw_end - 1  # one final punctuation mark
    if (
        (last == ")" or (last in _FAST_TRIMMED and text[raw_end - 2] == ")"))
        and text[raw_end - (2 if last == ")" else 3)] in _TRIM_FREE
        and text.find("(", anchor, raw_end) < 0
    ):
        # "(https://doi.org/10.1/x)." : a ")" that closes nothing in the DOI, perhaps with a
        # final mark after it, after a plain character
        return raw_end - 1 if last == ")" else raw_end - 2
    if text.find("}{", anchor, raw_end) >= 0 or text.find("](", anchor, raw_end) >= 0:
        return -1  # a closer before an opener may end the run (rules.join): general rules
    return trim_trailing(text, anchor, raw_end, join_gaps(joins) if joins else ())


def _edited_doi(
    text: str,
    anchor: int,
    sep_start: int,
    suffix_start: int,
    end: int,
    slash: bool,
    joins: tuple[Edit, ...] | list[Edit],
) -> tuple[str, list[Edit]] | None:
    """The DOI with its edits (the joins kept, a ``%2F`` decoded); ``None`` when anything
    else needs cutting, decoding or folding, or the suffix is reserved (general rules)."""
    if _may_block(text, suffix_start, end) or not text[anchor:sep_start].isascii():
        return None
    edits = [edit for edit in joins if edit.end <= end]
    if not slash:
        edits.insert(0, _new_tuple(Edit, (sep_start, suffix_start, "/", "percent-decode")))
    doi = apply_edits(text, edits, anchor, end)
    suffix = doi[doi.index("/") + 1 :]
    if not suffix or (len(suffix) > 1 and suffix[1] == "/"):
        return None  # a reserved suffix: the general rules name the rejection
    return doi, edits


def _fast_removals(
    text: str,
    wrapper: str,
    edits: tuple[Edit, ...] | list[Edit],
    raw_start: int,
    end: int,
    raw_end: int,
) -> tuple[Removal, ...]:
    """The removals of a hit with edits: the wrapper, the edits, the trimmed tail."""
    parts: list[Removal] = [_UNWRAP_REMOVALS[wrapper]] if wrapper else []
    for edit in edits:
        removed = text[edit.start : edit.end]
        offset = edit.start - raw_start
        parts.append(_new_tuple(Removal, (edit.kind, removed, edit.replacement, offset)))
    if end < raw_end:
        parts.append(_trim_removal(text[end:raw_end], end - raw_start))
    return tuple(parts)


def fast_hit(
    text: str,
    match: re.Match[str],
    lo: int,
    options: Options,
    base: int,
    location: Location,
) -> Hit | None:
    """The hit of the anchor ``match`` (``syntax.ANCHOR_RE``) in a common shape, ``None``
    (see the module docstring), or ``NO_DOI``. ``base`` is added to the offsets."""
    sep_start, suffix_start = match.span(1)  # "sep" (a group number: faster than its name)
    slash = suffix_start - sep_start == 1 and text[sep_start] == "/"
    if not slash and text[sep_start:suffix_start] not in _FAST_SEPARATORS:
        return None
    anchor, raw_end = match.span()
    limit = anchor + options.max_doi_length
    if raw_end >= limit or raw_end - match.start(ANCHOR_REST_GROUP) >= ANCHOR_REST_MAX:
        return None  # too long, or a run longer than the anchor regex takes: general rules
    if limit > len(text):  # noqa: PLR1730 (the hot path: a comparison costs less than min())
        limit = len(text)  # (a run to the text's end is no longer than the limit)
    wrapper = _fast_wrapper(text, anchor, raw_end, lo)
    if wrapper is None:
        return None
    raw_start = anchor - len(wrapper)
    if raw_start > lo:
        before = text[raw_start - 1]
        if before in CURRENCY or (
            before == " " and price_before(text, raw_start - 2, lo, spaced=True)
        ):
            return None  # maybe a price (SPEC §2): the general rules name it
    is_url = SIMPLE_WRAPPERS.get(wrapper, False)
    joins: tuple[Edit, ...] | list[Edit] = _NO_EDITS
    if match.lastindex == ANCHOR_JOIN_GROUP:
        extent = _fast_extent(text, anchor, raw_end, limit, is_url, options)
        if extent is None:
            return None
        raw_end, joins = extent
    if raw_end <= suffix_start:
        return NO_DOI  # nothing after the separator, even across the line end: no suffix
    last = text[raw_end - 1]
    if last in _TRIM_FREE:
        end = raw_end
    elif last == ":" and text.endswith(_GLUED_LABEL_ENDS, anchor + 3, raw_end):
        return None  # a "doi:" label glued on at the run's end: SPLIT_RE cuts it (general rules)
    elif last in _FAST_TRIMMED and text[raw_end - 2] in _TRIM_FREE:
        end = raw_end - 1  # one final punctuation mark: what trim_trailing would do
    else:
        end = _fast_trim(text, anchor, raw_end, joins)
    if end <= suffix_start:
        # no suffix (the general rules name the rejection); -1: _fast_trim leaves it to them
        return NO_DOI if end >= 0 else None
    return _fast_finish(
        text,
        anchor,
        sep_start,
        suffix_start,
        end,
        raw_end,
        wrapper,
        is_url,
        joins,
        lo,
        base,
        location,
    )


def _fast_finish(
    text: str,
    anchor: int,
    sep_start: int,
    suffix_start: int,
    end: int,
    raw_end: int,
    wrapper: str,
    is_url: bool,
    joins: tuple[Edit, ...] | list[Edit],
    lo: int,
    base: int,
    location: Location,
) -> Hit | None:
    """``fast_hit`` once the raw run and the end are known: the DOI, the URL tail and context
    checks, the hit (the common cases inline: this runs for almost every DOI)."""
    edits: tuple[Edit, ...] | list[Edit] = _NO_EDITS
    if sep_start + 1 == suffix_start and not joins:  # a "/" (the only 1-character separator)
        # one search covers the registrant (invisible characters) and the suffix; the quick
        # one (a superset, with a literal-set start) settles almost every DOI
        if _may_block(text, anchor + 3, end) or (
            end - suffix_start > 1 and text[suffix_start + 1] == "/"  # reserved (Z39.84 4.3)
        ):
            return None  # something to cut, decode or fold, or reserved: the general rules
        doi = text[anchor:end]
    else:
        found = _edited_doi(
            text, anchor, sep_start, suffix_start, end, sep_start + 1 == suffix_start, joins
        )
        if found is None:
            return None
        doi, edits = found
    key = doi.lower()  # ASCII only on the fast path: lower() is the ASCII fold
    if (
        is_url
        and _URL_TAIL_HINT_RE.match(key) is not None
        and strip_url_tail(key, 0, len(key))[1] is not None
    ):
        return None  # a publisher's path after the DOI (SPEC §3): the general rules cut it
    raw_start = anchor - len(wrapper)
    # a price was ruled out by _fast_wrapper; only an arithmetic look-alike is left
    if (
        not wrapper
        and doi[-1].isdigit()
        and context_reason(text, raw_start, anchor, raw_end, doi, lo) is not None
    ):
        return NO_DOI
    if edits:
        removals = _fast_removals(text, wrapper, edits, raw_start, end, raw_end)
    else:
        removals = _simple_removals(text, wrapper, raw_start, end, raw_end)
    spans = (base + raw_start, base + raw_end, base + anchor, base + end)
    # (the line: the scanner counts it)
    return _built_hit(doi, key, text[raw_start:raw_end], spans, location, removals, None)


def _simple_removals(
    text: str, wrapper: str, raw_start: int, end: int, raw_end: int
) -> tuple[Removal, ...]:
    """The removals of a hit with no edits: its simple wrapper, its trimmed final mark."""
    if end < raw_end:
        trim = _trim_removal(text[end:raw_end], end - raw_start)
        return (_UNWRAP_REMOVALS[wrapper], trim) if wrapper else (trim,)
    return _UNWRAP_ONLY[wrapper]  # (shared tuples)


def _built_hit(
    doi: str,
    key: str,
    raw: str,
    spans: tuple[int, int, int, int],
    location: Location,
    removals: tuple[Removal, ...],
    line: int | None,
) -> Hit:
    """The hot path's ``Hit``, built once without ``Hit``'s argument checks; ``spans``: the
    raw run's start and end, the DOI's start and end (absolute)."""
    raw_from, raw_to, doi_from, doi_to = spans
    return _new_tuple(
        Hit, (doi, key, raw, (raw_from, raw_to), (doi_from, doi_to), location, removals, line)
    )


# -- the plain lane: the commonest shape, in one pattern ---------------------------------------

#: The raw run of the commonest shape, matched from the anchor (what ``fast_hit`` decides with
#: its tests, in one C-speed match), and what follows it: a prefix and "/" (no second "/" in
#: the suffix's first two characters: maybe reserved), a suffix of plain characters
#: (``_MAY_BLOCK_RE`` would find nothing: a label's first letter only without its tail),
#: ending on a letter or digit (``_TRIM_FREE``), perhaps with one final ".", "," or ";"
#: (``_FAST_TRIMMED`` without ":", which may end a glued "doi:"), or a ")" and perhaps one of
#: them (``_fast_trim``: when the DOI holds no "("): group ``mark``; then what
#: the readings keep after it (``rules.readings.KEPT_AFTER``, or ``KEPT_AFTER_COMPLETE``:
#: group ``complete`` takes part), or blanks to the end (group ``end``: the text's end when
#: the match ran to it, ``_at_text_end``: a standalone URL, a PDF link's URI).
_PLAIN_SET = "[" + re.escape(_PLAIN_CHARACTERS) + "]*"
_PLAIN_RUN_RE = re.compile(
    r"10\.[0-9]+(?:\.[0-9]+)*/(?!.?/)"
    + _PLAIN_SET
    + r"(?:(?:I(?![DS])|p(?!ub)|C(?![ri])|P(?!u)|G(?!o)|S(?!c)|W(?!o)|V(?!i))"
    + _PLAIN_SET
    + r")*(?<=[A-Za-z0-9])(?P<mark>\)?[.,;]?)"
    + r"(?:(?="
    + KEPT_AFTER
    + r")|(?="
    + KEPT_AFTER_COMPLETE
    + r")(?P<complete>)|(?=[ \t\r\n\f]*\Z)(?P<end>))"
)
_MARK = _PLAIN_RUN_RE.groupindex["mark"]
_COMPLETE = _PLAIN_RUN_RE.groupindex["complete"]
_KEPT_GAP = _PLAIN_RUN_RE.groupindex["kept_gap"]
_END = _PLAIN_RUN_RE.groupindex["end"]
#: A volume "10." and its page range after a space, "10. 122–133" (an en dash after the first
#: page): the anchor regex's spaced prefix ("10. 1093/nar") matches it, and no reading joins a
#: prefix across an en dash, so the general rules reject it ("not-10"); they cost ~40x the lane.
_VOLUME_PAGES_RE = re.compile(r"10\.[ \t]{1,8}[0-9]{3,9}\u2013[0-9]")
#: The characters before a simple wrapper (or a bare anchor) after which the plain lane
#: answers alone: a token delimiter but "," and ";" (maybe inside a URL's query) and the
#: blanks before a bare anchor (a wrapper may stand across the gap: ``_fast_wrapper``).
_PLAIN_BEFORE_WRAPPER = frozenset(TOKEN_DELIMITERS - {",", ";"})
_PLAIN_BEFORE_BARE = frozenset(TOKEN_DELIMITERS - {" ", "\t", "\r", "\n"})
#: Where ``_plain_before`` says yes at once (no price: no space): before a simple wrapper, and
#: before a bare anchor.
_QUICK_BEFORE_WRAPPER = _PLAIN_BEFORE_WRAPPER - {" "} - CURRENCY
_QUICK_BEFORE = _PLAIN_BEFORE_BARE - {" "} - CURRENCY
#: The characters a price's currency may end with (``price_before``: a sign, or a code's
#: last letter): before " " and another of these, ``_plain_before`` asks.
_MAY_END_PRICE = frozenset(CURRENCY | set(string.ascii_uppercase))
#: The simple wrappers that put the DOI in a URL.
_URL_WRAPPERS = frozenset(w for w, is_url in SIMPLE_WRAPPERS.items() if is_url)


def _check_plain_tables() -> None:
    """The plain lane's tables are what ``fast_hit`` decides alone."""
    if set(string.ascii_letters + string.digits) - _TRIM_FREE or not set(".,;") <= _FAST_TRIMMED:
        raise AssertionError("the plain lane ends a DOI where rules.trim trims")
    if set(LABEL_FIRST_LETTERS) != set("IpCPGSWV") or LABEL_PAIR_TAIL.count("(?<=") != 8:
        raise AssertionError("the plain lane's label letters are not syntax.LABEL_PAIR_TAIL's")
    ends = [_PLAIN_RUN_RE.match(t) for t in ("10.1000/x<", "10.1000/x\nA", "10.1000/x ")]
    if [m.lastindex if m else None for m in ends] != [_MARK, _COMPLETE, _END] or (
        _PLAIN_RUN_RE.groups != _END or not _MARK < _KEPT_GAP < _COMPLETE < _END
    ):
        raise AssertionError("the plain lane's match does not end on its groups' order")
    if any(code[-1] not in _MAY_END_PRICE for code in CURRENCY_CODES):
        raise AssertionError("a currency code ends where the plain lane sees no price")


_check_plain_tables()


def plain_hit(
    text: str,
    match: re.Match[str],
    lo: int,
    hi: int,
    base: int,
    location: Location,
    reader: Reader,
    max_length: int,
    floor: int,
    line: int,
    counted: int,
) -> Hit | None:
    """The final hit of the anchor ``match`` in the commonest shape (a plain DOI, bare or after
    a simple wrapper, perhaps with one final mark, that no reading changes), ``NO_DOI`` for
    such a run that is an arithmetic look-alike, or ``None``: then ``fast_hit`` and the
    readings decide. The hit ``fast_hit`` then ``Reader.reread`` give, its line counted from
    ``line``, the line of ``text[counted]``; ``base`` is added to the offsets. Decided by one
    pattern match for the run and what follows it, the wrapper looked up, ``Reader.keeps`` for
    the readings (tests/properties/test_plain_lane.py keeps the lane equal to ``fast_hit`` and
    ``reread``, and the scan equal to the general rules')."""
    anchor, raw_end = match.span()
    limit = anchor + max_length
    if (
        raw_end >= limit
        or match.lastindex == ANCHOR_JOIN_GROUP
        or raw_end - match.start(ANCHOR_REST_GROUP) >= ANCHOR_REST_MAX
    ):
        return None
    bound = hi if hi < limit else limit
    run = _PLAIN_RUN_RE.match(text, anchor, bound)
    if run is None:
        return _volume_pages(text, anchor, bound)
    if run.end() != raw_end:
        return None
    # (which way the match ended: the last group it closed, checked at import)
    last = run.lastindex
    if last == _COMPLETE and _gutter_next(text, run.end(_KEPT_GAP), bound):
        return None  # a next line with a gutter (KEPT_AFTER_COMPLETE's part asked apart)
    wrapper = ""
    for simple in _SIMPLE_BY_END.get(text[anchor - 2 : anchor], ()):
        if text.endswith(simple, lo, anchor):
            wrapper = simple
            break
    raw_start = anchor - len(wrapper)
    if not _plain_before(text, raw_start, wrapper, lo):
        return None
    if raw_start < floor:
        return None  # clipped by the hit before (scan._clip)
    end = run.start(_MARK)
    doi = text[anchor:end]
    if ")/" in doi or (end < raw_end and text[end] == ")" and "(" in doi):
        # ")/": what ``_may_block`` leaves to the general rules (in the raw run only inside
        # the DOI: no "/" in the final mark); a ")" that may close a "(" of the DOI
        # (fast_hit: _fast_trim)
        return None
    key = doi.lower()  # ASCII only: lower() is the ASCII fold
    if wrapper in _URL_WRAPPERS and _url_tail_cut(key):
        return None  # a publisher's path after the DOI (SPEC §3): the general rules cut it
    if (
        not wrapper
        and doi[-1].isdigit()
        and context_reason(text, raw_start, anchor, raw_end, doi, lo) is not None
    ):
        return NO_DOI  # an arithmetic look-alike (as _fast_finish says)
    after = int(last == _COMPLETE)
    if last == _END and (after := _at_text_end(text, doi, end, raw_end, bound, reader)) < 0:
        return None
    if not reader.keeps(doi, key, text, anchor, end, raw_end, after, base):
        return None
    removals = _simple_removals(text, wrapper, raw_start, end, raw_end)
    line += text.count("\n", counted, raw_start)
    # (``_built_hit`` inline: one call less for almost every DOI)
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
            line,
        ),
    )


def _volume_pages(text: str, anchor: int, bound: int) -> Hit | None:
    """``NO_DOI`` for a volume and its pages, "Genetics. 10. 122–133." (the general rules:
    not-10), else ``None`` (the lane declines)."""
    return NO_DOI if _VOLUME_PAGES_RE.match(text, anchor, bound) is not None else None


def _url_tail_cut(key: str) -> bool:
    """Whether ``strip_url_tail`` cuts the DOI ``key`` in a URL (as ``_fast_finish`` asks);
    ``_URL_TAIL_HINT_RE``'s cases by ``str`` methods first: a bioRxiv DOI, a second "/", a
    letter after the last "."."""
    return (
        (
            key.startswith("10.1101/")
            or key.count("/") > 1
            or key[key.rfind(".") + 1].isalpha()
            or "v" in key[-3:]  # (a version glued on: ``syntax.VERSION_TAIL_RE``)
        )
        and _URL_TAIL_HINT_RE.match(key) is not None
        and strip_url_tail(key, 0, len(key))[1] is not None
    )


def _plain_before(text: str, raw_start: int, wrapper: str, lo: int) -> bool:
    """Whether what stands before the simple wrapper (or the bare anchor, ``wrapper`` "") lets
    the plain lane answer: where ``_fast_wrapper`` gives that wrapper and no price may stand
    before (else ``fast_hit`` decides). Nothing before ``lo`` is read: a run that starts there
    (a standalone URL) has nothing before it."""
    if raw_start <= lo:
        return True
    before = text[raw_start - 1]
    # (the commonest answers first: a token delimiter that lets it answer whatever stands
    # before, a line break before a wrapper; a space with no currency sign nor a code's last
    # letter before it)
    if before in (_QUICK_BEFORE_WRAPPER if wrapper else _QUICK_BEFORE):
        return True
    if (
        before == " "
        and raw_start - 2 >= lo
        and (prev := text[raw_start - 2]) not in _MAY_END_PRICE
        and (wrapper or (prev not in " \t\r\n" and prev not in WRAPPER_LAST_CHARS))
    ):
        return True
    if wrapper:
        if before not in _PLAIN_BEFORE_WRAPPER:
            return False
    elif before not in _PLAIN_BEFORE_BARE:
        # after a blank a wrapper may stand across the gap (_fast_wrapper asks)
        if before not in " \t\r\n" or raw_start - 2 < lo:
            return False
        prev = text[raw_start - 2]
        if prev in " \t\r\n" or prev in WRAPPER_LAST_CHARS:
            return False
    # (maybe a price, SPEC §2)
    return before != " " or not price_before(text, raw_start - 2, lo, spaced=True)


def _gutter_next(text: str, gap_end: int, bound: int) -> bool:
    """``gutter_after`` at ``gap_end`` (``-1``: no line break kept, no gutter), after a superset
    test of memchr-speed finds over the next line (``gutter_after`` reads it to its first line
    feed, within ``bound``; the finds stop there too, not at ``bound``, ~1,000 characters on):
    most next lines hold neither two spaces nor a tab."""
    if gap_end < 0:
        return False
    line_end = text.find("\n", gap_end, bound)
    if line_end < 0:
        line_end = bound
    return (
        text.find("  ", gap_end, line_end) >= 0 or text.find("\t", gap_end, line_end) >= 0
    ) and gutter_after(text, gap_end, bound)


def _at_text_end(text: str, doi: str, end: int, raw_end: int, bound: int, reader: Reader) -> int:
    """``Reader.keeps``'s ``after`` for a raw run followed by blanks to the lane's bound
    (group ``end``), or ``-1``: the lane declines. Only the text's end counts (``bound``
    short of it: more text follows). Blanks after the run: as after ``KEPT_AFTER_COMPLETE``
    (``keeps`` looks for a glued page number at the line's end). At the very end ``reread``
    cuts a glued page number only where the DOI without it was seen before; ``keeps`` cannot
    look at the character after the run there, so the lane declines a final digit, untrimmed,
    once any DOI was seen."""
    if bound < len(text):
        return -1
    if raw_end < bound:
        return 1
    return -1 if reader.seen and end == raw_end and doi[-1].isdigit() else 0


# -- the URN lane: "urn:doi:10.1000:suffix" (Handbook 2.6.3) -------------------------------------

#: The URN wrapper, as ``rules.unwrap`` spells it (matched case-insensitively there too).
_URN_WRAPPER = "urn:doi:"
#: The plain characters (``_PLAIN_CHARACTERS``) that start no ``SPLIT_RE`` match.
_URN_PLAIN = "".join(c for c in _PLAIN_CHARACTERS if re.match(SPLIT_FIRST, c) is None)
#: A URN's suffix of those characters, ending on a letter or digit, perhaps one final "." or
#: ":" (group 1), glued to the next "doi:10.NNNN" (a glued run of URNs): matched from the
#: suffix's start, it ends where ``read_extent`` cuts the run (the first ``SPLIT_RE`` match: no
#: character before it can start one, none ends a run or closes a bracket) and group 1 starts
#: where ``trim_trailing`` ends the DOI (checked at import).
_URN_CUT_RE = re.compile(
    "[" + re.escape(_URN_PLAIN) + r"]*(?<=[A-Za-z0-9])([.:]?)(?=(?:doi|DOI):10\.[0-9]{4})"
)


_RUN_CHARACTERS_RE = extent_pattern(False)


def _check_urn_tables() -> None:
    """The URN lane's glued cut is the general rules' cut and trim."""
    if ":" in _URN_PLAIN or _RUN_CHARACTERS_RE.fullmatch(_URN_PLAIN) is None:
        raise AssertionError("the URN lane's characters may end a run")
    if not set(".:") <= TRIMMED or "}" in _URN_PLAIN or "]" in _URN_PLAIN:
        raise AssertionError("the URN lane's characters close a bracket or its marks stay")
    text = "urn:doi:10.1000:urn:doi:10.1000:x"
    if read_extent(text, 8, len(text), False) != (16 + 4, []) or SPLIT_RE.search(text, 11) is None:
        raise AssertionError("a glued URN is not cut before the next doi: by rules.join")


_check_urn_tables()


def urn_hit(
    text: str,
    match: re.Match[str],
    lo: int,
    hi: int,
    options: Options,
    plain_end: int,
    base: int,
    location: Location,
    reader: Reader,
    floor: int,
    tokens: TokenRun | None = None,
) -> Hit | None:
    """The hit of the anchor ``match`` in a URN ("urn:doi:10.1000:abc", its ":" standing for the
    "/"), or ``None``: then the general rules decide. The steps of ``rules.STEPS`` done the
    same way, by the same functions, without a state: the wrapper (``find_wrapper``: a URN, no
    gap), the raw run (``read_extent``, cut where something new starts, not joined), trimmed
    (``trim_trailing``), the ``urn-colon`` edit at the separator, nothing to decode or unwrap
    at the end, a valid DOI (``rejection_reason``, ``context_reason``). Then the readings:
    ``Reader.keeps`` where it tells cheaply that they keep the hit (then its raw text starts
    at ``floor`` at the earliest, as ``scan._clip`` leaves it), else ``Reader.reread`` (the
    caller clips). tests/properties/test_plain_lane.py keeps the hits equal to the general
    rules'. ``plain_end``: as for ``process_candidate``; ``tokens``: as for
    ``wrapper_context``."""
    sep_start, suffix_start = match.span(1)
    anchor = match.start()
    raw_start = anchor - len(_URN_WRAPPER)
    if (
        suffix_start - sep_start != 1
        or text[sep_start] != ":"
        or raw_start < lo
        or text[raw_start:anchor].lower() != _URN_WRAPPER
    ):
        return None
    wrapper = wrapper_context(text, anchor, lo, tokens)  # (find_wrapper's, without its edits)
    if wrapper is None or wrapper[1] or not wrapper[2] or wrapper[3] is not None:
        return None  # no URN, a URL, or a gap to join (its edits): the general rules
    raw_start = wrapper[0]
    if raw_start >= anchor:
        return None
    if raw_start > lo and text[raw_start - 1] in "*_":
        return None  # maybe Markdown emphasis around it (rules.trim.unemphasize)
    limit = min(hi, anchor + options.max_doi_length)
    glued = _URN_CUT_RE.match(text, suffix_start, limit)
    if glued is not None:  # cut before the next "doi:10.": what read_extent, trim_trailing give
        raw_end, end = glued.end(), glued.start(1)
    else:
        raw_end, joins = read_extent(
            text, anchor, limit, False, "", options.join_lines, options.join_spaces, plain_end
        )
        if joins or (raw_end >= limit and limit < len(text)):
            return None  # repaired, or too long (or a punctuation run at the limit)
        end = trim_trailing(text, anchor, raw_end)
        if end <= suffix_start:
            return None  # no suffix: the general rules name the rejection
    doi = _urn_doi(text, raw_start, anchor, sep_start, end, raw_end, lo)
    if doi is None:
        return None
    key = doi.lower()
    # the readings: told cheaply where they keep it (as for the plain lane), else asked
    after = _KEPT_AFTER_RE.match(text, raw_end, limit)
    if (
        after is None
        or not doi[-1].isalnum()
        or not reader.keeps(doi, key, text, anchor, end, raw_end, after.start(1) + 1, base)
    ):
        hit = _urn_built(
            text, doi, key, (raw_start, anchor, sep_start, end, raw_end), base, location
        )
        return reader.reread(hit, text, base, hi, anchor + options.max_doi_length)
    # kept: built as ``scan._clip`` leaves it where the hit before ends after its start (a
    # run of glued URNs: "urn:doi:10.1000:x" then "urn:doi:..." right after the trimmed ":")
    start = floor if raw_start < floor else raw_start
    return _urn_built(text, doi, key, (start, anchor, sep_start, end, raw_end), base, location)


def _urn_built(
    text: str,
    doi: str,
    key: str,
    offsets: tuple[int, int, int, int, int],
    base: int,
    location: Location,
) -> Hit:
    """A URN's hit: its raw run from ``raw_start`` (``offsets``: that, the anchor, the ":",
    the DOI's end and the raw run's), the wrapper from there (none if it starts at the anchor),
    the ``urn-colon`` edit, the trimmed tail."""
    raw_start, anchor, sep_start, end, raw_end = offsets
    # (shared: the same few values repeat in a run of URNs)
    shape = (text[raw_start:anchor], sep_start - raw_start, text[end:raw_end], end - raw_start)
    removals = _URN_REMOVALS.get(shape)
    if removals is None:
        if len(_URN_REMOVALS) > 4096:
            _URN_REMOVALS.clear()
        removals = _URN_REMOVALS[shape] = _urn_removals(*shape)
    spans = (base + raw_start, base + raw_end, base + anchor, base + end)
    return _built_hit(doi, key, text[raw_start:raw_end], spans, location, removals, None)


#: A URN hit's removals by its wrapper, the offset of its ":", its trimmed tail and that's offset.
_URN_REMOVALS: dict[tuple[str, int, str, int], tuple[Removal, ...]] = {}


def _urn_removals(wrapper: str, colon: int, trimmed: str, trim: int) -> tuple[Removal, ...]:
    """The removals of a URN hit: the wrapper (none if ""), the ``urn-colon`` edit at offset
    ``colon``, the trimmed tail (none if "") at offset ``trim``."""
    removals = [Removal("urn-colon", ":", "/", colon)]
    if wrapper:
        removals.insert(0, Removal("unwrap", wrapper, "", 0))
    if trimmed:
        removals.append(Removal("trim", trimmed, "", trim))
    return tuple(removals)


def _urn_doi(
    text: str, raw_start: int, anchor: int, sep_start: int, end: int, raw_end: int, lo: int
) -> str | None:
    """The DOI of the URN ``text[anchor:end]`` (its ``urn-colon`` edit at ``sep_start``), or
    ``None`` when something is to decode or the DOI is rejected (the general rules decide)."""
    if _URN_BODY_RE.fullmatch(text, anchor, end) is None:
        return None  # something to decode, or rejected: the general rules decide, name it
    # (the urn-colon step's ":": digits and dots before it)
    doi = text[anchor:sep_start] + "/" + text[sep_start + 1 : end]
    if context_reason(text, raw_start, anchor, raw_end, doi, lo) is not None:
        return None  # rejected: the general rules name the reason
    return doi


#: A URN's body (from the anchor to the DOI's end, its ":" separator standing for the "/")
#: that the decode step leaves as it is (ASCII without "%", "&", "\\": its own cheap test) and
#: whose DOI ``rejection_reason`` accepts: a registrant of 3 digits or more that is no IPv4
#: address, a suffix that is not reserved (Z39.84 4.3) and holds no control character. One
#: match for those tests (tests/unit/test_run_searches.py compares them).
_URN_BODY_RE = re.compile(
    r"10\.(?![0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}:)[0-9]{3,}(?:\.[0-9]+)*:(?!./)"
    r"[\x20-\x24\x27-\x5b\x5d-\x7e]+",
    re.DOTALL,
)


#: What follows a raw run that the readings keep as it is (``plain_hit``'s look-ahead): group 1
#: takes part after ``KEPT_AFTER_COMPLETE`` only.
_KEPT_AFTER_RE = re.compile(r"(?:(?=" + KEPT_AFTER + r")|(?=" + KEPT_AFTER_COMPLETE + r")())")
#: ``kept_gap`` in ``_KEPT_AFTER_RE``: where a line break kept after a complete DOI ends.
_KEPT_AFTER_GAP = _KEPT_AFTER_RE.groupindex["kept_gap"]
#: The removals a hit of ``fast_hit`` may have for ``kept_as_is`` (as the plain lane's).
_AS_IS_KINDS = frozenset(("unwrap", "trim"))


def kept_as_is(hit: Hit, text: str, base: int, hi: int, limit: int, reader: Reader) -> bool:
    """Whether ``Reader.reread`` gives ``hit`` (``fast_hit``'s, offsets plus ``base``) back as
    it is, told cheaply by ``Reader.keeps`` as for the plain lane and the URN lane (issue #10
    item 2: ``reread`` costs ~40 µs): an ASCII DOI as printed (only a simple wrapper and
    perhaps one final ".", "," or ";" removed) ending on a letter or digit, what follows its
    raw run one of ``keeps``'s shapes (``_KEPT_AFTER_RE`` up to ``min(hi, limit)``; at a kept
    line break no gutter on the next line, as ``plain_hit`` asks). ``False``: ask ``reread``.
    The caller clips it as ``scan._settle`` would (tests/properties keep the scan equal to
    the general rules')."""
    doi = hit.doi
    raw_end = hit.span[1] - base
    anchor, end = hit.doi_span[0] - base, hit.doi_span[1] - base
    if (
        not doi[-1].isalnum()
        or not doi.isascii()
        or end - anchor != len(doi)
        or not text.startswith(doi, anchor)
        or (end < raw_end and (raw_end - end > 1 or text[end] not in ".,;"))
        or any(removal.kind not in _AS_IS_KINDS for removal in hit.removals)
    ):
        return False
    bound = hi if hi < limit else limit
    return kept_after(doi, hit.key, text, (anchor, end, raw_end, bound), reader, base)


def kept_after(
    doi: str, key: str, text: str, places: tuple[int, int, int, int], reader: Reader, base: int
) -> bool:
    """Whether ``Reader.reread`` keeps the ASCII DOI ``doi`` as printed at ``text[anchor:end]``
    (``places``: anchor, end, raw_end, bound) for what follows its raw run up to ``bound``:
    one of ``keeps``'s shapes (``_KEPT_AFTER_RE``), at a kept line break no gutter on the next
    line (as ``plain_hit`` asks), and ``Reader.keeps`` says so (then it records the key)."""
    anchor, end, raw_end, bound = places
    after = _KEPT_AFTER_RE.match(text, raw_end, bound)
    if after is None or _gutter_next(text, after.end(_KEPT_AFTER_GAP), bound):
        return False
    return reader.keeps(doi, key, text, anchor, end, raw_end, after.start(1) + 1, base)
