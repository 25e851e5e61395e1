"""The ``doiextract clean`` and ``doiextract verify`` subcommands: argv -> Options -> run.

``clean FILE`` fixes the DOIs of a reference file (BibTeX, RIS, CSV/TSV, plain text; ``-`` for
standard input) and reports every change, duplicate and problem; ``verify`` checks DOIs against
the DOI proxy (Handbook 3.8.3).

Exit status of ``clean`` (as the main command's: 0 fine, 1 something to look at or failed, 2
usage): 0 nothing left to fix; 1 problems remain (invalid, ambiguous or malformed entries, DOIs
not found or not verified), or with ``--check`` the file would change, or the input could not
be read or the output written (the main command exits 1 for an unreadable input too); 2 usage
error (bad option values, a ``--column`` the header lacks). ``verify``: 0 all exist, 1 some do
not or could not be verified, 2 usage error or unreadable input.
Called from ``cli.main``; never imports ``cli``.
"""

from __future__ import annotations

import argparse
import csv
import io
import json
import os
import shutil
import sys
from collections.abc import Sequence
from dataclasses import replace
from typing import Any, TextIO

from doiextract.atomic import atomic_write
from doiextract.cli import cannot_write, encoding_argument
from doiextract.errors import DoiExtractError, InvalidArgumentError, InvalidDoiError
from doiextract.extract import iter_hits
from doiextract.forms import normalize_doi
from doiextract.options import DEFAULT_OPTIONS, Options
from doiextract.references.common import STYLES, CleanResult, EntryReport, Finding, clean_text
from doiextract.references.document import (
    FORMAT_NAMES,
    STDIN,
    Document,
    choose_format,
    decode_document,
    read_document,
)
from doiextract.references.table import TableFormat
from doiextract.sources.text import open_text
from doiextract.verify import Verification, verify_with_progress

__all__ = ["clean_parser", "main_clean", "main_verify", "verify_parser"]

#: Findings that leave something for the user to do (exit status 1).
PROBLEMS = frozenset(
    {"invalid", "ambiguous", "malformed", "not-found", "could-not-verify", "exists-no-values"}
)
#: ``-o`` values that mean standard output: the cleaned file goes there, the report to stderr.
_STDOUT = ("-", "/dev/stdout")
REPORT_COLUMNS = (
    "source",
    "entry",
    "label",
    "line",
    "doi",
    "kind",
    "field",
    "before",
    "after",
    "reason",
)


def _add_verify_arguments(parser: argparse.ArgumentParser) -> None:
    group = parser.add_argument_group("verification (DOI Handbook 3.8.3)")
    group.add_argument("--resolver", default=DEFAULT_OPTIONS.resolver, metavar="URL",
                       help="DOI proxy base URL [%(default)s]")  # fmt: skip
    group.add_argument("--no-cache", action="store_true", help="do not use the 24 h answer cache")
    group.add_argument("--cache", metavar="FILE", help="cache file (default: user cache dir)")
    group.add_argument("--concurrency", type=int, default=DEFAULT_OPTIONS.verify_concurrency,
                       metavar="N", help="parallel requests [%(default)s]")  # fmt: skip
    group.add_argument("--rate", type=float, default=DEFAULT_OPTIONS.verify_rate,
                       metavar="PER_SECOND",
                       help="requests per second, 0 = no limit [%(default)s]")  # fmt: skip
    group.add_argument("--timeout", type=float, default=DEFAULT_OPTIONS.verify_timeout,
                       metavar="SECONDS", help="seconds per request [%(default)s]")  # fmt: skip
    group.add_argument("--retries", type=int, default=DEFAULT_OPTIONS.verify_retries, metavar="N",
                       help="retries after a server or network error [%(default)s]")  # fmt: skip
    group.add_argument("--suggest", action="store_true",
                       help="for DOIs not found, also ask about nearby fixes (more requests) "
                       "and show those that exist")  # fmt: skip


def build_verify_options(args: argparse.Namespace) -> Options:
    """The verification part of ``Options`` from parsed arguments."""
    if args.concurrency < 1 or args.retries < 0 or args.timeout <= 0 or args.rate < 0:
        raise ValueError("--concurrency >= 1, --retries >= 0, --timeout > 0, --rate >= 0")
    return replace(
        Options(),
        resolver=args.resolver,
        verify_cache=not args.no_cache,
        verify_cache_path=args.cache,
        verify_concurrency=args.concurrency,
        verify_rate=args.rate,
        verify_timeout=args.timeout,
        verify_retries=args.retries,
        verify_suggestions=args.suggest,
    )


