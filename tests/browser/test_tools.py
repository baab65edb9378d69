"""Each tool used through the real page, as a person would."""

import re

import pytest
from playwright.sync_api import expect

from conftest import clear_result, fill_in, open_app, reopen

pytestmark = pytest.mark.browser

BADUGI_CHECKPOINTS = [
    ("3c 2s 4d Ah - As 3h 2d 4h", "Player 1 wins"),
    ("3c 2s 4d Ah - As 2c 3d 4h", "Split pot: Player 1 and Player 2"),
    ("2d Ac 4h 3c - Kh Ad 9s 2c", "Player 2 wins"),
    ("Kc Tc Qc Jc - Ac Ad Ah As", "Player 2 wins"),
    ("9c 9h Qc Qh - Qs Kh Jh Kd", "Player 2 wins"),
    ("2d 5h 7c 5s - 2h 3c 8d 6c", "Player 1 wins"),
    ("3s 6c 2d Js - 6h Jd 3c 2s", "Player 2 wins"),
    ("Ah 6d 4d Ac - 3h 2c 3s 2s", "Player 2 wins"),
    ("2h 8h 6h 4h - 6d 2d 5d 8d", "Split pot: Player 1 and Player 2"),
]


@pytest.mark.shared_page  # one booted page with the module's other shared tests
def test_poker_paste_and_enter(app):
    app.get_by_test_id("poker-input").fill("5H 5C 6S 7S KD | 2C 3S 8S 8D TD")
    app.get_by_test_id("poker-input").press("Enter")
    result = app.get_by_test_id("poker-result")
    expect(result).to_contain_text("Player 2 wins with Pair of Eights, Ten kicker")
    expect(result).to_contain_text("Why: both one pair; decided by the pair: 8 vs 5")
    expect(result).to_contain_text("Pair of Fives, King kicker")
    expect(result).to_contain_text("beats 70.1% of hands")
    expect(result.locator(".hand.winner")).to_have_count(1)
    # A hand whose own cards stay out plays the board, in those words.
    app.get_by_test_id("poker-input").fill("2c 3d\n4h 4d")
    app.get_by_test_id("poker-board").fill("As Ks Qs Js Ts")
    app.get_by_test_id("poker-input").press("Enter")
    expect(result.get_by_test_id("poker-plays")).to_have_text(["Plays the board", "Plays the board"])


@pytest.mark.shared_page  # one booted page with the module's other shared tests
def test_poker_three_way_split(app):
    app.get_by_test_id("tab-poker").click()
    app.get_by_test_id("poker-board").fill("")  # a board left by a test before would play for every hand
    app.get_by_test_id("poker-input").fill("Ah Kd Qc Js 9h\nAs Kc Qd Jh 9c\nAd Kh Qs Jc 9d")
    app.get_by_test_id("poker-run").click()
    result = app.get_by_test_id("poker-result")
    expect(result).to_contain_text("Split pot: Player 1, Player 2 and Player 3 tie with High Card, Ace-high")
    expect(result.get_by_test_id("winner-badge")).to_have_count(3)


@pytest.mark.shared_page  # one booted page with the module's other shared tests
def test_poker_bad_input_inline_and_kept(app):
    app.get_by_test_id("poker-input").fill("5H 5C 6S 7S KD | 2C 3S 8S 8D TX")
    app.get_by_test_id("poker-run").click()
    expect(app.get_by_test_id("poker-error")).to_have_text("Hand 2: unknown suit 'X' in 'TX'")
    expect(app.get_by_test_id("poker-input")).to_have_value("5H 5C 6S 7S KD | 2C 3S 8S 8D TX")
    expect(app.get_by_test_id("poker-input")).to_have_attribute("aria-invalid", "true")


@pytest.mark.shared_page  # one booted page with the module's other shared tests
def test_poker_card_picker(app):
    app.get_by_test_id("tab-poker").click()
    app.locator('#poker-form [data-action="clear"]').click()
    reopen(app.locator("#poker-form details.picker-box"))
    picker = app.get_by_test_id("poker-picker")
    for code in ["As", "Ks", "Qs", "Js", "Ts"]:
        picker.locator(f'[data-card="{code}"]').click()
    app.get_by_test_id("poker-target").select_option("1")
    for code in ["2c", "3c", "4c", "5c", "7d"]:
        picker.locator(f'[data-card="{code}"]').click()
    expect(app.get_by_test_id("poker-input")).to_have_value("As Ks Qs Js Ts\n2c 3c 4c 5c 7d")
    expect(picker.locator('[data-card="As"]')).to_have_attribute("aria-pressed", "true")
    expect(picker.locator('[data-card="Ah"]')).to_have_attribute("aria-pressed", "false")
    app.get_by_test_id("poker-run").click()
    expect(app.get_by_test_id("poker-result")).to_contain_text("Player 1 wins with Royal Flush")


