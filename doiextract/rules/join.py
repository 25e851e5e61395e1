"""The extent: the raw run of a candidate, repaired across line breaks and spaces (SPEC §5).

Takes the text, the anchor, a hard read limit and the context (URL or not); returns where the raw
run ends and the join edits. The run ends at whitespace, controls, ``"`` and ``|`` (always), at
``?``, ``#``, ``&`` inside a URL (SPEC §3), at a caller's field separators (a CSV comma), and
where something new starts (``;doi:``, a second URL, an HTML tag).

A DOI *visibly incomplete* at a line end (after ``10.``, ``/``, an internal ``.``, ``-``, ``_``) is
joined with the next line, indentation dropped, a hyphen at the break kept; across one space
only after ``/`` or ``-`` and only when what follows looks like DOI material (a digit, ``(``,
``/``). A complete DOI is never joined, nor one followed by prose, a list number, a new DOI or a
blank line.

``extent`` is the step of ``rules.STEPS``; ``read_extent`` does the work. The two decisions
are single functions: ``continues`` (is the next line's or word's first run the DOI's next part:
join) and ``cut`` (where something new starts inside the run).

Won't: trim, decode or validate.
"""

from __future__ import annotations

import functools
import html
import re

from doiextract.model import Edit
from doiextract.registrants import suffix_complete
from doiextract.rules.state import CandidateState
from doiextract.syntax import (
    BRACKETED_NUMBER_RE,
    BREAK_CHARS_LINE,
    BREAK_CHARS_SPACE,
    BROKEN_DOT_RE,
    BROKEN_DOT_WRAPPER_RE,
    BROKEN_REGISTRANT_RE,
    CITATION_RE,
    CLOSE_OPEN,
    CLOSERS,
    COLUMN_GUTTER,
    DOI_MATERIAL_RE,
    ENTITY_RE,
    LINE_INDENT,
    LINE_JOINERS,
    LINE_NUMBER_LOOKBACK,
    LIST_NUMBER_NAME_RE,
    LIST_NUMBER_RE,
    MAX_JOINS,
    MAX_SPACED_JOINS,
    NEW_THING_RE,
    OTHER_COLUMN_INDENT,
    PAGE_NUMBER_RE,
    PLAIN_WORD_RE,
    PROSE_WORDS,
    REGISTRANT_REST_RE,
    SENTENCE_CLOSING,
    SPACED_PART_RE,
    SPACED_SLASH_RE,
    SPLIT_HINT_FAST_RE,
    SPLIT_RE,
    URL_ENDING_REFERENCES,
    ZERO_WIDTH,
    extent_pattern,
)

__all__ = [
    "MAX_JOINS",
    "continues",
    "cut",
    "extent",
    "may_cut",
    "new_thing_after_break",
    "read_extent",
]


def _last_visible(text: str, start: int, end: int) -> str:
    """The last character of ``text[start:end]`` that is not zero-width ("" if none)."""
    if end > start and text[end - 1] not in ZERO_WIDTH:
        return text[end - 1]  # the common case, without a slice
    return _visible_end(text[start:end])[-1:]


_ZERO_WIDTH_CHARS = "".join(sorted(ZERO_WIDTH))


def _visible_end(head: str) -> str:
    """``head`` without trailing zero-width characters (a soft hyphen stays: it is a break)."""
    return head.rstrip(_ZERO_WIDTH_CHARS)


_BLANKS_RE = re.compile(r"[ \t]*")


def after_blanks(text: str, end: int, limit: int) -> int:
    """The offset after the spaces and tabs that start at ``end`` (before ``limit``)."""
    if end < limit and text[end] in " \t":
        # (a long run at C speed: every anchor of a run glued before 200 spaces looks past them)
        return _BLANKS_RE.match(text, end, limit).end()  # type: ignore[union-attr]
    return end


def starts_line_with_joiner(text: str, end: int, limit: int) -> bool:
    """Whether ``text[end:]`` is a line break, indentation, then ``-`` or ``_`` (SPEC §5)."""
    if end >= limit or text[end] not in "\r\n":
        return False
    i = _line_start(text, end, limit)
    return i < limit and text[i] in LINE_JOINERS


@functools.lru_cache(maxsize=32)
def _extent(is_url: bool, separators: str) -> re.Pattern[str]:
    return extent_pattern(is_url, separators)


def may_cut(text: str, start: int, end: int) -> bool:
    """Whether ``SPLIT_RE`` may cut ``text[start:end]``: a cheap superset test."""
    return SPLIT_HINT_FAST_RE.search(text, start, end) is not None


_DIGIT_RE = re.compile(r"\d")
#: the opener each closer of ``CLOSE_OPEN`` closes
_OPENER = {pair[0]: CLOSERS[pair[0]] for pair in CLOSE_OPEN}
_PLAIN_EXTENT = extent_pattern(False)
_URL_EXTENT = extent_pattern(True)


def cut(text: str, start: int, end: int) -> int:
    """The cut decision: where something new begins inside the run ``text[start:end]``."""
    # a cheap test first: the split regex has no literal prefix to skip ahead on
    if not may_cut(text, start, end):
        return end
    match = SPLIT_RE.search(text, start, end)
    if match:
        end = match.start()
    # a closer that closes nothing in the DOI, right before an opener: LaTeX "}{" and Markdown
    # "](" end the DOI there ("\\href{https://doi.org/10.1/x}{text}", "[10.1/x](https://...)");
    # a balanced "{a}{b}" inside a suffix stays
    for pair in CLOSE_OPEN:
        at = text.find(pair, start, end)
        if at >= 0 and text.count(pair[0], start, at + 1) > text.count(_OPENER[pair[0]], start, at):
            end = at
    return end


