"""Hostile input, limits, crashes and odd hosting paths, through the real page.

Every test here also runs under the page's Content-Security-Policy and fails on any request that
leaves the local server (see conftest)."""

from __future__ import annotations

import re
import shutil
from urllib.parse import quote

import pytest
from playwright.sync_api import expect

from conftest import DIST, Server, clear_result, fill_in, open_app, paste

pytestmark = pytest.mark.browser

PAYLOADS = [
    '<img src=x onerror="window.__pwned=1">',
    "<script>window.__pwned=1</script>",
    '"><svg onload=window.__pwned=1>',
]
# The first token a card parser reads from each payload (quotes and spaces separate cards).
FIRST_TOKEN = {PAYLOADS[0]: "<img", PAYLOADS[1]: "<script>window.__pwned=1…", PAYLOADS[2]: "><svg"}
CARD_FIELDS = {"poker-input", "poker-board", "poker-batch-input", "badugi-input"}
NUMBER_FIELDS = {"counts-suits", "counts-ranks", "counts-k", "sd-n", "sd-c", "sd-mod"}


def expected_message(field: str, payload: str) -> str:
    """The part of the message that quotes the payload, exactly as a user should read it."""
    if field in CARD_FIELDS:
        token = FIRST_TOKEN[payload]
        return f"unknown rank '{token[0]}' in '{token}'"
    if field in NUMBER_FIELDS:
        return f"'{payload[:24]}…' is not a whole number"
    if field == "counts-sizes":
        return f"Hand sizes n: '{payload[:24]}…' is not a size or range like 4-13"  # the label's words
    return f"Square 1: '{payload[0]}' is not '.', 'o' or '$'"  # sd-position

# Every text input of every tool: (tab, input, button that runs it, where its message appears).
INPUTS = [
    ("poker", "poker-input", "poker-run", "poker-error"),
    ("poker", "poker-board", "poker-run", "poker-error"),
    ("poker", "poker-batch-input", "poker-batch-run", "poker-batch-result"),
    ("badugi", "badugi-input", "badugi-run", "badugi-error"),
    ("counts", "counts-suits", "counts-run", "counts-error"),
    ("counts", "counts-ranks", "counts-run", "counts-error"),
    ("counts", "counts-k", "counts-run", "counts-error"),
    ("counts", "counts-sizes", "counts-run", "counts-error"),
    ("silver-dollar", "sd-n", "sd-run", "sd-error"),
    ("silver-dollar", "sd-c", "sd-run", "sd-error"),
    ("silver-dollar", "sd-mod", "sd-run", "sd-error"),
    ("silver-dollar", "sd-position", "sd-analyze", "sd-position-error"),
]


@pytest.fixture
def watched(app):
    """The app, recording CSP violations and dialogs: an injected handler would trigger one."""
    app.evaluate("""() => {
        window.__violations = [];
        document.addEventListener('securitypolicyviolation', (e) => window.__violations.push(e.violatedDirective));
    }""")
    dialogs: list[str] = []

    def dismiss(dialog) -> None:
        dialogs.append(dialog.message)
        dialog.dismiss()

    app.on("dialog", dismiss)
    yield app
    app.remove_listener("dialog", dismiss)  # the page may serve the module's next test
    assert app.evaluate("() => window.__pwned") is None, "injected script ran"
    assert app.evaluate("() => window.__violations") == [], "something tried to run inline code"
    assert injected_elements(app) == 0
    assert dialogs == []


def injected_elements(page) -> int:
    """Elements a payload would create if it were parsed as HTML."""
    return page.evaluate("() => document.querySelectorAll('main img, main script, main svg[onload], main [onerror]').length")


