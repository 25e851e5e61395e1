"""Fixtures of the document tests: the corpus generator runs once per session into a temporary
folder, so the generator is tested together with the readers."""

from __future__ import annotations

from pathlib import Path

import pytest

from .helpers import load_generator


@pytest.fixture(scope="session")
def generated(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A fresh copy of the generated corpus (``html/``, ``pdf/``, ``pdf/bad/``)."""
    out = tmp_path_factory.mktemp("generated")
    load_generator().generate(out)
    return out
