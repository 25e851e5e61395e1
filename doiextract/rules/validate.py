"""Step 5: accept a decoded candidate as a DOI, or reject it with a named reason.

The core syntax (Handbook 2.2; Z39.84-2005 4.1-4.3) plus the look-alike rules of SPEC §2. Each
reason is a short stable name used in ``--explain`` output, ``InvalidDoiError.reason`` and test
ids:

``no-suffix``              no ``/`` after the prefix, or nothing after it
``bad-registrant``         the registrant code is not numeric (``10.12ab/x``)
``registrant-too-short``   first registrant element under 3 digits (``10.5/10``; SPEC §2)
``reserved-suffix``        the suffix starts with one character and ``/`` (Z39.84-2005 4.3)
``control-character``      a C0/C1 control inside (Z39.84-2005 4.1)
``ip-address``             an IPv4 address or CIDR block (``10.100.0.0/16``)
``too-long``               longer than ``Options.max_doi_length``

The context rules (``preceded-by-digit``, ``price``, ``arithmetic``) are checked by the scanner,
which sees the text around the candidate.
"""

from __future__ import annotations

import re

from doiextract.syntax import CONTROL_RE, DOI_RE, MIN_REGISTRANT_DIGITS, RESERVED_SUFFIX_RE

__all__ = ["REASONS", "rejection_reason"]

REASONS = {
    "no-suffix": "there is no '/' and suffix after the prefix '10.<registrant>'",
    "bad-registrant": "the registrant code after '10.' must be digits, optionally dot-separated",
    "registrant-too-short": "the registrant code has fewer than 3 digits (a number, not a DOI)",
    "reserved-suffix": "a suffix starting with one character and '/' is reserved (Z39.84 4.3)",
    "control-character": "control characters are not allowed in a DOI (Z39.84 4.1)",
    "ip-address": "it is an IPv4 address or network, not a DOI",
    "too-long": "it is longer than the maximum DOI length",
    "not-10": "a DOI starts with the directory indicator '10.' (Handbook 2.2.2)",
    "preceded-by-digit": "'10.' directly after a digit is the tail of another number",
    "price": "it follows a currency sign: a price, not a DOI",
    "arithmetic": "it reads as arithmetic (a number divided by a number)",
    "empty": "the input is empty",
}
_PREFIX_RE = re.compile(r"10\.[0-9]+(?:\.[0-9]+)*")


def rejection_reason(doi: str, max_length: int = 0) -> str | None:
    """Return why ``doi`` (decoded, unwrapped) is not a DOI, or ``None`` when it is one.

    >>> rejection_reason("10.1000/182") is None
    True
    >>> rejection_reason("10.5/10")
    'registrant-too-short'
    >>> rejection_reason("10.1000/x/123")
    'reserved-suffix'
    """
    if max_length and len(doi) > max_length:
        return "too-long"
    match = DOI_RE.match(doi)
    if match is None:
        if not doi.startswith("10."):
            return "not-10"
        prefix = _PREFIX_RE.match(doi)
        if prefix is None or (prefix.end() < len(doi) and doi[prefix.end()] != "/"):
            return "bad-registrant"
        return "no-suffix"
    registrant, subdivisions, suffix = match.groups()
    if len(registrant) < MIN_REGISTRANT_DIGITS:
        return "registrant-too-short"
    if CONTROL_RE.search(suffix):
        return "control-character"
    if RESERVED_SUFFIX_RE.match(suffix):
        return "reserved-suffix"
    if subdivisions and subdivisions.count(".") == 2:
        # four dot-separated numbers of up to 3 digits read as an IPv4 address or CIDR block
        if len(registrant) <= 3 and all(len(p) <= 3 for p in subdivisions.split(".")[1:]):
            return "ip-address"
    return None
