"""RIS (``.ris``) reader and writer of the ``DO`` tag, by spans of the original text.

Takes the text of an RIS file; yields an :class:`~doiextract.references.common.Entry` from each
``TY  - `` line to its ``ER  - `` line. A field is a tag line ``XX  - value``; a line without a
tag continues the previous field (long ``AB``/``N1`` values), which is searched for DOIs but
never edited. Text outside ``TY``..``ER`` is kept as is.

Why not rispy: rispy reads RIS well but keeps no offsets and its writer re-formats (tag order,
separators, line endings), so it cannot give the byte-identical round trip the issue requires;
the tests cross-check this reader against rispy on the same files instead. Won't: check tag
vocabularies or reorder anything; a new ``DO`` line goes just before ``ER``.
"""

from __future__ import annotations

import re

from doiextract.errors import EditError
from doiextract.references.common import Edit, Entry, Field

__all__ = ["RIS", "RisFormat"]

# "Two letters or a letter and a digit, two spaces, a hyphen, a space" (RIS format spec);
# exporters in the wild drop the space after the hyphen when the value is empty ("ER  -").
_TAG_RE = re.compile(r"^\ufeff?([A-Z][A-Z0-9])  -(?: |$)")
_LINE_RE = re.compile(r"[^\n]*\n|[^\n]+\Z")
_BLANK_LINE_RE = re.compile(r"[ \t]*\r?\n")
#: Where a DOI hides when there is no ``DO`` line, most telling first (issue #5): URL and
#: link tags, then the ``M3``/``N1``/``ID`` fields some exporters misuse.
_SEARCH_ORDER = ("UR", "L1", "L2", "L3", "L4", "LK", "M3", "N1", "ID", "AN", "C7")


class RisFormat:
    """The RIS reader (see the module docstring)."""

    name = "ris"

    def parse(self, text: str) -> list[Entry]:
        entries: list[Entry] = []
        fields: list[Field] = []
        # continuation lines of the last field, joined once when the field ends (joining
        # them line by line made a long abstract quadratic, issue 12.3)
        continued: list[str] = []
        start: int | None = None
        start_line = 0
        label = ""

        def finish_field() -> None:
            if continued:
                last = fields[-1]
                value = "\n".join([last.value, *continued])
                fields[-1] = Field(last.name, value, last.span, last.value_span, "continued")
                continued.clear()

        def close(end: int, malformed: str | None = None) -> None:
            finish_field()
            name = label if malformed or label else f"line {start_line}"
            entries.append(
                Entry(len(entries), name, start_line, (start or 0, end), tuple(fields), malformed)
            )

        for number, match in enumerate(_LINE_RE.finditer(text), start=1):
            line = match.group()
            body = line.rstrip("\r\n")
            tag_match = _TAG_RE.match(body)
            if tag_match is None:
                if start is not None and fields and body.strip():
                    continued.append(body.strip())
                continue
            finish_field()
            tag = tag_match.group(1)
            value_start = match.start() + tag_match.end()
            value_end = match.start() + len(body)
            if tag == "TY":
                if start is not None:
                    close(match.start(), "no ER line before the next TY")
                start, start_line, fields, label = match.start(), number, [], ""
            if start is None:
                continue
            if tag == "ER":
                close(match.end())
                start = None
                continue
            value = text[value_start:value_end]
            if tag == "ID" and not label:
                label = value.strip()
            fields.append(Field(tag, value, (value_start, value_end), (value_start, value_end)))
        if start is not None:
            close(len(text), "no ER line at the end of the file")
        return entries

    def doi_fields(self, entry: Entry) -> list[Field]:
        return [f for f in entry.fields if f.name == "DO"]

    def search_fields(self, entry: Entry) -> list[Field]:
        by_name = {name: i for i, name in enumerate(_SEARCH_ORDER)}
        others = [f for f in entry.fields if f.name not in ("DO", "TY")]
        return sorted(others, key=lambda f: by_name.get(f.name, len(by_name)))

    def is_same_value(self, field: Field, value: str) -> bool:
        return field.value == value

    def set_doi(self, text: str, entry: Entry, field: Field | None, value: str) -> list[Edit]:
        if "\n" in value or "\r" in value:
            raise EditError("a line break cannot be written in an RIS value")
        if field is not None:
            if field.delimiter == "continued":
                raise EditError("the DO value continues on the next line; fix it by hand")
            return [Edit(field.value_span[0], field.value_span[1], value)]
        return [self._insert_line(text, entry, "DO", value)]

    def _insert_line(self, text: str, entry: Entry, tag: str, value: str) -> Edit:
        """A new tag line just before the entry's ``ER`` line, with the file's line ending."""
        er_line = text.rfind("\n", entry.span[0], entry.span[1] - 1) + 1
        newline = "\r\n" if text[er_line - 2 : er_line] == "\r\n" else "\n"
        return Edit(er_line, er_line, f"{tag}  - {value}{newline}")

    def remove_entry(self, text: str, entry: Entry) -> list[Edit]:
        start, end = entry.span
        # a blank line that separated this entry from the next goes with it
        blank = _BLANK_LINE_RE.match(text, end)
        if blank:
            end = blank.end()
        return [Edit(start, end, "")]

    def merge_into(self, text: str, kept: Entry, duplicate: Entry) -> tuple[list[Edit], list[str]]:
        have = {f.name for f in kept.fields}
        edits: list[Edit] = []
        names: list[str] = []
        for other in duplicate.fields:
            # repeatable tags (AU, KW...) are left alone: copying some would half-merge them
            if other.name in have or other.delimiter == "continued" or not other.value.strip():
                continue
            edits.append(self._insert_line(text, kept, other.name, other.value))
            names.append(other.name)
            have.add(other.name)
        return edits, names


RIS = RisFormat()
