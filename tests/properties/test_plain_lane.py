"""The hot path's plain lane (``rules.fast.plain_hit``, issue #10 item 2): wherever it answers,
the hit is the one ``fast_hit`` and the readings (``Reader.reread``) give, and the one the
general rules give; where a reading may change the hit, it declines."""

from __future__ import annotations

import io
from unittest import mock

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from doiextract import Options, iter_hits
from doiextract.model import Location
from doiextract.options import DEFAULT_OPTIONS
from doiextract.rules import fast, process_candidate
from doiextract.rules.readings import Reader
from doiextract.scan import scan_stream, scan_text
from doiextract.syntax import ANCHOR_RE, SIMPLE_WRAPPERS

SETTINGS = settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])

#: DOIs whose registrant has a profile that calls them complete, incomplete, or none; with long
#: digit runs (a page range may have lost its hyphen), glued page numbers, labels, URL tails.
_DOIS = st.sampled_from(
    [
        *("10.1016/j.immuni.2011.11.018", "10.1038/nchembio.780", "10.1038/nchem"),
        *("10.1128/msphere.00109-24", "10.1128/msphere.00109-2410", "10.1128/AEM.70.2.12131221"),
        *("10.1534/genetics.112.146340", "10.1101/029983", "10.1101/gr.131748", "10.1000/182"),
        *("10.1093/nar/gkr1030", "10.1371/journal.pone.0012345", "10.5555/abc123"),
        *("10.5555/abc12", "10.5555/ab", "10.1111/j.1365-2958.2006.05172.x", "10.7554/eLife.1"),
        *(
            "10.5555/x.pdf",
            "10.5555/ps.184",
            "10.5555/a.1PubMed",
            "10.5555/SciRep",
            "10.1242/dev.1",
            "10.4321/89",
            "10.1000/5",
        ),
        *("10.5555/emboj.2011", "10.5555/ij", "10.1016/S0092-8674(02)00976-5", "10.1155/2013/4"),
        *("10.1130/00917613(2001)029", "10.1130/0091-7613(2001)029"),
    ]
)
_BEFORE = st.sampled_from(
    [
        *("", " ", "\n", "(", "x", "$ ", "= ", ", ", "; ", "\t", "see ", "doi.org/ ", "70: "),
        *("x = ", "doi = ", "< "),
        *(
            "Genetics. 10. 122\u2013133. ",
            "Cell. 10. 1291\u2013300\n",
            "10. 1234\u20135/",
            "110. 12\u20134 ",
        ),
        *(
            "10.  1234\u20135 ",
            "10.\n1234\u20135 ",
            "10. 1234\u2013 5 ",
            "10. 1234-5 ",
            "10. 123\u2013\n4 ",
        ),
        *("Nature. 374. 57-60. ", "AEM 70: 1213-1221. ", "12131221 ", "Genetics. 112. ", "1. "),
    ]
)
_WRAPPERS = st.sampled_from(["", *SIMPLE_WRAPPERS, "DOI:\n", "urn:doi:"])
_MARKS = st.sampled_from(["", ".", ",", ";", ":", ")", ").", "-"])
_AFTER = st.sampled_from(
    [
        *("", " ", "  ", "\t", "\n", "\r\n", "\r", "\n\n", "\n  ", "\f", "\x02", "\ufffe", "\n\f"),
        *(" and more", ". The", "\nSmith J", "\nsmith", "\n1234.", "\n.x12", "\n5. Epub", "\n-x"),
        *("\n10\n", " 10 patients", "\n3D models", "PMID: 1", " PMID: 1", "\n\u00fcber", '"', "<"),
        *(" 9.", "\n9", "\n111\nMore", "\ndb.041922dr", " 03197403", "\n.111\nSmith", "\nx"),
        *(" = 2", " * 4", " = the", "=2"),
        *("\nM\u00fcller J", "\nM\u00dcLLER", "\nM\u00fc12x", " M\u00fcller", "\nA\u2014B"),
        *("\n\u00d6degaard", "\nX\u00a0Y", "\nR\u00f3\n"),
        *(" .\nSmith J", " .", " .x12", " . 12", " .\u2014", " ..\n", " .5\n", " .|"),
        *("\nA meeting", "\nA", "\nA1 x", "\nA\u2014x", "\nA|", "\nAB", "\nA.x12", '\nA"'),
    ]
)
#: One reference-like piece: text before, a wrapper, a DOI, a final mark, what follows.
_PIECE = st.tuples(_BEFORE, _WRAPPERS, _DOIS, _MARKS, _AFTER).map("".join)
_TEXTS = st.lists(_PIECE, min_size=1, max_size=5).map("".join)
#: URNs (Handbook 2.6.3: the prefix's "/" printed ":"), glued one to the next or not, after
#: what may make the wrapper something else (a URL, Markdown emphasis, a longer token).
_URN_WRAPPERS = st.sampled_from(
    [
        *("urn:doi:", "URN:DOI:", "Urn:Doi:", "urn:doi:", "xurn:doi:", "https://x.org/urn:doi:"),
        *("*urn:doi:", "urn:doi: ", "urn:doi:\n", "doi:", "urn:", "info:doi/", "www."),
    ]
)
_URN_DOIS = _DOIS.map(lambda doi: doi.replace("/", ":", 1))
_URN_TAILS = st.sampled_from(
    ["", ":", "::", ".", "%2F", "&amp;", "\u00ad", "(", ")", "-\n", "doi:", "PMID", " = 2", "*"]
)
_URN_PIECE = st.tuples(_BEFORE, _URN_WRAPPERS, _URN_DOIS, _URN_TAILS, _MARKS, _AFTER).map("".join)
_URN_TEXTS = st.lists(st.one_of(_URN_PIECE, _URN_PIECE, _PIECE), min_size=1, max_size=6).map(
    "".join
)
#: URNs glued one to the next, as in a run of them with nothing between (each cut where the
#: next label starts: ``SPLIT_RE``), the next label perhaps no cut at all ("urn:", "URN:DOI:").
_GLUED_URNS = st.lists(
    st.tuples(
        st.sampled_from(["urn:doi:", "doi:", "DOI:", "urn:", "URN:DOI:", "Doi:", "doi"]),
        st.one_of(_URN_DOIS, _DOIS),
        st.sampled_from(["", ".", ":", ";", ",", ")", "-", "x.", "..", ":.", "_", "(a"]),
    ).map("".join),
    min_size=2,
    max_size=8,
).map("".join)


