"""Documents reconcile their own evidence (issue #9 item 4; SPEC §5 "Readings": the document
itself is the strongest evidence): a printed DOI and a link target (a PDF link annotation on the
same page, an HTML ``href``) that are the same DOI give one DOI, not two.

- A printed DOI that the link's DOI continues -- the print goes on into the rest of the link's
  DOI across a line break, a space, invisible marks or a hyphenation hyphen (``10.1038/nchem`` +
  line break + ``bio.780`` under a link to ``10.1038/nchembio.780``; ``sci-`` + line break +
  ``ence.1072702`` under ``10.1126/science.1072702``), or stops at an ellipsis (``10.1000/ab…``)
  -- becomes the link's DOI. The new hit's ``raw`` runs to the end of the printed DOI and each
  edit the link justified is a :class:`~doiextract.model.Removal` of kind ``annotation``.
- A link whose DOI is a strict prefix of a printed DOI that goes on across a line break or a
  space (a link that covers only the first line of a wrapped DOI) is dropped: the printed DOI
  is reported.

Only within one group (a PDF page; an HTML document) and only when the print itself, read
character by character, bears the link out: an unrelated longer DOI elsewhere does not
lengthen a printed one. Cost: a walk of at most one DOI's length (plus bounded skips) per pair
of a printed hit and a link hit of the group that agree up to where the walk could first skip;
a string comparison for the other pairs.

Won't: decide between a printed DOI and a link that disagree in a character (both reported).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Hashable, Iterable, Sequence

from doiextract.forms import doi_key
from doiextract.model import Hit, Removal, apply_removals
from doiextract.syntax import INVISIBLE, TYPOGRAPHIC_HYPHENS

__all__ = ["reconcile_links"]

_SPACE = frozenset(" \t\r\n\f\u00a0")
_SKIPPABLE = _SPACE | INVISIBLE
_HYPHENS = TYPOGRAPHIC_HYPHENS | {"-"}
_ELLIPSES = ("\u2026", "...")
#: A skipped run (a line break with the next line's indentation) is at most this long, and a
#: printed DOI has at most this many skipped runs: the walk stays bounded by the DOI's length.
MAX_SKIP = 24
MAX_EDITS = 4
_JOINS = frozenset({"join-line", "join-space", "hyphen"})

Edit = tuple[int, str, str]  # (offset in the segment text, what stood there, replacement)


def _same(printed: str, wanted: str) -> bool:
    """One printed character against one of the link's DOI (ASCII case folded, SPEC §1;
    a typographic hyphen prints a ``-``, SPEC §4)."""
    if printed == wanted:
        return True
    if printed in _HYPHENS and wanted == "-":
        return True
    return printed.isascii() and wanted.isascii() and printed.lower() == wanted.lower()


def _skip(text: str, at: int, limit: int) -> int:
    """The end of a skippable run at ``at``: white space and invisible marks, or a hyphen
    followed by a line break (a hyphenation hyphen, SPEC §5); ``at`` when there is none."""
    end = at
    if end < limit and text[end] in _HYPHENS:
        after = end + 1
        while after < limit and text[after] in _SKIPPABLE and text[after] not in "\r\n":
            after += 1
        if after >= limit or text[after] not in "\r\n":
            return at
        end = after
    while end < limit and end - at <= MAX_SKIP and text[end] in _SKIPPABLE:
        end += 1
    return end if end - at <= MAX_SKIP else at


def walk(text: str, start: int, doi: str) -> tuple[int, list[Edit]] | None:
    """Read ``doi`` in ``text`` from ``start``, skipping what :func:`_skip` allows between its
    characters; ``(end, edits)`` when all of it is printed there, else ``None``. The edits
    remove the skipped runs and write ``-`` for a printed typographic hyphen."""
    at, edits, skips = start, [], 0
    limit = min(len(text), start + len(doi) + MAX_SKIP * MAX_EDITS)
    for wanted in doi:
        if at >= limit:
            return None
        if not _same(text[at], wanted):
            end = _skip(text, at, limit) if at > start else at
            if end == at or skips >= MAX_EDITS or end >= limit or not _same(text[end], wanted):
                return None
            edits.append((at, text[at:end], ""))
            skips += 1
            at = end
        if text[at] != wanted and text[at] in TYPOGRAPHIC_HYPHENS:
            edits.append((at, text[at], wanted))
        at += 1
    return at, edits


def _printed_as_link(hit: Hit, text: str, link: Hit) -> Hit | None:
    """``hit`` (printed in ``text``) read as ``link``'s DOI, when the print bears it out."""
    start, end = hit.doi_span
    found = walk(text, start, link.doi)
    if found is not None and found[0] >= end:
        stop, edits = found
    elif link.key.startswith(hit.key) and text.startswith(_ELLIPSES, end):
        stop, edits = end, []  # a shortened display of the link's DOI
    else:
        return None
    base = hit.span[0]
    kept = [r for r in hit.removals if base + r.start + len(r.text) <= start]
    removals = tuple(kept) + tuple(Removal("annotation", t, r, a - base) for a, t, r in edits)
    raw = text[base:stop]
    doi = apply_removals(raw, removals)
    if stop == end and not edits:
        doi = link.doi  # the ellipsis case: the printed part says no more than a prefix
        removals = (*kept, Removal("annotation", raw[start - base :], link.doi, start - base))
    if doi_key(doi) != link.key:
        return None
    return Hit(doi, link.key, raw, (base, stop), (start, stop), hit.location, removals, hit.line)