def continues(head: str, token: str, line_break: bool) -> bool:
    """The join decision: whether ``token`` (the next line's or word's first run) continues
    ``head`` (the run so far) across a line break or a space."""
    if (
        not token
        or NEW_THING_RE.match(token)
        or LIST_NUMBER_RE.match(token)
        or LIST_NUMBER_NAME_RE.match(token)
    ):
        return False
    first = token[0]
    head = _visible_end(head)
    if line_break and first in LINE_JOINERS:
        return _continues_joiner_line(head, token)
    if not (first.isalnum() or first in "(<"):
        return False
    if head.endswith("10.") and len(head) == 3:
        return REGISTRANT_REST_RE.match(token) is not None  # "10.\n1000/..."
    if "/" not in head:
        return False  # a prefix only: join only "10.\n1000/..." (above)
    if not line_break:
        return _continues_across_space(head[-1], token)
    return _continues_across_line(head, token)


def _continues_joiner_line(head: str, token: str) -> bool:
    """Some typesetters carry the hyphen to the next line ("10.18429/JACoW\n-IPAC2019-..."):
    a line that starts with "-" glued to DOI material (no bullet's space) continues it."""
    return (
        "/" in head
        and len(token) > 1
        and token[1].isalnum()
        and any(c.isdigit() for c in token)
        and any(c.isalpha() for c in token)  # "-5 degrees" is a number, not a DOI part
    )


def _continues_across_space(last: str, token: str) -> bool:
    """Across a space only DOI material (SPEC §5): a run with a digit in it ("1354(84)...",
    "(SICI)1097-..."), not prose ("(record: ...") nor a bracketed year or note ("(2020)")."""
    return (
        last in BREAK_CHARS_SPACE
        and _DIGIT_RE.search(token) is not None
        and BRACKETED_NUMBER_RE.match(token) is None
    )


def _continues_across_line(head: str, token: str) -> bool:
    """Across a line break: after a break character, DOI material or a hyphenated word's
    lowercase tail, not prose."""
    last = head[-1]
    if last not in BREAK_CHARS_LINE:
        return False
    if last == ".":
        return _continues_after_dot(head, token)
    if PLAIN_WORD_RE.match(token):
        # A plain word is prose, not DOI material: "10.1038/nature12373/\nResults..." is a
        # complete DOI and a new sentence. Only a hyphenated word's lowercase tail continues
        # ("10.5555/foo-\nbar"); "...-\nSmith, J." reads as the next reference.
        word = token.rstrip(".,;:!?")
        if _bare_prefix(head):  # no suffix yet: "10.1371/\njourn al. pone", "10.1097/\nINF. 0000"
            return _suffix_word(word)
        if last == "/" or word.lower() in PROSE_WORDS or (word[:1].isupper() and len(word) > 1):
            return False  # (a lone capital is a check character: "...90246-\nX")
    return True


#: A DOI prefix and its "/" with no suffix yet (spaces a PDF's text layer put inside ignored).
_BARE_PREFIX_RE = re.compile(r"10\.[0-9]{4,9}(?:\.[0-9]{1,9}){0,3}/\Z")


def _suffix_word(word: str) -> bool:
    """A plain word that may start a suffix after a bare prefix's line break: lowercase and no
    prose word ("journ"), or capitals only ("INF"); not a capitalised word ("Results")."""
    return (word.islower() and word not in PROSE_WORDS) or (len(word) > 1 and word.isupper())


def _bare_prefix(head: str) -> bool:
    """Whether ``head`` ends in a prefix and "/" with no suffix yet: a DOI cannot end there,
    so a lowercase or all-capitals word on the next line is its suffix (SPEC §5: visibly
    incomplete after "/"; "https:// doi. org/ 10. 1371/" + line break + "journ al. pone. 02204
    53."); a capitalised word ("Results") starts a sentence."""
    return _BARE_PREFIX_RE.search("".join(head[-40:].split())) is not None


def _continues_after_dot(head: str, token: str) -> bool:
    """A "." at a line end is usually the end of a sentence: join only DOI material, and not
    after a closing bracket or quote ("(doi:10.1/x).", "«10.1/x».": the DOI was complete) nor
    before a page number alone on its line ("2018.\n1")."""
    return (
        len(head) > 1
        and head[-2] not in SENTENCE_CLOSING
        and not token[0].isupper()
        and not PLAIN_WORD_RE.match(token)
        and not CITATION_RE.match(token)
        and not PAGE_NUMBER_RE.match(token)
        and DOI_MATERIAL_RE.search(token) is not None
    )


def _raw_run(
    text: str,
    anchor: int,
    limit: int,
    pattern: re.Pattern[str],
    is_url: bool,
) -> int:
    """Where the run from the anchor ends before any join."""
    end = pattern.match(text, anchor, limit).end()  # type: ignore[union-attr]
    # In a URL a raw "&" ends the DOI, but in HTML source "&lt;" is an escaped "<", not a
    # raw "&" (SPEC §3-§4): continue over references that stand for other characters.
    while is_url and end < limit and text[end] == "&":
        entity = ENTITY_RE.match(text, end)
        if entity is None or html.unescape(entity.group()) in URL_ENDING_REFERENCES:
            break
        if entity.end() > limit:  # the read limit falls inside it: the run reaches the limit
            return limit
        end = pattern.match(text, entity.end(), limit).end()  # type: ignore[union-attr]
    return end


def _line_start(text: str, end: int, limit: int) -> int:
    """After the line break at ``end`` and the next line's indentation."""
    i = end + (2 if text.startswith("\r\n", end) else 1)
    while i < limit and text[i] in LINE_INDENT:
        i += 1
    return i


#: A line-numbered manuscript's line number at a line's start (the number, then a space).
_LINE_NUMBER_RE = re.compile(r"([0-9]{1,5})[ \t]+(?=[^ \t\r\n])")
#: The rest of a line (the other column's words after a gutter).
_LINE_REST_RE = re.compile(r"[^\r\n]*")


