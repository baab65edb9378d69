"""Write the page's facts (Python's ``meta`` action) to a JSON file the page reads at start-up.

The page needs limits, the deck, the variants and class counts before Python has booted (to draw
its forms), so the build asks Python once and ships the answer as ``meta.json``; the numbers stay
Python's.

    PYTHONPATH=py_src python tools/write_meta.py dist/meta.json
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from cardlab.api import call, exact_for_javascript


def main() -> None:
    out = Path(sys.argv[1])
    facts = exact_for_javascript(call("meta"))
    out.write_text(json.dumps(facts, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"[build] wrote {out}")


if __name__ == "__main__":
    main()
