"""Session 22: what the last helpers' notes left, in the page."""

from __future__ import annotations

import pytest
from conftest import read_history
from playwright.sync_api import expect

pytestmark = pytest.mark.browser


@pytest.mark.shared_page
def test_back_from_a_hands_equity_link_puts_the_focus_on_that_link(app):
    # A keyboard user who opened a hand's spot in the equity tab and came Back found the focus at
    # the top of the page (helper, session 21), to tab down through the whole table again.
    result = read_history(app, file="holdem_cash.txt", summary="Read 5 hands")
    link = result.get_by_test_id("history-hands").locator('tr[data-hand="230000000002"]').get_by_test_id(
        "history-equity-link")
    link.focus()
    app.keyboard.press("Enter")
    expect(app.get_by_test_id("tab-equity")).to_have_attribute("aria-current", "page")
    expect(app.locator("#equity-title")).to_be_focused()  # not the page's top
    expect(app.get_by_test_id("equity-hands")).to_have_value("Ac Ad\nKh Qh\n8d 8c", timeout=90_000)
    app.go_back()
    expect(app.get_by_test_id("tab-history")).to_have_attribute("aria-current", "page")
    expect(link).to_be_focused()
    # A tab clicked keeps the focus on the tab: nothing is taken back there.
    app.get_by_test_id("tab-equity").click()
    app.get_by_test_id("tab-history").click()
    expect(app.get_by_test_id("tab-history")).to_be_focused()


def test_the_within_table_beside_the_wins_over_the_draws_says_why_they_can_differ(page, site):
    # The headline's wins over 3 draws (sampled, each draw's best discard) stood above an exact
    # 19.94% within 3 draws (a fixed policy) with no word of why they differ (helper, session 22).
    page.goto(site.origin + "/#draw?hand=2c+3d+4h+Kh&discard=Kh&vs=As+5d+6h+7c&draws=3&goal=beat&game=badugi")
    note = page.get_by_test_id("draw-several-policy-note")
    expect(note).to_have_text("The wins over 3 draws against the opponent follow the policies stated there, not this "
                              "one, so the two figures can differ.", timeout=120_000)
    expect(page.get_by_test_id("draw-headline")).to_contain_text("over 3 draws")


@pytest.mark.shared_page
def test_trying_a_ranked_row_keeps_the_focus_on_that_row(app):
    # "Try this row" ran the discard and left the focus on Run above the answer: trying the next
    # row meant tabbing back down the table (helper, session 22).
    app.get_by_test_id("tab-badugi").click()
    app.get_by_test_id("badugi-draw-hand").fill("2c 3d 4h Kh")
    app.get_by_test_id("badugi-draw-run").click()
    rows = app.get_by_test_id("badugi-draw-best-row")
    expect(rows).to_have_count(16, timeout=120_000)
    third = rows.nth(2)
    thrown = third.locator("td").nth(1).inner_text()
    third.locator(".draw-try").focus()
    app.keyboard.press("Enter")
    chosen = app.locator('[data-testid="badugi-draw-best-row"][aria-current="true"]')
    expect(chosen.locator("td").nth(1)).to_have_text(thrown, timeout=120_000)
    expect(chosen.locator(".draw-try")).to_be_focused()
