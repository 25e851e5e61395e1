"""The command line: argv -> Options -> extract -> sink; ``main(argv) -> int``.

Three subcommands, one parser each (``build_command_parser`` joins them for ``--help``, the
shell completion and the man page): ``doiextract scan [PATH|-]...`` finds DOIs in files and
standard input, and is the default: ``doiextract PATH...`` is ``doiextract scan PATH...``
(the subcommand is recognised only as the first argument; a file named ``clean`` is scanned
with ``doiextract scan clean`` or ``doiextract ./clean``); ``doiextract clean FILE`` fixes the
DOIs of a reference list and ``doiextract verify DOI|FILE...`` checks DOIs at the DOI proxy
(``doiextract.references.command``).

``scan`` reads one input in this process; more go through the worker pool
(``doiextract.bulk``). Text output names where each DOI is (``path:line:doi``, ``-n``, ``-c``,
``-l``, ``--own-doi``: ``sinks.TextLayout``).

Exit status, the same convention for every subcommand (as ``rg``: 0 good, 1 something for
the user to look at, 2 the command line cannot be acted on); ``EXIT_STATUS`` is the text
that ``--help`` and the man page show:

* 0: done. ``scan``: every input read (finding no DOI is not a failure, unlike ``rg``
  finding no match); ``clean``: nothing left to fix; ``verify``: every DOI exists.
* 1: ``scan``: some input failed (reported on stderr and as an error record, then skipped);
  ``clean``: problems remain, or with ``--check`` the file would change, or the input could
  not be read or the output written; ``verify``: some DOIs were not found or could not be
  verified, or an input file could not be read.
* 2: usage error: bad options or operands, no input, ``-o FILE`` being written by another
  run (refused; the file is left as it is), a ``--resume`` that cannot continue that file.
* 130: interrupted (Ctrl-C).
"""

from __future__ import annotations

import argparse
import codecs
import errno
import os
import sys
import tempfile
from collections.abc import Sequence
from dataclasses import replace
from typing import Any, TextIO

from doiextract import __version__
from doiextract.bulk import ResumeState, default_jobs, is_archive, is_url, load_resume, run_bulk
from doiextract.bulk.output import open_output
from doiextract.bulk.run import terminal_output
from doiextract.errors import DoiExtractError, OutputBusyError
from doiextract.extract import iter_candidates, iter_document_candidates
from doiextract.model import Hit, Location, Rejection
from doiextract.options import Options
from doiextract.sinks import FORMATS, TextLayout, make_sink, printable
from doiextract.sources.registry import FORCEABLE_KINDS
from doiextract.sources.text import open_text

__all__ = ["build_command_parser", "build_options", "build_parser", "main"]

EXAMPLES = """\
examples:
  doiextract paper.txt                   DOIs of a text file, one per line
  doiextract -n paper.txt                each DOI with its line: 12:10.1000/182
  doiextract notes/                      path:line:doi for each DOI of each file
  doiextract -c notes/                   path:count, DOIs per file
  doiextract --own-doi papers/*.pdf      path<TAB>doi: each paper's own DOI
  cat refs.txt | doiextract -            read standard input
  doiextract --format jsonl notes/*.txt  one JSON record per document, with offsets
  doiextract --format csv --all a.txt    one CSV row per occurrence
  doiextract --explain a.txt             every 10. candidate, accepted or rejected, and why
  doiextract -f jsonl -o out.jsonl corpus/ dump.tar.gz --include '*.pdf'
                                         a corpus run on every core, with a progress bar
  doiextract -f jsonl -o out.jsonl --resume corpus/ dump.tar.gz --include '*.pdf'
                                         continue it after an interruption

A file named like a subcommand: doiextract scan clean (or doiextract ./clean).
"""

#: The exit status convention of every subcommand (module docstring), as --help shows it.
EXIT_STATUS = """\
exit status (every subcommand):
  0    done: scan read every input (finding no DOI is fine); clean has nothing left to
       fix; verify found that every DOI exists
  1    something for you to look at: scan could not read an input (said on stderr, an
       error record in the output); clean reports problems or, with --check, would change
       the file; verify found DOIs that do not exist or could not be checked; an input
       could not be read or the output written
  2    usage error: bad options or operands, no input, -o FILE in use by another run
  130  interrupted
"""


