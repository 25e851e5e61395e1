"""Writes that lose nothing (issue 12.1): every file ``clean`` writes is replaced atomically
(temp file beside it, fsync, os.replace), and a decoded DOI the file's encoding cannot hold is
written percent-encoded with a ``kept-encoded`` warning instead of failing half way."""

from __future__ import annotations

import os
import stat
import subprocess
import sys
import time
from pathlib import Path

import pytest

from doiextract import atomic
from doiextract.atomic import atomic_open, atomic_write
from doiextract.cli import main
from doiextract.forms import normalize_doi
from doiextract.references import BIBTEX, LinesFormat, clean_text

LATIN1_BIB = b"@article{a, title={Caf\xe9}, doi={https://doi.org/10.1000/%CE%B1}}\n"


def test_atomic_write_keeps_mode_and_leaves_no_temporary(tmp_path: Path) -> None:
    path = tmp_path / "out.txt"
    path.write_bytes(b"old")
    path.chmod(0o640)
    atomic_write(path, b"new")
    assert path.read_bytes() == b"new"
    assert stat.S_IMODE(path.stat().st_mode) == 0o640
    assert os.listdir(tmp_path) == ["out.txt"]


def test_atomic_write_new_file_gets_umask_mode(tmp_path: Path) -> None:
    umask = os.umask(0o022)
    try:
        atomic_write(tmp_path / "new.txt", b"x")
    finally:
        os.umask(umask)
    assert stat.S_IMODE((tmp_path / "new.txt").stat().st_mode) == 0o644


def test_atomic_write_follows_a_symlink(tmp_path: Path) -> None:
    target = tmp_path / "real.bib"
    target.write_bytes(b"old")
    link = tmp_path / "link.bib"
    link.symlink_to(target)
    atomic_write(link, b"new")
    assert link.is_symlink() and target.read_bytes() == b"new"


def test_atomic_open_failure_keeps_the_old_content(tmp_path: Path) -> None:
    path = tmp_path / "out.txt"
    path.write_bytes(b"precious")
    with pytest.raises(RuntimeError), atomic_open(path) as handle:
        handle.write(b"half")
        raise RuntimeError("stopped mid-write")
    assert path.read_bytes() == b"precious"
    assert os.listdir(tmp_path) == ["out.txt"]


def test_clean_output_over_its_input_in_latin1_keeps_the_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The issue's reproduction: ``clean r.bib -o r.bib`` on a Latin-1 file whose DOI decodes
    to a Greek letter used to leave 0 bytes; now the DOI is unwrapped but stays encoded."""
    path = tmp_path / "r.bib"
    path.write_bytes(LATIN1_BIB)
    assert main(["clean", str(path), "-o", str(path)]) == 0
    data = path.read_bytes()
    assert data == b"@article{a, title={Caf\xe9}, doi={10.1000/%CE%B1}}\n"
    assert "kept-encoded" in capsys.readouterr().out
    assert os.listdir(tmp_path) == ["r.bib"]


def test_kept_encoded_doi_decodes_back_to_the_doi() -> None:
    result = clean_text(LATIN1_BIB.decode("latin-1"), BIBTEX, encoding="latin-1")
    result.text.encode("latin-1")  # would raise if a decoded DOI had been written
    report = result.reports[0]
    kinds = [f.kind for f in report.findings]
    assert kinds == ["kept-encoded", "normalized"]
    written = BIBTEX.parse(result.text)[0].fields[-1].value
    assert normalize_doi(written) == report.doi == "10.1000/\u03b1"
    # the same file in UTF-8 gets the decoded DOI (SPEC §1)
    utf8 = clean_text(LATIN1_BIB.decode("latin-1"), BIBTEX, encoding="utf-8")
    assert "doi={10.1000/\u03b1}" in utf8.text
    assert "kept-encoded" not in [f.kind for f in utf8.reports[0].findings]


def test_kept_encoded_in_plain_text_and_doi_prefix_style() -> None:
    text = "see https://doi.org/10.1000/%CE%B1."
    result = clean_text(text, LinesFormat(), style="doi-prefix", encoding="ascii")
    assert result.text == "see doi:10.1000/%CE%B1."


def test_failed_replace_keeps_the_old_output(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    source = tmp_path / "in.bib"
    source.write_bytes(b"@article{a, doi={https://doi.org/10.1000/182}}\n")
    out = tmp_path / "out.bib"
    out.write_bytes(b"previous result")

    def refuse(src: str, dst: str) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(atomic.os, "replace", refuse)
    assert main(["clean", str(source), "-o", str(out)]) == 1
    assert out.read_bytes() == b"previous result"
    assert sorted(os.listdir(tmp_path)) == ["in.bib", "out.bib"]
    assert "No space left" in capsys.readouterr().err


def test_a_kill_when_the_output_appears_leaves_it_whole(tmp_path: Path) -> None:
    """The issue's kill test: SIGKILL the moment the output file appears. Written in place it
    was empty then (3 of 3 tries); renamed into place it is whole whenever it exists."""
    source = tmp_path / "in.bib"
    source.write_text(
        "".join(f"@article{{k{i}, doi = {{https://doi.org/10.1000/{i}}}}}\n" for i in range(20000)),
        encoding="utf-8",
    )
    expected = "".join(f"@article{{k{i}, doi = {{10.1000/{i}}}}}\n" for i in range(20000))
    out = tmp_path / "out.bib"
    process = subprocess.Popen(
        [sys.executable, "-m", "doiextract", "clean", str(source), "-o", str(out)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        while process.poll() is None and not out.exists():
            time.sleep(0.0002)
        process.kill()
    finally:
        process.wait(timeout=60)
    assert out.read_text(encoding="utf-8") == expected
    assert sorted(p.name for p in tmp_path.iterdir()) == ["in.bib", "out.bib"]


def test_a_device_or_pipe_is_written_not_replaced(tmp_path: Path) -> None:
    """``-o /dev/stdout`` or a FIFO is a stream: replacing it with a regular file would break
    it (as root, ``/dev/null`` itself)."""
    atomic_write(os.devnull, b"discarded")
    assert stat.S_ISCHR(os.stat(os.devnull).st_mode)
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    reader = subprocess.Popen(["cat", str(fifo)], stdout=subprocess.PIPE)
    atomic_write(fifo, b"through the pipe")
    assert reader.communicate(timeout=30)[0] == b"through the pipe"
    assert stat.S_ISFIFO(os.stat(fifo).st_mode)


def test_output_dev_stdout_redirected_to_a_file(tmp_path: Path) -> None:
    """``-o /dev/stdout > file``: /dev/stdout resolves to the shell's file, which must be
    written, not replaced behind the shell's back; the report goes to stderr as for ``-o -``."""
    source = tmp_path / "in.bib"
    source.write_bytes(b"@article{a, doi = {https://doi.org/10.1000/182}}\n")
    target = tmp_path / "redirected.bib"
    with target.open("wb") as handle:
        done = subprocess.run(
            [sys.executable, "-m", "doiextract", "clean", str(source), "-o", "/dev/stdout"],
            stdout=handle,
            stderr=subprocess.PIPE,
            timeout=120,
            check=False,
        )
    assert done.returncode == 0, done.stderr
    assert target.read_bytes() == b"@article{a, doi = {10.1000/182}}\n"
    assert b"1 normalized" in done.stderr
