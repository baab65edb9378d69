"""The badugi Draw section (#badugi, issue 15) used as a person would: a discard marked by pressing
its card, the ranked discards with their ties and reasons, an opponent standing pat or drawing,
a bad discard named under its field, and a link that reproduces the result (beside the showdown's)."""

import re

import pytest
from conftest import clear_draw, fill_in, link_page, reopen
from playwright.sync_api import expect

pytestmark = pytest.mark.browser

SLOW = 60_000  # a shared 2-core machine: a ranked table of every discard takes a second or more


def result_of(page):
    return page.get_by_test_id("badugi-draw-result")


@pytest.mark.shared_page
def test_a_discard_marked_by_pressing_its_card(app):
    fill_in(app, "badugi", {"badugi-draw-hand": "2c 3d 4h Kh"})
    app.get_by_test_id("badugi-draw-goal").select_option("any")  # the default is an 8-high badugi or better
    app.get_by_test_id("badugi-draw-best").uncheck()
    king = app.get_by_test_id("badugi-draw-cards").locator('[data-card="Kh"]')
    king.click()
    expect(app.get_by_test_id("badugi-draw-discard")).to_have_value("Kh")
    expect(king).to_have_attribute("aria-pressed", "true")
    app.get_by_test_id("badugi-draw-run").click()
    result = result_of(app)
    expect(result).to_contain_text("20.83%", timeout=SLOW)
    expect(app.get_by_test_id("badugi-draw-badugi")).to_have_text("10 of 48 = 20.83%")
    expect(result).to_contain_text("Throwing Kh: 10 of 48 draws make any badugi (20.83%)")
    expect(result).to_contain_text("3-card: 38 of 48 = 79.17%")
    eight_high = result.get_by_test_id("badugi-draw-tops").locator("tr", has_text="8-high")
    expect(eight_high).to_contain_text("5 of 48 = 10.42%")
    # Pressing the four throws it too; pressing the king again keeps it.
    app.get_by_test_id("badugi-draw-cards").locator('[data-card="4h"]').click()
    expect(app.get_by_test_id("badugi-draw-discard")).to_have_value("4h Kh")
    king.click()
    expect(app.get_by_test_id("badugi-draw-discard")).to_have_value("4h")
    expect(king).to_have_attribute("aria-pressed", "false")


@pytest.mark.shared_page
def test_every_discard_ranked_with_ties_and_reasons(app):
    clear_draw(app, "badugi", "badugi-draw")
    fill_in(app, "badugi", {"badugi-draw-hand": "2c 3d 4h Kh"})
    app.get_by_test_id("badugi-draw-goal").select_option("any")
    app.get_by_test_id("badugi-draw-run").click()
    result = result_of(app)
    rows = result.get_by_test_id("badugi-draw-best-row")
    expect(rows).to_have_count(16, timeout=SLOW)
    # No discard typed: the best one is counted; the king and the four share first place.
    expect(result).to_contain_text("No discard given: the best discard for the goal.")
    expect(rows.nth(0).locator("td").nth(0)).to_have_text("1 (tie)")
    expect(rows.nth(1).locator("td").nth(0)).to_have_text("1 (tie)")
    expect(rows.nth(0).locator("td").nth(1)).to_have_text("K♥")
    expect(rows.nth(1).locator("td").nth(1)).to_have_text("4♥")
    expect(rows.nth(1)).to_contain_text("10 of 48 = 20.83%")
    expect(rows.nth(1)).to_contain_text(
        "the same 10 outs as throwing Kh, but never makes an 8-high badugi or better (0 of 48 vs 5 of 48)")
    expect(rows.nth(6)).to_contain_text("90 of 1,128 = 7.98%")  # throwing 4h and Kh: the checkpoint
    expect(rows.nth(0)).to_have_attribute("aria-current", "true")

    # An 8-high badugi or better: the king alone is first; the row's button counts that discard.
    app.get_by_test_id("badugi-draw-goal").select_option("top")
    app.get_by_test_id("badugi-draw-top").select_option("8")
    app.get_by_test_id("badugi-draw-run").click()
    expect(rows.nth(0).locator("td").nth(0)).to_have_text("1", timeout=SLOW)
    expect(rows.nth(0)).to_contain_text("5 of 48 = 10.42%")
    expect(result.get_by_test_id("badugi-draw-goal-share")).to_have_text("5 of 48 = 10.42%")
    app.get_by_role("button", name="Try throwing 4♥", exact=True).click()
    expect(app.get_by_test_id("badugi-draw-discard")).to_have_value("4h")
    expect(result.get_by_test_id("badugi-draw-goal-share")).to_have_text("0 of 48 = 0.00%", timeout=SLOW)


