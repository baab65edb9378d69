// Silver dollar game: W(n, c) counts, position analysis, and play against perfect play.
import { estimateLine } from "../estimate-line.js";
import { runLinkIfQuick } from "../link-guard.js";
import { rulesLineMarkup } from "../rules-links.js";
import { arrowKeys, el, lastAsked, messageInWords, runAction, tableWrap } from "../ui.js";
import { formatInt, humanDuration, plural } from "../words.js";

const TABLE_ROWS = 8;

const digitCount = (n) => plural(n, "digit");
const BIG_DIGITS = 40; // a longer value shows its first and last digits, with Copy and Download
const EDGE_DIGITS = 20;

// "1000000000000000000" -> "10^18" (a power of ten from Python's limit, shown as people write it).
function formatPower(value) {
  const text = String(value);
  return /^10+$/.test(text) && text.length > 7 ? `10^${text.length - 1}` : formatInt(text);
}

const markup = (meta) => `
      <h2 id="sd-title">Silver dollar game</h2>
      <p class="lede">${meta.silver_dollar.intro}</p>
      ${rulesLineMarkup(meta, "silver-dollar", { extra: '<a href="https://projecteuler.net/problem=344" target="_blank" rel="noopener" data-testid="sd-rules-link">Project Euler 344</a>' })}
      <h3>Count W(n, c)</h3>
      <form class="panel" id="sd-count-form" novalidate>
        <div class="row">
          <div><label for="sd-n">Squares n <span class="hint">up to ${formatPower(meta.silver_dollar.max_n)}</span></label>
            <input id="sd-n" data-testid="sd-n" type="text" inputmode="numeric" value="${meta.silver_dollar.defaults.n}" aria-describedby="sd-error"></div>
          <div><label for="sd-c">Worthless coins c <span class="hint">up to ${meta.silver_dollar.max_c.toLocaleString("en-US")}</span></label>
            <input id="sd-c" data-testid="sd-c" type="text" inputmode="numeric" value="${meta.silver_dollar.defaults.c}" aria-describedby="sd-error"></div>
          <div><label for="sd-mod">Modulus <span class="hint">optional</span></label>
            <input id="sd-mod" data-testid="sd-mod" type="text" inputmode="numeric" value="" aria-describedby="sd-error"></div>
        </div>
        <p class="hint estimate" id="sd-estimate" data-testid="sd-estimate" aria-live="polite"></p>
        <p class="error" id="sd-error" data-testid="sd-error" role="alert" hidden></p>
        <div class="actions">
          <button type="submit" id="sd-run" data-testid="sd-run" class="primary">Count</button>
          <button type="button" data-action="euler">Project Euler 344</button>
        </div>
      </form>
      <div class="result" id="sd-result" data-testid="sd-result" aria-live="polite"></div>

      <h3>Analyse and play</h3>
      <form class="panel" id="sd-analyze-form" novalidate>
        <label for="sd-position">Position <span class="hint">leftmost square first: <code>.</code> empty, <code>o</code> coin, <code>$</code> dollar; or click the squares below</span></label>
        <input id="sd-position" data-testid="sd-position" type="text" spellcheck="false" autocomplete="off" value="${meta.silver_dollar.defaults.position}" aria-describedby="sd-position-error">
        <p class="error" id="sd-position-error" data-testid="sd-position-error" role="alert" hidden></p>
        <div class="strip" data-testid="sd-strip" role="group" aria-label="The strip"></div>
        <div class="actions">
          <button type="submit" id="sd-analyze" data-testid="sd-analyze" class="primary">Who wins?</button>
          <button type="button" data-testid="sd-play" data-action="play">Play from here</button>
          <button type="button" data-testid="sd-pocket" data-action="pocket" disabled>Pocket the leftmost coin</button>
          <button type="button" data-testid="sd-undo" data-action="undo" disabled>Undo</button>
          <label class="hint" for="sd-random-kind">New game:</label>
          <select id="sd-random-kind" data-testid="sd-random-kind"><option value="win">winning for you</option><option value="lose">losing for you</option></select>
          <button type="button" data-testid="sd-random" data-action="random">Deal</button>
        </div>
        <p class="muted" data-testid="sd-play-status" aria-live="polite"></p>
      </form>
      <div class="result" id="sd-analysis" data-testid="sd-analysis" aria-live="polite"></div>
`;

