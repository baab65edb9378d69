"""The hand-history page (#history) used as a person would: paste a session and upload a file
(our own sample hands), the summary by player, the chart of net and EV-adjusted net, the paged
and filtered table of hands, a hand opened in the equity tab, names and chat shown as text."""

import re

import pytest
from conftest import HISTORIES, clear_result, open_tab, paste, read_history, sample
from playwright.sync_api import expect

pytestmark = pytest.mark.browser

LONG = 180_000  # a shared 2-core machine: Python counts each all-in exactly


@pytest.mark.shared_page
def test_paste_shows_the_summary_chart_and_hands(app):
    result = read_history(app, sample("holdem_cash.txt"))
    expect(result.get_by_test_id("history-headline")).to_have_text(
        "Alice: luck +$8.26 — net -$0.77, all-in EV-adjusted net -$9.03 over 5 hands")
    expect(result.get_by_test_id("history-summary")).to_have_text(
        "Read 5 hands, 2 with an all-in EV — the pasted hands")
    alice = result.get_by_test_id("history-players").locator('tr[data-player="Alice"]')
    # bb/100: -$0.77 is -7.7 big blinds of $0.10 over 5 hands; the EV-adjusted net -$9.0287 (exactly -90.287 bb)
    expect(alice.locator("td")).to_have_text(
        ["5", "2", "-$0.77", "-$9.03", "+$8.26", "-154.00 bb/100", "-1,805.74 bb/100"])
    chart = result.get_by_test_id("history-chart")
    expect(chart.locator("polyline")).to_have_count(2)
    expect(chart.locator("figcaption")).to_have_text(
        "Alice: net -$0.77 and EV-adjusted net -$9.03 over 5 hands")
    hands = result.get_by_test_id("history-hands")
    expect(hands).to_have_accessible_name("The hands of the session")  # helper (session 14): it had none
    expect(hands.locator("tr[data-hand]")).to_have_count(5)
    row = hands.locator('tr[data-hand="230000000002"]')
    # two pots: each player's share of both, not an equity (helper, session 17: read as one)
    expect(row).to_contain_text("turn, share of all the pots' money: Alice 30.4%, Bob 3.7%, Carol 65.9%")
    expect(row.locator(":scope > td").nth(5)).to_have_text("-$1.05")  # Alice's all-in EV
    expect(hands.locator('tr[data-hand="230000000004"]')).to_contain_text("no all-in EV: Bob's cards are not shown")
    # Filters: all-ins only, then a game that is not in the session's all-ins.
    app.get_by_test_id("history-filter-all-in").select_option("all-in")
    expect(hands.locator("tr[data-hand]")).to_have_count(2)
    expect(result.get_by_test_id("history-page")).to_have_text("Page 1 of 1 · 2 hands")
    app.get_by_test_id("history-filter-player").select_option("Dave")
    expect(hands.locator("tr[data-hand]")).to_have_count(0)
    # Chat in the file ("<b>Alice</b>") never becomes markup.
    assert result.locator("b").count() == 0


@pytest.mark.shared_page
def test_a_draw_session_is_read_without_an_equity_link(app):
    """Helper, session 17: triple-draw hands were refused; they are read, the equity tab does not price them."""
    result = read_history(app, sample("draw.txt"))
    expect(result.get_by_test_id("history-summary")).to_have_text("Read 3 hands, 0 with an all-in EV — the pasted hands")
    # no all-in priced: no luck figure, where "$0.00" read as judged and even (helper, session 18)
    expect(result.get_by_test_id("history-headline")).to_have_text(
        "Alice: net -$4.60 over 3 hands (no all-in EV, so no luck to measure)")
    expect(result.get_by_test_id("history-players").locator('tr[data-player] td[data-label="Luck"]')).to_have_text(["—"] * 3)
    hands = result.get_by_test_id("history-hands")
    expect(hands.locator("tr[data-hand]")).to_have_count(3)
    expect(hands.get_by_test_id("history-equity-link")).to_have_count(0)
    expect(hands.locator('tr[data-hand="270000000002"] > td').nth(1)).to_contain_text(
        "No-limit 2-7 lowball, single draw")
    # no hand here has a board: no Board column of dashes (helper, session 18); each row as wide as the head
    expect(hands.locator(":scope > thead").get_by_role("columnheader")).to_have_text(
        ["Hand", "Game", "Pot", "Net", "All-in EV", "All-in", "Spot"])
    expect(hands.locator('tr[data-hand="270000000002"]').get_by_role("cell")).to_have_count(7)
    # the game filter lists each catalog game once: a single and a triple draw are both 2-7 lowball
    expect(result.get_by_test_id("history-filter-game").locator("option")).to_have_text(
        ["Every game", "2-7 lowball", "Badugi"])
    single = hands.locator('tr[data-hand="270000000002"]')
    expect(single.locator(':scope > td[data-label="All-in"]')).to_have_text(
        "no all-in EV: a draw followed the all-in, and what a player keeps at a draw is a choice no equity can count")
    hands.locator('tr[data-hand="270000000003"] summary').click()
    expect(result.get_by_test_id("history-showdown")).to_have_text(
        "Showdown: Alice wins with 4-card badugi 9-4-2-A; Bob shows 4-card badugi Q-7-5-3")
    assert result.get_by_test_id("history-showdown").evaluate("(p) => p.closest('td').colSpan") == 7
    expect(result.get_by_test_id("history-draws")).to_have_text("Cards drawn, draw by draw: Alice 1, pat, pat; Bob 1, pat, pat")
    expect(result.get_by_test_id("history-hand-facts")).to_have_text(re.compile(r"^Line 71 · played 2026-04-01 20:10:00 ET · rake "))


