// Hand histories: paste, pick or drop a session (PokerStars text or PHH), Python (history.read)
// settles every hand; this module only shows the answer: the session summary by player, a chart
// of net and EV-adjusted net over the hands, and a paged table of hands (filters: all-ins only, a
// player, a game), each hand opening its spot in the equity tab. Names, chat and every other text
// from the file go in as text nodes, never as HTML.
import { rulesLineMarkup } from "../rules-links.js";
import { el, fileText, niceTicks, refuseHugeFile, runAction, showError, svg, tableWrap } from "../ui.js";
import { formatInt, percent, plural } from "../words.js";

const PAGE_SIZE = 25;
const PASTED = "the pasted hands"; // the source a result names when its hands were pasted
const CHART_POINTS = 600; // a long session is drawn through at most this many points per line

const markup = (facts) => `
      <h2 id="history-title">Hand histories</h2>
      <p class="lede">${facts.history.intro}</p>
      ${rulesLineMarkup(facts, "history")}
      <form class="panel" id="history-form" novalidate>
        <div class="drop" data-testid="history-drop">
          <label for="history-file">Choose a hand-history file</label>
          <input id="history-file" data-testid="history-file" type="file" accept=".txt,.phh,.phhs,.toml,text/plain">
          <span class="hint">or drop it here (at most ${formatInt(facts.history.hands)} hands, ${formatInt(facts.history.chars / 1e6)} MB)</span>
        </div>
        <label for="history-input" data-words="Pasted hands">…or paste hands <span class="hint">PokerStars hand histories or PHH</span></label>
        <textarea id="history-input" data-testid="history-input" rows="6" spellcheck="false" autocomplete="off" aria-describedby="history-error"
          placeholder="PokerStars Hand #…: Hold'em No Limit ($0.05/$0.10 USD) - …"></textarea>
        <label for="history-hero">Hero <span class="hint">optional: whose results the chart follows (by default the player dealt cards, else the one whose cards are shown most)</span></label>
        <input id="history-hero" data-testid="history-hero" type="text" spellcheck="false" autocomplete="off" maxlength="${facts.history.hero_chars}" aria-describedby="history-error">
        <p class="error" id="history-error" data-testid="history-error" role="alert" hidden></p>
        <div class="actions"><button type="submit" data-testid="history-run" class="primary">Read hands</button></div>
      </form>
      <div class="result" id="history-result" data-testid="history-result" aria-live="polite"></div>`;

// Money as the report gives it: a number in the hand's currency (USD, EUR, GBP) or chips.
export function money(value, currency, sign = false) {
  const size = Math.abs(value);
  const text = currency === "chips" ? plural(size, "chip")
    : new Intl.NumberFormat("en-US", { style: "currency", currency }).format(size);
  return `${value < 0 ? "-" : sign && value > 0 ? "+" : ""}${text}`;
}

// The pots of an all-in that two or more players can win (by their index among the hand's pots).
const contestedPots = (hand) => (hand.all_in ? hand.all_in.pots.flatMap((pot, index) => (pot.eligible.length > 1 ? [index] : [])) : []);

// The equity tab's link for a hand: at the all-in, one pot's players with their cards, the board
// then and the dead cards (those of the players who cannot win that pot too): the main pot by
// default, or the pot at index `pot`; when the hand has more than one pot to win, the link says
// which one it opens (pot: 1 for the main pot, 2 for side pot 1 ...; pots: how many pots), so the
// equity tab can say plainly that it prices that pot alone. Otherwise the cards shown by the
// players still in, with the final board (null: fewer than two shown, or a stud game's community
// card with fewer players than the equity tab deals it to: that spot can't be asked). An all-in
// not priced (its exact count too long for a history) opens at its moment, all its players, where
// the equity tab may sample it: never the hands as they ended, whose cards are all out.
export function equityHref(hand, variants = [], pot = 0) {
  const split = contestedPots(hand).length > 1;
  const spot = hand.all_in_spot && !hand.all_in ? hand.all_in_spot : hand.all_in
    ? (() => {
      const eligible = new Set(hand.all_in.pots[pot]?.eligible || hand.all_in.players.map((p) => p.name));
      const players = hand.all_in.players.filter((p) => eligible.has(p.name));
      const out = hand.all_in.players.filter((p) => !eligible.has(p.name)).flatMap((p) => p.cards);
      return { players, board: hand.all_in.board, dead: [...hand.all_in.dead, ...out] };
    })()
    : (() => {
      const shown = hand.players.filter((p) => !p.folded && p.cards.length && (p.invested || p.won));
      const inHands = new Set(shown.flatMap((p) => p.cards));
      const dead = hand.players.flatMap((p) => p.cards).filter((card) => !inHands.has(card));
      return { players: shown, board: hand.board, dead };
    })();
  if (spot.players.length < 2) return null;
  const record = variants.find((v) => v.key === hand.game);
  if (record && !record.equity) return null; // a draw game: the equity tab does not price it
  if (record && !record.equity_boards.length && spot.board.length && spot.players.length < record.community_players) return null;
  const params = new URLSearchParams({
    hands: spot.players.map((p) => p.cards.join(" ")).join("\n"),
    board: spot.board.join(" "),
    dead: spot.dead.join(" "),
    game: hand.game,
    names: spot.players.map((p) => p.name.replaceAll(",", " ")).join(", "),
  });
  for (const key of ["board", "dead"]) if (!params.get(key)) params.delete(key);
  if (split) {
    params.set("pot", String(pot + 1));
    params.set("pots", String(hand.all_in.pots.length));
  }
  return `#equity?${params}`;
}

