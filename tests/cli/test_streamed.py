"""Text output of a document read in this process is rendered as its hits are found, the hits
never held (issue #10 item 3: peak memory bounded by a window, not by the number of hits);
the output, counts and failure behaviour stay those of rendering the whole result."""

from __future__ import annotations

import io
import json
import os
import time
from pathlib import Path
from typing import Any

import pytest

from doiextract import Options, extract_path, sinks
from doiextract.bulk import extract_document, pool
from doiextract.cli import main
from doiextract.model import DocumentError, DocumentResult
from doiextract.sinks import TextLayout, TextSink

#: lines 1, 2 (two cases of one DOI), 3 (the DOI of line 1 again), 4
TEXT = (
    "see doi:10.1000/182 here\n"
    "then https://doi.org/10.1000/ABC and 10.1000/abc\n"
    "again 10.1000/182\n"
    "last 10.5555/xyz.\n"
)


@pytest.fixture(autouse=True)
def spool_every_file(monkeypatch: pytest.MonkeyPatch) -> None:
    """These tests are about the spool: every file goes through it here (by default a file
    under ``pool.SPOOL_BYTES`` is read whole: ``test_a_small_file_is_read_whole``)."""
    monkeypatch.setattr(pool, "SPOOL_BYTES", 0)


@pytest.fixture
def paper(tmp_path: Path) -> Path:
    path = tmp_path / "paper.txt"
    path.write_text(TEXT, encoding="utf-8")
    return path


