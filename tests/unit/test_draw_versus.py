"""Several draws against an opponent who draws too (#37 item 1): cardlab.draw.several.versus against
an exact walk and a best-discard chooser written here. Small decks (most cards dead) are walked
through every sequence of draws: the tool counts them exactly and must agree to the fraction; with
the exact count switched off its seeded Monte Carlo must agree within its standard errors. The
report and the CLI lead with "wins x% over N draws" and say each player's policy."""

from __future__ import annotations

from collections import Counter
from fractions import Fraction
from functools import cache
from itertools import combinations

import pytest
from cli_runner import run

from cardlab.api import call
from cardlab.core.cards import FULL_DECK, format_cards, parse_hand
from cardlab.core.errors import InputError
from cardlab.draw.games import draw_game
from cardlab.draw.goal import parse_goal
from cardlab.draw.several import versus
from cardlab.draw.several.plans import Plans, Step, default_plans
from cardlab.draw.several.versus import BestDiscard, _Sides, node_bound, versus_odds


def brute_chance(game, keep, rival_keep, unseen):
    """Every draw to ``keep`` against every draw to ``rival_keep``, each from the fixed deck less its
    own kept cards: the share in which ``keep``'s hand is lower (wins)."""
    size = game.hand_size
    mine = [game.value(tuple(keep) + drawn) for drawn in
            combinations([card for card in unseen if card not in keep], size - len(keep))]
    theirs = [game.value(tuple(rival_keep) + drawn) for drawn in
              combinations([card for card in unseen if card not in rival_keep], size - len(rival_keep))]
    return Fraction(sum(a < b for a in mine for b in theirs), len(mine) * len(theirs))


def brute_best(game, hand, rival_keep, unseen, candidates=None):
    """The stated rule: of pat, the policy keep for each rank (highest first) and drawing a whole hand,
    the highest chance; ties: more cards kept, then the first."""
    if candidates is None:
        candidates = [hand] + [game.keep(hand, cap) for cap in reversed(game.ranks)] + [()]
    best, top = None, None
    for keep in candidates:
        score = (brute_chance(game, keep, rival_keep, unseen), len(keep))
        if top is None or score > top:
            best, top = keep, score
    return best, top[0]


def exact_walk(game, mine, theirs, unseen, plans):
    """(win, tie) as fractions: every draw of each player from the cards left (yours, then the
    opponent's from the rest), each later draw by the plans' steps (either player's ``best`` by the
    rule of brute_best, from that player's side)."""
    chance = cache(lambda keep, rival: brute_chance(game, keep, rival, unseen))

    def keep_of(step, hand, rival_keep):
        if step.kind == "pat":
            return hand
        if step.kind == "best":
            candidates = [hand] + [game.keep(hand, cap) for cap in reversed(game.ranks)] + [()]
            return max(enumerate(candidates),
                       key=lambda pair: (chance(tuple(sorted(pair[1])), tuple(sorted(rival_keep))), len(pair[1]),
                                         -pair[0]))[1]
        return hand if step.goal.reached(game.value(hand)) else game.keep(hand, step.goal.cap)

    def keeps(my_step, their_step, mine, theirs):
        # a step that is not "best" is chosen first and blind; "best" answers the other's kept cards;
        # both "best": the opponent answers what you would keep aiming at the game's default goal
        if their_step.kind != "best":
            their_next = keep_of(their_step, theirs, ())
            return keep_of(my_step, mine, their_next), their_next
        if my_step.kind != "best":
            my_next = keep_of(my_step, mine, ())
            return my_next, keep_of(their_step, theirs, my_next)
        guess = keep_of(Step("aim", parse_goal(game.default_goal, game=game)), mine, ())
        their_next = keep_of(their_step, theirs, guess)
        return keep_of(my_step, mine, their_next), their_next

    def walk(mine_keep, theirs_keep, deck, number):
        win = tie = Fraction(0)
        count = 0
        for drawn in combinations(deck, game.hand_size - len(mine_keep)):
            rest = [card for card in deck if card not in drawn]
            for other in combinations(rest, game.hand_size - len(theirs_keep)):
                mine, theirs = tuple(mine_keep) + drawn, tuple(theirs_keep) + other
                count += 1
                if number == len(plans.mine):
                    a, b = game.value(mine), game.value(theirs)
                    win, tie = win + (a < b), tie + (a == b)
                    continue
                my_next, their_next = keeps(plans.mine[number], plans.theirs[number], mine, theirs)
                w, t = walk(my_next, their_next, [card for card in rest if card not in other], number + 1)
                win, tie = win + w, tie + t
        return win / count, tie / count

    return walk(tuple(mine), tuple(theirs), list(unseen), 0)


BADUGI = draw_game("badugi")
SMALL = parse_hand("5c 6s 7h 8d Tc Jd 6c 3s")  # every other card dead
TEN = SMALL + parse_hand("Ks 9s")  # the fewest unseen cards a report with 2 draws and an opponent accepts


