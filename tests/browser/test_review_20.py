"""Session 20: what a failed CI run and this session's helpers found in the page."""

from __future__ import annotations

import pytest
from conftest import READY
from playwright.sync_api import expect
from test_phone_layout import PHONE

pytestmark = pytest.mark.browser


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


def test_the_draw_fields_hints_are_short_on_a_phone(browser, site):
    # Each of the later draws' hints ran to six lines on a 390 px phone (and the discard's to five),
    # pushing Run a screen further down; what each step means is in the rules and in the answer.
    context = browser.new_context(**PHONE)
    try:
        page = context.new_page()
        page.goto(site.origin + "/#draw")
        page.wait_for_selector(READY, timeout=90_000)
        lines = page.evaluate("""() => [...document.querySelectorAll('#draw-form label .hint')].map((hint) => {
            const rects = [...hint.getClientRects()];
            const height = parseFloat(getComputedStyle(hint).lineHeight) || 1.45 * parseFloat(getComputedStyle(hint).fontSize);
            const tops = new Set(rects.map((rect) => Math.round(rect.top / (height / 2))));
            return [hint.closest('label').textContent.trim().slice(0, 24), Math.max(rects.length, tops.size)];
        })""")
        assert lines and all(count <= 4 for _, count in lines), lines
    finally:
        context.close()