def _no_lane(*_args: object) -> None:
    return None


@SETTINGS
@given(st.one_of(_URN_TEXTS, _GLUED_URNS))
@example("urn:doi:10.1000:" * 6)
@example("see urn:doi:10.1234:5 = 3 and URN:DOI:10.1000:abc. (urn:doi:10.1000:a(b)).")
@example("urn:doi:10.1128:msphere.00109-24\n\f9 Issue 5 urn:doi:10.1128:msphere.00109-2410\n")
@example("urn:doi:10.1000:x.\nurn:doi:10.1000:x" + "urn:doi:10.1000:" * 3)
@example("urn:doi:10.1000:0.urn:doi:10.1000:1.urn:doi:10.1000:2;doi:10.1000:3,doi:10.1000:4")
def test_urn_lane_gives_the_hits_of_the_general_rules(text: str) -> None:
    """URNs: the scan with the URN lane (``rules.fast.urn_hit``), without it, and with the
    general rules only find the same hits and rejections; streamed too."""
    with_lane = list(scan_text(text, explain=True))
    with mock.patch("doiextract.scan.urn_hit", _no_lane):
        without = list(scan_text(text, explain=True))
    assert with_lane == without
    assert with_lane == list(scan_text(text, explain=True, fast=False))
    assert list(scan_text(text)) == list(scan_text(text, fast=False))
    options = Options(chunk_size=7)
    assert list(scan_stream(io.StringIO(text), options=options)) == list(scan_text(text))


#: A simple wrapper glued to the token before it ("doi:doi:10...", "*doi:10...*").
_GLUED_WRAPPERS = st.lists(
    st.tuples(
        st.sampled_from(["", "doi:", "x", "*", "_", "__", "urn:", ":", "a.", "https:", "?a=", "&"]),
        st.sampled_from(["", *SIMPLE_WRAPPERS]),
        _DOIS,
        st.sampled_from(["", " ", "*", "_", ".", "\n", "doi:", ", ", "&b=1 "]),
    ).map("".join),
    min_size=1,
    max_size=5,
).map("".join)


@SETTINGS
@given(_GLUED_WRAPPERS)
@example("doi:doi:10.1000/x doi:doi:10.1000/x ")
@example("*doi:10.1000/x* and _DOI:10.5555/ab_ and xhttps://doi.org/10.1000/1")
@example("https://x.org/?a=doi:10.1000/x&b=1 and https:doi:10.1000/y")
def test_a_glued_simple_wrapper_is_the_general_rules_wrapper(text: str) -> None:
    """The hot path takes a simple wrapper glued to a token only where the general rules'
    look finds it alone (``unwrap.wrapper_context``): the same hits and rejections."""
    assert list(scan_text(text, explain=True)) == list(scan_text(text, explain=True, fast=False))
    assert list(scan_text(text)) == list(scan_text(text, fast=False))


