"""HTML reader: an HTML document to :class:`~doiextract.sources.Segment` s, per SPEC §6.

Takes ``str``, ``bytes`` or a ``bs4.BeautifulSoup``; yields segments in document order:

- ``text``: the visible text of each block element (``p``, ``div``, ``td``, ``li``, ``br``, ...
  see ``BLOCK_TAGS``) that contains ``10.``, including ``title``, ``pre``, ``code`` and
  ``noscript``. Inline tags (``span``, ``b``, ``em``, ``wbr``, ``a``) do not split a DOI; a
  nested block is replaced by a blank line, which the scanner never joins across (SPEC §5).
  Outside ``pre``/``textarea`` runs of whitespace become one space, as a browser renders them.
- attribute values that may hold a DOI: ``href``, ``title``, ``data-doi`` of any element
  (``a@href``), and ``content`` of DOI meta tags (``meta[name=citation_doi]@content``);
- ``script`` content (``script[ld+json]`` for JSON-LD, ``script`` for inline JavaScript).

Comments, processing instructions, ``<style>`` and ``<template>`` are skipped. Entities are
decoded by the parser. Bytes are decoded by ``decode_html``: BOM, the declared charset
(``<meta charset>``, found with bs4's ``EncodingDetector``), UTF-8, else windows-1252.

Two paths, the same hits: ``lxml`` (default) first checks the UTF-8 bytes it would parse for
anything that decodes to the anchor (``10.``, full-width forms, numeric character references,
``&period;``) or for a ``1``/``10`` right before markup libxml2 may drop and join text across
(``1<!-- -->0.`` reads ``10.``), and skips a page with neither before parsing; otherwise it
parses with libxml2 and walks only the subtrees whose source lines hold one of them: libxml2
builds the tree in source order and numbers each element with the line of its start tag, so the
lines of an element and of its next sibling bound everything in between (two substring tests
per text node and attribute list of a visited element; the whole tree past 65535 lines, where
libxml2 stops counting). Then it builds only the blocks, attributes and scripts that hold the
anchor (issue #10.4). ``bs4`` walks a BeautifulSoup tree (built with the lxml tree builder
unless a ``BeautifulSoup`` object is given). Known difference: a ``10.`` itself split by inline
tags (``1<b>0.</b>1000/x``) is seen only by the bs4 walk.

Limits (issue 12.5): libxml2 parses with ``huge_tree`` (its default limits, 256 levels and
10 MB text nodes, dropped the rest of the page silently); a page nested deeper than its hard
limit of 2048 levels is read by the bs4 walk instead, with a warning (``read_html``). Both
walks are linear in the nesting depth; the input size is bounded by ``Options.max_bytes``.

Won't: find DOIs (the scanner does), fetch URLs, run JavaScript, apply CSS. Not a stable API:
import from ``doiextract`` instead.
"""

from __future__ import annotations

import codecs
import re
import warnings
from bisect import bisect_left, bisect_right
from collections.abc import Callable, Iterable, Iterator
from functools import partial
from operator import itemgetter
from typing import TYPE_CHECKING, Any

from doiextract.errors import CorruptDocumentError, UnsupportedSourceError
from doiextract.model import Location
from doiextract.options import DEFAULT_OPTIONS, Options
from doiextract.sources import Segment
from doiextract.syntax import holds_anchor

if TYPE_CHECKING:
    from bs4 import BeautifulSoup
    from lxml.etree import _Element

__all__ = [
    "BLOCK_TAGS",
    "SKIPPED_TAGS",
    "decode_html",
    "html_segments",
    "is_doi_meta",
    "looks_like_html",
    "read_html",
]

#: Elements whose boundaries split text (SPEC §6: ``p``, ``div``, ``td``, ``li``, ``br``, and
#: the other HTML "flow" containers a browser lays out as blocks or table cells).
BLOCK_TAGS = frozenset(
    {
        *("html", "head", "body", "title", "p", "div", "br", "hr", "pre", "blockquote"),
        *("table", "caption", "colgroup", "col", "thead", "tbody", "tfoot", "tr", "td", "th"),
        *("ul", "ol", "li", "dl", "dt", "dd", "menu", "h1", "h2", "h3", "h4", "h5", "h6"),
        *("header", "footer", "nav", "section", "article", "aside", "main", "address"),
        *("figure", "figcaption", "form", "fieldset", "legend", "details", "summary", "dialog"),
        *("select", "option", "optgroup", "textarea", "iframe", "noscript", "center"),
        *("frameset", "frame", "object", "video", "audio", "canvas"),
    }
)
#: Elements whose text is not visible (SPEC §6: skip ``<style>``); scripts are scanned on their
#: own, not as visible text.
SKIPPED_TAGS = frozenset({"style", "script", "template"})
_PRESERVE_WHITESPACE = frozenset({"pre", "textarea", "listing", "plaintext", "xmp"})
_SCANNED_ATTRIBUTES = frozenset({"href", "title", "data-doi"})
_WHITESPACE_RE = re.compile(r"[ \t\n\r\f]+")
_BLOCK_BREAK = "\n\n"  # a blank line: the scanner never joins across it (SPEC §5)
_ANCHOR = "10."


