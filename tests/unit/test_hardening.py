"""Issue #20, hardening: each item's exact repro from the report, run against the fix.

Runs on CPython and inside Pyodide (tests/pyodide/run.mjs).
"""

from __future__ import annotations

import json
import os
import random

import pytest
from cli_runner import run

from cardlab.api import call, handle, to_json
from cardlab.core.cards import FULL_DECK
from cardlab.core.errors import InputError, shown
from cardlab.poker.ranges.notation import parse_range


def strict_json(text: str) -> object:
    """Parse as a browser's JSON.parse would: Infinity and NaN are not JSON."""

    def refuse(name: str) -> object:
        raise AssertionError(f"{name} in JSON: {text[:200]}")

    return json.loads(text, parse_constant=refuse)


# --- item 1: no Infinity in JSON ------------------------------------------------------------------


def test_one_trial_has_no_standard_error_and_says_so():
    report = call("poker.equity", {"hands": ["Ah Kd", "Qs Qc"], "method": "monte-carlo", "trials": 1, "seed": 1})
    assert [player["standard_error"] for player in report["players"]] == [None, None]
    assert report["method_text"] == ("Monte Carlo: 1 trial (random boards), seed 1, "
                                     "no standard error: it needs at least 2 samples")
    answer = strict_json(handle(json.dumps({"action": "poker.equity", "params": {
        "hands": ["Ah Kd", "Qs Qc"], "method": "monte-carlo", "trials": 1, "seed": 1}})))
    assert answer["ok"] is True and answer["result"]["players"][0]["standard_error"] is None


def test_two_trials_have_a_finite_standard_error():
    report = call("poker.equity", {"hands": ["Ah Kd", "Qs Qc"], "method": "monte-carlo", "trials": 2, "seed": 1})
    assert all(isinstance(player["standard_error"], float) for player in report["players"])


def test_a_range_class_dealt_once_has_a_null_standard_error():
    # From the report: {"hands": ["Ah Kh", "QQ+, 72o:0.000004"], "seed": 4}; seed 1 at 3,000 trials
    # deals 72o exactly once (and the issue's own spot is checked through the API just below).
    params = {"hands": ["Ah Kh", "QQ+, 72o:0.0004"], "trials": 3000, "seed": 1, "method": "monte-carlo"}
    answer = strict_json(handle(json.dumps({"action": "poker.equity", "params": params})))
    assert answer["ok"] is True
    rare = next(row for row in answer["result"]["players"][1]["range"]["classes"] if row["class"] == "72o")
    assert rare["boards"] == 1 and rare["standard_error"] is None
    others = [row for row in answer["result"]["players"][1]["range"]["classes"] if row["class"] != "72o"]
    assert all(row["standard_error"] > 0 for row in others)


def test_the_reported_range_spot_answers_strict_json():
    params = {"hands": ["Ah Kh", "QQ+, 72o:0.000004"], "seed": 4, "trials": 20_000}
    answer = strict_json(handle(json.dumps({"action": "poker.equity", "params": params})))
    assert answer["ok"] is True


def test_cli_says_in_words_when_there_is_no_standard_error():
    result = run("equity", "Ah Kd", "Qs Qc", "--trials", "1", "--seed", "1")
    assert result.returncode == 0, result.stderr
    assert "inf" not in result.stdout
    assert "Player 1  Ah Kd        equity   0.00% ± unknown (too few samples)" in result.stdout
    assert "no standard error: it needs at least 2 samples" in result.stdout
    as_json = run("--json", "equity", "Ah Kd", "Qs Qc", "--trials", "1", "--seed", "1")
    assert strict_json(as_json.stdout)["players"][1]["standard_error"] is None


def test_cli_range_classes_name_a_missing_standard_error():
    result = run("equity", "Ah Kh", "QQ+, 72o:0.0004", "--trials", "3000", "--seed", "1")
    assert result.returncode == 0, result.stderr
    assert "72o" in result.stdout and "±n/a" in result.stdout
    assert "±n/a: the class was dealt fewer than 2 times, too few for a standard error" in result.stdout