def after_line_number(text: str, start: int, limit: int, floor: int) -> int:
    """``start`` (the first character of a line), or where the text goes on after that line's
    number when the line before starts with the number before it: a line-numbered manuscript
    (bioRxiv, journals' review copies: "662 https://doi.org/...<149::AID-" / "663 ADFM149>...")
    prints its line numbers inside a DOI broken across lines; the document's own numbering is
    the evidence. Looks back to ``floor`` at most (a stream keeps that much before a DOI).
    pdftotext's plain text prints each number as a paragraph of its own ("662" / "" /
    "https://...AID-" / "" / "663" / "" / "ADFM149>..."): ``_after_lone_line_number``."""
    if start < limit and text[start] in "\r\n":
        return _after_lone_line_number(text, start, limit, floor)
    number = _LINE_NUMBER_RE.match(text, start, limit)
    if number is None:
        return start
    before = text.rfind("\n", max(0, floor), start)
    while before > floor and text[before - 1] in "\r\n":
        before -= 1  # (blank lines between: pdfminer)
    line = text.rfind("\n", max(0, floor), before) + 1
    if line == 0 and floor > 0:
        return start  # the line before starts further back than the look-back
    while line < before and text[line] in LINE_INDENT:
        line += 1
    previous = _LINE_NUMBER_RE.match(text, line, before)
    if previous is None or int(previous.group(1)) + 1 != int(number.group(1)):
        return start
    return number.end()


def after_glued_line_number(text: str, start: int, limit: int, floor: int) -> int:
    """``start`` (just after a hyphen mark at a line's end), or where the text goes on after
    the next line's number that pdfium glued to the mark ("662 https://...<149::AID\ufffe663
    ADFM149>...": the line-numbered manuscript's next line, its number and its text joined
    with a space) where the mark's own line starts with the number before it. Looks back to
    ``floor`` at most."""
    number = _LINE_NUMBER_RE.match(text, start, limit)
    if number is None:
        return start
    line = text.rfind("\n", max(0, floor), start) + 1
    if line == 0 and floor > 0:
        return start  # the line starts further back than the look-back
    while line < start and text[line] in LINE_INDENT:
        line += 1
    previous = _LINE_NUMBER_RE.match(text, line, start)
    if previous is None or int(previous.group(1)) + 1 != int(number.group(1)):
        return start
    return number.end()


#: Blank lines, a line that holds only a number, blank lines, then the text goes on.
_LONE_NUMBER_RE = re.compile(
    r"(?:[ \t]*(?:\r\n|\r|\n))+[ \t]*([0-9]{1,5})[ \t]*(?:\r\n|\r|\n)"
    r"(?:[ \t]*(?:\r\n|\r|\n))*[ \t]*(?=[^ \t\r\n])"
)
#: A line that holds only a number.
_LONE_NUMBER_LINE_RE = re.compile(r"[ \t]*([0-9]{1,5})[ \t\r]*")


def _after_lone_line_number(text: str, start: int, limit: int, floor: int) -> int:
    """After blank lines, a line ``N`` alone and blank lines from ``start`` (a blank line
    after the DOI's line), where the last non-blank line before the DOI's line holds ``N - 1``
    alone (a line-numbered manuscript in pdftotext's plain text); else ``start``."""
    number = _LONE_NUMBER_RE.match(text, start, limit)
    if number is None:
        return start
    end = text.rfind("\n", max(0, floor), start)  # the DOI's line's break
    end = text.rfind("\n", max(0, floor), end)  # the line before's break
    while end > floor:
        line = text.rfind("\n", max(0, floor), end) + 1
        if line == 0 and floor > 0:
            return start  # (further back than the look-back)
        content = text[line:end]
        if content.strip():
            previous = _LONE_NUMBER_LINE_RE.fullmatch(content)
            if previous is None or int(previous.group(1)) + 1 != int(number.group(1)):
                return start
            return number.end()
        end = line - 1
    return start


_GUTTER_RE = re.compile(r"[ \t]{" + str(COLUMN_GUTTER) + r",}(?=[^ \t\r\n])")
#: A gutter's blanks without a tab (a run of ``_GUTTER_RE``'s holds a tab or these).
_GUTTER_SPACES = " " * COLUMN_GUTTER
#: A column's next line starts this many characters left or right of its line's column at
#: most (a hanging indent, a ragged gutter).
_COLUMN_SLACK = (2, 6)


def column_of(text: str, end: int, floor: int) -> int:
    """The offset in its line where the column holding ``text[end - 1]`` starts: after the
    last gutter before it (``pdftotext -layout``'s right column); ``0`` for the first column
    or when the line starts before ``floor``."""
    return columns_of(text, end, floor)[0]


#: At most this many gutters of a DOI's line are tried as where its column starts.
_MAX_COLUMN_STARTS = 8


def columns_of(text: str, end: int, floor: int) -> list[int]:
    """Where the column holding ``text[end - 1]`` may start in its line, the last gutter's end
    first (``column_of``), then at most ``_MAX_COLUMN_STARTS - 1`` gutters before it, nearest
    first: a justified line of the right column pads its word gaps to gutter width
    ("Parasitol    Drugs    Drug     Resist.     7:362–369.    doi:10.1016/", issue #9), so
    its column may start at an earlier one, though not at the left column's indentation (less
    than ``OTHER_COLUMN_INDENT``); ``[0]`` for the first column or when the line starts before
    ``floor``."""
    line = text.rfind("\n", max(0, floor), end) + 1
    if line == 0 and floor > 0:
        return [0]
    if text.find(_GUTTER_SPACES, line, end) < 0 and text.find("\t", line, end) < 0:
        return [0]  # (cheaply: no run of blanks as wide as a gutter on the line)
    starts = [gutter.end() - line for gutter in _GUTTER_RE.finditer(text, line, end)]
    if not starts:
        return [0]
    earlier = [start for start in starts[-2::-1] if start >= OTHER_COLUMN_INDENT]
    return [starts[-1], *earlier[: _MAX_COLUMN_STARTS - 1]]


def same_column(text: str, line: int, column: int, bound: int) -> int:
    """Where the line that starts at ``line`` goes on in the column that starts ``column``
    characters into a line (after a gutter, or its padding); ``-1`` when that line holds
    nothing there, or reaches past ``bound``."""
    low = line + column - _COLUMN_SLACK[0]
    high = min(line + column + _COLUMN_SLACK[1], bound - 1)
    if low >= high:
        return -1
    for gutter in _GUTTER_RE.finditer(text, line, high + 1):
        if low <= gutter.end() <= high and "\n" not in text[line : gutter.end()]:
            return gutter.end()
    return -1


