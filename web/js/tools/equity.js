// Poker equity (Hold'em and Omaha): who wins how often with cards still to come. Collects the spot,
// asks Python (poker.equity) and shows its answer: each player's win, tie and equity, the method,
// the final hands, the outs on the flop and turn, and what each player needs. A Hold'em player may
// be a range (one per line, like "QQ+, AKs"), edited on the range grid, with each class's equity
// in the result and on the grid as a heat map. No poker rule here.
import { handEntry, handEntryMarkup, handLines, runOnEnter } from "../hand-entry.js";
import { estimateLine } from "../estimate-line.js";
import { runLinkIfQuick } from "../link-guard.js";
import { attachRangeGrid } from "../range-grid.js";
import { followGameRules, RULES_PAGE, rulesLineMarkup } from "../rules-links.js";
import { cardEl, drawOutOfSight, el, forgetJob, runAction, showAnswer, tableWrap } from "../ui.js";
import { capital, formatInt, fraction, percent, plural as count } from "../words.js";

// The examples, hints, methods and street names are Python's (meta): none is written here.

const equityGames = (facts) => facts.variants.filter((v) => v.equity);
// A game's streets as its record names them (Courchevel's preflop is a board of one card).
const gameStreets = (facts, key) => {
  const game = facts.variants.find((v) => v.key === key);
  return game ? game.equity_boards.map((cards, i) => ({ cards, name: game.streets[i] })) : facts.poker.equity.streets;
};

const equityHints = (facts, key) => ({ hands: facts.examples[key].hints.equity_hands, board: facts.examples[key].hints.equity_board });

const markup = (facts) => {
  const games = equityGames(facts);
  const hints = equityHints(facts, games[0].key);
  const methods = facts.poker.equity.methods;
  return `
      <h2 id="equity-title">Poker equity</h2>
      <p class="lede">${facts.poker.equity.intro}</p>
      ${rulesLineMarkup(facts, "equity", { game: games[0].key })}
${handEntryMarkup({
  id: "equity", inputTestId: "equity-hands", runLabel: "Compute equity",
  hint: hints.hands,
  placeholder: facts.examples[games[0].key].equity.hands,
  board: { hint: hints.board, placeholder: facts.examples[games[0].key].hints.equity_board_placeholder, streets: facts.poker.equity.streets.filter((street) => street.cards), followGame: true },
  games,
  underInput: `
        <ul class="omaha-sizes" id="equity-omaha-sizes" data-testid="equity-omaha-sizes" aria-live="polite" hidden></ul>`,
  extra: `
        <label for="equity-dead">Dead cards <span class="hint">optional: cards out of play (folded, burned or seen)</span></label>
        <input id="equity-dead" data-testid="equity-dead" type="text" spellcheck="false" autocomplete="off" aria-describedby="equity-error" placeholder="e.g. 8s 7c">
        <label for="equity-names">Player names <span class="hint">optional, in hand order, separated by commas</span></label>
        <input id="equity-names" data-testid="equity-names" type="text" spellcheck="false" autocomplete="off" maxlength="200" placeholder="e.g. Hero, Villain" aria-describedby="equity-names-extra">
        <p class="hint" id="equity-names-extra" data-testid="equity-names-extra" aria-live="polite" hidden></p>
        <div class="row equity-options">
          <div><label for="equity-method">Method <span class="hint">auto: exact when fast</span></label>
            <select id="equity-method" data-testid="equity-method" aria-describedby="equity-error">${methods.map((m) => `<option value="${m.key}">${m.name}</option>`).join("")}</select></div>
          <div><label for="equity-trials">Trials <span class="hint">Monte Carlo; blank: the default, or exact when that is cheap</span></label>
            <input id="equity-trials" data-testid="equity-trials" type="text" inputmode="numeric" autocomplete="off" aria-describedby="equity-error"></div>
          <div><label for="equity-seed">Seed <span class="hint">blank: random</span></label>
            <input id="equity-seed" data-testid="equity-seed" type="text" inputmode="numeric" autocomplete="off" aria-describedby="equity-error"></div>
        </div>
        <p class="hint estimate" id="equity-estimate" data-testid="equity-estimate" aria-live="polite"></p>`,
})}
      ${omahaHelpMarkup(facts.poker.omaha_ranges)}
      <details class="panel range-box" id="equity-ranges" data-testid="equity-ranges">
        <summary data-testid="equity-range-summary">Range grid: choose a player's range on the grid of hand classes</summary>
        <div class="row range-target">
          <div><label for="equity-range-player">Player</label>
            <select id="equity-range-player" data-testid="equity-range-player"></select></div>
          <div class="range-text"><label for="equity-range">Range <span class="hint">${facts.poker.equity.range_hint}</span></label>
            <input id="equity-range" data-testid="equity-range" type="text" spellcheck="false" autocomplete="off" aria-describedby="equity-range-grid"></div>
        </div>
        <div id="equity-range-grid"></div>
      </details>
      <p class="panel pot-note" id="equity-pot-note" data-testid="equity-pot-note" hidden></p>
      <div class="result" id="equity-result" data-testid="equity-result" aria-live="polite"></div>`;
};

