"""Load-time benchmark: navigation to "Python ready", cold and warm, for

- a bare page that only calls loadPyodide (in a worker) from the same files,
- Card Lab booting from its memory snapshot (the default),
- Card Lab's ordinary boot (``?boot=plain``, the fallback path),

and the bytes each sends over the wire. The site is served as GitHub Pages serves it: text, JSON
and wasm gzipped on the fly, ``Cache-Control: max-age=600``, ``Last-Modified`` (304 on
revalidation); the snapshot (``.gz``), the stdlib zip and the wheels as they are.

A cold load is the first visit in a fresh browser profile (on disk, like a real one); the warm load
is the second visit in that profile (HTTP cache, compiled-wasm cache and, for Card Lab, its service
worker's copy). The cases
take turns in every run, so machine noise hits them alike; the medians are printed with their
ratios to the bare boot.

    .venv/bin/python bench/load.py [--runs 5]
"""

from __future__ import annotations

import argparse
import email.utils
import functools
import gzip
import http.server
import json
import os
import shutil
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import ClassVar

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests" / "browser"))
sys.path.insert(0, str(ROOT / "tools"))
from conftest import LAUNCH_ARGS, READY, Server, chromium_path  # noqa: E402
from playwright.sync_api import sync_playwright  # noqa: E402
from serve import Handler  # noqa: E402

# The bare case: a page whose module worker only calls loadPyodide from the site's own runtime files.
# Written as real files into the copy of the site, because the site's Content-Security-Policy (from
# web/_headers, which the server sends for every path) allows neither an inline script
# (script-src 'self') nor a worker from a blob: URL (worker-src 'self'); so the bare boot runs under
# the same policy as Card Lab's.
BARE = {
    "bare.html": """<!doctype html><meta charset="utf-8"><title>bare</title><p id="s">loading</p>
<script type="module" src="bare.js"></script>
""",
    "bare.js": """const worker = new Worker(new URL("bare-worker.js", import.meta.url), { type: "module" });
worker.onmessage = () => { document.getElementById("s").dataset.state = "ready"; };
worker.onerror = (event) => { document.getElementById("s").textContent = `failed: ${event.message}`; };
""",
    "bare-worker.js": """import { loadPyodide } from "./pyodide/pyodide.mjs";
await loadPyodide({ indexURL: new URL("pyodide/", import.meta.url).href });
postMessage("ready");
""",
}

GZIPPED_TYPES = ("text/", "application/javascript", "application/json", "application/wasm", "image/svg+xml")


class Wire:
    """Bytes the server sent (headers and bodies), over every connection."""

    def __init__(self) -> None:
        self.sent = 0
        self.lock = threading.Lock()

    def add(self, count: int) -> None:
        with self.lock:
            self.sent += count


class Counted:
    def __init__(self, raw, wire: Wire) -> None:
        self.raw, self.wire = raw, wire

    def write(self, data: bytes) -> int:
        self.wire.add(len(data))
        return self.raw.write(data)

    def __getattr__(self, name: str) -> object:  # closed, close(), ... as the socket file has them
        return getattr(self.raw, name)


class PagesHandler(Handler):
    """tools/serve.py's handler, answering the way GitHub Pages does (see the module docstring)."""

    wire: ClassVar[Wire] = Wire()
    packed: ClassVar[dict[tuple[str, float], bytes]] = {}

    def setup(self) -> None:
        super().setup()
        self.wfile = Counted(self.wfile, self.wire)

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "max-age=600")
        super().end_headers()

    def do_GET(self) -> None:
        path = self.translate_path(self.path)
        if os.path.isdir(path):
            path = os.path.join(path, "index.html")
        kind = self.guess_type(path)
        if not os.path.isfile(path) or not kind.startswith(GZIPPED_TYPES) or "gzip" not in self.headers.get(
            "Accept-Encoding", ""
        ):
            super().do_GET()
            return
        modified = os.stat(path).st_mtime
        stamp = email.utils.formatdate(modified, usegmt=True)
        if self.headers.get("If-Modified-Since") == stamp:
            self.send_response(304)
            self.end_headers()
            return
        key = (path, modified)
        if key not in self.packed:
            self.packed[key] = gzip.compress(Path(path).read_bytes(), compresslevel=6)
        body = self.packed[key]
        self.send_response(200)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Last-Modified", stamp)
        self.end_headers()
        self.wfile.write(body)


class PagesServer(Server):
    def __init__(self, directory: Path) -> None:
        handler = functools.partial(PagesHandler, directory=str(directory))
        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)
        self.thread.start()