def build_parser(prog: str = "doiextract", *, add_help: bool = True) -> argparse.ArgumentParser:
    """The parser of ``doiextract [scan]`` (a parent of the ``scan`` subcommand of
    ``build_command_parser``, with ``add_help=False``)."""
    parser = argparse.ArgumentParser(
        prog=prog,
        add_help=add_help,
        description="Find DOIs in text, HTML and PDF files: clean, decoded and validated.",
        epilog=EXAMPLES + "\n" + EXIT_STATUS,
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
        help="each DOI once (text: over the whole run, or per document with a path or line "
        "prefix; jsonl/csv: per document) [default]",
    )
    uniq.add_argument("--all", dest="unique", action="store_false", help="every occurrence")
    parser.add_argument("-o", "--output", metavar="FILE", help="write to FILE instead of stdout")
    parser.add_argument(
        "--type",
        dest="source_type",
        choices=FORCEABLE_KINDS,
        default="auto",
        help="force the reader instead of sniffing the content",
    )
    parser.add_argument(
        "--encoding", type=encoding_argument, help="text encoding (default: sniffed)"
    )
    parser.add_argument(
        "--byte-offset",
        "-b",
        action="store_true",
        help="JSON Lines and --explain: start/end are byte offsets of the input, not "
        "character offsets (UTF-8 text files and stdin; HTML, PDF and other encodings keep "
        "character offsets); faster on long non-ASCII text",
    )
    parser.add_argument(
        "--pdf-backend",
        choices=("auto", "pdfium", "pdfminer"),
        default="auto",
        help="PDF text extraction: pypdfium2 (fast), pdfminer.six, or auto = pdfium with "
        "pdfminer.six as fallback [default: auto]",
    )
    parser.add_argument(
        "--html-parser",
        choices=("lxml", "bs4"),
        default="lxml",
        help="HTML parser: lxml (fast) or bs4 (BeautifulSoup); same DOIs [default: lxml]",
    )
    parser.add_argument(
        "--field-separator",
        default="",
        metavar="CHARS",
        help="characters that end a DOI, e.g. ',' for CSV text (tab and '|' always do)",
    )
    parser.add_argument("--no-join", action="store_true", help="do not repair broken DOIs")
    parser.add_argument(
        "--known-dois",
        metavar="FILE",
        help="DOIs known to exist (one per line, or a SQLite table): where the text allows two "
        "readings (a line break, a hyphen, glued text), the one that exists wins",
    )
    parser.add_argument(
        "--verify",
        dest="verify_readings",
        action="store_true",
        help="settle such readings by asking the DOI proxy (network; cached) [default: off]",
    )
    parser.add_argument("--explain", action="store_true", help="show every candidate and why")
    _add_where_arguments(parser)
    _add_bulk_arguments(parser)
    _add_walk_arguments(parser)
    version = f"doiextract {__version__}"
    parser.add_argument("--version", action="version", version=version)
    return parser


def _size(text: str) -> int:
    """``--max-size``: bytes, with an optional K/M/G suffix (powers of 1024); 0 = no limit."""
    units = {"k": 1 << 10, "m": 1 << 20, "g": 1 << 30}
    value = text.strip().lower().removesuffix("b")
    factor = units.get(value[-1:], 1)
    if value[-1:] in units:
        value = value[:-1]
    try:
        number = float(value)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a size: {text!r} (e.g. 500M, 2G, 0)") from None
    if number < 0:
        raise argparse.ArgumentTypeError(f"not a size: {text!r} (must be >= 0)")
    return int(number * factor)


def _non_negative(convert: type[int] | type[float], what: str) -> Any:
    """An argparse type: a number of ``what`` that is not negative."""

    def parse(text: str) -> int | float:
        try:
            value = convert(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"not a number of {what}: {text!r}") from None
        if value < 0:
            raise argparse.ArgumentTypeError(f"not a number of {what}: {text!r} (must be >= 0)")
        return value

    return parse


