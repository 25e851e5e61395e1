"""The DOI syntax and doiextract's finding rules, as data.

Each table names its source: the standard (ANSI/NISO Z39.84, ``spec/000`` and ``spec/001``), the
DOI Handbook (``spec/002`` chapter 3, ``spec/004`` chapter 2), the IDF special-characters page
(``spec/003``) and the product decisions in ``SPEC.md`` (cited as SPEC §N). The rule modules in
``doiextract.rules`` read these tables; nothing here does any work beyond building them.

Not a stable API: import from ``doiextract`` instead.
"""

from __future__ import annotations

import re

# --- Core syntax (Handbook 2.2; Z39.84-2005 4.1-4.3; SPEC §2) ---------------------------------

#: In documents a registrant whose first element has fewer digits is not a DOI (SPEC §2:
#: ``10.5/10`` is a score, ``10.10/2020`` a date; real registrant codes have 4+ digits).
MIN_REGISTRANT_DIGITS = 3

#: A decoded DOI: ``10.<registrant>/<suffix>``; registrant numeric, optionally dot-subdivided
#: (Z39.84-2005 App. A, ``10.1000.10``).
DOI_RE = re.compile(r"10\.([0-9]+)((?:\.[0-9]+)*)/(.+)\Z", re.DOTALL)

#: Characters that may never appear in a DOI: C0 and C1 controls (Z39.84-2005 4.1) and DEL.
CONTROL_RE = re.compile(r"[\x00-\x1f\x7f-\x9f]")

#: The suffix may not start with one character and "/" (Z39.84-2005 4.3, reserved ``*/``).
RESERVED_SUFFIX_RE = re.compile(r"./", re.DOTALL)

# --- The anchor: where a candidate can start (SPEC §2, brief: C-speed search) -----------------

#: Always ends a DOI: whitespace (incl. NBSP), controls, ``"``, and the wiki ``|`` (SPEC §5).
#: Also an em dash (never in a registered DOI; "...13056-x\u2014thanks").
#: (``\s`` spelled out: the same characters, ``tests/unit/test_scaling.py`` checks, but a plain
#: set ``re`` tests several times faster than its whitespace category, on every run character.)
_ALWAYS_END = (
    r"\t\n\x0b\x0c\r\x1c-\x1f \x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000"
    r"\x00-\x1f\x7f-\x9f\"|\u2014\u2015"
    # U+FFFE: pdfium's mark of a hyphen at a line end, a break that rules.readings reads
    r"\ufffe"
)


#: At most this many characters (digits, dots, invisible marks) between ``10.`` and the
#: separator. Real registrants have under 25 (``10.1000.10``); without a bound the registrant's
#: ``(?:\.[0-9]+)*`` runs to the end of a ``"10.10" * n`` text from every anchor: quadratic.
MAX_REGISTRANT_LENGTH = 32


def _bounded_registrant(matched: int, invisible: str) -> str:
    """A look-ahead: the registrant run after its first ``matched`` characters ends within
    ``MAX_REGISTRANT_LENGTH`` (each anchor then reads a bounded window: linear time)."""
    run = f"[0-9.{invisible}]"
    return f"(?={run}{{0,{MAX_REGISTRANT_LENGTH - matched}}}(?!{run}))"


#: At most this many characters of the plain run after the separator are taken by the anchor
#: regex (a longer run is measured once, ``scan._scan``): reading ``max_doi_length`` from every
#: anchor of a long run with many anchors ("urn:doi:10.1000:" * n) would cost that per anchor.
ANCHOR_REST_MAX = 256


#: ``10.`` followed by a plausible registrant and a separator (``/``, the URN ``:``, ``%2F``,
#: JSON ``\/``, an HTML character reference or HTML5's named ``&sol;``: SPEC §4 unescapes HTML
#: entities, so ``10.1234&sol;abc`` is ``10.1234/abc``), or by a line break (a prefix broken
#: across lines, SPEC §5). Starting the pattern with the literal lets ``re`` skip ahead at C
#: speed; a look-behind for "not after a digit" would defeat that, so it is checked per candidate.
#: The same pattern also takes the plain run after the separator (``rest``), so the common
#: case needs no second search; an IPv4-shaped prefix (``10.0.0.1/24``) is skipped in C.
#: Last, an empty group ``join`` matches where the run may continue across a line break or a
#: space (SPEC §5): after ``/``, ``-``, ``_`` and a blank, after ``.`` and a line break not
#: followed by a capital, or before a next line starting with ``-`` or ``_``. It is a cheap
#: superset of what the join rules accept (``rules.join``), so the scanner asks them only then.
#: What may follow the "/" of a prefix printed with spaces before it (``SPACED_SLASH_RE``, and
#: the anchor regex's alternative for it): a letter, a number going on with "-", "(", ".", "/"
#: or a letter, or one of 5 digits or more; the number may stand after one space.
SPACED_SLASH_NEXT = r"(?=[ \t]?(?:[A-Za-z]|[0-9]{3,}[-(./A-Za-z]|[0-9]{5,}))"


#: A prefix broken after its "10", before its dot (SPEC §5; MIT Press and other Chicago-style
#: typesetters break lines before punctuation: "https://doi.org/10" + break + ".1080/0169...",
#: issue #9): blanks, one line break, the next line's indentation (group 1), then the dot, a
#: registrant of 4+ digits and its "/". Every part bounded: each "10" reads a bounded window.
_BROKEN_DOT = r"([ \t]{0,8}\r?\n[ \t\f]{0,8})\.[0-9]{4,9}(?:\.[0-9]{1,9}){0,3}/" + SPACED_SLASH_NEXT
BROKEN_DOT_RE = re.compile("10" + _BROKEN_DOT)
#: The same break inside the registrant's digits ("https://doi.org/10.10" + break +
#: "80/16000870.2018.1435945", AGU 2024; "doi.org/ 10.416" + break + "1/fly.19695", OUP 2024;
#: issue #9): one to three digits, the break (group 1), the rest of the registrant and its
#: "/". Joined behind the same wrappers only.
_BROKEN_REGISTRANT = (
    r"[0-9]{1,3}([ \t]{0,8}\r?\n[ \t\f]{0,8})[0-9]{1,8}(?:\.[0-9]{1,9}){0,3}/" + SPACED_SLASH_NEXT
)
BROKEN_REGISTRANT_RE = re.compile(r"10\." + _BROKEN_REGISTRANT)
#: The wrapper or label a ``BROKEN_DOT_RE`` prefix must stand behind to be joined (the text
#: between a candidate's raw start and its anchor): a wrapper-less "10" + break + ".1080/x"
#: may be a number ending a line and a decimal starting the next (SPEC §5, issue #9). A text
#: layer that puts a space after every "/" of a link ("https:// doi.org/ 10" + break + ".1093/
#: nar/ gkaa554", OUP GigaScience 2024) leaves one after "doi.org/" too.
BROKEN_DOT_WRAPPER_RE = re.compile(
    r"(?:doi\.org/[ \t]?|doi[ \t]{0,2}:?[ \t]{0,2})\Z", re.IGNORECASE
)


