// Badugi draw odds: the "Draw" section of the badugi tab. Collects a hand, the discard (pressing the
// hand's cards fills it), dead cards, an opponent, draws left and a goal; asks Python (badugi.draw)
// and shows its answer: the exact chances, a chart by final top card, every discard ranked, and
// the several-draws figures. Python parses every card and owns every rule and number.
import { makePicker } from "../hand-entry.js";
import { barChart, cardEl, el, runAction } from "../ui.js";
import { capital, formatInt, percent, plural } from "../words.js";

const ID = "badugi-draw";
const EXAMPLE = { hand: "2c 3d 4h Kh", discard: "Kh" };
// The goals Python reads: "badugi", a top card such as "8", or "beat".
const GOALS = [["badugi", "Any badugi"], ["top", "A top card or better"], ["beat", "Beat the opponent"]];


const field = (name, label, hint, placeholder = "") => `
        <label for="${ID}-${name}">${label} <span class="hint">${hint}</span></label>
        <input id="${ID}-${name}" data-testid="${ID}-${name}" type="text" spellcheck="false" autocomplete="off"
          aria-describedby="${ID}-error" placeholder="${placeholder}">`;

// Press a card to throw it (or keep it again): one toggle button per card of a hand.
const toggles = (name, label) => `
        <div class="draw-cards" data-testid="${ID}-${name}" role="group" aria-label="${label}"></div>`;

export const drawMarkup = (facts) => `
      <section class="draw-box" aria-labelledby="${ID}-title">
        <h3 id="${ID}-title">Draw</h3>
        <p class="hint">What a discard is worth before the next draw: every equally likely draw from the unseen cards is counted exactly (the ${facts.deck.length} cards less your hand, the dead cards and the opponent's hand).</p>
        <form class="panel" id="${ID}-form" novalidate>${field("hand", "Your hand", "four cards", "2c 3d 4h Kh")}${toggles("cards", "Your cards: press one to throw it, again to keep it")}${field("discard", "Discard",
  "press your cards above or type them; blank: keep what can play and throw the rest (the best discard when every discard is ranked); <kbd>pat</kbd>: throw nothing", "Kh")}${field("dead", "Dead cards", "optional: cards known to be out (seen discards, burnt cards)", "e.g. 5c 9d")}${field("vs", "Opponent's hand", "optional: four cards", "Ks Qd 9c 5h")}${toggles("vs-cards", "Opponent's cards: press one to mark it thrown")}${field("vs-discard", "Opponent's discard", "blank: they stand pat")}
        <div class="row draw-options">
          <div><label for="${ID}-draws">Draws left</label>
            <select id="${ID}-draws" data-testid="${ID}-draws" aria-describedby="${ID}-error">${Array.from({ length: facts.badugi.draw.max_draws }, (_, i) => `<option value="${i + 1}">${i + 1}</option>`).join("")}</select></div>
          <div><label for="${ID}-goal">Goal</label>
            <select id="${ID}-goal" data-testid="${ID}-goal" aria-describedby="${ID}-error">${GOALS.map(([key, text]) => `<option value="${key}">${text}</option>`).join("")}</select></div>
          <div class="draw-top" hidden><label for="${ID}-top">Top card <span class="hint">that high or better</span></label>
            <select id="${ID}-top" data-testid="${ID}-top" aria-describedby="${ID}-error">${facts.badugi.draw.top_cards.map((card) => `<option value="${card}"${card === "8" ? " selected" : ""}>${card}-high</option>`).join("")}</select></div>
        </div>
        <label class="check"><input type="checkbox" id="${ID}-best" data-testid="${ID}-best" checked> Rank every discard of the hand for the goal</label>
        <p class="error" id="${ID}-error" data-testid="${ID}-error" role="alert" hidden></p>
        <div class="actions">
          <button type="submit" id="${ID}-run" data-testid="${ID}-run" class="primary">Count the draws</button>
          <button type="button" data-action="example">Example</button>
          <button type="button" data-action="clear">Clear</button>
        </div>
        <details class="picker-box">
          <summary>Pick cards</summary>
          <div class="picker-target">
            <label for="${ID}-target">Add cards to</label>
            <select id="${ID}-target" data-testid="${ID}-target">
              <option value="hand">Your hand</option><option value="dead">Dead cards</option><option value="vs">Opponent's hand</option>
            </select>
          </div>
          <div class="picker" data-testid="${ID}-picker" role="group" aria-label="Card picker"></div>
        </details>
        </form>
        <div class="result" id="${ID}-result" data-testid="${ID}-result" aria-live="polite"></div>
      </section>`;