// A reload keeps the pasted hands: this tab's session storage holds them (up to KEPT_CHARS
// characters; a longer paste is not kept) and whether they had been read, to read them again.
const KEPT_KEY = "cardlab.history.pasted";
const KEPT_CHARS = 2_000_000;
function keep(text, read) {
  try {
    if (text.length <= KEPT_CHARS) sessionStorage.setItem(KEPT_KEY, JSON.stringify({ text, read }));
    else sessionStorage.removeItem(KEPT_KEY);
  } catch { /* storage full or off: the text stays in the box until the page goes */ }
}
function kept() {
  try {
    const found = JSON.parse(sessionStorage.getItem(KEPT_KEY));
    return found && typeof found.text === "string" ? found : null;
  } catch {
    return null;
  }
}

function create(section, { python, facts, saveParams }) {
  const $ = (id) => section.querySelector(`[data-testid="${id}"]`);
  const form = section.querySelector("#history-form");
  const input = $("history-input");
  const hero = $("history-hero");
  const errorEl = $("history-error");
  const resultEl = $("history-result");
  const fileInput = $("history-file");
  const drop = $("history-drop");

  // The hands last shown: a Hero typed wrong (no such player) leaves them on screen under its
  // message (a helper lost a long file's results to a typo in the name, and read it all again),
  // and so does a read cancelled (under its note).
  let lastShown = null;
  async function run(text, source, field) {
    saveParams("history", { hero: hero.value.trim() });
    const result = await runAction(python, {
      action: "history.read", params: { text, hero: hero.value }, resultEl, errorEl,
      fields: { text: field, hero }, cancellable: true, busyText: "Reading hands…",
    });
    const cancelled = resultEl.querySelector('[data-testid="cancelled"]');
    const heroWrong = hero.getAttribute("aria-invalid") === "true";
    if (!result && lastShown && (cancelled || heroWrong)) {
      // Said above them, so that no one takes them for this Hero's (helper, session 26).
      const followed = lastShown.result.summary.chart?.player;
      const stale = heroWrong ? el("p", { class: "muted", "data-testid": "history-stale" },
        `Below: the hands last read (${lastShown.source}${followed ? `; the chart follows ${followed}` : ""}). They stay until a read succeeds.`) : null;
      resultEl.replaceChildren(...(cancelled ? [cancelled] : []), ...(stale ? [stale] : []), render(lastShown.result, lastShown.source, facts.variants));
    }
    if (result) {
      lastShown = { result, source };
      resultEl.replaceChildren(render(result, source, facts.variants));
      // The player followed when no hero is typed, shown in the empty field (the result says why).
      hero.placeholder = result.summary.chart && !hero.value.trim() ? result.summary.chart.player : "";
    }
  }

  // Read hands reads again what the hands shown came from: the file last chosen, until the pasted
  // hands are edited (a helper typed another Hero after choosing a file, pressed Read hands and got
  // the pasted session of before, or "the history is empty"). The button says which it reads.
  const runButton = $("history-run");
  let lastFile = null;
  function readsFrom(file) {
    lastFile = file;
    const name = file && (file.name.length > 40 ? `${file.name.slice(0, 39)}…` : file.name);
    runButton.textContent = file ? `Read ${name} again` : "Read hands";
  }

  async function readFile(file) {
    if (refuseHugeFile(file, facts.history.chars, errorEl, fileInput)) return;
    readsFrom(file);
    let text;
    try {
      text = await fileText(file);
    } catch { // changed or gone since it was chosen
      readsFrom(null);
      showError(errorEl, { file: fileInput }, { message: `${file.name} cannot be read any more: choose it again.`, field: "file" }, { asWritten: true });
      return;
    }
    run(text, file.name, fileInput); // a file is sent as it is: never copied into the text area
  }

  fileInput.addEventListener("change", () => { if (fileInput.files[0]) readFile(fileInput.files[0]); });
  for (const zone of [drop, input]) {
    zone.addEventListener("dragover", (event) => { event.preventDefault(); drop.classList.add("over"); });
    zone.addEventListener("dragleave", () => drop.classList.remove("over"));
    zone.addEventListener("drop", (event) => {
      event.preventDefault();
      drop.classList.remove("over");
      const file = event.dataTransfer.files[0];
      if (file) readFile(file);
    });
  }
  let typing = null;
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    if (lastFile) {
      readFile(lastFile);
      return;
    }
    clearTimeout(typing); // read now: a keep still waiting from the last key would say "not read"
    keep(input.value, true);
    run(input.value, PASTED, input);
  });
  input.addEventListener("input", () => {
    readsFrom(null); // the pasted hands, edited, are what Read hands reads now
    clearTimeout(typing);
    typing = setTimeout(() => keep(input.value, false), 300);
  });
  fileInput.addEventListener("change", () => keep(input.value, false)); // a file's result is the one shown now

  const pasted = kept();
  if (pasted) input.value = pasted.text;
  let opened = false;
  return {
    restore(params) {
      if (params.hero !== undefined) hero.value = params.hero;
      if (!opened && pasted && pasted.read && pasted.text.trim()) run(pasted.text, PASTED, input); // read before the reload
      opened = true;
    },
  };
}

