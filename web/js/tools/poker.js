// Poker showdown and Problem 54 batches: collects hands, calls Python, shows the result.
import { handEntry, handEntryMarkup, runOnEnter } from "../hand-entry.js";
import { followGameRules, rulesLineMarkup } from "../rules-links.js";
import { barChart, cardEl, drawOutOfSight, el, fileText, refuseHugeFile, runAction, showError, tableWrap } from "../ui.js";
import { capital, formatInt, plural } from "../words.js";

const PAGE_SIZE = 50;

const showdownGames = (facts) => facts.variants.filter((v) => v.tool === "poker");

const markup = (meta) => {
  const first = meta.examples[showdownGames(meta)[0].key];
  return `
      <h2 id="poker-title">Poker showdown</h2>
      <p class="lede">${meta.poker.intro}</p>
      <details class="lede-games" data-testid="poker-games-about"><summary>The games in brief</summary><p class="muted">${meta.poker.games_about.join(" ")}</p></details>
      ${rulesLineMarkup(meta, "poker", { game: showdownGames(meta)[0].key, extra: '<a href="https://projecteuler.net/problem=54" target="_blank" rel="noopener" data-testid="poker-euler-link">Project Euler 54</a>' })}
${handEntryMarkup({
  id: "poker", hint: first.hints.hands, placeholder: first.showdown.hands,
  board: { hint: first.hints.board, placeholder: first.hints.board_placeholder, streets: meta.poker.equity.streets.filter((street) => street.cards) },
  games: showdownGames(meta),
})}
      <div class="result" id="poker-result" data-testid="poker-result" aria-live="polite"></div>

      <h3>Batch: Project Euler 54 files</h3>
      <form class="panel" id="poker-batch-form" novalidate>
        <p class="hint">${meta.poker.batch.hint}</p>
        <div class="drop" data-testid="poker-drop">
          <label for="poker-file">Choose a <code>.txt</code> file</label>
          <input id="poker-file" data-testid="poker-file" type="file" accept=".txt,text/plain">
          <span class="hint">or drop it here</span>
        </div>
        <label for="poker-batch-input" data-words="Pasted deals">…or paste deals</label>
        <textarea id="poker-batch-input" data-testid="poker-batch-input" rows="3" spellcheck="false" autocomplete="off"
          placeholder="${meta.poker.batch.example}"></textarea>
        <p class="error" id="poker-batch-error" data-testid="poker-batch-error" role="alert" hidden></p>
        <div class="actions">
          <button type="submit" data-testid="poker-batch-run" class="primary">Run batch</button>
        </div>
      </form>
      <div class="result" id="poker-batch-result" data-testid="poker-batch-result" aria-live="polite"></div>`;
};

function create(section, { python, meta, facts, saveParams }) {
  const $ = (id) => section.querySelector(`[data-testid="${id}"]`);
  const errorEl = $("poker-error");
  const resultEl = $("poker-result");
  let lastRun = null;

  const entry = handEntry({
    python, meta, section, id: "poker", scanLimit: facts.limits.text_chars,
    example: (key) => facts.examples[key].showdown,
    hints: (key) => ({ hands: facts.examples[key].hints.hands, board: facts.examples[key].hints.board }),
    boardPlaceholder: (key) => facts.examples[key].hints.board_placeholder,
  });
  const { input, board, game } = entry;
  const showGame = entry.showGame; // the rules links follow the game too
  entry.showGame = () => { showGame(); followGameRules(section, facts, "poker", game.value); };
  entry.showGame();
  const form = section.querySelector("#poker-form");
  entry.onClear = () => resultEl.replaceChildren();
  const inputs = () => ({ hands: input.value, board: board.value, game: game.value });

  // --- showdown ---
  async function run() {
    const params = inputs();
    saveParams("poker", { ...params, game: params.game === showdownGames(facts)[0].key ? "" : params.game });
    lastRun = JSON.stringify(params);
    const result = await runAction(python, {
      action: "poker.showdown", params, resultEl, errorEl, fields: { hands: input, board, game },
    });
    if (result) resultEl.replaceChildren(renderShowdown(result));
  }

  form.addEventListener("submit", (event) => { event.preventDefault(); run(); });
  runOnEnter(input, run);
  // --- batch ---
  const batchForm = section.querySelector("#poker-batch-form");
  const batchInput = $("poker-batch-input");
  const batchError = $("poker-batch-error");
  const batchResult = $("poker-batch-result");
  const fileInput = $("poker-file");
  const drop = $("poker-drop");
  let batchFileName = null;

  async function runBatch(text, source, file = false) {
    const result = await runAction(python, {
      action: "poker.batch", params: { text, file }, resultEl: batchResult, errorEl: batchError,
      fields: { text: file ? fileInput : batchInput }, cancellable: true, busyText: "Settling deals…",
    });
    if (result) batchResult.replaceChildren(renderBatch(result, source, facts.poker.categories));
  }

  async function readFile(file) {
    if (refuseHugeFile(file, facts.limits.batch_chars, batchError, fileInput)) return;
    batchFileName = file.name;
    runBatch(await fileText(file), file.name, true); // a file: if no line is a deal, its lines are not quoted
  }

  fileInput.addEventListener("change", () => { if (fileInput.files[0]) readFile(fileInput.files[0]); });
  drop.addEventListener("dragover", (event) => { event.preventDefault(); drop.classList.add("over"); });
  drop.addEventListener("dragleave", () => drop.classList.remove("over"));
  drop.addEventListener("drop", (event) => {
    event.preventDefault();
    drop.classList.remove("over");
    const file = event.dataTransfer.files[0];
    if (file) readFile(file);
  });
  batchForm.addEventListener("submit", (event) => {
    event.preventDefault();
    batchFileName = null;
    runBatch(batchInput.value, "pasted deals");
  });

  return {
    // The tab's warm-up answers, drawn once out of sight (main.js warmTool).
    prime(action, result) {
      if (action === "poker.showdown") drawOutOfSight(resultEl, renderShowdown(result));
    },
    restore(params) {
      if (params.hands === undefined && params.board === undefined) {
        if (input.value || board.value) saveParams("poker", { hands: input.value, board: board.value });
        return;
      }
      input.value = params.hands || "";
      board.value = params.board || "";
      game.value = [...game.options].some((o) => o.value === params.game) ? params.game : showdownGames(facts)[0].key;
      entry.showGame();
      entry.refresh();
      if (lastRun !== JSON.stringify(inputs()) && input.value.trim()) run();
    },
  };
}