function create(section, { python, facts, saveParams }) {
  const $ = (id) => section.querySelector(`[data-testid="${id}"]`);
  const countForm = section.querySelector("#sd-count-form");
  const inputs = { n: $("sd-n"), c: $("sd-c"), mod: $("sd-mod") };
  const countError = $("sd-error");
  const countResult = $("sd-result");
  const analyzeForm = section.querySelector("#sd-analyze-form");
  const positionInput = $("sd-position");
  const positionError = $("sd-position-error");
  const analysisEl = $("sd-analysis");
  const stripEl = $("sd-strip");
  const playStatus = $("sd-play-status");
  const pocketButton = $("sd-pocket");
  const undoButton = $("sd-undo");
  let lastCount = null;
  let analysis = null; // the last analysis of the position on the strip
  let playing = false;
  let selected = null;
  const history = [];

  // --- count ---
  const countParams = () => Object.fromEntries(Object.entries(inputs).map(([k, input]) => [k, input.value.trim()]));
  // The count's estimated time beside Count, before it starts (Python's estimate and limit).
  const estimate = estimateLine(python, { action: "sd.count", params: countParams, lineEl: $("sd-estimate"),
    fields: Object.values(inputs) });
  async function count() {
    const params = countParams();
    saveState();
    lastCount = JSON.stringify(params);
    const request = lastCount;
    const started = performance.now();
    const result = await runAction(python, {
      action: "sd.count", params, resultEl: countResult, errorEl: countError, fields: inputs, cancellable: true, busyText: "Counting…",
      buttons: [countForm.querySelector('[data-action="euler"]')], // it counts too: it rests with Count
    });
    if (!result) return;
    const seconds = (performance.now() - started) / 1000;
    // The value first; then W for the n just below, one small call each, so a new count never
    // waits behind more than one of them. When one value took long, that waits for a click.
    const rows = [{ n: String(result.n), W: String(result.W) }];
    const tableEl = tableWrap("W for the n just below", renderTable(result, rows), "sd-table-wrap");
    countResult.replaceChildren(renderCount(result), tableEl);
    const fillTable = async () => {
      const n = BigInt(String(result.n));
      const smallest = BigInt(String(result.smallest_n)); // Python's: the least n that holds the coins
      const lowest = n - BigInt(TABLE_ROWS - 1) > smallest ? n - BigInt(TABLE_ROWS - 1) : smallest;
      for (let k = n - 1n; k >= lowest; k -= 1n) {
        let response;
        try {
          response = await python.call("sd.count", { n: k.toString(), c: String(result.c), mod: result.mod === null ? "" : String(result.mod) });
        } catch { return; } // cancelled or restarted: the value above stands
        if (lastCount !== request || !tableEl.isConnected || !response.ok) return;
        rows.unshift({ n: k.toString(), W: String(response.result.W) });
        tableEl.replaceChildren(renderTable(result, rows));
      }
    };
    if (seconds < 1) {
      fillTable();
    } else {
      const more = el("button", { type: "button", "data-testid": "sd-more", onclick: () => { more.remove(); fillTable(); } },
        `Also count the n just below (${humanDuration(seconds * (TABLE_ROWS - 1))})`);
      tableEl.append(more);
    }
  }
  countForm.addEventListener("submit", (event) => { event.preventDefault(); count(); });
  countForm.querySelector('[data-action="euler"]').addEventListener("click", () => {
    Object.entries(facts.silver_dollar.euler).forEach(([k, v]) => { inputs[k].value = v; });
    estimate.update();
    count();
  });

  // --- strip drawing and editing ---
  // The strip is one Tab stop (a roving tabindex): the arrow keys, Home and End move between its
  // squares, Enter or Space clicks one.
  let roving = 1;
  stripEl.addEventListener("focusin", (event) => {
    const square = Number(event.target.dataset?.square);
    if (!square) return;
    roving = square;
    for (const button of stripEl.querySelectorAll("[data-square]")) button.tabIndex = button === event.target ? 0 : -1;
  });
  arrowKeys(stripEl, () => [...stripEl.querySelectorAll("[data-square]")]);

  function drawStrip(notation) {
    // Redrawing replaces the square buttons: keep keyboard focus on the same square.
    const focused = stripEl.contains(document.activeElement) ? document.activeElement.dataset.square : null;
    const moves = analysis && !playing ? analysis.moves.filter((m) => m.type === "move") : [];
    const targets = new Set(selected !== null && analysis ? analysis.legal.filter((m) => m.from === selected).map((m) => m.to) : []);
    stripEl.replaceChildren(...[...notation].map((ch, i) => {
      const square = i + 1;
      const kind = ch === "$" ? "dollar" : ch === "o" ? "coin" : "";
      const classes = ["square", kind, square === selected ? "selected" : "", targets.has(square) ? "target" : "",
        moves.some((m) => m.from === square) ? "from" : "", moves.some((m) => m.to === square) ? "target" : ""];
      const label = `Square ${square}: ${kind === "dollar" ? "the dollar" : kind === "coin" ? "a coin" : "empty"}`
        + (square === selected ? ", selected" : targets.has(square) ? ", can move here" : "");
      return el("button", { type: "button", class: classes.join(" "), "data-square": String(square), "aria-label": label,
        tabindex: square === Math.min(roving, notation.length) ? "0" : "-1",
        onclick: () => clickSquare(square, ch) }, el("span", { class: "idx", "aria-hidden": "true" }, String(square)));
    }));
    if (focused) stripEl.querySelector(`[data-square="${focused}"]`)?.focus();
  }

  function clickSquare(square, ch) {
    if (!playing) {
      const next = { ".": "o", o: "$", $: "." }[ch] || ".";
      // One dollar only: a coin made the dollar swaps with the dollar there was (a helper's clicks had made
      // a strip of two dollars, which the analysis then refused).
      const chars = [...positionInput.value.replace(/\s+/g, "")].map((other) => (next === "$" && other === "$" ? "o" : other));
      chars[square - 1] = next;
      positionInput.value = chars.join("");
      analysis = null;
      drawStrip(positionInput.value);
      return;
    }
    if (ch === "o" || ch === "$") {
      selected = selected === square ? null : square;
      drawStrip(analysis.notation);
    } else if (selected !== null) {
      move({ from: selected, to: square });
    }
  }
  // The last thing asked of the strip wins: a Deal, a move or an analysis answered after a newer Deal,
  // move, Undo, Play, "Who wins?" or an edit of the position is dropped (two workers may answer out
  // of order). One move at a time: a second click while a move is on its way (a double click) would
  // move again from the position before it.
  const ask = lastAsked();
  let moving = false;
  positionInput.addEventListener("input", () => {
    ask();
    analysis = null;
    if (/^[.o$\s]*$/.test(positionInput.value)) drawStrip(positionInput.value.replace(/\s+/g, ""));
  });

  // The position analysed; true when its answer is the last thing asked (and shown).
  async function analyze() {
    const current = ask();
    stopPlay();
    saveState();
    const result = await runAction(python, {
      action: "sd.analyze", params: { position: positionInput.value }, resultEl: analysisEl, errorEl: positionError,
      fields: { position: positionInput },
    });
    if (!result || !current()) return false;
    show(result);
    return true;
  }

  // During play the analysis would give the answer away: it waits behind a Hint button.
  function show(result) {
    analysis = result;
    positionInput.value = result.notation;
    saveState(); // the link opens the position shown (a deal, a move, an undo)
    drawStrip(result.notation);
    if (!playing) {
      analysisEl.replaceChildren(renderAnalysis(result));
      return;
    }
    const hint = el("button", { type: "button", "data-testid": "sd-hint", onclick: () => {
      analysisEl.replaceChildren(renderAnalysis(result));
      analysisEl.querySelector("p")?.setAttribute("tabindex", "-1");
      analysisEl.querySelector("p")?.focus();
    } }, "Hint");
    analysisEl.replaceChildren(el("p", { class: "muted" }, hint, " shows who wins from here and the winning moves."));
  }

  analyzeForm.addEventListener("submit", (event) => { event.preventDefault(); analyze(); });

  // --- play ---
  // A button that rests (disabled) drops the keyboard's focus to the page: it goes to `to` instead.
  function refocus(button, to) {
    const active = document.activeElement;
    if (to && (active === button || active === document.body || !active) && button.disabled) to.focus();
  }

  function stopPlay() {
    playing = false;
    selected = null;
    history.length = 0;
    pocketButton.disabled = true;
    undoButton.disabled = true;
  }

  async function startPlay() {
    if (!analysis || analysis.notation !== positionInput.value.replace(/\s+/g, "")) {
      if (!(await analyze())) return; // an error shown, or something newer asked meanwhile
    }
    if (!analysis) return;
    playing = true;
    selected = null;
    history.length = 0;
    pocketButton.disabled = false;
    show(analysis);
    playStatus.textContent = `You move first. ${analysis.winning ? "You can win this one." : "The computer should win this one; try to make it slip."} Click a coin, then a square; or pocket the leftmost coin.`;
    drawStrip(analysis.notation);
  }

  async function move(theMove) {
    if (moving) return;
    moving = true;
    const current = ask();
    const before = analysis;
    let response;
    try {
      response = await python.call("sd.play", { position: before.notation, move: theMove }).catch(() => null);
    } finally {
      moving = false;
    }
    if (!current()) return;
    selected = null;
    if (!response) return;
    if (!response.ok) {
      playStatus.textContent = messageInWords(response.error.message); // a sentence: its first letter a capital
      drawStrip(before.notation);
      return;
    }
    const turn = response.result;
    history.push(before);
    undoButton.disabled = false;
    if (turn.winner) {
      // Game over: the result once (under the strip), the last moves here, the final position
      // without the analysis' highlights.
      playing = false;
      analysis = null;
      pocketButton.disabled = true;
      // Python says the turn (who pocketed what) and gives the strip after both moves.
      playStatus.textContent = turn.said;
      playStatus.dataset.result = turn.winner;
      analysisEl.replaceChildren(el("p", { class: "headline", "data-testid": "sd-game-over" }, turn.message));
      // The field gets back the position the game started from (what was typed), so "Who wins?"
      // or "Play" can go over it again; the strip shows where the game ended.
      positionInput.value = history[0].notation;
      saveState();
      drawStrip(turn.final);
      refocus(pocketButton, $("sd-play")); // the game is over: Play from here starts it again
      return;
    }
    playStatus.dataset.result = "";
    playStatus.textContent = turn.said;
    show(turn.position);
  }

  analyzeForm.addEventListener("click", async (event) => {
    const action = event.target.closest("button[data-action]")?.dataset.action;
    if (action === "play") {
      ask(); // (startPlay's analysis, if it needs one, asks anew)
      startPlay();
    } else if (action === "pocket" && playing) move({ type: "pocket" });
    else if (action === "undo" && history.length) {
      ask();
      const previous = history.pop();
      playing = true;
      pocketButton.disabled = false;
      playStatus.textContent = "Move taken back. Your move.";
      show(previous);
      undoButton.disabled = history.length === 0;
      refocus(undoButton, stripEl.querySelector('[data-square][tabindex="0"]') || pocketButton); // your move, on the strip
    } else if (action === "random") {
      const winning = $("sd-random-kind").value === "win";
      const current = ask();
      const response = await python.call("sd.random", { n: facts.silver_dollar.random.squares, c: facts.silver_dollar.random.coins, winning }).catch(() => null);
      if (response && response.ok && current()) {
        stopPlay();
        show(response.result);
        startPlay();
      }
    }
  });

  function saveState() {
    saveParams("silver-dollar", { ...countParams(), position: positionInput.value.trim() });
  }

  drawStrip(positionInput.value);
  return {
    restore(params) {
      estimate.update();
      if (!["n", "c", "mod", "position"].some((k) => params[k] !== undefined)) {
        if (lastCount || analysis) saveState();
        return;
      }
      const countGiven = ["n", "c", "mod"].some((k) => params[k] !== undefined);
      if (countGiven) for (const key of ["n", "c", "mod"]) inputs[key].value = params[key] ?? "";
      if (params.position) positionInput.value = params.position;
      drawStrip(positionInput.value.replace(/\s+/g, ""));
      if (params.n && lastCount !== JSON.stringify(countParams())) {
        // A link counts at once only when Python estimates the count quick; a long one waits for
        // Count, with its time. The table of n below, still filling for the old count, stops.
        lastCount = null;
        runLinkIfQuick(python, facts, { action: "sd.count", params: countParams(), run: count, resultEl: countResult,
          testid: "sd-waiting", button: $("sd-run").textContent.trim() });
      }
      if (params.position) analyze();
    },
  };
}

