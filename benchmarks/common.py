"""What the benchmark scripts share: one measurement per fresh process, best of N.

Each script re-runs itself with ``--measure KIND ...`` so that one measurement's imports and
memory do not colour another's; the child prints its figures as one JSON object.
"""

from __future__ import annotations

import json
import subprocess
import sys
from typing import Any


def best_of(script: str, arguments: list[str], repeat: int) -> dict[str, Any]:
    """Run ``python script *arguments`` ``repeat`` times; the figures of the fastest run."""
    best: dict[str, Any] | None = None
    for _ in range(max(1, repeat)):
        out = subprocess.run(
            [sys.executable, script, *arguments], check=True, capture_output=True, text=True
        )
        run: dict[str, Any] = json.loads(out.stdout)
        if best is None or run["seconds"] < best["seconds"]:
            best = run
    assert best is not None
    return best
