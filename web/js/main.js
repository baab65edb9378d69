// The app shell: Python status, tabs (one URL hash per tool), and each tool's inputs in the URL
// (#poker?hands=...) so that a shared link reproduces a result.
import { PythonWorker } from "./python.js";
import "./offline.js"; // the service worker: the next visit needs no network, and the page works offline
import { TOOLS } from "./registry.js";
import { markTableWrap } from "./ui.js";

const statusEl = document.querySelector('[data-testid="python-status"]');
const statusText = statusEl.querySelector(".status-text");
const statusBar = statusEl.querySelector(".status-bar");
let pythonReady = false; // the header lists running jobs once Python is ready

function showStatus({ state, progress, message, info }) {
  statusEl.dataset.state = state;
  if (state === "loading") {
    const pct = Math.round((progress || 0) * 100);
    statusText.textContent = `${message || "Loading Python…"} ${pct}%`;
    statusBar.value = pct;
  } else if (state === "ready") {
    pythonReady = true;
    statusText.textContent = "Python ready";
    document.querySelector('[data-testid="python-version"]').textContent =
      `Python ${info.python} (Pyodide), cardlab ${info.cardlab}.`;
  } else {
    statusText.textContent = message;
  }
}

const python = new PythonWorker({ onStatus: showStatus });

// --- the facts Python owns (limits, deck, variants, class counts), written by the build ------
const meta = fetch(new URL("../meta.json", import.meta.url)).then((response) => {
  if (!response.ok) throw new Error(`meta.json: HTTP ${response.status}`);
  return response.json();
});
const facts = await meta;

// --- tabs and sections, from the registry ---------------------------------------------------
const byId = new Map(TOOLS.map((tool) => [tool.id, tool]));
const nav = document.querySelector("nav.tabs");
const main = document.querySelector("main");
for (const tool of TOOLS) {
  nav.append(Object.assign(document.createElement("a"), { href: `#${tool.id}`, textContent: tool.label }));
  nav.lastChild.dataset.tool = tool.id;
  nav.lastChild.dataset.testid = `tab-${tool.id}`;
  const section = document.createElement("section");
  Object.assign(section, { className: "tool", id: `tool-${tool.id}`, hidden: true });
  section.dataset.tool = tool.id;
  section.innerHTML = tool.markup(facts); // the tool's own static markup: no user text in it
  const heading = section.querySelector("h2");
  if (heading) {
    section.setAttribute("aria-labelledby", heading.id);
    heading.tabIndex = -1;
  }
  main.append(section);
}

// --- routing ---------------------------------------------------------------------------------
function decode(text) {
  try {
    return decodeURIComponent(text);
  } catch {
    return ""; // a mangled link (#%E0%A4%A): fall back to the first tool, never a blank page
  }
}

function parseHash() {
  const raw = location.hash.slice(1);
  const cut = raw.indexOf("?");
  const tool = decode(cut < 0 ? raw : raw.slice(0, cut));
  let params = {};
  try {
    params = Object.fromEntries(new URLSearchParams(cut < 0 ? "" : raw.slice(cut + 1)));
  } catch {
    params = {};
  }
  return { tool, params };
}

// Inputs go into the URL so a link reproduces a result; a huge input stays out of it.
const URL_VALUE_LIMIT = 4000;
function saveParams(toolId, params) {
  const kept = Object.entries(params).filter(([, v]) => v !== "" && v !== null && v !== undefined && String(v).length <= URL_VALUE_LIMIT);
  const query = new URLSearchParams(kept);
  const hash = `#${toolId}${query.toString() ? `?${query}` : ""}`;
  if (location.hash !== hash) history.replaceState(null, "", hash);
}

const ctx = { python, meta, facts, saveParams };
const tools = new Map();

function toolFor(id) {
  if (!tools.has(id)) {
    const section = document.querySelector(`section.tool[data-tool="${id}"]`);
    tools.set(id, byId.get(id).create(section, { ...ctx, python: python.forTool(byId.get(id).label) }));
  }
  return tools.get(id);
}

let current = TOOLS[0].id;
// The control each tool had focus on when another tool opened (a hand history's Equity link): Back
// to that tool puts the focus there again, where it had fallen to the top of the page. A link from
// inside one tool to another puts the focus on the new tool's title (it fell to the page too).
const focusLeft = new Map();
const sectionOf = (tool) => document.querySelector(`section.tool[data-tool="${tool}"]`);
function route() {
  let { tool, params } = parseHash();
  if (tool === "main") return; // an old skip-link hash: stay on the current tool
  if (!byId.has(tool)) tool = TOOLS[0].id;
  const active = document.activeElement;
  const fromInside = current !== tool && active && sectionOf(current)?.contains(active);
  if (fromInside) focusLeft.set(current, active);
  current = tool;
  for (const section of document.querySelectorAll("section.tool")) section.hidden = section.dataset.tool !== tool;
  for (const link of nav.querySelectorAll("a")) {
    if (link.dataset.tool === tool) link.setAttribute("aria-current", "page");
    else link.removeAttribute("aria-current");
  }
  document.title = `${byId.get(tool).label} · Card Lab`;
  toolFor(tool).restore(params);
  const back = focusLeft.get(tool);
  const lost = !document.activeElement || document.activeElement === document.body || document.activeElement.closest("section.tool[hidden]");
  if (back?.isConnected && lost && sectionOf(tool).contains(back)) back.focus();
  else if (fromInside && lost) sectionOf(tool).querySelector("h2")?.focus();
  focusLeft.delete(tool);
  if (Object.keys(params).length === 0) warmTool(tool);
}