@pytest.mark.shared_page
@pytest.mark.parametrize("payload", PAYLOADS)
def test_html_in_every_input_is_shown_as_text(watched, payload):
    page = watched
    for tab, field, button, message in INPUTS:
        page.get_by_test_id(f"tab-{tab}").click()
        if field == "poker-board":  # the board is only read once there are valid hands
            page.get_by_test_id("poker-input").fill("Ah Kd | Qs Qc")
        box = page.get_by_test_id(field)
        original = box.input_value()
        box.fill(payload)
        page.get_by_test_id(button).click()
        # The message quotes the bad token literally: "<" is text, not markup.
        expect(page.get_by_test_id(message)).to_contain_text(expected_message(field, payload))
        expect(box).to_have_value(payload)
        assert injected_elements(page) == 0, field
        box.fill(original)


@pytest.mark.shared_page
def test_html_in_a_batch_file_and_its_name_is_shown_as_text(watched, tmp_path):
    page = watched
    name = '<img src=x onerror="window.__pwned=1">.txt'
    lines = ["8C TS KC 9H 4S 7D 2S 5D 3S AC", PAYLOADS[0], "5H 5C 6S 7S KD 2C 3S 8S 8D TD", PAYLOADS[1]]
    page.get_by_test_id("poker-file").set_input_files(
        files=[{"name": name, "mimeType": "text/plain", "buffer": "\n".join(lines).encode()}]
    )
    summary = page.get_by_test_id("poker-batch-summary")
    expect(summary).to_contain_text("2 deals")
    errors = page.get_by_test_id("poker-batch-errors")
    expect(errors).to_contain_text("Line 2: unknown rank '<' in '<img'")
    expect(errors).to_contain_text("Line 4: unknown rank '<' in '<script>window.__pwned=1…'")
    expect(page.get_by_test_id("poker-batch-result")).to_contain_text(name)
    assert injected_elements(page) == 0


def test_html_in_a_shared_url_is_shown_as_text(page, site, outside_requests):
    payload = PAYLOADS[0]
    open_app(page, f"{site.origin}/#badugi?hands={quote(payload)}")
    expect(page.get_by_test_id("badugi-input")).to_have_value(payload)
    expect(page.get_by_test_id("badugi-error")).to_contain_text("unknown rank '<' in '<img'")
    assert injected_elements(page) == 0
    assert page.evaluate("() => window.__pwned") is None


# --- limits ------------------------------------------------------------------------------------

@pytest.mark.shared_page
def test_a_50_mb_file_is_refused_before_reading(app, tmp_path):
    big = tmp_path / "huge.txt"
    with big.open("wb") as handle:
        handle.truncate(50 * 1024 * 1024)  # sparse: costs no disk
    app.get_by_test_id("poker-file").set_input_files(str(big))
    expect(app.get_by_test_id("poker-batch-error")).to_have_text("huge.txt is 52.4 MB; the limit is 20 MB.")
    expect(app.get_by_test_id("python-status")).to_have_attribute("data-state", "ready")


@pytest.mark.shared_page
def test_ten_thousand_players_are_refused_with_a_message(app):
    app.get_by_test_id("tab-badugi").click()
    paste(app, "badugi-input", "\n".join(["As Ks Qs Js"] * 10_000))
    app.get_by_test_id("badugi-run").click()
    expect(app.get_by_test_id("badugi-error")).to_have_text("10,000 hands is more than the 1,000 this tool accepts")


@pytest.mark.shared_page
def test_a_400_digit_n_is_refused_with_a_message(app):
    app.get_by_test_id("tab-silver-dollar").click()
    app.get_by_test_id("sd-n").fill("1" + "0" * 400)
    app.get_by_test_id("sd-run").click()
    expect(app.get_by_test_id("sd-error")).to_have_text(
        "Squares n: must be at most 1,000,000,000,000,000,000, got a 401-digit number")
    expect(app.get_by_test_id("sd-n")).to_have_attribute("aria-invalid", "true")