#: A prefix printed with its break opportunities one character late (SPEC §5, spaces from PDF
#: extraction): Springer's links carry a zero-width space after each "/", "." and "-" and after
#: every 5 letters of a long run ("https://\u200bdoi.\u200borg/\u200b10.\u200b1007/\u200bs00125-..."),
#: and pdfplumber, pdfminer-based tools and ``pdftotext`` print it as a space one character
#: off, with or without the zero-width space: "https://d oi.o rg/1 0.1 007/s 00125-0 11-2 207-4"
#: (issue #9). No "10" is printed: the anchor regexes take this "1 0." (a rare literal, tried
#: where a "1" stands) as an alternative of their own, read by ``rules.spaced.spaced_off``.
SPACED_OFF_ANCHOR_ASCII = r"1 0\.[0-9]"
SPACED_OFF_ANCHOR = "1 0\\.\u200b?[0-9]|1\u200b 0\\.[0-9]"
#: The characters after which such a link has a break opportunity, and the run of letters or
#: digits after which it has one too (printed "p hysre v.0 0022.2 003": physrev.00022.2003).
SPACED_OFF_BREAKS = "/.-"
SPACED_OFF_CHUNK = 5
#: The characters of such a link read before its "1 0." (its wrapper, "https://d oi.o rg/"
#: with zero-width spaces) and after it (its suffix): bounded, each anchor a bounded window.
SPACED_OFF_BEFORE = 48
SPACED_OFF_AFTER = 320


def _anchor_pattern(invisible: str, rest_max: int = ANCHOR_REST_MAX) -> str:
    if invisible:
        # a registrant: 3+ digits (soft hyphens and zero-width characters may sit between
        # them, SPEC §4), not the 3-digit first octet of an IPv4 address; checked in this
        # order so a "10.5" or "10.10.2020" fails on its second character
        registrant = (
            rf"[0-9](?=[0-9{invisible}]{{2}})"
            r"(?![0-9]{2}\.[0-9]{1,3}\.[0-9]{1,3}(?![0-9.]))"
            + _bounded_registrant(1, invisible)
            + rf"[0-9{invisible}]{{2,}}"
        )
    else:
        # the same on ASCII text, in the order re runs fastest
        registrant = (
            r"[0-9]{3}(?!\.[0-9]{1,3}\.[0-9]{1,3}(?![0-9.]))"
            + _bounded_registrant(3, "")
            + r"[0-9]*"
        )
    return (
        r"10(?:\."
        + (f"[{invisible}]?" if invisible else "")
        + "(?:"
        + registrant
        + r"(?:\.[0-9]+)*(?P<sep>/|:|%2[fF]|\\/|\\u002[fF]|&#|&sol;)"
        # a prefix broken across lines, or by a space from PDF extraction ("10. 1093/nar",
        # "10. \n1002/", SPEC §5); each alternative starts with a literal character, which
        # re tests before trying it (an optional "\r?" would be tried at every "10.")
        + r"|\n[ \t]*[0-9]{3}|\r\n[ \t]*[0-9]{3}| [ \t]{0,8}(?:\r?\n[ \t]{0,8})?[0-9]{3}"
        # a prefix broken at its column's end ("pdftotext -layout"): the other column's words
        # after a gutter on the same line, or before the next line's gutter (rules.join)
        + r"|(?: [ \t]{2,}[^\r\n]{1,300}\r?\n[ \t]*|\r?\n[^\r\n]{1,300}[ \t]{3})[0-9]{3}"
        # and a prefix with a space before its "/" ("10.1103 /PhysRevE...", SPEC §5), or a
        # line break (a typesetter that breaks before punctuation: "10.1523" + "/JNEUROSCI")
        + r"|[0-9]{4,9}(?:\.[0-9]{1,9}){0,3}(?:[ \t]{1,8}|[ \t]{0,8}\r?\n[ \t\f]{0,8})/"
        + SPACED_SLASH_NEXT
        # or a registrant broken by a line break after its first digits (BROKEN_REGISTRANT_RE)
        + "|"
        + _BROKEN_REGISTRANT.replace("(", "(?:", 1)
        + ")"
        # or a prefix broken after its "10", before its dot (BROKEN_DOT_RE): a literal-led
        # alternative tried only after a "10" not followed by "." (no group: ``sep`` unset)
        + "|"
        + _BROKEN_DOT.replace("(", "(?:", 1)
        + ")"
        + r"(?P<rest>[^"
        + _ALWAYS_END
        + "]{0,"
        + str(rest_max)
        + "})"
        # (an invisible character before the blank too: a break opportunity printed after
        # the "/" or "." of a link, "pnas.\u200b" + break; the join rules look past it)
        + r"(?P<join>(?<=[/\-_"
        + invisible
        + r"])(?=[ \t\r\n])"
        + r"|(?<=[."
        + invisible
        + r"])(?=[ \t]*(?:\r\n?|\n)"
        + _INDENT_CLASS
        + r"*[^\r\nA-Z])"
        + r"|(?=[ \t]*(?:\r\n?|\n)"
        + _INDENT_CLASS
        + r"*[-_]))?"
        # or a prefix printed with its breaks one character late (SPACED_OFF_ANCHOR)
        + "|"
        + (SPACED_OFF_ANCHOR if invisible else SPACED_OFF_ANCHOR_ASCII)
    )


#: What starts a continuation line and is dropped when a DOI is joined across the break
#: (SPEC §5: "indentation dropped"): spaces, tabs, and the form feed pdftotext puts at the
#: start of a page, so a DOI broken across two pages joins too.
LINE_INDENT = " \t\f"
#: At most this many characters before a DOI are read for its line's number and its column
#: (rules.join; scan._nested reads a gap from that far back).
LINE_NUMBER_LOOKBACK = 200
#: At least this many spaces after a DOI on its line are a column's gutter: ``pdftotext
#: -layout`` pads two columns apart, so a DOI broken at its column's end goes on at the next
#: line's start, after the other column's words.
COLUMN_GUTTER = 3
#: A line indented at least this many blanks more than a DOI's line (and past its end) holds
#: the other column alone: ``pdftotext -layout`` prints a right-column line between two
#: left-column lines where its baseline falls between theirs.
OTHER_COLUMN_INDENT = 20
_INDENT_CLASS = "[" + re.escape(LINE_INDENT) + "]"