_LAST = 1 << 30  # after the attributes of the same element
#: A segment with its sort key: the element's index (document order) and its rank there (an
#: attribute's place among the element's attributes, ``_LAST`` for its text).
_Keyed = tuple[int, int, Segment]
#: The sort key of ``(element's index, rank, segment)``, at C speed.
_ELEMENT_AND_RANK = itemgetter(0, 1)

# WHATWG MIME Sniffing §7.1 "identifying a resource with an unknown MIME type": the HTML
# patterns (after leading whitespace), each followed by a space or ">".
_HTML_SNIFF_RE = re.compile(
    rb"\A(?:\xef\xbb\xbf)?[\t\n\f\r ]*(?:<\?xml[^>]*>[\t\n\f\r ]*)?"
    rb"<(?:!doctype html|html|head|script|iframe|h1|div|font|table|a|style|title|b|body|br|p"
    rb"|!--|meta|link)[\t\n\f\r />]",
    re.IGNORECASE,
)
# WHATWG Encoding §4.2: these labels mean windows-1252 in HTML
_WINDOWS_1252_LABELS = frozenset({"ascii", "us-ascii", "latin-1", "latin1", "iso-8859-1", "l1"})


def looks_like_html(head: bytes) -> bool:
    """True when the first bytes of a file read as HTML (WHATWG MIME Sniffing §7.1).

    >>> looks_like_html(b"  <!DOCTYPE html><html>"), looks_like_html(b"10.1000/182 <b>")
    (True, False)
    """
    if head.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        head = head.decode("utf-16", errors="replace").encode("utf-8")
    return _HTML_SNIFF_RE.match(head[:1024]) is not None


def _declared_encoding(data: bytes) -> str | None:
    from bs4.dammit import EncodingDetector

    declared = EncodingDetector.find_declared_encoding(data[:4096], is_html=True)
    if not declared:
        return None
    declared = declared.lower()
    if declared in _WINDOWS_1252_LABELS:
        return "cp1252"
    if declared.startswith(("utf-16", "utf-32")):
        return "utf-8"  # WHATWG: a byte-oriented document declaring UTF-16 is UTF-8
    try:
        return codecs.lookup(declared).name
    except LookupError:
        return None


def decode_html(data: bytes, options: Options | None = None) -> str:
    """Decode HTML bytes: ``Options.encoding``, a BOM, the declared charset, UTF-8, else
    windows-1252 (the WHATWG default for legacy pages). Never raises on bad bytes.

    >>> decode_html(b'<meta charset="iso-8859-1"><p>caf\\xe9')
    '<meta charset="iso-8859-1"><p>café'
    """
    options = options or DEFAULT_OPTIONS
    encoding = options.encoding
    if encoding is None:
        for bom, name in (
            (codecs.BOM_UTF8, "utf-8-sig"),
            (codecs.BOM_UTF16_LE, "utf-16"),
            (codecs.BOM_UTF16_BE, "utf-16"),
        ):
            if data.startswith(bom):
                encoding = name
                break
    if encoding is None:
        encoding = _declared_encoding(data)
    if encoding is None:
        try:
            return data.decode("utf-8")
        except UnicodeDecodeError:
            encoding = "cp1252"
    try:
        return data.decode(encoding, errors="replace")
    except LookupError:
        return data.decode("utf-8", errors="replace")


def is_doi_meta(name: str) -> bool:
    """Whether a ``<meta name=...>`` holds the page's identifier (SPEC §6: ``citation_doi``,
    ``dc.identifier``, ``prism.doi``, ...).

    >>> [is_doi_meta(n) for n in ("citation_doi", "DC.Identifier", "citation_title")]
    [True, True, False]
    """
    lowered = name.lower()
    return "doi" in lowered or "identifier" in lowered


# --- the common walk -------------------------------------------------------------------------

#: A child of an element: ``("text", str)`` or ``("element", node)``.
Item = tuple[str, Any]


#: A link's start and end separate its text from its neighbours': a DOI never runs from one
#: link into the next ("...02.052</a><a ...>Get rights"), though inline tags never split one.
#: So do a superscript's and a subscript's: a footnote marker glued to a DOI
#: ("doi:10.1000/182<sup>[3]</sup>") is no part of it, and no DOI is printed with one inside.
_LINK_BREAK = "\n"
_SEPARATE_TAGS = frozenset({"a", "sup", "sub"})