@pytest.mark.shared_page
def test_a_pasted_megabyte_is_refused_with_a_message(app):
    try:
        app.get_by_test_id("tab-poker").click()
        paste(app, "poker-input", "As " * 400_000)
        app.get_by_test_id("poker-run").click()
        expect(app.get_by_test_id("poker-error")).to_have_text(
            "Hands: the input is 1,200,000 characters long; the limit is 1,000,000")  # which input: the label's words
    finally:  # emptied as a paste does: fill() in the next test on this page would select it all first (over 30 s)
        paste(app, "poker-input", "")


# --- crash and cancel recovery -------------------------------------------------------------------

def test_worker_crash_recovers_by_itself_and_keeps_inputs(app):
    app.get_by_test_id("tab-badugi").click()
    app.get_by_test_id("badugi-input").fill("3c 2s 4d Ah - As 3h 2d 4h")
    app.get_by_test_id("tab-silver-dollar").click()
    app.get_by_test_id("sd-n").fill("25")
    app.get_by_test_id("sd-c").fill("3")
    status = app.get_by_test_id("python-status")
    app.evaluate("() => window.cardlab.crashWorker()")
    expect(status).to_have_attribute("data-state", "loading")
    expect(status).to_contain_text("Python stopped unexpectedly; restarting")
    expect(status).to_have_attribute("data-state", "ready", timeout=90_000)
    expect(app.get_by_test_id("sd-n")).to_have_value("25")
    app.get_by_test_id("sd-run").click()
    expect(app.get_by_test_id("sd-result")).to_contain_text("W(25, 3) =")
    app.get_by_test_id("tab-badugi").click()
    expect(app.get_by_test_id("badugi-input")).to_have_value("3c 2s 4d Ah - As 3h 2d 4h")
    app.get_by_test_id("badugi-run").click()
    expect(app.get_by_test_id("badugi-result")).to_contain_text("Player 1 wins")


@pytest.mark.shared_page
def test_cancel_of_a_long_count_keeps_inputs_and_recovers(app):
    fill_in(app, "silver-dollar", {"sd-n": "1000000000000000000", "sd-c": "1000", "sd-mod": ""})
    app.get_by_test_id("sd-run").click()
    expect(app.locator('[data-testid="sd-result"] progress, [data-testid="sd-cancel"]').first).to_be_visible()
    app.get_by_test_id("sd-cancel").click()
    expect(app.get_by_test_id("sd-result").get_by_test_id("cancelled")).to_contain_text("your inputs are kept")
    expect(app.get_by_test_id("sd-n")).to_have_value("1000000000000000000")
    expect(app.get_by_test_id("python-status")).to_have_attribute("data-state", "ready", timeout=90_000)
    app.get_by_test_id("sd-mod").fill("1000036000099")
    app.get_by_test_id("sd-c").fill("10")
    app.get_by_test_id("sd-run").click()
    expect(app.get_by_test_id("sd-result")).to_contain_text("W(1,000,000,000,000,000,000, 10) mod 1,000,036,000,099 = ")


# --- hosting paths ---------------------------------------------------------------------------------

@pytest.mark.parametrize("sub_path", ["cardlab", "my card lab/site"])
def test_site_works_from_a_sub_path_and_a_path_with_spaces(page, outside_requests, tmp_path, sub_path):
    root = tmp_path / "www"
    shutil.copytree(DIST, root / sub_path)
    server = Server(root)
    try:
        url = f"{server.origin}/{quote(sub_path)}/"
        page.set_default_timeout(30_000)
        open_app(page, url + "#poker?hands=" + quote("5H 5C 6S 7S KD | 2C 3S 8S 8D TD"))
        page.get_by_test_id("poker-run").click()
        expect(page.get_by_test_id("poker-result")).to_contain_text("Player 2 wins with Pair of Eights")
        assert page.url.startswith(url)
    finally:
        server.close()
    assert outside_requests == []


# --- issue #20 item 1: an answer the page cannot parse never freezes it ----------------------------

ONE_TRIAL = "/#equity?hands=Ah+Kd%0AQs+Qc&method=monte-carlo&trials=1"


