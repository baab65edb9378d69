"""Range hits (#27) against a brute force written here from the definitions in docs/rules.md:
each combo's category from its best five of every 5-card subset, its made class and draws from rank
and suit counts, on random ranges and boards (flop, turn, river), dead cards and weights; the filter's
range text parses back to the same weighted combos; every flop against a plain loop over all 22,100.
Short deck (36 cards, 6 to ace, A-6-7-8-9 the lowest straight) under both of its rule sets: the
brute force takes the deck's lowest rank and the category order as its own data."""

from __future__ import annotations

import json
import random
from collections import Counter
from fractions import Fraction
from itertools import combinations, permutations
from math import comb

import pytest
from cli_runner import run

from cardlab.api import call, handle
from cardlab.core.cards import FULL_DECK, Card, parse_hand
from cardlab.core.errors import InputError
from cardlab.games.variants import variant
from cardlab.games.rule_sets import HIGH_RULE_SETS
from cardlab.poker.hits.board import Board
from cardlab.poker.hits.classify import reader
from cardlab.poker.hits.every_flop import every_flop_report
from cardlab.poker.hits.report import hits_report
from cardlab.poker.ranges.classes import make_combo
from cardlab.poker.ranges.notation import parse_range

CATEGORY_KEYS = ["high-card", "one-pair", "two-pairs", "three-of-a-kind", "straight", "flush", "full-house",
                 "four-of-a-kind", "straight-flush"]
# Each game: (lowest rank of its deck, its categories weakest to strongest), written here from rules.md.
GAMES = {
    "holdem": (2, CATEGORY_KEYS),
    "shortdeck": (6, ["high-card", "one-pair", "two-pairs", "straight", "three-of-a-kind", "full-house", "flush",
                      "four-of-a-kind", "straight-flush"]),
    "shortdeck-classic": (6, ["high-card", "one-pair", "two-pairs", "three-of-a-kind", "straight", "full-house",
                              "flush", "four-of-a-kind", "straight-flush"]),
}


def deck_of(game: str) -> list[Card]:
    return [card for card in FULL_DECK if card.rank >= GAMES[game][0]]


def windows(lowest: int) -> list[set[int]]:
    """Every straight's ranks: five consecutive ranks of the deck, and the ace under its four lowest."""
    return [set(range(top - 4, top + 1)) for top in range(lowest + 4, 15)] + [{14, *range(lowest, lowest + 4)}]


def straight_top(ranks: set[int], lowest: int = 2) -> int:
    """1 + the index of the best straight in a rank set, or 0."""
    return max((place + 1 for place, window in enumerate([windows(lowest)[-1], *windows(lowest)[:-1]])
                if window <= ranks), default=0)


def five_category(cards, lowest: int = 2) -> int:
    ranks = Counter(card.rank for card in cards)
    counts = sorted(ranks.values(), reverse=True)
    flush = len({card.suit for card in cards}) == 1
    straight = len(ranks) == 5 and straight_top(set(ranks), lowest) > 0
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


def brute_hit(own, board, dead, game="holdem"):
    """(category key, made key, sorted draw keys) by the definitions."""
    lowest, order = GAMES[game]
    cards = list(own) + list(board)
    key = max((CATEGORY_KEYS[five_category(five, lowest)] for five in combinations(cards, 5)), key=order.index)
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
            free = [r for r in range(14, lowest - 1, -1) if r not in board_ranks]
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
        straight_made = straight_top(held, lowest) > 0
        completing = set()
        if not straight_made:
            for rank in range(lowest, 15):
                if rank in held:
                    continue
                low = held | {rank}
                for window in windows(lowest):
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
                for window in windows(lowest):
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


SHORT_LABELS = ["AA", "KK", "QQ", "99", "66", "AKs", "AKo", "A9s", "A6s", "A6o", "KQs", "JTs", "T9s", "T8o", "97s",
                "76s", "87o", "AhKh", "7c6c", "9d9s"]