function create(section, { python, meta, facts, saveParams }) {
  const $ = (id) => section.querySelector(`[data-testid="${id}"]`);
  const form = section.querySelector("#equity-form");
  const errorEl = $("equity-error");
  const resultEl = $("equity-result");
  const runButton = $("equity-run");
  const dead = $("equity-dead");
  const method = $("equity-method");
  const trials = $("equity-trials");
  const names = $("equity-names");
  // Names are the page's own (never sent to Python): "Hero, Villain" -> Hero for player 1, ...
  const nameOf = (index) => names.value.split(",").map((n) => n.trim())[index] || `Player ${index + 1}`;
  const seed = $("equity-seed");
  const games = equityGames(facts);
  const deck = new Map(facts.deck.map((card) => [card.code, card]));

  const entry = handEntry({
    python, meta, section, id: "equity", scanLimit: facts.limits.text_chars,
    example: (key) => facts.examples[key].equity,
    hints: (key) => equityHints(facts, key),
    boardPlaceholder: (key) => facts.examples[key].hints.equity_board_placeholder,
    extraTargets: [{ key: "dead", label: "Dead cards", field: dead }],
  });
  const { input, board, game } = entry;
  entry.onClear = () => resultEl.replaceChildren();
  const ranges = rangeEditor(section, { python, facts, input, entry, nameOf, context: (player) => ({ board: board.value, dead: dead.value,
    others: handLines(input.value).filter((_, i) => i !== player) }) });
  // The range grid writes Hold'em ranges: it shows only for the games whose players may be ranges.
  const showGame = entry.showGame;
  const omaha = omahaRanges(section, { python, facts, input, board, dead, game, entry, nameOf });
  entry.showGame = () => {
    showGame();
    omaha.follow();
    section.querySelector("#equity-ranges").hidden = !facts.poker.range_games.includes(game.value);
    const grid = (facts.poker.range_grids || {})[game.value]; // its hint: no 15% where a split pot takes none
    if (grid) section.querySelector('label[for="equity-range"] .hint').textContent = grid.range_hint;
    ranges.follow(game.value);
    followGameRules(section, facts, "equity", game.value);
  };
  entry.showGame();
  // The grid's "after card removal" count follows the board and dead cards as they are typed.
  let recounting = null;
  for (const field of [board, dead]) {
    field.addEventListener("input", () => { clearTimeout(recounting); recounting = setTimeout(ranges.recount, 250); });
  }
  const fields = { hands: input, board, dead, game, method, trials, seed };
  const inputs = () => ({ hands: input.value, board: board.value.trim(), dead: dead.value.trim(), game: game.value,
    method: method.value, trials: trials.value.trim(), seed: seed.value.trim() });

  // The job's estimated time beside the trials and Run, before Run (Python's estimate and limit).
  const estimate = estimateLine(python, { action: "poker.equity", params: inputs, lineEl: $("equity-estimate"),
    fields: [input, board, dead, game, method, trials] });

  // A hand history's link to one pot of several (pot: 1 the main pot, 2 side pot 1 ...; pots: how
  // many): the tab prices that pot's players alone, and says so while the hands are the link's.
  const potNote = $("equity-pot-note");
  let fromPot = null;
  function showPot(params) {
    const pot = Number(params.pot), pots = Number(params.pots);
    fromPot = Number.isInteger(pot) && Number.isInteger(pots) && pot >= 1 && pot <= pots && pots > 1 ? { pot, pots, hands: input.value } : null;
    potNote.hidden = !fromPot;
    if (!fromPot) return;
    const players = handLines(input.value).map((_, i) => nameOf(i)).join(", ");
    const which = pot === 1 ? "the main pot" : `side pot ${pot - 1}`;
    potNote.textContent = `From a hand history of ${count(pots, "pot")}: this prices ${which} alone, between ${players}`
      + `${pot === 1 ? "" : " (the other players' cards are dead here)"}. The history's all-in equity weighs every pot`
      + " by its size, so it differs; each pot opens on its own from the hand's details there.";
  }
  input.addEventListener("input", () => {
    if (fromPot && input.value !== fromPot.hands) showPot({});
  });

  // The URL holds the inputs (defaults left out) and, after a Monte Carlo run, the seed it used.
  let saved = null;
  let lastRun = null;
  function remember(params) {
    saved = { ...params, game: params.game === games[0]?.key ? "" : params.game, method: params.method === "auto" ? "" : params.method,
      names: names.value.trim(), pot: fromPot ? String(fromPot.pot) : "", pots: fromPot ? String(fromPot.pots) : "" };
    saveParams("equity", saved);
  }

  // What a job deals, in the record's word: boards, or whole deals in a game without a board (stud).
  const dealt = (key) => `${facts.variants.find((v) => v.key === key).outcome_noun}s`;

  // An answer drawn, for the screen (run) or once out of sight (prime).
  const draw = (result) => render(result, deck, ranges.show, gameStreets(facts, result.game), nameOf, facts.poker.equity.win_columns);

  // Enter while a job runs (its Run button rests): nothing for the inputs that job answers; after an
  // edit, the inputs shown run, and the job for the old ones is superseded (its answer dropped; it is
  // cancelled once it has run a second: ui.js runAction). A link (`fromLink`) always replaces it.
  async function run({ fromLink = false } = {}) {
    if (runButton.disabled && !fromLink && JSON.stringify(inputs()) === lastRun) return; // already running
    const params = inputs();
    remember(params);
    lastRun = JSON.stringify(params);
    const result = await runAction(python, {
      action: "poker.equity", params: estimate.withShown(params), resultEl, errorEl, fields, cancellable: true,
      busyText: `${(estimate.methodOf(params) ?? params.method) === "monte-carlo" ? "Dealing random" : "Counting"} ${dealt(params.game)}…`,
    });
    if (!result) {
      if (!errorEl.hidden) omaha.hideErrors(); // the error is said once, by Run's message
      return;
    }
    if (result.method === "monte-carlo" && !params.seed) {
      remember({ ...params, trials: params.trials || String(result.trials), seed: String(result.seed) });
    }
    estimate.update();
    resultEl.replaceChildren(draw(result));
    ranges.result(result, params.hands);
    showAnswer(resultEl.querySelector('[data-testid="equity-answer"]'));
  }

  form.addEventListener("submit", (event) => { event.preventDefault(); run(); });
  // A name past the last hand names no one: said under the field, not dropped without a word.
  const namesExtra = $("equity-names-extra");
  function checkNames() {
    const given = names.value.split(",").map((n) => n.trim());
    const hands = handLines(input.value).length;
    const extra = given.slice(hands).filter(Boolean);
    namesExtra.hidden = !extra.length || !hands;
    namesExtra.textContent = extra.length && hands
      ? `${extra.join(", ")} ${extra.length === 1 ? "has" : "have"} no hand: ${given.filter(Boolean).length} names for ${hands} ${hands === 1 ? "hand" : "hands"}.`
      : "";
  }
  names.addEventListener("input", checkNames);
  const refreshHands = entry.refresh; // every change of the hands (typed, picked, an example, cleared)
  entry.refresh = () => { refreshHands(); checkNames(); };
  // Renaming players relabels the result on screen and in the link; nothing is recounted.
  names.addEventListener("input", () => {
    if (saved) remember({ ...saved, game: game.value, method: method.value });
    for (const label of resultEl.querySelectorAll("[data-player-name]")) label.textContent = nameOf(Number(label.dataset.playerName));
    if (fromPot) showPot(fromPot);
    ranges.sync();
    omaha.recount();
  });
  for (const field of [input, board, dead, trials, seed, names]) runOnEnter(field, run);

  return {
    // The tab's warm-up answers, drawn once out of sight (main.js warmTool).
    prime(action, result) {
      if (action === "poker.equity") drawOutOfSight(resultEl, draw(result));
    },
    restore(params) {
      if (params.hands === undefined && params.board === undefined) {
        // A link that names only a game (#equity?game=stud) opens the tab on it, nothing typed.
        if (params.game && games.some((g) => g.key === params.game)) {
          if (game.value !== params.game) {
            forgetJob(resultEl); // a job on its way answers another game: dropped
            resultEl.replaceChildren();
            game.value = params.game;
            game.dispatchEvent(new Event("change"));
          }
          return; // the link stays as opened
        }
        if (saved) saveParams("equity", saved);
        return; // the page warms the tab up (main.js warmTool)
      }
      input.value = params.hands || "";
      board.value = params.board || "";
      dead.value = params.dead || "";
      trials.value = params.trials || "";
      seed.value = params.seed || "";
      names.value = params.names || "";
      game.value = games.some((g) => g.key === params.game) ? params.game : games[0]?.key;
      method.value = facts.poker.equity.methods.some((m) => m.key === params.method) ? params.method : "auto";
      showPot(params);
      checkNames();
      entry.showGame();
      entry.refresh();
      ranges.sync();
      estimate.update();
      // A link runs at once when Python estimates it quick (a longer one waits for Run, with the
      // estimate shown); every run shows progress and Cancel.
      if (lastRun !== JSON.stringify(inputs()) && input.value.trim()) {
        runLinkIfQuick(python, facts, { action: "poker.equity", params: inputs(), run: () => run({ fromLink: true }), resultEl,
          testid: "equity-waiting", button: runButton.textContent.trim() });
      }
    },
  };
}

