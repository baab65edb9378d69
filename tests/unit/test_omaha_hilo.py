"""Split pots and big Omaha (omaha-hilo, omaha5, omaha5-hilo, omaha6) against a brute force written
here: every completion of the board visited, every two own cards with every three board cards tried
for the high (a plain Norvig-style ranking) and for the low (five different ranks of 8 or less, the
ace low, compared from the top card down), the pot split by plain fractions. Random spots of every
game, street and player count, dead cards, quartered pots and boards without a low; the rules'
checkpoints; Monte Carlo against exact; bad input; the API action and the CLI."""

import json
import random
import re
from collections import Counter
from fractions import Fraction
from functools import cache
from itertools import combinations

import pytest
from cli_runner import run

from cardlab.api import call, handle
from cardlab.core.cards import FULL_DECK, parse_hand
from cardlab.core.errors import InputError
from cardlab.games.showdown import showdown_report
from cardlab.poker.equity.patterns import count_outcomes
from cardlab.poker.equity.plan import choose, count
from cardlab.poker.equity.report import equity_report
from cardlab.poker.equity.spot import parse_spot
from cardlab.poker.equity.tally import Tally, high_part
from cardlab.poker.hilo.low import NO_LOW, best_low_cards, board_mask, low_name, low_table
from cardlab.poker.hilo.tally import high_low_parts

GAMES = {"omaha-hilo": (4, True), "omaha5": (5, False), "omaha5-hilo": (5, True), "omaha6": (6, False)}


# --- the brute force ------------------------------------------------------------------------------

@cache
def high_value(five):
    """A plain high ranking of five (rank, suit) pairs: (category, ranks), bigger is better."""
    ranks = sorted((rank for rank, _ in five), reverse=True)
    counts = Counter(ranks)
    grouped = sorted(counts, key=lambda rank: (counts[rank], rank), reverse=True)
    shape = sorted(counts.values(), reverse=True)
    flush = len({suit for _, suit in five}) == 1
    if ranks == [14, 5, 4, 3, 2]:
        ranks = [5, 4, 3, 2, 1]
    straight = len(counts) == 5 and ranks[0] - ranks[4] == 4
    if straight and flush:
        return (8, ranks[0])
    if shape == [4, 1]:
        return (7, *grouped)
    if shape == [3, 2]:
        return (6, *grouped)
    if flush:
        return (5, *ranks)
    if straight:
        return (4, ranks[0])
    category = {(3, 1, 1): 3, (2, 2, 1): 2, (2, 1, 1, 1): 1}.get(tuple(shape), 0)
    return (category, *grouped)


def low_value(five):
    """Five different ranks of 8 or less (the ace is 1), top card first; None when not a low."""
    ranks = sorted({1 if rank == 14 else rank for rank, _ in five}, reverse=True)
    return tuple(ranks) if len(ranks) == 5 and ranks[0] <= 8 else None


def best_of_hand(hole, board):
    """The best high and the best low (None: no qualifying low) of two own and three board cards."""
    high, low = None, None
    for own in combinations(hole, 2):
        for shared in combinations(board, 3):
            five = tuple(sorted(own + shared))
            value = high_value(five)
            high = value if high is None or value > high else high
            candidate = low_value(five)
            if candidate is not None and (low is None or candidate < low):
                low = candidate
    return high, low


def brute_force(hands, board, dead=(), hi_lo=True):
    """Every completion of the board: each player's exact pot share, scoops, quarters, high wins and
    ties, qualifying lows, low wins and ties; the boards without a low."""
    known = {card for hand in hands for card in hand} | set(board) | set(dead)
    unseen = [card for card in FULL_DECK if card not in known]
    players = range(len(hands))
    found = {key: [0] * len(hands) for key in ("wins", "ties", "low_boards", "low_wins", "low_ties", "scoops",
                                                "quarters")}
    shares = [Fraction(0)] * len(hands)
    boards = no_low = 0
    plain = [tuple((card.rank, card.suit) for card in hand) for hand in hands]
    for extra in combinations(unseen, 5 - len(board)):
        full = tuple((card.rank, card.suit) for card in tuple(board) + extra)
        values = [best_of_hand(hole, full) for hole in plain]
        highs = [high for high, _ in values]
        lows = [low for _, low in values] if hi_lo else [None] * len(hands)
        top = max(highs)
        high_winners = [p for p in players if highs[p] == top]
        qualified = [low for low in lows if low is not None]
        low_winners = [p for p in players if qualified and lows[p] == min(qualified)]
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
        for p in players:
            shares[p] += share[p]
            found["scoops"][p] += share[p] == 1
            found["quarters"][p] += share[p] == Fraction(1, 4)
            found["low_boards"][p] += lows[p] is not None
    return {"boards": boards, "no_low_boards": no_low, "equity": [s / boards for s in shares], **found}


