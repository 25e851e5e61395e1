"""UTF-8 bytes scanned in windows (issue #10 item 1, ``doiextract.scan_utf8``): only the text
around a possible anchor is decoded, the bytes between are counted. Whatever the mix of ASCII,
multi-byte characters, invalid bytes (each ``errors="replace"`` U+FFFD) and DOIs, and wherever
the chunks cut them, the hits, spans and lines must be those of the decoded text; with
``Options(offsets="bytes")`` the spans are the byte offsets of the same hits."""

from __future__ import annotations

import io
from pathlib import Path
from typing import Any
from unittest import mock

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from doiextract import Options, iter_candidates, iter_hits
from doiextract.sources.text import open_text

from .strategies import utf8_data

SETTINGS = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])

_PIECES = [
    b"a",
    b" ",
    b"\n",
    b"\r\n",
    "é".encode(),
    "–".encode(),
    "ā".encode(),
    "😀".encode(),
    "\u00ad".encode(),  # a soft hyphen: may sit inside a registrant (SPEC §4)
    "１".encode(),  # a full-width form: its chunk is decoded whole
    b"\x80",  # a stray continuation byte
    b"\xe2\x80",  # a cut sequence
    b"\xc3",
    b"\xed\xa0\x80",  # a surrogate: three U+FFFD
    b"\xf0\x9f",
    b"\xff",
    b"10.5 km",  # look-alikes
    b"2010. 123",
    b"10.",
    b"1",
    b"10\n.1080/",
]
_DOIS = [
    b"10.1000/abc",
    b" doi:10.5555/x\xe2\x80\x93y ",
    b"https://doi.org/10.1234/ab.c)",
    b"10.1000/ab-\ncd ",
    b"10. 1093/nar/gkh",
    b"10.1\xc2\xad000/soft",
    "１０．１０００／ａｂ".encode(),
    b"(10.1016/j.x.2020.01.001).",
    b"https://doi.org/10 \n.1080/01690965.2012.705006 ",  # broken before its dot (SPEC §5)
    b"doi: 10\r\n  .1016/S0079-6123(04)48009-1,",
    b"https://doi.org/10.10\n80/16000870.2018.1435945 ",  # broken inside the registrant
    # a prefix broken at its column's end, the other column's words after the gutter or
    # before the next line's (pdftotext -layout, SPEC §5)
    "doi: 10.   r\u00edght col\n   1234/ab.5678 ".encode(),
    b"see 10.\nother col   1234/cd.9 ",
]
_data = utf8_data(_PIECES, _DOIS, fillers=40, longest_gap=1500)


def _options(chunk_size: int, **kwargs: object) -> Options:
    # a short maximum DOI length: windows much shorter than the text (gaps are skipped)
    return Options(chunk_size=chunk_size, max_doi_length=48, **kwargs)  # type: ignore[arg-type]


@SETTINGS
@given(_data, st.integers(min_value=1, max_value=3000))
def test_windows_give_the_hits_spans_and_lines_of_the_text(data: bytes, chunk_size: int) -> None:
    options = _options(chunk_size)
    text = data.decode("utf-8", "replace")
    whole = list(iter_hits(text, options))
    assert list(iter_hits(io.BytesIO(data), _options(chunk_size, encoding="utf-8"))) == whole


@SETTINGS
@given(_data, st.integers(min_value=1, max_value=3000))
def test_byte_offsets_are_the_bytes_of_the_same_hits(data: bytes, chunk_size: int) -> None:
    chars = list(iter_hits(io.BytesIO(data), _options(chunk_size, encoding="utf-8")))
    in_bytes = list(
        iter_hits(io.BytesIO(data), _options(chunk_size, encoding="utf-8", offsets="bytes"))
    )
    assert [h._replace(span=(0, 0), doi_span=(0, 0)) for h in in_bytes] == [
        h._replace(span=(0, 0), doi_span=(0, 0)) for h in chars
    ]
    for char_hit, byte_hit in zip(chars, in_bytes, strict=True):
        for chars_at, bytes_at in zip(
            char_hit.span + char_hit.doi_span, byte_hit.span + byte_hit.doi_span, strict=True
        ):
            assert len(data[:bytes_at].decode("utf-8", "replace")) == chars_at