// The range box: which player's line the grid edits, kept in step with the hands textarea.
function rangeEditor(section, { python, facts, input, entry, nameOf, context }) {
  const box = section.querySelector("#equity-ranges");
  const player = section.querySelector("#equity-range-player");
  const field = section.querySelector("#equity-range");
  let last = null; // the last result with ranges, and the hands text it was for
  const grid = attachRangeGrid({
    python, facts, id: "equity-grid", input: field, container: section.querySelector("#equity-range-grid"),
    context: () => context(Number(player.value)),
    // Every edit of the range (typed, cells clicked or dragged, the slider) edits the player shown:
    // the box's question about which line is a range, still on its way, must not take it away.
    onChange: (text) => {
      chosen = true;
      const lines = handLines(input.value);
      while (lines.length < 2) lines.push("");
      lines[Number(player.value)] = text;
      input.value = lines.join("\n");
      entry.refresh();
      heat();
    },
  });
  function players() {
    const count = Math.max(2, handLines(input.value).length);
    const chosen = player.value || "1";
    player.replaceChildren(...Array.from({ length: count }, (_, i) => el("option", { value: String(i) }, nameOf(i))));
    player.value = Number(chosen) < count ? chosen : String(count - 1);
  }
  // The heat map shows a result's class equities while the hands are still the ones it was for.
  function heat() {
    const shown = last && last.hands === input.value ? last.result.players[Number(player.value)] : null;
    grid.setHeat(shown && shown.range ? shown.range.classes : null);
  }
  function sync() {
    players();
    const line = handLines(input.value)[Number(player.value)] || "";
    if (document.activeElement !== field && field.value !== line) {
      field.value = line;
      grid.refresh();
    }
    heat();
  }
  // Opened before anyone chose a player, the grid edits the first line Python reads as a range
  // (poker.range says `hand` for one hand of cards), else Player 2 as before.
  let chosen = false;
  async function firstRangeLine() {
    for (const [index, line] of handLines(input.value).entries()) {
      if (!line.trim()) continue;
      try {
        const answer = await python.call("poker.range", { text: line, game: grid.game }, { quick: true });
        if (answer.ok && !answer.result.hand) return index;
      } catch { return null; } // every worker busy: Player 2 stays
    }
    return null;
  }
  let typing = null;
  input.addEventListener("input", () => { clearTimeout(typing); typing = setTimeout(sync, 250); });
  player.addEventListener("change", () => { chosen = true; field.value = ""; sync(); });
  box.addEventListener("toggle", async () => {
    if (!box.open) return;
    if (!chosen) {
      const index = await firstRangeLine();
      if (index !== null && !chosen) { players(); player.value = String(index); field.value = ""; }
    }
    sync();
    grid.refresh();
  });
  // The grid follows the game: its deck's ranks (Hold'em 13 x 13, short deck 9 x 9), from Python.
  const summary = box.querySelector("[data-testid=equity-range-summary]");
  function follow(key) {
    grid.setGame(key);
    const name = facts.variants.find((v) => v.key === grid.game)?.name || "";
    summary.textContent = `Range grid: choose a player's range on the ${grid.side} × ${grid.side} grid (${name})`;
  }
  return {
    sync,
    follow,
    recount: () => { if (box.open) grid.refresh(); },
    result(result, hands) {
      last = result.ranges ? { result, hands } : null;
      heat();
    },
    show(index) {
      chosen = true;
      box.open = true;
      player.value = String(index);
      field.value = "";
      sync();
      box.scrollIntoView({ block: "nearest" });
    },
  };
}

