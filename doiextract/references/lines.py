"""Plain-text reference lists: one reference per line, or per blank-line-separated paragraph.

Takes the text of a list pasted from a paper; yields an :class:`~doiextract.references.common.Entry`
per reference whose "DOI fields" are the DOIs the scanner finds in it (``iter_hits``, so URLs,
``doi:`` labels, encodings, line-broken DOIs are all understood). Cleaning rewrites each DOI
where it stands in the chosen style, keeping the trailing punctuation the scanner trimmed
(SPEC §5) and every other character of the line.

``paragraphs``: ``None`` decides from the text: paragraphs when some blank-line-separated block
has more than one line, else lines. Won't: split a run-on paragraph into references.
"""

from __future__ import annotations

import re

from doiextract.errors import EditError
from doiextract.extract import iter_hits
from doiextract.references.common import Edit, Entry, Field, hit_replace_span
from doiextract.rules.unwrap import LOOKBACK, wrapper_context

__all__ = ["LinesFormat"]

_BLANK_SPLIT_RE = re.compile(r"(?:\r?\n[ \t]*){2,}")
_LINE_RE = re.compile(r"[^\r\n]*(?:\r\n|\n|\r|\Z)")
_TRAILING_BREAKS_RE = re.compile(r"(?:\r\n|\n|\r)(?:[ \t]*(?:\r\n|\n|\r))*")


#: At most this many labels or URLs in a row before a DOI are taken into its field
#: ("doi:doi:10.1038/x", SPEC §3)
_MAX_WRAPPERS = 4


def _field_start(block: str, lo: int, floor: int) -> int:
    """Where a DOI field whose hit starts at ``lo`` starts: before the labels or URLs right
    before it that would read as the wrapper of a DOI written at ``lo`` ("doi:doi:10.1038/x":
    the hit is "doi:10.1038/x"; a bare DOI written there would read as "doi:10.1038/x", which a
    second clean rewrites: the field takes the first "doi:" too, so a clean is final)."""
    for _ in range(_MAX_WRAPPERS):
        if lo == 0:
            break
        first = max(0, lo - LOOKBACK)
        probe = block[first:lo] + "10.1000/x"  # (a bare DOI written at ``lo``)
        found = wrapper_context(probe, lo - first, 0)
        # (only a wrapper glued to it or a label's own space, never across a gap a join
        # bridges, never back into the field before, which ends at ``floor``)
        if found is None or found[0] >= lo - first or found[3] is not None:
            break
        if first + found[0] < floor:
            break
        lo = first + found[0]
    return lo


def _glues(char: str, bare: bool = False) -> bool:
    """Whether what is written right after ``char`` reads back as part of what stands before.
    A wrapper: after a letter or digit, or DOI material a DOI read back would run on through
    (``/``, ``.``, ``-``, ``_``). A ``bare`` DOI: after a letter, a digit or a ``/``
    ("10.1000/" + "10.1038/x" is one DOI); after a "." it is a DOI of its own
    ("10.1000/abc.10.1000/y": two DOIs, SPEC §3)."""
    return char.isalnum() or char in ("/" if bare else "/.-_")


#: At most this many characters after a written DOI are read to see whether it runs on.
_READ_ON = 64


def _runs_on(value: str, after: str) -> bool:
    """Whether ``value`` written before ``after`` reads back as a longer DOI than alone."""
    if not after or after[0].isspace():
        return False
    alone = next(iter_hits(value), None)
    together = next(iter_hits(value + after), None)
    return alone is not None and (together is None or together.doi != alone.doi)


class LinesFormat:
    """The plain-text reader (see the module docstring)."""

    name = "text"
    #: every DOI of a line is its own "field": all are rewritten, none makes it ambiguous
    independent_doi_fields = True

    def __init__(self, paragraphs: bool | None = None) -> None:
        self.paragraphs = paragraphs

    def _blocks(self, text: str) -> list[tuple[int, int]]:
        paragraphs = self.paragraphs
        if paragraphs is None:
            paragraphs = any(
                "\n" in block.strip() for block in _BLANK_SPLIT_RE.split(text) if block.strip()
            )
        spans: list[tuple[int, int]] = []
        if paragraphs:
            pos = 0
            for sep in _BLANK_SPLIT_RE.finditer(text):
                spans.append((pos, sep.start()))
                pos = sep.end()
            spans.append((pos, len(text)))
        else:
            for match in _LINE_RE.finditer(text):
                line = match.group().rstrip("\r\n")
                spans.append((match.start(), match.start() + len(line)))
        return [(s, e) for s, e in spans if text[s:e].strip()]

    def parse(self, text: str) -> list[Entry]:
        entries = []
        line, counted = 1, 0  # line numbers counted incrementally: linear in the file size
        for index, (start, end) in enumerate(self._blocks(text)):
            block = text[start:end]
            fields = []
            last = 0  # (a field never reaches back into the one before: "10.1000/DOI 10.1/x")
            for hit in iter_hits(block):
                lo, hi = hit_replace_span(hit)
                lo = _field_start(block, lo, last)
                last = hi
                fields.append(
                    Field("doi", block[lo:hi], (start + lo, start + hi), (start + lo, start + hi))
                )
            line += text.count("\n", counted, start)
            counted = start
            entries.append(
                Entry(index, f"line {line}", line, (start, end),
                      (*fields, Field("text", block, (start, end), (start, end), "whole")))
            )  # fmt: skip
        return entries

    def doi_fields(self, entry: Entry) -> list[Field]:
        return [f for f in entry.fields if f.name == "doi"]

    def search_fields(self, entry: Entry) -> list[Field]:
        return [f for f in entry.fields if f.name == "text"]

    def is_same_value(self, field: Field, value: str) -> bool:
        return field.value == value

    def set_doi(self, text: str, entry: Entry, field: Field | None, value: str) -> list[Edit]:
        if field is None:
            raise EditError("a plain-text reference has no DOI field to fill")
        if any(c.isspace() for c in value):
            raise EditError("the decoded DOI contains white space; use --style url")
        start = field.span[0]
        if start > 0 and _glues(text[start - 1], bare=value.startswith("10.")):
            # a "doi:" or URL glued to the word or DOI material before ("/abstract10.1038/x"
            # would become "/abstractdoi:10.1038/x", where "doi:" is no label: a second clean
            # would write "doi:doi:"; "10.1000/10.1000/x" would become
            # "10.1000/https://doi.org/...", read back as a DOI "10.1000" cut off at "/"; a bare
            # "10.1000/10.1038/x" reads back as one DOI): one space keeps the written form one
            # that reads back
            value = " " + value
        if _runs_on(value, text[field.span[1] : field.span[1] + _READ_ON]):
            # what follows would read back as part of the DOI written bare or as "doi:"
            # ("?locatt=1doi:10.1038/x#": the "#" ended the URL's DOI, a bare DOI keeps it,
            # Handbook 2.5.2.3): one space after keeps the written form one that reads back
            value += " "
        return [Edit(start, field.span[1], value)]

    def remove_entry(self, text: str, entry: Entry) -> list[Edit]:
        start, end = entry.span
        tail = _TRAILING_BREAKS_RE.match(text, end)  # not text[end:]: no copy per entry
        if tail:
            end = tail.end()
        return [Edit(start, end, "")]

    def merge_into(self, text: str, kept: Entry, duplicate: Entry) -> tuple[list[Edit], list[str]]:
        return [], []