def _cut_by_print(link: Hit, joined: Iterable[tuple[Hit, str, set[int]]]) -> bool:
    """Whether ``link`` covers only the first line of a printed DOI that the scanner joined
    across that line break (SPEC §5: the line end was visibly incomplete): the link's URI, with
    what trimming took off its end (``j.cell.``), is exactly the printed first line. A link
    that stops short of the line end (``...5fwjd`` under ``...5fwjd.`` + a URL path on the next
    line) is evidence against the join, and stays. ``joined``: the printed hits of the link's
    group that the scanner joined (``_joined``), each with its text and where it joined."""
    as_linked = None
    for hit, text, joins in joined:
        if len(hit.key) <= len(link.key) or not hit.key.startswith(link.key[:8]):
            continue
        if as_linked is None:
            as_linked = link.doi + _trimmed_end(link)
        found = walk(text, hit.doi_span[0], as_linked)
        if found is None or found[0] >= hit.doi_span[1] or text[found[0]] not in _SPACE:
            continue
        if found[0] in joins:
            return True
    return False


def _joined(printed: Iterable[tuple[Hit, str]]) -> list[tuple[Hit, str, set[int]]]:
    """The printed hits the scanner joined, with where: only those can be cut (no join, no
    walk: issue #10.6), found once per group rather than once per link (issue #10.4)."""
    out = []
    for hit, text in printed:
        joins = {hit.span[0] + r.start for r in hit.removals if r.kind in _JOINS}
        if joins:
            out.append((hit, text, joins))
    return out


def _trimmed_end(hit: Hit) -> str:
    """What trimming removed from the end of ``hit.raw`` (SPEC §5: ``.`` ``,`` ...)."""
    end, out = len(hit.raw), ""
    for removal in sorted(hit.removals, key=lambda r: r.start, reverse=True):
        if removal.kind != "trim" or removal.start + len(removal.text) != end:
            break
        out, end = removal.text + out, removal.start
    return out


def _registrant(key: str) -> str:
    return key.partition("/")[0]


def reconcile_links(
    hits: Sequence[tuple[Hit, str]],
    group: Callable[[Hit], Hashable],
    is_link: Callable[[Hit], bool],
) -> tuple[list[Hit], int]:
    """The hits of a document, each ``(hit, text of its segment)``, with printed DOIs read as
    the link DOIs of the same ``group`` that the print bears out and links cut short by a line
    break dropped; returns ``(hits, number of hits changed or dropped)``, document order kept.
    """
    links: dict[tuple[Hashable, str], list[Hit]] = {}
    printed: dict[tuple[Hashable, str], list[tuple[Hit, str]]] = {}
    # each hit's group and kind, asked once (issue #10.4: twice was a third of the time here)
    places = [((group(hit), _registrant(hit.key)), is_link(hit)) for hit, _ in hits]
    for (hit, text), (where, linked) in zip(hits, places, strict=True):
        if linked:
            links.setdefault(where, []).append(hit)
        else:
            printed.setdefault(where, []).append((hit, text))
    # what each group's links and printed hits are asked, made once per group (issue #10.4)
    joined = {where: _joined(each) for where, each in printed.items() if where in links}
    keys = {where: {link.key for link in each} for where, each in links.items()}
    out: list[Hit] = []
    changed = 0
    for (hit, text), (where, linked) in zip(hits, places, strict=True):
        if linked:
            if _cut_by_print(hit, joined.get(where, ())):
                changed += 1
                continue
            out.append(hit)
            continue
        if where not in links or hit.key in keys[where]:
            out.append(hit)
            continue
        better = _reading(hit, text, links[where])
        changed += better is not hit
        out.append(better)
    return out, changed


