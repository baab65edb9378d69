"""Lowball draw odds (issue #24) on the one draw engine: the issue's checkpoint, every counting path
against brute force written here (every draw visited, hands ranked by this file's own 2-7 and A-5
keys from test_lowball), dead cards, pat and drawing opponents, straights and flushes in 2-7, the
ace in both games, several draws against a tree walk, bad input, the API and the CLI."""

import json
import random
from collections import Counter
from fractions import Fraction
from itertools import combinations

import pytest
from cli_runner import run
from test_lowball import key_27, key_a5

from cardlab.api import call
from cardlab.core.cards import FULL_DECK, format_cards, parse_hand
from cardlab.core.errors import InputError
from cardlab.draw.games import draw_game
from cardlab.draw.goal import parse_goal
from cardlab.draw.several.any_game import reach_odds, sampled_reach

KEYS = {"deuce-to-seven": key_27, "ace-to-five": key_a5}
LOW_RANKS = {"deuce-to-seven": "23456789TJQKA", "ace-to-five": "A23456789TJQK"}


def game_rank(game, card):
    return LOW_RANKS[game].index(str(card)[0])  # 0 = the lowest rank of the game


def made_top(game, cards):
    """The test's own "made low": shape index 0 (no pair; in 2-7 no straight or flush); its top
    card as a rank character, else None."""
    if KEYS[game](cards)[0] != 0:
        return None
    return LOW_RANKS[game][max(game_rank(game, card) for card in cards)]


def brute(game, kept, unseen, vs=None):
    """Visit every draw: tops of made lows, wins/ties against a pat opponent, outcomes."""
    key = KEYS[game]
    tops, wins, ties, outcomes = Counter(), 0, 0, 0
    their = key(vs) if vs else None
    for draw in combinations(unseen, 5 - len(kept)):
        hand = tuple(kept) + draw
        outcomes += 1
        top = made_top(game, hand)
        if top:
            tops[top] += 1
        if their is not None:
            mine = key(hand)
            wins += mine < their
            ties += mine == their
    return tops, wins, ties, outcomes


def ask(game, hand, discard, **extra):
    return call("draw", {"game": game, "hand": hand, "discard": discard or "pat", **extra})


# --- checkpoints -----------------------------------------------------------------------------------

def test_checkpoint_two_kings_thrown_in_2_7():
    report = ask("deuce-to-seven", "2c 3d 4h Kh Ks", "Kh Ks")
    assert report["outcomes"] == 1081
    seven = report["tops"][0]
    assert (seven["top"], seven["count"], seven["or_better"]["text"]) == ("7", 32, "32 of 1,081 = 2.96%")
    # 2-3-4-5-6 is a straight, not a 6-low: no top below 7 exists in 2-7
    assert [row["top"] for row in report["tops"]] == list("789TJQKA")
    straight = next(row for row in report["categories"] if row["key"] == "straight")
    assert straight["count"] == 16  # 5 and 6 of any suits: 4 x 4
    assert report["low"] == sum(row["count"] for row in report["tops"]) == 632
    assert report["paired_or_worse"]["count"] == 1081 - 632


def test_rows_are_named_as_a_player_names_them():
    """#37 item 2: in 2-7 an ace is high (A-5-4-3-2 is ace-high, no "A-low"), and the hands that are
    no low include straights and flushes, which are not pairs."""
    deuce = ask("deuce-to-seven", "2c 3d 4h Kh Ks", "Kh Ks")
    assert [row["name"] for row in deuce["tops"]] == ["7-low", "8-low", "9-low", "T-low", "J-low", "Q-low", "K-low", "Ace-high"]
    assert deuce["paired_or_worse_label"] == "No low (paired, straight or flush)"
    a5 = ask("ace-to-five", "Ac 2d 3h 4s Kd", "Kd")
    assert a5["tops"][0]["name"] == "5-low" and a5["paired_or_worse_label"] == "No low (paired or worse)"


def test_checkpoint_a_5_wheel_and_the_ace():
    report = ask("ace-to-five", "Ac 2d 3h 4s Kd", "Kd")
    assert report["outcomes"] == 47
    assert report["tops"][0] == {"top": "5", "name": "5-low", "count": 4, "or_better": report["tops"][0]["or_better"]}
    assert report["classes"][0]["name"] == "5-4 low, 5-4-3-2-A (the wheel)" and report["classes"][0]["class"] == 1
    # in 2-7 the same draw to A-2-3-4 makes ace-high lows only, and the five is no straight
    deuce = ask("deuce-to-seven", "Ac 2d 3h 4s Kd", "Kd")
    assert [row["top"] for row in deuce["tops"] if row["count"]] == ["A"]
    assert deuce["low"] == 4 * 8 + 3  # 5-Q and K (3 left) ... every unpaired rank but the ace


