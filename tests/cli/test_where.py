"""Where each DOI is (issue #11 item 3): every hit's line in the library, JSON Lines and CSV;
ripgrep's manners in text output (path:line:doi, -n/-N, -H/-I, -c, -l, --own-doi); a single
input read in this process, with no worker pool (issue #11 acceptance: one small file)."""

from __future__ import annotations

import csv
import io
import json
import os
import time
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from reportlab.lib.pagesizes import A4
from reportlab.pdfgen.canvas import Canvas

from doiextract import Options, extract_html, extract_path, iter_hits
from doiextract.bulk import pool
from doiextract.cli import main

#: lines 2, 4 (twice, two cases of one DOI), 6 (CRLF before it), 8 (full-width digits)
TEXT = (
    "A title\n"
    "see doi:10.1000/182 here\n"
    "\n"
    "then https://doi.org/10.1000/ABC and 10.1000/abc\n"
    "x\r\n"
    "10.1000/456%23789.\n"
    "\n"
    "\uff11\uff10\uff0e1000/77 end\n"
)
LINES = [2, 4, 4, 6, 8]


def _expected_lines(text: str, hits: list[Any]) -> list[int]:
    return [text.count("\n", 0, h.span[0]) + 1 for h in hits]


@pytest.mark.parametrize("chunk_size", [1, 3, 17, 64, 1 << 20])
def test_line_of_each_hit_in_a_stream_whatever_the_chunk_size(chunk_size: int) -> None:
    """Lines are counted over the whole stream as the buffer rolls, never from its start
    again: the same lines as counting the whole text, for any chunk size."""
    text = TEXT * 40  # many chunks, many rolls
    options = replace(Options(), chunk_size=chunk_size)
    hits = list(iter_hits(io.StringIO(text), options))
    assert len(hits) == 5 * 40
    assert [h.line for h in hits] == _expected_lines(text, hits)
    assert [h.line for h in hits[:5]] == LINES
    assert hits[-1].line == 8 * 39 + 8


def test_line_of_each_hit_in_a_string() -> None:
    hits = list(iter_hits(TEXT))
    assert [h.line for h in hits] == LINES
    assert [h.doi for h in hits][-1] == "10.1000/77"  # the full-width one, folded


def test_csv_cell_has_the_file_line_across_quoted_line_breaks(tmp_path: Path) -> None:
    path = tmp_path / "t.csv"
    path.write_text('a,b\n"x\ny",10.1000/1\nz,"q\n10.1000/2"\n10.1000/3,w\n', encoding="utf-8")
    hits = extract_path(path).hits
    assert [(h.doi, h.line) for h in hits] == [("10.1000/1", 3), ("10.1000/2", 5), ("10.1000/3", 6)]


HTML = (
    "<html>\n<head><meta name='citation_doi' content='10.1000/182'></head>\n<body>\n"
    "<p>text\n<b>10.1000/a</b></p>\n\n<div><a href='https://doi.org/10.1000/b'>link</a></div>\n"
    "</body></html>"
)


def test_html_hit_line_is_its_element_line_with_lxml_and_unknown_with_bs4() -> None:
    found = [(h.doi, h.line) for h in extract_html(HTML).hits]
    assert found == [("10.1000/182", 2), ("10.1000/a", 5), ("10.1000/b", 7)]
    bs4 = extract_html(HTML, replace(Options(), html_parser="bs4")).hits
    assert [h.line for h in bs4] == [None, None, None]


def _pdf(path: Path) -> Path:
    canvas = Canvas(str(path), pagesize=A4, invariant=1)
    canvas.setFont("Helvetica", 10)
    for page_lines, link in (
        (["Title", "no DOI here", "doi:10.1000/p1"], None),
        (["doi:10.1000/p2a", "more", "see 10.1000/p2b"], "https://doi.org/10.1000/link"),
    ):
        y = 780
        for line in page_lines:
            canvas.drawString(72, y, line)
            y -= 14
        if link:
            canvas.linkURL(link, (72, 600, 300, 612), relative=0)
        canvas.showPage()
    canvas.save()
    return path


def test_pdf_hit_line_is_within_its_page_and_a_link_has_none(tmp_path: Path) -> None:
    hits = extract_path(_pdf(tmp_path / "p.pdf")).hits
    found = {(h.doi, h.location.page, h.location.element, h.line) for h in hits}
    assert found == {
        ("10.1000/p1", 1, "text", 3),
        ("10.1000/p2a", 2, "text", 1),
        ("10.1000/p2b", 2, "text", 3),
        ("10.1000/link", 2, "annotation", None),
    }