// A split pot: each hand's low (the cards that make it) and its share of the pot, exact.
function splitLines(result, hand, index) {
  if (!result.hi_lo) return [];
  const share = result.shares[index];
  const low = hand.low.qualifies ? `Low: ${hand.low.name} — ${hand.low.plays_text}` : `Low: ${hand.low.name}`;
  return [
    el("p", { class: "muted plays", "data-testid": "poker-low" }, low),
    el("p", { class: "plays", "data-testid": "poker-share" }, el("strong", {}, `Takes ${share.fraction}`), ` — ${share.words}`),
  ];
}

function badgeText(result, index) {
  if (!result.hi_lo) return result.split ? "Split" : "Winner";
  return result.shares[index].fraction === "1" ? "Scoops" : `Takes ${result.shares[index].fraction}`;
}

function renderShowdown(result) {
  const hands = result.hands.map((hand, index) => {
    const winner = result.winners.includes(index);
    const best = new Set(hand.best);
    const low = new Set(hand.low ? hand.low.played : []); // split pots: the cards that make the low
    const cards = [...hand.cards, ...result.board];
    // What a card does, said for each: plays (the high), makes the low, both, or neither.
    const role = (code) => [best.has(code) ? (low.size ? "plays for the high" : "plays") : null, low.has(code) ? "makes the low" : null]
      .filter(Boolean).join(" and ") || "does not play";
    return el("article", { class: `hand ${winner ? "winner" : ""}`, "data-testid": "poker-hand", "aria-label": `Player ${index + 1}` },
      el("div", { class: "hand-head" },
        el("strong", {}, `Player ${index + 1}`),
        winner ? el("span", { class: "badge", "data-testid": "winner-badge" }, badgeText(result, index)) : null,
        el("span", { class: "hand-name", "data-testid": "hand-name" }, hand.name),
        el("span", { class: "muted" }, `${hand.beats_text} · class ${hand.class.toLocaleString("en-US")} of ${hand.classes.toLocaleString("en-US")}`)),
      el("div", { class: "cards", role: "group", "aria-label": low.size ? "Cards (best five outlined, the low's cards underlined)" : "Cards (best five outlined)" },
        cards.map((card, i) => cardEl(card, `${best.has(card.code) ? "best" : low.has(card.code) ? "" : "dead"}${low.has(card.code) ? " low" : ""}${i >= hand.cards.length ? " board" : ""}`,
          { title: `${i >= hand.cards.length ? "board card" : "own card"}, ${role(card.code)}`,
            "aria-label": `${card.name}${i >= hand.cards.length ? " (board)" : ""}, ${role(card.code)}` }))),
      result.board.length || hand.cards.length > hand.played.length
        ? el("p", { class: "muted plays", "data-testid": "poker-plays" }, result.hi_lo ? `High: ${hand.plays_text}` : capital(hand.plays_text)) : null,
      ...splitLines(result, hand, index));
  });
  return el("div", {},
    el("p", { class: "headline", "data-testid": "poker-headline" }, capital(result.headline)),
    el("p", { class: "reason", "data-testid": "poker-reason" }, `Why: ${result.reason}`),
    result.board_note ? el("p", { class: "muted", "data-testid": "poker-board-note" }, result.board_note) : null,
    el("div", { class: "hands" }, hands));
}

