"""Reference-list cleanup: find, fix and de-duplicate the DOIs of a bibliography.

Readers for BibTeX (``bibtex``), RIS (``ris``), CSV/TSV (``table``) and plain text (``lines``)
locate entries and fields by spans; ``common.clean_text`` decides each entry's DOI and patches
only those spans, so a file with nothing to fix comes back byte-identical. ``command`` holds
the ``doiextract clean`` / ``verify`` subcommands.

>>> from doiextract.references import BIBTEX, clean_text
>>> clean_text("@article{a, doi = {https://doi.org/10.1000/182.}}", BIBTEX).text
'@article{a, doi = {10.1000/182}}'
"""

from __future__ import annotations

from doiextract.references.bibtex import BIBTEX, BibtexFormat
from doiextract.references.common import (
    STYLES,
    CleanResult,
    Edit,
    Entry,
    EntryReport,
    Field,
    Finding,
    ReferenceFormat,
    apply_edits,
    clean_text,
    format_doi,
)
from doiextract.references.document import Document, choose_format, read_document
from doiextract.references.lines import LinesFormat
from doiextract.references.ris import RIS, RisFormat
from doiextract.references.table import TableFormat

__all__ = [
    "BIBTEX",
    "RIS",
    "STYLES",
    "BibtexFormat",
    "CleanResult",
    "Document",
    "Edit",
    "Entry",
    "EntryReport",
    "Field",
    "Finding",
    "LinesFormat",
    "ReferenceFormat",
    "RisFormat",
    "TableFormat",
    "apply_edits",
    "choose_format",
    "clean_text",
    "format_doi",
    "read_document",
]
