// The range grid: the 169 Hold'em hand classes as a 13 x 13 grid (pairs on the diagonal, suited
// above it, offsuit below), kept in sync with a range text field both ways. Python owns every rule:
// the cell labels come from its facts (poker.ranges), and each change goes to its `poker.range`
// action, which reads the text, says which classes it holds with what weight and how many combos,
// and writes the text back in the usual notation. A click or drag only appends parts to the text
// ("AKs" to add, "AKs:0" to take out: the last part wins), so hands typed one by one survive.
//
//   const grid = attachRangeGrid({ python, container, input, onChange, facts, id });
//   grid.refresh();                 // re-read the text field (after it was set from elsewhere)
//   grid.setHeat(classes | null);   // a heat map of each class's equity: [{ class, equity }, ...]
import { el, formatInt } from "./ui.js";

const WEIGHTS = [["1", "100%"], ["0.75", "75%"], ["0.5", "50%"], ["0.25", "25%"]];
const HEAT_STEPS = 10; // equity shown in ten bands, 0-10% ... 90-100%
let gridCount = 0;

const pct = (share, digits = 1) => `${(share * 100).toFixed(digits)}%`;

export function attachRangeGrid({ python, container, input, onChange = () => {}, facts, id = `range-${++gridCount}` }) {
  // One grid per game that takes ranges (Hold'em 13 x 13, short deck 9 x 9): Python's facts.
  const grids = facts.poker.range_grids || {};
  let grid = facts.poker.ranges;
  let game = grid.game || "holdem";
  let side = grid.ranks.length;
  const summary = el("p", { class: "range-summary", "data-testid": "range-summary", "aria-live": "polite" }, "No hands yet.");
  const error = el("p", { class: "error", "data-testid": "range-error", role: "alert", hidden: true });
  const slider = el("input", { type: "range", id: `${id}-percent`, min: "0", max: String(grid.max_percent), step: "0.5",
    value: "0", "data-testid": "range-percent", "aria-describedby": `${id}-percent-out` });
  const sliderOut = el("output", { id: `${id}-percent-out`, for: `${id}-percent`, class: "muted" }, "drag to choose the best hands");
  const weight = el("select", { id: `${id}-weight`, "data-testid": "range-weight" },
    WEIGHTS.map(([value, text]) => el("option", { value }, text)));
  const cells = [];
  const board = el("div", { class: "range-grid", role: "group", "data-testid": "range-grid",
    "aria-label": "Hand classes: pairs on the diagonal, suited above it, offsuit below; arrow keys move, Space adds or removes" });
  function build() {
    cells.length = 0;
    side = grid.ranks.length;
    board.dataset.side = String(side);
    board.style.setProperty("--side", String(side));
    board.dataset.game = game;
    board.replaceChildren(...grid.cells.map((labels, row) => el("div", { class: "range-row", role: "presentation" }, labels.map((label, column) => {
      const cell = el("button", {
        type: "button", class: `range-cell ${row === column ? "pair" : row < column ? "suited" : "offsuit"}`,
        "data-class": label, "data-row": String(row), "data-column": String(column), tabindex: row + column === 0 ? "0" : "-1",
        "aria-pressed": "false", "aria-label": `${label}, ${grid.class_combos[row][column]} combos, not in the range`,
      }, el("span", { class: "range-label" }, label), el("span", { class: "range-heat", "aria-hidden": "true" }));
      cells.push(cell);
      return cell;
    }))));
  }
  build();
  container.replaceChildren(
    summary, error,
    el("div", { class: "row range-controls" },
      el("div", { class: "range-slider" }, el("label", { for: slider.id }, "Best hands ", el("span", { class: "hint" }, "by equity against a random hand")), slider, sliderOut),
      el("div", {}, el("label", { for: weight.id }, "Weight of added cells ", el("span", { class: "hint" }, "how often played")), weight)),
    el("div", { class: "range-scroll" }, board),
    el("p", { class: "hint" }, "Click or drag over cells to add or take out hands; the text above follows, and typing there redraws the grid. Shading: how much of a class is in the range."),
  );

  let state = new Map(); // class label -> { fill, weight, combos } from Python's last answer
  let heat = null;
  let sequence = 0;

  async function ask(text, { write = false } = {}) {
    const mine = ++sequence;
    if (!text.trim()) {
      show(null);
      if (write) onChange("");
      return;
    }
    let response;
    try {
      response = await python.call("poker.range", { text, game });
    } catch {
      return; // cancelled or restarting: the next edit asks again
    }
    if (mine !== sequence) return; // a newer question is on its way
    if (!response.ok) {
      error.textContent = response.error.message;
      error.hidden = false;
      input.setAttribute("aria-invalid", "true");
      return;
    }
    show(response.result);
    if (write) {
      input.value = response.result.normalized;
      onChange(response.result.normalized);
    }
  }

  function show(result) {
    error.hidden = true;
    input.removeAttribute("aria-invalid");
    state = new Map((result ? result.classes : []).map((c) => [c.class, c]));
    for (const cell of cells) paint(cell);
    if (!result) {
      summary.textContent = "No hands yet.";
      return;
    }
    const weighted = result.weighted_combos === result.combos ? "" : ` (${result.weighted_combos} by weight)`;
    summary.textContent = `${formatInt(String(result.combos))} combos${weighted}: ${pct(result.share, 2)} of all ${formatInt(String(grid.all_hands))}; reads as ${result.normalized || "nothing"}`;
  }

  function paint(cell) {
    const label = cell.dataset.class;
    const held = state.get(label);
    const size = grid.class_combos[cell.dataset.row][cell.dataset.column];
    cell.style.setProperty("--fill", held ? String(held.fill) : "0");
    cell.classList.toggle("held", Boolean(held));
    cell.setAttribute("aria-pressed", !held ? "false" : held.fill === 1 ? "true" : "mixed");
    const part = !held ? "not in the range"
      : `${held.combos} of ${size} combos in the range${held.weight === 1 ? "" : ` at weight ${pct(held.weight, 0)}`}`;
    const hot = heat && heat.get(label);
    const heatText = hot === undefined || hot === null ? "" : `; equity ${pct(hot.equity)}`;
    cell.setAttribute("aria-label", `${label}, ${part}${heatText}`);
    cell.title = `${label}: ${part}${heatText}`;
    const band = hot ? Math.min(HEAT_STEPS - 1, Math.floor(hot.equity * HEAT_STEPS)) : null;
    for (let i = 0; i < HEAT_STEPS; i += 1) cell.classList.toggle(`heat-${i}`, band === i);
    cell.querySelector(".range-heat").textContent = hot ? pct(hot.equity, 0) : "";
  }

  // A click, a drag or a key press adds or takes out whole classes: appended parts, then Python.
  function change(labels, add) {
    const suffix = add ? (weight.value === "1" ? "" : `:${weight.value}`) : ":0";
    const parts = labels.map((label) => label + suffix);
    ask([input.value.trim(), ...parts].filter(Boolean).join(", "), { write: true });
  }

  let drag = null;
  const cellAt = (x, y) => document.elementFromPoint(x, y)?.closest(".range-cell");
  board.addEventListener("pointerdown", (event) => {
    const cell = event.target.closest(".range-cell");
    if (!cell || event.button !== 0) return;
    event.preventDefault();
    cell.focus();
    drag = { add: !state.has(cell.dataset.class) || state.get(cell.dataset.class).fill < 1, cells: new Set([cell]) };
    cell.classList.add("pending");
  });
  board.addEventListener("pointermove", (event) => {
    if (!drag) return;
    const cell = cellAt(event.clientX, event.clientY);
    if (cell && board.contains(cell) && !drag.cells.has(cell)) {
      drag.cells.add(cell);
      cell.classList.add("pending");
    }
  });
  const finish = () => {
    if (!drag) return;
    const { add, cells: chosen } = drag;
    drag = null;
    for (const cell of chosen) cell.classList.remove("pending");
    change([...chosen].map((cell) => cell.dataset.class), add);
  };
  window.addEventListener("pointerup", finish);
  window.addEventListener("pointercancel", () => {
    if (drag) for (const cell of drag.cells) cell.classList.remove("pending");
    drag = null;
  });
  // Keyboard: Enter or Space "click" the focused cell (a pointer's click was handled on pointerdown).
  board.addEventListener("click", (event) => {
    const cell = event.target.closest(".range-cell");
    if (!cell || event.detail !== 0) return;
    const held = state.get(cell.dataset.class);
    change([cell.dataset.class], !held || held.fill < 1);
  });
  board.addEventListener("keydown", (event) => {
    const index = cells.indexOf(document.activeElement);
    if (index < 0) return;
    const row = Math.floor(index / side);
    const moves = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: side, ArrowUp: -side, Home: -(index % side), End: side - 1 - (index % side) };
    if (!(event.key in moves)) return;
    event.preventDefault();
    let next = index + moves[event.key];
    if (event.key === "ArrowRight" || event.key === "ArrowLeft") next = row * side + ((next - row * side + side) % side);
    next = (next + cells.length) % cells.length;
    for (const cell of cells) cell.tabIndex = -1;
    cells[next].tabIndex = 0;
    cells[next].focus();
  });

  let typing = null;
  input.addEventListener("input", () => {
    onChange(input.value);
    clearTimeout(typing);
    typing = setTimeout(() => ask(input.value), 250);
  });
  let sliding = null;
  slider.addEventListener("input", () => {
    sliderOut.textContent = `top ${slider.value}%`;
    clearTimeout(sliding);
    sliding = setTimeout(() => ask(`${slider.value}%`, { write: true }), 150);
  });

  return {
    refresh() {
      clearTimeout(typing);
      return ask(input.value);
    },
    // Draw the grid of another game (its own ranks and classes) and read the text again for it.
    setGame(key) {
      const next = grids[key];
      if (!next || key === game) return;
      game = key;
      grid = next;
      heat = null;
      board.classList.remove("heat");
      build();
      ask(input.value);
    },
    get side() { return side; },
    get game() { return game; },
    setHeat(classes) {
      heat = classes ? new Map(classes.map((c) => [c.class, c])) : null;
      board.classList.toggle("heat", Boolean(heat));
      for (const cell of cells) paint(cell);
    },
  };
}
