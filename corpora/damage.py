"""Damage real reference strings the way PDF text extraction really damages DOIs (issue #9 item 7).

Deterministic (a seed; each record's randomness comes from the seed, the record id and the kind),
stdlib only. Each kind is one mechanism seen in ../shared/corpora/real-pdf (its README and gold:
`stray_space_dois`, `split_dois`, `hyphen_inserted_at_break`, `glued_dois`) or in issue #9's list;
the gold stays the original DOI (the `PAIRED` kinds print two references side by side: both
references' gold). Applied to every DOI of a record that is printed in its input
(ASCII-case-insensitively); records without a DOI pass through unchanged (they keep the false
positive count honest).

| kind | what | seen in |
| --- | --- | --- |
| `glued-next` | the space after the DOI lost, the next word glued on (`...045101.URL`, `.PMID:`, `[doi]`) | real-pdf glued_dois, issue #9 |
| `space-after-10` | a space after `10.` (`10. 1093/nar...`) | pdfminer, issue #9 |
| `space-at-slash` | a space before or after the `/` | pdftotext/pdfminer stray_space_dois |
| `space-after-inner` | a space after an inner `.`, `:`, `::` or `-` of the suffix (`appi. ajp`) | issue #9, SPEC §5 |
| `zwsp-as-spaces` | a space after every `/`, `.`, `-` of the DOI and its `doi.org` URL (Springer/BMC zero-width spaces read by pdfminer) | real-pdf README |
| `zwsp` | the same places with U+200B (pdftotext keeps them) | real-pdf README |
| `zwsp-break` | the same with a line break at one place, after a separator or inside a word (U+200B before the break: `nchem\u200b` + `bio.\u200b780`), the `doi.org` URL too | real-pdf (BMC/Springer with pdftotext: `bioin\u200bforma\u200b` + `tics/\u200bbtz087`) |
| `break-after-10` | a line break after `10.` (pdfminer puts a space before it) | OUP/G3 in real-pdf |
| `break-after-slash` | a line break after the `/` | real-pdf split_dois |
| `break-after-dot` | a line break after an inner `.` | real-pdf split_dois (`14651858.` + `CD007078.pub4`) |
| `break-before-dot` | a line break before an inner `.` (`10.1128/JVI` + `.01234-15`) | issue #9, society journals |
| `break-after-hyphen` | a line break after an inner `-` | real-pdf split_dois (`s10194-012-0474-` + `1`) |
| `break-in-word` | a line break between two letters or digits of the suffix | real-pdf split_dois (`nchem` + `bio.780`) |
| `hyphen-at-break` | a hyphenation hyphen and a line break between two letters (`sci-` + `ence`) | real-pdf hyphen_inserted_at_break (pdfminer keeps it, pdfium marks U+FFFE) |
| `hyphen-lost` | an inner `-` at a line end removed and the lines joined (`0091-7435` -> `00917435`) | pdftotext, real-pdf README |
| `invisible` | one invisible mark inside or right after the DOI: U+200B, U+200E/F, U+202A-E, U+2066-9, U+FEFF, `ï»¿`, U+00AD | issue #9, SPEC §4 |
| `space-in-word` | a line break between two letters or digits that a reference-string tool turned into a space (`CIR.0b013e31827 42c84`) | reference strings cut from PDF text by GROBID/CERMINE-style tools (lines joined with a space); pdfminer `diabe tes` |
| `space-twice` | `space-in-word` in a DOI printed twice, the second copy whole as a link right after it (`doi: 10.1021/ct 200641m https://doi.org/10.1021/ct200641m`) | reference strings that print a DOI and its link (a line break inside the first copy) |
| `space-before-dot` | the same before an inner `.` (`10.1128/JVI .01234-15`) | as above; refs-dev `journal` + `.pntd` |
| `hyphen-space` | a hyphenation hyphen whose line break became a space (`sci- ence`) | refs-dev (PMC) `ji- ` + `mmunol`, `aj- ` + `nr.A1698` |
| `line-number` | a line-numbered manuscript: the reference's line starts with its number and a break inside the DOI is followed by the next number (`AID-` + `663 ADFM149>`) | real-pdf (bioRxiv preprint, pdftotext and pdfminer) |
| `line-number-plain` | the same as pdftotext's plain text prints it: each line and each number a paragraph of its own (`662` / `` / `...AID-` / `` / `663` / `` / `ADFM149>...`) | real-pdf (bioRxiv preprint, pdftotext without `-layout`) |
| `line-number-pdfium` | the same as pdfium prints it: a DOI broken after an inner `-` whose hyphen pdfium marks U+FFFE, the next line's number and text glued to the mark (`AID\ufffe663 ADFM149>`) | real-pdf (bioRxiv preprint, pdfium's text) |
| `jumble-after-slash` | pdfminer's text of a two-column page: after the DOI's `/` at a line's end one to three short lines of the other column's words, then the suffix alone on its line (`doi:10.2754/` / `Brno.` / `Acta` / `(Pakistan).` / `avb200776010079.`) | real-pdf with pdfminer (`boxes_flow=None`, and its default: G3, Genetics, SCOAP3 reference lists) |
| `break-in-group` | a space or a line break inside a short bracketed group of the suffix (`0022-0493(200` + `7)100[...]`, `S0140-6736(20` + `)30183-5`, `(SICI` + `)1097-...`): SICI, Elsevier PII and ASCE DOIs, whose groups hold years and volume numbers | issue #9 (`131: 7(612)`, `<123:: AID-JEZ4>`); reference strings cut from PDF text (a line break that became a space) |
| `layout-column` | `pdftotext -layout`: the DOI breaks at its column's end; in the left column the line goes on with a wide gap and the other column's words and the DOI's rest starts the next line, in the right column each line starts with the left column's words and the rest is at the same column of the next line | real-pdf with `pdftotext -layout` (two-column reference lists) |

| `other-column-line` | `pdftotext -layout`: the DOI breaks after an inner separator at its line's end in the left column, a line of the right column alone follows (indented past the left column), then the DOI's rest at the left column's start (`...https://doi.org/10.1111/j.1365-` / `<gutter>30.   Biswas I, ...` / `2958.2005.04940.x`) | real-pdf (mSphere, Frontiers references with `-layout`) |
| `spaces-lost` | every space and tab of the reference lost (`...Lancet372(9643):1107–1119.doi:10.1016/S0140-6736(08)61452-X.PubMed:18805339.`) | real-pdf (pypdf's text of a Royal Society PDF: `...athttp://dx.doi.org/10.1098/rsos.150395orvia`) |
| `two-columns` | the reference and the next one with a DOI printed side by side as `pdftotext -layout` prints two columns: each wrapped to the column's width with a line break after a separator inside each DOI, the left line padded to the gutter, the right column a line or two higher or lower (a DOI's halves with the other column's words, and its DOI, between them); gold = both references' gold | real-pdf with `pdftotext -layout` (Science, Cell Press, BMC, Royal Society reference lists) |
| `two-columns-merged` | the same pair as pdfplumber merges two columns: the left line, one space, the right line (no gutter) | real-pdf with pdfplumber (JMIR/IRCMJ, BMJ Open) |

Run: ``python corpora/damage.py [--seed N] KIND`` prints the damaged inputs of refs-dev.
"""

