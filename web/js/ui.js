// Small DOM helpers shared by the tools. Everything user-supplied goes in as text nodes, never as
// HTML, so pasted markup is shown literally and never runs.

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
export function cardEl(card, extra = "", attrs = {}) {
  return el("span", { class: `card ${card.red ? "red" : ""} ${extra}`.trim(), "data-card": card.code, ...attrs }, card.symbol);
}

export function formatInt(text) {
  // Thousands separators for an exact integer given as a decimal string (never via Number).
  const negative = text.startsWith("-");
  const digits = negative ? text.slice(1) : text;
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return negative ? `-${grouped}` : grouped;
}

// Durations as people say them: "under a second", "about 25 seconds", "about 3.7 hours".
export function humanDuration(seconds) {
  if (!Number.isFinite(seconds) || seconds < 1) return "under a second";
  const units = [["day", 86400], ["hour", 3600], ["minute", 60], ["second", 1]];
  const [name, size] = units.find(([, s]) => seconds >= s * (s === 1 ? 1 : 1.5)) || units[3];
  const value = seconds / size;
  const shown = value >= 10 || size === 1 ? String(Math.round(value)) : value.toFixed(1).replace(/\.0$/, "");
  return `about ${shown} ${name}${shown === "1" ? "" : "s"}`;
}

function clock(seconds) {
  const s = Math.floor(seconds);
  const parts = [Math.floor(s / 3600), Math.floor((s % 3600) / 60), s % 60];
  return (parts[0] ? `${parts[0]}:${String(parts[1]).padStart(2, "0")}` : String(parts[1])) + `:${String(parts[2]).padStart(2, "0")}`;
}

function showError(errorEl, fields, error) {
  errorEl.textContent = error.message;
  errorEl.hidden = false;
  let placed = false;
  for (const [name, input] of Object.entries(fields)) {
    if (!input) continue;
    const bad = error.field === name || (!error.field && Object.keys(fields)[0] === name);
    input.setAttribute("aria-invalid", bad ? "true" : "false");
    // The message stands right under the input it is about (a hand error under the hands).
    if (bad && !placed && input.parentElement === errorEl.parentElement) {
      input.after(errorEl);
      placed = true;
    }
  }
}

function clearError(errorEl, fields) {
  errorEl.textContent = "";
  errorEl.hidden = true;
  for (const input of Object.values(fields)) if (input) input.removeAttribute("aria-invalid");
}

// Run one Python action for a tool: shows a busy line (with progress and Cancel when asked),
// puts any input error next to the inputs, and resolves to the result (or null on failure).
export async function runAction(python, { action, params, resultEl, errorEl, fields = {}, cancellable = false, busyText = "Working…", buttons = [] }) {
  clearError(errorEl, fields);
  const bar = el("progress", { max: "100", "aria-label": "Progress" });
  bar.removeAttribute("value");
  const timing = el("span", { class: "muted timing", "data-testid": "job-timing" });
  let job = null; // this call only: Cancel never stops another tool's job
  const cancel = el("button", { type: "button", "data-testid": `${errorEl.id.split("-")[0]}-cancel`,
    onclick: () => (job ? job.cancel() : python.cancel()) }, "Cancel");
  if (!cancellable) cancel.hidden = true; // shown only while the call waits in the queue
  const waiting = python.state === "ready" ? busyText : "Waiting for Python to load…";
  const busyLine = el("span", {}, waiting);
  const timer = setTimeout(() => resultEl.replaceChildren(el("p", { class: "busy progress-row" }, busyLine, bar, timing, cancel)), 60);
  // The run button(s) rest while the job runs: a double click does not start it twice.
  const form = errorEl.closest("form");
  const resting = [...buttons, ...(form ? form.querySelectorAll('button[type="submit"]') : [])].filter((b) => !b.disabled);
  for (const button of resting) button.disabled = true;
  const started = performance.now();
  let lastFraction = 0;
  const tick = setInterval(() => showTiming(), 1000);
  function showTiming() {
    const elapsed = (performance.now() - started) / 1000;
    // Progress is proportional to the work (Python's promise), so the rest takes elapsed x (1 - f) / f.
    const left = lastFraction > 0.01 && elapsed > 1 ? (elapsed * (1 - lastFraction)) / lastFraction : null;
    timing.textContent = ` ${Math.round(lastFraction * 100)}% · ${clock(elapsed)} elapsed${left === null ? "" : ` · ${humanDuration(left)} left`}`;
  }
  try {
    job = python.call(action, params, {
      onProgress: (fraction) => {
        lastFraction = fraction;
        bar.value = Math.round(fraction * 100);
        busyLine.textContent = busyText;
        cancel.hidden = !cancellable;
        showTiming();
      },
      // Every worker is busy with another tool's job: say behind what, and offer Cancel.
      onQueued: ({ behind, position }) => {
        busyLine.textContent = `Queued (${position === 1 ? "next" : `position ${position}`}) behind ${behind.join(", ")}…`;
        cancel.hidden = false;
      },
    });
    const response = await job;
    if (response.ok) return response.result;
    showError(errorEl, fields, response.error);
    resultEl.replaceChildren();
    return null;
  } catch (err) {
    const cancelled = err && err.name === "CancelledError";
    resultEl.replaceChildren(el("p", { class: "muted", "data-testid": "cancelled" },
      cancelled ? "Cancelled. Python is restarting; your inputs are kept." : err.message));
    return null;
  } finally {
    clearTimeout(timer);
    clearInterval(tick);
    for (const button of resting) button.disabled = false;
  }
}