def test_a_reload_keeps_the_pasted_hands_and_reads_them_again(app):
    """Helper, session 17: a reload lost a pasted session."""
    read_history(app, sample("stud_hilo.txt"))
    text = sample("stud_hilo.txt")
    app.reload()
    expect(app.get_by_test_id("history-input")).to_have_value(text, timeout=LONG)
    expect(app.get_by_test_id("history-result").get_by_test_id("history-summary")).to_have_text(
        "Read 3 hands, 1 with an all-in EV — the pasted hands", timeout=LONG)
    # Typed and not read: kept, not read on the next reload.
    app.get_by_test_id("history-input").fill("PokerStars Hand #1: not read yet")
    app.wait_for_timeout(600)  # the box is kept 0.3 s after the last key
    app.reload()
    expect(app.get_by_test_id("history-input")).to_have_value("PokerStars Hand #1: not read yet", timeout=LONG)
    expect(app.get_by_test_id("history-result").get_by_test_id("history-summary")).to_have_count(0)


@pytest.mark.shared_page
def test_upload_a_file_with_errors_and_tournament_chips(app, tmp_path):
    open_tab(app, "history")
    app.get_by_test_id("history-file").set_input_files(str(HISTORIES / "errors.txt"))
    result = app.get_by_test_id("history-result")
    expect(result.get_by_test_id("history-summary")).to_have_text(
        "Read 1 hand, 0 with an all-in EV (4 hands not read) — errors.txt", timeout=LONG)
    # each with its hand's number, by which a player finds it in the site's viewer (helper, session 20)
    expect(result.get_by_test_id("history-errors").locator("li")).to_have_text([
        "Line 11: cannot read the flop's cards (hand #230000000401)",
        "Line 24: Bob discards 5 cards; a badugi hand has 4 (hand #230000000402)",
        "Line 39: cannot read 'Bob: juggles $3' (hand #230000000403)",
        "Line 61: unknown game 'Fancy Poker' (hand #230000000405)",
    ])
    app.get_by_test_id("history-file").set_input_files(str(HISTORIES / "tournament.txt"))
    expect(result.get_by_test_id("history-summary")).to_have_text(
        "Read 2 hands, 1 with an all-in EV — tournament.txt", timeout=LONG)
    alice = result.get_by_test_id("history-players").locator('tr[data-player="Alice"]')
    expect(alice.locator("td").nth(2)).to_have_text("+1,690 chips")
    # A knockout's bounty is said in the hand's details, beside its chips (helper, session 17: it was dropped).
    result.get_by_test_id("history-hands").locator('tr[data-hand="230000000101"] summary').click()
    expect(result.get_by_test_id("history-bounty")).to_have_text(
        "Bounty (paid beside the pots, not in the nets): Alice wins the $0.50 bounty for eliminating Bob")
    # One hand too many (18.6 MB): refused next to the file field, in its label's words, before any
    # hand is read; the last file's result goes (it is not this file's).
    first_hand = sample("holdem_cash.txt").split("\n\n\n\n")[0]
    big = tmp_path / "big.txt"
    big.write_text((first_hand + "\n\n\n") * 20_001, encoding="utf-8")
    app.get_by_test_id("history-file").set_input_files(str(big))
    expect(app.get_by_test_id("history-error")).to_have_text(
        "Choose a hand-history file: the history holds 20,001 hands; the limit is 20,000", timeout=LONG)
    expect(result.get_by_test_id("history-summary")).to_have_count(0)


@pytest.mark.shared_page
def test_a_hand_opens_in_the_equity_tab(app):
    result = read_history(app, sample("holdem_cash.txt"))
    link = result.get_by_test_id("history-hands").locator('tr[data-hand="230000000002"]').get_by_test_id(
        "history-equity-link")
    link.click()
    expect(app.get_by_test_id("equity-hands")).to_have_value("Ac Ad\nKh Qh\n8d 8c")
    expect(app.get_by_test_id("equity-board")).to_have_value("Kd 8s 3c 2h")
    expect(app.get_by_test_id("equity-names")).to_have_value("Alice, Bob, Carol")
    values = app.get_by_test_id("equity-result").get_by_test_id("equity-value")
    # The main pot: Alice 2 of 42 rivers, Bob none, Carol the other 40.
    expect(values).to_have_text(["4.76%", "0.00%", "95.24%"], timeout=LONG)