// Omaha ranges (AA:$ds, RROO, 15%): a short help with examples, all from Python's meta.
function omahaHelpMarkup(omaha) {
  const rows = omaha.syntax.map(([typed, meaning]) => `<li><code>${typed}</code> ${meaning}</li>`).join("");
  const macros = Object.entries(omaha.macros).map(([name, meaning]) => `<li><code>${name}</code> ${meaning}</li>`).join("");
  const examples = omaha.examples.map(([text, what]) =>
    `<button type="button" class="omaha-example" data-testid="equity-omaha-example" data-range="${text}"><code>${text}</code> ${what}</button>`).join("");
  return `
      <details class="panel range-box" id="equity-omaha" data-testid="equity-omaha-help" hidden>
        <summary>Omaha ranges: type a range such as AA:$ds on any player line</summary>
        <p>Examples (each fills the last player line):</p>
        <div class="row omaha-examples">${examples}</div>
        <ul class="omaha-syntax">${rows}${macros}</ul>
        <p><a href="${RULES_PAGE}#${omaha.rules_anchor}" target="_blank" rel="noopener">The full syntax and its checkpoints (rules page)</a></p>
      </details>`;
}

// Each Omaha player line's size as it is typed ("AA:$ds — 864 hands (0.32% of 270,725)"), or its
// error, counted by Python (poker.range) with the board and dead cards removed.
function omahaRanges(section, { python, facts, input, board, dead, game, entry, nameOf }) {
  const list = section.querySelector("#equity-omaha-sizes");
  const help = section.querySelector("#equity-omaha");
  const games = facts.poker.omaha_ranges.games;
  let timer = null;
  let generation = 0;
  let retries = 0;
  async function recount() {
    const mine = ++generation;
    if (!games.includes(game.value)) { list.replaceChildren(); list.hidden = true; list.removeAttribute("aria-busy"); return; }
    const lines = handLines(input.value);
    const items = [];
    for (const [index, line] of lines.entries()) {
      if (!line.trim()) continue;
      let answer;
      try {
        const others = lines.filter((_, other) => other !== index).join("\n");
        // a board or dead card still being typed is that field's business (Run names it): counted without
        for (const known of [{ board: board.value, dead: dead.value }, {}]) {
          answer = await python.call("poker.range", { text: line, game: game.value, ...known, others }, { quick: true });
          if (answer.ok || !["board", "dead"].includes(answer.error.field)) break;
        }
      } catch {
        // every worker busy (or restarting): ask again shortly, a bounded number of times
        if (mine === generation && retries++ < 40) timer = setTimeout(recount, 500);
        else if (mine === generation) list.removeAttribute("aria-busy"); // given up: the sizes are not being counted
        return;
      }
      if (mine !== generation) return;
      if (answer.ok && answer.result.hand) continue;
      items.push(answer.ok
        ? el("li", { "data-testid": "equity-omaha-size" }, `${nameOf(index)}: ${answer.result.size_text}`)
        : el("li", { class: "error", "data-testid": "equity-omaha-size-error" }, `${nameOf(index)}: ${answer.error.message}`));
    }
    list.replaceChildren(...items);
    list.hidden = !items.length;
    list.removeAttribute("aria-busy");
  }
  // Until the lines typed are counted again, the sizes shown are the last lines' (marked busy).
  const later = () => { clearTimeout(timer); retries = 0; list.setAttribute("aria-busy", "true"); timer = setTimeout(recount, 300); };
  for (const field of [input, board, dead]) field.addEventListener("input", later);
  for (const button of help.querySelectorAll("[data-range]")) {
    button.addEventListener("click", () => {
      const lines = handLines(input.value);
      while (lines.length < 2) lines.push("");
      lines[lines.length - 1] = button.dataset.range;
      input.value = lines.join("\n");
      entry.refresh();
      later();
    });
  }
  return {
    recount: later,
    // Run's error, under the fields, says what was wrong: a line's error here would say it twice
    hideErrors() {
      list.querySelectorAll(".error").forEach((item) => item.remove());
      list.hidden = !list.children.length;
    },
    follow() {
      help.hidden = !games.includes(game.value);
      later();
    },
  };
}

