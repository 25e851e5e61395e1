"""BibTeX (``.bib``) reader and writer of DOI fields, by spans of the original text.

Takes the text of a ``.bib`` file; yields an :class:`~doiextract.references.common.Entry` per
``@type{key, name = value, ...}`` (also ``@type(...)``) with the span of every field value.
``@comment``, ``@preamble`` and ``@string`` blocks and any text between entries are skipped,
hence kept byte for byte. A value is ``{...}`` (balanced braces), ``"..."`` (quotes at brace
depth 0 close it), a number or a macro name, or such pieces joined by ``#``.

Why not bibtexparser: bibtexparser v2 parses well but gives no offsets for fields (only an
entry's start line and raw text) and its writer re-formats entries, so it cannot give the
byte-identical round trip the issue requires; the tests cross-check this locator against
bibtexparser on the same files instead. Won't: expand ``@string`` macros, resolve
``crossref``, or change anything but the DOI field (and, with ``--dedupe``, whole entries).
"""

from __future__ import annotations

import re

from doiextract.errors import EditError
from doiextract.references.common import Edit, Entry, Field

__all__ = ["BIBTEX", "BibtexFormat"]

_ENTRY_START_RE = re.compile(r"@[ \t]*([A-Za-z][\w:.+-]*)\s*([{(])")
_NAME_RE = re.compile(r"[^\s=,{}()\"#%'~]+")
_BARE_RE = re.compile(r"[^\s,#{}()\"=]+")
_SPACE_RE = re.compile(r"\s*")
#: Block types that are not references (BibTeX manual; bibtexparser v2 treats them alike).
_NOT_ENTRIES = frozenset({"comment", "preamble", "string"})
#: Where a DOI hides when the ``doi`` field is missing, most telling first (issue #5).
_SEARCH_ORDER = ("url", "howpublished", "note", "eprint", "annote", "annotation", "addendum")
_LATEX_ESCAPES = (("\\_", "_"), ("\\%", "%"), ("\\&", "&"), ("\\#", "#"), ("\\$", "$"))


#: Where a new block starts on a line of its own. BibTeX files start each entry on its own line,
#: so an unclosed brace or quote stops there (bibtexparser v2's splitter aborts a block at the
#: same place) instead of swallowing the rest of the file.
_NEW_BLOCK = r"\n[ \t]*(?=@[ \t]*[A-Za-z][\w:.+-]*\s*[{(])"
#: The characters that matter inside a value, by its closing delimiter: the parser jumps from
#: one to the next (in C) and never goes back, so every scan is linear in the text (issue 12.3).
_MARKS = {
    "}": re.compile(r"[{}\\]|" + _NEW_BLOCK),
    ")": re.compile(r"[()]|" + _NEW_BLOCK),
    '"': re.compile(r'[{}"\\]|' + _NEW_BLOCK),
}
_KEY_END = {"}": re.compile(r"[,\n}]"), ")": re.compile(r"[,\n)]")}


class _Malformed(Exception):
    """A block that cannot be parsed. ``position`` is where parsing stopped: the next block is
    looked for from there, never from an earlier offset (a rescan made unclosed blocks
    quadratic: 8,000 ``@article{`` took a minute)."""

    def __init__(self, position: int, message: str) -> None:
        self.position = position
        super().__init__(message)


def _skip_balanced(text: str, pos: int, close: str) -> int:
    """From just after an opening ``{``/``(``, return the offset just after its match."""
    depth = 1
    opener = "{" if close == "}" else "("
    marks = _MARKS[close]
    while True:
        mark = marks.search(text, pos)
        if mark is None:
            raise _Malformed(len(text), f"unbalanced '{opener}'")
        char = mark.group()
        if char == "\\":
            pos = mark.end() + 1
            continue
        if char.startswith("\n"):
            raise _Malformed(mark.end(), f"unbalanced '{opener}' before the next entry")
        depth += 1 if char == opener else -1
        if depth == 0:
            return mark.end()
        pos = mark.end()


def _skip_quoted(text: str, pos: int) -> int:
    """From an opening ``"``, the offset of the closing one (a ``"`` at brace depth 0)."""
    depth = 0
    i = pos + 1
    while True:
        mark = _MARKS['"'].search(text, i)
        if mark is None:
            raise _Malformed(len(text), "unterminated quoted value")
        char = mark.group()
        if char == "\\":
            i = mark.end() + 1
            continue
        if char.startswith("\n"):
            raise _Malformed(mark.end(), "unterminated quoted value before the next entry")
        if char == "{":
            depth += 1
        elif char == "}":
            depth -= 1
        elif depth == 0:
            return mark.start()
        i = mark.end()


