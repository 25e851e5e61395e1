"""The command line: argv -> Options -> extract -> sink; ``main(argv) -> int``.

``doiextract [PATH|-]...`` scans files and standard input. Exit status: 0 all inputs read,
1 some input failed (reported on stderr and in the output, then skipped), 2 usage error.
"""

from __future__ import annotations

import argparse
import errno
import os
import sys
from collections.abc import Iterator, Sequence
from dataclasses import replace
from typing import TextIO

from doiextract import __version__
from doiextract.errors import DoiExtractError
from doiextract.extract import error_result, extract_path, iter_candidates, iter_hits
from doiextract.model import DocumentResult, Hit, Location, Rejection
from doiextract.options import Options
from doiextract.sinks import FORMATS, make_sink
from doiextract.sources.text import open_text

__all__ = ["build_options", "build_parser", "main"]

EXAMPLES = """\
examples:
  doiextract paper.txt                   DOIs of a text file, one per line
  cat refs.txt | doiextract -            read standard input
  doiextract --format jsonl notes/*.txt  one JSON record per document, with offsets
  doiextract --format csv --all a.txt    one CSV row per occurrence
  doiextract --explain a.txt             every 10. candidate, accepted or rejected, and why

exit status: 0 ok, 1 some input failed (reported on stderr), 2 usage error
"""


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="doiextract",
        description="Find DOIs in text, HTML and PDF files: clean, decoded and validated.",
        epilog=EXAMPLES,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("paths", nargs="*", metavar="PATH", help="files to scan; '-' for stdin")
    parser.add_argument("--format", "-f", choices=FORMATS, default="text", help="output format")
    uniq = parser.add_mutually_exclusive_group()
    uniq.add_argument(
        "--unique",
        dest="unique",
        action="store_true",
        default=True,
        help="each DOI once (text: over the whole run; jsonl/csv: per document) [default]",
    )
    uniq.add_argument("--all", dest="unique", action="store_false", help="every occurrence")
    parser.add_argument("-o", "--output", metavar="FILE", help="write to FILE instead of stdout")
    parser.add_argument(
        "--type",
        dest="source_type",
        choices=("auto", "text", "html", "pdf"),
        default="auto",
        help="force the reader instead of sniffing the content",
    )
    parser.add_argument("--encoding", help="text encoding (default: sniffed)")
    parser.add_argument(
        "--field-separator",
        default="",
        metavar="CHARS",
        help="characters that end a DOI, e.g. ',' for CSV text (tab and '|' always do)",
    )
    parser.add_argument("--no-join", action="store_true", help="do not repair broken DOIs")
    parser.add_argument("--explain", action="store_true", help="show every candidate and why")
    parser.add_argument("--version", action="version", version=f"doiextract {__version__}")
    return parser


def build_options(args: argparse.Namespace) -> Options:
    """The one place where command-line arguments become ``Options``."""
    return replace(
        Options(),
        source_type=args.source_type,
        encoding=args.encoding,
        field_separators=args.field_separator,
        join_lines=not args.no_join,
        join_spaces=not args.no_join,
    )


def _read_stdin(options: Options) -> DocumentResult:
    location = Location("<stdin>")
    with open_text(sys.stdin.buffer, options) as stream:
        hits = tuple(iter_hits(stream, options, location=location))
    return DocumentResult("<stdin>", hits)


def _documents(paths: Sequence[str], options: Options) -> Iterator[DocumentResult]:
    for path in paths:
        try:
            if path == "-":
                yield _read_stdin(options)
            else:
                yield extract_path(path, options)
        except (DoiExtractError, OSError) as err:
            yield error_result(path, err)


def _explain(paths: Sequence[str], options: Options, out: TextIO) -> int:
    status = 0
    for path in paths:
        try:
            stream = open_text(sys.stdin.buffer if path == "-" else path, options)
        except (DoiExtractError, OSError) as err:
            print(f"doiextract: {err}", file=sys.stderr)
            status = 1
            continue
        with stream:
            for item in iter_candidates(stream, options, location=Location(path)):
                start, end = item.span
                if isinstance(item, Hit):
                    steps = ", ".join(f"{r.kind} {r.text!r}" for r in item.removals) or "-"
                    out.write(f"{path}:{start}-{end}\tDOI\t{item.doi}\t{item.raw!r}\t{steps}\n")
                elif isinstance(item, Rejection):
                    out.write(f"{path}:{start}-{end}\tREJECT\t{item.reason}\t{item.raw!r}\n")
    return status


def _open_output(path: str | None) -> TextIO:
    if path is None or path == "-":
        return sys.stdout
    return open(path, "w", encoding="utf-8", newline="")


def run_extract(argv: Sequence[str]) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    options = build_options(args)
    paths = args.paths or (["-"] if not sys.stdin.isatty() else [])
    if not paths:
        parser.print_usage(sys.stderr)
        print("doiextract: error: no input (give PATH or '-' for stdin)", file=sys.stderr)
        return 2
    out = _open_output(args.output)
    try:
        if args.explain:
            return _explain(paths, options, out)
        sink = make_sink(args.format, out, args.unique)
        status = 0
        for result in _documents(paths, options):
            if result.error is not None:
                print(f"doiextract: {result.error.message}", file=sys.stderr)
                status = 1
            sink.write(result)
        sink.close()
        return status
    finally:
        if out is not sys.stdout:
            out.close()


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    args = list(sys.argv[1:] if argv is None else argv)
    try:
        return run_extract(args)
    except BrokenPipeError:
        # the reader went away (| head): end quietly, as ripgrep does
        try:
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, sys.stdout.fileno())
        except OSError:
            pass
        return 0
    except KeyboardInterrupt:
        return 130
    except OSError as err:
        if err.errno == errno.EPIPE:
            return 0
        print(f"doiextract: {err}", file=sys.stderr)
        return 1
