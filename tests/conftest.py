"""Fixtures shared by every test folder."""

from __future__ import annotations

import gc
import os
import signal
import time
from collections.abc import Callable

import pytest
from hypothesis import settings

#: CI draws the same examples on every run (``derandomize``), so a landing is decided by the
#: change, not by the seed; a developer's run (no ``CI`` variable) draws new examples each time
#: and keeps the failures it finds in ``.hypothesis/``. ``HYPOTHESIS_PROFILE`` picks either.
settings.register_profile("ci", derandomize=True, print_blob=True)
settings.register_profile("dev")
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci" if os.environ.get("CI") else "dev"))

# A shell without job control starts a background job ("pytest ... &") with SIGINT ignored, and
# an ignored signal stays ignored in every child: the tests that interrupt a command-line run
# with SIGINT (bulk resume, verify) then saw it run to its end. Python's own handler is reset
# to the default in a child at exec, so each child starts as it would at a terminal.
if signal.getsignal(signal.SIGINT) is signal.SIG_IGN:
    signal.signal(signal.SIGINT, signal.default_int_handler)

#: A scaling check compares t(FACTOR * n) with t(n): linear time gives about FACTOR, quadratic
#: FACTOR squared; GROWTH_LIMIT sits between (three times linear) so load on the machine does
#: not fail a linear shape while a quadratic one always fails.
FACTOR = 8
GROWTH_LIMIT = 24

AssertLinear = Callable[..., None]


def _best(run: Callable[[str], object], data: str, repeats: int) -> float:
    """The least CPU time of ``repeats`` runs: CPU seconds of this process, not the wall clock,
    so other processes on a loaded 2-core machine do not inflate one size's time."""
    best = float("inf")
    enabled = gc.isenabled()
    gc.disable()  # as timeit does: a collection in one run is noise, not the shape's cost
    try:
        for _ in range(repeats):
            started = time.process_time()
            run(data)
            best = min(best, time.process_time() - started)
    finally:
        if enabled:
            gc.enable()
    return best


def measure_growth(
    run: Callable[[str], object],
    make: Callable[[int], str],
    n: int = 250,
    *,
    min_seconds: float = 0.01,
    repeats: int = 3,
    max_n: int = 1 << 22,
) -> float:
    """t(8n) / t(n) for the inputs ``make(n)``, each the best of ``repeats`` runs; ``n`` is
    doubled (up to ``max_n``) until one run takes ``min_seconds``, so the ratio is not timer
    noise."""
    small = _best(run, make(n), repeats)
    while small < min_seconds and n * 2 <= max_n:
        n *= 2
        small = _best(run, make(n), repeats)
    return _best(run, make(n * FACTOR), repeats) / small


def check_linear(
    run: Callable[[str], object], make: Callable[[int], str], name: str = "", **kwargs: float
) -> None:
    """Fail when ``run`` over ``make(8n)`` takes GROWTH_LIMIT times ``make(n)``'s time or more."""
    ratio = measure_growth(run, make, **kwargs)  # type: ignore[arg-type]
    assert ratio < GROWTH_LIMIT, f"{name}: {FACTOR}x the input took {ratio:.1f}x the time"


@pytest.fixture
def assert_linear() -> AssertLinear:
    """A scaling check: ``assert_linear(run, make, name)`` (see :func:`check_linear`)."""
    return check_linear
