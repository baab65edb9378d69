// Preflop: heads-up Hold'em before the flop, exact, from the preflop table Python reads on first use.
// Each of the 169 hand classes against an opponent (a random hand, a class, or any range) as a heat
// map on the usual 13 x 13 grid; tap or hover a cell for its numbers; the whole 169 x 169 matrix as a
// second heat map; CSV of either. Every number comes from Python's `poker.preflop` action.
import { cellMoves } from "../range-grid.js";
import { rulesLineMarkup } from "../rules-links.js";
import { el, runAction, showAnswer } from "../ui.js";
import { percent, plural } from "../words.js";

const HEAT_STEPS = 10; // the grid's colour bands, as in the range grid: 0-10% ... 90-100%
const band = (equity) => Math.min(HEAT_STEPS - 1, Math.floor(equity * HEAT_STEPS));

// "AA, AKs, … 22": the grid's order, from Python's 13 x 13 labels.
const gridOrder = (facts) => {
  const cells = facts.poker.ranges.cells;
  return `${cells[0][0]}, ${cells[0][1]}, … ${cells.at(-1).at(-1)}`;
};

const classCount = (facts) => facts.poker.ranges.cells.flat().length; // 169, Python's

const markup = (facts) => `
      <h2 id="preflop-title" tabindex="-1">Preflop</h2>
      <p class="lede">${facts.poker.preflop.intro}</p>
      ${rulesLineMarkup(facts, "preflop")}
      <form class="panel" id="preflop-form" novalidate>
        <label for="preflop-vs">Classes against <span class="hint">${facts.poker.preflop.vs_hint}</span></label>
        <input id="preflop-vs" data-testid="preflop-vs" type="text" value="${facts.poker.preflop.vs_default}" spellcheck="false" autocomplete="off" aria-describedby="preflop-error">
        <p class="error" id="preflop-error" data-testid="preflop-error" role="alert" hidden></p>
        <div class="actions">
          <button type="submit" class="primary" data-testid="preflop-run">Show</button>
          <button type="button" data-action="random">Against random</button>
          <button type="button" data-testid="preflop-csv" data-action="csv" disabled>Download CSV (this row)</button>
          <button type="button" data-testid="preflop-matrix-csv" data-action="matrix-csv" disabled>Download CSV (${classCount(facts)} × ${classCount(facts)} matrix)</button>
        </div>
      </form>
      <div class="result" id="preflop-result" data-testid="preflop-result" aria-live="polite"></div>
      <div class="preflop-grid-wrap">
        <div class="range-scroll" data-region-label="Each hand class's equity"><div class="range-grid heat preflop-grid" data-testid="preflop-matrix" role="group"
          aria-label="Each hand class's equity: pairs on the diagonal, suited above it, offsuit below; arrow keys move, Home and End to a row's ends"></div></div>
        <p class="preflop-detail" data-testid="preflop-detail" aria-live="polite">Tap or hover a class for its numbers.</p>
      </div>
      <div class="heat-legend" data-testid="preflop-heat-legend" role="img" aria-label="Colour key: equity from red (0–10%) to green (90–100%), in bands of 10%"><span>Equity: </span>${
        Array.from({ length: HEAT_STEPS }, (_, i) => `<span class="band heat-${i}">${(i * 100) / HEAT_STEPS}–${((i + 1) * 100) / HEAT_STEPS}%</span>`).join("")}</div>
      <details class="preflop-full" data-testid="preflop-full">
        <summary>The whole matrix: each class (row) against each class (column)</summary>
        <p class="hint">Rows and columns in grid order (${gridOrder(facts)}); red loses, green wins. Tap or hover for the numbers; a tap sets the column's class as the opponent above. By keyboard: the arrow keys move (Home and End to a row's ends, Page Up and Page Down by ${facts.poker.ranges.cells.length}), Enter sets the column's class as the opponent.</p>
        <div class="preflop-canvas-wrap"><canvas data-testid="preflop-heatmap" width="676" height="676" aria-hidden="true"></canvas>
          <div class="matrix-grid" role="grid" data-testid="preflop-matrix-grid" aria-rowcount="${classCount(facts)}" aria-colcount="${classCount(facts)}"
            aria-label="Every class (row) against every class (column): arrow keys move, Enter sets the column's class as the opponent">
            <div role="row" aria-rowindex="1"><div class="matrix-cell" role="gridcell" tabindex="0" aria-colindex="1"
              data-testid="preflop-matrix-cell" aria-label="AA against AA"></div></div></div></div>
        <p class="preflop-detail" data-testid="preflop-matrix-detail" aria-live="polite"></p>
      </details>
`;

