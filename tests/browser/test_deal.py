"""Random flop / turn / river deal from the game chosen (issue #33 item 4): a short-deck board
never holds a 2 to 5; Omaha and Hold'em never deal a card in use; one request per click."""

from __future__ import annotations

import re

import pytest
from conftest import HOLD_BACK_THE_NEXT
from playwright.sync_api import expect

pytestmark = pytest.mark.browser

CARD = r"[2-9TJQKA][cdhs]"
# Rounds of Random clicks a test makes: with 20, fewer than 21 short-deck cards seen, or fewer than 11
# Courchevel first cards, did not happen in 20,000 simulated runs of each.
ROUNDS = 20


def open_equity(app, game: str, hands: str, dead: str = ""):
    """The equity tab with ``game``, ``hands`` and ``dead`` entered; its board field."""
    app.get_by_test_id("tab-equity").click()
    app.get_by_test_id("equity-game").select_option(game)
    app.get_by_test_id("equity-hands").fill(hands)
    app.get_by_test_id("equity-dead").fill(dead)
    return app.get_by_test_id("equity-board")


def deal(app, board, street: str, pattern: str) -> str:
    """Press Random ``street``; once its answer is in (the board is no longer aria-busy), the board
    matches ``pattern`` (a regex); its text. (The board before the click may match too.)"""
    app.get_by_test_id(f"equity-random-{street}").click()
    expect(board).not_to_have_attribute("aria-busy", "true", timeout=30_000)
    expect(board).to_have_value(re.compile(f"^{pattern}$"))
    return board.input_value()


def clear(app, board) -> None:
    app.get_by_test_id("equity-clear-board").click()
    expect(board).to_have_value("")


def deal_streets(app, game: str, hands: str, dead: str, times: int) -> list[list[str]]:
    board = open_equity(app, game, hands, dead)
    boards = []
    for _ in range(times):
        clear(app, board)
        flop = deal(app, board, "flop", f"{CARD} {CARD} {CARD}")
        deal(app, board, "turn", f"{flop} {CARD}")
        boards.append(deal(app, board, "river", f"{flop} {CARD} {CARD}").split())
    return boards


# Count the actions the page sends to the Python workers from now on (the request text names the
# action); the counter is put in once a page (a second would count each request twice).
COUNT_ACTIONS = """() => {
  window.__actions = [];
  if (window.__counting) return;
  window.__counting = true;
  const send = Worker.prototype.postMessage;
  Worker.prototype.postMessage = function (message, ...rest) {
    if (message && typeof message.request === "string") window.__actions.push(JSON.parse(message.request).action);
    return send.call(this, message, ...rest);
  };
}"""


@pytest.mark.shared_page
def test_short_deck_random_streets_never_deal_a_two_to_five(app):
    app.evaluate(COUNT_ACTIONS)
    boards = deal_streets(app, "shortdeck", "Ah Kh\nQs Qc", "", ROUNDS)
    actions = app.evaluate("() => window.__actions")
    assert actions.count("cards.deal") == 3 * ROUNDS  # one request per click
    for board in boards:
        assert len(set(board)) == 5
        assert not [card for card in board if card[0] in "2345"], board
        assert not {"Ah", "Kh", "Qs", "Qc"} & set(board)
    assert len({card for board in boards for card in board}) > 20  # random, from the whole short deck


@pytest.mark.shared_page
@pytest.mark.parametrize(("game", "hands", "dead"), [
    ("holdem", "Ah Kh\nQs Qc", "2c 3c"),
    ("omaha", "Ah Kh 7c 7d\nQs Qc 2d 3d", "9h"),
])
def test_random_streets_never_deal_a_card_in_use(app, game, hands, dead):
    in_use = set(re.findall(CARD, f"{hands} {dead}"))
    for board in deal_streets(app, game, hands, dead, ROUNDS):
        assert len(set(board)) == 5
        assert not in_use & set(board), board


def test_the_last_random_click_wins(app):
    """Random flop then Random river at once, answered out of order by two workers: the board ends
    with the river's deal (the later click), not the flop's, and is not busy after."""
    board = open_equity(app, "holdem", "Ah Kh\nQs Qc")
    app.wait_for_function("() => window.cardlab.warmUps.get('equity') !== 'warming'", timeout=120_000)
    app.evaluate(HOLD_BACK_THE_NEXT, "cards.deal")
    app.get_by_test_id("equity-random-flop").click()
    app.get_by_test_id("equity-random-river").click()
    expect(board).to_have_value(re.compile(f"^{CARD} {CARD} {CARD} {CARD} {CARD}$"), timeout=30_000)
    app.wait_for_function("() => !window.cardlab.python.busy", timeout=30_000)  # the flop's answer is in
    expect(board).to_have_value(re.compile(f"^{CARD} {CARD} {CARD} {CARD} {CARD}$"))
    expect(board).not_to_have_attribute("aria-busy", "true")


@pytest.mark.shared_page
def test_courchevel_deals_its_first_card_then_keeps_it_on_the_flop(app):
    """Courchevel's board streets are 1, 3, 4, 5 (its record): the first card is a street of its own
    (a Random button from the record's street name), and the flop keeps it, in every round."""
    app.evaluate(COUNT_ACTIONS)
    hands = "Ah Kh 7c 7d 8s\nQs Qc 2d 3d 4h"
    board = open_equity(app, "courchevel", hands)
    in_use = set(re.findall(CARD, hands))
    expect(app.get_by_test_id("equity-board-actions").locator('[data-action="street"]')).to_have_text(
        ["Random preflop", "Random flop", "Random turn", "Random river"])
    firsts = set()
    for _ in range(ROUNDS):
        clear(app, board)
        first = deal(app, board, "preflop", CARD)
        deal(app, board, "flop", f"{first} {CARD} {CARD}")
        deal(app, board, "flop", f"{first} {CARD} {CARD}")  # a new flop: the first card stays
        dealt = deal(app, board, "river", f"{first} {CARD} {CARD} {CARD} {CARD}").split()
        assert len(set(dealt)) == 5 and not in_use & set(dealt), dealt
        firsts.add(first)
    assert len(firsts) > 10  # the first card is random too
    assert app.evaluate("() => window.__actions").count("cards.deal") == 4 * ROUNDS  # one request per click
    clear(app, board)
    deal(app, board, "flop", f"{CARD} {CARD} {CARD}")  # on an empty board: the first card's street and two more
    app.get_by_test_id("equity-game").select_option("holdem")  # Hold'em's board has no one-card street
    expect(app.get_by_test_id("equity-board-actions").locator('[data-action="street"]')).to_have_text(
        ["Random flop", "Random turn", "Random river"])
