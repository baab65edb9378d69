"""Issue #37: what a mixed-game player, a phone user and a keyboard user found, item by item: 2-7
rows named as a 2-7 player names them and a chart readable on a phone, focus kept on a card
pressed with Space, each player's equity first, the preflop matrix as a keyboard grid, the grids'
scroll cue on a phone, separators in pot shares, the low's cards marked, flop types in a player's
words, an estimate that falls, focus to Cancel and back to Run."""

from __future__ import annotations

import re

import pytest
from conftest import fill_in, long_equity_spot, reset_equity
from playwright.sync_api import expect

pytestmark = pytest.mark.browser
SLOW = 90_000  # a shared 2-core machine

PHONE = {"width": 390, "height": 844}


def test_2_7_rows_are_named_as_a_2_7_player_names_them_and_the_chart_reads_on_a_phone(app):
    app.set_viewport_size(PHONE)
    fill_in(app, "draw", {})
    app.get_by_test_id("draw-game").select_option("deuce-to-seven")
    app.get_by_test_id("draw-hand").fill("2c 3d 4h Kh Ks")
    app.get_by_test_id("draw-discard").fill("Kh Ks")
    app.get_by_test_id("draw-best").uncheck()
    app.get_by_test_id("draw-run").click()
    tops = app.get_by_test_id("draw-tops")
    expect(tops).to_be_visible(timeout=SLOW)
    names = tops.locator("tbody tr td:first-child").all_text_contents()
    assert names[0] == "7-low" and names[-1] == "Ace-high" and "A-low" not in names
    result = app.get_by_test_id("draw-result")
    expect(result.locator("dt", has_text="No low")).to_have_text("No low (paired, straight or flush)")
    # The chart's labels are drawn at 9 px or more on a 390 px phone (they were 6 px).
    size = result.locator("svg.chart").evaluate(
        "(chart) => 11 * chart.getBoundingClientRect().width / chart.viewBox.baseVal.width")
    assert size >= 9, size


@pytest.mark.shared_page  # one booted page with the module's other shared tests
def test_space_on_a_card_keeps_the_focus_on_that_card(app):
    fill_in(app, "draw", {"draw-hand": "2c 3d 4h Kh"})
    card = app.get_by_test_id("draw-cards").locator('[data-card="Kh"]')
    expect(card).to_be_visible()
    card.focus()
    app.keyboard.press("Space")
    expect(app.get_by_test_id("draw-discard")).to_have_value("Kh")
    # Python's scan answers and the buttons are drawn again: the focus stays on the card.
    app.wait_for_timeout(800)
    assert app.evaluate("document.activeElement.dataset.card") == "Kh"
    expect(app.get_by_test_id("draw-cards").locator('[data-card="Kh"]')).to_have_attribute("aria-pressed", "true")
    app.keyboard.press("Space")  # and a second Space keeps it again
    expect(app.get_by_test_id("draw-discard")).to_have_value("")
    app.wait_for_timeout(800)
    assert app.evaluate("document.activeElement.dataset.card") == "Kh"
    # Arrow keys move along the hand's cards (they did nothing), Home and End to its ends
    app.keyboard.press("ArrowLeft")
    assert app.evaluate("document.activeElement.dataset.card") == "4h"
    app.keyboard.press("Space")
    expect(app.get_by_test_id("draw-discard")).to_have_value("4h")
    app.keyboard.press("Home")
    assert app.evaluate("document.activeElement.dataset.card") == "2c"
    app.keyboard.press("ArrowLeft")  # the first card stays: no wrap to the last
    assert app.evaluate("document.activeElement.dataset.card") == "2c"
    app.keyboard.press("End")
    assert app.evaluate("document.activeElement.dataset.card") == "Kh"


def test_equity_leads_with_each_players_equity_and_scrolls_it_into_sight_on_a_phone(app):
    app.set_viewport_size(PHONE)
    fill_in(app, "equity", {"equity-hands": "AhKh\nQsQc", "equity-board": "Jh Th 2c"})
    app.get_by_test_id("equity-run").click()
    answer = app.get_by_test_id("equity-answer")
    expect(answer).to_be_visible(timeout=SLOW)
    result = app.get_by_test_id("equity-result")
    # The result's first words are the players' equities; the method and the spot come after them.
    assert result.evaluate("(r) => r.firstElementChild.firstElementChild.dataset.testid") == "equity-answer"
    expect(answer).to_have_text(re.compile(r"^Player 1 \d+\.\d\d% · Player 2 \d+\.\d\d%$"))
    order = result.evaluate("""(r) => ['equity-answer', 'equity-method-text', 'equity-headline', 'equity-streets']
      .map((id) => r.querySelector(`[data-testid=${id}]`).getBoundingClientRect().top)""")
    assert order == sorted(order), order
    box = answer.bounding_box()
    assert -1 <= box["y"] and box["y"] + box["height"] <= PHONE["height"], box


