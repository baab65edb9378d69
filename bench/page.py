"""In-browser benchmarks: Pyodide in Debian's Chromium, the way users run Card Lab.

1. Evaluator throughput inside Pyodide: bench/evaluators.py itself (the CPython benchmark) runs
   in a Pyodide worker with the pure treys and pokerkit wheels from PyPI, so the ratios against
   treys and pokerkit are measured on the same hands by the same code as on CPython.
2. The page's own timings after "Python ready": from the click that starts a job to its result
   on screen (a MutationObserver in the page notes the moment), median of several runs, next to
   the target each issue sets.

    .venv/bin/python bench/page.py [--poker 200000] [--badugi 20000] [--runs 3] [--skip-evaluators] [--only equity]

Needs a built site (bash build.sh). Prints a table; the numbers in README come from it.
"""

from __future__ import annotations

import argparse
import json
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests" / "browser"))
sys.path.insert(0, str(ROOT / "tools"))
from conftest import LAUNCH_ARGS, READY, Server, chromium_path, paste  # noqa: E402
from playwright.sync_api import sync_playwright  # noqa: E402

PEER_WHEELS = ("treys==0.1.8", "pokerkit==0.7.7")
WHEEL_CACHE = ROOT / "build" / "cache" / "bench-wheels"

# A blank page that starts a module worker: Pyodide from the site's files, our wheel and the peers'
# wheels unpacked into site-packages, then bench/evaluators.py run with the given arguments.
# The evaluator run's page, script and worker are real files in a copy of the site: the site's CSP
# (web/_headers, sent for every path) allows neither inline scripts nor blob: workers.
EVALUATOR_FILES = {
    "evaluators.html": """<!doctype html><meta charset="utf-8"><title>evaluators in Pyodide</title>
<script type="module" src="evaluators-page.js"></script>
""",
    "evaluators-page.js": """window.runEvaluators = (wheels, argv) => new Promise((resolve, reject) => {
  const worker = new Worker(new URL("evaluators-worker.js", import.meta.url), { type: "module" });
  worker.onmessage = (event) => resolve(event.data);
  worker.onerror = (event) => reject(new Error(event.message));
  worker.postMessage({ wheels, argv });
});
""",
    "evaluators-worker.js": """import { loadPyodide } from "./pyodide/pyodide.mjs";
onmessage = async ({ data: { wheels, argv } }) => {
  const base = new URL("./", location.href).href;
  const py = await loadPyodide({ indexURL: `${base}pyodide/` });
  const sitePackages = py.runPython("import site; site.getsitepackages()[0]");
  for (const wheel of wheels) {
    const bytes = new Uint8Array(await (await fetch(base + wheel)).arrayBuffer());
    py.unpackArchive(bytes, "wheel", { extractDir: sitePackages });
  }
  let out = "";
  py.setStdout({ batched: (line) => { out += line + "\\n"; } });
  py.FS.writeFile("/home/pyodide/evaluators.py", await (await fetch(`${base}evaluators.py`)).text());
  py.globals.set("argv", py.toPy(argv));
  py.runPython("import sys; sys.path.insert(0, '/home/pyodide'); import evaluators; evaluators.main(list(argv))");
  postMessage(out);
};
""",
}

TIME_CLICK = """async ([button, selector, pattern]) => {
  const target = new RegExp(pattern);
  const done = () => { const el = document.querySelector(selector); return el && target.test(el.textContent); };
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (done()) { observer.disconnect(); resolve(performance.now() - started); }
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    const started = performance.now();
    document.querySelector(button).click();
  });
}"""