function render(result, deck, showRange, streets, nameOf, winColumns) {
  const monteCarlo = result.method === "monte-carlo";
  // The win and tie columns are the whole pot's, or a split pot's high half's (Python's names).
  const words = winColumns[result.hi_lo ? "hi_lo" : "whole"];
  const stud = result.community_to_come !== undefined; // a stud game: own cards by streets, no board
  const best = Math.max(...result.players.map((p) => p.equity));
  // The answer first: each player's equity (as Poker and Draw lead with theirs), then how it was
  // counted, then the spot (game, street, board) and the details.
  const parts = [
    answerLine(result, monteCarlo, nameOf),
    summaryTable(result, monteCarlo, nameOf, words),
    el("p", { class: "reason", "data-testid": "equity-method-text" }, result.method_text),
    el("div", { class: "result-head" },
      el("p", { class: "muted", "data-testid": "equity-headline" },
        `${result.game_name}, ${result.street_name}: ${result.players.length} players`),
      copyLinkButton()),
    stud ? studLine(result) : boardLine(result, streets),
    el("div", { class: "hands" }, result.players.map((player, index) => playerCard(player, index, monteCarlo, player.equity === best, nameOf, result.outcome_noun, words))),
  ];
  if (result.hi_lo) parts.push(halvesTable(result, monteCarlo, nameOf));
  result.players.forEach((player, index) => { if (player.range && player.range.classes.length) parts.push(rangeClasses(player, index, monteCarlo, showRange, nameOf)); });
  if (result.outs) parts.push(outsBlock(result.outs, deck, nameOf));
  if (result.categories.length) parts.push(categoryTable(result, nameOf)); // none from the preflop table
  if (result.low_categories) parts.push(lowTable(result, nameOf));
  return el("div", {}, parts);
}

