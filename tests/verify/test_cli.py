"""``doiextract verify`` and ``doiextract clean --verify`` against a local DOI proxy (issue 5)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from doiextract.cli import main

if TYPE_CHECKING:
    from tests.verify.conftest import HandleServer


def _args(server: HandleServer, tmp_path: Path) -> list[str]:
    return ["--resolver", server.url, "--cache", str(tmp_path / "c.sqlite3"), "--rate", "0"]


def test_verify_command_statuses_and_exit(
    handle_server: HandleServer, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    handle_server.add("10.1000/1", "url", "https://www.doi.org/index.html")
    handle_server.add("10.1000/abc-1", "url", "https://example.org/")
    status = main(["verify", "doi:10.1000/1", "10.1000/abc-12", "-f", "jsonl",
                   *_args(handle_server, tmp_path)])  # fmt: skip
    records = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert status == 1
    assert [(r["doi"], r["status"]) for r in records] == [
        ("10.1000/1", "exists"),
        ("10.1000/abc-12", "not-found"),
    ]
    assert records[0]["url"] == "https://www.doi.org/index.html"
    assert {"doi": "10.1000/abc-1", "fix": "trailing-character-removed", "status": "exists",
            "url": "https://example.org/"} in records[1]["suggestions"]  # fmt: skip


def test_verify_reads_dois_from_a_file(
    handle_server: HandleServer, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    handle_server.add("10.1000/1", "url", "https://x.example/")
    refs = tmp_path / "refs.txt"
    refs.write_text("See https://doi.org/10.1000/1.\n", encoding="utf-8")
    assert main(["verify", str(refs), *_args(handle_server, tmp_path)]) == 0
    assert capsys.readouterr().out == "10.1000/1\texists\thttps://x.example/\n"


def test_verify_bad_input_is_a_usage_error(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["verify", "10.12/x", "--no-cache"]) == 2
    assert "registrant" in capsys.readouterr().err


def test_clean_verify_reports_not_found_without_changing_it(
    handle_server: HandleServer, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    handle_server.add("10.1000/good", "url", "https://x.example/")
    handle_server.add("10.1000/abc-1", "url", "https://y.example/")
    bib = tmp_path / "r.bib"
    text = (
        "@article{a, doi = {https://doi.org/10.1000/good}}\n@article{b, doi = {10.1000/abc-12}}\n"
    )
    bib.write_text(text, encoding="utf-8")
    out = tmp_path / "out.bib"
    report = tmp_path / "report.csv"
    status = main(["clean", str(bib), "--verify", "-o", str(out), "--report", str(report),
                   *_args(handle_server, tmp_path)])  # fmt: skip
    assert status == 1
    assert out.read_text(encoding="utf-8") == text.replace("https://doi.org/", "")
    table = capsys.readouterr().out
    assert "not-found" in table and "10.1000/abc-1 (trailing-character-removed: exists)" in table
    assert "not-found" in report.read_text(encoding="utf-8")
