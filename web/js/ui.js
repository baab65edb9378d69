// Small DOM helpers shared by the tools. Everything user-supplied goes in as text nodes, never as
// HTML, so pasted markup is shown literally and never runs.

import { capital, formatInt, humanDuration, ordinal, percent } from "./words.js";

export { formatInt, humanDuration }; // the tools' older imports keep working

const SVG_NS = "http://www.w3.org/2000/svg";

export function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  setAttrs(node, attrs);
  node.append(...children.flat().filter((c) => c !== null && c !== undefined && c !== false).map(asNode));
  return node;
}

export function svg(tag, attrs = {}, ...children) {
  const node = document.createElementNS(SVG_NS, tag);
  for (const [key, value] of Object.entries(attrs)) node.setAttribute(key, String(value));
  node.append(...children.flat().map(asNode));
  return node;
}

function asNode(child) {
  return child instanceof Node ? child : document.createTextNode(String(child));
}

function setAttrs(node, attrs) {
  for (const [key, value] of Object.entries(attrs)) {
    if (value === null || value === undefined || value === false) continue;
    if (key === "class") node.className = value;
    else if (key === "dataset") Object.assign(node.dataset, value);
    else if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
    else if (value === true) node.setAttribute(key, "");
    else node.setAttribute(key, String(value));
  }
}

// A card from Python's card JSON ({code, symbol, red}); extra classes like "best" or "dead".
// A card with a name of its own (aria-label) is an image of a card to assistive technology: a
// plain span may not carry a name.
export function cardEl(card, extra = "", attrs = {}) {
  const role = attrs["aria-label"] && !attrs.role ? { role: "img" } : {};
  return el("span", { class: `card ${card.red ? "red" : ""} ${extra}`.trim(), "data-card": card.code, ...role, ...attrs }, card.symbol);
}

// The arrow keys, Home and End move the focus among a container's buttons (`items()`, in order):
// Left and Right by one, Up and Down by a row of `perRow` (a single row by default, where Up and
// Down move as Left and Right do), Home and End to the first and the last. A move past an end stops
// there, or with `wrap` comes in at the other end; `focus` moves the focus (a roving tabindex sets
// its tab stop there). Used by a hand's cards, the card picker and the silver dollar strip.
export function arrowKeys(container, items, { perRow = 1, wrap = false, focus = (item) => item.focus() } = {}) {
  container.addEventListener("keydown", (event) => {
    const list = items();
    const index = list.indexOf(document.activeElement);
    const step = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: perRow, ArrowUp: -perRow }[event.key];
    const to = event.key === "Home" ? 0 : event.key === "End" ? list.length - 1 : step === undefined ? null : index + step;
    if (index < 0 || to === null) return;
    event.preventDefault();
    focus(list[wrap ? (to + list.length) % list.length : Math.max(0, Math.min(list.length - 1, to))]);
  });
}

function clock(seconds) {
  const s = Math.floor(seconds);
  const parts = [Math.floor(s / 3600), Math.floor((s % 3600) / 60), s % 60];
  return (parts[0] ? `${parts[0]}:${String(parts[1]).padStart(2, "0")}` : String(parts[1])) + `:${String(parts[2]).padStart(2, "0")}`;
}

// The words of an input's label as the user sees them (its hint left out).
function labelWords(input) {
  const label = input && input.labels && input.labels[0];
  if (!label) return "";
  if (label.dataset.words) return label.dataset.words; // a label that reads on from another ("…or paste hands")
  const copy = label.cloneNode(true);
  for (const hint of copy.querySelectorAll(".hint")) hint.remove();
  return copy.textContent.replace(/\s+/g, " ").trim();
}

