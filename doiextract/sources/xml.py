"""XML reader: JATS/NLM articles, Crossref deposits, DataCite records and any other XML, to
:class:`~doiextract.sources.Segment` s with markup decoded (issue #11 item 5).

Takes bytes (the encoding as the XML declaration or BOM says, else UTF-8; ``Options.encoding``
overrides) or ``str``; gives segments in document order plus the document's own DOI when the
vocabulary names it:

- every element that is not inline markup is a segment of its own (its text, with its inline
  descendants' text and its nested elements replaced by a blank line, which the scanner never
  joins across), so ``<source>Nature</source><year>2020</year><pub-id>10.1/x</pub-id>``
  never glues a tag's text into a DOI; inline markup (``italic``, ``bold``, ``sc``, ``span``,
  ``named-content``, ...: ``INLINE_TAGS``) does not split a DOI, and ``sup``, ``sub``,
  ``xref``, ``ext-link`` and ``uri`` are set off by a line break (a footnote mark is not part
  of a DOI);
- attribute values that hold ``10.`` are segments too (``ext-link@href`` for
  ``xlink:href``: a URL, so ``?``, ``#`` and ``&`` end a DOI there, as in HTML);
- entities are decoded: character references and the XML ones by the parser, named HTML
  entities (``&nbsp;``, declared in an external DTD that is never loaded) from Python's table.

``location.element`` is the element's local name, after the nearest of ``CONTAINERS`` it is
in: ``article-meta/article-id`` (a JATS article's own identifiers), ``ref-list/pub-id``,
``ref-list/mixed-citation``, ``ref-list/ext-link@href`` (what it cites), ``doi_data/doi``,
``citation/doi`` (Crossref), ``identifier``, ``relatedIdentifiers/relatedIdentifier``
(DataCite). The own DOI (``XmlContent.own``): a JATS ``article-meta`` ``article-id
pub-id-type="doi"`` (not a ``sub-article``'s), a Crossref work's ``doi_data/doi``, a DataCite
``identifier identifierType="DOI"``.

Safety: libxml2 parses with ``resolve_entities=False`` (no entity expansion, so no "billion
laughs"), ``no_network=True``, no DTD loaded, ``huge_tree`` (text nodes over 10 MB and deep
nesting are read, as in ``sources.html``; the size is bounded by ``Options.max_bytes``), and
``recover``; the tree is walked iteratively (``iterwalk``: linear, no recursion). XML that
libxml2 cannot parse at all, or where it stops at one of its limits (entity amplification,
nesting deeper than it allows), is read as plain text, with a warning; malformed XML that it
recovers is read from the recovered tree, with a warning.

Won't: find DOIs (the scanner does), validate against a schema, fetch a DTD.
"""

from __future__ import annotations

import html
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from doiextract.errors import DecodeSourceError
from doiextract.model import Location
from doiextract.options import DEFAULT_OPTIONS, Options
from doiextract.sources import Segment
from doiextract.syntax import holds_anchor

if TYPE_CHECKING:
    from lxml.etree import _Element

__all__ = ["CONTAINERS", "INLINE_TAGS", "XmlContent", "read_xml", "xml_segments"]

#: Elements that do not split text (JATS/NLM inline markup and the XHTML-like ones).
INLINE_TAGS = frozenset(
    {
        *("italic", "bold", "sc", "monospace", "underline", "overline", "roman", "sans-serif"),
        *("strike", "named-content", "styled-content", "abbrev", "x", "inline-graphic"),
        *("i", "b", "em", "strong", "span", "u", "tt", "small", "big", "font", "code"),
    }
)
#: Inline elements set off by a line break: a footnote mark or a link is not part of a DOI.
_SEPARATE_TAGS = frozenset({"sup", "sub", "xref", "ext-link", "uri", "a", "email"})
#: Ancestors named in ``location.element``: where a DOI was (the document's own metadata, or
#: what it cites).
CONTAINERS = frozenset(
    {"article-meta", "ref-list", "doi_data", "citation", "relatedIdentifiers", "sub-article"}
)
#: Crossref work elements whose ``doi_data`` is the deposit's own DOI (before a journal's or
#: an issue's ``doi_data``).
_CROSSREF_WORKS = frozenset(
    {
        *("journal_article", "conference_paper", "content_item", "posted_content", "dataset"),
        *("report-paper", "dissertation", "peer_review", "standard", "component", "book"),
        *("book_metadata", "book_series_metadata", "sa_component", "database"),
    }
)
_BLOCK_BREAK = "\n\n"
_LINK_BREAK = "\n"