ID = '[data-testid="{}"]'.format
# (label, target ms, game, hands, board, a text the result shows when done) for the equity page.
EQUITY_SPOTS = [
    ("equity: heads-up preflop exact (AhAs vs KdKc)", 1500, "holdem", "Ah As\nKd Kc", "", "81\\.26%"),
    ("equity: 3-way preflop exact (+ 8c7c)", 3000, "holdem", "Ah As\nKd Kc\n8c 7c", "", "61\\.77%"),
    ("equity: Hold'em flop, heads-up", 100, "holdem", "Ah Kh\nQs Qc", "Jh Th 2c", "56\\.06%"),
    ("equity: Hold'em turn, heads-up", 100, "holdem", "Ah Kh\nQs Qc", "Jh Th 2c 3d", "36\\.36%"),
    ("equity: Omaha flop, heads-up", 100, "omaha", "Ah As Kd Qd\nJc Tc 9h 8h", "9c 7d 2s", "40\\.73%"),
    ("equity: Omaha turn, heads-up", 100, "omaha", "Ah As Kd Qd\nJc Tc 9h 8h", "9c 7d 2s 5h", "62\\.50%"),
    ("equity: short deck heads-up preflop exact (AhKh vs QsQc)", 500, "shortdeck", "Ah Kh\nQs Qc", "",
     "51\\.44%"),
    ("equity: short deck classic heads-up preflop exact", 500, "shortdeck-classic", "Ah Kh\nQs Qc", "", "54\\.28%"),
    # Split pots and big Omaha (#22)
    ("equity: Omaha Hi-Lo heads-up preflop exact", 3000, "omaha-hilo", "Ah 2h 3c Kd\nJc Tc 9h 8h", "",
     "All 1,086,008 boards"),
    ("equity: 5-card Omaha heads-up preflop exact", 3000, "omaha5", "Ah As Kd Qd 2c\nJc Tc 9h 8h 7s", "",
     "All 850,668 boards"),
    ("equity: 6-card Omaha flop, heads-up", 200, "omaha6", "Ah As Kd Qd 2c 3h\nJc Tc 9h 8h 7s 6d", "9c 7d 2s",
     "All 666 boards"),
    ("equity: Omaha Hi-Lo flop, heads-up", 200, "omaha-hilo", "Ah 2h 3c Kd\nQs Qc Jd Td", "4h 5h Qd", "65\\.98%"),
]
SD_TABLE_DONE = "() => document.querySelectorAll('[data-testid=sd-table] tbody tr').length >= 8"


def peer_wheels() -> list[Path]:
    WHEEL_CACHE.mkdir(parents=True, exist_ok=True)
    if len(list(WHEEL_CACHE.glob("*.whl"))) < len(PEER_WHEELS):
        subprocess.run([sys.executable, "-m", "pip", "download", "--quiet", "--disable-pip-version-check", "--no-deps",
                        "--only-binary=:all:", "--platform", "pyemscripten_2026_0_wasm32", "--python-version", "3.14",
                        "--dest", str(WHEEL_CACHE), *PEER_WHEELS], check=True)
    return sorted(WHEEL_CACHE.glob("*.whl"))


def evaluators_in_pyodide(playwright, poker: int, badugi: int) -> str:
    with tempfile.TemporaryDirectory() as tmp:
        site = Path(tmp) / "site"
        shutil.copytree(ROOT / "dist", site)
        for name, text in EVALUATOR_FILES.items():
            (site / name).write_text(text)
        shutil.copy2(ROOT / "bench" / "evaluators.py", site / "evaluators.py")
        wheels = []
        for wheel in [*peer_wheels(), *sorted((ROOT / "build" / "wheel").glob("cardlab-*.whl"))]:
            shutil.copy2(wheel, site / wheel.name)
            wheels.append(wheel.name)
        server = Server(site)
        browser = playwright.chromium.launch(executable_path=chromium_path(), args=LAUNCH_ARGS)
        try:
            page = browser.new_page()
            page.goto(f"{server.origin}/evaluators.html")
            return page.evaluate("([w, a]) => window.runEvaluators(w, a)",
                                 [wheels, ["--poker", str(poker), "--badugi", str(badugi)]])
        finally:
            browser.close()
            server.close()


def batch_text(deals: int) -> str:
    import random

    sys.path.insert(0, str(ROOT / "py_src"))
    from cardlab.core.cards import FULL_DECK

    rng = random.Random(54)
    return "\n".join(" ".join(str(card) for card in rng.sample(FULL_DECK, 10)) for _ in range(deals))


