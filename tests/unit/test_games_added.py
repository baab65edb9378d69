"""The games added as records only (issue #33, item 6): each game's ``cardlab equity --exact --json``
against a brute force written here, with its own evaluator: every completion of the board visited,
every five cards the game lets a hand play tried (any five of all the cards, or exactly two own
cards with three of the board) for the high (a plain category-then-ranks ranking) and for the low
(five different ranks of 8 or less, the ace low, compared from the top card down), the pot split
by plain fractions; the outs per half of the next card likewise. Spots from preflop to river, 2 and
3 players, dead cards (a preflop spot with many dead cards keeps the brute force to seconds). Then
Monte Carlo against exact, the showdown, and the facts the page reads."""

import json
from collections import Counter
from fractions import Fraction
from functools import cache
from itertools import combinations

import pytest
from cli_runner import run

from cardlab.api import call
from cardlab.core.cards import FULL_DECK, format_cards, parse_hand

# game -> (own cards a hand must play, board cards it must play) or None (any five), split pot?
GAMES: dict[str, tuple[tuple[int, int] | None, bool]] = {
    "holdem-hilo": (None, True),
    "omaha6-hilo": ((2, 3), True),
    "courchevel": ((2, 3), False),
    "courchevel-hilo": ((2, 3), True),
}


def dead_except(hands, board, keep):
    """Every card but the hands, the board and ``keep``: dead (a small deck left, a quick brute force)."""
    used = set(parse_hand(" ".join(hands))) | set(parse_hand(board)) | set(parse_hand(keep))
    return format_cards([card for card in FULL_DECK if card not in used])


# (game, hands, board, dead): preflop to river, 2 and 3 players, dead cards.
SPOTS = [
    ("holdem-hilo", ["Ah Kh", "2c 3d"], "4h 5h Qd", ""),
    ("holdem-hilo", ["Ah 2h", "Kc Kd", "3s 4s"], "5c 8d 9h", "6h 7c"),
    ("holdem-hilo", ["Ad 3d", "2c 4c"], "5h 7h Ks Qd", ""),
    ("holdem-hilo", ["Ad 3d", "2c 4c", "Kh Qh"], "5h 7h Ks Qd 8c", ""),
    ("holdem-hilo", ["Ah 2c", "Kd Kc"], "3c 4d 8s Ks 9h", ""),
    ("omaha6-hilo", ["Ah 2h 3c Kd Qs Jc", "9s 9d 8c 7c 6h 5h"], "4h 7d Kc", ""),
    ("omaha6-hilo", ["Ah 2h 3c Kd Qs Jc", "As 2s 4c 4d Th 9c", "8h 7h 6s 5s Td Jd"], "3d 8d Ks 2c", "Qh"),
    ("omaha6-hilo", ["Ah 2h 3c Kd Qs Jc", "As 2s 4c 4d Th 9c", "8h 7h 6s 5s Td Jd"], "3d 8d Ks 2c 5c", ""),
    ("omaha6-hilo", ["Ad 2d 3d 4d Kh Kc", "7c 7h 8c 8h 9s Ts"], "",
     dead_except(["Ad 2d 3d 4d Kh Kc", "7c 7h 8c 8h 9s Ts"], "", "Ac 2h 3h 4s 5c 6d 8s 9c Td Jh Qs")),
    ("courchevel", ["Ah Kh Qd Jd 2c", "9s 9d 8c 7c 6h"], "Ts 5h 4d", ""),
    ("courchevel", ["Ah Kh Qd Jd 2c", "9s 9d 8c 7c 6h", "As Ks Qs 3c 3h"], "Ts 5h 4d Jc", "2s"),
    ("courchevel", ["Ah Kh Qd Jd 2c", "9s 9d 8c 7c 6h", "As Ks Qs 3c 3h"], "Ts 5h 4d Jc 3d", ""),
    ("courchevel", ["Ah Kh Qd Jd 2c", "9s 9d 8c 7c 6h"], "Ts",
     dead_except(["Ah Kh Qd Jd 2c", "9s 9d 8c 7c 6h"], "Ts", "Ac Kd Qh Jh 2d 9h 8h 7h 6c 5s 4s 3s Tc Td")),
    ("courchevel-hilo", ["Ah 2h 3c Kd 9s", "Qs Qc Jd Td 4c"], "4h 5h Qd", ""),
    ("courchevel-hilo", ["Ah 2h 3c Kd 9s", "Qs Qc Jd Td 4c", "As 2s 6c 7c 8d"], "4h 5h Qd 3s", "Kc"),
    ("courchevel-hilo", ["Ah 2h 3c Kd 9s", "Qs Qc Jd Td 4c", "As 2s 6c 7c 8d"], "4h 5h Qd 3s 8c", ""),
    ("courchevel-hilo", ["Ah 2h 3c Kd 9s", "Qs Qc Jd Td 4c", "As 2s 6c 7c 8d"], "4h",
     dead_except(["Ah 2h 3c Kd 9s", "Qs Qc Jd Td 4c", "As 2s 6c 7c 8d"], "4h", "Ac 2d 3h 5c 6d 7s 8s 9c Th Jh Ks")),
    ("holdem-hilo", ["Ad 3d", "7c 7h"], "", dead_except(["Ad 3d", "7c 7h"], "", "Ac 2d 3h 4s 5c 6d 8s 9c Td Jh Qs Kc")),
    ("holdem-hilo", ["Ad 3d", "7c 7h", "Kd Qd"], "",
     dead_except(["Ad 3d", "7c 7h", "Kd Qd"], "", "Ac 2d 3h 4s 5c 6d 8s 9c Td Jh Qs")),
]