function render(result, source, variants) {
  const { summary } = result;
  const lead = summary.chart && summary.players.find((row) => row.name === summary.chart.player && row.currency === summary.chart.currency);
  // The charted player's figures lead, in the chart's money; the same player's hands in other money
  // follow (a cash session with a tournament hand: chips are not euros, and are not left out either).
  // Luck is measured on the all-ins priced: with none (say, every all-in followed by a draw) there is
  // none to report, and "$0.00" would read as judged and even.
  const figures = (row) => (row.luck !== null
    ? `luck ${money(row.luck, row.currency, true)} — net ${money(row.net, row.currency, true)}, all-in EV-adjusted net ${money(row.ev_net, row.currency, true)} over ${plural(row.hands, "hand")}`
    : `net ${money(row.net, row.currency, true)} over ${plural(row.hands, "hand")} (no all-in EV, so no luck to measure)`);
  const elsewhere = lead ? summary.players.filter((row) => row.name === lead.name && row.currency !== lead.currency) : [];
  const parts = lead ? [el("p", { class: "headline", "data-testid": "history-headline" },
    `${lead.name}: ${figures(lead)}`, ...elsewhere.map((row) => `; in ${row.currency}: ${figures(row)}`))] : [];
  parts.push(el("p", { "data-testid": "history-summary" },
    `Read ${plural(summary.hands, "hand")}, ${formatInt(summary.all_in_hands)} with an all-in EV`,
    el("span", { class: "muted" }, summary.errors ? ` (${plural(summary.errors, "hand")} not read) — ${source}` : ` — ${source}`)));
  if (result.errors.length) {
    const more = summary.errors - result.errors.length;
    parts.push(el("details", { open: true, "data-testid": "history-errors" },
      el("summary", {}, `${plural(summary.errors, "hand")} not read`),
      // the hand's number beside its line: a player finds a hand by its number in the site's own viewer
      el("ul", {}, result.errors.map((error) => el("li", {}, error.message,
        error.id !== null && !error.message.includes(`#${error.id}`) ? el("span", { class: "muted" }, ` (hand #${error.id})`) : null))),
      more > 0 ? el("p", { class: "muted" }, `…and ${plural(more, "more")} (the first ${formatInt(result.errors.length)} are listed)`) : null));
  }
  if (summary.chart) {
    // The chart is Python's, for this one player; the menu above the hands sets only the table's columns.
    parts.push(el("p", { "data-testid": "history-hero-choice" }, "The chart follows ",
      el("strong", {}, summary.chart.player), `, ${summary.chart.why}; type another name under Hero and read the hands again to chart another player. `
      + "The Net and All-in EV columns of the hands follow the player chosen in the menu above them."));
  }
  if (summary.players.length) parts.push(playerTable(summary));
  if (summary.rake_note) parts.push(el("p", { class: "muted", "data-testid": "history-rake-note" }, summary.rake_note));
  if (summary.chart && summary.chart.net.length) parts.push(chartFigure(summary.chart));
  if (result.hands.length) parts.push(handTable(result.hands, summary, variants, source));
  return el("div", {}, parts);
}

const RATE = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: "exceptZero" });

// The results by player's columns (after the player's name); on a phone each player's row is
// stacked, each figure after its column's name (data-label); the roles keep it a table for screen readers.
const PLAYER_COLUMNS = [
  ["Hands"], ["All-in EVs", "hands with an all-in EV (an all-in with cards to come, priced)"], ["Net"], ["EV-adjusted net"], ["Luck"],
  ["Win rate", "the net per 100 hands: in big blinds (bb/100), or in a fixed limit's and stud's big bets (BB/100)"],
  ["EV win rate", "the EV-adjusted net per 100 hands, in the same units"],
];