def check_against_the_brute_force(text, board, dead, game):
    board_text, dead_text = " ".join(map(str, board)), " ".join(map(str, dead))
    report = hits_report(text, board=board_text, dead=dead_text, game=game)
    rules = HIGH_RULE_SETS[variant(game).evaluator]
    weights = {combo: w for combo, w in parse_range(text, rules=rules).weights.items()
               if not set(combo) & (set(board) | set(dead))}
    expected: dict[str, dict] = {}
    for combo, weight in weights.items():
        key, made, draws = brute_hit(combo, board, dead, game)
        for name in (f"categories:{key}", f"made:{made}", *(f"draws:{d}" for d in draws)):
            expected.setdefault(name, {})[combo] = weight
    assert report["combos"] == sum(weights.values()), text
    assert report["game"] == game
    for section in ("categories", "made", "draws"):
        for row in report[section]:
            held = expected.get(f"{section}:{row['key']}", {})
            assert row["combos"] == sum(held.values(), Fraction(0)), (game, text, board_text, section, row)
            assert parse_range(row["range"], rules=rules).weights == held if held else row["range"] == ""
    return report


@pytest.mark.parametrize("game", ["shortdeck", "shortdeck-classic"])
def test_short_deck_hits_match_the_brute_force_on_random_spots(game):
    rng = random.Random(f"27-{game}")
    for trial in range(45):
        text = "random" if trial % 15 == 0 else ", ".join(
            part + rng.choice(["", "", ":0.5", ":0.25"]) for part in rng.sample(SHORT_LABELS, rng.randint(2, 7)))
        deck = deck_of(game)
        rng.shuffle(deck)
        size = (3, 4, 5)[trial % 3]
        check_against_the_brute_force(text, deck[:size], deck[size:size + rng.randint(0, 2)], game)


@pytest.mark.parametrize("game", ["shortdeck", "shortdeck-classic"])
def test_short_deck_boards_where_the_rule_sets_differ(game):
    # 99 on 9h Th 8c 7d Jc: a set and a straight (the rule sets part); A-6-7-8-9; flushes next to houses
    for board in ("9h Th 8c 7d Jc", "Qh Jh 8h 8c 8d", "Ah 9h 8c 7d Kc", "6h 7h 8h Tc", "Ac Kd 9h"):
        check_against_the_brute_force("random", parse_hand(board), [], game)
    trips = hits_report("99, AhKh", board="9h Th 8c 7d Jc", game=game)
    made = {row["key"]: row["combos"] for row in trips["made"] if row["combos"]}
    assert made == ({"set": 3, "straight": 1} if game == "shortdeck" else {"straight": 4})
    flush = hits_report("AhKh, QQ", board="Qh Jh 8h 8c 8d", game=game)
    assert {row["key"]: row["combos"] for row in flush["made"] if row["combos"]} == {"flush": 1, "full-house": 3}
    assert [row["key"] for row in flush["categories"]][2:4] == ["flush", "full-house"]
    wheel = hits_report("A6o", board="9h 8c 7d", game=game)
    assert [(row["key"], row["combos"]) for row in wheel["made"] if row["combos"]] == [("straight", 12)]


@pytest.mark.parametrize(("game", "straight", "trips"), [("shortdeck", 122, 40), ("shortdeck-classic", 130, 32)])
def test_short_deck_checkpoints_of_rules_md(game, straight, trips):
    flop = check_against_the_brute_force("random", parse_hand("9h 8h 7c"), [], game)
    made = {row["key"]: row["combos"] for row in flop["made"] if row["combos"]}
    draws = {row["key"]: row["combos"] for row in flop["draws"] if row["combos"]}
    assert flop["combos"] == 528 and made == {
        "straight": 48, "set": 9, "two-pairs": 27, "overpair": 30, "top-pair-top-kicker": 12,
        "top-pair-good-kicker": 24, "top-pair-weak-kicker": 36, "second-pair": 72, "third-pair": 72,
        "underpair": 6, "high-card": 192}
    assert {key: draws[key] for key in ("flush-draw", "nut-flush-draw", "oesd", "gutshot", "backdoor-flush-draw",
                                        "backdoor-straight-draw", "overcards")} == {
        "flush-draw": 21, "nut-flush-draw": 6, "oesd": 196, "gutshot": 148, "backdoor-flush-draw": 210,
        "backdoor-straight-draw": 130, "overcards": 144}
    river = check_against_the_brute_force("random", parse_hand("9h 9c 8d 7s Jc"), [], game)
    made = {row["key"]: row["combos"] for row in river["made"] if row["combos"]}
    assert river["combos"] == 465 and made == {"straight": straight, "trips": trips, "four-of-a-kind": 1,
                                                "full-house": 27, "two-pairs": 195, "board-pair": 80}


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