#: Soft hyphen and zero-width characters: invisible, they may sit inside a registrant (SPEC §4).
_INVISIBLE = r"\u00ad\u200b-\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff"
ANCHOR_RE = re.compile(_anchor_pattern(_INVISIBLE))
#: The same on ASCII text (no invisible character can occur there): a little faster.
ANCHOR_ASCII_RE = re.compile(_anchor_pattern(""))
#: Both without the plain run (``rest`` takes nothing): the same anchors, the same ``sep``, for
#: the anchors inside a long plain run measured already (``scan._next_anchor``), of which the
#: full patterns would read ``ANCHOR_REST_MAX`` characters per anchor ("urn:doi:10.1000:" * n).
ANCHOR_BARE_RE = re.compile(_anchor_pattern(_INVISIBLE, 0))
ANCHOR_ASCII_BARE_RE = re.compile(_anchor_pattern("", 0))
#: ``match.lastindex`` of an anchor match whose ``join`` group took part.
ANCHOR_JOIN_GROUP = ANCHOR_RE.groupindex["join"]
#: ``match.start`` of the plain run after the separator (``rest``).
ANCHOR_REST_GROUP = ANCHOR_RE.groupindex["rest"]


#: A bare prefix whose "/" stands after spaces ("10.1103 /PhysRevE", PDF extraction, SPEC §5):
#: the spaces are joined when a letter follows the "/", or a number that goes on with "-", "(",
#: ".", "/" or a letter ("10.1016 /0092-8674(86)...", "10.1038 /374057a0"), or one of 5 digits
#: or more ("10.1078 /0723202033..."; "10.1000 / 2", "10.1000 /2000" stay arithmetic); such a
#: number may stand after one space too ("10.1145 / 2594455", a DOI field JabRef cleans). Spaces
#: after the "10." too (group 1) when the prefix is spaced out ("10. 29333 /iejme/ 8260"). A
#: line break may stand before the "/" (group 2), with its blanks: MIT Press and other
#: Chicago-style typesetters break before punctuation ("https://doi.org/10.1523" + break +
#: "/JNEUROSCI.2264-13.2014", issue #9).
SPACED_SLASH_RE = re.compile(
    r"10\.([ \t]{1,8})?[0-9]{4,9}(?:\.[0-9]{1,9}){0,3}([ \t]{1,8}|[ \t]{0,8}\r?\n[ \t\f]{0,8})/"
    + SPACED_SLASH_NEXT
)

# --- Where a candidate ends (SPEC §4, §5) ------------------------------------------------------

#: Inside a URL a raw ``?`` (proxy parameters, Handbook 3.8.2), ``#`` and ``&`` end the DOI,
#: and so do quotes a URL cannot hold raw (SPEC §3). ``<`` and ``>`` do not: a SICI pasted in
#: a link keeps its ``<693::AID-ASI4>`` (SPEC §5); a tag (``<br>``) is cut and an unbalanced
#: ``>`` (``<https://doi.org/...>``) trimmed like anywhere else.
_URL_END = r"?#&'`"


def extent_pattern(context_is_url: bool, separators: str = "") -> re.Pattern[str]:
    """The regex matching the raw run of a candidate from its ``10.`` anchor (bounded later)."""
    ends = _ALWAYS_END + (_URL_END if context_is_url else "") + re.escape(separators)
    return re.compile("[^" + ends.replace("]", r"\]") + "]*")