def test_straights_and_flushes_count_against_in_2_7():
    report = ask("deuce-to-seven", "2h 3h 4h 5h Kd", "Kd")
    by_key = {row["key"]: row["count"] for row in report["categories"]}
    assert by_key["straight-flush"] == 1 and by_key["straight"] == 3  # 6h; 6c 6d 6s
    assert by_key["flush"] == 8  # the other hearts but the 6h
    assert report["tops"][0]["count"] == 3  # 7c 7d 7s: 7h makes a flush
    tops, _, _, outcomes = brute("deuce-to-seven", parse_hand("2h 3h 4h 5h"), _unseen("2h 3h 4h 5h Kd"))
    assert {row["top"]: row["count"] for row in report["tops"] if row["count"]} == dict(tops)
    a5 = ask("ace-to-five", "2h 3h 4h 5h Kd", "Kd")  # no straights or flushes in A-5
    assert [row["key"] for row in a5["categories"]] == ["low", "one-pair"]
    assert a5["tops"][0]["count"] == 4  # any ace: the wheel, hearts or not


def _unseen(*known):
    seen = set()
    for text in known:
        seen.update(parse_hand(text))
    return [card for card in FULL_DECK if card not in seen]


# --- brute force on random spots -------------------------------------------------------------------

def random_spot(rng, game, drawn_max=3, dead_max=12):
    deck = list(FULL_DECK)
    rng.shuffle(deck)
    hand, rest = deck[:5], deck[5:]
    dead = rest[:rng.randint(0, dead_max)]
    vs = rest[len(dead):len(dead) + 5] if rng.random() < 0.5 else []
    thrown = rng.sample(hand, rng.randint(0, drawn_max))
    return hand, thrown, dead, vs


@pytest.mark.parametrize("game", ["deuce-to-seven", "ace-to-five"])
def test_random_spots_against_visiting_every_draw(game):
    rng = random.Random(2024 + len(game))
    for _ in range(14):
        hand, thrown, dead, vs = random_spot(rng, game)
        report = call("draw", {"game": game, "hand": format_cards(hand), "discard": format_cards(thrown) or "pat",
                               "dead": format_cards(dead), "vs": format_cards(vs)})
        kept = [card for card in hand if card not in thrown]
        unseen = [card for card in FULL_DECK if card not in set(hand) | set(dead) | set(vs)]
        tops, wins, ties, outcomes = brute(game, kept, unseen, vs or None)
        assert report["outcomes"] == outcomes
        assert {row["top"]: row["count"] for row in report["tops"] if row["count"]} == dict(tops)
        if vs:
            assert (report["wins"], report["ties"], report["method"]) == (wins, ties, "exact")


@pytest.mark.parametrize("game", ["deuce-to-seven", "ace-to-five"])
def test_five_card_draw_with_many_dead_cards(game):
    rng = random.Random(5)
    deck = list(FULL_DECK)
    rng.shuffle(deck)
    hand, dead = deck[:5], deck[5:25]
    report = call("draw", {"game": game, "hand": format_cards(hand), "discard": format_cards(hand),
                           "dead": format_cards(dead), "goal": "9"})
    tops, _, _, outcomes = brute(game, [], deck[25:])
    assert report["outcomes"] == outcomes == 80730
    assert {row["top"]: row["count"] for row in report["tops"] if row["count"]} == dict(tops)
    nine = sum(count for top, count in tops.items() if LOW_RANKS[game].index(top) <= LOW_RANKS[game].index("9"))
    assert report["goal"]["count"] == nine


