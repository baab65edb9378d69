"""First answers (#37 item 14): the boot snapshot holds what each tool's first answer would otherwise
make or import. The seven-card tables are held packed, so a first equity answer unpacks them and
never builds them; the ordinary boot, which has no snapshot, builds them on its first answer
(`version`'s `tables` key says which). `version`'s `first_use` lists every table made and every
module imported on first use: after the snapshot boot, each tool's first answer adds nothing to it
but the seven-card tables unpacked and the preflop table read (kept out of the snapshot on purpose:
0.45 MB that only preflop questions need). Timings are bench/first_answer.py's, not these tests'."""

from __future__ import annotations

import pytest
from conftest import open_app
from playwright.sync_api import expect

pytestmark = pytest.mark.browser

HOLDEM_FLOP = {"hands": "Ah Kh | Qs Qc", "board": "Jh Th 2c"}  # AhKh wins 555 of 990 boards (56.06%)
OMAHA_HILO_FLOP = {"hands": "Ah2h3cKd | QsQcJdTd", "board": "4h 5h Qd", "game": "omaha-hilo"}

# Each tool's first request, as its tab sends it (bench/first_answer.py times the same jobs), and a
# fact of its answer.
FIRST_REQUESTS = [
    ("poker.showdown", {"hands": "Ah Kd\n7c 7s", "board": "7d 2c 9h Js Qc", "game": "holdem"},
     lambda result: result["winners"] == [1]),
    ("poker.equity", {**HOLDEM_FLOP, "game": "holdem", "method": "auto"},
     lambda result: [player["wins"] for player in result["players"]] == [555, 435]),
    ("poker.range", {"text": "QsQcJdTd", "game": "omaha-hilo", "board": "4h 5h Qd", "others": "Ah2h3cKd"},
     lambda result: result["hand"] is True),
    ("poker.equity", {**OMAHA_HILO_FLOP, "method": "auto"}, lambda result: result["method"] == "exact"),
    ("draw", {"hand": "2c 3d 4h Kh Ks", "discard": "Kh Ks", "draws": "1", "goal": "8", "game": "deuce-to-seven"},
     lambda result: "1,081" in str(result)),
    ("draw", {"hand": "Ac 2d 3h 9s 9c", "discard": "9s 9c", "draws": "1", "goal": "8", "game": "ace-to-five"},
     lambda result: "1,081" in str(result)),
    ("badugi.showdown", {"hands": "3c 2s 4d Ah\nAs 3h 2d 4h"}, lambda result: result["winners"] == [0]),
    ("poker.hits", {"range": "random", "board": "Qh Jh 2c", "game": "holdem"},
     lambda result: "1,176" in str(result) or "1176" in str(result)),
    ("poker.equity", {"hands": "Ah Kh\nQs Qc", "board": "", "game": "holdem", "method": "auto"},
     lambda result: result["strategy"] == "preflop table"),
    ("poker.preflop", {"vs": "random", "matrix": False}, lambda result: "85.20%" in str(result) or "0.852" in str(result)),
]


def call(page, action: str, params: dict | None = None) -> dict:
    response = page.evaluate("([action, params]) => window.cardlab.python.call(action, params)", [action, params or {}])
    assert response["ok"] is True, response
    return response["result"]


def first_equity(page) -> dict:
    result = call(page, "poker.equity", HOLDEM_FLOP)
    assert [player["wins"] for player in result["players"]] == [555, 435]  # of 990 boards
    return call(page, "version")["tables"]


def test_the_first_answers_unpack_the_tables_the_snapshot_holds(page, site, outside_requests):
    open_app(page, site.origin + "/#poker")  # a tab that starts no background call
    assert page.evaluate("window.cardlab.python.ready")["boot"] == "snapshot"
    assert call(page, "version")["tables"] == {"built": [], "unpacked": []}  # packed, none in use yet
    assert first_equity(page) == {"built": [], "unpacked": ["standard"]}
    call(page, "poker.equity", OMAHA_HILO_FLOP)  # the split pot's high and the lows: built in the snapshot too
    assert call(page, "version")["tables"] == {"built": [], "unpacked": ["standard"]}
    assert outside_requests == []