def page_timings(playwright, runs: int, only: str = "") -> list[tuple[str, float, float]]:
    """(what, median ms, target ms) for each timed job in the real page (those whose label starts
    with `only`, when given)."""
    server = Server(ROOT / "dist")
    browser = playwright.chromium.launch(executable_path=chromium_path(), args=LAUNCH_ARGS)
    rows = []
    try:
        page = browser.new_page()
        page.goto(f"{server.origin}/")
        page.wait_for_selector(READY, timeout=120_000)

        def timed(label, target, tab, inputs, button, selector, pattern, repeat=runs, settle=None, pause_ms=0):
            if not label.startswith(only):
                return
            page.locator(ID(f"tab-{tab}")).click()  # the tool is set up on hashchange: wait for it
            page.wait_for_function("(t) => !document.querySelector(`section[data-tool='${t}']`).hidden", arg=tab)
            for test_id, value in inputs.items():
                paste(page, test_id, value)
            times = []
            for _ in range(repeat):
                page.evaluate("(s) => { const el = document.querySelector(s); if (el) el.textContent = ''; }", selector)
                times.append(page.evaluate(TIME_CLICK, [ID(button), selector, pattern]))
                if settle:  # let follow-up work finish, so the next run does not queue behind it
                    page.wait_for_function(settle, timeout=300_000)
            if pause_ms:  # a long job has the page boot a spare worker: time the next job once it is up
                page.wait_for_timeout(pause_ms)
            rows.append((label, statistics.median(times), target))
            print(f"  measured: {label}", file=sys.stderr, flush=True)

        timed("poker: 1000-deal batch, click to table", 200, "poker",
              {"poker-batch-input": batch_text(1000)}, "poker-batch-run", ID("poker-batch-table"), "\\d")
        timed("badugi: all 270,725 hands tallied", 2000, "badugi", {}, "badugi-tally-run", ID("badugi-tally"),
              "hands evaluated")
        badugi_draw_jobs(page, timed)
        lowball_draw_jobs(page, timed)
        timed("counts: Problem 369", 100, "counts", {"counts-suits": "4", "counts-ranks": "13", "counts-k": "4",
              "counts-sizes": "4-13"}, "counts-run", ID("counts-total"), "862,400,558,448")
        timed("counts: 5 suits x 13 ranks, every n", 1000, "counts", {"counts-suits": "5", "counts-sizes": "all"},
              "counts-run", ID("counts-total"), "\\d")
        timed("counts: 6 suits x 13 ranks, every n", 5000, "counts", {"counts-suits": "6", "counts-sizes": "all"},
              "counts-run", ID("counts-total"), "\\d", repeat=1)
        for ranks in (13, 9, 5):  # the first count of a deck (a worker keeps each deck's counts)
            timed(f"poker counts: {4 * ranks} cards, every n (first time)", 2000, "counts",
                  {"poker-count-ranks": str(ranks), "poker-count-sizes": "all", "poker-count-rules": "standard"},
                  "poker-count-run", ID("poker-count-result"), "High Card", repeat=1)
        hits = {"hits-range": "random", "hits-board": "Qh Jh 2c", "hits-dead": ""}
        timed("hits: random on a flop, first job (builds the tables)", 1500, "hits", hits, "hits-run", ID("hits-live"),
              "1,176 live combos", repeat=1, pause_ms=3000)
        timed("hits: random on a flop", 150, "hits", hits, "hits-run", ID("hits-live"), "1,176 live combos")
        timed("hits: every flop, 20% range", 3000, "hits", {"hits-range": "20%", "hits-board": "", "hits-dead": ""},
              "hits-every-flop", ID("hits-live"), "22,100 flops")
        timed("silver dollar: W(10^6, 100) exact", 300, "silver-dollar",
              {"sd-n": "1000000", "sd-c": "100", "sd-mod": ""}, "sd-run", ID("sd-value"), "W\\(1000000, 100\\) =",
              settle=SD_TABLE_DONE)
        timed("silver dollar: W(10^18, 1000) mod 1000036000099", 5000, "silver-dollar",
              {"sd-n": "1000000000000000000", "sd-c": "1000", "sd-mod": "1000036000099"}, "sd-run", ID("sd-value"),
              "= \\d", repeat=1)
        # Equity (#12): exact spots with method auto; every field set, as inputs stay between jobs.
        # The first job builds the seven-card tables, so it is timed once on its own.
        for index, (label, target, game, hands, board, shown) in enumerate(EQUITY_SPOTS):
            inputs = {"equity-game": game, "equity-method": "auto", "equity-hands": hands, "equity-board": board,
                      "equity-dead": "", "equity-trials": "", "equity-seed": ""}
            if index == 0:
                timed(f"{label}, first job (builds the tables)", target, "equity", inputs, "equity-run",
                      ID("equity-result"), shown, repeat=1)
            timed(label, target, "equity", inputs, "equity-run", ID("equity-result"), shown)
    finally:
        browser.close()
        server.close()
    return rows


