"""A generated zoo of bad files (issue #12): each case writes its inputs into a directory and
says which sources a bulk run must report, and how.

Used by ``test_zoo.py`` (each case through the bulk CLI and the library) and by
``benchmarks/fuzz.py`` (the same cases with random mutations of their bytes).
"""

from __future__ import annotations

import base64
import gzip
import io
import json
import os
import subprocess
import sys
import tarfile
import zipfile
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

#: Error kinds of typed errors (``DoiExtractError.kind``) and of the pool; "internal" (a
#: reader bug) and an exception's class name are not among them.
TYPED_KINDS = frozenset(
    {
        "error",
        "invalid-doi",
        "read-error",
        "decode-error",
        "unsupported",
        "encrypted",
        "corrupt",
        "limit",
        "timeout",
        "crash",
    }
)
#: ``--max-size`` of zoo runs: small, so that the bombs below are over it.
MAX_SIZE = 1 << 20

TEXT = b"See doi:10.1000/zoo.1 and https://doi.org/10.1000/zoo.2.\n"
TEXT_DOI = "10.1000/zoo.1"


@dataclass
class Case:
    """What a case expects: ``sources`` the record keys (``source`` or ``source::member``,
    relative to the case directory) a bulk run must give, each exactly once; ``status`` the
    status expected of some of them; ``dois`` DOIs some of them must give (or report an error
    or warning instead: never silently lose them)."""

    sources: set[str] = field(default_factory=set)
    status: dict[str, str] = field(default_factory=dict)
    dois: dict[str, str] = field(default_factory=dict)
    #: error records expected: key -> (error kind, text its message must contain)
    errors: dict[str, tuple[str, str]] = field(default_factory=dict)
    #: ``--max-size`` of the run (``MAX_SIZE`` unless the case needs big files)
    max_size: int = MAX_SIZE
    #: operands relative to the case directory (default: the directory itself)
    operands: tuple[str, ...] = (".",)


def _pdf(text: str = "Reference: doi:10.1000/pdf.1", encrypt: bool = False) -> bytes:
    from reportlab.lib import pdfencrypt
    from reportlab.pdfgen import canvas

    out = io.BytesIO()
    encryption = pdfencrypt.StandardEncryption("user", "owner") if encrypt else None
    doc = canvas.Canvas(out, encrypt=encryption)
    doc.drawString(72, 720, text)
    doc.save()
    return out.getvalue()


def _bomb(size: int) -> bytes:
    """``size`` zero bytes, gzipped (about 1000:1)."""
    out = io.BytesIO()
    with gzip.GzipFile(fileobj=out, mode="wb", compresslevel=9) as handle:
        chunk = b"\0" * (1 << 20)
        for _ in range(size >> 20):
            handle.write(chunk)
    return out.getvalue()


def _tar(path: Path, members: dict[str, bytes]) -> None:
    with tarfile.open(path, "w") as archive:
        for name, data in members.items():
            info = tarfile.TarInfo(name)
            info.size = len(data)
            archive.addfile(info, io.BytesIO(data))


def _zip(path: Path, members: dict[str, bytes]) -> None:
    with zipfile.ZipFile(path, "w") as archive:
        for name, data in members.items():
            archive.writestr(name, data)


