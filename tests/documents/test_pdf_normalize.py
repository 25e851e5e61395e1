"""``normalize_page_text``'s line ends by ``str.replace`` (issue #10.6) give exactly what the
one regex gave: every line end (CRLF, CR, LF) a ``\\n``, the blanks before it dropped."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from doiextract.sources.pdf import _LINE_END_RE, normalize_page_text

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
