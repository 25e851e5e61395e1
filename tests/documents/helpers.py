"""Helpers of the document tests: corpus paths, the generator module, gold sidecars."""

from __future__ import annotations

import importlib.util
import json
import os
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

REPO = Path(__file__).resolve().parents[2]
CORPORA = REPO / "corpora"
# ../shared beside the repository (as in CI); DOIEXTRACT_SHARED names it elsewhere (a worktree)
FLOORS: dict[str, Any] = json.loads((CORPORA / "baseline.json").read_text(encoding="utf-8"))
SHARED = Path(os.environ.get("DOIEXTRACT_SHARED", REPO / ".." / "shared")) / "corpora"


def load_corpora_module(name: str) -> ModuleType:
    """A script of corpora/ (``generate_documents``, ``real_text``, ``damage``) as a module,
    loaded once per session (corpora/ is not a package)."""
    if name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.spec_from_file_location(name, CORPORA / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module  # dataclasses look the module up
    spec.loader.exec_module(module)
    return module


def load_generator() -> ModuleType:
    return load_corpora_module("generate_documents")


def read_gold(document: Path) -> dict[str, Any]:
    gold: dict[str, Any] = json.loads(
        document.with_name(document.name + ".gold.json").read_text(encoding="utf-8")
    )
    return gold