function playerTable(summary) {
  const currencies = [...new Set(summary.players.map((row) => row.currency))];
  const cell = (name, attrs, ...content) => el("td", { ...attrs, "data-label": name, role: "cell" }, ...content);
  const signed = (name, value, currency) => cell(name, { class: `num ${value > 0 ? "win" : ""}` }, money(value, currency, true));
  // a player's win rates, one a line with its label ("-154.00 bb/100"); a dash where no hand names a blind or a bet
  const rates = (name, list, key) => (!list.length ? cell(name, { class: "num muted" }, "—")
    : cell(name, { class: `num ${list.every((rate) => rate[key] > 0) ? "win" : ""}` },
      ...list.flatMap((rate, i) => [i ? el("br") : null, `${RATE.format(rate[key])} ${rate.label}`])));
  return tableWrap("Results by player", el("table", { class: "history-players", "data-testid": "history-players", role: "table" },
    el("caption", {}, "Results by player"),
    el("thead", { role: "rowgroup" }, el("tr", { role: "row" }, el("th", { scope: "col", role: "columnheader" }, "Player"),
      ...PLAYER_COLUMNS.map(([name, title]) => el("th", { scope: "col", class: "num", role: "columnheader", ...(title ? { title } : {}) }, name)))),
    // One body per currency when there are several (chips are not euros): the same player may be
    // in each, under that money's heading.
    ...currencies.map((currency) => el("tbody", { "data-currency": currency, role: "rowgroup" },
      currencies.length > 1 ? el("tr", { class: "currency-row", role: "row" }, el("th", { colspan: String(PLAYER_COLUMNS.length + 1), scope: "rowgroup", "data-testid": "history-currency" }, `In ${currency}`)) : null,
      summary.players.filter((row) => row.currency === currency).map((row) => el("tr", { "data-player": row.name, role: "row" },
        el("th", { scope: "row", role: "rowheader" }, row.name, row.name === summary.chart?.player && row.currency === summary.chart?.currency ? el("span", { class: "muted" }, " (chart)") : null),
        cell("Hands", { class: "num" }, formatInt(row.hands)), cell("All-in EVs", { class: "num" }, formatInt(row.all_in_hands)),
        signed("Net", row.net, row.currency), signed("EV-adjusted net", row.ev_net, row.currency),
        row.luck !== null ? signed("Luck", row.luck, row.currency) : cell("Luck", { class: "num muted", title: "no all-in EV: luck not measured" }, "—"),
        rates("Win rate", row.win_rates, "per_100"), rates("EV win rate", row.win_rates, "ev_per_100")))))));
}

// Two running totals over the hands: net (solid) and EV-adjusted net (dashed), with a zero line.
export function runningChart({ net, evNet, currency, title, width = 640, height = 240 }) {
  const right = 12, top = 12, bottom = 44;
  const count = net.length;
  const step = Math.max(1, Math.ceil(count / CHART_POINTS));
  const indexes = [...Array(count).keys()].filter((i) => i % step === 0 || i === count - 1);
  const low = Math.min(0, ...net, ...evNet), high = Math.max(0, ...net, ...evNet);
  const span = Math.max(high - low, 1e-9);
  // One step above and below zero (the larger side's), so that no two labels crowd each other (helper:
  // $20 steps below zero beside $2 steps above printed four labels on top of each other).
  const tickStep = niceTicks(Math.max(high, -low))[1];
  const ticksUp = [0], ticksDown = [];
  while (ticksUp.at(-1) < high) ticksUp.push(ticksUp.at(-1) + tickStep);
  while ((ticksDown.at(-1) ?? 0) > low) ticksDown.push((ticksDown.at(-1) ?? 0) - tickStep);
  // Room on the left for the longest tick label at 11 px (about 7 px a character at most).
  const left = Math.max(78, 14 + 7 * Math.max(...[...ticksDown, ...ticksUp].map((t) => money(t, currency).length)));
  const plotW = width - left - right, plotH = height - top - bottom;
  const yMax = Math.max(high, ticksUp.at(-1)), yMin = Math.min(low, ticksDown.at(-1) ?? 0);
  const sx = (i) => left + (count > 1 ? (i / (count - 1)) * plotW : plotW / 2);
  const sy = (y) => top + ((yMax - y) / (yMax - yMin || span)) * plotH;
  const line = (values, cls) => svg("polyline", { class: cls, fill: "none",
    points: indexes.map((i) => `${sx(i).toFixed(1)},${sy(values[i]).toFixed(1)}`).join(" ") });
  const parts = [svg("title", {}, title)];
  for (const tick of [...ticksDown, ...ticksUp]) {
    parts.push(svg("line", { x1: left - 4, y1: sy(tick), x2: width - right, y2: sy(tick), class: tick === 0 ? "axis" : "grid" }),
      svg("text", { x: left - 6, y: sy(tick) + 4, "text-anchor": "end", class: "tick" }, money(tick, currency)));
  }
  parts.push(line(net, "line net"), line(evNet, "line ev-net"));
  if (count === 1) { // a line of one point draws nothing: a dot for each
    parts.push(svg("circle", { cx: sx(0), cy: sy(net[0]), r: 4, class: "dot net" }),
      svg("circle", { cx: sx(0), cy: sy(evNet[0]), r: 3, class: "dot ev-net" }));
  }
  parts.push(svg("text", { x: left + plotW / 2, y: height - 24, "text-anchor": "middle" }, `Hands (${formatInt(count)})`));
  parts.push(svg("rect", { x: left, y: height - 14, width: 18, height: 3, class: "swatch net" }),
    svg("text", { x: left + 24, y: height - 9 }, "Net"),
    svg("rect", { x: left + 80, y: height - 14, width: 18, height: 3, class: "swatch ev-net" }),
    svg("text", { x: left + 104, y: height - 9 }, "EV-adjusted net"));
  return svg("svg", { viewBox: `0 0 ${width} ${height}`, width, height, class: "chart history-chart", role: "img", "aria-label": title }, parts);
}