@dataclass(slots=True)
class XmlContent:
    """What the XML reader found: segments in document order, the text naming the document's
    own DOI with the evidence (``own``), and warnings."""

    segments: list[Segment] = field(default_factory=list)
    own: tuple[str, str] | None = None
    warnings: tuple[str, ...] = ()


def _local(tag: object) -> str:
    return tag.rpartition("}")[2] if isinstance(tag, str) else ""


@dataclass(slots=True)
class _Block:
    order: int
    label: str
    parts: list[str] = field(default_factory=list)


class _Walk:
    """One pass over the tree: blocks, attributes and the own-DOI candidates."""

    def __init__(self, source: str) -> None:
        self.source = source
        self.found: list[tuple[int, Segment]] = []
        self.blocks: list[_Block] = []
        self.containers: list[str] = []
        self.names: list[tuple[str, bool]] = []  # open elements: name, inline
        self.order = 0
        self.own: list[tuple[int, int, str, str]] = []  # (rank, order, text, evidence)

    def label(self, name: str) -> str:
        return f"{self.containers[-1]}/{name}" if self.containers else name

    def emit(self, order: int, text: str, label: str) -> None:
        if holds_anchor(text):
            self.found.append((order, Segment(text, Location(self.source, None, label))))

    def start(self, element: _Element) -> None:
        self.order += 1
        name = _local(element.tag)
        for key, value in element.attrib.items():
            if holds_anchor(value):
                self.emit(self.order, value, f"{self.label(name)}@{_local(key)}")
        # inline markup joins its block's text; at the root it is a block of its own
        inline = bool(self.blocks) and (name in INLINE_TAGS or name in _SEPARATE_TAGS)
        self.names.append((name, inline))
        if inline:
            parts = self.blocks[-1].parts
            if name in _SEPARATE_TAGS:
                parts.append(_LINK_BREAK)
            parts.append(element.text or "")
            return
        self.note_own(element, name)
        self.blocks.append(_Block(self.order, self.label(name), [element.text or ""]))
        if name in CONTAINERS:
            self.containers.append(name)

    def end(self, element: _Element) -> None:
        name, inline = self.names.pop()
        tail = element.tail or ""
        if inline:
            sep = _LINK_BREAK if name in _SEPARATE_TAGS else ""
            self.blocks[-1].parts.append(sep + tail)
            return
        if name in CONTAINERS:
            self.containers.pop()
        block = self.blocks.pop()
        self.emit(block.order, "".join(block.parts), block.label)
        if self.blocks:
            self.blocks[-1].parts.append(_BLOCK_BREAK + tail)

    def entity(self, element: _Element) -> None:
        """A named entity the parser did not expand (``&nbsp;``): decoded here."""
        if self.blocks:
            text = str(element.text or "")
            self.blocks[-1].parts.append(html.unescape(text) + (element.tail or ""))

    def note_own(self, element: _Element, name: str) -> None:
        """Remember an element that names the document's own DOI (module docstring)."""
        text = element.text or ""
        if name == "article-id" and (element.get("pub-id-type") or "").lower() == "doi":
            if "article-meta" in self.containers and "sub-article" not in self.containers:
                self.own.append((0, self.order, text, "JATS article-meta article-id"))
        elif name == "doi" and len(self.names) >= 3 and self.names[-2][0] == "doi_data":
            rank = 1 if self.names[-3][0] in _CROSSREF_WORKS else 2
            self.own.append((rank, self.order, text, "Crossref doi_data"))
        elif name == "identifier" and (element.get("identifierType") or "").upper() == "DOI":
            self.own.append((0, self.order, text, "DataCite identifier"))

    def content(self) -> XmlContent:
        self.found.sort(key=lambda pair: pair[0])
        own = min(self.own) if self.own else None
        return XmlContent(
            [segment for _, segment in self.found],
            None if own is None else (own[2].strip(), own[3]),
        )


