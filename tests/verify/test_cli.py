"""``doiextract verify`` and ``doiextract clean --verify`` against a local DOI proxy (issue 5)."""

from __future__ import annotations

import json
import sys
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
    status = main(["verify", "doi:10.1000/1", "10.1000/abc-12", "-f", "jsonl", "--suggest",
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
    status = main(["clean", str(bib), "--verify", "--suggest", "-o", str(out), "--report",
                   str(report), *_args(handle_server, tmp_path)])  # fmt: skip
    assert status == 1
    assert out.read_text(encoding="utf-8") == text.replace("https://doi.org/", "")
    table = capsys.readouterr().out
    assert "not-found" in table and "10.1000/abc-1 (trailing-character-removed: exists)" in table
    assert "not-found" in report.read_text(encoding="utf-8")


def test_one_request_per_doi_unless_suggestions_are_asked_for(
    handle_server: HandleServer, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Issue 11.8: a DOI not found costs one request; ``--suggest`` asks about nearby fixes."""
    handle_server.add("10.1093/nar/gkr103", "url", "https://example.org/")
    dois = ["10.1093/nar/gkr1030", "10.1000/x.1/abstract", "10.1093/nar/gkr103"]
    assert main(["verify", *dois, *_args(handle_server, tmp_path)]) == 1
    assert "try" not in capsys.readouterr().out
    assert handle_server.requests == 3
    assert main(["verify", *dois, "--suggest", "--no-cache", "--resolver", handle_server.url,
                 "--rate", "0"]) == 1  # fmt: skip
    assert handle_server.requests > 6
    assert capsys.readouterr().out.splitlines() == [
        "10.1093/nar/gkr1030\tnot-found",
        "  try 10.1093/nar/gkr103\ttrailing-character-removed\texists",
        "10.1000/x.1/abstract\tnot-found",
        "10.1093/nar/gkr103\texists\thttps://example.org/",
    ]


def test_suggestions_that_do_not_exist_are_not_printed(
    handle_server: HandleServer, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Issue 11.8: ``gkr1030`` was shown "try gkr103" although gkr103 was not found either."""
    status = main(["verify", "10.1093/nar/gkr1030", "--suggest", *_args(handle_server, tmp_path)])
    assert status == 1
    assert capsys.readouterr().out == "10.1093/nar/gkr1030\tnot-found\n"
    assert handle_server.asked["10.1093/nar/gkr103"] == 1  # asked, not found, not shown


def test_verify_and_clean_verify_share_progress_and_summary(
    handle_server: HandleServer, tmp_path: Path, capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:  # fmt: skip
    """Issue 11.8: one progress bar (over distinct DOIs: 10.1000/A and 10.1000/a are one) and
    one summary line on stderr, for ``verify`` and ``clean --verify`` alike."""
    handle_server.add("10.1000/a", "url", "https://example.org/")
    monkeypatch.setattr(sys.stderr, "isatty", lambda: True)
    expected = "verified 3 DOIs: 2 exists, 1 not-found (0 from the cache, 2 requests)"
    main(["verify", "10.1000/A", "10.1000/a", "10.1000/b", "--no-cache",
          "--resolver", handle_server.url, "--rate", "0"])  # fmt: skip
    err = capsys.readouterr().err
    assert "verify:" in err and "/2 " in err and "/3 " not in err
    assert err.endswith(expected + "\n")
    bib = tmp_path / "r.bib"
    bib.write_text("@a{x, doi={10.1000/A}}\n@a{y, doi={10.1000/a}}\n@a{z, doi={10.1000/b}}\n")
    main(["clean", str(bib), "--verify", "--no-cache", "--resolver", handle_server.url,
          "--rate", "0"])  # fmt: skip
    err = capsys.readouterr().err
    assert "verify:" in err and "/2 " in err and "/3 " not in err
    assert err.endswith(expected + "\n")