@pytest.mark.parametrize(
    "text", ["urn:doi:10.1000:" * 4, "see urn:doi:10.1000:abc.123 and", "URN:DOI:10.5555:abc12."]
)
def test_urn_lane_answers_urns(text: str) -> None:
    """The URN lane is no dead code: it answers these URNs alone, as the general rules do."""
    calls: list[object] = []

    def counted(*args: object) -> object:
        hit = fast.urn_hit(*args)  # type: ignore[arg-type]
        calls.append(hit)
        return hit

    with mock.patch("doiextract.scan.urn_hit", counted):
        hits = list(scan_text(text))
    assert hits and len([c for c in calls if c is not None]) == len(hits)
    assert hits == list(scan_text(text, fast=False))


#: URL-wrapped DOIs (issue #10 item 2): at the text's start and end (a PDF link's URI, an
#: HTML link's text), inside brackets, with what a URL carries after the DOI (a query, a
#: fragment, a publisher's path, an encoded "/"), glued to a next word or URL, or broken
#: after the host.
_URL_BEFORE = st.sampled_from(["", "", " ", "\n", "(", "<", "[", "x", "see ", "$ ", ", ", "*", '"'])
_URL_WRAPPERS = st.sampled_from(
    [
        *(w for w, is_url in SIMPLE_WRAPPERS.items() if is_url),
        *("https://doi.org/\n", "https://doi.org/ ", "HTTPS://DOI.ORG/", "https://doi.org/doi:"),
        *("https://doi.org/\n\n", "http://doi.org/\r\n", "https://doi. org/", "https://x.org/"),
    ]
)
_URL_DOIS = st.one_of(_DOIS, _DOIS.map(lambda doi: doi.replace("/", "%2F", 1)))
_URL_TAILS = st.sampled_from(
    [
        *("", "", ".", ")", ").", ">", ">.", "]", '"', ",", ";", ":", "-", "_"),
        *("?x=1", "#frag", "?a=1&b=2", "&amp;", "%2Fx", "/full", "/abstract", ".pdf", "/"),
        *("x", "doi:", "https://doi.org/10.1000/y", "10.1000/z", "%20", " ", "\t"),
    ]
)
_URL_AFTER = st.one_of(
    st.just(""), st.sampled_from(["\n", " ", "\r\n", "\n\n", " \n", "\f"]), _AFTER
)
_URL_PIECE = st.tuples(_URL_BEFORE, _URL_WRAPPERS, _URL_DOIS, _URL_TAILS, _URL_AFTER).map("".join)
_URL_TEXTS = st.lists(st.one_of(_URL_PIECE, _URL_PIECE, _PIECE), min_size=1, max_size=4).map(
    "".join
)


def _assert_lane_gives_the_general_hits(text: str) -> None:
    """The scan with the plain lane, without it (``fast_hit`` and ``reread`` for every DOI),
    and with the general rules only find the same hits and rejections."""
    with_lane = list(scan_text(text, explain=True))
    with mock.patch("doiextract.scan.plain_hit", _no_lane):
        without = list(scan_text(text, explain=True))
    assert with_lane == without
    assert with_lane == list(scan_text(text, explain=True, fast=False))
    assert list(scan_text(text)) == list(scan_text(text, fast=False))


@SETTINGS
@given(_URL_TEXTS)
@example("https://doi.org/10.1016/j.immuni.2011.11.018")
@example("https://doi.org/10.5555/abc12\nMore https://doi.org/10.5555/abc1234")
@example("https://doi.org/10.5555/abc12\nMore https://doi.org/10.5555/abc1234\n")
@example("https://doi.org/10.1000/x?a=1#f (http://dx.doi.org/10.1000/y). <doi.org/10.1000/z>")
@example("https://doi.org/\n10.1000/x https://doi.org/10.1000%2Fy.")
@example("https://doi.org/10.1000/abchttps://doi.org/10.1000/y")
def test_plain_lane_on_urls_gives_the_hits_of_the_general_rules(text: str) -> None:
    """URL-wrapped DOIs, at the text's start and end too: the lane changes no hit."""
    _assert_lane_gives_the_general_hits(text)
    assert list(scan_stream(io.StringIO(text), options=Options(chunk_size=7))) == list(
        scan_text(text)
    )
    _assert_lane_hits_are_fast_hits_reread(text)