def test_the_best_discard_is_the_brute_force_best_over_every_discard():
    # 2c 3d 4h Kh against a pat 8-6-3-2 badugi: of all 16 discards, throwing the king alone is best
    hand, rival = parse_hand("2c 3d 4h Kh"), parse_hand("8c 6d 3h 2s")
    unseen = parse_hand("5c 6s 7h 8d Tc Jd 6c 3s Ks 9s")
    chooser = BestDiscard(BADUGI, unseen)
    every = [tuple(card for card in hand if card not in thrown) for size in range(5)
             for thrown in combinations(hand, size)]
    best_of_all, chance = brute_best(BADUGI, hand, rival, unseen, every)
    assert format_cards(chooser.choose(hand, rival)) == format_cards(best_of_all) == "2c 3d 4h"
    assert chooser.chance(parse_hand("2c 3d 4h"), rival) == chance == Fraction(1, 10)  # 6s only: 6-4-3-2
    for keep in chooser.candidates(hand):
        assert chooser.chance(keep, rival) == brute_chance(BADUGI, keep, rival, unseen)


def test_the_best_discard_can_differ_from_the_goal_policy_and_is_still_the_brute_force_best():
    # 2-7: A-Q-9-7-5 against a pat Q-T-8-6-2: of all 32 discards, throwing only the ace is best (1/2 of
    # the ten cards left make a hand under Q-T), where aiming at an 8 would throw three
    game = draw_game("deuce-to-seven")
    hand, rival = parse_hand("7h 5h Qs Ah 9d"), parse_hand("6h 2d 8h Ts Qd")
    unseen = parse_hand("3h 4s Kh 3s 7d Tc 8s Jc 5c 6s")
    every = [tuple(card for card in hand if card not in thrown) for size in range(6)
             for thrown in combinations(hand, size)]
    best_of_all, chance = brute_best(game, hand, rival, unseen, every)
    chosen = BestDiscard(game, unseen).choose(hand, rival)
    assert set(chosen) == set(best_of_all) == set(parse_hand("7h 5h Qs 9d")) and chance == Fraction(1, 2)
    assert set(game.keep(hand, 8)) == set(parse_hand("5h 7h"))


def test_the_best_discard_breaks_ties_towards_keeping_more_cards():
    # nothing beats 4-3-2-A: every candidate has chance 0, so the hand stands pat
    hand, rival = parse_hand("2c 3d 4h Kh"), parse_hand("Ac 2d 3h 4s")
    chooser = BestDiscard(BADUGI, SMALL)
    assert chooser.choose(hand, rival) == hand


@pytest.mark.parametrize(("key", "hand", "vs", "unseen", "plan_mine"), [
    ("badugi", "2c 3d 4h Kh", "Ac 5d 9h Qs", SMALL, "best"),
    ("badugi", "2c 3d 4h Kh", "Ac 5d 9h Qs", SMALL, "aim"),
    ("deuce-to-seven", "2c 3d 4h 8s Kd", "2h 3h 5d 9c Qs", parse_hand("6c 7d Ts 4s 9d 8c 6h Jc"), "best"),
    ("ace-to-five", "Ac 3d 4h 8s Kd", "2h 3h 5d 9c Qs", parse_hand("2c 7d Ts 4s 9d 8c 6h 5s"), "pat"),
])
def test_the_exact_count_equals_the_walk_of_every_sequence_of_draws(key, hand, vs, unseen, plan_mine):
    game = draw_game(key)
    mine, theirs = parse_hand(hand), parse_hand(vs)
    step = Step("best") if plan_mine == "best" else Step("pat") if plan_mine == "pat" else Step(
        "aim", parse_goal("8", game=game))
    plans = Plans((step,), default_plans(game, parse_goal("8", game=game), 2).theirs)
    assert node_bound(game, (1, 1), len(unseen), 2) <= 3_000  # small: counted, not sampled
    odds = versus_odds(game, mine[:-1], theirs[:-1], unseen, plans, seed=3)
    win, tie = exact_walk(game, mine[:-1], theirs[:-1], unseen, plans)
    assert odds.method == "exact" and odds.standard_error(odds.wins) is None
    assert (Fraction(odds.wins, odds.total), Fraction(odds.ties, odds.total)) == (win, tie)
    assert odds.wins + odds.ties + odds.losses == odds.total


def test_the_bound_is_computed_before_any_work_and_sends_large_trees_to_sampling():
    # from a full deck: one card each on the first of 2 draws is 44 x 43 deals before the last draw;
    # two cards, or 3 draws, are far past the limit and sampled without looking at a deal
    assert node_bound(BADUGI, (1, 1), 44, 2) == 44 * 43
    assert node_bound(BADUGI, (2, 1), 44, 2) > 3_000 and node_bound(BADUGI, (1, 1), 44, 3) > 10**9
    mine, theirs = parse_hand("2c 3d 4h Kh"), parse_hand("Ac 5d 9h Qs")
    unseen = [card for card in FULL_DECK if card not in mine + theirs]
    plans = default_plans(BADUGI, parse_goal("beat", BADUGI.value(theirs), 1, BADUGI), 3)
    odds = versus_odds(BADUGI, mine[:3], theirs[:3], unseen, plans, seed=3, trials=500)
    assert odds.method == "monte-carlo" and odds.trials == 500


