"""The compiled build (setup.py, Cython) and the pure-Python source give the same results.

``setup.py`` compiles the scanner's hot-path modules from the very same ``.py`` files; these
tests run the pure-Python source in a subprocess (a copy of the package without the compiled
modules) on the whole case corpus, a generated stretch of scholarly text and random DOI-ish
text, and compare every hit and rejection with what the installed build gives.
"""

from __future__ import annotations

import json
import os
import random
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import doiextract
from doiextract.scan import scan_text

ROOT = Path(__file__).resolve().parents[2]

_DUMP = """
import json, sys
from doiextract.scan import scan_text
import doiextract
texts = json.load(sys.stdin)
out = [[repr(item) for item in scan_text(text, explain=True)] for text in texts]
info = {"compiled": doiextract.COMPILED, "file": doiextract.scan.__file__}
json.dump({**info, "results": out}, sys.stdout)
"""

_PIECES = [
    *("10.", "10.1000/", "10.1038/nature12373", "doi:", "DOI: ", "https://doi.org/", "dx."),
    *("urn:doi:", "%2F", "%25", "&amp;", "\\/", "\u00ad", "\u2010", "\uff11\uff10\uff0e", "("),
    *(")", "<", ">", ".", ",", ";", ":", "?", "#", "&", "/", "-", "_", " ", "\n", "\r\n"),
    *("\t", "2010", "10.5/10", "10.100.0.0/16", "$", "=", "abc", "XYZ", "\u00e9", "PMID"),
    *("v2", "/abstract", ".pdf", "?locatt=1", "123", "\u3092"),
]


def _texts() -> list[str]:
    texts = []
    for path in sorted((ROOT / "corpora" / "cases").glob("*.jsonl")):
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip():
                texts.append(json.loads(line)["input"])
    rng = random.Random(20261122)
    texts += ["".join(rng.choice(_PIECES) for _ in range(rng.randint(1, 40))) for _ in range(3000)]
    sys.path.insert(0, str(ROOT / "benchmarks"))
    try:
        from scan_text import _doi, _presented  # the benchmark's generator of DOI forms
    finally:
        sys.path.pop(0)
    texts.append(
        " filler text 10.5 and 10.1.2 ".join(_presented(_doi(rng), rng) for _ in range(2000))
    )
    return texts


def _expected_compiled() -> bool:
    """A build on a machine with a C compiler compiles, unless asked not to."""
    has_compiler = any(shutil.which(cc) for cc in ("cc", "gcc", "clang"))
    return has_compiler and not os.environ.get("DOIEXTRACT_PURE_PYTHON")


def test_compiled_modules_are_not_older_than_their_source() -> None:
    """An editable install compiles once: after editing scan.py (or rules/join.py, trim.py)
    the old compiled module would still run. Rebuild with ``pip install -e .``."""
    import doiextract.rules.join
    import doiextract.rules.trim
    import doiextract.scan

    for module in (doiextract.scan, doiextract.rules.join, doiextract.rules.trim):
        built = Path(str(module.__file__))
        source = built.with_name(built.name.split(".")[0] + ".py")
        # (only in this checkout: an installed wheel's files carry their install time)
        if built != source and built.parent.is_relative_to(ROOT / "doiextract"):
            stale = source.stat().st_mtime > built.stat().st_mtime
            assert not stale, f"{built.name} is older than {source.name}: pip install -e ."


def test_build_is_compiled_where_it_can_be() -> None:
    # a build that silently fell back to pure Python (a Cython or compiler problem) is caught
    assert _expected_compiled() == doiextract.COMPILED


@pytest.mark.skipif(not doiextract.COMPILED, reason="only the pure-Python build is installed")
def test_pure_python_source_gives_what_the_compiled_build_gives(tmp_path: Path) -> None:
    pure = tmp_path / "pure"
    shutil.copytree(
        ROOT / "doiextract",
        pure / "doiextract",
        ignore=shutil.ignore_patterns("*.so", "*.pyd", "*.c", "__pycache__"),
    )
    texts = _texts()
    result = subprocess.run(
        [sys.executable, "-c", _DUMP],
        input=json.dumps(texts),
        capture_output=True,
        text=True,
        env={**os.environ, "PYTHONPATH": str(pure)},
        cwd=tmp_path,  # not the checkout: "python -c" puts the working directory first
        check=True,
    )
    dumped = json.loads(result.stdout)
    assert dumped["compiled"] is False, dumped["file"]  # the subprocess ran the .py files
    compiled = [[repr(item) for item in scan_text(text, explain=True)] for text in texts]
    assert sum(map(len, compiled)) > 5000  # the comparison covers real hits
    for text, pure_items, compiled_items in zip(texts, dumped["results"], compiled, strict=True):
        assert pure_items == compiled_items, text[:200]
