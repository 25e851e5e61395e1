"""The query lane: the DOIs of one URL with a query string, in the commonest shapes, cheaply.

Links on reference lists and article pages carry DOIs as query values
(``/plosone/article?id=10.1371/journal.pone.0213978``, ``scholar_lookup?...&doi=10.1007%2Fs1``,
``/servlet/linkout?...&doi=10.1002%2Fanie.1&key=10.1371%2Fx``). The HTML reader scans such a
link with ``?``, ``#`` and ``&`` as field separators (SPEC §3), which keeps the scanner's fast
lanes away, and a ``%2F`` separator keeps them away too: every one of these DOIs went through
the general rules (``rules.process_candidate``, ~10 steps). ``query_hits`` answers for a whole
URL when each of its anchors has this shape: a registrant, ``/`` or ``%2F`` (decoded once,
SPEC §4), a suffix of letters, digits, ``._/-`` and ``%2F`` with nothing the rules cut,
decode or fold (``fast._may_block``), ending on a letter or digit at the text's end or at a field
separator; before it the wrapper the general rules' own look finds (``unwrap.wrapper_context``),
or none. It asks the rules' own functions for the wrapper, the URL tail, the syntax and the
context (``validate``), the readings (``fast.kept_after``, else ``Reader.reread``) and the clip of
overlapping hits (``scan._clip``) as the scanner does; anything else, and it returns ``None``:
the caller scans the text as before. Property tests hold it to the scanner
(tests/properties/test_query_lane.py).

Not a stable API: import from ``doiextract`` instead.
"""

from __future__ import annotations

import re

from doiextract.model import Hit, Location, Removal
from doiextract.options import Options
from doiextract.rules.fast import _at_text_end, _may_block, _url_tail_cut, kept_after
from doiextract.rules.readings import Reader
from doiextract.rules.unwrap import wrapper_context
from doiextract.rules.validate import context_reason, rejection_reason
from doiextract.scan import _clip, _new_reader
from doiextract.syntax import ANCHOR_ASCII_RE

__all__ = ["Checked", "query_hits"]

#: The shape the lane takes, matched at an anchor: the registrant, the separator (group 1),
#: the suffix (group 2: letters, digits, "._/-" and "%2F").
_QUERY_DOI_RE = re.compile(r"10\.[0-9]+(?:\.[0-9]+)*(/|%2[Ff])((?:[A-Za-z0-9._/-]|%2[Ff])+)")
#: A "%2F" (the separator or in the suffix), decoded once (SPEC §4).
_ENCODED_SLASH_RE = re.compile("%2[Ff]")
#: Characters before an anchor that the lane leaves to the rules: a number it may be glued to
#: (``validate.reject_glued_number``), emphasis marks (``trim.unemphasize``).
_GLUED_BEFORE = frozenset("0123456789.*_")
#: The field separators of a URL (``extract._url_options``): none can stand in the lane's shape.
_URL_SEPARATORS = "?#&"
_new_tuple = tuple.__new__
#: Per DOI: whether ``_blocked`` found it blocked by the first two tests, and the URL-tail
#: test's answer once asked (``None`` before).
Checked = dict[str, tuple[bool, bool | None]]


def query_hits(
    text: str, location: Location, options: Options, checked: Checked | None = None
) -> list[Hit] | None:
    """The hits of ``text`` (one URL), as ``scan.scan_text`` gives them with ``options``
    (field separators set), or ``None`` when any anchor is not in the lane's shape.
    ``checked``: what the lane found out about DOIs alone in the document's other URLs (a page
    holds its own DOI in tens of links; see ``_blocked``), shared by the calls for one document."""
    if not options.field_separators or not text.isascii():
        return None
    # the user's own separators besides a URL's (which the lane's shape holds none of): one in
    # a DOI's run would end it there
    separators = options.field_separators
    others = (
        ""
        if separators == _URL_SEPARATORS
        else "".join(c for c in separators if c not in _URL_SEPARATORS)
    )
    if checked is None:
        checked = {}
    reader: Reader | None = None
    hits: list[Hit] = []
    floor = 0
    pos = 0
    search = ANCHOR_ASCII_RE.search
    while (match := search(text, pos)) is not None:
        if reader is None:
            reader = _new_reader(options)
        hit = _query_hit(text, match.start(), location, options, reader, others, checked)
        if hit is None:
            return None
        if hit.span[0] < floor:
            # a wrapper read back over the hit before ("doi=10.1/a&key=10.1/b"): hits never
            # overlap, the scanner's own clip (SPEC §3, §5)
            hit = _clip(hit, floor)
        # (its line as the scanner counts it: the line breaks before it, in a script's text)
        hits.append(_new_tuple(Hit, (*hit[:-1], 1 + text.count("\n", 0, hit.span[0]))))
        pos = floor = hit.span[1]
    return hits