// The chart is drawn at the width it is shown at (at most 640 px), so its text keeps its size on a
// phone instead of shrinking with a scaled-down picture; it is drawn again when that width changes.
const CHART_WIDTH = { most: 640, least: 280 };

function chartFigure(chart) {
  const title = `${chart.player}: net ${money(chart.net.at(-1), chart.currency, true)} and EV-adjusted net ${money(chart.ev_net.at(-1), chart.currency, true)} over ${plural(chart.net.length, "hand")}`;
  const draw = (width) => runningChart({ net: chart.net, evNet: chart.ev_net, currency: chart.currency, title, width });
  let width = CHART_WIDTH.most;
  const figure = el("figure", { class: "history-figure", "data-testid": "history-chart" },
    draw(width), el("figcaption", { class: "muted" }, title));
  const observer = new ResizeObserver(() => {
    if (!figure.isConnected) { observer.disconnect(); return; }
    const shown = Math.max(CHART_WIDTH.least, Math.min(CHART_WIDTH.most, Math.floor(figure.clientWidth)));
    if (figure.clientWidth && shown !== width) {
      width = shown;
      figure.firstChild.replaceWith(draw(width));
    }
  });
  observer.observe(figure);
  return figure;
}

// The hands table's columns; on a phone each hand's row is stacked, each cell after its column's name.
const COLUMNS = ["Hand", "Game", "Board", "Pot", "Net", "All-in EV", "All-in", "Spot"];
const NUMERIC_COLUMNS = ["Pot", "Net", "All-in EV"];

// The orders the hands can be listed in: by the file, or by a figure (the pot; the net, all-in EV or
// luck of the player chosen above, which need one: "player"). Money is compared within its currency
// only (chips are not euros): each currency's hands together, in the order it first comes in the
// file; hands without the figure after all the others, in the file's order.
const SORTS = [
  ["file", "In file order", null, 1],
  ["pot-desc", "Biggest pot first", (hand) => hand.pot, -1],
  ["net-desc", "Net: most won first", (hand, who) => hand.players.find((p) => p.name === who)?.net, -1, "player"],
  ["net-asc", "Net: most lost first", (hand, who) => hand.players.find((p) => p.name === who)?.net, 1, "player"],
  ["ev-desc", "All-in EV: best first", (hand, who) => hand.all_in?.players.find((p) => p.name === who)?.ev, -1, "player"],
  ["ev-asc", "All-in EV: worst first", (hand, who) => hand.all_in?.players.find((p) => p.name === who)?.ev, 1, "player"],
  // luck: the net less the EV-adjusted net of a hand with the player's all-in EV (the worst beats first)
  ["luck-asc", "Luck: unluckiest first", (hand, who) => hand.players.find((p) => p.name === who)?.luck ?? undefined, 1, "player"],
  ["luck-desc", "Luck: luckiest first", (hand, who) => hand.players.find((p) => p.name === who)?.luck ?? undefined, -1, "player"],
];

export function sortHands(hands, sortKey, who) {
  const [, , figure, direction, needs] = SORTS.find(([key]) => key === sortKey) || SORTS[0];
  if (!figure || (needs === "player" && !who)) return hands;
  const currencies = [...new Set(hands.map((hand) => hand.currency))];
  const keyed = hands.map((hand, index) => [currencies.indexOf(hand.currency), figure(hand, who), index, hand]);
  keyed.sort(([c, a, i], [d, b, j]) => (a === undefined) - (b === undefined) || c - d || (a !== undefined && direction * (a - b)) || i - j);
  return keyed.map(([, , , hand]) => hand);
}

// A hand's all-in in words, as its row says it: each player's equity (with several pots, their
// share of all the pots' money; in a hi-lo pot, their scoops too), or why there is none.
function allInText(hand, digits) {
  if (!hand.all_in) return hand.note || "";
  const several = hand.all_in.pots.length > 1;
  return `${hand.all_in.street_name}${several ? ", share of all the pots' money" : ""}: `
    + hand.all_in.players.map((p) => `${p.name} ${percent(p.equity, digits)}${p.chances && !several ? ` (scoops ${percent(p.chances.scoop, digits)})` : ""}`).join(", ");
}