def _parser(encoding: str | None) -> Any:
    from lxml import etree

    return etree.XMLParser(
        encoding=encoding,
        resolve_entities=False,
        no_network=True,
        load_dtd=False,
        huge_tree=True,
        recover=True,
        remove_comments=True,
        remove_pis=True,
    )


def _parse(
    data: bytes | str, source: str, options: Options
) -> tuple[_Element | None, str | None, bool]:
    """The tree (``None`` when nothing could be parsed), the first fatal parser error, and
    whether it was one of libxml2's limits (entity amplification, nesting)."""
    from lxml import etree

    encoding = options.encoding
    if isinstance(data, str):
        data, encoding = data.removeprefix("\ufeff").encode("utf-8"), "utf-8"
    try:
        parser = _parser(encoding)
    except LookupError as err:
        raise DecodeSourceError(source, f"cannot decode as {encoding}: {err}") from err
    try:
        root = etree.fromstring(data, parser)
    except etree.XMLSyntaxError:
        root = None
    fatal = [e for e in parser.error_log if e.level == etree.ErrorLevels.FATAL]
    if not fatal:
        return root, None, False
    limit = any(e.type == etree.ErrorTypes.ERR_RESOURCE_LIMIT for e in fatal)
    return root, f"line {fatal[0].line}: {fatal[0].message.strip()}", limit


def _walk(root: _Element, source: str) -> XmlContent:
    from lxml import etree

    walk = _Walk(source)
    for event, element in etree.iterwalk(root, events=("start", "end")):
        if isinstance(element, etree._Entity):
            if event == "start":
                walk.entity(element)
        elif event == "start":
            walk.start(element)
        else:
            walk.end(element)
    return walk.content()


def read_xml(
    data: bytes | str, source: str = "<string>", options: Options | None = None
) -> XmlContent:
    """The segments and own DOI of an XML document (see the module docstring).

    >>> content = read_xml(b'<article><front><article-meta><article-id pub-id-type="doi">'
    ...     b'10.1000/own</article-id></article-meta></front><back><ref-list><ref>'
    ...     b'<element-citation><source>J</source><pub-id pub-id-type="doi">10.1000/cited'
    ...     b'</pub-id></element-citation></ref></ref-list></back></article>')
    >>> [(s.text, s.location.element) for s in content.segments]
    [('10.1000/own', 'article-meta/article-id'), ('10.1000/cited', 'ref-list/pub-id')]
    >>> content.own
    ('10.1000/own', 'JATS article-meta article-id')
    """
    options = options or DEFAULT_OPTIONS
    root, error, limit = _parse(data, source, options)
    if root is None or limit:
        return _as_text(data, source, options, error or "no element")
    content = _walk(root, source)
    if error is not None:
        content.warnings = (f"not well-formed XML ({error}); read what the parser recovered",)
    return content


def _as_text(data: bytes | str, source: str, options: Options, error: str) -> XmlContent:
    """XML that libxml2 could not parse, or stopped at one of its limits (an entity
    amplification "bomb"): its bytes scanned as plain text, with a warning, so that no DOI is
    lost silently."""
    from doiextract.sources.text import decode_text

    text = data if isinstance(data, str) else decode_text(data, options, source)
    segments = [Segment(text, Location(source, None, "text"))] if holds_anchor(text) else []
    warning = f"XML not parsed ({error}): read as plain text"
    return XmlContent(segments, None, (warning,))


def xml_segments(
    data: bytes | str, source: str = "<string>", options: Options | None = None
) -> Iterator[Segment]:
    """The segments of :func:`read_xml` (``--explain``)."""
    return iter(read_xml(data, source, options).segments)