#: Inside a raw run, these start something new and cut the candidate (SPEC §5): a ``;`` or
#: ``,`` directly followed by a new DOI or ``doi:`` label, a second URL glued on, an HTML tag.
#: A field label glued to a DOI's end by PDF or HTML extraction starts the next field
#: ("...pone.0213978PMID: 30856162"); a registered DOI does not run a digit into "PMID".
#: So do the link texts a publisher's reference list glues on when copied from a web page
#: ("...nature12373CrossRefGoogle Scholar", "...0000001View ArticlePubMed", "...[PubMed]").
GLUED_LABELS = (
    r"(?<=[0-9a-z])(?:PMID|PMCID|Epub|ISSN|ISBN)(?![A-Za-z])"
    r"|(?<=[0-9a-z])\[?(?:CrossRef|Crossref|PubMed|Google|Scopus|WorldCat|View|Cited)(?![a-z])"
)
#: Kana (U+3040-U+30FF), CJK ideographs and Hangul syllables, as ``re`` class ranges: text
#: of these scripts glued on ends a DOI (``GLUED_CJK``; ``SPLIT_FIRST`` and
#: ``SPLIT_HINT_FAST_RE`` hold them among a cut's first characters).
_CJK_RANGE = r"\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7a3"
#: Miscellaneous Symbols, Dingbats and the emoji planes, as ``re`` class ranges (``_SYMBOL``).
_SYMBOL_RANGE = r"\u2600-\u27bf\U0001f300-\U0001faff"
#: Kana, ideographs or Hangul syllables glued to an ASCII letter or digit end a DOI in running text
#: ("...b19-00123\u3092\u53c2\u7167"); a suffix that starts with them ("10.5555/\u65e5\u672c\u8a9e",
#: Z39.84 App. E) keeps them. So do they after closing punctuation, full-width or ASCII, that
#: the text glued on first: Chinese text closes a parenthesis and goes on with no space
#: ("\uff08DOI\uff1a10.5281/zenodo.23076399\uff09\uff0c\u5e76\u540c\u65f6", issue #9), and the
#: punctuation left before the cut is trimmed (SPEC \u00a75).
GLUED_CJK = (
    r"(?<=[A-Za-z0-9).,;:!?\]\uff09\uff0c\uff0e\uff1b\uff1a\uff01\uff1f\uff3d\u3001\u3002"
    r"\u3009\u300b\u300d\u300f\u3011])[" + _CJK_RANGE + "]"
)
#: Emoji and pictographs (Miscellaneous Symbols, Dingbats, the emoji planes) glued on at a run's
#: end end a DOI ("...aaw1234\U0001f600 wow"); inside a suffix, with DOI material after them,
#: they are graphic characters like any other (Z39.84 4.1; "10.1234/\U0001f414123\U0001f414123",
#: from another extractor's tests).
_SYMBOL = "[" + _SYMBOL_RANGE + "]"
GLUED_SYMBOLS = _SYMBOL + r"(?=(?:" + _SYMBOL + r"|[^\w])*\Z)"
#: A PDF link annotation's raw bytes around its URI string ("/URI(https://doi.org/...)>>"): the
#: string's ")" followed by a dictionary end or a key a link annotation holds. No
#: registered DOI holds ")>>" or ")/S/" (PDF 32000-1 7.3.7, 12.5.6.5; python-doi's tests).
PDF_SYNTAX_AFTER_STRING = r"|\)(?=>>|/(?:S/URI|URI|Type|Subtype|Border|Rect|BS|StructParent)\b)"
#: A raw markup tag's start ("</ref>", "<ref name=...>", "<br />", "<!--"): "<" and a letter, "/"
#: or "!" (a comparison has a space or a digit after "<").
TAG_START = r"<(?=[/!A-Za-z])"
#: The first character of any ``SPLIT_RE`` match (checked by tests/unit/test_run_searches.py against
#: the pattern's alternatives): a look-ahead for it first settles every other position in one
#: test (``re`` would otherwise try each of the ~20 alternatives there; the look-behinds keep it
#: from skipping ahead on its own). A cut search over a long run with no cut ("www.10.1000:" *
#: n reaches its 1,024-character limit from every anchor) costs ~10x less.
SPLIT_FIRST = r"[;,&)?h<{dDPEI\[CGSWV~\\'\u2019" + _CJK_RANGE + _SYMBOL_RANGE + "]"
#: ``SPLIT_RE`` without the first-character look-ahead (the reference the tests compare with).
SPLIT_PATTERN = (
    # a ";", "," or "&" (a query string's joiner) right before a new DOI, label or URL
    r"[;,&](?=[\u00ad\u200b-\u200d\u2060\ufeff]*(?:doi:|DOI:|https?://|10\.[0-9]{4,}/))"
    # raw PDF syntax after a link's URI string: the string's close and a dictionary key or end
    # ("(https://doi.org/10.1016/j.x.2018.10.004)>>/Border", "(DOI:10.1002/x.CH2)/S/URI")
    + PDF_SYNTAX_AFTER_STRING
    # a CSV comma in text (SPEC §5): the next field is a bare number (a year) or quoted
    + r'|,(?=[0-9]{1,4}(?:[,;]|\Z)|")'
    # a DOI proxy parameter (Handbook 3.8.2, 3.8.4.3) after "?" is never part of the DOI
    r"|\?(?=(?:noredirect|locatt|urlappend|auth|type|index|nols)\b)"
    r"|(?<=.)https?://"
    + r"|"
    + TAG_START
    # the same tag entity-escaped in text (HTML quoted in XML or a feed: "...118356&lt;/a&gt;")
    + r"|&lt;(?=[/!A-Za-z])"
    r"|(?<=.)(?:doi|DOI):10\.[0-9]{4}"
    # a "doi:" label glued on at the run's end, its DOI after a space ("...796zdoi: 10.1021/")
    r"|(?<=[0-9A-Za-z])(?:doi|DOI):\Z"
    r"|"
    + GLUED_LABELS
    + r"|"
    + GLUED_CJK
    # not in a registered DOI, glued on by the text around it: a LaTeX command or line break
    # ("...061102~\\cite{ligo}", "...084001\\\\"), a possessive ("...aaw1234's data"), an
    # emoji or pictograph, a "key=value" parameter after ";" ("doi=10.1/x;retries=3")
    + r"|~?\\(?:[A-Za-z]{2,}|\\|[nrt])"  # (and a JSON or C "\n", "\r", "\t" escape)
    + r"|['\u2019]s(?![A-Za-z0-9])"
    + r"|"
    + GLUED_SYMBOLS
    + r"|;(?=[A-Za-z_][\w.-]*=)"
    # a wiki template glued on after a bare URL ("https://doi.org/10.2307/962034{{full}}",
    # "{{Bare URL inline}}", "{{dead link}}"): wiki markup delimits as a wiki "|" does (SPEC §5)
    + r"|\{\{(?=[A-Za-z!])"
)
SPLIT_RE = re.compile("(?=" + SPLIT_FIRST + ")(?:" + SPLIT_PATTERN + ")")
#: Where ``SPLIT_RE`` may cut (a superset of its matches, one search): part of the hot path's
#: exact "leave it to the general rules" test (``rules.fast._FAST_BLOCK_RE``).
SPLIT_HINT_RE = re.compile(
    r"[;,&<?\\'\u2019]|\)[>/]|://|:10\.|"
    + GLUED_LABELS
    + r"|"
    + GLUED_CJK
    + r"|"
    + _SYMBOL
    + r"|\}\{|\]\(|\{\{"
)
#: The same superset in a shape ``re`` searches at C speed (``rules.join.may_cut``): it starts
#: with one character set, so ``re`` skips ahead on it (the look-behind of ``GLUED_LABELS``
#: makes it try every position); a glued label is found by its first two letters ("ID" of PMID
#: and PMCID, "pub" of Epub, "IS" of ISSN and ISBN, "Cr" of CrossRef, "Pu" of PubMed, ...),
#: the second checked after the first.
LABEL_FIRST_LETTERS = "IpCPGSWV"
LABEL_PAIR_TAIL = (
    r"(?:(?<=I)[DS]|(?<=p)ub|(?<=C)[ri]|(?<=P)u|(?<=G)o|(?<=S)c|(?<=W)o|(?<=V)i"
    r"|(?<![" + LABEL_FIRST_LETTERS + r"]))"
)
SPLIT_HINT_FAST_RE = re.compile(
    r"[;,&)<{?:\\'\u2019}\]"
    + LABEL_FIRST_LETTERS
    + _CJK_RANGE
    + _SYMBOL_RANGE
    + "]"
    + LABEL_PAIR_TAIL
)
#: A stretch of trailing punctuation too long to sit inside a DOI ("10.1130/2013.2502" and ten
#: thousand dots, a case from another extractor's tests): a run that reaches its read limit
#: only through one ends before it, instead of being rejected as too long (rules.validate,
#: scan._skip_too_long).
PUNCTUATION_RUN_RE = re.compile(r"[.,;:!?\u2026]{32}")
#: Where a candidate's raw run may stop or be cut: a character that ends a run (in a URL too)
#: or one where ``SPLIT_HINT_FAST_RE`` may match, but a ":" or "\\" only where ``SPLIT_RE``
#: may use it (``doi:`` or ``DOI:`` before, ``//`` after; a letter or "\\" after the "\\"): a
#: run of "www.10.1000:" or "10.1000\\/" holds no cut. A ``max_doi_length`` stretch without
#: one is a run too long from every anchor in it (``scan._skip_too_long``).
#: (One character set first, as in ``SPLIT_HINT_FAST_RE``: ``re`` skips ahead on it.)
_NOT_A_LABEL_LETTER = "|(?<![" + LABEL_FIRST_LETTERS + "]))"
RUN_STOP_RE = re.compile(
    SPLIT_HINT_FAST_RE.pattern.replace("[", "[" + _ALWAYS_END + re.escape(_URL_END), 1).replace(
        _NOT_A_LABEL_LETTER,
        r"|(?<=doi:|DOI:)|(?<=:)(?=//)|(?<=\\)(?=[A-Za-z\\])|(?<!["
        + LABEL_FIRST_LETTERS
        + r":\\]))",
    )
)
if RUN_STOP_RE.pattern.count("(?<=doi:|DOI:)") != 1 or ":\\" not in SPLIT_HINT_FAST_RE.pattern:
    raise AssertionError("RUN_STOP_RE is not built from SPLIT_HINT_FAST_RE")

