// The range grid: the 169 Hold'em hand classes as a 13 x 13 grid (pairs on the diagonal, suited
// above it, offsuit below), kept in sync with a range text field both ways. Python owns every rule:
// the cell labels come from its facts (poker.ranges), and each change goes to its `poker.range`
// action, which reads the text, says which classes it holds with what weight and how many combos
// (in words too: the same words an equity result uses), and writes the text back in the usual
// notation. A click or drag sends the classes to take out or put in (at the chosen weight) with the
// text, and Python edits the range, so hands typed one by one survive and no "AKs:0" is ever written.
//
//   const grid = attachRangeGrid({ python, container, input, onChange, facts, id });
//   grid.refresh();                 // re-read the text field (after it was set from elsewhere)
//   grid.setHeat(classes | null);   // a heat map of each class's equity: [{ class, equity }, ...]
import { el, messageInWords } from "./ui.js";
import { percent as pct } from "./words.js";

const WEIGHTS = [["1", "100%"], ["0.75", "75%"], ["0.5", "50%"], ["0.25", "25%"]];
const HEAT_STEPS = 10; // equity shown in ten bands, 0-10% ... 90-100%
const TAP_SLOP_PX = 10; // a finger or pen that moves further than this from where it touched is swiping
let gridCount = 0;

// Where each key moves the focus in a grid of `side` columns, from the cell at `index` (as an offset):
// the arrow keys by a cell or a row, Home and End to the row's ends. The range grid and the preflop
// grid move alike.
export function cellMoves(index, side) {
  return { ArrowRight: 1, ArrowLeft: -1, ArrowDown: side, ArrowUp: -side, Home: -(index % side), End: side - 1 - (index % side) };
}

