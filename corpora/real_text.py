"""Scoring doiextract on the real corpora of ../shared/corpora (issue #9, item 7).

Shared by ``benchmarks/real_text.py`` (the failure analysis) and the quality gate
(``tests/documents/test_real_pdf.py``). Reads the shared files in place: never copies them (17 of
the real PDFs are for evaluation only, see ../shared/corpora/real-pdf/README.md).

A "set" is a list of items ``(name, found DOIs, gold DOIs, text)``; a :class:`Score` counts, per
item, distinct DOIs compared ASCII-case-insensitively (SPEC §1): found and in gold = right, found
and not in gold = false positive, in gold and not found = miss. ``text`` is kept to show each
failure in context.
"""

from __future__ import annotations

import functools
import hashlib
import json
import os
import re
import shutil
import subprocess
import tempfile
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from doiextract import Options, extract_html, extract_path, extract_text
from doiextract.sources.pdf import normalize_page_text

REPO = Path(__file__).resolve().parents[1]
# ../shared beside the repository (as in CI); DOIEXTRACT_SHARED points elsewhere (a worktree)
SHARED = Path(os.environ.get("DOIEXTRACT_SHARED", REPO.parent / "shared")) / "corpora"
REFS_DEV = SHARED / "refs-dev.jsonl"
REAL_PDF = SHARED / "real-pdf"
DEFAULT_CACHE = Path(tempfile.gettempdir()) / "doiextract-real-text"
#: other projects' DOI tests and training data (corpora/peers/README.md): in the repository
PEERS = REPO / "corpora" / "peers"
#: the extractors whose text the gate scans (tests/documents/test_real_text.py): pypdfium2's
#: ``get_text_range`` and ``get_text_bounded``, pdfminer.six's defaults, poppler's pdftotext
#: plain, ``-layout`` (two-column pages side by side) and ``-raw`` (content-stream order)
TEXT_TOOLS = (
    "pdfium",
    "pdfminer",
    "pdftotext",
    "pdftotext-layout",
    "pdftotext-raw",
    "pdfium-bounded",
)
DAMAGE_SEED = 9
CONTEXT = 80
_ASCII_FOLD = str.maketrans("ABCDEFGHIJKLMNOPQRSTUVWXYZ", "abcdefghijklmnopqrstuvwxyz")


def fold(doi: str) -> str:
    """ASCII-only case fold (SPEC §1)."""
    return doi.translate(_ASCII_FOLD)


@dataclass
class Failure:
    item: str
    kind: str  # "FN" or "FP"
    doi: str
    context: str
    note: str = ""


@dataclass
class Score:
    name: str
    right: int = 0
    false_positives: int = 0
    misses: int = 0
    items: int = 0
    failures: list[Failure] = field(default_factory=list)
    texts: dict[str, str] = field(default_factory=dict)  # of items with a failure
    gold: dict[str, list[str]] = field(default_factory=dict)  # of items with a failure

    def add(
        self, item: str, found: Iterable[str], gold: Iterable[str], text: str = "", **notes: str
    ) -> None:
        """Count one item; ``notes`` maps a folded DOI to a remark (e.g. where a hit came from)."""
        found_keys = {fold(d): d for d in found}
        gold_keys = {fold(d): d for d in gold}
        self.items += 1
        if found_keys.keys() != gold_keys.keys():
            self.texts[item] = text
            self.gold[item] = list(gold_keys.values())
        self.right += len(found_keys.keys() & gold_keys.keys())
        for key in sorted(found_keys.keys() - gold_keys.keys()):
            self.false_positives += 1
            doi = found_keys[key]
            self.failures.append(Failure(item, "FP", doi, context(text, doi), notes.get(key, "")))
        for key in sorted(gold_keys.keys() - found_keys.keys()):
            self.misses += 1
            doi = gold_keys[key]
            self.failures.append(Failure(item, "FN", doi, context(text, doi), notes.get(key, "")))

    @property
    def precision(self) -> float:
        found = self.right + self.false_positives
        return self.right / found if found else 1.0

    @property
    def recall(self) -> float:
        wanted = self.right + self.misses
        return self.right / wanted if wanted else 1.0

    @property
    def f1(self) -> float:
        p, r = self.precision, self.recall
        return 2 * p * r / (p + r) if p + r else 0.0