def clean_parser(*, add_help: bool = True) -> argparse.ArgumentParser:
    """The parser of ``doiextract clean`` (also a parent of the ``clean`` subcommand of
    ``cli.build_command_parser``, with ``add_help=False``)."""
    parser = argparse.ArgumentParser(
        prog="doiextract clean",
        add_help=add_help,
        description="Fix the DOIs of a reference list (BibTeX, RIS, CSV/TSV, plain text):\n"
        "unwrap, decode and move each DOI into the DOI field, report duplicates and problems.\n"
        "Everything else in the file is kept byte for byte.",
        epilog="examples:\n"
        "  doiextract clean refs.bib                 report what would be fixed\n"
        "  doiextract clean refs.bib --in-place      fix it, keeping refs.bib.bak\n"
        "  doiextract clean --check refs.bib         exit 1 if it needs fixing (for CI)\n"
        "  doiextract clean - -o - < a.ris > b.ris   standard input to standard output\n"
        "\nexit status:\n"
        "  0  nothing left to fix\n"
        "  1  problems reported; with --check, the file would change; the input could not\n"
        "     be read or the output written\n"
        "  2  usage error (bad options, a --column the header lacks)\n",
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("file", metavar="FILE", help="the reference file; '-' for stdin")
    parser.add_argument("--type", choices=FORMAT_NAMES, default="auto", help="file format")
    parser.add_argument("--column", help="CSV/TSV: the DOI column (header name or 1-based number)")
    parser.add_argument(
        "--encoding", type=encoding_argument, help="text encoding (default: sniffed)"
    )
    parser.add_argument("--style", choices=STYLES, default="doi",
                        help="how to write the DOI: decoded (doi), https://doi.org/ (url), "
                        "doi: (doi-prefix) [%(default)s]")  # fmt: skip
    parser.add_argument("--dedupe", action="store_true", help="merge entries with the same DOI")
    parser.add_argument(
        "--time-limit",
        type=float,
        default=120.0,
        metavar="SECONDS",
        help="stop cleaning after SECONDS, writing nothing (0 = none; verification has its "
        "own --timeout per request) [%(default)g]",
    )
    out = parser.add_mutually_exclusive_group()
    out.add_argument("-o", "--output", metavar="OUT", help="write the cleaned file ('-': stdout)")
    out.add_argument("--in-place", action="store_true", help="rewrite FILE, keeping FILE.bak")
    out.add_argument("--check", action="store_true",
                     help="write nothing; exit 1 when FILE would change or problems remain, "
                     "0 when it is clean (as 'ruff format --check')")  # fmt: skip
    parser.add_argument("--backup-suffix", default=".bak", help="for --in-place [%(default)s]")
    parser.add_argument("--report", metavar="FILE.jsonl|FILE.csv",
                        help="also write every finding to a JSON Lines or CSV file")  # fmt: skip
    parser.add_argument("--verify", action="store_true", help="check each DOI at the DOI proxy")
    _add_verify_arguments(parser)
    return parser


def _verify_reports(reports: list[EntryReport], options: Options) -> list[Verification]:
    dois = [r.doi for r in reports if r.doi is not None]
    answers = verify_with_progress(dois, options)
    by_doi = iter(answers)
    for report in reports:
        if report.doi is None:
            continue
        answer = next(by_doi)
        reason = answer.message
        if answer.suggestions:
            reason = "try: " + ", ".join(
                f"{s.doi} ({s.fix}: {s.status})" for s in answer.suggestions
            )
        if answer.status != "exists":
            report.findings.append(Finding(answer.status, None, report.doi, None, reason))
    return answers


def _write_report(path: str, records: list[dict[str, Any]]) -> None:
    handle = io.StringIO(newline="")
    if path.lower().endswith(".csv"):
        writer = csv.DictWriter(handle, fieldnames=REPORT_COLUMNS, extrasaction="ignore")
        writer.writeheader()
        writer.writerows(records)
    else:
        for record in records:
            handle.write(json.dumps(record, ensure_ascii=False) + "\n")
    atomic_write(path, handle.getvalue().encode("utf-8", "surrogateescape"))


def _write_cleaned(args: argparse.Namespace, data: bytes, changed: bool) -> None:
    """The cleaned bytes to ``-o`` (a file or stdout) or, with ``--in-place``, over FILE
    (after an atomic copy to FILE + suffix); every file written atomically, never truncated
    first, so an error or a kill leaves the old content (``doiextract.atomic``)."""
    if args.output in _STDOUT:
        sys.stdout.buffer.write(data)
        sys.stdout.flush()
    elif args.output:
        atomic_write(args.output, data)
    elif args.in_place and changed:
        backup = args.file + args.backup_suffix
        with open(args.file, "rb") as original:
            atomic_write(backup, original.read())
        shutil.copystat(args.file, backup)
        atomic_write(args.file, data)


def _short(value: str | None, width: int = 60) -> str:
    if value is None:
        return ""
    value = value.replace("\n", " ")
    return value if len(value) <= width else value[: width - 1] + "…"


def _print_table(result: CleanResult, source: str, out: TextIO) -> None:
    rows = [
        (str(r.entry.line), _short(r.entry.label, 24), f.kind, f.field or "", _short(f.before),
         _short(f.after), _short(f.reason, 120))
        for r in result.reports
        for f in r.findings
        if f.kind != "missing"
    ]  # fmt: skip
    counts: dict[str, int] = {}
    for report in result.reports:
        for finding in report.findings:
            counts[finding.kind] = counts.get(finding.kind, 0) + 1
    header = ("line", "entry", "what", "field", "before", "after", "why")
    if rows:
        widths = [max(len(h), *(len(row[i]) for row in rows)) for i, h in enumerate(header)]
        for row in (header, *rows):
            out.write("  ".join(c.ljust(w) for c, w in zip(row, widths, strict=True)).rstrip())
            out.write("\n")
    summary = ", ".join(f"{n} {kind}" for kind, n in sorted(counts.items())) or "nothing to fix"
    entries = f"{len(result.reports)} {'entry' if len(result.reports) == 1 else 'entries'}"
    out.write(f"{source}: {entries}; {summary}\n")


def _usage_error(parser: argparse.ArgumentParser, message: str) -> int:
    parser.print_usage(sys.stderr)
    print(f"{parser.prog}: error: {message}", file=sys.stderr)
    return 2


def _read_input(args: argparse.Namespace) -> Document:
    if args.file == "-":
        return decode_document(sys.stdin.buffer.read(), STDIN, args.encoding)
    return read_document(args.file, args.encoding)


def _clean(args: argparse.Namespace) -> tuple[Document, CleanResult]:
    """Read, choose the reader, clean (and verify); raises the typed errors."""
    document = _read_input(args)
    fmt = choose_format(document, args.type, args.column)
    if args.column is not None and not isinstance(fmt, TableFormat):
        print(
            f"doiextract clean: warning: --column is for CSV/TSV; {document.path} is not read as "
            "a table, so it is ignored (--type csv or tsv reads it as one)",
            file=sys.stderr,
        )
    result = clean_text(
        document.text, fmt, style=args.style, dedupe=args.dedupe,
        encoding=document.encoding, timeout=args.time_limit, source=document.path,
    )  # fmt: skip
    if args.verify:
        _verify_reports(result.reports, build_verify_options(args))
    return document, result


def run_clean(argv: Sequence[str]) -> int:
    parser = clean_parser()
    args = parser.parse_args(argv)
    if args.file == "-" and args.in_place:
        return _usage_error(parser, "--in-place needs a FILE, not standard input ('-')")
    if args.time_limit < 0:
        return _usage_error(parser, "--time-limit must be >= 0")
    try:
        build_verify_options(args)
        document, result = _clean(args)
    except InvalidArgumentError as err:
        return _usage_error(parser, str(err))
    except (DoiExtractError, OSError) as err:
        # an unreadable input is a failure, not a usage error: 1, as the main command
        print(f"doiextract clean: {err}", file=sys.stderr)
        return 1
    except ValueError as err:
        return _usage_error(parser, str(err))
    to_stdout = args.output in _STDOUT
    target = args.report
    try:
        if not args.check:  # --check writes no cleaned file (a --report asked for is written)
            target = args.output or args.file
            _write_cleaned(args, document.encode(result.text), result.changed)
            target = args.report
        if args.report:
            records = [rec for r in result.reports for rec in r.records(document.path)]
            _write_report(args.report, records)
    except (OSError, UnicodeError) as err:
        print(f"doiextract clean: {cannot_write(target, err)}", file=sys.stderr)
        return 1
    _print_table(result, document.path, sys.stderr if to_stdout else sys.stdout)
    if args.check and result.changed:
        print(f"{document.path}: would change {len(result.edits)} place(s)", file=sys.stdout)
        return 1
    problems = [f for _, f in result.findings() if f.kind in PROBLEMS]
    return 1 if problems else 0


# -- verify -----------------------------------------------------------------------------------


def verify_parser(*, add_help: bool = True) -> argparse.ArgumentParser:
    """The parser of ``doiextract verify`` (see ``clean_parser``)."""
    parser = argparse.ArgumentParser(
        prog="doiextract verify",
        add_help=add_help,
        description="Check that DOIs exist, at the DOI proxy REST API (DOI Handbook 3.8.3).\n"
        "Give DOIs, or files ('-' for stdin) to take the DOIs from.",
        epilog="examples:\n"
        "  doiextract verify 10.1000/182             one DOI\n"
        "  doiextract verify refs.txt -f jsonl       every DOI found in a file\n"
        "  doiextract paper.pdf | doiextract verify  the DOIs of a paper (standard input)\n"
        "\nstatuses:\n  exists, exists-no-values, not-found, could-not-verify\n"
        "\nexit status:\n"
        "  0  every DOI exists\n"
        "  1  some do not or could not be verified, or an input file could not be read\n"
        "  2  usage error (an operand that is neither a file nor a DOI, bad option values,\n"
        "     an unusable resolver, proxy or cache)\n",
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("items", nargs="*", metavar="DOI|FILE")
    parser.add_argument("--format", "-f", choices=("text", "jsonl", "csv"), default="text")
    parser.add_argument("-o", "--output", metavar="FILE", help="write to FILE instead of stdout")
    _add_verify_arguments(parser)
    return parser


def _collect_dois(items: Sequence[str], options: Options) -> list[str]:
    dois: list[str] = []
    for item in items:
        if item != "-" and not os.path.exists(item):
            dois.append(normalize_doi(item))
            continue
        source = sys.stdin.buffer if item == "-" else item
        with open_text(source, options) as stream:
            dois.extend(hit.doi for hit in iter_hits(stream, options))
    return dois


def _write_answers(answers: list[Verification], fmt: str, out: TextIO) -> None:
    if fmt == "jsonl":
        for answer in answers:
            out.write(json.dumps(answer.record(), ensure_ascii=False) + "\n")
        return
    if fmt == "csv":
        writer = csv.writer(out)
        writer.writerow(("doi", "status", "url", "suggestions", "message"))
        for answer in answers:
            tries = " ".join(f"{s.doi}={s.status}" for s in answer.suggestions)
            writer.writerow(
                (answer.doi, answer.status, answer.url or "", tries, answer.message or "")
            )
        return
    for answer in answers:
        line = f"{answer.doi}\t{answer.status}"
        if answer.url:
            line += f"\t{answer.url}"
        if answer.message:
            line += f"\t{answer.message}"
        out.write(line + "\n")
        for suggestion in answer.suggestions:
            out.write(f"  try {suggestion.doi}\t{suggestion.fix}\t{suggestion.status}\n")


def run_verify(argv: Sequence[str]) -> int:
    parser = verify_parser()
    args = parser.parse_args(argv)
    items = args.items or (["-"] if not sys.stdin.isatty() else [])
    if not items:
        parser.print_usage(sys.stderr)
        print("doiextract verify: error: give DOIs or files ('-' for stdin)", file=sys.stderr)
        return 2
    try:
        options = build_verify_options(args)
        dois = _collect_dois(items, options)
    except InvalidDoiError as err:
        print(f"doiextract verify: {err} (and no such file)", file=sys.stderr)
        return 2
    except (DoiExtractError, OSError) as err:
        # an input file that cannot be read is a failure, not a usage error: 1, as scan
        print(f"doiextract verify: {err}", file=sys.stderr)
        return 1
    except ValueError as err:  # bad option values (build_verify_options)
        return _usage_error(parser, str(err))
    try:
        answers = verify_with_progress(dois, options)
    except DoiExtractError as err:
        print(f"doiextract verify: {err}", file=sys.stderr)
        return 2
    if args.output and args.output != "-":
        buffer = io.StringIO(newline="")
        _write_answers(answers, args.format, buffer)
        try:
            atomic_write(args.output, buffer.getvalue().encode("utf-8"))
        except OSError as err:
            print(f"doiextract verify: {cannot_write(args.output, err)}", file=sys.stderr)
            return 1
    else:
        _write_answers(answers, args.format, sys.stdout)
    return 0 if all(a.status == "exists" for a in answers) else 1


def main_clean(argv: Sequence[str]) -> int:
    """``doiextract clean ...`` (``argv`` without the word ``clean``)."""
    return run_clean(argv)


def main_verify(argv: Sequence[str]) -> int:
    """``doiextract verify ...`` (``argv`` without the word ``verify``)."""
    return run_verify(argv)
