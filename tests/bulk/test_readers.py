"""Files no reader handles are skipped records (issue #11 item 2), PMC-style archives of JATS
articles work end to end (item 5), and the stable Python bulk API (item 6): ``extract_many``,
``extract_archive``, ``Options.cli_defaults``, bytes given to ``extract_text``."""

from __future__ import annotations

import io
import json
import tarfile
import zipfile
from pathlib import Path
from typing import Any

import pytest

import doiextract
from doiextract import (
    DecodeSourceError,
    Options,
    UnsupportedSourceError,
    extract_archive,
    extract_many,
    extract_path,
    extract_text,
)
from doiextract.cli import build_parser, main
from doiextract.sinks import document_record

from .conftest import strip_timing

REPO = Path(__file__).resolve().parents[2]
JATS = (REPO / "corpora" / "xml" / "jats-article.nxml").read_bytes()
PDF = (REPO / "corpora" / "samples" / "article.pdf").read_bytes()

#: Files no reader handles, by the kind their record names (magic bytes, SPEC-free).
UNREADABLE: dict[str, tuple[str, bytes]] = {
    "figure.png": ("image", b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + bytes(64)),
    "photo.jpg": ("image", b"\xff\xd8\xff\xe0\x00\x10JFIF\x00" + bytes(64)),
    "anim.gif": ("image", b"GIF89a\x01\x00\x01\x00" + bytes(32)),
    "scan.tif": ("image", b"II*\x00\x08\x00\x00\x00" + bytes(64)),
    "old.doc": ("office", b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + bytes(512)),
    "tool": ("binary", bytes(range(256)) * 8),
}


def _office_zip(first: str) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        archive.writestr(first, "<Types/>" if first.endswith(".xml") else "application/x")
        archive.writestr("word/document.xml", "<w:document>doi:10.1000/inside</w:document>")
    return buffer.getvalue()


def _mixed_folder(root: Path) -> Path:
    folder = root / "mixed"
    folder.mkdir()
    for name, (_, data) in UNREADABLE.items():
        (folder / name).write_bytes(data)
    (folder / "report.docx").write_bytes(_office_zip("[Content_Types].xml"))
    (folder / "sheet.ods").write_bytes(_office_zip("mimetype"))
    (folder / "paper.txt").write_text("see doi:10.1000/182\n", encoding="utf-8")
    return folder


def _jsonl(capsys: pytest.CaptureFixture[str]) -> list[dict[str, Any]]:
    return [json.loads(line) for line in capsys.readouterr().out.splitlines()]