from __future__ import annotations

import random
import re
import zlib
from collections.abc import Callable
from typing import Any

SEED = 9

#: what real extraction glues after a DOI at the end of a reference: (punctuation, word)
_GLUED = (
    (".", "URL https://example.org/x"),
    (".", "PMID:31234567"),
    (",", "arXiv:1402.1234"),
    (",", "hep-th"),
    ("", "[doi]"),
    ("", "[PubMed]"),
    ("", "(2019)"),
    ("", "for further"),
    (".", "Epub 2013 Jan 20."),
    (".", "Accessed 12 May 2020."),
)
_INVISIBLES = (
    "\u200b",
    "\u200e",
    "\u200f",
    "\u202a",
    "\u202c",
    "\u202e",
    "\u2066",
    "\u2069",
    "\ufeff",
    "\u00ef\u00bb\u00bf",
    "\u00ad",
)
_LINE_BREAKS = ("\n", " \n")  # pdftotext / pdfium: bare; pdfminer: a space before the break


def _positions(doi: str, pattern: str) -> list[int]:
    """Offsets in ``doi`` (after the prefix's ``/``) just after each match of ``pattern``,
    not at the very end."""
    slash = doi.index("/")
    return [m.end() for m in re.finditer(pattern, doi) if slash < m.end() < len(doi)]