# --- the brute force ------------------------------------------------------------------------------

@cache
def high_value(five):
    """A plain high ranking of five (rank, suit) pairs: (category, ranks ...), bigger is better."""
    ranks = sorted((rank for rank, _ in five), reverse=True)
    counts = Counter(ranks)
    grouped = sorted(counts, key=lambda rank: (counts[rank], rank), reverse=True)
    shape = tuple(sorted(counts.values(), reverse=True))
    flush = len({suit for _, suit in five}) == 1
    if ranks == [14, 5, 4, 3, 2]:
        ranks = [5, 4, 3, 2, 1]
    straight = len(counts) == 5 and ranks[0] - ranks[4] == 4
    if straight and flush:
        return (8, ranks[0])
    if shape == (4, 1):
        return (7, *grouped)
    if shape == (3, 2):
        return (6, *grouped)
    if flush:
        return (5, *ranks)
    if straight:
        return (4, ranks[0])
    return ({(3, 1, 1): 3, (2, 2, 1): 2, (2, 1, 1, 1): 1}.get(shape, 0), *grouped)


@cache
def low_value(five):
    """Five different ranks of 8 or less (the ace is 1), top card first; None when not a low."""
    ranks = sorted({1 if rank == 14 else rank for rank, _ in five}, reverse=True)
    return tuple(ranks) if len(ranks) == 5 and ranks[0] <= 8 else None


def fives(hole, board, play):
    """Every five cards a hand may play."""
    if play is None:
        return combinations(hole + board, 5)
    own, shared = play
    return (mine + theirs for mine in combinations(hole, own) for theirs in combinations(board, shared))


def best(hole, board, play):
    """The best high and the best low (None: none qualifies) a hand plays on ``board``."""
    high, low = None, None
    for five in fives(hole, board, play):
        five = tuple(sorted(five))
        value = high_value(five)
        high = value if high is None or value > high else high
        candidate = low_value(five)
        if candidate is not None and (low is None or candidate < low):
            low = candidate
    return high, low


def leaders(values, hi_lo):
    """The players taking the high half (or the pot) and the low half (none: no qualifying low)."""
    highs = [high for high, _ in values]
    lows = [low for _, low in values] if hi_lo else [None] * len(values)
    high_winners = [p for p, high in enumerate(highs) if high == max(highs)]
    qualified = [low for low in lows if low is not None]
    low_winners = [p for p, low in enumerate(lows) if qualified and low == min(qualified)]
    return high_winners, low_winners, lows


def pairs(cards):
    return tuple((card.rank, card.suit) for card in cards)


def brute_force(game, hands, board, dead):
    """Every completion of the board: each player's exact pot share, scoops, quarters, high wins and
    ties, qualifying lows, low wins and ties; the boards without a low; the leaders per next card."""
    play, hi_lo = GAMES[game]
    hands = [parse_hand(hand) for hand in hands]
    board, dead = parse_hand(board), parse_hand(dead)
    known = {card for hand in hands for card in hand} | set(board) | set(dead)
    unseen = [card for card in FULL_DECK if card not in known]
    holes = [pairs(hand) for hand in hands]
    found = {key: [0] * len(hands) for key in ("wins", "ties", "low_boards", "low_wins", "low_ties", "scoops",
                                                "quarters")}
    shares = [Fraction(0)] * len(hands)
    boards = no_low = 0
    for extra in combinations(unseen, 5 - len(board)):
        full = pairs(tuple(board) + extra)
        high_winners, low_winners, lows = leaders([best(hole, full, play) for hole in holes], hi_lo)
        boards += 1
        no_low += not low_winners
        pot = Fraction(1, 2) if low_winners else Fraction(1)
        share = [Fraction(0)] * len(hands)
        for p in high_winners:
            share[p] += pot / len(high_winners)
            found["wins" if len(high_winners) == 1 else "ties"][p] += 1
        for p in low_winners:
            share[p] += Fraction(1, 2) / len(low_winners)
            found["low_wins" if len(low_winners) == 1 else "low_ties"][p] += 1
        for p in range(len(hands)):
            shares[p] += share[p]
            found["scoops"][p] += share[p] == 1
            found["quarters"][p] += share[p] == Fraction(1, 4)
            found["low_boards"][p] += lows[p] is not None
    next_cards = []
    if len(board) in (3, 4):  # the outs: who leads each half once the next card is out
        for card in unseen:
            high_winners, low_winners, _ = leaders([best(hole, pairs(tuple(board) + (card,)), play)
                                                    for hole in holes], hi_lo)
            next_cards.append((str(card), high_winners, low_winners))
    return {"boards": boards, "no_low_boards": no_low, "equity": [share / boards for share in shares],
            "next": sorted(next_cards), **found}