#: An HTML character reference (HTML 13.5): decoded by ``rules.decode``, trimmed whole when it
#: stands for trailing punctuation (``rules.trim``), stepped over in a URL (``rules.join``).
ENTITY = r"&(?:#[0-9]{1,7}|#[xX][0-9A-Fa-f]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});"
ENTITY_RE = re.compile(ENTITY)
#: What a character reference stands for when a URL's run ends at it, raw or escaped (SPEC §3:
#: a query's ``?``, a fragment's ``#``, a parameter's ``&``); a run steps over any other
#: (``rules.join._raw_run``, ``scan._run_stop``).
URL_ENDING_REFERENCES = frozenset("&?#")
ENTITY_AT_END_RE = re.compile(ENTITY + r"\Z")

#: Trailing punctuation trimmed from the end of a candidate (SPEC §5).
TRAILING_PUNCTUATION = frozenset(".,;:!?\u2026\u3001\u3002")
#: Quotes (straight, curly, guillemets), trimmed at the end; an em dash too (SPEC §5).
#: (with the CJK closing brackets, which have no ASCII fold; the CJK full stop and comma are
#: punctuation above)
TRAILING_QUOTES = frozenset(
    "\"'\u2018\u2019\u201a\u201b\u201c\u201d\u201e\u00ab\u00bb\u2039\u203a`"
    "\u3009\u300b\u300d\u300f\u3011"
)
TRAILING_DASHES = frozenset("\u2014\u2015")
#: Closing brackets are trimmed only when unbalanced (SPEC §5: Lancet PII, SICI stay whole).
CLOSERS = {")": "(", "]": "[", "}": "{", ">": "<"}
#: Closing brackets and quotes: a "." after one ends a sentence, not a DOI.
SENTENCE_CLOSING = frozenset(CLOSERS) | frozenset("\"'\u2019\u201d\u00bb\u203a")
#: An opening bracket never ends a DOI: it belongs to what follows (markdown ``](``, LaTeX
#: ``}{``), so it is trimmed too.
TRAILING_OPENERS = frozenset("([{<")

#: A DOI visibly incomplete at a line end or before a space is continued (SPEC §5).
#: Typographic hyphens count as the "-" they fold to; a soft hyphen at a line end is the
#: typesetter's hyphenation point.
BREAK_CHARS_LINE = frozenset("/-_.\u2010\u2011\u2012\u2013\u2212\u00ad")
BREAK_CHARS_SPACE = frozenset("/-\u2010\u2011\u2012\u2013\u2212")
#: At most this many repairs in one DOI.
MAX_JOINS = 3
#: ... and in a DOI printed spaced out ("10. 1016/ j. immuni. 2011. 11. 018": zero-width
#: spaces after every separator, read as spaces by PDF extraction; SPEC §5).
MAX_SPACED_JOINS = 8
#: A part of a spaced-out DOI: DOI characters, no word of prose (checked apart).
SPACED_PART_RE = re.compile(r"[A-Za-z0-9][A-Za-z0-9().:;<>_/-]*\Z")
#: A line that starts with one of these glued to DOI material continues the DOI before it.
LINE_JOINERS = frozenset("-_")
#: "12." "(12)" "[12]": a list number (no leading zero: ".../j.watres.2014.08.\n053." is a DOI).
LIST_NUMBER_RE = re.compile(r"\(?\[?[1-9][0-9]{0,2}[.)\]]\)?\Z")
#: "32.Nagapudi, K.": a list number glued to a capitalised name starts the next reference
#: (a line-numbered manuscript or pdfium's text loses the space), never a DOI's rest.
LIST_NUMBER_NAME_RE = re.compile(r"[1-9][0-9]{0,2}\.[A-Z][a-z]")
#: A plain word, perhaps with sentence punctuation: prose, not DOI material.
PLAIN_WORD_RE = re.compile(r"[^\W\d_]+[.,;:!?]*\Z")
#: A next line that starts something new: a URL, a label, or a DOI prefix with its "/" (a bare
#: "10.001" is the rest of ".../j.tree.2018.\n10.001", not a new DOI).
NEW_THING_RE = re.compile(
    r"(?:https?:|doi:|www\.|urn:|10\.[0-9]{3,}(?:\.[0-9]+)*(?:/|%2[fF]))", re.IGNORECASE
)
#: A bare number after a DOI's final "." (no leading zero: "056" is a DOI's part) is a page or
#: line number ("...2012-7.\n67 2. Wu, F. ..." in a line-numbered manuscript).
PAGE_NUMBER_RE = re.compile(r"[1-9][0-9]{0,3}\Z")
#: "2020;181:271." after "...052." is the citation's year, volume and pages, not DOI material.
CITATION_RE = re.compile(r"(?:1[89]|20)[0-9]{2}[;(,]")
#: A number, its "," then a year and another "," ("20500904, 2024, 2, Downloaded from ...":
#: Wiley's download stamp, ISSN, year, issue, first on the line after a DOI that ends a page):
#: the first of a list of fields, not the rest of the DOI on the line before.
FIELD_LIST_RE = re.compile(r"[0-9]{4,16}[0-9Xx]?,[ \t](?:1[89]|20)[0-9]{2},[ \t]")
#: After a bare "10." at a line end: the rest of a registrant and its "/".
REGISTRANT_REST_RE = re.compile(r"[0-9]{3,}[0-9.]*/")
#: "(2020)", "[12]." after a DOI and a space: a year or a note, not the DOI's next part.
BRACKETED_NUMBER_RE = re.compile(r"[(\[][0-9]{1,4}[)\]][.,;:]*\Z")
#: A digit, "." "/" or a bracket: DOI material, not a word.
DOI_MATERIAL_RE = re.compile(r"[\d./()]")
#: A closer right before an opener (LaTeX "}{", Markdown "](") ends the DOI when the closer
#: closes nothing in it (SPEC §5).
CLOSE_OPEN = ("}{", "](")

