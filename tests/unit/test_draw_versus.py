"""Several draws against an opponent who draws too (#37 item 1): the seeded Monte Carlo of
cardlab.draw.several.versus against an exact walk written here, over a deck small enough (most cards
dead) to visit every sequence of draws; the report and the CLI lead with "wins x% over N draws"."""

from __future__ import annotations

from fractions import Fraction
from itertools import combinations

from cardlab.api import call
from cardlab.core.cards import FULL_DECK, format_cards, parse_hand
from cardlab.draw.games import draw_game
from cardlab.draw.goal import parse_goal
from cardlab.draw.several.versus import versus_odds


def exact_walk(game, mine, theirs, unseen, draws, mine_aim, theirs_aim):
    """(win, tie) as exact fractions: every draw of each player from the cards left, in turn (you,
    then the opponent), each later draw by the stated policy (pat on the aim, else keep what plays)."""
    def later(mine, theirs, deck, left):
        if left == 0:
            a, b = game.value(mine), game.value(theirs)
            return (Fraction(int(a < b)), Fraction(int(a == b)))
        mine_keep = mine if mine_aim.reached(game.value(mine)) else game.keep(mine, mine_aim.cap)
        theirs_keep = theirs if theirs_aim.reached(game.value(theirs)) else game.keep(theirs, theirs_aim.cap)
        return first(mine_keep, theirs_keep, deck, left)

    def first(mine_keep, theirs_keep, deck, left):
        k1, k2 = game.hand_size - len(mine_keep), game.hand_size - len(theirs_keep)
        win = tie = Fraction(0)
        count = 0
        for drawn in combinations(deck, k1):
            rest = [card for card in deck if card not in drawn]
            for other in combinations(rest, k2):
                after = [card for card in rest if card not in other]
                w, t = later(mine_keep + drawn, theirs_keep + other, after, left - 1)
                win, tie, count = win + w, tie + t, count + 1
        return win / count, tie / count

    return first(tuple(mine), tuple(theirs), list(unseen), draws)


def test_monte_carlo_agrees_with_every_sequence_of_draws_on_a_small_deck():
    game = draw_game("badugi")
    mine, theirs = parse_hand("2c 3d 4h Kh"), parse_hand("Ac 5d 9h Qs")
    unseen = parse_hand("5c 6s 7h 8d Tc Jd 6c 7d 8s 3s")  # every other card dead
    goal = parse_goal("8", game=game)
    win, tie = exact_walk(game, mine[:3], theirs[:3], unseen, 2, goal, parse_goal("8", game=game))
    odds = versus_odds(game, mine[:3], theirs[:3], unseen, 2, goal, seed=11, trials=20_000)
    for count, exact in ((odds.wins, win), (odds.ties, tie)):
        error = odds.standard_error(count) or 1e-9
        assert abs(count / odds.trials - float(exact)) < 4 * error + 1e-9, (count, float(exact))


def test_the_report_leads_with_the_wins_over_every_draw():
    hand, vs = "2c 3d 4h 8s Kd", "2h 3h 5d 9c Qs"
    report = call("draw", {"game": "deuce-to-seven", "hand": hand, "discard": "Kd", "vs": vs, "vs_discard": "Qs",
                           "draws": 3, "goal": "beat", "seed": 7})
    versus = report["versus_draws"]
    assert report["headline"].startswith(f"Wins {versus['win_probability']:.2%} ± ")
    assert "over 3 draws against the opponent" in report["headline"]
    assert versus["wins"] + versus["ties"] + versus["losses"] == versus["trials"] == 20_000
    assert versus["method"] == "monte-carlo" and versus["seed"] == 7
    assert versus["opponent_policy"].startswith("the opponent stands pat on an 8-low or better")
    assert "several_draws" not in report  # "beat" a drawing opponent is decided over the draws, not a reach
    # one draw is still counted exactly, and said to be this draw's only
    assert report["summary"].startswith("Throwing Kd: wins ") and "after this draw" in report["summary"]
    assert report["vs"]["label"] == "Against the opponent after this draw only (over all 3 draws: see above)"
    again = call("draw", {"game": "deuce-to-seven", "hand": hand, "discard": "Kd", "vs": vs, "vs_discard": "Qs",
                          "draws": 3, "goal": "beat", "seed": 7})
    assert again["versus_draws"] == versus  # seeded: the same run


def test_the_deck_must_hold_both_players_later_draws():
    dead = [card for card in FULL_DECK if card not in parse_hand("2c 3d 4h Kh Ac 5d 9h Qs")][:30]
    try:
        call("draw", {"hand": "2c 3d 4h Kh", "discard": "Kh", "vs": "Ac 5d 9h Qs", "vs_discard": "Qs", "draws": 3,
                      "dead": format_cards(dead)})
    except Exception as error:  # noqa: BLE001 - the package's InputError
        assert getattr(error, "field", None) == "dead"
        assert "3 draws can take up to 18" in str(error)
    else:
        raise AssertionError("no error")