function renderCount(result) {
  const value = String(result.W);
  const args = `${formatInt(String(result.n))}, ${formatInt(String(result.c))}`;
  const label = result.mod ? `W(${args}) mod ${formatInt(String(result.mod))}` : `W(${args})`;
  const big = value.length > BIG_DIGITS;
  // A long value: its first and last digits and how many there are; Copy and Download give it whole.
  const shown = big ? `${value.slice(0, EDGE_DIGITS)}…${value.slice(-EDGE_DIGITS)}` : formatInt(value);
  const parts = [el("p", { class: "headline", "data-testid": "sd-value" }, `${label} = `,
    el("span", { class: big ? "mono" : "", "data-testid": "sd-value-digits" }, shown))];
  parts.push(el("p", { class: "muted", "data-testid": "sd-value-size" },
    result.mod ? `a residue (${digitCount(value.length)})` : `${digitCount(result.digits)}, exact${big ? `; the first and last ${EDGE_DIGITS} are shown` : ""}`));
  if (result.note) parts.push(el("p", { "data-testid": "sd-value-note" }, result.note)); // Python's words: why W is 0
  const copy = el("button", { type: "button", "data-testid": "sd-copy", onclick: async () => {
    try {
      await navigator.clipboard.writeText(value);
      copy.textContent = "Copied";
    } catch {
      copy.textContent = "Copy failed: use Download";
    }
  } }, "Copy value");
  const actions = el("div", { class: "actions" }, copy);
  if (big) {
    const file = `W(${result.n},${result.c})${result.mod ? `-mod-${result.mod}` : ""}.txt`;
    const link = el("a", { class: "button-link", download: file, "data-testid": "sd-download" }, `Download (${digitCount(value.length)})`);
    link.href = URL.createObjectURL(new Blob([value, "\n"], { type: "text/plain" }));
    actions.append(link);
  }
  parts.push(actions);
  return el("div", {}, parts);
}

