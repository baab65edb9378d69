"""Browser test harness: a local server over dist/, Debian's Chromium, and a guard that fails any
test whose page sends a request anywhere but that server."""

from __future__ import annotations

import functools
import http.server
import os
import shutil
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from urllib.parse import urlparse

import pytest
from playwright.sync_api import expect

ROOT = Path(__file__).resolve().parents[2]
DIST = ROOT / "dist"
sys.path.insert(0, str(ROOT / "tools"))
from serve import Handler  # noqa: E402

READY = '[data-testid="python-status"][data-state="ready"]'
LAUNCH_ARGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
]


def chromium_path() -> str:
    for candidate in (os.environ.get("CHROMIUM_PATH"), shutil.which("chromium"), shutil.which("chromium-browser")):
        if candidate and os.path.exists(candidate):
            return candidate
    pytest.exit(
        "No Chromium found. On Debian/Ubuntu: apt-get install -y chromium (npm test does this as root), "
        "or set CHROMIUM_PATH to a Chromium/Chrome binary.",
        returncode=3,
    )


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict) -> dict:
    return {**browser_type_launch_args, "executable_path": chromium_path(), "args": LAUNCH_ARGS}


class Server:
    """A quiet HTTP server in a thread, serving one folder on 127.0.0.1 and a free port."""

    def __init__(self, directory: Path) -> None:
        handler = functools.partial(Handler, directory=str(directory))
        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)
        self.thread.start()

    @property
    def origin(self) -> str:
        return f"http://127.0.0.1:{self.httpd.server_address[1]}"

    def close(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()


def serve(directory: Path) -> Iterator[Server]:
    if not (directory / "index.html").exists():
        pytest.exit(f"{directory} has no built site: run ./build.sh first", returncode=3)
    server = Server(directory)
    try:
        yield server
    finally:
        server.close()


@pytest.fixture(scope="session")
def site() -> Iterator[Server]:
    yield from serve(DIST)


def guard_requests(context) -> list[str]:
    """Every request the context's pages try to send off 127.0.0.1 is blocked and recorded in the
    list returned."""
    blocked: list[str] = []

    def guard(route) -> None:
        host = urlparse(route.request.url).hostname
        if route.request.url.startswith(("data:", "blob:")) or host in ("127.0.0.1", "localhost"):
            route.continue_()
        else:
            blocked.append(route.request.url)
            route.abort()

    context.route("**/*", guard)
    return blocked


@pytest.fixture
def outside_requests(context) -> list[str]:
    """Every request the page tries to send off 127.0.0.1 is blocked and recorded here."""
    return guard_requests(context)


@pytest.fixture
def app(request, site, browser) -> Iterator:
    """The built page, loaded and Python ready; the test fails if anything left the local server.
    In a module marked ``shared_page`` it is the module's one booted page (:func:`shared_app`): a
    boot costs 1-2 s a test, and such a module's tests each set every input they rely on. (``browser``,
    the session's, is named so that pytest-playwright runs the test once per browser, as ``page`` did.)"""
    if request.node.get_closest_marker("shared_page"):
        yield request.getfixturevalue("shared_app")
        return
    page = request.getfixturevalue("page")
    outside_requests = request.getfixturevalue("outside_requests")
    yield boot(page, site.origin + "/")
    assert_clean(outside_requests, page.app_errors, page)


def boot(page, url: str):
    """Open ``url`` in ``page`` and wait until Python is ready; every uncaught error in the page is
    listed in ``page.app_errors``."""
    page.set_default_timeout(30_000)
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.app_errors = errors
    return open_app(page, url)


def assert_clean(blocked: list[str], errors: list[str], page=None) -> None:
    """No request left the local server and no error went uncaught in the page (or, where the console
    is watched, was logged there); with ``page``, no value the page forgot to check is written in it
    (:func:`stray_words`)."""
    assert blocked == [], f"requests left the local server: {blocked}"
    assert errors == [], f"errors in the page: {errors}"
    if page is not None and not page.is_closed():
        assert stray_words(page) == [], "JavaScript's words for a missing value are written in the page"


STRAY = r"\b(null|undefined|NaN)\b|\[object Object\]"
QUOTED = r"'[^']*'|\"[^\"]*\"|‘[^’]*’|“[^”]*”"


def stray_words(page) -> list[str]:
    """The text of the page where JavaScript wrote a missing value as a word ("null", "undefined",
    "NaN", "[object Object]"): a helper found a "null" between the options of a menu (session 26),
    where a node list was given a null. Quoted text is left out (a message quotes what the user
    typed: "unknown rank 'u' in 'undefined'"), and so are fields' values. Each stray is reported once
    (marked in the page): on a page the module shares, one failure does not fail every later test."""
    return page.evaluate("""([pattern, quoted]) => {
        const stray = new RegExp(pattern);
        const quotes = new RegExp(quoted, "g");
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        const found = [];
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const parent = node.parentElement;
            const text = node.textContent.replace(quotes, "").trim();
            if (!stray.test(text) || parent.closest("textarea, script, style, [data-stray-reported]")) continue;
            parent.dataset.strayReported = "";
            found.push(`${parent.tagName.toLowerCase()}: ${node.textContent.trim().slice(0, 80)}`);
        }
        return found;
    }""", [STRAY, QUOTED])


def boot_page(context, url: str):
    """A new page of ``context`` booted on ``url`` (:func:`boot`). Every request it sends off the local
    server is blocked and listed in ``page.blocked``."""
    blocked = guard_requests(context)
    page = boot(context.new_page(), url)
    page.blocked = blocked
    return page


@pytest.fixture(scope="module")
def module_page(browser, browser_context_args, site) -> Iterator:
    """One booted page for a test module's ``shared_app`` tests (see there)."""
    context = browser.new_context(**browser_context_args)
    try:
        page = boot_page(context, site.origin + "/")
        page.first_viewport = page.viewport_size
        yield page
    finally:
        context.close()


@pytest.fixture
def shared_app(module_page) -> Iterator:
    """The built page as ``app`` gives it, but booted once for all of a module's tests that take it:
    for the cases of one check, each opening a tab and running a job on the page the case before
    left, as a user goes on (a boot costs 1-2 s a test). Each still fails on any request that left
    the local server and any uncaught error in the page since the module's first such test, and
    leaves the page settled (:func:`settle`) for the next."""
    yield module_page
    leave_for_the_next(module_page, module_page.first_viewport, module_page.app_errors)


def leave_for_the_next(page, viewport: dict, errors: list[str]) -> None:
    """After a test on a page its module shares: the page settled (:func:`settle`), at its size again
    (a phone's width, say, stays with its test), in the light scheme; the test fails on any request
    that left the local server or any error listed, and the next test starts with clean lists."""
    try:
        settle(page)
        page.set_viewport_size(viewport)
        page.emulate_media(color_scheme="light")
        assert_clean(page.blocked, errors, page)
    finally:
        page.blocked.clear()
        errors.clear()


SETTLED = "() => !window.cardlab.python.busy && window.cardlab.python.slots.every((slot) => slot.state !== 'loading')"


def settle(page) -> None:
    """Wait until no call runs or waits and no worker is loading: a job a test started and left (a link
    followed, a cancel that replaces its worker) ends before the next test on the same page begins."""
    page.wait_for_function(SETTLED, timeout=120_000)


# A phone's browser: a 390 px touch screen at DPR 2.
PHONE = {"viewport": {"width": 390, "height": 844}, "device_scale_factor": 2, "is_mobile": True, "has_touch": True}


@pytest.fixture(scope="module")
def phone_page(browser, site) -> Iterator:
    """One page in a phone's browser, booted on Range hits, for a module's :func:`phone` tests."""
    context = browser.new_context(**PHONE)
    try:
        blocked = guard_requests(context)
        page = context.new_page()
        page.set_default_timeout(30_000)
        errors: list[str] = []
        page.on("pageerror", lambda exc: errors.append(str(exc)))
        page.on("console", lambda message: errors.append(message.text) if message.type == "error" else None)
        open_app(page, site.origin + "/#hits")
        page.console_errors, page.blocked = errors, blocked
        yield page
    finally:
        context.close()


@pytest.fixture
def phone(phone_page) -> Iterator:
    """The built page in a phone's browser, Python ready: one page for the module's phone tests, as
    :func:`shared_app` is for its desktop ones (each sets the inputs it relies on, and leaves the page
    settled, at the phone's size, in the light scheme). A test fails on a request that leaves the local
    server, an uncaught error or any console error (a CSP refusal is one)."""
    yield phone_page
    leave_for_the_next(phone_page, PHONE["viewport"], phone_page.console_errors)


def clear_result(page, test_id: str) -> None:
    """Empty a result area, so that the next answer's text cannot be found in the last one's."""
    page.get_by_test_id(test_id).evaluate("(area) => area.replaceChildren()")


def open_app(page, url: str):
    """Navigate to a URL of the site and wait until Python is ready."""
    page.goto(url)
    page.wait_for_selector(READY, timeout=90_000)
    return page


def open_tab(page, tab: str, tap: bool = False) -> None:
    """Open a tool's tab (a click, or a tap on a touch screen) and wait until it is the one shown: the
    tool is made as its tab first opens, so a file chosen before that would find no one listening."""
    link = page.get_by_test_id(f"tab-{tab}")
    link.tap() if tap else link.click()
    expect(link).to_have_attribute("aria-current", "page")


HISTORIES = Path(__file__).resolve().parents[1] / "data" / "history"
"""Our own sample hand histories (written for these tests)."""


def sample(name: str) -> str:
    """The text of our sample hand history ``name``."""
    return (HISTORIES / name).read_text(encoding="utf-8")


def read_history(page, text: str | None = None, *, file: str | Path | None = None, summary: str = "",
                 tap: bool = False, timeout: int = 180_000):
    """Read hands in the Histories tab for every player (no Hero): ``text`` pasted and Run, or ``file``
    chosen (a sample's name, or a path: read as it is chosen). Returns the result once its summary
    shows (and contains ``summary``). The last read's result is emptied first, so its summary does not
    count; no file is left chosen, since choosing the file already shown fires no ``change``."""
    open_tab(page, "history", tap=tap)
    page.get_by_test_id("history-hero").fill("")
    clear_result(page, "history-result")
    chooser = page.get_by_test_id("history-file")
    chooser.set_input_files([])
    if file is not None:
        chooser.set_input_files(str(HISTORIES / file))  # an absolute path stays itself
    else:
        assert text is not None, "read_history needs a text or a file"
        paste(page, "history-input", text)
        run = page.get_by_test_id("history-run")
        run.tap() if tap else run.click()
    result = page.get_by_test_id("history-result")
    expect(result.get_by_test_id("history-summary")).to_be_visible(timeout=timeout)
    expect(result.get_by_test_id("history-summary")).to_contain_text(summary)
    return result


def painted(page) -> None:
    """Wait two animation frames: what the last change laid out has been painted (and a scroll ended)."""
    page.evaluate("new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")


def swipe(page, x: float, y: float, dx: float, dy: float, steps: int = 12) -> None:
    """A finger put down at (x, y) and moved by (dx, dy) over ``steps`` frames, then lifted: real touch
    input (Chromium's own gesture handling pans, and cancels the page's pointer, as on a phone), where
    Playwright's touchscreen only taps. The page must be a touch one (``has_touch``)."""
    cdp = page.context.new_cdp_session(page)
    try:
        cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x, "y": y}]})
        for step in range(1, steps + 1):
            point = {"x": x + dx * step / steps, "y": y + dy * step / steps}
            cdp.send("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [point]})
            page.wait_for_timeout(16)
        cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
        painted(page)
    finally:
        cdp.detach()


def fill_in(page, tab: str, values: dict[str, str]) -> None:
    """Open a tool's tab and type into its inputs (test id -> text)."""
    page.get_by_test_id(f"tab-{tab}").click()
    for test_id, value in values.items():
        page.get_by_test_id(test_id).fill(value)


def long_equity_spot(page, trials: str = "2000000") -> None:
    """The Equity tab set for a long job: three Omaha Hi-Lo hands sampled ``trials`` times (2,000,000: a
    minute or more, so it is still running when Cancel or Escape is pressed; under the time limit)."""
    fill_in(page, "equity", {"equity-hands": "AhAsKdQd\nJcTc9h8h\n2c3c4d5d"})
    page.get_by_test_id("equity-game").select_option("omaha-hilo")
    page.get_by_test_id("equity-method").select_option("monte-carlo")
    page.get_by_test_id("equity-trials").fill(trials)


def open_grid(page, hands: str):
    """The equity tab with these hands, its range grid opened as a user opens it (closed first, if a
    test before left it open); returns the grid."""
    fill_in(page, "equity", {"equity-hands": hands})
    reopen(page.get_by_test_id("equity-ranges"))
    return page.get_by_test_id("equity-ranges").get_by_test_id("range-grid")


def reopen(box) -> None:
    """Open a ``<details>`` box by a click on its summary, as a user does, closing it first if it is
    open (a click on an open box's summary closes it)."""
    close(box)
    box.locator(":scope > summary").click()


def close(box) -> None:
    """Close a ``<details>`` box if it is open, and wait for its ``toggle`` (the page hears the box
    close before anything else happens to it)."""
    box.evaluate("""(box) => new Promise((closed) => {
        if (!box.open) return closed();
        box.addEventListener("toggle", () => closed(), { once: true });
        box.open = false;
    })""")


def clear_draw(page, tab: str = "draw", panel: str = "draw") -> None:
    """A draw panel as a fresh page shows it, for the game chosen: its Clear puts every field back to
    its default and empties the result."""
    page.get_by_test_id(f"tab-{tab}").click()
    page.locator(f'#{panel}-form [data-action="clear"]').click()


@contextmanager
def link_page(page, url: str) -> Iterator:
    """A new page of ``page``'s context opened on a link and booted, as a link followed from elsewhere
    (a hash navigation in the same page would not load the page again); it must raise no error, and
    is closed after, whatever happens."""
    other = boot(page.context.new_page(), url)
    try:
        yield other
        assert other.app_errors == [], f"uncaught errors in the page opened on the link: {other.app_errors}"
    finally:
        other.close()


def reset_equity(page) -> None:
    """The Equity tab as a fresh page shows it: Clear (hands, board, dead cards and the result), then
    Hold'em, the Auto method and empty trials, seed and names."""
    page.get_by_test_id("tab-equity").click()
    page.locator('#equity-form [data-action="clear"]').click()
    page.get_by_test_id("equity-game").select_option("holdem")
    page.get_by_test_id("equity-method").select_option("auto")
    for test_id in ("equity-trials", "equity-seed", "equity-names"):
        page.get_by_test_id(test_id).fill("")


def keys_move_focus(page, container, attribute: str, steps: list[tuple[str, str]]) -> None:
    """Press each key in turn and see the focus land on the container's element whose
    ``attribute`` has the value given (a row of buttons the arrow keys move along)."""
    for key, value in steps:
        page.keyboard.press(key)
        expect(container.locator(f'[{attribute}="{value}"]')).to_be_focused()


def paste(page, test_id: str, text: str) -> None:
    """Put a large text in a box at once, as a paste does (Playwright's fill() inserts text in a
    way that slows down with every line in Chromium: 1,000 lines take seconds)."""
    page.get_by_test_id(test_id).evaluate(
        "(box, text) => { box.value = text; box.dispatchEvent(new Event('input', {bubbles: true})); }", text)


# --- a private copy of the site: to damage, redeploy or take offline (test_boot.py) ----------------

from urllib.parse import quote  # noqa: E402


class SiteCopy:
    """A copy of the built site under `sub_path` of its own server, which a test may stop."""

    def __init__(self, root: Path, sub_path: str) -> None:
        self.root = root
        self.dir = root / sub_path if sub_path else root
        shutil.copytree(DIST, self.dir)
        self.server: Server | None = Server(root)
        self.url = f"{self.server.origin}/{quote(sub_path)}/" if sub_path else f"{self.server.origin}/"

    def stop(self) -> None:
        """Stop serving (the page must then live on what its service worker kept)."""
        if self.server is not None:
            self.server.close()
            self.server = None


@pytest.fixture
def site_copy(tmp_path) -> Iterator[SiteCopy]:
    copy = SiteCopy(tmp_path / "www", "card lab")
    try:
        yield copy
    finally:
        copy.stop()


# Two workers ready and idle, and the worker that takes the next call of `action` answers 0.4 s late
# from then on: that call and the one after it (which goes to the other worker) are answered out of
# order. Run with page.evaluate(HOLD_BACK_THE_NEXT, "cards.deal").
HOLD_BACK_THE_NEXT = """async (action) => {
  const python = window.cardlab.python;
  const pause = () => new Promise((resolve) => setTimeout(resolve, 50));
  if (python.slots.length < 2) python.spawn(null);
  while (python.slots.filter((slot) => slot.state === "ready").length < 2) await pause();
  while (python.busy) await pause();
  const dispatch = python.dispatch.bind(python);
  let held = false;
  python.dispatch = (slot, call) => {
    if (!held && call.action === action) {
      held = true;
      const answer = slot.worker.onmessage;
      slot.worker.onmessage = (event) => setTimeout(() => answer(event), 400);
    }
    dispatch(slot, call);
  };
}"""