function renderBatch(result, source, categories) {
  const players = result.wins.length;
  const p1 = result.wins[0] ?? 0;
  const others = result.wins.slice(1).map((w, i) => `Player ${i + 2} wins ${formatInt(w)}`).join("; ");
  const count = plural;
  const summary = result.deals
    ? el("p", { class: "headline", "data-testid": "poker-batch-summary" },
      `Player 1 wins ${p1.toLocaleString("en-US")} of ${count(result.deals, "deal")}`,
      el("span", { class: "muted" }, ` (${[others, `${result.ties.toLocaleString("en-US")} tied`].filter(Boolean).join("; ")}) — ${source}`))
    : el("p", { class: "headline", "data-testid": "poker-batch-summary" }, `No valid deal in ${source}`);
  const parts = [summary];
  if (result.errors_total) {
    const more = result.errors_total - result.errors.length;
    parts.push(el("details", { open: true, "data-testid": "poker-batch-errors" },
      el("summary", {}, `${count(result.errors_total, "line")} skipped`),
      el("ul", {}, result.errors.map((e) => el("li", {}, e.message))),
      more > 0 ? el("p", { class: "muted" }, `…and ${count(more, "more bad line")} (the first ${result.errors.length} are listed)`) : null));
  }
  if (players) {
    const labels = categories.map((c) => c.short);
    const series = result.categories.slice(0, 2).map((counts, i) => ({ name: `Player ${i + 1}`, values: categories.map((c) => counts[c.key]) }));
    parts.push(el("figure", {}, tableWrap("Hands by category", barChart({ labels, series, title: "Hands by category" })),
      el("figcaption", { class: "muted" }, "Hands by category" + (players > 2 ? " (players 1 and 2)" : ""))));
    if (result.rows_total > result.rows.length) {
      parts.push(el("p", { class: "muted", "data-testid": "poker-batch-rows-note" },
        `The table lists the first ${result.rows.length.toLocaleString("en-US")} of ${count(result.rows_total, "deal")}; the counts above cover them all.`));
    }
    parts.push(dealTable(result.rows, players));
  }
  return el("div", {}, parts);
}

function dealTable(rows, players) {
  let page = 0;
  const filter = el("select", { "aria-label": "Show deals", "data-testid": "poker-batch-filter" },
    el("option", { value: "all" }, "All deals"),
    ...Array.from({ length: players }, (_, i) => el("option", { value: `p${i}` }, `Player ${i + 1} wins`)),
    el("option", { value: "tie" }, "Ties"));
  const search = el("input", { type: "text", placeholder: "Hand name, e.g. Flush", "aria-label": "Filter by hand name", "data-testid": "poker-batch-search" });
  const body = el("tbody");
  const info = el("span", { class: "muted", "data-testid": "poker-batch-page" });
  const prev = el("button", { type: "button", onclick: () => { page -= 1; draw(); } }, "‹ Prev");
  const next = el("button", { type: "button", onclick: () => { page += 1; draw(); } }, "Next ›");

  function visible() {
    const q = search.value.trim().toLowerCase();
    return rows.filter((row) => {
      if (filter.value === "tie" && row.winners.length < 2) return false;
      if (filter.value.startsWith("p") && !(row.winners.length === 1 && row.winners[0] === Number(filter.value.slice(1)))) return false;
      return !q || row.names.some((n) => n.toLowerCase().includes(q));
    });
  }
  function draw() {
    const shown = visible();
    const pages = Math.max(1, Math.ceil(shown.length / PAGE_SIZE));
    page = Math.min(Math.max(page, 0), pages - 1);
    body.replaceChildren(...shown.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE).map((row) => el("tr", {},
      el("td", { class: "num" }, row.line),
      ...row.hands.slice(0, Math.max(2, players)).map((hand, i) => el("td", { class: row.winners.includes(i) && row.winners.length === 1 ? "win" : "" },
        el("span", { class: "mono" }, hand), el("br"), el("span", { class: "muted" }, row.names[i] ?? ""))),
      el("td", {}, row.winners.length > 1 ? "Tie" : `Player ${row.winners[0] + 1}`),
      el("td", { class: "muted" }, row.reason))));
    info.textContent = `Page ${formatInt(page + 1)} of ${formatInt(pages)} · ${plural(shown.length, "deal")}`;
    prev.disabled = page === 0;
    next.disabled = page >= pages - 1;
  }
  filter.addEventListener("change", () => { page = 0; draw(); });
  search.addEventListener("input", () => { page = 0; draw(); });
  draw();
  return el("div", {},
    el("div", { class: "pager" }, filter, search, prev, next, info),
    tableWrap("The deals of the batch", el("table", { "data-testid": "poker-batch-table" },
      el("thead", {}, el("tr", {}, el("th", { class: "num" }, "Line"),
        ...Array.from({ length: Math.max(2, players) }, (_, i) => el("th", {}, `Player ${i + 1}`)),
        el("th", {}, "Winner"), el("th", {}, "Why"))),
      body)));
}


export const pokerTool = { id: "poker", label: "Poker", markup, create };