@pytest.mark.slow
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


@pytest.mark.parametrize("game", ["shortdeck", "shortdeck-classic"])
def test_short_deck_every_flop_matches_a_loop_over_its_7140_flops(game):
    text, dead = "AhKh, 99:0.5, A6s", "Tc"
    report = every_flop_report(text, dead=dead, game=game)
    rules = HIGH_RULE_SETS[game]
    dead_cards = parse_hand(dead)
    weights = {c: w for c, w in parse_range(text, rules=rules).weights.items() if not set(c) & set(dead_cards)}
    totals: Counter = Counter()
    live = Fraction(0)
    flops = 0
    for flop in combinations([card for card in deck_of(game) if card not in dead_cards], 3):
        flops += 1
        for combo, weight in weights.items():
            if set(combo) & set(flop):
                continue
            key, made, draws = brute_hit(combo, flop, dead_cards, game)
            live += weight
            totals["category:" + key] += weight
            totals["made:" + made] += weight
            for draw in draws:
                totals["draw:" + draw] += weight
    assert report["flops"] == flops == 6545  # C(35, 3)
    for section, prefix in (("categories", "category:"), ("made", "made:"), ("draws", "draw:")):
        for row in report[section]:
            assert row["share"] == pytest.approx(float(totals[prefix + row["key"]] / live), abs=1e-12), row
    full = every_flop_report("AA", game=game)
    assert (full["flops"], full["classes"]) == (7140, 573)


def _renamings_one_by_one(weights, dead):
    """Every one of the 24 renamings of suits checked against every combo and dead card."""
    kept = []
    for order in permutations("cdhs"):
        rename = dict(zip("cdhs", order))
        image = lambda card: Card(card.rank, rename[card.suit])  # noqa: E731
        if {image(card) for card in dead} != set(dead):
            continue
        if all(weights.get(make_combo(image(a), image(b))) == weight for (a, b), weight in weights.items()):
            kept.append(rename)
    return kept