def test_a_non_finite_number_fails_loudly_instead_of_reaching_the_page():
    with pytest.raises(ValueError):
        to_json({"x": float("inf")})
    with pytest.raises(ValueError):
        to_json({"x": float("nan")})


def test_a_request_with_nan_or_infinity_is_refused_with_a_message():
    for constant in ("NaN", "Infinity", "-Infinity"):
        request = '{"action": "poker.equity", "params": {"trials": ' + constant + "}}"
        answer = strict_json(handle(request))
        assert answer == {"ok": False, "error": {"type": "input",
                                                 "message": f"bad JSON request: {constant} is not a JSON number"}}


# --- item 2: every ranked discard equals the same discard asked for directly -----------------------

DRAW_SPOTS = int(os.environ.get("CARDLAB_FUZZ_EXAMPLES", "150")) // 5  # 30 by default; 1,000 for a long hunt


def _odds(report: dict, against_draw: bool) -> tuple:
    """What a badugi.draw report says about its discard: (count, ties, of, method)."""
    if against_draw or "wins" in report:
        return report["wins"], report["ties"], report["deals"], report["method"]
    return report["goal"]["count"], 0, report["goal"]["of"], "exact"


def _row_odds(row: dict) -> tuple:
    return row["count"], row.get("ties", 0), row["of"], row["method"]


def _agree(row: tuple, direct: tuple, error: float) -> bool:
    """Equal counts when both are exact; else within 4.5 standard errors of each other."""
    if row[3] == direct[3] == "exact":
        return row == direct
    return abs(row[0] / row[2] - direct[0] / direct[2]) <= 4.5 * error + 1e-12


def assert_rows_match_direct(params: dict) -> None:
    report = call("badugi.draw", {**params, "best": True})
    against_draw = bool(params.get("vs_discard")) and params.get("goal") == "beat"
    rows = report["best"]
    assert len(rows) == 16
    for row in rows:
        direct = call("badugi.draw", {**params, "discard": " ".join(row["discard"]) or "pat"})
        assert direct["discard"] == row["discard"]
        error = max(row.get("standard_error") or 0.0,
                    (direct.get("standard_error") or {}).get("win", 0.0) if against_draw else 0.0)
        assert _agree(_row_odds(row), _odds(direct, against_draw), error), (params, row, _odds(direct, against_draw))
    # With no discard given, the report's own figures are those of the discard ranked first.
    assert report["discard_source"] == "best" and report["discard"] == rows[0]["discard"]
    error = rows[0].get("standard_error") or 0.0
    headline = _odds(report, against_draw)
    assert _agree(_row_odds(rows[0]), headline, error), (params, rows[0], headline)


def test_best_discard_against_a_drawing_opponent_from_the_report():
    # Printed "wins 4400.00% … 41,624 of 946" before: 946 deals is standing pat, 41,624 wins were
    # counted with the kept cards of the discard ranked first.
    params = {"hand": "3s Ah 5d Kc", "vs": "Ts Jh Kh 9h", "vs_discard": "Ts Jh", "goal": "beat"}
    report = call("badugi.draw", {**params, "best": True})
    assert (report["discard"], report["wins"], report["deals"]) == (["Kc"], 39_732, 39_732)
    assert report["win_probability"] == 1.0
    assert_rows_match_direct(params)


def test_best_discard_that_draws_two_against_a_drawing_opponent_does_not_crash():
    # Ended in "a badugi hand has 4 cards, got 3" before: two kept cards drew 0 (the request's discard).
    params = {"hand": "7d Jh 4d 2c", "vs": "Qc 4s 9s 4h", "vs_discard": "Qc", "goal": "beat"}
    report = call("badugi.draw", {**params, "best": True})
    assert (report["discard"], report["wins"], report["ties"], report["deals"]) == (["7d", "Jh"], 31_788, 422, 39_732)
    assert_rows_match_direct(params)


