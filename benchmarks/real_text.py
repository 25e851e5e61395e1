"""Accuracy on real text (issue #9): precision, recall and F1 of doiextract on the shared real
corpora, with every miss and false positive written out for failure analysis.

Sets (gold compared ASCII-case-insensitively, SPEC §1; micro-averaged over DOIs, each record or
document counted as the set of distinct DOIs it yields):

- ``refs``: ``../shared/corpora/refs-dev.jsonl`` (real reference strings) through ``extract_text``;
- ``pdf:pdfium`` / ``pdf:pdfminer``: ``../shared/corpora/real-pdf/*.pdf`` through ``extract_path``
  with that backend; gold = printed ``dois`` + ``link_annotation_only``;
- ``text:pdfium`` / ``text:pdfminer`` / ``text:pdftotext``: each real PDF's text as that extractor
  prints it (pypdfium2 ``get_text_range`` per page, pdfminer.six ``extract_text``, poppler's
  ``pdftotext``), scanned as plain text with ``extract_text``; gold = the printed ``dois`` only;
  also ``text:pdftotext-layout`` / ``-raw`` and ``text:pdfium-bounded`` (``get_text_bounded``);
- ``variants``: the same with other extractors and settings, not gated
  (``corpora.real_text.VARIANT_TOOLS``: ``pdftotext -eol dos``, pdfminer.six with
  ``boxes_flow=None`` / ``detect_vertical``, and where installed pypdf ``extract_text`` (plain
  and ``layout``), pdfplumber and PyMuPDF); pdfminer ones on the subset with
  ``--pdfminer-subset``;
- ``damage:<kind>``: refs-dev after ``corpora/damage.py`` applied one kind of damage (gold stays);
- ``peers``: other projects' DOI tests and training data (``corpora/peers/*.jsonl``, in the
  repository; ``--by-project``: one row per project).

Extracted texts are cached under ``--cache`` (default ``/tmp/doiextract-real-text``; pdfminer
takes minutes). Run from the repository root::

    python benchmarks/real_text.py [--sets refs,pdf,text,damage,peers] [--failures FILE]
        [--open-only] [--by-project]

Never collected by pytest; the quality gate (tests/documents/test_real_pdf.py) reuses
:func:`score_pdf_reader` and :func:`score_text_scan` through :mod:`corpora.real_text`.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from corpora import real_text as rt  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sets", default="refs,pdf,text,damage")
    parser.add_argument("--failures", type=Path, help="write every FP/FN with context here")
    parser.add_argument("--cache", type=Path, default=rt.DEFAULT_CACHE)
    parser.add_argument("--open-only", action="store_true", help="only openly licensed PDFs")
    parser.add_argument("--backends", default="pdfium,pdfminer", help="PDF reader backends")
    parser.add_argument(
        "--known-failures", type=Path, help="write the failures as corpora/real_known_failures.json"
    )
    parser.add_argument(
        "--pdfminer-subset",
        action="store_true",
        help="pdfminer sets on the baseline's pdfminer_subset only (as the test gate does)",
    )
    parser.add_argument("--seed", type=int, default=rt.DAMAGE_SEED)
    parser.add_argument("--by-project", action="store_true", help="peers: one row per project")
    args = parser.parse_args()
    wanted = set(args.sets.split(","))
    scores: list[rt.Score] = []
    if "refs" in wanted:
        scores.append(rt.score_refs())
    pdfs = rt.real_pdfs(open_only=args.open_only) if wanted & {"pdf", "text", "variants"} else []
    subset = pdfs
    if args.pdfminer_subset:
        names = set(rt.pdfminer_subset())
        subset = [(path, record) for path, record in pdfs if path.name in names]
    if "pdf" in wanted:
        for backend in args.backends.split(","):
            chosen = subset if backend == "pdfminer" else pdfs
            scores.append(rt.score_pdf_reader(chosen, backend, args.cache))
    tools = [
        *(rt.TEXT_TOOLS if "text" in wanted else ()),
        *(rt.VARIANT_TOOLS if "variants" in wanted else ()),
    ]
    for tool in tools:
        if not rt.tool_available(tool):
            print(f"text:{tool}: skipped ({tool} is not installed)", file=sys.stderr)
            continue
        chosen = subset if tool.startswith("pdfminer") else pdfs
        scores.append(rt.score_text_scan(chosen, tool, args.cache))
    if "damage" in wanted:
        from corpora import damage

        scores += rt.score_damage(damage, args.seed)
    if "peers" in wanted:
        scores += rt.score_peers(by_project=args.by_project)
    print(rt.format_table(scores))
    if args.known_failures:
        gated = {"refs"} | {f"text:{tool}" for tool in rt.TEXT_TOOLS}
        known = rt.known_failures(
            [s for s in scores if s.name in gated or s.name.startswith("pdf:")]
        )
        text = json.dumps(known, indent=1, ensure_ascii=False) + "\n"
        rt.write_atomic(args.known_failures, text)
        print(f"known failures written to {args.known_failures}")
    if args.failures:
        rt.write_atomic(args.failures, rt.format_failures(scores))
        rt.write_atomic(
            args.failures.with_name(args.failures.name + ".mechanisms"),
            rt.format_mechanisms(scores),
        )
        print(f"failures written to {args.failures}")


if __name__ == "__main__":
    main()