_seconds = _non_negative(float, "seconds")
_jobs = _non_negative(int, "jobs")


def cannot_write(path: str, err: BaseException) -> str:
    """The message of an output that could not be written: the file (the one the OS names,
    else ``path``) and the reason, without Python's ``[Errno N]``."""
    name = getattr(err, "filename", None) or path
    reason = err.strerror if isinstance(err, OSError) and err.strerror else str(err)
    return f"cannot write {printable(os.fsdecode(name))}: {reason}"


def encoding_argument(name: str) -> str:
    """An argparse type (``--encoding`` of scan and clean): a text encoding Python knows.

    An unknown name is a usage error at once (exit 2), not a read failure of every input."""
    try:
        known = codecs.lookup(name)
    except LookupError:
        raise argparse.ArgumentTypeError(
            f"unknown encoding {name!r} (e.g. utf-8, cp1252, latin-1)"
        ) from None
    if not known._is_text_encoding:  # (codecs' own flag: False for rot13, hex...)
        raise argparse.ArgumentTypeError(f"not a text encoding: {name!r}")
    return name


def _add_bulk_arguments(parser: argparse.ArgumentParser) -> None:
    """Options of corpus runs (doiextract.bulk; issue 4)."""
    group = parser.add_argument_group(
        "corpus runs",
        "PATH may be a directory (walked recursively), a glob pattern, or a tar/tar.gz/zip\n"
        "archive (read member by member). Output keeps input order; one record per document.",
    )
    group.add_argument(
        "--files-from",
        metavar="LIST",
        help="also read the paths listed in LIST, one per line ('-' for stdin)",
    )
    group.add_argument(
        "--remote",
        action="store_true",
        help="read PATHs and --files-from lines shaped like URLs (s3://, https://, file://) "
        "through fsspec (needs the dask extra); without it they are paths on disk",
    )
    group.add_argument(
        "--include",
        action="append",
        default=[],
        metavar="GLOB",
        help="only files matching GLOB (name or relative path) in directories, globs and "
        "archives; repeatable",
    )
    group.add_argument(
        "--exclude",
        action="append",
        default=[],
        metavar="GLOB",
        help="skip files and directories matching GLOB; repeatable",
    )
    group.add_argument(
        "--jobs",
        "-j",
        type=_jobs,
        default=default_jobs(),
        metavar="N",
        help="worker processes (default: all %(default)s cores; 0 = in this process: "
        "--timeout stops Python steps only, and a crash ends the run). A single input "
        "that is not a directory, glob or archive is always read in this process",
    )
    group.add_argument(
        "--timeout",
        type=_seconds,
        default=Options.cli_defaults().timeout,
        metavar="SECONDS",
        help="stop a document after SECONDS and record a 'timeout' error "
        "(default %(default)g; 0 = none)",
    )
    group.add_argument(
        "--max-size",
        type=_size,
        default=Options.cli_defaults().max_bytes,
        metavar="SIZE",
        help="record a 'limit' error for a file larger than SIZE, e.g. 200M "
        "(default 512M; 0 = none)",
    )
    group.add_argument(
        "--resume",
        action="store_true",
        help="continue an interrupted run: keep the records of -o FILE (jsonl), repair a torn "
        "last line, and append only the documents not yet done",
    )
    group.add_argument(
        "--progress",
        action=argparse.BooleanOptionalAction,
        default=None,
        help="progress bar on stderr (default: when stderr is a terminal and not --quiet)",
    )
    group.add_argument(
        "--quiet", "-q", action="store_true", help="no progress bar, no per-document error lines"
    )
    group.add_argument(
        "--summary",
        action="store_true",
        help="print counts at the end on stderr: documents, DOIs, unique DOIs, errors by kind, "
        "throughput",
    )