@pytest.mark.parametrize("game", ["deuce-to-seven", "ace-to-five"])
def test_best_discard_ranks_all_32_against_brute_force(game):
    rng = random.Random(11)
    deck = list(FULL_DECK)
    rng.shuffle(deck)
    hand, dead = deck[:5], deck[5:31]  # 21 unseen cards keep the brute force small
    report = call("draw", {"game": game, "hand": format_cards(hand), "best": True, "dead": format_cards(dead),
                           "goal": "J"})
    rows = report["best"]
    assert len(rows) == 32 and len({tuple(row["discard"]) for row in rows}) == 32
    unseen = deck[31:]
    cap = LOW_RANKS[game].index("J")
    for row in rows:
        kept = [card for card in hand if str(card) not in row["discard"]]
        tops, _, _, outcomes = brute(game, kept, unseen)
        goal = sum(count for top, count in tops.items() if LOW_RANKS[game].index(top) <= cap)
        assert (row["count"], row["of"]) == (goal, outcomes), row["discard"]
    chances = [Fraction(row["count"], row["of"]) for row in rows]
    assert chances == sorted(chances, reverse=True)
    for first, second in zip(rows, rows[1:]):  # places are shared exactly by equal chances
        same = Fraction(first["count"], first["of"]) == Fraction(second["count"], second["of"])
        assert (second["place"] == first["place"]) == same
    assert report["discard_source"] == "best" and report["discard"] == rows[0]["discard"]


def test_best_discard_reason_in_words():
    report = call("draw", {"game": "deuce-to-seven", "hand": "2c 3d 4h 8s Kd", "best": True, "goal": "7"})
    top = report["best"][0]
    assert top["discard"] == ["8s", "Kd"] and top["text"] == "32 of 1,081 = 2.96%"
    assert top["reason"] == "throwing 8s Kd keeps 2-3-4 and 32 of 1,081 draws make a 7-low or better"
    one = next(row for row in report["best"] if row["discard"] == ["Kd"])
    assert one["reason"] == "throwing Kd keeps 2-3-4-8 and draws to 0 outs of 47 to make a 7-low or better"
    first, second = report["best"][1:3]
    assert first["tie"] and second["tie"] and first["place"] == second["place"] == 2
    assert f"the same chance as throwing {' '.join(first['discard'])}" in second["reason"]


def test_default_goal_is_eight_or_better_and_any_low_is_a_choice():
    report = call("draw", {"hand": "2c 3d 4h 8s Kd"})  # five cards: 2-7 by default
    assert report["game"] == "deuce-to-seven" and report["goal"]["label"] == "an 8-low or better"
    assert report["discard"] == ["Kd"] and report["discard_source"] == "policy"
    anything = call("draw", {"hand": "2c 3d 4h 8s Kd", "goal": "any"})
    assert anything["goal"]["label"] == "any low" and anything["discard"] == []  # K-8 low is a low


# --- opponents ---------------------------------------------------------------------------------------

@pytest.mark.parametrize(("game", "mine", "theirs", "k1", "k2"), [
    ("deuce-to-seven", "2c 3d 4h 7s Kd", "2h 5c 6d 8c Qs", 1, 1),
    ("ace-to-five", "Ac 2d 5h 9s 9c", "3c 4d 6h 7c Jd", 2, 1),
])
def test_drawing_opponent_exact_over_both_draws(game, mine, theirs, k1, k2):
    mine_cards, their_cards = parse_hand(mine), parse_hand(theirs)
    report = call("draw", {"game": game, "hand": mine, "discard": format_cards(mine_cards[5 - k1:]),
                           "vs": theirs, "vs_discard": format_cards(their_cards[5 - k2:])})
    key = KEYS[game]
    unseen = _unseen(mine, theirs)
    wins = ties = deals = 0
    for first in combinations(unseen, k1):
        rest = [card for card in unseen if card not in first]
        mine_value = key(mine_cards[:5 - k1] + first)
        for second in combinations(rest, k2):
            their_value = key(their_cards[:5 - k2] + second)
            deals += 1
            wins += mine_value < their_value
            ties += mine_value == their_value
    assert (report["wins"], report["ties"], report["deals"], report["method"]) == (wins, ties, deals, "exact")
    # The one chance shape (#33 item 3): win / tie / loss each count of of, probability, fraction.
    assert (report["win"]["count"], report["win"]["of"], report["tie"]["count"]) == (wins, deals, ties)
    assert report["loss"]["count"] == deals - wins - ties and report["win"]["method"] == "exact"
    assert report["win"]["fraction"] == report["win_fraction"] and "standard_error" not in report


# --- several draws -----------------------------------------------------------------------------------