def _same_column_after(text: str, line: int, column: int, bound: int) -> int:
    """``same_column``, or where the first line after at most ``_MAX_OTHER_COLUMN_LINES``
    lines that end before the column goes on in it: ``pdftotext -layout`` prints a line of the
    left column alone where its baseline falls between two lines of the right column
    ("...Nucleic Acids Research. https://doi.org/10.1093/" / "      other Acinetobacter
    spp. ..." / "<gutter>nar/gkz935"); ``-1`` at a blank line (SPEC §5: never joined)."""
    for _ in range(_MAX_OTHER_COLUMN_LINES + 1):
        found = same_column(text, line, column, bound)
        if found >= 0:
            return found
        line_end = text.find("\n", line, bound)
        if line_end < 0:
            return -1
        words = len(text[line:line_end].rstrip())
        if words == 0 or words >= column - _COLUMN_SLACK[0]:
            return -1  # (a blank line; a line that reaches the column: no left one alone)
        line = line_end + 1
    return -1


def next_in_column(
    text: str, line: int, bound: int, end: int, floor: int, beside: bool, evidence: bool = False
) -> tuple[int, int]:
    """``(column, found)``: the column (``column_of``) of a DOI broken at ``end`` at its
    line's end, and where it goes on in the text after that line's break (at ``line``):
    the same column of the next line for a right column (``same_column``, perhaps after the
    left column's lines alone, ``_same_column_after``, perhaps where an earlier gutter of a
    justified line starts it, ``columns_of``), after the other column's lines alone for a
    left one (``after_other_column``), at the next line's indentation for a justified line
    with the other column's words beside the DOI (``at_own_indent``); ``found`` ``-1`` where
    none of these (``pdftotext -layout``, pypdf's layout text; SPEC §5 PDF line breaks). Reads
    ``text`` before ``bound`` and after ``floor``. ``evidence``: the caller joins only where
    the evidence says so (a registrant's profile, the document; ``rules.readings``), so a next
    line of one column (no gutter) at the DOI line's own indentation is tried with no other
    column's words beside the DOI too: a justified line of a single column ("doi:10.1002/adma.
    202104113.      URL https://onlinelibrary.wiley.com/doi/abs/10.1002/adma." / "202104113.
    _eprint: ..."), whose word gaps look like gutters (SPEC §5 Readings)."""
    columns = columns_of(text, end, floor)
    column, found = columns[0], -1
    if column > 0:
        for start in columns:
            found = _same_column_after(text, line, start, bound)
            if found >= 0:
                break
    if found < 0:  # (the other column's line alone between: "pdftotext -layout")
        found = after_other_column(text, line, bound, end, floor)
    if found < 0 and column > 0 and (beside or evidence):  # (a justified line's gaps)
        found = at_own_indent(text, line, bound, end, floor)
        if (
            found >= 0
            and not beside
            and (_two_columns(text, found, bound) or _left_goes_on(text, end, column, floor))
        ):
            # (the next line holds two columns: the DOI is the right one's; or the left
            # column's own DOI broken after its "/" or "-" goes on there)
            found = -1
    return column, found


def _left_goes_on(text: str, end: int, column: int, floor: int) -> bool:
    """Whether the words before the gutter of the line of a DOI ending at ``end`` (its column
    at ``column``) end visibly incomplete, in a "/" or "-" (a left column's DOI broken at its
    line's end: "doi:10.1016/      lo.2009.55.2.0920." / "S0016-7037(03)00087-5."): the next
    line's start is that DOI's rest (SPEC §5 PDF line breaks), not the right column's."""
    line = text.rfind("\n", max(0, floor), end) + 1
    return text[line : line + column].rstrip()[-1:] in ("/", "-")


def _two_columns(text: str, start: int, bound: int) -> bool:
    """Whether the line that goes on at ``start`` holds a gutter (before ``bound``)."""
    end = _LINE_REST_RE.match(text, start, bound).end()  # type: ignore[union-attr]
    return _GUTTER_RE.search(text, start, end) is not None


def at_own_indent(text: str, line: int, limit: int, end: int, floor: int) -> int:
    """Where the next line (at ``line``) goes on when it starts at the indentation of the line
    of a DOI that ends at ``end`` with the other column's words after it: pypdf's layout text
    pads a justified line's word gaps to gutter width ("Intern  Med.  1997;157(4):409-415.
    http://dx.doi.org/10.1001/archinte." + gutter + the right column), so ``column_of`` takes
    the DOI for a right column's, but a DOI with a column to its right is in the left one and
    goes on at the next line's start (issue #9; SPEC §5 PDF line breaks); ``-1`` where the
    next line starts elsewhere or the DOI's line starts before ``floor``."""
    own_line = text.rfind("\n", max(0, floor), end) + 1
    if own_line == 0 and floor > 0:
        return -1
    own = _indent(text, own_line, end)
    i = line + _indent(text, line, limit)
    if i >= limit or text[i] in "\r\n":
        return -1
    return i if own - _COLUMN_SLACK[0] <= i - line <= own + _COLUMN_SLACK[0] else -1


#: ``pdftotext -layout`` prints a line of the right column alone where its baseline falls
#: between two lines of the left column: at most this many such lines stand between a
#: left-column DOI's line and the line where it goes on, each indented ``OTHER_COLUMN_INDENT``
#: more than the DOI's line and past its end.
_MAX_OTHER_COLUMN_LINES = 2


def _indent(text: str, line: int, end: int) -> int:
    """How many blanks start the line at ``line`` (up to ``end``)."""
    i = line
    while i < end and text[i] in " \t":
        i += 1
    return i - line


