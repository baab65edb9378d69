// Poker equity (Hold'em and Omaha): who wins how often with cards still to come. Collects the spot,
// asks Python (poker.equity) and shows its answer: each player's win, tie and equity, the method,
// the final hands, the outs on the flop and turn, and what each player needs. No poker rule here.
import { handEntry, handEntryMarkup } from "../hand-entry.js";
import { cardEl, el, formatInt, runAction } from "../ui.js";

// An example for each hole-card count a game deals (Hold'em 2, Omaha 4).
const EXAMPLES = { 2: "Ah Kh\nQs Qc", 4: "Ah As Kd Qd\nJc Tc 9h 8h" };
// Board sizes as players call them; the sizes themselves come from Python (equity_boards).
const STREET_NAMES = { 0: "preflop", 3: "flop", 4: "turn", 5: "river" };
const METHODS = [
  ["auto", "Auto"],
  ["exact", "Exact"],
  ["monte-carlo", "Monte Carlo"],
];

const percent = (share) => `${(share * 100).toFixed(2)}%`;
const count = (n, one, many = `${one}s`) => `${formatInt(String(n))} ${String(n) === "1" ? one : many}`;
const equityGames = (facts) => facts.variants.filter((v) => v.equity_boards.length);

function boardHint(games) {
  const sizes = [...new Set(games.flatMap((g) => g.equity_boards))].sort((a, b) => a - b);
  const named = sizes.map((n) => (n === 0 ? "empty before the flop" : `${n} cards (${STREET_NAMES[n] || "board"})`));
  return `${named.slice(0, -1).join(", ")} or ${named[named.length - 1]}; the picker's “Board” target fills it`;
}

const markup = (facts) => {
  const games = equityGames(facts);
  const holes = games.map((g) => `${g.name}: ${g.hole_cards.join(" or ")} cards each, 2–${g.max_players} players`).join("; ");
  return `
      <h2 id="equity-title">Poker equity</h2>
      <p class="lede">Who wins how often with cards still to come. Every way the board can be completed is counted exactly (or, when that would take long, a seeded sample of random boards); players who share the best hand split the pot.</p>
${handEntryMarkup({
  id: "equity", inputTestId: "equity-hands", runLabel: "Compute equity",
  hint: `one hand per line (${holes}); e.g. <code>Ah As</code>`,
  placeholder: "Ah As\nKd Kc",
  board: { hint: boardHint(games), placeholder: "e.g. Jh Th 2c (flop) 3d (turn)" },
  games,
  extra: `
        <label for="equity-dead">Dead cards <span class="hint">optional: cards out of play (folded, burned or seen)</span></label>
        <input id="equity-dead" data-testid="equity-dead" type="text" spellcheck="false" autocomplete="off" aria-describedby="equity-error" placeholder="e.g. 2s 7d">
        <div class="row equity-options">
          <div><label for="equity-method">Method <span class="hint">auto: exact when fast</span></label>
            <select id="equity-method" data-testid="equity-method" aria-describedby="equity-error">${METHODS.map(([value, text]) => `<option value="${value}">${text}</option>`).join("")}</select></div>
          <div><label for="equity-trials">Random boards <span class="hint">blank: default</span></label>
            <input id="equity-trials" data-testid="equity-trials" type="text" inputmode="numeric" autocomplete="off" aria-describedby="equity-error"></div>
          <div><label for="equity-seed">Seed <span class="hint">blank: random</span></label>
            <input id="equity-seed" data-testid="equity-seed" type="text" inputmode="numeric" autocomplete="off" aria-describedby="equity-error"></div>
        </div>`,
})}
      <div class="result" id="equity-result" data-testid="equity-result" aria-live="polite"></div>`;
};