// Python names a field by its parameter ("trials: must be at most 10,000,000"); the page says the
// label the user sees ("Random boards: must be …"), and every message starts with a capital. A
// message that does not yet say which field it is about starts with the label ("Range: unknown
// rank 'Z' in 'QZ+'"), so it reads right also when announced on its own.
export function messageInWords(message, field, input) {
  const cut = message.indexOf(": ");
  const label = labelWords(input);
  if (cut > 0 && field && label) {
    const head = message.slice(0, cut).toLowerCase();
    const names = [field, field.replace(/_/g, " "), field.replace(/_/g, "-"), label.toLowerCase()];
    if (names.includes(head) || (head.startsWith(field.toLowerCase()) && !/\d/.test(head))) {
      return `${label}: ${message.slice(cut + 2)}`;
    }
  }
  // "Hand 2: …", "Square 5: …" say where already; so do "The board has 2 cards; …" under Board and
  // "10,000 hands is more than …" under Hands.
  const named = label && new RegExp(`(^|\\W)${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(\\W|$)`, "i").test(message);
  if (!field || !label || named || /^[a-z]+ \d+[:,]/i.test(message)) return capital(message);
  return `${label}: ${message}`;
}

// --- a message next to the field it is about ------------------------------------------------
// Each tool has one message element per form; it moves to stand right after the field the error
// names (inside that field's own wrapper, wherever the field sits), and goes back to where the
// markup put it when no field it can name is in sight. The named field is marked invalid, is
// described by the message, and takes the focus; editing it or running again clears the message.
const homes = new WeakMap(); // message element -> a marker where the markup put it
const marked = new WeakMap(); // message element -> { input it is about, AbortController of its edit listener }

// Whether a field can be seen when its tool is (no hidden wrapper, no closed <details> around it):
// a message never stands under something collapsed.
function shownInTool(node) {
  for (let at = node; at && !(at.matches && at.matches("section.tool")); at = at.parentElement) {
    if (at.hidden || getComputedStyle(at).display === "none") return false;
    const up = at.parentElement;
    if (up && up.tagName === "DETAILS" && !up.open && at.tagName !== "SUMMARY") return false;
  }
  return true;
}

function describedBy(input, id, on) {
  const ids = (input.getAttribute("aria-describedby") || "").split(/\s+/).filter((token) => token && token !== id);
  if (on) ids.unshift(id);
  if (ids.length) input.setAttribute("aria-describedby", ids.join(" "));
  else input.removeAttribute("aria-describedby");
}

// The field an error is about: the one it names, or (an error naming no field) the tool's first.
function fieldOf(fields, error) {
  if (error.field) return fields[error.field] || null;
  return Object.values(fields).find(Boolean) || null;
}

// Show `error` ({ message, field }: Python's InputError) next to its field; the page's own message
// (asWritten) is shown as written.
export function showError(errorEl, fields, error, { asWritten = false } = {}) {
  clearError(errorEl, fields);
  const input = fieldOf(fields, error);
  errorEl.textContent = asWritten ? error.message : messageInWords(error.message, error.field, error.field ? input : null);
  errorEl.hidden = false;
  if (!homes.has(errorEl)) {
    const marker = document.createComment(" message home ");
    errorEl.before(marker);
    homes.set(errorEl, marker);
  }
  const seen = input && shownInTool(input);
  if (seen) input.after(errorEl);
  else homes.get(errorEl).after(errorEl);
  for (const other of Object.values(fields)) if (other && other !== input) other.setAttribute("aria-invalid", "false");
  if (!input) return;
  input.setAttribute("aria-invalid", "true");
  describedBy(input, errorEl.id, true);
  const edited = new AbortController();
  marked.set(errorEl, { input, edited });
  for (const type of ["input", "change"]) input.addEventListener(type, () => clearError(errorEl, fields), { signal: edited.signal });
  // The focus goes to the field to fix, unless the user is busy in another tool by now.
  const tool = errorEl.closest("section.tool");
  const active = document.activeElement;
  const here = !active || active === document.body || !tool || tool.contains(active);
  if (seen && here && !(tool && tool.hidden)) input.focus();
}

