// Poker hand counts (the Counts tab's "Poker hands" section): a deck of 4 suits x R ranks, hand
// sizes and a rules order in; Python's exact category counts out, as a table and a chart of each
// category's share against the hand size. Every number and name comes from Python (meta, result).
import { blankMeansEvery, drawOutOfSight, el, readableChart, runAction, svg, tableWrap } from "../ui.js";
import { formatInt, percent } from "../words.js";
import { rulesLineMarkup } from "../rules-links.js";

export const POKER_COUNT_KEYS = ["deck-ranks", "hand-sizes", "rules"];

export const pokerCountsMarkup = (meta) => {
  const facts = meta.poker.counts;
  const decks = facts.decks.map((d) => `${d.ranks}: ${d.cards} cards, ${d.lowest}–A`).join("; ");
  // The menu names each rule set shortly (a phone shows it whole); the hint beside says its order.
  const rules = facts.rules.map((r) => `<option value="${r.id}">${r.title}</option>`).join("");
  return `
      <h2 id="poker-count-title" tabindex="-1">Poker hands</h2>
      <p class="lede">${facts.intro}</p>
      ${rulesLineMarkup(meta, "poker-counts")}
      <form class="panel" id="pokercount-form" novalidate>
        <div class="row">
          <div><label for="poker-count-ranks">Deck ranks R <span class="hint">${facts.min_ranks}–${facts.max_ranks}</span></label>
            <input id="poker-count-ranks" data-testid="poker-count-ranks" type="text" inputmode="numeric" value="${facts.defaults.ranks}" aria-describedby="pokercount-error poker-count-decks"></div>
          <div><label for="poker-count-sizes">Hand sizes n <span class="hint">e.g. 7, 5-9, all</span></label>
            <input id="poker-count-sizes" data-testid="poker-count-sizes" type="text" value="${facts.defaults.sizes}" aria-describedby="pokercount-error"></div>
          <div><label for="poker-count-rules">Rules (category order) <span class="hint" data-testid="poker-count-order">${facts.rules[0].order}</span></label>
            <select id="poker-count-rules" data-testid="poker-count-rules">${rules}</select></div>
        </div>
        <p class="hint" id="poker-count-decks">${decks}</p>
        <p class="error" id="pokercount-error" data-testid="poker-count-error" role="alert" hidden></p>
        <div class="actions">
          <button type="submit" id="poker-count-run" data-testid="poker-count-run" class="primary">Count hands</button>
          <button type="button" data-action="short-deck">${facts.short_deck.label}</button>
          <button type="button" data-action="every-n">Every n</button>
        </div>
      </form>
      <div class="result" id="pokercount-result" aria-live="polite"></div>
`;
};

export function createPokerCounts(section, { python, facts, saveParams }) {
  const { defaults, short_deck: shortDeck, every_size: everySize } = facts.poker.counts; // Python's
  const $ = (id) => section.querySelector(`[data-testid="${id}"]`);
  const form = section.querySelector("#pokercount-form");
  const inputs = { ranks: $("poker-count-ranks"), sizes: $("poker-count-sizes"), rules: $("poker-count-rules") };
  const keys = { ranks: "deck-ranks", sizes: "hand-sizes", rules: "rules" };
  const errorEl = section.querySelector("#pokercount-error");
  const resultEl = section.querySelector("#pokercount-result");
  let lastRun = null;
  const order = $("poker-count-order");
  const showOrder = () => { order.textContent = facts.poker.counts.rules.find((r) => r.id === inputs.rules.value)?.order || ""; };
  inputs.rules.addEventListener("change", showOrder);

  const urlValues = () => Object.fromEntries(Object.entries(inputs).map(([name, input]) => [keys[name], input.value.trim()]));

  async function run() {
    blankMeansEvery(inputs.sizes, everySize);
    // the select lists rule sets; Python reads one as its game (`rules` is `game`'s old name)
    const params = { ranks: inputs.ranks.value.trim(), sizes: inputs.sizes.value.trim(), game: inputs.rules.value };
    saveParams("counts", urlValues());
    lastRun = JSON.stringify(urlValues());
    const result = await runAction(python, {
      action: "poker.count", params, resultEl, errorEl, fields: { ...inputs, game: inputs.rules }, cancellable: true, busyText: "Counting poker hands…",
    });
    if (result) resultEl.replaceChildren(render(result));
  }

  form.addEventListener("submit", (event) => { event.preventDefault(); run(); });
  form.addEventListener("click", (event) => {
    const action = event.target.closest("button[data-action]")?.dataset.action;
    if (action === "short-deck") {
      for (const name of Object.keys(inputs)) inputs[name].value = shortDeck[name];
    }
    if (action === "every-n") inputs.sizes.value = everySize;
    showOrder();
    if (action) run();
  });

  return {
    prime(action, result) {
      if (action === "poker.count") drawOutOfSight(resultEl, render(result));
    },
    restore(params) {
      if (!POKER_COUNT_KEYS.some((key) => params[key] !== undefined)) return false;
      for (const [name, key] of Object.entries(keys)) inputs[name].value = params[key] ?? defaults[name];
      if (inputs.rules.selectedIndex < 0) inputs.rules.value = defaults.rules; // an unknown id in a link
      showOrder();
      if (lastRun !== JSON.stringify(urlValues())) run();
      return true;
    },
  };
}