def _block_text(
    node: Any, items: Callable[[Any], Iterable[Item]], tag_of: Callable[[Any], str]
) -> tuple[str, Any]:
    """The visible text of one block: its text and its inline descendants' text, each nested
    block replaced by a blank line (it is a segment of its own); and the element whose own text
    first holds the anchor (the block itself if none does), to place the text among the
    attributes in document order (an ``<a href>`` before its link text)."""
    preserve = tag_of(node) in _PRESERVE_WHITESPACE
    parts: list[str] = []
    first = None
    stack: list[tuple[Iterator[Item], str, Any]] = [(iter(items(node)), "", node)]
    while stack:
        for kind, value in stack[-1][0]:
            if kind == "text":
                parts.append(value if preserve else _collapsed(value))
                if first is None and _ANCHOR in value:
                    first = stack[-1][2]
                continue
            tag = tag_of(value)
            if tag in SKIPPED_TAGS:
                continue
            if tag in BLOCK_TAGS:
                parts.append(_BLOCK_BREAK)
                continue
            if tag in _SEPARATE_TAGS:
                parts.append(_LINK_BREAK)
            stack.append((iter(items(value)), tag, value))
            break
        else:
            if stack.pop()[1] in _SEPARATE_TAGS:
                parts.append(_LINK_BREAK)
    return "".join(parts), node if first is None else first


def _collapsed(text: str) -> str:
    """``text`` with each run of white space as one space (SPEC §6, as a browser renders it);
    the regex only where a run is longer than one space (a third of a dense reference list's
    text pieces, issue #10.4: the regex call was most of the cost of a short piece)."""
    if "  " in text or "\n" in text or "\t" in text or "\r" in text or "\f" in text:
        return _WHITESPACE_RE.sub(" ", text)
    return text


def _meta_label(attributes: dict[str, str]) -> str | None:
    name = attributes.get("name") or attributes.get("property") or attributes.get("itemprop")
    if name and is_doi_meta(name):
        return f"meta[name={name}]@content"
    return None


def _attribute_label(tag: str, name: str, attributes: Callable[[], dict[str, str]]) -> str | None:
    """The element label of an attribute that is scanned (SPEC §6), else ``None``."""
    if name in _SCANNED_ATTRIBUTES:
        if tag == "link" and name == "href" and "canonical" in attributes().get("rel", "").lower():
            return "link[rel=canonical]@href"  # the page's own address (own DOI evidence)
        return f"{tag}@{name}"
    if name == "content" and tag == "meta":
        return _meta_label(attributes())
    return None


def _at(location: Location, element: str) -> Location:
    return Location(location.source, None, element)


def _script_label(script_type: str | None) -> str:
    return "script[ld+json]" if script_type and "ld+json" in script_type.lower() else "script"


# --- lxml (default) --------------------------------------------------------------------------


def _lxml_items(element: _Element) -> Iterator[Item]:
    if element.text:
        yield ("text", element.text)
    for child in element:
        if isinstance(child.tag, str):
            yield ("element", child)
        if child.tail:
            yield ("text", child.tail)


def _lxml_attributes(element: _Element) -> dict[str, str]:
    return {str(k): str(v) for k, v in element.attrib.items()}


def _lxml_tag(element: _Element) -> str:
    tag = element.tag
    return tag.lower() if isinstance(tag, str) else ""


def _utf8_bytes(document: str | bytes, options: Options) -> bytes:
    """UTF-8 bytes for libxml2. Bytes already declared as UTF-8 (or plain ASCII) go as they
    are, saving a decode and an encode of the whole page; the rest via ``decode_html``."""
    if isinstance(document, str):
        return document.removeprefix("\ufeff").encode("utf-8", errors="replace")
    if options.encoding is None and not document.startswith(
        (codecs.BOM_UTF8, codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)
    ):
        declared = _declared_encoding(document)
        if declared == "utf-8" or (declared is None and document.isascii()):
            return document
    return decode_html(document, options).removeprefix("\ufeff").encode("utf-8", "replace")


def _lxml_root(data: bytes, source: str) -> tuple[_Element | None, str | None]:
    """The parsed tree, and why it is incomplete when libxml2 stopped at one of its limits.

    ``huge_tree`` lifts libxml2's limits for text nodes over 10 MB and nesting deeper than 256
    (which dropped everything after them, silently: issue 12.5); nesting deeper than 2048
    still stops the parser, reported here so that the caller reads the page another way. The
    input size is bounded by ``Options.max_bytes``, not by the parser's safety limits.
    ``collect_ids=False``: no hash table of ``id`` attributes (nothing here looks an element up
    by its id; the parse of the real PLOS page took 20% less time without it, issue #10.4)."""
    from lxml import etree

    parser = etree.HTMLParser(
        encoding="utf-8", remove_comments=True, remove_pis=True, huge_tree=True, collect_ids=False
    )
    try:
        root = etree.fromstring(data, parser)
    except etree.ParserError:
        return None, None  # an empty document
    except (etree.LxmlError, ValueError) as err:  # pragma: no cover - libxml2 recovers
        raise CorruptDocumentError(source, f"HTML could not be parsed: {err}") from err
    stopped = next(
        (
            error.message.strip()
            for error in parser.error_log
            if error.level == etree.ErrorLevels.FATAL
            or error.type == etree.ErrorTypes.ERR_RESOURCE_LIMIT
        ),
        None,
    )
    return root, stopped


