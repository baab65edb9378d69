// Range hits: how a Hold'em or short-deck range meets a board — made hands, draws, and every flop by texture.
// Python (poker.hits) reads every combo; this module collects the range, board and dead cards, and
// shows the answer: tables whose rows each carry the range of exactly their combos (one click puts
// it back into the range field, or opens it in the equity tab), and the grid coloured by what each
// cell makes. Every word, group and game comes from Python (meta.poker.hits, the games' names from
// meta.variants, each game's grid from meta.poker.range_grids: 13 x 13, short deck 9 x 9).
import { estimateLine } from "../estimate-line.js";
import { attachRangeGrid } from "../range-grid.js";
import { followGameRules, rulesLineMarkup } from "../rules-links.js";
import { drawOutOfSight, el, runAction, tableWrap } from "../ui.js";
import { formatInt, percent, plural } from "../words.js";

// A share to one decimal, or under 1% to two significant digits: a flush's 0.152% read "0.2%" beside
// a straight's "0.058%" (helper, session 22).
const pct = (share) => (share > 0 && share < 0.0095 ? percent(share, 0, { significant: 2 }) : percent(share, 1)); // 0.96%: "1.0%"
const combosText = (value) => (Number.isInteger(value) ? formatInt(String(value)) : value.toFixed(2));
// A count of combos and its noun: "1 live combo", "12 live combos", "0.50 live combos" (by weight).
const combosOf = (value, noun) => (Number.isInteger(value) ? plural(value, noun) : `${value.toFixed(2)} ${noun}s`);

// The live combos, and by weight only when weights make that a different number.
const liveText = (result) => (result.combos === result.combo_count
  ? plural(result.combo_count, "live combo")
  : `${combosOf(result.combos, "live combo")} by weight (${plural(result.combo_count, "combo")})`);

const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const hitsGames = (facts) => facts.poker.hits.games.map((key) => ({ key, name: facts.variants.find((v) => v.key === key)?.name || key }));
const gridSide = (facts, game) => (facts.poker.range_grids?.[game] || facts.poker.ranges).ranks.length;
// "flop, turn or river: 3–5 cards": the streets and board sizes of the first hits game (Python's).
const boardHint = (facts) => {
  const game = facts.variants.find((v) => v.key === hitsGames(facts)[0].key);
  const names = facts.poker.equity.streets.filter((street) => game.board_sizes.includes(street.cards)).map((street) => street.name);
  const words = names.length > 1 ? `${names.slice(0, -1).join(", ")} or ${names[names.length - 1]}` : names.join("");
  return `${words}: ${Math.min(...game.board_sizes)}–${Math.max(...game.board_sizes)} cards`;
};

const markup = (facts) => `
      <h2 id="hits-title">Range hits</h2>
      <p class="lede">${facts.poker.hits.intro}</p>
      ${rulesLineMarkup(facts, "hits", { game: hitsGames(facts)[0]?.key })}
      <form class="panel" id="hits-form" novalidate>
        <label for="hits-range">Range <span class="hint">${escapeHtml(facts.poker.hits.defaults.range_hint)}</span></label>
        <input id="hits-range" data-testid="hits-range" type="text" spellcheck="false" autocomplete="off" value="${escapeHtml(facts.poker.hits.defaults.range)}" aria-describedby="hits-error">
        <div class="row">
          <div><label for="hits-game">Game</label>
            <select id="hits-game" data-testid="hits-game" aria-describedby="hits-error">${hitsGames(facts).map((g) => `<option value="${escapeHtml(g.key)}">${escapeHtml(g.name)}</option>`).join("")}</select></div>
          <div><label for="hits-board">Board <span class="hint">${boardHint(facts)}</span></label>
            <input id="hits-board" data-testid="hits-board" type="text" spellcheck="false" autocomplete="off" value="${escapeHtml(facts.poker.hits.defaults.board)}" aria-describedby="hits-error"></div>
          <div><label for="hits-dead">Dead cards <span class="hint">optional</span></label>
            <input id="hits-dead" data-testid="hits-dead" type="text" spellcheck="false" autocomplete="off" aria-describedby="hits-error"></div>
        </div>
        <p class="error" id="hits-error" data-testid="hits-error" role="alert" hidden></p>
        <div class="actions">
          <button type="submit" id="hits-run" data-testid="hits-run" class="primary">Show hits</button>
          <button type="button" data-testid="hits-every-flop" data-action="every-flop">Every flop</button>
        </div>
        <p class="hint estimate" id="hits-estimate" data-testid="hits-estimate" aria-live="polite"></p>
        <details class="range-box" id="hits-ranges">
          <summary>Range grid: choose the range on the <span data-testid="hits-grid-size">${gridSide(facts, hitsGames(facts)[0].key)} × ${gridSide(facts, hitsGames(facts)[0].key)}</span> grid</summary>
          <div id="hits-range-grid"></div>
        </details>
      </form>
      <div class="result" id="hits-result" data-testid="hits-result" aria-live="polite"></div>`;