// Hide a tool's message; its field (and every field given) is no longer marked invalid.
export function clearError(errorEl, fields = {}) {
  errorEl.textContent = "";
  errorEl.hidden = true;
  const last = marked.get(errorEl);
  marked.delete(errorEl);
  if (last) last.edited.abort();
  for (const input of [...Object.values(fields), last && last.input]) {
    if (!input) continue;
    input.removeAttribute("aria-invalid");
    if (errorEl.id) describedBy(input, errorEl.id, false);
  }
}

const BUSY_AFTER_MS = 60; // a job's busy line, and its "working" marks, wait this long to appear

// The job each result area waits for: the last one started. A job started while another is on its
// way to the same area (Enter pressed again after an edit, a link opened) supersedes it: the older
// answer, which another worker may deliver later, is dropped, so a result never shows inputs that
// are no longer in the fields. The newer job takes over the buttons the older one rested. Nobody
// waits for a superseded job, which would hold a worker unseen for up to the job time limit: it is
// cancelled while it is still queued (at no cost), or once it has run LONG_JOB_MS (a cancel
// restarts the worker, about a second: not worth it for a job of a few ms).
const LONG_JOB_MS = 1000;

// A file longer than Python's limit (`chars`, as bytes: a history or a batch is plain text) is refused
// before it is read, under the file field, in one wording for every tool.
export function refuseHugeFile(file, chars, errorEl, fileInput) {
  if (file.size <= chars) return false;
  const message = `${file.name} is ${(file.size / 1e6).toFixed(1)} MB; the limit is ${formatInt(chars / 1e6)} MB.`;
  showError(errorEl, { file: fileInput }, { message, field: "file" }, { asWritten: true });
  return true;
}

// A chosen file's text as the CLI reads one (core/commandline.decode_text): UTF-8, unless a byte-order
// mark says UTF-16, as a hand-history client may save. (Blob.text() reads UTF-8 only, by the standard.)
export async function fileText(file) {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const encoding = bytes[0] === 0xff && bytes[1] === 0xfe ? "utf-16le" : bytes[0] === 0xfe && bytes[1] === 0xff ? "utf-16be" : "utf-8";
  return new TextDecoder(encoding).decode(bytes); // the mark itself is dropped; a bad byte reads as U+FFFD
}

// A blank sizes field counts every size: before a run it is filled with Python's word for every
// size (`every_size`), so that the field, and so the link, says what was counted.
export function blankMeansEvery(input, word) {
  if (!input.value.trim()) input.value = word;
}

// "The last one asked wins": two quick questions may go to two workers and be answered out of
// order, and an answer to something no longer asked must not be shown. Each ask() returns a check
// that stays true until the next ask() (an ask() alone makes every answer on its way stale).
//   const ask = lastAsked(); const current = ask(); await python.call(...); if (!current()) return;
export function lastAsked() {
  let count = 0;
  return () => {
    const mine = ++count;
    return () => mine === count;
  };
}
const latestJob = new WeakMap(); // result area -> { resting: buttons to wake when it ends, forgotten, cancelIfLong() }

// The inputs of a result area were replaced (a link opened, Back or Forward): the answer of a job still
// on its way there is for inputs no longer in the fields, and is dropped when it comes (and the job
// cancelled as a superseded one is). Its buttons go to the next job started there, if any; else
// they wake when it ends, and focus comes back as after any job.
export function forgetJob(resultEl) {
  const job = latestJob.get(resultEl);
  if (!job) return;
  job.forgotten = true;
  job.cancelIfLong();
}