@SETTINGS
@given(_TEXTS)
@example("Appl Environ Microbiol 70: 1213-1221. doi:10.1128/AEM.70.2.12131221\nSmith J")
@example("10.1128/msphere.00109-24\n\f9 Issue 5 10.1128/msphere.00109-2410\n")
@example("https://doi.org/10.5555/abc12\n34\nMore text https://doi.org/10.5555/abc1234\n")
@example("Int J Dev Biol. 49. 539-546. https://doi.org/10.5555/ij\ndb.041922dr")
@example("Geology 29: 1. doi:10.1130/00917613(2001)029 and")
def test_plain_lane_gives_the_hits_of_the_fast_path_and_of_the_general_rules(text: str) -> None:
    """The scan with the plain lane, without it (``fast_hit`` and ``reread`` for every DOI),
    and with the general rules only find the same hits and rejections."""
    _assert_lane_gives_the_general_hits(text)


@SETTINGS
@given(_TEXTS, st.sampled_from([1, 7, 64]))
def test_plain_lane_in_a_stream(text: str, chunk_size: int) -> None:
    """Streamed in chunks (the lane's look-ahead ends at the buffer's edge), the same hits."""
    options = Options(chunk_size=chunk_size)
    assert list(scan_stream(io.StringIO(text), options=options)) == list(scan_text(text))


@SETTINGS
@given(_TEXTS)
def test_plain_lane_hit_is_the_fast_path_hit_reread(text: str) -> None:
    """Each hit the lane gives alone is ``fast_hit``'s hit, unchanged by ``Reader.reread``
    (with the DOIs seen before it), and the lane records its key as ``reread`` does."""
    _assert_lane_hits_are_fast_hits_reread(text)


def _assert_lane_hits_are_fast_hits_reread(text: str) -> None:
    """``test_plain_lane_hit_is_the_fast_path_hit_reread``'s check."""
    lane_reader, reader = Reader(), Reader()
    pos = 0
    while (match := ANCHOR_RE.search(text, pos)) is not None:
        pos = match.start() + 1
        args = (text, match, 0, len(text), 0, Location(), lane_reader, 1024, 0, 1, 0)
        hit = fast.plain_hit(*args)
        if hit is None:
            continue
        made = fast.fast_hit(text, match, 0, DEFAULT_OPTIONS, 0, Location())
        if hit is fast.NO_DOI:
            # (a volume and its pages, "10. 122–133": the general rules reject it)
            general = process_candidate(text, match.start(), 0, len(text), DEFAULT_OPTIONS, -1)
            assert made is fast.NO_DOI or (made is None and general.doi is None)
            continue
        assert made is not None and made is not fast.NO_DOI
        assert reader.reread(made, text, 0, len(text), match.start() + 1024) is made
        assert hit == made._replace(line=text.count("\n", 0, hit.span[0]) + 1)
        assert lane_reader.seen == reader.seen


_COMMON = [
    "Immunity. 36. 120-131. https://doi.org/10.1016/j.immuni.2011.11.018\nMcQuilton P",
    "see doi:10.1038/nchembio.780. The next",
    "see (https://doi.org/10.5555/abc), and",
    "the DOI 10.5555/abc123 , more",
    "PLoS One. 5. e1. 10.1371/journal.pone.0012345\nSmith J",
    "Mol Cell. 54. 1. https://doi.org/10.1016/j.molcel.2014.03.004\nM\u00fcller J",
    "Neuroimage. 49. 44-56. doi: 10.1016/j.neuroimage.2009.08.024 .\nZhang D",
    "https://doi.org/10.1016/j.immuni.2011.11.018",
    "http://dx.doi.org/10.1038/nchembio.780\n",
    "(https://doi.org/10.5555/abc).",
    "see doi.org/10.1371/journal.pone.0012345 \n",
]


@pytest.mark.parametrize("text", _COMMON)
def test_plain_lane_answers_the_common_shapes(text: str) -> None:
    """The lane is no dead code: it answers the commonest shapes alone."""
    match = ANCHOR_RE.search(text)
    assert match is not None
    hit = fast.plain_hit(text, match, 0, len(text), 0, Location(), Reader(), 1024, 0, 1, 0)
    assert hit is not None
    assert [hit] == list(scan_text(text, fast=False))


#: Where a reading changes the hit (SPEC §5 Readings): the lane declines, the readings decide.
_READ = [
    ("Appl Environ Microbiol 70: 1213-1221. doi:10.1128/AEM.70.2.12131221.2004\n", "1213-1221"),
    ("10.1128/msphere.00109-24\n\f9 10.1128/msphere.00109-2410\n", "msphere.00109-24"),
    ("Int J Dev Biol. 49. 539-546. https://doi.org/10.5555/ij\ndb.041922dr", "ijdb.041922dr"),
    ("Protein Sci 12: 2262. https://doi.org/10.5555/ps. 03197403", "ps.03197403"),
    ("J Vis 9: 1-13. doi:10.5555/9.13. 1. PubMed: 19271923.", "10.5555/9.13.1"),
    ("doi: 10.1007/s10194-012-0474-\n1. [PubMed].", "0474-1"),
    ("https:// doi. org/ 10. 1074/ jbc. M3128 10200", "10.1074/jbc.M312810200"),
]


