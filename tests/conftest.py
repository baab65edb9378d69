"""Shared test set-up: the tests use the working tree's package (py_src) unless the run asks for the
installed wheel (CARDLAB_TEST_INSTALLED=1, as the Pyodide run under Node does)."""

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if os.environ.get("CARDLAB_TEST_INSTALLED") != "1":
    sys.path.insert(0, str(ROOT / "py_src"))
# The preflop table is not in the wheel (the page reads it from the site): point the installed
# package at the working tree's copy, so the Pyodide run answers from the same table.
os.environ.setdefault("CARDLAB_PREFLOP_TABLE", str(ROOT / "py_src" / "cardlab" / "poker" / "preflop" / "preflop-table.bin"))