def _query_hit(
    text: str,
    anchor: int,
    location: Location,
    options: Options,
    reader: Reader,
    others: str,
    checked: Checked,
) -> Hit | None:
    """The hit of the anchor at ``anchor`` in the lane's shape, else ``None``; ``others``: field
    separators that may stand in the shape."""
    found = _QUERY_DOI_RE.match(text, anchor)
    if found is None:
        return None
    end = found.end()
    if not _plain_run(text, anchor, end, options, others):
        return None
    wrapper = _wrapper(text, anchor)
    if wrapper is None:
        return None
    raw_start, is_url = wrapper
    # each "%2F" (the separator's, the suffix's) decoded once (SPEC §4)
    if text.find("%", found.start(1), end) < 0:
        escapes = []
        doi = text[anchor:end]
    else:
        escapes = list(_ENCODED_SLASH_RE.finditer(text, found.start(1), end))
        doi = _ENCODED_SLASH_RE.sub("/", text[anchor:end])
    key = doi.lower()
    if _blocked(doi, key, is_url, checked) or (
        context_reason(text, raw_start, anchor, end, doi, 0) is not None
    ):
        return None
    removals = [Removal("unwrap", text[raw_start:anchor], "", 0)] if raw_start < anchor else []
    for escape in escapes:
        removals.append(Removal("percent-decode", escape.group(), "/", escape.start() - raw_start))
    fields = (doi, key, text[raw_start:end], (raw_start, end), (anchor, end), location)
    hit: Hit = _new_tuple(Hit, (*fields, tuple(removals), None))
    return _read(hit, text, anchor, end, options.max_doi_length, reader)


def _blocked(doi: str, key: str, is_url: bool, checked: Checked) -> bool:
    """Whether the rules cut, decode or reject ``doi`` itself, whatever stands around it: it
    holds something the hot path leaves to them (``fast._may_block``), it is no DOI
    (``validate.rejection_reason``), or in a URL a publisher's path follows it
    (``fast._url_tail_cut``). All three read the DOI alone, so each DOI is asked once per
    document (``checked``: the first two, then the third once it is asked; a PLOS page holds
    its own DOI in ~40 links and each figure's in 7, where ``strip_url_tail`` alone took
    ~9 µs)."""
    answers = checked.get(doi)
    if answers is None:
        blocked = _may_block(doi, doi.index("/") + 1, len(doi)) or rejection_reason(doi) is not None
        answers = checked[doi] = (blocked, None)
    blocked, tail_cut = answers
    if blocked or not is_url:
        return blocked
    if tail_cut is None:
        tail_cut = _url_tail_cut(key)
        checked[doi] = (False, tail_cut)
    return tail_cut


def _plain_run(text: str, anchor: int, end: int, options: Options, others: str) -> bool:
    """Whether the run ``text[anchor:end]`` (the lane's pattern) is the whole raw run, too
    short to be cut at the limit, ends on a letter or digit and is glued to nothing the rules
    read as a number's tail or emphasis."""
    if others and any(separator in text[anchor:end] for separator in others):
        return False
    return (
        (end == len(text) or text[end] in options.field_separators)
        and end - anchor < options.max_doi_length
        and text[end - 1].isalnum()
        and not (anchor and text[anchor - 1] in _GLUED_BEFORE)
    )


def _read(hit: Hit, text: str, anchor: int, end: int, max_length: int, reader: Reader) -> Hit:
    """The readings (SPEC §5): told cheaply where they keep the hit (as for the plain lane),
    else asked (``Reader.reread``)."""
    limit = anchor + max_length
    if end == len(text):
        after = _at_text_end(text, hit.doi, end, end, end, reader)
        kept = after >= 0 and reader.keeps(hit.doi, hit.key, text, anchor, end, end, after, 0)
    else:
        kept = kept_after(hit.doi, hit.key, text, (anchor, end, end, limit), reader, 0)
    return hit if kept else reader.reread(hit, text, 0, len(text), limit)


def _wrapper(text: str, anchor: int) -> tuple[int, bool] | None:
    """Where the raw text starts and whether it is a URL: the wrapper the general rules find
    glued to the anchor, or none; ``None`` for any other (a URN, one across a gap)."""
    found = wrapper_context(text, anchor, 0)
    if found is None:
        return anchor, False
    raw_start, is_url, is_urn, gap = found
    if is_urn or gap is not None or (raw_start and text[raw_start - 1] in "*_"):
        return None
    return raw_start, is_url
