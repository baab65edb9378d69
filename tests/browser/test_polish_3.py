"""Page polish a new user found last session and left: a stud history link that opens one pot
says so, the draw tab's plan fields after "Draws left" and its messages in the labels' words, the
stud equity table's unknown down cards and its hi-lo columns named, Courchevel's "Now:" line, a
history's hero the player whose cards are shown, one chip (not "1 chips"), and menus that fit a
390 px phone."""

from __future__ import annotations

import re

import pytest
from conftest import fill_in, read_history, sample
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


# --- 6. one chip, one suit, one combo ---------------------------------------------------------------

@pytest.mark.shared_page  # one booted page with the module's other shared tests
def test_one_chip_is_a_chip_in_the_table_the_hand_and_the_chart(app):
    result = read_history(app, ONE_CHIP)
    carol = result.get_by_test_id("history-players").locator('tr[data-player="Carol"]')
    expect(carol.locator("td").nth(2)).to_have_text("-1 chip")
    result.get_by_test_id("history-hands").locator("details summary").first.click()
    expect(result.locator(".history-hand")).to_contain_text("-1 chip")
    ticks = result.get_by_test_id("history-chart").locator("text.tick").all_text_contents()
    assert "-1 chip" in ticks, ticks
    assert not re.search(r"(?<![\d,.])1 chips", result.inner_text())


@pytest.mark.shared_page  # one booted page with the module's other shared tests
def test_a_deck_of_one_suit_and_a_range_of_one_combo_are_singular(app):
    fill_in(app, "counts", {"counts-suits": "1", "counts-ranks": "4", "counts-k": "1", "counts-sizes": "all"})
    app.get_by_test_id("counts-run").click()
    expect(app.get_by_test_id("counts-result").locator("caption")).to_have_text(
        "Deck of 1 suit × 4 ranks (4 cards); hands containing a 1-card badugi", timeout=SLOW)
    fill_in(app, "hits", {"hits-range": "AhKh", "hits-board": "2c 3d 4h"})
    app.get_by_test_id("hits-run").click()
    expect(app.get_by_test_id("hits-live")).to_have_text(re.compile(r"^1 live combo on 2c 3d 4h"), timeout=SLOW)


# --- 2. the draw tab's plan fields after "Draws left", its messages in the labels' words --------------

@pytest.mark.shared_page  # one booted page with the module's other shared tests
def test_the_plan_fields_follow_draws_left_and_messages_name_the_opponents_hand_as_its_label(app):
    fill_in(app, "draw", {})
    form = app.locator("#draw-form")
    order = form.evaluate("""(form) => [...form.querySelectorAll('input[type=text], select')]
      .map((field) => field.dataset.testid).filter((id) => id && id !== 'draw-target')""")
    assert order == ["draw-game", "draw-hand", "draw-discard", "draw-dead", "draw-vs", "draw-vs-discard",
                     "draw-draws", "draw-goal", "draw-top", "draw-plan", "draw-vs-plan", "draw-seed"], order
    labels = form.locator("label").all_text_contents()
    later = [text.split(" ")[0] for text in labels if "later draws" in text]
    assert later == ["Your", "Opponent's"], labels
    app.get_by_test_id("draw-hand").fill("2c 3d 4h Kd")
    app.get_by_test_id("draw-goal").select_option("beat")
    app.get_by_test_id("draw-run").click()
    error = app.get_by_test_id("draw-error")
    expect(error).to_have_text("Goal: 'beat' needs the opponent's hand", timeout=SLOW)
    app.get_by_test_id("draw-goal").select_option("any")
    app.get_by_test_id("draw-draws").select_option("3")
    app.get_by_test_id("draw-plan").fill("pat|best")
    app.get_by_test_id("draw-run").click()
    expect(error).to_have_text("Your later draws: a plan for the later draws needs the opponent's hand", timeout=SLOW)
    app.get_by_test_id("draw-plan").fill("")
    app.get_by_test_id("draw-vs-discard").fill("Qs")
    app.get_by_test_id("draw-run").click()
    expect(error).to_have_text("Opponent's discard: an opponent's discard needs the opponent's hand", timeout=SLOW)


# --- 7. menus that fit a 390 px phone ----------------------------------------------------------------

# The width a menu needs for its chosen option (a copy sized by its content) against its width.
CUT_MENUS = """(section) => [...section.querySelectorAll('select')].filter((menu) => menu.offsetParent).flatMap((menu) => {
  const copy = menu.cloneNode(true);
  copy.selectedIndex = menu.selectedIndex;
  copy.style.width = 'auto';
  document.body.append(copy);
  const needed = copy.getBoundingClientRect().width;
  copy.remove();
  const box = menu.getBoundingClientRect();
  return needed > box.width + 1 || box.right > document.documentElement.clientWidth
    ? [`${menu.dataset.testid || menu.id}: ${menu.selectedOptions[0]?.text} needs ${Math.round(needed)} px, has ${Math.round(box.width)}`] : [];
})"""