def files(root: Path) -> Case:
    """Plain bad files that every reader must survive."""
    pdf = _pdf()
    contents = {
        "empty.txt": b"",
        "empty.pdf": b"",
        "empty.html": b"",
        "junk.txt": bytes(range(256)) * 16,
        "junk.pdf": b"%PDF-1.7\n" + os.urandom(2048),
        "truncated.pdf": pdf[: len(pdf) // 2],
        "encrypted.pdf": _pdf(encrypt=True),
        "truncated.txt.gz": gzip.compress(TEXT * 50)[:40],
        "bad-header.gz": b"\x1f\x8b\x09\x00garbage",
        "ok.txt": TEXT,
        "ok.pdf": pdf,
        "bibtex.bib": b"@article{" * 5000 + b"doi = {10.1000/bib.1}",
        "latin1.txt": "Caf\xe9 doi:10.1000/zoo.3\n".encode("latin-1"),
        "nul.html": b"<html>\0<p>doi:10.1000/zoo.4</p>",
    }
    for name, data in contents.items():
        (root / name).write_bytes(data)
    return Case(
        sources=set(contents),
        status={"ok.txt": "ok", "ok.pdf": "ok", "empty.txt": "ok", "encrypted.pdf": "error"},
        dois={"ok.txt": "10.1000/zoo.1", "ok.pdf": "10.1000/pdf.1", "latin1.txt": "10.1000/zoo.3"},
    )


def special(root: Path) -> Case:
    """A FIFO and a broken symbolic link met while walking a directory."""
    os.mkfifo(root / "fifo.txt")
    (root / "broken.txt").symlink_to(root / "missing.txt")
    (root / "ok.txt").write_bytes(TEXT)
    return Case(
        sources={"fifo.txt", "broken.txt", "ok.txt"},
        status={"fifo.txt": "skipped", "broken.txt": "error", "ok.txt": "ok"},
    )


def archives(root: Path) -> Case:
    """Good and bad members of a tar and a zip, and damaged archives."""
    members = {"a.txt": TEXT, "b.pdf": _pdf(), "c.txt.gz": gzip.compress(TEXT)}
    _tar(root / "good.tar", members)
    _zip(root / "good.zip", members)
    tar_bytes = (root / "good.tar").read_bytes()
    # cut inside the last member's data: the members before it, then an error record
    cut = tar_bytes.index(members["c.txt.gz"]) + 10
    (root / "truncated.tar").write_bytes(tar_bytes[:cut])
    (root / "junk.zip").write_bytes(b"PK\x03\x04" + os.urandom(200))
    zip_bytes = (root / "good.zip").read_bytes()
    (root / "truncated.zip").write_bytes(zip_bytes[: len(zip_bytes) // 2])
    sources = {f"good.tar::{m}" for m in members} | {f"good.zip::{m}" for m in members}
    return Case(
        sources=sources | {"truncated.tar::a.txt", "truncated.tar::b.pdf", "truncated.tar"},
        status={"good.tar::a.txt": "ok", "good.zip::b.pdf": "ok", "truncated.tar": "error"},
        dois={"good.tar::c.txt.gz": TEXT_DOI, "good.zip::a.txt": TEXT_DOI},
        errors={"junk.zip": ("read-error", "junk.zip"), "truncated.zip": ("read-error", "zip")},
    )


def cut_tar_header(root: Path) -> Case:
    """A tar cut inside a member's header: the member is gone, the archive is damaged."""
    members = {"a.txt": TEXT, "b.txt": TEXT}
    _tar(root / "good.tar", members)
    data = (root / "good.tar").read_bytes()
    (root / "cut.tar").write_bytes(data[: data.index(b"b.txt") + 50])
    (root / "good.tar").unlink()
    return Case(sources={"cut.tar::a.txt", "cut.tar"}, status={"cut.tar": "error"})


def bombs(root: Path) -> Case:
    """A gzip bomb (32 MiB of zeros in 32 KiB) inside a tar and a zip, and on its own: each is
    over ``MAX_SIZE`` and must be a ``limit`` record naming the member."""
    bomb = _bomb(32 << 20)
    _tar(root / "bomb.tar", {"bomb.txt.gz": bomb, "ok.txt": TEXT})
    _zip(root / "bomb.zip", {"bomb.txt.gz": bomb, "ok.txt": TEXT})
    (root / "bomb.txt.gz").write_bytes(bomb)
    return Case(
        sources={"bomb.tar::bomb.txt.gz", "bomb.tar::ok.txt", "bomb.zip::bomb.txt.gz"}
        | {"bomb.zip::ok.txt", "bomb.txt.gz"},
        status={"bomb.tar::ok.txt": "ok", "bomb.zip::ok.txt": "ok"},
        errors={
            "bomb.tar::bomb.txt.gz": ("limit", "bomb.txt.gz"),
            "bomb.zip::bomb.txt.gz": ("limit", "bomb.txt.gz"),
        },
    )


def deep_html(root: Path) -> Case:
    """HTML nested 300 deep (lxml's limit is 255) with a DOI at the bottom."""
    (root / "deep.html").write_text(
        "<html><body>" + "<div>" * 300 + "doi:10.1000/deep.1" + "</div>" * 300 + "</body></html>"
    )
    return Case(sources={"deep.html"}, dois={"deep.html": "10.1000/deep.1"})


def huge_text_node(root: Path) -> Case:
    """One HTML text node of 11 MB (over lxml's 10 MB) with a DOI at its end."""
    (root / "huge.html").write_text(
        "<html><body><p>" + "word " * (11 << 18) + "doi:10.1000/huge.1</p></body></html>"
    )
    return Case(sources={"huge.html"}, dois={"huge.html": "10.1000/huge.1"}, max_size=0)


def bad_names(root: Path) -> Case:
    """A file name and a tar member name that are not UTF-8."""
    os.makedirs(os.fsencode(root / "names"), exist_ok=True)
    with open(os.fsencode(root / "names") + b"/bad\xff.txt", "wb") as handle:
        handle.write(TEXT)
    with tarfile.open(root / "names.tar", "w", encoding="utf-8", errors="surrogateescape") as tar:
        info = tarfile.TarInfo(os.fsdecode(b"member\xfe.txt"))
        info.size = len(TEXT)
        tar.addfile(info, io.BytesIO(TEXT))
    return Case(
        sources={os.fsdecode(b"names/bad\xff.txt"), os.fsdecode(b"names.tar::member\xfe.txt")}
    )


def colon_name(root: Path) -> Case:
    """``a::b.txt`` is a file name, not archive ``a`` member ``b.txt`` (#12 item 11)."""
    (root / "a::b.txt").write_bytes(TEXT)
    return Case(
        sources={"a::b.txt"},
        status={"a::b.txt": "ok"},
        dois={"a::b.txt": TEXT_DOI},
        operands=("a::b.txt",),
    )


#: Every case: its builder and, when it fails today, why (a strict xfail naming #12).
CASES: dict[str, tuple[Callable[[Path], Case], str | None]] = {
    "files": (files, None),
    "special": (special, None),
    "archives": (archives, None),
    "cut-tar-header": (
        cut_tar_header,
        "not in #12: a tar cut inside a member header ends silently (no error record)",
    ),
    "bombs": (bombs, None),
    "deep-html": (deep_html, None),
    "huge-text-node": (huge_text_node, None),
    "bad-names": (bad_names, None),
    "colon-name": (colon_name, None),
}


def run_cli(
    case: Case, root: Path, output: Path, timeout: float = 300
) -> tuple[str, list[dict[str, Any]]]:
    """The bulk CLI over the case's operands in ``root``: its stderr and its records."""
    result = subprocess.run(
        [
            *(sys.executable, "-m", "doiextract", "-f", "jsonl", "-o", str(output), "-q"),
            *("--max-size", str(case.max_size), "--timeout", "60", *case.operands),
        ],
        cwd=root,
        capture_output=True,
        timeout=timeout,
        stdin=subprocess.DEVNULL,
        check=False,
    )
    stderr = result.stderr.decode("utf-8", "replace")
    assert result.returncode in (0, 1), f"exit {result.returncode}: {stderr}"
    with output.open(encoding="utf-8") as handle:
        records = [json.loads(line) for line in handle]
    return stderr, records


def _name(record: dict[str, Any], field: str) -> str | None:
    """A record's ``source`` or ``member`` as the file system spells it: a name that is not
    UTF-8 is written escaped with its exact bytes in ``<field>_bytes`` (base64, #12 item 2)."""
    exact = record.get(f"{field}_bytes")
    if exact:
        return os.fsdecode(base64.b64decode(exact))
    name: str | None = record.get(field)
    return name


def record_key(record: dict[str, Any]) -> str:
    """``source`` (relative to the case directory), with ``::member`` for a member."""
    source = os.path.normpath(_name(record, "source") or "")
    member = _name(record, "member")
    return f"{source}::{member}" if member is not None else source


def check_records(case: Case, records: list[dict[str, Any]], root: Path) -> None:
    """Every input accounted for, once; only typed error kinds; nothing silently lost."""
    keys = [record_key(r) for r in records]
    assert len(keys) == len(set(keys)), f"duplicate records: {sorted(keys)}"
    assert case.sources <= set(keys), f"missing: {case.sources - set(keys)}"
    if case.operands == (".",):
        # every entry of the directory gives at least one record under its own name
        named = set(keys) | {k.split("::", 1)[0] for k in keys}
        for entry in os.listdir(os.fsencode(root)):
            name = os.fsdecode(entry)
            assert name in named or any(k.startswith(name + os.sep) for k in named), (
                f"{name!r} has no record"
            )
    by_key = dict(zip(keys, records, strict=True))
    for key, record in by_key.items():
        if record.get("member") is not None:
            # a member's source is the archive it is in (not a file name cut at "::")
            assert os.path.isfile(root / record["source"]), f"{key}: no archive {record}"
        if record["status"] == "error":
            assert record["error"]["kind"] in TYPED_KINDS, f"{key}: {record['error']}"
    for key, status in case.status.items():
        assert by_key[key]["status"] == status, f"{key}: {by_key[key]}"
    for key, (kind, text) in case.errors.items():
        error = by_key[key].get("error") or {}
        assert error.get("kind") == kind and text in error.get("message", ""), by_key[key]
    for key, doi in case.dois.items():
        record = by_key[key]
        assert doi in record["dois"] or record["status"] == "error" or record.get("warnings"), (
            f"{key}: {doi} silently lost: {record}"
        )