def _add_walk_arguments(parser: argparse.ArgumentParser) -> None:
    """ripgrep's manners in folders and file lists (issue 11 §2; ``doiextract.bulk.ignore``)."""
    group = parser.add_argument_group(
        "folders and lists",
        "As ripgrep, a folder walk leaves out hidden files and folders (names starting\n"
        "with '.') and what .gitignore, .ignore and .doiextractignore files exclude (git's\n"
        "patterns, each file for its own folder and below; those of the folders above the\n"
        "walked one too, a .gitignore only up to the repository's root); a PATH given\n"
        "explicitly, or listed in --files-from, is always read; --hidden also lets a glob\n"
        "PATH's '*' match '.name'.",
    )
    group.add_argument(
        "--hidden", action="store_true", help="also walk hidden files and folders ('.name')"
    )
    group.add_argument(
        "--no-ignore",
        action="store_true",
        help="also walk what .gitignore, .ignore and .doiextractignore files exclude",
    )
    group.add_argument(
        "-0",
        "--null",
        action="store_true",
        help="the names of --files-from are NUL-separated (find -print0), not one per line",
    )
    # "-0" has the shape of a negative number, so argparse would take every negative number
    # for an option ("--timeout -1": "expected one argument"); "-0" itself stays an option
    # (an exact option string), and "--timeout -1" gets its own message ("must be >= 0")
    negatives = getattr(parser, "_has_negative_number_optionals", None)
    if isinstance(negatives, list):
        negatives.clear()


def _add_where_arguments(parser: argparse.ArgumentParser) -> None:
    """Where each DOI is, in ``--format text`` (issue #11 item 3; ripgrep's manners)."""
    group = parser.add_argument_group(
        "where each DOI is (--format text)",
        "With more than one input (or a directory, glob, archive or --files-from), each\n"
        "line is path:line:doi, as rg prints matches; with one input, the bare DOI. Lines\n"
        "are 1-based; a PDF's place is p<page>:<line> (the line within the page), an HTML\n"
        "hit's line that of its element. Bare DOIs: --unique keeps each DOI once over the\n"
        "whole run; with a path or line prefix, once per document (its first occurrence),\n"
        "and --all prints every occurrence. --format jsonl/csv/tsv records always carry\n"
        "the source, line, page and element.",
    )
    names = group.add_mutually_exclusive_group()
    names.add_argument(
        "-H",
        "--with-filename",
        dest="with_filename",
        action="store_const",
        const=True,
        default=None,
        help="prefix each line with the path, even for one input",
    )
    names.add_argument(
        "-I",
        "--no-filename",
        dest="with_filename",
        action="store_const",
        const=False,
        help="never prefix the path",
    )
    lines = group.add_mutually_exclusive_group()
    lines.add_argument(
        "-n",
        "--line-number",
        dest="line_number",
        action="store_const",
        const=True,
        default=None,
        help="prefix each DOI with its line, even for one input",
    )
    lines.add_argument(
        "-N",
        "--no-line-number",
        dest="line_number",
        action="store_const",
        const=False,
        help="never prefix the line",
    )
    modes = group.add_mutually_exclusive_group()
    modes.add_argument(
        "-c",
        "--count",
        dest="text_mode",
        action="store_const",
        const="count",
        default="dois",
        help="per document read, path:count: its DOIs (each once; with --all its "
        "occurrences), 0 included",
    )
    modes.add_argument(
        "-l",
        "--files-with-dois",
        dest="text_mode",
        action="store_const",
        const="files",
        help="only the path of each document with at least one DOI",
    )
    modes.add_argument(
        "--own-doi",
        dest="text_mode",
        action="store_const",
        const="own",
        help="each document's own DOI (its metadata, or the DOI on its first page): "
        "path<TAB>doi, the DOI left empty when it has none; with one input the bare DOI, "
        "or a note on stderr when there is none",
    )


def _single_input(paths: Sequence[str], files_from: str | None) -> bool:
    """Whether the run reads exactly one document named on the command line: one operand,
    no ``--files-from``, and not a directory, archive, glob pattern or URL."""
    if files_from is not None or len(paths) != 1:
        return False
    path = paths[0]
    if path == "-":
        return True
    if os.path.isdir(path) or is_archive(path) or is_url(path):
        return False
    return os.path.lexists(path) or not any(c in path for c in "*?[")


