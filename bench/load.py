"""Load-time benchmark: navigation to "Python ready" for the Card Lab page versus a bare page that
only calls loadPyodide from the same files; also compares our two wheel loaders (lock-file entry
versus micropip). Cold browser profile per run; median of N runs; prints the ratios.

    .venv/bin/python bench/load.py [--runs 5]
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests" / "browser"))
sys.path.insert(0, str(ROOT / "tools"))
from conftest import LAUNCH_ARGS, READY, Server, chromium_path  # noqa: E402
from playwright.sync_api import sync_playwright  # noqa: E402

BARE = """<!doctype html><meta charset="utf-8"><title>bare</title><p id="s">loading</p>
<script type="module">
const w = new Worker(URL.createObjectURL(new Blob([`
  import {loadPyodide} from "${new URL('pyodide/pyodide.mjs', location.href)}";
  await loadPyodide({indexURL: "${new URL('pyodide/', location.href)}"});
  postMessage("ready");`], {type: "text/javascript"})), {type: "module"});
w.onmessage = () => { document.getElementById("s").dataset.state = "ready"; };
</script>"""


def time_to_ready(playwright, url: str, selector: str) -> float:
    browser = playwright.chromium.launch(executable_path=chromium_path(), args=LAUNCH_ARGS)
    try:
        page = browser.new_context().new_page()
        page.goto(url)
        page.wait_for_selector(selector, timeout=120_000)
        return page.evaluate("performance.now()") / 1000
    finally:
        browser.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        site = Path(tmp) / "site"
        shutil.copytree(ROOT / "dist", site)
        (site / "bare.html").write_text(BARE)
        server = Server(site)
        cases = {
            "bare loadPyodide": (f"{server.origin}/bare.html", '#s[data-state="ready"]'),
            "Card Lab (lock-file loader)": (f"{server.origin}/", READY),
            "Card Lab (micropip loader)": (f"{server.origin}/?loader=micropip", READY),
        }
        times: dict[str, list[float]] = {name: [] for name in cases}
        with sync_playwright() as playwright:
            for _ in range(args.runs):  # interleaved, so machine noise hits every case alike
                for name, (url, selector) in cases.items():
                    times[name].append(time_to_ready(playwright, url, selector))
        server.close()
    base = statistics.median(times["bare loadPyodide"])
    print(f"median of {args.runs} cold loads, navigation to ready:")
    for name, values in times.items():
        median = statistics.median(values)
        print(f"  {name:30s} {median:6.2f} s   ratio to bare {median / base:5.2f}")


if __name__ == "__main__":
    main()