def test_two_draws_from_a_larger_deck_count_each_last_draw_jointly():
    # 18 unseen cards: 18 x 17 deals before the last draw, each last draw counted by inclusion-exclusion
    game = draw_game("deuce-to-seven")
    mine, theirs = parse_hand("2c 3d 4h 8s Kd"), parse_hand("2h 3h 5d 9c Qs")
    live = parse_hand("6c 7d Ts 4s 9d 8c 6h Jc 5s 7c Ah Kc 3s 4d 6d Td 2s 5c")
    plans = default_plans(game, parse_goal("beat", game.value(theirs), 1, game), 2)
    odds = versus_odds(game, mine[:4], theirs[:4], live, plans, seed=3)
    win, tie = exact_walk(game, mine[:4], theirs[:4], live, plans)
    assert odds.method == "exact"
    assert (Fraction(odds.wins, odds.total), Fraction(odds.ties, odds.total)) == (win, tie)


def test_monte_carlo_agrees_with_every_sequence_of_draws_on_a_small_deck():
    mine, theirs = parse_hand("2c 3d 4h Kh"), parse_hand("Ac 5d 9h Qs")
    plans = default_plans(BADUGI, parse_goal("beat", BADUGI.value(theirs), 1, BADUGI), 2)
    win, tie = exact_walk(BADUGI, mine[:3], theirs[:3], SMALL, plans)
    odds = versus_odds(BADUGI, mine[:3], theirs[:3], SMALL, plans, seed=11, trials=20_000, node_limit=0)
    assert odds.method == "monte-carlo"
    for count, exact in ((odds.wins, win), (odds.ties, tie)):
        error = odds.standard_error(count) or 1e-9
        assert abs(count / odds.trials - float(exact)) < 4 * error + 1e-9, (count, float(exact))


def test_the_report_leads_with_the_wins_over_every_draw():
    hand, vs = "2c 3d 4h 8s Kd", "2h 3h 5d 9c Qs"
    request = {"game": "deuce-to-seven", "hand": hand, "discard": "Kd", "vs": vs, "vs_discard": "Qs",
               "draws": 3, "goal": "beat", "seed": 7}
    report = call("draw", request)
    versus = report["versus_draws"]
    assert report["headline"].startswith(f"Wins {versus['win_probability']:.2%} ± ")
    assert "over 3 draws against the opponent" in report["headline"]
    assert versus["wins"] + versus["ties"] + versus["losses"] == versus["trials"] == versus["of"] == 20_000
    assert versus["method"] == "monte-carlo" and versus["seed"] == 7
    assert versus["policy_source"] == "default" and versus["plan"] == ["best", "best"]
    assert versus["policy"].startswith("after this draw you take the best discard for beating the opponent")
    assert versus["opponent_policy"].startswith("after this draw the opponent stands pat on an 8-low or better")
    assert "several_draws" not in report  # "beat" a drawing opponent is decided over the draws, not a reach
    # one draw is still counted exactly, and said to be this draw's only
    assert report["summary"].startswith("Throwing Kd: wins ") and "after this draw" in report["summary"]
    assert report["vs"]["label"] == "Against the opponent after this draw only (over all 3 draws: see above)"
    assert call("draw", request)["versus_draws"] == versus  # seeded: the same run


def test_a_small_deck_is_counted_exactly_in_the_report():
    hand, vs = "2c 3d 4h Kh", "Ac 5d 9h Qs"
    dead = [card for card in FULL_DECK if card not in parse_hand(hand) + parse_hand(vs) + TEN]
    report = call("draw", {"hand": hand, "discard": "Kh", "vs": vs, "vs_discard": "Qs", "draws": 2, "goal": "beat",
                           "dead": format_cards(dead), "seed": 5})
    versus = report["versus_draws"]
    mine, theirs = parse_hand(hand), parse_hand(vs)
    plans = default_plans(BADUGI, parse_goal("beat", BADUGI.value(theirs), 1, BADUGI), 2)
    win, tie = exact_walk(BADUGI, mine[:3], theirs[:3], TEN, plans)
    assert versus["method"] == "exact" and not {"standard_error", "trials", "seed"} & set(versus)
    assert versus["win"]["fraction"] == str(win) if win.denominator > 1 else str(win.numerator)
    assert Fraction(versus["win"]["count"], versus["win"]["of"]) == win
    assert Fraction(versus["tie"]["count"], versus["tie"]["of"]) == tie
    assert "standard_error" not in versus["win"] and versus["win"]["method"] == "exact"
    assert report["headline"] == (f"Wins {float(win):.2%} over 2 draws against the opponent "
                                  f"(ties {float(tie):.2%}; exact)")


def test_two_draws_from_a_full_deck_with_one_card_each_are_exact_and_the_sampling_agrees():
    request = {"game": "deuce-to-seven", "hand": "2c 3d 4h 8s Kd", "discard": "Kd", "vs": "2h 3h 5d 9c Qs",
               "vs_discard": "Qs", "draws": 2, "goal": "beat", "seed": 7}
    versus = call("draw", request)["versus_draws"]
    assert versus["method"] == "exact" and "standard_error" not in versus
    assert (versus["win"]["fraction"], versus["tie"]["fraction"]) == ("488731/671580", "5379/2835560")
    game = draw_game("deuce-to-seven")
    mine, theirs = parse_hand("2c 3d 4h 8s Kd"), parse_hand("2h 3h 5d 9c Qs")
    unseen = [card for card in FULL_DECK if card not in mine + theirs]
    plans = default_plans(game, parse_goal("beat", game.value(theirs), 1, game), 2)
    sampled = versus_odds(game, mine[:4], theirs[:4], unseen, plans, seed=7, node_limit=0)
    assert abs(sampled.wins / sampled.trials - 488731 / 671580) < 4 * sampled.standard_error(sampled.wins)


