"""The Counts tab's "Poker hands" section, used as a person would (#25)."""

import re

import pytest
from playwright.sync_api import expect

from conftest import fill_in, open_app

pytestmark = pytest.mark.browser


@pytest.mark.shared_page
def test_default_count_shows_the_seven_card_table(app):
    fill_in(app, "counts", {"poker-count-sizes": "7"})
    app.get_by_test_id("poker-count-run").click()
    result = app.get_by_test_id("poker-count-result")
    expect(result).to_contain_text("52 cards (2–A)")
    table = app.get_by_test_id("poker-count-table")
    expect(table).to_contain_text("133,784,560 hands of 7 cards from 52")
    expect(table.locator("tbody tr").first).to_contain_text("Royal Flush")
    expect(table.locator("tbody tr").first).to_contain_text("4,324")
    expect(table.locator("tbody tr").first).to_contain_text("1 in 30,940")
    expect(table.locator("tbody tr").nth(5)).to_contain_text("Straight6,180,020")
    expect(table.locator("tbody tr").last).to_contain_text("100%")  # high card or better: every hand
    expect(app).to_have_url(re.compile(r"#counts\?deck-ranks=13&hand-sizes=7&rules=standard$"))


@pytest.mark.shared_page
def test_short_deck_rules_and_every_size_with_a_chart(app):
    fill_in(app, "counts", {"poker-count-ranks": "9", "poker-count-sizes": "5-9"})
    app.get_by_test_id("poker-count-rules").select_option("shortdeck")
    app.get_by_test_id("poker-count-run").click()
    table = app.get_by_test_id("poker-count-table")
    expect(table).to_contain_text("376,992 hands of 5 cards from 36")
    names = table.locator("tbody th")
    expect(names.nth(3)).to_have_text("Flush")
    expect(names.nth(4)).to_have_text("Full House")
    expect(table.locator("tbody tr").nth(4)).to_contain_text("1,728")
    app.get_by_test_id("poker-count-show").select_option(label="n = 7")
    expect(table).to_contain_text("8,347,680 hands of 7 cards from 36")
    expect(table.locator("tbody tr").nth(5)).to_contain_text("Three of a Kind637,560")
    result = app.get_by_test_id("poker-count-result")
    expect(result.locator("svg polyline.series")).to_have_count(10)
    expect(app.get_by_test_id("poker-count-by-n").locator("tbody tr")).to_have_count(5)
    app.get_by_test_id("poker-count-sizes").fill("all")
    app.get_by_test_id("poker-count-run").click()
    expect(app.get_by_test_id("poker-count-by-n").locator("tbody tr")).to_have_count(32)  # n = 5..36


@pytest.mark.shared_page
@pytest.mark.parametrize(("field", "value", "message"), [
    # in the words of the label the user sees
    ("poker-count-ranks", "14", "Deck ranks R: must be from 5 to 13 (the deck's ranks run down from the ace), got 14"),
    ("poker-count-sizes", "5-60", "Hand sizes n: 60 is outside 5 to 52 (the deck has 52 cards)"),
    ("poker-count-sizes", "seven", "Hand sizes n: 'seven' is not a size or range like 5-9"),
])
def test_bad_input_is_shown_inline_and_kept(app, field, value, message):
    fill_in(app, "counts", {"poker-count-ranks": "13", "poker-count-sizes": "7", field: value})  # the rest good
    app.get_by_test_id("poker-count-rules").select_option("standard")
    app.get_by_test_id("poker-count-run").click()
    expect(app.get_by_test_id("poker-count-error")).to_have_text(message)
    expect(app.get_by_test_id(field)).to_have_value(value)
    expect(app.get_by_test_id(field)).to_have_attribute("aria-invalid", "true")


def test_a_link_reproduces_a_count_and_the_badugi_section_still_works(page, site):
    open_app(page, f"{site.origin}/#counts?deck-ranks=10&hand-sizes=7&rules=standard")
    table = page.get_by_test_id("poker-count-table")
    expect(table).to_contain_text("18,643,560 hands of 7 cards from 40")
    expect(table.locator("tbody tr").nth(4)).to_contain_text("Flush448,316")
    expect(page.get_by_test_id("poker-count-ranks")).to_have_value("10")
    page.get_by_test_id("counts-run").click()
    expect(page.get_by_test_id("counts-total")).to_contain_text("862,400,558,448")