// Each player's equity in one line, the result's first words: "Player 1 81.26% · Player 2 18.74%".
function answerLine(result, monteCarlo, nameOf) {
  const error = (se) => (monteCarlo && se !== null && se !== undefined ? ` ±\u00a0${percent(se)}` : "");
  return el("p", { class: "headline", "data-testid": "equity-answer" }, result.players.flatMap((player, index) => [
    index ? " · " : "", nameEl("span", index, nameOf), " ", el("strong", {}, `${percent(player.equity)}${error(player.standard_error)}`)]));
}

// The board by street: flop, turn, river (or "to come").
function boardLine(result, streetFacts) {
  const dealt = streetFacts.filter((street) => street.cards);
  const streets = dealt.map((street, i) => [capital(street.name), i ? dealt[i - 1].cards : 0, street.cards]);
  const pieces = streets.map(([name, from, to]) => {
    const cards = result.board.slice(from, to);
    return el("span", { class: "street" }, el("span", { class: "muted" }, `${name} `),
      cards.length ? el("span", { class: "cards" }, cards.map((card) => cardEl(card, "board", { "aria-label": card.name }))) : el("span", { class: "muted" }, "to come"));
  });
  const deadCards = result.dead.length
    ? el("span", { class: "street" }, el("span", { class: "muted" }, "Dead "), el("span", { class: "cards" }, result.dead.map((card) => cardEl(card, "dead", { "aria-label": `${card.name} (dead)` }))))
    : null;
  return el("div", { class: "equity-board", "data-testid": "equity-streets", role: "group", "aria-label": "Board" }, pieces, deadCards,
    el("span", { class: "muted" }, `${count(result.unseen, "unseen card")}`));
}

// A stud spot: no board; the cards still to come (unknown down cards among them), the community
// card when the deck runs short, the dead cards.
function studLine(result) {
  const unknown = result.players.reduce((sum, player) => sum + (player.unknown_down || 0), 0);
  const deadCards = result.dead.length
    ? el("span", { class: "street" }, el("span", { class: "muted" }, "Dead "), el("span", { class: "cards" }, result.dead.map((card) => cardEl(card, "dead", { "aria-label": `${card.name} (dead)` }))))
    : null;
  return el("div", { class: "equity-board", "data-testid": "equity-streets", role: "group", "aria-label": "Cards to come" },
    el("span", { class: "muted" }, `${count(result.to_come, "card")} to come${unknown ? ` (${count(unknown, "unknown down card")} among them)` : ""}`),
    result.community_to_come ? el("span", { class: "muted", "data-testid": "equity-community" }, `${count(result.community_to_come, "community card")} for everyone: the deck runs short`) : null,
    deadCards, el("span", { class: "muted" }, `${count(result.unseen, "unseen card")}`));
}

// A player's name as the page shows it ("Hero", or "Player 2"): renaming relabels it in place.
const nameEl = (tag, index, nameOf, attrs = {}) => el(tag, { ...attrs, "data-player-name": String(index) }, nameOf(index));

// Widths through the CSSOM: the page's Content-Security-Policy refuses style attributes.
function widthOf(node, percentage) {
  node.style.width = `${percentage}%`;
  return node;
}

// A Monte Carlo standard error; null when too few samples give one (said in words, never "± 0%").
function plusMinus(error) {
  return error === null || error === undefined ? " (error unknown: too few samples)" : ` ± ${percent(error)}`;
}

// "Copy link": the address holds every input, so the link reproduces this result.
function copyLinkButton() {
  const button = el("button", { type: "button", "data-testid": "equity-copy-link", onclick: async () => {
    try {
      await navigator.clipboard.writeText(location.href);
      button.textContent = "Link copied";
    } catch {
      button.replaceWith(el("input", { type: "text", readonly: true, value: location.href, "aria-label": "Link to this result", class: "link-box" }));
    }
  } }, "Copy link");
  return button;
}

