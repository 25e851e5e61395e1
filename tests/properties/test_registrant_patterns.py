"""``registrants.suffix_complete`` compiles a profile for ASCII DOIs with ``re.ASCII`` (much
cheaper to compile: issue #10, first-use cost per process); it must answer exactly as the
Unicode ``re.IGNORECASE`` pattern of the profile, for every profile, whatever the case of the
letters, and a DOI with a non-ASCII character must take the Unicode pattern (``K`` the Kelvin
sign folds to ``k`` there, not under ``re.ASCII``)."""

from __future__ import annotations

import re
from collections.abc import Callable

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from doiextract.registrants import PROFILES, suffix_complete

#: Each registrant's patterns as one alternation (the reference ``suffix_complete`` must agree with)
_SOURCES = {
    prefix: "(?:" + "|".join(profile.patterns) + r")\Z"
    for profile in PROFILES
    for prefix in profile.prefixes
}
SETTINGS = settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
_REFERENCE = {prefix: re.compile(source, re.IGNORECASE) for prefix, source in _SOURCES.items()}
_ASCII = st.characters(min_codepoint=0x20, max_codepoint=0x7E)


def _expected(doi: str) -> bool:
    prefix, _, _ = doi.partition("/")
    return _REFERENCE[prefix].match(doi, len(prefix) + 1) is not None


@st.composite
def _dois(draw: st.DrawFn, alphabet: st.SearchStrategy[str]) -> str:
    """A DOI of a profiled prefix: a suffix of its shape (or near it), letters in any case."""
    prefix = draw(st.sampled_from(sorted(_SOURCES)))
    shaped = st.from_regex(re.compile(_SOURCES[prefix][:-2]), fullmatch=True, alphabet=_ASCII)
    suffix = draw(st.one_of(shaped, st.text(alphabet, max_size=30)))
    flips = draw(st.lists(st.booleans(), min_size=len(suffix), max_size=len(suffix)))
    suffix = "".join(c.upper() if flip else c for c, flip in zip(suffix, flips, strict=True))
    cut = draw(st.integers(min_value=0, max_value=len(suffix)))
    extra = draw(st.text(alphabet, max_size=3))
    return f"{prefix}/{suffix[:cut] if draw(st.booleans()) else suffix}{extra}"


@SETTINGS
@given(_dois(_ASCII))
def test_ascii_dois_as_the_unicode_pattern(doi: str) -> None:
    assert suffix_complete(doi) is _expected(doi)


_NON_ASCII = st.sampled_from("\u212a\u017f\u0131\u0130\u0663\uff11é–")


@SETTINGS
@given(_dois(st.one_of(_ASCII, _NON_ASCII)), _NON_ASCII, st.integers(min_value=0))
def test_non_ascii_dois_as_the_unicode_pattern(doi: str, char: str, where: int) -> None:
    slash = doi.index("/") + 1
    at = slash + where % (len(doi) - slash + 1)
    doi = doi[:at] + char + doi[at:]
    assert suffix_complete(doi) is _expected(doi)


def test_kelvin_sign_folds_only_under_unicode() -> None:
    # 10.1038's profile has ``[a-z]``: the Kelvin sign (U+212A) folds to ``k`` under Unicode
    # IGNORECASE; the ASCII-compiled pattern must not be used for it
    assert suffix_complete("10.1038/nchembio.780") is True
    doi = "10.1038/nche\u212abio.780"
    assert _expected(doi) is True
    assert re.compile(_SOURCES["10.1038"], re.IGNORECASE | re.ASCII).match(doi, 8) is None
    assert suffix_complete(doi) is True


def test_patterns_compiled_meanwhile_by_another_thread_are_still_tried() -> None:
    # a caller tested the first pattern of 10.1038 (no match), then another thread compiled
    # the next ones: the caller must still try the second, not go on from the list's end
    from doiextract.registrants import _PATTERNS, _compile_on

    sources = _PATTERNS["10.1038"]
    compiled: list[Callable[[str, int], re.Match[str] | None]] = [
        re.compile(source, re.IGNORECASE | re.ASCII).fullmatch for source in sources[:3]
    ]
    doi = "10.1038/nature12373"  # the second pattern's shape ([a-z]+\d{3,7}) only
    assert compiled[0](doi, 8) is None and compiled[1](doi, 8) is not None
    assert _compile_on(compiled, sources, True, (doi, 8), 1) is True
    assert len(compiled) == 3  # (nothing compiled twice)
    assert _compile_on(compiled, sources, True, ("10.1038/x", 8), 1) is False
    assert len(compiled) == len(sources)


def test_a_prefix_asked_often_answers_by_its_whole_alternation() -> None:
    # issue #10 item 2: after ``_WHOLE_AFTER`` ASCII DOIs of a prefix, one alternation of its
    # patterns answers (one C call); it must answer as the patterns one by one, as above
    from doiextract import registrants

    for prefix in _SOURCES:
        for _ in range(registrants._WHOLE_AFTER):
            suffix_complete(prefix + "/x")
    assert set(_SOURCES) <= set(registrants._WHOLE)
    assert suffix_complete("10.1038/NChemBio.780") is True
    assert suffix_complete("10.1038/nchem") is False
    assert suffix_complete("10.1038/nche\u212abio.780") is True  # (non-ASCII: Unicode patterns)
    test_ascii_dois_as_the_unicode_pattern()
    test_non_ascii_dois_as_the_unicode_pattern()