#: What libxml2 may decode into the scanner's anchor (``10.``, ``\uff11\uff10``, ``10\uff0e``)
#: in the UTF-8 bytes it parses: the characters themselves or numeric character references to
#: them (with or without ``;``, leading zeros, ``x``/``X``), and ``&period;``, the one HTML5
#: named reference that gives any of them. A page with none of these cannot hold a segment.
_ONE = rb"(?:1|&#0*49;?|&#[xX]0*31;?)"
_ZERO = rb"(?:0|&#0*48;?|&#[xX]0*30;?)"
_DOT = rb"(?:\.|&#0*46;?|&#[xX]0*2[eE];?|&period;)"
_WIDE_ONE = rb"(?:\xef\xbc\x91|&#0*65297;?|&#[xX]0*[fF][fF]11;?)"
_WIDE_ZERO = rb"(?:\xef\xbc\x90|&#0*65296;?|&#[xX]0*[fF][fF]10;?)"
_WIDE_DOT = rb"(?:\xef\xbc\x8e|&#0*65294;?|&#[xX]0*[fF][fF]0[eE];?)"
#: What libxml2 may decode into the blanks and the line break between a ``10`` and its dot
#: (``syntax.BROKEN_DOT_RE``: "doi.org/10" + break + ".1080/..."): a superset, bounded; white
#: space and any character reference (``&#10;``, ``&NewLine;``), at most 40 of them.
_BREAK_PART = rb"(?:[ \t\r\n\f]|&#[xX]?[0-9a-fA-F]{1,8};?|&[A-Za-z]{2,10};)"
_BREAK = _BREAK_PART + rb"{1,40}"
#: (a full-width digit makes the anchor with or without the dot, of either width: the scanner
#: folds each full-width form on its own, ``syntax.ANCHOR_FORMS``; a ``10``, then a line
#: break, then the dot is the anchor ``syntax.holds_anchor`` reads)
_BYTES_ANCHOR_RE = re.compile(
    _ONE
    + _ZERO
    + rb"(?:"
    + _DOT
    + rb"|"
    + _WIDE_DOT
    + rb"|"
    + _BREAK
    + rb"(?:"
    + _DOT
    + rb"|"
    + _WIDE_DOT
    + rb"))|"
    + _WIDE_ONE
    + rb"(?:"
    + _ZERO
    + rb"|"
    + _WIDE_ZERO
    + rb")|"
    + _ONE
    + _WIDE_ZERO
)


def _may_hold_anchor(data: bytes) -> bool:
    """Whether UTF-8 HTML bytes may decode to the anchor anywhere (text, attribute, script):
    ``bytes.find`` for the common case, then one regex pass in C. ``False`` means no segment."""
    return b"10." in data or _BYTES_ANCHOR_RE.search(data) is not None


#: One start or end tag that the HTML tokenizer reads exactly as this pattern does (a name of
#: ASCII letters and digits, attributes whose values hold no ``<`` or ``>``), without its ``<``.
_TAG_BODY = (
    rb"/?[A-Za-z][A-Za-z0-9]{0,30}"
    rb"(?:[\t\n\f\r ]+[A-Za-z_:][-A-Za-z0-9_:.]{0,30}(?:[\t\n\f\r ]*=[\t\n\f\r ]*"
    rb"(?:\"[^\"<>]{0,300}\"|'[^'<>]{0,300}'|[^\t\n\f\r \"'<>=`]{1,300}))?){0,20}"
    rb"[\t\n\f\r ]*/?>"
)


#: After ``1`` (``0``) and its ``<``: a few such tags, then something that starts no ``0``
#: (``.``) nor full-width form nor more markup: no dropped markup can join an anchor there.
def _no_join(next_bytes: bytes) -> bytes:
    tags = _TAG_BODY + rb"(?:<" + _TAG_BODY + rb"){0,7}"
    return rb"(?!" + tags + rb"(?:[^" + next_bytes + rb"&\xef<]|\Z))"


#: Where a match of ``_BYTES_ANCHOR_RE`` or of ``_SPLIT_RE`` can start (``1``, ``&#``, the
#: full-width one), each found by a search with a literal first byte: C speed, unlike one
#: pattern opening with a character class. ``1`` and ``10`` before tags that cannot join an
#: anchor are not candidates (most numbers before markup in real pages), nor a ``10`` before
#: white space unless a dot may follow it (``_BREAK``: "2010" ending a line is common).
_CANDIDATE_RES = (
    re.compile(
        rb"1(?:0(?:[.&\xef]|(?=[ \t\r\n\f]"
        + _BREAK_PART
        + rb"{0,39}[.&\xef])|<"
        + _no_join(rb"\.")
        + rb")|&#|\xef|<"
        + _no_join(b"0")
        + rb")"
    ),
    re.compile(rb"&#[xX]?0*(?:49|31|65297|[fF][fF]11)"),
    re.compile(rb"\xef\xbc\x91"),
)
#: The start of the anchor (``1``, ``10`` or the full-width ``1``, ``10``; any of their forms)
#: right before markup. libxml2 drops some markup (comments, processing instructions, stray
#: end tags, a repeated ``<html>``) and joins the text on both sides into one text node:
#: ``1<!-- -->0.`` reads ``10.``.
_SPLIT_RE = re.compile(
    b"(?:" + _ONE + b"|" + _WIDE_ONE + b")(?:" + _ZERO + b"|" + _WIDE_ZERO + b")?<"
)