def test_each_tools_first_answer_makes_and_imports_nothing_the_snapshot_could_hold(page, site, outside_requests):
    open_app(page, site.origin + "/#poker")
    assert page.evaluate("window.cardlab.python.ready")["boot"] == "snapshot"
    assert call(page, "version")["first_use"] == {"made": [], "imported": []}
    for action, params, answered in FIRST_REQUESTS:
        assert answered(call(page, action, params)), (action, params)
    first_use = call(page, "version")["first_use"]
    # the seven-card tables unpacked (not built), the preflop table read from the site: nothing else
    assert first_use == {"made": ["seven-card tables standard (unpacked)", "preflop table"], "imported": []}
    assert outside_requests == []


def test_the_ordinary_boot_builds_them_on_its_first_answer(page, site, outside_requests):
    open_app(page, site.origin + "/?boot=plain#poker")
    assert page.evaluate("window.cardlab.python.ready")["boot"] == "plain"
    assert first_equity(page) == {"built": ["standard"], "unpacked": []}
    # without a snapshot the same record shows the work a first answer does (a lowball draw's classes)
    call(page, *FIRST_REQUESTS[4][:2])
    first_use = call(page, "version")["first_use"]
    assert first_use["imported"] is None and "lowball classes deuce-to-seven" in first_use["made"]
    assert outside_requests == []


def made_on_first_use(page) -> list[str]:
    return call(page, "version")["first_use"]["made"]


def test_opening_a_tab_warms_it_up_in_the_background(page, site, outside_requests):
    """The Equity tab's warm-up (`warm`, run step by step by an idle worker when the tab first opens)
    reads the preflop table: the first preflop question asked afterwards reads nothing."""
    open_app(page, site.origin + "/#equity")
    page.wait_for_function("() => window.cardlab.warmUps.get('equity') === 'done' && !window.cardlab.python.busy",
                           polling=100, timeout=60_000)
    before = made_on_first_use(page)  # the worker that warmed up: the first, every worker idle
    assert "preflop table" in before
    result = call(page, "poker.equity", {"hands": "Ah Kh | Qs Qc"})
    assert result["strategy"] == "preflop table"
    assert made_on_first_use(page) == before
    assert outside_requests == []


def test_a_link_that_runs_a_job_is_not_held_up_by_a_warm_up(page, site, outside_requests):
    open_app(page, site.origin + "/#equity?hands=Ah+Kh%0AQs+Qc&board=Jh+Th+2c")
    expect(page.get_by_test_id("equity-result")).to_contain_text("56.06%", timeout=60_000)
    page.wait_for_timeout(1000)
    assert "preflop table" not in made_on_first_use(page)  # the tab's warm-up did not run
    assert outside_requests == []


# Every box a warm-up draws out of sight (ui.js drawOutOfSight), as a MutationObserver sees it: the
# box is added and removed in one task, so the records come in pairs.
OBSERVE_OUT_OF_SIGHT = """() => {
  window.__outOfSight = { added: 0, removed: 0, answers: 0 };
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!node.classList || !node.classList.contains("out-of-sight")) continue;
        window.__outOfSight.added += 1;
        if (node.querySelector('[data-testid="equity-answer"]')) window.__outOfSight.answers += 1;
      }
      for (const node of record.removedNodes) if (node.classList && node.classList.contains("out-of-sight")) window.__outOfSight.removed += 1;
    }
  }).observe(document.querySelector("main"), { childList: true, subtree: true });
}"""


def test_a_tabs_warm_up_answers_are_drawn_out_of_sight_and_nothing_stays(page, site, outside_requests):
    """The Equity tab draws each of its warm-up's equity answers once, off screen and removed in the
    same task (its first result on screen then costs about what the next ones do): nothing is left
    in the page, the result area stays empty, and focus and scrolling stay where they were."""
    open_app(page, site.origin + "/#silver-dollar")  # a tab without a warm-up
    page.evaluate(OBSERVE_OUT_OF_SIGHT)
    page.get_by_test_id("tab-equity").click()
    page.wait_for_function("() => window.cardlab.warmUps.get('equity') === 'done' && !window.cardlab.python.busy",
                           polling=100, timeout=60_000)
    page.wait_for_timeout(100)  # the last records delivered
    drawn = page.evaluate("() => window.__outOfSight")
    # the tab's three equity jobs, in three rounds at least: only they are drawn (not the range checks,
    # the card checks or the estimate line the warm-up runs beside them)
    assert drawn["added"] == drawn["removed"] == drawn["answers"] >= 3 * 3
    assert page.locator(".out-of-sight").count() == 0
    expect(page.get_by_test_id("equity-result")).to_be_empty()
    assert page.evaluate("() => document.activeElement.dataset.testid") == "tab-equity"
    assert page.evaluate("() => window.scrollY") == 0
    assert outside_requests == []