def test_pdf_text_output_names_page_and_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    pdf = _pdf(tmp_path / "p.pdf")
    assert main(["-n", str(pdf)]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out == ["p1:3:10.1000/p1", "p2:1:10.1000/p2a", "p2:3:10.1000/p2b", "p2:10.1000/link"]


# --- JSON Lines and CSV ------------------------------------------------------------------------


@pytest.fixture
def files(tmp_path: Path) -> tuple[Path, Path, Path]:
    a = tmp_path / "a.txt"
    a.write_text(TEXT, encoding="utf-8")
    b = tmp_path / "b.txt"
    b.write_text("nothing here\n", encoding="utf-8")
    c = tmp_path / "c.txt"
    c.write_text("one\ntwo 10.1000/182\n", encoding="utf-8")
    return a, b, c


def test_jsonl_and_csv_hits_carry_line(
    files: tuple[Path, Path, Path], capsys: pytest.CaptureFixture[str]
) -> None:
    a = str(files[0])
    assert main(["-f", "jsonl", "--all", a]) == 0
    record = json.loads(capsys.readouterr().out)
    assert [h["line"] for h in record["hits"]] == LINES
    assert list(record["hits"][0])[:5] == ["doi", "raw", "start", "end", "line"]
    assert main(["-f", "csv", "--all", a]) == 0
    rows = list(csv.DictReader(io.StringIO(capsys.readouterr().out)))
    assert [int(r["line"]) for r in rows] == LINES
    assert [r["start"] for r in rows] == [str(h["start"]) for h in record["hits"]]


# --- text output: ripgrep's manners ---------------------------------------------------------


def _out(args: list[str], capsys: pytest.CaptureFixture[str], status: int = 0) -> list[str]:
    assert main(args) == status
    return capsys.readouterr().out.splitlines()


def test_one_input_prints_bare_dois_and_n_adds_the_line(
    files: tuple[Path, Path, Path], capsys: pytest.CaptureFixture[str]
) -> None:
    a = str(files[0])
    assert _out([a], capsys) == ["10.1000/182", "10.1000/ABC", "10.1000/456#789", "10.1000/77"]
    assert _out(["-n", a], capsys) == [
        "2:10.1000/182",
        "4:10.1000/ABC",
        "6:10.1000/456#789",
        "8:10.1000/77",
    ]
    assert _out(["-n", "--all", a], capsys)[1:3] == ["4:10.1000/ABC", "4:10.1000/abc"]
    assert _out(["-H", a], capsys)[0] == f"{a}:10.1000/182"


def test_several_inputs_print_path_line_doi_each_doi_once_per_document(
    files: tuple[Path, Path, Path], capsys: pytest.CaptureFixture[str]
) -> None:
    a, b, c = map(str, files)
    out = _out([a, b, c], capsys)
    # 10.1000/182 is in a and c: listed for both (a run-wide dedupe would hide where it is)
    assert out == [
        f"{a}:2:10.1000/182",
        f"{a}:4:10.1000/ABC",
        f"{a}:6:10.1000/456#789",
        f"{a}:8:10.1000/77",
        f"{c}:2:10.1000/182",
    ]
    assert _out(["-N", a, c], capsys)[-1] == f"{c}:10.1000/182"
    assert _out(["-I", a, c], capsys)[-1] == "2:10.1000/182"
    assert len(_out(["--all", a, c], capsys)) == 6


def test_no_filename_no_line_number_is_the_bare_list_deduplicated_over_the_run(
    files: tuple[Path, Path, Path], capsys: pytest.CaptureFixture[str]
) -> None:
    a, b, c = map(str, files)
    assert _out(["-I", "-N", a, b, c], capsys) == [
        "10.1000/182",
        "10.1000/ABC",
        "10.1000/456#789",
        "10.1000/77",
    ]


def test_a_directory_counts_as_several_inputs(
    files: tuple[Path, Path, Path], capsys: pytest.CaptureFixture[str]
) -> None:
    out = _out([str(files[0].parent)], capsys)
    assert sorted(out) == sorted(
        [f"{files[0]}:{n}:{d}" for n, d in zip(LINES[:2] + LINES[3:], _A_DOIS, strict=True)]
        + [f"{files[2]}:2:10.1000/182"]
    )


_A_DOIS = ["10.1000/182", "10.1000/ABC", "10.1000/456#789", "10.1000/77"]


def test_count_and_files_with_dois(
    files: tuple[Path, Path, Path], capsys: pytest.CaptureFixture[str]
) -> None:
    a, b, c = map(str, files)
    assert _out(["-c", a, b, c], capsys) == [f"{a}:4", f"{b}:0", f"{c}:1"]
    assert _out(["-c", "--all", a, b, c], capsys) == [f"{a}:5", f"{b}:0", f"{c}:1"]
    assert _out(["-c", a], capsys) == ["4"]
    assert _out(["-l", a, b, c], capsys) == [a, c]
    assert _out(["-l", b], capsys) == []


def test_count_leaves_out_a_document_that_could_not_be_read(
    files: tuple[Path, Path, Path], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    missing = str(tmp_path / "missing.txt")
    assert _out(["-q", "-c", str(files[2]), missing], capsys, status=1) == [f"{files[2]}:1"]


def test_count_and_own_doi_leave_out_a_skipped_file(
    files: tuple[Path, Path, Path], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A file no reader handles (issue #11 item 2) is not a document read: no -c line."""
    png = tmp_path / "figure.png"
    png.write_bytes(b"\x89PNG\r\n\x1a\n" + bytes(64))
    assert _out(["-c", str(files[2]), str(png)], capsys) == [f"{files[2]}:1"]
    assert _out(["--own-doi", str(files[2]), str(png)], capsys) == [f"{files[2]}\t"]


def test_own_doi_per_document(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    pdf = tmp_path / "paper.pdf"
    canvas = Canvas(str(pdf), pagesize=A4, invariant=1)
    canvas.setTitle("A paper")
    canvas.setSubject("doi:10.1000/own.1")
    canvas.drawString(72, 780, "A paper, doi:10.1000/own.1")
    canvas.drawString(72, 760, "cites 10.1000/other")
    canvas.showPage()
    canvas.save()
    plain = tmp_path / "plain.txt"
    plain.write_text("cites 10.1000/other\n", encoding="utf-8")
    own = extract_path(pdf).own_doi
    assert own == "10.1000/own.1"
    assert _out(["--own-doi", str(pdf)], capsys) == [own]
    assert _out(["--own-doi", str(pdf), str(plain)], capsys) == [f"{pdf}\t{own}", f"{plain}\t"]
    assert main(["--own-doi", str(plain)]) == 0
    captured = capsys.readouterr()
    assert captured.out == ""
    assert f"{plain}: no own DOI found" in captured.err


@pytest.mark.parametrize("flag", ["-n", "-H", "-I", "-N", "-c", "-l", "--own-doi"])
def test_text_layout_flags_with_another_format_are_a_usage_error(
    files: tuple[Path, Path, Path], flag: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["-f", "jsonl", flag, str(files[0])]) == 2
    assert "shape --format text" in capsys.readouterr().err


def test_help_lists_the_where_options(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["scan", "--help"])  # scan's options (the top-level --help lists subcommands)
    out = capsys.readouterr().out
    for flag in ("--line-number", "--with-filename", "--no-filename", "--count", "--own-doi"):
        assert flag in out
    assert "--files-with-dois" in out


# --- one small file: no pool --------------------------------------------------------------


class _PoolStarted(Exception):
    pass


def _no_pool(monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(self: Any) -> None:
        raise _PoolStarted

    monkeypatch.setattr(pool._Pool, "start_worker", refuse)


def test_a_single_file_is_read_without_starting_a_worker(
    files: tuple[Path, Path, Path],
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    _no_pool(monkeypatch)
    assert _out([str(files[2])], capsys) == ["10.1000/182"]
    assert _out(["-f", "jsonl", str(files[2])], capsys)[0].startswith("{")
    # the probe is real: two inputs do start the pool
    with pytest.raises(_PoolStarted):
        main([str(files[0]), str(files[2])])


def test_a_directory_still_uses_the_pool(
    files: tuple[Path, Path, Path], monkeypatch: pytest.MonkeyPatch
) -> None:
    _no_pool(monkeypatch)
    with pytest.raises(_PoolStarted):
        main([str(files[0].parent)])


def test_a_single_input_read_here_is_still_stopped_by_timeout(
    files: tuple[Path, Path, Path],
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """In this process --timeout is kept by an alarm signal: a document that takes too long
    (here a reader that sleeps in Python) is recorded as a 'timeout' error, as a worker's."""
    _no_pool(monkeypatch)

    def slow(item: Any, options: Options) -> Any:
        time.sleep(30)
        raise AssertionError("not stopped")

    monkeypatch.setattr(pool, "run_input", slow)
    started = time.monotonic()
    status = main(["-q", "-f", "jsonl", "--timeout", "0.5", str(files[2])])
    assert time.monotonic() - started < 20
    assert status == 1
    record = json.loads(capsys.readouterr().out)
    assert record["error"]["kind"] == "timeout"
    assert "--timeout 0.5" in record["error"]["message"]


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
def test_a_single_fifo_nobody_writes_times_out_without_a_pool(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """The real hang of issue 12: open() of a FIFO blocks; the alarm interrupts it."""
    _no_pool(monkeypatch)
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    assert main(["-q", "-f", "jsonl", "--timeout", "1", str(fifo)]) == 1
    record = json.loads(capsys.readouterr().out)
    assert record["error"]["kind"] == "timeout"