@pytest.mark.shared_page  # one booted page with the module's other shared tests
def test_preflop_leads_with_the_answer_and_the_method_follows(app):
    app.get_by_test_id("tab-preflop").click()
    result = app.get_by_test_id("preflop-result")
    expect(result.get_by_test_id("preflop-answer")).to_have_text(
        re.compile(r"^Each class against a random hand; the number in a cell is its equity in %: best AA 85\.20%, worst 32o \d\d\.\d\d%\.$"),
        timeout=SLOW)
    assert result.evaluate("(r) => r.firstElementChild.dataset.testid") == "preflop-answer"
    expect(result.get_by_test_id("preflop-method")).to_contain_text("How: exact")


@pytest.mark.shared_page  # one booted page with the module's other shared tests
def test_the_whole_matrix_is_a_grid_the_arrow_keys_move_in(app):
    app.get_by_test_id("tab-preflop").click()
    expect(app.get_by_test_id("preflop-answer")).to_be_visible(timeout=SLOW)
    app.get_by_test_id("preflop-full").locator("summary").click()
    grid = app.get_by_role("grid", name=re.compile("Every class"))
    expect(grid).to_have_attribute("aria-rowcount", "169")
    cell = grid.get_by_role("gridcell")
    cell.focus()
    expect(cell).to_have_accessible_name("AA against AA: 50.00%")
    app.keyboard.press("ArrowRight")
    expect(cell).to_have_attribute("aria-colindex", "2")
    expect(cell).to_have_accessible_name(re.compile(r"^AA against AKs: \d\d\.\d\d%$"))
    app.keyboard.press("ArrowDown")
    expect(cell).to_have_accessible_name(re.compile(r"^AKs against AKs: 50\.00%$"))
    expect(app.get_by_test_id("preflop-matrix-detail")).to_have_text(re.compile(r"^AKs against AKs: 50\.00%$"))
    app.keyboard.press("End")
    expect(cell).to_have_attribute("aria-colindex", "169")
    expect(cell).to_have_accessible_name(re.compile(r"^AKs against 22: "))
    # Enter does what a tap does: the column's class becomes the opponent.
    app.keyboard.press("Enter")
    expect(app.get_by_test_id("preflop-vs")).to_have_value("22")
    expect(app.get_by_test_id("preflop-answer")).to_contain_text("Each class against 22", timeout=SLOW)


def test_range_grids_say_they_scroll_on_a_phone_and_the_counts_link_is_44_px(app):
    app.set_viewport_size(PHONE)
    app.get_by_test_id("tab-equity").click()
    app.get_by_test_id("equity-ranges").locator("summary").click()
    scroll = app.locator("#equity-range-grid .range-scroll")
    expect(scroll).to_have_attribute("data-scrolls", "")
    expect(scroll).to_have_attribute("role", "region")
    cue = scroll.evaluate("(box) => getComputedStyle(box, '::before').content")
    assert "Scroll sideways" in cue
    app.get_by_test_id("tab-counts").click()
    link = app.get_by_test_id("counts-rules-link").bounding_box()
    assert link["height"] >= 44, link


@pytest.mark.shared_page  # one booted page with the module's other shared tests
def test_hi_lo_pot_shares_have_thousands_separators(app):
    fill_in(app, "equity", {"equity-hands": "Ah2h3cKd\nQsQcJdTd"})
    app.get_by_test_id("equity-game").select_option("omaha-hilo")
    app.get_by_test_id("equity-run").click()
    share = app.get_by_test_id("equity-share").first
    expect(share).to_have_text(re.compile(r"^\d+\.\d\d% \(\d{1,3}(,\d{3})*/\d{1,3}(,\d{3})*\)$"), timeout=SLOW)
    assert "," in share.text_content()


@pytest.mark.shared_page  # one booted page with the module's other shared tests
def test_omaha_hi_lo_marks_the_low_cards_and_the_headline_starts_with_a_capital(app):
    fill_in(app, "poker", {"poker-input": "Ah 2h Kc Kd\nAd 2d Qc Js", "poker-board": "3c 4d 7s Ks 9h"})
    app.get_by_test_id("poker-game").select_option("omaha-hilo")
    app.get_by_test_id("poker-run").click()
    expect(app.get_by_test_id("poker-headline")).to_have_text(re.compile(r"^High: Player 1"), timeout=SLOW)
    first = app.get_by_test_id("poker-hand").first
    low = first.locator(".card.low").evaluate_all("(cards) => cards.map((c) => c.dataset.card)")
    assert sorted(low) == sorted(["7s", "4d", "3c", "2h", "Ah"])
    expect(first.locator('[data-card="Ah"]')).to_have_attribute("aria-label", "Ace of hearts, makes the low")
    expect(first.locator('[data-card="Ks"]')).to_have_attribute("aria-label", "King of spades (board), plays for the high")
    # A card of the low that plays no part in the high is not drawn as a dead card.
    assert "dead" not in (first.locator('[data-card="Ah"]').get_attribute("class") or "")


@pytest.mark.shared_page  # one booted page with the module's other shared tests
def test_every_flop_says_flop_types_in_a_players_words(app):
    fill_in(app, "hits", {"hits-range": "AA", "hits-board": ""})
    app.get_by_test_id("hits-every-flop").click()
    expect(app.get_by_test_id("hits-live")).to_have_text(
        "AA: 6 combos over all 22,100 flops (1,755 flop types stand for them all)", timeout=SLOW)


