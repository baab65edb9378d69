"""Several draws against a drawing opponent in the page (#37 item 1): the "Your later draws" and
"Opponent's later draws" fields (their labels, the keyboard, the link, a bad step shown inline under
the field in the words of its label, in both draw panels), the result saying which policy each
player used, and a small deck counted exactly (fractions, no ±)."""

from __future__ import annotations

import re

import pytest
from conftest import clear_draw, fill_in, link_page
from playwright.sync_api import expect

from cardlab.core.cards import FULL_DECK, format_cards, parse_hand

pytestmark = pytest.mark.browser
SLOW = 90_000  # a shared 2-core machine


def set_spot(app, values):
    fill_in(app, "draw", {})
    app.get_by_test_id("draw-game").select_option(values.pop("game", "badugi"))
    clear_draw(app)
    for name, value in values.items():
        app.get_by_test_id(f"draw-{name}").fill(value)
    app.get_by_test_id("draw-best").uncheck()


@pytest.mark.shared_page
def test_your_later_draws_set_your_plan_and_the_result_names_both_policies(app):
    set_spot(app, {"game": "deuce-to-seven", "hand": "2c 3d 4h 8s Kd", "discard": "Kd", "vs": "2h 3h 5d 9c Qs",
                   "vs-discard": "Qs"})
    app.get_by_test_id("draw-draws").select_option("3")
    app.get_by_test_id("draw-goal").select_option("beat")
    plan = app.locator("#draw-form").get_by_label("Your later draws")  # the field's own label names it
    plan.focus()
    app.keyboard.type("pat|best")
    app.keyboard.press("Enter")  # the keyboard alone runs it
    expect(app.get_by_test_id("draw-headline")).to_have_text(
        re.compile(r"^Wins \d+\.\d\d% ± \d\.\d\d% over 3 draws against the opponent"), timeout=SLOW)
    policies = app.get_by_test_id("draw-versus-policies")
    expect(policies).to_contain_text("You: by your plan, on draw 2 you stand pat; on draw 3 you take the best "
                                     "discard for beating the opponent")
    expect(policies).to_contain_text("Opponent: after this draw the opponent stands pat on an 8-low or better")
    # The default for the goal Beat: the best discard at each later draw.
    plan.fill("")
    app.get_by_test_id("draw-run").click()
    expect(policies).to_contain_text("You: after this draw you take the best discard for beating the opponent",
                                     timeout=SLOW)


@pytest.mark.shared_page
def test_a_bad_step_is_named_inline_under_your_later_draws(app):
    set_spot(app, {"game": "deuce-to-seven", "hand": "2c 3d 4h 8s Kd", "discard": "Kd", "vs": "2h 3h 5d 9c Qs",
                   "vs-discard": "Qs"})
    app.get_by_test_id("draw-draws").select_option("3")
    app.get_by_test_id("draw-plan").fill("best|x")
    app.get_by_test_id("draw-run").click()
    error = app.get_by_test_id("draw-error")
    expect(error).to_contain_text("draw 3: 'x' is not best, pat or a top card (7 to A)", timeout=SLOW)
    expect(app.get_by_test_id("draw-plan")).to_have_attribute("aria-invalid", "true")
    assert "Your later draws" in error.text_content()


@pytest.mark.shared_page
def test_a_small_deck_is_counted_exactly_over_both_draws(app):
    live = parse_hand("5c 6s 7h 8d Tc Jd 6c 7d 8s 3s")
    dead = [card for card in FULL_DECK if card not in parse_hand("2c 3d 4h Kh Ac 5d 9h Qs") + live]
    set_spot(app, {"hand": "2c 3d 4h Kh", "discard": "Kh", "vs": "Ac 5d 9h Qs", "vs-discard": "Qs",
                   "dead": format_cards(dead)})
    app.get_by_test_id("draw-draws").select_option("2")
    app.get_by_test_id("draw-goal").select_option("beat")
    app.get_by_test_id("draw-run").click()
    # 4,553 / 5,040 (docs/rules.md's checkpoint, walked in tests/unit/test_draw_versus.py)
    expect(app.get_by_test_id("draw-headline")).to_have_text(
        "Wins 90.34% over 2 draws against the opponent (ties 0.00%; exact)", timeout=SLOW)
    block = app.get_by_test_id("draw-versus-draws")
    expect(block).to_contain_text("wins 90.34% (4,553 / 5,040)")
    expect(block).to_contain_text("Method: exact: every sequence of both players' draws counted")
    assert "±" not in block.text_content()


@pytest.mark.shared_page
def test_the_opponents_later_draws_are_counted_kept_in_the_link_and_restored(app):
    live = parse_hand("5c 6s 7h 8d Tc Jd 6c 7d 8s 3s")
    dead = [card for card in FULL_DECK if card not in parse_hand("2c 3d 4h Kh Ac 5d 9h Qs") + live]
    set_spot(app, {"hand": "2c 3d 4h Kh", "discard": "Kh", "vs": "Ac 5d 9h Qs", "vs-discard": "Qs",
                   "dead": format_cards(dead)})
    app.get_by_test_id("draw-draws").select_option("2")
    app.get_by_test_id("draw-goal").select_option("beat")
    theirs = app.locator("#draw-form").get_by_label("Opponent's later draws")  # beside "Your later draws"
    theirs.fill("pat")
    theirs.press("Enter")
    # 283 / 360 against an opponent who stands pat after the first draw (walked in test_draw_versus.py)
    expect(app.get_by_test_id("draw-headline")).to_have_text(
        "Wins 78.61% over 2 draws against the opponent (ties 0.00%; exact)", timeout=SLOW)
    expect(app.get_by_test_id("draw-versus-policies")).to_contain_text(
        "Opponent: by their plan, after this draw the opponent stands pat.")
    assert "vs_plan=pat" in app.url
    # the link alone, opened in a page of its own, gives the same answer, the field filled in again
    with link_page(app, app.url) as other:
        expect(other.get_by_test_id("draw-vs-plan")).to_have_value("pat")
        expect(other.get_by_test_id("draw-headline")).to_have_text(
            "Wins 78.61% over 2 draws against the opponent (ties 0.00%; exact)", timeout=SLOW)


@pytest.mark.shared_page
def test_a_bad_opponent_step_is_named_inline_in_the_badugi_tab(app):
    app.get_by_test_id("tab-badugi").click()
    for name, value in {"draw-hand": "2c 3d 4h Kh", "draw-discard": "Kh", "draw-vs": "Ac 5d 9h Qs",
                        "draw-vs-discard": "Qs", "draw-vs-plan": "x"}.items():
        app.get_by_test_id(f"badugi-{name}").fill(value)
    app.get_by_test_id("badugi-draw-draws").select_option("2")
    app.get_by_test_id("badugi-draw-best").uncheck()
    app.get_by_test_id("badugi-draw-run").click()
    error = app.get_by_test_id("badugi-draw-error")
    expect(error).to_have_text("Opponent's later draws: draw 2: 'x' is not best, pat or a top card (4 to K)",
                               timeout=SLOW)
    expect(app.get_by_test_id("badugi-draw-vs-plan")).to_have_attribute("aria-invalid", "true")
