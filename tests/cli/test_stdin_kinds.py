"""Standard input is read as a file of the same content would be: a PDF, an HTML page or XML
(``curl ... | doiextract -``) by its reader, gzip data decompressed, ``--type`` obeyed; plain
text stays streamed. It was always read as plain text: a PDF failed ("looks like binary
data"), a page's ``<style>`` was scanned, and ``--type pdf -`` was ignored."""

from __future__ import annotations

import gzip
import json
import subprocess
import sys
from pathlib import Path

import pytest

SAMPLES = Path(__file__).resolve().parents[2] / "corpora" / "samples"


def _run(args: list[str], data: bytes) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(
        [sys.executable, "-m", "doiextract", *args],
        input=data,
        capture_output=True,
        timeout=120,
        check=False,
    )


def _records(args: list[str], data: bytes) -> list[dict[str, object]]:
    done = _run(["-f", "jsonl", *args, "-"], data)
    assert done.returncode == 0, done.stderr
    return [json.loads(line) for line in done.stdout.splitlines()]


@pytest.mark.parametrize(
    ("name", "kind", "packed"),
    [
        ("article.pdf", "pdf", False),
        ("landing-page.html", "html", False),
        ("landing-page.html", "html", True),
        ("references.txt", "text", True),
    ],
    ids=["pdf", "html", "html-gz", "text-gz"],
)
def test_stdin_is_read_as_the_file_would_be(name: str, kind: str, packed: bool) -> None:
    path = SAMPLES / name
    data = path.read_bytes()
    from_file = _file_record(path)
    (from_stdin,) = _records([], gzip.compress(data) if packed else data)
    assert from_stdin["kind"] == kind
    assert from_stdin["dois"] == from_file["dois"]
    assert from_stdin["source"] == "<stdin>"


def _file_record(path: Path) -> dict[str, object]:
    done = _run(["-f", "jsonl", str(path)], b"")
    assert done.returncode == 0, done.stderr
    record: dict[str, object] = json.loads(done.stdout)
    return record


def test_type_is_obeyed_on_stdin() -> None:
    page = (SAMPLES / "landing-page.html").read_bytes()
    as_text = _records(["--type", "text"], page)[0]["dois"]
    assert isinstance(as_text, list)
    assert "10.5555/in.style.sheet" in as_text  # a <style> read as text: what --type asked
    (record,) = _records(["--type", "csv"], b"a,b\n10.1000/x,y\n")
    assert record["kind"] == "csv" and record["dois"] == ["10.1000/x"]


def test_a_large_document_on_stdin_keeps_the_size_limit() -> None:
    done = _run(["-f", "jsonl", "--max-size", "1K", "-"], (SAMPLES / "article.pdf").read_bytes())
    assert done.returncode == 1
    (record,) = [json.loads(line) for line in done.stdout.splitlines()]
    assert record["status"] == "error"
    assert "--max-size" in str(record["error"])


@pytest.mark.parametrize("name", ["article.pdf", "landing-page.html", "references.txt"])
def test_explain_reads_stdin_as_the_file_would_be(name: str) -> None:
    """``--explain -`` gives the lines ``--explain FILE`` gives, the path written as "-" (a
    piped PDF failed as "binary data")."""
    path = SAMPLES / name
    from_file = _run(["--explain", str(path)], b"")
    from_stdin = _run(["--explain", "-"], path.read_bytes())
    assert from_stdin.returncode == from_file.returncode == 0, from_stdin.stderr
    file_lines = from_file.stdout.decode().splitlines()
    stdin_lines = from_stdin.stdout.decode().splitlines()
    assert len(stdin_lines) > 3
    assert stdin_lines == ["-" + line[len(str(path)) :] for line in file_lines]