def _insert(doi: str, at: int, text: str) -> str:
    return doi[:at] + text + doi[at:]


def _pick(rng: random.Random, places: list[int]) -> int | None:
    return rng.choice(places) if places else None


def _space_after_10(doi: str, rng: random.Random) -> str | None:
    return _insert(doi, 3, " ")


def _space_at_slash(doi: str, rng: random.Random) -> str | None:
    slash = doi.index("/")
    return _insert(doi, slash + rng.randint(0, 1), " ")


def _space_after_inner(doi: str, rng: random.Random) -> str | None:
    at = _pick(rng, _positions(doi, r"::|[.:-](?!:)"))
    return None if at is None else _insert(doi, at, " ")


def _every_separator(doi: str, mark: str) -> str:
    return re.sub(r"(?<=[/.-])(?=.)", mark, doi)


def _zwsp_as_spaces(doi: str, rng: random.Random) -> str | None:
    return _every_separator(doi, " ")


def _zwsp(doi: str, rng: random.Random) -> str | None:
    return _every_separator(doi, "\u200b")


def _zwsp_break(doi: str, rng: random.Random) -> str | None:
    at = _pick(rng, _positions(doi, _BREAK_PLACES))
    if at is None:
        return None
    head, tail = _every_separator(doi[:at], "\u200b"), _every_separator(doi[at:], "\u200b")
    return head + "\u200b\n" + tail


def _break_after_10(doi: str, rng: random.Random) -> str | None:
    return _insert(doi, 3, rng.choice(_LINE_BREAKS))


def _break_after_slash(doi: str, rng: random.Random) -> str | None:
    return _insert(doi, doi.index("/") + 1, rng.choice(_LINE_BREAKS))


def _break_after_dot(doi: str, rng: random.Random) -> str | None:
    at = _pick(rng, _positions(doi, r"\."))
    return None if at is None else _insert(doi, at, rng.choice(_LINE_BREAKS))


def _break_before_dot(doi: str, rng: random.Random) -> str | None:
    at = _pick(rng, [p - 1 for p in _positions(doi, r"\.") if p - 1 > doi.index("/") + 1])
    return None if at is None else _insert(doi, at, rng.choice(_LINE_BREAKS))


def _break_after_hyphen(doi: str, rng: random.Random) -> str | None:
    at = _pick(rng, _positions(doi, r"-"))
    return None if at is None else _insert(doi, at, rng.choice(_LINE_BREAKS))


def _break_in_word(doi: str, rng: random.Random) -> str | None:
    at = _pick(rng, _positions(doi, r"[A-Za-z0-9](?=[A-Za-z0-9])"))
    return None if at is None else _insert(doi, at, rng.choice(_LINE_BREAKS))


def _hyphen_at_break(doi: str, rng: random.Random) -> str | None:
    at = _pick(rng, _positions(doi, r"[A-Za-z]{2}(?=[A-Za-z]{2})"))
    return None if at is None else _insert(doi, at, "-" + rng.choice(_LINE_BREAKS))


def _hyphen_lost(doi: str, rng: random.Random) -> str | None:
    at = _pick(rng, _positions(doi, r"-"))
    return None if at is None else doi[: at - 1] + doi[at:]


def _space_in_word(doi: str, rng: random.Random) -> str | None:
    at = _pick(rng, _positions(doi, r"[A-Za-z0-9](?=[A-Za-z0-9])"))
    return None if at is None else _insert(doi, at, " ")


#: A short bracketed group of the suffix ("(2007)", "(20)", "(SICI)", a SICI's "[1258:ETFSAH]";
#: "<495::AID-JBM4>" has a hyphen: none), the characters inside it.
_GROUP_RE = re.compile(r"[(\[<]([A-Za-z0-9:]{2,12})[)\]>]")


def _break_in_group(doi: str, rng: random.Random) -> str | None:
    slash = doi.index("/")
    places = [
        at
        for group in _GROUP_RE.finditer(doi, slash)
        for at in range(group.start(1) + 1, group.end(1) + 1)  # (after its first character)
    ]
    at = _pick(rng, places)
    return None if at is None else _insert(doi, at, rng.choice((" ", "\n")))