function renderTable(result, rows) {
  const heading = result.mod ? `W(n, ${formatInt(String(result.c))}) mod ${formatInt(String(result.mod))}` : `W(n, ${formatInt(String(result.c))})`;
  const shown = (value) => (value.length > 60 ? `${value.slice(0, 24)}… (${digitCount(value.length)})` : formatInt(value));
  return el("table", { "data-testid": "sd-table" },
    el("caption", { class: "muted" }, "W for the n just below"),
    el("thead", {}, el("tr", {}, el("th", { class: "num" }, "n"), el("th", { class: "num" }, heading))),
    el("tbody", {}, rows.map((row) => el("tr", {}, el("td", { class: "num" }, formatInt(row.n)), el("td", { class: "num mono" }, shown(row.W))))));
}

function renderAnalysis(result) {
  return el("div", {},
    el("p", { class: "headline", "data-testid": "sd-verdict" }, result.verdict),
    el("ul", {}, result.explanation.map((line) => el("li", {}, line))),
    el("p", {}, result.moves.length
      ? `Winning move${result.moves.length > 1 ? "s" : ""}: ${result.moves.map((m) => m.text).join(", ")}`
      : "No winning move: every move loses against perfect play."));
}

export const silverDollarTool = { id: "silver-dollar", label: "Silver dollar", markup, create };
