"""Letter-spaced text: a PDF text layer that prints every character apart (issue #9).

Some PDFs place each glyph on its own (character spacing, justified display type), and their
text layer then reads ``h t t p s : / / d o i . o r g / 1 0 . 1 0 1 6 / S 0 1 6 5``: every
character followed by one blank. No ``10.`` is printed together, so the scanner's anchor never
starts there. ``collapse_letter_spacing`` joins such a run back into one word where the joined
form holds a DOI wrapper or a ``10.`` prefix with its registrant and ``/`` (SPEC §5, PDF text:
spaces that extraction added), and leaves every other run of single characters alone (a list
of initials, a spaced-out heading, a row of table digits).

It lives here, in the PDF layer, and not in the scanner: a letter-spaced DOI holds no ``10``, so
finding one in any text costs a second pass over all of it (measured +15-25% on sparse text's
scan, issue #10), while a PDF page's text costs far more to extract than the one ``in`` test
that gates this repair.

Not a stable API: import from ``doiextract`` instead.
"""

from __future__ import annotations

import re

__all__ = ["collapse_letter_spacing"]

#: Every letter-spaced DOI holds its prefix's "10." spaced out, then a registrant digit.
_HINT = "1 0 . "
#: A run of at least 9 single characters (the shortest DOI, "10.1234/x", has 9), each
#: separated from the next by one space, the run standing between blanks or line ends. Each
#: character is tested a bounded number of times (a failed run is shorter than 9): linear time.
_RUN_RE = re.compile(r"(?<![^ \t\r\n])[^ \t\r\n](?: [^ \t\r\n]){8,}(?![^ \t\r\n])")
#: Where a DOI starts in a joined run: a DOI wrapper or label, or a bare prefix not glued to a
#: digit before it; what follows must hold a prefix with its registrant and "/".
_START_RE = re.compile(r"(?:https?://|(?:dx\.)?doi\.org/|doi:|(?<![0-9])10\.[0-9])", re.IGNORECASE)
_PREFIX_RE = re.compile(r"10\.[0-9]{4,9}(?:\.[0-9]{1,9}){0,3}/.")


def collapse_letter_spacing(text: str) -> str:
    """``text`` with each letter-spaced DOI run joined from where its DOI starts (the spaces
    between its characters removed); other text as it is.

    >>> collapse_letter_spacing("x. h t t p s : / / d o i . o r g / 1 0 . 1 0 1 6 / S 0 1 6 5  y")
    'x. https://doi.org/10.1016/S0165  y'
    >>> collapse_letter_spacing("T H E  E N D and a b c d e f g h i j")
    'T H E  E N D and a b c d e f g h i j'
    """
    if _HINT not in text:
        return text
    parts: list[str] = []
    done = 0
    for run in _RUN_RE.finditer(text):
        joined = run.group()[::2]
        start = _START_RE.search(joined)
        if start is None or _PREFIX_RE.search(joined, start.start()) is None:
            continue
        parts.append(text[done : run.start() + 2 * start.start()])
        parts.append(joined[start.start() :])
        done = run.end()
    if not parts:
        return text
    parts.append(text[done:])
    return "".join(parts)
