"""Plain-text reader: bytes or files to text, the encoding sniffed, ``.gz`` read transparently.

Takes a path, bytes or a binary stream; gives a text stream (``open_text``) or a ``str``
(``decode_text``). The encoding is, in order: ``Options.encoding`` if set; a byte-order mark
(UTF-8, UTF-16, UTF-32); UTF-8; UTF-16 without BOM when every other byte is NUL; else
cp1252 (legacy 8-bit; every byte decodes). Bytes that look binary (NULs, many control bytes in
the first 64 KiB) raise :class:`~doiextract.errors.DecodeSourceError` instead of producing junk.

Won't: find DOIs, parse HTML or PDF.
"""

from __future__ import annotations

import codecs
import gzip
import io
import os
import zlib
from typing import IO, BinaryIO, TextIO, cast

from doiextract.errors import CorruptDocumentError, DecodeSourceError, SourceReadError
from doiextract.options import DEFAULT_OPTIONS, Options

__all__ = [
    "GZIP_ERRORS",
    "SNIFF_SIZE",
    "SniffedText",
    "decode_text",
    "looks_binary",
    "open_binary",
    "open_text",
    "read_error",
    "sniff_encoding",
    "sniffed_bytes",
    "utf8_text_bytes",
    "whole_text",
]

SNIFF_SIZE = 1 << 16
_BOMS = (
    (codecs.BOM_UTF32_LE, "utf-32"),
    (codecs.BOM_UTF32_BE, "utf-32"),
    (codecs.BOM_UTF8, "utf-8-sig"),
    (codecs.BOM_UTF16_LE, "utf-16"),
    (codecs.BOM_UTF16_BE, "utf-16"),
)
_TEXT_CONTROLS = frozenset(b"\t\n\r\f\v\x1b")
#: The control bytes that are not text's (deleted by ``bytes.translate`` to count them).
_OTHER_CONTROLS = bytes(b for b in range(0x20) if b not in _TEXT_CONTROLS)


def is_binary_stream(stream: object) -> bool:
    """Whether ``stream`` reads bytes: an ``io`` binary stream, or a file object opened in a
    ``"b"`` mode.

    >>> import io; is_binary_stream(io.BytesIO()), is_binary_stream(io.StringIO())
    (True, False)
    """
    if isinstance(stream, (io.RawIOBase, io.BufferedIOBase)):
        return True
    return "b" in str(getattr(stream, "mode", ""))


def looks_binary(head: bytes) -> bool:
    """True when ``head`` (the first bytes, no BOM) is not text: NULs or many controls."""
    if not head:
        return False
    if b"\x00" in head:
        return True
    controls = len(head) - len(head.translate(None, _OTHER_CONTROLS))  # (C speed)
    return controls > len(head) // 100 + 2


def _utf16_without_bom(head: bytes) -> str | None:
    if len(head) < 4:
        return None
    even, odd = head[0::2], head[1::2]
    if even.count(0) > 0.4 * len(even) and odd.count(0) == 0:
        return "utf-16-be"
    if odd.count(0) > 0.4 * len(odd) and even.count(0) == 0:
        return "utf-16-le"
    return None


def sniff_encoding(head: bytes, source: str = "<bytes>", complete: bool = False) -> str:
    """Pick the encoding of text that starts with ``head`` (see the module docstring).

    ``complete`` says ``head`` is the whole text, so an incomplete UTF-8 sequence at its end
    counts as an error. Raises ``DecodeSourceError`` for binary data.
    """
    for bom, name in _BOMS:
        if head.startswith(bom):
            return name
    utf16 = _utf16_without_bom(head[:4096])
    if utf16:
        return utf16
    if looks_binary(head):
        raise DecodeSourceError(
            source, "looks like binary data, not text (--encoding latin-1 reads it anyway)"
        )
    try:
        head.decode("utf-8")
        return "utf-8"
    except UnicodeDecodeError as err:
        if not complete and err.start >= len(head) - 3 and err.reason == "unexpected end of data":
            return "utf-8"
    return "cp1252"