function create(section, { python, facts, saveParams }) {
  const $ = (id) => section.querySelector(`[data-testid="${id}"]`);
  const form = section.querySelector("#preflop-form");
  const input = $("preflop-vs");
  const errorEl = $("preflop-error");
  const resultEl = $("preflop-result");
  const gridEl = $("preflop-matrix");
  const detail = $("preflop-detail");
  const canvas = $("preflop-heatmap");
  const matrixDetail = $("preflop-matrix-detail");
  const csvButton = $("preflop-csv");
  const matrixCsvButton = $("preflop-matrix-csv");
  const labels = facts.poker.ranges.cells; // 13 x 13 class labels, grid order (Python's)
  const side = labels.length;
  const order = labels.flat();
  let report = null; // the last answer: { vs, method_text, rows, matrix }
  let vsRandom = null; // rows against random, for the detail line
  let matrix = null;
  let lastRun = null;
  const defaultVs = facts.poker.preflop.vs_default; // Python's: a random hand

  const cells = order.map((label, index) => {
    const row = Math.floor(index / side), column = index % side;
    return el("button", {
      type: "button", class: `range-cell ${row === column ? "pair" : row < column ? "suited" : "offsuit"}`,
      "data-class": label, "data-index": String(index), tabindex: index === 0 ? "0" : "-1", "aria-label": label,
    }, el("span", { class: "range-label" }, label), el("span", { class: "range-heat", "aria-hidden": "true" })); // the name says the equity in full
  });
  for (let row = 0; row < side; row++) {
    gridEl.append(el("div", { class: "range-row", role: "presentation" }, cells.slice(row * side, (row + 1) * side)));
  }

  function describe(row, against) {
    const pairs = plural(row.pairs, "pair of hands", "pairs of hands");
    return `${row.class} (${plural(row.combos, "combo")}) against ${against}: ${percent(row.equity, 2)} — ${pairs}, `
      + `${plural(row.wins, "win")} and ${plural(row.ties, "tie")} of ${plural(row.boards, "board")}`;
  }
  const againstText = (vs) => (vs.kind === "random" ? "a random hand" : vs.text);

  function showCell(index) {
    if (!report) return;
    const row = report.rows[index];
    const extra = vsRandom && report.vs.kind !== "random" ? `; against a random hand ${percent(vsRandom[index].equity, 2)}` : "";
    detail.textContent = describe(row, againstText(report.vs)) + extra + ".";
  }

  function paint() {
    const against = againstText(report.vs);
    report.rows.forEach((row, index) => {
      const cell = cells[index];
      for (let i = 0; i < HEAT_STEPS; i++) cell.classList.remove(`heat-${i}`);
      cell.classList.add("held", `heat-${band(row.equity)}`);
      cell.querySelector(".range-heat").textContent = (row.equity * 100).toFixed(1);
      cell.title = `${row.class}: ${percent(row.equity, 2)} against ${against}`;
      cell.setAttribute("aria-label", `${row.class}: ${percent(row.equity, 2)} against ${against}`);
    });
    csvButton.disabled = false;
    matrixCsvButton.disabled = false;
  }

  // An input error leaves no heat map of the opponent before it (a helper read the old one's colours
  // under the new opponent's message): the cells are blank, the detail and the row's CSV too.
  function unpaint() {
    report = null;
    for (const cell of cells) {
      for (let i = 0; i < HEAT_STEPS; i++) cell.classList.remove(`heat-${i}`);
      cell.classList.remove("held");
      cell.querySelector(".range-heat").textContent = "";
      cell.removeAttribute("title");
      cell.setAttribute("aria-label", cell.dataset.class);
    }
    detail.textContent = "Tap or hover a class for its numbers.";
    csvButton.disabled = true;
  }

  // `intoSight`: a Run brings its answer on screen; the tab opening (or a link) asks with nothing
  // pressed and leaves the page at its top (a phone had jumped 786 px down, past the fields).
  async function run({ wantMatrix = matrix === null, intoSight = true } = {}) {
    const vs = input.value.trim() || defaultVs;
    saveParams("preflop", vs === defaultVs ? {} : { vs });
    lastRun = vs;
    const result = await runAction(python, {
      action: "poker.preflop", params: { vs, matrix: wantMatrix }, resultEl, errorEl, fields: { vs: input },
      busyText: "Reading the preflop table…", buttons: [form.querySelector('[data-action="random"]')], // it asks too: it rests with Show
    });
    if (!result) {
      if (!errorEl.hidden) unpaint(); // an error; a cancel keeps the answer shown
      return;
    }
    report = result;
    if (result.vs.kind === "random") vsRandom = result.rows;
    if (result.matrix) matrix = result.matrix;
    // The answer first (the best and the worst class against this opponent), how it was counted after.
    const ranked = [...result.rows].sort((a, b) => b.equity - a.equity);
    const against = `${againstText(result.vs)}${result.vs.kind === "random" ? "" : ` (${plural(result.vs.combos, "combo")})`}`;
    resultEl.replaceChildren(
      el("p", { class: "headline", "data-testid": "preflop-answer" }, `Each class against ${against}; the number in a cell is its equity in %: best ${ranked[0].class} `,
        el("strong", {}, percent(ranked[0].equity, 2)), `, worst ${ranked.at(-1).class} `, el("strong", {}, percent(ranked.at(-1).equity, 2)), "."),
      el("p", { class: "muted", "data-testid": "preflop-method" }, `How: ${result.method_text}.`));
    paint();
    if (intoSight) showAnswer(resultEl.firstChild);
    if (matrix && section.querySelector(".preflop-full").open) drawMatrix();
    if (!vsRandom) {
      const random = await python.call("poker.preflop", { vs: defaultVs }).catch(() => null);
      if (random && random.ok) vsRandom = random.result.rows;
    }
  }

  // --- the 169 x 169 heat map on a canvas ---
  function heatColours() {
    const style = getComputedStyle(section);
    return Array.from({ length: HEAT_STEPS }, (_, i) => style.getPropertyValue(`--heat-${i}`).trim() || "#888");
  }
  function drawMatrix() {
    if (!matrix) return;
    const n = matrix.length;
    const size = canvas.width / n;
    const ctx2d = canvas.getContext("2d");
    const colours = heatColours();
    for (let row = 0; row < n; row++) {
      const values = matrix[row];
      for (let column = 0; column < n; column++) {
        ctx2d.fillStyle = colours[band(values[column])];
        ctx2d.fillRect(column * size, row * size, size, size);
      }
    }
    canvas.dataset.drawn = "true";
  }
  function matrixCell(event) {
    const box = canvas.getBoundingClientRect();
    const n = matrix ? matrix.length : 0;
    const column = Math.floor(((event.clientX - box.left) / box.width) * n);
    const row = Math.floor(((event.clientY - box.top) / box.height) * n);
    return row >= 0 && row < n && column >= 0 && column < n ? { row, column } : null;
  }
  const matrixText = (row, column) => `${order[row]} against ${order[column]}: ${percent(matrix[row][column], 2)}`;
  canvas.addEventListener("mousemove", (event) => {
    const at = matrix && matrixCell(event);
    if (at) matrixDetail.textContent = matrixText(at.row, at.column);
  });
  // A tap, or Enter on the grid's cell: the column's class becomes the opponent above.
  function setOpponent(column) {
    input.value = order[column];
    run({ wantMatrix: false });
  }
  canvas.addEventListener("click", (event) => {
    const at = matrix && matrixCell(event);
    if (!at) return;
    moveTo(at.row, at.column, false);
    setOpponent(at.column);
  });

  // --- the same matrix as a grid for the keyboard and a screen reader: one focusable cell, put
  // where the arrow keys move it (aria-rowindex / aria-colindex say where among 169 x 169), and
  // named with its classes and equity ("AKs against QQ: 46.03%"), which the detail line repeats.
  const matrixRow = section.querySelector('.matrix-grid [role="row"]');
  const matrixCellEl = $("preflop-matrix-cell");
  let cursor = { row: 0, column: 0 };
  function moveTo(row, column, focus = true) {
    const n = order.length;
    cursor = { row: Math.max(0, Math.min(n - 1, row)), column: Math.max(0, Math.min(n - 1, column)) };
    matrixRow.setAttribute("aria-rowindex", String(cursor.row + 1));
    matrixCellEl.setAttribute("aria-colindex", String(cursor.column + 1));
    matrixCellEl.style.left = `${(cursor.column * 100) / n}%`;
    matrixCellEl.style.top = `${(cursor.row * 100) / n}%`;
    matrixCellEl.style.width = matrixCellEl.style.height = `${100 / n}%`;
    const text = matrix ? matrixText(cursor.row, cursor.column) : `${order[cursor.row]} against ${order[cursor.column]}`;
    matrixCellEl.setAttribute("aria-label", text); // a cell a few pixels wide: its name says it
    matrixCellEl.title = text;
    if (matrix) matrixDetail.textContent = text;
    if (focus) matrixCellEl.focus();
  }
  matrixCellEl.addEventListener("keydown", (event) => {
    const { row, column } = cursor;
    const n = order.length;
    const moves = { ArrowRight: [0, 1], ArrowLeft: [0, -1], ArrowDown: [1, 0], ArrowUp: [-1, 0], PageDown: [side, 0], PageUp: [-side, 0],
      Home: [0, -column], End: [0, n - 1 - column] };
    if (event.key in moves) {
      event.preventDefault();
      moveTo(row + moves[event.key][0], column + moves[event.key][1]);
    } else if ((event.key === "Enter" || event.key === " ") && matrix) {
      event.preventDefault();
      setOpponent(column);
    }
  });
  matrixCellEl.addEventListener("focus", () => moveTo(cursor.row, cursor.column, false));
  moveTo(0, 0, false);
  section.querySelector(".preflop-full").addEventListener("toggle", (event) => { if (event.target.open) drawMatrix(); });

  // --- cells: hover, tap, arrow keys ---
  gridEl.addEventListener("mouseover", (event) => {
    const cell = event.target.closest("[data-index]");
    if (cell) showCell(Number(cell.dataset.index));
  });
  gridEl.addEventListener("click", (event) => {
    const cell = event.target.closest("[data-index]");
    if (!cell) return;
    showCell(Number(cell.dataset.index));
    // A tap on a phone: the line with the cell's numbers may lie below the screen; bring it up,
    // as little as it takes. (Not for a mouse, which would then hover another cell; a hover or the
    // keyboard shows the line where it is.)
    if (event.pointerType !== "touch") return;
    const box = detail.getBoundingClientRect();
    if (box.bottom > window.innerHeight || box.top < 0) detail.scrollIntoView({ block: "nearest" });
  });
  gridEl.addEventListener("focusin", (event) => {
    const cell = event.target.closest("[data-index]");
    if (cell) showCell(Number(cell.dataset.index));
  });
  gridEl.addEventListener("keydown", (event) => {
    const cell = event.target.closest("[data-index]");
    if (!cell) return;
    const index = Number(cell.dataset.index);
    const moves = cellMoves(index, side); // as the range grid's keys: Home and End go to the row's ends
    if (!(event.key in moves)) return;
    const next = index + moves[event.key];
    if (next < 0 || next >= cells.length) return;
    event.preventDefault();
    cell.tabIndex = -1;
    cells[next].tabIndex = 0;
    cells[next].focus();
  });

  // --- CSV downloads (made by Python) ---
  async function download(kind) {
    const vs = report ? report.vs.text : defaultVs;
    const response = await python.call("poker.preflop", { vs, csv: kind }).catch(() => null);
    if (!response || !response.ok) return;
    const blob = new Blob([response.result.csv], { type: "text/csv" });
    const link = el("a", { href: URL.createObjectURL(blob),
      download: kind === "matrix" ? "preflop-matrix.csv" : `preflop-vs-${vs.replace(/[^A-Za-z0-9+]+/g, "_")}.csv` });
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(link.href), 1000);
  }

  form.addEventListener("submit", (event) => { event.preventDefault(); run(); });
  form.addEventListener("click", (event) => {
    const action = event.target.closest("button[data-action]")?.dataset.action;
    if (action === "random") { input.value = defaultVs; run(); }
    if (action === "csv") download("row");
    if (action === "matrix-csv") download("matrix");
  });

  return {
    restore(params) {
      const vs = params.vs ?? defaultVs;
      if (lastRun === vs) return;
      input.value = vs;
      run({ intoSight: false });
    },
  };
}

export const preflopTool = { id: "preflop", label: "Preflop", markup, create };