@pytest.mark.parametrize(("text", "dead", "game"), [
    ("random", "", "holdem"), ("AA, KQs", "", "holdem"), ("AhKh", "", "holdem"), ("AhKh, QQ:0.5, 76s, T9o", "Ad", "holdem"),
    ("AsKs, AhKh", "", "holdem"), ("AsKs, AhKh", "2c", "holdem"), ("AcKd, AdKh, AhKs, AsKc", "", "holdem"),
    ("AcKd, AdKc, AhKs, AsKh", "", "holdem"), ("AcKc, AdKd, AhKh", "Qs", "holdem"), ("QQ+:0.25, AKs", "2c 3d", "holdem"),
    ("AhKh, 99:0.5, A6s", "Tc", "shortdeck"), ("random", "6s", "shortdeck-classic"),
])
def test_every_flop_renamings_and_class_count_match_a_brute_force(text, dead, game):
    """The renamings found through their group are the ones a check of all 24 finds, and the count
    of flop classes (Burnside's lemma) is the number of classes a visit of every flop makes."""
    from cardlab.poker.hits.every_flop import _plan, flop_class_count, flop_classes

    plan = _plan(text, dead, game)
    assert plan.renamings == _renamings_one_by_one(plan.weights, plan.dead)
    classes = flop_classes(plan.deck, plan.renamings)
    assert flop_class_count(plan.deck, plan.renamings) == len(classes)
    assert sum(count for _, count in classes) == comb(len(plan.deck), 3)


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
     "the range hits tool does not cover Omaha; choose holdem, shortdeck or shortdeck-classic", "game"),
    # an unknown name lists the games hits reads, not badugi or razz (diff review, session 14)
    ({"range": "QQ+", "board": "Kh 7c 2d", "game": "texas"},
     "unknown game 'texas'; choose holdem, shortdeck or shortdeck-classic", "game"),
    ({"range": "QQ+", "board": "Kh 7c 4d", "game": "shortdeck"},
     "board: 4d is not in the short deck: its 36 cards start at 6", "board"),
    ({"range": "QQ+", "board": "Kh 7c 9d", "dead": "2c", "game": "shortdeck-classic"},
     "dead cards: 2c is not in the short deck: its 36 cards start at 6", "dead"),
    ({"range": "A5s", "board": "Kh 7c 9d", "game": "shortdeck"},
     "'A5s' is not in the short deck: its 36 cards start at 6", "range"),
    ({"range": "AA", "dead": "5s", "game": "shortdeck", "every_flop": True},
     "dead cards: 5s is not in the short deck: its 36 cards start at 6", "dead"),
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
    # QQ under the king is second pair: the name's note follows the rows, once, for rows shown
    assert done.stdout.splitlines()[-1] == (
        "Second pair: pairs the second board rank, or a pocket pair with one board rank above it")
    assert "Third pair or lower:" not in done.stdout
    data = json.loads(run("--json", "hits", "AKs", "--board", "Qh Jh 2c").stdout)
    assert data["combos"] == 4 and data["draws"][1] == {"key": "nut-flush-draw", "name": "Nut flush draw",
                                                        "combos": 1, "share": 0.25, "range": "AhKh"}
    bad = run("hits", "QQ+", "--board", "Kh")
    assert bad.returncode == 2 and bad.stderr.strip() == "cardlab: error: board: give 3 (flop), 4 (turn) or 5 (river) cards, not 1"
    short = run("hits", "A6o, 99", "--board", "9h 8c 7d", "--game", "shortdeck")
    assert short.returncode == 0, short.stderr
    assert short.stdout.splitlines()[0] == "Board 9h 8c 7d (flop), in Short deck (6+), trips beat a straight"
    assert "  Straight                               12  80.00%  A6o" in short.stdout
    refused = run("hits", "A5s", "--board", "9h 8c 7d", "--game", "shortdeck")
    assert refused.returncode == 2
    assert refused.stderr.strip() == "cardlab: error: 'A5s' is not in the short deck: its 36 cards start at 6"
    every_short = run("hits", "AA", "--every-flop", "--game", "shortdeck-classic")
    assert "7,140 flops (573 classes up to suits), in Short deck (6+), a straight beats trips" in every_short.stdout
    every = run("hits", "AA", "--every-flop")
    assert every.returncode == 0 and "22,100 flops (1,755 classes up to suits)" in every.stdout
    assert "pocket pair" not in every.stdout  # AA is never second pair: no note
    nines = run("hits", "99", "--every-flop").stdout
    assert "Third pair or lower: pairs a lower board rank, or a pocket pair with two or more board ranks above it" \
        in nines


def test_the_cli_says_the_live_combos_once_unless_weights_change_the_count():
    from cardlab.poker.hits.actions import format_hits
    from cardlab.poker.hits.report import hits_report

    plain = format_hits(hits_report("QQ+, AKs", board="Kh 7c 2d")).splitlines()[1]
    assert plain == "Live combos: 18 of AA, QQ, AcKc, AdKd, AsKs, KcKd, KcKs, KdKs"
    weighted = format_hits(hits_report("QQ+:0.5, AKs", board="Kh 7c 2d")).splitlines()[1]
    assert weighted.startswith("Live combos: 10.50 by weight (18 combos) of AA:0.5, ")