@pytest.mark.shared_page
def test_against_a_pat_hand_then_a_drawing_one(app):
    clear_draw(app, "badugi", "badugi-draw")
    fill_in(app, "badugi", {"badugi-draw-hand": "Ac 2c 7d 8h", "badugi-draw-discard": "2c"})
    app.get_by_test_id("badugi-draw-goal").select_option("any")
    app.get_by_test_id("badugi-draw-best").uncheck()
    # The opponent's hand from the picker, which greys the cards already in use.
    reopen(app.locator("#badugi-draw-form details.picker-box"))
    app.get_by_test_id("badugi-draw-target").select_option("vs")
    picker = app.get_by_test_id("badugi-draw-picker")
    for card in ("Ks", "Qd", "9c", "5h"):
        picker.locator(f'[data-card="{card}"]').click()
    expect(app.get_by_test_id("badugi-draw-vs")).to_have_value("Ks Qd 9c 5h")
    expect(picker.locator('[data-card="Ac"]')).to_have_attribute("aria-pressed", "true")
    app.get_by_test_id("badugi-draw-run").click()
    versus = app.get_by_test_id("badugi-draw-versus")
    expect(versus).to_contain_text("4-card badugi K-Q-9-5 (standing pat): wins 20.45% (9 of 44)", timeout=SLOW)
    expect(versus).to_contain_text("ties 0.00% (0) · loses 79.55% (35); exact: every one of 44 deals")
    expect(app.get_by_test_id("badugi-draw-badugi")).to_have_text("9 of 44 = 20.45%")

    # They throw the king and queen (pressed on their cards): both draws counted together.
    vs_cards = app.get_by_test_id("badugi-draw-vs-cards")
    vs_cards.locator('[data-card="Ks"]').click()
    vs_cards.locator('[data-card="Qd"]').click()
    expect(app.get_by_test_id("badugi-draw-vs-discard")).to_have_value("Ks Qd")
    app.get_by_test_id("badugi-draw-run").click()
    expect(versus).to_contain_text("(throws Ks Qd): wins 88.56% (35,187 of 39,732)", timeout=SLOW)
    expect(versus).to_contain_text("exact: every one of 39,732 deals")


@pytest.mark.shared_page
def test_a_discard_not_in_the_hand_is_named_under_its_field(app):
    clear_draw(app, "badugi", "badugi-draw")
    fill_in(app, "badugi", {"badugi-draw-hand": "2c 3d 4h Kh", "badugi-draw-discard": "Ks"})
    app.get_by_test_id("badugi-draw-run").click()
    error = app.get_by_test_id("badugi-draw-error")
    expect(error).to_have_text("Discard: Ks is not in your hand (2c 3d 4h Kh)", timeout=SLOW)
    expect(app.get_by_test_id("badugi-draw-discard")).to_have_attribute("aria-invalid", "true")
    expect(app.get_by_test_id("badugi-draw-hand")).to_have_attribute("aria-invalid", "false")
    under = app.get_by_test_id("badugi-draw-discard").evaluate("(box) => box.nextElementSibling.dataset.testid")
    assert under == "badugi-draw-error"
    expect(result_of(app)).to_be_empty()


