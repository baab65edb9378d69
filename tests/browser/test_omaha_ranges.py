"""Omaha ranges in the equity tab (issue #35), used as a person would: a range typed with a mistake is
named under the hands, fixed, its size shown as typed, an example filled in, and the equity computed
with the range's live size in the result."""

import re

import pytest
from conftest import fill_in, reopen, reset_equity
from playwright.sync_api import expect

pytestmark = pytest.mark.browser

LONG = 180_000  # a shared 2-core machine


@pytest.mark.shared_page
def test_omaha_range_typed_with_an_error_fixed_sized_and_priced(app):
    fill_in(app, "equity", {"equity-hands": "Ah Kh Qd Jd\nAA:$dz", "equity-board": "Ac 7c 2s"})
    app.get_by_test_id("equity-game").select_option("omaha")
    expect(app.get_by_test_id("equity-omaha-size-error")).to_have_text(
        "Player 2: unknown macro '$dz' in 'AA:$dz': use $ds, $ss, $r, $np or $p", timeout=LONG)
    app.get_by_test_id("equity-hands").fill("Ah Kh Qd Jd\nAA:$ds")
    expect(app.get_by_test_id("equity-omaha-size")).to_have_text(
        "Player 2: AA:$ds — 864 hands (0.32% of 270,725); 110 after card removal", timeout=LONG)
    expect(app.get_by_test_id("equity-omaha-size-error")).to_have_count(0)
    # a board being typed (two cards) is the board's business: the line is counted without it
    app.get_by_test_id("equity-board").fill("Ac 7c")
    expect(app.get_by_test_id("equity-omaha-size")).to_have_text(
        "Player 2: AA:$ds — 864 hands (0.32% of 270,725); 384 after card removal", timeout=LONG)
    expect(app.get_by_test_id("equity-omaha-size-error")).to_have_count(0)
    app.get_by_test_id("equity-board").fill("Ac 7c 2s")
    expect(app.get_by_test_id("equity-omaha-size")).to_contain_text("110 after card removal", timeout=LONG)
    app.get_by_test_id("equity-run").click()
    result = app.get_by_test_id("equity-result")
    expect(result.get_by_test_id("equity-range-size")).to_have_text(
        "AA:$ds — 864 hands (0.32% of 270,725); 110 after card removal", timeout=LONG)
    expect(result).to_contain_text("820 boards")
    expect(result).to_contain_text("110 ways to deal")


@pytest.mark.shared_page
def test_omaha_examples_and_help_follow_the_game(app):
    reset_equity(app)  # no hands: the sizes below are the example's, not a line a test before typed
    app.get_by_test_id("equity-game").select_option("holdem")
    expect(app.get_by_test_id("equity-omaha-help")).to_be_hidden()
    app.get_by_test_id("equity-game").select_option("omaha")
    help_box = app.get_by_test_id("equity-omaha-help")
    reopen(help_box)
    expect(app.get_by_test_id("equity-omaha-size")).to_have_count(0)
    help_box.get_by_test_id("equity-omaha-example").first.click()
    assert app.get_by_test_id("equity-hands").input_value().endswith("AA:$ds")
    expect(app.get_by_test_id("equity-omaha-size")).to_contain_text("AA:$ds — 864 hands", timeout=LONG)
    expect(help_box.locator("a")).to_have_attribute("href", "rules.html#omaha-ranges")


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_omaha_help_sizes_and_errors_have_no_axe_violations(app, scheme):
    from test_accessibility import AXE, axe_violations

    if not AXE.exists():
        pytest.skip("axe-core is not installed (npm ci installs it)")
    app.emulate_media(color_scheme=scheme)
    fill_in(app, "equity", {"equity-hands": "Ah Kh Qd Jd\nAA:$ds\nKK:$dz"})
    app.get_by_test_id("equity-game").select_option("omaha")
    app.get_by_test_id("equity-omaha-help").locator("summary").click()
    expect(app.get_by_test_id("equity-omaha-size-error")).to_have_count(1, timeout=LONG)
    expect(app.get_by_test_id("equity-omaha-size")).to_have_count(1, timeout=LONG)
    assert axe_violations(app, 'section[data-tool="equity"]') == []