@pytest.mark.shared_page  # one booted page with the module's other shared tests
def test_poker_batch_upload(app, tmp_path):
    import random
    from pathlib import Path
    import sys
    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "py_src"))
    from cardlab.poker.batch import run_batch

    deck = [r + s for r in "23456789TJQKA" for s in "CDHS"]
    rng = random.Random(54)
    lines = [" ".join(rng.sample(deck, 10)) for _ in range(1000)]
    lines[10] = "AH AH 2C 3C 4C 5D 6D 7D 8D 9D"
    text = "\n".join(lines) + "\n"
    expected = run_batch(text)
    path = tmp_path / "poker.txt"
    path.write_text(text)
    app.get_by_test_id("poker-file").set_input_files(str(path))
    summary = app.get_by_test_id("poker-batch-summary")
    expect(summary).to_contain_text(f"Player 1 wins {expected['wins'][0]} of 999 deals")
    expect(app.get_by_test_id("poker-batch-errors")).to_contain_text("Line 11: Ah appears twice")
    expect(app.get_by_test_id("poker-batch-table").locator("tbody tr")).to_have_count(50)
    expect(app.get_by_test_id("poker-batch-page")).to_have_text("Page 1 of 20 · 999 deals")


P54_EXAMPLES = [
    "5H 5C 6S 7S KD 2C 3S 8S 8D TD",  # player 2
    "5D 8C 9S JS AC 2C 5C 7D 8S QH",  # player 1
    "2D 9C AS AH AC 3D 6D 7D TD QD",  # player 2
    "4D 6S 9H QH QC 3D 6D 7H QD QS",  # player 1
    "2H 2D 4C 4D 4S 3C 3D 3S 9S 9D",  # player 1
    "AH KD QC JS 9H AS KC QD JH 9C",  # tie
]


@pytest.mark.shared_page  # one booted page with the module's other shared tests
def test_poker_batch_drag_and_drop_then_filter_search_and_page(app):
    text = "\n".join(P54_EXAMPLES * 10)  # 60 deals: two pages of 50
    data = app.evaluate_handle(
        "(text) => { const d = new DataTransfer(); d.items.add(new File([text], 'dropped.txt', {type: 'text/plain'})); return d; }",
        text)
    app.get_by_test_id("poker-drop").dispatch_event("drop", {"dataTransfer": data})
    expect(app.get_by_test_id("poker-batch-summary")).to_contain_text("Player 1 wins 30 of 60 deals")
    expect(app.get_by_test_id("poker-batch-summary")).to_contain_text("Player 2 wins 20; 10 tied) — dropped.txt")
    table = app.get_by_test_id("poker-batch-table").locator("tbody tr")
    info = app.get_by_test_id("poker-batch-page")
    expect(info).to_have_text("Page 1 of 2 · 60 deals")
    app.get_by_role("button", name="Next ›").click()
    expect(info).to_have_text("Page 2 of 2 · 60 deals")
    expect(table).to_have_count(10)
    app.get_by_test_id("poker-batch-filter").select_option(label="Ties")
    expect(info).to_have_text("Page 1 of 1 · 10 deals")
    expect(table.first).to_contain_text("Tie")
    app.get_by_test_id("poker-batch-filter").select_option(label="Player 2 wins")
    expect(info).to_have_text("Page 1 of 1 · 20 deals")
    app.get_by_test_id("poker-batch-filter").select_option(label="All deals")
    app.get_by_test_id("poker-batch-search").fill("full house")
    expect(info).to_have_text("Page 1 of 1 · 10 deals")
    expect(table.first).to_contain_text("Full House, Fours full of Twos")
    app.get_by_test_id("poker-batch-search").fill("no such hand")
    expect(info).to_have_text("Page 1 of 1 · 0 deals")


def test_poker_shared_url_restores(page, site, outside_requests):
    open_app(page, site.origin + "/#poker?hands=5H+5C+6S+7S+KD%0A2C+3S+8S+8D+TD&board=")
    expect(page.get_by_test_id("poker-input")).to_have_value("5H 5C 6S 7S KD\n2C 3S 8S 8D TD")
    expect(page.get_by_test_id("poker-result")).to_contain_text("Player 2 wins")
    page.reload()
    page.wait_for_selector('[data-testid="python-status"][data-state="ready"]', timeout=90_000)
    expect(page.get_by_test_id("poker-result")).to_contain_text("Player 2 wins")
    assert outside_requests == []