def test_a_bom_is_not_counted_in_characters_but_is_in_bytes() -> None:
    data = b"\xef\xbb\xbf" + "é – ".encode() + b"10.1000/abc\n"
    with open_text(io.BytesIO(data)) as stream:
        (hit,) = iter_hits(stream)
    assert hit.span == (4, 15)
    with open_text(io.BytesIO(data)) as stream:
        (hit,) = iter_hits(stream, Options(offsets="bytes"))
    assert hit.span == (3 + 7, 3 + 7 + 11)


def test_sparse_text_decodes_only_windows_and_keeps_every_hit() -> None:
    from doiextract import scan_utf8

    prose = "Prose – with accents é, ā and 10.5 km look-alikes; " * 400  # ~21 KB
    parts = [prose, "doi:10.1000/abc.1\n", prose, "\xff", prose, "(10.5555/x–y) ", prose]
    data = "".join(parts).encode("utf-8").replace("\xff".encode(), b"\xff\xe2\x80")
    decoded = data.decode("utf-8", "replace")
    whole = list(iter_hits(decoded))
    assert [hit.doi for hit in whole] == ["10.1000/abc.1", "10.5555/x-y"]
    for chunk_size in (1000, 4096, 1 << 20):
        options = Options(chunk_size=chunk_size, encoding="utf-8")
        assert list(iter_hits(io.BytesIO(data), options)) == whole
    windows = scan_utf8._Windows(data, len(data), 4 * 1032 + 4, False, True, 0, 1)
    windows.finish()
    assert len(windows.ranges) == 2
    assert sum(end - start for start, end in windows.ranges) < len(data) // 4
    assert windows.cut_at == len(decoded)


@SETTINGS
@given(_data, st.integers(min_value=1, max_value=3000), st.booleans())
def test_long_windows_scanned_in_pieces_give_the_same_hits(
    data: bytes, chunk_size: int, explain: bool
) -> None:
    # a window longer than ``_WINDOW_MOST`` is decoded and scanned in pieces, each next one
    # starting where the next chunk would (``_split``): here as short as they may be (twice
    # the overlap), so that most windows of these short texts are cut
    from doiextract import scan_utf8

    scan = iter_candidates if explain else iter_hits
    text = data.decode("utf-8", "replace")
    with mock.patch.object(scan_utf8, "_WINDOW_MOST", 0):
        chars = list(scan(io.BytesIO(data), _options(chunk_size, encoding="utf-8")))
        options = _options(chunk_size, encoding="utf-8", offsets="bytes")
        in_bytes = list(scan(io.BytesIO(data), options))
    assert chars == list(scan(text, _options(chunk_size)))
    assert [(type(item), item.raw) for item in in_bytes] == [(type(i), i.raw) for i in chars]
    for char_item, byte_item in zip(chars, in_bytes, strict=True):
        for chars_at, bytes_at in zip(char_item.span, byte_item.span, strict=True):
            assert len(data[:bytes_at].decode("utf-8", "replace")) == chars_at


@pytest.mark.parametrize("fullwidth", [False, True])
def test_a_reference_list_chunk_is_scanned_in_pieces(fullwidth: bool) -> None:
    from doiextract import scan_utf8

    # dense in anchors (or holding a full-width form): the chunk is one window, cut in pieces
    lines = [f"{n}. Ré – 10.1000/abc.{n} p. 10.5 km\n" for n in range(6000)]
    if fullwidth:
        lines[3000] = "１０．１０００／ａｂ\n"
    data = "".join(lines).encode()
    windows = scan_utf8._Windows(data, len(data), 4 * 1032 + 4, fullwidth, True, 0, 1)
    assert len(windows.ranges) > 3 and windows.open[:-1] == [True] * (len(windows.ranges) - 1)
    assert all(end - start <= scan_utf8._WINDOW_MOST + 3 for start, end in windows.ranges)
    whole = list(iter_hits(data.decode()))
    assert len(whole) == 6000
    for chunk_size in (5000, 1 << 20):
        options = Options(chunk_size=chunk_size, encoding="utf-8")
        assert list(iter_hits(io.BytesIO(data), options)) == whole
        options = Options(chunk_size=chunk_size, encoding="utf-8", offsets="bytes")
        in_bytes = list(iter_hits(io.BytesIO(data), options))
        assert [hit.doi for hit in in_bytes] == [hit.doi for hit in whole]
        assert [data[slice(*hit.span)].decode() for hit in in_bytes] == [h.raw for h in whole]