// Four significant digits, without trailing zeros: 17.41%, 0.003232%, 100% (words.js's formatter).
const fourDigits = (p) => percent(p, 0, { significant: 4 });

function render(result) {
  const wrap = el("div", { "data-testid": "poker-count-result" });
  const rows = result.rows;
  const heading = el("p", { class: "headline" },
    `${result.deck} cards (${result.lowest}–A), ${result.rules_name}: ${rows.length === 1 ? `n = ${rows[0].n}` : `${rows.length} hand sizes`}`);
  const tableArea = tableWrap("Hands by category");
  const showRow = (row) => tableArea.replaceChildren(rowTable(result, row));
  showRow(rows[0]);
  let picker = null;
  if (rows.length > 1) {
    const select = el("select", { id: "poker-count-show", "data-testid": "poker-count-show" },
      rows.map((row, i) => el("option", { value: String(i) }, `n = ${row.n}`)));
    select.addEventListener("change", () => showRow(rows[Number(select.value)]));
    picker = el("p", { class: "pager" }, el("label", { for: "poker-count-show" }, "Table for hand size "), select);
  }
  wrap.append(heading, picker ?? "", tableArea);
  if (rows.length > 1) wrap.append(shareChart(result), byNTable(result));
  return wrap;
}

function rowTable(result, row) {
  return el("table", { "data-testid": "poker-count-table" },
    el("caption", { class: "muted" }, `${formatInt(String(row.hands))} hands of ${row.n} cards from ${result.deck}`),
    el("thead", {}, el("tr", {}, el("th", {}, "Category"), el("th", { class: "num" }, "Count"),
      el("th", { class: "num" }, "Probability"), el("th", { class: "num" }, "Odds"), el("th", { class: "num" }, "This or better"))),
    el("tbody", {}, row.categories.map((c) => el("tr", {},
      el("th", { scope: "row" }, c.name), el("td", { class: "num mono" }, formatInt(String(c.count))),
      el("td", { class: "num" }, fourDigits(c.probability)), el("td", { class: "num" }, c.odds_text),
      el("td", { class: "num" }, fourDigits(c.or_better_probability))))));
}

function byNTable(result) {
  const names = result.rows[0].categories.map((c) => c.name);
  return el("details", {}, el("summary", {}, "Exact counts for every hand size"),
    tableWrap("Exact counts for every hand size", el("table", { "data-testid": "poker-count-by-n" },
      el("thead", {}, el("tr", {}, el("th", { class: "num" }, "n"), names.map((name) => el("th", { class: "num" }, name)),
        el("th", { class: "num" }, "all hands"))),
      el("tbody", {}, result.rows.map((row) => el("tr", {}, el("td", { class: "num" }, row.n),
        row.categories.map((c) => el("td", { class: "num mono" }, formatInt(String(c.count)))),
        el("td", { class: "num mono muted" }, formatInt(String(row.hands)))))))));
}

// One line per category: its share of the n-card hands against n.
function shareChart(result) {
  const width = 640, height = 260, left = 44, right = 150, top = 10, bottom = 30;
  const plotW = width - left - right, plotH = height - top - bottom;
  const xs = result.rows.map((row) => row.n);
  const xMin = xs[0], xMax = xs[xs.length - 1];
  const sx = (x) => left + (xMax === xMin ? plotW / 2 : ((x - xMin) / (xMax - xMin)) * plotW);
  const sy = (y) => top + (1 - y) * plotH;
  const title = "Share of each category against the hand size n";
  const parts = [svg("title", {}, title),
    svg("line", { x1: left, y1: top + plotH, x2: left + plotW, y2: top + plotH, class: "axis" }),
    svg("line", { x1: left, y1: top, x2: left, y2: top + plotH, class: "axis" })];
  for (const y of [0, 0.5, 1]) parts.push(svg("text", { x: left - 6, y: sy(y) + 4, "text-anchor": "end" }, `${y * 100}%`));
  const step = Math.max(1, Math.ceil(xs.length / 12));
  xs.forEach((x, i) => { if (i % step === 0) parts.push(svg("text", { x: sx(x), y: height - 12, "text-anchor": "middle" }, String(x))); });
  parts.push(svg("text", { x: left + plotW / 2, y: height - 1, "text-anchor": "middle" }, "n"));
  result.rows[0].categories.forEach((category, index) => {
    const ys = result.rows.map((row) => row.categories[index].probability);
    const points = xs.map((x, i) => `${sx(x).toFixed(1)},${sy(ys[i]).toFixed(1)}`).join(" ");
    parts.push(svg("polyline", { points, class: `series series${index}` },
      svg("title", {}, `${category.name}: ${xs.map((x, i) => `n = ${x} ${fourDigits(ys[i])}`).join(", ")}`)));
    const y = top + 6 + index * 20;
    parts.push(svg("line", { x1: width - right + 10, y1: y, x2: width - right + 28, y2: y, class: `series series${index}` }));
    parts.push(svg("text", { x: width - right + 32, y: y + 4 }, category.name));
  });
  const chart = readableChart(svg("svg", { viewBox: `0 0 ${width} ${height}`, width, height, class: "chart", role: "img", "aria-label": title }, parts), width);
  return el("figure", {}, tableWrap(title, chart),
    // (a touch screen has no hover: the exact counts are in the table "Exact counts for every hand size")
    el("figcaption", { class: "muted" }, "Each category's share of all n-card hands; its values are in \u201cExact counts for every hand size\u201d (or hover a line)"));
}