def _text_layout(args: argparse.Namespace, single: bool) -> TextLayout | str:
    """The shape of ``--format text`` these arguments ask for, or why they are wrong."""
    asked = args.with_filename is not None or args.line_number is not None
    if args.format != "text" and (asked or args.text_mode != "dois"):
        return (
            "-H/-I/-n/-N/-c/-l/--own-doi shape --format text; jsonl and csv records always "
            "carry source and line"
        )
    filename = not single if args.with_filename is None else args.with_filename
    line = not single if args.line_number is None else args.line_number
    return TextLayout(args.text_mode, filename, line and args.text_mode == "dois")


def _show_progress(args: argparse.Namespace) -> bool:
    return not args.quiet and sys.stderr.isatty()


def _resume_usage(args: argparse.Namespace, paths: Sequence[str]) -> str | None:
    """Why ``--resume`` cannot be used with these arguments, if it cannot."""
    if not args.resume:
        return None
    if not args.output or args.output == "-":
        return "--resume needs -o FILE: the output of the run to continue"
    if args.format != "jsonl":
        return "--resume needs --format jsonl (records name their source)"
    if "-" in paths:
        return "--resume cannot continue standard input ('-')"
    return None


def build_options(args: argparse.Namespace) -> Options:
    """The one place where command-line arguments become ``Options``."""
    return replace(
        Options.cli_defaults(),
        source_type=args.source_type,
        encoding=args.encoding,
        offsets="bytes" if args.byte_offset else "chars",
        pdf_backend=args.pdf_backend,
        html_parser=args.html_parser,
        field_separators=args.field_separator,
        join_lines=not args.no_join,
        join_spaces=not args.no_join,
        known_dois=args.known_dois,
        verify_readings=args.verify_readings,
        max_bytes=args.max_size,
        timeout=args.timeout,
        include=tuple(args.include),
        exclude=tuple(args.exclude),
        hidden=args.hidden,
        ignore_files=not args.no_ignore,
    )


def _explain(paths: Sequence[str], options: Options, out: TextIO) -> int:
    """Every candidate of each input, accepted or rejected with the rule's name."""
    status = 0
    for path in paths:
        try:
            if path == "-":
                items = _stdin_candidates(options)
            else:
                items = list(iter_document_candidates(path, options))
        except (DoiExtractError, OSError) as err:
            print(f"doiextract: {err}", file=sys.stderr)
            status = 1
            continue
        for item in items:
            start, end = item.span
            where = printable(path)  # a file name that is not UTF-8, escaped
            if item.location.page is not None:
                where += f":page {item.location.page}"
            if item.location.element not in (None, "text"):
                where += f":{item.location.element}"
            if isinstance(item, Hit):
                steps = ", ".join(f"{r.kind} {r.text!r}" for r in item.removals) or "-"
                out.write(f"{where}:{start}-{end}\tDOI\t{item.doi}\t{item.raw!r}\t{steps}\n")
            else:
                out.write(f"{where}:{start}-{end}\tREJECT\t{item.reason}\t{item.raw!r}\n")
    return status


def _stdin_candidates(options: Options) -> list[Hit | Rejection]:
    """``--explain -``: standard input's candidates, read as a file of the same content is
    (``bulk.document.stdin_document``): a piped PDF or page through a temporary copy."""
    from doiextract.bulk.document import stdin_document

    data = stdin_document(options)
    if data is None:
        with open_text(sys.stdin.buffer, options) as stream:
            return list(iter_candidates(stream, options, location=Location("-")))
    with tempfile.TemporaryDirectory(prefix="doiextract-") as folder:
        copy = os.path.join(folder, "stdin")
        with open(copy, "wb") as handle:
            handle.write(data)
        return list(iter_document_candidates(copy, options))


def _open_output(path: str | None, append: bool = False) -> TextIO:
    """Standard output, or FILE opened as its only writer (``bulk.output``)."""
    if path is None or path == "-":
        return sys.stdout
    return open_output(path, append)


def _usage_error(parser: argparse.ArgumentParser, message: str) -> int:
    parser.print_usage(sys.stderr)
    print(f"doiextract: error: {message}", file=sys.stderr)
    return 2