def after_other_column(text: str, line: int, limit: int, end: int, floor: int) -> int:
    """In ``pdftotext -layout`` text, where a DOI's column goes on after its line (which ends
    at ``end``; ``line``: the next line's start) and at most ``_MAX_OTHER_COLUMN_LINES`` lines
    that hold only the right column's words, indented past the DOI's line's end ("...https://
    doi.org/10.1111/j.1365-" / "<gutter>30.   Biswas I, ..." / "      2958.2005.04940.x"):
    the first character of that line, at the DOI's line's indentation; ``-1`` where no such
    line stands there, or one that starts a new DOI, URL or label or holds a "10." (SPEC §5
    PDF line breaks). Looks back to ``floor`` at most."""
    own_line = text.rfind("\n", max(0, floor), end) + 1
    if own_line == 0 and floor > 0:
        return -1  # the DOI's line starts further back than the look-back
    own = _indent(text, own_line, end)
    for skipped in range(_MAX_OTHER_COLUMN_LINES + 1):
        i = line + _indent(text, line, limit)
        if i >= limit or text[i] in "\r\n":
            return -1
        column = i - line
        if skipped and own - _COLUMN_SLACK[0] <= column <= own + _COLUMN_SLACK[1]:
            return i
        rest_end = text.find("\n", i, limit)
        if (
            column < max(end - own_line, own + OTHER_COLUMN_INDENT)  # (not the other column)
            or rest_end < 0
            or text.find("10.", i, rest_end) >= 0
            or NEW_THING_RE.match(text, i, rest_end) is not None
        ):
            return -1
        line = rest_end + 1
    return -1


#: A line of the other column's words that pdfminer put between a DOI's prefix and its
#: suffix ("doi:10.2754/" / "Brno." / "Acta" / "(Pakistan)." / "avb200776010079."): one to four
#: short words without a digit, perhaps after a blank line ("epjc/" / "" / "culations, Eur.
#: Phys." / "s10052-011-1733-z, arXiv:...").
_JUMBLE_LINE_RE = re.compile(
    r"(?:[ \t]*(?:\r\n|\r|\n))?[^\s0-9]{1,16}(?:[ \t][^\s0-9]{1,16}){0,3}[ \t]*(?:\r\n|\r|\n)"
)
#: A suffix alone on its line: DOI material with a digit, then an end mark and the line end.
_SUFFIX_LINE_RE = re.compile(
    r"[A-Za-z0-9][A-Za-z0-9._;()/:<>-]*[0-9][A-Za-z0-9._;()/:<>-]*[.,;]?(?:[ \t][^\n]{0,40})?\n"
)
#: At most this many jumbled lines are skipped.
_MAX_JUMBLE_LINES = 4


def after_jumble(text: str, start: int, limit: int) -> int:
    """``start``, or after at most ``_MAX_JUMBLE_LINES`` short lines of words without a digit
    when a suffix alone on its line follows them (pdfminer's text of a two-column page: the
    other column's words between a DOI's "/" at a line's end and its suffix). A line that
    holds a label or URL start ("doi:", "https:", ``NEW_THING_RE``) is not the other column's
    words: it starts what follows (``new_thing_after_break`` says the same, SPEC §5)."""
    i = start
    for _ in range(_MAX_JUMBLE_LINES):
        line = _JUMBLE_LINE_RE.match(text, i, limit)
        if line is None or NEW_THING_RE.search(text, i, line.end()) is not None:
            break
        i = line.end()
        if _SUFFIX_LINE_RE.match(text, i, limit):
            return i
    return start


def _gap(
    text: str,
    end: int,
    limit: int,
    join_lines: bool,
    join_spaces: bool,
    floor: int = 0,
    last: str = "",
) -> tuple[int, bool] | None:
    """The gap at ``end`` that a join may bridge: ``(gap_end, is_line_break)``; spaces before
    a line break belong to the break; a space only when one (``None``: no gap to bridge); a
    line-numbered manuscript's line number after a line break belongs to the break. ``last``:
    the run's last visible character (``_last_visible``), or ``""`` after a bare ``10.``."""
    blanks_end = after_blanks(text, end, limit)
    beside = False  # (the other column's words after a gutter on the DOI's line)
    if (
        join_lines
        and blanks_end - end >= COLUMN_GUTTER
        # (visibly incomplete: no suffix yet, a final "-"; a zero-width space after it is
        # a break opportunity the typesetter printed, "https://\u200bdoi.\u200borg/\u200b10.
        # \u200b1038/\u200b" + gutter: Springer Nature, SPEC §4 invisible characters)
        and last in ("/", "-", "")
        and blanks_end < limit
    ):
        # (over the other column's words, its DOI too: the scanner reads that gap for DOIs,
        # scan._nested)
        blanks_end = _LINE_REST_RE.match(text, blanks_end, limit).end()  # type: ignore[union-attr]
        beside = True
    if join_lines and blanks_end < limit and text[blanks_end] in "\r\n":
        line = blanks_end + (2 if text.startswith("\r\n", blanks_end) else 1)
        column, found = next_in_column(text, line, limit, end, floor, beside)
        if column > 0:  # a right column: it goes on at the same column of the next line
            return None if found < 0 else (found, True)
        start = found if found >= 0 else _line_start(text, blanks_end, limit)
        if last == "/":  # (no suffix yet: pdfminer's jumble of the other column)
            start = after_jumble(text, start, limit)
        return after_line_number(text, start, limit, floor), True
    if join_spaces and text[end] == " ":
        if end + 1 < limit and text[end + 1] in " \t\r\n":
            return None
        return end + 1, False
    return None


def merged_line_start(text: str, end: int, limit: int) -> int:
    """Where the next line after the one holding ``text[end]`` goes on (after its line break
    and indentation): in pdfplumber's text of a two-column page, where a left-column line's
    text goes on after the right column's words that one space joined to it (SPEC §5, PDF line
    breaks); ``-1`` where the line ends beyond ``limit`` or a blank line follows."""
    line_end = _LINE_REST_RE.match(text, end, limit).end()  # type: ignore[union-attr]
    if line_end >= limit:
        return -1
    start = _line_start(text, line_end, limit)
    return -1 if start >= limit or text[start] in "\r\n" else start


#: At most this many runs of a line are tried for a right column's rest (pdfplumber's merged
#: columns).
_MAX_MERGED_RUNS = 12


