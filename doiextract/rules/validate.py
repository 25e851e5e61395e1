"""Validation: accept a decoded candidate as a DOI, or reject it with a named reason.

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

The context rules, which look at the text around the candidate, are steps of ``rules.STEPS``
too: ``reject_glued_number`` (``preceded-by-digit``, before anything else), ``reject_too_long``
(``too-long``: the raw run reached its read limit) and ``validate`` (the syntax above, then
``price`` and ``arithmetic``, ``context_reason``). Every look at the context is bounded.
"""

from __future__ import annotations

import re

from doiextract.rules.state import CandidateState
from doiextract.syntax import (
    ARITHMETIC,
    CONTROL_RE,
    CURRENCY,
    CURRENCY_CODES,
    DOI_RE,
    FIELD_KEY_BEFORE_RE,
    FIELD_KEY_LOOKBACK,
    GLUED_REGISTRANT_RE,
    HEX_DIGITS,
    KEY_BEFORE_RE,
    KEY_LOOKBACK,
    MIN_REGISTRANT_DIGITS,
    NUMBER_SUFFIX_RE,
    PRICE_UNIT_RE,
    PUNCTUATION_RUN_RE,
    RESERVED_SUFFIX_RE,
    TAG_BEFORE_RE,
    TAG_START_RE,
    WORD_AFTER_RE,
)

__all__ = [
    "REASONS",
    "context_reason",
    "price_before",
    "reject_glued_number",
    "reject_too_long",
    "rejection_reason",
    "validate",
]

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
    "price": "it follows a currency sign or code: a price, not a DOI",
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


def reject_glued_number(state: CandidateState) -> CandidateState:
    """Step: ``10.`` glued to a number before it is that number's tail (``preceded-by-digit``).

    "v2010.1234/x", "3.10.1000/1"; but the last hex digit of a percent escape is no number
    ("DOI:%2210.1038/..."), nor a page range glued to a DOI by a lost space ("58.10.1038/...",
    a registrant of 4+ digits that is no year)."""
    text, anchor, lo = state.text, state.anchor, state.lo
    if anchor <= lo:
        return state
    prev = text[anchor - 1]
    if (
        "0" <= prev <= "9"
        and not (anchor - 3 >= lo and text[anchor - 3] == "%" and text[anchor - 2] in HEX_DIGITS)
    ) or (
        prev == "."
        and anchor - 1 > lo
        and "0" <= text[anchor - 2] <= "9"
        # a 3-digit octet ("192.168.10.120/24") or a year ("15.10.2019/v2") is no registrant
        and GLUED_REGISTRANT_RE.match(text, anchor + 3) is None
    ):
        state.reason = "preceded-by-digit"
    return state


def reject_too_long(state: CandidateState) -> CandidateState:
    """Step: a raw run that reached its read limit before the text ended (``too-long``), unless
    it got there through a stretch of trailing punctuation (``PUNCTUATION_RUN_RE``): the DOI
    ends before that stretch (``trim`` runs after the cut)."""
    if state.raw_end >= state.limit and state.limit < len(state.text):
        run = PUNCTUATION_RUN_RE.search(state.text, state.anchor + 3, state.limit)
        if run is None:
            state.reason = "too-long"
        else:
            state.end = run.start()
    return state


def validate(state: CandidateState) -> CandidateState:
    """Step: the DOI syntax (``rejection_reason``), then the look-alikes that only the text
    around the candidate reveals (``context_reason``)."""
    doi = state.doi()
    reason = rejection_reason(doi)
    if reason is None:
        reason = context_reason(
            state.text, state.raw_start, state.anchor, state.raw_end, doi, state.lo
        )
    state.reason = reason
    return state