@pytest.mark.shared_page  # one booted page with the module's other shared tests
def test_focus_goes_to_cancel_while_a_job_runs_and_back_to_run(app):
    fill_in(app, "silver-dollar", {"sd-n": "1000000000000000000", "sd-c": "1000", "sd-mod": ""})
    app.get_by_test_id("sd-run").click()
    app.wait_for_function("() => document.activeElement && document.activeElement.dataset.testid === 'sd-cancel'")
    app.keyboard.press("Enter")  # Cancel, by keyboard
    expect(app.get_by_test_id("sd-result").get_by_test_id("cancelled")).to_be_visible()
    app.wait_for_function("() => document.activeElement && document.activeElement.dataset.testid === 'sd-run'")
    # Another tab: a count that ends by itself gives the focus back to its Run button.
    fill_in(app, "counts", {"counts-suits": "6", "counts-ranks": "26"})
    app.get_by_test_id("counts-run").click()
    app.wait_for_function("() => document.activeElement && ['counts-cancel', 'counts-run'].includes(document.activeElement.dataset.testid)")
    expect(app.get_by_test_id("counts-result")).to_be_visible(timeout=SLOW)
    app.wait_for_function("() => document.activeElement && document.activeElement.dataset.testid === 'counts-run'")


@pytest.mark.shared_page  # one booted page with the module's other shared tests
def test_the_estimated_time_shows_beside_the_trials_field_before_run(app):
    reset_equity(app)
    long_equity_spot(app)
    estimate = app.get_by_test_id("equity-estimate")
    # (a loaded machine's timed estimate may pass the 300 s limit: the line then says so too)
    expect(estimate).to_have_text(re.compile(r"^Estimated time: about [\d.,]+ (seconds?|minutes?)\."
                                             r"( Over the limit of 5 minutes: ask for .+\.)?$"), timeout=SLOW)
    assert app.get_by_test_id("equity-result").text_content() == ""  # nothing ran
    app.get_by_test_id("equity-trials").fill("1000")
    expect(estimate).to_have_text("Estimated time: under a second.", timeout=SLOW)


@pytest.mark.shared_page  # one booted page with the module's other shared tests
def test_triple_draw_against_a_drawing_opponent_leads_with_the_wins_over_3_draws(app):
    fill_in(app, "draw", {})
    app.get_by_test_id("draw-game").select_option("deuce-to-seven")
    for name, value in {"hand": "2c 3d 4h 8s Kd", "discard": "Kd", "vs": "2h 3h 5d 9c Qs", "vs-discard": "Qs"}.items():
        app.get_by_test_id(f"draw-{name}").fill(value)
    app.get_by_test_id("draw-best").uncheck()
    app.get_by_test_id("draw-draws").select_option("3")
    app.get_by_test_id("draw-goal").select_option("beat")
    app.get_by_test_id("draw-run").click()
    headline = app.get_by_test_id("draw-headline")
    expect(headline).to_have_text(re.compile(r"^Wins \d+\.\d\d% ± \d\.\d\d% over 3 draws against the opponent"), timeout=SLOW)
    block = app.get_by_test_id("draw-versus-draws")
    expect(block).to_contain_text("Over 3 draws against the opponent")
    expect(block).to_contain_text("Opponent: after this draw the opponent stands pat on an 8-low or better")
    expect(block).to_contain_text("20,000 trials, seed ")
    # The one-draw figure below says it is this draw's only.
    expect(app.get_by_test_id("draw-versus-label")).to_have_text(
        "Against the opponent after this draw only (over all 3 draws: see above)")


def test_opening_tabs_starts_no_hidden_job_anyone_waits_for(app):
    """Opening Equity and Range hits started a job to build their tables, and Preflop opened next
    said "Waiting for the Equity job to finish…": those warm-ups are background work now, run only
    on an idle worker and never named in a queue line."""
    seen = []
    app.expose_function("noteLine", lambda text: seen.append(text))
    app.evaluate("""() => new MutationObserver(() => {
      const r = document.querySelector('[data-testid=preflop-result]');
      if (r && r.textContent) window.noteLine(r.textContent);
    }).observe(document.querySelector('[data-testid=preflop-result]'), { subtree: true, childList: true, characterData: true })""")
    for tab in ("equity", "hits"):
        app.get_by_test_id(f"tab-{tab}").click()
        app.wait_for_timeout(100)
        jobs = app.evaluate("() => window.cardlab.python.running.map((c) => [c.action, c.quick])")
        # only the tabs' background warm-ups and quick card scans, if any: calls that are refused
        # rather than queued, so no one ever waits behind them
        assert all(quick for _, quick in jobs), (tab, jobs)
    app.get_by_test_id("tab-preflop").click()
    expect(app.get_by_test_id("preflop-answer")).to_be_visible(timeout=SLOW)
    assert not any("Waiting for" in line for line in seen), seen
