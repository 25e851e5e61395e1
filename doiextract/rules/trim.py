"""Step 3: where a DOI ends: trailing punctuation, unbalanced closers, a trailing ``/``.

Takes the raw run; returns the new end. Trims trailing ``. , ; : ! ? …``, quotes, em dashes and
*unbalanced* ``) ] } >`` (SPEC §5: the Lancet PII ``S0140-6736(20)30183-5`` and the SICI
``<693::AID-ASI4>`` keep their balanced brackets), and a trailing ``/``, a URL artifact
(Handbook 3.8.1). Only literal characters are trimmed: an encoded ``%2E`` keeps its dot.

Won't: look at the wrapper, decode, or validate.
"""

from __future__ import annotations

import html
import re

from doiextract.syntax import (
    CLOSERS,
    TRAILING_DASHES,
    TRAILING_OPENERS,
    TRAILING_PUNCTUATION,
    TRAILING_QUOTES,
)

__all__ = ["trim_trailing"]

_TRIMMED = TRAILING_PUNCTUATION | TRAILING_QUOTES | TRAILING_DASHES | TRAILING_OPENERS | {"/"}
_ENTITY_AT_END_RE = re.compile(
    r"&(?:#[0-9]{1,7}|#[xX][0-9A-Fa-f]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});\Z"
)


def trim_trailing(text: str, start: int, end: int) -> int:
    """Return the end of ``text[start:end]`` once trailing punctuation is trimmed.

    >>> s = "(doi:10.1016/S0140-6736(20)30183-5)."
    >>> s[:trim_trailing(s, 5, len(s))]
    '(doi:10.1016/S0140-6736(20)30183-5'
    """
    while end > start:
        char = text[end - 1]
        if char == ";" and (entity := _ENTITY_AT_END_RE.search(text, max(start, end - 12), end)):
            # an HTML character reference for a quote or punctuation ("&quot;") is trimmed
            # whole, like the character it stands for (SPEC §4: entities are unescaped)
            value = html.unescape(entity.group())
            if value in _TRIMMED or (
                value in CLOSERS
                and text.count(value, start, end) + text.count(entity.group(), start, end)
                > text.count(CLOSERS[value], start, end)
            ):
                end = entity.start()
                continue
        if char in _TRIMMED:
            end -= 1
            continue
        if char == "\\" and end < len(text) and text[end] in "\"'":
            end -= 1  # the escape of the quote that ends the run (JSON, code: "...-2\"")
            continue
        opener = CLOSERS.get(char)
        if opener is not None:
            body = text[start:end]
            if body.count(char) > body.count(opener):
                end -= 1
                continue
        break
    return end