def price_before(text: str, before: int, lo: int, spaced: bool) -> bool:
    """Whether a price's currency ends at ``text[before]`` (SPEC §2: prices are not DOIs): a
    sign, or after a space (``spaced``) a currency code standing alone ("USD 10.2500/kg").

    >>> price_before("EUR 10.7500/t", 2, 0, True), price_before("AEUR 10.75/t", 3, 0, True)
    (True, False)
    """
    if before < lo:
        return False
    if text[before] in CURRENCY:
        return True
    start = before - 2
    return (
        spaced
        and start >= lo
        and text[start : before + 1] in CURRENCY_CODES
        and (start == lo or not text[start - 1].isalnum())
    )


def _field_key_before(text: str, before: int, lo: int) -> bool:
    """Whether a field's key of two or more characters ends right before the "=" at ``before``
    (``FIELD_KEY_BEFORE_RE``): its last two characters are looked at first, so a one-letter
    variable in prose ("x = 10.125/5") costs no search."""
    end = before
    while end > lo and before - end < 3 and text[end - 1] in " \t":
        end -= 1
    if end - 2 < lo or not (
        text[end - 1].isalnum() and (text[end - 2].isalnum() or text[end - 2] in "_-")
    ):
        return False
    return (
        FIELD_KEY_BEFORE_RE.search(text, max(lo, before - FIELD_KEY_LOOKBACK), before) is not None
    )


def context_reason(
    text: str, raw_start: int, doi_start: int, doi_end: int, doi: str, lo: int
) -> str | None:
    """Look-alikes that only the surrounding text reveals (SPEC §2): ``price`` and
    ``arithmetic``. ``doi_end`` is where the raw run ends.

    >>> context_reason("$10.1234/5", 1, 1, 10, "10.1234/5", 0)
    'price'
    >>> context_reason("10.125/5 = 2.025", 0, 0, 8, "10.125/5", 0)
    'arithmetic'
    """
    before = raw_start - 1
    if before >= lo and text[before] == " ":
        before -= 1
    prev = text[before] if before >= lo else ""
    if price_before(text, before, lo, before < raw_start - 1) and (
        prev in CURRENCY or PRICE_UNIT_RE.fullmatch(doi, doi.index("/") + 1)
    ):
        return "price"
    # "10.125/5 = 2.025", "10.125/2.5": a bare number over a number beside an operator with
    # an operand on its other side. Behind a wrapper ("doi:10.1000/182 = ...") it is a DOI (the
    # Handbook's own example has a numeric suffix), and so it is after a label and "="
    # ("doi = 10.1000/182", a key and its value) or before "=" and a word.
    if raw_start == doi_start and NUMBER_SUFFIX_RE.match(doi, doi.index("/") + 1):
        after = doi_end
        if after < len(text) and text[after] == " ":
            after += 1
        nxt = text[after] if after < len(text) else ""
        # "<" and ">" are comparisons only with a space between and no tag around them:
        # "<doi>10.1/2</doi>" and "<ref name='dog' > 10.1063/1.2263373 </ref>" are markup
        if (
            prev in ARITHMETIC
            and (before < raw_start - 1 or prev not in "<>")
            and _operand_before(text, prev, before, lo)
        ) or (
            nxt in ARITHMETIC
            and (after > doi_end or nxt not in "<>")
            and (nxt != "<" or TAG_START_RE.match(text, after) is None)
            and WORD_AFTER_RE.match(text, after + 1) is None
        ):
            return "arithmetic"
    return None


def _operand_before(text: str, prev: str, before: int, lo: int) -> bool:
    """Whether the operator ``prev`` at ``before`` has an operand before it: not a DOI label
    as a key ("doi = 10.1000/182", ``KEY_BEFORE_RE``), a field's key before "="
    ("|jstor=10.2307/40237667", ``_field_key_before``) nor a tag's ">" (``TAG_BEFORE_RE``),
    each looked for in a bounded window."""
    window = max(lo, before - KEY_LOOKBACK)
    if KEY_BEFORE_RE.search(text, window, before) is not None:
        return False
    if prev == "=":
        return not _field_key_before(text, before, lo)
    return prev != ">" or TAG_BEFORE_RE.search(text, window, before) is None
