"""Range hits (#27) against a brute force written here from the definitions in docs/rules.md:
each combo's category from its best five of every 5-card subset, its made class and draws from rank
and suit counts, on random ranges and boards (flop, turn, river), dead cards and weights; the filter's
range text parses back to the same weighted combos; every flop against a plain loop over all 22,100."""

from __future__ import annotations

import json
import random
from collections import Counter
from fractions import Fraction
from itertools import combinations

import pytest
from cli_runner import run

from cardlab.api import call, handle
from cardlab.core.cards import FULL_DECK, Card, parse_hand
from cardlab.core.errors import InputError
from cardlab.poker.hits.board import Board
from cardlab.poker.hits.classify import reader
from cardlab.poker.hits.every_flop import every_flop_report
from cardlab.poker.hits.report import hits_report
from cardlab.poker.ranges.notation import parse_range

CATEGORY_KEYS = ["high-card", "one-pair", "two-pairs", "three-of-a-kind", "straight", "flush", "full-house",
                 "four-of-a-kind", "straight-flush"]


def straight_top(ranks: set[int]) -> int:
    """The top rank of the best straight in a rank set (ace 14 also 1), or 0."""
    low = ranks | ({1} if 14 in ranks else set())
    return max((top for top in range(5, 15) if all(r in low for r in range(top - 4, top + 1))), default=0)


def five_category(cards) -> int:
    ranks = Counter(card.rank for card in cards)
    counts = sorted(ranks.values(), reverse=True)
    flush = len({card.suit for card in cards}) == 1
    straight = len(ranks) == 5 and straight_top(set(ranks)) > 0
    if straight and flush:
        return 8
    if counts[0] == 4:
        return 7
    if counts[:2] == [3, 2]:
        return 6
    if flush:
        return 5
    if straight:
        return 4
    if counts[0] == 3:
        return 3
    if counts[:2] == [2, 2]:
        return 2
    return 1 if counts[0] == 2 else 0


def brute_hit(own, board, dead):
    """(category key, made key, sorted draw keys) by the definitions."""
    cards = list(own) + list(board)
    category = max(five_category(five) for five in combinations(cards, 5))
    key = CATEGORY_KEYS[category]
    own_ranks = [card.rank for card in own]
    board_ranks = [card.rank for card in board]
    distinct = sorted(set(board_ranks), reverse=True)
    made = key
    if key == "one-pair":
        pair = next(rank for rank, n in Counter(own_ranks + board_ranks).items() if n == 2)
        if own_ranks[0] == own_ranks[1]:
            above = len([r for r in distinct if r > pair])
            made = {0: "overpair", len(distinct): "underpair", 1: "second-pair"}.get(above, "third-pair")
        elif pair not in own_ranks:
            made = "board-pair"
        elif pair == distinct[0]:
            kicker = [r for r in own_ranks if r != pair][0]
            free = [r for r in range(14, 1, -1) if r not in board_ranks]
            made = ("top-pair-top-kicker" if kicker == free[0] else
                    "top-pair-good-kicker" if kicker in free[1:3] else "top-pair-weak-kicker")
        else:
            made = "second-pair" if pair == distinct[1] else "third-pair"
    elif key == "three-of-a-kind":
        trips = next(rank for rank, n in Counter(own_ranks + board_ranks).items() if n == 3)
        made = "set" if own_ranks.count(trips) == 2 else "trips" if trips in own_ranks else "board-trips"
    draws = set()
    if len(board) < 5:
        suits = Counter(card.suit for card in cards)
        flush_made = max(suits.values()) >= 5
        flush_draw = False
        for suit in {card.suit for card in own}:
            if suits[suit] == 4 and not flush_made:
                flush_draw = True
                draws.add("flush-draw")
                seen = set(cards) | set(dead)
                best = max(card.rank for card in own if card.suit == suit)
                if all(Card(rank, suit) in seen for rank in range(best + 1, 15)):
                    draws.add("nut-flush-draw")
        held = set(own_ranks + board_ranks)
        straight_made = straight_top(held) > 0
        completing = set()
        if not straight_made:
            for rank in range(2, 15):
                if rank in held:
                    continue
                low = held | {rank}
                for top in range(5, 15):
                    window = {14 if r == 1 else r for r in range(top - 4, top + 1)}
                    if window <= low and rank in window and window & set(own_ranks):
                        completing.add(rank)
        if len(completing) >= 2:
            draws.add("oesd")
        elif len(completing) == 1:
            draws.add("gutshot")
        pair_own = made in ("overpair", "top-pair-top-kicker", "top-pair-good-kicker", "top-pair-weak-kicker",
                            "second-pair", "third-pair", "underpair")
        if pair_own and flush_draw:
            draws.add("pair-and-flush-draw")
        if pair_own and completing:
            draws.add("pair-and-straight-draw")
        if flush_draw and completing:
            draws.add("flush-and-straight-draw")
        if len(board) == 3:
            if not flush_draw and not flush_made and any(suits[s] == 3 for s in {c.suit for c in own}):
                draws.add("backdoor-flush-draw")
            if not straight_made and not completing:
                for top in range(5, 15):
                    window = {14 if r == 1 else r for r in range(top - 4, top + 1)}
                    if len(window & held) == 3 and window & set(own_ranks):
                        draws.add("backdoor-straight-draw")
        if made in ("high-card", "board-pair") and min(own_ranks) > max(board_ranks):
            draws.add("overcards")
    return key, made, draws