def test_unreadable_files_are_skipped_not_errors(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """issue #11 item 2: images, office files and binaries in a folder are ``skipped`` records
    with a reason; the run exits 0; the summary counts them apart."""
    folder = _mixed_folder(tmp_path)
    status = main(["-f", "jsonl", "--jobs", "0", "--summary", str(folder)])
    captured = capsys.readouterr()
    records = [json.loads(line) for line in captured.out.splitlines()]
    err = captured.err
    assert status == 0
    by_name = {Path(r["source"]).name: r for r in records}
    assert by_name["paper.txt"]["status"] == "ok"
    assert by_name["paper.txt"]["dois"] == ["10.1000/182"]
    expected = {name: kind for name, (kind, _) in UNREADABLE.items()}
    expected.update({"report.docx": "office", "sheet.ods": "office"})
    for name, kind in expected.items():
        record = by_name[name]
        assert (record["status"], record["kind"]) == ("skipped", kind), record
        assert record["reason"] and "error" not in record
        assert record["dois"] == []  # the DOCX's XML inside is not read
    summary = next(line for line in err.splitlines() if "documents:" in line)
    assert f"1 ok, 0 errors, {len(expected)} skipped" in summary


def test_skipped_with_the_worker_pool(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    folder = _mixed_folder(tmp_path)
    assert main(["--jobs", "2", "-I", "-N", str(folder)]) == 0  # bare DOIs
    captured = capsys.readouterr()
    assert captured.out == "10.1000/182\n"
    assert captured.err == ""  # skipping is quiet, as ripgrep's binary files


def test_type_text_still_forces_reading(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    png = tmp_path / "figure.png"
    png.write_bytes(UNREADABLE["figure.png"][1])
    assert main(["--type", "text", str(png)]) == 1  # read as text: binary data, an error
    assert "binary" in capsys.readouterr().err
    assert main([str(png)]) == 0
    # an image is known by its magic bytes, not its name: text named .png is text
    text_png = tmp_path / "fake.png"
    text_png.write_text("doi:10.1000/named.png\n", encoding="utf-8")
    assert extract_path(text_png).dois == ["10.1000/named.png"]


def _pmc_package(path: Path) -> None:
    """A PMC OA-style package: a folder per article with .nxml, PDF and images."""
    with tarfile.open(path, "w:gz") as tar:
        for name, data in (
            ("PMC11000001/jsbm-0107.nxml", JATS),
            ("PMC11000001/jsbm-0107.pdf", PDF),
            ("PMC11000001/jsbm-0107-g001.jpg", UNREADABLE["photo.jpg"][1]),
            ("PMC11000001/jsbm-0107-g002.gif", UNREADABLE["anim.gif"][1]),
        ):
            info = tarfile.TarInfo(name)
            info.size = len(data)
            tar.addfile(info, io.BytesIO(data))


def test_pmc_archive_end_to_end_cli(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """issue #11 item 5: own and cited DOIs of the article come out of the tar.gz; images are
    skipped records; the exit status is 0."""
    package = tmp_path / "oa_package.tar.gz"
    _pmc_package(package)
    assert main(["-f", "jsonl", "--all", "--jobs", "2", str(package)]) == 0
    records = {r["member"]: r for r in _jsonl(capsys)}
    article = records["PMC11000001/jsbm-0107.nxml"]
    assert (article["status"], article["kind"]) == ("ok", "xml")
    assert article["own_doi"] == "10.55555/jsbm.2024.0107"
    cited = {h["doi"] for h in article["hits"] if h.get("location", "").startswith("ref-list/")}
    assert cited == {
        "10.1039/c0ay00123a",
        "10.1093/nar/gky1101",
        "10.1039/d0lc01234k",
        "10.1007/978-3-319-12345-6",
        "10.6084/m9.figshare.21000001",
    }
    assert records["PMC11000001/jsbm-0107.pdf"]["kind"] == "pdf"
    assert records["PMC11000001/jsbm-0107.pdf"]["status"] == "ok"
    for image in ("PMC11000001/jsbm-0107-g001.jpg", "PMC11000001/jsbm-0107-g002.gif"):
        assert (records[image]["status"], records[image]["kind"]) == ("skipped", "image")


def test_extract_many_gives_the_cli_records(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """issue #11 item 6: the same records as ``doiextract -f jsonl``, in input order, with
    the worker pool or in this process."""
    folder = _mixed_folder(tmp_path)
    package = tmp_path / "oa_package.tar.gz"
    _pmc_package(package)
    operands = [str(package), str(folder)]
    assert main(["-f", "jsonl", "--all", *operands]) == 0
    cli = [strip_timing(r) for r in _jsonl(capsys)]
    for jobs in (0, 2):
        results = list(extract_many(operands, jobs=jobs))
        assert all(isinstance(r, doiextract.DocumentResult) for r in results)
        assert [strip_timing(document_record(r)) for r in results] == cli


def test_extract_many_takes_one_path_and_stops_early(tmp_path: Path) -> None:
    folder = _mixed_folder(tmp_path)
    one = list(extract_many(folder / "paper.txt", jobs=0))
    assert [r.dois for r in one] == [["10.1000/182"]]
    results = extract_many(folder, jobs=1)
    first = next(results)
    assert first.source.startswith(str(folder))
    results.close()  # type: ignore[attr-defined]  # a generator: closing stops the workers


def test_extract_many_uses_cli_limits_by_default(tmp_path: Path) -> None:
    big = tmp_path / "big.txt"
    with big.open("wb") as handle:
        handle.truncate((512 << 20) + 1)  # sparse: over --max-size's default
    (result,) = extract_many(big, jobs=0)
    assert result.error is not None and result.error.kind == "limit"
    (unlimited,) = extract_many(big, jobs=0, options=Options(source_type="auto"))
    assert unlimited.error is None or unlimited.error.kind != "limit"


def test_extract_archive_and_extract_path_on_archives(tmp_path: Path) -> None:
    package = tmp_path / "oa_package.tar.gz"
    _pmc_package(package)
    results = list(extract_archive(package, jobs=0))
    assert [r.member for r in results] == [
        "PMC11000001/jsbm-0107.nxml",
        "PMC11000001/jsbm-0107.pdf",
        "PMC11000001/jsbm-0107-g001.jpg",
        "PMC11000001/jsbm-0107-g002.gif",
    ]
    assert results[0].own_doi == "10.55555/jsbm.2024.0107"
    with pytest.raises(UnsupportedSourceError, match="extract_archive"):
        extract_path(package)
    with pytest.raises(UnsupportedSourceError):
        extract_archive(tmp_path / "paper.txt")


def test_extract_text_reads_bytes_and_binary_streams() -> None:
    """issue #11 item 6: bytes work (decoded as a file is); binary data is a typed error."""
    assert [h.doi for h in extract_text(b"doi:10.1000/182")] == ["10.1000/182"]
    assert [h.doi for h in extract_text("10.1000/\xe9".encode("cp1252"))] == ["10.1000/\xe9"]
    stream = io.BytesIO(b"a 10.1000/1 b")
    assert [h.doi for h in extract_text(stream)] == ["10.1000/1"]
    assert not stream.closed  # the caller's stream stays open
    with pytest.raises(DecodeSourceError) as info:
        extract_text(bytes(range(256)) * 4)
    assert isinstance(info.value, ValueError)
    assert [h.doi for h in doiextract.iter_candidates(b"10.1000/2") if hasattr(h, "doi")] == [
        "10.1000/2"
    ]


def test_cli_defaults_are_the_cli_options() -> None:
    """``Options.cli_defaults()`` is what the command line starts from: the two agree on
    every field a user did not set."""
    defaults = Options.cli_defaults()
    assert (defaults.timeout, defaults.max_bytes) == (120.0, 512 << 20)
    assert Options().timeout == 0 and Options().max_bytes == 0
    from doiextract.cli import build_options

    assert build_options(build_parser().parse_args(["x"])) == defaults


def test_api_is_exported_and_typed() -> None:
    for name in ("extract_many", "extract_archive", "extract_xml"):
        assert name in doiextract.__all__
        assert callable(getattr(doiextract, name))
    assert extract_many.__annotations__["return"] == "Iterator[DocumentResult]"
