"""The stud games in the page, used as a person would: both game selectors list them, the board field
hides for them, each game's example settles in the poker tab (the five that play named) and prices
in the equity tab (each player's equity first; stud Hi-Lo's halves and scoops; unknown down cards
said), bad input named under the hands field, and the equity tab on a 390 px phone."""

from __future__ import annotations

import pytest
from conftest import clear_result, reopen
from playwright.sync_api import expect

pytestmark = pytest.mark.browser

LONG = 180_000  # a shared 2-core machine
GAMES = ["stud", "stud-hilo", "razz"]


def choose(app, tab: str, game: str) -> None:
    app.get_by_test_id(f"tab-{tab}").click()
    app.get_by_test_id(f"{tab}-game").select_option(game)


@pytest.mark.shared_page
def test_both_selectors_list_the_stud_games_and_the_board_hides(app):
    for tab in ("poker", "equity"):
        app.get_by_test_id(f"tab-{tab}").click()
        values = app.get_by_test_id(f"{tab}-game").locator("option").evaluate_all("(os) => os.map((o) => o.value)")
        assert all(game in values for game in GAMES), values
    choose(app, "equity", "holdem")
    app.get_by_test_id("equity-board").fill("Jh Th 2c")
    choose(app, "equity", "razz")
    expect(app.get_by_test_id("equity-board-field")).to_be_hidden()
    choose(app, "equity", "holdem")  # back to a board game: the board it held is there again
    expect(app.get_by_test_id("equity-board")).to_have_value("Jh Th 2c")


@pytest.mark.parametrize(("game", "headline", "plays"), [
    ("stud", "Player 2 wins with Straight Flush, Queen-high", "Plays Ah Ad Kh Kc 7s"),
    ("stud-hilo", "High: Player 1, Pair of Kings, Ace kicker; low: Player 1, 8-7-4-2-A", "High: plays Kh Kc Ah 8d 7s"),
    ("razz", "Player 1 wins with 8-6 low, 8-6-4-2-A", "Plays 8d 6h 4s 2c Ah"),
])
def test_each_stud_game_settles_its_example_in_the_poker_tab(shared_app, game, headline, plays):
    app = shared_app
    choose(app, "poker", game)
    expect(app.get_by_test_id("poker-board-field")).to_be_hidden()
    app.locator('#poker-form [data-action="example"]').click()
    clear_result(app, "poker-result")
    app.get_by_test_id("poker-run").click()
    result = app.get_by_test_id("poker-result")
    expect(result.get_by_test_id("poker-headline")).to_have_text(headline, timeout=LONG)
    expect(result.get_by_test_id("poker-plays").first).to_have_text(plays)
    if game == "stud-hilo":
        expect(result.get_by_test_id("poker-share")).to_have_text(["Takes 1 — scoops the whole pot", "Takes 0 — nothing"])


@pytest.mark.parametrize(("game", "equities", "method"), [
    ("stud", ["54.05%", "45.95%"], "All 671,580 deals of the 4 cards to come were counted exactly"),
    ("stud-hilo", ["54.81%", "45.19%"], "All 1,560 deals of the 2 cards to come were counted exactly"),
    ("razz", ["84.70%", "15.30%"], "All 105,885,780 deals of the 6 cards to come (2 unknown down cards among them)"),
])
def test_each_stud_game_prices_its_example_in_the_equity_tab(shared_app, game, equities, method):
    app = shared_app
    choose(app, "equity", game)
    app.locator('#equity-form [data-action="example"]').click()
    clear_result(app, "equity-result")
    app.get_by_test_id("equity-run").click()
    result = app.get_by_test_id("equity-result")
    expect(result.get_by_test_id("equity-value")).to_have_text(equities, timeout=LONG)
    expect(result.get_by_test_id("equity-method-text")).to_contain_text(method)
    expect(result.get_by_test_id("equity-headline")).to_contain_text("street: 2 players")
    if game == "stud-hilo":
        expect(result.get_by_test_id("equity-share")).to_have_text(["54.81% (57/104)", "45.19% (47/104)"])
        expect(result.get_by_test_id("equity-scoop")).to_have_text(["9.62%", "0.00%"])
    if game == "razz":
        expect(result.get_by_test_id("equity-unknown-down")).to_have_text(" + 2 down cards unknown")
        # a razz hand ends as a low by its top card, or paired
        expect(result.get_by_test_id("equity-categories").locator("tbody tr td:first-child")).to_have_text(
            ["Wheel (5-4-3-2-A)", "6-low", "7-low", "8-low", "9-low", "T-low", "J-low", "Q-low", "K-low", "One Pair",
             "Two Pair"])
    assert f"game={game}" in app.url