def run_extract(argv: Sequence[str], prog: str = "doiextract") -> int:
    parser = build_parser(prog)
    args = parser.parse_args(argv)
    options = build_options(args)
    paths = args.paths
    if not paths and args.files_from is None and not sys.stdin.isatty():
        paths = ["-"]
    if not paths and args.files_from is None:
        parser.print_usage(sys.stderr)
        print(
            "doiextract: error: no input (give PATH or '-' for stdin; "
            "'doiextract --help' lists the subcommands)",
            file=sys.stderr,
        )
        return 2
    usage = _resume_usage(args, paths)
    if usage is not None:
        return _usage_error(parser, usage)
    single = _single_input(paths, args.files_from)
    layout = _text_layout(args, single)
    if isinstance(layout, str):
        return _usage_error(parser, layout)
    try:
        # locked before anything is read back, cut or written: one run per output
        out = _open_output(args.output, append=args.resume)
    except OutputBusyError as err:
        print(f"doiextract: error: {err}", file=sys.stderr)
        return 2
    except OSError as err:  # a missing folder, no permission, a file that cannot be emptied
        print(f"doiextract: {cannot_write(args.output, err)}", file=sys.stderr)
        return 1
    resume: ResumeState | None = None
    try:
        resume = load_resume(args.output) if args.resume else None
    except DoiExtractError as err:
        out.close()
        return _usage_error(parser, str(err))
    try:
        if args.explain:
            return _explain(paths, options, out)
        # on a terminal, output is written around the progress bar (bulk.run.TerminalOutput)
        sink = make_sink(args.format, terminal_output(out), args.unique, layout)
        # every input, one result each, in input order (doiextract.bulk; SPEC-style exit codes)
        summary = run_bulk(
            paths,
            sink,
            options,
            # one document: read here, no pool to start (0.3 s and more: issue #11)
            jobs=0 if single else args.jobs,
            files_from=args.files_from,
            resume=resume,
            progress=args.progress if args.progress is not None else _show_progress(args),
            quiet=args.quiet,
            summary=args.summary,
            remote=args.remote,
            null=args.null,
        )
        sink.close()
        return 1 if summary.failed else 0
    finally:
        if out is not sys.stdout:
            out.close()


# -- subcommands, shell completion, man page (issue 11 §1) ----------------------------------

#: The subcommands, recognised as the first argument only; anything else is ``scan``'s.
COMMANDS = ("scan", "clean", "verify")
#: First arguments that belong to the top-level parser (``build_command_parser``).
_TOP_LEVEL = ("-h", "--help", "--print-completion", "--print-man")

TOP_DESCRIPTION = """\
Find DOIs in text, HTML and PDF files, fix the DOIs of reference lists, check DOIs at the
DOI proxy. 'scan' is the default: 'doiextract PATH...' is 'doiextract scan PATH...'; the
subcommand is recognised only as the first argument, so a file named 'clean' is scanned with
'doiextract scan clean' (or 'doiextract ./clean'). 'doiextract COMMAND --help' shows the
options of each.
"""

TOP_EPILOG = """\
examples:
  doiextract paper.pdf                   the DOIs of a paper (scan), one per line
  doiextract -f jsonl -o out.jsonl corpus/
                                         a folder: one JSON record per document
  find . -name '*.txt' -print0 | doiextract --files-from - -0
                                         a NUL-separated list of files
  doiextract scan clean                  scan a file named 'clean'
  doiextract clean --check refs.bib      exit 1 if the DOIs of refs.bib need fixing
  doiextract verify 10.1000/182          does this DOI exist?
  doiextract --print-completion bash > ~/.local/share/bash-completion/completions/doiextract
  doiextract --print-man | man -l -      the manual page

"""