@pytest.mark.parametrize("tab", ["poker", "equity", "hits", "preflop", "badugi", "draw", "counts", "silver-dollar",
                                 "history"])
def test_every_menu_shows_its_whole_choice_on_a_390_px_phone(shared_app, tab):
    app = shared_app
    app.set_viewport_size(PHONE)
    app.emulate_media(color_scheme="dark")
    app.get_by_test_id(f"tab-{tab}").click()
    section = app.locator(f'section[data-tool="{tab}"]')
    if tab == "history":
        read_history(app, ONE_CHIP)
    menus = section.locator("select")
    for index in range(menus.count()):  # every choice of every menu in sight, the longest included
        menu = menus.nth(index)
        if not menu.is_visible():
            continue
        for value in menu.locator("option").evaluate_all("(options) => options.map((o) => o.value)"):
            menu.select_option(value)
            assert section.evaluate(CUT_MENUS) == [], (tab, value)
    assert app.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]


# --- 3. the stud equity table: unknown down cards, and a hi-lo game's high columns named -------------

def summary_of(app, url_params: str, site, first_hand: str | None = None):
    """The equity table of a link's result. A link opened after another one changes only the hash:
    the earlier result stays on screen until the new one replaces it, so with ``first_hand`` (the
    first row's Hand cell) this waits for the new one."""
    app.goto(f"{site.origin}/#equity?{url_params}")
    table = app.get_by_test_id("equity-summary")
    expect(table).to_be_visible(timeout=SLOW)
    if first_hand is not None:
        expect(table.locator("tbody tr td:nth-child(2)").first).to_have_text(first_hand, timeout=SLOW)
    return table


@pytest.mark.shared_page  # one booted page with the module's other shared tests
def test_the_stud_table_shows_the_unknown_down_cards_and_hi_lo_names_its_high_columns(app, site):
    table = summary_of(app, "hands=Ah+2d+4c+7s+8d+Kc%0AQs+Qd+5s+3s+6h&game=stud-hilo", site)
    # no Combos column where no player holds a range (a column of 1s; helper, session 19)
    expect(table.locator("thead th")).to_have_text(["Player", "Hand", "Equity", "High: win", "High: tie"])
    expect(table.locator("tbody tr td:nth-child(2)")).to_have_text(["Ah 2d 4c 7s 8d Kc", "Qs Qd 5s 3s 6h +1 down"])
    expect(table.locator("tbody tr").nth(1).locator("td").nth(2)).to_have_text("93.82%")  # the high half's wins
    # the split pot's table leaves the high half's win and tie to the summary above it (they were in both)
    halves = app.get_by_test_id("equity-halves")
    expect(halves.locator("thead th")).to_have_text(
        ["Player", "Pot share", "Low: qualifies", "Low: win", "Low: tie", "Scoop", "Quartered"])
    # each player's card: the low's line, then the whole pot's (a scoop is no part of the low)
    low = app.get_by_test_id("equity-low-counts")
    expect(low.first).to_have_text(re.compile(r"^Low: qualifies \d+\.\d\d% · wins \d+\.\d\d% · ties \d+\.\d\d%$"))
    expect(app.get_by_test_id("equity-scoop-counts").first).to_have_text(re.compile(r"^Whole pot \(scoops\) \d+\.\d\d%$"))
    # Omaha Hi-Lo says the same words; razz, a whole pot, says Win with its two unknown down cards.
    table = summary_of(app, "hands=Ah2h3cKd%0AQsQcJdTd&board=4h+5h+Qd&game=omaha-hilo", site, "Ah 2h 3c Kd")
    expect(table.locator("thead th")).to_have_text(["Player", "Hand", "Equity", "High: win", "High: tie"])
    table = summary_of(app, "hands=7h+5c+4d+2s+Kc%0AQs+Jc+9h&game=razz&method=monte-carlo&trials=2000&seed=3", site,
                       "7h 5c 4d 2s Kc")
    expect(table.locator("thead th")).to_have_text(["Player", "Hand", "Equity", "Win", "Tie"])
    expect(table.locator("tbody tr td:nth-child(2)")).to_have_text(["7h 5c 4d 2s Kc", "Qs Jc 9h +2 down"])


# --- 4. Courchevel's "Now:" line -----------------------------------------------------------------

@pytest.mark.shared_page  # one booted page with the module's other shared tests
def test_courchevels_now_line_names_the_board_card_dealt_before_the_flop(app, site):
    summary_of(app, "hands=Ah+Kh+Qs+Jd+9c%0A8s+8d+7c+6h+5s&board=Jh&game=courchevel", site)
    needs = app.get_by_test_id("equity-needs")
    expect(needs.nth(1)).to_have_text(re.compile(
        r"^Now: Pair of Eights, suited, with Jh on the board: \d+\.\d\d% of the pot on average, before the flop$"))
    # On the flop it reads as 5-card Omaha's does.
    summary_of(app, "hands=Ah+Kh+Qs+Jd+9c%0A8s+8d+7c+6h+5s&board=Jh+Th+2c&game=courchevel", site)
    expect(needs).to_have_text(["Now: ahead with Pair of Jacks, Ace kicker; stays in the lead whatever comes next",
                                "Now: behind with Pair of Eights, Jack kicker; no single card gives the lead: needs running cards"],
                               timeout=SLOW)  # the preflop result stays on screen until the flop's replaces it


