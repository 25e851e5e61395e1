"""Links printed with their break opportunities one character late (issue #9): Springer puts a
zero-width space after each "/", "." and "-" of a DOI link and after every 5 letters of a long
run; pdfplumber, pdfminer-based tools and ``pdftotext`` print it as a space one character off,
with or without the zero-width space, so no "10" is printed ("https://d oi.o rg/1 0.1 007/s
00125-..."). SPEC §5 (spaces from PDF extraction); ``syntax.SPACED_OFF_ANCHOR``,
``rules.spaced.spaced_off``, ``scan._spaced_off_hit``."""

from __future__ import annotations

import io

import pytest

from doiextract import Options, apply_removals, extract_text, iter_hits
from doiextract.rules.spaced import spaced_off

Z = "\u200b"

CASES = [
    pytest.param(
        "Diabetologia 53(11):2352–2356. https://d oi.o rg/1 0.1 007/s 00125-0 10-1 866-x\n41. Nic",
        "10.1007/s00125-010-1866-x",
        id="spec5-pdfplumber-spaces-one-late",
    ),
    pytest.param(
        f"49(10):2368. https://{Z}d oi.{Z}o rg/{Z}1 0.{Z}1 007/{Z}\ns00125-{Z}006-{Z}0367-4\n36.",
        "10.1007/s00125-006-0367-4",
        id="spec5-pdftotext-zwsp-in-place-space-late-across-line",
    ),
    pytest.param(
        f"99(26):16992. https://d{Z} oi.o{Z} rg/1{Z} 0.1{Z} 073/p{Z} nas.{Z}\n01247{Z}9199\n35.",
        "10.1073/pnas.012479199",
        id="spec5-pdftotext-zwsp-and-space-late",
    ),
    pytest.param(
        "84(1):239–275. https://d oi.o rg/1 0.1 152/p hysre v.0 0022.2 003 18. Kumaran A",
        "10.1152/physrev.00022.2003",
        id="spec5-break-every-5-letters",
    ),
    pytest.param(
        "Rep 2013:bcr2013008767. https://d oi.o rg/1 0.1 136/b cr-2 013-0 08767 40. Hugill A",
        "10.1136/bcr-2013-008767",
        id="spec5-list-number-after-is-no-part",
    ),
    pytest.param(
        "(1995) https://d oi.o rg/1 0.1 056/N EJMoa 06175 9 (1995) Hyper",
        "10.1056/NEJMoa061759",
        id="spec5-last-part-one-character",
    ),
]


@pytest.mark.parametrize(("text", "doi"), CASES)
def test_a_link_with_its_breaks_one_character_late_is_read_whole(text: str, doi: str) -> None:
    hits = list(iter_hits(text))
    assert [h.doi for h in hits] == [doi]
    (hit,) = hits
    assert text[hit.span[0] : hit.span[1]] == hit.raw  # the span points at the original text
    assert apply_removals(hit.raw, hit.removals) == hit.doi
    assert text[hit.doi_span[0] : hit.doi_span[0] + 2] == "1 " or Z in hit.raw[:60]


@pytest.mark.parametrize(("text", "doi"), CASES)
def test_a_stream_reads_the_same_hits_spec5(text: str, doi: str) -> None:
    whole = list(iter_hits(text))
    for chunk in (7, 64):
        streamed = list(iter_hits(io.StringIO(text), Options(chunk_size=chunk)))
        assert streamed == whole
    binary = list(iter_hits(io.BytesIO(("x" * 5000 + "\n" + text).encode())))
    assert [h.doi for h in binary] == [doi]


@pytest.mark.parametrize(
    "text",
    [
        pytest.param("the ratio was 1 0.5 to 2 0.7 in all runs", id="spec5-prose-numbers"),
        pytest.param("see doi.o rg/ 1 0.1 007/s", id="spec5-no-break-before-the-1"),
        pytest.param("a b/1 0.1 x", id="spec5-no-prefix"),
    ],
)
def test_no_link_no_hit_spec5(text: str) -> None:
    assert extract_text(text) == []


def test_a_space_right_after_a_break_is_another_columns_word_spec5() -> None:
    # pdfplumber prints two columns' lines as one: the right column's word after "/" is no part
    text = "https://d oi.o rg/1 0.1 007/ macochaperoning in a mammalian K channel"
    assert extract_text(text) == []


def test_the_run_is_bounded_and_read_once() -> None:
    text = "x/1 0.1 " * 2000
    # every "1 0." is the start of the run before it: each read once (linear), none a DOI
    assert extract_text(text) == []
    found = spaced_off(text, 2, 0, len(text))
    assert found is not None
    start, blanks, end = found
    assert end - 2 <= 320 and all(start <= i < end for i in blanks)
