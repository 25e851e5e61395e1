"""Reference readers take linear time (issue 12.3): 8,000 ``@article{`` took 44-74 s.

A scaling check (``assert_linear``, tests/conftest.py), not a wall-clock threshold: for each
input shape, the time for 8n copies of a unit over the time for n copies (the best of a few
runs, the garbage collector off as timeit does) must stay under 24, three times what linear
time gives, where quadratic time gives 64. ``n`` grows until one run takes long enough to
measure on a loaded machine.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from pathlib import Path
from types import SimpleNamespace

import pytest

from doiextract.cli import main
from doiextract.errors import LimitExceededError
from doiextract.references import BIBTEX, RIS, LinesFormat, TableFormat, clean_text, common


def _clean(fmt: object) -> Callable[[str], object]:
    return lambda text: clean_text(text, fmt, dedupe=True)  # type: ignore[arg-type]


SHAPES = [
    # the four BibTeX shapes: an unclosed block each time, all on one line
    ("bibtex-article-open", BIBTEX.parse, lambda n: "@article{" * n),
    ("bibtex-string-open", BIBTEX.parse, lambda n: "@string{" * n),
    ("bibtex-comment-open", BIBTEX.parse, lambda n: "@comment{" * n),
    ("bibtex-doi-open", BIBTEX.parse, lambda n: "@article{a, doi={" * n),
    ("bibtex-quote-open", BIBTEX.parse, lambda n: '@article{a, doi="' * n),
    ("bibtex-paren-open", BIBTEX.parse, lambda n: "@string(" * n),
    # one unclosed entry per line, and well-formed entries cleaned with dedupe
    ("bibtex-open-per-line", BIBTEX.parse, lambda n: "@article{a, title={x},\n" * n),
    ("bibtex-clean", _clean(BIBTEX), lambda n: "@article{a, url={https://doi.org/10.1/x}}\n" * n),
    ("bibtex-one-line", _clean(BIBTEX), lambda n: "@article{a, url={doi:10.1000/1}} " * n),
    # RIS: a long continued field, TY without ER, dedupe of many duplicates
    ("ris-continued", RIS.parse, lambda n: "TY  - JOUR\nAB  - x\n" + "more text\n" * n + "ER  -\n"),
    ("ris-no-er", RIS.parse, lambda n: "TY  - JOUR\n" * n),
    ("ris-dedupe", _clean(RIS), lambda n: "TY  - JOUR\nDO  - 10.1000/1\nER  - \n\n" * n),
    # CSV: unterminated quotes, one long cell, dedupe
    ("csv-open-quote", TableFormat(",").parse, lambda n: 'a,doi\n' + '"x,10.1000/1\n' * n),
    ("csv-long-cell", TableFormat(",").parse, lambda n: "a,doi\n" + "x" * (20 * n) + ",1\n"),
    ("csv-dedupe", _clean(TableFormat(",")), lambda n: "a,doi\n" + "x,10.1000/1\n" * n),
    # plain text lines with dedupe
    ("lines-dedupe", _clean(LinesFormat()), lambda n: "doi:10.1000/1\n" * n),
]  # fmt: skip


@pytest.mark.parametrize(("name", "run", "make"), SHAPES, ids=[s[0] for s in SHAPES])
def test_reader_time_is_linear(
    name: str,
    run: Callable[[str], object],
    make: Callable[[int], str],
    assert_linear: Callable[..., None],
) -> None:
    assert_linear(run, make, name)


def test_clean_text_stops_at_its_time_limit(monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 12.3: ``clean`` had no time limit at all; ``timeout`` bounds it between entries.
    On a clock that moves 1 ms per reading, a 50 ms limit stops a file of 20,000 entries at its
    50th entry (the readings: the deadline, after parsing, before each entry), not at its end:
    no wall clock, so a loaded machine cannot make it pass or fail."""
    text = "@article{a, url = {https://doi.org/10.1000/1}}\n" * 20000
    ticks = itertools.count()
    monkeypatch.setattr(common, "time", SimpleNamespace(monotonic=lambda: next(ticks) / 1000))
    with pytest.raises(LimitExceededError, match=r"refs\.bib: cleaning took longer") as raised:
        clean_text(text, BIBTEX, timeout=0.05, source="refs.bib")
    assert str(raised.value).endswith("(at entry 50)")
    ticks = itertools.count()
    with pytest.raises(LimitExceededError, match=r"at reading the entries\)$"):
        clean_text(text, BIBTEX, timeout=0.0005, source="refs.bib")
    assert len(clean_text(text[:4700], BIBTEX, timeout=60).reports) == 100


def test_cli_clean_time_limit_writes_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "refs.bib"
    path.write_text("@article{a, url = {https://doi.org/10.1000/1}}\n" * 20000, encoding="utf-8")
    out = tmp_path / "out.bib"
    status = main(["clean", str(path), "-o", str(out), "--time-limit", "0.01"])
    assert status != 0 and not out.exists()
    assert "time limit" in capsys.readouterr().err