def tree_walk(game, kept, unseen, draws, top):
    """The policy written again: stop at a made low of ``top`` or better; else keep one card of each
    rank at most ``top`` (lowest suit letter first), four at most, and draw the rest."""
    cap = LOW_RANKS[game].index(top)

    def reached(hand):
        made = made_top(game, hand)
        return made is not None and LOW_RANKS[game].index(made) <= cap

    def keep(hand):
        chosen = {}
        for card in sorted(hand, key=lambda c: (game_rank(game, c), str(c)[1])):
            if game_rank(game, card) <= cap:
                chosen.setdefault(game_rank(game, card), card)
        kept = list(chosen.values())
        return kept[:4] if len(kept) == 5 else kept

    def walk(kept, unseen, left):
        drawn = 5 - len(kept)
        draws_ = list(combinations(unseen, drawn))
        total = Fraction(0)
        for draw in draws_:
            hand = tuple(kept) + draw
            if reached(hand):
                total += 1
            elif left > 1:
                total += walk(keep(hand), [c for c in unseen if c not in draw], left - 1)
        return total / len(draws_)

    return walk(kept, unseen, draws)


@pytest.mark.parametrize(("game", "hand", "discard", "dead", "top", "draws"), [
    ("deuce-to-seven", "2c 3d 4h 7s Kd", "Kd", "", "7", 2),
    ("deuce-to-seven", "2c 3d 4h 7s Kd", "Kd", "9c 9d 9h 9s Tc Td Th Ts Jc Jd Jh Js Qc Qd", "8", 3),
    ("ace-to-five", "Ac 2d 3h 9s 9c", "9s 9c", "Kc Kd Kh Ks Qc Qd Qh Qs Jc Jd Jh Js Tc Td Th Ts", "6", 2),
])
def test_several_draws_against_a_tree_walk(game, hand, discard, dead, top, draws):
    report = call("draw", {"game": game, "hand": hand, "discard": discard, "dead": dead, "goal": top, "draws": draws})
    several = report["several_draws"]
    assert several["method"] == "exact"
    cards = parse_hand(hand)
    kept = [card for card in cards if card not in parse_hand(discard)]
    unseen = _unseen(hand, dead) if dead else _unseen(hand)
    for row in several["by_draw"]:
        expected = tree_walk(game, kept, unseen, row["draws"], top)
        assert Fraction(row["fraction"]) == expected
    assert report["headline"].startswith(f"Within {draws} draws: ")
    assert report["headline"].endswith(f"(exact; {report['goal']['probability']:.2%} on this draw)")


def test_several_draws_fall_back_to_seeded_monte_carlo():
    report = call("draw", {"game": "deuce-to-seven", "hand": "2c 3d 4h 7s Kd", "discard": "2c 3d 4h 7s Kd",
                           "draws": 3, "goal": "7", "seed": 9})
    several = report["several_draws"]
    assert several["method"] == "monte-carlo" and several["seed"] == 9 and several["trials"] == 20_000
    first, *later = several["by_draw"]
    assert first["fraction"] == report["goal"]["fraction"] and first["method"] == "exact"
    assert all(row["standard_error"] > 0 for row in later)
    again = call("draw", {"game": "deuce-to-seven", "hand": "2c 3d 4h 7s Kd", "discard": "2c 3d 4h 7s Kd",
                          "draws": 3, "goal": "7", "seed": 9})
    assert again["several_draws"] == several
    assert "Monte Carlo, 20,000 trials" in report["headline"]


def test_sampled_reach_agrees_with_the_exact_walk():
    game = draw_game("ace-to-five")
    hand = parse_hand("Ac 2d 3h 9s 9c")
    unseen = tuple(_unseen("Ac 2d 3h 9s 9c"))
    goal = parse_goal("7", game=game)
    exact = reach_odds(game, hand[:3], unseen, 2, goal)
    assert exact.method == "exact"
    sampled = sampled_reach(game, hand[:3], unseen, 2, goal, seed=4, trials=6000)
    for estimate, truth in zip(sampled, exact.by_draw):
        assert abs(float(estimate.fraction) - float(truth.fraction)) < 4 * estimate.standard_error


# --- bad input, API, CLI -----------------------------------------------------------------------------