// Wire the section; `save(params)` puts the draw's inputs in the tab's link (beside the showdown's).
export function createDraw(section, { python, meta, facts }, save) {
  const $ = (name) => section.querySelector(`[data-testid="${ID}-${name}"]`);
  const form = section.querySelector(`#${ID}-form`);
  const errorEl = $("error");
  const errorHome = form.querySelector(".actions");
  const resultEl = $("result");
  const runButton = $("run");
  const inputs = { hand: $("hand"), discard: $("discard"), dead: $("dead"), vs: $("vs"), vs_discard: $("vs-discard"),
    draws: $("draws"), goal: $("goal") };
  const top = $("top");
  const best = $("best");
  const deck = new Map(facts.deck.map((card) => [card.code, card]));
  const pairs = [
    { hand: inputs.hand, discard: inputs.discard, box: $("cards") },
    { hand: inputs.vs, discard: inputs.vs_discard, box: $("vs-cards") },
  ];
  let lastRun = null;

  // --- what Python reads -------------------------------------------------------------------
  const goalText = () => (inputs.goal.value === "top" ? top.value.trim() || "top card" : inputs.goal.value);
  function params() {
    return { hand: inputs.hand.value.trim(), discard: inputs.discard.value.trim(), dead: inputs.dead.value.trim(),
      vs: inputs.vs.value.trim(), vs_discard: inputs.vs_discard.value.trim(), draws: inputs.draws.value.trim() || "1",
      goal: goalText(), best: best.checked };
  }
  // The link keeps the inputs, defaults left out; the keys start with draw so the showdown's stay.
  function linkParams(p) {
    return { draw: p.hand, draw_discard: p.discard, draw_dead: p.dead, draw_vs: p.vs, draw_vs_discard: p.vs_discard,
      draw_draws: p.draws === "1" ? "" : p.draws, draw_goal: p.goal === "badugi" ? "" : p.goal, draw_best: p.best ? "" : "0" };
  }

  async function run() {
    if (runButton.disabled) return; // a draw is running: its button rests
    const p = params();
    save(linkParams(p));
    lastRun = JSON.stringify(p);
    errorHome.before(errorEl); // an earlier message may stand under another field
    const fields = { ...inputs, goal: inputs.goal.value === "top" ? top : inputs.goal };
    const result = await runAction(python, {
      action: "badugi.draw", params: p, resultEl, errorEl, fields, cancellable: true, busyText: "Counting draws…",
    });
    if (result) resultEl.replaceChildren(render(result, deck, tryDiscard));
  }

  function tryDiscard(codes) {
    inputs.discard.value = codes.length ? codes.join(" ") : "pat";
    rescan();
    run();
  }

  // --- the cards typed, as Python reads them: toggles for the discard, greyed picker cards ----
  // Codes per field ({ hand, discard, dead, vs, vs_discard }) from cards.scan; a press updates
  // them at once, so quick presses need no round trip; an answer for older texts is dropped.
  let scanned = null;
  let scanTimer = null;
  let picker = null;
  const fieldOrder = ["hand", "discard", "dead", "vs", "vs_discard"];
  function rescan() {
    clearTimeout(scanTimer);
    const texts = fieldOrder.map((name) => inputs[name].value);
    if (texts.join("").length > facts.limits.text_chars) return; // Python's size check answers on Run
    scanTimer = setTimeout(async () => {
      if (python.state !== "ready") {
        python.ready.then(rescan, () => {});
        return;
      }
      try {
        const response = await python.call("cards.scan", { texts }, { quick: true });
        if (!response.ok || texts.some((text, i) => inputs[fieldOrder[i]].value !== text)) return;
        scanned = Object.fromEntries(fieldOrder.map((name, i) => [name, response.result.codes[i]]));
        showToggles();
        if (picker) picker.setUsed([...scanned.hand, ...scanned.dead, ...scanned.vs]);
      } catch { /* cancelled, busy or restarting: the next edit rescans */ }
    }, 120);
  }

  function showToggles() {
    for (const pair of pairs) {
      const name = pair.hand === inputs.hand ? "hand" : "vs";
      const thrown = new Set(scanned[name === "hand" ? "discard" : "vs_discard"]);
      pair.box.replaceChildren(...scanned[name].map((code) => {
        const card = deck.get(code);
        const pressed = thrown.has(code);
        return el("button", {
          type: "button", class: `card draw-card ${card?.red ? "red" : ""}`, "data-card": code, "aria-pressed": pressed ? "true" : "false",
          "aria-label": card ? `${card.symbol}, ${card.name.toLowerCase()}` : code, title: pressed ? "thrown: press to keep" : "kept: press to throw",
          onclick: () => toggle(pair, name, code),
        }, card ? card.symbol : code);
      }));
    }
  }

  function toggle(pair, name, code) {
    if (!scanned) return;
    const discardName = name === "hand" ? "discard" : "vs_discard";
    const thrown = new Set(scanned[discardName]);
    if (thrown.has(code)) thrown.delete(code);
    else thrown.add(code);
    // Hand order first, then any typed card that is not in the hand (Python names it on Run).
    const codes = [...scanned[name].filter((c) => thrown.has(c)), ...[...thrown].filter((c) => !scanned[name].includes(c))];
    pair.discard.value = codes.join(" ");
    scanned[discardName] = codes;
    showToggles();
    pair.box.querySelector(`[data-card="${code}"]`)?.focus();
    rescan();
  }

  meta.then((shown) => {
    picker = makePicker($("picker"), shown.deck, async (code, inUse) => {
      if (!inUse) {
        const target = inputs[$("target").value];
        target.value = target.value.trim() ? `${target.value.trim()} ${code}` : code;
        rescan();
        return;
      }
      // A card in use pressed again goes back to the deck, from the field that holds it.
      const names = ["hand", "dead", "vs"];
      const texts = names.map((name) => inputs[name].value);
      try {
        const response = await python.call("cards.take", { texts, code });
        if (!response.ok || response.result.field === null || names.some((name, i) => inputs[name].value !== texts[i])) return;
        names.forEach((name, i) => { inputs[name].value = response.result.texts[i]; });
        $("target").value = names[response.result.field];
        rescan();
      } catch { /* restarting: press again */ }
    });
    rescan();
  }, () => {});

  // --- events ------------------------------------------------------------------------------
  const showTop = () => { section.querySelector(".draw-top").hidden = inputs.goal.value !== "top"; };
  inputs.goal.addEventListener("change", showTop);
  for (const name of fieldOrder) inputs[name].addEventListener("input", rescan);
  form.addEventListener("submit", (event) => { event.preventDefault(); run(); });
  form.addEventListener("click", (event) => {
    const action = event.target.closest("button[data-action]")?.dataset.action;
    if (!action) return;
    setFields(action === "example" ? EXAMPLE : {});
    if (action === "clear") resultEl.replaceChildren();
    inputs.hand.focus();
  });

  function setFields(values) {
    for (const name of fieldOrder) inputs[name].value = values[name] || "";
    inputs.draws.value = values.draws || "1";
    const goal = values.goal || "badugi";
    inputs.goal.value = GOALS.some(([key]) => key === goal) ? goal : "top";
    if (inputs.goal.value === "top") top.value = goal;
    best.checked = values.best !== "0";
    showTop();
    rescan();
  }

  return {
    restore(link) {
      if (link.draw === undefined) {
        if (inputs.hand.value.trim()) save(linkParams(params()));
        return;
      }
      setFields({ hand: link.draw, discard: link.draw_discard, dead: link.draw_dead, vs: link.draw_vs,
        vs_discard: link.draw_vs_discard, draws: link.draw_draws, goal: link.draw_goal, best: link.draw_best });
      if (lastRun !== JSON.stringify(params()) && inputs.hand.value.trim()) run();
    },
  };
}