@pytest.mark.shared_page
def test_bad_stud_input_is_named_under_the_hands_field(app):
    choose(app, "equity", "stud")
    app.get_by_test_id("equity-hands").fill("Ah Kd 2c\nQs Jc 9h 8h 7h 6h 5h")
    app.get_by_test_id("equity-run").click()
    expect(app.get_by_test_id("equity-error")).to_have_text(
        "Hand 1: shows 3 cards, but on seventh street 4 of each player's cards are face up", timeout=LONG)
    choose(app, "poker", "razz")
    app.get_by_test_id("poker-input").fill("Ah Kd Qs Jc Th 9d 8s 2c\n2d 3d 4d 5d 6d 7d 8d")
    app.get_by_test_id("poker-run").click()
    expect(app.get_by_test_id("poker-error")).to_have_text("Hand 1: 2c is an eighth card; a razz hand has 7",
                                                          timeout=LONG)


def test_razz_equity_on_a_phone(phone):
    phone.get_by_test_id("tab-equity").click()
    phone.get_by_test_id("equity-game").select_option("razz")
    phone.locator('#equity-form [data-action="example"]').click()
    phone.get_by_test_id("equity-run").click()
    expect(phone.get_by_test_id("equity-value")).to_have_text(["84.70%", "15.30%"], timeout=LONG)
    widths = phone.evaluate("[document.documentElement.scrollWidth, window.innerWidth]")
    assert widths[0] <= widths[1], f"the page is {widths[0]} px wide in a {widths[1]} px screen"


@pytest.mark.shared_page
def test_the_picker_deals_stud_street_by_street_and_says_which_cards_are_down(app):
    choose(app, "equity", "razz")
    app.locator('#equity-form [data-action="clear"]').click()
    reopen(app.locator("#equity-form details.picker-box"))
    picker = app.get_by_test_id("equity-picker")
    note = app.get_by_test_id("equity-picker-note")
    for code in ("Ah", "2c", "7d"):  # third street to player 1: two down, one up
        picker.locator(f'[data-card="{code}"]').click()
    # the note says where the next card goes (helper, session 21: a whole hand typed in by clicks
    # went half to player 2 unannounced)
    next_two = " Next: Player 2 (a street to each player in turn, as dealt; “Add cards to” changes it)."
    expect(note).to_have_text("Player 1: card 3, third street, face up." + next_two)
    expect(app.get_by_test_id("equity-target")).to_have_value("1")  # player 2's third street next
    # razz has no board: the picker offers none (a card sent there went to the dead cards)
    expect(app.get_by_test_id("equity-target").locator("option")).to_have_text(["Player 1", "Player 2", "Dead cards"])
    for code in ("Kc", "Qd", "Js"):
        picker.locator(f'[data-card="{code}"]').click()
    expect(app.get_by_test_id("equity-target")).to_have_value("0")  # back to player 1: fourth street
    picker.locator('[data-card="3h"]').click()
    expect(note).to_have_text("Player 1: card 4, fourth street, face up." + next_two)
    expect(app.get_by_test_id("equity-hands")).to_have_value("Ah 2c 7d 3h\nKc Qd Js")
    expect(app.get_by_test_id("equity-target")).to_have_value("1")


