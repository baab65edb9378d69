"""One duration wording on both sides (issue #21): the page's humanDuration (web/js/words.js, run
under Node) and Python's describe_duration say the same words for one table of cases."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

from cardlab.core.durations import describe_duration

ROOT = Path(__file__).resolve().parents[2]
CASES = [0, 0.4, 0.999, 1, 1.2, 1.5, 2.5, 25.2, 59.4, 59.6, 60, 89, 90, 222, 599, 3599, 3600, 5400,
         13320, 86000, 86400, 129600, 2 * 86400, 1e7, -3, float("inf"), float("nan")]


def test_durations_are_worded_the_same_in_python_and_javascript() -> None:
    node = shutil.which("node")
    if node is None:
        pytest.skip("node is not installed")
    # JSON has no Infinity or NaN: the script maps null back by position.
    script = (
        f"import {{ humanDuration }} from {json.dumps((ROOT / 'web/js/words.js').as_uri())};"
        "const cases = JSON.parse(process.argv[1]).map((c) => c === 'inf' ? Infinity : c === 'nan' ? NaN : c);"
        "console.log(JSON.stringify(cases.map(humanDuration)));"
    )
    encoded = [("inf" if c == float("inf") else "nan" if c != c else c) for c in CASES]
    out = subprocess.run([node, "--input-type=module", "-e", script, json.dumps(encoded)],
                         capture_output=True, text=True, check=True, timeout=60).stdout
    javascript = json.loads(out)
    python = [describe_duration(float(c)) for c in CASES]
    assert dict(zip(map(str, CASES), javascript, strict=True)) == dict(zip(map(str, CASES), python, strict=True))
    assert describe_duration(3599) == "about 1 hour"