// --- the answer ----------------------------------------------------------------------------
// Cards in a line of text; `named`: each is an image named "King of hearts" (inside a button the
// button names them instead, with the symbols it shows).
function cardsOf(codes, deck, extra = "", named = true) {
  // A space between cards: the text reads "2♣ K♥" (the flex gap shows it; the text says it).
  return el("span", { class: "cards small" }, codes.flatMap((code, i) => {
    const card = deck.get(code);
    const shown = card ? cardEl(card, extra, named ? { "aria-label": card.name } : {}) : el("span", { class: "mono" }, code);
    return i ? [" ", shown] : [shown];
  }));
}

const SOURCES = {
  policy: "No discard given: the policy's discard (keep the cards that can play for the goal, throw the rest).",
  best: "No discard given: the best discard for the goal.",
};

function render(result, deck, tryDiscard) {
  const four = result.sizes.find((row) => row.size === 4);
  const parts = [
    el("p", { class: "headline", "data-testid": `${ID}-summary` }, result.summary),
    el("p", { class: "draw-spot" },
      el("span", { class: "muted" }, "Keep "), result.kept.length ? cardsOf(result.kept, deck) : el("span", {}, "nothing"),
      el("span", { class: "muted" }, " · throw "), result.discard.length ? cardsOf(result.discard, deck, "dead") : el("span", {}, "nothing"),
      el("span", { class: "muted" }, ` · ${result.drawn ? `draw ${plural(result.drawn, "card")} from ${result.unseen} unseen: ${plural(result.outcomes, "equally likely draw")}` : "stand pat"}`),
      result.dead.length ? el("span", { class: "muted" }, " · dead ") : null, result.dead.length ? cardsOf(result.dead, deck, "dead") : null),
    SOURCES[result.discard_source] ? el("p", { class: "muted" }, SOURCES[result.discard_source]) : null,
    el("dl", { class: "draw-figures" },
      el("dt", {}, "Any badugi"), el("dd", { "data-testid": `${ID}-badugi` }, el("strong", {}, four.text)),
      result.goal.key !== "badugi" && result.goal.text ? [el("dt", {}, capital(result.goal.label)), el("dd", { "data-testid": `${ID}-goal-share` }, el("strong", {}, result.goal.text))] : null,
      el("dt", {}, "Final hand"), el("dd", {}, result.sizes.filter((row) => row.count).map((row) => `${row.size}-card: ${row.text}`).join(" · ")),
      result.vs ? [el("dt", {}, "Against the opponent"), el("dd", { "data-testid": `${ID}-versus` }, versus(result))] : null),
  ];
  if (result.badugi) parts.push(topsBlock(result));
  parts.push(classesBlock(result));
  if (result.best) parts.push(bestTable(result, deck, tryDiscard));
  if (result.several_draws) parts.push(severalBlock(result.several_draws, deck));
  return el("div", {}, parts);
}