DRAW_HAND = "2c 3d 4h Kh"


def badugi_draw_jobs(page, timed) -> None:
    """Badugi draw (#15): every discard of a hand ranked, and one draw of all four cards."""
    jobs = [("badugi draw: best discard of a hand (16 ranked)", 1000, True, "", "Every discard ranked"),
            ("badugi draw: one draw of four cards (194,580)", 500, False, DRAW_HAND, "194,580 equally likely")]
    for label, target, best, discard, shown in jobs:
        page.evaluate("(on) => { document.querySelector('[data-testid=badugi-draw-best]').checked = on; }", best)
        blank = {f"badugi-draw-{name}": "" for name in ("dead", "vs", "vs-discard")}
        inputs = {"badugi-draw-hand": DRAW_HAND, "badugi-draw-discard": discard, **blank, "badugi-draw-draws": "1",
                  "badugi-draw-goal": "any"}
        timed(label, target, "badugi", inputs, "badugi-draw-run", ID("badugi-draw-result"), shown)


LOWBALL_HAND = "2c 3d 4h 8s Kd"


def lowball_draw_jobs(page, timed) -> None:
    """Lowball draws in the Draw tab (#24): one draw of five cards, and all 32 discards ranked."""
    for game in ("deuce-to-seven", "ace-to-five"):
        jobs = [(f"draw: {game} one draw of five cards (1,533,939)", 600, False, LOWBALL_HAND, "1,533,939 equally likely"),
                (f"draw: {game} best of all 32 discards", 2000, True, "", "Every discard ranked")]
        for label, target, best, discard, shown in jobs:
            page.locator(ID("tab-draw")).click()
            page.select_option(ID("draw-game"), game)
            page.evaluate("(on) => { document.querySelector('[data-testid=draw-best]').checked = on; }", best)
            blank = {f"draw-{name}": "" for name in ("dead", "vs", "vs-discard")}
            inputs = {"draw-hand": LOWBALL_HAND, "draw-discard": discard, **blank, "draw-draws": "1", "draw-goal": "any"}
            timed(label, target, "draw", inputs, "draw-run", ID("draw-result"), shown)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--poker", type=int, default=200_000, help="hands for the poker evaluator run")
    parser.add_argument("--badugi", type=int, default=20_000, help="hands for the badugi evaluator run")
    parser.add_argument("--runs", type=int, default=3, help="runs per page timing (median)")
    parser.add_argument("--skip-evaluators", action="store_true")
    parser.add_argument("--json", action="store_true", help="also print the page timings as JSON")
    parser.add_argument("--only", default="", help="time only the jobs whose label starts with this (e.g. equity)")
    args = parser.parse_args()
    with sync_playwright() as playwright:
        if not args.skip_evaluators:
            print("Evaluators inside Pyodide in Chromium (bench/evaluators.py):")
            print(evaluators_in_pyodide(playwright, args.poker, args.badugi))
        rows = page_timings(playwright, args.runs, args.only)
    print(f"Page timings after 'Python ready' (median of {args.runs}; one run for the long ones):")
    for label, ms, target in rows:
        print(f"  {label:50s} {ms:8.0f} ms   target {target:6.0f} ms   {target / ms:5.1f}x under" if ms <= target
              else f"  {label:50s} {ms:8.0f} ms   target {target:6.0f} ms   OVER by {ms / target:.1f}x")
    if args.json:
        print(json.dumps([{"job": label, "ms": round(ms), "target_ms": target} for label, ms, target in rows]))


if __name__ == "__main__":
    main()