#: Short words that read as prose after a break: never joined.
PROSE_WORDS = frozenset(
    [
        "a",
        "an",
        "and",
        "are",
        "as",
        "at",
        "be",
        "by",
        "for",
        "from",
        "has",
        "have",
        "in",
        "is",
        "it",
        "of",
        "on",
        "or",
        "see",
        "that",
        "the",
        "this",
        "to",
        "was",
        "were",
        "which",
        "with",
    ]
)

# --- Decoding (SPEC §4; IDF special characters page, spec/003) -------------------------------

#: Removed inside a DOI: soft hyphen, zero-width space/joiners, word joiner, BOM, and the
#: bidirectional marks, embeddings and isolates that copy-paste from right-to-left pages leaves
#: (U+200E/F, U+202A-E, U+2066-9; issue #9).
INVISIBLE = frozenset(
    "\u00ad\u200b\u200c\u200d\u2060\ufeff\u200e\u200f\u202a\u202b\u202c\u202d\u202e"
    "\u2066\u2067\u2068\u2069"
)
#: The invisible characters but the soft hyphen, which at a line end is a break (SPEC §5).
ZERO_WIDTH = INVISIBLE - {"\u00ad"}
#: Typographic hyphens folded to "-" (Handbook 2.6.4: look-alikes; registered DOIs use "-").
TYPOGRAPHIC_HYPHENS = frozenset("\u2010\u2011\u2012\u2013\u2212")
#: Full-width forms fold one to one onto ASCII (NFKC): a text that has them is scanned through
#: this table, so a DOI written entirely in full-width forms is found too (SPEC §4).
FULLWIDTH_FOLD = {code: code - 0xFEE0 for code in range(0xFF01, 0xFF5F)}
FULLWIDTH_RE = re.compile("[\uff01-\uff5e]")
#: What a text holding the anchor holds, its full-width forms folded one by one (any mix of
#: widths: "\uff110.", "1\uff10\uff0e"): a text with none of these has no ``10.`` to scan for
#: (``holds_anchor``, the HTML and XML readers' test before they hand a text to the scanner).
ANCHOR_FORMS = ("10.", "10\uff0e", "\uff11\uff10", "\uff110", "1\uff10")


def holds_anchor(text: str) -> bool:
    """Whether the scanner may find an anchor in ``text``: one of ``ANCHOR_FORMS``, or a "10"
    whose dot stands after a line break (``BROKEN_DOT_RE``, SPEC §5: "doi.org/10" + break +
    ".1080/..."), which holds none of them. The HTML and XML readers' test of a text node or
    an attribute before they hand it to the scanner: one search in C, each match bounded.

    >>> [holds_anchor(t) for t in ("10.1000/1", "doi.org/10\\n.1080/0169186", "in 2010\\n.5")]
    [True, True, False]
    """
    if "\uff10" in text or "\uff11" in text:
        return _ANCHOR_HINT_RE.search(text) is not None
    return _ASCII_DIGITS_ANCHOR_HINT_RE.search(text) is not None


#: ``holds_anchor`` as regexes: every form, and the forms a text without full-width digits
#: may hold (each starts with "10": ``re`` finds that literal at C speed, where the whole
#: alternation tests each character; one call in place of five ``in`` tests on a short text).
_ANCHOR_HINT_RE = re.compile(
    "|".join(re.escape(form) for form in ANCHOR_FORMS) + "|" + BROKEN_DOT_RE.pattern
)
_ASCII_DIGITS_ANCHOR_HINT_RE = re.compile(
    "|".join(re.escape(form) for form in ANCHOR_FORMS if form.startswith("10"))
    + "|"
    + BROKEN_DOT_RE.pattern
)

#: Everything the decoder acts on; a candidate without a match is taken as it is (fast path).
DECODE_RE = re.compile(
    r"(?P<pct>(?:%[0-9A-Fa-f]{2})+)"
    r"|(?P<entity>" + ENTITY + ")"
    r"|(?P<json>\\u[0-9A-Fa-f]{4}|\\/)"
    r"|(?P<latex>\\[_%#&$])"
    r"|(?P<char>[\u00ad\u200b-\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff\u2010-\u2013\u2212"
    r"\ufb00-\ufb06\uff01-\uff5e])"
)

# --- Wrappers (SPEC §3; Handbook 2.6, 3.8) ------------------------------------------------------

#: Patterns (lower case) looked for in the token before a ``10.`` anchor, with their kind:
#: ``scheme`` and ``host`` put the candidate in URL context; ``label`` kinds must end the token.
#: "://" percent-encoded (lower case): the URL it starts is a query value, encoded once more.
ENCODED_SCHEME_END = "%3a%2f%2f"
#: In such an encoded URL, its encoded "?", "#" or "&" (the DOI in it had its own encoded twice).
ENCODED_URL_END_RE = re.compile(r"%(?:3[fF]|23|26)")
WRAPPER_PATTERNS: dict[str, str] = {
    "://": "scheme",
    ":\\/\\/": "scheme",  # JSON-escaped "://" ("https:\/\/doi.org\/10...")
    ":\\u002f\\u002f": "scheme",  # and its \u002F spelling (matched lower case)
    ENCODED_SCHEME_END: "scheme",  # a percent-encoded URL in a query value ("rft_id=https%3A...")
    "www.": "host",
    "doi.org/": "host",
    "dx.doi.org/": "host",
    "www.doi.org/": "host",
    "doi-org.": "host",  # proxy-rewritten hosts: doi-org.<proxy> (SPEC §3)
    "hdl.handle.net/": "host",
    "/api/handles/": "path",  # Handbook 3.8.3
    "/doi/": "path",
    "/doi/abs/": "path",
    "/doi/full/": "path",
    "/doi/pdf/": "path",
    "/doi/epdf/": "path",
    "id=doi:": "query",  # OpenURL (Handbook 3.8.4)
    "rft_id=info:doi/": "query",
    "doi=": "query",
    "urn:doi:": "urn",  # Handbook 2.6.3
    "info:doi/": "info",  # RFC 4452 (Handbook 2.6.4)
    "info%3adoi%2f": "info",
    "doi%3a": "label",
    "hdl:": "label",
    "doi:": "label",
    "doi\uff1a": "label",  # full-width colon
    "doi": "label",  # "DOI 10..." and fused "DOI10..." (SPEC §3)
    "doi.": "label",
    "doi:/": "label",
}

