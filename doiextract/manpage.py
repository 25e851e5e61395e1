"""Manual pages in roff, generated from the command's argparse parser (issue 11 §1).

``manpage(parser, "doiextract")`` is the page of the whole command: NAME, SYNOPSIS,
DESCRIPTION, OPTIONS, COMMANDS and the sections of its epilog (EXAMPLES, EXIT STATUS);
``manpage(parser, "clean")`` the page of one subcommand (``doiextract-clean(1)``, as git
names its pages), with every option of that subcommand by argument group. Nothing is written
by hand: a new option shows up in the pages as it does in ``--help``. The command line prints
them with ``doiextract --print-man [PAGE]``; ``man -l`` reads them.

Epilogs are ``RawDescriptionHelpFormatter`` text: a line at the left margin that ends with a
colon (``examples:``, ``exit status (every subcommand):``) starts a section; the lines under
it are kept as they are (``.nf``).
"""

from __future__ import annotations

import argparse
import datetime
import os
import re

from doiextract import __version__

__all__ = ["manpage"]

#: The titles argparse gives its group of general options (Python >= 3.10, before).
_GENERAL = ("options", "optional arguments")
#: A line of an epilog that starts a section: ``examples:``, ``exit status (...):``.
_HEADING = re.compile(r"([a-z][a-z ]*[a-z])(?: \([^)]*\))?:$")


def _roff(text: str) -> str:
    """``text`` safe in a roff line: backslashes and minus signs escaped, no line starting
    with a control character."""
    text = text.replace("\\", "\\e").replace("-", "\\-")
    return "\n".join("\\&" + line if line[:1] in (".", "'") else line for line in text.split("\n"))


def _subcommands(
    parser: argparse.ArgumentParser,
) -> argparse._SubParsersAction[argparse.ArgumentParser] | None:
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            return action
    return None


def _synopsis(parser: argparse.ArgumentParser) -> str:
    usage = parser.format_usage().removeprefix("usage: ").strip()
    lines = [re.sub(r"\s+", " ", line.strip()) for line in usage.split("\n       ")]
    return "\n.br\n".join(f"\\fB{_roff(line)}\\fR" for line in lines)


def _option_lines(parser: argparse.ArgumentParser, action: argparse.Action) -> list[str]:
    formatter = parser._get_formatter()
    invocation = formatter._format_action_invocation(action)
    expanded = formatter._expand_help(action) if action.help else ""
    return [".TP", f"\\fB{_roff(invocation)}\\fR", _roff(expanded)]


def _options(parser: argparse.ArgumentParser) -> list[str]:
    """OPTIONS: every argument, by argument group (subcommands apart)."""
    lines = [".SH OPTIONS"]
    # the general options first, then the arguments and each named group under its title
    groups = sorted(parser._action_groups, key=lambda g: g.title not in _GENERAL)
    for group in groups:
        actions = [
            a
            for a in group._group_actions
            if a.help != argparse.SUPPRESS and not isinstance(a, argparse._SubParsersAction)
        ]
        if not actions:
            continue
        if group.title not in _GENERAL:
            title = "arguments" if group.title == "positional arguments" else group.title
            lines.append(f".SS {_roff((title or '').upper())}")
            if group.description:
                lines += [_roff(group.description), ".PP"]
        for action in actions:
            lines += _option_lines(parser, action)
    return lines


def _epilog(epilog: str | None) -> list[str]:
    """The sections of an epilog (module docstring), each kept as preformatted text."""
    lines: list[str] = []
    body: list[str] = []

    def flush() -> None:
        while body and not body[-1].strip():
            body.pop()
        if body:
            lines.extend([".nf", *(_roff(b) for b in body), ".fi"])
        body.clear()

    for line in (epilog or "").splitlines():
        heading = _HEADING.fullmatch(line)
        if heading:
            flush()
            lines.append(f".SH {heading.group(1).upper()}")
        elif body or line.strip():
            body.append(line)
    flush()
    return lines


def _header(name: str, summary: str) -> list[str]:
    # reproducible builds: the date of SOURCE_DATE_EPOCH when it is set
    epoch = os.environ.get("SOURCE_DATE_EPOCH", "")
    when = (
        datetime.datetime.fromtimestamp(int(epoch), datetime.timezone.utc).date()
        if epoch.isdigit()
        else datetime.date.today()
    )
    date = when.isoformat()
    return [
        f'.TH {name.upper()} 1 "{date}" "doiextract {__version__}" "User Commands"',
        ".SH NAME",
        f"{_roff(name)} \\- {_roff(summary)}",
    ]


def _page(parser: argparse.ArgumentParser, name: str, summary: str, see_also: list[str]) -> str:
    lines = _header(name, summary)
    lines += [".SH SYNOPSIS", _synopsis(parser)]
    if parser.description:
        lines += [".SH DESCRIPTION", _roff(" ".join(parser.description.split()))]
    lines += _options(parser)
    commands = _subcommands(parser)
    if commands is not None:
        lines.append(".SH COMMANDS")
        for choice in commands._choices_actions:
            page = f"{parser.prog}-{choice.dest}"
            lines += [
                ".TP",
                f"\\fB{_roff(choice.dest)}\\fR",
                _roff(f"{choice.help}; see {page}(1)"),
            ]
    lines += _epilog(parser.epilog)
    lines += [".SH SEE ALSO", ", ".join(f"\\fB{_roff(p)}\\fR(1)" for p in see_also)]
    return "\n".join(lines) + "\n"


def manpage(parser: argparse.ArgumentParser, page: str | None = None) -> str:
    """The roff source of the page of ``parser`` (``page`` = its ``prog`` or ``None``) or of
    its subcommand ``page``. Raises ``KeyError`` for a subcommand the parser lacks."""
    commands = _subcommands(parser)
    names = [f"{parser.prog}-{c.dest}" for c in (commands._choices_actions if commands else [])]
    if page is None or page == parser.prog:
        summary = " ".join((parser.description or parser.prog).split(".")[0].split())
        return _page(parser, parser.prog, summary, names)
    if commands is None:
        raise KeyError(page)
    sub = commands.choices[page]
    help_text = {c.dest: c.help or "" for c in commands._choices_actions}[page]
    others = [parser.prog, *(n for n in names if n != f"{parser.prog}-{page}")]
    return _page(sub, f"{parser.prog}-{page}", help_text, others)
