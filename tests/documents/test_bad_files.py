"""Bad files (issue #3, item 5): each gives a typed error or a warning, the CLI shows no
traceback and goes on with the next file; content sniffing picks the reader. A file that no
reader handles (binary junk) is skipped, not an error (issue #11 item 2)."""

from __future__ import annotations

import gzip
import subprocess
import sys
from pathlib import Path

import pytest

from doiextract import (
    CorruptDocumentError,
    DecodeSourceError,
    DoiExtractError,
    EncryptedDocumentError,
    Options,
    extract_bytes,
    extract_path,
)
from doiextract.cli import main

from .helpers import read_gold

ERRORS = {
    "encrypted-user-password.pdf": EncryptedDocumentError,
    "corrupt.pdf": CorruptDocumentError,
    "truncated.pdf": CorruptDocumentError,
}


@pytest.mark.parametrize("name", sorted(ERRORS))
def test_bad_file_raises_typed_error(generated: Path, name: str) -> None:
    path = generated / "pdf" / "bad" / name
    with pytest.raises(ERRORS[name]) as info:
        extract_path(path)
    assert isinstance(info.value, DoiExtractError)
    assert isinstance(info.value, OSError)  # the matching builtin (STYLE §6)
    assert name in str(info.value)
    kind = read_gold(path)["expect"]
    if kind.startswith("error:"):
        assert info.value.kind == kind.split(":", 1)[1]


def test_binary_junk_is_skipped_not_an_error(generated: Path) -> None:
    """issue #11 item 2: binary data named ``.txt`` is a skipped result with a reason; forcing
    the text reader still reads it as text, which refuses binary data with a typed error."""
    path = generated / "pdf" / "bad" / "junk.txt"
    assert read_gold(path)["expect"] == "skipped:binary"
    result = extract_path(path)
    assert (result.status, result.kind, result.error) == ("skipped", "binary", None)
    assert result.skipped is not None and "binary" in result.skipped
    with pytest.raises(DecodeSourceError):
        extract_path(path, Options(source_type="text"))


def test_owner_password_only_opens_with_empty_password(generated: Path) -> None:
    result = extract_path(generated / "pdf" / "bad" / "encrypted-owner-only.pdf")
    assert result.dois == ["10.5555/owner.only.1"]


def test_no_text_layer_is_a_warning(generated: Path) -> None:
    result = extract_path(generated / "pdf" / "bad" / "no-text-layer.pdf")
    assert result.error is None
    assert any("no text layer" in w for w in result.warnings)


def test_cli_reports_bad_files_and_goes_on(
    generated: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = sorted(str(p) for p in (generated / "pdf" / "bad").iterdir() if ".gold" not in p.name)
    good = str(generated / "pdf" / "metadata-xmp.pdf")
    status = main(["--format", "jsonl", *bad, good])
    out, err = capsys.readouterr()
    assert status == 1
    assert "Traceback" not in err
    for name in ERRORS:
        assert name in err
    assert "junk.txt" not in err  # skipped (issue #11 item 2): in the output, not an error
    assert '"status": "skipped", "kind": "binary"' in out
    assert "10.5555/xmp.2023.42" in out
    assert "no text layer" in out  # the warning is in the record


def test_cli_subprocess_no_traceback(generated: Path) -> None:
    bad = generated / "pdf" / "bad" / "corrupt.pdf"
    run = subprocess.run(
        [sys.executable, "-m", "doiextract", str(bad), str(generated / "html" / "malformed.html")],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert run.returncode == 1
    assert "Traceback" not in run.stderr
    assert "corrupt.pdf" in run.stderr
    assert "10.5555/unquoted.2" in run.stdout


@pytest.mark.parametrize(
    ("name", "data", "kind"),
    [
        pytest.param("paper.txt", b"%PDF-", "pdf", id="pdf-magic-beats-extension"),
        pytest.param("page.dat", b"<!DOCTYPE html><p>10.1000/h.1</p>", "html", id="html-sniffed"),
        pytest.param("notes.pdf", b"doi:10.1000/t.1\n", "text", id="text-named-pdf"),
        pytest.param("page.html", b"doi:10.1000/t.2", "html", id="html-by-extension"),
        pytest.param("refs.txt", "doi:10.1000/u.3".encode("utf-16"), "text", id="utf16-text"),
        pytest.param("legacy.txt", "doi:10.1000/\xe9.4".encode("cp1252"), "text", id="cp1252-text"),
    ],
)
def test_reader_chosen_by_content(
    generated: Path, tmp_path: Path, name: str, data: bytes, kind: str
) -> None:
    if data == b"%PDF-":
        data = (generated / "pdf" / "metadata-xmp.pdf").read_bytes()
    path = tmp_path / name
    path.write_bytes(data)
    assert extract_path(path).kind == kind
    assert extract_bytes(data, name).kind == kind
    gz = tmp_path / (name + ".gz")
    gz.write_bytes(gzip.compress(data))
    assert extract_path(gz).dois == extract_path(path).dois
    assert extract_bytes(gz.read_bytes(), gz.name).dois == extract_path(path).dois


def test_type_option_overrides_sniffing(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "page.html"
    path.write_text("<!-- doi:10.1000/in.comment --><p>x</p>", encoding="utf-8")
    assert main([str(path)]) == 0
    assert capsys.readouterr().out == ""
    assert main(["--type", "text", str(path)]) == 0
    assert capsys.readouterr().out == "10.1000/in.comment\n"


@pytest.mark.parametrize("backend", ["pdfium", "pdfminer"])
def test_cli_pdf_backend_option(
    generated: Path, backend: str, capsys: pytest.CaptureFixture[str]
) -> None:
    path = str(generated / "pdf" / "metadata-xmp.pdf")
    assert main(["--format", "jsonl", "--pdf-backend", backend, path]) == 0
    assert f'"backend": "{backend}"' in capsys.readouterr().out


@pytest.mark.slow
@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="reads VmHWM from Linux /proc")
def test_one_gigabyte_single_line_text_streams(tmp_path: Path) -> None:
    """1 GiB on one line, a DOI every MiB: streamed with bounded memory, no hang."""
    path = tmp_path / "huge.txt"
    block = (b"filler 1234.5678 " * 70000)[: (1 << 20) - 16] + b" 10.1000/mb.9 xx"
    with open(path, "wb") as stream:
        for _ in range(1024):
            stream.write(block)
    run = subprocess.run(
        [sys.executable, "-m", "doiextract", "--all", "--max-size", "0", str(path)],
        capture_output=True,
        timeout=300,
        check=False,
    )
    assert run.returncode == 0, run.stderr
    assert run.stdout.count(b"10.1000/mb.9\n") == 1024
    # extract_path streams text: a child process reports its own peak RSS
    # VmHWM is the peak of this process image only (ru_maxrss of a forked child starts at the
    # parent's RSS on Linux, which is pytest's, not ours)
    script = (
        "import re, sys\n"
        "from doiextract import extract_path\n"
        "result = extract_path(sys.argv[1])\n"
        "status = open('/proc/self/status').read()\n"
        "print(len(result.hits), re.search(r'VmHWM:\\s*(\\d+)', status).group(1))\n"
    )
    probe = subprocess.run(
        [sys.executable, "-c", script, str(path)], capture_output=True, timeout=300, check=True
    )
    hits, peak_kib = map(int, probe.stdout.split())
    assert hits == 1024
    assert peak_kib < 200 * 1024, f"peak RSS {peak_kib} KiB: not streamed"