#: The most common wrappers, recognised by one C-speed ``str.endswith`` on the scanner's fast
#: path (``rules.fast``, checked against ``rules.unwrap`` at import); each maps to whether it
#: puts the DOI in a URL (SPEC §3). Anything else
#: goes through the general wrapper rules (``rules.unwrap``), which also know these.
#: Ordered by frequency, a longer form always before any form that ends it ("dx.doi.org/"
#: before "doi.org/"), so the first that matches is the longest.
SIMPLE_WRAPPERS: dict[str, bool] = {
    "https://doi.org/": True,
    "http://doi.org/": True,
    "https://dx.doi.org/": True,
    "http://dx.doi.org/": True,
    "https://www.doi.org/": True,
    "dx.doi.org/": True,
    "doi.org/": True,
    "doi:": False,
    "DOI:": False,
    "Doi:": False,
    "doi: ": False,
    "DOI: ": False,
    "DOI ": False,
    "doi ": False,
}

#: The kinds of ``WRAPPER_PATTERNS`` that make a URL context (a ``path`` only with a scheme or
#: a host before it), and those that are labels (they must end the token before the anchor).
URL_KINDS = frozenset({"scheme", "host", "path", "query"})
LABEL_KINDS = frozenset({"label", "urn", "info"})
#: The last character of any wrapper that can stand before a space or line break: labels
#: (``doi:``, ``DOI``, ``info:doi/``, ``doi%3A``, full-width colon) and URLs ending in ``/``.
#: (A sentence's "." is no wrapper end; ``doi.`` counts only fused to the DOI.)
WRAPPER_LAST_CHARS = frozenset(
    {
        c
        for p, kind in WRAPPER_PATTERNS.items()
        if kind in LABEL_KINDS
        for c in (p[-1], p[-1].upper())
    }
    - {"."}
    | {"/"}
)
#: Characters that end a URL visibly incomplete at a line break (``https://doi.`` + ``org/``).
URL_BROKEN_LAST = frozenset("./-_:")
#: A query parameter (``?name=``, ``&name=``): a label after one is inside a URL's query.
QUERY_PARAMETER_RE = re.compile(r"[?&][\w.%-]+=")
#: A URL printed without its scheme: a host name (labels of letters, digits and ``-``, a
#: top-level domain of letters, maybe a port) and a ``/`` opening the token before the DOI
#: (``example.com/10.1086/378695?uid=...``, ``link.springer.com/article/10.1007/...``): the
#: DOI is in a URL, where a raw ``?``, ``#`` or ``&`` ends it (SPEC §3). A token of digits,
#: dots and slashes only (``10.1234/abc``) never matches: its last label is no domain.
SCHEMELESS_URL_RE = re.compile(
    r"(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,24}(?::[0-9]{1,5})?/"
)

#: A tagged record's field tag opening a line (RIS ``L2  - ``, ``DO  - ``; MEDLINE ``AID - ``,
#: ``SO  - ``): the next line is a new field, never the rest of a DOI on the line before
#: (SPEC §5: field delimiters end a DOI; a complete DOI is never joined to what follows).
FIELD_TAG_LINE_RE = re.compile(r"[A-Z][A-Z0-9]{1,3}[ \t]{1,3}-[ \t]")

#: Token delimiters: the token before an anchor starts after the last of these.
TOKEN_DELIMITERS = frozenset(" \t\r\n\v\f\u00a0\"'<>()[]{}|,;`\u2028\u2029")

#: Publisher URL parts after the DOI that a careful librarian drops (SPEC §3): Wiley.
URL_TAILS = (
    "/abstract",
    "/full",
    "/pdf",
    "/epdf",
    "/pdfdirect",
    "/fulltext",
    "/fulltext.html",
    "/full/html",
    "/full-xml",
    "/references",
    "/suppinfo",
    "/citedby",
    "/figures",
    "/meta",  # IOP
)
#: A content link's file extension (Springer ``/content/pdf/<doi>.pdf``).
URL_FILE_TAIL_RE = re.compile(
    r"\.(?:pdf|full\.pdf|full|abstract|html?|article-info"
    # a badge image or an export file after the DOI in a path (Zenodo ".../zenodo.N.svg")
    r"|svg|png|jpe?g|gif|json|xml|bib|ris)\Z",
    re.I,
)
#: bioRxiv/medRxiv version after a dated DOI (``10.1101/2020.03.22.002386v2``); figshare's
#: ``.v2`` is part of its DOI and is kept.
BIORXIV_VERSION_RE = re.compile(
    r"(10\.1101/(?:[0-9]{4}\.[0-9]{2}\.[0-9]{2}\.)?[0-9]{6,})(v[0-9]{1,2})"
    r"((?:\.[a-z][a-z-]*)*(?:\+html)?)\Z"  # .full, .full.pdf+html, .article-metrics ...
)
#: A version glued on after a DOI in a URL or a ``doi=`` query value ("...tb09132.xv2"): dropped
#: where the registrant's profile (``registrants``) calls the DOI before it complete and the
#: DOI with it not (SPEC §3: bioRxiv's "v2" is no DOI character; §5 Readings: the suffix shapes
#: the registrant issues), as ``BIORXIV_VERSION_RE`` does for bioRxiv's dated DOIs.
VERSION_TAIL_RE = re.compile(r"v[0-9]{1,2}\Z")
#: A publisher's resource path after a DOI in a URL: everything from it on is dropped
#: (Springer ".../MediaObjects/..._ESM.pdf", Dryad ".../download", Atypon "/suppl_file/",
#: a Wiley journal's pages after its journal-level DOI: ".../journal/10.1002/(ISSN)1099-0739/
#: homepage/EditorialBoard.html", ".../10.1111/(ISSN)1601-183X/issues").
URL_SEGMENT_CUT_RE = re.compile(
    r"/(?:mediaobjects|download|suppl_file|suppl|figures|tables|metrics|citedby|references"
    r"|homepage|issues"
    r"|transform)"  # Crossref's ".../works/<doi>/transform/application/x-bibtex"
    r"(?:/|\Z)"
)
#: A title slug after the DOI in a publisher's URL path, maybe after an author's name:
#: ".../10.5235/219174411798862578/criminal-law-issues-in-the-case-law-of-...",
#: ".../doi:10.7815/ijorcs.21.2011.012/arul-anitha/network-security-using-linux-...": words
#: joined by hyphens, the first three of two letters or more, after a "/" past the suffix's
#: first part; everything from it on is dropped (SPEC §3: publisher URL parts after the DOI).
#: At most two name segments before the slug: each "/" the search starts at is then read to the
#: next "/" or two, never back over the whole path (linear in the DOI's length).
URL_SLUG_TAIL_RE = re.compile(
    r"(?:/[a-z]+(?:-[a-z]+)*){0,2}/[a-z]{2,}-[a-z]{2,}-[a-z]{2,}(?:-[a-z0-9]+)+\Z"
)