#: The other column's words that pdfminer puts between a DOI's prefix and suffix.
_JUMBLE_WORDS = ("Brno.", "Acta", "(Pakistan).", "Resist.", "Parasitol", "In-", "Res.", "et al.")


def _jumble_after_slash(doi: str, rng: random.Random) -> str:
    at = doi.index("/") + 1
    words = rng.sample(_JUMBLE_WORDS, rng.randint(1, 3))
    return doi[:at] + "\n" + "\n".join(words) + "\n" + doi[at:] + "\n"


def _space_twice(doi: str, rng: random.Random) -> str | None:
    damaged = _space_in_word(doi, rng)
    return None if damaged is None else f"{damaged} https://doi.org/{doi}"


def _space_before_dot(doi: str, rng: random.Random) -> str | None:
    at = _pick(rng, [p - 1 for p in _positions(doi, r"\.") if p - 1 > doi.index("/") + 1])
    return None if at is None else _insert(doi, at, " ")


def _hyphen_space(doi: str, rng: random.Random) -> str | None:
    at = _pick(rng, _positions(doi, r"[A-Za-z]{2}(?=[A-Za-z]{2})"))
    return None if at is None else _insert(doi, at, "- ")


#: Where a line may break inside a DOI: after a separator, or between two letters or digits.
_BREAK_PLACES = r"[/.:-]|[A-Za-z0-9](?=[A-Za-z0-9])"
#: A line number of a line-numbered manuscript (the reference's line's; the next line's is +1).
_LINE_NUMBER = "{} "
#: What the other column of a two-column page prints beside a DOI's line (``-layout``).
_OTHER_COLUMN = (
    "cessation in hospitalised patients. Cochrane Database Syst Rev. 2012;5:",
    "19,732 men and women from The Copenhagen Centre for Prospective",
    "Med. 2008;168(18):1961-1967.",
    "24. Ramunno LD, Dodds TA, Traven ND. Coordinated",
    "J Am Coll Cardiol. 2010;55(6):",
)


def _line_number(doi: str, rng: random.Random) -> str | None:
    at = _pick(rng, _positions(doi, _BREAK_PLACES))
    return None if at is None else _insert(doi, at, "\n{next} ")


def _layout_column(doi: str, rng: random.Random) -> str | None:
    at = _pick(rng, _positions(doi, _BREAK_PLACES))
    if at is None:
        return None
    gap = " " * rng.randint(3, 24)
    indent = " " * rng.choice((0, 0, 3, 4))
    return _insert(doi, at, gap + rng.choice(_OTHER_COLUMN) + "\n" + indent)


def _invisible(doi: str, rng: random.Random) -> str | None:
    places = [*_positions(doi, r"."), len(doi)]
    return _insert(doi, rng.choice(places), rng.choice(_INVISIBLES))


#: kind -> how one printed DOI is damaged (``None``: this DOI has no place for it)
DOI_DAMAGE: dict[str, Callable[[str, random.Random], str | None]] = {
    "space-after-10": _space_after_10,
    "space-at-slash": _space_at_slash,
    "space-after-inner": _space_after_inner,
    "zwsp-as-spaces": _zwsp_as_spaces,
    "zwsp": _zwsp,
    "zwsp-break": _zwsp_break,
    "break-after-10": _break_after_10,
    "break-after-slash": _break_after_slash,
    "break-after-dot": _break_after_dot,
    "break-before-dot": _break_before_dot,
    "break-after-hyphen": _break_after_hyphen,
    "break-in-word": _break_in_word,
    "hyphen-at-break": _hyphen_at_break,
    "hyphen-lost": _hyphen_lost,
    "invisible": _invisible,
    "space-in-word": _space_in_word,
    "space-twice": _space_twice,
    "space-before-dot": _space_before_dot,
    "hyphen-space": _hyphen_space,
    "line-number": _line_number,
    "line-number-plain": _line_number,
    "line-number-pdfium": _line_number,
    "break-in-group": _break_in_group,
    "jumble-after-slash": _jumble_after_slash,
    "layout-column": _layout_column,
}
#: kinds that damage the whole reference, not one DOI
TEXT_DAMAGE = ("glued-next", "other-column-line", "spaces-lost")
#: kinds that print each reference beside another one (the next record with a DOI): two
#: columns of a page, so their gold is both records' gold
PAIRED = ("two-columns", "two-columns-merged")
KINDS = (*TEXT_DAMAGE[:1], *DOI_DAMAGE, *TEXT_DAMAGE[1:], *PAIRED)