def exact_tally(hands, board, dead=(), hi_lo=True):
    """The exact counter's tally: every outcome with its number of boards, split or high only."""
    tally = Tally(len(hands), high_low_parts() if hi_lo else (high_part(),))  # the one tally: the pot's parts
    tally.add(count_outcomes(hands, board, dead, play=(2, 3), parts=tally.parts))
    return tally


def counted(hands, board, dead=(), hi_lo=True):
    tally = exact_tally(hands, board, dead, hi_lo)
    result = {"boards": tally.boards, "equity": [tally.equity(p) for p in range(len(hands))],
              "wins": tally.wins, "ties": tally.ties}
    if hi_lo:
        (_, low), = tally.further()
        result |= {"no_low_boards": low.unclaimed, "low_boards": low.qualified, "low_wins": low.wins,
                   "low_ties": low.ties, "scoops": tally.scoops, "quarters": tally.quarters}
    return result


def random_spot(rng, game, players, board_size, dead_count=0, lowish=False):
    """A random deal; ``lowish`` draws mostly low cards so that lows tie and pots get quartered."""
    size, _ = GAMES[game]
    deck = list(FULL_DECK)
    if lowish:
        deck = [card for card in deck if card.rank <= 8 or card.rank == 14] * 3 + deck
    rng.shuffle(deck)
    chosen = []
    for card in deck:
        if card not in chosen:
            chosen.append(card)
    hands = [tuple(chosen[i * size:(i + 1) * size]) for i in range(players)]
    rest = chosen[players * size:]
    return hands, tuple(rest[:board_size]), tuple(rest[board_size:board_size + dead_count])


# --- the low ranking --------------------------------------------------------------------------------

def test_low_table_matches_brute_force_for_every_board_mask():
    rng = random.Random(5)
    for _ in range(40):
        hole = tuple(rng.sample(FULL_DECK, rng.choice((4, 5, 6))))
        table = low_table(hole, (2, 3))
        for _ in range(30):
            board = tuple(rng.sample([card for card in FULL_DECK if card not in hole], 5))
            _, expected = best_of_hand([(c.rank, c.suit) for c in hole], [(c.rank, c.suit) for c in board])
            mask = table[board_mask(board)]
            got = None if mask == NO_LOW else tuple(8 if r == "8" else 1 if r == "A" else int(r)
                                                    for r in low_name(mask).split("-"))
            assert got == expected, (hole, board)
            assert best_low_cards(hole, board, (2, 3))[0] == mask


def test_low_order_checkpoints():
    # 8-5-4-3-2 beats 8-6-3-2-A; the wheel is the best low; a pair or a 9 does not qualify.
    assert low_value([(8, "c"), (5, "d"), (4, "h"), (3, "s"), (2, "c")]) < low_value(
        [(8, "c"), (6, "d"), (3, "h"), (2, "s"), (14, "c")])
    hole = parse_hand("Ah 2h Kc Kd")
    assert low_name(low_table(hole, (2, 3))[board_mask(parse_hand("3c 4d 5s Kh Qs"))]) == "5-4-3-2-A"
    assert low_table(hole, (2, 3))[board_mask(parse_hand("3c 4d 9s Kh Qs"))] == NO_LOW
    # Exactly two own cards: four low own cards and a board with only two low ranks make no low.
    assert low_table(parse_hand("Ah 2h 3c 4d"), (2, 3))[board_mask(parse_hand("5c 6d Ks Kh Qs"))] == NO_LOW


# --- exact counting against the brute force ----------------------------------------------------------

