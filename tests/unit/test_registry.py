"""One reader table (issue #11 item 4): every part of doiextract that decides how a document is
read asks ``doiextract.sources.registry``; adding a format is one module and one row."""

from __future__ import annotations

import argparse
import textwrap
from pathlib import Path

import pytest

from doiextract import extract_bytes, extract_path
from doiextract.bulk import extract_batch, guess_kind
from doiextract.cli import build_parser
from doiextract.engines import default_batch_size
from doiextract.extract import iter_document_candidates, sniff_kind
from doiextract.own_doi import doi_from_file_name
from doiextract.sources import registry
from doiextract.sources.registry import (
    FORCEABLE_KINDS,
    READERS,
    Reader,
    kind_for_name,
    reader_for,
    sniff,
)


@pytest.mark.parametrize(
    ("name", "kind"),
    [
        ("a.pdf", "pdf"),
        ("A.PDF.gz", "pdf"),
        ("p.htm", "html"),
        ("p.xhtml.gz", "html"),
        ("article.nxml", "xml"),
        ("deposit.xml.gz", "xml"),
        ("t.tab", "tsv"),
        ("fig.TIFF", "image"),
        ("r.docx", "office"),
        ("notes", "text"),
    ],
)
def test_names_have_one_kind_everywhere(name: str, kind: str) -> None:
    """Bulk records of unread documents and the table agree (bulk used its own list)."""
    assert kind_for_name(name) == kind
    assert guess_kind(name) == kind


def test_dask_batches_count_pdfs_by_the_table() -> None:
    assert default_batch_size(["a.PDF.gz"] * 99) == default_batch_size(["a.pdf"] * 99) == 4


def test_own_doi_strips_the_table_extensions() -> None:
    assert doi_from_file_name("10.1371_journal.pone.0213978.nxml") == (
        "10.1371/journal.pone.0213978"
    )
    assert doi_from_file_name("10.1000%2F182.xml.gz") == "10.1000/182"


def test_cli_type_choices_are_the_readable_kinds() -> None:
    parser = build_parser()
    (action,) = [a for a in parser._actions if a.dest == "source_type"]
    assert tuple(action.choices or ()) == FORCEABLE_KINDS
    assert {"auto", "pdf", "html", "xml", "csv", "tsv", "text"} == set(FORCEABLE_KINDS)
    assert isinstance(parser, argparse.ArgumentParser)


def test_every_row_is_well_formed() -> None:
    kinds = [r.kind for r in READERS]
    assert len(kinds) == len(set(kinds))
    for reader in READERS:
        assert all(e.startswith(".") and e == e.lower() for e in reader.extensions)
        if reader.readable and not reader.streamed:
            assert callable(reader.function("read")) or callable(reader.function("segments"))
        assert reader_for(reader.kind) is reader


def test_unknown_kind_is_a_typed_error() -> None:
    from doiextract import Options, UnsupportedSourceError

    with pytest.raises(UnsupportedSourceError, match="unknown type"):
        extract_bytes(b"x", "x", Options(source_type="docx"))


@pytest.mark.parametrize(
    ("head", "name", "kind"),
    [
        (b"%PDF-1.4", "x.txt", "pdf"),
        (b"doi:10.1000/1", "x.pdf", "text"),  # PDF is known by its magic, not its name
        (b"\x89PNG\r\n\x1a\n", "", "image"),
        (b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", "", "office"),
        (b"PK\x03\x04" + bytes(26) + b"mimetype", "", "office"),
        (b"PK\x03\x04" + bytes(26) + b"data.txt", "x.bin", "archive"),
        (b"\x7fELF\x02\x01\x01" + bytes(100), "", "binary"),
        ("doi:10.1000/1".encode("utf-16"), "x.txt", "text"),  # NULs, but UTF-16 text
        (b"", "empty.csv", "csv"),
    ],
)
def test_sniff(head: bytes, name: str, kind: str) -> None:
    assert sniff(head, name).kind == kind == sniff_kind(head, name)


READER_MODULE = '''
from doiextract.model import Location
from doiextract.sources import Segment


def rtf_segments(data, name, options):
    """A toy RTF reader: each paragraph (\\\\par) a segment, control words dropped."""
    text = data.decode("latin-1")
    return [
        Segment(part.replace("{\\\\rtf1", "").replace("}", "").strip(),
                Location(name, None, "par"))
        for part in text.split("\\\\par")
    ]
'''


def test_a_format_is_one_module_and_one_row(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The module docstring's recipe, done: a module giving segments, one row in READERS;
    the library, --explain and a corpus run then read the format."""
    (tmp_path / "toy_rtf_reader.py").write_text(textwrap.dedent(READER_MODULE), "utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    row = Reader(
        "rtf",
        (".rtf",),
        magic=lambda head: head.startswith(b"{\\rtf"),
        segments="toy_rtf_reader:rtf_segments",
    )
    monkeypatch.setattr(registry, "READERS", (row, *READERS))
    document = tmp_path / "paper.rtf"
    document.write_bytes(b"{\\rtf1 see doi:10.1000/rtf.1\\par and 10.1000/rtf.2}")
    result = extract_path(document)
    assert (result.kind, result.dois) == ("rtf", ["10.1000/rtf.1", "10.1000/rtf.2"])
    assert {h.location.element for h in result.hits} == {"par"}
    assert [c.raw for c in iter_document_candidates(document)][-1] == "10.1000/rtf.2"
    (record,) = extract_batch([str(document)])
    assert (record["kind"], record["dois"]) == ("rtf", ["10.1000/rtf.1", "10.1000/rtf.2"])
