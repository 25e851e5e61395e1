"""The HTML reader collapses white space in visible text as a browser renders it (SPEC §6),
calling the regex only where a run is longer than one space (issue #10 item 4): the same text
as the regex on every string."""

from __future__ import annotations

from hypothesis import example, given, settings
from hypothesis import strategies as st

from doiextract.sources.html import _WHITESPACE_RE, _collapsed


@settings(max_examples=1000, deadline=None)
@given(st.text(alphabet=st.sampled_from([" ", "\t", "\n", "\r", "\f", "\v", "\xa0", "a", "1"])))
@example("a\fb")
@example("a  b")
@example("\r")
@example("a\u2003 b")
def test_collapsed_is_the_regex(text: str) -> None:
    assert _collapsed(text) == _WHITESPACE_RE.sub(" ", text)


def test_a_text_without_a_run_is_returned_as_it_is() -> None:
    text = "doi: 10.1000/182 a b"
    assert _collapsed(text) is text
    assert _collapsed(" a\n\n b ") == " a b "
