"""Session 20: what a failed CI run and this session's helpers found in the page."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from conftest import fill_in, open_tab, paste
from playwright.sync_api import expect

pytestmark = pytest.mark.browser
DATA = Path(__file__).resolve().parents[1] / "data" / "history"


@pytest.mark.shared_page  # one booted page with the module's other shared tests
@pytest.mark.parametrize(("tab", "field", "value", "line", "button"), [
    ("silver-dollar", "sd-c", "4", "sd-estimate", "sd-run"),
    ("equity", "equity-hands", "AhAs\nKdKc", "equity-estimate", "equity-run"),
])
def test_a_button_below_an_estimate_line_stays_put_while_the_figure_comes(app, tab, field, value, line, button):
    # An edit empties the estimate line until Python's figure comes (half a second, or a worker's
    # restart later). An empty line that gave up its height moved Count down just as a click
    # aimed at it landed: the click fell on the line, and no count ran (a CI run caught it).
    app.get_by_test_id(f"tab-{tab}").click()
    app.get_by_test_id(field).fill(value)
    expect(app.get_by_test_id(line)).to_have_text("")
    box = app.get_by_test_id(line).bounding_box()
    before = app.get_by_test_id(button).bounding_box()
    expect(app.get_by_test_id(line)).to_contain_text("Estimated time:")
    assert box is not None and box["height"] > 10, "an empty estimate line keeps a line's height"
    assert app.get_by_test_id(button).bounding_box() == before


def test_the_draw_fields_hints_are_short_on_a_phone(phone):
    # Each of the later draws' hints ran to six lines on a 390 px phone (and the discard's to five),
    # pushing Run a screen further down; what each step means is in the rules and in the answer.
    phone.get_by_test_id("tab-draw").tap()
    lines = phone.evaluate("""() => [...document.querySelectorAll('#draw-form label .hint')].map((hint) => {
        const tops = [...hint.getClientRects()].map((rect) => rect.top).sort((a, b) => a - b);
        const lines = tops.filter((top, i) => i === 0 || top - tops[i - 1] > 6).length;  // a <kbd> sits a px off
        return [hint.closest('label').textContent.trim().slice(0, 24), lines];
    })""")
    assert lines and all(count <= 4 for _, count in lines), lines


@pytest.mark.shared_page  # one booted page with the module's other shared tests
def test_a_cash_out_is_counted_in_the_won_column_and_said_in_its_hand(app):
    # PokerStars' All-in Cash Out with its fee had made the whole hand unreadable ("cannot read ...").
    app.get_by_test_id("tab-history").click()
    paste(app, "history-input", (DATA / "cash_out.txt").read_text(encoding="utf-8"))  # checked by its outs in unit
    app.get_by_test_id("history-run").click()
    result = app.get_by_test_id("history-result")
    expect(result.get_by_test_id("history-summary")).to_contain_text("Read 1 hand, 1 with an all-in EV", timeout=90_000)
    result.get_by_test_id("history-hands").locator('tr[data-hand="300000000001"] summary').click()
    expect(result.get_by_test_id("history-cash-out")).to_have_text(
        "Cash-out (in the won and the net): Dora cashed out for $174.63 (Cash Out Fee $1.76), paid by the site "
        "in place of the $199.00 won at the showdown, not awarded")
    row = result.locator('table[aria-label="Hand #300000000001: each player"] tr', has_text="Dora")
    expect(row.locator("td").nth(3)).to_have_text("$174.63")
    expect(row.locator("td").nth(4)).to_have_text("+$74.63")


@pytest.mark.shared_page  # one booted page with the module's other shared tests
def test_read_hands_reads_again_the_file_whose_hands_are_shown(app):
    # Helper, session 20: after a file was read, typing another Hero and pressing Read hands read
    # the pasted box instead (an older session, or "the history is empty"), the file still chosen.
    open_tab(app, "history")
    app.get_by_test_id("history-input").fill((DATA / "mixed_games.txt").read_text(encoding="utf-8"))
    app.get_by_test_id("history-file").set_input_files(str(DATA / "cash_out.txt"))
    result = app.get_by_test_id("history-result")
    expect(result.get_by_test_id("history-summary")).to_have_text("Read 1 hand, 1 with an all-in EV — cash_out.txt",
                                                                  timeout=90_000)
    run = app.get_by_test_id("history-run")
    expect(run).to_have_text("Read cash_out.txt again")
    app.get_by_test_id("history-hero").fill("Emil")
    run.click()
    expect(result.get_by_test_id("history-hero-choice")).to_contain_text("The chart follows Emil", timeout=90_000)
    expect(result.get_by_test_id("history-summary")).to_have_text("Read 1 hand, 1 with an all-in EV — cash_out.txt")
    # Once the pasted hands are edited, they are what Read hands reads.
    app.get_by_test_id("history-input").press("End")
    app.get_by_test_id("history-input").type(" ")
    expect(run).to_have_text("Read hands")
    app.get_by_test_id("history-hero").fill("")
    run.click()
    expect(result.get_by_test_id("history-summary")).to_have_text(
        "Read 3 hands, 0 with an all-in EV — the pasted hands", timeout=90_000)


@pytest.mark.shared_page  # one booted page with the module's other shared tests
def test_an_all_in_too_long_to_count_opens_at_its_moment_in_the_equity_tab(app):
    # Helper, session 20: a 3-way stud hi-lo all-in on third street (67 years exact) got no EV, and
    # its Equity link opened the hands as they ended, seven cards each: "Every card is out".
    app.get_by_test_id("tab-history").click()
    paste(app, "history-input", (DATA / "stud_three_way.txt").read_text(encoding="utf-8"))
    app.get_by_test_id("history-run").click()
    result = app.get_by_test_id("history-result")
    expect(result.get_by_test_id("history-summary")).to_contain_text("Read 1 hand, 0 with an all-in EV", timeout=90_000)
    hand = result.get_by_test_id("history-hands").locator('tr[data-hand="310000000010"]')
    expect(hand).to_contain_text(re.compile(r"no all-in EV: its exact equity would take about \d+ years \(a history's "
                                            r"all-in is priced when it takes at most 10 seconds\)"))
    hand.get_by_test_id("history-equity-link").click()
    expect(app.get_by_test_id("equity-hands")).to_have_value("2h 3h Ah\nKs Kd Kc\nJc Jh 9d")
    expect(app.get_by_test_id("equity-game")).to_have_value("stud-hilo")
    expect(app.get_by_test_id("equity-names")).to_have_value("Iris, Joel, Kemi")
    expect(app.get_by_test_id("equity-result")).to_contain_text("Monte Carlo", timeout=90_000)


@pytest.mark.shared_page  # one booted page with the module's other shared tests
def test_a_coin_clicked_into_the_dollar_swaps_with_the_dollar_there_was(app):
    # Helper, session 20: clicks made a strip of two dollars, which "Who wins?" then refused.
    fill_in(app, "silver-dollar", {"sd-position": ".o..$..o"})
    strip = app.get_by_test_id("sd-strip")
    strip.locator('[data-square="2"]').click()  # a coin: the next click makes it the dollar
    expect(app.get_by_test_id("sd-position")).to_have_value(".$..o..o")
    expect(strip.locator(".dollar")).to_have_count(1)
    app.get_by_test_id("sd-analyze").click()
    expect(app.get_by_test_id("sd-analysis")).to_be_visible(timeout=90_000)
    expect(app.get_by_test_id("sd-position-error")).to_be_hidden()


@pytest.mark.shared_page  # one booted page with the module's other shared tests
def test_a_utf16_history_file_is_read(app, tmp_path):
    # Review, session 20: the page read a file with Blob.text(), UTF-8 only by the standard (Chromium
    # alone honours a UTF-16 mark); it decodes the mark itself now, as the CLI does.
    path = tmp_path / "utf16.txt"
    path.write_bytes((DATA / "mixed_games.txt").read_text(encoding="utf-8").encode("utf-16"))
    open_tab(app, "history")
    app.get_by_test_id("history-file").set_input_files(str(path))
    expect(app.get_by_test_id("history-result").get_by_test_id("history-summary")).to_have_text(
        "Read 3 hands, 0 with an all-in EV — utf16.txt", timeout=90_000)
