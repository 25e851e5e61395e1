"""Readings: where PDF text allows two readings of a DOI, the one the evidence supports (SPEC §5).

Runs on each hit the other rules made, before the scanner yields it, so the hot path and the
general rules meet the same readings. The ambiguous places, and the readings of each:

- the DOI stops at a line break, a single space, or pdfium's hyphen mark (U+FFFE, U+0002: "a
  hyphen stood at this line end"): stop there, or join the next line's first run (for a mark,
  with its hyphen or without);
- a join across ``-`` and a line break: keep the hyphen (the rules' reading), or drop it (the
  typesetter hyphenated inside the DOI: ``j.cro-`` / ``pro.2015...``);
- a join the rules made: keep it, or stop before it (the DOI was complete: ``...5fwjd.`` /
  ``article-details/...``);
- digits at a line end: the DOI's, or a running footer's page number glued on
  (``10.1128/msphere.00109-2410``);
- a DOI printed spread out (pdfminer's zero-width spaces read as spaces, anywhere:
  ``https:// doi. org/ 10. 1074/ jbc. M3128 10200``): every next run of DOI material, or not;
- a digit run that holds a page range ("...12131221.2004"): as printed, or with the hyphen a
  line break took, where the reference printed the range before it;
- one space after a letter or digit, or before a ".", where a reference-string tool joined a
  broken line with a space ("CIR.0b013e31827 42c84", "JVI .01234-15"): two runs, or one DOI;
- a hyphen at a break (or before a space that stood for one): the DOI's, or the typesetter's
  where the reference's own words explain the letters around it ("AJNR" for ``aj-`` / ``nr``);
- a line-numbered manuscript's number, or a ``pdftotext -layout`` gutter and the other
  column's words, between a DOI's halves (``rules.join.after_line_number``, ``column_of``);
- an ISSN or a volume and article number whose hyphen a line break took ("00917613(2001)",
  "1471-2105-10316" after "2009;10:316").

The evidence, strongest first: a list of DOIs known to exist (``Options.known_dois``); the
document itself (the DOI printed on an earlier line without the glued digits: ``Reader.seen``;
the reference's own page range, or its article number the joined suffix ends in); the
registrant's suffix shapes (``doiextract.registrants``): a reading whose suffix has a shape its
registrant issues wins over one whose suffix has none;
last, generic shape, where no profile decides (a next run of DOI material that ends the
reference or runs into another identifier's label; a spread-out URL). Without evidence the
rules' reading stands. The chosen reading is recorded as a removal kind: ``join-profile``,
``join-known``, ``join-shape``, ``join-document``, ``join-spread``, ``join-balance`` (a short
bracketed group the DOI left open, closed by the next run), ``dehyphen-profile``,
``dehyphen-known``, ``unjoin-profile``, ``cut-page-number`` (evidence: the document),
``rehyphen-document``, ``dehyphen-document``, ``rehyphen-shape`` or ``cut-profile``;
``apply_removals(hit.raw, hit.removals) == hit.doi`` holds.

Linear: a hit reads a few next runs, bounded by ``max_doi_length``, and looks back at most 200
characters (less than a stream keeps); the set of keys seen is capped.

Not a stable API: import from ``doiextract`` instead.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from doiextract.model import Hit, Removal, apply_removals
from doiextract.registrants import suffix_complete
from doiextract.rules.join import (
    after_glued_line_number,
    after_line_number,
    continues,
    merged_line_start,
    next_in_column,
    runs_after_first,
)
from doiextract.rules.trim import trim_trailing
from doiextract.syntax import (
    ASCII_FOLD,
    BRACKETED_NUMBER_RE,
    CITATION_RE,
    COLUMN_GUTTER,
    FIELD_LIST_RE,
    FIELD_TAG_LINE_RE,
    LINE_INDENT,
    LINE_NUMBER_LOOKBACK,
    LIST_NUMBER_NAME_RE,
    LIST_NUMBER_RE,
    OTHER_COLUMN_INDENT,
    PROSE_WORDS,
    SPACED_PART_RE,
    TAG_START_RE,
    ZERO_WIDTH,
)

__all__ = ["HYPHEN_MARKS", "KEPT_AFTER", "KEPT_AFTER_COMPLETE", "Reader", "gutter_after"]

#: pdfium's marks for a hyphen at a line end whose lines it joined (U+FFFE from
#: ``get_text_range``, U+0002 from ``get_text_bounded``): the hyphen may be the DOI's or the
#: typesetter's (SPEC §5).
HYPHEN_MARKS = "\x02\ufffe"
#: At most this many DOI keys remembered per scan (bounded memory; the first ones are kept).
MAX_SEEN = 4096
#: At most this many taken runs remembered (``Reader.taken``; the two DOIs of a merged line
#: are the same or the next hits).
_MAX_TAKEN = 8
#: A page number glued to a DOI's end: at most this many digits.
_MAX_PAGE_DIGITS = 4
#: The next run after a gap: up to whitespace, controls, a quote or a bar (syntax._ALWAYS_END),
#: or a raw markup tag glued on ("00074</list_item>", ``syntax.TAG_START_RE``, as
#: ``syntax.SPLIT_PATTERN`` cuts one; a SICI's "<123::AID-" is no tag).
_TOKEN_RE = re.compile(r"[^\s\x00-\x1f\x7f-\x9f\"|\u2014\u2015\ufffe]*")


def _token(text: str, pos: int, end: int) -> str:
    """The run of DOI-ish characters at ``text[pos:end]`` ("" when ``pos`` is at or past the
    bounded look-ahead's ``end``: a gap may reach past it).

    >>> _token("ab cd", 3, 5), _token("ab cd", 3, 2)
    ('cd', '')
    """
    if pos >= end:
        return ""
    token: str = _TOKEN_RE.match(text, pos, end).group()  # type: ignore[union-attr]
    if "<" in token and (tag := TAG_START_RE.search(token)) is not None:
        return token[: tag.start()]
    return token


#: The zero-width characters as a string (``str.rstrip``'s argument).
_ZERO_WIDTH_CHARS = "".join(sorted(ZERO_WIDTH))


def _last(raw: str) -> str:
    """The last visible character of a raw run ("" for none): a zero-width space before a
    break (Springer/BMC, pdftotext: "nchem\u200b" + "bio.780") is not what the run ends with."""
    last = raw[-1:]
    return raw.rstrip(_ZERO_WIDTH_CHARS)[-1:] if last in ZERO_WIDTH else last


def _single_letter(token: str) -> bool:
    """Whether ``token`` is one letter and punctuation ("w", "a."): a DOI's last character
    after a line break that became a space ("bi049892 w"), where a profile or the document
    says so; the plain lane keeps no hit before one (``KEPT_AFTER``)."""
    return token[:1].isalpha() and not any(c.isalnum() for c in token[1:])


#: A run of letters without a vowel ("y" aside) at a DOI's end: a journal's code ("nrg", "gkr",
#: "jm", "ckq"; OUP's "bty", "mdy"), no word of prose.
_CODE_END_RE = re.compile(r"(?<![A-Za-z])[b-df-hj-np-tv-zB-DF-HJ-NP-TV-Z]{2,8}\Z")


def _code_end(raw: str) -> str:
    """The run of letters without a vowel ("y" aside) that ends ``raw`` ("" for none)."""
    code = _CODE_END_RE.search(raw)
    return "" if code is None else code.group()


def _ends_in_word(raw: str) -> bool:
    """Whether the raw run ``raw`` ends in a word: two letters or more, not a code without a
    vowel ("y" counts as one here: "by", "gym"). A word, then one space and a number, reads as
    two words ("nature 14539", case rt8-space-09); a code then a number is a journal's code and
    its article number cut by a line break that became a space ("gkr 148", "ckq 106"), joined
    where the registrant's profile or the reference's end says so (SPEC §5 spaces from PDF
    extraction, Readings).

    >>> _ends_in_word("10.1038/nature"), _ends_in_word("10.1093/nar/gkr"), _ends_in_word("x1")
    (True, False, False)
    """
    if not raw[-2:].isalpha():
        return False
    code = _code_end(raw)
    return not code or "y" in code.lower()


def _y_code(doi: str) -> bool:
    """Whether ``doi`` ends in a short lowercase code whose only vowel is a "y" (two to six
    letters: OUP's "bty 560", "mdy 123"), which a number after one space goes on only where the
    registrant's profile says so."""
    code = _code_end(doi)
    return 2 <= len(code) <= 6 and code.islower()


def _word(token: str) -> str:
    """``token`` without its zero-width characters (SPEC §4): what a reading tests and joins.
    Springer/BMC typeset zero-width spaces at every break opportunity of a DOI and pdftotext
    prints them, so the rest on the next line holds them too ("bio.\u200b780."); the raw
    run's length (``len(token)``) still says where it ends.

    >>> _word("bio.\u200b780."), _word("ab")
    ('bio.780.', 'ab')
    """
    return token if token.isascii() else token.translate(_DROP_ZERO_WIDTH)


#: A run that starts something new (never joined): a URL, a label, a DOI prefix.
_NEW_THING_RE = re.compile(r"https?:|doi:|www\.|urn:|10\.[0-9]{4,9}(?:/|%2[fF])", re.IGNORECASE)
_JOIN_KINDS = frozenset(("join-line", "join-space"))
#: How the commonest next runs after a DOI and a space start: the next DOI, label or URL.
_NEW_RUN_STARTS = ("10.", "doi", "DOI", "http", "www")
#: What real PDF text glues onto a DOI's end when the space after it is lost (issue #9): a
#: label with its punctuation, a bracketed note, a year in parentheses, a word after a digit.
_PROSE_ALTERNATIVES = "|".join(
    sorted((w for w in PROSE_WORDS if len(w) > 2), key=len, reverse=True)
)
_GLUED_LABEL_RE = re.compile(
    r"(?:[.,;](?:Epub|Accessed|Available|Retrieved)"
    r"|[.,;]?(?:URL|PMID:?[0-9]*|PMCID:?(?:PMC)?[0-9]*|PubMed(?:Central)?:?[0-9]*|arXiv:?[0-9.v/]*"
    r"|(?<=[.,;])(?:pmid|pmcid):(?:pmc|PMC)?[0-9]*"  # (Science: "doi: ...; pmid: 18566383")
    r"|(?:hep|astro|nucl|cond|quant|math|gr)-(?:th|ph|ex|lat|qc|mat|phen)"
    r"|\[(?:doi|DOI|PubMed|pubmed|PMC|Crossref|CrossRef)\]"
    # (a bracketed PubMed note glued on, "[PubMed:17381554]", or its start alone where a
    # space followed: "...1550-2.[" + "PubMed: 24068481]"; pdfplumber's text lost the space)
    r"|\[(?:(?:PubMed|PMID|PMC|PMCID):?[0-9]*\]?)?"
    r"|\((?:19|20)[0-9]{2}\))"
    r"|(?:(?<=[0-9])|(?<=\.x))[.,;]?(?:" + _PROSE_ALTERNATIVES + r"))\Z"
)
#: A word of prose glued on at the end after any character ("...9162-z.for", "...334ffor"):
#: cut only where the registrant's profile says the DOI before it is complete.
_GLUED_WORD_RE = re.compile(r"[.,;]?(?:" + _PROSE_ALTERNATIVES + r")\Z")
#: Lower-case words glued on after a digit, the first a word of prose ("...150395orvia":
#: text that lost every space, pypdf's of some PDFs): cut only where the registrant's profile
#: says the DOI before it is complete.
_GLUED_WORDS_RE = re.compile(
    r"(?:"
    + "|".join(sorted((w for w in PROSE_WORDS if len(w) > 1), key=len, reverse=True))
    + r")[a-z]*\Z"
)
#: At most this many labels glued on in a row are cut.
_MAX_LABELS = 3
#: At most this many runs of a DOI printed spaced out are joined at once.
_MAX_SPACED_PARTS = 4
#: A DOI's part that a text layer's space put first on its own run: its "-" and DOI material
#: ("-G" of "(90)91143 -G", "-4020(01)93217"); joined only where a profile decides.
_HYPHEN_PART_RE = re.compile(r"-[A-Za-z0-9]")
#: After one space, the rest of a word the text layer cut, with a digit: the DOI's part goes on
#: ("medic ina55 050206", MDPI's "medicina55050206"), not a word then a number ("nature 14539").
_WORD_GOES_ON_RE = re.compile(r" [A-Za-z]{1,32}[0-9]")
#: A byte-order mark read as Windows-1252 (U+FEFF's UTF-8 bytes): invisible, like U+FEFF.
_MOJIBAKE_BOM = "\u00ef\u00bb\u00bf"
_SHORT_NUMBER_RE = re.compile(r"[0-9]{1,2}[.,;:)]*\Z")
#: A next line's run that starts with "." and DOI material with a digit (".01234-15.").
_LEADING_DOT_RE = re.compile(r"\.[A-Za-z0-9][^\s]*[0-9]")
#: A next line's run that starts with "_" and DOI material with a digit ("_01208"): a
#: typesetter that breaks before punctuation (MIT Press, Chicago style) puts the DOI's "_"
#: first on the next line; no sentence starts so (issue #9). (The anchor regex's ``join``
#: group sends such a line to these readings: the plain lane never keeps the DOI before it.)
_LEADING_MARK_RE = re.compile(r"_[A-Za-z0-9][^\s]*[0-9]")
#: The marks such a typesetter puts first on the next line; a line that starts with "/" or
#: "-" is joined only by a profile or a list of known DOIs (a table's "-0.5" starts so too,
#: and ``Reader.keeps`` keeps a DOI without a profile before a line that starts with "/").
_BREAK_BEFORE = "/_-"
#: A raw run that ends in a bare prefix and its "/" (no suffix yet).
_BARE_PREFIX_END_RE = re.compile(r"10\.[0-9]{4,9}/\Z")
#: A second DOI glued on: its prefix and "/".
_NEW_DOI_RE = re.compile(r"10\.[0-9]{4,9}/")
#: ... inside a DOI: its prefix and "/", or the prefix alone at the DOI's end (its "/" trimmed
#: before a blank: "...nature1237310.1000/ https://...").
_GLUED_PREFIX_RE = re.compile(r"10\.[0-9]{4,9}(?:/|\Z)")
#: Invisible characters (SPEC §4) that a trimmed tail may hold before a line break.
_DROP_ZERO_WIDTH = str.maketrans(dict.fromkeys(ZERO_WIDTH))
#: The longest DOI whose places are tried for a cut or a lost hyphen (one regex match each).
_MAX_REPAIR = 160
#: A number of this many digits glued after a DOI is a PMID (7 or 8 digits since 1997).
_GLUED_NUMBER_DIGITS = (7, 8)
_TAIL_KINDS = frozenset(("trim",))
#: Removals that replace a printed character in place (a ligature or full-width form folded,
#: a typographic hyphen): a DOI whose raw run ends with one may go on after a gap like any
#: other ("10.1000/x\ufb01" + line break + "x2."). An escape decoded at the end (``%2F``,
#: ``\u002F``, ``&#47;``) still ends the run: ``clean`` writes such characters escaped, and
#: its output must read back as the same DOI.
_IN_PLACE_KINDS = frozenset(("fold", "hyphen"))
_DIGIT_RE = re.compile(r"[0-9]")
#: At most this many characters after a DOI's rest for it to end the text (fewer than a
#: stream's look-ahead beyond ``max_doi_length``: scan.py's ``_LOOKAHEAD_EXTRA``).
_MAX_END_BLANKS = 8


def _key(doi: str) -> str:
    return doi.lower() if doi.isascii() else doi.translate(ASCII_FOLD)


def _trimmed(doi: str) -> str:
    return doi[: trim_trailing(doi, 0, len(doi))]


class Reader:
    """The readings of one scan: remembers the DOI keys seen (capped) for document evidence."""

    __slots__ = ("cheap", "exists", "join_lines", "join_spaces", "origin", "seen", "taken")

    def __init__(
        self,
        exists: Callable[[str], bool] | None = None,
        *,
        join_lines: bool = True,
        join_spaces: bool = True,
    ) -> None:
        #: each DOI key seen, with where its printing ended (``origin`` + the scan's offset)
        self.seen: dict[str, int] = {}
        #: added to the scan's offsets for ``seen``: ``0`` where the scan's offsets are the
        #: stream's; a window's stream byte offset where they are the window's own (byte
        #: offsets, ``scan_utf8``), so that offsets of later windows stay larger
        self.origin = 0
        #: ``Options.join_lines`` / ``join_spaces``: without them no reading joins across a
        #: line break (or a hyphen mark) / a space, as the join rules do not
        self.join_lines = join_lines
        self.join_spaces = join_spaces
        #: ``exists(doi)``: whether a DOI is known to exist (``--known-dois``, ``--verify``),
        #: or ``None``; one whose ``cheap`` is false is asked only about the readings that a
        #: profile supports or that a hyphen at a break leaves open
        self.exists = exists
        self.cheap = bool(getattr(exists, "cheap", True))
        #: where the runs that the last hits' joins took start (``origin`` + the scan's
        #: offset; at most ``_MAX_TAKEN``, the latest): a run is one DOI's rest, not two's
        self.taken: dict[int, None] = {}

    def _better(self, current: str, other: str, hyphen: bool = False) -> str | None:
        """The evidence that ``other`` is the right reading rather than ``current`` (its
        name: ``known``, ``profile``), or ``None``."""
        by_profile = suffix_complete(other) and suffix_complete(current) is False
        if self.exists is not None and (self.cheap or by_profile or hyphen):
            here, there = self.exists(current), self.exists(other)
            if there and not here:
                return "known"
            if here:
                return None
        return "profile" if by_profile else None

    def _dehyphen_evidence(self, text: str, doi_start: int, kept: str, dropped: str) -> str | None:
        """The evidence that a hyphen at a break is the typesetter's (``dropped`` is the DOI,
        not ``kept``): known DOIs, the profile, the reference's own words."""
        return self._better(kept, dropped, True) or _hyphenated_word(text, doi_start, kept, dropped)

    def reread(self, hit: Hit, text: str, base: int, hi: int, limit: int) -> Hit:
        """``hit``, or the reading of its text that the evidence supports. (``keeps`` tells
        cheaply where this keeps a plain hit: a new reading here may need a test there.)"""
        for removal in hit.removals:
            # (a join before the DOI is the wrapper's: "http://x?a=-" + line break + "x:10...")
            if removal.kind in _JOIN_KINDS and removal.start >= hit.doi_span[0] - hit.span[0]:
                hit = self._rejoin_merged(self._reread_joins(hit, text, base), text, base, hi)
                break
        if self.taken:  # (which run is the DOI's rest first, then what reads on after it)
            hit = self._untake(hit, text, base, hi)
        raw_end = hit.span[1] - base
        complete = suffix_complete(hit.doi)
        if raw_end < hi and self._may_join(text[raw_end]):
            extended = self._read_on(hit, text, base, hi, limit, complete)
            if extended is not hit:
                hit = extended
                raw_end = hit.span[1] - base
                complete = suffix_complete(hit.doi)
        if _MOJIBAKE_BOM in hit.doi:
            hit = _drop_mojibake(hit)
            complete = suffix_complete(hit.doi)
        if complete is not True and (cut := _cut_glued_labels(hit)) is not hit:
            hit = cut
            complete = suffix_complete(hit.doi)
        if complete is False:
            hit = self._repair(hit, text, base)
        elif complete is None:
            hit = _rehyphen_issn(hit)
        run = _LONG_DIGIT_RUN_RE.search(hit.doi, hit.doi.find("/"))
        if run is not None:
            start = hit.doi_span[0] - base
            # (cheaply first: the run's first three digits are printed shortly before)
            if text.find(run.group()[:3], max(0, start - _PAGES_LOOKBACK), start) >= 0:
                hit = _rehyphen_kept_complete(hit, _rehyphen_page_range(hit, text, base))
        if (
            complete is not True
            and hit.doi[-1:].isdigit()
            and (raw_end >= hi or text[raw_end] in "\r\n\f")
        ):
            # a running footer: the page number glued at the line's end (at the text's end
            # only the document's own evidence cuts)
            line_start = _line_start(text, hit.span[0] - base, base)
            if line_start >= 0:
                line_start += self.origin
            hit = self._cut_page_number(hit, raw_end < hi and complete is False, line_start)
        if self.taken:  # (a join the readings made may take a taken run too)
            hit = self._untake(hit, text, base, hi)
        if hit.removals:
            self._take(hit)
        if len(self.seen) < MAX_SEEN:
            self.seen[hit.key] = self.origin + hit.span[1]
        return hit

    def _take(self, hit: Hit) -> None:
        """Record where the runs that ``hit``'s joins took start (``taken``)."""
        taken = self.taken
        for removal in hit.removals:
            if removal.kind.startswith("join"):
                taken[self.origin + hit.span[0] + removal.start + len(removal.text)] = None
                if len(taken) > _MAX_TAKEN:
                    del taken[next(iter(taken))]

    def _untake(self, hit: Hit, text: str, base: int, bound: int) -> Hit:
        """pdfplumber's merged two columns (issue #9): one line holds two DOIs broken open, the
        left column's before one space ("doi:10.1371/ doi:10.1371/" / "journal.pbio.0040157
        journal.pone.0000308") and the right column's at the line's end, or the right one's at
        the line end before ("...10.1006/jtbi." / "https://doi.org/10.1006/jtbi. 1996.0026" /
        "1996.0025"). The hit before took a run as its rest (its join, recorded in ``taken``):
        a run is one DOI's rest, so where ``hit``'s last join took that same run, its rest is
        elsewhere: after a line break, a later run of that line (the left column's run came
        first); after one space, the next line's first run (where the left column goes on).
        The first there whose join the registrant's profile calls complete, or a list of known
        DOIs holds, is it (``join-profile``, ``join-known``); without one ``hit`` stays (SPEC
        §5 PDF line breaks, Readings)."""
        joins = [r for r in hit.removals if r.kind.startswith("join")]
        if not joins:
            return hit
        last = joins[-1]
        start = hit.span[0] - base + last.start + len(last.text)
        if self.origin + base + start not in self.taken:
            return hit
        if "\n" in last.text or "\r" in last.text or last.text.strip(" \t"):
            starts = runs_after_first(text, start, bound, taken=True)
        else:
            starts = [] if (first := merged_line_start(text, start, bound)) < 0 else [first]
        return self._rest_joined(hit, _before_join(hit, last), text, base, starts, bound, True)

    def _rest_joined(
        self,
        hit: Hit,
        head_hit: Hit,
        text: str,
        base: int,
        starts: list[int],
        bound: int,
        taken: bool = False,
    ) -> Hit:
        """``head_hit`` (``hit`` before its last join, ``_before_join``) joined to the first
        run at one of ``starts`` that the evidence joins (``_merged_rest``), or ``hit``."""
        head = head_hit.doi
        rest = self._merged_rest(hit.doi, head, text, starts, bound, taken)
        if rest is None:
            return hit
        run, raw_token, token, kind = rest
        gap = (head_hit.span[1] - base, run, run + len(raw_token))
        found = _joined(head_hit, text, base, gap, head + token, _trimmed(head + token), "", kind)
        if found is not head_hit and apply_removals(found.raw, found.removals) == found.doi:
            return found
        return hit

    def keeps(
        self,
        doi: str,
        key: str,
        text: str,
        doi_start: int,
        end: int,
        raw_end: int,
        after: int,
        base: int,
    ) -> bool:
        """Whether ``reread`` gives a hit of the hot path's plain lane (``rules.fast.plain_hit``:
        an ASCII DOI ending at ``end``, its raw run at ``raw_end``, no joins) back unchanged,
        told cheaply (then the key is recorded as ``reread`` records it); ``False``: ask
        ``reread``. The lane matched what follows the raw run with ``KEPT_AFTER`` (``after``
        0) or ``KEPT_AFTER_COMPLETE`` (``after`` 1).

        The tests ``reread`` makes where it keeps the hit: no oracle; a DOI its registrant's
        profile calls complete, or one without a profile (no glued label; after
        ``KEPT_AFTER_COMPLETE`` nothing that ``_extend`` joins: ``_NOT_A_REST_RE`` never
        matches a ``_LEADING_DOT_RE`` start; and at a line or page end no page number glued on
        that the DOIs seen reveal; without a profile, no ISSN that lost its hyphen); no page
        range printed shortly before that a long digit run of the suffix may be
        (``_page_range_before``). Keep in step with ``reread``
        (tests/properties check the scan against the general rules, which always ask it)."""
        if self.exists is not None:
            return False
        complete = suffix_complete(doi)
        suffix = doi.find("/") + 1
        if complete is not True and (
            complete is False
            or _GLUED_LABEL_RE.search(doi, max(suffix + 1, len(doi) - 48)) is not None
            or (after and self._page_number_glued(doi, key, text, end, raw_end))
            # an ISSN that lost its hyphen: ``_rehyphen_issn`` puts it back
            or _UNHYPHENATED_ISSN_RE.match(doi, suffix) is not None
        ):
            return False
        # (the digit runs ``_page_range_before`` looks for, in one call: most suffixes have none)
        runs = _LONG_RUNS_RE.findall(doi, suffix)
        if runs and _page_range_before(runs, text, doi_start):
            return False
        seen = self.seen
        if len(seen) < MAX_SEEN:
            seen[key] = self.origin + base + raw_end  # (as ``reread`` records it)
        return True

    def _page_number_glued(self, doi: str, key: str, text: str, end: int, raw_end: int) -> bool:
        """Whether ``_cut_page_number`` may cut a DOI without a profile (``keeps``): its raw
        run ends on a digit, untrimmed, at a line or page end, and the DOI without its last
        digits (at most ``_MAX_PAGE_DIGITS``) was seen."""
        if end < raw_end or not doi[-1].isdigit() or text[raw_end] not in "\r\n\f":
            return False
        digits = len(doi) - len(doi.rstrip("0123456789"))
        return any(key[:-cut] in self.seen for cut in range(1, min(digits, _MAX_PAGE_DIGITS) + 1))

    def _may_join(self, char: str) -> bool:
        """Whether the options allow a reading that joins across ``char`` (what ends a run)."""
        if char in " \t":
            return self.join_spaces and self.join_lines  # (a space may stand before a break)
        return self.join_lines

    # -- a line's end: stop or join the next run -------------------------------------------

    def _read_on(
        self, hit: Hit, text: str, base: int, hi: int, limit: int, complete: bool | None
    ) -> Hit:
        """The DOI stops at a gap (a hyphen mark, a line break, a space): the reading that
        joins the run after it, where the evidence supports one."""
        char = text[hit.span[1] - base]
        if char in HYPHEN_MARKS:
            return self._extend(hit, text, base, hi, limit)
        if char not in " \t\r\n":
            return hit
        if _spread_out(text, hit.doi_span[0] - base):
            spread = self._extend_spread(hit, text, base, hi, limit)
            if spread is not hit:
                # the other readings may take it on ("...30183-" / "5. Epub" by a profile)
                raw_end = spread.span[1] - base
                if raw_end >= hi or text[raw_end] not in " \t\r\n":
                    return spread
                return self._read_on(spread, text, base, hi, limit, suffix_complete(spread.doi))
        raw_end = hit.span[1] - base
        spaced = any(r.kind == "join-space" for r in hit.removals)
        if (
            char == " "
            and not spaced
            and raw_end + 1 < hi
            and text[raw_end + 1] not in " \t\r\n"
            and _last(hit.raw).isalnum()
        ):
            # one space after a letter or digit, then a run: only a line break that became a
            # space may join it (the readings below need ". : - /" before one space); cheaply
            # nothing where the next DOI, label or URL starts
            if text.startswith(_NEW_RUN_STARTS, raw_end + 1) and (
                text[raw_end + 1] != "1" or _NEW_DOI_RE.match(text, raw_end + 1, hi)
            ):
                return hit  # (not before "10. PubMed": a last part "...01.0 10.")
            return self._in_word_or_parts(hit, text, base, (hi, limit), complete)
        if (
            not spaced
            and _gap_end(
                text, raw_end, hi, False, _last(hit.raw), _floor(hit, base), min(hi, limit)
            )
            < 0
            and (complete is not False or _blanks_after_hyphen(text, raw_end, hi) < 0)
        ):
            # (the common case, made once: no run follows the gap as each reading below
            # reads it, the first test of each)
            return hit
        # a complete DOI is joined by a profile only where a list of known DOIs says so
        if complete is not True or self.exists is not None:
            extended = self._extend_or_parts(hit, text, base, (hi, limit), (spaced, complete))
            if extended is not hit:
                return extended
        return self._extend_by_shape(hit, text, base, hi, limit)

    def _extend_in_word(
        self, hit: Hit, text: str, base: int, bounds: tuple[int, int], complete: bool | None
    ) -> Hit:
        """A line break inside a word or before a ``.`` that a reference-string tool turned
        into a space ("CIR.0b013e31827 42c84", "JVI .01234-15"): the run after the space is
        the DOI's rest where the registrant's profile (or a list of known DOIs) says so, or
        where it starts with "." and DOI material with a digit (no sentence starts so) and no
        profile decides (``join-profile``, ``join-known``, ``join-shape``); or where the
        document prints the joined DOI too, before or right after (``join-document``: "ct
        200641m doi: 10.1021/ct200641m"), or the reference prints the number the join makes
        its suffix end in as its article number (``join-document``: "2022, e202101166.
        https://doi.org/10.1002/ejoc.20210 1166", ``_article_number_before``)."""
        hi, limit = bounds
        raw_end = hit.span[1] - base
        gap_end = raw_end + 1
        if (
            hit.doi_span[1] != hit.span[1]  # (something was trimmed: the DOI ended before)
            or gap_end >= min(hi, limit)
            or not (text[gap_end].isalnum() or text[gap_end] in ".)]>")
        ):
            return hit
        raw_token = _token(text, gap_end, min(hi, limit))
        token = _word(raw_token)
        if _closes_group(hit.doi, token):
            gap = (raw_end, gap_end, gap_end + len(raw_token))
            joined = _trimmed(hit.doi + token)
            return _joined(hit, text, base, gap, hit.doi + token, joined, "", "join-balance")
        if (
            token[0] != "."
            and _DIGIT_RE.search(token) is None
            and (complete is True or not _single_letter(token))
        ) or not _may_continue(token):
            return hit  # (the common case in prose, cheaply: a word, no DOI material)
        joined = _trimmed(hit.doi + token)
        token_end = gap_end + len(raw_token)
        if self._printed_elsewhere(
            joined, text, token_end, min(hi, limit + _MAX_END_BLANKS)
        ) or _article_number_before(hit.doi, joined, text, hit.doi_span[0] - base):
            evidence: str | None = "document"
        elif token[0].isdigit() and _ends_in_word(hit.raw):
            # (a word, then a number: "nature 14539" reads as two words; SPEC §5 join
            # conditions, case rt8-space-09; a single letter is no word: "S 1470-2045(12)...",
            # nor a code without a vowel: "gkr 148"; a short lowercase code whose only vowel
            # is a "y", OUP's "bty 560", "mdy 123", joins by the registrant's profile alone)
            if not _y_code(hit.doi):
                return hit
            evidence = self._better(hit.doi, joined)
            if evidence is None:
                return hit
        else:
            evidence = self._better(hit.doi, joined)
        joined_complete = suffix_complete(joined)
        if (
            evidence is None
            # no profile, or one that accepts both readings ("nrg250" / "nrg2509") or neither
            # (a text layer that lost a "." too: "mbcE1 8-06-0358" for mbc.E18-06-0358)
            and (joined_complete is not False or complete is False)
            and (complete is not True or joined_complete is True)
            and (
                _LEADING_DOT_RE.match(token) is not None
                or _ends_reference(text, raw_end, token, hi, token_end)
            )
        ):
            evidence = "shape"
        if evidence is None:
            return hit
        gap = (raw_end, gap_end, token_end)
        return _joined(hit, text, base, gap, hit.doi + token, joined, "", "join-" + evidence)

    def _printed_elsewhere(self, doi: str, text: str, start: int, end: int) -> bool:
        """Whether the document printed ``doi`` whole before (a key seen) or prints it in
        ``text[start:end]`` (the bounded look-ahead a stream always holds), not as the start
        of a longer DOI."""
        if _key(doi) in self.seen:
            return True
        at = text.find(doi, start, end)
        if at < 0:
            return False
        after = at + len(doi)
        return after >= len(text) or not (text[after].isalnum() or text[after] in "/-_")

    def _extend_spread(self, hit: Hit, text: str, base: int, hi: int, limit: int) -> Hit:
        """A DOI printed spread out, its URL too ("https:// doi. org/ 10. 1074/ jbc. M3128
        10200"): pdfminer reads zero-width spaces and a justified line's gaps as spaces, at
        any place. Each next run of DOI material on the line (after one or two spaces), or on
        the next line after a separator, is the DOI's, up to a label, a name, a list number
        or prose (issue #9)."""
        for _ in range(_MAX_SPREAD_PARTS):
            raw_end = hit.span[1] - base
            last = _last(hit.raw)
            gap_end = _spread_gap_end(text, raw_end, hi, last)
            if gap_end < 0:
                break
            token = _token(text, gap_end, min(hi, limit))
            token_end = gap_end + len(token)
            if (
                not _spread_part(last, token)
                or (LIST_NUMBER_RE.match(token) and _NAME_AFTER_RE.match(text, token_end, hi))
                or _NEW_SPREAD_DOI_RE.match(text, gap_end, min(hi, limit))  # printed twice
            ):
                break
            joined = _join_run(hit, text, base, (raw_end, gap_end, gap_end + len(token)))
            if joined is hit:
                break
            hit = joined
        return hit

    def _extend_by_shape(self, hit: Hit, text: str, base: int, hi: int, limit: int) -> Hit:
        """Generic shape, where no profile decides (none, or it accepts both readings): the
        next run is the DOI's rest when it is DOI material that no sentence, list or page
        number reads as, cut from the DOI inside a word or after an inner ``.`` or ``:``
        (``10.1387/ij`` / ``db.041922dr``, ``10.1101/gr.120618. 111``); before that, a
        bracketed group the DOI left open and the next run closes (``join-balance``), and a
        run that makes the suffix end in the reference's article number (``join-document``,
        ``_article_number_before``)."""
        raw_end = hit.span[1] - base
        gap_end = _gap_end(
            text, raw_end, hi, False, _last(hit.raw), _floor(hit, base), min(hi, limit)
        )
        if gap_end < 0:
            return hit
        raw_token = _token(text, gap_end, min(hi, limit))
        token = _word(raw_token)
        if _closes_group(hit.doi, token):
            return _join_run(
                hit, text, base, (raw_end, gap_end, gap_end + len(raw_token)), "join-balance"
            )
        if _NOT_A_REST_RE.match(text, gap_end, min(hi, limit)):
            return hit  # (the common case, cheaply: a name or a word starts the next line)
        if (
            token[:1].isdigit()
            and hit.doi[-1:].isdigit()
            and _article_number_before(
                hit.doi, _trimmed(hit.doi + token), text, hit.doi_span[0] - base
            )
        ):
            # the reference's article number is the joined suffix's number (the document's
            # evidence, before any shape's)
            return self._extend(hit, text, base, hi, limit, force="document")
        line_gap = gap_end > raw_end + 1 or text[raw_end] != " "
        token_end = gap_end + len(raw_token)
        if (
            not _shape_continues(hit.raw, token, line_gap)
            or _PROSE_AFTER_RE.match(text, token_end, hi)  # "3D models", "COVID-19 cases"
            # (the first of a list of fields: "20500904, 2024, 2, Downloaded from")
            or FIELD_LIST_RE.match(text, gap_end, hi)
            or (
                (_SHORT_RUN_RE.fullmatch(token.rstrip(".,;:")) or LIST_NUMBER_RE.match(token))
                and not _ends_text(
                    text,
                    token_end,
                    hi,
                    line_gap
                    and token.isdigit()
                    and _in_page(text, raw_end)
                    and _alone_on_line(text, gap_end)
                    # (a page number stands alone on its line: "116 ." at the line's start is
                    # a DOI's last part and the reference's final "." after a space)
                    and not _final_dot_at_line_start(text, gap_end, token_end, hi)
                    and _NUMBERED_LINE_RE.search(
                        text, max(0, gap_end - _NUMBERED_LINE_LOOKBACK), gap_end
                    )
                    is None,
                )
            )
        ):
            return hit
        tail = hit.removals[-1] if hit.removals else None
        # (a trimmed tail's zero-width characters are no DOI characters: "2014.\u200b", SPEC §4)
        trimmed = (
            tail.text.translate(_DROP_ZERO_WIDTH)
            if tail is not None and tail.kind in _TAIL_KINDS
            else ""
        )
        if suffix_complete(_trimmed(hit.doi + trimmed + token)) is False:
            return hit  # the registrant issues no such shape
        return self._extend(hit, text, base, hi, limit, force="shape")

    def _extend_spaced(self, hit: Hit, text: str, base: int, hi: int, limit: int) -> Hit:
        """A DOI printed spaced out may be cut mid-part too ("NEJMo a2001 017"): join the
        next few runs when, together, they make the registrant's shape."""
        pos = hit.span[1] - base
        parts = ""
        tail = hit.doi_span[1] - base
        for count in range(1, _MAX_SPACED_PARTS + 1):
            gap_end = _gap_end(text, pos, hi, False, ".")
            if gap_end < 0:
                return hit
            token = _token(text, gap_end, min(hi, limit))
            if not _may_continue(token):
                return hit
            parts += text[tail:pos] + token  # (the trimmed tail before the gap, then the run)
            tail = pos = gap_end + len(token)
            if self._better(hit.doi, _trimmed(hit.doi + parts)) is not None:
                for _ in range(count):
                    hit = self._extend(hit, text, base, hi, limit, force="profile")
                return hit
        return hit

    def _in_word_or_parts(
        self, hit: Hit, text: str, base: int, bounds: tuple[int, int], complete: bool | None
    ) -> Hit:
        """After one space: ``_extend_in_word``, else, where the profile calls the DOI
        incomplete and it does not end in a word (a word and a number read as two words) or
        the word goes on after the space ("medic ina55 050206"), ``_extend_by_parts``."""
        extended = self._extend_in_word(hit, text, base, bounds, complete)
        if (
            extended is hit
            and complete is False
            and (
                not _ends_in_word(hit.raw)
                or _WORD_GOES_ON_RE.match(text, hit.span[1] - base, bounds[0]) is not None
            )
        ):
            return self._extend_by_parts(hit, text, base, *bounds)
        return extended

    def _extend_or_parts(
        self,
        hit: Hit,
        text: str,
        base: int,
        bounds: tuple[int, int],
        state: tuple[bool, bool | None],
    ) -> Hit:
        """At a gap the rules left: ``_extend``, else for a DOI already joined across spaces
        ``_extend_spaced``, else where the profile calls the DOI incomplete
        ``_extend_by_parts`` (``state``: spaced, complete)."""
        hi, limit = bounds
        spaced, complete = state
        extended = self._extend(hit, text, base, hi, limit)
        if extended is not hit:
            return extended
        if spaced:
            return self._extend_spaced(hit, text, base, hi, limit)
        if complete is False:
            extended = self._extend_by_parts(hit, text, base, hi, limit)
            if extended is not hit:
                return extended
        if complete is False or self.exists is not None:
            return self._extend_merged(hit, text, base, min(hi, limit))
        return hit

    def _extend_merged(self, hit: Hit, text: str, base: int, bound: int) -> Hit:
        """pdfplumber's text of a two-column page: each left-column line, one space, then the
        right column's line, no gutter (issue #9). A left-column DOI broken after an inner
        separator goes on at the next line's start ("...j.cub.2009.02. bacterium of the" /
        "055 Cytophaga..."); a right-column DOI broken at its line's end goes on after the left
        column's words on the next line ("...https://doi.org/10.1101/" / "Baltic Sea. ...
        of 029983"). Where the rest is is unknown, so a run there (DOI material with a digit)
        joins only where the evidence says so: the registrant's profile calls the joined DOI
        complete and the DOI before the gap not, or a list of known DOIs (SPEC §5 PDF line
        breaks, Readings: ``join-profile``, ``join-known``); the first such run wins."""
        raw_end = hit.span[1] - base
        trimmed = _tail_to_rejoin(hit)
        if trimmed is None or raw_end >= bound:
            return hit
        if text[raw_end] == " " and _last(hit.raw) in ".:-/":
            start = merged_line_start(text, raw_end, bound)
            starts = [] if start < 0 else [start]
        else:
            line_break = _line_end(text, raw_end, bound)
            if line_break >= bound or text[raw_end:line_break].strip(" \t"):
                return hit  # (not a line's end: words follow on the line)
            start = merged_line_start(text, raw_end, bound)
            # (the next line's first run another DOI took: no line number, though a number)
            taken = start >= 0 and self.origin + base + start in self.taken
            starts = runs_after_first(text, start, bound, taken)
        rest = self._merged_rest(hit.doi, hit.doi + trimmed, text, starts, bound)
        if rest is None:
            return hit
        start, raw_token, _, evidence = rest
        return _join_run(hit, text, base, (raw_end, start, start + len(raw_token)), evidence)

    def _merged_rest(
        self, doi: str, head: str, text: str, starts: list[int], bound: int, taken: bool = False
    ) -> tuple[int, str, str, str] | None:
        """The first run at one of ``starts`` (DOI material with a digit, or a single letter:
        Wiley's final ".x", a PII's check character) that the evidence joins to ``head`` in
        place of ``doi`` (``_better``; where another DOI took ``doi``'s run, ``taken``, the
        joined DOI's own evidence: known, or complete by the profile), as ``(start, raw run,
        run, removal kind)``; ``None`` for none (pdfplumber's merged columns). A run with a
        label glued on (``_GLUED_LABEL_RE``: "j.coi.2017.08.008;pmid:28869867", Science's
        references as pdfplumber prints them, spaces lost) is read without it."""
        for start in starts:
            raw_token = _token(text, start, bound)
            token = _word(raw_token)
            if not _may_continue(token) or (
                _DIGIT_RE.search(token) is None
                and not ((letter := token.rstrip(".,;:")).isalpha() and len(letter) == 1)
            ):
                continue
            evidence = self._rest_evidence(doi, _trimmed(head + token), taken)
            if (
                evidence is None
                and token is raw_token
                and (label := _GLUED_LABEL_RE.search(token)) is not None
                and label.start() > 0
            ):
                token = raw_token = token[: label.start()]
                evidence = self._rest_evidence(doi, _trimmed(head + token), taken)
            if evidence is not None:
                return start, raw_token, token, "join-" + evidence
        return None

    def _rest_evidence(self, doi: str, joined: str, taken: bool) -> str | None:
        """``_merged_rest``'s evidence for ``joined`` in place of ``doi``."""
        if not taken:
            return self._better(doi, joined)
        if self.exists is not None and self.exists(joined):
            return "known"
        return "profile" if suffix_complete(joined) else None

    def _extend_by_parts(self, hit: Hit, text: str, base: int, hi: int, limit: int) -> Hit:
        """A DOI that a PDF's text layer cut into parts with spaces and line breaks at its
        typesetting break points ("S0021 88989" + break + "7003117", "(90)91143 -G",
        "s4146 7-020-14728 -9": Wiley's 2021 text layer, issue #9): the next few runs (a run
        may start with the DOI's "-") are the DOI's rest where, joined, they make a shape
        its registrant issues and the DOI before them is one it does not (SPEC §5 spaces,
        Readings: ``join-profile``)."""
        pos = hit.span[1] - base
        tail = hit.doi_span[1] - base
        parts = ""
        gaps: list[tuple[int, int, int]] = []
        for _ in range(_MAX_SPACED_PARTS):
            gap_end = _gap_end(text, pos, hi, False, ".")
            if gap_end < 0:
                gap_end = _blanks_after_hyphen(text, pos, hi)
            if gap_end < 0:
                return hit
            token = _token(text, gap_end, min(hi, limit))
            if not (_may_continue(token) or _HYPHEN_PART_RE.match(token)) or (
                text[pos] == " "
                and gap_end == pos + 1
                and _number_in_prose(text, gap_end + len(token), token, hi)
            ):
                return hit  # (not a short number in prose: "cpmb. 44 patients")
            parts += text[tail:pos] + token  # (the trimmed tail before the gap, then the run)
            gaps.append((pos, gap_end, gap_end + len(token)))
            tail = pos = gap_end + len(token)
            if self._better(hit.doi, _trimmed(hit.doi + parts)) is not None:
                joined = hit
                for gap in gaps:
                    joined = _join_run(joined, text, base, gap, "join-profile")
                return joined if joined.doi == _trimmed(hit.doi + parts) else hit
        return hit

    def _extend(self, hit: Hit, text: str, base: int, hi: int, limit: int, force: str = "") -> Hit:
        raw_end = hit.span[1] - base
        trimmed = _tail_to_rejoin(hit)
        if trimmed is None:
            return hit
        mark = text[raw_end] in HYPHEN_MARKS
        # a DOI already joined across spaces is printed spaced out (zero-width spaces read as
        # spaces: "10. 1021/ ja404 868t"): a space after any character may be inside it
        spaced = any(r.kind == "join-space" for r in hit.removals)
        gap_end = _gap_end(
            text,
            raw_end,
            hi,
            mark,
            "." if spaced or force else _last(hit.raw),
            _floor(hit, base),
            min(hi, limit),
        )
        if gap_end < 0:
            return hit
        beside = _rest_printed_beside(text, raw_end, gap_end, hit.doi + trimmed, min(hi, limit))
        if beside >= 0:  # (a table prints the DOI whole in the column jumped over)
            gap_end, force = beside, force or "document"
        raw_token = _token(text, gap_end, min(hi, limit))
        token = _word(raw_token)
        line_gap = gap_end > raw_end + 1 or text[raw_end] != " "
        if not (_may_continue(token) or (line_gap and _broken_before_mark(hit.doi, token))):
            return hit
        if (
            not force
            and not line_gap
            and _number_in_prose(text, gap_end + len(raw_token), token, hi)
        ):
            return hit  # across a space not a short number ("cpmb. 44 patients")
        head = hit.doi + trimmed
        if mark:
            # the rules' reading keeps the hyphen (SPEC §5); the evidence may drop it
            replacement, kind = "-", "join-hyphen"
            kept, dropped = _trimmed(head + "-" + token), _trimmed(head + token)
            evidence = self._dehyphen_evidence(text, hit.doi_span[0] - base, kept, dropped)
            if evidence:
                replacement, kind = "", "dehyphen-" + evidence
            elif not continues(head + "-", token, True) and not (
                # a number and its "." after the mark ("...80488" + mark + "3. PubMed"): a
                # list number's shape, the DOI's last part where the profile calls the DOI
                # complete with it and not before (as ``rules.join`` reads a list number
                # inside a DOI spaced out; SPEC §5 PDF line breaks, Readings)
                LIST_NUMBER_RE.match(token) is not None and self._better(hit.doi, kept) is not None
            ):
                return hit
        else:
            replacement = ""
            evidence = force or self._better(hit.doi, _trimmed(head + token))
            if evidence is None and line_gap:
                evidence = _line_start_evidence(hit.doi, token)
            if evidence is None:
                return hit
            kind = "join-" + evidence
        untrimmed = head + replacement + token
        doi = _trimmed(untrimmed)
        return _joined(
            hit,
            text,
            base,
            (raw_end, gap_end, gap_end + len(raw_token)),
            untrimmed,
            doi,
            replacement,
            kind,
        )

    # -- joins the rules made: keep, drop the hyphen, or stop before ------------------------

    def _rejoin_merged(self, hit: Hit, text: str, base: int, bound: int) -> Hit:
        """A join across a line break that the rules made after a separator ("10.1038/" +
        break + "pectins"), in pdfplumber's merged two columns (issue #9): a right-column DOI's
        rest is not the next line's first run (the left column's word) but a later run of that
        line ("...of 029983"). Where the registrant's profile calls the joined DOI incomplete,
        the first later run (after the other column's words, ``rules.join.runs_after_first``)
        whose join it calls complete is the rest (or one a list of known DOIs holds):
        ``join-profile``, ``join-known`` (SPEC §5 PDF line breaks, Readings). A join across
        blanks that the rules took for a gutter may be a justified line's blank runs inside
        the DOI instead: the parts reading on the DOI's own line first (``_extend_by_parts``).
        A join across one space after a bare prefix ("10.1242/ 361-363.": the right column's
        words after a left-column DOI's "/") gives way, on the same evidence, to the next
        line's first run, where the left column goes on ("dev.00456")."""
        if suffix_complete(hit.doi) is not False and self.exists is None:
            return hit
        place = _rejoin_place(hit, text, base, bound)
        if place is None:
            return hit
        last, starts = place
        head_hit = _before_join(hit, last)
        if last.text[:1] in " \t" and last.text.lstrip(" \t")[:1] not in "\r\n":
            # the rules read the blanks after the DOI's "-" as a gutter (the other column's
            # words, then the next line); a justified line's blank runs inside the DOI read
            # so too (pypdf's layout text: "s41467-" + blanks + "019-11374-" + blanks + "8.")
            parts = self._extend_by_parts(head_hit, text, base, bound, bound)
            if parts is not head_hit and suffix_complete(parts.doi):
                return parts
        return self._rest_joined(hit, head_hit, text, base, starts, bound)

    def _reread_joins(self, hit: Hit, text: str, base: int) -> Hit:
        doi_offset = hit.doi_span[0] - hit.span[0]
        joins = [r for r in hit.removals if r.kind in _JOIN_KINDS and r.start >= doi_offset]
        last = joins[-1]
        raw = hit.raw
        if raw[last.start - 1 : last.start] == "-":
            # a hyphen at a line break, or at a space that stood for one ("sci- ence")
            undone = Removal("dehyphen", "-" + last.text, "", last.start - 1)
            removals = tuple(undone if r is last else r for r in hit.removals)
            doi = apply_removals(raw, removals)
            evidence = self._dehyphen_evidence(text, hit.doi_span[0] - base, hit.doi, doi)
            if evidence:
                removals = tuple(
                    undone._replace(kind="dehyphen-" + evidence) if r is undone else r
                    for r in removals
                )
                return hit._replace(doi=doi, key=_key(doi), removals=removals)
            return hit
        # stop before the last join: the DOI before it, trimmed
        before = [r for r in hit.removals if r.start < last.start and r.kind != "trim"]
        head = apply_removals(raw[: last.start], before)
        doi = _trimmed(head)
        evidence = self._better(hit.doi, doi)
        if evidence is None or len(doi) < 4:
            return hit
        kept = len(head) - len(doi)  # the trimmed characters at the end of raw[:last.start]
        end = last.start - kept
        # an escape the trim reaches into (a JSON "\/" before the join) is trimmed whole
        while before and before[-1].start + len(before[-1].text) > end:
            end = min(end, before.pop().start)
        if apply_removals(raw[:end], before) != doi:
            return hit
        removals = tuple(before)
        if kept:
            removals += (Removal("trim", raw[end : last.start], "", end),)
        raw_start = hit.span[0]
        return hit._replace(
            doi=doi,
            key=_key(doi),
            raw=raw[: last.start],
            span=(raw_start, raw_start + last.start),
            doi_span=(hit.doi_span[0], raw_start + end),
            removals=(*removals, Removal("unjoin-" + evidence, "", "", end)),
        )

    # -- a suffix of no known shape: a URL's tail after it, or a hyphen lost at a line break --

    def _repair(self, hit: Hit, text: str, base: int) -> Hit:
        doi = hit.doi
        slash = doi.find("/")
        if len(doi) > _MAX_REPAIR:
            return hit
        # something glued on after the DOI: a publisher's path or query ("/s1",
        # "/-/DCSupplemental", "/8224483/baw068.pdf", "&DestApp=DOI&"), a capitalised word
        # after a digit ("...6236ReviewRev"), a second printing ("...3105410.7554/eLife..."),
        # a PMID ("...0001557" + "22479657"): the longest prefix of a known shape
        digits = len(doi) - len(doi.rstrip("0123456789"))
        for at in _cut_places(doi, slash, digits):
            if not _may_end_before(doi, at, len(doi) - at <= digits):
                continue
            evidence = self._better(doi, doi[:at])
            if evidence is None:
                continue
            if _GLUED_PREFIX_RE.match(doi, at):
                return _shrink(hit, len(doi) - at, "cut-" + evidence)
            return _cut_tail(hit, len(doi) - at, "cut-" + evidence)
        # a hyphen that a text extractor dropped with the line break after it
        # ("j.14682982.2008.01766.x", "S0166-4328(98)000734"): one place only
        places = [
            at
            for at in range(slash + 2, len(doi))
            if doi[at - 1] != "-" and doi[at] != "-" and suffix_complete(doi[:at] + "-" + doi[at:])
        ]
        if len(places) > 1:
            # two places fit: the reference's own volume and article number may say which
            # ("BMC Bioinformatics. 2009;10:316" for "1471-2105-10316")
            return _rehyphen_volume_number(hit, text, base, places)
        if not places:
            return hit
        found = places[0]
        offset = _raw_offset(hit, found)
        fixed = doi[:found] + "-" + doi[found:]
        if offset < 0 or self._better(doi, fixed) is None:
            return hit
        return hit._replace(
            doi=fixed,
            key=_key(fixed),
            removals=tuple(
                sorted(
                    (*hit.removals, Removal("rehyphen-profile", "", "-", offset)),
                    key=lambda r: r.start,
                )
            ),
        )

    # -- a page number glued on --------------------------------------------------------------

    def _cut_page_number(self, hit: Hit, by_profile: bool, line_start: int) -> Hit:
        """The digits a running footer glued on, cut where the document printed the DOI
        without them on an earlier line (``line_start``: where the hit's line starts, ``-1``:
        not known), or where the profile says so. A list printing
        ``10.3904/kjim.2017.01 10.3904/kjim.2017.010`` on one line holds two DOIs."""
        if hit.removals and hit.removals[-1].start + len(hit.removals[-1].text) == len(hit.raw):
            return hit  # something was trimmed: the DOI did not run to the line's end
        doi = hit.doi
        digits = len(doi) - len(doi.rstrip("0123456789"))
        for cut in range(1, min(digits, _MAX_PAGE_DIGITS) + 1):
            shorter = doi[:-cut]
            if self.seen.get(_key(shorter), line_start) < line_start:
                kind = "cut-page-number"
            elif by_profile and cut < digits and (evidence := self._better(doi, shorter)):
                kind = "cut-" + evidence
            else:
                continue
            at = len(hit.raw) - cut
            return hit._replace(
                doi=shorter,
                key=_key(shorter),
                doi_span=(hit.doi_span[0], hit.doi_span[1] - cut),
                removals=(*hit.removals, Removal(kind, hit.raw[at:], "", at)),
            )
        return hit


def _before_join(hit: Hit, last: Removal) -> Hit:
    """``hit`` up to its join ``last``: the raw text before that join's gap, the removals
    before it, the DOI they leave (its key as it was: only the DOI is read on)."""
    before = tuple(r for r in hit.removals if r.start < last.start)
    at = hit.span[0] + last.start
    return hit._replace(
        doi=apply_removals(hit.raw[: last.start], before),
        raw=hit.raw[: last.start],
        span=(hit.span[0], at),
        doi_span=(hit.doi_span[0], at),
        removals=before,
    )


def _rejoin_place(hit: Hit, text: str, base: int, bound: int) -> tuple[Removal, list[int]] | None:
    """For ``Reader._rejoin_merged``: the join the rules made that another run may replace
    and where those runs start, or ``None``: a join across a line break after a separator
    (the later runs of the next line, ``runs_after_first``), or across one space after a bare
    prefix, a "-" or a "." (the next line's first run, where the left column goes on:
    ``merged_line_start``; "doi:10.1016/0304- Mech,L.D.,...(2003)." + break +
    "3762(82)90215-2 Ecology,...", pdfplumber's text of a real two-column page)."""
    last = hit.removals[-1] if hit.removals else None
    if last is not None and last.kind == "trim" and len(hit.removals) > 1:
        last = hit.removals[-2]
    # (the last join, a typographic dash folded after it: "10.1242/ 361\u2013363.", or
    # "doi:10.1007/s10071-" + break + "287\u2013294.doi:...")
    joins = [r for r in hit.removals if r.kind not in _IN_PLACE_KINDS | _TAIL_KINDS]
    if joins and joins[-1].kind in _JOIN_KINDS:
        last = joins[-1]
    raw_start = hit.span[0] - base
    if (
        last is not None
        and last.kind == "join-space"
        and (
            _BARE_PREFIX_END_RE.search(hit.raw, 0, last.start) is not None
            or hit.raw[last.start - 1 : last.start] in ("-", ".")
        )
    ):
        # a bare prefix, one space, the other column's run ("https://doi.org/10.1242/ 361-363.
        # https://doi.org/10.1126/" / "dev.00456 science.1083853")
        first = merged_line_start(text, raw_start + last.start + 1, bound)
        return last, [] if first < 0 else [first]
    if (
        last is None
        or last.kind != "join-line"
        or not ("\n" in last.text or "\r" in last.text)
        or hit.raw[last.start - 1 : last.start] not in ("/", ".", "-")
    ):
        return None
    first = raw_start + last.start + len(last.text)  # the next line's first run
    return last, runs_after_first(text, first, bound)


def _article_number_before(doi: str, joined: str, text: str, start: int) -> bool:
    """Whether the reference prints, at most ``_PAGES_LOOKBACK`` characters before its DOI at
    ``text[start]`` (bounded look-back), the number that joining the next run makes ``doi``'s
    suffix end in, as a whole number (an article number, "e" before it or not: Wiley's
    "2022, e202101166. https://doi.org/10.1002/ejoc.20210 1166", where the profile accepts
    both "ejoc.20210" and "ejoc.202101166"): the document's evidence for the join (SPEC §5
    Readings, the document itself first). Only a number of six to twelve digits that the join
    crosses counts (not a volume or a page)."""
    if not doi[-1:].isdigit():
        return False
    cut = len(joined)
    while cut > 0 and joined[cut - 1].isdigit():
        cut -= 1
    digits = joined[cut:]
    if cut >= len(doi) or not 6 <= len(digits) <= 12:
        return False
    at = text.find(digits, max(0, start - _PAGES_LOOKBACK), start)
    while at >= 0:
        after = at + len(digits)
        if (at == 0 or not text[at - 1].isdigit()) and (
            after >= len(text) or not text[after].isdigit()
        ):
            return True
        at = text.find(digits, at + 1, start)
    return False


def _line_start(text: str, start: int, base: int) -> int:
    """The absolute offset where the line holding ``text[start]`` starts, ``-1`` when no line
    break is within ``_PAGES_LOOKBACK`` characters before it (bounded look-back) and the text
    does not start there."""
    lo = max(0, start - _PAGES_LOOKBACK)
    at = max(text.rfind("\n", lo, start), text.rfind("\f", lo, start))
    if at >= 0:
        return base + at + 1
    return 0 if base == 0 and lo == 0 else -1


def _line_start_evidence(doi: str, token: str) -> str | None:
    """Where no profile decides: a next line that starts with "." glued to DOI material
    continues the DOI before it, no sentence starts so ("10.1128/JVI" / ".01234-15."; SPEC §5
    Readings: ``dot-line``), and so does one that starts with "_" ("jocn_a" / "_01208", a
    typesetter that breaks before punctuation, issue #9: ``mark-line``)."""
    if suffix_complete(doi) is not None:
        return None
    if _LEADING_DOT_RE.match(token):
        return "dot-line"
    return "mark-line" if _LEADING_MARK_RE.match(token) else None


def _broken_before_mark(doi: str, token: str) -> bool:
    """Whether ``token``, the next line's run, starts with the "/", "_" or "-" where a
    typesetter broke the line before it ("S0074" / "-7742(08)60370-0", "cercor" / "/bhab101",
    "jocn_a" / "_01208"; issue #9): DOI material follows the mark, and the DOI before the break
    does not end with one already."""
    return (
        token[:1] in _BREAK_BEFORE
        and token[1:2].isalnum()
        and doi[-1:] not in _BREAK_BEFORE
        and _NEW_THING_RE.search(token) is None
    )


def _may_continue(token: str) -> bool:
    """Whether ``token`` may be the next part of a DOI: DOI material, nothing new."""
    if not token or _NEW_THING_RE.search(token) or LIST_NUMBER_NAME_RE.match(token):
        return False  # (something new: a URL, a label, a DOI, the next reference "32.Smith")
    first = token[0]
    # (a leading "." : the evidence decides, ".x" by a profile, ".01234-15." by its shape)
    return first.isalnum() or first in "(<" or (first == "." and token[1:2].isalnum())


#: A DOI's last group opened and not closed, near its end ("0022-0493(200", "S0140-6736(20",
#: "(SICI", "S0022-0302(04", a SICI's "[1258:ETFS"): the bracket, then letters, digits, ":".
_OPEN_GROUP_RE = re.compile(r"([(\[<])[A-Za-z0-9:]{0,12}\Z")
_CLOSING = {"(": ")", "[": "]", "<": ">"}
#: The next run that closes it: letters, digits, ":", the closing bracket, then DOI material
#: or nothing ("7)100[1258:ETFSAH]2.0.CO;2.", ")30183-5.", ")1097-4636(1999)...", "AH]2.0.").
_CLOSING_RUN_RE = re.compile(
    r"[A-Za-z0-9:]{0,12}([)\]>])(?:[A-Za-z0-9][A-Za-z0-9._;()/:<>\[\]-]*)?"
)
#: A group holds this many characters at most ("[1258:ETFSAH]": 11; a year "(2007)": 4).
_MAX_GROUP = 14


def _closes_group(doi: str, token: str) -> bool:
    """Whether ``token``, the run after a gap, closes the group that ``doi`` opened just before
    its end: a line break or a space inside a short bracketed group ("(200 7)", "(20 )30183-5",
    "(SICI⏎)1097-"). A DOI whose group is left open is visibly incomplete, and no sentence
    goes on with a short run that closes a bracket: the bracket balance is the evidence
    (``join-balance``), unless the registrant's profile rejects the joined shape.

    >>> _closes_group("10.1603/0022-0493(200", "7)100[1258:ETFSAH]2.0.CO;2.")
    True
    >>> _closes_group("10.1016/S0140-6736(20", ")30183-5."), _closes_group("10.1234/ab(cd", "ef")
    (True, False)
    """
    group = _OPEN_GROUP_RE.search(doi, max(0, len(doi) - _MAX_GROUP))
    if group is None or doi.count(group.group(1)) <= doi.count(_CLOSING[group.group(1)]):
        return False
    run = _CLOSING_RUN_RE.fullmatch(token.rstrip(".,;:"))
    return (
        run is not None
        and run.group(1) == _CLOSING[group.group(1)]
        and 1 < len(group.group()) + run.start(1) <= _MAX_GROUP + 1  # (a short group)
        and suffix_complete(_trimmed(doi + token)) is not False
    )


#: A run that may be the rest of a DOI cut at a gap: DOI characters (no dash of prose).
_SHAPE_PART_RE = re.compile(r"\.?[A-Za-z0-9][A-Za-z0-9._;()/:<>-]*")
#: A short number or numbering ("9", "2019", "3.2", "12:34"; and a list number "12."): a page,
#: line, section or list number as often as a DOI's rest, read as its rest only where it ends
#: the text (a reference string).
_SHORT_RUN_RE = re.compile(r"[0-9][0-9.,:-]{0,5}")
#: A year alone after a DOI's "." ("10.1234/example. 2024") is the reference's year.
_YEAR_RE = re.compile(r"(?:19|20)[0-9]{2}[.,;:]*\Z")
#: Capitals glued to a number: another identifier ("MR3548534", "PMC544020"); an ordinal or
#: a dimension ("2nd", "3D"); a label of two or more characters and its value, in any case
#: ("pmid:33152070", "arXiv:1402.1234", "s2cid:1234"; a one-letter "B:JOEC..." is a DOI's).
_OTHER_ID_RE = re.compile(
    r"[A-Z]{2,}[0-9]+|[0-9]+(?:st|nd|rd|th|[A-Z])|[A-Za-z][A-Za-z0-9]{1,11}:(?!/).*"
)
#: What cannot start a DOI's rest: a capitalised word, a lower-case word without a digit,
#: a character that is no DOI material (a cheap first test of ``_shape_continues``).
_NOT_A_REST_RE = re.compile(r"[A-Z][a-z]|[a-z]+(?![a-z0-9._;()/:<>-])|[^A-Za-z0-9.]")
#: A capitalised word starts a sentence or a name ("Fig.3", "Jkl.123"), not a DOI's rest.
_CAPITALISED_RE = re.compile(r"[A-Z][a-z]")
#: A number glued to a capitalised word: a running header's page number and title
#: ("951Diabetologia" after a page break in pypdf's or pdfium's text), no DOI's rest.
_NUMBER_THEN_TITLE_RE = re.compile(r"[0-9][A-Z][a-z]{3}")
#: A lowercase word after a run: the run is the start of a sentence, not a DOI's rest.
_PROSE_AFTER_RE = re.compile(r"[ \t]{1,3}[a-z]")
#: What follows a reference's DOI: another identifier's label, a bracketed note (at most
#: ``_MAX_END_BLANKS`` characters are looked at).
_LABEL_AFTER_RE = re.compile(r"[ \t]?[.,;]?[ \t]?(?:PMID|PMC|PubM|Epub|URL|http|arXiv|\[[A-Za-z])")
#: The "/" of a URL and one or two spaces right before a spread-out DOI's "10.".
_SPREAD_BEFORE_RE = re.compile(r"/[ \t]{1,2}\Z")
#: A prefix spaced out on both sides of its "/".
_SPREAD_PREFIX_RE = re.compile(r"10\. [0-9]{4,9}(?:\.[0-9]+)*/ ")
#: A second DOI spread out: "10. 7554/".
_NEW_SPREAD_DOI_RE = re.compile(r"10\.[ \t]{1,2}[0-9]{4,9}(?:\.[0-9]+)*/")
#: A page range printed in a reference: first page (2+ digits), a dash, last page (maybe
#: shortened: "1183-90").
_PAGE_RANGE_RE = re.compile(
    r"(?<![0-9])([0-9]{2,6})[ \t]?[-\u2010-\u2013][ \t]?([0-9]{2,6})(?![0-9])"
)
#: A whole run of six digits or more in a suffix: where a page range (two numbers of three
#: digits or more) may have lost its hyphen.
_LONG_DIGIT_RUN_RE = re.compile(r"(?<![0-9])[0-9]{6,12}(?![0-9])")
#: An ISSN without its hyphen at a suffix's start, before a SICI's or PII's date
#: ("00917613(2001)029", "00220493(2007)100[1258:...").
_UNHYPHENATED_ISSN_RE = re.compile(
    r"(?:\(SICI\))?([0-9]{4})[0-9]{3}[0-9Xx]\((?:[0-9]{2}\)|(?:1[89]|20)[0-9]{2})"
)
#: An article has fewer pages than this (a wider "range" is an ISSN or two numbers).
_MAX_PAGES = 1000
#: At most this many characters before a line's end are read for the lines before it.
_PAGE_LOOKBACK = 200
#: At most this many characters before a DOI are read for its reference's page range.
_PAGES_LOOKBACK = 200
#: A name after a list number ("2.  Dunne MJ"; not a label: "984. PubMed", "35. Epub").
_NAME_AFTER_RE = re.compile(r"[ \t]{1,2}(?!Epub|PubM)[A-Z][a-z]")
#: At most this many runs are joined to a DOI printed spread out.
_MAX_SPREAD_PARTS = 6
#: A run that starts another identifier's label: never a DOI's part.
_LABEL_START_RE = re.compile(r"(?:PMID|PMCID|PMC|PubMed|Epub|ISBN|ISSN|arXiv|URL|DOI|doi)(?![a-z])")
#: A word and ":" at a run's end: a label glued on ("...384.PubMed:"), not a DOI's ":".
_LABEL_END_RE = re.compile(r"[A-Za-z]{2}:\Z")


def _shape_continues(raw: str, token: str, line_gap: bool) -> bool:
    """Whether ``token``, after a DOI whose raw run ``raw`` ends at a gap, reads as the DOI's
    rest by its shape alone (see ``Reader._extend_by_shape``): after a line break inside a
    word or before a ".", or after an inner "." or ":" ("ps. 03197403", "B: JOEC...", not a
    label's "PubMed: 1234")."""
    last = _last(raw)
    core = token.rstrip(".,;:")
    if (
        not core
        or _SHAPE_PART_RE.fullmatch(core) is None
        or _DIGIT_RE.search(core) is None
        or _OTHER_ID_RE.fullmatch(core) is not None
        or _CAPITALISED_RE.match(core) is not None
        or _NUMBER_THEN_TITLE_RE.search(core) is not None
    ):
        return False
    if core[0] == ".":
        usable = line_gap and last.isalnum()  # a line break before a "." ("gr.131748" / ".111")
    elif last.isalnum():
        usable = line_gap  # a line break inside a word ("ij" / "db.041922dr")
    else:
        # after an inner "." or ":" ("ps. 03197403", "B: JOEC..."; not "PubMed: 1234")
        usable = last == "." or (last == ":" and _LABEL_END_RE.search(raw) is None)
    return (
        usable
        and _may_continue(token)
        and CITATION_RE.match(token) is None
        and BRACKETED_NUMBER_RE.match(token) is None
        and (line_gap or _YEAR_RE.match(token) is None)
    )


def _ends_text(text: str, end: int, hi: int, label_only: bool = False) -> bool:
    """Whether the DOI's field ends at ``end``: only a final ``.`` and white space follow, or
    the label of another identifier ("... 3.1. PubMed: 1927", "...0⏎361 ; PubMed Central").
    ``label_only``: the label only (a bare number alone on the last line of a page's text is
    its page number: "...nnano.2010.172" / "1"). Looks at most ``_MAX_END_BLANKS`` characters
    ahead: a stream's window always holds that many beyond a DOI's longest run, so a stream
    and a whole text read alike."""
    if _LABEL_AFTER_RE.match(text, end, min(hi, end + _MAX_END_BLANKS)):
        return True
    return not label_only and hi - end < _MAX_END_BLANKS and text[end:hi].strip() in ("", ".")


def _ends_reference(text: str, raw_end: int, token: str, hi: int, token_end: int) -> bool:
    """Whether ``token``, one space after a DOI cut inside a word at ``raw_end``, is the
    DOI's rest by its shape and place: DOI material with a digit (no year, capitalised word,
    other identifier or citation) that ends the reference string or runs into another
    identifier's label ("...nrg250 9", "...ijdb.041 922dr. PubMed: 1"); a bare number at the
    end of a page's text is its page number, not the DOI's rest."""
    core = token.rstrip(".,;:")
    return (
        not core.startswith("10.")  # (another number with dots: "10.1000/182 10.1.2")
        and _SHAPE_PART_RE.fullmatch(core) is not None
        and _DIGIT_RE.search(core) is not None
        and _OTHER_ID_RE.fullmatch(core) is None
        and _CAPITALISED_RE.match(core) is None
        and _YEAR_RE.match(token) is None
        and CITATION_RE.match(token) is None
        and BRACKETED_NUMBER_RE.match(token) is None
        and _ends_text(text, token_end, hi)
        and not (core.isdigit() and _in_page(text, raw_end))
    )


def _in_page(text: str, end: int) -> bool:
    """Whether the line that ends at ``end`` has lines before it (within ``_PAGE_LOOKBACK``
    characters): a page's text, whose last line may be its page number, not a reference
    string broken once."""
    return text.rfind("\n", max(0, end - _PAGE_LOOKBACK), end) >= 0


#: A final "." after blanks, then the end of the line (or of the text).
_FINAL_DOT_RE = re.compile(r"[ \t]*\.[ \t]*(?:\r\n|\r|\n|\Z)")


def _final_dot_at_line_start(text: str, start: int, end: int, hi: int) -> bool:
    """Whether the run ``text[start:end]`` starts its line, less indented than another
    column's text (``OTHER_COLUMN_INDENT``), and only a final "." follows it on its line:
    the rest of a DOI and the reference's final "." (OUP GigaScience prints " ." after each
    link: "gr.210500." + break + "116 ."), not a page number, which stands alone on its line,
    nor the other column's last part of a two-column page ("028 ." far right)."""
    line = text.rfind("\n", max(0, start - _PAGE_LOOKBACK), start) + 1
    return (
        line > 0
        and start - line < OTHER_COLUMN_INDENT
        and _FINAL_DOT_RE.match(text, end, hi) is not None
    )


def _alone_on_line(text: str, start: int) -> bool:
    """Whether the run at ``start`` starts its line (blanks before it at most): a page number
    stands alone on its line; a run after the other column's words and a gutter
    (``pdftotext -layout``'s right column, ``rules.join.same_column``) is that column's text,
    the rest of a right-column DOI cut at its line's end ("...nrg250" / "<left column's
    words>   9"; SPEC §5 PDF line breaks). Looks back to the line's start, at most
    ``_PAGE_LOOKBACK`` characters."""
    line = text.rfind("\n", max(0, start - _PAGE_LOOKBACK), start) + 1
    return line > 0 and not text[line:start].strip()


def _number_in_prose(text: str, end: int, token: str, hi: int) -> bool:
    """Whether ``token`` (after a space, ending at ``end``) is a short number of prose ("cpmb.
    44 patients"), not a DOI's last part ("...(03)80488- 3. PubMed: 1258")."""
    return _SHORT_NUMBER_RE.match(token) is not None and not _ends_text(text, end, hi)


def _rehyphen_page_range(hit: Hit, text: str, base: int) -> Hit:
    """A DOI that holds its article's page range ("AEM.70.2.1213-1221.2004") whose hyphen
    a text extractor dropped with a line break ("...12131221.2004"): the reference printed the
    range just before ("70: 1213-1221.", "25(3):1183-90."), the document's evidence for where
    the hyphen stood. Looks back at most ``_PAGES_LOOKBACK`` characters (less than a stream
    keeps before an anchor)."""
    start = hit.doi_span[0] - base
    lo = max(0, start - _PAGES_LOOKBACK)
    slash = hit.doi.find("/")
    for run in _LONG_DIGIT_RUN_RE.finditer(hit.doi, slash + 1):
        digits = run.group()
        at = text.find(digits[:3], lo, start)  # the first page starts the run
        while at >= 0:
            found = _PAGE_RANGE_RE.match(text, at, start)
            if found is not None and _is_page_range(text, found, digits):
                return _insert_hyphen(hit, run.start() + len(found.group(1)))
            at = text.find(digits[:3], at + 1, start)
    return hit


def _rehyphen_kept_complete(hit: Hit, rehyphened: Hit) -> Hit:
    """``rehyphened`` unless the hyphen turns a suffix its registrant's profile calls complete
    into one the registrant does not issue: an article number that the reference also printed
    as a page range ("Tectonophysics, 776, 228-321. https://doi.org/10.1016/j.tecto.2020.228321",
    issue #9: AGU's reference list) is the DOI's own, no hyphen was lost (SPEC §5 Readings:
    a registrant's shape outweighs the document's weaker evidence)."""
    if rehyphened is hit or suffix_complete(rehyphened.doi) is not False:
        return rehyphened
    return hit if suffix_complete(hit.doi) is True else rehyphened


#: Whole runs of six digits or more after a "/" (the greedy runs are whole: a shorter one fails
#: at its first digit and at every later one); those of at most twelve digits, cut to their
#: first three, are the places ``_page_range_before`` looks for (tests/unit/test_run_searches.py
#: holds the look-behind pattern they equal). A search that starts with a character set: ``re``
#: skips ahead to a digit, where a look-behind pattern is tried at every place.
_LONG_RUNS_RE = re.compile(r"[0-9]{6,}")


def _page_range_before(runs: list[str], text: str, start: int) -> bool:
    """Whether ``_rehyphen_page_range`` may insert a hyphen in the DOI at ``text[start]``,
    given its suffix's runs of six digits or more (``_LONG_RUNS_RE``): the places it tries
    (each run of at most twelve digits, by its first three), each a
    ``_PAGE_RANGE_RE`` match (``Reader.keeps``: a cheap no)."""
    lo = start - _PAGES_LOOKBACK if start > _PAGES_LOOKBACK else 0
    for run in runs:
        if len(run) > 12:  # (the longest run whose head is looked for)
            continue
        first = run[:3]
        at = text.find(first, lo, start)
        while at >= 0:
            if _PAGE_RANGE_RE.match(text, at, start) is not None:
                return True
            at = text.find(first, at + 1, start)
    return False


def _is_page_range(text: str, found: re.Match[str], digits: str) -> bool:
    """Whether ``found`` (``_PAGE_RANGE_RE``) prints a range of pages whose two numbers,
    written together, are ``digits`` (not an ISSN, not a pair of small numbers)."""
    first, last = found.group(1), found.group(2)
    if len(last) < len(first):
        last = first[: len(first) - len(last)] + last  # "1183-90": pages 1183 to 1190
    return (
        first + last == digits
        and len(first) >= 3
        and 0 < int(last) - int(first) < _MAX_PAGES
        and "ISSN" not in text[max(0, found.start() - 6) : found.start()].upper()
    )


def _rehyphen_issn(hit: Hit) -> Hit:
    """An ISSN whose hyphen a text extractor dropped with a line break ("00917613(2001)029"):
    a SICI's or PII's ISSN before its date is always printed ``NNNN-NNNN(`` (Z39.56), the
    generic shape's evidence (``rehyphen-shape``)."""
    issn = _UNHYPHENATED_ISSN_RE.match(hit.doi, hit.doi.find("/") + 1)
    return hit if issn is None else _insert_hyphen(hit, issn.end(1), "rehyphen-shape")


def _rehyphen_volume_number(hit: Hit, text: str, base: int, places: list[int]) -> Hit:
    """Of the ``places`` where a hyphen lost at a line break makes a suffix its registrant
    issues, the one where the digits before and after it are the volume and the article
    number (or first page) that the reference printed before the DOI ("10:316", "9, 39",
    "10(1):316"): the document's evidence (``rehyphen-document``); ``hit`` when not exactly
    one. Looks back at most ``_PAGES_LOOKBACK`` characters."""
    start = hit.doi_span[0] - base
    window = text[max(0, start - _PAGES_LOOKBACK) : start]
    doi = hit.doi
    chosen = [
        at
        for at in places
        if doi[at - 1].isdigit()
        and doi[at].isdigit()
        and _printed_volume_number(window, _digits_before(doi, at), _digits_after(doi, at))
    ]
    return _insert_hyphen(hit, chosen[0]) if len(chosen) == 1 else hit


def _digits_before(doi: str, at: int) -> str:
    start = at
    while start > 0 and doi[start - 1].isdigit():
        start -= 1
    return doi[start:at]


def _digits_after(doi: str, at: int) -> str:
    end = at
    while end < len(doi) and doi[end].isdigit():
        end += 1
    return doi[at:end]


def _printed_volume_number(window: str, volume: str, number: str) -> bool:
    """Whether ``window`` prints ``volume`` then ``number`` as a reference's volume and
    article number or first page ("10:316", "10 (1): 316", "9, 39")."""
    pattern = (
        r"(?<![0-9])0*"
        + volume
        + r"[ \t]?(?:\([^()]{1,12}\))?[ \t]?[:,][ \t]?[eE]?0*"
        + number.lstrip("0")
        + r"(?![0-9])"
    )
    return re.search(pattern, window) is not None


def _insert_hyphen(hit: Hit, at: int, kind: str = "rehyphen-document") -> Hit:
    """``hit`` with a hyphen inserted before ``hit.doi[at]`` (recorded as ``kind``)."""
    offset = _raw_offset(hit, at)
    if offset < 0:
        return hit
    doi = hit.doi[:at] + "-" + hit.doi[at:]
    removals = sorted((*hit.removals, Removal(kind, "", "-", offset)), key=lambda r: r.start)
    return hit._replace(doi=doi, key=_key(doi), removals=tuple(removals))


def _spread_out(text: str, doi_start: int) -> bool:
    """Whether the DOI at ``doi_start`` is printed spread out: a space after its ``10.``, and
    its URL's last "/" one or two spaces before the ``10.`` or a space after the prefix's
    "/" ("org/ 10. 1074/", "10. 4161/ psb. 6. 12. 18028")."""
    if not text.startswith("10. ", doi_start):
        return False
    if _SPREAD_BEFORE_RE.search(text, max(0, doi_start - 3), doi_start) is not None:
        return True
    return _SPREAD_PREFIX_RE.match(text, doi_start) is not None


#: A line's start and its number (``after_line_number`` skipped it): a line-numbered text,
#: whose last bare number is a DOI's rest, not a page number (a number alone between blank
#: lines too: pdftotext's plain text).
_NUMBERED_LINE_RE = re.compile(r"\n[ \t\f]*[0-9]{1,5}(?:[ \t]+|[ \t]*(?:\r?\n[ \t]*){2,})\Z")
#: How far back ``_NUMBERED_LINE_RE`` looks (a 5-digit number and its line breaks).
_NUMBERED_LINE_LOOKBACK = 16


_LINE_END_RE = re.compile(r"[^\r\n]*")


def _line_end(text: str, start: int, hi: int) -> int:
    """Where the line that goes on at ``start`` ends (``hi`` at most)."""
    return _LINE_END_RE.match(text, start, hi).end()  # type: ignore[union-attr]


#: At most this many blanks inside a DOI on its line (``_blanks_after_hyphen``).
_MAX_INNER_BLANKS = 16


def _blanks_after_hyphen(text: str, end: int, hi: int) -> int:
    """pypdf's layout text of a justified line spreads the line's gaps, and the breaks a
    typesetter allowed inside a DOI after its hyphens, into runs of blanks ("10.1038/s41467-017-"
    + 6 blanks + "01180-" + 10 blanks + "5."; issue #9): after a run ending in ``-`` at
    ``end``, where the next run on the line starts past 2 to ``_MAX_INNER_BLANKS`` blanks
    (``-1`` for none). Only the registrant's profile joins across such a run (SPEC §5 spaces,
    Readings: ``_extend_by_parts``)."""
    if end < 1 or text[end - 1] != "-":
        return -1
    i = end
    stop = min(hi, end + _MAX_INNER_BLANKS + 1)
    while i < stop and text[i] in " \t":
        i += 1
    return i if i - end >= 2 and i < stop and text[i] not in " \t\r\n" else -1


def _floor(hit: Hit, base: int) -> int:
    """How far back the line before a break inside ``hit``'s DOI may be read for its number."""
    return hit.doi_span[0] - base - LINE_NUMBER_LOOKBACK


def _spread_gap_end(text: str, end: int, hi: int, last: str) -> int:
    """In a DOI printed spread out: where the next run starts after one or two spaces on the
    line, or after a line break that follows a separator; ``-1`` for no such gap."""
    i = end
    while i < hi and i - end < 3 and text[i] in " \t":
        i += 1
    if i < hi and end < i < end + 3 and text[i] not in " \t\r\n":
        return i
    return _gap_end(text, end, hi, False, last) if last in "./-" else -1


def _spread_part(last: str, token: str) -> bool:
    """Whether ``token`` is the next part of a DOI printed spread out whose raw run ends with
    ``last``: DOI characters, not a label ("PMID:", "Epub"), a name or prose; a part without
    a digit only in lower case inside a word or after a separator ("pharm" / "rev.").
    (A list number is the next reference's when a name follows it: ``_NAME_AFTER_RE``.)"""
    word = token.rstrip(".,;:")
    if (
        not word
        or not _may_continue(token)
        or SPACED_PART_RE.match(token) is None
        or CITATION_RE.match(token) is not None
        or _LABEL_START_RE.match(token) is not None
        or word.lower() in PROSE_WORDS
    ):
        return False
    if _DIGIT_RE.search(word) is not None:
        return True
    # inside a word or after a separator ("pharm" / "rev.", "journ al." / "pone."), not
    # after a complete number ("...0475 cose")
    return (last.isalpha() or last in "./") and word.isalpha() and word.islower()


def _join_run(
    hit: Hit, text: str, base: int, gap: tuple[int, int, int], kind: str = "join-spread"
) -> Hit:
    """``hit`` joined across ``text[gap[0]:gap[1]]`` with the run up to ``gap[2]`` (its
    trimmed tail goes back into the joined reading; the removal's ``kind``); ``hit`` when that
    cannot be recorded."""
    trimmed = _tail_to_rejoin(hit)
    if trimmed is None:
        return hit
    untrimmed = hit.doi + trimmed + text[gap[1] : gap[2]]
    return _joined(hit, text, base, gap, untrimmed, _trimmed(untrimmed), "", kind)


def _gap_end(
    text: str,
    end: int,
    hi: int,
    mark: bool,
    last: str,
    floor: int | None = None,
    bound: int = -1,
) -> int:
    """Where the next run starts after the gap at ``end``: a hyphen mark, a line break with
    indentation (not a blank line) and, given the DOI's ``floor`` (``after_line_number``), a
    line number, or one space after ``. : - /``; given the look-ahead's ``bound``, a column's
    gutter and the rest of its line before ``bound``; ``-1`` for no gap."""
    if mark:
        # (given the DOI's floor: a line-numbered manuscript's next number glued to the mark)
        return end + 1 if floor is None else after_glued_line_number(text, end + 1, hi, floor)
    i = end
    while i < hi and text[i] in " \t":
        i += 1
    beside = False
    if i - end >= COLUMN_GUTTER and i < bound and text[i] not in "\r\n":
        # a column's gutter ("pdftotext -layout"): the other column's words, then the line
        # break after which this column, and the DOI, go on (within the bounded look-ahead)
        rest_end = _line_end(text, i, bound)
        if rest_end >= bound:  # (over the other column's DOI too: scan._nested reads it)
            return -1
        i, beside = rest_end, True
    if i < hi and text[i] in "\r\n":
        return _after_line_break(text, end, i, hi, floor, bound, beside)
    if i == end + 1 and last in ".:-/" and i < hi:
        return i
    return -1


def _after_line_break(
    text: str, end: int, i: int, hi: int, floor: int | None, bound: int, beside: bool = False
) -> int:
    """``_gap_end`` for the line break at ``text[i]`` after a DOI ending at ``end``: the next
    line's run (after its indentation and, given ``floor``, its line number), the same column
    of the next line for a right column, or the DOI's column after a line of the other column
    alone (``pdftotext -layout``, given ``bound``); ``-1`` for a blank line. ``beside``: the
    other column's words follow the DOI on its line (``at_own_indent``)."""
    i += 2 if text.startswith("\r\n", i) else 1
    if bound >= 0 and floor is not None:
        column, found = next_in_column(text, i, bound, end, floor, beside, evidence=True)
        if found >= 0 or column > 0:
            return found
    while i < hi and text[i] in LINE_INDENT:
        i += 1
    if floor is not None and i < hi:
        i = after_line_number(text, i, hi, floor)
    if i >= hi or text[i] in "\r\n" or FIELD_TAG_LINE_RE.match(text, i, hi):
        return -1  # (a blank line; a tagged record's next field: "DO  - 10..." / "L2  - ")
    return i


def _rest_printed_beside(text: str, raw_end: int, gap_end: int, head: str, bound: int) -> int:
    """Where the next line prints the rest of a DOI broken at ``raw_end`` (``head``: the DOI
    so far) that the gap jumped over prints whole: a data table's URL column and identifier
    column side by side (``pdftotext -layout``: "10.5061/dryad." + gutter +
    "10.5061/dryad.m0cfxppb7" + break + "zone around the gene" + gutter + "m0cfxppb7"). The
    next line's first run ("zone", at the gap's end) is another column's then; the DOI goes on
    where that line prints the rest after a blank (SPEC §5, two columns: the document's own
    evidence). ``-1`` where the gap prints no such DOI, or the line holds no such run before
    ``bound``."""
    line = text.rfind("\n", raw_end, gap_end) + 1
    if line == 0 or text.find("10.", raw_end, line) < 0:
        return -1  # (the common case, cheaply: no prefix in the gap's first line)
    at = text.find(head, raw_end, line)
    if at < 0:
        return -1
    rest = _token(text, at + len(head), line)
    if not rest:
        return -1
    line_end = text.find("\n", gap_end, bound)
    found = text.find(rest, gap_end + 1, bound if line_end < 0 else line_end)
    if found < 0 or text[found - 1] not in " \t" or _token(text, found, bound) != rest:
        return -1
    return found


def _tail_to_rejoin(hit: Hit) -> str | None:
    """What a reading that joins ``hit`` with the run after a gap takes back from its end:
    the trimmed tail ("" for none; an invisible removal stays one of the joined reading, a
    character replaced in place is no end); ``None`` where the run ends with a removal that
    ended the DOI (a cut), so no join is read."""
    tail = hit.removals[-1] if hit.removals else None
    if (
        tail is None
        or tail.start + len(tail.text) != len(hit.raw)
        or tail.kind == "invisible"
        or tail.kind in _IN_PLACE_KINDS
    ):
        return ""
    if tail.kind not in _TAIL_KINDS:
        return None
    return tail.text.translate(_DROP_ZERO_WIDTH)


def _joined(
    hit: Hit,
    text: str,
    base: int,
    gap: tuple[int, int, int],
    untrimmed: str,
    doi: str,
    replacement: str,
    kind: str,
) -> Hit:
    """``hit`` joined across ``text[gap[0]:gap[1]]`` (replaced by ``replacement``) with the run
    after it, up to ``gap[2]``: ``untrimmed`` is the joined DOI before trimming, ``doi`` after."""
    raw_start = hit.span[0] - base
    raw_end, gap_end, new_raw_end = gap
    if not untrimmed.isascii():
        # (zero-width characters of the run after the gap are invisible removals)
        untrimmed = untrimmed.translate(_DROP_ZERO_WIDTH)
        doi = _trimmed(untrimmed)
    doi_end = _before_trimmed(text, new_raw_end, gap_end, len(untrimmed) - len(doi))
    if doi_end <= gap_end:
        return hit  # trimming ate the whole next run: nothing joined
    old_doi_end = hit.doi_span[1] - base - raw_start
    removals = [r for r in hit.removals if r.start < old_doi_end]
    for i in range(hit.doi_span[1] - base, raw_end):
        if text[i] in ZERO_WIDTH:
            removals.append(Removal("invisible", text[i], "", i - raw_start))
    removals.append(Removal(kind, text[raw_end:gap_end], replacement, raw_end - raw_start))
    for i in range(gap_end, doi_end):
        if text[i] in ZERO_WIDTH:
            removals.append(Removal("invisible", text[i], "", i - raw_start))
    if doi_end < new_raw_end:
        removals.append(Removal("trim", text[doi_end:new_raw_end], "", doi_end - raw_start))
    return hit._replace(
        doi=doi,
        key=_key(doi),
        raw=text[raw_start:new_raw_end],
        span=(base + raw_start, base + new_raw_end),
        doi_span=(hit.doi_span[0], base + doi_end),
        removals=tuple(removals),
    )


def _before_trimmed(text: str, end: int, start: int, trimmed: int) -> int:
    """Where the DOI ends in the raw run ``text[start:end]`` whose last ``trimmed`` visible
    characters were trimmed (zero-width characters between count as trimmed too)."""
    at = end
    while trimmed > 0 and at > start:
        at -= 1
        if text[at] not in ZERO_WIDTH:
            trimmed -= 1
    if at < end:
        while at > start and text[at - 1] in ZERO_WIDTH:
            at -= 1
    return at


def _raw_offset(hit: Hit, index: int) -> int:
    """The offset in ``hit.raw`` where ``hit.doi[index]`` comes from (``-1`` when an edit's
    replacement straddles that place)."""
    raw_pos = hit.doi_span[0] - hit.span[0]
    doi_pos = 0
    for removal in sorted(hit.removals, key=lambda r: r.start):
        if removal.start < raw_pos:
            continue  # (the wrapper)
        plain = removal.start - raw_pos
        if index < doi_pos + plain:
            return raw_pos + index - doi_pos
        doi_pos += plain
        if index == doi_pos:
            return removal.start
        doi_pos += len(removal.replacement)
        if index < doi_pos:
            return -1
        raw_pos = removal.start + len(removal.text)
    return raw_pos + index - doi_pos


def _cut_tail(hit: Hit, length: int, kind: str) -> Hit:
    """``hit`` without the last ``length`` characters of its DOI (the raw text they came from
    becomes one removal)."""
    offset = _raw_offset(hit, len(hit.doi) - length)
    doi_end = hit.doi_span[1] - hit.span[0]
    if offset < 0:
        return hit
    doi = hit.doi[:-length]
    removals = [r for r in hit.removals if not offset <= r.start < doi_end]
    removals.append(Removal(kind, hit.raw[offset:doi_end], "", offset))
    return hit._replace(
        doi=doi,
        key=_key(doi),
        doi_span=(hit.doi_span[0], hit.span[0] + offset),
        removals=tuple(sorted(removals, key=lambda r: r.start)),
    )


#: Where ``_may_end_before`` may say yes: a "/" or "&", or after a digit a letter or a new
#: "10." or a "." and a letter (one C-speed pass instead of a test at every character)
_CUT_PLACE_RE = re.compile(r"[/&]|(?<=[0-9])(?=[^\W\d_]|10\.|\.[^\W\d_])")


def _cut_places(doi: str, slash: int, digits: int) -> list[int]:
    """The places after the suffix's first character where something glued on may start,
    last first (a superset of those ``_may_end_before`` accepts)."""
    places = {m.start() for m in _CUT_PLACE_RE.finditer(doi, slash + 2)}
    word = _GLUED_WORD_RE.search(doi, slash + 2)
    if word is not None:
        places.add(word.start())
    title = _glued_title_word(doi, slash + 2)
    if title is not None:
        places.add(title)
    for length in _GLUED_NUMBER_DIGITS:  # a number glued on at the end (a PMID)
        if length <= digits and len(doi) - length > slash + 1:
            places.add(len(doi) - length)
    return sorted(places, reverse=True)


#: A capitalised word glued on after the DOI's closing "." when the space after it was lost
#: (the next sentence, a title: "...ibmb.2007.10.007.Identity", GROBID's training references).
_GLUED_TITLE_WORD_RE = re.compile(r"\.[A-Z][a-z]{2,}\Z")


def _glued_title_word(doi: str, start: int) -> int | None:
    """Where a capitalised word glued on after a final "." starts (its "."), at or after
    ``start``; ``None`` without one. Only cut where the registrant's profile says the DOI
    before it is complete (``Reader._repair``; SPEC §5 Readings)."""
    found = _GLUED_TITLE_WORD_RE.search(doi, start)
    return None if found is None else found.start()


def _may_end_before(doi: str, at: int, in_last_number: bool) -> bool:
    """Whether something glued on may start at ``doi[at]`` (see ``Reader._repair``)."""
    char = doi[at]
    if char in "/&" or _GLUED_WORD_RE.match(doi, at) or _GLUED_TITLE_WORD_RE.match(doi, at):
        return True
    before = doi[at - 1]
    if not before.isdigit():
        return False
    if char.isupper() or _GLUED_PREFIX_RE.match(doi, at) or _GLUED_WORDS_RE.match(doi, at):
        return True
    if char == "." and doi[at + 1 : at + 2].isupper():
        # the next reference's capitalised word after a lost space ("...061102.Phys",
        # "...201915678.Angew"): only where the profile calls the DOI before it complete
        return True
    return in_last_number and len(doi) - at in _GLUED_NUMBER_DIGITS


def _shrink(hit: Hit, length: int, kind: str) -> Hit:
    """``hit`` ending ``length`` characters before its DOI's end, its raw text too (what
    follows is scanned again: a second DOI glued on is found)."""
    end = _raw_offset(hit, len(hit.doi) - length)
    if end < 0:
        return hit
    doi = hit.doi[:-length]
    raw_start = hit.span[0]
    return hit._replace(
        doi=doi,
        key=_key(doi),
        raw=hit.raw[:end],
        span=(raw_start, raw_start + end),
        doi_span=(hit.doi_span[0], raw_start + end),
        removals=(*(r for r in hit.removals if r.start < end), Removal(kind, "", "", end)),
    )


def _drop_mojibake(hit: Hit) -> Hit:
    """``hit`` without the mojibake byte-order marks inside its DOI (SPEC §4: invisible)."""
    for _ in range(4):
        at = hit.doi.find(_MOJIBAKE_BOM)
        offset = _raw_offset(hit, at) if at >= 0 else -1
        if offset < 0 or hit.raw[offset : offset + 3] != _MOJIBAKE_BOM:
            break
        doi = hit.doi[:at] + hit.doi[at + 3 :]
        removals = (*hit.removals, Removal("invisible", _MOJIBAKE_BOM, "", offset))
        hit = hit._replace(
            doi=doi, key=_key(doi), removals=tuple(sorted(removals, key=lambda r: r.start))
        )
    return hit


def _cut_glued_labels(hit: Hit) -> Hit:
    """A label or word glued on after a lost space ("...045101.URL", ",hep-th", "[doi]",
    "(2019)", "...5678for"): generic shape (the caller asks the registrant first); a few in a
    row are all cut, and a suffix of one character at least is left."""
    for _ in range(_MAX_LABELS):
        keep = max(hit.doi.find("/") + 2, len(hit.doi) - 48)
        label = _GLUED_LABEL_RE.search(hit.doi, keep)
        if label is None:
            break
        cut = _cut_tail(hit, len(hit.doi) - label.start(), "cut-glued-label")
        if cut is hit:
            break
        hit = cut
    return hit


#: What may follow a hit's raw run for ``reread`` to keep it, as pattern sources for the hot
#: path's plain lane (``rules.fast``: matched at the raw run's end, up to ``min(hi, limit)``;
#: never the text's end): ``KEPT_AFTER`` for any DOI, no gap (a character no reading reads on
#: across, not a line or page end where a page number may be glued on), one space after a
#: character that is no separator before a word without a digit that a blank ends (not one
#: letter: ``_single_letter``), or
#: before the next DOI, URL or label (``_NEW_THING_RE``: the space-inside-a-word reading
#: leaves at once there; any other digit or a leading "." may be the
#: DOI's rest, two spaces or more a ``pdftotext -layout`` gutter: the readings decide), or
#: one space and a lone "." after a letter or digit (a reference tool's end, "...024 ."⏎:
#: the run ``_extend_in_word`` reads there, ``_TOKEN_RE``'s, is the "." alone, no DOI's rest);
#: ``KEPT_AFTER_COMPLETE`` only where the registrant's profile calls the DOI complete: a form
#: feed, a line break and a next line that is blank or starts with what ``_NOT_A_REST_RE``
#: matches, but a blank line before a line that holds only a number (a line-numbered text in
#: pdftotext's plain form: ``rules.join.after_line_number``), (``_gap_end`` then
#: ``_extend_by_shape``: the spaces, the break and the indentation
#: taken whole, as their loops do, group ``kept_gap``; or a capital and a non-ASCII
#: character, or a capital alone in its run (``_TOKEN_RE``): a name, "Müller", a word, "A",
#: whose run ``_extend_by_shape`` never takes for DOI material: ``_SHAPE_PART_RE`` is ASCII,
#: and a capital alone holds no digit; that is the only reading
#: of a complete DOI's next line without a list of known DOIs, ``_spread_out`` needing
#: "10. "; not when the next line holds two blanks in a row: a ``pdftotext -layout``
#: gutter, where the column readings decide: that the lane asks ``gutter_after`` at
#: ``kept_gap``'s end, one C-speed search, where a look-ahead in the pattern backtracked
#: over the whole next line, ~5 µs a hit), one space after a separator and what it matches;
#: neither before a closing bracket, after one space or a line break (``join-balance``: a
#: group the DOI left open, "(2007" + ")100[..."), nor before a next line that starts with
#: "_" and DOI material (``_LEADING_MARK_RE``: the "mark-line" reading joins it); nor before
#: a next line indented ``OTHER_COLUMN_INDENT`` blanks or more
#: (``rules.join.after_other_column``: the other column's line alone, the DOI going on after
#: it).
KEPT_AFTER = (
    r"[^ \t\r\n\f\x02\ufffe]|(?<![.:/-]) (?![)\]>])(?=[^\s0-9.](?![^\sA-Za-z0-9]*\s)[^\s0-9]*\s"
    r"|(?i:https?:|doi:|www\.|urn:|10\.[0-9]{4,9}/))"
    r"|(?<=[A-Za-z0-9]) \.(?=[\s\x00-\x1f\x7f-\x9f\"|\u2014\u2015\ufffe])"
)
KEPT_AFTER_COMPLETE = (
    r"\f|(?=(?P<kept_gap>[ \t]*(?:\r\n|\r|\n)[ \t\f]*))(?P=kept_gap)"
    r"(?<![ \t]{" + str(OTHER_COLUMN_INDENT) + "})"
    r"(?!(?:[ \t]*(?:\r\n|\r|\n))+[ \t]*[0-9]{1,5}[ \t]*[\r\n])"
    r"(?:[\r\n]|(?![)\]>]|_[A-Za-z0-9])(?:"
    + _NOT_A_REST_RE.pattern
    + r")|[A-Z](?:[^\x00-\x7f]|(?![^\s\x00-\x1f\x7f-\x9f\"|\u2014\u2015\ufffe])))"
    r"|[ \t](?=[^ \t\r\n)\]>])(?:" + _NOT_A_REST_RE.pattern + ")"
)
#: Two blanks in a row with a tab: ``gutter_after``'s search (after a cheaper test).
_TAB_GUTTER_RE = re.compile(r"[ \t]{2}")


def gutter_after(text: str, pos: int, end: int) -> bool:
    """Whether the line at ``text[pos:end]`` (up to its first line break) holds two blanks in a
    row (a ``pdftotext -layout`` gutter): the part of ``KEPT_AFTER_COMPLETE`` the plain lane
    asks apart, at its ``kept_gap``'s end (``end``: the lane's match end bound).

    >>> gutter_after("ab  cd", 0, 6), gutter_after("ab\\ncd  e", 0, 9), gutter_after("a  b", 0, 2)
    (True, False, False)
    """
    # (str methods: memchr and fast search; a regex search has no fast start here)
    line_end = text.find("\n", pos, end)
    if line_end < 0:
        line_end = end
    if (cr := text.find("\r", pos, line_end)) >= 0:
        line_end = cr
    if text.find("  ", pos, line_end) >= 0:
        return True
    return (
        text.find("\t", pos, line_end) >= 0
        and _TAB_GUTTER_RE.search(text, pos, line_end) is not None
    )


#: Words that a journal's initials skip ("International Journal of Developmental Biology":
#: ``ijdb``) and words of a DOI's own label or URL, never evidence.
_SKIPPED_WORDS = frozenset(("of", "the", "and", "in", "on", "for", "de", "der", "des", "la"))
_NOT_EVIDENCE_WORDS = frozenset(("doi", "https", "http", "dx", "org", "www", "url"))
_WORD_RE = re.compile(r"[^\W\d_]+")
_LETTERS_BEFORE_RE = re.compile(r"[A-Za-z]+\Z")
#: At most this many characters before a DOI are read for the words it abbreviates.
_WORDS_LOOKBACK = 200
#: At most this many words make one abbreviation ("Am J Respir Crit Care Med").
_MAX_ABBREVIATED_WORDS = 8
#: The letters around a hyphen at a break, joined, are this long at least to be evidence.
_MIN_ABBREVIATION = 4


def _hyphenated_word(text: str, doi_start: int, kept: str, dropped: str) -> str | None:
    """``"document"`` where the reference printed before the DOI is the evidence that the
    hyphen at a break is the typesetter's: the letters around it, joined, abbreviate words it
    prints ("AJNR", "Am J Respir Crit Care Med": ``ajrc-`` / ``cm``, "Biophys J": ``bi-`` /
    ``ophysj``, "The Journal of Immunology": ``ji-`` / ``mmunol``, an SICI's title code), and
    no profile wants the hyphen and the hyphenated form is not printed ("(ACSOS-C)"). Looks
    back at most ``_WORDS_LOOKBACK`` characters (less than a stream keeps)."""
    if suffix_complete(dropped) is False or suffix_complete(kept) is True:
        return None
    at = next((i for i, (a, b) in enumerate(zip(kept, dropped, strict=False)) if a != b), -1)
    if at < 1 or kept[at] != "-":
        return None
    left = _LETTERS_BEFORE_RE.search(kept, 0, at)
    right = _WORD_RE.match(kept, at + 1)
    if left is None or right is None or not kept[left.start() : right.end()].isascii():
        return None
    letters = (left.group() + right.group()).lower()
    window = text[max(0, doi_start - _WORDS_LOOKBACK) : doi_start].lower()
    if len(letters) < _MIN_ABBREVIATION or kept[left.start() : right.end()].lower() in window:
        return None
    words = [w for w in _WORD_RE.findall(window) if w not in _NOT_EVIDENCE_WORDS]
    return "document" if any(_abbreviates(letters, words, i) for i in range(len(words))) else None


def _abbreviates(letters: str, words: list[str], first: int) -> bool:
    """Whether ``letters`` are the beginnings (one letter or more) of ``words[first]`` and the
    words after it, in order (a skipped word may stand between: "of", "the")."""
    if not letters.startswith(words[first][:1]):
        return False
    reached = {0}
    for word in words[first : first + _MAX_ABBREVIATED_WORDS]:
        after = set(reached) if word in _SKIPPED_WORDS else set()
        for pos in reached:
            k = 0
            while k < len(word) and pos + k < len(letters) and word[k] == letters[pos + k]:
                k += 1
                after.add(pos + k)
        if len(letters) in after:
            return True
        if not after:
            return False
        reached = after
    return False
