"""Delimited-text reader: CSV/TSV rows to one segment per field.

A comma is legal inside a DOI (``10.1001/PUBS.JAMA(278)3,JOC7055-ABSY``) but ends a CSV field
outside quotes (SPEC §5). Splitting with the ``csv`` module first, then scanning each field on
its own, gets both right: a DOI never runs into the next field, and a quoted field keeps its
commas. Each segment's location names its cell (``row 3 col 2``, 1-based).

Won't: guess whether a text is CSV (the caller or ``--type`` decides), find DOIs.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Iterator
from typing import TextIO

from doiextract.model import Location
from doiextract.sources import Segment

__all__ = ["iter_table_segments"]


def iter_table_segments(
    text: str | TextIO, location: Location | None = None, delimiter: str = ","
) -> Iterator[Segment]:
    """Yield one :class:`Segment` per non-empty field of delimited ``text`` (a ``str``, or a
    text stream read row by row: memory stays bounded by the longest row).

    >>> [s.text for s in iter_table_segments('a,"10.1/x,y",b')]
    ['a', '10.1/x,y', 'b']
    """
    location = location or Location()
    lines = io.StringIO(text, newline="") if isinstance(text, str) else text
    reader = csv.reader(lines, delimiter=delimiter, strict=False)
    line = 1  # the line where the row starts (a quoted field may hold line breaks)
    for row_number, row in enumerate(reader, 1):
        cell_line = line
        for column, field in enumerate(row, 1):
            if field:
                yield Segment(
                    field,
                    Location(location.source, location.page, f"row {row_number} col {column}"),
                    cell_line,
                )
                cell_line += field.count("\n")
        line = reader.line_num + 1