// Vertical bar chart: groups (labels) x series (values); inline SVG, no library.
export function barChart({ labels, series, title, height = 180 }) {
  const width = Math.max(320, labels.length * 60 + 40);
  const max = Math.max(1, ...series.flatMap((s) => s.values));
  const plotH = height - 50;
  const groupW = (width - 40) / labels.length;
  const barW = Math.max(4, (groupW - 10) / series.length);
  const parts = [svg("title", {}, title)];
  labels.forEach((label, i) => {
    const x0 = 30 + i * groupW + 5;
    series.forEach((s, j) => {
      const h = (s.values[i] / max) * plotH;
      const bar = svg("rect", { x: x0 + j * barW, y: 10 + plotH - h, width: barW - 2, height: Math.max(h, 0), class: `bar${j + 1}` },
        svg("title", {}, `${s.name}, ${label}: ${s.values[i]}`));
      parts.push(bar);
    });
    parts.push(svg("text", { x: x0 + (groupW - 10) / 2, y: height - 26, "text-anchor": "middle" }, label));
  });
  parts.push(svg("line", { x1: 28, y1: 10 + plotH, x2: width - 5, y2: 10 + plotH, class: "axis" }));
  series.forEach((s, j) => {
    parts.push(svg("rect", { x: 30 + j * 110, y: height - 12, width: 10, height: 10, class: `bar${j + 1}` }));
    parts.push(svg("text", { x: 44 + j * 110, y: height - 3 }, s.name));
  });
  return svg("svg", { viewBox: `0 0 ${width} ${height}`, width, height, class: "chart", role: "img", "aria-label": title }, parts);
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
    svg("title", {}, `${xLabel} = ${x}: ${yLabel} ${(ys[i] * 100).toFixed(4)}%`))));
  for (const y of [0, 0.5, 1]) parts.push(svg("text", { x: left - 6, y: sy(y) + 4, "text-anchor": "end" }, `${y * 100}%`));
  const step = Math.max(1, Math.ceil(xs.length / 12));
  xs.forEach((x, i) => { if (i % step === 0) parts.push(svg("text", { x: sx(x), y: height - 12, "text-anchor": "middle" }, String(x))); });
  parts.push(svg("text", { x: left + plotW / 2, y: height - 1, "text-anchor": "middle" }, xLabel));
  return svg("svg", { viewBox: `0 0 ${width} ${height}`, width, height, class: "chart", role: "img", "aria-label": title }, parts);
}