@pytest.mark.parametrize("game", list(GAMES))
def test_exact_matches_brute_force_on_random_turn_spots(game):
    rng = random.Random(hash(game) % 1000)
    hi_lo = GAMES[game][1]
    most = 5 if game == "omaha6" else 6
    for spot in range(14):
        players = 2 + spot % (most - 1)
        hands, board, dead = random_spot(rng, game, players, 4, dead_count=spot % 3, lowish=spot % 2 == 0)
        assert counted(hands, board, dead, hi_lo) == {key: value for key, value in
                                                      brute_force(hands, board, dead, hi_lo).items()
                                                      if hi_lo or key in ("boards", "equity", "wins", "ties")}


@pytest.mark.parametrize("game", list(GAMES))
def test_exact_matches_brute_force_on_flop_spots(game):
    rng = random.Random(7 + len(game))
    hi_lo = GAMES[game][1]
    for players, dead_count in ((2, 0), (3, 4)):
        hands, board, dead = random_spot(rng, game, players, 3, dead_count=dead_count, lowish=True)
        expected = brute_force(hands, board, dead, hi_lo)
        got = counted(hands, board, dead, hi_lo)
        assert got == {key: value for key, value in expected.items() if key in got}


def test_preflop_with_many_dead_cards_matches_brute_force():
    # Preflop made small: 33 dead cards leave 11 unseen, C(11, 5) = 462 boards.
    hands = [parse_hand("Ah 2h 3c Kd"), parse_hand("As 2s Qc Qd"), parse_hand("4c 5c 6h 7h")]
    known = {card for hand in hands for card in hand}
    dead = tuple(card for card in FULL_DECK if card not in known)[:29]
    assert counted(hands, (), dead) == brute_force(hands, (), dead)


def test_quartered_pot_and_no_low_board():
    # River: both hold A-2 for the same wheel; player 1 alone has the best high: 3/4 against 1/4.
    hands = [parse_hand("Ah 2h Kc Kd"), parse_hand("Ad 2d Qc Js")]
    board = parse_hand("3c 4d 7s Ks 9h")
    result = counted(hands, board)
    assert result["equity"] == [Fraction(3, 4), Fraction(1, 4)]
    assert result["quarters"] == [0, 1] and result["scoops"] == [0, 0]
    # Three players, the high split two ways and the low split two ways: each gets a quarter or a half.
    hands = [parse_hand("Ah 2h Kc Tc"), parse_hand("Ad 2d Qc Qs"), parse_hand("Kh Ks 8c 9c")]
    board = parse_hand("3c 4d 5s Kd Qd")
    assert counted(hands, board)["equity"] == brute_force(hands, board)["equity"]
    # No qualifying low: the high takes the whole pot.
    board = parse_hand("9s Td Js 2c 3h")
    result = counted(hands, board)
    assert result["no_low_boards"] == 1 and result["scoops"] == [1, 0, 0]  # tens and twos


def test_split_tally_equity_sums_to_one():
    rng = random.Random(3)
    hands, board, dead = random_spot(rng, "omaha5-hilo", 4, 3, dead_count=2, lowish=True)
    tally = exact_tally(hands, board, dead)
    assert sum(tally.equity(p) for p in range(4)) == 1


# --- checkpoints of docs/rules.md, computed by the brute force above --------------------------------

CHECKPOINTS = [
    # game, hands, board, boards, equity fractions, scoops, boards without a low (docs/rules.md)
    ("omaha-hilo", ["Ah 2h 3c Kd", "Qs Qc Jd Td"], "4h 5h Qd", 820, ["541/820", "279/820"], [415, 153], 190),
    ("omaha-hilo", ["Ah 2h 3c Kd", "As 2s Qc Qd", "4c 5c 6h 7h"], "8d 9s 3h Kh", 36, ["23/36", "1/9", "1/4"],
     [16, 1, 3], 20),
    ("omaha5-hilo", ["Ah 2h 3c Kd 9s", "Qs Qc Jd Td 4c"], "4h 5h Qd 8c", 38, ["14/19", "5/19"], [18, 0], 0),
    ("omaha5", ["Ah Ad Kd Qd 2c", "Jc Tc 9h 8h 7s"], "9c 7d 2s", 741, ["68/247", "179/247"], [204, 537], None),
    ("omaha6", ["Ah Ad Kd Qd 2c 3c", "Jc Tc 9h 8h 7s 6s"], "9c 7d 2s Ks", 36, ["5/18", "13/18"], [10, 26], None),
]


