"""The time limit's mechanism (core/job_time.py): the page's slow-down factor is one constant
that every estimate imports."""

from __future__ import annotations

import re
from pathlib import Path

from cardlab.core import job_time

PACKAGE = Path(__file__).resolve().parents[2] / "py_src" / "cardlab"


def test_the_page_factor_is_written_once():
    """Pyodide's slow-down against CPython: one constant (core/job_time.py) that every estimate imports."""
    factor = re.compile(r"[\d.]+ if sys\.platform == .emscripten. else 1(\.0)?")
    written = {path.relative_to(PACKAGE).as_posix(): len(factor.findall(path.read_text(encoding="utf-8")))
               for path in PACKAGE.rglob("*.py") if factor.search(path.read_text(encoding="utf-8"))}
    assert written == {"core/job_time.py": 1}
    from cardlab.poker.equity import estimate

    assert estimate.PAGE_FACTOR is job_time.PAGE_FACTOR
