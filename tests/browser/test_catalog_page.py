"""JavaScript that only formats (issue #33 item 5): the intros, hints, made-hand nouns and the draw
method sentence on the page are Python's words (``meta`` or the report), shown as they are sent."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from cardlab.api import call

pytestmark = [pytest.mark.browser, pytest.mark.shared_page]  # one booted page: each test sets its inputs


def test_intros_and_hints_are_pythons(app):
    facts = call("meta")
    app.get_by_test_id("tab-poker").click()
    expect(app.locator("#poker-title + .lede")).to_have_text(facts["poker"]["intro"])
    expect(app.get_by_test_id("poker-games-about").locator("p")).to_have_text(" ".join(facts["poker"]["games_about"]))
    app.get_by_test_id("tab-draw").click()
    expect(app.locator("#draw-title ~ .lede").first).to_have_text(facts["draw"]["intro"])
    expect(app.locator("p.hint:visible", has_text="What a discard is worth")).to_have_text(facts["draw"]["method"])
    app.get_by_test_id("tab-badugi").click()
    hint = app.locator('label[for="badugi-input"] .hint')
    expect(hint).to_contain_text("four cards each, one hand per line; e.g. 3c 2s 4d Ah")
    app.get_by_test_id("tab-hits").click()
    expect(app.locator("#hits-title + .lede")).to_have_text(facts["poker"]["hits"]["intro"])
    expect(app.locator('label[for="hits-board"] .hint')).to_have_text("flop, turn or river: 3–5 cards")


@pytest.mark.parametrize(("game", "hand", "discard", "noun"), [
    ("deuce-to-seven", "2c 3d 4h Kh Ks", "Kh Ks", "Lows"),
    ("badugi", "2c 3d 4h Kh", "Kh", "Badugis"),
])
def test_the_made_hand_noun_comes_from_the_report(app, game, hand, discard, noun):
    app.get_by_test_id("tab-draw").click()
    app.get_by_test_id("draw-game").select_option(game)
    app.get_by_test_id("draw-hand").fill(hand)
    app.get_by_test_id("draw-discard").fill(discard)
    app.get_by_test_id("draw-run").click()
    expect(app.get_by_test_id("draw-result")).to_contain_text(re.compile(rf"{noun} by final top card"))


def test_every_tab_intro_and_the_preflop_words_are_pythons(app):
    """#33 item 5: the badugi, preflop, equity, counts and silver dollar intros, the badugi tally's
    hint and the preflop field's hint and default are ``meta``'s words, shown as they are sent."""
    facts = call("meta")
    for tab, title, intro in (
        ("badugi", "#badugi-title", facts["badugi"]["intro"]),
        ("preflop", "#preflop-title", facts["poker"]["preflop"]["intro"]),
        ("equity", "#equity-title", facts["poker"]["equity"]["intro"]),
        ("counts", "#counts-title", facts["badugi"]["counts"]["intro"]),
        ("counts", "#poker-count-title", facts["poker"]["counts"]["intro"]),
        ("silver-dollar", "#sd-title", facts["silver_dollar"]["intro"]),
    ):
        app.get_by_test_id(f"tab-{tab}").click()
        expect(app.locator(f"{title} + .lede")).to_have_text(intro)
    assert "Seven-card stud" not in facts["poker"]["equity"]["intro"]  # the records' names, said mid-sentence
    assert "seven-card stud, seven-card stud Hi-Lo, razz" in facts["poker"]["equity"]["intro"]
    app.get_by_test_id("tab-badugi").click()
    expect(app.locator("#badugi-tally-box .hint")).to_have_text(facts["badugi"]["tally_hint"])
    app.get_by_test_id("tab-preflop").click()
    expect(app.locator('label[for="preflop-vs"] .hint')).to_have_text(facts["poker"]["preflop"]["vs_hint"])
    expect(app.get_by_test_id("preflop-vs")).to_have_value(facts["poker"]["preflop"]["vs_default"])
    expect(app.get_by_test_id("preflop-matrix-csv")).to_have_text("Download CSV (169 × 169 matrix)")


def test_the_hits_and_silver_dollar_first_questions_are_pythons(app):
    facts = call("meta")
    app.get_by_test_id("tab-hits").click()
    defaults = facts["poker"]["hits"]["defaults"]
    expect(app.get_by_test_id("hits-range")).to_have_value(defaults["range"])
    expect(app.get_by_test_id("hits-board")).to_have_value(defaults["board"])
    expect(app.locator('label[for="hits-range"] .hint')).to_have_text(defaults["range_hint"])
    app.get_by_test_id("tab-silver-dollar").click()
    for field, key in (("sd-n", "n"), ("sd-c", "c"), ("sd-position", "position")):
        expect(app.get_by_test_id(field)).to_have_value(facts["silver_dollar"]["defaults"][key])


def test_the_batch_format_and_the_range_hint_are_pythons(app):
    facts = call("meta")
    app.get_by_test_id("tab-poker").click()
    expect(app.locator("#poker-batch-form > p.hint")).to_have_text(facts["poker"]["batch"]["hint"])
    expect(app.get_by_test_id("poker-batch-input")).to_have_attribute("placeholder", facts["poker"]["batch"]["example"])
    app.get_by_test_id("tab-equity").click()
    expect(app.locator('label[for="equity-range"] .hint')).to_have_text(facts["poker"]["equity"]["range_hint"])
