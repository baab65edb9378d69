"""Shared test set-up: put py_src on the path so the tests use the working tree's package."""

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "py_src"))