def test_a_plan_sets_your_step_at_each_later_draw():
    request = {"game": "deuce-to-seven", "hand": "2c 3d 4h 8s Kd", "discard": "Kd", "vs": "2h 3h 5d 9c Qs",
               "vs_discard": "Qs", "draws": 3, "goal": "beat", "seed": 7, "plan": "pat | 9"}
    versus = call("draw", request)["versus_draws"]
    assert versus["policy_source"] == "given" and versus["plan"] == ["pat", "9"]
    assert versus["policy"] == ("by your plan, on draw 2 you stand pat; on draw 3 you stand pat on a 9-low or better, "
                                "else keep the cards that play for it and draw the rest")
    # standing pat on 8-4-3-2 plus the draw, twice, against the same seeded deals: a different run
    pat = call("draw", {**request, "plan": "pat|pat"})["versus_draws"]
    assert pat["policy"] == "by your plan, after this draw you stand pat" and pat["wins"] != versus["wins"]


@pytest.mark.parametrize(("params", "message"), [
    ({"plan": "best|x"}, "plan: draw 3: 'x' is not best, pat or a top card (7 to A)"),
    ({"plan": "best|6"}, "plan: draw 3: '6' is not best, pat or a top card (7 to A)"),
    ({"plan": "pat|pat|pat"}, "plan: 3 entries, but 3 draws leave 2 after this one (draws 2 and 3)"),
    ({"plan": "pat", "draws": 1}, "plan: 1 entry, but 1 draw leaves 0 after this one (none: this is the last draw)"),
    ({"plan": "pat", "vs": "", "vs_discard": "", "goal": "8"},
     "plan: a plan for the later draws needs the opponent's hand"),
])
def test_a_bad_plan_names_the_draw_and_the_token(params, message):
    request = {"game": "deuce-to-seven", "hand": "2c 3d 4h 8s Kd", "discard": "Kd", "vs": "2h 3h 5d 9c Qs",
               "vs_discard": "Qs", "draws": 3, "goal": "beat", **params}
    with pytest.raises(InputError) as caught:
        call("draw", request)
    assert str(caught.value) == message and caught.value.field == "plan"


def test_the_cli_takes_a_plan_and_says_the_policies():
    command = ["draw", "2c", "3d", "4h", "8s", "Kd", "--discard", "Kd", "--vs", "2h 3h 5d 9c Qs", "--vs-discard", "Qs",
               "--draws", "3", "--goal", "beat", "--seed", "7"]
    done = run(*command, "--plan", "pat|")
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[1].startswith("Wins ")  # after the hand line: the answer asked for
    assert "by your plan, on draw 2 you stand pat; on draw 3 you take the best discard" in done.stdout
    bad = run(*command, "--plan", "pat|Q|x")
    assert bad.returncode == 2 and "plan: 3 entries" in bad.stderr


def test_the_deck_must_hold_both_players_later_draws():
    dead = [card for card in FULL_DECK if card not in parse_hand("2c 3d 4h Kh Ac 5d 9h Qs")][:30]
    with pytest.raises(InputError) as caught:
        call("draw", {"hand": "2c 3d 4h Kh", "discard": "Kh", "vs": "Ac 5d 9h Qs", "vs_discard": "Qs", "draws": 3,
                      "dead": format_cards(dead)})
    assert caught.value.field == "dead" and "3 draws can take up to 18" in str(caught.value)


def step_of(word, game):
    return Step(word) if word in ("best", "pat") else Step("aim", parse_goal(word, game=game))


@pytest.mark.parametrize(("key", "hand", "vs", "unseen", "mine", "theirs"), [
    ("badugi", "2c 3d 4h Kh", "Ac 5d 9h Qs", SMALL, "8", "best"),
    ("badugi", "2c 3d 4h Kh", "Ac 5d 9h Qs", SMALL, "best", "best"),
    ("badugi", "2c 3d 4h Kh", "Ac 5d 9h Qs", SMALL, "best", "pat"),
    ("deuce-to-seven", "2c 3d 4h 8s Kd", "2h 3h 5d 9c Qs", parse_hand("6c 7d Ts 4s 9d 8c 6h Jc"), "best", "best"),
    ("deuce-to-seven", "2c 3d 4h 8s Kd", "2h 3h 5d 9c Qs", parse_hand("6c 7d Ts 4s 9d 8c 6h Jc"), "pat", "9"),
    ("ace-to-five", "Ac 3d 4h 8s Kd", "2h 3h 5d 9c Qs", parse_hand("2c 7d Ts 4s 9d 8c 6h 5s"), "pat", "best"),
])
def test_a_set_opponent_plan_is_counted_exactly_as_the_walk_of_every_sequence(key, hand, vs, unseen, mine, theirs):
    game = draw_game(key)
    plans = Plans((step_of(mine, game),), (step_of(theirs, game),), True, True)
    mine_hand, theirs_hand = parse_hand(hand), parse_hand(vs)
    odds = versus_odds(game, mine_hand[:-1], theirs_hand[:-1], unseen, plans, seed=3)
    win, tie = exact_walk(game, mine_hand[:-1], theirs_hand[:-1], unseen, plans)
    assert odds.method == "exact"
    assert (Fraction(odds.wins, odds.total), Fraction(odds.ties, odds.total)) == (win, tie)