#: The full-width one's UTF-8 form, its last byte, and how many of that byte are looked at one
#: by one before the regex is cheaper (a page of Cyrillic ``ё``, ``\xd1\x91``, has many).
_WIDE_ONE_UTF8 = b"\xef\xbc\x91"
_WIDE_ONE_LAST = b"\x91"
_FEW = 256


def _wide_one_starts(data: bytes) -> list[int]:
    """Where ``_CANDIDATE_RES[2]`` (the full-width one) matches: its last byte found by
    ``memchr`` where that byte is rare (most pages: 9 in the 1 MB Wikipedia page, where the
    regex took 0.65 ms and this 0.03 ms), else the regex."""
    found: list[int] = []
    at = data.find(_WIDE_ONE_LAST, 2)
    for _ in range(_FEW):
        if at < 0:
            return found
        if data.startswith(_WIDE_ONE_UTF8, at - 2):
            found.append(at - 2)
        at = data.find(_WIDE_ONE_LAST, at + 1)
    return [match.start() for match in _CANDIDATE_RES[2].finditer(data)]


def _anchor_lines(data: bytes) -> tuple[bool, list[int]]:
    """Whether the bytes hold the anchor (as ``_may_hold_anchor``), and the lines (1-based,
    ``\n`` counted as libxml2 counts them) of every anchor and of every place where dropped
    markup may join text into one (``_SPLIT_RE``): no text node or attribute holds the anchor
    unless one of these lines falls within its source."""
    starts = {match.start() for regex in _CANDIDATE_RES[:2] for match in regex.finditer(data)}
    starts.update(_wide_one_starts(data))
    found = False
    lines: list[int] = []
    line, last = 1, 0
    for start in sorted(starts):
        anchor = _BYTES_ANCHOR_RE.match(data, start) is not None
        if anchor or _SPLIT_RE.match(data, start) is not None:
            found = found or anchor
            line += data.count(b"\n", last, start)
            last = start
            if not lines or lines[-1] != line:
                lines.append(line)
    return found, lines


#: A text node that holds the anchor: the element owning it (the element itself for its
#: ``text``, its parent for its ``tail``) and, when known, that element's document order.
TextOwner = tuple[Any, int]


def _walk(
    root: _Element,
) -> tuple[list[tuple[int, _Element]], list[TextOwner], dict[_Element, int]]:
    """One pre-order walk of the whole tree, in place of XPath ``contains()`` passes (issue
    #10): the elements whose attributes or script text hold the anchor, as ``(index,
    element)`` (``index`` = document order), the owner of each text node that holds it, and
    the index of every element (``_check_nodes``' tests, as ``_pruned_walk`` makes them)."""
    marked: list[tuple[int, _Element]] = []
    owners: list[TextOwner] = []
    order: dict[_Element, int] = {}
    _check_nodes(root.iter(), order, marked, owners)
    return marked, owners, order


#: libxml2 counts lines up to 65535 and reports every later line as 65535 (``sourceline``).
_LINE_LIMIT = 65535
_UNBOUNDED = 1 << 62
#: An element to visit and the range of source lines holding it, its descendants and its tail.
_Visit = tuple[Any, int, int]
#: A visited subtree within this many lines (around an anchor line) is walked whole: cheaper
#: than bounding each of its few elements.
_WHOLE_WITHIN = 3
#: The pruned walk pays only where anchor lines are sparse: it bounds every element it visits,
#: about twice the cost per element of the whole walk, and around dense anchors it visits
#: nearly all of them. Measured per page on the 66 pages of ``benchmarks/scan_html.py --set
#: all`` and ``--set dense``: the whole walk was faster on every page but the 1 MB Wikipedia
#: page (17 KB per anchor line; the PLOS page, 1.3 KB per anchor line, is faster whole).
_PRUNE_BYTES_PER_LINE = 4096


