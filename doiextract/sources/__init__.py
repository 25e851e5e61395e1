"""Readers: turn a document into :class:`Segment` s of text, each with its :class:`Location`.

``text`` (files and streams: encoding sniffed, ``.gz`` transparent), ``html`` and ``pdf``. A
reader knows nothing of DOIs beyond what it must keep together (an HTML block, a PDF page);
the scanner runs on each segment. Not a stable API: import from ``doiextract`` instead.
"""

from __future__ import annotations

from typing import NamedTuple

from doiextract.model import Location

__all__ = ["Segment"]


class Segment(NamedTuple):
    """A piece of a document's text that a DOI cannot cross (a page, an HTML block, an
    attribute value), with where it came from.

    ``line`` is the 1-based line of the file where ``text`` starts, when the segment is a
    stretch of the file's own text (a CSV cell); for an HTML segment, the line of its
    element's start tag (whitespace is collapsed there, so the lines inside it are not the
    file's); ``None`` when the reader cannot tell (bs4 trees) or the segment is not part of
    the file's lines (a PDF page: lines count from the top of the page).
    """

    text: str
    location: Location
    line: int | None = None