def test_one_trial_link_says_in_words_that_there_is_no_standard_error(page, site, outside_requests):
    open_app(page, site.origin + ONE_TRIAL)
    result = page.get_by_test_id("equity-result")
    expect(result.get_by_test_id("equity-method-text")).to_contain_text(
        "too few trials for a standard error (it needs at least 2)", timeout=60_000)
    expect(result.get_by_test_id("equity-value").first).to_contain_text("(error unknown: too few samples)")
    assert "Infinity" not in result.inner_text() and "inf%" not in result.inner_text()
    assert outside_requests == []


def test_an_answer_that_is_not_json_ends_the_job_and_replaces_the_worker(app, site):
    app.evaluate("() => window.cardlab.garbleAnswer('poker.equity')")  # its next answer has Infinity in it
    app.goto(site.origin + ONE_TRIAL)  # same document: the link runs the spot on the garbling worker
    result = app.get_by_test_id("equity-result")
    expect(result.get_by_test_id("cancelled")).to_contain_text(
        "Python's answer could not be read", timeout=60_000)
    expect(result.get_by_test_id("cancelled")).to_contain_text("the worker has been restarted")
    expect(result.locator("progress")).to_have_count(0)  # no bar left at 100% forever
    expect(app.get_by_test_id("equity-hands")).to_have_value("Ah Kd\nQs Qc")  # the input is kept
    expect(app.get_by_test_id("python-status")).to_have_attribute("data-state", "ready", timeout=90_000)
    app.get_by_test_id("equity-run").click()
    expect(result.get_by_test_id("equity-method-text")).to_contain_text("Monte Carlo estimate from 1 trial, a random board",
                                                                        timeout=60_000)


# --- issue #20 item 2: the best discard's odds against a drawing opponent, from a link ------------


@pytest.mark.parametrize(("hand", "vs", "vs_discard", "expected"), [
    ("3s Ah 5d Kc", "Ts Jh Kh 9h", "Ts Jh", "wins 100.00% (39,732 of 39,732)"),
    ("7d Jh 4d 2c", "Qc 4s 9s 4h", "Qc", "wins 80.01% (31,788 of 39,732)"),
])
def test_a_best_discard_link_against_a_drawing_opponent(page, site, outside_requests, hand, vs, vs_discard, expected):
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    link = (f"{site.origin}/#badugi?draw={quote(hand)}&draw_vs={quote(vs)}&draw_vs_discard={quote(vs_discard)}"
            "&draw_goal=beat")
    open_app(page, link)
    expect(page.get_by_test_id("badugi-draw-best")).to_be_checked()
    expect(page.get_by_test_id("badugi-draw-versus")).to_contain_text(expected, timeout=60_000)
    expect(page.get_by_test_id("badugi-draw-result")).not_to_contain_text("internal error")
    assert errors == [] and outside_requests == []


# --- issue #20 item 8: a link whose job is long waits for a click -----------------------------------


def test_a_link_to_a_long_exact_count_waits_for_a_click_with_its_estimate(page, site, outside_requests):
    # 6% v 6% with a dead card (no dead card: the preflop table answers at once): about 107 s on
    # CPython, twice in the page, under the job limit and far over a link's few seconds
    open_app(page, site.origin + "/#equity?hands=6%25%0A6%25&dead=2c&method=exact")
    waiting = page.get_by_test_id("equity-waiting")
    expect(waiting).to_contain_text(re.compile(r"This link's job takes about \d[\d.]* (minutes?|hours?); "
                                               r"it starts when you press Compute equity\."), timeout=60_000)
    expect(page.get_by_test_id("equity-result").locator("progress")).to_have_count(0)
    expect(page.get_by_test_id("equity-hands")).to_have_value("6%\n6%")
    # no job of the link's started (a background warm-up or the estimate line may keep a worker busy)
    expect(page.get_by_test_id("equity-cancel")).to_have_count(0)
    assert outside_requests == []