function plusMinus(error) {
  return error === undefined ? "" : ` ± ${percent(error)}`;
}

function versus(result) {
  const vs = result.vs;
  const se = result.standard_error || {};
  const how = result.method === "exact" ? `exact: every one of ${plural(result.deals, "deal")}`
    : `Monte Carlo: ${plural(result.samples, "sampled deal")}, seed ${result.seed}`;
  return el("span", {},
    `${vs.name} (${vs.pat ? "standing pat" : `throws ${vs.discard.join(" ")}`}): `,
    el("strong", {}, `wins ${percent(result.win_probability)}${plusMinus(se.win)}`),
    ` (${formatInt(String(result.wins))} of ${formatInt(String(result.deals))}) · ties ${percent(result.tie_probability)}${plusMinus(se.tie)}`
    + ` (${formatInt(String(result.ties))}) · loses ${percent(result.loss_probability)}${plusMinus(se.loss)} (${formatInt(String(result.losses))}); ${how}`);
}

function topsBlock(result) {
  const tops = result.tops;
  return el("section", { class: "draw-tops", "aria-label": "Badugis by top card" },
    el("h4", {}, "Badugis by final top card"),
    barChart({ labels: tops.map((row) => row.top), series: [{ name: "draws ending in a badugi with this top card", values: tops.map((row) => row.count) }],
      title: "Draws ending in a badugi, by its top card", height: 160 }),
    el("div", { class: "table-wrap" }, el("table", { "data-testid": `${ID}-tops` },
      el("thead", {}, el("tr", {}, el("th", {}, "Top card"), el("th", { class: "num" }, "Exactly"), el("th", {}, "This or better"))),
      el("tbody", {}, tops.filter((row) => row.count).map((row) => el("tr", {},
        el("td", {}, `${row.top}-high`), el("td", { class: "num" }, formatInt(String(row.count))), el("td", {}, row.or_better.text)))))));
}