def _glue_next(text: str, end: int, rng: random.Random) -> str:
    """Lose the white space after the DOI ending at ``end`` (the next word glues on); at the
    end of the reference, glue on one of the words real extraction glues."""
    rest = text[end:]
    if rest.strip() in ("", ".", ",", ";"):
        punctuation, word = rng.choice(_GLUED)
        return text[:end] + (rest.strip() or punctuation) + word
    after = re.match(r"([.,;]?)\s+", rest)
    if after is None:
        return text
    return text[:end] + after.group(1) + rest[after.end() :]


def damage_text(text: str, dois: list[str], kind: str, rng: random.Random) -> str:
    """``text`` with each DOI of ``dois`` that it prints damaged by ``kind``."""
    if kind in ("line-number", "line-number-plain", "line-number-pdfium"):
        return _number_lines(text, dois, rng, form=kind)
    if kind == "layout-column" and rng.random() < 0.5:
        return _right_column(text, dois, rng)
    if kind == "other-column-line":
        return _other_column_line(text, dois, rng)
    if kind == "spaces-lost":
        return re.sub(r"[ \t]+", "", text)
    for doi in dois:
        at = text.lower().find(doi.lower())
        if at < 0:
            continue
        printed = text[at : at + len(doi)]
        if kind == "glued-next":
            text = _glue_next(text, at + len(doi), rng)
            continue
        damaged = DOI_DAMAGE[kind](printed, rng)
        if kind in _SPACED_WRAPPER and damaged is not None:
            text = _spaced_wrapper(text, at, _SPACED_WRAPPER[kind])
            at = text.lower().find(doi.lower())
        if damaged is not None:
            text = text[:at] + damaged + text[at + len(doi) :]
    return text


def _number_lines(text: str, dois: list[str], rng: random.Random, form: str = "line-number") -> str:
    """A line-numbered manuscript: the reference wrapped at spaces into lines of at most
    ``_LINE_WIDTH`` characters, a line break inside each of its DOIs, every line numbered
    (``line-number-plain``: each number and each line a paragraph, as pdftotext's plain text
    has it; ``line-number-pdfium``: the break after an inner ``-``, which pdfium marks U+FFFE
    and glues the next line, its number first, to)."""
    damage = _hyphen_mark_break if form == "line-number-pdfium" else _line_number
    for doi in dois:
        at = text.lower().find(doi.lower())
        damaged = None if at < 0 else damage(text[at : at + len(doi)], rng)
        if damaged is not None:
            text = text[:at] + damaged.replace("{next} ", "") + text[at + len(doi) :]
    if "\n" not in text:
        return text
    lines = [wrapped for line in text.split("\n") for wrapped in _wrap(line)]
    first = rng.randint(9, 990)
    if form == "line-number-plain":
        return "\n\n".join(f"{first + n}\n\n{line}" for n, line in enumerate(lines))
    numbered = "\n".join(_LINE_NUMBER.format(first + n) + line for n, line in enumerate(lines))
    return numbered.replace("\ufffe\n", "\ufffe") if form == "line-number-pdfium" else numbered


def _hyphen_mark_break(doi: str, rng: random.Random) -> str | None:
    """A line break after an inner ``-``, the hyphen marked U+FFFE as pdfium marks it."""
    at = _pick(rng, _positions(doi, r"-"))
    return None if at is None else doi[: at - 1] + "\ufffe\n{next} " + doi[at:]


#: A manuscript line's width (characters).
_LINE_WIDTH = 90


def _wrap(line: str, width: int = _LINE_WIDTH) -> list[str]:
    """``line`` broken at spaces into lines of at most ``width`` characters (a longer word
    stays whole)."""
    out: list[str] = []
    while len(line) > width:
        cut = line.rfind(" ", 0, width + 1)
        if cut <= 0:
            break
        out.append(line[:cut])
        line = line[cut + 1 :]
    return [*out, line]