def test_three_draws_with_both_plans_set_agree_with_the_walk():
    # 3 draws on an 8-card deck: past the default bound, counted with a larger one, and every sequence walked
    plans = Plans((Step("best"), Step("pat")), (Step("pat"), Step("best")), True, True)
    mine, theirs = parse_hand("2c 3d 4h Kh"), parse_hand("Ac 5d 9h Qs")
    odds = versus_odds(BADUGI, mine[:3], theirs[:3], SMALL, plans, seed=3, node_limit=10**5)
    win, tie = exact_walk(BADUGI, mine[:3], theirs[:3], SMALL, plans)
    assert odds.method == "exact"
    assert (Fraction(odds.wins, odds.total), Fraction(odds.ties, odds.total)) == (win, tie)


CHECKPOINT_LIVE = parse_hand("5c 6s 7h 8d Tc Jd 6c 7d 8s 3s")  # docs/rules.md's badugi checkpoint


@pytest.mark.parametrize(("goal", "vs_plan", "fraction"), [
    ("beat", "", "4553/5040"),
    ("beat", "best", "155/252"),
    ("8", "best", "1033/1680"),
    ("beat", "pat", "283/360"),
])
def test_the_opponents_plan_in_the_report_is_the_walks_and_says_their_plan(goal, vs_plan, fraction):
    hand, vs = "2c 3d 4h Kh", "Ac 5d 9h Qs"
    dead = [card for card in FULL_DECK if card not in parse_hand(hand) + parse_hand(vs) + CHECKPOINT_LIVE]
    report = call("draw", {"hand": hand, "discard": "Kh", "vs": vs, "vs_discard": "Qs", "draws": 2, "goal": goal,
                           "dead": format_cards(dead), "vs_plan": vs_plan})
    versus = report["versus_draws"]
    goal_record = parse_goal(goal, BADUGI.value(parse_hand(vs)), 1, BADUGI)
    plans = default_plans(BADUGI, goal_record, 2)
    if vs_plan:
        plans = Plans(plans.mine, (step_of(vs_plan, BADUGI),), False, True)
    win, _ = exact_walk(BADUGI, parse_hand(hand)[:3], parse_hand(vs)[:3], CHECKPOINT_LIVE, plans)
    assert versus["method"] == "exact" and versus["win"]["fraction"] == fraction == str(win)
    assert versus["opponent_plan"] == [vs_plan or "8"]
    assert versus["opponent_policy_source"] == ("given" if vs_plan else "default")
    assert versus["policy_source"] == "default"
    if vs_plan == "best":
        assert versus["opponent_policy"].startswith(
            "by their plan, after this draw the opponent takes the best discard for beating you on that draw")
        assert "beats yours (drawing by your policy)" in versus["opponent_policy"]
    elif vs_plan == "pat":
        assert versus["opponent_policy"] == "by their plan, after this draw the opponent stands pat"
    else:
        assert versus["opponent_policy"].startswith("after this draw the opponent stands pat on an 8-high badugi")


@pytest.mark.parametrize(("params", "message"), [
    ({"vs_plan": "best|x"}, "vs_plan: draw 3: 'x' is not best, pat or a top card (7 to A)"),
    ({"vs_plan": "|6"}, "vs_plan: draw 3: '6' is not best, pat or a top card (7 to A)"),
    ({"vs_plan": "pat|pat|pat"}, "vs_plan: 3 entries, but 3 draws leave 2 after this one (draws 2 and 3)"),
    ({"vs_plan": "pat", "draws": 1},
     "vs_plan: 1 entry, but 1 draw leaves 0 after this one (none: this is the last draw)"),
    ({"vs_plan": "pat", "vs": "", "vs_discard": "", "goal": "8"},
     "vs_plan: a plan for the later draws needs the opponent's hand"),
])
def test_a_bad_opponent_plan_names_its_field_the_draw_and_the_token(params, message):
    request = {"game": "deuce-to-seven", "hand": "2c 3d 4h 8s Kd", "discard": "Kd", "vs": "2h 3h 5d 9c Qs",
               "vs_discard": "Qs", "draws": 3, "goal": "beat", **params}
    with pytest.raises(InputError) as caught:
        call("draw", request)
    assert str(caught.value) == message and caught.value.field == "vs_plan"


def test_the_opponents_plan_changes_the_sampled_run_and_its_estimate():
    request = {"game": "deuce-to-seven", "hand": "2c 3d 4h 8s Kd", "discard": "Kd", "vs": "2h 3h 5d 9c Qs",
               "vs_discard": "Qs", "draws": 3, "goal": "8", "seed": 7}
    default = call("draw", request)["versus_draws"]
    pat = call("draw", {**request, "vs_plan": "pat|pat"})["versus_draws"]
    assert default["method"] == pat["method"] == "monte-carlo" and pat["wins"] != default["wins"]
    assert pat["opponent_plan"] == ["pat", "pat"] and pat["plan"] == ["8", "8"]