def cli_equity(game, hands, board, dead, *extra):
    args = ["equity", *hands, "--game", game, "--json", *extra]
    if board:
        args += ["--board", board]
    if dead:
        args += ["--dead", dead]
    done = run(*args)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


# --- exact equity equals the brute force ----------------------------------------------------------

@pytest.mark.parametrize("game, hands, board, dead", SPOTS)
def test_exact_equity_equals_brute_force(game, hands, board, dead):
    report = cli_equity(game, hands, board, dead, "--exact")
    expected = brute_force(game, hands, board, dead)
    _, hi_lo = GAMES[game]
    assert report["method"] == "exact" and report["game"] == game
    assert report["boards"] == expected["boards"]
    for number, player in enumerate(report["players"]):
        assert Fraction(player["equity_fraction"]) == expected["equity"][number]
        for key in ("wins", "ties", "scoops") + (("quarters", "low_boards", "low_wins", "low_ties") if hi_lo else ()):
            assert player[key] == expected[key][number], (key, number)
    if hi_lo:
        assert report["hi_lo"] is True and report["no_low_boards"] == expected["no_low_boards"]
    if expected["next"]:  # the outs per half: who leads each half after each next card
        by_card = sorted((entry["card"], entry["leaders"], entry.get("low_leaders", [])) for entry in
                         report["outs"]["by_card"])
        assert by_card == expected["next"]
        if hi_lo:
            assert {group["half"] for group in report["outs"]["groups"]} <= {"scoop", "high", "low"}
    else:
        assert report["outs"] is None


@pytest.mark.parametrize("game, hands, board, dead", [spot for spot in SPOTS if len(spot[2].split()) == 5])
def test_showdown_shares_equal_brute_force(game, hands, board, dead):
    shown = call("poker.showdown", {"hands": hands, "board": board, "game": game})
    expected = brute_force(game, hands, board, "")["equity"]
    if GAMES[game][1]:
        assert [Fraction(share["fraction"]) for share in shown["shares"]] == expected
    else:
        winners = [number for number, share in enumerate(expected) if share]
        assert shown["winners"] == winners


@pytest.mark.parametrize("game", list(GAMES))
def test_monte_carlo_agrees_with_exact(game):
    spot = next((hands, board, dead) for key, hands, board, dead in SPOTS if key == game and board)
    exact = cli_equity(game, *spot, "--exact")
    sampled = cli_equity(game, *spot, "--trials", "6000", "--seed", "11")
    assert (sampled["method"], sampled["trials"], sampled["seed"]) == ("monte-carlo", 6000, 11)
    for mine, theirs in zip(sampled["players"], exact["players"]):
        assert abs(mine["equity"] - theirs["equity"]) <= 5 * mine["standard_error"]
        assert abs(mine["scoop"] - theirs["scoop"]) <= 0.05
    again = cli_equity(game, *spot, "--trials", "6000", "--seed", "11")
    assert [p["equity"] for p in again["players"]] == [p["equity"] for p in sampled["players"]]


@pytest.mark.parametrize("game", list(GAMES))
def test_the_game_is_in_the_facts_the_page_reads_and_its_examples_run(game):
    meta = call("meta", {})
    record = next(v for v in meta["variants"] if v["key"] == game)
    play, hi_lo = GAMES[game]
    assert record["tool"] == "poker" and record["equity_boards"]
    assert (record["hole_used"], record["board_used"]) == (play or (None, None))
    assert [share["name"] for share in record["pot"]] == (["high", "low"] if hi_lo else ["pot"])
    # Hold'em-style ranges (the grid) are of two-card games, whatever the pot; the others take hands
    assert (game in meta["poker"]["range_games"]) == (record["hole_cards"] == [2])
    example = meta["examples"][game]
    shown = call("poker.showdown", {**example["showdown"], "game": game})
    assert shown["game"] == game and shown["hi_lo"] is hi_lo
    counted = call("poker.equity", {**example["equity"], "game": game})
    assert counted["game"] == game and counted["street"] == "preflop"
    assert sum(Fraction(p["equity_fraction"]) for p in counted["players"]) == 1 if counted["method"] == "exact" \
        else abs(sum(p["equity"] for p in counted["players"]) - 1) < 1e-9
