"""doiextract: find DOIs in text, HTML, XML and PDF, clean, decoded and checked against the
standard.

>>> import doiextract
>>> [h.doi for h in doiextract.extract_text("see https://doi.org/10.1000/456%23789.")]
['10.1000/456#789']
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

from doiextract.errors import (
    CorruptDocumentError,
    DecodeSourceError,
    DoiExtractError,
    EditError,
    EncryptedDocumentError,
    InvalidArgumentError,
    InvalidDoiError,
    KnownDoisError,
    LimitExceededError,
    OutputBusyError,
    SourceReadError,
    UnsupportedSourceError,
    VerifyError,
)
from doiextract.extract import (
    extract_bytes,
    extract_file,
    extract_html,
    extract_path,
    extract_pdf,
    extract_table,
    extract_text,
    extract_xml,
    iter_candidates,
    iter_hits,
)
from doiextract.forms import doi_key, is_doi, normalize_doi, to_display, to_url, to_urn
from doiextract.model import (
    DocumentError,
    DocumentResult,
    Hit,
    Location,
    Rejection,
    Removal,
    apply_removals,
)
from doiextract.options import Options

if TYPE_CHECKING:  # imported on first use: the bulk machinery (multiprocessing, archives)
    from doiextract.bulk import extract_batch
    from doiextract.bulk.many import extract_archive, extract_many

__version__ = "0.1.0"

__all__ = [
    "CorruptDocumentError",
    "DecodeSourceError",
    "DocumentError",
    "DocumentResult",
    "DoiExtractError",
    "EditError",
    "EncryptedDocumentError",
    "Hit",
    "InvalidArgumentError",
    "InvalidDoiError",
    "KnownDoisError",
    "LimitExceededError",
    "Location",
    "Options",
    "OutputBusyError",
    "Rejection",
    "Removal",
    "SourceReadError",
    "UnsupportedSourceError",
    "VerifyError",
    "__version__",
    "apply_removals",
    "doi_key",
    "extract_archive",
    "extract_batch",
    "extract_bytes",
    "extract_file",
    "extract_html",
    "extract_many",
    "extract_path",
    "extract_pdf",
    "extract_table",
    "extract_text",
    "extract_xml",
    "is_doi",
    "iter_candidates",
    "iter_hits",
    "normalize_doi",
    "to_display",
    "to_url",
    "to_urn",
]

logging.getLogger(__name__).addHandler(logging.NullHandler())


def __getattr__(name: str) -> Any:
    """``extract_batch``, ``extract_many`` and ``extract_archive`` are imported when first
    asked for (PEP 562): ``import doiextract`` stays light for a single document."""
    if name == "extract_batch":
        from doiextract.bulk import extract_batch

        return extract_batch
    if name in ("extract_many", "extract_archive"):
        from doiextract.bulk import many

        return getattr(many, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
