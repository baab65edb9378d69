"""The rules page (issue #28 item 11): docs/rules.md rendered into the site as rules.html, and every
tool links to its sections from under its title; the links follow the game chosen. Each link opens
the rules in a new tab (nothing typed in the tool is lost) at the section's heading."""

from __future__ import annotations

import json
import re

import pytest
from conftest import DIST, READY, open_app
from playwright.sync_api import expect

pytestmark = pytest.mark.browser

# tab, the rules line's test id, the sections it links with the tab's first game (Python's records)
TOOLS = [
    ("poker", "poker-rules-links", ["five-card-poker-and-problem-54"]),
    ("equity", "equity-rules-links", ["holdem-and-omaha", "equity-holdem-and-omaha-with-cards-still-to-come",
                                      "hand-ranges-holdem"]),
    ("preflop", "preflop-rules-links", ["preflop-table-heads-up-holdem-before-the-flop-exactly-and-at-once",
                                        "hand-ranges-holdem"]),
    ("hits", "hits-rules-links", ["holdem-and-omaha", "range-hits-holdem-and-short-deck", "hand-ranges-holdem"]),
    ("badugi", "badugi-rules-links", ["badugi", "draw-odds-badugi-2-7-and-a-5"]),
    ("draw", "draw-rules-links", ["badugi", "draw-odds-badugi-2-7-and-a-5"]),
    ("counts", "badugi-counts-rules-links", ["badugi-counts-problem-369"]),
    ("counts", "poker-counts-rules-links", ["poker-hand-counts-any-deck-any-hand-size"]),
    ("silver-dollar", "silver-dollar-rules-links", ["the-silver-dollar-game-problem-344",
                                                    "exact-wn-c-for-large-c-how-it-is-computed-fast"]),
]


def rules_headings() -> dict[str, str]:
    """The built rules page's headings: id -> text."""
    text = (DIST / "rules.html").read_text(encoding="utf-8")
    return {anchor: re.sub(r"<[^>]+>", "", inner).replace("&#x27;", "'")
            for anchor, inner in re.findall(r'<h[1-6] id="([^"]+)">(.*?)</h[1-6]>', text)}


def open_rules_link(app, link, anchor: str, heading: str):
    """Click a rules link: a new tab opens on the rules page with the section's heading in view."""
    with app.context.expect_page() as opened:
        link.click()
    rules = opened.value
    rules.wait_for_load_state()
    assert rules.url.split("/")[-1] == f"rules.html#{anchor}"
    target = rules.locator(f':is(h2, h3)[id="{anchor}"]')
    expect(target).to_have_text(heading)
    expect(target).to_be_in_viewport()
    expect(rules.get_by_test_id("rules-back")).to_have_attribute("href", "./")
    rules.close()


@pytest.mark.parametrize(("tab", "testid", "anchors"), TOOLS, ids=[t[1] for t in TOOLS])
def test_each_tool_links_to_its_rules_sections(shared_app, tab, testid, anchors):
    app = shared_app
    headings = rules_headings()
    app.get_by_test_id(f"tab-{tab}").click()
    line = app.get_by_test_id(testid)
    expect(line).to_be_visible()
    expect(line).to_contain_text("Rules:")
    links = line.locator("a[data-rules-anchor]")
    expect(links).to_have_count(len(anchors))
    assert [links.nth(i).get_attribute("data-rules-anchor") for i in range(len(anchors))] == anchors
    for i, anchor in enumerate(anchors):
        assert anchor in headings, f"{testid} links #{anchor}, which the rules page lacks"
        expect(links.nth(i)).to_have_attribute("target", "_blank")
        open_rules_link(app, links.nth(i), anchor, headings[anchor])
    # The line sits under the tool's title and lede, before the form.
    title_box = app.locator(f"#tool-{tab} h2").first.bounding_box()
    assert title_box is not None and line.bounding_box()["y"] > title_box["y"]


@pytest.mark.shared_page
def test_poker_links_problem_54_beside_its_rules(app):
    app.get_by_test_id("tab-poker").click()
    euler = app.get_by_test_id("poker-rules-links").get_by_test_id("poker-euler-link")
    expect(euler).to_have_attribute("href", "https://projecteuler.net/problem=54")
    expect(euler).to_have_attribute("target", "_blank")
    expect(app.get_by_test_id("silver-dollar-rules-links").get_by_test_id("sd-rules-link")).to_have_attribute(
        "href", "https://projecteuler.net/problem=344")


@pytest.mark.parametrize(("tab", "select", "game", "anchor"), [
    ("poker", "poker-game", "omaha-hilo", "split-pots-omaha-hi-lo-and-big-omaha"),
    ("poker", "poker-game", "deuce-to-seven", "2-7-and-a-5-lowball"),
    ("equity", "equity-game", "shortdeck", "short-deck-6-holdem"),
    ("hits", "hits-game", "shortdeck-classic", "short-deck-6-holdem"),
    ("draw", "draw-game", "ace-to-five", "2-7-and-a-5-lowball"),
])
def test_the_rules_links_follow_the_game(shared_app, tab, select, game, anchor):
    app = shared_app
    app.get_by_test_id(f"tab-{tab}").click()
    app.get_by_test_id(select).select_option(game)
    first = app.get_by_test_id(f"{tab}-rules-links").locator("a[data-rules-anchor]").first
    expect(first).to_have_attribute("data-rules-anchor", anchor)
    open_rules_link(app, first, anchor, rules_headings()[anchor])