def runs_after_first(text: str, start: int, bound: int) -> list[int]:
    """Where the runs after the first of the line that goes on at ``start`` start (each after
    blanks, after a word with a letter: the other column's; at most ``_MAX_MERGED_RUNS``,
    before ``bound``); none for ``start`` ``-1``."""
    runs: list[int] = []
    if start < 0:
        return runs
    end = _LINE_REST_RE.match(text, start, bound).end()  # type: ignore[union-attr]
    i = start
    words = False
    while len(runs) < _MAX_MERGED_RUNS:
        blank = text.find(" ", i, end)
        if blank < 0:
            break
        # (the other column's words, not a line number alone: "13 2015.03.012" is no merge)
        words = words or any(c.isalpha() for c in text[i:blank])
        i = blank
        while i < end and text[i] in " \t":
            i += 1
        if i >= end:
            break
        if words:
            runs.append(i)
    return runs


def _merged_line(text: str, end: int, limit: int) -> int:
    """pdfplumber's text of a two-column page: each left-column line, one space, then the
    right column's line ("...doi:10.1007/s10194-012-0474- 23091685]. 1.[PubMed:" /
    "1.[PubMed:22911168]..."). A DOI visibly incomplete at ``end`` (after "/" or "-"), one
    space, then words that do not continue it: where it goes on, the next line's first
    character (after its indentation) when its first run holds a digit; ``-1`` where the line
    ends beyond ``limit``, a blank line follows or the next line starts with a word (SPEC §5,
    PDF line breaks)."""
    if text[end - 1] not in "/-" or text[end] != " ":
        return -1
    start = merged_line_start(text, end, limit)
    if start < 0:
        return -1
    token_end = _PLAIN_EXTENT.match(text, start, limit).end()  # type: ignore[union-attr]
    # (DOI material with a digit: never a line of prose after "10.1000/ see")
    return start if _DIGIT_RE.search(text, start, token_end) is not None else -1


def _merged_join(
    text: str,
    places: tuple[int, int, int],
    pattern: re.Pattern[str],
    spaced: bool,
    join_lines: bool,
) -> tuple[int, int] | None:
    """Where the run ``text[anchor:end]`` (``places``: anchor, end, limit), which the token
    after one space does not continue, goes on at the next line's start (``_merged_line``):
    ``(gap_end, token_end)`` of the joined token, or ``None`` (always without ``join_lines``:
    the options' join_lines off, or the gap at ``end`` is a line break already)."""
    anchor, end, limit = places
    gap_end = _merged_line(text, end, limit) if join_lines else -1
    if gap_end < 0:
        return None
    token_end = pattern.match(text, gap_end, limit).end()  # type: ignore[union-attr]
    if not _joins_at(text, (anchor, end, gap_end, token_end, limit), True, spaced):
        return None
    return gap_end, token_end


def _later_run_join(
    text: str, places: tuple[int, int, int], first: int, pattern: re.Pattern[str]
) -> tuple[int, int] | None:
    """pdfplumber's merged columns (issue #9): a bare prefix and its "/" at a right-column
    line's end ("...https://doi.org/10.1101/"), whose next line (its first run at ``first``)
    starts with the left column's words ("Baltic Sea. International journal of 029983"): the
    suffix is the first later run of that line (``runs_after_first``) that makes a shape the
    registrant issues (``registrants.suffix_complete``; without a profile no join). ``places``:
    the run's anchor, end, limit; ``(gap_end, token_end)`` of the joined run, or ``None``
    (SPEC §5 PDF line breaks, Readings: the registrant's suffix shapes decide)."""
    anchor, end, limit = places
    head = text[anchor:end]
    if _BARE_PREFIX_RE.search(head) is None:
        return None
    for start in runs_after_first(text, first, limit):
        token_end = pattern.match(text, start, limit).end()  # type: ignore[union-attr]
        token = text[start:token_end].rstrip(".,;:")
        if _may_be_suffix(token) and suffix_complete(head + token):
            return start, token_end
    return None


def _may_be_suffix(token: str) -> bool:
    """Whether a run found away from the break (a merged column's later run) may be a bare
    prefix's whole suffix: DOI material with a digit, not a number of four digits or fewer (a
    year, a page, a volume: "2007." in the left column's words, which a profile with old
    all-digit suffixes would take)."""
    word = token.rstrip(".,;:)")
    return _DIGIT_RE.search(word) is not None and not (word.isdigit() and len(word) <= 4)


def _spaced_slash(
    text: str,
    anchor: int,
    end: int,
    limit: int,
    pattern: re.Pattern[str],
    edits: list[Edit],
    join_lines: bool = True,
) -> int:
    """ "10.1103 /PhysRevE.62.1234": the prefix, spaces, then its "/" (SPEC §5): the spaces
    are a join (added to ``edits``) and the run goes on after the "/"; a prefix spaced out
    after its "10." too ("10. 29333 /iejme") joins both, and so does a space after the "/"
    before the long number ``SPACED_SLASH_RE`` allows ("10.1145 / 2594455"). A line break
    before the "/" ("10.1523" + break + "/JNEUROSCI...", a typesetter that breaks before
    punctuation; issue #9) is a ``join-line``, read only where ``join_lines`` allows."""
    slash = SPACED_SLASH_RE.match(text, anchor, limit)
    if slash is None or end not in (slash.start(1), slash.start(2)):
        return end
    line_break = "\n" in slash.group(2)  # "10.1523" + break + "/JNEUROSCI" (issue #9)
    if line_break and not join_lines:
        return end
    if slash.start(1) == end:  # "10. 29333 /iejme": the spaces after "10." too
        edits.append(Edit(end, slash.end(1), "", "join-space"))
    edits.append(
        Edit(slash.start(2), slash.end(2), "", "join-line" if line_break else "join-space")
    )
    rest = slash.end(2) + 1  # after the "/"
    if rest + 1 < limit and text[rest] in " \t" and text[rest + 1].isdigit():
        edits.append(Edit(rest, rest + 1, "", "join-space"))  # "10.1145 / 2594455"
        rest += 1
    return cut(text, slash.end(2), pattern.match(text, rest, limit).end())  # type: ignore[union-attr]