# The moment the ready selector first matches, taken in the page itself (a MutationObserver), so
# that the benchmark's own polling delay is not counted.
STAMP_READY = """
(selector) => new MutationObserver((changes, observer) => {
  if (!document.querySelector(selector)) return;
  window.readyAt = performance.now();
  observer.disconnect();
}).observe(document, {subtree: true, childList: true, attributes: true})
"""


def visit(context, url: str, selector: str) -> tuple[float, int]:
    """Open url in a new tab of `context`: seconds from navigation start to ready, and the bytes
    the server sent until then."""
    wire = PagesHandler.wire
    page = context.new_page()
    try:
        page.add_init_script(f"({STAMP_READY})({json.dumps(selector)})")
        before = wire.sent
        page.goto(url)
        page.wait_for_selector(selector, timeout=180_000)
        sent = wire.sent - before
        return page.evaluate("window.readyAt") / 1000, sent
    finally:
        page.close()


def wait_for_offline_copy(context, url: str) -> None:
    """Let Card Lab's service worker finish copying the site (it starts once Python is ready)."""
    page = context.new_page()
    try:
        page.goto(url)
        page.wait_for_selector(READY, timeout=180_000)
        page.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=180_000)
    finally:
        page.close()


def one_run(playwright, url: str, selector: str, offline: bool) -> dict[str, float]:
    """A cold and a warm load in a fresh browser profile on disk (as a real one: disk HTTP cache,
    compiled-code cache, service workers)."""
    wire = PagesHandler.wire
    with tempfile.TemporaryDirectory() as profile:
        context = playwright.chromium.launch_persistent_context(
            profile, executable_path=chromium_path(), args=LAUNCH_ARGS)
        try:
            before = wire.sent
            cold, boot_bytes = visit(context, url, selector)
            if offline:
                wait_for_offline_copy(context, url)
            time.sleep(1)  # let the browser write its caches (compiled wasm among them)
            first_visit_bytes = wire.sent - before
            warm, second_visit_bytes = visit(context, url, selector)
        finally:
            context.close()
    return {"cold": cold, "warm": warm, "boot": boot_bytes, "first": first_visit_bytes, "second": second_visit_bytes}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--site", default=str(ROOT / "dist"), help="the built site (a copy of an older build)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        site = Path(tmp) / "site"
        shutil.copytree(Path(args.site), site)
        for name, text in BARE.items():
            (site / name).write_text(text)
        server = PagesServer(site)
        cases = {
            "bare loadPyodide": (f"{server.origin}/bare.html", '#s[data-state="ready"]', False),
            "Card Lab, snapshot boot": (f"{server.origin}/", READY, True),
            "Card Lab, ordinary boot": (f"{server.origin}/?boot=plain", READY, True),
        }
        samples: dict[str, list[dict[str, float]]] = {name: [] for name in cases}
        with sync_playwright() as playwright:
            for run in range(args.runs):  # interleaved, so machine noise hits every case alike
                for name, (url, selector, offline) in cases.items():
                    samples[name].append(one_run(playwright, url, selector, offline))
                print(f"  run {run + 1}/{args.runs} done", file=sys.stderr, flush=True)
        server.close()

    def median(name: str, key: str) -> float:
        return statistics.median(sample[key] for sample in samples[name])

    cold0, warm0 = median("bare loadPyodide", "cold"), median("bare loadPyodide", "warm")
    print(f"navigation to ready, median of {args.runs} interleaved runs (cold: fresh browser; warm: second visit);")
    print("bytes over the wire as GitHub Pages would send them (text, JSON and wasm gzipped)")
    print(f"{'':26s} {'cold':>7s} {'x bare':>6s}  {'warm':>7s} {'x bare':>6s} {'x bare cold':>11s}"
          f"  {'boot MB':>7s} {'1st visit MB':>12s} {'2nd visit MB':>12s}")
    for name in cases:
        cold, warm = median(name, "cold"), median(name, "warm")
        megabytes = [median(name, key) / 1e6 for key in ("boot", "first", "second")]
        print(f"{name:26s} {cold:6.2f}s {cold / cold0:6.2f}  {warm:6.2f}s {warm / warm0:6.2f} {warm / cold0:11.2f}"
              f"  {megabytes[0]:7.2f} {megabytes[1]:12.2f} {megabytes[2]:12.2f}")
    extra = median("Card Lab, snapshot boot", "boot") - median("bare loadPyodide", "boot")
    print(f"the snapshot boot downloads {extra / 1e6:.2f} MB more than the bare boot")


if __name__ == "__main__":
    main()
