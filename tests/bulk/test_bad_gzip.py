"""Damaged gzip data gives a typed error, never a bare EOFError or BadGzipFile (issue 12 §9):
through the library (bytes, paths, streamed text) and through a corpus run."""

from __future__ import annotations

import gzip
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

import doiextract
from doiextract import CorruptDocumentError, DoiExtractError
from doiextract.bulk import extract_batch
from doiextract.extract import iter_document_candidates

_TEXT = b"doi:10.1000/gz " * 20000
_GOOD = gzip.compress(_TEXT)

DAMAGED = {
    "magic-only": b"\x1f\x8b",
    "bad-header": b"\x1f\x8b" + b"X" * 16,
    "truncated": _GOOD[: len(_GOOD) // 2],
    "bad-crc": _GOOD[:-8] + bytes(8),
}

READERS: dict[str, Callable[[Path], Any]] = {
    "extract_path": doiextract.extract_path,
    "extract_file": doiextract.extract_file,
    "extract_bytes": lambda path: doiextract.extract_bytes(path.read_bytes(), path.name),
    "iter_document_candidates": lambda path: list(iter_document_candidates(path)),
}


@pytest.mark.parametrize("reader", sorted(READERS))
@pytest.mark.parametrize("damage", sorted(DAMAGED), ids=lambda d: f"issue12-9-{d}")
def test_damaged_gzip_is_a_corrupt_document(tmp_path: Path, damage: str, reader: str) -> None:
    path = tmp_path / "x.txt.gz"
    path.write_bytes(DAMAGED[damage])
    with pytest.raises(CorruptDocumentError) as info:
        READERS[reader](path)
    assert isinstance(info.value, DoiExtractError) and isinstance(info.value, OSError)
    assert info.value.kind == "corrupt"
    assert "x.txt.gz" in str(info.value) and "damaged gzip data" in str(info.value)


def test_damaged_gzip_in_a_corpus_run(tmp_path: Path) -> None:
    """Each damaged file is one 'corrupt' record; a good one beside them is read."""
    for damage, data in DAMAGED.items():
        (tmp_path / f"{damage}.txt.gz").write_bytes(data)
    (tmp_path / "good.txt.gz").write_bytes(_GOOD)
    records = {Path(r["source"]).name: r for r in extract_batch([str(tmp_path)])}
    assert records.pop("good.txt.gz")["dois"] == ["10.1000/gz"]
    assert {name: r["error"]["kind"] for name, r in records.items()} == {
        f"{damage}.txt.gz": "corrupt" for damage in DAMAGED
    }