_EF_PIECES = [b"\xef", b"\xbc", b"\xbd", b"\xbb", b"a", "\ufb01".encode(), "\ufffd".encode()]


@SETTINGS
@given(
    st.lists(st.sampled_from([*_EF_PIECES, "１".encode(), "ｚ".encode()]), max_size=80),
    st.integers(min_value=0, max_value=40),
)
def test_the_full_width_test_answers_as_its_regex(pieces: list[bytes], misses: int) -> None:
    # ``EF`` bytes found with memchr, then (past ``_EF_MISSES``) the regex: the same answer
    from doiextract import scan_utf8

    data = b"".join(pieces)
    expected = scan_utf8._FULLWIDTH_BYTES_RE.search(data) is not None
    with mock.patch.object(scan_utf8, "_EF_MISSES", misses):
        assert scan_utf8._may_hold_fullwidth(data) is expected
        assert scan_utf8._may_hold_fullwidth(bytearray(data)) is expected


def test_a_pipe_is_read_as_bytes_until_its_text_layer_is_read() -> None:
    import os

    from doiextract.sources.text import sniffed_bytes

    data = "é – 10.1000/abc\nx 10.5555/q\n".encode()
    read_end, write_end = os.pipe()
    os.write(write_end, data)
    os.close(write_end)
    with open_text(os.fdopen(read_end, "rb")) as stream:
        assert stream.opened_at is None  # type: ignore[attr-defined]  # (a pipe: no tell)
        assert sniffed_bytes(stream) is not None  # (CLI stdin: the bytes path)
        hits = [(hit.doi, hit.span, hit.line) for hit in iter_hits(stream)]
    assert hits == [("10.1000/abc", (4, 15), 1), ("10.5555/q", (18, 27), 2)]
    read_end, write_end = os.pipe()
    os.write(write_end, data)
    os.close(write_end)
    with open_text(os.fdopen(read_end, "rb")) as stream:
        assert stream.readline() == "é – 10.1000/abc\n"
        assert sniffed_bytes(stream) is None  # read through its text layer: read as text
        assert [hit.doi for hit in iter_hits(stream)] == ["10.5555/q"]


