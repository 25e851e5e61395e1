"""CSV/TSV reader and writer of a DOI column, by spans of the original text.

Takes the text of a delimited file (a header row, then one reference per row); yields an
:class:`~doiextract.references.common.Entry` per data row, a :class:`Field` per cell named by
its header. The DOI column is the one given (``column``: a header name or a 1-based number), or
the header that names a DOI (``doi``, ``DOI URL``...), or else none: then DOIs found in other
cells go into a new ``DOI`` column appended to every row.

Why not the ``csv`` module: it gives no offsets and ``csv.writer`` re-quotes cells, so a file
with nothing to fix would not come back byte-identical; this tokenizer follows RFC 4180 (quotes
doubled inside quoted cells, line breaks inside quotes) and the tests check that it reads the
same cells as ``csv.reader``. Won't: guess whether the first row is a header (it is).
"""

from __future__ import annotations

import re
from functools import lru_cache

from doiextract.errors import InvalidArgumentError
from doiextract.references.common import Edit, Entry, Field

__all__ = ["UNTERMINATED", "TableFormat", "split_rows"]

#: Header names taken as the DOI column, compared lowercased without spaces, "_" or "-".
_DOI_HEADERS = ("doi", "doiurl", "doilink", "doinumber", "digitalobjectidentifier", "do")
_SEARCH_FIRST = ("url", "link", "identifier", "id", "note", "notes", "reference", "citation")


def _squash(name: str) -> str:
    return re.sub(r"[\s_\-.]", "", name).lower()


#: The ``Field.name`` a cell with an unterminated quote gets: its row runs to the end of the file.
UNTERMINATED = "unterminated"


def _quoted_cell(text: str, start: int, delimiter: str) -> tuple[int, Field]:
    """The quoted cell at ``start`` (RFC 4180: ``""`` is a quote); and where it ends."""
    size = len(text)
    i = start + 1
    parts: list[str] = []
    closed = False
    while i < size:
        quote = text.find('"', i)
        if quote < 0:
            break
        parts.append(text[i:quote])
        if text.startswith('""', quote):
            parts.append('"')
            i = quote + 2
            continue
        i, closed = quote + 1, True
        break
    if not closed:
        # csv.reader (not strict) takes the rest of the file as the cell's value
        value = "".join(parts) + text[i:]
        return size, Field(UNTERMINATED, value, (start, size), (start + 1, size), '"')
    # text after the closing quote belongs to the cell too (csv.reader keeps it)
    j = _cell_end(text, i, delimiter)
    return j, Field("", "".join(parts) + text[i:j], (start, j), (start + 1, i - 1), '"')


def _cell_end(text: str, pos: int, delimiter: str) -> int:
    """The end of an unquoted cell (or a quoted cell's tail) starting at ``pos``."""
    match = _cell_end_re(delimiter).search(text, pos)
    return len(text) if match is None else match.start()


@lru_cache(maxsize=8)
def _cell_end_re(delimiter: str) -> re.Pattern[str]:
    return re.compile("[" + re.escape(delimiter) + "\r\n]")


def split_rows(text: str, delimiter: str) -> list[tuple[tuple[int, int], list[Field]]]:
    """Rows of ``text``: each its span (without the line break) and its cells, whose ``name``
    is the 0-based column number as a string (RFC 4180; blank lines are skipped, as
    ``csv.reader`` does). A cell whose quote is never closed runs to the end of the file and
    is named :data:`UNTERMINATED` (the reader reports its row malformed)."""
    rows: list[tuple[tuple[int, int], list[Field]]] = []
    pos = 0
    size = len(text)
    while pos < size:
        row_start = pos
        cells: list[Field] = []
        while True:
            if pos < size and text[pos] == '"':
                pos, cell = _quoted_cell(text, pos, delimiter)
                name = cell.name or str(len(cells))
                cells.append(Field(name, cell.value, cell.span, cell.value_span, '"'))
            else:
                end = _cell_end(text, pos, delimiter)
                cells.append(Field(str(len(cells)), text[pos:end], (pos, end), (pos, end)))
                pos = end
            if pos < size and text[pos] == delimiter:
                pos += 1
                continue
            break
        row_end = pos
        if text.startswith("\r\n", pos):
            pos += 2
        elif pos < size:
            pos += 1
        if row_end > row_start:
            rows.append(((row_start, row_end), cells))
    return rows


