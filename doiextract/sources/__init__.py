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
    attribute value), with where it came from."""

    text: str
    location: Location