function create(section, { python, facts, saveParams }) {
  const $ = (id) => section.querySelector(`[data-testid="${id}"]`);
  const form = section.querySelector("#hits-form");
  const inputs = { range: $("hits-range"), board: $("hits-board"), dead: $("hits-dead") };
  const gameSelect = $("hits-game");
  const defaultGame = gameSelect.options[0].value; // Python's first hits game
  const fields = { ...inputs, game: gameSelect };
  const errorEl = $("hits-error");
  const resultEl = $("hits-result");
  const words = facts.poker.hits;
  // What a made hand's name leaves out (Python's words): shown under the name, where it is read.
  const notes = new Map(words.made.filter((m) => m.note).map((m) => [m.key, m.note]));
  const rowName = (row) => el("th", { scope: "row" }, row.name,
    notes.has(row.key) ? el("span", { class: "row-note", "data-testid": "hits-row-note" }, notes.get(row.key)) : null);
  // The every-flop job's estimated time beside its button, before it runs (one board is quick).
  const estimate = estimateLine(python, { action: "poker.hits", label: "Every flop, estimated time", lineEl: $("hits-estimate"),
    params: () => ({ range: inputs.range.value.trim(), dead: inputs.dead.value.trim(), game: gameSelect.value, every_flop: true }),
    fields: [inputs.range, inputs.dead, gameSelect] });
  const grid = attachRangeGrid({ python, container: section.querySelector("#hits-range-grid"), input: inputs.range, facts, id: "hits-grid",
    onChange: estimate.update });
  section.querySelector("#hits-ranges").addEventListener("toggle", () => grid.refresh(), { once: true });
  // The grid follows the game: its deck's ranks and classes (Hold'em 13 x 13, short deck 9 x 9).
  const followGame = () => {
    grid.setGame(gameSelect.value);
    const side = gridSide(facts, gameSelect.value);
    $("hits-grid-size").textContent = `${side} × ${side}`;
    followGameRules(section, facts, "hits", gameSelect.value);
  };
  gameSelect.addEventListener("change", followGame);
  let lastRun = null;

  const values = () => Object.fromEntries(Object.entries(inputs).map(([key, input]) => [key, input.value.trim()]));
  // The link keeps the game only when it is not the first (Hold'em): old links stay as they were.
  const savedGame = () => (gameSelect.value === defaultGame ? {} : { game: gameSelect.value });

  async function run(everyFlop = false) {
    const params = { ...values(), game: gameSelect.value, ...(everyFlop ? { every_flop: true } : {}) };
    const saved = { ...values(), ...savedGame(), ...(everyFlop ? { every: "flop" } : {}) };
    saveParams("hits", saved);
    lastRun = JSON.stringify(saved);
    const result = await runAction(python, { action: "poker.hits", params, resultEl, errorEl, fields,
      cancellable: true, busyText: everyFlop ? "Reading every flop…" : "Reading the board…",
      buttons: [section.querySelector('[data-testid="hits-every-flop"]')] }); // both jobs' buttons rest
    if (result) resultEl.replaceChildren(everyFlop ? renderEveryFlop(result) : renderBoard(result));
    else if (inputs.range.nextElementSibling === errorEl) grid.hideError(); // the range's error is said once, by Run's
  }

  // "Use": the row's combos become the range, and the hits shown are theirs (the old range's stayed
  // up under the new range: helper, session 22); the focus goes to the range, to edit it further.
  function useRange(text) {
    inputs.range.value = text;
    grid.refresh();
    inputs.range.focus();
    run(false);
  }

  function rowsTable(title, rows, testId, board, game) {
    const shown = rows.filter((row) => row.combos);
    if (!shown.length) return el("p", { class: "muted", "data-testid": testId }, `${title}: none`);
    return tableWrap(title, el("table", { "data-testid": testId },
      el("caption", {}, title),
      el("thead", {}, el("tr", {}, el("th", {}, "Hand"), el("th", { class: "num" }, "Combos"), el("th", { class: "num" }, "Share"),
        el("th", {}, "Range of these combos"))),
      el("tbody", {}, shown.map((row) => el("tr", { "data-key": row.key },
        rowName(row), el("td", { class: "num" }, combosText(row.combos)), el("td", { class: "num" }, pct(row.share)),
        el("td", { class: "hits-range-cell" }, el("code", { class: "range-name" }, row.range), " ", el("span", { class: "hits-actions" },
          el("button", { type: "button", class: "small", "data-testid": "hits-use", onclick: () => useRange(row.range),
            "aria-label": `Use the ${row.name} combos as the range` }, "Use"),
          el("a", { class: "hits-equity-link", href: `#equity?hands=${encodeURIComponent(`${row.range}\nrandom`)}&board=${encodeURIComponent(board)}${game === defaultGame ? "" : `&game=${encodeURIComponent(game)}`}`,
            "aria-label": `Equity of the ${row.name} combos against a random hand` }, "Equity"))))))));
  }

  function hitGrid(result) {
    const byLabel = new Map(result.cells.map((cell) => [cell.label, cell]));
    const made = new Map(words.made.map((m) => [m.key, m.name]));
    const groups = new Map(words.groups.map((g) => [g.key, g.name]));
    const rows = (facts.poker.range_grids?.[result.game] || facts.poker.ranges).cells.map((labels) => el("div", { class: "range-row", role: "row" }, labels.map((label) => {
      const cell = byLabel.get(label);
      const text = cell ? `${label}: ${combosOf(cell.combos, "live combo")}, mostly ${made.get(cell.made)} (${groups.get(cell.group)})` : `${label}: not in the range`;
      return el("span", { class: `range-cell hit-cell${cell ? ` hit-${cell.group}` : ""}`, role: "cell", title: text, "aria-label": text,
        "data-class": label, "data-group": cell ? cell.group : "" }, el("span", { class: "range-label" }, label));
    })));
    // The side goes through the style object: the site's CSP refuses style attributes.
    const grid = el("div", { class: "range-grid", role: "table", "data-testid": "hits-grid", "data-game": result.game,
      "aria-label": "What each class of the range makes on the board" }, rows);
    grid.style.setProperty("--side", String(gridSide(facts, result.game)));
    return el("figure", { class: "hits-grid-figure" }, grid,
      el("figcaption", {}, el("ul", { class: "hits-legend" }, words.groups.map((g) => el("li", {}, el("span", { class: `swatch hit-${g.key}`, "aria-hidden": "true" }), g.name)))));
  }

  function renderBoard(result) {
    const board = result.board.join(" ");
    const game = hitsGames(facts).find((g) => g.key === result.game)?.name || result.game;
    return el("div", {},
      el("p", { class: "headline", "data-testid": "hits-live" },
        `${liveText(result)} on ${board}, the ${result.street}${result.dead.length ? `, dead ${result.dead.join(" ")}` : ""}${result.game === defaultGame ? "" : ` (${game})`}`),
      el("div", { class: "hits-layout" }, hitGrid(result),
        el("div", {}, rowsTable("Made hands", result.made, "hits-made", board, result.game), rowsTable("Draws", result.draws, "hits-draws", board, result.game))),
      el("details", {}, el("summary", {}, "By best five-card category"), rowsTable("Categories", result.categories, "hits-categories", board, result.game)));
  }

  function renderEveryFlop(result) {
    const shareRows = (title, rows, testId) => tableWrap(title, el("table", { "data-testid": testId },
      el("caption", {}, title), el("thead", {}, el("tr", {}, el("th", {}, "Hand"), el("th", { class: "num" }, "Share of live combos"))),
      el("tbody", {}, rows.filter((row) => row.share).map((row) => el("tr", {}, rowName(row), el("td", { class: "num" }, pct(row.share)))))));
    return el("div", {},
      el("p", { class: "headline", "data-testid": "hits-live" },
        `${result.range}: ${combosOf(result.combos, "combo")} over all ${formatInt(String(result.flops))} flops${result.game === defaultGame ? "" : ` in ${hitsGames(facts).find((g) => g.key === result.game)?.name || result.game}`} (${formatInt(String(result.classes))} flop types stand for them all)`),
      tableWrap("Flop textures", el("table", { "data-testid": "hits-textures" },
        el("caption", {}, "Flop textures, the ones the range hits most first"),
        el("thead", {}, el("tr", {}, el("th", {}, "Texture"), el("th", { class: "num" }, "Flops"),
          words.texture_columns.map((column) => el("th", { class: "num" }, column.name)))),
        el("tbody", {}, result.textures.map((row) => el("tr", {}, el("th", { scope: "row" }, row.name), el("td", { class: "num" }, formatInt(String(row.flops))),
          words.texture_columns.map((column) => el("td", { class: "num" }, pct(row[column.key])))))))),
      shareRows("Made hands, every flop", result.made, "hits-made"), shareRows("Draws, every flop", result.draws, "hits-draws"));
  }

  form.addEventListener("submit", (event) => { event.preventDefault(); run(false); });
  form.addEventListener("click", (event) => {
    if (event.target.closest("button[data-action]")?.dataset.action === "every-flop") run(true);
  });

  return {
    // The tab's warm-up answers, drawn once out of sight (main.js warmTool).
    prime(action, result) {
      if (action === "poker.hits") drawOutOfSight(resultEl, result.flops === undefined ? renderBoard(result) : renderEveryFlop(result));
    },
    restore(params) {
      estimate.update();
      if (params.range === undefined && params.board === undefined) {
        if (lastRun) saveParams("hits", JSON.parse(lastRun));
        return; // the page warms the tab up (main.js warmTool)
      }
      for (const key of Object.keys(inputs)) inputs[key].value = params[key] ?? "";
      gameSelect.value = [...gameSelect.options].some((o) => o.value === params.game) ? params.game : defaultGame;
      followGame();
      const saved = { ...values(), ...savedGame(), ...(params.every === "flop" ? { every: "flop" } : {}) };
      if (lastRun !== JSON.stringify(saved)) run(params.every === "flop");
    },
  };
}

export const hitsTool = { id: "hits", label: "Range hits", markup, create };