def random_range(rng) -> str:
    labels = ["AA", "KK", "QQ", "JJ", "TT", "99", "55", "22", "AKs", "AKo", "AQs", "KQs", "JTs", "T9s", "76s",
              "54s", "A5s", "KJo", "QJo", "T8o", "AhKh", "7c6c", "9d9s"]
    parts = rng.sample(labels, rng.randint(2, 7))
    return ", ".join(part + (rng.choice(["", "", ":0.5", ":0.25"])) for part in parts)


def test_hits_match_the_brute_force_on_random_spots():
    rng = random.Random(27)
    for trial in range(60):
        text = "random" if trial % 15 == 0 else random_range(rng)
        deck = list(FULL_DECK)
        rng.shuffle(deck)
        size = (3, 4, 5)[trial % 3]
        board, dead = deck[:size], deck[size:size + rng.randint(0, 2)]
        board_text, dead_text = " ".join(map(str, board)), " ".join(map(str, dead))
        report = hits_report(text, board=board_text, dead=dead_text)
        weights = {combo: w for combo, w in parse_range(text).weights.items()
                   if not set(combo) & (set(board) | set(dead))}
        expected: dict[str, dict] = {}
        for combo, weight in weights.items():
            key, made, draws = brute_hit(combo, board, dead)
            for name in (f"categories:{key}", f"made:{made}", *(f"draws:{d}" for d in draws)):
                expected.setdefault(name, {})[combo] = weight
        assert report["combos"] == sum(weights.values()), text
        for section in ("categories", "made", "draws"):
            for row in report[section]:
                held = expected.get(f"{section}:{row['key']}", {})
                assert row["combos"] == sum(held.values(), Fraction(0)), (text, board_text, section, row)
                assert parse_range(row["range"]).weights == held if held else row["range"] == ""


def test_filter_range_text_and_grid_cells():
    report = hits_report("QQ+, AKs:0.5, JTs", board="Kh Th 2d")
    sets = next(row for row in report["made"] if row["key"] == "set")
    assert sets["range"] == "KcKd, KcKs, KdKs" and sets["combos"] == 3
    top = next(row for row in report["made"] if row["key"] == "top-pair-top-kicker")
    assert top["range"] == "AcKc:0.5, AdKd:0.5, AsKs:0.5" and top["combos"] == 1.5
    assert parse_range(top["range"]).weights == {combo: Fraction(1, 2) for combo in parse_range("AcKc,AdKd,AsKs").weights}
    cells = {cell["label"]: cell for cell in report["cells"]}
    assert cells["KK"]["group"] == "strong" and cells["KK"]["made"] == "set"
    assert cells["AA"]["made"] == "overpair" and cells["JTs"]["made"] == "second-pair"


def test_river_has_no_draws_and_turn_has_no_backdoors():
    river = hits_report("random", board="Ah Kh Qh 7c 2d")
    assert all(row["combos"] == 0 for row in river["draws"])
    turn = hits_report("random", board="9h 8h 2c 3d")
    assert {row["key"] for row in turn["draws"] if row["combos"]} >= {"flush-draw", "oesd", "gutshot"}
    assert all(row["combos"] == 0 for row in turn["draws"] if row["key"].startswith("backdoor"))


def test_the_issue_example_reads_as_a_player_does():
    hit = reader(Board.read(parse_hand("Qh Jh 2c")))(*parse_hand("Ah Kh"))
    assert hit.made == "high-card"
    assert {"flush-draw", "nut-flush-draw", "gutshot", "flush-and-straight-draw", "overcards"} == set(hit.draws)