@pytest.mark.parametrize(("text", "part"), _READ)
def test_plain_lane_leaves_the_readings_to_reread(text: str, part: str) -> None:
    hits = list(iter_hits(text))
    assert any(part in hit.doi for hit in hits), hits
    assert hits == list(scan_text(text, fast=False))
    reader = Reader()
    for hit in hits:
        match = ANCHOR_RE.search(text, hit.doi_span[0])
        assert match is not None
        args = (text, match, 0, len(text), 0, Location(), reader, 1024, 0, 1, 0)
        if part in hit.doi:
            assert fast.plain_hit(*args) is None


#: DOIs the plain lane leaves to ``fast_hit`` or the general rules (a ":", a SICI, brackets),
#: after wrappers that are no simple wrapper too: ``rules.fast.kept_as_is`` then tells whether
#: ``reread`` keeps the hit (issue #10 item 2), as it does for the lanes.
_OTHER_DOIS = st.sampled_from(
    [
        *("10.1023/A:1024898127549", "10.1023/B:JOEC.0000037741.13402.19", "10.1023/A:10"),
        *("10.1603/0022-0493(2007)100[1258:ETFSAH]2.0.CO;2", "10.1016/0955-0674(91)90162-R"),
        *("10.1002/1096-987X(200010)21:13<1132::AID-JCC2>3.0.CO;2-5", "10.5555/a:b12"),
        *("10.1038/488S2a", "10.1371/journal.pntd.000155722479657", "10.1128/AEM.70.2.1213:1"),
    ]
)
_OTHER_WRAPPERS = st.sampled_from(
    ["", "doi:", "doi: ", "https://doi.org/", "www.pnas.org/cgi/doi/", "http://x.org/doi/abs/"]
)
_OTHER_TEXTS = st.lists(
    st.one_of(
        st.tuples(_BEFORE, _OTHER_WRAPPERS, _OTHER_DOIS, _MARKS, _AFTER).map("".join), _PIECE
    ),
    min_size=1,
    max_size=5,
).map("".join)


@SETTINGS
@given(_OTHER_TEXTS)
@example("Plan Ecol 166: 49-61. doi:10.1023/A:1023278502972.\nCockJ, OberthurT")
@example("doi:10.1023/A:1023278502972\n  12\nx doi:10.1023/A:10232785029721\n")
@example("www.pnas.org/cgi/doi/10.1073/pnas.1217675110.\nLuZ, ZhangQ")
# a line broken before the DOI's "_" (MIT Press; the "mark-line" reading, SPEC §5)
@example("https://doi.org/10.1162/jocn_a \n_01208, PubMed: 29160743 ")
def test_kept_as_is_gives_the_hits_of_the_general_rules(text: str) -> None:
    """Hits of ``fast_hit`` and of the general rules that ``kept_as_is`` keeps without asking
    ``reread``: the same hits as the general rules', and as ``reread`` asked every time."""
    _assert_lane_gives_the_general_hits(text)
    with mock.patch("doiextract.scan.kept_as_is", lambda *_args: False):
        assert list(scan_text(text)) == list(scan_text(text, fast=False))


@pytest.mark.parametrize(
    "text",
    [
        "Plan Ecol 166: 49-61. doi:10.1023/A:1023278502972.\nCockJ, OberthurT",
        "J Chem Ecol. 29. 1813\u20131833. 10.1023/A:1024898127549\nHalitschke R",
        "www.pnas.org/cgi/doi/10.1073/pnas.1217675110 and more",
    ],
)
def test_kept_as_is_keeps_the_common_other_shapes(text: str) -> None:
    """No dead code: ``kept_as_is`` keeps these (a ":" in the suffix, a wrapper that is no
    simple wrapper), and the hit is the general rules' (``reread`` asked)."""
    kept: list[bool] = []

    def spy(*args: object) -> bool:
        kept.append(fast.kept_as_is(*args))  # type: ignore[arg-type]
        return kept[-1]

    with mock.patch("doiextract.scan.kept_as_is", spy):
        hits = list(scan_text(text))
    assert kept == [True]
    assert hits == list(scan_text(text, fast=False))