// Run one Python action for a tool: shows a busy line (with progress and Cancel when asked),
// puts any input error next to the inputs, and resolves to the result (or null on failure, or
// when a newer job for the same result area has started since: see latestJob).
export async function runAction(python, { action, params, resultEl, errorEl, fields = {}, cancellable = false, busyText = "Working…", buttons = [] }) {
  const older = latestJob.get(resultEl);
  const mine = { resting: older ? older.resting : [], forgotten: false, cancelIfLong: () => {} };
  if (older) {
    older.resting = [];
    older.cancelIfLong();
  }
  latestJob.set(resultEl, mine);
  const current = () => latestJob.get(resultEl) === mine && !mine.forgotten;
  const owner = () => latestJob.get(resultEl) === mine; // current, or forgotten with no job after it
  clearError(errorEl, fields);
  const bar = el("progress", { max: "100", "aria-label": "Progress" });
  bar.removeAttribute("value");
  const timing = el("span", { class: "muted timing", "data-testid": "job-timing" });
  let job = null; // this call only: Cancel never stops another tool's job
  const cancel = el("button", { type: "button", "data-testid": `${errorEl.id.split("-")[0]}-cancel`, "aria-keyshortcuts": "Escape",
    title: "Cancel (Esc)", onclick: () => (job ? job.cancel() : python.cancel()) }, "Cancel");
  if (!cancellable) cancel.hidden = true; // shown only while the call waits in the queue
  // Escape in the job's own form or result cancels it while Cancel is offered: a job run by Enter
  // from a field keeps the keyboard there, many Tab presses from Cancel. (A tab may run several jobs,
  // a batch beside a showdown: Escape in one form leaves the other's job alone.)
  const section = errorEl.closest("section.tool");
  const own = [errorEl.closest("form, .panel"), resultEl].filter(Boolean);
  const onEscape = (event) => {
    if (event.key !== "Escape" || event.isComposing || event.defaultPrevented) return;
    if (cancel.hidden || !cancel.isConnected || !current() || !own.some((area) => area.contains(event.target))) return;
    event.preventDefault();
    cancel.click();
  };
  section?.addEventListener("keydown", onEscape);
  const waiting = python.state === "ready" ? busyText : "Waiting for Python to load…";
  const busyLine = el("span", {}, waiting);
  // The run button(s) rest while the job runs: a double click does not start it twice.
  const form = errorEl.closest("form");
  const restedHere = [...(form ? form.querySelectorAll('button[type="submit"]') : []), ...buttons].filter((b) => !b.disabled);
  mine.resting.push(...restedHere);
  // Focus comes back where it was (the Run button rests disabled meanwhile, and Cancel goes away
  // with the busy line): to the button pressed, else Run; never to the page body, nor into the
  // result area (an older job's Cancel, say), which the answer replaces.
  const focused = document.activeElement;
  const pressed = mine.resting.includes(focused) ? focused : null;
  const elsewhere = !focused || focused === document.body || resultEl.contains(focused);
  const focusHome = pressed || (elsewhere ? mine.resting[0] || null : focused);
  for (const button of restedHere) button.disabled = true;
  // While the job runs the keyboard is on Cancel (Run rests disabled): never on the page body.
  let movedToCancel = false;
  const focusCancel = () => {
    const active = document.activeElement;
    const idle = !active || active === document.body || mine.resting.includes(active);
    if (cancel.hidden || !cancel.isConnected || !idle) return;
    cancel.focus();
    movedToCancel = document.activeElement === cancel;
  };
  // A job that answers within BUSY_AFTER_MS shows no busy line, and its tab and the header do not
  // say "working": a mark on for a few ms is a flicker no one can read (and a layout of the page
  // twice over, which a first answer paid most for).
  const tool = errorEl.closest("section.tool")?.dataset.tool || null;
  let announced = false;
  const timer = setTimeout(() => {
    if (!current()) return;
    resultEl.replaceChildren(el("p", { class: "busy progress-row" }, busyLine, bar, timing, cancel));
    focusCancel();
    document.dispatchEvent(new CustomEvent("cardlab:job", { detail: { tool, running: 1 } }));
    announced = true;
  }, BUSY_AFTER_MS);
  const started = performance.now();
  let lastFraction = 0;
  // Every second: the time shown, or, once superseded, whether the job has become long.
  const tick = setInterval(() => (current() ? showTiming() : mine.cancelIfLong()), 1000);
  const timeLeft = leftEstimate();
  function showTiming() {
    const elapsed = (performance.now() - started) / 1000;
    const left = timeLeft(elapsed, lastFraction);
    timing.textContent = ` ${Math.round(lastFraction * 100)}% · ${clock(elapsed)} elapsed${left === null ? "" : ` · ${humanDuration(left)} left`}`;
  }
  mine.cancelIfLong = () => {
    if (job && (job.queued() || performance.now() - started >= LONG_JOB_MS)) job.cancel();
  };
  // The line says the job itself (no longer "Waiting for Python to load…" or behind what it waits),
  // and Cancel shows only where the job can be cancelled.
  const running = () => {
    busyLine.textContent = busyText;
    cancel.hidden = !cancellable;
  };
  try {
    job = python.call(action, params, {
      onProgress: (fraction) => {
        lastFraction = fraction;
        bar.value = Math.round(fraction * 100);
        running();
        showTiming();
        focusCancel();
      },
      // A worker has taken the job (a tab that asked while Python loaded said it waited until the
      // job's first progress, seconds later).
      onStart: running,
      // Every worker is busy with another tool's job: say behind what, and offer Cancel.
      onQueued: ({ tools, position }) => {
        busyLine.textContent = waitingLine(tools, position);
        cancel.hidden = false;
        focusCancel();
      },
    });
    const response = await job;
    if (!current()) return null; // superseded: the newer job's answer is the one to show
    if (response.ok) return response.result;
    showError(errorEl, fields, response.error);
    resultEl.replaceChildren();
    return null;
  } catch (err) {
    if (!current()) return null;
    const cancelled = err && err.name === "CancelledError";
    // The worker that ran the job restarts; while another is ready and idle, the next job runs
    // on it at once, and the note says nothing of the restart (the header says "Python ready").
    // A worker busy with background work (a tab's warm-up step) takes the next job once that step
    // ends: it counts as ready (a CI run caught the note saying "restarting" beside one).
    const restarting = cancelled && !(python.slots || []).some((slot) => slot.state === "ready" && (!slot.call || slot.call.background));
    const note = el("p", { class: "muted", "data-testid": "cancelled" },
      !cancelled ? err.message
        : restarting ? "Cancelled. Python is restarting; your inputs are kept." : "Cancelled; your inputs are kept.");
    resultEl.replaceChildren(note);
    if (restarting) whenRestarted(python, () => { note.textContent = "Cancelled; your inputs are kept."; });
    return null;
  } finally {
    section?.removeEventListener("keydown", onEscape);
    clearTimeout(timer);
    clearInterval(tick);
    for (const button of mine.resting) button.disabled = false; // none once superseded: the newer job wakes them
    if (announced) document.dispatchEvent(new CustomEvent("cardlab:job", { detail: { tool, running: -1 } }));
    if (owner()) { // (once superseded, focus is the newer job's to keep)
      latestJob.delete(resultEl);
      // Back to Run when the keyboard was on Cancel (the job ended or was cancelled), else where it was.
      const lost = !document.activeElement || document.activeElement === document.body || document.activeElement === cancel;
      const home = movedToCancel ? pressed || mine.resting[0] || focusHome : focusHome;
      if (lost && home && home.isConnected && !home.disabled) home.focus();
    }
  }
}