THROWING = {"game": "deuce-to-seven", "hand": "2c 3d 4h 8s Kd", "discard": "2c 3d 4h 8s Kd", "vs": "2h 3h 5d 9c Qs",
            "vs_discard": "2h 3h 5d 9c Qs", "draws": 3, "goal": "beat", "vs_plan": "best|best", "seed": 7}
KEEPING = {**THROWING, "discard": "Kd", "vs_discard": "Qs"}


@pytest.mark.slow
def test_a_best_discards_estimate_counts_what_the_deals_meet_anew():
    # Throwing whole hands, nearly every deal meets new choices; keeping four cards, most repeat
    # within a few hundred deals: the fixed rate said 2.4 s for both, and the throw took 10-15x
    # longer (bench/draw_versus.py). The probe's counts are seeded, so the estimate is the same
    # every time, and the counted choices the run reuses never change its answer.
    versus._probe.cache_clear()
    throwing = call("estimate", {"action": "draw", "params": THROWING})["seconds"]
    keeping = call("estimate", {"action": "draw", "params": KEEPING})["seconds"]
    assert throwing > 8 * keeping
    reused = call("draw", KEEPING)["versus_draws"]
    versus._probe.cache_clear()
    assert call("estimate", {"action": "draw", "params": THROWING})["seconds"] == throwing
    versus._probe.cache_clear()
    fresh = call("draw", KEEPING)["versus_draws"]
    assert reused == fresh and fresh["method"] == "monte-carlo"


def test_the_probe_prices_its_batches_and_caps_new_draws_by_the_keeps_left():
    game = draw_game("badugi")
    kept, vs_kept = parse_hand("Ac 2d 3h"), parse_hand("Kc Kd Qh")
    deck = tuple(card for card in FULL_DECK if card not in kept + vs_kept)
    plans = Plans((Step("best"),), (Step("best"),))
    probe = versus._probe(game, plans, tuple(kept), tuple(vs_kept), deck)
    seconds = probe.seconds_for(versus.TRIALS)
    assert len(probe.batches) >= versus.PROBE_BATCHES and probe.deals.done <= versus.MOST_PROBED
    counts = [count for count, _ in probe.batches]  # 16, 32, 64, ...; the last sized to the work left
    assert counts[:-1] == [16 << number for number in range(len(counts) - 1)] and 16 <= counts[-1] <= 16 << len(counts)
    assert probe._seconds(probe.batches[:-1]) < versus.PROBE_SECONDS or len(counts) == versus.PROBE_BATCHES
    # a batch's work is its counts at the model's prices
    count, work = probe.batches[0]
    assert probe._seconds(probe.batches[:1]) == pytest.approx(
        count * versus.DEAL_SECONDS + work["choices"] * versus.CHOICE_SECONDS
        + work["chances"] * versus.CHANCE_SECONDS + work["compared"] * versus.COMPARED_SECONDS
        + sum(number * versus.KERNEL_SHARE * game.engine_seconds[int(kind[5:])]
              for kind, number in work.items() if kind.startswith("draw ")))
    # drawing a whole badugi keeps nothing: one such draw at most, however many deals are left
    seen = sum((work for _, work in probe.batches), Counter())
    assert seen["draw 4"] <= 1
    assert seconds >= probe._seconds(probe.batches) + (versus.TRIALS - probe.deals.done) * versus.DEAL_SECONDS


def test_the_cli_takes_the_opponents_plan():
    command = ["draw", "2c", "3d", "4h", "8s", "Kd", "--discard", "Kd", "--vs", "2h 3h 5d 9c Qs", "--vs-discard", "Qs",
               "--draws", "3", "--goal", "beat", "--seed", "7"]
    done = run(*command, "--vs-plan", "|pat")
    assert done.returncode == 0, done.stderr
    assert ("by their plan, on draw 2 the opponent stands pat on an 8-low or better, else keeps the cards that "
            "play for it and draws the rest; on draw 3 the opponent stands pat") in done.stdout
    bad = run(*command, "--vs-plan", "pat|x")
    assert bad.returncode == 2 and "vs_plan: draw 3: 'x' is not best" in bad.stderr


ESTIMATE_KEYS = {"standard_error", "trials", "seed"}  # an estimate's keys in every tool (core/odds.py)


def test_over_the_draws_an_answer_has_the_shape_of_every_tools_answers():
    # exact: no standard error, trials or seed, as an exact equity report (top and players) and the
    # one-draw odds beside it; sampled: all three, numbers, as a sampled equity report
    request = {"game": "deuce-to-seven", "hand": "2c 3d 4h 8s Kd", "discard": "Kd", "vs": "2h 3h 5d 9c Qs",
               "vs_discard": "Qs", "goal": "beat", "seed": 7}
    exact = call("draw", {**request, "draws": 2})
    equity = call("poker.equity", {"hands": ["Ah As", "Kd Kc"], "board": "2c 7d 9h Qs"})
    assert exact["versus_draws"]["method"] == equity["method"] == exact["method"] == "exact"
    for found in (exact["versus_draws"], equity, equity["players"][0], exact["versus_draws"]["win"], exact):
        assert not ESTIMATE_KEYS & set(found), sorted(ESTIMATE_KEYS & set(found))
    sampled = call("draw", {**request, "draws": 3})["versus_draws"]
    mc = call("poker.equity", {"hands": ["Ah As", "Kd Kc"], "method": "monte-carlo", "trials": 1000, "seed": 7})
    assert sampled["method"] == mc["method"] == "monte-carlo"
    assert (sampled["trials"], sampled["seed"]) == (20_000, 7) and (mc["trials"], mc["seed"]) == (1000, 7)
    assert 0 < sampled["standard_error"] == sampled["win"]["standard_error"] < 0.01
    assert 0 < mc["players"][0]["standard_error"] < 0.05


