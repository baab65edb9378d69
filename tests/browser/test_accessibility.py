"""axe-core on every tab, light and dark (issue #28 item 17): no violations, with the experimental
label-content-name-mismatch rule on (a control's accessible name holds its visible text: "A♥, ace
of hearts"). axe-core comes from npm (a devDependency) and is put into the page from the local
file through the test driver: the site never serves it."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from playwright.sync_api import expect

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]
AXE = Path(os.environ.get("AXE_CORE_PATH", ROOT / "node_modules" / "axe-core" / "axe.min.js"))
LONG = 60_000


def axe_violations(page, selector: str) -> list[str]:
    if not page.evaluate("typeof window.axe !== 'undefined'"):
        page.evaluate(AXE.read_text(encoding="utf-8") + "\n;undefined")
    found = page.evaluate(
        """async (selector) => {
            const result = await window.axe.run(document.querySelector(selector), {
              rules: { "label-content-name-mismatch": { enabled: true } },
            });
            return result.violations.map((v) => `${v.id}: ${v.nodes.length} node(s), e.g. ${v.nodes[0].html.slice(0, 160)}`);
        }""",
        selector,
    )
    return list(found)


P54 = "5H 5C 6S 7S KD 2C 3S 8S 8D TD\n5D 8C 9S JS AC 2C 5C 7D 8S QH\n2D 9C AS AH AC 3D 6D 7D TD QD"


def fill_every_tab(page) -> None:
    """Each tool with its results on screen, as a player would run it (on a desktop or a phone):
    cards, tables (the wide ones too), charts and the controls they bring."""
    def tab(name: str) -> None:
        page.get_by_test_id(f"tab-{name}").click()

    tab("poker")
    page.locator('#poker-form [data-action="example"]').click()
    page.get_by_test_id("poker-run").click()
    expect(page.get_by_test_id("poker-headline")).to_be_visible(timeout=LONG)
    page.locator("#poker-form .picker-box summary").click()
    page.get_by_test_id("poker-batch-input").fill(P54)
    page.get_by_test_id("poker-batch-run").click()
    expect(page.get_by_test_id("poker-batch-table").locator("tbody tr")).to_have_count(3, timeout=LONG)
    tab("equity")  # a split pot: its nine-column halves table is wider than a phone (the summary fits one)
    page.get_by_test_id("equity-hands").fill("Ah 2h 3c Kd\nQs Qc Jd Td")
    page.get_by_test_id("equity-board").fill("4h 5h Qd")
    page.get_by_test_id("equity-game").select_option("omaha-hilo")
    page.get_by_test_id("equity-run").click()
    expect(page.get_by_test_id("equity-halves")).to_be_visible(timeout=LONG)
    expect(page.get_by_test_id("equity-value").first).to_be_visible()
    tab("preflop")
    page.get_by_test_id("preflop-vs").fill("AhKh")
    page.get_by_test_id("preflop-run").click()
    expect(page.get_by_test_id("preflop-matrix").locator(".range-heat").first).not_to_be_empty(timeout=LONG)
    tab("hits")
    page.get_by_test_id("hits-run").click()
    expect(page.get_by_test_id("hits-grid")).to_be_visible(timeout=LONG)
    tab("badugi")
    page.locator('#badugi-form [data-action="example"]').click()
    page.get_by_test_id("badugi-run").click()
    expect(page.get_by_test_id("badugi-headline")).to_be_visible(timeout=LONG)
    page.locator('#badugi-draw-form [data-action="example"]').click()
    page.get_by_test_id("badugi-draw-run").click()
    expect(page.locator("table[data-testid='badugi-draw-best']")).to_be_visible(timeout=LONG)  # not the checkbox
    tab("draw")
    page.get_by_test_id("draw-game").select_option("deuce-to-seven")
    page.locator('#draw-form [data-action="example"]').click()
    page.get_by_test_id("draw-draws").select_option("2")
    page.get_by_test_id("draw-run").click()
    expect(page.locator("table[data-testid='draw-best']")).to_be_visible(timeout=LONG)  # not the checkbox of that id
    expect(page.get_by_test_id("draw-several")).to_be_visible()
    tab("counts")  # the badugi counts and the poker hand counts: three wide tables
    page.get_by_test_id("counts-run").click()
    expect(page.get_by_test_id("counts-total")).to_be_visible(timeout=LONG)
    page.get_by_test_id("poker-count-sizes").fill("5-7")
    page.get_by_test_id("poker-count-run").click()
    expect(page.get_by_test_id("poker-count-by-n")).to_be_attached(timeout=LONG)
    tab("silver-dollar")
    page.get_by_test_id("sd-analyze").click()
    expect(page.get_by_test_id("sd-verdict")).to_be_visible(timeout=LONG)
    page.get_by_test_id("sd-run").click()
    expect(page.get_by_test_id("sd-table")).to_be_visible(timeout=LONG)


@pytest.mark.skipif(not AXE.exists(), reason="axe-core is not installed (npm ci installs it)")
@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_no_axe_violations_on_any_tab(app, scheme):
    app.emulate_media(color_scheme=scheme)
    fill_every_tab(app)
    problems = {}
    for tool in app.evaluate("[...document.querySelectorAll('section.tool')].map((s) => s.dataset.tool)"):
        app.get_by_test_id(f"tab-{tool}").click()
        found = axe_violations(app, f'section[data-tool="{tool}"]')
        if found:
            problems[tool] = found
    header = axe_violations(app, "body > header")
    nav = axe_violations(app, "nav.tabs")
    assert (problems, header, nav) == ({}, [], [])