def test_cli_best_discard_repros_print_true_odds():
    result = run("badugi-draw", "3s Ah 5d Kc", "--best", "--vs", "Ts Jh Kh 9h", "--vs-discard", "Ts Jh",
                 "--goal", "beat")
    assert result.returncode == 0, result.stderr
    assert "wins 39,732, ties 0, losses 0 of 39,732 (100.00% wins, exact)" in result.stdout
    result = run("badugi-draw", "7d Jh 4d 2c", "--best", "--vs", "Qc 4s 9s 4h", "--vs-discard", "Qc",
                 "--goal", "beat")
    assert result.returncode == 0, result.stderr
    assert "wins 31,788, ties 422, losses 7,522 of 39,732 (80.01% wins, exact)" in result.stdout


def _random_draw_spot(rng: random.Random, kind: str) -> dict:
    cards = rng.sample([str(card) for card in FULL_DECK], 8)
    params = {"hand": " ".join(cards[:4])}
    if kind == "top":
        params["goal"] = rng.choice("56789TJQK")
    elif kind.startswith("beat"):
        params.update(vs=" ".join(cards[4:]), goal="beat")
        if kind == "beat-draw":
            params["vs_discard"] = " ".join(rng.sample(cards[4:], rng.randint(1, 3)))
    if rng.random() < 0.3:  # a few dead cards
        params["dead"] = " ".join(rng.sample([c for c in map(str, FULL_DECK) if c not in cards], rng.randint(1, 6)))
    return params