@pytest.mark.parametrize(("params", "field", "message"), [
    ({"hand": "2c 3d 4h Kh Ks", "discard": "Qd"}, "discard", "discard: Qd is not in your hand (2c 3d 4h Kh Ks)"),
    ({"hand": "2c 3d 4h Kh Ks 9d"}, "hand", "hand: a 2-7 lowball hand needs 5 cards, got 6 cards"),
    ({"game": "ace-to-five", "hand": "2c 3d 4h Kh"}, "hand", "hand: an A-5 lowball hand needs 5 cards, got 4 cards"),
    ({"hand": "2c 3d 4h Kh Ks", "discard": "Kh Ks", "draws": 3,
      "dead": " ".join(str(card) for card in FULL_DECK if card not in parse_hand("2c 3d 4h Kh Ks"))[:3 * 37]},
     "dead", "dead: only 10 unseen cards are left, and 3 draws can take up to 12"),
    ({"hand": "2c 3d 4h Kh Ks", "goal": "6"}, "goal", "goal: no low is 6-low (the best is 7-5-4-3-2); use 7 to A"),
    ({"game": "ace-to-five", "hand": "2c 3d 4h Kh Ks", "goal": "4"}, "goal",
     "goal: no low is 4-low (the best is 5-4-3-2-A); use 5 to K"),
    ({"game": "holdem", "hand": "2c 3d 4h Kh Ks"}, "game",
     "the draw tool does not cover Texas Hold'em; choose badugi, deuce-to-seven or ace-to-five"),
])
def test_bad_input_named_in_one_message(params, field, message):
    with pytest.raises(InputError) as caught:
        call("draw", params)
    assert str(caught.value) == message and caught.value.field == field


def test_meta_lists_the_draw_games_and_their_goals():
    meta = call("meta")["draw"]
    assert [game["key"] for game in meta["games"]] == ["badugi", "deuce-to-seven", "ace-to-five"]
    deuce = meta["games"][1]
    assert deuce["default_goal"] == "8" and deuce["top_cards"][0] == {"value": "7", "label": "7-low or better"}
    assert deuce["discards"] == 32 and meta["games"][0]["discards"] == 16


def test_cli_draw_text_json_and_alias():
    done = run("draw", "2c 3d 4h Kh Ks", "--game", "deuce-to-seven", "--discard", "Kh Ks")
    assert done.returncode == 0, done.stderr
    assert "Low, top card or better    7: 32   8: 80" in done.stdout
    data = json.loads(run("--json", "draw", "2c", "3d", "4h", "Kh", "Ks", "--discard", "Kh Ks").stdout)
    assert data["outcomes"] == 1081 and data["tops"][0]["top"] == "7" and data["tops"][0]["count"] == 32
    vs = json.loads(run("--json", "draw", "2c 3d 4h Kh Ks", "--discard", "Kh Ks", "--vs", "2h 5c 6d 8c Qs").stdout)
    assert vs["wins"] + vs["ties"] + vs["losses"] == vs["deals"] == 861 and vs["method"] == "exact"  # C(42, 2)
    alias = json.loads(run("--json", "badugi-draw", "2c 3d 4h Kh", "--discard", "Kh").stdout)
    assert alias["game"] == "badugi" and alias["badugi"] == 10
    bad = run("draw", "2c 3d 4h Kh Ks", "--game", "ace-to-five", "--discard", "Qd")
    assert bad.returncode == 2
    assert bad.stderr.strip() == "cardlab: error: discard: Qd is not in your hand (2c 3d 4h Kh Ks)"


def test_the_page_reads_the_hand_size_and_the_discard_source_in_words_from_python():
    from cardlab.api import call

    sizes = {game["key"]: game["hand_size_text"] for game in call("meta")["draw"]["games"]}
    assert sizes == {"badugi": "four cards", "deuce-to-seven": "five cards", "ace-to-five": "five cards"}
    best = call("draw", {"hand": "2c 3d 4h Kh Ks", "game": "deuce-to-seven", "best": True})
    assert best["discard_source_text"] == "No discard given: the best discard for the goal."
    given = call("draw", {"hand": "2c 3d 4h Kh Ks", "game": "deuce-to-seven", "discard": "Kh Ks"})
    assert given["discard_source_text"] == ""


def test_a_one_draw_figure_against_the_opponent_says_so_under_a_several_draws_headline():
    """#37 item 1: with 3 draws left, the odds against the opponent beside the one-draw figures are
    the next draw's, and say so; the headline is the wins over all 3 draws."""
    report = call("draw", {"game": "deuce-to-seven", "hand": "2c 3d 4h 8s Kd", "discard": "Kd", "vs": "2h 3h 5d 9c Qs",
                           "vs_discard": "Qs", "draws": 3, "goal": "8"})
    assert report["headline"].startswith("Wins ") and "over 3 draws against the opponent" in report["headline"]
    assert report["vs"]["label"] == "Against the opponent after this draw only (over all 3 draws: see above)"
    one = call("draw", {"game": "deuce-to-seven", "hand": "2c 3d 4h 8s Kd", "discard": "Kd", "vs": "2h 3h 5d 9c Qs",
                        "vs_discard": "Qs", "goal": "8"})
    assert one["vs"]["label"] == "Against the opponent"
    assert (one["wins"], one["deals"]) == (report["wins"], report["deals"])
