"""``.gitignore``, ``.ignore`` and ``.doiextractignore`` files in a directory walk, as ripgrep
reads them (issue 11 §2).

A walk (``inputs._walk``) reads the ignore files of every directory it enters, from the root
of the walk down, and first those of the folders above the root (``IgnoreRules.above``): their
patterns (git's wildmatch syntax, through ``pathspec``) apply to that directory's subtree,
relative to it, and a deeper file overrides a shallower one (a later pattern, or a ``!``
negation, wins, as in git). In one directory ``.ignore`` wins over ``.gitignore`` and
``.doiextractignore`` (the tool's own, as ripgrep's ``.rgignore``) over both. An ignored
directory is not entered; the root of the walk is always walked (a parent's pattern that names
the root, or a folder between, does not apply inside it: the user asked for that folder).

Above the root, as ripgrep 14 reads them: a ``.gitignore`` only up to the repository's root (the
nearest folder holding ``.git``: git reads none above it, and none outside a repository), the
other ignore files up to the file system's root. Unlike git and ripgrep,
``.git/info/exclude`` and the global excludes file are not read, and ``.gitignore`` applies in
and below the walked folder whether or not it is a git repository.

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
IGNORE_FILES = (".gitignore", ".ignore", ".doiextractignore")
#: The ignore file read above the walked folder only inside a repository (git's own).
_GIT_IGNORE_FILE = ".gitignore"
#: What a repository's root holds (a folder; a file in a git worktree).
_REPOSITORY_MARK = ".git"
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


def _ancestors(folder: str) -> list[tuple[str, str]]:
    """The folders above the absolute path ``folder``, nearest first, each with the path of
    ``folder`` below it ("a/b/")."""
    found = []
    below = ""
    while (parent := os.path.dirname(folder)) != folder:
        below = os.path.basename(folder) + "/" + below
        folder = parent
        found.append((folder, below))
    return found


def _is_repository(folder: str) -> bool:
    return os.path.lexists(os.path.join(folder, _REPOSITORY_MARK))


def _inside(spec: pathspec.GitIgnoreSpec, below: str) -> pathspec.GitIgnoreSpec | None:
    """``spec`` (of a folder above the walk root) without the patterns that ignore the root or
    a folder between (``below``: "a/b/" for the root a/b): the root is walked all the same, and
    what is inside is judged by the patterns for it (as ripgrep does)."""
    import pathspec

    between = [below[: i + 1] for i, char in enumerate(below) if char == "/"]
    kept = [
        pattern
        for pattern in spec.patterns
        if not (pattern.include and any(pattern.match_file(d) for d in between))
    ]
    return pathspec.GitIgnoreSpec(kept) if kept else None


@dataclass(frozen=True, slots=True)
class IgnoreRules:
    """The ignore files that apply inside one directory of a walk: (directory, prefix,
    patterns), from the farthest folder above the root of the walk down. A path below
    ``directory`` is matched as ``prefix`` + its path relative to ``directory`` (``prefix``: the
    walk root's path below the ignore file's folder, for a folder above the root; else "").

    >>> import pathlib, tempfile
    >>> with tempfile.TemporaryDirectory() as root:
    ...     _ = pathlib.Path(root, ".gitignore").write_text("build/\\n*.log\\n!keep.log\\n")
    ...     rules = IgnoreRules().enter(root)
    ...     [rules.ignored(os.path.join(root, p), d) for p, d in
    ...      [("build", True), ("a.log", False), ("keep.log", False), ("a.txt", False)]]
    [True, True, False, False]
    """

    specs: tuple[tuple[str, str, pathspec.GitIgnoreSpec], ...] = ()

    @classmethod
    def above(cls, root: str) -> IgnoreRules:
        """The rules that the ignore files of the folders above ``root`` set inside it (see
        the module docstring): ripgrep reads a parent's ignore files too."""
        folders = _ancestors(os.path.abspath(root))  # nearest first
        repository = next(
            (i for i, (folder, _) in enumerate(folders) if _is_repository(folder)),
            -1 if _is_repository(root) else len(folders),
        )  # the repository root's index: -1 the root itself, len(folders) none
        found: list[tuple[str, str, pathspec.GitIgnoreSpec]] = []
        for index, (folder, below) in reversed(list(enumerate(folders))):
            for name in IGNORE_FILES:
                if name == _GIT_IGNORE_FILE and not 0 <= index <= repository < len(folders):
                    continue  # above the repository, or outside one: git reads none
                spec = _read_spec(os.path.join(folder, name))
                spec = None if spec is None else _inside(spec, below)
                if spec is not None:
                    found.append((root, below, spec))
        return cls(tuple(found))

    def enter(self, directory: str) -> IgnoreRules:
        """The rules inside ``directory``: these and its own ignore files."""
        found = []
        for name in IGNORE_FILES:
            spec = _read_spec(os.path.join(directory, name))
            if spec is not None:
                found.append((directory, "", spec))
        return IgnoreRules(self.specs + tuple(found)) if found else self

    def ignored(self, path: str, is_dir: bool) -> bool:
        """Whether the entry ``path`` (a path below the directories of these rules, as the
        walk spells it) is ignored: the last ignore file with a pattern for it decides."""
        verdict: bool | None = None
        for base, prefix, spec in self.specs:
            relative = prefix + path[len(base) :].lstrip("/")
            result = spec.check_file(relative + "/" if is_dir else relative)
            if result.include is not None:
                verdict = result.include
        return bool(verdict)
