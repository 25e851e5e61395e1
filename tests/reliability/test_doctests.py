"""The suite collects the doctests inside ``doiextract/`` (issue #12: they were never run), and
the one that was wrong is right now."""

from __future__ import annotations

import pytest

from doiextract.rules.decode import percent_decode_run


def test_doctests_of_the_package_are_collected(request: pytest.FixtureRequest) -> None:
    """``python3 -m pytest -q`` (the README's command) collects ``doiextract/`` with
    ``--doctest-modules``."""
    assert "doiextract" in request.config.getini("testpaths")
    assert request.config.getoption("doctestmodules")


@pytest.mark.parametrize(
    ("run", "pieces"),
    [
        # SPEC §4: invalid escapes ("%zz", a lone "%") stay literal; the valid ones decode
        ("%2F%C3%A9%zz", [(0, 3, "/"), (3, 9, "é")]),
        ("%zz%2F", [(3, 6, "/")]),
        # an invalid escape inside a UTF-8 sequence breaks it: both halves stay literal
        ("%C3%zz%A9", []),
        # int() would read " 1" and non-ASCII digits as hex: they are no escapes
        ("% 1%2F", [(3, 6, "/")]),
        ("%\u0662\u0663", []),
        ("%", []),
        ("%2F%", [(0, 3, "/")]),
    ],
)
def test_percent_decode_run_leaves_invalid_escapes_literal(
    run: str, pieces: list[tuple[int, int, str]]
) -> None:
    assert percent_decode_run(run) == pieces
