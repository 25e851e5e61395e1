"""Documents sent to workers in batches, their output rendered where they were read (issue #10
items 3 and 5): for every format the pool writes the bytes of the in-process run, in input
order, every input accounted for, a failing file inside a batch recorded in its place; the
Dask engine's batches are cut by size and keep the order of the paths."""

from __future__ import annotations

import io
import os
from pathlib import Path
from types import SimpleNamespace

import pytest

from doiextract.bulk import iter_inputs, pool
from doiextract.bulk.document import run_input
from doiextract.model import DocumentResult
from doiextract.options import Options
from doiextract.sinks import TextLayout, make_sink

#: DOIs that come back in several files: bare DOIs (-I) list each once per run
SHARED = ("10.1000/shared.1", "10.1000/SHARED.2")


def _mixed(root: Path) -> None:
    """Text, HTML, PDF, a corrupt PDF, binary data, a file without DOIs, a dangling link and
    a text file over ``SPOOL_BYTES`` (rendered hit by hit in its worker), interleaved."""
    from reportlab.pdfgen import canvas

    root.mkdir()
    for i in range(60):
        name = root / f"f{i:03d}"
        if i % 15 == 7:
            doc = canvas.Canvas(str(name.with_suffix(".pdf")))
            doc.drawString(72, 720, f"Reference: doi:10.1000/pdf{i} and {SHARED[0]}")
            doc.save()
        elif i % 15 == 11:
            name.with_suffix(".html").write_text(
                f'<html><head><meta name="citation_doi" content="10.5555/html{i}"></head>'
                f'<body><a href="https://doi.org/{SHARED[1]}">x</a></body></html>'
            )
        else:
            body = f"see doi:10.1000/t{i} and {SHARED[i % 2]}, again 10.1000/t{i}.\n"
            name.with_suffix(".txt").write_text(body)
    (root / "f020.pdf").write_bytes(b"%PDF-1.4\n1 0 obj <<\n garbage, cut short")
    (root / "f030.bin").write_bytes(bytes(range(256)) * 16)
    (root / "f040.txt").write_text("no identifier in here\n")
    (root / "f041.txt").symlink_to(root / "no-such-file")
    lines = [
        f"[{k}] ref https://doi.org/10.1000/big.{k % 900} {SHARED[k % 2]}\n" for k in range(24000)
    ]
    (root / "f050.txt").write_text("".join(lines))
    assert (root / "f050.txt").stat().st_size > pool.SPOOL_BYTES


FLAGS = [
    ["-f", "jsonl"],
    ["-f", "csv"],
    ["-f", "tsv", "--all"],
    [],  # text, -H -n: several inputs
    ["-I", "-N"],  # bare DOIs, each once per run: filtered in the parent
    ["-I", "-N", "--all"],
    ["-c"],
    ["-l"],
    ["--own-doi"],
]


def _strip_seconds(text: str) -> str:
    import json

    out = []
    for line in text.splitlines():
        record = json.loads(line)
        record.get("stats", {}).pop("seconds", None)
        out.append(json.dumps(record))
    return "\n".join(out)


@pytest.mark.slow
@pytest.mark.parametrize("flags", FLAGS, ids=lambda f: " ".join(f) or "text")
def test_every_format_writes_the_in_process_bytes(
    tmp_path: Path, bulk: SimpleNamespace, flags: list[str]
) -> None:
    _mixed(tmp_path / "c")
    runs = {}
    for jobs in ("0", "2"):
        proc = bulk.cli([*flags, "-j", jobs, "c"], tmp_path, timeout=300)
        assert proc.returncode == 1, proc.stderr  # the corrupt PDF
        assert "Traceback" not in proc.stderr
        runs[jobs] = proc
    out0, out2 = runs["0"].stdout, runs["2"].stdout
    if flags[:2] == ["-f", "jsonl"]:
        out0, out2 = _strip_seconds(out0), _strip_seconds(out2)
    assert out2 == out0
    assert runs["2"].stderr == runs["0"].stderr
    assert "f020.pdf" in runs["2"].stderr  # the failing file of its batch, reported
    if flags == ["-I", "-N"]:  # each shared DOI printed once in the whole run
        lines = out2.splitlines()
        assert [line.lower() for line in lines].count(SHARED[1].lower()) == 1
        assert len(lines) == len(set(lines)) > 60