#: What ``verify.nearby_dois`` suggests dropping from a DOI not found: publisher URL tails and
#: file endings that get copied along with a DOI (SPEC §3; looser than ``URL_TAILS``, which the
#: scanner cuts), and the hyphen look-alikes and soft hyphen (Handbook 2.6.4).
NEARBY_TAILS_RE = re.compile(
    r"(?:/(?:abstract|full|pdf|epdf|fulltext|meta|html|summary|references)|\.(?:pdf|html?|xml))$",
    re.IGNORECASE,
)
NEARBY_HYPHENS = TYPOGRAPHIC_HYPHENS | TRAILING_DASHES | {"\u00ad"}
#: A version after a DOI ("...v2"), which ``verify.nearby_dois`` suggests dropping.
NEARBY_VERSION_RE = re.compile(r"v\d{1,2}$")

# --- Look-alikes (SPEC §2) ------------------------------------------------------------------

CURRENCY = frozenset("$\u20ac\u00a3\u00a5\u20b9")
#: ISO 4217 codes printed, with a space, before an amount per unit ("USD 10.2500/kg"): a price
#: (SPEC §2) when what follows the "/" is a unit (``PRICE_UNIT_RE``), not "j.cad.2020.01.001"
CURRENCY_CODES = frozenset(
    {"USD", "EUR", "GBP", "JPY", "CNY", "RMB", "CHF", "CAD", "AUD", "NZD", "INR", "SEK", "NOK"}
    | {"DKK", "PLN", "CZK", "HUF", "RUB", "BRL", "MXN", "ZAR", "KRW", "SGD", "HKD", "TRY"}
)
PRICE_UNIT_RE = re.compile(r"[A-Za-z]{1,8}")
ARITHMETIC = frozenset("=+*\u00d7\u00f7<>\u2248\u2260\u2264\u2265\u00b1\u2212\u2213\u00b7\u22c5")
#: Hexadecimal digits: the last one of a percent escape before ``10.`` is no number.
HEX_DIGITS = frozenset("0123456789abcdefABCDEF")
#: A registrant that a number and "." before its "10." do not hide: 4+ digits, not a year
#: ("58.10.1038/..." is a page range glued to a DOI; "15.10.2019/v2" a date).
GLUED_REGISTRANT_RE = re.compile(r"(?!(?:19|20)[0-9]{2}/)[0-9]{4,}(?:\.[0-9]+)*/")
#: A suffix that is a number: digits, perhaps with a decimal part ("10.125/2.5").
NUMBER_SUFFIX_RE = re.compile(r"[0-9]+(?:\.[0-9]+)?\Z")
#: A DOI label as the key before "=" ("doi = 10.1000/182"): then the number is its value.
#: Searched in the ``KEY_LOOKBACK`` characters before the operator only (one search per
#: candidate from the start of the text was quadratic in prose with many such numbers; the
#: same bound as the wrapper look-back, ``rules.unwrap.LOOKBACK``).
KEY_BEFORE_RE = re.compile(r"(?<![A-Za-z])doi[ \t]*\Z", re.IGNORECASE)
KEY_LOOKBACK = 256
#: A field's key before "=": a wiki template's "|jstor=" or "| biorxiv = ", a URL query's
#: "?id=", or a name of two or more characters glued to it ("biorxiv=10.1101/123456"): the number
#: after it is the field's value (SPEC §2: a key and its value, as "doi = 10.1000/182"), while
#: "x = 10.125/5" stays arithmetic. Searched in the ``FIELD_KEY_LOOKBACK`` characters before the
#: "=" only (the key's length and its spaces are bounded: a look-alike in prose costs little).
FIELD_KEY_BEFORE_RE = re.compile(
    r"(?:[|?&;][ \t]{0,3}[A-Za-z][\w-]{0,40}[A-Za-z0-9][ \t]{0,3}"
    r"|(?<![\w-])[A-Za-z][\w-]{0,40}[A-Za-z0-9])\Z"
)
FIELD_KEY_LOOKBACK = 48
#: A raw tag open before a ">" ("<ref name='dog' >"): that ">" closes markup, no comparison.
TAG_BEFORE_RE = re.compile(TAG_START + r"[^<>\n]*\Z")
#: A raw tag starting at a "<" ("</ref>"): markup, no comparison.
TAG_START_RE = re.compile(TAG_START)
#: A word after the operator ("10.1000/182 = the Handbook's DOI"): not an operand.
WORD_AFTER_RE = re.compile(r" ?[^\W\d_]{2}")

# --- Case folding (Handbook 2.4; SPEC §1) -------------------------------------------------------

#: Folds ASCII letters only: ``str.lower()`` would fold non-ASCII letters too, which are
#: different DOIs (Handbook 2.4).
ASCII_FOLD = str.maketrans("ABCDEFGHIJKLMNOPQRSTUVWXYZ", "abcdefghijklmnopqrstuvwxyz")

# --- Output forms (Handbook 2.5.2.4 Tables 1 and 2; 2.6) -----------------------------------------

#: Table 1 (mandatory) and Table 2 (recommended) characters, percent-encoded in URLs.
URL_TABLE_1 = '%"# ?'
URL_TABLE_2 = "<>{}^[]`|\\+"
DEFAULT_RESOLVER = "https://doi.org/"