def test_every_flop_matches_a_loop_over_all_flops():
    text, dead = "AhKh, QQ:0.5, 76s, T9o", "Ad"
    report = every_flop_report(text, dead=dead)
    dead_cards = parse_hand(dead)
    weights = {c: w for c, w in parse_range(text).weights.items() if not set(c) & set(dead_cards)}
    totals: Counter = Counter()
    live = Fraction(0)
    flops = 0
    for flop in combinations([card for card in FULL_DECK if card not in dead_cards], 3):
        flops += 1
        read = reader(Board.read(flop, dead_cards))
        for combo, weight in weights.items():
            if set(combo) & set(flop):
                continue
            hit = read(*combo)
            live += weight
            totals["made:" + hit.made] += weight
            for draw in hit.draws:
                totals["draw:" + draw] += weight
    assert report["flops"] == flops == 20825  # C(51, 3)
    assert report["classes"] < flops  # the range's own symmetry: hearts and diamonds fixed, clubs/spades swap
    for row in report["made"]:
        assert row["share"] == pytest.approx(float(totals["made:" + row["key"]] / live), abs=1e-12)
    for row in report["draws"]:
        assert row["share"] == pytest.approx(float(totals["draw:" + row["key"]] / live), abs=1e-12)
    assert sum(row["flops"] for row in report["textures"] if row["key"] in ("rainbow", "two-tone", "monotone")) == flops


def test_every_flop_symmetric_range_uses_1755_classes():
    report = every_flop_report("AA, KQs")
    assert report["classes"] == 1755 and report["flops"] == 22100
    assert [row["key"] for row in report["textures"]][0] in {"paired", "trips", "high", "monotone", "two-tone"}


@pytest.mark.parametrize(("params", "message", "field"), [
    ({"range": "QQ+", "board": "Kh 7c"}, "board: give 3 (flop), 4 (turn) or 5 (river) cards, not 2", "board"),
    ({"range": "QQ+", "board": "Kh 7c 2x"}, "board: unknown suit 'x' in '2x'", "board"),
    ({"range": "QQ++", "board": "Kh 7c 2d"},
     "malformed '+' in 'QQ++': write one + after one class, like QQ+ or ATs+", "range"),
    ({"range": "AhAs", "board": "Ah 7c 2d"},
     "range: every combo of the range shares a card with the board or the dead cards", "range"),
    ({"range": "QQ+", "board": "Kh 7c 2d", "dead": "Kh"}, "dead cards: Kh is also in the board", "dead"),
    ({"range": "QQ+", "board": "Kh 7c 2d", "game": "omaha"},
     "game: range hits covers Texas Hold'em (holdem), not Omaha", "game"),
])
def test_bad_input_names_the_field(params, message, field):
    with pytest.raises(InputError) as caught:
        call("poker.hits", params)
    assert str(caught.value) == message and caught.value.field == field
    answer = json.loads(handle(json.dumps({"action": "poker.hits", "params": params})))
    assert answer["ok"] is False and answer["error"]["message"] == message


def test_api_json_keys():
    answer = json.loads(handle(json.dumps({"action": "poker.hits", "params": {"range": "AKs", "board": "Qh Jh 2c"}})))
    result = answer["result"]
    assert {"combos", "categories", "made", "draws"} <= set(result)
    assert result["categories"][-2] == {"key": "one-pair", "name": "One Pair", "combos": 0, "share": 0.0, "range": ""}
    assert {row["name"] for row in result["draws"]} >= {"Flush draw", "Open-ended straight draw", "Gutshot"}


def test_cli_text_json_and_errors():
    done = run("hits", "QQ+", "--board", "Kh 7c 2d")
    assert done.returncode == 0, done.stderr
    assert "Set                                     3  20.00%  KcKd, KcKs, KdKs" in done.stdout
    data = json.loads(run("--json", "hits", "AKs", "--board", "Qh Jh 2c").stdout)
    assert data["combos"] == 4 and data["draws"][1] == {"key": "nut-flush-draw", "name": "Nut flush draw",
                                                        "combos": 1, "share": 0.25, "range": "AhKh"}
    bad = run("hits", "QQ+", "--board", "Kh")
    assert bad.returncode == 2 and bad.stderr.strip() == "cardlab: error: board: give 3 (flop), 4 (turn) or 5 (river) cards, not 1"
    every = run("hits", "AA", "--every-flop")
    assert every.returncode == 0 and "22,100 flops (1,755 classes up to suits)" in every.stdout
