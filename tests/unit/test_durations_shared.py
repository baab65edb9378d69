"""One duration wording on both sides (issue #21): the page's humanDuration (web/js/words.js, run
under Node) and Python's describe_duration say the same words for one table of cases; and one
percentage: the page's percent and Python's cardlab.core.words.percent."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

from cardlab.core.durations import describe_duration
from cardlab.core.words import percent

ROOT = Path(__file__).resolve().parents[2]
CASES = [0, 0.4, 0.999, 1, 1.2, 1.5, 2.5, 25.2, 59.4, 59.6, 60, 89, 90, 222, 599, 3599, 3600, 5400,
         13320, 86000, 86400, 129600, 2 * 86400, 1e7, -3, float("inf"), float("nan")]


def page_answers(module: str, name: str, body: str, data: object) -> Any:
    """What the page's ``name`` (imported from ``web/js/<module>``, run under Node) answers: ``body``
    is a JavaScript expression of ``name`` and ``data`` (the JSON given), whose value comes back as JSON."""
    node = shutil.which("node")
    if node is None:
        pytest.skip("node is not installed")
    script = (f"import {{ {name} }} from {json.dumps((ROOT / 'web/js' / module).as_uri())};"
              f"const data = JSON.parse(process.argv[1]); console.log(JSON.stringify({body}));")
    out = subprocess.run([node, "--input-type=module", "-e", script, json.dumps(data)],
                         capture_output=True, text=True, check=True, timeout=60).stdout
    return json.loads(out)


def test_durations_are_worded_the_same_in_python_and_javascript() -> None:
    # JSON has no Infinity or NaN: the script maps them back from their names.
    encoded = [("inf" if c == float("inf") else "nan" if c != c else c) for c in CASES]
    javascript = page_answers("words.js", "humanDuration", "data.map((c) => humanDuration("
                              "c === 'inf' ? Infinity : c === 'nan' ? NaN : c))", encoded)
    python = [describe_duration(float(c)) for c in CASES]
    assert dict(zip(map(str, CASES), javascript, strict=True)) == dict(zip(map(str, CASES), python, strict=True))
    assert describe_duration(3599) == "about 1 hour"


# (share, digits): a share that is not nothing never reads as nothing, nor one short of all as all.
PERCENT_CASES = [(0, 2), (1, 2), (0.363636, 2), (0.5, 1), (0.00002, 2), (0.00005001, 2), (0.99999, 2),
                 (0.999949, 2), (0.004, 0), (0.996, 0), (0.0004, 1), (1e-12, 2), (1 - 1e-12, 2)]


def test_percentages_are_written_the_same_in_python_and_javascript() -> None:
    javascript = page_answers("words.js", "percent", "data.map(([s, d]) => percent(s, d))", PERCENT_CASES)
    python = [percent(share, digits) for share, digits in PERCENT_CASES]
    assert javascript == python
    assert python[:5] == ["0.00%", "100.00%", "36.36%", "50.0%", "<0.01%"]
    assert python[6:] == [">99.99%", "99.99%", "<1%", ">99%", "<0.1%", "<0.01%", ">99.99%"]


def test_counts_with_significant_digits_never_say_all_unless_it_is_all() -> None:
    """Poker counts write four significant digits, on the page (percent's ``significant``) and in the
    CLI: a share of 0.99996 said "100%" on both."""
    from cardlab.poker.counts.actions import _percent

    cases = [0.99996, 0.4225690, 1.0, 0.0001539]
    javascript = page_answers("words.js", "percent", "data.map((s) => percent(s, 0, { significant: 4 }))", cases)
    assert javascript == [_percent(share) for share in cases] == ["99.996%", "42.26%", "100%", "0.01539%"]


def left_figures(ticks: list[list[float]]) -> list[float | None]:
    """The page's time-left figures (ui.js leftEstimate, run by node) for one job's (elapsed, fraction) ticks."""
    figures: list[float | None] = page_answers("ui.js", "leftEstimate",
                                               "((left) => data.map(([t, f]) => left(t, f)))(leftEstimate())", ticks)
    return figures


def test_the_time_left_falls_as_the_job_advances() -> None:
    """#37 item 12: a Badugi count showed "4% · about 25 seconds left" at 1 s and "12% · about 38
    seconds left" at 5 s (its first steps cost the most). The page's figure comes from the rate of
    the work done and never grows back: at most the last figure less the time since."""
    ticks = [[0.5, 0.0], [1.25, 0.04], [2, 0.05], [3, 0.08], [5, 0.12], [5.5, 0.9], [5.9, 1.0]]
    figures = left_figures(ticks)
    assert figures[0] is None and figures[1] is None  # too early to say: 4%, and no rate since then
    assert figures[2] == pytest.approx(38)  # 2 s for 5%: 38 s for the other 95%
    shown = [figure for figure in figures if figure is not None]
    assert all(later <= earlier for earlier, later in zip(shown, shown[1:], strict=False)), shown
    assert figures[4] == pytest.approx(34.5 - 2)  # the last figure less 2 s, not 5 x 0.88 / 0.12 = 36.7
    assert figures[-1] == 0


def test_the_time_left_grows_back_when_the_rate_says_clearly_more() -> None:
    """A draw whose last steps cost more than its first (helper review, session 12) showed "72% ·
    0:30 elapsed · under a second left" until it ended at 1:15: the figure had fallen to 0 early and
    never grew back. A wobble of the rate still does not move it up; a clear change does."""
    ticks = [[2, 0.5], [4, 0.7], [10, 0.72], [11, 0.72], [30, 0.75], [31, 0.75]]
    figures = left_figures(ticks)
    assert figures[0] == pytest.approx(2)  # 2 s for half the work
    assert figures[1] == 0  # the rate says 1.7 s, the last figure less the time since says 0
    assert figures[2] == pytest.approx(10 * 0.28 / 0.72)  # 3.9 s: clearly more than 0
    assert figures[3] == pytest.approx(figures[2] - 1)  # 4.3 s by the rate: a wobble, it keeps falling
    assert figures[4] == pytest.approx(10)  # 30 s for 75%: 10 s more
    assert figures[5] == pytest.approx(9)


def test_the_time_left_leaves_out_the_start_up() -> None:
    """A silver dollar game at n = 10^18, c = 1,000 (a 60 s job) said "1% · about 3.9 minutes left":
    its first progress came after a start-up of about 1.8 s, which the whole elapsed time counted
    as work. Once the work since the first progress can be measured, its rate counts too."""
    ticks = [[1.2, 0.0], [2.36, 0.01], [2.96, 0.02], [3.56, 0.03], [4.16, 0.04]]
    figures = left_figures(ticks)
    assert figures[0] is None and figures[1] is None  # 1% is too little to say
    assert figures[2] == pytest.approx(0.6 * 0.98 / 0.01)  # 59 s, not 2.96 x 0.98 / 0.02 = 145 s
    assert figures[3] == pytest.approx(1.2 * 0.97 / 0.02)
    assert figures[4] == pytest.approx(1.8 * 0.96 / 0.03)


def test_a_first_progress_too_close_gives_the_whole_rate_from_five_percent() -> None:
    """Too little time since the first progress (under half a second) is no rate. Below 5% the
    whole elapsed time is no figure either: it counts the start-up as work, and a Problem 54 batch
    said "1% · about 2 minutes left" of a job that ended at 12 s (helper, session 22). From 5% the
    whole elapsed time gives the figure."""
    figures = left_figures([[1.5, 0.02], [1.8, 0.04], [1.9, 0.06]])
    assert figures[:2] == [None, None]
    assert figures[2] == pytest.approx(1.9 * 0.94 / 0.06)  # not 0.4 x 0.94 / 0.04 = 9.4 s