def _right_column(text: str, dois: list[str], rng: random.Random) -> str:
    """``pdftotext -layout`` with the reference in the right column: wrapped to the column's
    width, each line starting with the left column's words padded to the gutter; a DOI breaks
    at its column's end and goes on at the same column of the next line (perhaps with a
    hanging indent)."""
    width = rng.randint(40, 60)
    gutter = " " * rng.randint(3, 8)
    for doi in dois:
        at = text.lower().find(doi.lower())
        place = None if at < 0 else _pick(rng, _positions(text[at : at + len(doi)], _BREAK_PLACES))
        if place is not None:
            text = text[: at + place] + "\n" + text[at + place :]
    if "\n" not in text:
        return text
    lines = [wrapped for line in text.split("\n") for wrapped in _wrap(line, _COLUMN_WIDTH)]
    indent = " " * rng.choice((0, 3, 4))
    return "\n".join(
        rng.choice(_OTHER_COLUMN)[:width].ljust(width) + gutter + (indent if n else "") + line
        for n, line in enumerate(lines)
    )


#: A right column's width (characters): a DOI longer than that stays whole on its line.
_COLUMN_WIDTH = 55
#: Where ``_other_column_line`` puts the right column's line.
_OTHER_LINE = "\x00"


def _other_column_line(text: str, dois: list[str], rng: random.Random) -> str:
    """``pdftotext -layout`` with the reference in the left column: wrapped to the column's
    width, a line break inside each DOI, and between its halves a line that holds only the
    right column's words, padded past the left column (its baseline fell between the left
    column's lines)."""
    for doi in dois:
        at = text.lower().find(doi.lower())
        # (after a separator: the DOI visibly goes on; a break inside a word is the
        # ``break-in-word`` / ``layout-column`` kinds' ambiguity)
        place = None if at < 0 else _pick(rng, _positions(text[at : at + len(doi)], r"[/.:-]"))
        if place is not None:
            text = text[: at + place] + f"\n{_OTHER_LINE}\n" + text[at + place :]
    if _OTHER_LINE not in text:
        return text
    lines = [wrapped for line in text.split("\n") for wrapped in _wrap(line, _COLUMN_WIDTH)]
    pad = " " * (max(len(line) for line in lines) + rng.randint(3, 8))
    return "\n".join(
        pad + rng.choice(_OTHER_COLUMN) if line == _OTHER_LINE else line for line in lines
    )


#: The kinds whose ``https://doi.org/`` before the DOI is spread out too, and with what.
_SPACED_WRAPPER = {"zwsp-as-spaces": " ", "zwsp-break": "\u200b"}


def _spaced_wrapper(text: str, at: int, mark: str) -> str:
    """Springer prints the ``https://doi.org/`` before a DOI with zero-width spaces too."""
    match = re.search(r"https?://(?:dx\.)?doi\.org/$", text[max(0, at - 30) : at])
    if not match:
        return text
    start = max(0, at - 30) + match.start()
    spread = _every_separator(text[start:at], mark)
    if mark == "\u200b":  # as pdftotext prints it: "https://\u200bdoi.\u200borg/\u200b10..."
        spread = spread.replace("/\u200b/", "//") + mark
    return text[:start] + spread + text[at:]


def _break_at_separators(text: str, dois: list[str], rng: random.Random) -> str:
    """A line break inside each DOI of ``dois`` that ``text`` prints, after one of its
    separators (the DOI visibly goes on: a break inside a word is ``break-in-word``'s
    ambiguity)."""
    for doi in dois:
        at = text.lower().find(doi.lower())
        place = None if at < 0 else _pick(rng, _positions(text[at : at + len(doi)], r"[/.:-]"))
        if place is not None:
            text = text[: at + place] + "\n" + text[at + place :]
    return text