def _run(args: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    status = main(args)
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def test_on_hit_gets_every_hit_and_the_result_keeps_none(paper: Path) -> None:
    whole = extract_path(paper)
    got: list[Any] = []
    streamed = extract_path(paper, on_hit=got.append)
    assert streamed.hits == ()
    assert got == list(whole.hits)
    assert len(got) == 5
    assert streamed.stats["hits"] == whole.stats["hits"] == 5


def test_on_hit_keeps_the_own_doi_of_the_file_name(tmp_path: Path) -> None:
    path = tmp_path / "10.1000_182.txt"
    path.write_text(TEXT, encoding="utf-8")
    whole = extract_path(path)
    streamed = extract_path(path, on_hit=lambda hit: None)
    assert whole.own_doi == "10.1000/182"
    assert (streamed.own_doi, streamed.own_doi_evidence) == (
        whole.own_doi,
        whole.own_doi_evidence,
    )
    assert streamed.own_doi_evidence == "file name (also in the document)"


def test_on_hit_with_a_reader_that_reads_whole(tmp_path: Path) -> None:
    path = tmp_path / "page.html"
    path.write_text(f"<html><body><p>{TEXT}</p></body></html>", encoding="utf-8")
    whole = extract_path(path)
    got: list[Any] = []
    streamed = extract_path(path, on_hit=got.append)
    assert whole.hits
    assert got == list(whole.hits)
    assert streamed.hits == ()


def _whole(path: Path, flags: list[str]) -> str:
    """What the sink writes from the whole result of ``path`` (the path a pool run takes)."""
    out = io.StringIO()
    unique = "--all" not in flags
    if "-f" in flags:
        format_name = flags[flags.index("-f") + 1]
        sink = sinks.make_sink(format_name, out, unique)
    else:
        layout = TextLayout("dois", filename="-H" in flags, line="-n" in flags)
        sink = TextSink(out, unique, layout)
    sink.write(extract_path(path))
    return out.getvalue()


@pytest.mark.parametrize(
    "flags",
    [
        [],
        ["--all"],
        ["-n"],
        ["-n", "--all"],
        ["-H"],
        ["-H", "-n", "--all"],
        ["-f", "csv"],
        ["-f", "csv", "--all"],
        ["-f", "tsv"],
        ["-f", "tsv", "--all"],
    ],
)
def test_the_hits_are_never_held_and_the_output_is_the_whole_results(
    paper: Path,
    flags: list[str],
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    held: list[int] = []
    make_outcome = pool.make_outcome

    def spy(result: DocumentResult, render: pool.Render) -> pool.Outcome:
        held.append(len(result.hits))
        return make_outcome(result, render)

    monkeypatch.setattr(pool, "make_outcome", spy)
    status, out, _ = _run([*flags, str(paper)], capsys)
    assert status == 0
    assert held == [0]  # the document's result came back without its hits
    assert out == _whole(paper, flags)
    assert "10.5555/xyz" in out


def _record(path: Path, unique: bool) -> str:
    """The JSON Lines record of the whole result of ``path``, as a pool run writes it."""
    return sinks.json_line(extract_document(str(path), Options.cli_defaults()), unique)


def _without_seconds(lines: str) -> list[dict[str, Any]]:
    records = [json.loads(line) for line in lines.splitlines()]
    for record in records:
        record["stats"].pop("seconds")
    return records


@pytest.mark.parametrize("flags", [[], ["--all"]], ids=["unique", "all"])
def test_json_lines_is_rendered_hit_by_hit_too(
    paper: Path,
    flags: list[str],
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """JSON Lines writes a document's ``dois`` and counts before its hits: its spool
    (``sinks.JsonLinesSpool``) keeps the hits encoded and the DOIs, and writes the line of
    the whole result once the document is read (its timing aside)."""
    held: list[int] = []
    make_outcome = pool.make_outcome

    def spy(result: DocumentResult, render: pool.Render) -> pool.Outcome:
        held.append(len(result.hits))
        return make_outcome(result, render)

    monkeypatch.setattr(pool, "make_outcome", spy)
    status, out, _ = _run(["-f", "jsonl", *flags, str(paper)], capsys)
    assert status == 0
    assert held == [0]
    assert out.endswith("\n") and out.count("\n") == 1
    got, whole = _without_seconds(out), _without_seconds(_record(paper, not flags))
    assert got == whole
    assert list(got[0]) == list(whole[0])  # the fields in the same order
    assert len(got[0]["hits"]) == (5 if flags else 3) and got[0]["counts"]["hits"] == 5


def test_a_json_lines_record_spooled_to_a_file_is_the_whole_record(
    paper: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(sinks, "SPOOL_CHARS", 8)
    _, out, _ = _run(["-f", "jsonl", "--all", str(paper)], capsys)
    assert _without_seconds(out) == _without_seconds(_record(paper, False))


@pytest.mark.parametrize("format_name", ["csv", "tsv"])
def test_a_name_that_is_not_utf8_gets_the_same_rows(
    tmp_path: Path, format_name: str, capsys: pytest.CaptureFixture[str]
) -> None:
    path = Path(os.fsdecode(bytes(tmp_path) + b"/bad\xff.txt"))
    path.write_text(TEXT, encoding="utf-8")
    _, out, _ = _run(["-f", format_name, str(path)], capsys)
    assert out == _whole(path, ["-f", format_name])
    assert "\\xff" in out


def test_a_file_without_dois_still_gets_its_row(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "none.txt"
    path.write_text("no identifiers here\n", encoding="utf-8")
    _, out, _ = _run(["-f", "csv", str(path)], capsys)
    assert out == _whole(path, ["-f", "csv"])
    assert out.splitlines()[1].startswith(f"{path},,ok,,")


def test_bare_dois_are_each_printed_once(paper: Path, capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = _run([str(paper)], capsys)
    assert status == 0
    assert out == "10.1000/182\n10.1000/ABC\n10.5555/xyz\n"


def test_the_summary_counts_the_hits_that_were_not_held(
    paper: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    _, _, err = _run(["--summary", str(paper)], capsys)
    assert "DOIs: 3 in documents, 3 unique, 5 occurrences" in err


def test_lines_past_the_spool_size_go_through_a_file(
    paper: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    rolled: list[bool] = []
    commit = sinks.TextSpool.commit

    def spy(self: sinks.TextSpool, result: DocumentResult | None = None) -> None:
        rolled.append(bool(getattr(self.file, "_rolled", False)))
        commit(self, result)

    monkeypatch.setattr(sinks, "SPOOL_CHARS", 8)
    monkeypatch.setattr(sinks.TextSpool, "commit", spy)
    _, out, _ = _run(["-n", "--all", str(paper)], capsys)
    assert rolled == [True]
    assert out == "1:10.1000/182\n2:10.1000/ABC\n2:10.1000/abc\n3:10.1000/182\n4:10.5555/xyz\n"


def test_a_document_that_fails_half_way_prints_none_of_its_dois(
    paper: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Lines are written once the document is read whole: a reader that found hits and then
    failed prints its error only, as when the whole result is rendered."""
    real = pool.extract_document

    def broken(source: str, options: Options, *args: Any, **kwargs: Any) -> DocumentResult:
        on_hit = kwargs.pop("on_hit")
        hits = real(source, options, *args, **kwargs).hits
        assert hits
        for hit in hits:
            on_hit(hit)
        return DocumentResult(source, error=DocumentError("read", f"{source}: broke"))

    monkeypatch.setattr(pool, "extract_document", broken)
    status, out, err = _run([str(paper)], capsys)
    assert status == 1
    assert out == ""
    assert "broke" in err


def test_a_document_stopped_by_timeout_half_way_prints_none_of_its_dois(
    paper: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    real = pool.extract_document

    def slow(source: str, options: Options, *args: Any, **kwargs: Any) -> DocumentResult:
        on_hit = kwargs.pop("on_hit")
        for hit in real(source, options, *args, **kwargs).hits:
            on_hit(hit)
        time.sleep(30)
        raise AssertionError("not stopped")

    monkeypatch.setattr(pool, "extract_document", slow)
    started = time.monotonic()
    status, out, err = _run(["--timeout", "0.5", str(paper)], capsys)
    assert time.monotonic() - started < 20
    assert status == 1
    assert out == ""
    assert "--timeout 0.5" in err


@pytest.mark.parametrize("flags", [["-f", "csv"], ["-H", "-n"]])
def test_standard_input_keeps_its_name_in_the_output(
    flags: list[str], monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Read whole, then handed over hit by hit: the rows and prefixes say ``<stdin>``."""
    monkeypatch.setattr("sys.stdin", io.TextIOWrapper(io.BytesIO(TEXT.encode())))
    status, out, _ = _run([*flags, "-"], capsys)
    assert status == 0
    lines = out.splitlines()
    if "-f" in flags:
        assert lines[1].startswith("<stdin>,,ok,10.1000/182,")
    else:
        assert lines[0] == "<stdin>:1:10.1000/182"
    assert len(lines) == (4 if "-f" in flags else 3)


@pytest.mark.parametrize("flags", [["-f", "jsonl"], ["-f", "csv"], ["-n", "--all"]])
def test_a_small_file_is_read_whole_with_the_same_output(
    paper: Path,
    flags: list[str],
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """A file under ``SPOOL_BYTES`` is rendered from its whole result (no spool to set up:
    faster for small files, and its few hits are held); its output is the spooled one."""
    _, spooled, _ = _run([*flags, str(paper)], capsys)
    monkeypatch.setattr(pool, "SPOOL_BYTES", 256 << 10)
    held: list[int] = []
    make_outcome = pool.make_outcome

    def spy(result: DocumentResult, render: pool.Render) -> pool.Outcome:
        held.append(len(result.hits))
        return make_outcome(result, render)

    monkeypatch.setattr(pool, "make_outcome", spy)
    _, whole, _ = _run([*flags, str(paper)], capsys)
    assert held == [5]
    if flags[:2] == ["-f", "jsonl"]:
        assert _without_seconds(whole) == _without_seconds(spooled)
    else:
        assert whole == spooled
