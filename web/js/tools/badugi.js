// Badugi showdown: collects hands, calls Python, shows played and dead cards and the winner; the
// tab also holds the draw odds (draw-panel.js, badugi fixed) and the tally of every hand.
import { handEntry, handEntryMarkup, runOnEnter } from "../hand-entry.js";
import { rulesLineMarkup } from "../rules-links.js";
import { cardEl, drawOutOfSight, el, runAction } from "../ui.js";
import { formatInt, percent } from "../words.js";
import { createDrawPanel, drawPanelMarkup } from "./draw-panel.js";


// The tab's game: the catalog's record whose tool is this tab (its key is Python's, not written here).
const gameOf = (facts) => facts.variants.find((variant) => variant.tool === "badugi").key;

const markup = (meta) => `
      <h2 id="badugi-title">Badugi showdown</h2>
      <p class="lede">${meta.badugi.intro}</p>
      ${rulesLineMarkup(meta, "badugi")}
${handEntryMarkup({
  id: "badugi", hint: meta.examples[gameOf(meta)].hints.hands,
  placeholder: meta.examples[gameOf(meta)].showdown.hands,
})}
      <div class="result" id="badugi-result" data-testid="badugi-result" aria-live="polite"></div>
${drawPanelMarkup(meta, { id: "badugi-draw", game: gameOf(meta), title: "Draw", heading: "h3" })}
      <details class="panel" id="badugi-tally-box">
        <summary>All ${meta.badugi.hands.toLocaleString("en-US")} four-card hands</summary>
        <p class="hint">${meta.badugi.tally_hint}</p>
        <p class="error" id="badugi-tally-error" data-testid="badugi-tally-error" role="alert" hidden></p>
        <div class="actions"><button type="button" id="badugi-tally-run" data-testid="badugi-tally-run">Evaluate all hands</button></div>
        <div class="result" id="badugi-tally" data-testid="badugi-tally" aria-live="polite"></div>
      </details>`;

function create(section, ctx) {
  const { python, meta, facts, saveParams } = ctx;
  const $ = (id) => section.querySelector(`[data-testid="${id}"]`);
  const form = section.querySelector("#badugi-form");
  const errorEl = $("badugi-error");
  const resultEl = $("badugi-result");
  const entry = handEntry({ python, meta, section, id: "badugi", example: facts.examples[gameOf(facts)].showdown, scanLimit: facts.limits.text_chars });
  const { input } = entry;
  entry.onClear = () => resultEl.replaceChildren();
  let lastRun = null;
  // One link for the tab: the showdown's hands and the draw's inputs side by side.
  const linked = {};
  const save = (part) => { Object.assign(linked, part); saveParams("badugi", linked); };
  const draw = createDrawPanel(section, ctx, { id: "badugi-draw", game: gameOf(facts), action: "badugi.draw", save, linkKey: (name) => (name === "hand" ? "draw" : `draw_${name}`) });

  async function run() {
    save({ hands: input.value });
    lastRun = input.value;
    const result = await runAction(python, {
      action: "badugi.showdown", params: { hands: input.value }, resultEl, errorEl, fields: { hands: input },
    });
    if (result) resultEl.replaceChildren(render(result));
  }

  form.addEventListener("submit", (event) => { event.preventDefault(); run(); });

  // Every four-card hand, evaluated and tallied in Python.
  const tallyEl = $("badugi-tally");
  $("badugi-tally-run").addEventListener("click", async () => {
    const started = performance.now();
    const result = await runAction(python, {
      action: "badugi.tally", params: {}, resultEl: tallyEl, errorEl: section.querySelector("#badugi-tally-error"),
      cancellable: true, busyText: `Evaluating ${facts.badugi.hands.toLocaleString("en-US")} hands…`, buttons: [$("badugi-tally-run")],
    });
    if (result) tallyEl.replaceChildren(renderTally(result, performance.now() - started));
  });
  runOnEnter(input, run);

  return {
    // The tab's warm-up answers, drawn once out of sight (main.js warmTool).
    prime(action, result) {
      if (action === "badugi.showdown") drawOutOfSight(resultEl, render(result));
    },
    restore(params) {
      draw.restore(params);
      if (params.hands === undefined) {
        if (input.value) save({ hands: input.value });
        return;
      }
      input.value = params.hands;
      entry.refresh();
      if (lastRun !== input.value && input.value.trim()) run();
    },
  };
}

function render(result) {
  const hands = result.hands.map((hand, index) => {
    const winner = result.winners.includes(index);
    const played = new Set(hand.played);
    const dead = new Map(hand.dead.map((d) => [d.card, d.reason]));
    return el("article", { class: `hand ${winner ? "winner" : ""}`, "data-testid": "badugi-hand", "aria-label": `Player ${index + 1}` },
      el("div", { class: "hand-head" },
        el("strong", {}, `Player ${index + 1}`),
        winner ? el("span", { class: "badge", "data-testid": "winner-badge" }, result.split ? "Split" : "Winner") : null,
        el("span", { class: "hand-name", "data-testid": "hand-name" }, hand.name),
        el("span", { class: "muted" }, `${hand.beats_text} · class ${hand.class.toLocaleString("en-US")} of ${hand.classes.toLocaleString("en-US")}`)),
      el("div", { class: "cards" }, hand.cards.map((card) => played.has(card.code)
        ? cardEl(card, "played", { title: "plays" })
        : cardEl(card, "dead", { title: `dead: ${dead.get(card.code)}`, tabindex: "0", "aria-label": `${card.symbol} dead: ${dead.get(card.code)}` }))),
      hand.dead.length ? el("ul", { class: "muted dead-list" }, hand.dead.map((d) => el("li", {}, `${d.card} is dead: ${d.reason}`))) : null);
  });
  return el("div", {},
    el("p", { class: "headline", "data-testid": "badugi-headline" }, result.headline),
    el("p", { class: "reason", "data-testid": "badugi-reason" }, `Why: ${result.reason}`),
    el("div", { class: "hands" }, hands));
}

function renderTally(result, ms) {
  return el("div", {},
    el("p", { class: "headline" }, `${formatInt(String(result.hands))} hands evaluated in ${(ms / 1000).toFixed(2)} s: ${formatInt(String(result.classes))} distinct classes.`),
    el("table", {},
      el("thead", {}, el("tr", {}, ...["Best play", "Hands", "Share", "Classes", "Best", "Worst"].map((h, i) => el("th", { class: i && i < 4 ? "num" : "" }, h)))),
      el("tbody", {}, result.sizes.map((row) => el("tr", {},
        el("td", {}, `${row.size}-card`), el("td", { class: "num" }, formatInt(String(row.hands))),
        el("td", { class: "num" }, percent(row.share)), el("td", { class: "num" }, String(row.classes)),
        el("td", {}, row.best), el("td", {}, row.worst))))));
}

export const badugiTool = { id: "badugi", label: "Badugi", markup, create };