@pytest.mark.parametrize("game,hands,board,boards,equities,scoops,no_low", CHECKPOINTS)
def test_rules_checkpoints(game, hands, board, boards, equities, scoops, no_low):
    hi_lo = GAMES[game][1]
    expected = brute_force([parse_hand(hand) for hand in hands], parse_hand(board), hi_lo=hi_lo)
    assert [f"{e.numerator}/{e.denominator}" for e in expected["equity"]] == equities
    assert expected["boards"] == boards and expected["scoops"] == scoops
    report = call("poker.equity", {"hands": hands, "board": board, "game": game, "method": "exact"})
    assert [player["equity_fraction"] for player in report["players"]] == equities
    assert report["boards"] == boards and [player["scoops"] for player in report["players"]] == scoops
    assert report["no_low_boards"] == no_low
    if hi_lo:
        assert expected["no_low_boards"] == no_low


# --- Monte Carlo -------------------------------------------------------------------------------------

def count_split(spot, choice, **options):
    """The one equity pipeline's tally of a split pot (the same counter as a whole pot's)."""
    results, runs, seed = count(spot, choice, **options)
    return results.tallies()[0], runs, seed


def test_monte_carlo_agrees_with_exact_within_error():
    spot = parse_spot(["Ah 2h 3c Kd", "Qs Qc Jd Td", "5s 6s 7d 8d"], board="4h 9c Qd", game="omaha-hilo")
    exact, _, _ = count_split(spot, choose(spot, "exact"))
    sampled, _, seed = count_split(spot, choose(spot, "monte-carlo", trials=20000), trials=20000, seed=11)
    assert seed == 11 and sampled.boards == 20000
    for player in range(3):
        error = sampled.standard_error(player)
        assert 0 < error < 0.01
        assert abs(float(sampled.equity(player) - exact.equity(player))) < 4 * error
    again, _, _ = count_split(spot, choose(spot, "monte-carlo", trials=20000), trials=20000, seed=11)
    assert again == sampled


def test_auto_is_exact_for_omaha_and_goes_to_monte_carlo_past_the_limit(monkeypatch):
    from cardlab.poker.equity import plan

    spot = parse_spot(["Ah 2h 3c Kd 4s 5s", "Qs Qc Jd Td 9h 8h", "Ac 2c 3d 4d 6h 7h"], game="omaha6")
    report = equity_report(spot)
    from cardlab.core.job_time import PAGE_FACTOR  # the report's seconds are the runtime's: the page's twice CPython's

    assert report["method"] == "exact" and report["boards"] == 278_256
    assert 0 < report["estimated_exact_seconds"] < 1 * PAGE_FACTOR
    monkeypatch.setattr(plan, "EXACT_SECONDS", 0.01)  # a slower machine's limit: the same spot samples
    report = equity_report(spot, trials=2000, seed=1)
    assert report["method"] == "monte-carlo" and report["boards"] == 2000
    assert ", as an exact count would take " in report["method_text"]


# --- the report, the API and the CLI ------------------------------------------------------------------

def test_report_fields_of_a_split_pot_game():
    report = call("poker.equity", {"hands": "Ah 2h 3c Kd | Qs Qc Jd Td", "board": "4h 5h Qd",
                                   "game": "omaha-hilo"})
    first = report["players"][0]
    assert report["hi_lo"] is True and report["boards"] == 820 and report["no_low_boards"] == 190
    assert first["equity_fraction"] == "541/820" and first["equity"] == pytest.approx(541 / 820)
    assert first["low_boards"] == 630 and first["low_wins"] == 630 and first["scoops"] == 415
    assert [row["key"] for row in report["low_categories"]] == ["wheel", "6-low", "7-low", "8-low", "none"]
    assert report["low_categories"][-1]["boards"] == [190, 820]
    assert first["current"] == "High Card, Ace-high; no low yet"
    halves = {group["half"] for group in report["outs"]["groups"]}
    assert halves == {"scoop", "low", "high"}
    texts = [group["text"] for group in report["outs"]["groups"]]
    assert "21 cards give Player 1 the low: any ace, any 8, any 7, any 6, any 3, any 2" in texts
    assert "20 cards leave no qualifying low: any other card" in texts


