"""The app shell: Pyodide loads from the site's own files, the worker answers, URLs restore tools."""

import pytest
from playwright.sync_api import expect

from conftest import READY

pytestmark = pytest.mark.browser


@pytest.mark.shared_page
def test_page_reaches_ready_with_real_pyodide(app):
    status = app.get_by_test_id("python-status")
    expect(status).to_have_attribute("data-state", "ready")
    expect(status).to_have_text("Python ready")
    expect(app.get_by_test_id("python-version")).to_contain_text("Python 3.14")


def test_status_shows_loading_progress_first(page, site, outside_requests):
    seen = []
    page.expose_function("recordStatus", lambda text, state: seen.append((state, text)))
    page.add_init_script("""
        new MutationObserver(() => {
          const s = document.querySelector('[data-testid="python-status"]');
          if (s) window.recordStatus(s.textContent.trim(), s.dataset.state);
        }).observe(document, {subtree: true, childList: true, characterData: true, attributes: true});
    """)
    page.goto(site.origin + "/")
    page.wait_for_selector(READY, timeout=90_000)
    states = [state for state, _ in seen]
    assert "loading" in states and states[-1] == "ready"
    percents = [text for state, text in seen if state == "loading" and "%" in text]
    assert any(text.startswith("Loading Python…") for text in percents)
    assert any(not text.endswith(" 0%") for text in percents), percents
    assert outside_requests == []


@pytest.mark.shared_page
def test_round_trip_through_the_worker(app):
    response = app.evaluate("window.cardlab.python.call('version')")
    assert response["ok"] is True
    assert response["result"]["python"].startswith("3.14")
    assert response["result"]["platform"] == "emscripten"


@pytest.mark.shared_page
def test_tabs_switch_tools_and_set_the_hash(app):
    for tool in ("badugi", "draw", "counts", "silver-dollar", "poker"):
        app.get_by_test_id(f"tab-{tool}").click()
        expect(app.locator(f'section.tool[data-tool="{tool}"]')).to_be_visible()
        assert app.evaluate("location.hash").startswith(f"#{tool}")
        expect(app.get_by_test_id(f"tab-{tool}")).to_have_attribute("aria-current", "page")


@pytest.mark.shared_page
def test_ui_keeps_responding_while_python_computes(app):
    # Start a long batch (60,000 deals) without waiting for it, then use the page meanwhile.
    app.get_by_test_id("tab-poker").click()
    app.evaluate("""() => {
        const text = Array(60000).fill("5H 5C 6S 7S KD 2C 3S 8S 8D TD").join("\\n");
        window.longCall = window.cardlab.python.call("poker.batch", {text});
        return true;
    }""")
    assert app.evaluate("window.cardlab.python.busy")
    start = app.evaluate("performance.now()")
    app.get_by_test_id("poker-board").fill("2c 3d 4h")
    app.get_by_test_id("poker-input").fill("Ah Kd")
    elapsed = app.evaluate("performance.now()") - start
    assert app.evaluate("window.cardlab.python.busy"), "the batch should still be running while we typed"
    expect(app.get_by_test_id("poker-board")).to_have_value("2c 3d 4h")
    assert elapsed < 1500
    result = app.evaluate("window.longCall")
    assert result["result"]["deals"] == 60000
