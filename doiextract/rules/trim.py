"""Step 3: where a DOI ends: trailing punctuation, unbalanced closers, a trailing ``/``.

Takes the raw run; returns the new end. Trims trailing ``. , ; : ! ? …``, quotes, em dashes and
*unbalanced* ``) ] } >`` (SPEC §5: the Lancet PII ``S0140-6736(20)30183-5`` and the SICI
``<693::AID-ASI4>`` keep their balanced brackets), and a trailing ``/``, a URL artifact
(Handbook 3.8.1). Only literal characters are trimmed: an encoded ``%2E`` keeps its dot.

Won't: look at the wrapper, decode, or validate.
"""

from __future__ import annotations

from doiextract.syntax import CLOSERS, TRAILING_DASHES, TRAILING_PUNCTUATION, TRAILING_QUOTES

__all__ = ["trim_trailing"]

_TRIMMED = TRAILING_PUNCTUATION | TRAILING_QUOTES | TRAILING_DASHES | {"/"}


def trim_trailing(text: str, start: int, end: int) -> int:
    """Return the end of ``text[start:end]`` once trailing punctuation is trimmed.

    >>> s = "(doi:10.1016/S0140-6736(20)30183-5)."
    >>> s[:trim_trailing(s, 5, len(s))]
    '(doi:10.1016/S0140-6736(20)30183-5'
    """
    while end > start:
        char = text[end - 1]
        if char in _TRIMMED:
            end -= 1
            continue
        opener = CLOSERS.get(char)
        if opener is not None:
            body = text[start:end]
            if body.count(char) > body.count(opener):
                end -= 1
                continue
        break
    return end