// `context()` gives the cards out of the range's reach ({ board, dead, others: the other players'
// lines }) for the after-removal count; a line that is a range (not cards) is left out by Python.
export function attachRangeGrid({ python, container, input, onChange = () => {}, facts, context = () => ({}), id = `range-${++gridCount}` }) {
  // One grid per game that takes ranges (Hold'em 13 x 13, short deck 9 x 9): Python's facts.
  const grids = facts.poker.range_grids || {};
  let grid = facts.poker.ranges;
  let game = grid.game; // Python's: the game of the default grid
  let side = grid.ranks.length;
  const summary = el("p", { class: "range-summary", "data-testid": "range-summary", "aria-live": "polite" }, "No hands yet.");
  const error = el("p", { class: "error", "data-testid": "range-error", role: "alert", hidden: true });
  const slider = el("input", { type: "range", id: `${id}-percent`, min: "0", max: String(grid.max_percent), step: "0.5",
    value: "0", "data-testid": "range-percent", "aria-describedby": `${id}-percent-out` });
  const sliderOut = el("output", { id: `${id}-percent-out`, for: `${id}-percent`, class: "muted" }, "drag to choose the best hands");
  const sliderBox = el("div", { class: "range-slider" }, el("label", { for: slider.id }, "Best hands ", el("span", { class: "hint" }, "by equity against a random hand")), slider, sliderOut);
  const weight = el("select", { id: `${id}-weight`, "data-testid": "range-weight" },
    WEIGHTS.map(([value, text]) => el("option", { value }, text)));
  const cells = [];
  // The heat map's key: one swatch per band of equity, shown while the grid is coloured by equity.
  const legend = el("div", { class: "heat-legend", "data-testid": "range-heat-legend", hidden: true },
    el("span", {}, "Equity: "),
    Array.from({ length: HEAT_STEPS }, (_, i) => el("span", { class: `band heat-${i}` },
      `${Math.round((i * 100) / HEAT_STEPS)}–${Math.round(((i + 1) * 100) / HEAT_STEPS)}%`)));
  const board = el("div", { class: "range-grid", role: "group", "data-testid": "range-grid",
    "aria-label": "Hand classes: pairs on the diagonal, suited above it, offsuit below; arrow keys move, Space adds or removes" });
  function build() {
    cells.length = 0;
    side = grid.ranks.length;
    // A game without an order of the best hands (a split pot: Python's max_percent is 0) has no slider.
    slider.max = String(grid.max_percent);
    sliderBox.hidden = !grid.max_percent;
    board.dataset.side = String(side);
    board.dataset.game = game;
    board.style.setProperty("--side", String(side));
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
      sliderBox,
      el("div", {}, el("label", { for: weight.id }, "Weight of added cells ", el("span", { class: "hint" }, "how often played")), weight)),
    el("div", { class: "range-scroll", "data-region-label": "Hand classes grid" }, board),
    legend,
    el("p", { class: "hint", "data-testid": "range-hint" }, "Click a class to put it in the range at the chosen weight; click a class that is in the range (at any weight) to take it out, so a second click undoes the first. "
      + "To change a class's weight, take it out and click it again with the new weight. Drag over cells to put in or take out several (as the first cell does); on a touch screen tap one class at a time, and swipe to scroll. The text above follows, and typing there redraws the grid. "
      + "Blue fill: how much of a class is in the range (rising from the bottom of the cell). After an equity result, “Show on the grid” colours each class by its equity, as the legend shows."),
  );

  let state = new Map(); // class label -> { fill, weight, combos } from Python's last answer
  let heat = null;
  let sequence = 0;
  let marking = false; // whether this grid's message marks the field invalid

  // `edit` ({ add | remove: class labels }) is a click: Python edits the text's range first.
  async function ask(text, { write = false, edit = null } = {}) {
    const mine = ++sequence;
    const changes = edit ? { add: (edit.add || []).join(" "), remove: (edit.remove || []).join(" "), weight: weight.value } : {};
    if (!text.trim() && !edit) {
      show(null);
      if (write) onChange("");
      return;
    }
    let response;
    try {
      const { board = "", dead = "", others = [] } = context();
      // Known cards first (the other players' hands count as dead); a line that is a range, or a
      // board or dead card still being typed, is that field's business (Run names it): count without.
      const tries = [{ board, dead: [dead, ...others].join(" ") }, { board, dead }, {}];
      for (const extra of tries) {
        response = await python.call("poker.range", { text, game, ...extra, ...changes });
        if (response.ok || response.error.field === "text") break;
      }
    } catch {
      return; // cancelled or restarting: the next edit asks again
    }
    if (mine !== sequence) return; // a newer question is on its way
    if (!response.ok) {
      // A field another message marks already (Run's, said next to it) is not told twice.
      if (!marking && input.getAttribute("aria-invalid") === "true") return;
      // Said as the page says every message: starting with the label the user sees ("Range: …").
      const about = response.error.field === "weight" ? weight : input;
      error.textContent = messageInWords(response.error.message, response.error.field || "text", about);
      error.hidden = false;
      // The field is marked only while this message can be seen: a range field outside a closed
      // grid box (#hits) is not marked by a message nobody sees (Run says it, next to the field).
      const folded = container.closest("details:not([open])");
      marking = !folded || folded.contains(input);
      if (marking) input.setAttribute("aria-invalid", "true");
      return;
    }
    show(response.result.combos_before_removal ? response.result : null); // the last class taken out: an empty range
    if (write) {
      input.value = response.result.normalized;
      onChange(response.result.normalized);
    }
  }

  function show(result) {
    error.hidden = true;
    if (marking) input.removeAttribute("aria-invalid"); // only its own mark: a Run's message stands
    marking = false;
    state = new Map((result ? result.classes : []).map((c) => [c.class, c]));
    for (const cell of cells) paint(cell);
    if (!result) {
      summary.textContent = "No hands yet.";
      return;
    }
    summary.textContent = `${result.size_text}; reads as ${result.normalized}`;
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
    const heatText = hot === undefined || hot === null ? "" : `; equity ${pct(hot.equity, 1)}`;
    cell.setAttribute("aria-label", `${label}, ${part}${heatText}`);
    cell.title = `${label}: ${part}${heatText}`;
    const band = hot ? Math.min(HEAT_STEPS - 1, Math.floor(hot.equity * HEAT_STEPS)) : null;
    for (let i = 0; i < HEAT_STEPS; i += 1) cell.classList.toggle(`heat-${i}`, band === i);
    cell.querySelector(".range-heat").textContent = hot ? pct(hot.equity, 0) : "";
  }

  // A click, a drag or a key press puts in (at the chosen weight) or takes out whole classes.
  function change(labels, add) {
    forgetSlider();
    ask(input.value.trim(), { write: true, edit: add ? { add: labels } : { remove: labels } });
  }
  // A class with any of its combos in the range, at any weight, is taken out by a click.
  const adds = (label) => !state.has(label);

  // A mouse drags over cells. A finger or a pen taps one: its swipe is the browser's, to scroll the
  // grid's box and the page (the grid is wider than a phone), and the browser cancels the pointer as
  // the swipe begins, so a swipe changes nothing. One pointer at a time (a second finger, pinching,
  // is the browser's too).
  let drag = null;
  const cellAt = (x, y) => document.elementFromPoint(x, y)?.closest(".range-cell");
  board.addEventListener("pointerdown", (event) => {
    const cell = event.target.closest(".range-cell");
    if (!cell || event.button !== 0 || drag || !event.isPrimary) return;
    const direct = event.pointerType !== "mouse";
    if (!direct) event.preventDefault(); // no text selection or focus change by the mouse; a finger keeps its scroll
    cell.focus({ preventScroll: true });
    drag = { add: adds(cell.dataset.class), cells: new Set([cell]), direct, id: event.pointerId, x: event.clientX, y: event.clientY };
    cell.classList.add("pending");
  });
  const mine = (event) => drag && event.pointerId === drag.id;
  const dropDrag = () => {
    if (drag) for (const cell of drag.cells) cell.classList.remove("pending");
    drag = null;
  };
  board.addEventListener("pointermove", (event) => {
    if (!mine(event)) return;
    if (drag.direct) { // a finger or pen that moves is swiping, not tapping (should the browser not cancel it first)
      if (Math.hypot(event.clientX - drag.x, event.clientY - drag.y) > TAP_SLOP_PX) dropDrag();
      return;
    }
    const cell = cellAt(event.clientX, event.clientY);
    if (cell && board.contains(cell) && !drag.cells.has(cell)) {
      drag.cells.add(cell);
      cell.classList.add("pending");
    }
  });
  const finish = (event) => {
    if (!mine(event)) return;
    const { add, cells: chosen } = drag;
    dropDrag();
    change([...chosen].map((cell) => cell.dataset.class), add);
  };
  window.addEventListener("pointerup", finish);
  window.addEventListener("pointercancel", (event) => { if (mine(event)) dropDrag(); });
  // Keyboard: Enter or Space "click" the focused cell (a pointer's click was handled on pointerdown).
  board.addEventListener("click", (event) => {
    const cell = event.target.closest(".range-cell");
    if (!cell || event.detail !== 0) return;
    change([cell.dataset.class], adds(cell.dataset.class));
  });
  board.addEventListener("keydown", (event) => {
    const index = cells.indexOf(document.activeElement);
    if (index < 0) return;
    const row = Math.floor(index / side);
    const moves = cellMoves(index, side);
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
  const sliderIdle = sliderOut.textContent;
  let sliding = null;
  // The slider's "top 15%" describes the range only until the range is changed another way.
  const forgetSlider = () => {
    clearTimeout(sliding); // a slide not yet asked never overwrites what came after it,
    sequence += 1; // nor does one whose answer is still on its way
    slider.value = "0";
    sliderOut.textContent = sliderIdle;
  };
  input.addEventListener("input", () => {
    forgetSlider();
    onChange(input.value);
    clearTimeout(typing);
    typing = setTimeout(() => ask(input.value), 250);
  });
  slider.addEventListener("input", () => {
    sliderOut.textContent = `top ${slider.value}%`;
    clearTimeout(sliding);
    sliding = setTimeout(() => ask(`${slider.value}%`, { write: true }), 150);
  });

  return {
    // Run's message says what is wrong with the field: the grid's own would say it twice.
    hideError() {
      error.hidden = true;
      marking = false; // the field's mark is Run's now
    },
    refresh() {
      clearTimeout(typing);
      return ask(input.value);
    },
    setHeat(classes) {
      heat = classes ? new Map(classes.map((c) => [c.class, c])) : null;
      board.classList.toggle("heat", Boolean(heat));
      legend.hidden = !heat;
      for (const cell of cells) paint(cell);
    },
    // Draw the grid of another game (its own ranks and classes) and read the text again for it.
    setGame(key) {
      const next = grids[key];
      if (!next || key === game) return;
      game = key;
      grid = next;
      heat = null;
      board.classList.remove("heat");
      legend.hidden = true;
      build();
      ask(input.value);
    },
    get side() { return side; },
    get game() { return game; },
  };
}
