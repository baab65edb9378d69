"""A result shows the answer to the inputs in the fields: a job started while another is on its way to
the same result area supersedes it, and the older answer, delivered later by another worker, is
dropped (ui.js runAction). Forced here: two ready workers, the first one's answers held back."""

from __future__ import annotations

import pytest
from conftest import TWO_WORKERS_OUT_OF_ORDER
from playwright.sync_api import expect

pytestmark = pytest.mark.browser

BOARD = "7d 4c 9h Js Qc"


def test_enter_again_after_an_edit_shows_the_new_hands_answer(app):
    app.get_by_test_id("tab-poker").click()
    hands = app.get_by_test_id("poker-input")
    app.get_by_test_id("poker-board").fill(BOARD)
    hands.fill("Ah Kd\n7c 7s")
    app.wait_for_function("() => window.cardlab.warmUps.get('poker') !== 'warming'", timeout=120_000)
    app.evaluate(TWO_WORKERS_OUT_OF_ORDER)
    hands.press("Enter")  # the first worker takes it and answers 0.4 s late
    hands.fill("Ah Ad\n3c 3s")
    hands.press("Enter")  # the other worker answers at once
    headline = app.get_by_test_id("poker-headline")
    expect(headline).to_have_text("Player 1 wins with Pair of Aces, Queen kicker", timeout=30_000)
    app.wait_for_timeout(800)  # the first answer (three sevens) has come in by now, and is dropped
    expect(headline).to_have_text("Player 1 wins with Pair of Aces, Queen kicker")
    expect(app.get_by_test_id("poker-result")).not_to_contain_text("Sevens")
    run = app.get_by_test_id("poker-run")
    expect(run).to_be_enabled()  # the newer job woke the button the older one rested
    expect(hands).to_be_focused()
    expect(app.get_by_test_id("poker-error")).to_be_hidden()