def test_high_only_reports_have_scoops_and_no_low_fields():
    report = call("poker.equity", {"hands": ["Ah Ad Kd Qd 2c", "Jc Tc 9h 8h 7s"], "board": "9c 7d 2s",
                                   "game": "omaha5"})
    assert report["hi_lo"] is False and report["no_low_boards"] is None and report["low_categories"] is None
    assert [p["scoops"] for p in report["players"]] == [p["wins"] for p in report["players"]]


@pytest.mark.parametrize("params,message,field", [
    ({"hands": "Ah Kd Qs Jc | 2c 3c 4c 5c 6c", "game": "omaha5"},
     "Hand 1: has 4 cards; a 5-card Omaha hand needs 5", "hands"),
    ({"hands": " | ".join(["Ah Ad Ac As Kh Kd", "Kc Ks Qh Qd Qc Qs", "Jh Jd Jc Js Th Td", "Tc Ts 9h 9d 9c 9s",
                           "8h 8d 8c 8s 7h 7d", "7c 7s 6h 6d 6c 6s"]), "game": "omaha6"},
     "6 hands is more than the 5 players 6-card Omaha deals to", "hands"),
    ({"hands": "Ah Kd Qs Jc | 2c 3c 4c 5c", "board": "7h 8h", "game": "omaha-hilo"},
     "the board has 2 cards; give 0 (preflop), 3 (flop), 4 (turn) or 5 (river)", "board"),
    ({"hands": "Ah Kd Qs Jc | QQ+", "game": "omaha-hilo"},  # an Omaha range is patterns (AA:$ds): '+' is no letter
     "Hand 2: unknown letter '+' in 'QQ+': ranks 2-9 T J Q K A, rank variables R O N, suits c d h s, suit "
     "variables w x y z, * any card", "hands"),
])
def test_bad_input_is_named(params, message, field):
    answer = handle(json.dumps({"action": "poker.equity", "params": params}))
    error = json.loads(answer)["error"]
    assert error["message"] == message and error["field"] == field
    if "QQ" not in params["hands"]:
        with pytest.raises(InputError, match=re.escape(message)):
            parse_spot(params["hands"], params.get("board", ""), game=params["game"])


def test_cli_equity_hi_lo():
    out = run("equity", "Ah 2h 3c Kd", "Qs Qc Jd Td", "--board", "4h 5h Qd", "--game", "omaha-hilo")
    assert out.returncode == 0
    assert "equity  65.98% (541/820)" in out.stdout
    assert "No qualifying low: 23.17% (190 boards): the high takes the whole pot" in out.stdout
    assert "21 cards give Player 1 the low: any ace, any 8, any 7, any 6, any 3, any 2" in out.stdout
    data = json.loads(run("equity", "Ah 2h 3c Kd", "Qs Qc Jd Td", "--board", "4h 5h Qd", "--game",
                          "omaha-hilo", "--json").stdout)
    expected = call("poker.equity", {"hands": ["Ah 2h 3c Kd", "Qs Qc Jd Td"], "board": "4h 5h Qd",
                                     "game": "omaha-hilo"})
    assert data["no_low_boards"] == 190 and data["players"][0]["scoops"] == 415
    assert [p["scoops"] for p in data["players"]] == [p["scoops"] for p in expected["players"]]
    bad = run("equity", "Ah Kd Qs Jc", "2c 3c 4c 5c 6c", "--game", "omaha5")
    assert bad.returncode == 2 and "Hand 1: has 4 cards; a 5-card Omaha hand needs 5" in bad.stderr


# --- showdown -----------------------------------------------------------------------------------------

@pytest.mark.parametrize("game", list(GAMES))
def test_showdown_shares_match_brute_force_on_random_rivers(game):
    rng = random.Random(len(game) * 31)
    hi_lo = GAMES[game][1]
    for deal in range(25):
        players = 2 + deal % 4
        hands, board, _ = random_spot(rng, game, players, 5, lowish=deal % 2 == 0)
        report = showdown_report(hands, board, game)
        expected = brute_force(hands, board, hi_lo=hi_lo)["equity"]
        if not hi_lo:
            assert "shares" not in report and report["hi_lo"] is False
            assert report["winners"] == [p for p in range(players) if expected[p]]
            continue
        assert [Fraction(share["fraction"]) for share in report["shares"]] == expected
        for hand, entry in zip(hands, report["hands"]):
            _, low = best_of_hand([(c.rank, c.suit) for c in hand], [(c.rank, c.suit) for c in board])
            assert entry["low"]["qualifies"] == (low is not None)
            if low is not None:
                assert entry["low"]["name"] == "-".join("A" if r == 1 else str(r) for r in low)
                assert len(entry["low"]["hole_played"]) == 2 and len(entry["low"]["board_played"]) == 3