def test_a_link_to_ten_random_hands_at_ten_million_trials_waits_too(page, site, outside_requests):
    open_app(page, site.origin + "/#equity?hands=" + "%0A".join(["random"] * 10) + "&method=monte-carlo&trials=10000000")
    expect(page.get_by_test_id("equity-waiting")).to_contain_text("it starts when you press", timeout=60_000)
    # no job of the link's started (a background warm-up or the estimate line may keep a worker busy)
    expect(page.get_by_test_id("equity-result").locator("progress")).to_have_count(0)
    expect(page.get_by_test_id("equity-cancel")).to_have_count(0)


def test_a_link_to_a_quick_spot_still_runs_at_once(page, site, outside_requests):
    open_app(page, site.origin + "/#equity?hands=AhAs%0AKdKc&board=2c+7d+9h")
    expect(page.get_by_test_id("equity-method-text")).to_contain_text("exact", timeout=60_000)
    expect(page.get_by_test_id("equity-waiting")).to_have_count(0)


# --- issue #20 item 9: the worker runs under its own Content-Security-Policy ------------------------

PROBE = """
const other = new URL(self.location.href).searchParams.get("other");
const found = {};
try { found.eval = String(eval("1 + 1")); } catch { found.eval = "blocked"; }
try { found.function = String(new Function("return 2")()); } catch { found.function = "blocked"; }
try { await fetch(other); found.fetch = "reached"; } catch { found.fetch = "blocked"; }
try { await import(other + "js/ui.js"); found.import = "loaded"; } catch { found.import = "blocked"; }
try { await fetch("build-info.json"); found.own = "reached"; } catch { found.own = "blocked"; }
self.postMessage({ probe: found });
"""


def test_the_worker_cannot_eval_or_reach_another_origin(page, site, site_copy, outside_requests):
    (site_copy.dir / "worker.js").write_text(PROBE)  # the page's worker, replaced by a probe
    response = page.goto(site_copy.url)
    assert "frame-ancestors 'none'" in response.headers["content-security-policy"]
    found = page.evaluate("""(other) => new Promise((resolve) => {
        const worker = new Worker("worker.js?other=" + encodeURIComponent(other), { type: "module" });
        worker.onmessage = (event) => { if (event.data.probe) resolve(event.data.probe); };
    })""", site.origin + "/")
    assert found == {"eval": "blocked", "function": "blocked", "fetch": "blocked", "import": "blocked",
                     "own": "reached"}


@pytest.mark.shared_page
def test_the_page_and_python_work_under_the_served_policies(app, site):
    # Every browser test runs under these headers (tools/serve.py reads dist/_headers); this one
    # checks they are there, the worker's own included, and that Python answers under them.
    import urllib.request

    with urllib.request.urlopen(site.origin + "/worker.js") as response:
        policies = response.headers.get_all("Content-Security-Policy")
    assert any(policy.startswith("default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; connect-src 'self'")
               for policy in policies), policies
    fill_in(app, "poker", {"poker-input": "Ah Kh Qh Jh Th\n2c 3d 4s 5h 7c", "poker-board": ""})
    clear_result(app, "poker-result")
    app.get_by_test_id("poker-run").click()
    expect(app.get_by_test_id("poker-result")).to_contain_text("Player 1 wins")


# --- issue #20 item 11: a chosen file that is no batch is not quoted back ----------------------------


@pytest.mark.shared_page
def test_a_file_that_is_not_a_batch_is_not_quoted_in_the_page(app, tmp_path):
    secret = tmp_path / "shadow.txt"
    secret.write_text("root:$6$Xy1lOb2s$secret.hash:19000:0:99999:7:::\n")
    app.get_by_test_id("tab-poker").click()
    app.get_by_test_id("poker-file").set_input_files(str(secret))
    result = app.get_by_test_id("poker-batch-result")
    expect(result).to_contain_text("Line 1: unknown rank at column 1; this line is not a deal")
    assert "secret" not in result.inner_text() and "root" not in result.inner_text()
