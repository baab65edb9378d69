// Draw odds panel, shared by the Draw tab (draw.js: a game selector) and the badugi tab (badugi
// fixed, the old badugi-draw-* test ids). Collects a hand, the discard (pressing the hand's cards
// fills it), dead cards, an opponent, draws left and a goal; asks Python and shows its answer: the
// several-draws chance first when draws are left, the exact chances, a chart and table by final top
// card, every discard ranked ("try this row"), the classes. Python parses every card and owns every
// rule, number and word of the vocabulary (games, goals, defaults, examples: meta.draw).
import { estimateLine } from "../estimate-line.js";
import { makePicker } from "../hand-entry.js";
import { runLinkIfQuick } from "../link-guard.js";
import { arrowKeys, barChart, cardEl, drawOutOfSight, el, forgetJob, runAction, showAnswer, tableWrap } from "../ui.js";
import { capital, formatInt, percent, plural } from "../words.js";

const gameOf = (facts, key) => facts.draw.games.find((game) => game.key === key) || facts.draw.games[0];

const field = (id, name, label, hint, placeholder = "") => `
        <label for="${id}-${name}">${label} <span class="hint" data-hint="${name}">${hint}</span></label>
        <input id="${id}-${name}" data-testid="${id}-${name}" type="text" spellcheck="false" autocomplete="off"
          aria-describedby="${id}-error" placeholder="${placeholder}">`;

// Press a card to throw it (or keep it again): one toggle button per card of a hand.
const toggles = (id, name, label) => `
        <div class="draw-cards" data-testid="${id}-${name}" role="group" aria-label="${label}"></div>`;

const topOptions = (game) => game.top_cards.map((card) =>
  `<option value="${card.value}"${card.value === game.default_goal ? " selected" : ""}>${card.label}</option>`).join("");

// The panel's static markup. `game`: a fixed game key, or null for a game selector.
export function drawPanelMarkup(facts, { id, game = null, title = "Draw", heading = "h3", lede = "" }) {
  const first = gameOf(facts, game);
  const games = game ? "" : `
          <div><label for="${id}-game">Game</label>
            <select id="${id}-game" data-testid="${id}-game" aria-describedby="${id}-error">${facts.draw.games.map((g) => `<option value="${g.key}">${g.name}</option>`).join("")}</select></div>`;
  const size = first.hand_size_text;
  // Under its own tab's h2 the panel is the tool itself (no second landmark of the same name).
  const box = heading === "h2" ? "div" : "section";
  return `
      <${box} class="draw-box"${heading === "h2" ? "" : ` aria-labelledby="${id}-title"`}>
        <${heading} id="${id}-title">${title}</${heading}>
        ${lede}
        <p class="hint">${facts.draw.method}</p>
        <form class="panel" id="${id}-form" novalidate>
        <div class="row draw-options">${games}</div>${field(id, "hand", "Your hand", size, first.example.hand)}${toggles(id, "cards", "Your cards: press one to throw it, again to keep it")}${field(id, "discard", "Discard",
  "press your cards above or type them; blank: chosen for you (the answer says how); <kbd>pat</kbd>: throw nothing", first.example.discard)}${field(id, "dead", "Dead cards", "optional: cards known to be out (seen discards, burnt cards)", "e.g. 5c 9d")}${field(id, "vs", "Opponent's hand", `optional: ${size}`)}${toggles(id, "vs-cards", "Opponent's cards: press one to mark it thrown")}${field(id, "vs-discard", "Opponent's discard", "blank: they stand pat")}
        <div class="row draw-options">
          <div><label for="${id}-draws">Draws left</label>
            <select id="${id}-draws" data-testid="${id}-draws" aria-describedby="${id}-error">${Array.from({ length: facts.draw.max_draws }, (_, i) => `<option value="${i + 1}">${i + 1}</option>`).join("")}</select></div>
          <div><label for="${id}-goal">Goal</label>
            <select id="${id}-goal" data-testid="${id}-goal" aria-describedby="${id}-error">${facts.draw.goals.map((goal) => `<option value="${goal.value}"${goal.value === "top" ? " selected" : ""}>${goal.value === "any" ? capital(first.any) : goal.label}</option>`).join("")}</select></div>
          <div class="draw-top"><label for="${id}-top">Top card <span class="hint">that or better</span></label>
            <select id="${id}-top" data-testid="${id}-top" aria-describedby="${id}-error">${topOptions(first)}</select></div>
        </div>${field(id, "plan", "Your later draws", facts.draw.plan_hint, facts.draw.plan_example)}${field(id, "vs-plan", "Opponent's later draws", facts.draw.vs_plan_hint, facts.draw.vs_plan_example)}${field(id, "seed", "Seed", "Monte Carlo only; blank: random")}
        <label class="check"><input type="checkbox" id="${id}-best" data-testid="${id}-best" checked> Rank every discard of the hand for the goal</label>
        <p class="hint estimate" id="${id}-estimate" data-testid="${id}-estimate" aria-live="polite"></p>
        <p class="error" id="${id}-error" data-testid="${id}-error" role="alert" hidden></p>
        <div class="actions">
          <button type="submit" id="${id}-run" data-testid="${id}-run" class="primary">Count the draws</button>
          <button type="button" data-action="example">Example</button>
          <button type="button" data-action="clear">Clear</button>
        </div>
        <details class="picker-box">
          <summary>Pick cards</summary>
          <div class="picker-target">
            <label for="${id}-target">Add cards to</label>
            <select id="${id}-target" data-testid="${id}-target">
              <option value="hand">Your hand</option><option value="dead">Dead cards</option><option value="vs">Opponent's hand</option>
            </select>
          </div>
          <div class="picker" data-testid="${id}-picker" role="group" aria-label="Card picker"></div>
        </details>
        </form>
        <div class="result" id="${id}-result" data-testid="${id}-result" aria-live="polite"></div>
      </${box}>`;
}