@pytest.mark.parametrize("kind", ["badugi", "top", "beat-pat"])
def test_every_ranked_discard_equals_the_direct_count(kind):
    rng = random.Random(f"rows {kind}")
    for _ in range(DRAW_SPOTS // 3):
        assert_rows_match_direct(_random_draw_spot(rng, kind))


def test_every_ranked_discard_against_a_drawing_opponent_equals_the_direct_count():
    rng = random.Random("rows beat-draw")
    for _ in range(max(2, DRAW_SPOTS // 5)):  # 1.6 s a spot on CPython: 17 joint counts
        assert_rows_match_direct(_random_draw_spot(rng, "beat-draw"))


# --- item 3: characters whose case changes their length -----------------------------------------

# Every character whose upper or lower case is more than one code point (ǰ, ẗ, ẚ, ß, ŉ, ﬀ, İ, …),
# and the Kelvin sign, whose lower case is an ASCII k.
GROWING = [chr(code) for code in range(0x110000)
           if code < 0xD800 or code > 0xDFFF
           if len(chr(code).upper()) > 1 or len(chr(code).lower()) > 1] + ["\u212a"]


def test_growing_case_characters_exist():
    assert {"ǰ", "ẗ", "ẚ", "ß", "İ"} <= set(GROWING) and len(GROWING) > 90


@pytest.mark.parametrize("form", ["A{c}+", "K{c}-K2", "{c}{c}", "AK{c}", "A{c}", "{c}", "A{c}s+", "{c}A:0.5",
                                  "Q{c}o-Q2o", "AK{c}, QQ+"])
def test_range_text_with_growing_case_characters_is_refused_by_name(form):
    for char in GROWING:
        text = form.format(c=char)
        with pytest.raises(InputError) as caught:
            parse_range(text)
        assert char in caught.value.message or shown(char) in caught.value.message, (text, caught.value.message)


def test_the_reported_range_texts_answer_an_input_error():
    for hands, message in ((["Aǰ+", "KK"], "Hand 1: unknown rank 'ǰ' in 'Aǰ+'"),
                           (["Ah Kd", "Kẗ-K2"], "Hand 2: unknown rank 'ẗ' in 'Kẗ-K2'"),
                           (["Ah Kd", "Kẚ"], "Hand 2: unknown suit 'ẚ' in 'Kẚ'")):
        answer = strict_json(handle(json.dumps({"action": "poker.equity", "params": {"hands": hands}})))
        assert answer["ok"] is False and answer["error"]["type"] == "input"
        assert answer["error"]["message"] == message
    result = run("equity", "Aǰ+", "KK")
    assert (result.returncode, result.stderr) == (2, "cardlab: error: Hand 1: unknown rank 'ǰ' in 'Aǰ+'\n")


# --- item 11: the Kelvin sign is not a king in the badugi goal --------------------------------------


def test_kelvin_sign_is_not_a_king_in_the_badugi_goal():
    answer = call_error("badugi.draw", {"hand": "2c 3d 4h Kh", "goal": "\u212a"})
    assert answer == {"message": "goal: '\u212a' is not any, badugi, beat or a top card (4 to K)", "field": "goal"}
    assert call("badugi.draw", {"hand": "2c 3d 4h Kh", "goal": "k"})["goal"]["label"] == "any badugi"  # K-high
    for char in GROWING:  # no character folds its way into a goal
        assert call_error("badugi.draw", {"hand": "2c 3d 4h Kh", "goal": char})["field"] == "goal"


def call_error(action: str, params: dict) -> dict:
    """The message and field of the InputError an action raises (fails if it raises none)."""
    with pytest.raises(InputError) as caught:
        call(action, params)
    return {"message": caught.value.message, "field": caught.value.field}


# --- item 5: the player count is checked before any range is read --------------------------------


def test_too_many_range_players_are_refused_before_any_range_is_parsed(monkeypatch):
    import cardlab.poker.equity.spot as range_spot

    def no_parsing(text: str, **_: object) -> object:
        raise AssertionError("a range was parsed before the players were counted")

    monkeypatch.setattr(range_spot, "parse_range", no_parsing)
    for hands in (["1%," * 50] * 1000, "\n".join(["1%," * 50] * 1000), ["QQ+"] * 11):
        with pytest.raises(InputError) as caught:
            call("poker.equity", {"hands": hands})
        count = 11 if len(hands) == 11 else 1000
        assert caught.value.message == f"{count} hands is more than the 10 players Texas Hold'em deals to"
        assert caught.value.field == "hands"


# --- item 6: every list and text bounded, cards.scan included -------------------------------------


def test_cards_scan_bounds_the_number_and_size_of_its_texts():
    assert call("cards.scan", {"texts": ["Ah Kd", "", "10c"]}) == {"codes": [["Ah", "Kd"], [], ["Tc"]]}
    assert call_error("cards.scan", {"texts": ["Ah"] * 17}) == {
        "message": "'texts' has 17 texts; the limit is 16", "field": "texts"}
    assert call_error("cards.scan", {"texts": ["Ah " * 200_000, "Kd " * 200_000]}) == {
        "message": "the input is 1,200,000 characters long; the limit is 1,000,000", "field": "texts"}
    assert call_error("cards.scan", {"texts": [["Ah"]]}) == {
        "message": "'texts' must be a list of texts", "field": "texts"}
    # The 60 MB request of the report: refused on its length, before it is even parsed.
    request = json.dumps({"action": "cards.scan", "params": {"texts": ["Ah Kd " * 100_000] * 100}})
    answer = strict_json(handle(request))
    assert answer["error"]["message"] == f"the request is {len(request):,} characters long; the limit is 40,100,000"


def test_hands_lists_are_counted_and_measured_before_they_are_read():
    assert call_error("poker.equity", {"hands": ["Ah"] * 1001})["message"] == (
        "'hands' is a list of 1,001 items; the limit is 1,000")
    assert call_error("poker.showdown", {"hands": ["Ah " * 200_000, "Kd " * 200_000]}) == {
        "message": "the input is 1,200,000 characters long; the limit is 1,000,000", "field": "hands"}


# --- item 7: deep JSON --------------------------------------------------------------------------


def test_deep_json_is_an_input_error_not_a_crash():
    assert strict_json(handle("[" * 1000 + "]" * 1000)) == {"ok": False, "error": {
        "type": "input", "message": "the request is nested 1,000 deep; the limit is 32",
        "reason": "the request is nested 1,000 deep; the limit is 32", "token": None, "hand": None, "line": None,
        "field": None}}
    deep_params = json.dumps({"action": "poker.showdown", "params": {"hands": nested(40)}})
    assert strict_json(handle(deep_params))["error"]["message"] == "the request is nested 42 deep; the limit is 32"
    with pytest.raises(InputError, match="'hands' is nested more than 32 deep"):
        call("poker.showdown", {"hands": nested(40)})


def nested(depth: int) -> object:
    value: object = "Ah"
    for _ in range(depth):
        value = [value]
    return value


# --- item 4: Monte Carlo work is bounded when range deals collide ---------------------------------


class CountingRandom(random.Random):
    """A seeded generator that counts the random numbers drawn (the sampler's unit of work)."""

    def __init__(self, seed: int) -> None:
        super().__init__(seed)
        self.draws = 0

    def getrandbits(self, k: int) -> int:
        self.draws += 1
        return super().getrandbits(k)

    def random(self) -> float:
        self.draws += 1
        return super().random()


@pytest.mark.parametrize("hands", [
    ["AA", "AA", "KK", "KK", "QQ", "QQ", "JJ", "JJ", "TT", "TT"],  # ~700 s projected before (1 deal in 60M fits)
    ["AA:0.00005, AhAd", "AA:0.00005, AhAd"],  # ~29 min at 250k trials before
    ["AhAd, 7c2d:0.0001", "AhKh, QsJs:0.0001"],
])
def test_colliding_ranges_cost_a_bounded_number_of_random_draws_per_trial(hands):
    from cardlab.poker.equity.sample import sample_results
    from cardlab.poker.equity.spot import parse_spot as parse_range_spot

    spot = parse_range_spot(hands)
    rng = CountingRandom(1)
    results = sample_results(spot, 2_000, rng)
    assert results.tallies()[0].boards == 2_000
    # one deal of the ranges (a few draws for a big integer) and five board cards (a few redraws
    # on a card already dealt): never thousands of redeals
    assert rng.draws / 2_000 < 40, rng.draws / 2_000


def test_listed_deals_are_drawn_with_the_weights_of_exact_counting():
    hands = ["AhAd, 7c2d:0.0001", "AhKh, QsJs:0.0001"]  # the heavy combos share the ace of hearts
    exact = call("poker.equity", {"hands": hands, "method": "exact"})
    sampled = call("poker.equity", {"hands": hands, "method": "monte-carlo", "trials": 20_000, "seed": 3})
    for truth, estimate in zip(exact["players"], sampled["players"]):
        assert abs(truth["equity"] - estimate["equity"]) <= 4.5 * estimate["standard_error"]
        for true_row, row in zip(truth["range"]["classes"], estimate["range"]["classes"]):
            assert abs(true_row["frequency"] - row["frequency"]) < 0.02  # AA and 72o each dealt half the time


def test_ranges_that_rarely_fit_are_refused_before_sampling():
    calls: list[float] = []
    with pytest.raises(InputError) as caught:
        call("poker.equity", {"hands": ["AA:0.001, KK"] * 4 + ["random"] * 2, "method": "monte-carlo",
                              "seed": 1}, calls.append)
    assert caught.value.message == ("these ranges rarely fit together without sharing a card (fewer than 1 deal "
                                    "in 20,000 does); narrow the ranges that overlap")
    assert caught.value.field == "hands"
    assert all(fraction == 0 for fraction in calls)  # no trial ran


def test_folding_keeps_memory_flat_and_changes_no_count(monkeypatch):
    import cardlab.poker.equity.sample as range_sample
    from cardlab.poker.equity.spot import parse_spot as parse_range_spot

    spot = parse_range_spot(["random"] * 4)
    whole = range_sample.sample_results(spot, 3_000, random.Random(7))
    monkeypatch.setattr(range_sample, "FOLD_KEYS", 50)
    seen: list[int] = []
    folded = range_sample.sample_results(spot, 3_000, random.Random(7), progress=lambda _: seen.append(0))
    assert len(folded.counts) < len(whole.counts) and folded.folded is not None
    overall, by_class = folded.tallies()
    want_overall, want_by_class = whole.tallies()
    assert overall == want_overall and by_class == want_by_class


# --- item 11: an impossible range spot says so, whatever the method ------------------------------


@pytest.mark.parametrize("method", ["exact", "monte-carlo", "auto"])
def test_an_impossible_range_spot_says_it_never_fits(method):
    # Five ranges in which every hand holds an ace: the search for a deal gave up, and exact said
    # "would take about 4,667 days".
    error = call_error("poker.equity", {"hands": ["A2o+"] * 5, "method": method})
    assert error == {"message": "these ranges never fit together: every deal gives two players the same card",
                     "field": "hands"}


# --- item 8: a link's job is estimated before it starts --------------------------------------------


def test_the_estimate_of_the_reported_expensive_links_is_long():
    from cardlab.api import LINK_SECONDS

    exact = call("estimate", {"action": "poker.equity", "params": {"hands": "25%\n25%", "method": "exact"}})
    assert exact["action"] == "poker.equity" and exact["seconds"] > 10 * LINK_SECONDS, exact
    assert exact["text"].startswith("about ") and exact["text"].endswith(("minutes", "hours"))
    many = call("estimate", {"action": "poker.equity", "params": {"hands": ["random"] * 10, "trials": "10,000,000"}})
    assert many["seconds"] > 10 * LINK_SECONDS, many  # measured, so noisy: only "far over the link limit"


def test_the_estimate_of_quick_jobs_is_short_and_unlisted_actions_are_quick():
    from cardlab.api import LINK_SECONDS

    quick = call("estimate", {"action": "poker.equity", "params": {"hands": "Ah Kd\nQs Qc", "method": "monte-carlo",
                                                                   "trials": "1"}})
    assert quick["seconds"] < LINK_SECONDS and quick["text"] == "under a second"
    assert call("estimate", {"action": "poker.showdown", "params": {"hands": "x"}}) == {
        "action": "poker.showdown", "seconds": None, "text": "quick"}
    assert call("meta")["limits"]["link_seconds"] == LINK_SECONDS


def test_the_estimate_refuses_what_running_would_refuse():
    assert call_error("estimate", {"action": "nope", "params": {}}) == {"message": "unknown action 'nope'",
                                                                        "field": "action"}
    assert call_error("estimate", {"action": "poker.equity", "params": {"hands": ["A2o+"] * 5}})["message"] == (
        "these ranges never fit together: every deal gives two players the same card")
    assert call_error("estimate", {"action": "poker.equity", "params": {"hands": ["AA:0.001, KK"] * 4 + ["random"] * 2}}
                      )["message"].startswith("these ranges rarely fit together")


# --- item 11: a file that is not a batch is not quoted back ---------------------------------------

SHADOW = "root:$6$Xy1lOb2s$QuL9.secret.hash:19000:0:99999:7:::\ndaemon:*:19000:0:99999:7:::\n\nbin:x:1:1\n"


def test_a_file_that_is_not_a_batch_is_never_quoted(tmp_path):
    report = call("poker.batch", {"text": SHADOW, "file": True})
    assert report["deals"] == 0 and report["errors_total"] == 3
    assert [error["message"] for error in report["errors"]] == [
        "Line 1: unknown rank at column 1; this line is not a deal",
        "Line 2: a suit without a rank at column 1; this line is not a deal",
        "Line 4: unknown rank at column 1; this line is not a deal",
    ]
    shadow = tmp_path / "shadow"
    shadow.write_text(SHADOW)
    result = run("poker", "--file", str(shadow))
    assert "secret" not in result.stdout + result.stderr and "root" not in result.stdout + result.stderr
    assert "Skipped Line 1: unknown rank at column 1; this line is not a deal" in result.stdout


def test_pasted_text_is_quoted_it_is_the_user_s_own():
    report = call("poker.batch", {"text": "root:x:0:0"})
    assert report["errors"] == [{"line": 1, "message": "Line 1: unknown rank 'r' in 'root:x:0:0'"}]


def test_a_batch_with_deals_still_quotes_its_bad_token():
    report = call("poker.batch", {"text": "AH KH QH JH TH 2C 3D 4S 5H 7C\nXh 2c 3d 4s 5h 6c 7d 8s 9h Tc\n", "file": True})
    assert report["deals"] == 1
    assert report["errors"] == [{"line": 2, "message": "Line 2: unknown rank 'X' in 'Xh'"}]