@pytest.mark.parametrize("deal, headline", BADUGI_CHECKPOINTS)
def test_badugi_checkpoints(shared_app, deal, headline):
    shared_app.get_by_test_id("tab-badugi").click()
    clear_result(shared_app, "badugi-result")
    shared_app.get_by_test_id("badugi-input").fill(deal)
    shared_app.get_by_test_id("badugi-run").click()
    expect(shared_app.get_by_test_id("badugi-result")).to_contain_text(headline)


@pytest.mark.shared_page  # one booted page with the module's other shared tests
def test_badugi_four_way_and_dead_cards(app):
    app.get_by_test_id("tab-badugi").click()
    app.get_by_test_id("badugi-input").fill("8d 6h 3s 2h\nKc Kd Kh Ks\nAc 2d 3h 4s\n5c 6d 7h 9s")
    app.get_by_test_id("badugi-run").click()
    result = app.get_by_test_id("badugi-result")
    expect(result).to_contain_text("Player 3 wins with 4-card badugi 4-3-2-A (the wheel / number one)")
    expect(result).to_contain_text("3-card 8-3-2")
    expect(result.locator('.card.dead[data-card="6h"]')).to_have_attribute("title", "dead: same suit (♥) as the 2h that plays")


@pytest.mark.shared_page  # one booted page with the module's other shared tests
def test_badugi_every_hand_tallied_in_the_page(app):
    app.get_by_test_id("tab-badugi").click()
    app.get_by_text("All 270,725 four-card hands").click()
    app.get_by_test_id("badugi-tally-run").click()
    tally = app.get_by_test_id("badugi-tally")
    expect(tally).to_contain_text("270,725 hands evaluated in", timeout=30_000)
    expect(tally).to_contain_text("1,092 distinct classes")
    rows = tally.locator("tbody tr")
    expect(rows.nth(0)).to_contain_text("4-card17,1606.34%715")
    expect(rows.nth(3)).to_contain_text("1-card2,8731.06%131-card A1-card K")


@pytest.mark.shared_page  # one booted page with the module's other shared tests
def test_badugi_bad_input(app):
    app.get_by_test_id("tab-badugi").click()
    app.get_by_test_id("badugi-input").fill("3c 2s 4d Ah - As 3h 2d 3c")
    app.get_by_test_id("badugi-run").click()
    expect(app.get_by_test_id("badugi-error")).to_have_text("Hand 2: 3c is also in hand 1")


@pytest.mark.shared_page  # one booted page with the module's other shared tests
def test_counts_default_question(app):
    app.get_by_test_id("tab-counts").click()
    app.get_by_test_id("counts-run").click()
    expect(app.get_by_test_id("counts-total")).to_contain_text("862,400,558,448")
    expect(app.get_by_test_id("counts-result")).to_contain_text("514,800")


@pytest.mark.shared_page  # one booted page with the module's other shared tests
def test_counts_three_suits_and_bad_parameters(app):
    fill_in(app, "counts", {"counts-suits": "3", "counts-ranks": "4", "counts-k": "3", "counts-sizes": "3"})
    app.get_by_test_id("counts-run").click()
    expect(app.get_by_test_id("counts-total")).to_contain_text(": 24")
    app.get_by_test_id("counts-k").fill("4")
    app.get_by_test_id("counts-run").click()
    expect(app.get_by_test_id("counts-error")).to_have_text("Badugi size k: must be from 1 to the number of suits (3), got 4")
    expect(app.get_by_test_id("counts-k")).to_have_value("4")


@pytest.mark.shared_page  # one booted page with the module's other shared tests
def test_counts_cancel_leaves_the_page_usable(app):
    fill_in(app, "counts", {"counts-suits": "6", "counts-ranks": "26", "counts-k": "4", "counts-sizes": "all"})
    app.get_by_test_id("counts-run").click()
    app.get_by_test_id("counts-cancel").click()
    expect(app.locator("#counts-result").get_by_test_id("cancelled")).to_contain_text("Cancelled")
    expect(app.get_by_test_id("counts-suits")).to_have_value("6")
    app.wait_for_selector('[data-testid="python-status"][data-state="ready"]', timeout=90_000)
    fill_in(app, "counts", {"counts-suits": "4", "counts-ranks": "13", "counts-sizes": "4-13"})
    app.get_by_test_id("counts-run").click()
    expect(app.get_by_test_id("counts-total")).to_contain_text("862,400,558,448")


