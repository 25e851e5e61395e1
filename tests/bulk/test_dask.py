"""The Dask engine (issue 4 §6): a LocalCluster of 2 worker processes gives the records of the
local run on the same inputs (timings aside), in the same order."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
import tarfile
from pathlib import Path
from types import SimpleNamespace

import pytest

from doiextract import engines
from doiextract.bulk import extract_batch
from doiextract.options import Options

pytestmark = pytest.mark.dask

# the CLI defaults for --max-size and --timeout, so both runs use the same Options
CLI_OPTIONS = Options(max_bytes=512 << 20, timeout=120.0)


def _corpus(root: Path, bulk: SimpleNamespace) -> None:
    from reportlab.pdfgen import canvas

    bulk.make_corpus(root / "text", 60, per_dir=25)
    (root / "html").mkdir()
    for i in range(5):
        (root / "html" / f"p{i}.html").write_text(
            f'<html><head><meta name="citation_doi" content="10.5555/html{i}"></head>'
            f'<body><p>See <a href="https://doi.org/10.1000/link{i}">it</a>.</p></body></html>'
        )
    (root / "pdf").mkdir()
    for i in range(3):
        doc = canvas.Canvas(str(root / "pdf" / f"d{i}.pdf"))
        doc.drawString(72, 720, f"Reference: doi:10.1000/pdf{i}")
        doc.save()
    with tarfile.open(root / "bundle.tar.gz", "w:gz") as tar:
        for i in range(4):
            data = f"member {i}: 10.1000/member{i}\n".encode()
            info = tarfile.TarInfo(f"m/{i}.txt")
            info.size = len(data)
            tar.addfile(info, io.BytesIO(data))
    (root / "junk.bin").write_bytes(bytes(range(256)) * 8)


# The cluster runs in a child process: importing distributed and pandas and running a cluster
# inside the pytest process would grow it by ~150 MB, and tests that fork a subprocess and
# read RUSAGE_CHILDREN (peak RSS, which counts the parent's pages at fork) would see that.
CLUSTER_SCRIPT = """
import json, sys
from distributed import Client, LocalCluster
from doiextract import engines
from doiextract.options import Options

if __name__ == "__main__":
    paths = json.loads(open(sys.argv[1], encoding="utf-8").read())
    options = Options(max_bytes=512 << 20, timeout=120.0)  # as CLI_OPTIONS
    with (
        LocalCluster(
            n_workers=2,
            threads_per_worker=1,
            processes=True,
            dashboard_address=None,
            worker_dashboard_address=None,
        ) as cluster,
        Client(cluster),
    ):
        bag = engines.to_bag(paths, options, batch_size=16)
        records = bag.compute()
        frame = engines.to_dataframe(paths, options, batch_size=16).compute()
        result = {
            "workers": len(cluster.workers),
            "npartitions": bag.npartitions,
            "records": records,
            "columns": list(frame.columns),
            "rows": len(frame),
            "hits": int(frame["hits"].sum()),
        }
    with open(sys.argv[2], "w", encoding="utf-8") as out:
        json.dump(result, out)