// A CSV cell: numbers as numbers; text quoted where it must be, and text a spreadsheet would read
// as a formula (a name from the file starting "=", "+", "-" or "@") kept as text by a leading "'".
export function csvCell(value) {
  if (typeof value === "number") return String(value);
  let text = String(value ?? "");
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

// When a hand was played, by the site's clock, with its zone where named.
const playedText = (hand) => `${hand.played}${hand.time_zone ? ` ${hand.time_zone}` : ""}`;

// The hands listed (filters and order as shown), one row each, the player chosen's figures. A hand
// number is written "#230000000001": as a bare number a spreadsheet shows it as 2.3E+11.
function handsCsv(hands, who) {
  const head = ["Hand", "Line", "Site", "Played", "Time zone", "Game", "Stakes", "Unit", "Unit amount", "Currency", "Board", "Pot", "Rake",
    "Player", "Net", "All-in EV", "EV-adjusted net", "Luck", "All-in", "Note"];
  const rows = hands.map((hand) => {
    const mine = hand.players.find((p) => p.name === who);
    const atAllIn = hand.all_in?.players.find((p) => p.name === who);
    return [/^\d+$/.test(hand.id) ? `#${hand.id}` : hand.id, hand.line, hand.site, hand.played ?? "", hand.time_zone ?? "", hand.game_name, hand.stakes, hand.bet_unit?.unit ?? "", hand.bet_unit?.amount ?? "", hand.currency,
      hand.boards.map((board) => board.join(" ")).join(" | "), hand.pot, hand.rake, who || "", mine ? mine.net : "",
      atAllIn ? atAllIn.ev : "", mine ? mine.ev_net : "", mine?.luck ?? "", hand.all_in ? allInText(hand, 2) : "", hand.note || ""];
  });
  return [head, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}

function download(name, text) {
  const url = URL.createObjectURL(new Blob(["\ufeff", text], { type: "text/csv;charset=utf-8" })); // the mark: spreadsheets read UTF-8
  const link = el("a", { href: url, download: name, hidden: true });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function handTable(hands, summary, variants, source) {
  let page = 0;
  const players = [...new Set(summary.players.map((row) => row.name))];
  // the filter's games are the catalog's (a single and a triple draw are one game, named by its record)
  const games = [...new Map(hands.map((hand) => [hand.game, variants.find((v) => v.key === hand.game)?.name || hand.game_name])).entries()];
  const kind = el("select", { "aria-label": "Show hands", "data-testid": "history-filter-all-in" },
    el("option", { value: "all" }, "All hands"), el("option", { value: "all-in" }, "All-ins only"));
  const who = el("select", { "aria-label": "Player", "data-testid": "history-filter-player" },
    el("option", { value: "" }, "Every player"), ...players.map((name) => el("option", { value: name }, name)));
  const game = el("select", { "aria-label": "Game", "data-testid": "history-filter-game" },
    el("option", { value: "" }, "Every game"), ...games.map(([key, name]) => el("option", { value: key }, name)));
  if (summary.chart) who.value = summary.chart.player;
  const body = el("tbody", { role: "rowgroup" });
  const info = el("span", { class: "muted", "data-testid": "history-page" });
  // A page button that has just become disabled (the first or last page) hands the focus to the other.
  const turn = (by, other) => { page += by; draw(); if (document.activeElement?.disabled || document.activeElement === document.body) other().focus(); };
  const prev = el("button", { type: "button", onclick: () => turn(-1, () => next) }, "‹ Prev");
  const next = el("button", { type: "button", onclick: () => turn(1, () => prev) }, "Next ›");

  const order = el("select", { "aria-label": "Sort hands", "data-testid": "history-sort" },
    ...SORTS.map(([key, label, , , needs]) => el("option", { value: key, ...(needs ? { "data-needs": needs } : {}) }, label)));
  // The orders by a player's figures need a player: with "Every player" they are greyed out (and left).
  // The order chosen comes back with a player chosen again.
  let chosenOrder = "file";
  order.addEventListener("change", () => { chosenOrder = order.value; });
  const playerOrders = () => {
    for (const option of order.querySelectorAll('option[data-needs="player"]')) option.disabled = !who.value;
    order.value = chosenOrder;
    if (order.selectedOptions[0]?.disabled) order.value = "file";
  };
  // "session.txt" -> "session-hands.csv" (letters of any script kept); pasted hands -> "pasted-hands.csv"
  const base = String(source).replace(/\.[^.]*$/, "").replace(/[^\p{L}\p{N}_.-]+/gu, "-").replace(/^-+|-+$/g, "");
  const csvName = source === PASTED ? "pasted-hands.csv" : `${base || "history"}-hands.csv`;
  const csv = el("button", { type: "button", "data-testid": "history-csv", onclick: () => download(csvName, handsCsv(visible(), who.value)) },
    "Download CSV");

  // "All-ins only" with a player chosen: the all-ins that player was in (a helper's hero saw others' too).
  const visible = () => sortHands(hands.filter((hand) => (kind.value === "all" || (hand.all_in
      && (!who.value || hand.all_in.players.some((p) => p.name === who.value))))
    && (!who.value || hand.players.some((p) => p.name === who.value))
    && (!game.value || hand.game === game.value)), order.value, who.value);

  // The Board column only where a hand on the page has a board (a draw or stud session has none to show).
  const columnsFor = (shown) => (shown.some((hand) => hand.boards.some((board) => board.length)) ? COLUMNS : COLUMNS.filter((name) => name !== "Board"));
  let columns = COLUMNS;

  // A hand's details open in a row of their own under it, across the whole table (built when first opened).
  function row(hand, index) {
    const mine = hand.players.find((p) => p.name === who.value);
    const atAllIn = hand.all_in?.players.find((p) => p.name === who.value);
    const href = equityHref(hand, variants);
    const mainOnly = contestedPots(hand).length > 1; // the link prices the main pot; the details link each pot
    // With several pots a player's figure is a share of all their money, not an equity (each pot's is in the details).
    // (a split pot of one pot: each player's scoops beside the equity; the halves are in the details)
    const allIn = allInText(hand, 1);
    const cell = el("td", { colspan: String(columns.length), role: "cell" });
    const detailRow = el("tr", { class: "history-detail-row", id: `history-hand-${page}-${index}`, hidden: true, role: "row" }, cell);
    const details = el("details", {}, el("summary", { "aria-controls": detailRow.id }, `#${hand.id}`));
    details.addEventListener("toggle", () => {
      if (details.open && !cell.firstChild) cell.append(handDetails(hand, variants));
      detailRow.hidden = !details.open;
    });
    // data-label: the column's heading, which a phone shows before each cell of a hand's stacked row;
    // the roles keep the table a table for screen readers when a phone's style stacks it
    const cells = {
      Hand: [{}, details],
      Game: [{}, hand.game_name, el("br"), el("span", { class: "muted" }, hand.stakes)],
      Board: [{ class: "mono" }, hand.boards.map((board) => board.join(" ")).join(" | ") || "—"],
      Pot: [{}, money(hand.pot, hand.currency)],
      Net: [{ class: mine && mine.net > 0 ? "win" : "" }, mine ? money(mine.net, hand.currency, true) : "—"],
      "All-in EV": [{}, atAllIn ? money(atAllIn.ev, hand.currency, true) : "—"],
      "All-in": [{ class: "muted" }, allIn || "—"],
      Spot: [{}, href ? el("a", { href, class: "spot-link", "data-testid": "history-equity-link", "aria-label": mainOnly ? `Equity (main pot) of hand ${hand.id}, in the equity tab` : `Hand ${hand.id} in the equity tab` },
        mainOnly ? "Equity (main pot)" : "Equity") : "—"],
    };
    return [el("tr", { "data-hand": hand.id, role: "row" }, ...columns.map((name) => {
      const [attrs, ...content] = cells[name];
      const classes = [attrs.class, NUMERIC_COLUMNS.includes(name) ? "num" : ""].filter(Boolean).join(" ");
      return el("td", { ...(classes ? { class: classes } : {}), "data-label": name, role: "cell" }, ...content);
    })), detailRow];
  }
  const head = el("tr", { role: "row" });

  function draw() {
    const shown = visible();
    const pages = Math.max(1, Math.ceil(shown.length / PAGE_SIZE));
    page = Math.min(Math.max(page, 0), pages - 1);
    columns = columnsFor(shown.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE));
    head.replaceChildren(...columns.map((name) => el("th", { class: NUMERIC_COLUMNS.includes(name) ? "num" : "", role: "columnheader" }, name)));
    body.replaceChildren(...shown.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE).flatMap(row));
    if (!shown.length) {
      body.append(el("tr", { role: "row" }, el("td", { colspan: String(columns.length), role: "cell", class: "muted", "data-testid": "history-no-hands" },
        "No hand matches these choices.")));
    }
    csv.disabled = !shown.length;
    info.textContent = `Page ${formatInt(page + 1)} of ${formatInt(pages)} · ${plural(shown.length, "hand")}`;
    prev.disabled = page === 0;
    next.disabled = page >= pages - 1;
  }
  who.addEventListener("change", playerOrders);
  for (const control of [kind, who, game, order]) control.addEventListener("change", () => { page = 0; draw(); });
  playerOrders();
  draw();
  return el("div", {},
    el("div", { class: "pager" }, kind, who, game, order, prev, next, info, csv),
    tableWrap("The hands of the session", el("table", { class: "history-hands", role: "table", "data-testid": "history-hands", "aria-label": "The hands of the session" },
      el("thead", { role: "rowgroup" }, head),
      body)),
    el("p", { class: "muted" }, "The Net and All-in EV columns, the orders by a figure and All-ins only are those of the player chosen above. Download CSV saves the hands listed (every page), in their order, with that player's net, all-in EV, EV-adjusted net and luck."));
}

// A hand of several pots to win: each pot opens in the equity tab on its own (its players only).
function potLink(hand, variants, index) {
  const pots = contestedPots(hand);
  const href = pots.length > 1 && pots.includes(index) ? equityHref(hand, variants, index) : null;
  const name = index ? `side pot ${index}` : "the main pot";
  return href ? [" ", el("a", { href, class: "pot-link", "data-testid": "history-pot-link", "aria-label": `Equity of ${name} of hand ${hand.id}, in the equity tab` },
    `Equity of ${name}`)] : null;
}

// A split pot (hi-lo) at the all-in: each player's chances of its halves over the cards to come,
// as the equity tab's columns (the high or the low won alone or shared, the whole pot alone).
// (On a phone each player's row is stacked, each figure after its column's name, as the results by player.)
const CHANCE_COLUMNS = ["Equity", "High: win", "High: tie", "Low: win", "Low: tie", "Scoop"];
function chancesTable(hand, pot, index) {
  const name = index ? `Side pot ${index}` : "Main pot";
  const label = `${name} of hand #${hand.id}: the halves at the all-in`;
  return tableWrap(label, el("table", { class: "history-chances", "data-testid": "history-chances", role: "table" },
    el("caption", {}, `${name}: each player's chances of the high and the low over the cards to come`),
    el("thead", { role: "rowgroup" }, el("tr", { role: "row" }, el("th", { scope: "col", role: "columnheader" }, "Player"),
      ...CHANCE_COLUMNS.map((text) => el("th", { scope: "col", class: "num", role: "columnheader" }, text)))),
    el("tbody", { role: "rowgroup" }, ...pot.eligible.map((player, j) => {
      const odds = pot.chances[j];
      return el("tr", { "data-player": player, role: "row" }, el("th", { scope: "row", role: "rowheader" }, player),
        ...[pot.equity[j], odds.win, odds.tie, odds.low_win, odds.low_tie, odds.scoop].map((value, k) =>
          el("td", { class: "num", role: "cell", "data-label": CHANCE_COLUMNS[k] }, percent(value, 2))));
    }))));
}

// A hand's players (on a phone stacked as the results by player: six columns did not fit).
const SEAT_COLUMNS = [["Seat", "num"], ["Cards", "mono"], ["Put in", "num"], ["Won", "num"], ["Net", "num"]];

function handDetails(hand, variants) {
  const rows = hand.players.filter((p) => p.invested || p.won || p.cards.length).map((p) => el("tr", { "data-player": p.name, role: "row" },
    el("th", { scope: "row", role: "rowheader" }, p.name),
    ...[String(p.seat), p.cards.join(" ") || "—", money(p.invested, hand.currency), money(p.won, hand.currency), money(p.net, hand.currency, true)]
      .map((text, i) => el("td", { class: SEAT_COLUMNS[i][1], role: "cell", "data-label": SEAT_COLUMNS[i][0] }, text))));
  const pots = (hand.all_in ? hand.all_in.pots : hand.pots).map((pot, i) => el("li", {},
    `${i ? `Side pot ${i}` : "Main pot"} ${money(pot.amount, hand.currency)}: ${pot.eligible.join(", ")}`,
    pot.equity ? ` (equity ${pot.equity.map((e, j) => `${pot.eligible[j]} ${percent(e, 2)}`).join(", ")})` : "",
    potLink(hand, variants, i)));
  const chances = (hand.all_in ? hand.all_in.pots : []).flatMap((pot, i) => (pot.chances ? [chancesTable(hand, pot, i)] : []));
  return el("div", { class: "history-hand" },
    el("p", { class: "muted", "data-testid": "history-hand-facts" }, `Line ${formatInt(hand.line)}${hand.played ? ` · played ${playedText(hand)}` : ""} · rake ${money(hand.rake, hand.currency)}${hand.tournament ? ` · tournament ${hand.tournament}` : ""}`),
    el("table", { class: "history-seats", role: "table", "aria-label": `Hand #${hand.id}: each player` },
      el("thead", { role: "rowgroup" }, el("tr", { role: "row" }, el("th", { role: "columnheader" }, "Player"),
        ...SEAT_COLUMNS.map(([name, kind]) => el("th", { role: "columnheader", class: kind === "num" ? "num" : "" }, name)))),
      el("tbody", { role: "rowgroup" }, rows)),
    hand.draws_text ? el("p", { "data-testid": "history-draws" }, hand.draws_text) : null,
    ...hand.showdown.map((line) => el("p", { "data-testid": "history-showdown" }, `Showdown: ${line}`)),
    el("ul", {}, pots),
    ...chances,
    ...hand.bounties.map((bounty) => el("p", { "data-testid": "history-bounty" }, `Bounty (paid beside the pots, not in the nets): ${bounty}`)),
    ...hand.cash_outs.map((line) => el("p", { "data-testid": "history-cash-out" }, `Cash-out (in the won and the net): ${line}`)));
}

export const historyTool = { id: "history", label: "Histories", markup, create };