class TableFormat:
    """A CSV (``delimiter=","``) or TSV (``"\\t"``) reader; see the module docstring."""

    def __init__(self, delimiter: str = ",", column: str | None = None) -> None:
        self.delimiter = delimiter
        self.name = "tsv" if delimiter == "\t" else "csv"
        self.column = column
        self.header: list[str] = []
        self.doi_column: int | None = None
        self._header_span = (0, 0)
        self._append_column = False
        self._width = 0
        self._widest = 0

    def _pick_column(self) -> int | None:
        if self.column is not None:
            if self.column.isdigit():
                number = int(self.column) - 1
                if 0 <= number < len(self.header):
                    return number
            for i, name in enumerate(self.header):
                if name.strip() == self.column or _squash(name) == _squash(self.column):
                    return i
            raise InvalidArgumentError(
                f"no column {self.column!r}; the header has: {', '.join(self.header)}"
            )
        for i, name in enumerate(self.header):
            if _squash(name) in _DOI_HEADERS:
                return i
        return None

    def parse(self, text: str) -> list[Entry]:
        rows = split_rows(text, self.delimiter)
        if not rows:
            return []
        (header_span, header_cells), data = rows[0], rows[1:]
        self._header_span = header_span
        self.header = [c.value for c in header_cells]
        self._width = len(self.header)
        # A ragged table (a row wider than its header) gets a new DOI column after its widest
        # row, so no row's extra cell ends up under the "DOI" header.
        self._widest = max(len(cells) for _, cells in rows)
        self.doi_column = self._pick_column()
        self._append_column = False
        self._given_a_cell: set[int] = set()
        entries = []
        line, counted = 1, 0  # line numbers counted incrementally: linear in the file size
        for index, (span, cells) in enumerate(data):
            named = tuple(
                Field(self.header[i] if i < len(self.header) else str(i + 1), c.value, c.span,
                      c.value_span, c.delimiter + f"#{i}")
                for i, c in enumerate(cells)
            )  # fmt: skip
            line += text.count("\n", counted, span[0])
            counted = span[0]
            malformed = None
            if any(c.name == UNTERMINATED for c in cells):
                malformed = "a quoted cell is never closed: the row runs to the end of the file"
            entries.append(Entry(index, f"row {index + 2}", line, span, named, malformed))
        return entries

    @staticmethod
    def _column_of(field: Field) -> int:
        return int(field.delimiter.rpartition("#")[2])

    def doi_fields(self, entry: Entry) -> list[Field]:
        if self.doi_column is None:
            return []
        return [f for f in entry.fields if self._column_of(f) == self.doi_column]

    def search_fields(self, entry: Entry) -> list[Field]:
        def rank(f: Field) -> int:
            squashed = _squash(f.name)
            return _SEARCH_FIRST.index(squashed) if squashed in _SEARCH_FIRST else 99

        others = [f for f in entry.fields if self._column_of(f) != self.doi_column]
        return sorted(others, key=rank)

    def is_same_value(self, field: Field, value: str) -> bool:
        return field.value == value

    def _quote(self, value: str, quoted: bool) -> str:
        if quoted or any(c in value for c in self.delimiter + '"\r\n'):
            return '"' + value.replace('"', '""') + '"'
        return value

    def set_doi(self, text: str, entry: Entry, field: Field | None, value: str) -> list[Edit]:
        if field is not None:
            quoted = field.delimiter.startswith('"')
            return [Edit(field.span[0], field.span[1], self._quote(value, quoted))]
        edits: list[Edit] = []
        if self.doi_column is None:
            # no DOI column: add one after the widest row's last cell, named in the header, once
            self._append_column = True
            self.doi_column = self._widest
            end = self._header_span[1]
            filler = self.delimiter * (self._widest - self._width)
            edits.append(Edit(end, end, filler + self.delimiter + "DOI"))
        filler = self.delimiter * max(0, self.doi_column - len(entry.fields))
        edits.append(
            Edit(entry.span[1], entry.span[1], filler + self.delimiter + self._quote(value, False))
        )
        self._given_a_cell.add(entry.index)
        return edits

    def finish(self, text: str, entries: list[Entry]) -> list[Edit]:
        """When a DOI column was appended, an empty cell for every other row that lacks one."""
        if not self._append_column or self.doi_column is None:
            return []
        return [
            Edit(
                entry.span[1],
                entry.span[1],
                self.delimiter * (self.doi_column + 1 - len(entry.fields)),
            )
            for entry in entries
            if entry.index not in self._given_a_cell
            and len(entry.fields) <= self.doi_column
            and not entry.malformed
        ]

    def remove_entry(self, text: str, entry: Entry) -> list[Edit]:
        start, end = entry.span
        if text.startswith("\r\n", end):
            end += 2
        elif text.startswith(("\n", "\r"), end):
            end += 1
        return [Edit(start, end, "")]

    def merge_into(self, text: str, kept: Entry, duplicate: Entry) -> tuple[list[Edit], list[str]]:
        edits: list[Edit] = []
        names: list[str] = []
        by_column = {self._column_of(f): f for f in duplicate.fields}
        for cell in kept.fields:
            other = by_column.get(self._column_of(cell))
            if other is not None and not cell.value.strip() and other.value.strip():
                edits.append(Edit(cell.span[0], cell.span[1], text[slice(*other.span)]))
                names.append(cell.name)
        return edits, names