// A tab draws its warm-up's answers once, out of sight (#37 item 14), so that the first result a user
// sees costs about what the next ones do: the browser compiles the drawing code, and lays out and
// shapes a result's text, on first use. The node is laid out beside the result area, off screen and
// as wide, then removed in the same task: it is never painted, announced, focused or found.
export function drawOutOfSight(resultEl, node) {
  const box = el("div", { class: "out-of-sight", "aria-hidden": "true" }, node);
  box.inert = true;
  box.style.width = `${resultEl.clientWidth}px`; // through the style object: the CSP refuses style attributes
  resultEl.after(box);
  box.getBoundingClientRect(); // the layout, now
  box.remove();
}

// A result's first line scrolled into sight when it lies below the screen (on a phone the form
// fills the screen, and the answer would start under the fold), and on a narrow screen also when it
// starts in the screen's lower 40%, where only its first lines show. Focus stays where it is.
export function showAnswer(node) {
  if (!node) return;
  const box = node.getBoundingClientRect();
  const low = window.matchMedia("(max-width: 700px)").matches && box.top > window.innerHeight * 0.6;
  if (box.top < 0 || box.bottom > window.innerHeight || low) node.scrollIntoView({ block: "start" });
}

// The time a job has left, from the rate of the work done: Python's progress is proportional to
// the work, so the rest takes elapsed x (1 - f) / f. An estimate shown does not grow back for a
// wobble of the rate: a job whose first steps cost more than its last (a table built, then read)
// would otherwise announce more and more time as it advances; the next figure is at most the last
// one less the time since. Unless the rate says clearly more (half as much again, and 3 s more):
// a job whose last steps cost more than its first would otherwise say "under a second" for minutes.
// A job's start-up (the message to the worker, imports, a table read) comes before its first
// progress and is not part of the work left: once the work since the first progress is enough to
// measure (SINCE_FIRST_FRACTION of it, over SINCE_FIRST_SECONDS), the rate since then counts too,
// and the lower figure is shown (a silver dollar game at 1% after 2.4 s, 2% after 3 s: 59 s left,
// not 3.9 minutes).
// Until that rate can be measured, the whole elapsed time alone says nothing before WHOLE_RATE_FROM
// of the work: with a start-up of 1.5 s, 1% done said "about 2 minutes left" of a batch that ended
// at 12 s (helper, session 22).
// const left = leftEstimate(); left(1.25, 0.06) -> 19.6; left(1.5, 0.02) -> null: too early.
const GROWS_BY = 1.5;
const GROWS_SECONDS = 3;
const SINCE_FIRST_FRACTION = 0.01;
const SINCE_FIRST_SECONDS = 0.5;
const WHOLE_RATE_FROM = 0.05;
export function leftEstimate() {
  let last = null; // { at: elapsed, left } of the last figure given
  let first = null; // { at: elapsed, fraction } of the first progress
  return (elapsed, fraction) => {
    if (first === null && fraction > 0) first = { at: elapsed, fraction };
    if (!(fraction > 0.01) || !(elapsed > 1)) return null;
    let left = (elapsed * (1 - fraction)) / fraction;
    const done = fraction - first.fraction, took = elapsed - first.at;
    const measured = done >= SINCE_FIRST_FRACTION && took >= SINCE_FIRST_SECONDS;
    if (!measured && fraction < WHOLE_RATE_FROM) return null;
    if (measured) left = Math.min(left, (took * (1 - fraction)) / done);
    if (last !== null) {
      const falling = Math.max(0, last.left - (elapsed - last.at));
      if (left <= Math.max(falling * GROWS_BY, falling + GROWS_SECONDS)) left = Math.min(left, falling);
    }
    last = { at: elapsed, left };
    return left;
  };
}