@pytest.mark.shared_page
def test_run_it_twice_and_omaha_hi_lo_links_carry_the_game(app):
    result = read_history(app, sample("omaha.txt"))
    link = result.get_by_test_id("history-hands").locator('tr[data-hand="230000000301"]').get_by_test_id(
        "history-equity-link")
    assert "game=omaha-hilo" in link.get_attribute("href")
    # The hand's details say who took which half (helper, session 17: they did not).
    result.get_by_test_id("history-hands").locator('tr[data-hand="230000000301"] summary').click()
    expect(result.get_by_test_id("history-showdown")).to_have_text(
        "Showdown: high: Bob, Three of a Kind, Kings; low: Alice, 8-4-3-2-A")
    result = read_history(app, sample("holdem_cash.txt"))
    expect(result.get_by_test_id("history-hands").locator('tr[data-hand="230000000003"] > td').nth(2)).to_have_text(
        "9h 8c 2s 3h Kd | 9h 8c 2s 3h 7d")


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_history_tab_has_no_axe_violations_with_its_results(app, scheme):
    from test_accessibility import AXE, axe_violations

    if not AXE.exists():
        pytest.skip("axe-core is not installed (npm ci installs it)")
    app.emulate_media(color_scheme=scheme)
    result = read_history(app, sample("holdem_cash.txt"))
    result.get_by_test_id("history-hands").locator("details summary").first.click()
    assert axe_violations(app, 'section[data-tool="history"]') == []


def test_the_history_tab_fits_a_phone(app):
    app.set_viewport_size({"width": 390, "height": 844})
    read_history(app, sample("holdem_cash.txt"))
    width = app.evaluate("document.documentElement.scrollWidth")
    assert width <= 390  # wide tables scroll in their own box, never the page


@pytest.mark.shared_page
def test_the_history_tab_links_its_rules(app):
    from test_rules import test_each_tool_links_to_its_rules_sections as check_rules_links

    check_rules_links(app, "history", "history-rules-links",
                      ["hand-histories-all-in-equity-and-ev", "equity-holdem-and-omaha-with-cards-still-to-come"])


@pytest.mark.shared_page
def test_a_long_session_shows_progress_and_can_be_cancelled(app):
    app.get_by_test_id("tab-history").click()
    hands = sample("holdem_cash.txt")
    paste(app, "history-input", "\n\n".join([hands] * 2000))  # 10,000 hands
    app.get_by_test_id("history-run").click()
    result = app.get_by_test_id("history-result")
    expect(result.locator("progress")).to_be_visible(timeout=LONG)
    expect(result).to_contain_text("Reading hands…")
    app.get_by_test_id("history-cancel").click()
    expect(result.get_by_test_id("cancelled")).to_be_visible(timeout=LONG)
    expect(app.get_by_test_id("history-input")).not_to_have_value("")  # the inputs are kept


@pytest.mark.shared_page
def test_a_stud_hand_settled_by_the_community_card_has_no_equity_link(app):
    """Two razz players left after the community card of eight: the equity tab gives that card only to
    eight stud players, so the hand offers no link (it sent the card as a board the tab refused); the
    eight-way all-in on sixth street, before the card, keeps its link."""
    result = read_history(app, sample("stud_community.phhs"))
    hands = result.get_by_test_id("history-hands")
    expect(hands.locator('tr[data-hand="2"]').get_by_test_id("history-equity-link")).to_have_count(0)
    link = hands.locator('tr[data-hand="1"]').get_by_test_id("history-equity-link")
    expect(link).to_have_count(1)
    assert "game=stud" in link.get_attribute("href") and "board=" not in link.get_attribute("href")


@pytest.mark.shared_page
def test_a_hands_link_keeps_its_board_after_a_stud_game_in_the_equity_tab(app):
    """The equity tab left on a stud game (its board field hidden) must not lose a history link's
    board when the link switches it back to Hold'em: it did, and the flop all-in was priced preflop."""
    app.get_by_test_id("tab-equity").click()
    app.get_by_test_id("equity-game").select_option("stud")
    result = read_history(app, sample("runs.phhs"))
    result.get_by_test_id("history-hands").locator('tr[data-hand="1"]').get_by_test_id("history-equity-link").click()
    expect(app.get_by_test_id("equity-game")).to_have_value("holdem")
    expect(app.get_by_test_id("equity-board")).to_have_value("Ah Kh 5c")
    expect(app.get_by_test_id("equity-board-field")).to_be_visible()