# --- 5. a history's hero: the player whose cards are shown, and the choice said ------------------

# Four PHH hands of our own: Bob and Carol play them all, their cards never known; Alice's are shown in three.
UNKNOWN_CAROL = sample("unknown_carol.phhs")


@pytest.mark.shared_page  # one booted page with the module's other shared tests
def test_the_history_follows_the_player_whose_cards_are_shown_and_says_so(app):
    result = read_history(app, UNKNOWN_CAROL)
    expect(result.get_by_test_id("history-hero-choice")).to_have_text(
        "The chart follows Alice, the player whose cards are shown in the most hands; type another name under Hero "
        "and read the hands again to chart another player. The Net and All-in EV columns of the hands follow the "
        "player chosen in the menu above them.")
    expect(result.get_by_test_id("history-headline")).to_have_text(
        "Alice: net -$0.15 over 3 hands (no all-in EV, so no luck to measure)")
    expect(result.get_by_test_id("history-filter-player")).to_have_value("Alice")
    expect(app.get_by_test_id("history-hero")).to_have_attribute("placeholder", "Alice")
    # A PokerStars history names its hero ("Dealt to Carol"): that player, said so.
    result = read_history(app, ONE_CHIP)
    expect(result.get_by_test_id("history-hero-choice")).to_contain_text("follows Carol, the player the history deals to;")
    app.get_by_test_id("history-hero").fill("Bob")
    app.get_by_test_id("history-run").click()
    expect(result.get_by_test_id("history-hero-choice")).to_contain_text("follows Bob, the hero you chose;", timeout=SLOW)


# --- 1. a history link to one pot of several says so on the page it opens --------------------------

@pytest.mark.shared_page  # one booted page with the module's other shared tests
def test_a_stud_hand_of_two_pots_opens_each_pot_and_the_equity_tab_says_which(app):
    result = read_history(app, sample("stud.txt"))
    row = result.get_by_test_id("history-hands").locator('tr[data-hand="240000000002"]')
    row.get_by_test_id("history-equity-link").click()
    expect(app.get_by_test_id("equity-hands")).to_have_value("Qs Qh 5d 8c 4s Ks\n3h 3d Jc Js 2c 6h\nJh Kc Tc 9c 8d 7c")
    note = app.get_by_test_id("equity-pot-note")
    expect(note).to_have_text(
        "From a hand history of 2 pots: this prices the main pot alone, between Alice, Bob, Carol. The history's all-in "
        "equity weighs every pot by its size, so it differs; each pot opens on its own from the hand's details there.")
    values = app.get_by_test_id("equity-result").get_by_test_id("equity-value")
    expect(values).to_have_text(["0.00%", "9.09%", "90.91%"], timeout=SLOW)  # the main pot's, as the details say
    # The side pot: Alice and Carol only, Bob's cards dead; its equities are the details' (0% and 100%).
    app.get_by_test_id("tab-history").click()
    row.locator("details summary").click()
    opened = row.locator("xpath=following-sibling::tr[1]")  # the hand's details: a row of their own under it
    opened.get_by_test_id("history-pot-link").nth(1).click()
    expect(app.get_by_test_id("equity-hands")).to_have_value("Qs Qh 5d 8c 4s Ks\nJh Kc Tc 9c 8d 7c")
    expect(app.get_by_test_id("equity-dead")).to_have_value("2d 3h 3d Jc Js 2c 6h")
    expect(note).to_contain_text("this prices side pot 1 alone, between Alice, Carol (the other players' cards are dead here).")
    expect(values).to_have_text(["0.00%", "100.00%"], timeout=SLOW)
    expect(opened.get_by_test_id("history-pot-link")).to_have_text(["Equity of the main pot", "Equity of side pot 1"])
    from test_accessibility import AXE, axe_violations

    if AXE.exists():  # every link's name starts with the words it shows
        app.get_by_test_id("tab-history").click()
        assert axe_violations(app, 'section[data-tool="history"]') == []
        app.get_by_test_id("tab-equity").click()
    app.set_viewport_size(PHONE)  # each pot's link is a 44 px target on a phone
    app.get_by_test_id("tab-history").click()
    assert opened.get_by_test_id("history-pot-link").nth(0).bounding_box()["height"] >= 44
    app.get_by_test_id("tab-equity").click()
    # Typing other hands: the line goes, it no longer describes them.
    app.get_by_test_id("equity-hands").fill("Ah Kh Qh Jh Th 9h\n2c 3c 4c 5c 6c 7d")
    expect(note).to_be_hidden()