// What a queued job waits for, in the tab names the user sees (never Python's action names):
// "Waiting for the Equity job to finish…", "Waiting for the Silver dollar and Equity jobs to
// finish (2nd in line)…". A job no tab started is "another job".
export function waitingLine(tools, position) {
  const named = tools.filter(Boolean);
  const list = named.length > 1 ? `${named.slice(0, -1).join(", ")} and ${named.at(-1)}` : named[0];
  const parts = named.length ? [`the ${list} ${named.length > 1 ? "jobs" : "job"}`] : [];
  if (named.length < tools.length) parts.push("another job");
  const place = position > 1 ? ` (${ordinal(position)} in line)` : "";
  return `Waiting for ${parts.join(" and ") || "another job"} to finish${place}…`;
}

// Calls back once no Python worker is loading any more (a cancelled job's worker restarts).
function whenRestarted(python, callback) {
  const poll = setInterval(() => {
    const loading = (python.slots || []).some((slot) => slot.state === "loading");
    if (!loading && python.state === "ready") {
      clearInterval(poll);
      callback();
    }
  }, 250);
}

// A table that may be wider than the screen, in a box that scrolls sideways (never the page):
// `label` names the box for a screen reader: the words the page shows over the table.
// markTableWrap (run by the page whenever its layout may have changed) marks a box that scrolls:
// a "Scroll sideways" note, and a named region that is a Tab stop, so a keyboard scrolls it with the
// arrow keys; a box that fits is neither a region nor a Tab stop.
export function tableWrap(label, table, className = "table-wrap") {
  return el("div", { class: className, "data-region-label": label }, table);
}

