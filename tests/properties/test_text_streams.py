"""A plain UTF-8 text stream (``open(path)``, ``io.TextIOWrapper``) nothing was read from is
scanned from its bytes (issue #10 item 1: the text layer decoded every byte, ~4x the scan of
the same file opened in binary), until a "\\r": its ``newline`` mode, which the stream does not
tell, may translate it, so from there its text layer reads on (``scan_utf8``'s handback). Hits,
spans and lines must be those of the text the stream reads, whatever the mode, the chunk size
and where the "\\r" comes; a stream already read from, or another encoding, is read as text."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from doiextract import Options, iter_candidates, iter_hits, scan

from .strategies import utf8_data

SETTINGS = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])

_PIECES = [
    b"a",
    b" ",
    b"\n",
    b"\r\n",
    b"\r",
    "é".encode(),
    "–".encode(),
    "😀".encode(),
    "１".encode(),  # a full-width form
    b"\xe2\x80",  # a cut sequence (replace: U+FFFD)
    b"\xff",
    b"10.5 km",
    b"10.",
]
_DOIS = [
    b"10.1000/abc",
    b" doi:10.5555/x\xe2\x80\x93y ",
    b"https://doi.org/10.1234/ab.c)",
    b"10.1000/ab-\ncd ",
    b"10.1000/ab-\r\ncd ",
    b"10. 1093/nar/gkh",
    "１０．１０００／ａｂ".encode(),
]
_data = utf8_data(_PIECES, _DOIS, fillers=30, longest_gap=600)
_NEWLINES = [None, "", "\n", "\r", "\r\n"]


def _stream(data: bytes, newline: str | None, errors: str = "replace") -> io.TextIOWrapper:
    buffered = io.BufferedReader(io.BytesIO(data))  # type: ignore[arg-type]
    return io.TextIOWrapper(buffered, encoding="utf-8", errors=errors, newline=newline)


@SETTINGS
@given(_data, st.sampled_from(_NEWLINES), st.integers(min_value=1, max_value=2000))
# (hypothesis's find: the first DOI, decided in an earlier step of the stream, is the evidence
# that cuts the "1" glued to the third, SPEC §5; each step had a reader of its own)
@example(b"10.1000/abc\n\n10.1000/abc10.5 km10.5 km10.1000/abc1\n1\n10.1000/abc", None, 2000)
def test_a_text_stream_gives_the_hits_of_the_text_it_reads(
    data: bytes, newline: str | None, chunk_size: int
) -> None:
    options = Options(chunk_size=chunk_size, max_doi_length=48)
    text = _stream(data, newline).read()
    assert list(iter_hits(_stream(data, newline), options)) == list(iter_hits(text, options))


@pytest.mark.parametrize("newline", _NEWLINES)
@pytest.mark.parametrize("chunk_size", [1, 64, 4096, 1 << 20])
def test_a_late_carriage_return_hands_back_to_the_text_layer(
    newline: str | None, chunk_size: int
) -> None:
    prose = "Prose – é and 10.5 km; " * 300
    rejected = " an empty suffix 10.1234/ here;\n"  # (a candidate rejected: explain mode)
    parts = [prose, "doi:10.1000/abc.1\n", prose + rejected, "10.5555/x–y\r\n", prose]
    parts.append("(10.1234/z)\r")
    data = "".join(parts * 3).encode()
    options = Options(chunk_size=chunk_size)
    text = _stream(data, newline).read()
    hits = list(iter_hits(_stream(data, newline), options))
    assert hits == list(iter_hits(text, options))
    assert [hit.doi for hit in hits] == ["10.1000/abc.1", "10.5555/x-y", "10.1234/z"] * 3
    # the spans are those of the text read: with newline=None each "\r\n" is one character
    assert all(text[slice(*hit.span)] == hit.raw for hit in hits)
    # and the rejections too
    candidates = list(iter_candidates(_stream(data, newline), options))
    assert candidates == list(iter_candidates(text, options))
    assert len(candidates) > len(hits)


def test_a_fresh_utf8_text_stream_is_read_from_its_bytes(tmp_path: Path) -> None:
    path = tmp_path / "a.txt"
    path.write_bytes(b"see 10.1000/abc\n")
    options = Options()
    with open(path, encoding="utf-8") as stream:
        assert isinstance(scan._chunk_reader(stream, options, None), scan._Utf8)
    with open(path, encoding="utf-8") as stream:
        stream.read(1)  # its text layer read ahead: its text is read on
        assert not isinstance(scan._chunk_reader(stream, options, None), scan._Utf8)
        assert [hit.span for hit in iter_hits(stream)] == [(3, 14)]
    with open(path, encoding="latin-1") as stream:
        assert not isinstance(scan._chunk_reader(stream, options, None), scan._Utf8)
    with open(path, encoding="utf-8", errors="ignore") as stream:
        assert not isinstance(scan._chunk_reader(stream, options, None), scan._Utf8)
    with open(path, encoding="utf-8") as stream:  # byte offsets: its text layer (unchanged)
        in_bytes = Options(offsets="bytes")
        assert not isinstance(scan._chunk_reader(stream, in_bytes, None), scan._Utf8)


def test_invalid_utf8_in_a_strict_text_stream_raises_as_its_text_layer_does() -> None:
    data = ("prose – 10.1000/abc\n" * 2000).encode() + b"\xff" + b" 10.1000/def\n"
    with pytest.raises(UnicodeDecodeError):
        _stream(data, None, "strict").read()
    with pytest.raises(UnicodeDecodeError):
        list(iter_hits(_stream(data, None, "strict")))
    hits = list(iter_hits(_stream(data, None, "replace")))
    assert hits[-1].doi == "10.1000/def"
    assert hits == list(iter_hits(_stream(data, None, "replace").read()))


@pytest.mark.parametrize("newline", _NEWLINES)
@pytest.mark.parametrize("chunk_size", range(1, 12))
@pytest.mark.parametrize("errors", ["strict", "replace"])
def test_a_carriage_return_after_a_character_cut_by_a_chunk(
    newline: str | None, chunk_size: int, errors: str
) -> None:
    # the chunk before the "\r" ends inside "–" (3 bytes): those bytes are not decoded yet,
    # the text layer reads them again
    data = "doi:10.1000/a–b x–\r\n10.5555/c–d é\r10.1234/e\n".encode()
    options = Options(chunk_size=chunk_size, max_doi_length=48)
    text = _stream(data, newline, errors).read()
    hits = list(iter_hits(_stream(data, newline, errors), options))
    assert hits == list(iter_hits(text, options))
    assert [hit.doi for hit in hits] == ["10.1000/a-b", "10.5555/c-d", "10.1234/e"]


@pytest.mark.parametrize(
    "text",
    [
        # the other column's words after the gutter, the rest on the next line
        "left col doi: 10.   right column words here\n   1234/abcd.5678 more\n",
        # a right-column DOI: the next line's left-column words, a gutter, then the rest
        "Smith J, Acta Med 2001;3:4.     Jones K, see doi: 10.\n"
        "Br\u00f6wn L, Lancet 1999;2:5.       1234/abcd.5678 more words\n",
        "Smith J, Acta Med 2001;3:4.     Jones K, see doi: 10.\n"
        "Brown L, Lancet 1999;2:5.\t\t\t  1234/abcd.5678 more words\n",
    ],
)
def test_a_prefix_broken_at_a_column_gutter_is_found_in_bytes_as_in_text(text: str) -> None:
    # (scan_utf8._ANCHOR_BYTES_RE holds both column-gutter alternatives of syntax.ANCHOR_RE,
    # the second vouched for by _gutter_line; it lacked them once: found by this test)
    assert [hit.doi for hit in iter_hits(text)] == ["10.1234/abcd.5678"]
    assert [hit.doi for hit in iter_hits(io.BytesIO(text.encode()))] == ["10.1234/abcd.5678"]
    stream = io.TextIOWrapper(io.BytesIO(text.encode()), encoding="utf-8")
    assert [hit.doi for hit in iter_hits(stream)] == ["10.1234/abcd.5678"]


def test_a_gzip_text_stream_is_read_through_its_text_layer(tmp_path: Path) -> None:
    # (a GzipFile seeks back by decompressing again from its start)
    import gzip

    path = tmp_path / "a.txt.gz"
    with gzip.open(path, "wt", encoding="utf-8") as out:
        out.write("see 10.1000/abc\r\n" * 3)
    with gzip.open(path, "rt", encoding="utf-8") as stream:
        assert not isinstance(scan._chunk_reader(stream, Options(), None), scan._Utf8)
        assert [hit.span for hit in iter_hits(stream)] == [(4, 15), (20, 31), (36, 47)]


@pytest.mark.parametrize("chunk_size", [1, 7, 64, 4096])
def test_the_documents_evidence_reaches_across_chunks(chunk_size: int) -> None:
    """SPEC §5 (a page number glued on): a DOI printed on an earlier line is the evidence that
    cuts the digits a footer glued to a later printing (``Reader.seen``). A stream's chunks
    share one reader, as a whole text has one: a reader per chunk kept ``10.1000/abc1``."""
    data = b"10.1000/abc\n" + "fill\u00e9r text\n".encode() * 50 + b"see 10.1000/abc1\n1\n10.1000/x"
    options = Options(chunk_size=chunk_size, max_doi_length=48)
    text = data.decode()
    expected = list(iter_hits(text, options))
    assert [hit.doi for hit in expected] == ["10.1000/abc", "10.1000/abc", "10.1000/x"]
    assert expected[1].removals[-1].kind == "cut-page-number"
    for source in (io.BytesIO(data), io.StringIO(text), _stream(data, None)):
        assert list(iter_hits(source, options)) == expected
    in_bytes = Options(chunk_size=chunk_size, max_doi_length=48, offsets="bytes")
    assert [hit.doi for hit in iter_hits(io.BytesIO(data), in_bytes)] == [
        hit.doi for hit in expected
    ]
