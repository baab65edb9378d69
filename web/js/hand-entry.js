// The hand-entry panel every showdown-like tool shares (poker, badugi, Omaha, equity): its markup
// and its behaviour — a textarea with one hand per line, an optional board and game selector, a
// card picker that adds cards to a chosen player (or the board), add/remove player, example, clear.
// The deck the picker shows comes from Python (meta), not from here.
import { arrowKeys, el, lastAsked } from "./ui.js";
import { plural } from "./words.js";

const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

// Static markup for a panel; every id and data-testid starts with `id` (e.g. poker-input); the
// textarea's test id may be named (inputTestId) where a tool's tests call it something else.
// `underInput`: markup right under the hands field (what it says about the lines as they are typed).
export function handEntryMarkup({ id, label = "Hands", hint, placeholder, board = null, games = null, extra = "", underInput = "", runLabel = "Show down", inputTestId = `${id}-input` }) {
  const game = games ? `
        <label for="${id}-game">Game</label>
        <select id="${id}-game" data-testid="${id}-game">${games.map((g) => `<option value="${escapeHtml(g.key)}">${escapeHtml(g.name)}</option>`).join("")}</select>` : "";
  const boardField = board ? `
        <div class="board-field" data-testid="${id}-board-field">
        <label for="${id}-board"><span data-testid="${id}-board-label">Board</span> <span class="hint" data-hint="board">${board.hint}</span></label>
        <input id="${id}-board" data-testid="${id}-board" type="text" spellcheck="false" autocomplete="off" aria-describedby="${id}-error" placeholder="${escapeHtml(board.placeholder || "")}">
        <div class="actions board-actions" data-testid="${id}-board-actions"${board.followGame ? " data-follow-game" : ""}>${streetButtons(id, board.streets || [])}
          <button type="button" data-action="clear-board" data-testid="${id}-clear-board">Clear board</button>
        </div>
        </div>` : "";
  return `
      <form class="panel" id="${id}-form" novalidate>${game}
        <label for="${id}-input">${label} <span class="hint" data-hint="hands">${hint}</span></label>
        <textarea id="${id}-input" data-testid="${escapeHtml(inputTestId)}" rows="4" spellcheck="false" autocomplete="off"
          aria-describedby="${id}-error" placeholder="${escapeHtml(placeholder)}"></textarea>${underInput}${boardField}${extra}
        <p class="error" id="${id}-error" data-testid="${id}-error" role="alert" hidden></p>
        <div class="actions">
          <button type="submit" id="${id}-run" data-testid="${id}-run" class="primary">${runLabel}</button>
          <button type="button" data-action="add-player">Add player</button>
          <button type="button" data-action="remove-player">Remove player</button>
          <button type="button" data-action="example">Example</button>
          <button type="button" data-action="clear">Clear</button>
          <span class="hint keys-hint">Enter runs; Shift+Enter starts a new line.</span>
          <span class="hint touch-hint">Return starts a new line; ${runLabel} runs.</span>
        </div>
        <details class="picker-box">
          <summary>Pick cards</summary>
          <div class="picker-target">
            <label for="${id}-target">Add cards to</label>
            <select id="${id}-target" data-testid="${id}-target"></select>
          </div>
          <p class="hint picker-note" data-testid="${id}-picker-note" role="status" aria-live="polite"></p>
          <div class="picker" data-testid="${id}-picker" role="group" aria-label="Card picker"></div>
        </details>
      </form>`;
}

// One "Random flop" button per street of the board, { cards, name } each (Python's words).
const streetButtons = (id, streets) => streets.map((street) => `
          <button type="button" data-action="street" data-cards="${street.cards}" data-testid="${id}-random-${escapeHtml(street.name)}">Random ${escapeHtml(street.name)}</button>`).join("");

