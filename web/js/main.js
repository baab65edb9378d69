// The app shell: Python status, tabs (one URL hash per tool), and each tool's inputs in the URL
// (#poker?hands=...) so that a shared link reproduces a result.
import { PythonWorker } from "./python.js";
import { createBadugiTool } from "./tools/badugi.js";
import { createCountsTool } from "./tools/counts.js";
import { createPokerTool } from "./tools/poker.js";
import { createSilverDollarTool } from "./tools/silver-dollar.js";

const statusEl = document.querySelector('[data-testid="python-status"]');
const statusText = statusEl.querySelector(".status-text");
const statusBar = statusEl.querySelector(".status-bar");

function showStatus({ state, progress, message, info }) {
  statusEl.dataset.state = state;
  if (state === "loading") {
    const pct = Math.round((progress || 0) * 100);
    statusText.textContent = `${message || "Loading Python…"} ${pct}%`;
    statusBar.value = pct;
  } else if (state === "ready") {
    statusText.textContent = "Python ready";
    document.querySelector('[data-testid="python-version"]').textContent =
      `Python ${info.python} (Pyodide), cardlab ${info.cardlab}.`;
  } else {
    statusText.textContent = message;
  }
}

const python = new PythonWorker({ onStatus: showStatus });

// --- routing ---------------------------------------------------------------------------------
function parseHash() {
  const hash = decodeURIComponent(location.hash.slice(1) ? location.hash.slice(1).split("?")[0] : "");
  const query = location.hash.includes("?") ? location.hash.slice(location.hash.indexOf("?") + 1) : "";
  return { tool: hash, params: Object.fromEntries(new URLSearchParams(query)) };
}

function saveParams(toolId, params) {
  const query = new URLSearchParams(Object.entries(params).filter(([, v]) => v !== "" && v !== null && v !== undefined));
  const hash = `#${toolId}${query.toString() ? `?${query}` : ""}`;
  if (location.hash !== hash) history.replaceState(null, "", hash);
}

const ctx = { python, saveParams };
const tools = new Map();
const factories = {
  poker: createPokerTool,
  badugi: createBadugiTool,
  counts: createCountsTool,
  "silver-dollar": createSilverDollarTool,
};

function toolFor(id) {
  if (!tools.has(id)) {
    const section = document.querySelector(`section.tool[data-tool="${id}"]`);
    tools.set(id, factories[id](section, ctx));
  }
  return tools.get(id);
}

function route() {
  let { tool, params } = parseHash();
  if (!factories[tool]) tool = "poker";
  for (const section of document.querySelectorAll("section.tool")) section.hidden = section.dataset.tool !== tool;
  for (const link of document.querySelectorAll(".tabs a")) {
    if (link.dataset.tool === tool) link.setAttribute("aria-current", "page");
    else link.removeAttribute("aria-current");
  }
  document.title = `${document.querySelector(`.tabs a[data-tool="${tool}"]`).textContent} · Card Lab`;
  toolFor(tool).restore(params);
}

window.addEventListener("hashchange", route);
route();

// For tests and the console: the worker client, and a way to simulate a worker crash.
window.cardlab = { python, crashWorker: () => python.simulateCrash() };
