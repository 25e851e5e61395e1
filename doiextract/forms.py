"""Presentation forms of a DOI, and reading one DOI given in any single form.

``to_url`` (Handbook 2.6.2 with the encoding of 2.5.2.4, Tables 1 and 2), ``to_urn`` (2.6.3),
``to_display`` (2.6.1, ``doi:10...``), and ``normalize_doi`` which takes any one presentation
(a bare DOI, ``doi:``, a resolver URL, ``urn:doi:``, ``info:doi/``, an encoded URL...) and returns
the decoded DOI, raising :class:`~doiextract.errors.InvalidDoiError` with the reason otherwise.
Decoding ``to_url(d)`` or ``to_urn(d)`` gives back ``d`` exactly.
"""

from __future__ import annotations

import re

from doiextract.errors import InvalidDoiError
from doiextract.model import Hit
from doiextract.options import DEFAULT_OPTIONS, Options
from doiextract.rules.trim import trailing_trimmed
from doiextract.rules.unwrap import strip_url_tail
from doiextract.rules.validate import REASONS, rejection_reason
from doiextract.scan import doi_key, scan_text
from doiextract.syntax import DEFAULT_RESOLVER, SPLIT_RE, URL_TABLE_1, URL_TABLE_2

__all__ = ["doi_key", "encode_doi", "is_doi", "normalize_doi", "to_display", "to_url", "to_urn"]

#: Tables 1 and 2, plus "&" and "'" which end a DOI inside a URL when raw (SPEC §3), so the
#: URL form always decodes back to the DOI.
_ENCODE_ALWAYS = frozenset(URL_TABLE_1 + URL_TABLE_2 + "&'")
_DOT_SEGMENT_RE = re.compile(r"(?<=/)(\.\.?)/")


def _percent(char: str) -> str:
    return "".join(f"%{byte:02X}" for byte in char.encode("utf-8"))


def encode_doi(doi: str, *, safe: str = "/", lead: str = "") -> str:
    """Percent-encode a DOI for a URL path (Handbook 2.5.2.4).

    Table 1 (``% " # SPACE ?``) and Table 2 (``< > { } ^ [ ] ` | \\ +``) characters, controls
    and non-ASCII characters (as UTF-8) are encoded; ``/./`` and ``/../`` get their second slash
    encoded. ``safe`` lists the characters left alone (``/`` by default; pass ``""`` to encode
    the slashes too, as a REST query of the whole handle needs for some servers).

    >>> encode_doi("10.1000/456#789")
    '10.1000/456%23789'
    >>> encode_doi("10.1000/a/./b")
    '10.1000/a/.%2Fb'
    """
    # Where a reader would cut a DOI although the characters are legal in one (";doi:",
    # a glued "https://", "PMID" after a digit: SPEC §5), the first character is encoded
    # (``lead`` is what stands before ``doi`` in its form, e.g. the URN's "10.123:")
    whole = lead + doi
    cuts = {m.start() - len(lead) for m in SPLIT_RE.finditer(whole, 1) if m.start() >= len(lead)}
    out: list[str] = []
    for index, char in enumerate(doi):
        if index in cuts:
            out.append(_percent(char))
        elif char in safe:
            out.append(char)
        elif char in _ENCODE_ALWAYS or char == "/" or not char.isascii() or not char.isprintable():
            out.append(_percent(char))
        else:
            out.append(char)
    # A last character that a reader would trim as punctuation is encoded, so it is kept
    # (SPEC §5: only an encoded "%2E" keeps a final dot).
    if out and trailing_trimmed(doi) and len(out[-1]) == 1:
        out[-1] = _percent(out[-1])
    encoded = "".join(out)
    if "/" in safe:
        # "/./" -> "/.%2F" and "/../" -> "/..%2F" (Handbook 2.5.2.4, note under Table 2)
        encoded = _DOT_SEGMENT_RE.sub(lambda m: m.group(1) + "%2F", encoded)
        # A DOI that ends like a publisher's URL path ("/pdf", ".pdf", bioRxiv "v2") gets the
        # tail's first character encoded, so a reader does not drop it (SPEC §3)
        tail_start, tail = strip_url_tail(encoded, 0, len(encoded))
        if tail is not None:
            encoded = (
                encoded[:tail_start] + _percent(encoded[tail_start]) + encoded[tail_start + 1 :]
            )
    return _encode_new_cuts(encoded, lead)


