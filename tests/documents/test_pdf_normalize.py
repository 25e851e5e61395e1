"""``normalize_page_text``'s line ends by ``str.replace`` (issue #10.6) give exactly what the
one regex gave: every line end (CRLF, CR, LF) a ``\\n``, the blanks before it dropped; a
letter-spaced DOI is joined back (issue #9, ``sources.pdf.letters``)."""

from __future__ import annotations

import time

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from doiextract import extract_text
from doiextract.sources.pdf import _LINE_END_RE, normalize_page_text
from doiextract.sources.pdf.letters import collapse_letter_spacing

PIECES = st.sampled_from(["\r\n", "\r", "\n", " ", "\t", "a", "10.1000/x", "\x00", "\ufffe", "-"])


def _reference(text: str) -> str:
    if "\ufffe" in text:
        text = text.replace("\ufffe", "-\n")
    return _LINE_END_RE.sub("\n", text).replace("\x00", "")


@settings(max_examples=500, deadline=None)
@given(st.lists(PIECES, max_size=30))
def test_line_ends_as_the_regex_made_them(pieces: list[str]) -> None:
    text = "".join(pieces)
    assert normalize_page_text(text)[0] == _reference(text)


def test_pdfium_line_ends() -> None:
    assert normalize_page_text("a \r\nb\t \r\n\r\n c \r")[0] == "a\nb\n\n c\n"


#: grobid-s0286 (corpora/peers): a text layer that spaced every character of the URL apart
_LETTER_SPACED = (
    "Brain Research Reviews, \r\n3 1 ( 2 -3 ) , 2 3 6 -2 5 0 . h t t p s : / / d o i . o r g / "
    "1 0 . 1 0 1 6 / S 0 1 6 5 \r\n-0173(99)00040-5, PubMed: 10719151 "
)


def test_a_letter_spaced_doi_is_joined_back_issue9_spec5() -> None:
    """SPEC §5 (spaces that PDF extraction added): a run of single characters, one space
    apart, whose joined form holds a DOI wrapper and a prefix, is joined from the wrapper on;
    the page numbers spaced out before it stay as they are."""
    text, _ = normalize_page_text(_LETTER_SPACED)
    assert "2 3 6 -2 5 0 . https://doi.org/10.1016/S0165\n-0173(99)00040-5" in text
    assert [hit.doi for hit in extract_text(text)] == ["10.1016/S0165-0173(99)00040-5"]


@pytest.mark.parametrize(
    "text",
    [
        "T H E  E N D and a b c d e f g h i j k",  # no prefix: a spaced-out heading, letters
        "v a l u e s 1 0 . 5 and 2 0 . 5 in a row",  # a spaced "10." without registrant and "/"
        "2 1 0 . 1 2 3 4 / 5 6 7 8 9",  # "10." glued to a digit before it: no prefix
        "1 0 . 1 2 3 / x y z",  # a registrant of 3 digits: no prefix
    ],
)
def test_other_runs_of_single_characters_stay_issue9(text: str) -> None:
    """Only a run whose joined form holds a DOI wrapper or a "10." prefix with a registrant
    of 4+ digits and its "/" is joined (SPEC §5: a DOI is never made from text that does not
    print one)."""
    assert collapse_letter_spacing(text) == text


def test_a_bare_letter_spaced_prefix_is_joined_from_its_10_issue9() -> None:
    """Without a wrapper the run is joined from its "10." on; what stands before stays."""
    assert collapse_letter_spacing("in a 1 0 . 1 2 3 4 / x\n") == "in a 10.1234/x\n"


@pytest.mark.slow
@pytest.mark.parametrize("unit", ["a ", "1 0 . ", "1 0 . 1 2 3 4 / x ", "1 0 . ab "])
def test_letter_spacing_repair_is_linear(unit: str) -> None:
    """Bounded look: each character is read a bounded number of times (issue #9 item 6),
    CPU time at 8 n under 24 times that at n (linear ~8, quadratic ~64)."""

    def best(text: str) -> float:
        times = []
        for _ in range(5):
            start = time.process_time()
            collapse_letter_spacing(text)
            times.append(time.process_time() - start)
        return min(times)

    n = 1 << 12
    while n < 1 << 18 and best(unit * n) < 0.02:
        n *= 2
    small = best(unit * n)
    if small < 0.02:
        return  # too fast to time: no super-linear shape runs 256 K units in 20 ms
    ratio = best(unit * 8 * n) / small
    assert ratio < 24, f"{unit!r}: t(8n)/t(n) = {ratio:.1f} at n={n}"