def test_cli_byte_offset_reports_bytes_in_json_lines(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    import json

    from doiextract.cli import main

    path = tmp_path / "prose.txt"
    path.write_bytes("é – 10.1000/abc\n".encode())
    assert main(["-f", "jsonl", str(path)]) == 0
    (hit,) = json.loads(capsys.readouterr().out)["hits"]
    assert (hit["start"], hit["end"]) == (4, 15)
    assert main(["--byte-offset", "-f", "jsonl", str(path)]) == 0
    (hit,) = json.loads(capsys.readouterr().out)["hits"]
    assert (hit["start"], hit["end"]) == (7, 18)


@SETTINGS
@given(_data, st.integers(min_value=1, max_value=3000))
def test_windows_give_the_rejections_of_the_text_too(data: bytes, chunk_size: int) -> None:
    # explain mode (``--explain``): every candidate, accepted or rejected, in both offsets
    text = data.decode("utf-8", "replace")
    whole = list(iter_candidates(text, _options(chunk_size)))
    chars = list(iter_candidates(io.BytesIO(data), _options(chunk_size, encoding="utf-8")))
    assert chars == whole
    options = _options(chunk_size, encoding="utf-8", offsets="bytes")
    in_bytes = list(iter_candidates(io.BytesIO(data), options))
    assert [(type(item), item.raw) for item in in_bytes] == [(type(i), i.raw) for i in chars]
    for char_item, byte_item in zip(chars, in_bytes, strict=True):
        for chars_at, bytes_at in zip(char_item.span, byte_item.span, strict=True):
            assert len(data[:bytes_at].decode("utf-8", "replace")) == chars_at


class _ReadOnly:
    """A binary stream with ``read`` only (no ``readinto``): read chunk by chunk as before."""

    def __init__(self, data: bytes) -> None:
        self._stream = io.BytesIO(data)
        self.mode = "rb"

    def read(self, size: int = -1) -> bytes:
        return self._stream.read(size)


class _Trickle(io.RawIOBase):
    """A raw stream whose ``readinto`` gives at most ``most`` bytes a call (a pipe, a socket)."""

    def __init__(self, data: bytes, most: int) -> None:
        self._stream, self._most = io.BytesIO(data), most

    def readable(self) -> bool:
        return True

    def readinto(self, buffer: Any) -> int:
        with memoryview(buffer) as view:
            return self._stream.readinto(view[: self._most])


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    _data,
    st.integers(min_value=1, max_value=3000),
    st.integers(min_value=1, max_value=40),
    st.integers(min_value=64, max_value=700),
    st.tuples(
        st.integers(min_value=0, max_value=300),
        st.integers(min_value=1, max_value=64),
        st.integers(min_value=0, max_value=8),
    ),
)
def test_gaps_counted_in_small_pieces_and_any_stream_give_the_same_hits(
    data: bytes, chunk_size: int, piece: int, most: int, deleting: tuple[int, int, int]
) -> None:
    # the bytes between windows are decoded ``_PIECE`` bytes at a time, cut at character
    # starts: a tiny piece cuts inside every multi-byte character and invalid sequence; their
    # line breaks are counted by deleting them from ``_DELETE_FROM`` bytes on (here from a
    # few bytes, after a sample of a few, dense or not); the chunks are read into one reused
    # buffer (``readinto``) or, for a stream without it, with ``read``: the hits, spans and
    # lines are those of the decoded text in all cases
    from doiextract import scan_utf8

    whole = list(iter_hits(data.decode("utf-8", "replace"), _options(chunk_size)))
    saved = scan_utf8._PIECE, scan_utf8._DELETE_FROM, scan_utf8._SAMPLE, scan_utf8._SAMPLE_BREAKS
    scan_utf8._PIECE = piece
    scan_utf8._DELETE_FROM, scan_utf8._SAMPLE, scan_utf8._SAMPLE_BREAKS = deleting
    try:
        for mode in ("chars", "bytes"):
            options = _options(chunk_size, encoding="utf-8", offsets=mode)
            streams = [io.BytesIO(data), _ReadOnly(data), _Trickle(data, most)]
            got = [list(iter_hits(stream, options)) for stream in streams]  # type: ignore[arg-type]
            assert all(hits == got[0] for hits in got)
            if mode == "chars":
                assert got[0] == whole
            else:
                assert [h.doi for h in got[0]] == [h.doi for h in whole]
    finally:
        (
            scan_utf8._PIECE,
            scan_utf8._DELETE_FROM,
            scan_utf8._SAMPLE,
            scan_utf8._SAMPLE_BREAKS,
        ) = saved


