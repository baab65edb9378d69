"""A tab's warm-up (#37 item 14): the ``warm`` action runs one request a step, round after round,
until every request's time has stopped falling (the browser's optimized code is in), at least
``MIN_ROUNDS`` and at most ``MAX_ROUNDS`` rounds; each step answers with its request's own answer,
which the tab draws once out of sight. Times are scripted here: a fake clock gives each run the
duration the test names."""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest

from cardlab import warm_ups
from cardlab.api import call, handle
from cardlab.warm_ups import MAX_ROUNDS, MIN_ROUNDS, SLACK, STEADY, TOOL_WARM_UPS, warm


def run_warm_up(tool: str, monkeypatch: pytest.MonkeyPatch, durations: Iterator[float]) -> list[dict[str, object]]:
    """Every step of ``tool``'s warm-up as the page runs them (step after step until ``steps``), each
    request taking the next of ``durations`` seconds by the fake clock."""
    now = [0.0]

    def clock() -> float:
        return now[0]

    def timed_handle(request: str) -> str:
        now[0] += next(durations)
        return handle(request)

    monkeypatch.setattr(warm_ups.time, "perf_counter", clock)
    answers: list[dict[str, object]] = []
    step = 0
    while True:
        answer = dict(warm(tool, step, timed_handle))
        answers.append(answer)
        step += 1
        assert isinstance(answer["steps"], int)
        if step >= answer["steps"]:
            return answers


def test_steady_requests_run_the_fewest_rounds(monkeypatch: pytest.MonkeyPatch) -> None:
    requests = len(TOOL_WARM_UPS["counts"])
    answers = run_warm_up("counts", monkeypatch, iter([0.004] * 1000))
    assert len(answers) == MIN_ROUNDS * requests
    assert all(answer["ok"] for answer in answers)


ONE_REQUEST = ({"action": "badugi.showdown", "params": {"hands": "3c 2s 4d Ah\nAs 3h 2d 4h"}},)


def test_a_request_still_getting_faster_gets_another_round(monkeypatch: pytest.MonkeyPatch) -> None:
    # a tab of one request: 60, 30, 20, 14, 10 ms, then 8 ms a run: steady once a run is less than
    # 1.25x faster than the one before, give or take 2 ms (and not 1.25x slower than the fastest)
    monkeypatch.setitem(TOOL_WARM_UPS, "one", ONE_REQUEST)
    answers = run_warm_up("one", monkeypatch, iter([0.060, 0.030, 0.020, 0.014, 0.010] + [0.008] * 100))
    assert (STEADY, SLACK) == (1.25, 0.002)
    assert len(answers) == 5  # 20 ms > 1.25 x 14 + 2, 14 ms <= 1.25 x 10 + 2: steady after the fifth run


def test_one_request_still_falling_holds_every_other_back(monkeypatch: pytest.MonkeyPatch) -> None:
    # two requests: the first steady at once, the second 1.5x faster each run until the sixth
    monkeypatch.setitem(TOOL_WARM_UPS, "two", ONE_REQUEST * 2)
    times = iter([0.004, 0.060, 0.004, 0.040, 0.004, 0.027, 0.004, 0.018, 0.004, 0.012, 0.004, 0.010] + [0.004] * 100)
    assert len(run_warm_up("two", monkeypatch, times)) == 2 * 6


def test_a_request_that_never_settles_stops_at_the_most_rounds(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(TOOL_WARM_UPS, "one", ONE_REQUEST)
    answers = run_warm_up("one", monkeypatch, iter([0.010, 0.004] * 100))  # slow and fast in turn: never steady
    assert len(answers) == MAX_ROUNDS


def test_each_step_answers_with_its_requests_own_answer(monkeypatch: pytest.MonkeyPatch) -> None:
    answers = run_warm_up("equity", monkeypatch, iter([0.004] * 1000))
    requests = TOOL_WARM_UPS["equity"]
    for step, answer in enumerate(answers):
        request = requests[step % len(requests)]
        assert answer["action"] == request["action"]
        assert answer["result"] == json.loads(handle(json.dumps(request)))["result"]
    assert {answer["action"] for answer in answers} == {"poker.equity", "poker.range", "cards.scan", "estimate"}
    first, flop = answers[0]["result"], answers[1]["result"]  # the preflop table's question first (its table read)
    assert isinstance(first, dict) and first["street"] == "preflop" and first["method"] == "exact"
    assert isinstance(flop, dict) and [player["wins"] for player in flop["players"]] == [555, 435]


def test_a_step_past_the_end_or_a_tab_without_a_warm_up_runs_nothing() -> None:
    assert call("warm", {"tool": "silver-dollar", "step": 0}) == {
        "tool": "silver-dollar", "step": 0, "steps": 0, "ok": True, "action": None, "result": None}
    past = call("warm", {"tool": "badugi", "step": MAX_ROUNDS * len(TOOL_WARM_UPS["badugi"])})
    assert past["action"] is None and past["result"] is None and past["steps"] <= MAX_ROUNDS * len(TOOL_WARM_UPS["badugi"])


@pytest.mark.parametrize("step", ["-1", "x", str(10**9)])
def test_a_bad_step_is_refused_with_its_name(step: str) -> None:
    response = json.loads(handle(json.dumps({"action": "warm", "params": {"tool": "equity", "step": step}})))
    assert response["ok"] is False and "step" in response["error"]["message"].lower()


@pytest.mark.parametrize("tool", sorted(TOOL_WARM_UPS))
def test_every_request_of_every_tabs_warm_up_answers(tool: str) -> None:
    # a warm-up step that fails says only ok: false in the background; a mistyped request would warm nothing
    for request in TOOL_WARM_UPS[tool]:
        response = json.loads(handle(json.dumps(request)))
        assert response["ok"] is True, (request, response)


def test_the_preflop_tab_warms_up_its_next_questions() -> None:
    # it opens on "against a random hand" with the matrix (a job); a Run asks again without it
    requests = TOOL_WARM_UPS["preflop"]
    assert [request["params"] for request in requests] == [
        {"vs": "random", "matrix": False}, {"vs": "QQ+, AKs", "matrix": False}]
    answer = call("warm", {"tool": "preflop", "step": 0})
    assert answer["ok"] is True and answer["action"] == "poker.preflop"
    assert isinstance(answer["result"], dict) and len(answer["result"]["rows"]) == 169