def test_showdown_names_both_halves_and_the_shares():
    report = call("poker.showdown", {"hands": "Ah 2h Kc Kd | Ad 2d Qc Js | 7c 8c 9c Tc", "board": "3c 4d 7s Ks 9h",
                                     "game": "omaha-hilo"})
    assert report["headline"] == "high: Player 1, Three of a Kind, Kings; low: Player 1 and Player 2, 7-4-3-2-A"
    assert report["halves"]["low"]["winners"] == [0, 1] and report["halves"]["high"]["winners"] == [0]
    assert [share["fraction"] for share in report["shares"]] == ["3/4", "1/4", "0"]
    assert report["shares"][1]["words"] == "a quarter of the pot (quartered): half of the low"
    assert report["hands"][0]["low"]["hole_played"] == ["2h", "Ah"]
    assert report["hands"][0]["low"]["board_played"] == ["7s", "4d", "3c"]
    no_low = call("poker.showdown", {"hands": "Ah 2h Kc Kd | Ad 2d Qc Js", "board": "3c 9d Ts Ks 9h",
                                     "game": "omaha-hilo"})
    assert no_low["headline"] == ("high: Player 1, Full House, Kings full of Nines; "
                                  "no qualifying low: the high takes the whole pot")
    assert no_low["shares"][0] == {"fraction": "1", "share": 1.0, "words": "scoops the whole pot"}


def test_cli_showdown_hi_lo():
    out = run("poker", "Ah 2h Kc Kd", "Ad 2d Qc Js", "--board", "3c 4d 7s Ks 9h", "--game", "omaha-hilo")
    assert out.returncode == 0
    assert "low: 7-4-3-2-A  (plays 2d Ad + 7s 4d 3c); takes 1/4: a quarter of the pot (quartered): half of the low" \
        in out.stdout
    bad = run("poker", "Ah 2h Kc Kd", "Ad 2d Qc Js", "--board", "3c 4d 7s Ks 9h", "--game", "omaha5")
    assert bad.returncode == 2 and "Hand 1: has 4 cards; a 5-card Omaha hand needs 5" in bad.stderr


def test_cli_says_nothing_of_a_missing_low_when_every_board_has_one():
    # Player 1's A-6 with the board's 2-3-4 is a 6-low on every river.
    out = run("equity", "Ah 6d Kc Ks", "Qs Qd Jc Jh", "--board", "2c 3d 4h 5s", "--game", "omaha-hilo")
    assert out.returncode == 0 and "low: 100.00%" in out.stdout
    assert "No qualifying low:" not in out.stdout


def test_a_half_some_cards_split_is_said_as_at_least_a_share_and_matches_the_outs():
    """New-user helper (session 17): Player 1 read "the high on 35 turn cards" beside the outs'
    "32 cards keep the high with Player 1" (the other 3, the threes, split it)."""
    report = call("poker.equity", {"hands": "As 2s 3d Kd\nAh 2h Qc Jc", "board": "4c 5h 9d", "game": "omaha-hilo"})
    first, second = (player["needs"] for player in report["players"])
    assert "; at least a share of the high on 35 turn cards: " in first
    assert "; at least a share of the high on 9 turn cards: any queen, any jack, any 3; " in second
    high = {group["text"].split(":")[0]: group["count"] for group in report["outs"]["groups"] if group["half"] == "high"}
    assert high == {"6 cards give Player 2 the high": 6, "3 cards split the high between Player 1 and Player 2": 3,
                    "32 cards keep the high with Player 1": 32}
    assert 32 + 3 == 35 and 6 + 3 == 9
    assert "; scoops on 20 turn cards: " in first  # a scoop is never shared: said as it is