EIGHT = ["2c 2d 2h 3c 3d 3h", "4c 4d 4h 5c 5d 5h", "6c 6d 6h 7c 7d 7h", "8c 8d 8h 9c 9d 9h",
         "Tc Td Th Jc Jd Jh", "Qc Qd Qh Kc Kd Kh", "Ac Ad Ah 2s 3s 4s", "5s 6s 7s 8s 9s Ts"]


@pytest.mark.shared_page
def test_eight_stud_players_enter_the_community_card(app):
    choose(app, "equity", "holdem")
    app.get_by_test_id("equity-board").fill("Jh Th 2c")
    choose(app, "equity", "stud")
    field = app.get_by_test_id("equity-board-field")
    app.get_by_test_id("equity-hands").fill("\n".join(EIGHT[:7]))
    expect(field).to_be_hidden()  # seven players: the deck does not run short
    app.get_by_test_id("equity-hands").fill("\n".join(EIGHT))
    expect(field).to_be_visible()  # eight: the seventh street card is one community card
    expect(app.get_by_test_id("equity-board-label")).to_have_text("Community card")
    expect(field.locator('[data-hint="board"]')).to_contain_text("with 8 players the deck runs short")
    expect(app.get_by_test_id("equity-board")).to_have_value("")  # the Hold'em board waits, not sent
    expect(app.get_by_test_id("equity-board-actions")).to_be_hidden()
    reopen(app.locator("#equity-form details.picker-box"))
    app.get_by_test_id("equity-target").select_option(label="Community card")
    app.get_by_test_id("equity-picker").locator('[data-card="As"]').click()
    expect(app.get_by_test_id("equity-board")).to_have_value("As")
    # Two cards, or a card a player holds, are named in the field's words (helper, session 26: "Seven-card
    # stud has no board: ...; leave it empty" under the very field for that card, and "also in the board")
    board, error = app.get_by_test_id("equity-board"), app.get_by_test_id("equity-error")
    board.fill("Js Qs")
    app.get_by_test_id("equity-run").click()
    expect(error).to_have_text("Community card: with 8 players the deck runs short: the seventh street card is one "
                               "card, face up, for everyone; 2 cards given (Js Qs)", timeout=LONG)
    board.fill("2c")
    app.get_by_test_id("equity-run").click()
    expect(error).to_have_text("Hand 1: 2c is also the community card", timeout=LONG)
    board.fill("As")
    app.get_by_test_id("equity-run").click()
    result = app.get_by_test_id("equity-result")
    expect(result.get_by_test_id("equity-value")).to_have_text(["0.00%"] * 7 + ["100.00%"], timeout=LONG)
    expect(result.get_by_test_id("equity-method-text")).to_have_text(
        "Every card is out, so the showdown gives the exact result.")
    app.locator('#equity-form [data-action="remove-player"]').click()
    expect(field).to_be_hidden()  # seven again: the card is kept, not sent
    app.locator('#equity-form [data-action="add-player"]').click()
    app.get_by_test_id("equity-hands").fill("\n".join(EIGHT))
    expect(app.get_by_test_id("equity-board")).to_have_value("As")
    choose(app, "equity", "holdem")  # a board game again: its board is back
    expect(app.get_by_test_id("equity-board")).to_have_value("Jh Th 2c")
    expect(app.get_by_test_id("equity-board-label")).to_have_text("Board")


@pytest.mark.shared_page
def test_eight_stud_players_show_down_with_the_community_card(app):
    choose(app, "poker", "stud")
    app.get_by_test_id("poker-input").fill("\n".join(EIGHT))
    expect(app.get_by_test_id("poker-board-label")).to_have_text("Community card")
    app.get_by_test_id("poker-board").fill("As")
    app.get_by_test_id("poker-run").click()
    expect(app.get_by_test_id("poker-headline")).to_have_text("Player 8 wins with Straight Flush, Ten-high", timeout=LONG)