def _check_nodes(
    elements: Iterable[_Element],
    order: dict[_Element, int],
    marked: list[tuple[int, _Element]],
    owners: list[TextOwner],
) -> None:
    """``_walk``'s tests for each of ``elements`` (in document order), numbered in ``order``
    (each one's parent already is): its text, attributes (script text) and tail. One loop over
    them all: a call per element was a fifth of the walk's time (issue #10.4)."""
    holds = holds_anchor
    for index, element in enumerate(elements, len(order)):
        order[element] = index
        text = element.text
        script = False
        if text and ("10" in text or "\uff10" in text or "\uff11" in text) and holds(text):
            if isinstance(element.tag, str):  # not a comment's text
                owners.append((element, index))
                script = element.tag == "script"
        marks = script
        if not marks and (values := element.values()):
            joined = "\x00".join(values)  # the cheap test first, as for the text and the tail
            marks = ("10" in joined or "\uff10" in joined or "\uff11" in joined) and holds(joined)
        if marks:  # the script's text or an attribute holds the anchor
            marked.append((index, element))
        tail = element.tail
        if tail and ("10" in tail or "\uff10" in tail or "\uff11" in tail) and holds(tail):
            parent = element.getparent()
            owners.append((parent, -1 if parent is None else order[parent]))


def _children_to_visit(element: _Element, low: int, high: int, lines: list[int]) -> list[_Visit]:
    """The children of a visited element whose source lines (from the line of the previous
    sibling, or of the parent, to the line of the next sibling, or the parent's end) include an
    anchor line, last first. libxml2 builds the tree in source order and gives each element the
    line of its start tag's end, so those lines bound everything of a child: its attributes,
    text, descendants and tail. Raises ``_UntrustedLines`` when they cannot (capped at 65535,
    out of order): the caller walks the whole tree instead. Children without a line are all
    visited."""
    children = list(element)
    if not children:
        return []
    line = element.sourceline
    child_lines = [child.sourceline for child in children]
    if line is None or None in child_lines:
        return [(child, low, high) for child in reversed(children)]  # within the parent's
    ends: list[int] = child_lines
    if ends[-1] >= _LINE_LIMIT or line > ends[0] or ends != sorted(ends):
        raise _UntrustedLines
    # child i spans the lines ends[i - 1] (the parent's line for the first) .. ends[i + 1]
    # (``high`` for the last): the children around each anchor line between line and high
    wanted: list[int] = []
    last = len(children) - 1
    at, stop, todo = bisect_left(lines, line), bisect_right(lines, high), 0
    while at < stop:
        anchor = lines[at]
        end = min(bisect_right(ends, anchor), last)
        wanted.extend(range(max(bisect_left(ends, anchor) - 1, todo), end + 1))
        todo = max(todo, end + 1)
        if todo > last:
            break
        at = bisect_left(lines, ends[todo - 1], at + 1) if todo else at + 1  # child todo's start
    return [
        (
            children[position],
            ends[position - 1] if position else line,
            ends[position + 1] if position < last else high,
        )
        for position in reversed(wanted)
    ]


class _UntrustedLines(Exception):
    """Line numbers that cannot bound a subtree (see ``_children_to_visit``)."""


def _pruned_walk(
    root: _Element, lines: list[int]
) -> tuple[list[tuple[int, _Element]], list[TextOwner], dict[_Element, int]]:
    """``_walk`` over only the subtrees whose source lines hold an anchor line
    (``_anchor_lines``): the same marked elements and text owners in the same order, the
    index of every visited element. The root and its
    children (``head``, ``body``) are always visited. Raises ``_UntrustedLines``."""
    marked: list[tuple[int, _Element]] = []
    owners: list[TextOwner] = []
    order: dict[_Element, int] = {}
    stack: list[_Visit] = [(root, 0, _UNBOUNDED)]
    while stack:
        element, low, high = stack.pop()
        if high - low < _WHOLE_WITHIN:
            _check_nodes(element.iter(), order, marked, owners)
            continue
        _check_nodes((element,), order, marked, owners)
        if element is root:
            stack.extend((child, 0, _UNBOUNDED) for child in reversed(element))
        else:
            stack.extend(_children_to_visit(element, low, high, lines))
    return marked, owners, order


def _lxml_hidden() -> Callable[[_Element], bool]:
    """Whether an element is (inside) ``script``, ``style`` or ``template``, asked of the few
    elements that own an anchor; memoised along the ancestors, so linear in the tree size."""
    hidden: dict[_Element, bool] = {}

    def is_hidden(element: _Element) -> bool:
        path: list[_Element] = []
        node: _Element | None = element
        while node is not None and node not in hidden:
            if node.tag in SKIPPED_TAGS:
                hidden[node] = True
                break
            path.append(node)
            node = node.getparent()
        answer = node is not None and hidden[node]
        for each in path:
            hidden[each] = answer
        return answer

    return is_hidden


def _lxml_blocks(owners: Iterable[TextOwner]) -> dict[_Element, None]:
    """The blocks that own a visible text node with the anchor, in document order. Each
    element's block is looked up once (memoised), so deep inline nesting stays linear."""
    is_hidden = _lxml_hidden()
    block_of: dict[_Element, _Element | None] = {}
    blocks: dict[_Element, None] = {}
    for text_owner, _ in owners:
        owner = text_owner
        if owner is None or is_hidden(owner):
            continue
        path: list[_Element] = []
        while owner is not None and owner not in block_of and _lxml_tag(owner) not in BLOCK_TAGS:
            path.append(owner)
            owner = owner.getparent()
        block = block_of.get(owner, owner) if owner is not None else None
        for element in path:
            block_of[element] = block
        if block is not None:
            blocks[block] = None
    return blocks