def _broken_dot(
    text: str, anchor: int, end: int, limit: int, pattern: re.Pattern[str], edits: list[Edit]
) -> int:
    """ "https://doi.org/10" + break + ".1080/01690965...": a prefix broken after its "10",
    before its dot (``BROKEN_DOT_RE``; a typesetter that breaks before punctuation, issue #9),
    or inside its registrant ("10.10" + break + "80/...", ``BROKEN_REGISTRANT_RE``). The break
    is a ``join-line`` (added to ``edits``) and the run goes on after the "/"."""
    broken = (BROKEN_DOT_RE if end == anchor + 2 else BROKEN_REGISTRANT_RE).match(
        text, anchor, limit
    )
    if broken is None or broken.start(1) != end:
        return end
    edits.append(Edit(broken.start(1), broken.end(1), "", "join-line"))
    return cut(text, broken.end(1), pattern.match(text, broken.end(), limit).end())  # type: ignore[union-attr]


def _joins(head: str, token: str, line_break: bool, spaced: bool) -> bool:
    """The join decision, in a DOI printed spaced out too."""
    if continues(head, token, line_break):
        return True
    return spaced and not line_break and _spaced_part("".join(head.split()), token)


def _joins_at(
    text: str, places: tuple[int, int, int, int, int], line_break: bool, spaced: bool
) -> bool:
    """``_joins`` for the run ``text[anchor:end]`` and the token ``text[gap_end:token_end]``
    (``places``), or a journal code after a bare prefix (``_journal_code_part``)."""
    anchor, end, gap_end, token_end, limit = places
    head, token = text[anchor:end], text[gap_end:token_end]
    if _joins(head, token, line_break, spaced):
        return True
    if line_break:
        return _last_part_after_hyphen(head, token, text, token_end, limit)
    return _journal_code_part(head, token, text, token_end, limit)


#: Blanks to the line's end (or the look-ahead's), after a token.
_LINE_REST_BLANK_RE = re.compile(r"[ \t]*(?:\r\n|\r|\n|\Z)")


def _last_part_after_hyphen(head: str, token: str, text: str, token_end: int, limit: int) -> bool:
    """A DOI broken after a hyphen whose next line holds only a number and a final "."
    ("10.3233/978-1-61499-742-9-" / "142.", issue #9): the DOI before the break is visibly
    incomplete (SPEC §5: no DOI ends with "-"), and the number is no list number, which always
    has its item after it on the same line ("12. Smith J, ...")."""
    return (
        "/" in head
        and _visible_end(head)[-1:] == "-"
        and LIST_NUMBER_RE.match(token) is not None
        and token[:1].isdigit()
        and _LINE_REST_BLANK_RE.match(text, token_end, limit) is not None
    )


#: A bare prefix and its "/": nothing of the suffix yet (visibly incomplete, SPEC §5).
_BARE_PREFIX_RE = re.compile(r"10\.[0-9]{4,9}(?:\.[0-9]{1,9}){0,3}/\Z")
#: A journal code and its inner "." ("ldr.", "j.", "JVI."): a suffix's first part, no digit yet.
_JOURNAL_CODE_RE = re.compile(r"[A-Za-z][A-Za-z0-9]{0,11}\.\Z")


def _journal_code_part(head: str, token: str, text: str, token_end: int, limit: int) -> bool:
    """SPEC §5 spaces: "doi: 10.1002/ ldr. 1091" (anystyle's training data): one space after a
    bare prefix's "/" and one after the suffix's inner "." that PDF extraction added. A
    digit-less token never joins across a space by itself (prose: "10.1000/ see the ..."), but a
    journal code and its "." right after a bare prefix, with DOI material holding a digit one
    space on, is the suffix's first part: join it (the next space is the readings' question,
    ``rules.readings``). A prose word, a capitalised name ("Fig. 1") or a list number is not."""
    word = token[:-1]
    if (
        _BARE_PREFIX_RE.match(_visible_end(head)) is None
        or _JOURNAL_CODE_RE.match(token) is None
        or word.lower() in PROSE_WORDS
        or (len(word) > 1 and word[0].isupper() and word[1:].islower())
    ):
        return False
    rest = token_end + 1
    if rest >= limit or text[token_end] != " " or text[rest] in " \t\r\n":
        return False
    rest_end = _PLAIN_EXTENT.match(text, rest, limit).end()  # type: ignore[union-attr]
    nxt = text[rest:rest_end]
    return _DIGIT_RE.search(nxt) is not None and BRACKETED_NUMBER_RE.match(nxt) is None


def _spaced_part(head: str, token: str) -> bool:
    """In a DOI printed spaced out: ``token`` is its next part after a separator's space."""
    word = token.rstrip(".,;:")
    return (
        "/" in head
        and head[-1] in "./-"
        and SPACED_PART_RE.match(token) is not None
        and word.lower() not in PROSE_WORDS
        and not (len(word) > 1 and word[0].isupper() and word[1:].islower())  # "Smith"
        # a list number only where the DOI is not complete yet ("2011. 11. 018", not "018. 12.")
        and (LIST_NUMBER_RE.match(token) is None or suffix_complete(head.rstrip(".-")) is False)
    )


