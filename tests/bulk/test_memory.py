"""Parent memory stays flat as the corpus grows 10x (issue 4 acceptance): inputs are listed
lazily and at most a bounded window of documents is in flight."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
import tarfile
import zipfile
import zlib
from pathlib import Path
from types import SimpleNamespace

import pytest

# VmHWM: the peak of this process image only (ru_maxrss would keep the size of the pytest
# process that forked it, the same for both runs, and hide the difference; see BOMB below)
MEASURE = """
import sys
from doiextract.cli import main
status = main(["-q", "-f", "jsonl", "-j", "2", "-o", sys.argv[2], sys.argv[1]])
with open("/proc/self/status", encoding="ascii") as handle:
    print(next(int(line.split()[1]) for line in handle if line.startswith("VmHWM:")))  # KiB
sys.exit(status)
"""


def _peak_kib(corpus: Path, out: Path) -> int:
    proc = subprocess.run(
        [sys.executable, "-c", MEASURE, str(corpus), str(out)],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert proc.returncode == 0, proc.stderr
    return int(proc.stdout.strip())


@pytest.mark.slow
@pytest.mark.skipif(not os.path.exists("/proc/self/status"), reason="needs Linux /proc")
def test_parent_memory_flat_when_corpus_grows_tenfold(
    tmp_path: Path, bulk: SimpleNamespace
) -> None:
    bulk.make_corpus(tmp_path / "small", 1_000)
    bulk.make_corpus(tmp_path / "large", 10_000)
    small = _peak_kib(tmp_path / "small", tmp_path / "small.jsonl")
    large = _peak_kib(tmp_path / "large", tmp_path / "large.jsonl")
    assert len(bulk.read_records(tmp_path / "large.jsonl")) == 10_000
    # measured: ~20.7 MB vs ~21.8 MB; a run that kept its inputs or results would grow by
    # tens of MB (10,000 records of ~1 KB each, plus their Python objects)
    assert large - small < 6 * 1024, (small, large)
    assert small > 10 * 1024  # a real measurement of a Python process, not a constant


# The peak is VmHWM of /proc/self/status, the high-water mark of this process image only:
# getrusage's ru_maxrss keeps, across exec, the size of the pytest process that forked it
# (140 MB once Dask was imported by an earlier test), which would hide what this one used.
BOMB = """
import json, resource, sys
from doiextract.bulk import extract_batch
from doiextract.options import Options
records = extract_batch(sys.argv[1:], Options(max_bytes=10 << 20))
with open("/proc/self/status", encoding="ascii") as status:
    peak = next(int(line.split()[1]) for line in status if line.startswith("VmHWM:"))  # KiB
rusage = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
print(json.dumps({"peak_kib": peak, "rusage_kib": rusage, "records": records}))
"""


def _gzip_of_zeros(megabytes: int) -> bytes:
    """A gzip stream of ``megabytes`` MiB of zeros (about 1 KiB per MiB), built in pieces."""
    packer = zlib.compressobj(9, zlib.DEFLATED, 31)  # wbits 31: gzip container
    block = bytes(1 << 20)
    return b"".join(packer.compress(block) for _ in range(megabytes)) + packer.flush()


@pytest.mark.skipif(not os.path.exists("/proc/self/status"), reason="needs Linux /proc")
def test_gzip_member_bomb_stops_at_the_size_limit(tmp_path: Path) -> None:
    """issue 12 §4: a gzip member of a tar or zip that inflates to 200 MiB is decompressed as
    a stream and stopped at --max-size (10 MiB here): a 'limit' error naming the member, and
    the process never holds the 200 MiB (before the fix: ~430 MB peak)."""
    bomb = _gzip_of_zeros(200)
    assert len(bomb) < 1 << 20
    tar_path = tmp_path / "bomb.tar"
    with tarfile.open(tar_path, "w") as tar:
        info = tarfile.TarInfo("inner/zeros.txt.gz")
        info.size = len(bomb)
        tar.addfile(info, io.BytesIO(bomb))
    zip_path = tmp_path / "bomb.zip"
    with zipfile.ZipFile(zip_path, "w") as archive:
        archive.writestr("zeros.txt.gz", bomb)
    proc = subprocess.run(
        [sys.executable, "-c", BOMB, str(tar_path), str(zip_path)],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert proc.returncode == 0, proc.stderr
    result = json.loads(proc.stdout)
    records = result["records"]
    assert [(r["member"], r["status"], r["error"]["kind"]) for r in records] == [
        ("inner/zeros.txt.gz", "error", "limit"),
        ("zeros.txt.gz", "error", "limit"),
    ]
    assert records[0]["error"]["message"].startswith(f"{tar_path}::inner/zeros.txt.gz: ")
    assert records[1]["error"]["message"].startswith(f"{zip_path}::zeros.txt.gz: ")
    # the interpreter with doiextract imported is ~40 MB; 200 MiB of zeros would not fit
    assert result["peak_kib"] < 120 * 1024, result["peak_kib"]