// A card picker over Python's deck: a grid with one tab stop and arrow keys (roving tabindex).
// Clicking (or Enter/Space on) a card calls onPick(code, inUse); setUsed(codes) marks the cards in
// use (pressed and greyed): a tool that can take a card back does so when one is pressed again.
export function makePicker(container, deck, onPick) {
  const rankOrder = "AKQJT98765432";
  const suitOrder = "shdc";
  const cards = [...deck].sort((a, b) => suitOrder.indexOf(a.suit) - suitOrder.indexOf(b.suit)
    || rankOrder.indexOf(a.rank) - rankOrder.indexOf(b.rank));
  const perRow = rankOrder.length;
  const buttons = cards.map((card, index) => el("button", {
    type: "button", class: card.red ? "red" : "", "data-card": card.code, tabindex: index === 0 ? "0" : "-1",
    "aria-label": `${card.symbol}, ${(card.name || card.code).toLowerCase()}`, "aria-pressed": "false",
    // The second click of a double click on the same card (detail 2) is not a second pick: the card
    // is marked in use only once its check answers, and it would be added twice. (A key press has
    // detail 0; quick taps on two cards, which a phone may count as one double tap, are two picks.)
    onclick: (event) => {
      if (event.detail <= 1 || lastPicked !== index) pick(index);
    },
  }, card.symbol));
  let lastPicked = null;
  container.replaceChildren(...buttons);

  function focusAt(index) {
    const target = buttons[(index + buttons.length) % buttons.length];
    for (const b of buttons) b.tabIndex = -1;
    target.tabIndex = 0;
    target.focus();
  }
  function pick(index) {
    lastPicked = index;
    if (buttons[index].getAttribute("aria-disabled") === "true") return; // not in this game's deck
    onPick(cards[index].code, buttons[index].getAttribute("aria-pressed") === "true");
    // Focus stays in the picker (the picked card is now in use and greyed, but still focusable).
    focusAt(index);
  }
  // A suit a row: Up and Down move by a row, and every move wraps past the deck's ends.
  arrowKeys(container, () => buttons, { perRow, wrap: true, focus: (button) => focusAt(buttons.indexOf(button)) });
  return {
    setUsed(codes) {
      const used = new Set(codes.map((c) => c.toLowerCase()));
      buttons.forEach((button, i) => {
        const inUse = used.has(cards[i].code.toLowerCase());
        // pressed, not disabled: a disabled button drops keyboard focus to the page, and a card in
        // use can be pressed again to take it back.
        button.setAttribute("aria-pressed", inUse ? "true" : "false");
        button.classList.toggle("used", inUse);
      });
    },
    // A game with a smaller deck (short deck: 6 to ace; its ranks from Python) greys the rest.
    setRanks(ranks) {
      buttons.forEach((button, i) => {
        const outside = Boolean(ranks) && !ranks.includes(cards[i].rank);
        button.classList.toggle("outside", outside);
        button.setAttribute("aria-disabled", outside ? "true" : "false");
        const name = `${cards[i].symbol}, ${(cards[i].name || cards[i].code).toLowerCase()}`;
        button.setAttribute("aria-label", outside ? `${name}, not in this game's deck` : name);
      });
    },
  };
}

// Enter in a field runs its tool, Shift+Enter starts a new line of a hands box. A touch keyboard has
// no Shift+Enter: there Return in a hands box starts a new line (one hand a line) and the Run button
// runs (the hint under the buttons says which, by the same media query).
export function runOnEnter(field, run) {
  field.addEventListener("keydown", (event) => {
    if (event.key !== "Enter" || event.shiftKey || event.isComposing) return;
    if (field.tagName === "TEXTAREA" && window.matchMedia("(pointer: coarse)").matches) return;
    event.preventDefault();
    run();
  });
}

// Hands typed one per line: helpers for the picker's "add to player N" and add/remove player.
export function handLines(text) {
  const lines = text.split("\n");
  return lines.length && lines[lines.length - 1] === "" && lines.length > 1 ? lines.slice(0, -1) : lines;
}

function appendToLine(text, index, code) {
  const lines = text.split("\n");
  while (lines.length <= index) lines.push("");
  lines[index] = lines[index].trim() ? `${lines[index].trimEnd()} ${code}` : code;
  return lines.join("\n");
}

