"""Session 21: what the last helpers' notes left, in the page."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import paste, read_history, sample
from playwright.sync_api import expect
from test_review_phone import dark_phone  # noqa: F401  (a fixture)

pytestmark = pytest.mark.browser
LONG = 90_000


@pytest.mark.shared_page
def test_a_hi_lo_all_in_shows_each_half_and_the_scoops(app):
    # A hi-lo all-in gave its total equity only (helper, session 20); the equity tab gives the
    # halves and the scoops. The figures are the unit tests' brute force's (40 rivers).
    result = read_history(app, file="omaha.txt", summary="Read 4 hands")
    row = result.get_by_test_id("history-hands").locator('tr[data-hand="230000000301"]')
    expect(row.locator('td[data-label="All-in"]')).to_have_text(
        "turn: Alice 55.0% (scoops 10.0%), Bob 45.0% (scoops 0.0%)")
    row.locator("summary").click()
    table = result.get_by_test_id("history-chances")
    expect(table).to_have_count(1)
    expect(table.locator("caption")).to_have_text(
        "Main pot: each player's chances of the high and the low over the cards to come")
    expect(table.locator("thead th")).to_have_text(  # the equity tab's words
        ["Player", "Equity", "High: win", "High: tie", "Low: win", "Low: tie", "Scoop"])
    expect(table.locator("tbody tr").nth(0)).to_have_text("Alice55.00%10.00%0.00%100.00%0.00%10.00%")
    expect(table.locator("tbody tr").nth(1)).to_have_text("Bob45.00%90.00%0.00%0.00%0.00%0.00%")
    # Omaha high (hand 303): no halves, no scoops beside the equity.
    plain = result.get_by_test_id("history-hands").locator('tr[data-hand="230000000303"]')
    expect(plain.locator('td[data-label="All-in"]')).to_have_text("flop: Alice 91.2%, Bob 8.8%")
    plain.locator("summary").click()
    expect(result.get_by_test_id("history-chances")).to_have_count(1)


@pytest.mark.shared_page
def test_the_hands_sort_by_a_figure_and_save_as_csv(app):
    # No order but the file's and no way to take the hands to a spreadsheet (helper, session 20).
    result = read_history(app, file="holdem_cash.txt", summary="Read 5 hands")
    expect(result.get_by_test_id("history-filter-player")).to_have_value("Alice")
    rows = result.get_by_test_id("history-hands").locator("tbody tr[data-hand]")
    ids = ["230000000001", "230000000002", "230000000003", "230000000004", "230000000005"]
    expect(rows).to_have_count(5)
    assert [rows.nth(i).get_attribute("data-hand") for i in range(5)] == ids
    order = result.get_by_test_id("history-sort")
    order.focus()
    for key, expected in [("net-asc", ["2", "3", "4", "5", "1"]), ("net-desc", ["1", "5", "4", "3", "2"]),
                          ("pot-desc", ["3", "2", "4", "1", "5"]), ("ev-asc", ["3", "2", "1", "4", "5"])]:
        order.select_option(key)
        assert [rows.nth(i).get_attribute("data-hand")[-1] for i in range(5)] == expected, key
    expect(order).to_be_focused()  # the menu keeps the focus while the table is drawn again
    # the net and EV orders need a player: with "Every player" they are greyed out, and the file's order shown
    result.get_by_test_id("history-filter-player").select_option("")
    expect(order).to_have_value("file")
    expect(order.locator('option[value="net-asc"]')).to_be_disabled()
    assert [rows.nth(i).get_attribute("data-hand") for i in range(5)] == ids
    result.get_by_test_id("history-filter-player").select_option("Alice")
    expect(order.locator('option[value="net-asc"]')).to_be_enabled()
    order.select_option("net-asc")
    with app.expect_download() as caught:
        result.get_by_test_id("history-csv").click()
    download = caught.value
    assert download.suggested_filename == "holdem_cash-hands.csv"
    text = Path(download.path()).read_bytes().decode("utf-8-sig")  # the byte-order mark: spreadsheets read UTF-8
    lines = text.split("\r\n")
    assert lines[0] == ("Hand,Line,Site,Played,Time zone,Game,Stakes,Unit,Unit amount,Currency,Board,Pot,Rake,Player,Net,"
                        "All-in EV,EV-adjusted net,Luck,All-in,Note")
    # the hand number as text ("#"), which a spreadsheet would show as 2.3E+11; the date as it reads one
    assert lines[1] == ("#230000000002,36,PokerStars,2026-01-05 20:01:10,ET,No-limit Texas Hold'em,$0.05/$0.10,big blind,"
                        "0.1,USD,Kd 8s 3c 2h 5c,"
                        "13,0.5,"
                        "Alice,-1,-1.05,-1.2,0.2,\"turn, share of all the pots' money: Alice 30.40%, Bob 3.66%, "
                        "Carol 65.93%\",")
    assert len(lines) == 7 and lines[-1] == ""  # five hands, each line ended
    # A name from the file that a spreadsheet would run as a formula stays text; quotes are doubled.
    cells = app.evaluate("""async () => {
        const { csvCell } = await import("./js/tools/history.js");
        return ["=HYPERLINK(1)", 'Al "the rock", jr', -1.5, "-x", "@me", "plain"].map(csvCell);
    }""")
    assert cells == ["'=HYPERLINK(1)", '"Al ""the rock"", jr"', "-1.5", "'-x", "'@me", "plain"]


@pytest.mark.shared_page
def test_a_hero_typed_wrong_keeps_the_hands_shown(app):
    # A typo in the Hero's name cleared the results above its message (helper, session 20): on a
    # long file, all of it to read again. The message names the field; the hands stay.
    result = read_history(app, file="holdem_cash.txt", summary="Read 5 hands")
    app.get_by_test_id("history-hero").fill("Alcie")
    app.get_by_test_id("history-run").click()
    expect(app.get_by_test_id("history-error")).to_have_text(
        "Hero: no player named Alcie in these hands: Alice, Bob, Carol, Dave", timeout=LONG)
    expect(app.get_by_test_id("history-hero")).to_have_attribute("aria-invalid", "true")
    expect(result.get_by_test_id("history-summary")).to_have_text("Read 5 hands, 2 with an all-in EV — holdem_cash.txt")
    expect(result.get_by_test_id("history-hands").locator("tbody tr[data-hand]")).to_have_count(5)
    # ... and say whose they are, above them (helper, session 26: still "Alice (chart)", with no word)
    expect(result.get_by_test_id("history-stale")).to_have_text(
        "Below: the hands last read (holdem_cash.txt; the chart follows Alice). They stay until a read succeeds.")
    app.get_by_test_id("history-hero").fill("Bob")
    app.get_by_test_id("history-run").click()
    expect(result.get_by_test_id("history-headline")).to_contain_text("Bob: ", timeout=LONG)
    expect(app.get_by_test_id("history-error")).to_be_hidden()
    expect(result.get_by_test_id("history-stale")).to_have_count(0)



@pytest.mark.shared_page
def test_money_sorts_within_its_currency(app):
    # "Biggest pot first" put a 12,000-chip pot above a EUR 120 one (a review): chips are not euros.
    result = read_history(app, file="mixed_money.txt", summary="Read 2 hands")
    result.get_by_test_id("history-sort").select_option("pot-desc")
    rows = result.get_by_test_id("history-hands").locator("tbody tr[data-hand]")
    expect(rows).to_have_count(2)
    assert [rows.nth(i).get_attribute("data-hand") for i in range(2)] == ["254000000001", "254000000002"]


def test_a_hi_lo_pots_chances_stack_on_a_phone(dark_phone):  # noqa: F811  (the fixture, imported)
    # The chances table scrolled sideways on a 390 px phone, its title cut off (helper, session 21).
    page = dark_phone
    result = read_history(page, file="hilo_side_pot.phh", summary="Read 1 hand", tap=True)
    result.get_by_test_id("history-hands").locator("summary").first.tap()
    tables = result.get_by_test_id("history-chances")
    expect(tables).to_have_count(2)  # the main pot and the side pot
    for index in range(2):
        wrap = tables.nth(index).locator("xpath=..")
        assert wrap.evaluate("(w) => w.scrollWidth <= w.clientWidth + 1 && !w.hasAttribute('data-scrolls')"), index
    carol = tables.nth(1).locator('tr[data-player="Carol"]')
    expect(carol.get_by_role("cell")).to_have_text(["38.89%", "19.44%", "0.00%", "50.00%", "0.00%", "19.44%"])
    low = carol.locator('td[data-label="Low: win"]')
    assert low.evaluate("(td) => getComputedStyle(td, '::before').content") == '"Low: win"'
    players = result.get_by_test_id("history-players").locator("xpath=..")
    assert players.evaluate("(w) => w.scrollWidth <= w.clientWidth + 1")


@pytest.mark.shared_page
def test_the_worst_beats_come_first_and_all_ins_only_are_the_players(app):
    # A grinder (helper, session 21) wanted the worst beats first, and with a player chosen, "All-ins
    # only" listed other players' all-ins too; the order chosen was lost when the player was.
    result = read_history(app, file="holdem_cash.txt", summary="Read 5 hands")
    rows = result.get_by_test_id("history-hands").locator("tbody tr[data-hand]")
    order = result.get_by_test_id("history-sort")
    order.select_option("luck-asc")  # Alice: hand 2 +$0.20 luck, hand 3 +$8.06; the others none
    assert [rows.nth(i).get_attribute("data-hand")[-1] for i in range(5)] == ["2", "3", "1", "4", "5"]
    order.select_option("luck-desc")
    assert [rows.nth(i).get_attribute("data-hand")[-1] for i in range(5)] == ["3", "2", "1", "4", "5"]
    who = result.get_by_test_id("history-filter-player")
    who.select_option("")
    expect(order).to_have_value("file")
    who.select_option("Dave")
    expect(order).to_have_value("luck-desc")  # the order chosen comes back with a player
    result.get_by_test_id("history-filter-all-in").select_option("all-in")
    expect(result.get_by_test_id("history-no-hands")).to_have_text("No hand matches these choices.")  # Dave: none
    expect(result.get_by_test_id("history-page")).to_have_text("Page 1 of 1 · 0 hands")
    expect(result.get_by_test_id("history-csv")).to_be_disabled()
    who.select_option("Bob")
    expect(rows).to_have_count(2)
    who.select_option("")
    expect(rows).to_have_count(2)


@pytest.mark.shared_page
def test_the_next_page_keeps_the_keyboard_on_the_pager(app):
    first = sample("holdem_cash.txt").split("\n\n\n\n")[0]
    text = "\n\n\n".join(first.replace("#230000000001", f"#{9_100_000 + n}") for n in range(30))
    result = read_history(app, text)
    expect(result.get_by_test_id("history-page")).to_have_text("Page 1 of 2 · 30 hands")
    result.get_by_role("button", name="Next ›").focus()
    app.keyboard.press("Enter")
    expect(result.get_by_test_id("history-page")).to_have_text("Page 2 of 2 · 30 hands")
    expect(result.get_by_role("button", name="‹ Prev")).to_be_focused()  # Next is greyed out on the last page


@pytest.mark.shared_page
def test_a_cancelled_read_keeps_the_hands_shown(app):
    # Cancel threw the hands before away (helper, session 21): the last hands stay, under the note.
    result = read_history(app, file="holdem_cash.txt", summary="Read 5 hands")
    written = sample("holdem_cash.txt")
    third = next(part for part in written.split("PokerStars Hand #") if part.startswith("230000000003"))
    text = "\n\n\n".join("PokerStars Hand #" + third.strip().replace("230000000003", f"{9_200_000 + n}", 1)
                          for n in range(3000))  # a run-twice all-in, 3,000 times: seconds to read
    paste(app, "history-input", text)
    app.get_by_test_id("history-run").click()
    cancel = result.get_by_role("button", name="Cancel")
    expect(cancel).to_be_visible(timeout=LONG)
    cancel.click()
    expect(result.get_by_test_id("cancelled")).to_contain_text("Cancelled", timeout=LONG)
    expect(result.get_by_test_id("history-summary")).to_have_text("Read 5 hands, 2 with an all-in EV — holdem_cash.txt")


def test_a_hands_players_fit_a_phone(dark_phone):  # noqa: F811  (the fixture, imported)
    # Long names and amounts pushed a hand's Net column off a 390 px screen (helper, session 21).
    page = dark_phone
    text = sample("holdem_cash.txt").replace("Carol", "FishyMcFish1")
    result = read_history(page, text, summary="Read 5 hands", tap=True)
    result.get_by_test_id("history-hands").locator('tr[data-hand="230000000002"] summary').tap()
    seats = result.locator("table.history-seats")
    expect(seats).to_have_count(1)
    box = seats.locator("xpath=ancestor::div[contains(@class, 'history-hand')]")
    assert box.evaluate("(w) => w.scrollWidth <= w.clientWidth + 1")
    net = seats.locator('tr[data-player="FishyMcFish1"] td[data-label="Net"]')
    expect(net).to_have_text("+$5.50")