def _wrap_hanging(pieces: list[str], width: int, indent: str) -> list[str]:
    """``pieces`` (a reference's text, broken inside its DOIs) wrapped at spaces into a
    column ``width`` characters wide: the first line at the column's start, the others after a
    hanging ``indent`` and inside the column too (a typeset column's lines never reach into
    the gutter; a word longer than the line stays whole)."""
    lines: list[str] = []
    for piece in pieces:
        while True:
            head = _wrap(piece, width - len(indent) if lines else width)[0]
            lines.append(head)
            if len(head) >= len(piece):
                break
            piece = piece[len(head) + 1 :]
    return [line if n == 0 else indent + line for n, line in enumerate(lines)]


def two_columns(
    left: tuple[str, list[str]], right: tuple[str, list[str]], rng: random.Random, merged: bool
) -> str:
    """Two references (text, DOIs) printed side by side in two columns of one page, each
    wrapped to the column's width with a line break inside each DOI (it goes on at the
    column's start on the next line, perhaps after a hanging indent), the right column a line
    or two lower or higher: as ``pdftotext -layout`` prints them (the left line padded to the
    gutter, the right line after it), or with ``merged`` as pdfplumber merges them (the left
    line, one space, the right line)."""
    width = rng.randint(40, 55)
    gutter = " " * rng.randint(3, 8)
    columns = []
    for text, dois in (left, right):
        indent = " " * rng.choice((0, 0, 3, 4))
        broken = _break_at_separators(text, dois, rng).split("\n")
        columns.append(_wrap_hanging(broken, width, indent))
    shift = rng.randint(-2, 2)
    columns[shift < 0] = [""] * abs(shift) + columns[shift < 0]
    rows = max(len(column) for column in columns)
    out = []
    for n in range(rows):
        first, second = (column[n] if n < len(column) else "" for column in columns)
        if merged:
            out.append(f"{first.strip()} {second.strip()}".strip())
        else:
            out.append((first.ljust(width) + gutter + second).rstrip())
    return "\n".join(out)


def damage_records(
    records: list[dict[str, Any]], kind: str, seed: int = SEED
) -> list[dict[str, Any]]:
    """refs-dev style records with their inputs damaged by ``kind``; ``expected`` unchanged,
    except for the ``PAIRED`` kinds: each record printed beside the next record that has a DOI
    (in ``records``' order, the first after the last), ``expected`` both records' gold."""
    if kind not in KINDS:
        raise ValueError(f"unknown damage kind {kind!r}; one of {', '.join(KINDS)}")
    with_doi = [record for record in records if record["expected"]]
    partner = {id(r): with_doi[(n + 1) % len(with_doi)] for n, r in enumerate(with_doi)}
    out = []
    for record in records:
        key = f"{seed}:{kind}:{record['id']}".encode()
        rng = random.Random(zlib.crc32(key))
        own = (str(record["input"]), list(record["expected"]))
        if kind in PAIRED and id(record) in partner:
            other = partner[id(record)]
            pair = (own, (str(other["input"]), list(other["expected"])))
            if rng.random() < 0.5:  # (the record in the left column or in the right one)
                pair = pair[::-1]
            damaged = two_columns(*pair, rng, merged=kind == "two-columns-merged")
            expected = list(dict.fromkeys([*own[1], *other["expected"]]))
            out.append({**record, "input": damaged, "expected": expected})
            continue
        damaged = damage_text(*own, kind, rng) if kind not in PAIRED else own[0]
        out.append({**record, "input": damaged})
    return out


def main() -> None:
    import argparse
    import json
    import os
    from pathlib import Path

    # ../shared beside the repository (as in CI); DOIEXTRACT_SHARED points elsewhere (a worktree)
    shared = Path(
        os.environ.get("DOIEXTRACT_SHARED", Path(__file__).resolve().parents[2] / "shared")
    )

    parser = argparse.ArgumentParser(description="print refs-dev damaged by one kind")
    parser.add_argument("kind", choices=KINDS)
    parser.add_argument("--seed", type=int, default=SEED)
    parser.add_argument(
        "--refs",
        type=Path,
        default=shared / "corpora" / "refs-dev.jsonl",
    )
    args = parser.parse_args()
    records = [json.loads(line) for line in args.refs.read_text("utf-8").splitlines() if line]
    for record in damage_records(records, args.kind, args.seed):
        if record["expected"]:
            print(
                json.dumps(
                    {"input": record["input"], "expected": record["expected"]}, ensure_ascii=False
                )
            )


if __name__ == "__main__":
    main()