def _places(location: Location) -> Callable[[str], Location]:
    """``_at(location, label)``, made once per label: a page's segments share them (on a
    reference list, a Location per link was a fifth of the attribute segments' time)."""
    made: dict[str, Location] = {}

    def place(label: str) -> Location:
        found = made.get(label)
        if found is None:
            found = made[label] = _at(location, label)
        return found

    return place


def _lxml_attribute_segments(
    index: int, element: _Element, place: Callable[[str], Location], keyed: list[_Keyed]
) -> None:
    """``element``'s attributes that hold the anchor and are scanned (SPEC §6), added to
    ``keyed`` as ``(index, rank, segment)``; a list, not a generator: a generator per marked
    element was a fifth of the segments' time on reference lists (issue #10.4)."""
    tag = _lxml_tag(element)
    for rank, (name, value) in enumerate(element.items()):  # (lxml gives both as str)
        if not holds_anchor(value):
            continue
        label = _attribute_label(tag, name, partial(_lxml_attributes, element))
        if label is not None:
            keyed.append((index, rank, Segment(value, place(label), element.sourceline)))


def _tree_walk(
    root: _Element, lines: list[int] | None
) -> tuple[list[tuple[int, _Element]], list[TextOwner], dict[_Element, int]]:
    """``_pruned_walk`` when anchor lines are given and the tree's lines can be trusted, else
    ``_walk``."""
    if lines is not None:
        try:
            return _pruned_walk(root, lines)
        except _UntrustedLines:
            pass
    return _walk(root)


def _lxml_segments(
    root: _Element, location: Location, lines: list[int] | None = None
) -> list[Segment]:
    """The segments in document order, from one walk of the tree (``_walk``, or only the
    subtrees around the anchor ``lines`` with ``_pruned_walk``): an element's attributes (in
    their order), then its script text or the text of the block whose first anchor is in the
    element's own text."""
    marked, owners, order = _tree_walk(root, lines)
    place = _places(location)
    keyed: list[_Keyed] = []
    for index, element in marked:
        _lxml_attribute_segments(index, element, place, keyed)
        if element.tag == "script" and element.text and holds_anchor(element.text):
            label = _script_label(element.get("type"))
            keyed.append((index, _LAST, Segment(element.text, place(label), element.sourceline)))
    texts = []
    for block in _lxml_blocks(owners):
        text, first = _block_text(block, _lxml_items, _lxml_tag)
        if holds_anchor(text):
            texts.append((first, text))
    if any(first not in order for first, _ in texts):  # pragma: no cover - see _pruned_walk
        return _lxml_segments(root, location)
    for first, text in texts:
        keyed.append((order[first], _LAST, Segment(text, place("text"), first.sourceline)))
    keyed.sort(key=_ELEMENT_AND_RANK)
    return [segment for _, _, segment in keyed]


# --- BeautifulSoup ---------------------------------------------------------------------------


def _bs4_items(node: Any) -> Iterator[Item]:
    from bs4 import Tag
    from bs4.element import Comment, Declaration, Doctype, NavigableString, ProcessingInstruction

    # the text on both sides of a comment or processing instruction is one text, as libxml2
    # (``remove_comments``) and a browser give it: "after1 <!-- x --> 10" reads "after1 10"
    # after white space is collapsed, never "after1  10" (two pieces collapsed apart)
    pending: list[str] = []
    for child in node.contents:
        if isinstance(child, Tag):
            if pending:
                yield ("text", "".join(pending))
                pending = []
            yield ("element", child)
        elif isinstance(child, (Comment, ProcessingInstruction, Declaration, Doctype)):
            continue
        elif isinstance(child, NavigableString):
            pending.append(str(child))
    if pending:
        yield ("text", "".join(pending))


def _bs4_tag(node: Any) -> str:
    name = getattr(node, "name", "")
    return "html" if name == "[document]" else str(name).lower()


def _hidden_ids(soup: BeautifulSoup) -> set[int]:
    """The ``id`` of every node inside a skipped element (``template``, ``style``, ``script``),
    in one pass; asking each block for its ancestors was quadratic in the nesting depth
    (20,000 levels took 131 s, issue 12.5)."""
    hidden: set[int] = set()
    for element in soup.find_all(list(SKIPPED_TAGS)):
        if id(element) not in hidden:  # a skipped element inside another is already in
            hidden.update(id(node) for node in element.descendants)
    return hidden


