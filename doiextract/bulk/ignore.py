"""``.gitignore`` and ``.ignore`` files in a directory walk, as ripgrep reads them (issue 11 §2).

A walk (``inputs._walk``) reads the ignore files of every directory it enters, from the root
of the walk down: their patterns (git's wildmatch syntax, through ``pathspec``) apply to that
directory's subtree, relative to it, and a deeper file overrides a shallower one (a later
pattern, or a ``!`` negation, wins, as in git). In one directory ``.ignore`` wins over
``.gitignore``, as in ripgrep. An ignored directory is not entered. Unlike git and ripgrep,
ignore files above the root of the walk, ``.git/info/exclude`` and the global excludes file
are not read, and ``.gitignore`` applies whether or not the folder is a git repository.

Bounded work: each ignore file is read up to ``MAX_IGNORE_BYTES``; a path is matched against
the ignore files of its own ancestors only.

Won't: decide what a walk yields (``doiextract.bulk.inputs``).
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # imported when an ignore file is met (~50 ms: not for every run)
    import pathspec

__all__ = ["IGNORE_FILES", "MAX_IGNORE_BYTES", "IgnoreRules"]

#: The ignore files read in each directory, in rising precedence.
IGNORE_FILES = (".gitignore", ".ignore")
#: The most of one ignore file that is read (a larger one is cut there).
MAX_IGNORE_BYTES = 1 << 20


def _read_spec(path: str) -> pathspec.GitIgnoreSpec | None:
    """The patterns of the ignore file ``path``; ``None`` when there is none (or it cannot
    be read: a walk goes on without it, as git does)."""
    try:
        with open(path, "rb") as handle:
            data = handle.read(MAX_IGNORE_BYTES)
    except OSError:  # missing (the usual case), a directory, unreadable
        return None
    import pathspec

    lines = data.decode("utf-8", "surrogateescape").splitlines()
    spec = pathspec.GitIgnoreSpec.from_lines(lines)
    return spec if len(spec) else None


@dataclass(frozen=True, slots=True)
class IgnoreRules:
    """The ignore files that apply inside one directory of a walk: (directory, patterns),
    from the root of the walk down.

    >>> import pathlib, tempfile
    >>> with tempfile.TemporaryDirectory() as root:
    ...     _ = pathlib.Path(root, ".gitignore").write_text("build/\\n*.log\\n!keep.log\\n")
    ...     rules = IgnoreRules().enter(root)
    ...     [rules.ignored(os.path.join(root, p), d) for p, d in
    ...      [("build", True), ("a.log", False), ("keep.log", False), ("a.txt", False)]]
    [True, True, False, False]
    """

    specs: tuple[tuple[str, pathspec.GitIgnoreSpec], ...] = ()

    def enter(self, directory: str) -> IgnoreRules:
        """The rules inside ``directory``: these and its own ignore files."""
        found = []
        for name in IGNORE_FILES:
            spec = _read_spec(os.path.join(directory, name))
            if spec is not None:
                found.append((directory, spec))
        return IgnoreRules(self.specs + tuple(found)) if found else self

    def ignored(self, path: str, is_dir: bool) -> bool:
        """Whether the entry ``path`` (a path below the directories of these rules, as the
        walk spells it) is ignored: the last ignore file with a pattern for it decides."""
        verdict: bool | None = None
        for base, spec in self.specs:
            relative = path[len(base) :].lstrip("/")
            result = spec.check_file(relative + "/" if is_dir else relative)
            if result.include is not None:
                verdict = result.include
        return bool(verdict)