export function markTableWrap(wrap) {
  const scrolls = wrap.scrollWidth > wrap.clientWidth + 1;
  wrap.toggleAttribute("data-scrolls", scrolls);
  const label = wrap.dataset.regionLabel || wrap.querySelector("caption")?.textContent.trim() || "Table";
  for (const [name, value] of [["tabindex", "0"], ["role", "region"], ["aria-label", label]]) {
    if (!scrolls) wrap.removeAttribute(name);
    else if (wrap.getAttribute(name) !== value) wrap.setAttribute(name, value);
  }
}

// Value-axis ticks for counts: 0 and steps of 1, 2 or 5 x 10^k (never a fraction of a count, so
// no two ticks read the same), the last one at or above the tallest bar.
// niceTicks(1) -> [0, 1]; niceTicks(5033) -> [0, 2000, 4000, 6000]; niceTicks(48) -> [0, 20, 40, 60].
export function niceTicks(max, most = 4) {
  if (!(max > 0)) return [0, 1];
  const rough = max / most;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(1, [1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough));
  const ticks = [];
  for (let tick = 0; ticks.at(-1) === undefined || ticks.at(-1) < max; tick += step) ticks.push(tick);
  return ticks;
}

const VALUE_CHAR_PX = 6.2; // a digit of the 10 px value labels (tabular figures); a comma about half