function create(section, { python, meta, facts, saveParams }) {
  const $ = (id) => section.querySelector(`[data-testid="${id}"]`);
  const form = section.querySelector("#equity-form");
  const errorEl = $("equity-error");
  const errorHome = form.querySelector(".actions");
  const resultEl = $("equity-result");
  const runButton = $("equity-run");
  const dead = $("equity-dead");
  const method = $("equity-method");
  const trials = $("equity-trials");
  const seed = $("equity-seed");
  const games = equityGames(facts);
  const deck = new Map(facts.deck.map((card) => [card.code, card]));

  const entry = handEntry({
    python, meta, section, id: "equity", scanLimit: facts.limits.text_chars,
    example: () => EXAMPLES[games.find((g) => g.key === game.value)?.hole_cards[0]] || EXAMPLES[2],
    extraTargets: [{ key: "dead", label: "Dead cards", field: dead }],
  });
  const { input, board, game } = entry;
  entry.onClear = () => resultEl.replaceChildren();
  const fields = { hands: input, board, dead, game, method, trials, seed };
  const inputs = () => ({ hands: input.value, board: board.value.trim(), dead: dead.value.trim(), game: game.value,
    method: method.value, trials: trials.value.trim(), seed: seed.value.trim() });

  // The URL holds the inputs (defaults left out) and, after a Monte Carlo run, the seed it used.
  let saved = null;
  let lastRun = null;
  function remember(params) {
    saved = { ...params, game: params.game === games[0]?.key ? "" : params.game, method: params.method === "auto" ? "" : params.method };
    saveParams("equity", saved);
  }

  async function run() {
    if (runButton.disabled) return; // a job of this tool is running: its button rests
    const params = inputs();
    remember(params);
    lastRun = JSON.stringify(params);
    errorHome.before(errorEl); // an earlier message may stand under another field
    const result = await runAction(python, {
      action: "poker.equity", params, resultEl, errorEl, fields, cancellable: true, busyText: "Counting boards…",
    });
    if (!result) return;
    if (result.method === "monte-carlo" && !params.seed) {
      remember({ ...params, trials: params.trials || String(result.trials), seed: String(result.seed) });
    }
    resultEl.replaceChildren(render(result, deck));
  }

  form.addEventListener("submit", (event) => { event.preventDefault(); run(); });
  for (const field of [input, board, dead, trials, seed]) {
    field.addEventListener("keydown", (event) => {
      if (event.key === "Enter" && !event.shiftKey && !event.isComposing) { event.preventDefault(); run(); }
    });
  }

  return {
    restore(params) {
      if (params.hands === undefined && params.board === undefined) {
        if (saved) saveParams("equity", saved);
        return;
      }
      input.value = params.hands || "";
      board.value = params.board || "";
      dead.value = params.dead || "";
      trials.value = params.trials || "";
      seed.value = params.seed || "";
      game.value = games.some((g) => g.key === params.game) ? params.game : games[0]?.key;
      method.value = METHODS.some(([value]) => value === params.method) ? params.method : "auto";
      entry.refresh();
      // A link runs at once: exact runs only when Python judges it fast (auto) or was asked for,
      // and every run shows progress and Cancel.
      if (lastRun !== JSON.stringify(inputs()) && input.value.trim()) run();
    },
  };
}

function render(result, deck) {
  const monteCarlo = result.method === "monte-carlo";
  const best = Math.max(...result.players.map((p) => p.equity));
  const parts = [
    el("p", { class: "headline", "data-testid": "equity-headline" },
      `${result.game_name}, ${result.street}: ${result.players.length} players`),
    el("p", { class: "reason", "data-testid": "equity-method-text" },
      `How: ${result.method_text}.`),
    boardLine(result),
    el("div", { class: "hands" }, result.players.map((player, index) => playerCard(player, index, monteCarlo, player.equity === best))),
  ];
  if (result.outs) parts.push(outsBlock(result.outs, deck));
  parts.push(categoryTable(result));
  return el("div", {}, parts);
}