def build_command_parser() -> argparse.ArgumentParser:
    """The whole command line as one argparse parser with the subcommands ``scan``, ``clean``
    and ``verify``, each built by the same function that parses its arguments (``build_parser``,
    ``references.command.clean_parser``/``verify_parser``): ``--help``, ``--print-completion``
    (shtab) and ``--print-man`` (``doiextract.manpage``) come from it."""
    from doiextract.references.command import clean_parser, verify_parser

    top = argparse.ArgumentParser(
        prog="doiextract",
        usage="doiextract [scan] [OPTIONS] [PATH|-]...\n"
        "       doiextract clean [OPTIONS] FILE\n"
        "       doiextract verify [OPTIONS] [DOI|FILE]...",
        description=TOP_DESCRIPTION,
        epilog=TOP_EPILOG + EXIT_STATUS,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    top.add_argument("--version", action="version", version=f"doiextract {__version__}")
    top.add_argument(
        "--print-completion",
        choices=("bash", "zsh", "tcsh"),
        metavar="{bash,zsh,tcsh}",
        help="print a shell completion script (generated from this parser by shtab) and exit",
    )
    top.add_argument(
        "--print-man",
        nargs="?",
        const="doiextract",
        choices=("doiextract", *COMMANDS),
        metavar="PAGE",
        help="print the manual page in roff (doiextract, or a subcommand's page: scan, clean, "
        "verify) and exit; 'doiextract --print-man | man -l -' shows it",
    )
    commands = top.add_subparsers(dest="command", title="commands", metavar="COMMAND")
    for name, build, summary in (
        ("scan", build_parser, "find DOIs in files, folders, archives and stdin [default]"),
        ("clean", clean_parser, "fix the DOIs of a reference list (BibTeX, RIS, CSV/TSV, text)"),
        ("verify", verify_parser, "check that DOIs exist at the DOI proxy"),
    ):
        parent = build(add_help=False)
        commands.add_parser(
            name,
            prog=f"doiextract {name}",
            parents=[parent],
            help=summary,
            description=parent.description,
            epilog=parent.epilog,
            formatter_class=parent.formatter_class,
        )
    return top


#: Arguments that name files, completed as file names by the shell (shtab).
_FILE_ARGUMENTS = frozenset(
    ("paths", "file", "items", "output", "files_from", "known_dois", "report", "cache")
)


def _completion(parser: argparse.ArgumentParser, shell: str) -> str:
    """The shtab completion script of ``parser`` (``build_command_parser``, changed here):
    subcommands, options (``scan``'s also without the word ``scan``), choices, and file names
    for the arguments that take them."""
    import shtab

    parsers = [parser]
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            parsers.extend(action.choices.values())
    # scan is the default: its options complete right after 'doiextract' too
    own = {flag for action in parser._actions for flag in action.option_strings}
    for action in build_parser(add_help=False)._actions:
        if action.option_strings and not own.intersection(action.option_strings):
            parser._add_action(action)
    for each in parsers:
        for action in each._actions:
            if action.dest in _FILE_ARGUMENTS:
                action.complete = shtab.FILE  # type: ignore[attr-defined]
    return shtab.complete(parser, shell=shell)


def _top_level(args: Sequence[str]) -> int:
    """``doiextract --help``, ``--print-completion SHELL``, ``--print-man [PAGE]``."""
    parser = build_command_parser()
    ns = parser.parse_args(args)
    if ns.print_completion:
        sys.stdout.write(_completion(parser, ns.print_completion))
        return 0
    if ns.print_man:
        from doiextract.manpage import manpage

        sys.stdout.write(manpage(parser, ns.print_man))
        return 0
    return _usage_error(parser, "give a subcommand or PATH (see 'doiextract --help')")


def _dispatch(args: list[str]) -> int:
    """The subcommand named by the first argument, ``scan`` when none is."""
    first = args[0] if args else None
    if first in ("clean", "verify"):
        # reference cleanup and DOI proxy verification (issue 5)
        from doiextract.references.command import main_clean, main_verify

        return (main_clean if first == "clean" else main_verify)(args[1:])
    if first == "scan":
        return run_extract(args[1:], prog="doiextract scan")
    if first in _TOP_LEVEL or (first or "").startswith(tuple(o + "=" for o in _TOP_LEVEL)):
        return _top_level(args)
    return run_extract(args)


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    args = list(sys.argv[1:] if argv is None else argv)
    try:
        return _dispatch(args)
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
