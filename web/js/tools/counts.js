// The Counts tab: badugi counts (Problem 369 and beyond) and poker hand counts (./poker-counts.js),
// each with parameters in and an exact table and chart out. The URL holds the last run's inputs.
import { blankMeansEvery, drawOutOfSight, el, lineChart, runAction, tableWrap } from "../ui.js";
import { formatInt, plural } from "../words.js";
import { rulesLineMarkup } from "../rules-links.js";
import { createPokerCounts, pokerCountsMarkup } from "./poker-counts.js";

// Six significant digits, but never "1.00000" for a count below all hands.
function probabilityText(row) {
  const text = row.probability.toPrecision(6);
  if (text === "1.00000" && String(row.count) !== String(row.hands)) return "> 0.999999";
  return text;
}

const markup = (meta) => `<div class="counts-part">${badugiMarkup(meta)}</div><div class="counts-part">${pokerCountsMarkup(meta)}</div>`;

const badugiMarkup = (meta) => {
  const d = meta.badugi.counts.defaults; // Python's: Project Euler 369's question
  return `
      <h2 id="counts-title">Badugi counts</h2>
      <p class="lede">${meta.badugi.counts.intro}</p>
      ${rulesLineMarkup(meta, "badugi-counts", { extra: '<a href="https://projecteuler.net/problem=369" target="_blank" rel="noopener" data-testid="counts-rules-link">Project Euler 369</a>' })}
      <form class="panel" id="counts-form" novalidate>
        <div class="row">
          <div><label for="counts-suits">Suits <span class="hint">1–${meta.badugi.counts.max_suits}</span></label>
            <input id="counts-suits" data-testid="counts-suits" type="text" inputmode="numeric" value="${d.suits}" aria-describedby="counts-error"></div>
          <div><label for="counts-ranks">Ranks <span class="hint">1–${meta.badugi.counts.max_ranks}</span></label>
            <input id="counts-ranks" data-testid="counts-ranks" type="text" inputmode="numeric" value="${d.ranks}" aria-describedby="counts-error"></div>
          <div><label for="counts-k">Badugi size k <span class="hint">1–suits</span></label>
            <input id="counts-k" data-testid="counts-k" type="text" inputmode="numeric" value="${d.k}" aria-describedby="counts-error"></div>
          <div><label for="counts-sizes">Hand sizes n <span class="hint">e.g. 4-13, all</span></label>
            <input id="counts-sizes" data-testid="counts-sizes" type="text" value="${d.sizes}" aria-describedby="counts-error"></div>
        </div>
        <p class="error" id="counts-error" data-testid="counts-error" role="alert" hidden></p>
        <div class="actions">
          <button type="submit" id="counts-run" data-testid="counts-run" class="primary">Count</button>
          <button type="button" data-action="euler">Project Euler 369</button>
          <button type="button" data-action="all">Every n</button>
        </div>
      </form>
      <div class="result" id="counts-result" aria-live="polite"></div>
`;
};

function create(section, ctx) {
  let lastSaved = null; // the inputs of the section that ran last: the URL holds them
  const saveParams = (tool, params) => { lastSaved = params; ctx.saveParams(tool, params); };
  const poker = createPokerCounts(section, { ...ctx, saveParams });
  const badugi = createBadugiCounts(section, { ...ctx, saveParams });
  return {
    // The tab's warm-up answers, drawn once out of sight (main.js warmTool): each by its section.
    prime(action, result) {
      poker.prime(action, result);
      badugi.prime(action, result);
    },
    restore(params) {
      if (poker.restore(params) || badugi.restore(params)) return;
      if (lastSaved) ctx.saveParams("counts", lastSaved); // back on the tab: the link shows the last run again
    },
  };
}

