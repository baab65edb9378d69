"""Page polish a new user found last session and left: a stud history link that opens one pot
says so, the draw tab's plan fields after "Draws left" and its messages in the labels' words, the
stud equity table's unknown down cards and its hi-lo columns named, Courchevel's "Now:" line, a
history's hero the player whose cards are shown, one chip (not "1 chips"), and menus that fit a
390 px phone."""

from __future__ import annotations

import re

import pytest
from conftest import fill_in, paste
from playwright.sync_api import expect

pytestmark = pytest.mark.browser
SLOW = 120_000  # a shared 2-core machine
PHONE = {"width": 390, "height": 844}

# One tournament hand of our own: antes of 1 chip, blinds 1/2, Carol (dealt 7c 2d) folds her ante.
ONE_CHIP = ("PokerStars Hand #230000000901: Tournament #3100000009, $1.00+$0.10 USD Hold'em No Limit - "
            "Level I (1/2) - 2026/01/06 21:00:00 ET\n") + """Table '3100000009 1' 9-max Seat #3 is the button
Seat 1: Alice (100 in chips)
Seat 2: Bob (100 in chips)
Seat 3: Carol (100 in chips)
Alice: posts the ante 1
Bob: posts the ante 1
Carol: posts the ante 1
Alice: posts small blind 1
Bob: posts big blind 2
*** HOLE CARDS ***
Dealt to Carol [7c 2d]
Carol: folds
Alice: folds
Uncalled bet (1) returned to Bob
Bob collected 5 from pot
*** SUMMARY ***
Total pot 5 | Rake 0
Seat 1: Alice (small blind) folded before Flop
Seat 2: Bob (big blind) collected (5)
Seat 3: Carol (button) folded before Flop (didn't bet)
"""


def read_history(app, text: str):
    app.get_by_test_id("tab-history").click()
    paste(app, "history-input", text)
    app.get_by_test_id("history-run").click()
    result = app.get_by_test_id("history-result")
    expect(result.get_by_test_id("history-summary")).to_be_visible(timeout=SLOW)
    return result


# --- 6. one chip, one suit, one combo ---------------------------------------------------------------

def test_one_chip_is_a_chip_in_the_table_the_hand_and_the_chart(app):
    result = read_history(app, ONE_CHIP)
    carol = result.get_by_test_id("history-players").locator('tr[data-player="Carol"]')
    expect(carol.locator("td").nth(2)).to_have_text("-1 chip")
    result.get_by_test_id("history-hands").locator("details summary").first.click()
    expect(result.locator(".history-hand")).to_contain_text("-1 chip")
    ticks = result.get_by_test_id("history-chart").locator("text.tick").all_text_contents()
    assert "-1 chip" in ticks, ticks
    assert not re.search(r"(?<![\d,.])1 chips", result.inner_text())


def test_a_deck_of_one_suit_and_a_range_of_one_combo_are_singular(app):
    fill_in(app, "counts", {"counts-suits": "1", "counts-ranks": "4", "counts-k": "1", "counts-sizes": "all"})
    app.get_by_test_id("counts-run").click()
    expect(app.get_by_test_id("counts-result").locator("caption")).to_have_text(
        "Deck of 1 suit × 4 ranks (4 cards); hands containing a 1-card badugi", timeout=SLOW)
    fill_in(app, "hits", {"hits-range": "AhKh", "hits-board": "2c 3d 4h"})
    app.get_by_test_id("hits-run").click()
    expect(app.get_by_test_id("hits-live")).to_have_text(re.compile(r"^1 live combo on 2c 3d 4h"), timeout=SLOW)