// One row per player, as an equity calculator shows it: equity, win, tie and the combos the
// player holds after card removal (a fixed hand is one combo).
function summaryTable(result, monteCarlo, nameOf, words) {
  // "± 0.15%" may go to a line of its own on a phone, never "±" without its number.
  const error = (se) => (monteCarlo && se !== null && se !== undefined ? ` ±\u00a0${percent(se)}` : "");
  // Combos only where a player holds a range: a hand of cards is one, a column of 1s says nothing.
  const ranged = result.players.some((player) => player.range);
  return tableWrap("Equity by player", el("table", { class: "equity-summary", "data-testid": "equity-summary" },
    el("thead", {}, el("tr", {}, el("th", {}, "Player"), el("th", {}, "Hand"), el("th", { class: "num" }, "Equity"),
      el("th", { class: "num" }, words.win), el("th", { class: "num" }, words.tie), ranged ? el("th", { class: "num" }, "Combos") : null)),
    el("tbody", {}, result.players.map((player, index) => el("tr", {},
      nameEl("th", index, nameOf, { scope: "row" }),
      // Two cards stay on one line ("Ah Kh"); an Omaha hand or a range may wrap between its parts.
      // A stud player's unknown down cards follow the known ones, as the CLI writes them ("+1 down").
      el("td", { class: player.range ? "mono hand-range" : player.cards.length <= 2 ? "mono hand-cards" : "mono" }, player.hand,
        player.down_text ? [" ", el("span", { class: "muted down-cards", "data-testid": "equity-summary-down" }, player.down_text)] : null),
      el("td", { class: "num" }, `${percent(player.equity)}${error(player.standard_error)}`),
      el("td", { class: "num" }, percent(player.win)),
      el("td", { class: "num" }, percent(player.tie)),
      ranged ? el("td", { class: "num" }, player.range ? formatInt(player.range.combos) : "1") : null)))));
}

function playerCard(player, index, monteCarlo, leading, nameOf, outcomeNoun, words) {
  const unit = monteCarlo ? "trial" : outcomeNoun; // a Monte Carlo sample is a trial, not a board
  const error = monteCarlo ? plusMinus(player.standard_error) : "";
  const win = player.win * 100;
  const share = player.tie_share * 100;
  return el("article", { class: `hand equity-player ${leading ? "winner" : ""}`, "data-testid": "equity-player", "aria-labelledby": `equity-player-${index}` },
    el("div", { class: "hand-head" },
      nameEl("strong", index, nameOf, { id: `equity-player-${index}` }),
      player.range ? el("span", { class: "mono range-name" }, player.hand)
        : el("span", { class: "cards" }, player.cards.map((card) => cardEl(card, "", { "aria-label": card.name })),
          player.unknown_down ? el("span", { class: "muted", "data-testid": "equity-unknown-down" }, ` + ${count(player.unknown_down, "down card")} unknown`) : null),
      el("span", { class: "equity-value", "data-testid": "equity-value" }, `${percent(player.equity)}${error}`),
      el("span", { class: "muted" }, "equity")),
    el("div", { class: "equity-bar", "aria-hidden": "true", title: `wins ${percent(player.win)}, tie shares ${percent(player.tie_share)}` },
      widthOf(el("span", { class: "win" }), win), widthOf(el("span", { class: "tie" }), share)),
    el("p", { class: "muted equity-counts" },
      `${words.win} ${percent(player.win)} (${count(player.wins, unit)}) · tie ${percent(player.tie)} (${count(player.ties, unit)})`),
    "low" in player ? el("p", { class: "muted equity-counts", "data-testid": "equity-low-counts" },
      `Low: qualifies ${percent(player.low)} · wins ${percent(player.low_win)} · ties ${percent(player.low_tie)}`) : null,
    "low" in player ? el("p", { class: "muted equity-counts", "data-testid": "equity-scoop-counts" },
      `Whole pot (scoops) ${percent(player.scoop)}`) : null,
    player.range
      ? el("p", { class: "muted", "data-testid": "equity-range-size" }, player.range.size_text)
      : el("p", { class: "equity-needs", "data-testid": "equity-needs", title: `current hand: ${player.current}` }, `Now: ${player.needs || player.current}`));
}

// A range's classes, best first: how often the player holds each and its equity against the others.
function rangeClasses(player, index, monteCarlo, showRange, nameOf) {
  const rows = [...player.range.classes].sort((a, b) => b.equity - a.equity);
  return el("details", { class: "equity-range-classes", "data-testid": "equity-range-classes", open: rows.length <= 24 },
    el("summary", {}, nameEl("span", index, nameOf), "’s range by class: the equity of each part against the others"),
    el("button", { type: "button", "data-testid": "equity-range-heat", onclick: () => showRange(index) }, "Show on the grid"),
    tableWrap(`${nameOf(index)}’s range by class`, el("table", {},
      el("thead", {}, el("tr", {}, el("th", {}, "Class"), el("th", { class: "num" }, "Combos"),
        el("th", { class: "num" }, "Dealt"), el("th", { class: "num" }, "Equity"))),
      el("tbody", {}, rows.map((row) => el("tr", {},
        el("td", { class: "mono" }, row.class),
        el("td", { class: "num" }, row.weight === 1 ? String(row.combos) : `${row.combos} × ${percent(row.weight, 0, { significant: 3 })}`),
        el("td", { class: "num", title: "share of the deals counted in which the player holds this class" }, percent(row.frequency)),
        el("td", { class: "num" }, `${percent(row.equity)}${monteCarlo ? plusMinus(row.standard_error) : ""}`)))))));
}