function createBadugiCounts(section, { python, facts, saveParams }) {
  const { defaults: DEFAULTS, every_size: EVERY_SIZE } = facts.badugi.counts; // Python's
  const $ = (id) => section.querySelector(`[data-testid="${id}"]`);
  const form = section.querySelector("#counts-form");
  const inputs = { suits: $("counts-suits"), ranks: $("counts-ranks"), k: $("counts-k"), sizes: $("counts-sizes") };
  const errorEl = $("counts-error");
  const resultEl = section.querySelector("#counts-result");
  let lastRun = null;

  const values = () => Object.fromEntries(Object.entries(inputs).map(([key, input]) => [key, input.value.trim()]));

  async function run() {
    blankMeansEvery(inputs.sizes, EVERY_SIZE);
    const params = values();
    saveParams("counts", params);
    lastRun = JSON.stringify(params);
    const result = await runAction(python, {
      action: "badugi.counts", params, resultEl, errorEl, fields: inputs, cancellable: true, busyText: "Counting…",
    });
    if (result) resultEl.replaceChildren(render(result));
  }

  form.addEventListener("submit", (event) => { event.preventDefault(); run(); });
  form.addEventListener("click", (event) => {
    const action = event.target.closest("button[data-action]")?.dataset.action;
    if (action === "euler") Object.entries(DEFAULTS).forEach(([key, value]) => { inputs[key].value = value; });
    if (action === "all") inputs.sizes.value = EVERY_SIZE;
    if (action) run();
  });

  return {
    prime(action, result) {
      if (action === "badugi.counts") drawOutOfSight(resultEl, render(result));
    },
    restore(params) {
      if (!Object.keys(DEFAULTS).some((key) => params[key] !== undefined)) return false;
      for (const key of Object.keys(DEFAULTS)) inputs[key].value = params[key] ?? DEFAULTS[key];
      if (lastRun !== JSON.stringify(values())) run();
      return true;
    },
  };
}

function render(result) {
  // Hands by the size of their best badugi (a hand always holds a 1-card one: no "0" column).
  const sizes = Array.from({ length: result.suits }, (_, j) => j + 1);
  const bestHeads = sizes.map((j) => el("th", { class: "num" }, plural(j, "card")));
  // The caption, shown above the table's scroll box (on a phone the table scrolls sideways, and a
  // caption would scroll with it, cut off); the table keeps it as its name for a screen reader.
  const title = `Deck of ${plural(result.suits, "suit")} × ${plural(result.ranks, "rank")} (${plural(result.deck, "card")}); hands containing a ${result.k}-card badugi`;
  const table = el("table", { "data-testid": "counts-result" },
    el("caption", { class: "visually-hidden" }, title),
    el("thead", {}, el("tr", {}, el("th", { class: "num" }, "Cards n"), el("th", { class: "num" }, `Hands with a ${result.k}-card badugi`),
      el("th", { class: "num" }, "probability"), el("th", { class: "num" }, "all n-card hands"))),
    el("tbody", {}, result.rows.map((row) => el("tr", {},
      el("td", { class: "num" }, row.n), el("td", { class: "num mono" }, formatInt(String(row.count))),
      el("td", { class: "num" }, probabilityText(row)),
      el("td", { class: "num mono muted" }, formatInt(String(row.hands)))))));
  const split = el("details", {}, el("summary", {}, "Hands by the size of their best badugi"),
    tableWrap("Hands by the size of their best badugi", el("table", { "data-testid": "counts-best" },
      el("thead", {}, el("tr", {}, el("th", { class: "num" }, "Cards n"), bestHeads)),
      el("tbody", {}, result.rows.map((row) => el("tr", {}, el("td", { class: "num" }, row.n),
        sizes.map((j) => el("td", { class: "num mono" }, formatInt(String(row.by_best[j]))))))))));
  const chart = result.rows.length > 1
    ? el("figure", {}, tableWrap("Probability that an n-card hand contains the badugi", lineChart({ xs: result.rows.map((r) => r.n),
      ys: result.rows.map((r) => r.probability), title: "Probability that an n-card hand contains the badugi", xLabel: "n", yLabel: "probability" })),
      el("figcaption", { class: "muted" }, "Probability against hand size n"))
    : null;
  return el("div", {},
    el("p", { class: "headline", "data-testid": "counts-total" }, `Total over n = ${describeSizes(result.sizes)}: ${formatInt(String(result.total))}`),
    el("p", { class: "muted mono bignum-line" }, `exact: ${String(result.total)}`),
    el("p", { class: "muted table-title", "aria-hidden": "true" }, title),
    tableWrap(`Hands with a ${result.k}-card badugi`, table), chart, split);
}

function describeSizes(sizes) {
  const contiguous = sizes.every((n, i) => i === 0 || n === sizes[i - 1] + 1);
  return contiguous && sizes.length > 1 ? `${sizes[0]}…${sizes[sizes.length - 1]}` : sizes.join(", ");
}

export const countsTool = { id: "counts", label: "Counts", markup, create };
