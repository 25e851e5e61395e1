"""Exceptions raised by doiextract.

Every exception the library raises derives from :class:`DoiExtractError` *and* from the builtin
it stands for, so callers can catch either ``DoiExtractError`` or the usual ``ValueError`` /
``OSError``. Each keeps the offending input as an attribute and pickles cleanly (they cross
process boundaries in bulk runs), following urllib3's ``LocationParseError``.

Scanning text never raises: a rejected candidate is not an error (``iter_candidates`` names
the rule that rejected each one).
"""

from __future__ import annotations

__all__ = [
    "CorruptDocumentError",
    "DecodeSourceError",
    "DoiExtractError",
    "EditError",
    "EncryptedDocumentError",
    "InvalidArgumentError",
    "InvalidDoiError",
    "KnownDoisError",
    "LimitExceededError",
    "OutputBusyError",
    "SourceReadError",
    "UnsupportedSourceError",
    "VerifyError",
]


class DoiExtractError(Exception):
    """Base class of every error doiextract raises."""

    #: Short stable name used in error records of bulk runs (``DocumentError.kind``).
    kind = "error"


class InvalidDoiError(DoiExtractError, ValueError):
    """A string given as one DOI is not a valid DOI.

    ``reason`` is the short name of the rule that rejected it (e.g. ``registrant-too-short``),
    ``value`` the input as given.
    """

    kind = "invalid-doi"

    def __init__(self, value: str, reason: str, message: str | None = None) -> None:
        self.value = value
        self.reason = reason
        super().__init__(message or f"{value!r} is not a DOI: {reason}")

    def __reduce__(self) -> tuple[object, ...]:
        return (type(self), (self.value, self.reason, str(self)))


class InvalidArgumentError(DoiExtractError, ValueError):
    """An argument the call cannot use: a CSV column the header lacks, an unknown DOI style."""

    kind = "invalid-argument"


class EditError(DoiExtractError, ValueError):
    """An edit to a reference file cannot be made: the value cannot be written in the file's
    syntax (unbalanced braces in BibTeX, a line break in RIS), or two edits overlap so no
    single result exists (``references.apply_edits``)."""

    kind = "edit-error"


class SourceReadError(DoiExtractError, OSError):
    """A source (file, stream, archive member) could not be read."""

    kind = "read-error"

    def __init__(self, source: str, message: str) -> None:
        self.source = source
        super().__init__(f"{source}: {message}")

    def __reduce__(self) -> tuple[object, ...]:
        return (type(self), (self.source, str(self).split(": ", 1)[-1]))


class DecodeSourceError(SourceReadError, UnicodeError):
    """Bytes given as text could not be decoded (binary junk, unknown encoding)."""

    kind = "decode-error"


class UnsupportedSourceError(SourceReadError):
    """A source of a type doiextract cannot read (or a missing optional dependency)."""

    kind = "unsupported"


class EncryptedDocumentError(SourceReadError):
    """A PDF is encrypted and the empty password does not open it."""

    kind = "encrypted"


class CorruptDocumentError(SourceReadError):
    """A document is truncated or malformed beyond what its parser can recover."""

    kind = "corrupt"


class LimitExceededError(DoiExtractError, RuntimeError):
    """A size, page or time limit stopped a pathological input."""

    kind = "limit"

    def __init__(self, source: str, message: str) -> None:
        self.source = source
        super().__init__(f"{source}: {message}")

    def __reduce__(self) -> tuple[object, ...]:
        return (type(self), (self.source, str(self).split(": ", 1)[-1]))


class OutputBusyError(DoiExtractError, OSError):
    """An output file is being written by another run (its lock is held): refused, so that
    two runs never interleave records in one file."""

    kind = "output-busy"

    def __init__(self, path: str, message: str) -> None:
        self.path = path
        super().__init__(f"{path}: {message}")

    def __reduce__(self) -> tuple[object, ...]:
        return (type(self), (self.path, str(self).split(": ", 1)[-1]))


class KnownDoisError(DoiExtractError, OSError):
    """The known-DOIs file (``Options.known_dois``, ``--known-dois``) cannot be read."""

    kind = "known-dois"


class VerifyError(DoiExtractError, ConnectionError):
    """The DOI proxy could not be asked (network error, retries exhausted)."""

    kind = "verify-error"