// Wire a panel made by handEntryMarkup: returns {refresh(), onClear, game, board, input}.
// `example` is a deal ({ hands, board }) or a function of the game chosen giving one; `hints(game)`
// gives the words under the Hands and Board labels ({ hands, board }: Python's, from meta), so
// both follow the game selector. `extraTargets` are more card fields the picker can fill and the
// scan greys ([{ key, label, field }], e.g. dead cards).
export function handEntry({ python, meta, section, id, example, hints = null, boardPlaceholder = null, scanLimit, extraTargets = [] }) {
  const $ = (name) => section.querySelector(`[data-testid="${id}-${name}"]`);
  const form = section.querySelector(`#${id}-form`);
  const input = section.querySelector(`#${id}-input`);
  const board = $("board");
  const target = $("target");
  const entry = { onClear: () => {}, input, board, game: $("game") };
  const note = $("picker-note");
  const exampleFor = () => (typeof example === "function" ? example(entry.game ? entry.game.value : null) : example);
  // The hints and placeholders follow the game chosen (Python's words; simple <code> markup only).
  entry.showGame = () => {
    const deal = exampleFor();
    if (deal) {
      input.placeholder = deal.hands;
    }
    // Python's example of a board this game takes ("e.g. Jh Th 2c (flop) 3d (turn)"), whatever the last game's was
    if (board && boardPlaceholder) board.placeholder = boardPlaceholder(entry.game ? entry.game.value : null);
    const words = hints && hints(entry.game ? entry.game.value : null);
    if (!words) return;
    for (const [name, text] of Object.entries(words)) {
      const span = form.querySelector(`[data-hint="${name}"]`);
      if (span && text !== undefined) span.innerHTML = text; // Python's static words, no user text
    }
  };
  if (entry.game) entry.game.addEventListener("change", () => { entry.showGame(); entry.refresh(); });
  let maxPlayers = 0; // Python's limit, from meta: the target list never lists more
  let scanTexts = 0; // Python's limit on the fields one scan reads
  let picker = null;
  // Cards per hand line as last scanned, raised at once by each pick so that quick clicks move on
  // without waiting for Python.
  let counts = null;
  meta.then((facts) => {
    maxPlayers = facts.limits.players;
    scanTexts = facts.limits.scan_texts;
    picker = makePicker($("picker"), facts.deck, (code, inUse) => (inUse ? takeBack(code) : put(code)));
    const deckOf = () => picker.setRanks(facts.variants.find((v) => v.key === entry.game?.value)?.grid_ranks);
    // A stud game (Python's record deals its own streets: own_streets) has no board: the field
    // hides, and what it held waits there for a board game chosen again. With as many players as
    // run the deck short (Python's community_players) the field is the one community card of the
    // last street, with Python's hint; fewer players again, it hides and keeps that card.
    communityCards = () => {
      const game = facts.variants.find((v) => v.key === (entry.game ? entry.game.value : id));
      const last = game?.own_streets?.at(-1);
      return last && game.community_players && playerCount() >= game.community_players ? last.down + last.up : 0;
    };
    const boardFollows = () => {
      const field = $("board-field");
      if (!field || !entry.game) return;
      const game = facts.variants.find((v) => v.key === entry.game.value);
      const mode = !game?.own_streets?.length ? "board" : communityCards() ? "community" : "none";
      const before = field.dataset.mode || mode;
      if (mode !== "board" && before === "board" && board.value) { board.dataset.kept = board.value; board.value = ""; }
      if (mode === "none" && board.value) { board.dataset.community = board.value; board.value = ""; }
      if (mode === "community" && !board.value && board.dataset.community) board.value = board.dataset.community;
      if (mode !== "none") delete board.dataset.community;
      // Back to a board game: its board comes back, unless a link has just set one (a stud game hid the field).
      if (mode === "board" && before !== "board" && (before === "community" || !board.value)) board.value = board.dataset.kept || "";
      if (mode === "board") delete board.dataset.kept;
      field.dataset.mode = mode;
      field.hidden = mode === "none";
      $("board-label").textContent = mode === "community" ? "Community card" : "Board";
      const actions = $("board-actions");
      if (actions) actions.hidden = mode === "community";
      const hint = form.querySelector('[data-hint="board"]');
      if (mode === "community" && hint) hint.innerHTML = facts.examples[game.key].hints.community; // Python's static words
      if (mode === "community" && board.dataset.placeholder === undefined) { board.dataset.placeholder = board.placeholder; board.placeholder = ""; }
      if (mode !== "community" && board.dataset.placeholder !== undefined) { board.placeholder = board.dataset.placeholder; delete board.dataset.placeholder; }
    };
    const shown = entry.showGame;
    entry.showGame = () => { shown(); deckOf(); boardFollows(); }; // on a change of game, and a game set from a link
    const refreshed = entry.refresh;
    entry.refresh = () => { refreshed(); boardFollows(); }; // players added or removed: the community card may come
    // With followGame, the Random buttons are the game's own board streets (its record's
    // equity_boards and street names: Courchevel's first board card is a street before the flop).
    const streetActions = $("board-actions");
    if (streetActions && streetActions.hasAttribute("data-follow-game") && entry.game) {
      const streetsShown = entry.showGame;
      entry.showGame = () => {
        streetsShown();
        const game = facts.variants.find((v) => v.key === entry.game.value);
        if (!game?.equity_boards?.length) return;
        const streets = game.equity_boards.map((cards, i) => ({ cards, name: game.streets[i] })).filter((street) => street.cards);
        const wanted = streets.map((street) => `${street.cards}:${street.name}`).join();
        const buttons = [...streetActions.querySelectorAll('[data-action="street"]')];
        if (buttons.map((b) => `${b.dataset.cards}:${b.textContent.replace(/^Random /, "")}`).join() === wanted) return;
        const focused = buttons.includes(document.activeElement);
        buttons.forEach((b) => b.remove());
        streetActions.insertAdjacentHTML("afterbegin", streetButtons(id, streets));
        if (focused) streetActions.querySelector("button")?.focus();
      };
    }
    deckOf();
    entry.refresh();
  }, () => {});

  // The fields the picker fills, in its order: each hand line, the board, the extra fields.
  const fieldTexts = () => [...handLines(input.value), board ? board.value : "", ...extraTargets.map((t) => t.field.value)];
  function setFieldTexts(texts) {
    const players = texts.length - 1 - extraTargets.length;
    input.value = texts.slice(0, players).join("\n");
    if (board) board.value = texts[players];
    extraTargets.forEach((t, i) => { t.field.value = texts[players + 1 + i]; });
  }

  // A pick goes to the chosen target; a hand that is full then hands over to the next player, the
  // last player to the board (street by street up to its largest size).
  function put(code) {
    let chosen = target.value;
    const before = input.value;
    note.textContent = "";
    if (chosen === "board" && boardCards() >= boardMax()) {
      // The board is full: the card goes to the next field if there is one; nothing typed is lost.
      const next = extraTargets[0];
      note.textContent = `The board is full (${plural(boardMax(), "card")})${next ? `; the card went to ${next.label}` : ""}.`;
      if (!next) return;
      chosen = next.key;
      target.value = chosen;
    }
    const extra = extraTargets.find((t) => t.key === chosen);
    const field = chosen === "board" ? board : extra ? extra.field : null;
    if (field) field.value = field.value.trim() ? `${field.value.trim()} ${code}` : code;
    else input.value = appendToLine(input.value, Number(chosen), code);
    const index = chosen === "board" ? "board" : extra ? null : Number(chosen);
    // Not scanned yet (a quick first click): a blank line is known to hold no card.
    if (!counts && typeof index === "number" && !(handLines(before)[index] || "").trim()) counts = { lines: [] };
    if (counts && typeof index === "number" && streetsOf().length) {
      // A stud game deals street by street (Python's own_streets): the note says which street the
      // card belongs to and whether it is dealt down or up; a player's street done, the next
      // player gets theirs, and after the last player the first starts the next street.
      const held = (counts.lines[index] = (counts.lines[index] || 0) + 1);
      const faces = streetsOf().flatMap((street) => [...Array(street.down).fill(["down", street.name]), ...Array(street.up).fill(["up", street.name])]);
      const ends = streetsOf().reduce((sums, street) => [...sums, (sums.at(-1) || 0) + street.down + street.up], []);
      const [face, street] = faces[held - 1] || ["", ""];
      note.textContent = face ? `Player ${index + 1}: card ${held}, ${street} street, face ${face}.` : "";
      refreshTargets();
      if (ends.includes(held)) {
        const players = playerCount();
        const behind = Array.from({ length: players }, (_, i) => (index + 1 + i) % players)
          .find((i) => (counts.lines[i] || 0) < held);
        const own = handSize() - communityCards(); // the last street is the community card: it goes to the board
        target.value = String(behind ?? (held < own ? 0 : communityCards() && board ? "board" : index));
        // Say where the next card goes: the picker deals as a dealer does, a street to each player in turn
        // (a helper entering one player's whole hand saw the cards go to the next player unannounced).
        if (target.value !== String(index) && target.selectedOptions[0]) note.textContent += ` Next: ${target.selectedOptions[0].textContent} (a street to each player in turn, as dealt; “Add cards to” changes it).`;
      }
    } else if (counts && typeof index === "number") {
      counts.lines[index] = (counts.lines[index] || 0) + 1;
      const full = counts.lines[index] >= handSize();
      refreshTargets();
      if (full) target.value = index + 1 < playerCount() ? String(index + 1) : board ? "board" : String(index);
    } else {
      refreshTargets();
    }
    entry.refresh();
  }

  // A card in use pressed again goes back to the deck, from whichever field holds it. The greying
  // may lag an edit by a scan (a click just after Clear): a card no field holds any more is put
  // where the picker points, as a click on a free card is.
  async function takeBack(code) {
    const texts = fieldTexts();
    try {
      const response = await python.call("cards.take", { texts, code });
      if (!response.ok || fieldTexts().join("\n") !== texts.join("\n")) return;
      if (response.result.field === null) {
        put(code);
        return;
      }
      setFieldTexts(response.result.texts);
      counts = null;
      const players = texts.length - 1 - extraTargets.length;
      const from = response.result.field;
      entry.refresh();
      target.value = from < players ? String(from) : from === players && board ? "board" : extraTargets[from - players - 1]?.key ?? target.value;
    } catch { /* restarting: press again */ }
  }

  // Cards a hand holds in the game chosen (Python's variant facts): the picker moves on after it.
  let handSize = () => Infinity;
  // A stud game's streets (down and up cards each; Python's own_streets), empty for a board game.
  let streetsOf = () => [];
  // The largest board of the game chosen (of any game when the tool has no game selector).
  let boardMax = () => Infinity;
  // A stud game's community card(s) when the players listed run the deck short (Python's
  // community_players and own_streets), else 0.
  let communityCards = () => 0;
  const boardCards = () => (board && board.value.trim() ? board.value.trim().split(/[\s,]+/).length : 0);
  meta.then((facts) => {
    boardMax = () => {
      if (communityCards()) return communityCards();
      const game = facts.variants.find((v) => v.key === (entry.game ? entry.game.value : id));
      const sizes = game ? game.board_sizes : facts.variants.flatMap((v) => v.board_sizes);
      return sizes.length ? Math.max(...sizes) : Infinity;
    };
    streetsOf = () => facts.variants.find((v) => v.key === (entry.game ? entry.game.value : id))?.own_streets || [];
    handSize = () => {
      const game = facts.variants.find((v) => v.key === (entry.game ? entry.game.value : id)) || facts.variants.find((v) => v.key === id);
      if (!game) return Infinity;
      return game.card_totals.length ? game.card_totals[0] : Math.max(...game.hole_cards);
    };
  }, () => {});

  // The players the picker can fill: every line typed (a new empty last line counts: it is the
  // player just added), at least two. Counted without splitting a huge paste into lines.
  function playerCount() {
    let count = 1;
    for (let i = input.value.indexOf("\n"); i !== -1 && count < maxPlayers; i = input.value.indexOf("\n", i + 1)) count += 1;
    return Math.max(2, count);
  }
  function refreshTargets() {
    const count = playerCount();
    const chosen = target.value;
    target.replaceChildren(...[
      ...Array.from({ length: count }, (_, i) => el("option", { value: String(i) }, `Player ${i + 1}`)),
      // a stud game has no board: only its community card, when the deck runs short
      board && (!streetsOf().length || communityCards()) ? el("option", { value: "board" }, communityCards() ? "Community card" : "Board") : null,
      ...extraTargets.map((t) => el("option", { value: t.key }, t.label)),
    ].filter(Boolean)); // replaceChildren writes a null as the text "null"
    target.value = [...target.options].some((o) => o.value === chosen) ? chosen : "0";
  }

  let scanTimer = null;
  entry.refresh = () => {
    refreshTargets();
    clearTimeout(scanTimer);
    const size = input.value.length + (board ? board.value.length : 0) + extraTargets.reduce((n, t) => n + t.field.value.length, 0);
    if (size > (scanLimit || 100_000)) return; // a huge paste: Python's size check answers on Run
    const texts = fieldTexts();
    if (picker && texts.every((text) => !text.trim())) picker.setUsed([]); // nothing typed: no card in use, at once
    if (texts.length > scanTexts) return; // more lines than one scan reads: Run answers
    scanTimer = setTimeout(async () => {
      if (python.state !== "ready" || !picker) return;
      try {
        const response = await python.call("cards.scan", { texts }, { quick: true });
        if (!response.ok || fieldTexts().join("\n") !== texts.join("\n")) return; // edited since: a newer scan comes
        picker.setUsed(response.result.codes.flat());
        const players = texts.length - 1 - extraTargets.length;
        counts = { lines: response.result.codes.slice(0, players).map((codes) => codes.length) };
      } catch { /* cancelled or restarting: the next edit rescans */ }
    }, 120);
  };
  input.addEventListener("input", () => { counts = null; entry.refresh(); }); // typed: count again
  if (board) board.addEventListener("input", entry.refresh);
  for (const t of extraTargets) t.field.addEventListener("input", entry.refresh);

  // Clear and Example go through the editor's own history (execCommand), so Ctrl+Z undoes them.
  function replaceText(field, text) {
    field.focus();
    field.select();
    if (!document.execCommand("insertText", false, text)) field.value = text;
  }

  // "Random turn": Python keeps the streets before the turn (dealing any that are missing) and
  // deals the turn from the game's deck, from the cards no field holds: one request per click.
  // The last click wins: two quick clicks may go to two workers, and the earlier one's answer can
  // come second; it is dropped, as is any answer to fields the user has edited since. The board
  // is aria-busy until the last click's answer is in.
  const deal = lastAsked();
  async function dealStreet(button) {
    const current = deal();
    const texts = fieldTexts();
    const asWritten = (shown) => `${entry.game ? entry.game.value : ""}\n${shown.join("\n")}`; // the game's deck too
    const asked = asWritten(texts);
    const [boardText] = texts.splice(texts.length - 1 - extraTargets.length, 1);
    const params = { texts, board: boardText, size: Number(button.dataset.cards) };
    if (entry.game) params.game = entry.game.value;
    board.setAttribute("aria-busy", "true");
    try {
      const dealt = await python.call("cards.deal", params);
      if (!current() || !dealt.ok || asWritten(fieldTexts()) !== asked) return;
      replaceText(board, dealt.result.board.join(" "));
      entry.refresh();
      button.focus();
    } catch { /* restarting: press again */ } finally {
      if (current()) board.removeAttribute("aria-busy");
    }
  }

  form.addEventListener("click", (event) => {
    const action = event.target.closest("button[data-action]")?.dataset.action;
    if (!action) return;
    const lines = handLines(input.value);
    if (action === "add-player") {
      input.value = `${lines.join("\n")}\n`;
      refreshTargets();
      target.value = String(playerCount() - 1);
    } else if (action === "remove-player") {
      lines.pop();
      input.value = lines.join("\n");
    } else if (action === "example") {
      const deal = exampleFor();
      for (const field of extraTargets.map((t) => t.field)) if (field.value) replaceText(field, "");
      if (board && board.value !== deal.board) replaceText(board, deal.board);
      replaceText(input, deal.hands);
    } else if (action === "clear-board") {
      if (board.value) replaceText(board, "");
      target.value = "board";
      entry.refresh();
      board.focus();
      return;
    } else if (action === "street") {
      dealStreet(event.target.closest("button"));
      return;
    } else if (action === "clear") {
      for (const field of [board, ...extraTargets.map((t) => t.field)]) if (field && field.value) replaceText(field, "");
      replaceText(input, "");
      target.value = "0"; // a new deal: the next card picked is Player 1's, wherever the picker pointed
      entry.onClear();
    }
    entry.refresh();
    input.focus();
  });
  return entry;
}