def _is_whole(buffered: io.BufferedReader, head: bytes) -> bool:
    """Whether ``head`` is all that is left of a file or in-memory stream (then a truncated
    UTF-8 sequence at its end is an error, not a sequence cut by the sniffing window). Asked
    of seekable plain readers only: a pipe cannot tell, and seeking a gzip stream's end
    would decompress it."""
    if len(head) >= SNIFF_SIZE or type(buffered) is not io.BufferedReader:
        return False
    try:
        if not buffered.seekable():
            return False
        here = buffered.tell()
        end = buffered.seek(0, io.SEEK_END)
        buffered.seek(here)
    except (OSError, ValueError):
        return False
    return end - here <= len(head)


def whole_text(stream: IO[bytes], head: bytes, name: str, options: Options) -> str | None:
    """The text of a plain file whose first ``peek`` (``head``) holds all of it, decoded as
    ``open_text`` would decode it (same sniffed encoding, ``replace``); ``None`` when there is
    more to read, or for any other stream (read it through ``open_text``). A small file is
    then read with one ``open`` and one read, its text scanned whole (issue #10 item 5)."""
    if type(stream) is not io.BufferedReader or not _is_whole(stream, head):
        return None
    encoding = options.encoding or sniff_encoding(head, name, complete=True)
    try:
        return head.decode(encoding, errors="replace")
    except LookupError:  # an unknown --encoding: open_text says so
        return None


def document_encoding(data: bytes, options: Options, source: str = "<bytes>") -> str:
    """The encoding of a whole document's bytes: ``options.encoding``, else sniffed
    (``sniff_encoding``; ``data`` is complete)."""
    complete = len(data) <= SNIFF_SIZE
    return options.encoding or sniff_encoding(data[:SNIFF_SIZE], source, complete=complete)


def decode_text(data: bytes, options: Options | None = None, source: str = "<bytes>") -> str:
    """Decode a whole document's bytes to text (encoding sniffed, see ``sniff_encoding``)."""
    options = options or DEFAULT_OPTIONS
    encoding = document_encoding(data, options, source)
    try:
        # a stray invalid byte later in a UTF-8 file becomes U+FFFD, not a failed document
        return data.decode(encoding, errors="replace")
    except LookupError as err:
        raise DecodeSourceError(source, f"cannot decode as {encoding}: {err}") from err


#: What a damaged gzip stream raises while it is read (truncated, bad header, bad CRC).
GZIP_ERRORS = (EOFError, zlib.error, gzip.BadGzipFile)


def read_error(name: str, err: BaseException) -> SourceReadError:
    """The typed error of a read that failed with ``err``: damaged gzip data (``GZIP_ERRORS``)
    is a :class:`~doiextract.errors.CorruptDocumentError`, anything else a
    :class:`~doiextract.errors.SourceReadError` (issue 12 §9: no bare ``EOFError``).

    >>> read_error("x.gz", EOFError("ended early")).kind
    'corrupt'
    """
    if isinstance(err, GZIP_ERRORS):
        return CorruptDocumentError(name, f"damaged gzip data ({err})")
    if isinstance(err, OSError):
        return SourceReadError(name, err.strerror or str(err))
    return SourceReadError(name, str(err))


def open_binary(path: str | os.PathLike[str]) -> BinaryIO:
    """Open a file for reading bytes, ``.gz`` decompressed on the fly (by magic number)."""
    name = os.fspath(path)
    try:
        raw = open(name, "rb")  # noqa: SIM115 - handed to the caller
    except OSError as err:
        raise SourceReadError(name, err.strerror or str(err)) from err
    if raw.peek(2)[:2] == b"\x1f\x8b":
        # gzip.open owns the file it opens (GzipFile(fileobj=...) would leave it open)
        raw.close()
        return cast(BinaryIO, gzip.open(name, "rb"))
    return raw


class SniffedText(io.TextIOWrapper):
    """The text stream ``open_text`` returns: its text is exactly its ``buffer``'s bytes decoded
    with ``encoding`` and ``errors="replace"`` (no newline translation), so a scanner may read
    the bytes itself while nothing was read through the text layer (``sniffed_bytes``)."""

    #: ``buffer.tell()`` when opened (``None``: not known, a pipe: see ``fresh``)
    opened_at: int | None = None
    #: a pipe's stream that nothing has read through the text layer yet (its bytes may then
    #: be read directly although ``tell`` cannot confirm it): every text read clears it
    fresh: bool = False

    def read(self, size: int | None = -1) -> str:
        self.fresh = False
        return super().read(size)

    def readline(self, size: int = -1) -> str:  # type: ignore[override]  # (as __next__)
        self.fresh = False
        return super().readline(size)

    def __next__(self) -> str:  # type: ignore[override]  # (typeshed: IOBase's bytes)
        self.fresh = False
        return super().__next__()