def _encode_new_cuts(encoded: str, lead: str) -> str:
    """Encoding may put a new neighbour before a cut ("'CrossRef" -> "%27CrossRef": a label
    glued to a digit now); encode such a cut's first character too, until none is left."""
    for _ in range(len(encoded)):
        whole = lead + encoded
        match = next((m for m in SPLIT_RE.finditer(whole, 1) if m.start() >= len(lead)), None)
        if match is None or whole[match.start()] == "%":
            break
        i = match.start() - len(lead)
        encoded = encoded[:i] + _percent(encoded[i]) + encoded[i + 1 :]
    return encoded


def to_url(doi: str, resolver: str = DEFAULT_RESOLVER) -> str:
    """The URL form (Handbook 2.6.2): ``https://doi.org/`` plus the encoded DOI.

    >>> to_url("10.1000/456#789")
    'https://doi.org/10.1000/456%23789'
    """
    if not resolver.endswith("/"):
        resolver += "/"
    return resolver + encode_doi(doi)


def to_urn(doi: str) -> str:
    """The URN form (Handbook 2.6.3): the first ``/`` becomes ``:``, other slashes ``%2F``.

    >>> to_urn("10.123/456ABC/zyz")
    'urn:doi:10.123:456ABC%2Fzyz'
    """
    prefix, _, suffix = doi.partition("/")
    return "urn:doi:" + prefix + ":" + encode_doi(suffix, safe="", lead=prefix + ":")


def to_display(doi: str) -> str:
    """The screen and print form (Handbook 2.6.1): lowercase ``doi:`` before the DOI.

    >>> to_display("10.1006/jmbi.1998.2354")
    'doi:10.1006/jmbi.1998.2354'
    """
    return "doi:" + doi


def _whole_hit(text: str, options: Options) -> Hit | None:
    for item in scan_text(text, options=options):
        if isinstance(item, Hit):
            return item
    return None


def normalize_doi(value: str, options: Options | None = None) -> str:
    """Turn one DOI in any single presentation into the decoded DOI (SPEC §1).

    Accepts a bare DOI, ``doi:``/``DOI`` labels, resolver URLs (``https://doi.org/...``,
    ``dx.doi.org``, publisher ``/doi/`` paths), ``urn:doi:``, ``info:doi/``, ``hdl:``;
    percent-encoding and other escapes are decoded once; trailing punctuation is trimmed.
    Raises :class:`InvalidDoiError` (a ``ValueError``) saying why when it is not one DOI.

    >>> normalize_doi("https://doi.org/10.1000/456%23789")
    '10.1000/456#789'
    >>> normalize_doi("urn:doi:10.123:456ABC%2Fzyz")
    '10.123/456ABC/zyz'
    """
    options = options or DEFAULT_OPTIONS
    if not isinstance(value, str):
        raise InvalidDoiError(repr(value), "not-a-string", f"expected a str, got {type(value)}")
    text = value.strip()
    if not text:
        raise InvalidDoiError(value, "empty", "an empty string is not a DOI")
    hit = _whole_hit(text, options)
    if hit is not None and hit.span == (0, len(text)):
        return hit.doi
    # Explain why: run the bare rules on what follows the first "10."
    if hit is not None:
        reason = "not-a-single-doi"
        raise InvalidDoiError(
            value, reason, f"{value!r} is not a single DOI: found {hit.doi!r} in it with other text"
        )
    index = text.find("10.")
    reason = (rejection_reason(text[index:]) if index >= 0 else None) or "not-found"
    explanation = REASONS.get(reason, "no DOI found in it")
    raise InvalidDoiError(value, reason, f"{value!r} is not a DOI: {explanation}")


def is_doi(value: str) -> bool:
    """True when ``value`` is exactly one DOI in some presentation (see ``normalize_doi``).

    >>> is_doi("doi:10.1000/182"), is_doi("10.5/10")
    (True, False)
    """
    try:
        normalize_doi(value)
    except InvalidDoiError:
        return False
    return True