def _bs4_segments(soup: BeautifulSoup, location: Location) -> list[Segment]:
    from bs4 import Tag

    keyed: list[tuple[int, int, Segment]] = []  # (element's index, rank, segment), as lxml's
    nodes: list[Any] = [soup]
    nodes += soup.find_all(True)
    order = {id(node): index for index, node in enumerate(nodes)}
    hidden = _hidden_ids(soup)
    for index, node in enumerate(nodes):
        tag = _bs4_tag(node)
        if isinstance(node, Tag) and node is not soup:
            attributes = {
                name: " ".join(value) if isinstance(value, list) else str(value)
                for name, value in node.attrs.items()
            }
            for rank, (name, value) in enumerate(attributes.items()):
                if not holds_anchor(value):
                    continue
                label = _attribute_label(tag, name, partial(dict, attributes))
                if label is not None:
                    keyed.append((index, rank, Segment(value, _at(location, label))))
        if tag == "script":
            text = node.get_text()
            if holds_anchor(text):
                label = _script_label(node.get("type"))
                keyed.append((index, _LAST, Segment(text, _at(location, label))))
        elif tag in BLOCK_TAGS or node is soup:
            if node is soup and soup.find("html") is not None:
                continue  # the <html> element is the root block
            if id(node) in hidden:
                continue  # as the lxml path: no visible text inside <template> or <style>
            text, first = _block_text(node, _bs4_items, _bs4_tag)
            if holds_anchor(text):
                keyed.append((order[id(first)], _LAST, Segment(text, _at(location, "text"))))
    keyed.sort(key=lambda item: (item[0], item[1]))
    return [segment for _, _, segment in keyed]


# --- entry point -----------------------------------------------------------------------------


def _bs4_from_text(document: str | bytes, options: Options, location: Location) -> list[Segment]:
    from bs4 import BeautifulSoup, MarkupResemblesLocatorWarning, XMLParsedAsHTMLWarning

    text = decode_html(document, options) if isinstance(document, bytes) else document
    with warnings.catch_warnings():
        # advice for people typing markup by hand ("this looks like a URL / like XML"): the
        # caller gave a document to read as HTML, and a DOI reader has nothing to act on
        warnings.simplefilter("ignore", MarkupResemblesLocatorWarning)
        warnings.simplefilter("ignore", XMLParsedAsHTMLWarning)
        soup = BeautifulSoup(text.removeprefix("\ufeff"), "lxml")
    return _bs4_segments(soup, location)


def read_html(
    document: str | bytes | BeautifulSoup,
    source: str = "<string>",
    options: Options | None = None,
) -> tuple[list[Segment], tuple[str, ...]]:
    """The segments of an HTML document (see the module docstring), in document order, and
    warnings. When libxml2 stops at one of its limits (nesting deeper than 2048 levels) the
    page is read again with BeautifulSoup, which has none, and a warning says so: no DOI is
    lost silently (issue 12.5)."""
    options = options or DEFAULT_OPTIONS
    location = Location(source, None, "text")
    if not isinstance(document, (str, bytes)):
        return _bs4_segments(document, location), ()
    if options.html_parser == "bs4":
        return _bs4_from_text(document, options, location), ()
    if options.html_parser != "lxml":
        raise UnsupportedSourceError(
            source, f"unknown HTML parser {options.html_parser!r}; use 'lxml' or 'bs4'"
        )
    data = _utf8_bytes(document, options)
    lines = _sparse_anchor_lines(data)
    if lines == []:
        # neither the anchor nor a 1/10 before markup libxml2 may drop and join text across
        # (``1<!-- x -->0.1000/182`` reads ``10.1000/182``): no segment can hold a DOI, so the
        # page is skipped at C speed, before parsing
        return [], ()
    root, stopped = _lxml_root(data, source)
    if stopped is not None:
        warning = f"lxml stopped early ({stopped}); the page was read with BeautifulSoup instead"
        return _bs4_from_text(document, options, location), (warning,)
    return ([] if root is None else _lxml_segments(root, location, lines)), ()


def _sparse_anchor_lines(data: bytes) -> list[int] | None:
    """The anchor lines (``_anchor_lines``) for the pruned walk, ``[]`` when the page can hold
    no segment, ``None`` (walk the whole tree) where anchors are dense: a ``10.`` every
    ``_PRUNE_BYTES_PER_LINE`` bytes in the first 64 KB, counted at C speed before any line is
    (the page holds the anchor, so it is parsed either way), or as many anchor lines in all.
    Either walk gives the same segments; this only picks the cheaper one."""
    head = min(len(data), 1 << 16)
    if data.count(b"10.", 0, head) * _PRUNE_BYTES_PER_LINE > head:
        return None
    lines = _anchor_lines(data)[1]
    return lines if len(data) > _PRUNE_BYTES_PER_LINE * len(lines) or not lines else None


def html_segments(
    document: str | bytes | BeautifulSoup,
    source: str = "<string>",
    options: Options | None = None,
) -> list[Segment]:
    """The segments of :func:`read_html`, without its warnings."""
    return read_html(document, source, options)[0]