def test_line_breaks_of_long_ranges_as_counted() -> None:
    from doiextract import scan_utf8

    # long lines (deleted), short lines (counted: the sample is dense), a dense start then
    # long lines, none at all, and lines of every length around the thresholds
    samples = [
        b"x" * 230 + b"\n",
        b"ab\n",
        b"\n" * 5000 + b"y" * 300_000 + b"\r\n",
        b"z" * 1000,
        bytes(range(256)),
    ]
    for unit in samples:
        data = bytearray(unit * (200_000 // len(unit) + 1))
        for start, end in ((0, len(data)), (1, len(data) - 1), (7, 70_000), (3, 65_539)):
            assert scan_utf8._line_breaks(data, start, end) == data.count(b"\n", start, end)


def test_code_points_of_long_gaps_cut_in_pieces() -> None:
    from doiextract import scan_utf8

    # a gap far longer than a piece, with every kind of sequence crossing the cut places
    unit = "a\n–é😀".encode() + b"\x80\xe2\x80\xed\xa0\x80\xf0\x9f\xff" + "ā ".encode()
    for reps in (1, 1000, 5000):
        data = bytearray(unit * reps)
        expected = len(bytes(data).decode("utf-8", "replace"))
        assert scan_utf8._code_points(data, 0, len(data)) == expected
        for start in (1, 2, 3):
            begin = scan_utf8._boundary(data, start)
            part = bytes(data[begin:]).decode("utf-8", "replace")
            assert scan_utf8._code_points(data, begin, len(data)) == len(part)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(_data, st.integers(min_value=1, max_value=3000), st.sampled_from([None, "utf-8"]))
def test_bytes_given_directly_give_the_hits_of_their_decoded_text(
    data: bytes, chunk_size: int, encoding: str | None
) -> None:
    # ``iter_hits(b"...")``: UTF-8 (sniffed or forced) is scanned in windows as a file is,
    # other encodings are decoded whole; either way the hits, spans (code points, even with
    # offsets="bytes") and lines of ``decode_text``'s text
    from doiextract.sources.text import decode_text

    for offsets in ("chars", "bytes"):
        options = _options(chunk_size, encoding=encoding, offsets=offsets)
        text = decode_text(data, options)
        assert list(iter_hits(data, options)) == list(iter_hits(text, options))
        assert list(iter_hits(bytearray(data), options)) == list(iter_hits(text, options))
    options = _options(chunk_size, encoding=encoding)
    text = decode_text(data, options)
    assert list(iter_candidates(data, options)) == list(iter_candidates(text, options))


def test_bytes_given_directly_take_the_windows_only_for_utf8() -> None:
    from doiextract import scan_utf8

    prose = "Prose – é ā 10.5 km; " * 2000
    data = (prose + "doi:10.1000/abc.1\n" + prose).encode("utf-8")
    hits = list(iter_hits(data))
    at = len(prose)
    assert [(h.doi, h.span, h.doi_span, h.line) for h in hits] == [
        ("10.1000/abc.1", (at, at + 17), (at + 4, at + 17), 1)
    ]
    assert scan_utf8.utf8_document(data, "utf-8", None, Options(), explain=False) is not None
    assert scan_utf8.utf8_document(data, "cp1252", None, Options(), explain=False) is None
    # cp1252 bytes (sniffed: not UTF-8) are decoded whole as before
    latin = (prose.replace("–", "-").replace("ā", "a") + "\xe9 10.1000/x\n").encode("cp1252")
    (hit,) = iter_hits(latin)
    assert hit.doi == "10.1000/x"
    assert latin.decode("cp1252")[hit.span[0] : hit.span[1]] == "10.1000/x"


def test_byte_offsets_wait_for_enough_characters_after_a_short_first_read() -> None:
    # (failed on main 8b0bcb0) a stream whose first read is short (a pipe): with
    # offsets="bytes" the "not enough text yet" test compared bytes with ``need``, a count of
    # characters, and a DOI of full-width forms (3 bytes each) was decided before its end
    data = b"10.1000/abc" + "１０．１０００／ａｂ".encode() * 2
    options = _options(1, encoding="utf-8", offsets="bytes")
    (whole,) = iter_hits(io.BytesIO(data), options)
    assert (whole.doi, whole.span) == ("10.1000/abc10.1000/ab10.1000/ab", (0, len(data)))
    assert list(iter_hits(_Trickle(data, 64), options)) == [whole]


@pytest.mark.parametrize("chunk_size", [1, 64, 4096])
def test_the_documents_evidence_reaches_across_windows_in_bytes_too(chunk_size: int) -> None:
    """SPEC §5 (a page number glued on): the DOI printed in an earlier window, far before, is
    the evidence that cuts the full-width "1" a footer glued to a later printing, in code points
    and in bytes alike (``Reader.origin``: a window's offsets in its own characters counted
    from its stream byte offset; multi-byte characters before the later printing)."""
    data = (
        b"10.1000/abc "
        + b"x" * 1200
        + "\U0001f600\u00e9 text\n".encode() * 3
        + "aaaaaaaaa10.1000/abc\uff11\n\uff11\n10.1000/z".encode()
    )
    expected = [("10.1000/abc", []), ("10.1000/abc", ["cut-page-number"]), ("10.1000/z", [])]
    for offsets in ("chars", "bytes"):
        options = _options(chunk_size, offsets=offsets)
        hits = list(iter_hits(io.BytesIO(data), options))
        assert [(h.doi, [r.kind for r in h.removals]) for h in hits] == expected
    assert [(h.doi, [r.kind for r in h.removals]) for h in iter_hits(data.decode())] == expected
