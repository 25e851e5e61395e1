"""``python -m doiextract``: the command-line tool."""

from __future__ import annotations

import sys

from doiextract.cli import main

if __name__ == "__main__":
    sys.exit(main())