@pytest.mark.parametrize("key", ["deuce-to-seven", "badugi"])
def test_each_side_of_a_last_draw_from_the_fixed_deck_is_the_draws_from_the_cards_left(key):
    # the exact count's sides: draws from the fixed deck avoiding the cards gone since, by inclusion-exclusion,
    # equal every draw from the cards left (0 to 3 cards gone, 1 to 3 cards drawn)
    game = draw_game(key)
    deck = parse_hand("5c 6s 7h 8d Tc Jd 6c 7d 8s 3s Ks 9s Ah 2s")
    sides = _Sides(game, deck)
    kept_sets = [parse_hand(text) for text in
                 (("2c 3d 4h 9c", "2c 3d 4h", "2c 3d") if key == "deuce-to-seven" else ("2c 3d 4h", "2c 3d", "2c"))]
    for kept in kept_sets + [kept + parse_hand("Ah") for kept in kept_sets[1:]]:
        for gone in ((), parse_hand("5c"), parse_hand("Ah 6s"), parse_hand("7h Ks 9s")):
            left = [card for card in deck if card not in gone and card not in kept]
            brute = Counter(game.value(tuple(kept) + drawn)
                            for drawn in combinations(left, game.hand_size - len(kept)))
            assert +sides.side(tuple(kept), gone) == brute, (format_cards(kept), format_cards(gone))


# --- the opponent's discard takes the own discard's stand-pat words (review item 4) ---------------------------------


@pytest.mark.parametrize("action, hand, vs", [
    ("draw", "2c 3d 4h 8s Kd", "2h 3h 5d 9c Qs"),  # deuce-to-seven
    ("badugi.draw", "2c 3d 4h Kh", "Ac 5d 9h Qs"),
])
@pytest.mark.parametrize("word", ["pat", "None", " - "])
def test_the_opponents_discard_takes_the_stand_pat_words(action, hand, vs, word):
    params = {"hand": hand, "vs": vs, "goal": "beat"}
    blank = call(action, {**params, "vs_discard": ""})
    worded = call(action, {**params, "vs_discard": word})
    assert worded["vs"]["pat"] is True and worded["vs"]["discard"] == [] and worded == blank


def test_the_cli_opponents_discard_none_stands_pat():
    done = run("draw", "2c", "3d", "4h", "8s", "Kd", "--vs", "2h 3h 5d 9c Qs", "--vs-discard", "none", "--goal", "beat")
    assert done.returncode == 0, done.stderr
    assert done.stdout == run("draw", "2c", "3d", "4h", "8s", "Kd", "--vs", "2h 3h 5d 9c Qs", "--goal", "beat").stdout
    assert "(blank, pat or none: they stand pat)" in " ".join(run("draw", "--help").stdout.split())


def test_the_one_draw_line_against_a_drawing_opponent_says_monte_carlo_in_words():
    """Helper review (session 13): "wins 49.75% against the opponent (monte-carlo)", the code word
    and no standard error, where every other line says "± 0.35% ... Monte Carlo, 20,000 trials"."""
    request = {"game": "deuce-to-seven", "hand": "2c 3d 4h Kh Ks", "discard": "2c 3d 4h Kh Ks",
               "vs": "2h 3h 5d 9c Qs", "vs_discard": "2h 3h 5d 9c Qs", "goal": "beat", "seed": 1}
    report = call("draw", request)
    assert report["method"] == "monte-carlo"
    assert report["summary"] == (f"Throwing 2c 3d 4h Kh Ks: wins {report['win_probability']:.2%} "
                                 f"± {report['standard_error']:.2%} against the opponent "
                                 f"(Monte Carlo, {report['trials']:,} trials)")
    exact = call("draw", {**request, "discard": "Ks", "vs_discard": "Qs"})
    assert exact["method"] == "exact" and exact["summary"].endswith("against the opponent (exact)")


def test_a_draw_report_names_the_seed_of_any_sampled_figure():
    """Diff review (session 13): the page kept a Draw link's seed from the parts it knew (the figures
    over several draws, the one-draw odds); when only some ranked discards were sampled, the link had
    no seed and gave other rows again. Python says which seed any sampled figure used."""
    rows_only = {"game": "deuce-to-seven", "hand": "2c 3d 4h 8s Kd", "discard": "Kd", "vs": "2h 3h 5d 9c Qs",
                 "vs_discard": "5d 9c Qs", "goal": "beat", "best": True, "seed": 11}
    report = call("draw", rows_only)
    assert report["method"] == "exact" and "versus_draws" not in report and "several_draws" not in report
    assert any(row["method"] == "monte-carlo" for row in report["best"]) and report["sampled_seed"] == 11
    exact = call("draw", {"game": "deuce-to-seven", "hand": "2c 3d 4h 8s Kd", "discard": "Kd", "seed": 11})
    assert exact["sampled_seed"] is None