def read_extent(
    text: str,
    anchor: int,
    limit: int,
    is_url: bool,
    separators: str = "",
    join_lines: bool = True,
    join_spaces: bool = True,
    plain_end: int = -1,
    broken_dot: bool = False,
) -> tuple[int, list[Edit]]:
    """Return ``(end, join_edits)``: the raw run is ``text[anchor:end]``; ``end == limit``
    means the run was cut at the limit. ``plain_end`` is where the run ends when the caller
    already knows it (the anchor regex takes it; in a URL only if the run holds none of the
    URL's end characters), without field separators. ``broken_dot``: a "10" + break + ".1080/"
    prefix may be joined (``_broken_dot``: behind a DOI wrapper or label, SPEC §5)."""
    pattern = (
        (_URL_EXTENT if is_url else _PLAIN_EXTENT)
        if not separators
        else _extent(is_url, separators)
    )
    if plain_end >= 0 and not separators:
        end = min(plain_end, limit)
    else:
        end = _raw_run(text, anchor, limit, pattern, is_url)
    end = cut(text, anchor + 3, end)
    edits: list[Edit] = []
    if broken_dot and join_lines and end <= anchor + 5:  # "doi.org/10" + break + ".1080/"
        end = _broken_dot(text, anchor, end, limit, pattern, edits)
    broken = len(edits)
    if end < limit and (text[end] in " \t" or (join_lines and text[end] in "\r\n")):
        end = _spaced_slash(text, anchor, end, limit, pattern, edits, join_lines)
    if end >= limit or text[end] not in " \t\r\n":
        return end, edits  # the common case: nothing to repair
    if _last_visible(text, anchor, end) not in BREAK_CHARS_LINE and not starts_line_with_joiner(
        text, after_blanks(text, end, limit), limit
    ):
        return end, edits
    # "10. 1016/ j. immuni. 2011...": a prefix spaced out is a DOI spaced out (SPEC §5)
    spaced = len(edits) > broken or (end == anchor + 3 and text[end] == " ")
    end = _join_gaps(text, (anchor, end, limit), pattern, edits, (join_lines, join_spaces), spaced)
    return end, edits


def _join_gaps(
    text: str,
    run: tuple[int, int, int],
    pattern: re.Pattern[str],
    edits: list[Edit],
    joins: tuple[bool, bool],
    spaced: bool,
) -> int:
    """``read_extent``'s repairs: the gaps after the raw run ``text[anchor:end]`` (``run``:
    anchor, end, limit) that the join rules bridge, each recorded in ``edits``;
    ``joins``: whether lines and spaces may be joined. Returns the run's new end."""
    anchor, end, limit = run
    join_lines, join_spaces = joins
    while len(edits) < (MAX_SPACED_JOINS if spaced else MAX_JOINS) and end < limit:
        gap = _gap(
            text,
            end,
            limit,
            join_lines,
            join_spaces,
            anchor - LINE_NUMBER_LOOKBACK,
            # (a bare "10." has no registrant yet: "" joins as "/" does)
            "" if _visible_end(text[anchor:end]) == "10." else _last_visible(text, anchor, end),
        )
        if gap is None:
            break
        gap_end, line_break = gap
        if gap_end >= limit or (
            _last_visible(text, anchor, end) not in BREAK_CHARS_LINE
            and not (line_break and text[gap_end] in LINE_JOINERS)
        ):
            break
        token_end = pattern.match(text, gap_end, limit).end()  # type: ignore[union-attr]
        if not _joins_at(text, (anchor, end, gap_end, token_end, limit), line_break, spaced):
            merged = _merged_join(
                text, (anchor, end, limit), pattern, spaced, join_lines and not line_break
            )
            if merged is None and line_break:
                merged = _later_run_join(text, (anchor, end, limit), gap_end, pattern)
            if merged is None:
                break
            (gap_end, token_end), line_break = merged, True
        edits.append(Edit(end, gap_end, "", "join-line" if line_break else "join-space"))
        end = cut(text, gap_end, token_end)
    return end


def new_thing_after_break(text: str, anchor: int, end: int, limit: int, is_url: bool) -> bool:
    """Whether ``read_extent`` (without field separators), given the plain run
    ``text[anchor:end]`` that a line break ends, returns it as it is: nothing in it may be cut
    and the next line starts something new (``NEW_THING_RE``: a DOI prefix, a URL, a label),
    which ``continues`` never joins ("10.1000/" then "10.1000/..."). The same tests in the same
    order as ``read_extent``, none of its work (a cheap answer for the scanner's hot path). A
    run in a right column (``column_of``: after a gutter) goes on at its column of the next
    line, not at the line's start, which is the left column's (``pdftotext -layout``: "...
    https://doi.org/10.1126/" / "https://doi.org/10.1016/<gutter>science.1070919"): there
    ``read_extent`` decides (SPEC §5 PDF line breaks)."""
    if end >= limit or text[end] not in "\r\n" or may_cut(text, anchor + 3, end):
        return False
    gap_end = _line_start(text, end, limit)
    if gap_end >= limit:
        return True  # read_extent stops: no token within the limit
    pattern = _URL_EXTENT if is_url else _PLAIN_EXTENT
    token_end = pattern.match(text, gap_end, limit).end()  # type: ignore[union-attr]
    return (
        NEW_THING_RE.match(text, gap_end, token_end) is not None
        and column_of(text, end, anchor - LINE_NUMBER_LOOKBACK) == 0
    )


def _maybe_broken(text: str, anchor: int) -> bool:
    """Whether the prefix at ``anchor`` may be broken by a line break before its dot or
    inside its registrant (``_broken_dot``): no "." after the "10", or fewer than three
    registrant digits before a blank or a line break (a cheap test before the wrapper's)."""
    if text[anchor + 2 : anchor + 3] != ".":
        return True
    head = text[anchor + 3 : anchor + 6]
    return not head.isdigit() and head[:1].isdigit()


def extent(state: CandidateState) -> CandidateState:
    """Step: the raw run from the anchor (``read_extent``), at most ``max_doi_length`` long,
    with the joins that repaired it."""
    limit = min(state.hi, state.anchor + state.options.max_doi_length)
    options = state.options
    raw_end, joins = read_extent(
        state.text,
        state.anchor,
        limit,
        state.is_url,
        options.field_separators,
        options.join_lines,
        options.join_spaces,
        -1 if state.is_url else state.plain_end,  # (the anchor's run does not stop at "?#&")
        # (a "10" with no "." after it, or fewer than 3 registrant digits together: a prefix
        # broken before its dot or inside its registrant, behind a wrapper?)
        _maybe_broken(state.text, state.anchor)
        and BROKEN_DOT_WRAPPER_RE.search(state.text, state.raw_start, state.anchor) is not None,
    )
    state.limit = limit
    state.raw_end = state.end = raw_end
    if joins:
        state.edits.extend(joins)
    return state
