"""Streams read as bytes (issue #10 item 1): the scanner reads the bytes under a stream that
``open_text`` made, or a binary stream, and decodes them itself; a chunk's bytes tell whether
its text may hold a full-width form. The hits must be those of the decoded text, whatever the
chunk size, and wherever a multi-byte character falls at a chunk's edge."""

from __future__ import annotations

import gzip
import io

import pytest
from hypothesis import HealthCheck, assume, example, given, settings
from hypothesis import strategies as st

from doiextract import Options, iter_hits
from doiextract.extract import extract_file
from doiextract.sources.text import SniffedText, looks_binary, open_text, sniffed_bytes

from .strategies import doi_text

SETTINGS = settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])

#: full-width anchors and wrappers, and non-ASCII prose characters of 2, 3 and 4 UTF-8 bytes
_WIDE = st.sampled_from(
    ["１０．１０００／ａｂ", "ＤＯＩ：", "１", "０", "．", "é", "–", "ā", "😀", "\ufffe"]
)
wide_text = st.lists(st.one_of(doi_text, _WIDE), max_size=12).map("".join)


@SETTINGS
@given(wide_text, st.integers(min_value=1, max_value=40))
def test_utf8_bytes_give_the_hits_of_the_text(text: str, chunk_size: int) -> None:
    options = Options(chunk_size=chunk_size)
    whole = list(iter_hits(text, options))
    data = text.encode("utf-8")
    assume(not looks_binary(data))  # (refused as binary by the sniffer: tested elsewhere)
    assert list(iter_hits(io.BytesIO(data), options)) == whole
    assert list(iter_hits(open_text(io.BytesIO(data), options), options)) == whole


@SETTINGS
@given(doi_text, st.integers(min_value=1, max_value=40))
# a short cp1252 text whose "é–" reads as a cut UTF-8 sequence at its very end: the whole
# text is in the sniffing window, so that is an error, not a cut (was sniffed as UTF-8)
@example("10.1000/\n", 1)
def test_legacy_and_utf16_bytes_give_the_hits_of_the_text(text: str, chunk_size: int) -> None:
    options = Options(chunk_size=chunk_size)
    assume(not looks_binary(text.encode("utf-8")))
    legacy = (text + " é–").encode("cp1252", errors="replace")
    decoded = legacy.decode("cp1252", errors="replace")
    assert list(iter_hits(open_text(io.BytesIO(legacy), options), options)) == list(
        iter_hits(decoded, options)
    )
    wide = text + " １０．１０００／９"
    utf16 = wide.encode("utf-16")
    assert list(iter_hits(open_text(io.BytesIO(utf16), options), options)) == list(
        iter_hits(wide, options)
    )


def test_a_stream_read_through_its_text_layer_is_read_as_text() -> None:
    """Once something was read through the text layer, the bytes underneath are not the
    rest of the text: the scanner reads the text stream."""
    data = b"first line\n" + b"doi:10.1000/182 " * 4000
    stream = open_text(io.BytesIO(data))
    assert isinstance(stream, SniffedText)
    assert sniffed_bytes(stream) is not None
    assert stream.readline() == "first line\n"
    assert sniffed_bytes(stream) is None
    hits = list(iter_hits(stream))
    assert len(hits) == 4000
    assert (hits[0].span, hits[0].doi_span) == ((0, 15), (4, 15))  # from where it was read


@pytest.mark.parametrize("compress", [False, True])
def test_extract_file_reads_bytes_and_counts_them(tmp_path, compress: bool) -> None:  # type: ignore[no-untyped-def]
    text = "Ｓｅｅ １０．１０００／９ and doi:10.1000/é–x.\n" * 300
    data = text.encode("utf-8")
    path = tmp_path / ("a.txt.gz" if compress else "a.txt")
    path.write_bytes(gzip.compress(data) if compress else data)
    result = extract_file(path)
    assert [h.doi for h in result.hits[:2]] == ["10.1000/9", "10.1000/é-x"]  # (the dash folded)
    assert list(result.hits) == [
        h._replace(location=result.hits[0].location) for h in iter_hits(text)
    ]
    assert result.stats["bytes"] == len(data)


def test_a_short_legacy_file_ending_in_a_lead_byte_is_not_utf8(tmp_path) -> None:  # type: ignore[no-untyped-def]
    """A file wholly inside the sniffing window ends where it ends: a UTF-8 lead byte at its
    end is no cut sequence (files and in-memory streams; a pipe cannot tell)."""
    data = "doi:10.1000/caf\u00e9 \u00e9\u2013".encode("cp1252")
    path = tmp_path / "short.txt"
    path.write_bytes(data)
    for stream in (open_text(str(path)), open_text(io.BytesIO(data))):
        with stream:
            assert stream.read() == data.decode("cp1252")
