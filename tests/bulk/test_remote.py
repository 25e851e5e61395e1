"""A path is not a URL by accident (issue 12 §8): operands and --files-from lines shaped like
URLs are paths on disk unless the user asks for remote reading (``--remote``,
``remote=True``, the Dask engine). No test here touches the network: a loopback listener
proves that nothing connects, and the positive cases use fsspec's in-process memory
file system and ``file://`` URLs."""

from __future__ import annotations

import socket
from collections.abc import Iterator
from pathlib import Path
from types import SimpleNamespace

import pytest

from doiextract.bulk import extract_batch, iter_inputs
from doiextract.options import Options


@pytest.fixture
def listener() -> Iterator[socket.socket]:
    """A TCP socket listening on loopback: a run that tried to fetch a URL would connect."""
    server = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    server.bind(("127.0.0.1", 0))
    server.listen(8)
    server.setblocking(False)
    try:
        yield server
    finally:
        server.close()


def _connections(server: socket.socket) -> int:
    count = 0
    while True:
        try:
            conn, _ = server.accept()
        except (BlockingIOError, InterruptedError):
            return count
        conn.close()
        count += 1


@pytest.mark.parametrize("how", ["operands", "files-from"], ids=lambda h: f"issue12-8-{h}")
def test_url_shaped_operands_are_paths_without_remote(
    tmp_path: Path, bulk: SimpleNamespace, listener: socket.socket, how: str
) -> None:
    port = listener.getsockname()[1]
    urls = [
        f"ftp://127.0.0.1:{port}/x.txt",
        f"http://127.0.0.1:{port}/x.txt",
        "memory://corpus/a.txt",
    ]
    out = tmp_path / "out.jsonl"
    args = ["-f", "jsonl", "-j", "1", "--timeout", "10", "-o", str(out)]
    if how == "operands":
        args += urls
    else:
        (tmp_path / "list").write_text("\n".join(urls) + "\n")
        args += ["--files-from", "list"]
    proc = bulk.cli(args, tmp_path)
    assert proc.returncode == 1, proc.stderr
    assert "Traceback" not in proc.stderr
    records = bulk.read_records(out)
    assert [r["source"] for r in records] == urls
    assert {r["error"]["kind"] for r in records} == {"read-error"}
    assert all("--remote" in r["error"]["message"] for r in records)
    assert _connections(listener) == 0


def test_a_local_path_that_looks_like_a_url_is_read(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``http://x.txt`` names the file ``x.txt`` in a folder ``http:``: read as that file,
    with or without remote reading."""
    (tmp_path / "http:").mkdir()
    (tmp_path / "http:" / "x.txt").write_text("doi:10.1000/local\n")
    monkeypatch.chdir(tmp_path)
    for remote in (False, True):
        records = extract_batch(["http://x.txt"], remote=remote)
        assert [(r["source"], r["dois"]) for r in records] == [("http://x.txt", ["10.1000/local"])]


def test_remote_reads_fsspec_urls() -> None:
    """With remote reading asked for, a URL is read through fsspec (here its in-process
    memory file system), within the size limit."""
    fsspec = pytest.importorskip("fsspec")
    fs = fsspec.filesystem("memory")
    fs.pipe("/remote-test/a.txt", b"doi:10.1000/remote\n")
    fs.pipe("/remote-test/big.txt", b"10.1000/big " * 1000)
    urls = ["memory://remote-test/a.txt", "memory://remote-test/big.txt"]
    items = list(iter_inputs(urls, remote=True))
    assert [i.remote for i in items] == [True, True]
    records = extract_batch(urls, Options(max_bytes=5000), remote=True)
    assert records[0]["dois"] == ["10.1000/remote"]
    assert records[1]["error"]["kind"] == "limit"
    assert [r["status"] for r in extract_batch(urls)] == ["error", "error"]  # not asked


def test_cli_remote_flag_reads_a_file_url(tmp_path: Path, bulk: SimpleNamespace) -> None:
    pytest.importorskip("fsspec")
    path = tmp_path / "a.txt"
    path.write_text("doi:10.1000/file-url\n")
    url = path.as_uri()
    with_flag = bulk.cli(["-f", "jsonl", "-j", "1", "--remote", url], tmp_path)
    assert with_flag.returncode == 0, with_flag.stderr
    assert '"dois": ["10.1000/file-url"]' in with_flag.stdout
    without = bulk.cli(["-f", "jsonl", "-j", "1", url], tmp_path)
    assert without.returncode == 1
    assert '"kind": "read-error"' in without.stdout