// Wire a panel. `save(params)` puts its inputs in the tab's link under `linkKey(name)`;
// `action` is the Python action (draw, or badugi.draw); `game`: the fixed game key or null.
export function createDrawPanel(section, { python, meta, facts }, { id, game = null, action = "draw", save, linkKey = (name) => name }) {
  const $ = (name) => section.querySelector(`[data-testid="${id}-${name}"]`);
  const form = section.querySelector(`#${id}-form`);
  const errorEl = $("error");
  const resultEl = $("result");
  const runButton = $("run");
  const inputs = { hand: $("hand"), discard: $("discard"), dead: $("dead"), vs: $("vs"), vs_discard: $("vs-discard"),
    draws: $("draws"), goal: $("goal"), plan: $("plan"), vs_plan: $("vs-plan"), seed: $("seed") };
  inputs.seed.inputMode = "numeric";
  const gameSelect = game ? null : $("game");
  const top = $("top");
  const best = $("best");
  const deck = new Map(facts.deck.map((card) => [card.code, card]));
  const pairs = [
    { hand: inputs.hand, discard: inputs.discard, box: $("cards") },
    { hand: inputs.vs, discard: inputs.vs_discard, box: $("vs-cards") },
  ];
  // Arrow keys (and Home, End) move along a hand's cards, as in the card picker; Tab still stops
  // on each card, Space or Enter throws or keeps it.
  for (const { box } of pairs) arrowKeys(box, () => [...box.querySelectorAll("button")]);
  let lastRun = null;
  const current = () => gameOf(facts, gameSelect ? gameSelect.value : game);
  // Result headings sit one level under the panel's own title (h2 in its tab, h3 in badugi's).
  const sub = section.querySelector(`#${id}-title`).tagName === "H2" ? "h3" : "h4";

  // --- the game: hints, examples, top cards and the default goal come from Python's meta ------
  function showGame() {
    const chosen = current();
    const size = chosen.hand_size_text;
    section.querySelector(`label[for="${id}-hand"] [data-hint]`).textContent = size;
    section.querySelector(`label[for="${id}-vs"] [data-hint]`).textContent = `optional: ${size}`;
    inputs.hand.placeholder = chosen.example.hand;
    inputs.discard.placeholder = chosen.example.discard;
    inputs.goal.querySelector('option[value="any"]').textContent = capital(chosen.any);
    const wanted = top.value;
    top.innerHTML = topOptions(chosen);
    if ([...top.options].some((option) => option.value === wanted)) top.value = wanted;
  }

  // --- what Python reads -------------------------------------------------------------------
  const goalText = () => (inputs.goal.value === "top" ? top.value.trim() || current().default_goal : inputs.goal.value);
  function params() {
    const p = { hand: inputs.hand.value.trim(), discard: inputs.discard.value.trim(), dead: inputs.dead.value.trim(),
      vs: inputs.vs.value.trim(), vs_discard: inputs.vs_discard.value.trim(), draws: inputs.draws.value.trim() || "1",
      goal: goalText(), best: best.checked, plan: inputs.plan.value.trim(), vs_plan: inputs.vs_plan.value.trim(),
      seed: inputs.seed.value.trim() };
    if (gameSelect) p.game = gameSelect.value;
    return p;
  }
  // The job's estimated time beside Run, before Run (Python's estimate and limit); the cards'
  // fields are asked again after rescan()'s scan, which every change of them calls (typed, pressed, picked).
  const estimate = estimateLine(python, { action, params, lineEl: $("estimate"),
    fields: [inputs.draws, inputs.goal, top, best, inputs.plan, inputs.vs_plan, ...(gameSelect ? [gameSelect] : [])] });
  // The link keeps the inputs, defaults left out; `remembered` is the last run's, which the tab's
  // link shows again when the tab is opened without one.
  let remembered = null;
  function remember(p) {
    remembered = p;
    save(linkParams(p));
  }
  function linkParams(p) {
    const link = { hand: p.hand, discard: p.discard, dead: p.dead, vs: p.vs, vs_discard: p.vs_discard,
      draws: p.draws === "1" ? "" : p.draws, goal: p.goal === current().default_goal ? "" : p.goal, best: p.best ? "" : "0", plan: p.plan,
      vs_plan: p.vs_plan, seed: p.seed };
    if (gameSelect) link.game = p.game === facts.draw.games[0].key ? "" : p.game;
    return Object.fromEntries(Object.entries(link).map(([name, value]) => [linkKey(name), value]));
  }

  // Enter while a job runs (its Run button rests): nothing for the inputs that job answers; after an
  // edit, the inputs shown run, and the job for the old ones is superseded (its answer dropped; it is
  // cancelled once it has run a second: ui.js runAction). A link (`fromLink`) always replaces it.
  async function run({ fromLink = false, fromRow = false } = {}) {
    if (runButton.disabled && !fromLink && JSON.stringify(params()) === lastRun) return; // already running
    const p = params();
    remember(p);
    lastRun = JSON.stringify(p);
    const fields = { ...inputs, goal: inputs.goal.value === "top" ? top : inputs.goal, ...(gameSelect ? { game: gameSelect } : {}) };
    const result = await runAction(python, {
      // Some phases of a draw job count and others sample (which, only Python's plan knows): the
      // line says neither.
      action, params: p, resultEl, errorEl, fields, cancellable: true, busyText: "Working out the draws…",
    });
    if (!result) return;
    // A sampled answer's link keeps the seed it used (Python's sampled_seed), so it gives the same
    // numbers again; the answer on screen is the one for those inputs (a link back to it runs nothing).
    if (result.sampled_seed !== null && !p.seed) {
      remember({ ...p, seed: String(result.sampled_seed) });
      lastRun = JSON.stringify({ ...p, seed: String(result.sampled_seed) });
    }
    resultEl.replaceChildren(draw(result));
    showAnswer(resultEl.querySelector(".headline")); // on a phone the answer is below the form: brought on screen
    // A row tried from the ranking keeps the focus there, on that row's button, to try the next one
    // (it had gone to Run, above the answer: helper, session 22).
    if (fromRow) resultEl.querySelector('tr[aria-current="true"] .draw-try')?.focus();
  }

  // An answer drawn, for the screen (run) or once out of sight (prime).
  const draw = (result) => render(result, deck, tryDiscard, id, sub);

  function tryDiscard(codes) {
    inputs.discard.value = codes.length ? codes.join(" ") : "pat";
    rescan();
    run({ fromRow: true });
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
    if (texts.join("").length > facts.limits.text_chars) return estimate.update(); // Python's size check answers on Run
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
      } catch { /* cancelled, busy or restarting: the next edit rescans */ } finally {
        estimate.update(); // after the scan, never in its way (a quick call finding every worker busy is dropped)
      }
    }, 120);
  }

  function showToggles() {
    for (const pair of pairs) {
      const name = pair.hand === inputs.hand ? "hand" : "vs";
      const thrown = new Set(scanned[name === "hand" ? "discard" : "vs_discard"]);
      // Redrawing the buttons (after each press, when Python's scan answers) keeps the focus on the
      // card the keyboard is on: never dropped to the page.
      const focused = pair.box.contains(document.activeElement) ? document.activeElement.dataset.card : null;
      // The same cards: only their pressed state changes, on the buttons already there. A button
      // replaced between a press and its release takes no click (a quick second press was lost
      // when Python's scan of the first redrew the row).
      const shownCodes = [...pair.box.children].map((button) => button.dataset.card);
      if (shownCodes.length === scanned[name].length && shownCodes.every((code, i) => code === scanned[name][i])) {
        for (const button of pair.box.children) setThrown(button, thrown.has(button.dataset.card));
        continue;
      }
      pair.box.replaceChildren(...scanned[name].map((code) => {
        const card = deck.get(code);
        const button = el("button", {
          type: "button", class: `card draw-card ${card?.red ? "red" : ""}`, "data-card": code,
          "aria-label": card ? `${card.symbol}, ${card.name.toLowerCase()}` : code,
          onclick: () => toggle(pair, name, code),
        }, card ? card.symbol : code);
        setThrown(button, thrown.has(code));
        return button;
      }));
      if (focused) pair.box.querySelector(`[data-card="${focused}"]`)?.focus();
    }
  }

  // A card's button says whether the card is thrown (pressed) and what a press does.
  function setThrown(button, thrown) {
    button.setAttribute("aria-pressed", thrown ? "true" : "false");
    button.title = thrown ? "thrown: press to keep" : "kept: press to throw";
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
    showToggles(); // keeps the focus on the card pressed
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
  const showTop = () => { section.querySelector(`#${id}-top`).closest(".draw-top").hidden = inputs.goal.value !== "top"; };
  inputs.goal.addEventListener("change", showTop);
  if (gameSelect) gameSelect.addEventListener("change", () => { showGame(); resultEl.replaceChildren(); });
  for (const name of fieldOrder) inputs[name].addEventListener("input", rescan);
  form.addEventListener("submit", (event) => { event.preventDefault(); run(); });
  form.addEventListener("click", (event) => {
    const button = event.target.closest("button[data-action]")?.dataset.action;
    if (!button) return;
    setFields(button === "example" ? { ...current().example, game: current().key } : { game: current().key });
    forgetJob(resultEl); // a draw on its way answers the fields replaced: dropped (stopped once it has run a second)
    if (button === "clear") {
      resultEl.replaceChildren();
      lastRun = null;
      remember(params()); // the link is cleared too: a reload does not bring the old hand back
    }
    inputs.hand.focus();
  });

  function setFields(values) {
    if (gameSelect) {
      gameSelect.value = facts.draw.games.some((g) => g.key === values.game) ? values.game : facts.draw.games[0].key;
      showGame();
    }
    for (const name of fieldOrder) inputs[name].value = values[name] || "";
    inputs.draws.value = values.draws || "1";
    inputs.plan.value = values.plan || "";
    inputs.vs_plan.value = values.vs_plan || "";
    inputs.seed.value = values.seed || "";
    const goal = values.goal || current().default_goal;
    const any = ["any", current().made, current().any].includes(goal);
    inputs.goal.value = any ? "any" : goal === "beat" ? "beat" : "top";
    if (inputs.goal.value === "top") top.value = goal;
    best.checked = values.best !== "0";
    showTop();
    rescan();
  }

  return {
    prime(answered, result) {
      if (answered === action) drawOutOfSight(resultEl, draw(result));
    },
    restore(link) {
      if (link[linkKey("hand")] === undefined) {
        if (remembered) save(linkParams(remembered));
        else if (inputs.hand.value.trim()) save(linkParams(params()));
        return;
      }
      const values = Object.fromEntries(["game", ...fieldOrder, "draws", "goal", "best", "plan", "vs_plan", "seed"].map((name) => [name, link[linkKey(name)]]));
      setFields(values);
      if (lastRun !== JSON.stringify(params()) && inputs.hand.value.trim()) {
        runLinkIfQuick(python, facts, { action, params: params(), run: () => run({ fromLink: true }), resultEl, testid: `${id}-waiting`,
          button: runButton.textContent.trim() });
      }
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

function render(result, deck, tryDiscard, id, sub) {
  const made = result.made;
  const finals = result.sizes
    ? result.sizes.filter((row) => row.count).map((row) => `${row.size}-card: ${row.text}`)
    : result.categories.map((row) => `${row.name}: ${row.text}`);
  const parts = [
    el("p", { class: "headline", "data-testid": `${id}-headline` }, result.headline),
    result.headline !== result.summary ? el("p", { "data-testid": `${id}-summary` }, result.summary) : null,
    el("p", { class: "draw-spot" },
      el("span", { class: "muted" }, `${result.game_name}: ${result.hand_name}. Keep `), result.kept.length ? cardsOf(result.kept, deck) : el("span", {}, "nothing"),
      el("span", { class: "muted" }, " · throw "), result.discard.length ? cardsOf(result.discard, deck, "dead") : el("span", {}, "nothing"),
      el("span", { class: "muted" }, ` · ${result.drawn ? `draw ${plural(result.drawn, "card")} from ${result.unseen} unseen: ${plural(result.outcomes, "equally likely draw")}` : "stand pat"}`),
      result.dead.length ? el("span", { class: "muted" }, " · dead ") : null, result.dead.length ? cardsOf(result.dead, deck, "dead") : null),
    result.discard_source_text ? el("p", { class: "muted" }, result.discard_source_text) : null,
  ];
  if (result.headline === result.summary) parts[0].dataset.testid = `${id}-summary`; // one line says it all
  if (result.versus_draws) parts.push(versusDrawsBlock(result.versus_draws, id, sub)); // what was asked, first
  if (result.several_draws) parts.push(severalBlock(result.several_draws, deck, id, sub));
  parts.push(el("dl", { class: "draw-figures" },
    el("dt", {}, capital(made.label)), el("dd", { "data-testid": `${id}-${made.key}` }, el("strong", {}, made.text)),
    result.goal.key !== "any" && result.goal.text ? [el("dt", {}, capital(result.goal.label)), el("dd", { "data-testid": `${id}-goal-share` }, el("strong", {}, result.goal.text))] : null,
    el("dt", {}, "Final hand"), el("dd", {}, finals.join(" · ")),
    result.paired_or_worse ? [el("dt", {}, result.paired_or_worse_label), el("dd", { "data-testid": `${id}-worse` }, result.paired_or_worse.text)] : null,
    result.vs ? [el("dt", { "data-testid": `${id}-versus-label` }, result.vs.label), el("dd", { "data-testid": `${id}-versus` }, versus(result))] : null));
  if (made.count) parts.push(topsBlock(result, id, sub));
  parts.push(classesBlock(result));
  if (result.best) parts.push(bestTable(result, deck, tryDiscard, id, sub));
  return el("div", {}, parts);
}

// A standard error is a number, or null when it does not exist (fewer than two trials).
function plusMinus(error) {
  return error === undefined || error === null ? "" : ` ± ${percent(error)}`;
}

function versus(result) {
  const vs = result.vs;
  const se = { win: result.win.standard_error, tie: result.tie.standard_error, loss: result.loss.standard_error };
  const how = result.method === "exact" ? `exact: every one of ${plural(result.deals, "deal")}`
    : `Monte Carlo: ${plural(result.trials, "trial")}, seed ${result.seed}`;
  return el("span", {},
    `${vs.name} (${vs.pat ? "standing pat" : `throws ${vs.discard.join(" ")}`}): `,
    el("strong", {}, `wins ${percent(result.win_probability)}${plusMinus(se.win)}`),
    ` (${formatInt(String(result.wins))} of ${formatInt(String(result.deals))}) · ties ${percent(result.tie_probability)}${plusMinus(se.tie)}`
    + ` (${formatInt(String(result.ties))}) · loses ${percent(result.loss_probability)}${plusMinus(se.loss)} (${formatInt(String(result.losses))}); ${how}`);
}

function topsBlock(result, id, sub) {
  const tops = result.tops;
  const made = result.made;
  const noun = capital(made.plural);
  const name = (row) => row.name; // as a player names it: "7-low", in 2-7 "Ace-high"
  return el("section", { class: "draw-tops", "aria-label": `${noun} by top card` },
    el(sub, {}, `${noun} by final top card`),
    tableWrap(`Draws ending in a ${made.noun}, by its top card`, barChart({ labels: tops.map((row) => row.top),
      series: [{ name: `draws ending in a ${made.noun} with this top card`, values: tops.map((row) => row.count) }],
      title: `Draws ending in a ${made.noun}, by its top card`, height: 160, groupWidth: 30 })),
    tableWrap(`${noun} by final top card`, el("table", { "data-testid": `${id}-tops` },
      el("thead", {}, el("tr", {}, el("th", {}, "Top card"), el("th", { class: "num" }, "Exactly"), el("th", {}, "This or better"))),
      el("tbody", {}, tops.filter((row) => row.count).map((row) => el("tr", {},
        el("td", {}, name(row)), el("td", { class: "num" }, formatInt(String(row.count))), el("td", {}, row.or_better.text)))))));
}

// Up to 1,100 rows: built when the reader opens them, so a five-card draw shows its answer at once.
function classesBlock(result) {
  const shown = result.classes.length < result.classes_total ? ` — the best ${formatInt(String(result.classes.length))} shown` : "";
  const box = el("details", { class: "draw-classes" },
    el("summary", {}, `Every final hand (${plural(result.classes_total, "class", "classes")}${shown})`));
  box.addEventListener("toggle", () => {
    if (!box.open || box.querySelector("table")) return;
    box.append(tableWrap("Every final hand", el("table", {},
      el("thead", {}, el("tr", {}, el("th", {}, "Final hand"), el("th", { class: "num" }, "Class"), el("th", {}, "Draws"))),
      el("tbody", {}, result.classes.map((row) => el("tr", {},
        el("td", {}, row.name), el("td", { class: "num" }, formatInt(String(row.class))), el("td", {}, row.text)))))));
  });
  return box;
}

function bestTable(result, deck, tryDiscard, id, sub) {
  const chosen = result.discard.join(" ");
  return el("section", { class: "draw-best", "aria-label": "Every discard ranked" },
    el(sub, {}, `Every discard ranked (${result.best.length}): ${result.goal.label}`,
      // with draws after this one the ranking is still this draw's: the chance over them all is the chosen discard's
      result.several_draws ? el("span", { class: "muted", "data-testid": `${id}-best-scope` },
        `, on this draw alone (the chance within ${result.several_draws.draws} draws, above, is for the discard chosen)`) : null),
    tableWrap("Every discard ranked", el("table", { "data-testid": `${id}-best` },
      el("thead", {}, el("tr", {}, ...["Place", "Throw (try this row)", "Keep", "Chance", "Why"].map((h) => el("th", {}, h)))),
      el("tbody", {}, result.best.map((row) => {
        const mine = row.discard.join(" ") === chosen;
        return el("tr", { class: mine ? "chosen" : "", "data-testid": `${id}-best-row`, "aria-current": mine ? "true" : null },
          el("td", { class: "num" }, row.tie ? `${row.place} (tie)` : String(row.place)),
          el("td", {}, el("button", { type: "button", class: "draw-try", title: "count this discard",
            "aria-label": `Try throwing ${row.discard.length ? row.discard.map((code) => deck.get(code)?.symbol || code).join(" ") : "nothing"}`,
            onclick: () => tryDiscard(row.discard) },
          row.discard.length ? cardsOf(row.discard, deck, "", false) : "nothing")),
          el("td", {}, row.kept.length ? cardsOf(row.kept, deck) : "nothing"),
          el("td", {}, `${row.text}${plusMinus(row.standard_error)}`, row.method === "exact" ? "" : el("span", { class: "muted" }, " (sampled)")),
          el("td", {}, row.reason));
      })))));
}

// Over every draw left against an opponent who draws too: your wins, ties and losses under the two
// stated policies (Python's words, yours by your plan or the default): exact fractions when the tree
// was counted, else sampled with standard errors.
function versusDrawsBlock(versus, id, sub) {
  const exact = versus.method === "exact";
  const figure = (chance) => `${percent(chance.probability)}${plusMinus(chance.standard_error)}`;
  const count = (chance) => (exact ? chance.fraction.split("/").map((part) => formatInt(part)).join(" / ") : formatInt(String(chance.count)));
  return el("section", { class: "draw-versus-draws", "data-testid": `${id}-versus-draws` },
    el(sub, {}, `Over ${versus.draws} draws against the opponent`),
    el("p", {}, el("strong", {}, `wins ${figure(versus.win)}`), ` (${count(versus.win)}) · ties ${figure(versus.tie)} (${count(versus.tie)})`
      + ` · loses ${figure(versus.loss)} (${count(versus.loss)})`),
    el("p", { class: "muted", "data-testid": `${id}-versus-policies` }, `You: ${versus.policy}. Opponent: ${versus.opponent_policy}.`),
    el("p", { class: "muted" }, exact ? `Method: ${versus.note}.`
      : `Method: ${versus.note} (${plural(versus.trials, "trial")}, seed ${versus.seed}); ± is one standard error.`));
}

function severalBlock(several, deck, id, sub) {
  const monteCarlo = several.method !== "exact";
  return el("section", { class: "draw-several", "data-testid": `${id}-several` },
    el(sub, {}, `${several.draws} draws left: ${several.goal} within each number of draws`),
    tableWrap("The chance within each number of draws", el("table", {},
      el("thead", {}, el("tr", {}, el("th", {}, "Within"), el("th", { class: "num" }, "Chance"), el("th", {}, "Exact fraction"))),
      el("tbody", {}, several.by_draw.map((row) => el("tr", {},
        el("td", {}, plural(row.draws, "draw")),
        el("td", { class: "num" }, `${percent(row.probability)}${plusMinus(row.standard_error)}`),
        el("td", {}, row.method === "exact" ? row.fraction.split("/").map((part) => formatInt(part)).join(" / ") : "sampled")))))),
    el("p", { class: "muted" }, "First discard ", several.first_discard.length ? cardsOf(several.first_discard, deck, "dead") : "nothing",
      `; then the policy: ${several.policy}.`),
    several.policy_note ? el("p", { class: "muted", "data-testid": `${id}-several-policy-note` }, several.policy_note) : null,
    el("p", { class: "muted" }, monteCarlo
      ? `Method: ${several.note} (${plural(several.trials, "trial")}, seed ${several.seed}); ± is one standard error.`
      : "Method: exact, every branch of the draw tree counted."));
}
