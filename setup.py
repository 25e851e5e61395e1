"""Build step: the scanner's hot path compiled with Cython, when it can be.

``doiextract/scan.py`` and the join and trim rules it calls for every candidate are plain,
typed Python; Cython compiles those same files to C extension modules, which import in their
place (about 1.1x faster end to end on ``benchmarks/scan_text.py``). Where Cython or a C compiler is
missing, or ``DOIEXTRACT_PURE_PYTHON=1`` is set, the build skips them with a warning and the
package runs as pure Python, with the same results (``tests/unit/test_compiled.py``).
``doiextract.COMPILED`` tells which one is in use.
"""

from __future__ import annotations

import os
import sys

from setuptools import setup
from setuptools.command.build_ext import build_ext

#: The modules on the per-candidate hot path (the rest gains nothing from compiling).
HOT_MODULES = ["doiextract/scan.py", "doiextract/rules/join.py", "doiextract/rules/trim.py"]


class OptionalBuildExt(build_ext):
    """``build_ext`` that warns and goes on when a module cannot be compiled."""

    def run(self) -> None:
        try:
            super().run()
        except Exception as err:
            _skip(err)

    def build_extension(self, ext: object) -> None:
        try:
            super().build_extension(ext)
        except Exception as err:
            _skip(err)


def _skip(err: BaseException) -> None:
    print(f"doiextract: not compiling the hot path ({err}); pure Python it is", file=sys.stderr)


def _extensions() -> list[object]:
    if os.environ.get("DOIEXTRACT_PURE_PYTHON"):
        return []
    try:
        from Cython.Build import cythonize
    except ImportError:
        _skip(ImportError("Cython is not installed"))
        return []
    try:
        return list(
            cythonize(
                HOT_MODULES,
                language_level=3,
                quiet=True,
                # the same semantics as the Python source: checked indexing, Python division
                compiler_directives={
                    "binding": True,
                    "embedsignature": True,
                    # the annotations are for mypy (as C types they cost conversions here)
                    "annotation_typing": False,
                },
            )
        )
    except Exception as err:  # Cython's CompileError, or an unsupported Cython
        _skip(err)
        return []


setup(ext_modules=_extensions(), cmdclass={"build_ext": OptionalBuildExt})
