"""Session 21: what the last helpers' notes left, in the page."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import expect

pytestmark = pytest.mark.browser
DATA = Path(__file__).resolve().parents[1] / "data" / "history"
LONG = 90_000


def test_a_hi_lo_all_in_shows_each_half_and_the_scoops(app):
    # A hi-lo all-in gave its total equity only (helper, session 20); the equity tab gives the
    # halves and the scoops. The figures are the unit tests' brute force's (40 rivers).
    app.get_by_test_id("tab-history").click()
    app.get_by_test_id("history-file").set_input_files(str(DATA / "omaha.txt"))
    result = app.get_by_test_id("history-result")
    expect(result.get_by_test_id("history-summary")).to_contain_text("Read 4 hands", timeout=LONG)
    row = result.get_by_test_id("history-hands").locator('tr[data-hand="230000000301"]')
    expect(row.locator('td[data-label="All-in"]')).to_have_text(
        "turn: Alice 55.0% (scoops 10.0%), Bob 45.0% (scoops 0.0%)")
    row.locator("summary").click()
    table = result.get_by_test_id("history-chances")
    expect(table).to_have_count(1)
    expect(table.locator("caption")).to_have_text(
        "Main pot: each player's chances of the high and the low over the cards to come")
    expect(table.locator("thead th")).to_have_text(
        ["Player", "Equity", "High: wins", "High: ties", "Low: wins", "Low: ties", "Scoops"])
    expect(table.locator("tbody tr").nth(0)).to_have_text("Alice55.00%10.00%0.00%100.00%0.00%10.00%")
    expect(table.locator("tbody tr").nth(1)).to_have_text("Bob45.00%90.00%0.00%0.00%0.00%0.00%")
    # Omaha high (hand 303): no halves, no scoops beside the equity.
    plain = result.get_by_test_id("history-hands").locator('tr[data-hand="230000000303"]')
    expect(plain.locator('td[data-label="All-in"]')).to_have_text("flop: Alice 91.2%, Bob 8.8%")
    plain.locator("summary").click()
    expect(result.get_by_test_id("history-chances")).to_have_count(1)