// The board by street: flop, turn, river (or "to come").
function boardLine(result) {
  const streets = [["Flop", 0, 3], ["Turn", 3, 4], ["River", 4, 5]];
  const pieces = streets.map(([name, from, to]) => {
    const cards = result.board.slice(from, to);
    return el("span", { class: "street" }, el("span", { class: "muted" }, `${name} `),
      cards.length ? el("span", { class: "cards" }, cards.map((card) => cardEl(card, "board", { "aria-label": card.name }))) : el("span", { class: "muted" }, "to come"));
  });
  const deadCards = result.dead.length
    ? el("span", { class: "street" }, el("span", { class: "muted" }, "Dead "), el("span", { class: "cards" }, result.dead.map((card) => cardEl(card, "dead", { "aria-label": `${card.name} (dead)` }))))
    : null;
  return el("div", { class: "equity-board", "data-testid": "equity-streets", "aria-label": "Board" }, pieces, deadCards,
    el("span", { class: "muted" }, `${count(result.unseen, "unseen card")}`));
}

// Widths through the CSSOM: the page's Content-Security-Policy refuses style attributes.
function widthOf(node, percentage) {
  node.style.width = `${percentage}%`;
  return node;
}

function playerCard(player, index, monteCarlo, leading) {
  const error = monteCarlo ? ` ± ${percent(player.standard_error)}` : "";
  const win = player.win * 100;
  const share = player.tie_share * 100;
  return el("article", { class: `hand equity-player ${leading ? "winner" : ""}`, "data-testid": "equity-player", "aria-label": `Player ${index + 1}` },
    el("div", { class: "hand-head" },
      el("strong", {}, `Player ${index + 1}`),
      el("span", { class: "cards" }, player.cards.map((card) => cardEl(card, "", { "aria-label": card.name }))),
      el("span", { class: "equity-value", "data-testid": "equity-value" }, `${percent(player.equity)}${error}`),
      el("span", { class: "muted" }, "equity")),
    el("div", { class: "equity-bar", "aria-hidden": "true", title: `wins ${win.toFixed(2)}%, tie shares ${share.toFixed(2)}%` },
      widthOf(el("span", { class: "win" }), win), widthOf(el("span", { class: "tie" }), share)),
    el("p", { class: "muted equity-counts" },
      `Win ${percent(player.win)} (${count(player.wins, "board")}) · tie ${percent(player.tie)} (${count(player.ties, "board")})`),
    el("p", { class: "equity-needs", "data-testid": "equity-needs", title: `current hand: ${player.current}` }, `Now: ${player.needs}`));
}

function outsBlock(outs, deck) {
  return el("section", { class: "equity-outs", "data-testid": "equity-outs", "aria-label": "Outs" },
    el("h3", {}, `Outs: who leads after each of the ${outs.cards} possible ${outs.next} cards`),
    el("ul", {}, outs.groups.map((group) => el("li", {},
      el("span", {}, group.text),
      el("span", { class: "cards small" }, group.cards.map((code) => {
        const card = deck.get(code);
        return card ? cardEl(card, "", { "aria-label": card.name }) : el("span", { class: "mono" }, code);
      }))))));
}

// Each player's final hand categories; the categories nobody can end with are left out.
function categoryTable(result) {
  const rows = result.categories.filter((row) => row.boards.some((n) => String(n) !== "0"));
  return el("details", { class: "equity-categories", open: result.players.length <= 4 },
    el("summary", {}, "Final hands: how often each player ends with each category"),
    el("div", { class: "table-wrap" }, el("table", { "data-testid": "equity-categories" },
      el("thead", {}, el("tr", {}, el("th", {}, "Category"),
        result.players.map((_, i) => el("th", { class: "num" }, `Player ${i + 1}`)))),
      el("tbody", {}, rows.map((row) => el("tr", {}, el("td", {}, row.name),
        row.shares.map((share, i) => el("td", { class: "num", title: count(row.boards[i], "board") }, percent(share)))))))));
}

export const equityTool = { id: "equity", label: "Equity", markup, create };