@pytest.mark.shared_page  # one booted page with the module's other shared tests
def test_silver_dollar_count_with_and_without_modulus(app):
    app.get_by_test_id("tab-silver-dollar").click()
    app.get_by_test_id("sd-run").click()
    expect(app.get_by_test_id("sd-result")).to_contain_text("W(10, 2) = 324")
    rows = app.get_by_test_id("sd-table").locator("tbody tr")
    expect(rows).to_have_count(8)
    expect(rows.nth(0)).to_have_text("3" + "2")
    expect(rows.nth(7)).to_have_text("10" + "324")
    app.get_by_role("button", name="Project Euler 344").click()
    expect(app.get_by_test_id("sd-result")).to_contain_text("W(1,000,000, 100) mod 1,000,036,000,099 = 65,579,304,332")
    expect(app.get_by_test_id("sd-table").locator("tbody tr").nth(7)).to_have_text("1,000,000" + "65,579,304,332")
    app.get_by_test_id("sd-n").fill("0")
    app.get_by_test_id("sd-run").click()
    expect(app.get_by_test_id("sd-error")).to_have_text("Squares n: must be at least 1, got 0")


@pytest.mark.shared_page  # one booted page with the module's other shared tests
def test_silver_dollar_slow_count_offers_the_nearby_table_instead_of_computing_it(app):
    # Residues are fast for every n and c now; an exact count with a large c still takes seconds.
    fill_in(app, "silver-dollar", {"sd-n": "1000000", "sd-c": "1000", "sd-mod": ""})
    app.get_by_test_id("sd-run").click()
    expect(app.get_by_test_id("sd-value")).to_contain_text("W(1,000,000, 1,000) = ", timeout=120_000)
    expect(app.get_by_test_id("sd-more")).to_contain_text("Also count the n just below (about")
    expect(app.get_by_test_id("sd-table").locator("tbody tr")).to_have_count(1)


@pytest.mark.shared_page  # one booted page with the module's other shared tests
def test_silver_dollar_analyze(app):
    app.get_by_test_id("tab-silver-dollar").click()
    app.get_by_test_id("sd-position").fill(".o..$..o")
    app.get_by_test_id("sd-analyze").click()
    analysis = app.get_by_test_id("sd-analysis")
    expect(analysis).to_contain_text("The player to move wins.")
    expect(analysis).to_contain_text("Winning move: 8 → 7")
    app.get_by_test_id("sd-position").fill("..o")
    app.get_by_test_id("sd-analyze").click()
    expect(app.get_by_test_id("sd-position-error")).to_have_text("Position: the strip has no dollar ($)")


@pytest.mark.shared_page  # one booted page with the module's other shared tests
def test_silver_dollar_full_game_computer_wins(app):
    app.get_by_test_id("tab-silver-dollar").click()
    app.get_by_test_id("sd-random-kind").select_option("lose")
    app.get_by_test_id("sd-random").click()
    status = app.get_by_test_id("sd-play-status")
    expect(status).to_contain_text("You move first")
    for _ in range(60):
        if app.get_by_test_id("sd-game-over").count():
            break
        # The human always pockets (a poor strategy); the computer must win.
        before = status.text_content()
        app.get_by_test_id("sd-pocket").click()
        app.wait_for_function(
            "(before) => document.querySelector('[data-testid=sd-play-status]').textContent !== before", arg=before)
    expect(app.get_by_test_id("sd-game-over")).to_have_text("The computer pocketed the silver dollar: the computer wins.")


@pytest.mark.shared_page  # one booted page with the module's other shared tests
def test_silver_dollar_move_made_with_the_keyboard_only(app):
    fill_in(app, "silver-dollar", {"sd-position": ".o..$..o"})
    app.get_by_test_id("sd-play").click()
    status = app.get_by_test_id("sd-play-status")
    expect(status).to_contain_text("You move first")
    before = status.text_content()
    strip = app.get_by_test_id("sd-strip")
    strip.locator('[data-square="8"]').focus()
    app.keyboard.press("Enter")  # select the coin on square 8
    expect(strip.locator('[data-square="8"]')).to_have_class(re.compile("selected"))
    app.keyboard.press("ArrowLeft")  # to square 7, a legal target
    app.keyboard.press("Enter")
    app.wait_for_function(
        "(before) => document.querySelector('[data-testid=sd-play-status]').textContent !== before", arg=before)
    expect(status).to_contain_text("You played 8 → 7; the computer played")