"""


@pytest.mark.slow
def test_dask_records_equal_local_run(tmp_path: Path, bulk: SimpleNamespace) -> None:
    _corpus(tmp_path / "c", bulk)
    paths = engines.list_paths(str(tmp_path / "c"), CLI_OPTIONS)
    paths.append((tmp_path / "c" / "text" / "d0000" / "doc000000.txt").as_uri())  # fsspec URL
    assert len(paths) == 60 + 5 + 3 + 1 + 1 + 1
    listing = tmp_path / "paths.txt"
    listing.write_text("\n".join(paths) + "\n")
    out = tmp_path / "local.jsonl"
    proc = bulk.cli(
        ["-f", "jsonl", "-q", "-j", "2", "--remote", "--files-from", str(listing), "-o", str(out)],
        tmp_path,
    )
    assert proc.returncode == 0, proc.stderr  # junk.bin is skipped, not an error (#11.2)
    local = [bulk.strip_timing(r) for r in bulk.read_records(out)]

    script = tmp_path / "cluster.py"
    script.write_text(CLUSTER_SCRIPT)
    (tmp_path / "paths.json").write_text(json.dumps(paths))
    run = subprocess.run(
        [sys.executable, str(script), str(tmp_path / "paths.json"), str(tmp_path / "dask.json")],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert run.returncode == 0, run.stderr
    result = json.loads((tmp_path / "dask.json").read_text())
    assert result["workers"] == 2
    assert result["npartitions"] == 5
    distributed = [bulk.strip_timing(r) for r in result["records"]]
    assert distributed == local
    assert len(local) == 60 + 5 + 3 + 4 + 1 + 1  # the archive gives a record per member
    kinds = {r["kind"] for r in local}
    assert {"text", "html", "pdf"} <= kinds
    assert any(r.get("member") == "m/3.txt" and r["dois"] == ["10.1000/member3"] for r in local)
    assert sum(r["status"] == "error" for r in local) == 0
    (junk,) = [r for r in local if r["source"].endswith("junk.bin")]
    assert (junk["status"], junk["kind"]) == ("skipped", "binary")

    assert result["columns"] == list(engines.DATAFRAME_COLUMNS)
    assert result["rows"] == len(local)
    assert result["hits"] == sum(r["counts"]["hits"] for r in local)


def test_bag_of_paths_keeps_its_partitions(tmp_path: Path, bulk: SimpleNamespace) -> None:
    """A bag given by the user is mapped partition by partition (its partitions are the tasks);
    run here on the synchronous scheduler."""
    import dask
    import dask.bag as db

    files = [str(p) for p in bulk.make_corpus(tmp_path / "c", 12)]
    bag = engines.to_bag(db.from_sequence(files, npartitions=3))
    assert bag.npartitions == 3
    with dask.config.set(scheduler="sync"):
        records = bag.compute()
    assert [bulk.strip_timing(r) for r in records] == [
        bulk.strip_timing(r) for r in extract_batch(files)
    ]


def test_memory_filesystem_url() -> None:
    """issue 4 §6: paths on any fsspec storage (here the in-process memory filesystem)."""
    import fsspec

    fs = fsspec.filesystem("memory")
    fs.pipe("/corpus/a.txt", b"doi:10.1000/in-memory\n")
    fs.pipe("/corpus/sub/b.html", b"<p>10.1000/html-in-memory</p>")
    fs.pipe("/corpus/skip.log", b"10.1000/no")
    paths = engines.list_paths("memory://corpus", Options(exclude=("*.log",)))
    assert paths == ["memory:///corpus/a.txt", "memory:///corpus/sub/b.html"]
    records = extract_batch(paths, remote=True)
    assert [r["dois"] for r in records] == [["10.1000/in-memory"], ["10.1000/html-in-memory"]]
    assert [r["kind"] for r in records] == ["text", "html"]


def test_list_paths_accounts_for_what_the_cli_records(
    tmp_path: Path, bulk: SimpleNamespace
) -> None:
    """issue 12 §11: FIFOs, dangling links and links to directories get the records of the
    command line on the engine too (list_paths dropped them: 2 records where the CLI gave 8)."""
    import dask

    root = tmp_path / "c"
    (root / "sub").mkdir(parents=True)
    (root / "a.txt").write_text("doi:10.1000/a\n")
    (root / "sub" / "b.txt").write_text("doi:10.1000/b\n")
    os.mkfifo(root / "fifo")
    os.mkfifo(root / "sub" / "fifo.txt")
    (root / "dangling").symlink_to(tmp_path / "missing")
    (root / "sub" / "dangling.pdf").symlink_to(tmp_path / "missing.pdf")
    (root / "to-dir").symlink_to(tmp_path)
    with tarfile.open(root / "t.tar", "w") as tar:
        data = b"10.1000/member\n"
        info = tarfile.TarInfo("m.txt")
        info.size = len(data)
        tar.addfile(info, io.BytesIO(data))
    out = tmp_path / "cli.jsonl"
    proc = bulk.cli(["-f", "jsonl", "-q", "-j", "1", "-o", str(out), str(root)], tmp_path)
    assert proc.returncode == 1, proc.stderr  # the dangling links
    cli_records = bulk.read_records(out)
    assert len(cli_records) == 8
    paths = engines.list_paths(str(root), CLI_OPTIONS)
    assert len(paths) == 8  # the archive once, not opened
    with dask.config.set(scheduler="sync"):
        engine_records = engines.to_bag(paths, CLI_OPTIONS).compute()
    assert bulk.comparable(engine_records) == bulk.comparable(cli_records)
    statuses = sorted(r["status"] for r in engine_records)
    assert statuses == ["error", "error", "ok", "ok", "ok", "skipped", "skipped", "skipped"]