// A tab's first answer should cost about what its next ones do (#37 item 14): the first time a tab
// opens without a job to run, an idle worker runs Python's warm-up for that tool (`warm`: its code
// compiled, its tables read) while the inputs are typed, one step per call, so a job never waits
// for more than one step. Background calls: they never make a job wait in a queue or name
// themselves in a queue line (#37 item 8); while no worker is idle a step waits and tries again.
const WARM_WAIT_MS = 300;
// A pause between steps: the browser builds optimized code for what a step ran on background threads
// (0.1-0.15 s for the interpreter's loop on the test machine) and falls back to baseline code when the
// next, different, request breaks that code's guesses (V8's wasm deopts; after 10 for a function it
// stops guessing). Paced, those fall-backs happen here, not in the user's first job.
const WARM_GAP_MS = 150;
const WARM_WAITS = 100; // at most about 30 s of a busy Python before a tab's warm-up gives up
const warmUps = new Map(); // tool id -> "warming", "done" or "stopped" (tests read it)
async function warmTool(id) {
  if (warmUps.has(id)) return;
  warmUps.set(id, "warming");
  try {
    await python.ready;
    for (let step = 0, waits = 0; ;) {
      let response;
      try {
        response = await python.call("warm", { tool: id, step }, { background: true });
      } catch (err) {
        // every worker busy (say, with a job or a check of the cards typed): this step a little later
        if (err.name !== "BusyError" || (waits += 1) > WARM_WAITS) throw err;
        await new Promise((resolve) => setTimeout(resolve, WARM_WAIT_MS));
        continue;
      }
      if (!response.ok) throw new Error(response.error?.message);
      const { action, result, steps } = response.result;
      if (result) toolFor(id).prime?.(action, result); // its answer drawn once, out of sight
      if ((step += 1) >= steps) break;
      await new Promise((resolve) => setTimeout(resolve, WARM_GAP_MS));
    }
    warmUps.set(id, "done");
  } catch {
    warmUps.set(id, "stopped"); // Python busy for long, or not started: a warm-up only makes a first answer faster
  }
}

// "Skip to the tool" moves focus into the tool on screen; it never changes the tool.
document.querySelector("a.skip").addEventListener("click", (event) => {
  event.preventDefault();
  const section = document.querySelector(`section.tool[data-tool="${current}"]`);
  (section.querySelector("h2") || section).focus();
});

// --- running jobs: a tool's tab and the header say so, whichever tab is on screen -----------------
const jobs = new Map(); // tool id -> jobs running
function showJobs() {
  for (const link of nav.querySelectorAll("a")) {
    const busy = (jobs.get(link.dataset.tool) || 0) > 0;
    link.classList.toggle("busy", busy);
    let mark = link.querySelector(".tab-busy");
    if (busy && !mark) {
      mark = Object.assign(document.createElement("span"), { className: "tab-busy", textContent: " (working)" });
      link.append(mark);
    } else if (!busy && mark) mark.remove();
  }
  if (!pythonReady) return;
  const names = TOOLS.filter((tool) => (jobs.get(tool.id) || 0) > 0).map((tool) => tool.label);
  statusEl.dataset.jobs = String(names.length);
  statusText.textContent = names.length ? `Python working: ${names.join(", ")}` : "Python ready";
}
document.addEventListener("cardlab:job", ({ detail }) => {
  if (!detail.tool) return;
  jobs.set(detail.tool, Math.max(0, (jobs.get(detail.tool) || 0) + detail.running));
  showJobs();
});

window.addEventListener("hashchange", route);
route();

// A table wider than its box scrolls inside it: mark such boxes so the style shows a
// "Scroll sideways" note and a shadow on the side with more to see, and a keyboard can scroll them.
let scrollCheck = 0;
function markScrollingTables() {
  cancelAnimationFrame(scrollCheck);
  scrollCheck = requestAnimationFrame(() => {
    for (const wrap of document.querySelectorAll(".table-wrap, .sd-table-wrap, .range-scroll")) {
      markTableWrap(wrap);
    }
  });
}
new MutationObserver(markScrollingTables).observe(document.querySelector("main"), { childList: true, subtree: true, attributes: true, attributeFilter: ["hidden", "open"] });
window.addEventListener("resize", markScrollingTables);

// For tests and the console: the worker client, and a way to simulate a worker crash.
window.cardlab = { python, warmUps, crashWorker: () => python.simulateCrash(), garbleAnswer: (action) => python.simulateGarbledAnswer(action), facts };