@pytest.mark.shared_page
def test_a_link_reproduces_the_draw_beside_the_showdown(app):
    clear_draw(app, "badugi", "badugi-draw")
    fill_in(app, "badugi", {"badugi-input": "3c 2s 4d Ah\nAs 3h 2d 4h"})
    app.get_by_test_id("badugi-run").click()
    expect(app.get_by_test_id("badugi-result")).to_contain_text("wins", timeout=SLOW)
    fill_in(app, "badugi", {"badugi-draw-hand": "2c 3d 4h Kh", "badugi-draw-discard": "Kh"})
    app.get_by_test_id("badugi-draw-goal").select_option("any")
    app.get_by_test_id("badugi-draw-draws").select_option("3")
    app.get_by_test_id("badugi-draw-best").uncheck()
    app.get_by_test_id("badugi-draw-run").click()
    several = app.get_by_test_id("badugi-draw-several")
    expect(several).to_contain_text("377 / 736", timeout=SLOW)
    link = app.url
    assert re.search(r"#badugi\?.*hands=3c", link) and "draw=2c+3d+4h+Kh" in link and "draw_draws=3" in link and "draw_goal=any" in link

    with link_page(app, link) as other:
        expect(other.get_by_test_id("badugi-draw-hand")).to_have_value("2c 3d 4h Kh")
        expect(other.get_by_test_id("badugi-draw-draws")).to_have_value("3")
        expect(other.get_by_test_id("badugi-draw-best")).not_to_be_checked()
        expect(other.get_by_test_id("badugi-draw-badugi")).to_have_text("10 of 48 = 20.83%", timeout=SLOW)
        expect(other.get_by_test_id("badugi-draw-several")).to_contain_text("51.22%")
        expect(other.get_by_test_id("badugi-draw-several")).to_contain_text("Method: exact")
        king = other.get_by_test_id("badugi-draw-cards").locator('[data-card="Kh"]')
        expect(king).to_have_attribute("aria-pressed", "true")
        expect(other.get_by_test_id("badugi-input")).to_have_value("3c 2s 4d Ah\nAs 3h 2d 4h")
        expect(other.get_by_test_id("badugi-result")).to_contain_text("wins", timeout=SLOW)


@pytest.mark.shared_page
def test_default_goal_counts_quality_and_several_draws_lead(app):
    """Issue 28 items 8 and 9: the default goal is an 8-high badugi or better (throwing the king
    beats throwing the four, which ties it for "any badugi"), and with draws left the answer leads
    with the several-draws chance."""
    clear_draw(app, "badugi", "badugi-draw")
    fill_in(app, "badugi", {"badugi-draw-hand": "2c 3d 4h Kh"})
    expect(app.get_by_test_id("badugi-draw-goal")).to_have_value("top")
    expect(app.get_by_test_id("badugi-draw-top")).to_have_value("8")
    app.get_by_test_id("badugi-draw-run").click()
    rows = result_of(app).get_by_test_id("badugi-draw-best-row")
    expect(rows).to_have_count(16, timeout=SLOW)
    expect(rows.nth(0).locator("td").nth(0)).to_have_text("1")
    expect(rows.nth(0).locator("td").nth(1)).to_have_text("K♥")
    expect(rows.nth(0)).to_contain_text("5 of 48 = 10.42%")

    app.get_by_test_id("badugi-draw-discard").fill("Kh")
    app.get_by_test_id("badugi-draw-draws").select_option("3")
    app.get_by_test_id("badugi-draw-run").click()
    headline = app.get_by_test_id("badugi-draw-headline")
    expect(headline).to_have_text(
        "Within 3 draws: 28.65% to make an 8-high badugi or better (exact; 10.42% on this draw)", timeout=SLOW)
    order = result_of(app).evaluate(
        "(box) => [...box.querySelectorAll('[data-testid]')].map((node) => node.dataset.testid)")
    assert order[0] == "badugi-draw-headline"
    assert order.index("badugi-draw-several") < order.index("badugi-draw-badugi")
