# ruff: noqa: E501 - the case table reads best one case per line
"""Acceptance (issue 5): a BibTeX and an RIS file of 50+ messy entries come out with every
fixable DOI fixed, every unfixable one reported, and everything else byte-identical.

The files are generated from one table of cases (``CASES``): each case puts a messy value in
some field and says what the DOI field must hold afterwards (or which finding is reported).
Around the entries go comments, ``@string``/``@preamble`` blocks, odd spacing and brace
styles; the test diffs the output against the expected file and checks that only DOI lines
differ, then cross-checks the cleaned files with bibtexparser and rispy.
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass
from pathlib import Path

import bibtexparser
import pytest
import rispy

from doiextract.cli import main
from doiextract.references import BIBTEX, RIS, clean_text


@dataclass(frozen=True)
class Case:
    id: str
    field: str  # "doi" or another field (BibTeX name; mapped to an RIS tag)
    messy: str
    fixed: str | None  # the DOI field afterwards; None: left as is
    finding: str | None  # the findings reported for the entry, "+"-separated


CASES = [
    Case("SPEC-3-https-resolver", "doi", "https://doi.org/10.1000/182", "10.1000/182", "normalized"),
    Case("SPEC-3-dx-http", "doi", "http://dx.doi.org/10.1038/nphys1170", "10.1038/nphys1170", "normalized"),
    Case("SPEC-3-doi-label", "doi", "doi:10.1016/j.cell.2009.01.002", "10.1016/j.cell.2009.01.002", "normalized"),
    Case("SPEC-3-DOI-space", "doi", "DOI 10.1093/nar/gkn923", "10.1093/nar/gkn923", "normalized"),
    Case("SPEC-3-urn", "doi", "urn:doi:10.123:456ABC%2Fzyz", "10.123/456ABC/zyz", "normalized"),
    Case("SPEC-3-info-doi", "doi", "info:doi/10.1371/journal.pone.0000217", "10.1371/journal.pone.0000217", "normalized"),
    Case("SPEC-3-wiley-abstract", "doi", "https://onlinelibrary.wiley.com/doi/abs/10.1111/j.1365-2486.2008.01234.x/abstract", "10.1111/j.1365-2486.2008.01234.x", "normalized"),
    Case("SPEC-4-percent-slash", "doi", "10.1000/abc%2Fdef", "10.1000/abc/def", "normalized"),
    Case("SPEC-4-percent-hash", "doi", "https://doi.org/10.1000/456%23789", "10.1000/456#789", "normalized"),
    Case("SPEC-5-trailing-dot", "doi", "10.1007/s00253-012-4183-x.", "10.1007/s00253-012-4183-x", "normalized"),
    Case("SPEC-5-trailing-semicolon", "doi", "10.1126/science.1157784;", "10.1126/science.1157784", "normalized"),
    Case("SPEC-4-hyphen-u2010", "doi", "10.1007/s00254\u2010012\u20104183-x", "10.1007/s00254-012-4183-x", "normalized"),
    Case("SPEC-4-en-dash", "doi", "10.1021/ja00051a040\u20132", "10.1021/ja00051a040-2", "normalized"),
    Case("SPEC-4-minus-sign", "doi", "10.1002/anie.200353\u2212123", "10.1002/anie.200353-123", "normalized"),
    Case("SPEC-4-soft-hyphen", "doi", "10.1016/j.jmb.2004.\u00ad01.005", "10.1016/j.jmb.2004.01.005", "normalized"),
    Case("extra-braces", "doi", "{10.1145/3292500.3330701}", "10.1145/3292500.3330701", "normalized"),
    Case("doi-with-note-text", "doi", "10.1093/bioinformatics/btp352 (print)", "10.1093/bioinformatics/btp352", "normalized"),
    Case("in-url-field", "url", "https://doi.org/10.1038/s41586-020-2649-2", "10.1038/s41586-020-2649-2", "inserted"),
    Case("in-url-dx", "url", "http://dx.doi.org/10.1186/1471-2105-11-421", "10.1186/1471-2105-11-421", "inserted"),
    Case("in-url-publisher", "url", "https://pubs.acs.org/doi/10.1021/acs.jctc.5b00255", "10.1021/acs.jctc.5b00255", "inserted"),
    Case("in-note-label", "note", "Available at doi:10.5281/zenodo.1234567.", "10.5281/zenodo.1234567", "inserted"),
    Case("in-howpublished", "howpublished", "\\url{https://doi.org/10.48550/arXiv.1706.03762}", "10.48550/arXiv.1706.03762", "inserted"),
    Case("in-note-percent", "note", "See https://doi.org/10.1000/abc%2Fghi", "10.1000/abc/ghi", "inserted"),
    Case("already-clean", "doi", "10.1371/journal.pcbi.1003285", "10.1371/journal.pcbi.1003285", None),
    Case("already-clean-sici", "doi", "10.1016/S0140-6736(20)30183-5", "10.1016/S0140-6736(20)30183-5", None),
    Case("SPEC-2-registrant-too-short", "doi", "10.12/abc", None, "invalid"),
    Case("SPEC-2-not-a-doi", "doi", "N/A", None, "invalid"),
    Case("SPEC-2-reserved-suffix", "doi", "10.1000/x/123", None, "invalid"),
    Case("SPEC-2-shortdoi", "doi", "https://doi.org/abcde", None, "invalid"),
    Case("two-dois-in-note", "note", "doi:10.1000/aaa1 and doi:10.1000/bbb2", None, "ambiguous"),
    Case("no-doi-anywhere", "note", "Personal communication", None, "missing"),
    Case("SPEC-1-dup-first", "doi", "10.1234/DupCase.1", "10.1234/DupCase.1", None),
    Case("SPEC-1-dup-other-case", "doi", "https://doi.org/10.1234/dupcase.1", "10.1234/dupcase.1", "normalized+duplicate"),
    Case("SPEC-1-dup-in-url", "url", "https://doi.org/10.1234/DUPCASE.1", "10.1234/DUPCASE.1", "inserted+duplicate"),
]  # fmt: skip
ROUNDS = 2  # every case twice (the second time with other DOIs), 50+ entries per file

RIS_TAGS = {"doi": "DO", "url": "UR", "note": "N1", "howpublished": "L2"}


def _cases() -> list[tuple[int, Case]]:
    """Each case twice (round 0 and 1); the second round gets its own DOIs by a key suffix."""
    out = []
    for r in range(ROUNDS):
        for case in CASES:
            if r and case.id.startswith("SPEC-1-dup"):
                continue
            out.append((r, case))
    return out


def _round_value(value: str | None, r: int, case: Case) -> str | None:
    """Round 1 gets other DOIs: registrant ``10.NNNN`` becomes ``10.NNNN9`` (only for cases
    with a DOI: an invalid registrant must stay invalid)."""
    if value is None or r == 0 or case.fixed is None:
        return value
    return re.sub(r"10\.(\d+)", r"10.\g<1>9", value, count=1)


def _bib_value(value: str, style: int) -> str:
    return f'"{value}"' if style % 5 == 3 and '"' not in value else "{" + value + "}"


def build_bibtex(expected: bool) -> tuple[str, list[tuple[str, Case, str | None]]]:
    parts = [
        "% Exported from a reference manager; comments and blocks below must survive.\n",
        '@string{ jbio = "Journal of Biology" }\n',
        '@preamble{ "\\newcommand{\\noop}[1]{}" }\n\n',
    ]
    table = []
    for n, (r, case) in enumerate(_cases()):
        key = f"ref{n:02d}_{case.id}"
        messy = _round_value(case.messy, r, case)
        fixed = _round_value(case.fixed, r, case)
        assert messy is not None
        lines = [f"@Article{{{key},\n", "  author  = {Doe, Jane and M{\\\"u}ller, K.},\n",
                 f"  title   = {{Entry {n}: a {{Title}} with \\emph{{markup}}}},\n",
                 "  journal = jbio,\n", f"  year    = {2000 + n % 20},\n"]  # fmt: skip
        field_value = messy if (not expected or fixed is None) else fixed
        if case.field == "doi":
            lines.append(f"  doi     = {_bib_value(field_value, n)},\n")
        else:
            lines.append(f"  {case.field} = {_bib_value(messy, n)},\n")
            if expected and fixed is not None:
                lines.append(f"  doi = {{{fixed}}},\n")
        lines.append("}\n")
        if n % 7 == 0:
            lines.append("% a comment between entries\n")
        parts.append("".join(lines) + "\n")
        table.append((key, case, fixed))
    return "".join(parts), table


def build_ris(expected: bool) -> tuple[str, list[tuple[str, Case, str | None]]]:
    parts = ['Provider: Test Exporter\r\nContent: text/plain; charset="UTF-8"\r\n\r\n']
    table = []
    for n, (r, case) in enumerate(_cases()):
        label = f"ris{n:02d}"
        messy = _round_value(case.messy, r, case)
        fixed = _round_value(case.fixed, r, case)
        assert messy is not None
        lines = ["TY  - JOUR", f"ID  - {label}", "AU  - Doe, Jane", "AU  - Müller, K.",
                 f"TI  - Entry {n}: a title", "T2  - Journal of Biology", f"PY  - {2000 + n}"]  # fmt: skip
        tag = RIS_TAGS[case.field]
        if tag == "DO":
            lines.append(f"DO  - {messy if (not expected or fixed is None) else fixed}")
        else:
            lines.append(f"{tag}  - {messy}")
        if n % 5 == 0:
            lines.append("AB  - An abstract that runs")
            lines.append("over two lines.")
        if expected and fixed is not None and tag != "DO":
            lines.append(f"DO  - {fixed}")
        lines.append("ER  - ")
        parts.append("\r\n".join(lines) + "\r\n\r\n")
        table.append((label, case, fixed))
    return "".join(parts), table


def _changed_lines(before: str, after: str) -> list[str]:
    diff = difflib.unified_diff(before.splitlines(), after.splitlines(), lineterm="", n=0)
    return [line for line in diff if line[:1] in "+-" and not line.startswith(("+++", "---"))]


@pytest.mark.parametrize(
    ("builder", "fmt", "doi_line"),
    [
        pytest.param(build_bibtex, BIBTEX, ("  doi", "doi = "), id="bibtex"),
        pytest.param(build_ris, RIS, ("DO  - ",), id="ris"),
    ],
)
def test_messy_file_is_cleaned_and_nothing_else_changes(builder, fmt, doi_line) -> None:  # type: ignore[no-untyped-def]
    messy, table = builder(expected=False)
    expected, _ = builder(expected=True)
    assert len(table) >= 50
    result = clean_text(messy, fmt)
    # everything else byte-identical: the output is exactly the expected file ...
    assert result.text == expected
    # ... and the diff only touches DOI lines
    for line in _changed_lines(messy, result.text):
        assert line[1:].lstrip().startswith(tuple(d.strip() for d in doi_line)), line
    # every entry reports what the table says
    by_label = {r.entry.label: r for r in result.reports}
    assert len(by_label) == len(table)
    for label, case, _fixed in table:
        kinds = [f.kind for f in by_label[label].findings]
        assert kinds == (case.finding.split("+") if case.finding else []), (label, kinds)
    # a clean file comes back byte-identical, with nothing to report but the known problems
    again = clean_text(result.text, fmt)
    assert again.text == result.text
    assert not again.edits


def test_cleaned_bibtex_reads_the_same_in_bibtexparser() -> None:
    messy, table = build_bibtex(expected=False)
    cleaned = clean_text(messy, BIBTEX).text
    before = {e.key: e for e in bibtexparser.parse_string(messy).entries}
    library = bibtexparser.parse_string(cleaned)
    assert not library.failed_blocks
    assert len(library.entries) == len(table)
    for label, _case, fixed in table:
        entry = library.entries_dict[label]
        if fixed is not None:
            assert entry.fields_dict["doi"].value.strip('{}"') == fixed
        # every other field is unchanged
        others = {f.key: f.value for f in entry.fields if f.key != "doi"}
        assert others == {f.key: f.value for f in before[label].fields if f.key != "doi"}
    # the span locator and bibtexparser see the same fields
    for entry in BIBTEX.parse(messy):
        parsed = before[entry.label]
        assert [f.name for f in entry.fields] == [f.key for f in parsed.fields]


def test_cleaned_ris_reads_the_same_in_rispy() -> None:
    messy, table = build_ris(expected=False)
    cleaned = clean_text(messy, RIS).text
    records = rispy.loads(cleaned)
    before = rispy.loads(messy)
    assert len(records) == len(table)
    for record, old, (_label, _case, fixed) in zip(records, before, table, strict=True):
        if fixed is not None:
            assert record["doi"] == fixed
        assert {k: v for k, v in record.items() if k != "doi"} == {
            k: v for k, v in old.items() if k != "doi"
        }


def test_dedupe_merges_duplicates() -> None:
    messy, table = build_bibtex(expected=False)
    result = clean_text(messy, BIBTEX, dedupe=True)
    removed = [
        r.entry.label for r in result.reports if any(f.kind == "removed" for f in r.findings)
    ]
    assert removed == [label for label, case, _ in table if "duplicate" in (case.finding or "")]
    keys = [e.label for e in BIBTEX.parse(result.text)]
    assert not set(removed) & set(keys)
    # the kept entry got the url field of the duplicate that had one
    kept = next(e for e in BIBTEX.parse(result.text) if e.label.endswith("SPEC-1-dup-first"))
    assert "url" in [f.name for f in kept.fields]


def test_cli_clean_in_place_keeps_a_backup(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    messy, _ = build_bibtex(expected=False)
    expected, _ = build_bibtex(expected=True)
    path = tmp_path / "refs.bib"
    path.write_bytes(messy.encode("utf-8"))
    report = tmp_path / "report.jsonl"
    status = main(["clean", str(path), "--in-place", "--report", str(report)])
    assert status == 1  # invalid and ambiguous entries remain
    assert path.read_bytes() == expected.encode("utf-8")
    assert (tmp_path / "refs.bib.bak").read_bytes() == messy.encode("utf-8")
    out = capsys.readouterr().out
    assert "registrant-too-short" in out and "duplicate" in out
    assert '"kind": "inserted"' in report.read_text(encoding="utf-8")
    # second run: nothing to fix, file untouched
    assert main(["clean", str(path), "--in-place"]) == 1
    assert path.read_bytes() == expected.encode("utf-8")