@pytest.mark.shared_page
def test_five_card_percent_range_sized_and_priced(app):
    """15% for 5-card Omaha reads the packaged 5-card order (from the wheel, on first use)."""
    fill_in(app, "equity", {"equity-hands": "As Ah Ks Kd Qs\n15%", "equity-board": "", "equity-trials": "300",
                            "equity-seed": "5"})
    app.get_by_test_id("equity-game").select_option("omaha5")
    expect(app.get_by_test_id("equity-omaha-size")).to_have_text(
        "Player 2: 15% — 389,832 hands (15% of 2,598,960); 113,347 after card removal", timeout=LONG)
    app.get_by_test_id("equity-method").select_option("monte-carlo")
    app.get_by_test_id("equity-run").click()
    result = app.get_by_test_id("equity-result")
    expect(result.get_by_test_id("equity-range-size")).to_have_text(
        "15% — 389,832 hands (15% of 2,598,960); 113,347 after card removal", timeout=LONG)
    expect(result).to_contain_text("Player 1 60.50% ± 2.73% · Player 2 39.50% ± 2.73%")  # as on CPython, seed 5
    expect(result).to_contain_text("Monte Carlo estimate from 300 trials")


@pytest.mark.shared_page
def test_six_card_percent_range_sized_and_priced(app):
    """15% for 6-card Omaha (about 3 million hands, held by class: none listed) reads the packaged 6-card
    order on first use; its size as typed and the seeded result are those CPython gives."""
    from cardlab.api import call

    hands = ["As Ah Ks Kd Qs Jd", "15%"]
    size = call("poker.range", {"text": "15%", "game": "omaha6", "others": hands[0]})
    assert size["size_text"].startswith("15% — 3,05") and size["size_text"].endswith("after card removal")
    expected = call("poker.equity", {"hands": hands, "game": "omaha6", "trials": "300", "seed": "5",
                                     "method": "monte-carlo"})
    fill_in(app, "equity", {"equity-hands": "\n".join(hands), "equity-board": "", "equity-trials": "300",
                            "equity-seed": "5"})
    app.get_by_test_id("equity-game").select_option("omaha6")
    expect(app.get_by_test_id("equity-omaha-size")).to_have_text(f"Player 2: {size['size_text']}", timeout=LONG)
    app.get_by_test_id("equity-method").select_option("monte-carlo")
    app.get_by_test_id("equity-run").click()
    result = app.get_by_test_id("equity-result")
    expect(result.get_by_test_id("equity-range-size")).to_have_text(size["size_text"], timeout=LONG)
    expect(result).to_contain_text("Monte Carlo estimate from 300 trials")
    first, second = (f"{player['equity']:.2%}" for player in expected["players"])
    expect(result).to_contain_text(f"Player 1 {first} ± ")
    expect(result).to_contain_text(f"Player 2 {second} ± ")


@pytest.mark.shared_page
def test_a_bad_omaha_line_is_named_under_the_hands_once(app):
    """Helper review (session 13): the line's error, as typed, showed 600 px below the field (under
    the buttons and the card picker), and after Run it said the same twice in other words (Hand 2
    under the fields, Player 2 below). It shows under the hands now, and Run's message replaces it."""
    fill_in(app, "equity", {"equity-hands": "As Ah Ks Kd\nAA:ds", "equity-board": ""})
    app.get_by_test_id("equity-game").select_option("omaha")
    typed = app.get_by_test_id("equity-omaha-size-error")
    expect(typed).to_have_text(re.compile(r"^Player 2: 'AA:ds' has a macro without its \$"), timeout=LONG)
    hands, board = app.get_by_test_id("equity-hands").bounding_box(), app.get_by_test_id("equity-board").bounding_box()
    box = typed.bounding_box()
    assert hands["y"] + hands["height"] <= box["y"] < board["y"], (hands, box, board)
    app.get_by_test_id("equity-run").click()
    expect(app.get_by_test_id("equity-error")).to_have_text(
        re.compile(r"^Hand 2: 'AA:ds' has a macro without its \$: write 'AA:\$ds'"), timeout=LONG)
    expect(typed).to_have_count(0)
    assert app.locator("text=has a macro without its $").count() == 1