@pytest.mark.slow
def test_records_in_input_order_with_a_failure_inside_a_batch(
    tmp_path: Path, bulk: SimpleNamespace, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every input once, in the order of the walk, the corrupt PDF as an error record in its
    place between documents of other kinds (batches mix kinds as the walk meets them)."""
    _mixed(tmp_path / "c")
    out = tmp_path / "out.jsonl"
    proc = bulk.cli(["-f", "jsonl", "-q", "-j", "2", "-o", str(out), "c"], tmp_path, timeout=300)
    assert proc.returncode == 1
    records = bulk.read_records(out)
    monkeypatch.chdir(tmp_path)  # (the run's folder: the same relative names)
    walk = [item.source for item in iter_inputs(["c"])]
    assert [r["source"] for r in records] == walk
    assert len(walk) == 63  # 60 files, f040 and f050 rewritten, 3 more
    status = {Path(r["source"]).name: r["status"] for r in records}
    assert status["f020.pdf"] == "error" and status["f030.bin"] == "skipped"
    assert status["f041.txt"] == "error" and status["f040.txt"] == "ok"
    kinds = {r["kind"] for r in records}
    assert {"text", "html", "pdf", "binary"} <= kinds


def _results(root: Path) -> list[DocumentResult]:
    options = Options()
    return [run_input(item, options) for item in iter_inputs([str(root)], options)]


LAYOUTS = {
    "jsonl": ("jsonl", None),
    "csv": ("csv", None),
    "tsv": ("tsv", None),
    "text -H -n": ("text", TextLayout("dois", True, True)),
    "text -I": ("text", TextLayout("dois", False, False)),
    "text -c": ("text", TextLayout("count", True, False)),
    "text -l": ("text", TextLayout("files", True, False)),
    "text --own-doi -H": ("text", TextLayout("own", True, False)),
}


@pytest.mark.parametrize("unique", [True, False], ids=["unique", "all"])
@pytest.mark.parametrize("name", list(LAYOUTS))
def test_render_then_write_rendered_is_write(tmp_path: Path, name: str, unique: bool) -> None:
    """``Sink.render`` (in a worker) and ``write_rendered`` (in the parent) give the bytes of
    ``write``, document after document: errors, skipped files, files without DOIs, and DOIs
    shared between documents (bare text lists them once per run)."""
    _mixed(tmp_path / "c")
    results = _results(tmp_path / "c")
    fmt, layout = LAYOUTS[name]
    direct, rendered = io.StringIO(), io.StringIO()
    writer = make_sink(fmt, direct, unique, layout)
    worker = make_sink(fmt, io.StringIO(), unique, layout)  # another process's sink
    parent = make_sink(fmt, rendered, unique, layout)
    for result in results:
        writer.write(result)
        output = worker.render(result)
        assert output is not None
        parent.write_rendered(output)
    assert rendered.getvalue() == direct.getvalue()
    assert direct.getvalue().count("\n") >= 8


def test_own_doi_without_names_is_written_from_the_result(tmp_path: Path) -> None:
    """``--own-doi`` without file names writes a note on stderr for a document without one:
    its output is not rendered in the worker (the parent writes it, in order)."""
    sink = make_sink("text", io.StringIO(), True, TextLayout("own", False, False))
    assert sink.render(DocumentResult("a.txt")) is None


def test_a_large_file_is_rendered_hit_by_hit_in_its_worker(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A worker reads a file of ``SPOOL_BYTES`` or more through a spool: its hits are never
    held (the result it makes an outcome of has none) and its output is that of the whole
    result; a smaller file is rendered from its result."""
    _mixed(tmp_path / "c")
    options = Options()
    items = {Path(i.source).name: i for i in iter_inputs([str(tmp_path / "c")], options)}
    held: list[int] = []
    make_outcome = pool.make_outcome

    def spy(result: DocumentResult, render: pool.Render) -> pool.Outcome:
        held.append(len(result.hits))
        return make_outcome(result, render)

    for fmt, layout in (("csv", None), ("text", TextLayout("dois", True, True))):
        render = pool.Render(fmt, True, False, layout)
        expected = make_outcome(run_input(items["f050.txt"], options), render)
        monkeypatch.setattr(pool, "make_outcome", spy)
        held.clear()
        big = pool._read_here(items["f050.txt"], options, render)
        small = pool._read_here(items["f001.txt"], options, render)
        monkeypatch.setattr(pool, "make_outcome", make_outcome)
        assert held == [0, 3]  # the large file's result came without its hits
        assert big.result is None and big.output == expected.output
        assert (big.hits, big.dois) == (expected.hits, expected.dois) == (48000, 902)
        assert isinstance(small.output, str) and "10.1000/t1" in small.output


def test_outcomes_and_inputs_pickle_whole(tmp_path: Path) -> None:
    """The plain-tuple pickling of ``Outcome`` and ``Input`` keeps every field."""
    import pickle

    _mixed(tmp_path / "c")
    options = Options()
    render = pool.Render("csv", True, True, None)
    for item in iter_inputs([str(tmp_path / "c")], options):
        assert pickle.loads(pickle.dumps(item)) == item
        outcome = pool.make_outcome(run_input(item, options), render)
        assert pickle.loads(pickle.dumps(outcome)) == outcome


def test_dask_batches_are_cut_by_size_in_order(tmp_path: Path) -> None:
    """``plan_batches``: consecutive stretches of the list (their concatenation is the
    list), about equal bytes each: a stretch of large files makes batches of few files."""
    pytest.importorskip("dask")
    from doiextract import engines

    small = [tmp_path / f"s{i:03d}.txt" for i in range(200)]
    large = [tmp_path / f"l{i:02d}.pdf" for i in range(8)]
    for path in small:
        path.write_bytes(b"x" * 100)
    for path in large:
        path.write_bytes(b"%PDF-" + b"x" * (1 << 20))
    paths = [str(p) for p in small[:100] + large + small[100:]]
    batches = engines.plan_batches(paths, min_tasks=8)
    assert [p for batch in batches for p in batch] == paths
    pdfs = [sum(p.endswith(".pdf") for p in batch) for batch in batches]
    assert max(pdfs) <= 2  # the large files: one or two to a batch
    assert max(len(batch) for batch in batches) >= 50  # small files: many to a batch
    assert engines.plan_batches([]) == []


def test_dask_records_in_the_order_of_the_paths(tmp_path: Path) -> None:
    """``to_bag`` on a list (batches by size) gives the records in the order of the paths
    (computed here with Dask's synchronous scheduler)."""
    dask = pytest.importorskip("dask")
    from doiextract import engines

    _mixed(tmp_path / "c")
    paths = [item.source for item in iter_inputs([str(tmp_path / "c")])]
    paths = paths[::-1]  # not sorted, not the walk's order
    bag = engines.to_bag(paths)
    assert bag.npartitions > 1
    with dask.config.set(scheduler="synchronous"):
        records = bag.compute()
    assert [r["source"] for r in records] == paths
    assert os.path.basename(records[-1]["source"]) == os.path.basename(paths[-1])