function classesBlock(result) {
  return el("details", { class: "draw-classes" },
    el("summary", {}, `Every final hand (${plural(result.classes.length, "class", "classes")})`),
    el("div", { class: "table-wrap" }, el("table", {},
      el("thead", {}, el("tr", {}, el("th", {}, "Final hand"), el("th", { class: "num" }, "Class"), el("th", {}, "Draws"))),
      el("tbody", {}, result.classes.map((row) => el("tr", {},
        el("td", {}, row.name), el("td", { class: "num" }, formatInt(String(row.class))), el("td", {}, row.text)))))));
}

function bestTable(result, deck, tryDiscard) {
  const chosen = result.discard.join(" ");
  return el("section", { class: "draw-best", "aria-label": "Every discard ranked" },
    el("h4", {}, `Every discard ranked: ${result.goal.label}`),
    el("div", { class: "table-wrap" }, el("table", { "data-testid": `${ID}-best` },
      el("thead", {}, el("tr", {}, ...["Place", "Throw", "Keep", "Chance", "Why"].map((h) => el("th", {}, h)))),
      el("tbody", {}, result.best.map((row) => {
        const mine = row.discard.join(" ") === chosen;
        return el("tr", { class: mine ? "chosen" : "", "data-testid": `${ID}-best-row`, "aria-current": mine ? "true" : null },
          el("td", { class: "num" }, row.tie ? `${row.place} (tie)` : String(row.place)),
          el("td", {}, el("button", { type: "button", class: "draw-try", title: "count this discard",
            "aria-label": `Try throwing ${row.discard.length ? row.discard.map((code) => deck.get(code)?.symbol || code).join(" ") : "nothing"}`,
            onclick: () => tryDiscard(row.discard) },
          row.discard.length ? cardsOf(row.discard, deck, "", false) : "nothing")),
          el("td", {}, row.kept.length ? cardsOf(row.kept, deck) : "nothing"),
          el("td", {}, `${row.text}${plusMinus(row.standard_error)}`, row.method === "exact" ? "" : el("span", { class: "muted" }, ` (${row.method})`)),
          el("td", {}, row.reason));
      })))));
}

function severalBlock(several, deck) {
  const monteCarlo = several.method !== "exact";
  return el("section", { class: "draw-several", "data-testid": `${ID}-several` },
    el("h4", {}, `${several.draws} draws left: ${several.goal} within each number of draws`),
    el("p", { class: "muted" }, "First discard ", several.first_discard.length ? cardsOf(several.first_discard, deck, "dead") : "nothing",
      `; then the policy: ${several.policy}.`),
    el("div", { class: "table-wrap" }, el("table", {},
      el("thead", {}, el("tr", {}, el("th", {}, "Within"), el("th", { class: "num" }, "Chance"), el("th", {}, "Exact fraction"))),
      el("tbody", {}, several.by_draw.map((row) => el("tr", {},
        el("td", {}, plural(row.draws, "draw")),
        el("td", { class: "num" }, `${percent(row.probability)}${plusMinus(row.standard_error)}`),
        el("td", {}, monteCarlo ? "sampled" : `${formatInt(String(row.fraction[0]))} / ${formatInt(String(row.fraction[1]))}`)))))),
    el("p", { class: "muted" }, monteCarlo
      ? `Method: ${several.note} (${plural(several.samples, "sampled deal")}, seed ${several.seed}); ± is one standard error.`
      : "Method: exact, every branch of the draw tree counted."));
}