@pytest.mark.parametrize(("game", "anchors"), [
    ("omaha", ["holdem-and-omaha", "equity-holdem-and-omaha-with-cards-still-to-come", "omaha-ranges"]),
    ("razz", ["razz", "seven-card-stud-stud-hi-lo-and-razz", "equity-holdem-and-omaha-with-cards-still-to-come"]),
    ("holdem-hilo", ["split-pots-omaha-hi-lo-and-big-omaha", "equity-holdem-and-omaha-with-cards-still-to-come",
                     "hand-ranges-holdem"]),
])
def test_the_equity_rules_link_the_ranges_the_game_takes(shared_app, game, anchors):
    # Omaha players type Omaha ranges (AA:$ds), a stud game takes no range: Hold'em's notation is
    # linked only where it is read.
    app = shared_app
    app.get_by_test_id("tab-equity").click()
    app.get_by_test_id("equity-game").select_option(game)
    links = app.get_by_test_id("equity-rules-links").locator("a[data-rules-anchor]")
    expect(links).to_have_count(len(anchors))
    assert [links.nth(i).get_attribute("data-rules-anchor") for i in range(len(anchors))] == anchors
    last = links.nth(len(anchors) - 1)
    open_rules_link(app, last, anchors[-1], rules_headings()[anchors[-1]])
    app.get_by_test_id("equity-game").select_option("holdem")


def test_a_link_with_a_game_shows_that_games_rules(page, site, outside_requests):
    open_app(page, site.origin + "/#equity?game=omaha&hands=" + "Ah As Kd Qd%0AJc Tc 9h 8h")
    links = page.get_by_test_id("equity-rules-links").locator("a[data-rules-anchor]")
    expect(links.first).to_have_attribute("data-rules-anchor", "holdem-and-omaha")
    expect(links.first).to_have_text("Hold'em and Omaha")
    assert outside_requests == []


def test_the_rules_page_reads_well_on_a_phone_in_dark_mode(browser, site, outside_requests):
    context = browser.new_context(viewport={"width": 390, "height": 800}, color_scheme="dark")

    def guard(route) -> None:
        if route.request.url.startswith(site.origin):
            route.continue_()
        else:
            outside_requests.append(route.request.url)
            route.abort()

    context.route("**/*", guard)
    page = context.new_page()
    errors: list[str] = []
    page.on("console", lambda message: errors.append(message.text) if message.type == "error" else None)
    page.on("pageerror", lambda error: errors.append(str(error)))
    response = page.goto(site.origin + "/rules.html#split-pots-omaha-hi-lo-and-big-omaha")
    assert response is not None and "default-src 'self'" in response.headers["content-security-policy"]
    expect(page.locator("h1")).to_have_text("Card Lab — the rules it follows")
    expect(page.locator("h2#split-pots-omaha-hi-lo-and-big-omaha")).to_be_in_viewport()
    assert page.evaluate("getComputedStyle(document.body).backgroundColor") == "rgb(17, 20, 24)"  # dark
    # Nothing scrolls the page sideways; a wide table scrolls in its own box.
    assert page.evaluate("document.documentElement.scrollWidth <= document.documentElement.clientWidth")
    wide = page.locator("#split-pots-omaha-hi-lo-and-big-omaha ~ .table-wrap").first
    assert wide.evaluate("box => box.scrollWidth > box.clientWidth")
    assert wide.evaluate("box => getComputedStyle(box).overflowX") == "auto"
    # Contents links move within the page; the way back leads to the app.
    page.locator("article p", has_text="Contents:").get_by_role("link", name="Badugi", exact=True).click()
    expect(page.locator("h2#badugi")).to_be_in_viewport()
    page.get_by_test_id("rules-back").click()
    page.wait_for_selector(READY, timeout=90_000)
    assert errors == [] and outside_requests == []
    context.close()


def test_the_rules_page_is_kept_for_offline_use(page, site_copy, outside_requests):
    files = json.loads(re.search(r"^const FILES = (.*);$", (DIST / "sw.js").read_text(), re.M).group(1))
    assert "rules.html" in files
    open_app(page, site_copy.url)
    page.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=90_000)
    site_copy.stop()
    page.goto(site_copy.url + "rules.html#badugi")
    expect(page.locator("h2#badugi")).to_have_text("Badugi")
    expect(page.locator("h2#badugi")).to_be_in_viewport()
    assert outside_requests == []


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_no_axe_violations_on_the_rules_page(page, site, outside_requests, scheme):
    from test_accessibility import AXE, axe_violations

    if not AXE.exists():
        pytest.skip("axe-core is not installed (npm ci installs it)")
    page.emulate_media(color_scheme=scheme)
    page.goto(site.origin + "/rules.html")
    assert axe_violations(page, "html") == []
    assert outside_requests == []