@pytest.mark.shared_page
def test_a_hero_not_in_the_hands_is_named_under_the_hero_field_and_case_is_forgiven(app):
    app.get_by_test_id("tab-history").click()
    hero = app.get_by_test_id("history-hero")
    hero.fill("Zed")
    paste(app, "history-input", sample("holdem_cash.txt"))
    app.get_by_test_id("history-run").click()
    error = app.get_by_test_id("history-error")
    expect(error).to_have_text("Hero: no player named Zed in these hands: Alice, Bob, Carol, Dave", timeout=LONG)
    expect(hero).to_have_attribute("aria-invalid", "true")
    assert hero.evaluate("input => input.nextElementSibling.id") == "history-error"  # inline, under the field
    hero.fill("alice")
    clear_result(app, "history-result")  # the hands shown under the message are a read before this one
    app.get_by_test_id("history-run").click()
    result = app.get_by_test_id("history-result")
    expect(result.get_by_test_id("history-headline")).to_have_text(
        "Alice: luck +$8.26 — net -$0.77, all-in EV-adjusted net -$9.03 over 5 hands", timeout=LONG)
    expect(error).to_be_hidden()
    expect(result.get_by_test_id("history-rake-note")).to_have_text(
        "Each hand's All-in EV is before rake; the EV-adjusted net takes the rake out in proportion "
        "(rake x expected money / total pot), so the hands' All-in EVs do not add up to it.")


@pytest.mark.shared_page
def test_an_empty_box_is_named_next_to_it(app):
    """Helper review (session 12): Read hands with an empty box answered "Read 0 hands"."""
    app.get_by_test_id("tab-history").click()
    box = app.get_by_test_id("history-input")
    box.fill("  \n ")
    app.get_by_test_id("history-run").click()
    error = app.get_by_test_id("history-error")
    # in words of its own, not the label's "…or paste hands:" (helper, session 14)
    expect(error).to_have_text("Pasted hands: the history is empty: no hands to read (PokerStars hand histories "
                               "or PHH)", timeout=LONG)
    expect(box).to_have_attribute("aria-invalid", "true")
    assert box.evaluate("box => box.nextElementSibling.id") == "history-error"
    expect(app.get_by_test_id("history-headline")).to_have_count(0)


@pytest.mark.shared_page
def test_the_chart_labels_step_alike_on_both_sides_of_zero_and_one_hand_shows_its_point(app):
    """Helper (session 14): a session down $61 whose EV-adjusted net rose to $6 had $20 steps below
    zero and $2 steps above, four labels printed on top of each other; a one-hand chart drew nothing."""
    found = app.evaluate("""async () => {
      const { runningChart } = await import("./js/tools/history.js");
      const read = (chart) => [...chart.querySelectorAll("text.tick")].map((t) => [t.textContent, Number(t.getAttribute("y"))]);
      const session = runningChart({ net: [-40, -40.5, -61, -61], evNet: [-3, 2, 6, 4], currency: "USD", title: "t" });
      const one = runningChart({ net: [-1], evNet: [0.5], currency: "EUR", title: "t" });
      return { session: read(session), one: read(one), dots: one.querySelectorAll("circle").length };
    }""")
    labels = [text for text, _ in found["session"]]
    assert labels == ["-$20.00", "-$40.00", "-$60.00", "-$80.00", "$0.00", "$20.00"], labels
    heights = sorted(y for _, y in found["session"])
    assert min(b - a for a, b in zip(heights, heights[1:])) >= 14
    assert found["dots"] == 2


@pytest.mark.shared_page
def test_a_player_with_hands_in_two_moneys_leads_with_both(app):
    """Helper (session 14): a euro cash hand and a tournament hand in chips: the headline gave the euro
    figures alone, and both of the player's rows were marked as charted."""
    result = read_history(app, sample("mixed_money.txt"))
    expect(result.get_by_test_id("history-headline")).to_have_text(
        "HeroX: net +€57.50 over 1 hand (no all-in EV, so no luck to measure); in chips: luck +7,678 chips"
        " — net +7,000 chips, all-in EV-adjusted net -678 chips over 1 hand")
    expect(result.get_by_test_id("history-players").get_by_text("(chart)")).to_have_count(1)
    # each money under its own heading, so a player listed twice says why (helper, session 17)
    players = result.get_by_test_id("history-players")
    expect(players.get_by_test_id("history-currency")).to_have_text(["In EUR", "In chips"])
    expect(players.locator('tbody[data-currency="EUR"] tr[data-player] th')).to_have_text(["HeroX (chart)", "mucker"])
    expect(players.locator('tbody[data-currency="chips"] tr[data-player] th')).to_have_text(
        ["HeroX", "ante_guy", "bb_guy"])
