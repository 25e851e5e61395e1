"""The public API is pinned: what ``doiextract`` exports, and the typed errors."""

from __future__ import annotations

import pickle

import doiextract
from doiextract import errors


def test_all_is_pinned() -> None:
    exported = set(doiextract.__all__)
    core = {
        "extract_text",
        "iter_hits",
        "iter_candidates",
        "normalize_doi",
        "is_doi",
        "doi_key",
        "to_url",
        "to_urn",
        "to_display",
        "apply_removals",
        "Hit",
        "Location",
        "Removal",
        "Rejection",
        "DocumentResult",
        "DocumentError",
        "Options",
        "DoiExtractError",
        "InvalidDoiError",
        "SourceReadError",
        "DecodeSourceError",
        "extract_file",
    }
    assert core <= exported
    for name in exported:
        assert hasattr(doiextract, name), name


def test_errors_share_a_base_and_a_builtin() -> None:
    pairs = {
        errors.InvalidDoiError: ValueError,
        errors.SourceReadError: OSError,
        errors.DecodeSourceError: UnicodeError,
        errors.LimitExceededError: RuntimeError,
        errors.VerifyError: ConnectionError,
    }
    for error, builtin in pairs.items():
        assert issubclass(error, errors.DoiExtractError)
        assert issubclass(error, builtin)


def test_errors_pickle() -> None:
    for err in (
        errors.SourceReadError("a.txt", "gone"),
        errors.DecodeSourceError("b.bin", "binary"),
        errors.LimitExceededError("c.pdf", "too many pages"),
    ):
        clone = pickle.loads(pickle.dumps(err))
        assert type(clone) is type(err) and str(clone) == str(err)


def test_results_pickle() -> None:
    (hit,) = doiextract.iter_hits("doi:10.1000/182.")
    assert pickle.loads(pickle.dumps(hit)) == hit
    result = doiextract.DocumentResult("x", (hit,), None, {"seconds": 1.0})
    assert pickle.loads(pickle.dumps(result)) == result