def sniffed_bytes(stream: object) -> tuple[IO[bytes], str] | None:
    """The binary stream under a ``SniffedText`` nobody has read from yet, and its encoding;
    ``None`` for any other stream (read it as text)."""
    if not isinstance(stream, SniffedText):
        return None
    binary = cast(IO[bytes], stream.buffer)
    if stream.opened_at is None:
        return (binary, stream.encoding) if stream.fresh and not stream.closed else None
    try:
        if stream.closed or binary.tell() != stream.opened_at:
            return None
    except (OSError, ValueError):
        return None
    return binary, stream.encoding


#: The ``errors`` of a text stream whose bytes a scanner may decode itself: an invalid byte
#: raises (``strict``: ``UnicodeDecodeError``, as the text layer would) or is U+FFFD.
_DECODED_ERRORS = frozenset(("strict", "replace"))
#: The buffers under a text stream that seek back at once (a ``GzipFile`` seeks back by
#: decompressing again from its start: its text is read through its text layer)
_SEEKABLE_BUFFERS = (io.BufferedReader, io.BufferedRandom, io.BytesIO)


def utf8_text_bytes(stream: object) -> IO[bytes] | None:
    """The binary stream under a plain ``io.TextIOWrapper`` (what ``open(path)`` returns)
    that decodes UTF-8 (``errors`` strict or replace), is seekable and holds nothing read
    ahead (its ``tell()`` is its buffer's: no decoded text or partial character pending);
    ``None`` for any other stream (or buffer: ``_SEEKABLE_BUFFERS``). Its text is its bytes
    decoded, except that a "\\r" may be translated (``newline=None``, a mode that the
    stream does not tell): a scanner reading the bytes must hand back to the text layer from
    a "\\r" on (``scan_utf8``'s ``handback``), seeking the bytes back to where it stopped
    decoding."""
    if type(stream) is not io.TextIOWrapper:
        return None
    try:
        if codecs.lookup(stream.encoding).name != "utf-8" or stream.errors not in _DECODED_ERRORS:
            return None
        binary = cast(IO[bytes], stream.buffer)
        if type(binary) not in _SEEKABLE_BUFFERS or stream.closed or not stream.seekable():
            return None
        if stream.tell() != binary.tell():
            return None
    except (LookupError, OSError, ValueError, AttributeError):
        return None  # (``tell`` refuses while iterating: then it is read as text)
    return binary


def open_text(source: str | os.PathLike[str] | IO[bytes], options: Options | None = None) -> TextIO:
    """Open a path or binary stream as a text stream with the sniffed encoding.

    Undecodable bytes in legacy text become U+FFFD rather than failing midway (``replace``);
    binary files raise ``DecodeSourceError`` before anything is read.
    """
    options = options or DEFAULT_OPTIONS
    if isinstance(source, (str, os.PathLike)):
        name = os.fspath(source)
        binary: IO[bytes] = open_binary(name)
    else:
        name = getattr(source, "name", "<stream>")
        binary = source
    buffered = cast(
        io.BufferedReader,
        binary if hasattr(binary, "peek") else io.BufferedReader(cast(io.RawIOBase, binary)),
    )
    try:
        # peek gives what one read returned: enough to sniff, and nothing is consumed
        head = buffered.peek(SNIFF_SIZE)[:SNIFF_SIZE]
        encoding = options.encoding or sniff_encoding(head, str(name), _is_whole(buffered, head))
    except DecodeSourceError:
        buffered.close()
        raise
    except (OSError, *GZIP_ERRORS) as err:
        buffered.close()
        raise read_error(str(name), err) from err
    text = SniffedText(buffered, encoding=encoding, errors="replace", newline="")
    try:
        text.opened_at = buffered.tell()
    except (OSError, ValueError):
        text.opened_at, text.fresh = None, True  # a pipe: its bytes while nothing read them
    return text