def _reading(hit: Hit, text: str, links: Sequence[Hit]) -> Hit:
    """``hit`` read as the first of ``links`` (its group's, none with its key) that the print
    bears out, else ``hit``. A link is walked only when its key and the print agree up to where
    the walk could first skip (``_printed_prefix``) or when the print may shorten it with an
    ellipsis: the others cannot be borne out (issue #10.4: a table of contents walked every
    link of its registrant for each printed DOI without a link of its own)."""
    printed = _printed_prefix(text, hit.doi_span[0])
    ellipsis = text.startswith(_ELLIPSES, hit.doi_span[1])
    for link in links:
        if len(link.key) < len(hit.key) - hit.doi.count("-") - 1:
            continue
        if not (link.key.startswith(printed) or printed.startswith(link.key)) and not (
            ellipsis and link.key.startswith(hit.key)
        ):
            continue
        better = _printed_as_link(hit, text, link)
        if better is not None:
            return better
    return hit


#: Where ``walk`` may skip (``_skip``: white space, invisible marks, a hyphen before a line
#: break); up to the first of them it reads the print one character for one.
_SKIP_START_RE = re.compile("[" + re.escape("".join(sorted(_SKIPPABLE | _HYPHENS))) + "]")


def _printed_prefix(text: str, start: int) -> str:
    """The print from ``start`` up to where ``walk`` could first skip, as a key (``doi_key``:
    ASCII letters folded, one character for one, what ``_same`` takes for equal where no hyphen
    stands): the key of a link the walk bears out agrees with it as far as both go. At most
    ``_PREFIX`` characters: a shorter prefix only lets more links be walked."""
    limit = min(len(text), start + _PREFIX)
    found = _SKIP_START_RE.search(text, start + 1, limit)
    return doi_key(text[start : found.start() if found else limit])


_PREFIX = 256


def cut_page_numbers(hits: Sequence[Hit]) -> tuple[list[Hit], int]:
    """A running footer glues the page number onto the article's DOI (``...00109-24`` + ``10``
    on page 10, no space between): a printed DOI on page N that is another DOI of the same
    document followed by the digits of N, on at least two pages, is read as that DOI, the
    digits recorded as a ``page-number`` removal. Returns ``(hits, number changed)``."""
    keys = {hit.key for hit in hits}
    candidates = [_without_page_number(hit, keys) for hit in hits]
    # a running footer runs: the same DOI glued to the numbers of at least two pages
    pages: dict[str, set[int | None]] = {}
    for hit, better in zip(hits, candidates, strict=True):
        if better is not hit:
            pages.setdefault(better.key, set()).add(hit.location.page)
    out: list[Hit] = []
    changed = 0
    for hit, better in zip(hits, candidates, strict=True):
        if better is not hit and len(pages[better.key]) >= 2:
            changed += 1
            out.append(better)
        else:
            out.append(hit)
    return out, changed


def _without_page_number(hit: Hit, keys: set[str]) -> Hit:
    page = hit.location.page
    digits = str(page) if page else ""
    if not digits or hit.location.element != "text" or not hit.doi.endswith(digits):
        return hit
    shorter = hit.doi[: -len(digits)]
    if doi_key(shorter) not in keys or doi_key(shorter) == hit.key:
        return hit
    at = hit.doi_span[1] - len(digits) - hit.span[0]
    if hit.raw[at : at + len(digits)] != digits or any(
        r.start >= at for r in hit.removals if r.kind != "trim"
    ):
        return hit
    removals = (*hit.removals, Removal("page-number", digits, "", at))
    if apply_removals(hit.raw, removals) != shorter:
        return hit
    end = hit.doi_span[1] - len(digits)
    return hit._replace(
        doi=shorter, key=doi_key(shorter), doi_span=(hit.doi_span[0], end), removals=removals
    )