def context(text: str, doi: str, width: int = CONTEXT) -> str:
    """The text around the first place where the longest prefix of ``doi`` occurs (at least its
    prefix and a few characters), with line breaks shown as ``⏎``; ``""`` when absent."""
    if not text:
        return ""
    span = printed_span(text, doi)
    if span is not None:
        window = text[max(0, span[0] - width) : span[1] + width]
        return window.replace("\r", "").replace("\n", "⏎").replace("\f", "⏎")
    haystack = fold(text)
    needle = fold(doi)
    at = -1
    length = len(needle)
    while length >= min(len(needle), 9):
        at = haystack.find(needle[:length])
        if at >= 0:
            break
        length -= max(1, length // 8)
    if at < 0:
        return "(not in the text)"
    window = text[max(0, at - width) : at + max(length, len(doi)) + width]
    return window.replace("\r", "").replace("\n", "⏎").replace("\f", "⏎")


# ---------------------------------------------------------------- the sets


def load_refs() -> list[dict[str, Any]]:
    return [json.loads(line) for line in REFS_DEV.read_text(encoding="utf-8").splitlines() if line]


def score_refs(name: str = "refs", records: list[dict[str, Any]] | None = None) -> Score:
    """Reference strings through ``extract_text``."""
    score = Score(name)
    for record in records if records is not None else load_refs():
        text = str(record["input"])
        found = [hit.doi for hit in extract_text(text)]
        score.add(str(record["id"]), found, record["expected"], text)
    return score


@functools.lru_cache(maxsize=1)
def real_pdf_gold() -> dict[str, dict[str, Any]]:
    gold: dict[str, dict[str, Any]] = json.loads((REAL_PDF / "gold.json").read_text("utf-8"))
    return gold


def real_pdfs(open_only: bool = False) -> list[tuple[Path, dict[str, Any]]]:
    """``(pdf, gold record)`` of the real PDFs, in file-name order."""
    return [
        (REAL_PDF / name, record)
        for name, record in sorted(real_pdf_gold().items())
        if record["open_licence"] or not open_only
    ]


def score_pdf_reader(
    pdfs: list[tuple[Path, dict[str, Any]]], backend: str, cache: Path | None = None
) -> Score:
    """The PDF reader; gold = printed DOIs plus annotation-only DOIs."""
    score = Score(f"pdf:{backend}")
    options = replace(Options(), pdf_backend=backend)
    for path, record in pdfs:
        result = extract_path(path, options)
        places: dict[str, set[str]] = {}
        for hit in result.hits:
            places.setdefault(hit.key, set()).add(hit.location.element or "?")
        notes = {key: "found in " + "+".join(sorted(where)) for key, where in places.items()}
        for doi in record["link_annotation_only"]:
            notes.setdefault(fold(doi), "annotation-only")
        gold = list(record["dois"]) + list(record["link_annotation_only"])
        same = {fold(d) for d in result.dois} == {fold(d) for d in gold}
        # the extractor's text only to show failures in context (pdfminer is slow)
        text = "" if same else cached_text(path, backend, cache or DEFAULT_CACHE)
        if text and backend == "pdfium":
            text = normalize_page_text(text)[0]  # what the reader scans (U+FFFE -> "-\n")
        score.add(path.name, result.dois, gold, text, **notes)
    return score


def score_text_scan(
    pdfs: list[tuple[Path, dict[str, Any]]], tool: str, cache: Path = DEFAULT_CACHE
) -> Score:
    """Each PDF's text as ``tool`` prints it, scanned as plain text; gold = printed DOIs."""
    score = Score(f"text:{tool}")
    for path, record in pdfs:
        text = cached_text(path, tool, cache)
        found = [hit.doi for hit in extract_text(text)]
        score.add(path.name, found, record["dois"], text)
    return score


# ---------------------------------------------------------------- extracted texts


#: other extractors' text of the same PDFs (issue #9: tools and settings the held-out sets may
#: have used), measured by ``--sets variants`` of benchmarks/real_text.py, not gated (slow, or
#: not a dependency: skipped where not installed)
VARIANT_TOOLS = (
    "pdftotext-dos",
    "pdfminer-noflow",
    "pdfminer-vertical",
    "pypdf",
    "pypdf-layout",
    "pdfplumber",
    "pymupdf",
)
#: the Python module each tool needs (tools not listed need nothing beyond the dependencies)
_TOOL_MODULE = {
    "pypdf": "pypdf",
    "pypdf-layout": "pypdf",
    "pdfplumber": "pdfplumber",
    "pymupdf": "pymupdf",
}


def tool_available(tool: str) -> bool:
    if tool.startswith("pdftotext"):
        return shutil.which("pdftotext") is not None
    module = _TOOL_MODULE.get(tool)
    if module is None:
        return True
    import importlib.util

    return importlib.util.find_spec(module) is not None


def _pdfium_text(path: Path) -> str:
    return _pdfium_pages(path, lambda textpage: textpage.get_text_range())


def _pdfminer_text(path: Path) -> str:
    from pdfminer.high_level import extract_text as pdfminer_extract

    return str(pdfminer_extract(str(path)))


def _pdftotext_text(path: Path, *flags: str) -> str:
    done = subprocess.run(
        ["pdftotext", "-q", *flags, "-enc", "UTF-8", str(path), "-"],
        capture_output=True,
        check=False,
    )
    return done.stdout.decode("utf-8", "replace")


def _pdfium_pages(path: Path, read: Callable[[Any], str]) -> str:
    """``read(textpage)`` of each page of ``path`` (pypdfium2), pages joined by a form feed."""
    import pypdfium2 as pdfium

    document = pdfium.PdfDocument(str(path))
    pages = []
    try:
        for page in document:
            textpage = page.get_textpage()
            pages.append(read(textpage))
            textpage.close()
            page.close()
    finally:
        document.close()
    return "\n\f".join(pages)


def _pdfminer_laparams(path: Path, **laparams: Any) -> str:
    from pdfminer.high_level import extract_text as pdfminer_extract
    from pdfminer.layout import LAParams

    return str(pdfminer_extract(str(path), laparams=LAParams(**laparams)))


def _pypdf_text(path: Path, **options: Any) -> str:
    import pypdf  # optional: pip install pypdf

    reader = pypdf.PdfReader(str(path))
    return "\n\f".join(page.extract_text(**options) for page in reader.pages)


def _pdfplumber_text(path: Path) -> str:
    import pdfplumber  # optional: pip install pdfplumber

    with pdfplumber.open(str(path)) as document:
        return "\n\f".join(page.extract_text() or "" for page in document.pages)


def _pymupdf_text(path: Path) -> str:
    import pymupdf  # optional: pip install pymupdf

    with pymupdf.open(str(path)) as document:
        return "\f".join(page.get_text() for page in document)


EXTRACTORS: dict[str, Callable[[Path], str]] = {
    "pdfium": _pdfium_text,
    "pdfminer": _pdfminer_text,
    "pdftotext": _pdftotext_text,
    "pdftotext-layout": lambda path: _pdftotext_text(path, "-layout"),
    "pdftotext-raw": lambda path: _pdftotext_text(path, "-raw"),
    # Windows line ends
    "pdftotext-dos": lambda path: _pdftotext_text(path, "-eol", "dos"),
    "pdfium-bounded": lambda path: _pdfium_pages(path, lambda page: page.get_text_bounded()),
    "pdfminer-noflow": lambda path: _pdfminer_laparams(path, boxes_flow=None),
    "pdfminer-vertical": lambda path: _pdfminer_laparams(
        path, detect_vertical=True, all_texts=True
    ),
    "pypdf": _pypdf_text,
    "pypdf-layout": lambda path: _pypdf_text(path, extraction_mode="layout"),
    "pdfplumber": _pdfplumber_text,
    "pymupdf": _pymupdf_text,
}


def cached_text(path: Path, tool: str, cache: Path = DEFAULT_CACHE) -> str:
    """``tool``'s text of ``path``, cached under ``cache`` by tool and file digest."""
    digest = hashlib.sha256(path.read_bytes()).hexdigest()[:16]
    target = cache / tool / f"{path.stem}-{digest}.txt"
    if target.exists():
        return target.read_text(encoding="utf-8")
    text = EXTRACTORS[tool](path)
    write_atomic(target, text)
    return text


def write_atomic(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.")
    try:
        with os.fdopen(handle, "w", encoding="utf-8", newline="") as out:
            out.write(text)
            out.flush()
            os.fsync(out.fileno())
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


# ---------------------------------------------------------------- damage


def score_damage(damage: Any, seed: int = DAMAGE_SEED) -> list[Score]:
    """refs-dev with each kind of damage of ``damage`` (corpora/damage.py) applied, one set per
    kind."""
    records = load_refs()
    return [
        score_refs(f"damage:{kind}", damage.damage_records(records, kind, seed))
        for kind in damage.KINDS
    ]


def load_peers() -> list[dict[str, Any]]:
    """The cases of corpora/peers/*.jsonl (other projects' tests and training data), in file
    order; each has ``id``, ``project``, ``repo``, ``path``, ``commit``, ``license``, ``input``,
    ``expected`` (the DOIs per SPEC, in order) and maybe ``context`` (``text``, ``html``),
    ``test``, ``peer_expected`` and ``note``."""
    cases: list[dict[str, Any]] = []
    for path in sorted(PEERS.glob("*.jsonl")):
        lines = path.read_text(encoding="utf-8").splitlines()
        cases += [json.loads(line) for line in lines if line.strip()]
    return cases


def peers_digest() -> str:
    """sha256 over corpora/peers/*.jsonl: which corpus the floors of the gate were set on."""
    digest = hashlib.sha256()
    for path in sorted(PEERS.glob("*.jsonl")):
        digest.update(path.name.encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()


def peer_found(case: dict[str, Any]) -> list[str]:
    """What doiextract reports for one peer case (read as its ``context`` says)."""
    text = str(case["input"])
    if case.get("context") == "html":
        return extract_html(text).dois
    return [hit.doi for hit in extract_text(text)]


def score_peers(cases: list[dict[str, Any]] | None = None, by_project: bool = False) -> list[Score]:
    """The peers' cases as one set (``peers``), or one set per project (``peers:<project>``)."""
    scores: dict[str, Score] = {}
    for case in cases if cases is not None else load_peers():
        name = f"peers:{case['project']}" if by_project else "peers"
        score = scores.setdefault(name, Score(name))
        score.add(str(case["id"]), peer_found(case), case["expected"], str(case["input"]))
    return list(scores.values())


# ---------------------------------------------------------------- reports


def format_table(scores: list[Score]) -> str:
    lines = [
        f"| {'set':22} | items | gold | found | right | FP | FN | precision | recall | F1 |",
        "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    ]
    for s in scores:
        gold = s.right + s.misses
        found = s.right + s.false_positives
        lines.append(
            f"| {s.name:22} | {s.items} | {gold} | {found} | {s.right} | {s.false_positives} | "
            f"{s.misses} | {s.precision:.4f} | {s.recall:.4f} | {s.f1:.4f} |"
        )
    return "\n".join(lines)


def iter_failure_lines(scores: list[Score]) -> Iterator[str]:
    for s in scores:
        yield f"## {s.name}: {s.false_positives} FP, {s.misses} FN"
        for f in s.failures:
            note = f"  [{f.note}]" if f.note else ""
            yield f"{f.kind}\t{f.item}\t{f.doi}{note}"
            yield f"\t{f.context}"
        yield ""


def format_failures(scores: list[Score]) -> str:
    return "\n".join(iter_failure_lines(scores)) + "\n"


# ---------------------------------------------------------------- mechanisms

_INVISIBLE = "\u00ad\ufffe\u200b\u200c\u200d\u2060\ufeff\u200e\u200f"
_DASHES = str.maketrans(dict.fromkeys("\u2010\u2011\u2012\u2013\u2014\u2212", "-"))


def printed_span(text: str, doi: str) -> tuple[int, int] | None:
    """Where ``doi`` is printed in ``text`` allowing white space and invisible marks between its
    characters (and, failing that, hyphens too); ``None`` when it is not there."""
    for drop in (" \t\r\n\f" + _INVISIBLE, " \t\r\n\f-" + _INVISIBLE):
        kept, flat = _flatten(text, drop)
        needle = fold("".join(c for c in doi.translate(_DASHES) if c not in drop))
        at = flat.find(needle)
        while at >= 0:
            end = at + len(needle)
            # prefer an occurrence that does not run on into more DOI characters
            if end >= len(flat) or not flat[end].isalnum():
                break
            at = flat.find(needle, at + 1)
        if at < 0:
            at = flat.find(needle)
        if at >= 0:
            return kept[at], kept[at + len(needle) - 1] + 1
    return None


@functools.lru_cache(maxsize=8)
def _flatten(text: str, drop: str) -> tuple[list[int], str]:
    kept = [i for i, c in enumerate(text.translate(_DASHES)) if c not in drop]
    return kept, fold("".join(text[i] for i in kept).translate(_DASHES))


def _break_place(raw: str, doi: str) -> str:
    """Where a line break or space sits inside the printed ``raw`` form of ``doi``."""
    at = next(i for i, c in enumerate(raw) if c in " \t\r\n\f")
    before, after = raw[:at].rstrip(_INVISIBLE), raw[at:].lstrip(" \t\r\n\f" + _INVISIBLE)
    if before.endswith("-") and fold(before + after) != fold(doi) and "-" not in after[:1]:
        if fold((before[:-1] + after).translate(_DASHES)).startswith(fold(doi)[: len(before)]):
            return "hyphen at break (not part of the DOI)"
    if before.endswith("-"):
        return "after '-'"
    if fold(before).endswith("10."):
        return "after '10.'"
    if before.endswith("/"):
        return "after '/'"
    if after.startswith("/"):
        return "before '/'"
    if after.startswith("."):
        return "before '.'"
    if before.endswith("."):
        return "after inner '.'"
    if after.startswith(("(", "<")):
        return "before '(' / '<'"
    if before.endswith((":", ";", ")", ">")):
        return "after ':' / ')' / '>'"
    return "between letters/digits"


def classify_miss(text: str, doi: str, fps: list[str]) -> str:
    """A mechanism for a gold DOI that was not reported."""
    related = [f for f in fps if _related(f, doi)]
    span = printed_span(text, doi)
    if span is None:
        return "not in the extracted text" + (" (FP related)" if related else "")
    raw = text[span[0] : span[1]]
    if any(c in "\n\r\f" for c in raw):
        return "line break inside: " + _break_place(raw, doi)
    if any(c in " \t" for c in raw):
        gaps = len(re.findall(r"[ \t]+", raw))
        if gaps > 1:
            return "spaces after several separators (zero-width spaces read as spaces)"
        return "space inside: " + _break_place(raw, doi)
    if any(c in _INVISIBLE for c in raw):
        return "invisible mark inside"
    if raw.translate(_DASHES).count("-") < doi.count("-"):
        return "hyphen lost (the extractor removed a hyphen at a line end)"
    if fold(raw.translate(_DASHES)) != fold(doi.translate(_DASHES)):
        return "printed with a different hyphen"
    return "printed plainly; reported " + (
        "longer (glued)" if any(fold(f).startswith(fold(doi)) for f in related) else "other"
    )


def _related(found: str, doi: str) -> bool:
    a, b = fold(found), fold(doi)
    if a.startswith(b) or b.startswith(a):
        return True
    squash = str.maketrans("", "", " -\u00ad\ufffe\u200b")
    return a.translate(squash) == b.translate(squash)


def classify_false_positive(
    text: str,
    found: str,
    gold: list[str],
    missed: list[str] = (),
    note: str = "",  # type: ignore[assignment]
) -> str:
    """A mechanism for a reported DOI that the gold does not list (``missed``: the gold DOIs not
    found; ``note``: where the PDF reader found it)."""
    key = fold(found)
    if note == "found in metadata":
        return "only in the metadata (Info/XMP), not printed"
    if note == "found in annotation":
        return "only in a link annotation, gold does not list it"
    longer = [g for g in gold if fold(g).startswith(key)]
    shorter = [g for g in gold if key.startswith(fold(g))]
    if shorter:
        tail = found[len(max(shorter, key=len)) :]
        at = text.find(found) if text else -1
        if tail.startswith("/"):
            kind = "URL path tail"
        elif tail[:1].isdigit():
            kind = "digits glued (page/citation number)"
        elif fold(tail[:3]) == "10.":
            kind = "DOI printed twice, glued"
        else:
            kind = "word glued"
        where = " after a line break" if at >= 0 and "\n" in text[at : at + len(found) + 2] else ""
        return f"glued tail: {kind}{where}"
    if longer:
        missed_keys = {fold(m) for m in missed}
        if all(fold(g) in missed_keys for g in longer):
            return "truncated: prefix of a gold DOI (the whole DOI is missed)"
        return "truncated: prefix of a gold DOI reported beside the whole one (found elsewhere)"
    squash = str.maketrans("", "", " -\u00ad\ufffe\u200b")
    same = [g for g in gold if fold(g).translate(squash) == key.translate(squash)]
    if same:
        if len(found) < len(same[0]):
            return "hyphen of the DOI lost at a line end"
        return "hyphenation hyphen (or U+FFFE mark) at a break kept"
    return "not a gold DOI"


#: in ``pdftotext -layout`` text these labels mean two columns side by side: the other
#: column's words (often its DOI) between a DOI's halves, so no one span holds the DOI
_LAYOUT_LABELS = (
    "FN not in the extracted text",
    "FP truncated",
    "FN printed plainly; reported other",
)
_LAYOUT_NOTE = " (-layout: the other column between the DOI's halves)"


def mechanisms(score: Score) -> dict[str, list[Failure]]:
    """Each failure of ``score`` under a mechanism label."""
    by_item: dict[str, list[Failure]] = {}
    for failure in score.failures:
        by_item.setdefault(failure.item, []).append(failure)
    out: dict[str, list[Failure]] = {}
    for item, failures in by_item.items():
        text = score.texts.get(item, "")
        fps = [f.doi for f in failures if f.kind == "FP"]
        gold = [f.doi for f in failures if f.kind == "FN"]
        for failure in failures:
            if failure.kind == "FN":
                label = "FN " + classify_miss(text, failure.doi, fps)
                if failure.note == "annotation-only":
                    label = "FN annotation-only DOI missed"
            else:
                label = "FP " + classify_false_positive(
                    text, failure.doi, score.gold[item], gold, failure.note
                )
            if score.name.endswith("-layout") and label.startswith(_LAYOUT_LABELS):
                label += _LAYOUT_NOTE
            out.setdefault(label, []).append(failure)
    return out


def may_quote(item: str) -> bool:
    """Whether an item's text may be quoted in the repository's notes (refs-dev, the peers'
    cases and the openly licensed real PDFs; the others are for evaluation only)."""
    if not item.endswith(".pdf"):
        return True
    return bool(real_pdf_gold().get(item, {}).get("open_licence"))


def format_mechanisms(scores: list[Score], examples: int = 3) -> str:
    """Per set: each mechanism's count (``n open`` = in quotable items) and a few examples
    (item, DOI, context) from quotable items only."""
    lines = []
    for s in scores:
        groups = mechanisms(s)
        lines.append(f"## {s.name}: {s.false_positives} FP, {s.misses} FN")
        for label, failures in sorted(groups.items(), key=lambda kv: (-len(kv[1]), kv[0])):
            quotable = [f for f in failures if may_quote(f.item)]
            lines.append(f"- {len(failures):4d}  {label}  ({len(quotable)} open)")
            for f in quotable[:examples]:
                lines.append(f"        {f.item}  {f.doi}")
                lines.append(f"          {f.context}")
        lines.append("")
    return "\n".join(lines) + "\n"


# ---------------------------------------------------------------- known failures

#: the SPEC section (or other cause) that a mechanism label falls under
_SPEC_OF = (
    ("FN line break inside: hyphen", "SPEC §5 PDF line breaks (a hyphenation hyphen at the break)"),
    ("FN line break inside", "SPEC §5 PDF line breaks"),
    ("FN space inside", "SPEC §5 Spaces from PDF extraction"),
    ("FN spaces after several", "SPEC §5 Spaces from PDF extraction; §4 invisible marks"),
    ("FN invisible mark", "SPEC §4 invisible marks / §5 hyphen at the break (pdfium U+FFFE)"),
    ("FN hyphen lost", "SPEC §5 Readings (registrant profile, known DOIs): the text lost it"),
    (
        "FP hyphen of the DOI lost",
        "SPEC §5 Readings (registrant profile, known DOIs): the text lost it",
    ),
    ("FP hyphenation hyphen", "SPEC §5 PDF line breaks (a hyphenation hyphen at the break)"),
    ("FP glued tail: URL path", "SPEC §3 publisher URL parts after the DOI"),
    ("FP glued tail", "SPEC §5 Readings (glued word or number)"),
    ("FP truncated", "SPEC §5 PDF line breaks / Readings"),
    ("FN printed plainly", "SPEC §5 Readings (glued word or number)"),
    ("FP only in", "not printed: gold lists printed and annotation-only DOIs"),
    ("FN not in the extracted text", "the extractor's text order or line numbers"),
)


def spec_of(label: str) -> str:
    return next((spec for prefix, spec in _SPEC_OF if label.startswith(prefix)), "")


def known_failures(scores: list[Score]) -> dict[str, Any]:
    """The failures of ``scores`` for corpora/real_known_failures.json: each one with its
    mechanism where the item may be quoted (refs-dev, open-licensed PDFs), counts per mechanism
    for the evaluation-only PDFs (their DOIs stay out of the repository)."""
    listed: list[dict[str, str]] = []
    counted: dict[str, dict[str, int]] = {}
    for s in scores:
        for label, failures in sorted(mechanisms(s).items()):
            for f in failures:
                if may_quote(f.item):
                    listed.append(
                        {
                            "set": s.name,
                            "item": f.item,
                            "kind": f.kind,
                            "doi": f.doi,
                            "mechanism": label[3:],
                            "spec": spec_of(label),
                        }
                    )
                else:
                    per_set = counted.setdefault(s.name, {})
                    per_set[label] = per_set.get(label, 0) + 1
    listed.sort(key=lambda e: (e["set"], e["item"], e["kind"], fold(e["doi"])))
    return {
        "comment": (
            "What still fails on real text (issue #9 item 7), by mechanism. Written by "
            "`python benchmarks/real_text.py --sets refs,pdf,text --known-failures "
            "corpora/real_known_failures.json`; tests/documents/test_real_text.py runs each "
            "listed failure as xfail(strict=True), so a fix shows as XPASS: re-run the command. "
            "pdfminer sets cover the baseline's pdfminer_subset only. Evaluation-only PDFs are "
            "counted per mechanism, not listed."
        ),
        "failures": listed,
        "evaluation_only_counts": counted,
    }


def pdfminer_subset() -> list[str]:
    """The real PDFs the test gate reads with pdfminer (corpora/baseline.json)."""
    baseline = json.loads((REPO / "corpora" / "baseline.json").read_text("utf-8"))
    return list(baseline["real-pdf"]["pdfminer_subset"])