// Vertical bar chart: groups (labels) x series (values); inline SVG, no library. A value axis
// (round ticks) and each bar's count above it say what the heights mean. When a count is wider
// than its bar the counts stand upright above the bars, so two neighbours never overlap.
// `groupWidth`: the width each label gets; a chart with many short labels (top cards) is narrower,
// so a phone shows it with no scaling its text below 9 px. A chart never shrinks below MIN_SCALE
// of its size (its 11 px labels at 9 px): a wider one scrolls in its box (`tableWrap`) on a phone,
// where Problem 54's ten categories read at 5 px (helper, session 22).
const MIN_SCALE = 9 / 11;
// A chart (an <svg> drawn `width` wide) that shrinks with its box down to MIN_SCALE, no further:
// set as a property, since the site's policy allows no inline style attribute.
export function readableChart(chart, width) {
  chart.style.minWidth = `${Math.ceil(width * MIN_SCALE)}px`;
  return chart;
}
export function barChart({ labels, series, title, height = 200, groupWidth = 60 }) {
  const left = 58;
  const width = Math.max(320, labels.length * groupWidth + left + 10);
  const max = Math.max(1, ...series.flatMap((s) => s.values.map(Number)));
  const ticks = niceTicks(max);
  const axisMax = ticks.at(-1);
  const groupW = (width - left - 10) / labels.length;
  const barW = Math.max(4, (groupW - 10) / series.length);
  const texts = series.map((s) => s.values.map((value) => formatInt(value)));
  const textW = (text) => [...text].reduce((sum, ch) => sum + (ch === "," ? VALUE_CHAR_PX / 2 : VALUE_CHAR_PX), 0);
  const widest = Math.max(0, ...texts.flat().map(textW));
  const upright = widest > barW - 1;
  const plotH = height - 62;
  const top = upright ? Math.max(22, Math.ceil(widest) + 8) : 22;
  const fullH = top + plotH + 40;
  const parts = [svg("title", {}, title)];
  for (const tick of ticks) {
    const y = top + plotH - (tick / axisMax) * plotH;
    parts.push(svg("line", { x1: left - 4, y1: y, x2: width - 5, y2: y, class: "grid" }),
      svg("text", { x: left - 6, y: y + 4, "text-anchor": "end", class: "tick" }, formatInt(tick)));
  }
  labels.forEach((label, i) => {
    const x0 = left + i * groupW + 5;
    series.forEach((s, j) => {
      const h = (Number(s.values[i]) / axisMax) * plotH;
      const bar = svg("rect", { x: x0 + j * barW, y: top + plotH - h, width: barW - 2, height: Math.max(h, 0), class: `bar${j + 1}` },
        svg("title", {}, `${s.name}, ${label}: ${texts[j][i]}`));
      parts.push(bar);
      const x = x0 + j * barW + (barW - 2) / 2, y = top + plotH - h - 3;
      parts.push(upright
        ? svg("text", { x: x + 3.5, y, "text-anchor": "start", class: "value", transform: `rotate(-90 ${x + 3.5} ${y})` }, texts[j][i])
        : svg("text", { x, y, "text-anchor": "middle", class: "value" }, texts[j][i]));
    });
    parts.push(svg("text", { x: x0 + (groupW - 10) / 2, y: fullH - 26, "text-anchor": "middle" }, label));
  });
  parts.push(svg("line", { x1: left - 2, y1: top + plotH, x2: width - 5, y2: top + plotH, class: "axis" }));
  series.forEach((s, j) => {
    parts.push(svg("rect", { x: left + j * 110, y: fullH - 12, width: 10, height: 10, class: `bar${j + 1}` }));
    parts.push(svg("text", { x: left + 14 + j * 110, y: fullH - 3 }, s.name));
  });
  return readableChart(svg("svg", { viewBox: `0 0 ${width} ${fullH}`, width, height: fullH, class: "chart", role: "img", "aria-label": title }, parts), width);
}

// Line chart of y (0..1) against x; points labelled on hover.
export function lineChart({ xs, ys, title, xLabel, yLabel, width = 560, height = 220 }) {
  const left = 44, bottom = 30, top = 10, right = 10;
  const plotW = width - left - right, plotH = height - top - bottom;
  const xMin = Math.min(...xs), xMax = Math.max(...xs);
  const sx = (x) => left + (xMax === xMin ? plotW / 2 : ((x - xMin) / (xMax - xMin)) * plotW);
  const sy = (y) => top + (1 - y) * plotH;
  const points = xs.map((x, i) => `${sx(x).toFixed(1)},${sy(ys[i]).toFixed(1)}`).join(" ");
  const parts = [svg("title", {}, title),
    svg("line", { x1: left, y1: top + plotH, x2: left + plotW, y2: top + plotH, class: "axis" }),
    svg("line", { x1: left, y1: top, x2: left, y2: top + plotH, class: "axis" }),
    svg("polyline", { points, class: "line" })];
  xs.forEach((x, i) => parts.push(svg("circle", { cx: sx(x), cy: sy(ys[i]), r: 3, class: "dot" },
    svg("title", {}, `${xLabel} = ${x}: ${yLabel} ${percent(ys[i], 4)}`))));
  for (const y of [0, 0.5, 1]) parts.push(svg("text", { x: left - 6, y: sy(y) + 4, "text-anchor": "end" }, `${y * 100}%`));
  const step = Math.max(1, Math.ceil(xs.length / 12));
  xs.forEach((x, i) => { if (i % step === 0) parts.push(svg("text", { x: sx(x), y: height - 12, "text-anchor": "middle" }, String(x))); });
  parts.push(svg("text", { x: left + plotW / 2, y: height - 1, "text-anchor": "middle" }, xLabel));
  return readableChart(svg("svg", { viewBox: `0 0 ${width} ${height}`, width, height, class: "chart", role: "img", "aria-label": title }, parts), width);
}