def test_an_opponent_who_stands_pat_now_stands_pat_at_the_later_draws_by_default():
    """Helper, session 19: a pat 9-high badugi, left blank ('they stand pat'), was broken after the first
    draw by the default goal (an 8 or better): 'Wins 82.58% over 3 draws' where standing pat gives 31%."""
    from cardlab.api import call

    params = {"hand": "As 2d 3c Kc", "vs": "4h 5s 7d 9c", "draws": "3", "goal": "beat", "seed": "5"}
    report = call("draw", params)["versus_draws"]
    assert (report["opponent_plan"], report["opponent_policy_source"]) == (["pat", "pat"], "default")
    assert report["opponent_policy"] == "after this draw the opponent stands pat"
    assert report == call("draw", {**params, "vs_plan": "pat|pat"})["versus_draws"] | {
        "opponent_policy": report["opponent_policy"], "opponent_policy_source": "default"}
    # an opponent who draws now still aims at the game's default goal later
    drawing = call("draw", {**params, "vs_discard": "9c"})["versus_draws"]
    assert drawing["opponent_plan"] == ["8", "8"] and drawing["opponent_policy_source"] == "default"


def _after_one_draw(game, keep, rival_keep, unseen):
    """Both players draw once, this player first, from ``unseen``: the share of deals this one wins."""
    size, wins, total = game.hand_size, 0, 0
    for mine in combinations(unseen, size - len(keep)):
        rest = [card for card in unseen if card not in mine]
        value = game.value(tuple(keep) + mine)
        for theirs in combinations(rest, size - len(rival_keep)):
            wins += value < game.value(tuple(rival_keep) + theirs)
            total += 1
    return Fraction(wins, total)


def test_with_no_discard_given_beat_takes_the_best_discard_as_the_page_does():
    # Against a drawing 9-8 low, "the cards that can play for the goal" were the cards of any low:
    # the CLI kept a king that does not play (throwing Ks: 40.07%) while the page, ranking every
    # discard, threw both kings (44.79%), and the two headlines over 3 draws differed.
    game = draw_game("deuce-to-seven")
    params = {"hand": "2c 3d 7h Kh Ks", "vs": "4c 5d 6h 8s 9c", "vs_discard": "9c", "goal": "beat", "seed": 5}
    report = call("draw", params)
    ranked = call("draw", {**params, "best": True})
    assert (report["discard"], report["discard_source"], "best" in report) == (["Kh", "Ks"], "best", False)
    assert ranked["best"][0]["discard"] == report["discard"] and report["headline"] == ranked["headline"]
    unseen = [card for card in FULL_DECK if card not in parse_hand("2c 3d 7h Kh Ks 4c 5d 6h 8s 9c")]
    both = _after_one_draw(game, parse_hand("2c 3d 7h"), parse_hand("4c 5d 6h 8s"), unseen)
    one = _after_one_draw(game, parse_hand("2c 3d 7h Kh"), parse_hand("4c 5d 6h 8s"), unseen)
    assert (both, one) == (Fraction(15_427, 34_440), Fraction(690, 1_722))
    assert Fraction(report["wins"], report["deals"]) == both
    assert report["discard_source_text"] == "No discard given: the best discard for the goal."
    pat = call("draw", {"hand": "2c 3d 7h Kh Ks", "vs": "4c 5d 6h 8s 9c", "goal": "beat"})  # they stand pat
    assert (pat["discard"], pat["discard_source"]) == (["Kh", "Ks"], "best")
    other = call("draw", {"hand": "2c 3d 7h Kh Ks", "vs": "4c 5d 6h 8s 9c", "goal": "8"})  # not beat: the policy
    assert (other["discard"], other["discard_source"]) == (["Kh", "Ks"], "policy")


def test_beat_with_too_few_cards_to_rank_every_discard_keeps_the_policy_and_a_sampled_choice_keeps_its_seed():
    # Review, session 20: with 2 unseen cards, "beat" with no discard tried to rank every discard
    # and was refused ("the draws can take up to 4"); the policy's discard is drawn to instead.
    used = set(parse_hand("2c 3d 4h Kh 5c 6d 7h Ks"))
    dead = format_cards([card for card in FULL_DECK if card not in used][:42])
    small = call("draw", {"hand": "2c 3d 4h Kh", "vs": "5c 6d 7h Ks", "goal": "beat", "dead": dead})
    assert (small["discard"], small["discard_source"], small["unseen"]) == (["Kh"], "policy", 2)
    # A discard chosen among rows counted by trials depends on the seed: it is reported, so a link
    # keeps it, though the chosen discard's own figure is exact.
    chosen = call("draw", {"hand": "Kc Kd Ks Qh Qd", "vs": "4c 5d Jh Js Jc", "vs_discard": "Jh Js Jc",
                           "goal": "beat", "seed": 3})
    ranked = call("draw", {"hand": "Kc Kd Ks Qh Qd", "vs": "4c 5d Jh Js Jc", "vs_discard": "Jh Js Jc",
                           "goal": "beat", "seed": 3, "best": True})
    assert any(row["method"] == "monte-carlo" for row in ranked["best"])
    assert chosen["discard"] == ranked["best"][0]["discard"] and chosen["sampled_seed"] == 3
