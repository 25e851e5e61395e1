"""The document's own DOI: which DOI identifies the document itself, with the evidence.

Takes what a reader found (the hits, a PDF's metadata and first-page text, the file name) and
returns ``(doi, evidence)`` or ``(None, None)``. Evidence, strongest first:

1. a PDF's metadata: the Info ``/doi`` entry, XMP ``prism:doi``, ``pdfx:doi``,
   ``crossmark:DOI``, ``dc:identifier``, then a DOI in ``/Subject`` (Elsevier writes
   ``"Journal 12 (2020) 1-9. doi:10..."`` there);
2. an HTML page's identifier meta tags: ``citation_doi``, ``prism.doi``, ``dc.identifier``
   (Highwire/Google Scholar, PRISM and Dublin Core conventions), then its
   ``<link rel="canonical">`` when that is a DOI;
3. a DOI in the first page's header or footer (its first or last ``EDGE_LINES`` lines) or its
   front matter (before an "Abstract" heading), before any "References" heading and not on a
   line that starts a numbered reference, when those regions hold exactly one DOI; a page
   shorter than ``2 * EDGE_LINES`` lines has no
   distinct header or footer and gives no evidence;
4. a running head or foot: the one DOI printed on every page of a document of two or more
   pages (conference and journal templates repeat the paper's DOI in the margin);
5. a DOI that the file name carries (``10.1371_journal.pone.0213978.pdf``, ``/`` written as
   ``_`` or ``%2F``).

Won't: guess from the reference list or from how often a DOI occurs; the DOIs that are not
the own DOI are the cited ones. Not a stable API: use ``DocumentResult.own_doi``.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterable, Sequence
from urllib.parse import unquote

from doiextract.model import Hit
from doiextract.options import Options
from doiextract.scan import doi_key, scan_text
from doiextract.sources.registry import COMPRESSION_SUFFIXES, KNOWN_EXTENSIONS, is_archive

__all__ = ["EDGE_LINES", "doi_from_file_name", "find_own_doi"]

#: Lines at the top and the bottom of the first page searched for the document's DOI.
EDGE_LINES = 6
#: Metadata keys naming the document's identifier, strongest first (lower case).
METADATA_KEYS = (
    "doi",
    "prism:doi",
    "pdfx:doi",
    "crossmark:doi",
    "dc:identifier",
    "prism:url",
    "wps-articledoi",
    "subject",
    "dc:description",
)
#: HTML meta names naming the page's identifier, strongest first (lower case).
META_NAMES = (
    "citation_doi",
    "prism.doi",
    "bepress_citation_doi",
    "dc.identifier",
    "dc.identifier.doi",
)
_REFERENCES_RE = re.compile(
    r"^\s*(?:\d+\.?\s*)?(?:references|bibliography|literature cited|works cited)\s*$",
    re.IGNORECASE | re.MULTILINE,
)
#: Where a first page's front matter (title, authors, journal line) ends.
_ABSTRACT_RE = re.compile(r"^\s*(?:Abstract|ABSTRACT|Summary|SUMMARY)\b", re.MULTILINE)
_REFERENCE_LINE_RE = re.compile(r"\s*(?:\[\d{1,4}\]|\d{1,4}\.\s)")
_FILE_DOI_RE = re.compile(r"(10\.[0-9]{4,9}(?:\.[0-9]+)*)[_+](.+)")
#: File-name endings stripped before a name is read as a DOI: the reader table's (``.pdf``,
#: ``.nxml``...) and ``.gz``.
_EXTENSIONS = (*COMPRESSION_SUFFIXES, *KNOWN_EXTENSIONS)


def _dois_in(text: str) -> list[Hit]:
    return [item for item in scan_text(text, None, Options()) if isinstance(item, Hit)]


def _member_name(source: str) -> str:
    """The member of an ``archive::member`` label (``bulk.inputs.member_source``), else
    ``source``: the ``::`` after an archive's name (an archive inside one is not opened, so the
    first), not any ``::``: a SICI DOI holds one (``<463::AID-JBM14>``, SPEC §5), and so does
    a file named after it."""
    at = source.find("::")
    while at >= 0:
        if is_archive(source[:at]):
            return source[at + 2 :]
        at = source.find("::", at + 1)
    return source


def doi_from_file_name(path: str) -> str | None:
    """The DOI a file name carries, ``/`` written as ``_``, ``+`` or ``%2F``; else ``None``.

    >>> doi_from_file_name("/papers/10.1371_journal.pone.0213978.pdf")
    '10.1371/journal.pone.0213978'
    >>> doi_from_file_name("10.1000%2F182.pdf"), doi_from_file_name("paper-2010.10.pdf")
    ('10.1000/182', None)
    """
    name = os.path.basename(_member_name(path))
    if "10" not in unquote(name):  # no DOI (most names: one C-speed test per file)
        return None
    lowered = name.lower()
    changed = True
    while changed:
        changed = False
        for extension in _EXTENSIONS:
            if lowered.endswith(extension):
                name, lowered = name[: -len(extension)], lowered[: -len(extension)]
                changed = True
    name = unquote(name)
    if "/" not in name:
        match = _FILE_DOI_RE.search(name)
        if match is None:
            return None
        name = f"{match.group(1)}/{match.group(2)}"
    hits = _dois_in(name)
    return hits[0].doi if hits else None


def _from_metadata(metadata: Sequence[tuple[str, str]]) -> tuple[str, str] | None:
    ranked: list[tuple[int, str, str]] = []
    for key, value in metadata:
        lowered = key.lower()
        if lowered not in METADATA_KEYS:
            continue
        hits = _dois_in(value)
        if hits:
            ranked.append((METADATA_KEYS.index(lowered), hits[0].doi, key))
    if not ranked:
        return None
    _, doi, key = min(ranked)
    return doi, f"PDF metadata {key}"


def _from_meta_tags(hits: Iterable[Hit]) -> tuple[str, str] | None:
    ranked: list[tuple[int, int, str, str]] = []
    for order, hit in enumerate(hits):
        element = hit.location.element or ""
        if not element.startswith("meta[name="):
            continue
        name = element[len("meta[name=") : element.index("]")]
        lowered = name.lower()
        rank = META_NAMES.index(lowered) if lowered in META_NAMES else len(META_NAMES)
        if rank < len(META_NAMES) or "doi" in lowered:
            ranked.append((rank, order, hit.doi, name))
    if not ranked:
        return None
    _, _, doi, name = min(ranked)
    return doi, f"HTML meta {name}"


def _from_canonical_link(hits: Iterable[Hit]) -> tuple[str, str] | None:
    for hit in hits:
        if hit.location.element == "link[rel=canonical]@href":
            return hit.doi, "HTML canonical link"
    return None


def _from_first_page(hits: Iterable[Hit], first_page: str) -> tuple[str, str] | None:
    references = _REFERENCES_RE.search(first_page)
    body_end = references.start() if references else len(first_page)
    abstract = _ABSTRACT_RE.search(first_page)
    front_end = abstract.start() if abstract else 0
    lines = first_page.count("\n") + 1
    if lines < 2 * EDGE_LINES:
        return None
    found: dict[str, tuple[str, str]] = {}
    for hit in hits:
        if hit.location.page != 1 or hit.location.element != "text":
            continue
        start = hit.span[0]
        if start >= body_end:
            continue
        line = first_page.count("\n", 0, start)
        line_start = first_page.rfind("\n", 0, start) + 1
        if _REFERENCE_LINE_RE.match(first_page, line_start):
            continue  # "[12] ... doi:..." is a reference, not the header
        if line < EDGE_LINES:
            where = "header"
        elif line >= lines - EDGE_LINES:
            where = "footer"
        elif start < front_end:
            where = "front matter"  # title block, journal line: before the abstract
        else:
            continue
        found.setdefault(hit.key, (hit.doi, f"first-page {where}: {hit.raw!r}"))
    if len(found) != 1:
        return None  # none, or several: cannot tell
    return next(iter(found.values()))


def _from_running_head(hits: Iterable[Hit], pages: int) -> tuple[str, str] | None:
    if pages < 2:
        return None
    seen: dict[str, set[int]] = {}
    names: dict[str, str] = {}
    for hit in hits:
        if hit.location.element == "text" and hit.location.page is not None:
            seen.setdefault(hit.key, set()).add(hit.location.page)
            names.setdefault(hit.key, hit.doi)
    everywhere = [key for key, on in seen.items() if len(on) == pages]
    if len(everywhere) != 1:
        return None
    return names[everywhere[0]], f"running head: printed on all {pages} pages"


def find_own_doi(
    hits: Sequence[Hit],
    source: str,
    *,
    metadata: Sequence[tuple[str, str]] = (),
    first_page: str | None = None,
    pages: int = 0,
) -> tuple[str | None, str | None]:
    """The document's own DOI and the evidence for it (see the module docstring)."""
    # in the order of the module docstring, each asked only when those before it found none
    found = (
        _from_metadata(metadata)
        or _from_meta_tags(hits)
        or _from_canonical_link(hits)
        or (_from_first_page(hits, first_page) if first_page else None)
        or _from_running_head(hits, pages)
    )
    if found is not None:
        return found
    from_name = doi_from_file_name(source)
    if from_name is not None:
        key = doi_key(from_name)
        also = any(hit.key == key for hit in hits)
        return from_name, "file name" + (" (also in the document)" if also else "")
    return None, None