def _read_piece(text: str, pos: int) -> tuple[int, int, int, str]:
    """One value piece at ``pos``: (start, inner start, inner end, delimiter)."""
    char = text[pos] if pos < len(text) else ""
    if char == "{":
        end = _skip_balanced(text, pos + 1, "}")
        return pos, pos + 1, end - 1, "{"
    if char == '"':
        return pos, pos + 1, _skip_quoted(text, pos), '"'
    match = _BARE_RE.match(text, pos)
    if match is None:
        raise _Malformed(pos, f"expected a value, found {char!r}")
    return pos, pos, match.end(), ""


class _LineCounter:
    """1-based line numbers of increasing offsets, counting each newline once (not O(n) per
    entry, which made large files quadratic)."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.pos = 0
        self.line = 1

    def __call__(self, text: str, pos: int) -> int:
        if pos < self.pos:
            return text.count("\n", 0, pos) + 1
        self.line += text.count("\n", self.pos, pos)
        self.pos = pos
        return self.line


class BibtexFormat:
    """The BibTeX reader (see the module docstring)."""

    name = "bibtex"

    def parse(self, text: str) -> list[Entry]:
        entries: list[Entry] = []
        line_of = _LineCounter(text)
        pos = 0
        while True:
            match = _ENTRY_START_RE.search(text, pos)
            if match is None:
                return entries
            kind = match.group(1).lower()
            close = "}" if match.group(2) == "{" else ")"
            try:
                if kind in _NOT_ENTRIES:
                    pos = _skip_balanced(text, match.end(), close)
                    continue
                entry, pos = self._parse_entry(text, match, close, len(entries), line_of)
            except _Malformed as err:
                # Leave a broken block alone, report it, and go on from where it broke
                # (bibtexparser v2's splitter does the same); an unclosed @comment or @string
                # is reported too, since it hides the entries after it.
                line = line_of(text, match.start())
                label = f"@{kind}" if kind in _NOT_ENTRIES else "?"
                entry = Entry(
                    len(entries), label, line, (match.start(), err.position), (),
                    f"{err} (at line {line_of(text, err.position)})",
                )  # fmt: skip
                pos = max(err.position, match.end())
            entries.append(entry)

    def _parse_entry(
        self, text: str, match: re.Match[str], close: str, index: int, line_of: _LineCounter
    ) -> tuple[Entry, int]:
        pos = match.end()
        key_match = _KEY_END[close].search(text, pos)
        key_end = key_match.start() if key_match is not None else len(text)
        label = text[pos:key_end].strip()
        pos = key_end
        fields: list[Field] = []
        while True:
            pos = _SPACE_RE.match(text, pos).end()  # type: ignore[union-attr]
            if pos >= len(text):
                raise _Malformed(pos, "entry not closed")
            if text[pos] == ",":
                pos += 1
                continue
            if text[pos] == close:
                pos += 1
                break
            if text[pos] == "@" and _ENTRY_START_RE.match(text, pos):
                raise _Malformed(pos, "entry not closed before the next entry")
            name_match = _NAME_RE.match(text, pos)
            if name_match is None:
                raise _Malformed(pos, f"expected a field name, found {text[pos]!r}")
            pos = _SPACE_RE.match(text, name_match.end()).end()  # type: ignore[union-attr]
            if pos >= len(text) or text[pos] != "=":
                raise _Malformed(pos, f"expected '=' after field {name_match.group()!r}")
            pos = _SPACE_RE.match(text, pos + 1).end()  # type: ignore[union-attr]
            start, inner_start, inner_end, delimiter = _read_piece(text, pos)
            end = inner_end + (1 if delimiter else 0)
            pieces = 1
            while True:
                after = _SPACE_RE.match(text, end).end()  # type: ignore[union-attr]
                if after < len(text) and text[after] == "#":
                    after = _SPACE_RE.match(text, after + 1).end()  # type: ignore[union-attr]
                    _, _, piece_end, piece_delimiter = _read_piece(text, after)
                    end = piece_end + (1 if piece_delimiter else 0)
                    pieces += 1
                    continue
                break
            if pieces > 1:
                inner_start, inner_end, delimiter = start, end, ""
            fields.append(
                Field(
                    name_match.group(), text[inner_start:inner_end], (start, end),
                    (inner_start, inner_end), delimiter,
                )
            )  # fmt: skip
            pos = end
        line = line_of(text, match.start())
        return Entry(index, label, line, (match.start(), pos), tuple(fields)), pos

    def doi_fields(self, entry: Entry) -> list[Field]:
        return [f for f in entry.fields if f.name.lower() == "doi"]

    def search_fields(self, entry: Entry) -> list[Field]:
        by_name = {name: i for i, name in enumerate(_SEARCH_ORDER)}
        others = [f for f in entry.fields if f.name.lower() != "doi"]
        return sorted(others, key=lambda f: by_name.get(f.name.lower(), len(by_name)))

    def is_same_value(self, field: Field, value: str) -> bool:
        if field.value == value:
            return True
        # An escaped "\_" is how plain BibTeX styles need "_" written: leave it alone.
        unescaped = field.value
        for escaped, plain in _LATEX_ESCAPES:
            unescaped = unescaped.replace(escaped, plain)
        return bool(field.delimiter) and unescaped == value

    def _check_writable(self, value: str) -> None:
        depth = 0
        for char in value:
            depth += {"{": 1, "}": -1}.get(char, 0)
            if depth < 0:
                break
        if depth != 0:
            raise EditError("unbalanced braces cannot be written in a BibTeX value")

    def set_doi(self, text: str, entry: Entry, field: Field | None, value: str) -> list[Edit]:
        self._check_writable(value)
        if field is not None:
            if field.delimiter == "{" or (field.delimiter == '"' and '"' not in value):
                return [Edit(field.value_span[0], field.value_span[1], value)]
            return [Edit(field.span[0], field.span[1], "{" + value + "}")]
        return [self._insert_field(text, entry, "doi", "{" + value + "}")]

    def _insert_field(self, text: str, entry: Entry, name: str, written_value: str) -> Edit:
        """A new field after the last one, in the entry's own layout (indent, ``=`` spacing,
        name case, line ending, trailing comma)."""
        newline = "\r\n" if "\r\n" in text[entry.span[0] : entry.span[1]] else "\n"
        if not entry.fields:
            key_end = text.find(entry.label, entry.span[0]) + len(entry.label)
            after = text[key_end : entry.span[1] - 1]
            if after.strip().startswith(","):
                key_end = text.index(",", key_end) + 1
                return Edit(key_end, key_end, f"{newline}  {name} = {written_value}")
            return Edit(key_end, key_end, f",{newline}  {name} = {written_value}")
        last = entry.fields[-1]
        name_start = text.rfind(last.name, entry.span[0], last.span[0])
        separator = text[name_start + len(last.name) : last.span[0]]
        if last.name.isupper():
            name = name.upper()
        # the line's start, looked for within the entry only (bounded look-back: a file of
        # one long line made this quadratic); before the entry it counts as the same line
        line_start = max(text.rfind("\n", entry.span[0], name_start) + 1, entry.span[0])
        indent = text[line_start:name_start]
        # fields that share the entry's first line: the new one stays on it
        same_line = bool(indent.strip()) or line_start <= entry.span[0]
        joiner = " " if same_line else newline + indent
        tail_end = entry.span[1] - 1
        tail = text[last.span[1] : tail_end]
        comma = tail.find(",")
        if comma >= 0 and not tail[:comma].strip():
            position = last.span[1] + comma + 1
            return Edit(position, position, f"{joiner}{name}{separator}{written_value},")
        return Edit(last.span[1], last.span[1], f",{joiner}{name}{separator}{written_value}")

    def remove_entry(self, text: str, entry: Entry) -> list[Edit]:
        start, end = entry.span
        # take the line break after the entry with it, so no blank line piles up
        if text.startswith("\r\n", end):
            end += 2
        elif text.startswith("\n", end):
            end += 1
        return [Edit(start, end, "")]

    def merge_into(self, text: str, kept: Entry, duplicate: Entry) -> tuple[list[Edit], list[str]]:
        have = {f.name.lower() for f in kept.fields}
        edits: list[Edit] = []
        names: list[str] = []
        for other in duplicate.fields:
            if other.name.lower() in have or not other.value.strip():
                continue
            edits.append(self._insert_field(text, kept, other.name, text[slice(*other.span)]))
            names.append(other.name)
            have.add(other.name.lower())
        return edits, names


BIBTEX = BibtexFormat()