function outsBlock(outs, deck, nameOf) {
  const item = (group) => el("li", {},
    el("span", {}, (group.parts || [group.text]).map((part) => (typeof part === "number" ? nameEl("span", part, nameOf) : part))),
    el("span", { class: "cards small" }, group.cards.map((code) => {
      const card = deck.get(code);
      return card ? cardEl(card, "", { "aria-label": card.name }) : el("span", { class: "mono" }, code);
    })));
  // A split pot's groups under their half's heading (a half's groups hold every card once; the whole pot's, the scoops).
  const titles = [...new Set(outs.groups.map((group) => group.half_title).filter(Boolean))];
  const lists = titles.length
    ? titles.flatMap((title) => [el("h4", {}, title), el("ul", {}, outs.groups.filter((group) => group.half_title === title).map(item))])
    : [el("ul", {}, outs.groups.map(item))];
  return el("section", { class: "equity-outs", "data-testid": "equity-outs", "aria-label": "Outs" },
    el("h3", {}, `Outs: who leads after each of the ${outs.cards} possible ${outs.next} cards`), ...lists);
}

// A split pot, player by player: the share of the pot (exact where exact), the low half, the scoops
// and the quarters (the high half's win and tie are the summary's, above it); then how often nobody
// makes a low.
function halvesTable(result, monteCarlo, nameOf) {
  const exact = (player) => (player.equity_fraction ? ` (${fraction(player.equity_fraction)})` : plusMinus(player.standard_error));
  const noun = `${monteCarlo ? "random " : ""}${result.outcome_noun}`;
  const cell = (share, boards, testId) => el("td", { class: "num", title: count(boards, result.outcome_noun), "data-testid": testId }, percent(share));
  return el("section", { class: "equity-halves", "aria-label": "Pot share, low half and scoops" },
    tableWrap("Pot share, low half and scoops by player", el("table", { "data-testid": "equity-halves" },
      el("thead", {}, el("tr", {}, el("th", {}, "Player"), el("th", { class: "num" }, "Pot share"),
        el("th", { class: "num" }, "Low: qualifies"), el("th", { class: "num" }, "Low: win"),
        el("th", { class: "num" }, "Low: tie"), el("th", { class: "num" }, "Scoop"), el("th", { class: "num" }, "Quartered"))),
      el("tbody", {}, result.players.map((player, i) => el("tr", {},
        nameEl("td", i, nameOf),
        el("td", { class: "num", "data-testid": "equity-share" }, `${percent(player.equity)}${exact(player)}`),
        cell(player.low, player.low_boards), cell(player.low_win, player.low_wins), cell(player.low_tie, player.low_ties),
        cell(player.scoop, player.scoops, "equity-scoop"), cell(player.quarter, player.quarters)))))),
    // Said only when some board lacks a low (a low that always qualifies needs no sentence).
    result.no_low_boards ? el("p", { class: "muted", "data-testid": "equity-no-low" },
      `No qualifying low on ${percent(result.no_low)} of the ${count(result.boards, noun)} (${count(result.no_low_boards, noun)}): the high takes the whole pot there.`) : null);
}

// Each player's final low: wheel, 6-low, 7-low, 8-low or none.
function lowTable(result, nameOf) {
  return el("details", { class: "equity-categories", open: result.players.length <= 4 },
    el("summary", {}, "Final lows: how often each player ends with each low"),
    tableWrap("Final lows by player", el("table", { "data-testid": "equity-low-categories" },
      el("thead", {}, el("tr", {}, el("th", {}, "Low"),
        result.players.map((_, i) => nameEl("th", i, nameOf, { class: "num" })))),
      el("tbody", {}, result.low_categories.map((row) => el("tr", {}, el("td", {}, row.name),
        row.shares.map((share, i) => el("td", { class: "num", title: count(row.boards[i], "board") }, percent(share)))))))));
}

// Each player's final hand categories; the categories nobody can end with are left out.
function categoryTable(result, nameOf) {
  const rows = result.categories.filter((row) => row.boards.some((n) => String(n) !== "0"));
  return el("details", { class: "equity-categories", open: result.players.length <= 4 },
    el("summary", {}, "Final hands: how often each player ends with each category"),
    tableWrap("Final hands by player", el("table", { "data-testid": "equity-categories" },
      el("thead", {}, el("tr", {}, el("th", {}, "Category"),
        result.players.map((_, i) => nameEl("th", i, nameOf, { class: "num" })))),
      el("tbody", {}, rows.map((row) => el("tr", {}, el("td", {}, row.name),
        row.shares.map((share, i) => el("td", { class: "num", title: count(row.boards[i], "board") }, percent(share)))))))));
}

export const equityTool = { id: "equity", label: "Equity", markup, create };
