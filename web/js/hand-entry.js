// The hand-entry panel every showdown-like tool shares (poker, badugi, Omaha, equity): its markup
// and its behaviour — a textarea with one hand per line, an optional board and game selector, a
// card picker that adds cards to a chosen player (or the board), add/remove player, example, clear.
// The deck the picker shows comes from Python (meta), not from here.
import { el } from "./ui.js";

const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

// Static markup for a panel; every id and data-testid starts with `id` (e.g. poker-input); the
// textarea's test id may be named (inputTestId) where a tool's tests call it something else.
export function handEntryMarkup({ id, label = "Hands", hint, placeholder, board = null, games = null, extra = "", runLabel = "Show down", inputTestId = `${id}-input` }) {
  const game = games ? `
        <label for="${id}-game">Game</label>
        <select id="${id}-game" data-testid="${id}-game">${games.map((g) => `<option value="${escapeHtml(g.key)}">${escapeHtml(g.name)}</option>`).join("")}</select>` : "";
  const boardField = board ? `
        <label for="${id}-board">Board <span class="hint">${board.hint}</span></label>
        <input id="${id}-board" data-testid="${id}-board" type="text" spellcheck="false" autocomplete="off" aria-describedby="${id}-error" placeholder="${escapeHtml(board.placeholder || "e.g. 2c 7d 9h")}">` : "";
  return `
      <form class="panel" id="${id}-form" novalidate>${game}
        <label for="${id}-input">${label} <span class="hint">${hint}</span></label>
        <textarea id="${id}-input" data-testid="${escapeHtml(inputTestId)}" rows="4" spellcheck="false" autocomplete="off"
          aria-describedby="${id}-error" placeholder="${escapeHtml(placeholder)}"></textarea>${boardField}${extra}
        <p class="error" id="${id}-error" data-testid="${id}-error" role="alert" hidden></p>
        <div class="actions">
          <button type="submit" id="${id}-run" data-testid="${id}-run" class="primary">${runLabel}</button>
          <button type="button" data-action="add-player">Add player</button>
          <button type="button" data-action="remove-player">Remove player</button>
          <button type="button" data-action="example">Example</button>
          <button type="button" data-action="clear">Clear</button>
          <span class="hint">Enter runs; Shift+Enter starts a new line.</span>
        </div>
        <details class="picker-box">
          <summary>Pick cards</summary>
          <div class="picker-target">
            <label for="${id}-target">Add cards to</label>
            <select id="${id}-target" data-testid="${id}-target"></select>
          </div>
          <div class="picker" data-testid="${id}-picker" role="group" aria-label="Card picker"></div>
        </details>
      </form>`;
}

// A card picker over Python's deck: a grid with one tab stop and arrow keys (roving tabindex).
// Clicking (or Enter/Space on) a card calls onPick(code); setUsed(codes) greys cards in use.
export function makePicker(container, deck, onPick) {
  const rankOrder = "AKQJT98765432";
  const suitOrder = "shdc";
  const cards = [...deck].sort((a, b) => suitOrder.indexOf(a.suit) - suitOrder.indexOf(b.suit)
    || rankOrder.indexOf(a.rank) - rankOrder.indexOf(b.rank));
  const perRow = rankOrder.length;
  const buttons = cards.map((card, index) => el("button", {
    type: "button", class: card.red ? "red" : "", "data-card": card.code, tabindex: index === 0 ? "0" : "-1",
    "aria-label": card.name || card.code,
    onclick: () => pick(index),
  }, card.symbol));
  container.replaceChildren(...buttons);

  function focusAt(index) {
    const target = buttons[(index + buttons.length) % buttons.length];
    for (const b of buttons) b.tabIndex = -1;
    target.tabIndex = 0;
    target.focus();
  }
  function pick(index) {
    if (buttons[index].getAttribute("aria-disabled") === "true") return;
    onPick(cards[index].code);
    // Focus stays in the picker (the picked card is now in use and greyed, but still focusable).
    focusAt(index);
  }
  container.addEventListener("keydown", (event) => {
    const index = buttons.indexOf(document.activeElement);
    if (index < 0) return;
    const moves = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: perRow, ArrowUp: -perRow, Home: -index, End: buttons.length - 1 - index };
    if (event.key in moves) {
      event.preventDefault();
      focusAt(index + moves[event.key]);
    }
  });
  let used = new Set();
  let ranks = null; // the game's deck (a short deck has no 2 to 5): its ranks, from Python
  function paint() {
    buttons.forEach((button, i) => {
      const inUse = used.has(cards[i].code.toLowerCase());
      const outside = ranks !== null && !ranks.includes(cards[i].rank);
      // aria-disabled, not disabled: a disabled button drops keyboard focus to the page.
      button.setAttribute("aria-disabled", inUse || outside ? "true" : "false");
      button.classList.toggle("used", inUse);
      button.classList.toggle("outside", outside);
      button.setAttribute("aria-label", outside ? `${cards[i].name || cards[i].code}, not in this game's deck` : cards[i].name || cards[i].code);
    });
  }
  return {
    setUsed(codes) {
      used = new Set(codes.map((c) => c.toLowerCase()));
      paint();
    },
    setRanks(deckRanks) {
      ranks = deckRanks || null;
      paint();
    },
  };
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
// `example` is a text or a function giving one (say, for the game chosen); `extraTargets` are more
// card fields the picker can fill and the scan greys ([{ key, label, field }], e.g. dead cards).
export function handEntry({ python, meta, section, id, example, scanLimit, extraTargets = [] }) {
  const $ = (name) => section.querySelector(`[data-testid="${id}-${name}"]`);
  const form = section.querySelector(`#${id}-form`);
  const input = section.querySelector(`#${id}-input`);
  const board = $("board");
  const target = $("target");
  const entry = { onClear: () => {}, input, board, game: $("game") };
  let maxPlayers = 0; // Python's limit, from meta: the target list never lists more
  let picker = null;
  meta.then((facts) => {
    maxPlayers = facts.limits.players;
    picker = makePicker($("picker"), facts.deck, (code) => {
      const extra = extraTargets.find((t) => t.key === target.value);
      const field = target.value === "board" ? board : extra ? extra.field : null;
      if (field) field.value = field.value.trim() ? `${field.value.trim()} ${code}` : code;
      else input.value = appendToLine(input.value, Number(target.value), code);
      entry.refresh();
    });
    // A game with a smaller deck (short deck: 6 to ace) greys the cards it does not hold.
    const deckOf = () => picker.setRanks(facts.variants.find((v) => v.key === entry.game?.value)?.grid_ranks);
    if (entry.game) entry.game.addEventListener("change", deckOf);
    entry.deckChanged = deckOf;
    deckOf();
    entry.refresh();
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
    target.replaceChildren(
      ...Array.from({ length: count }, (_, i) => el("option", { value: String(i) }, `Player ${i + 1}`)),
      board ? el("option", { value: "board" }, "Board") : null,
      ...extraTargets.map((t) => el("option", { value: t.key }, t.label)),
    );
    target.value = [...target.options].some((o) => o.value === chosen) ? chosen : "0";
  }

  let scanTimer = null;
  entry.refresh = () => {
    refreshTargets();
    clearTimeout(scanTimer);
    const texts = [input.value, board ? board.value : "", ...extraTargets.map((t) => t.field.value)];
    if (texts.join("").length > (scanLimit || 100_000)) return; // a huge paste: Python's size check answers on Run
    scanTimer = setTimeout(async () => {
      if (python.state !== "ready" || !picker) return;
      try {
        const response = await python.call("cards.scan", { texts }, { quick: true });
        if (response.ok) picker.setUsed(response.result.codes.flat());
      } catch { /* cancelled or restarting: the next edit rescans */ }
    }, 120);
  };
  input.addEventListener("input", entry.refresh);
  if (board) board.addEventListener("input", entry.refresh);
  for (const t of extraTargets) t.field.addEventListener("input", entry.refresh);

  // Clear and Example go through the editor's own history (execCommand), so Ctrl+Z undoes them.
  function replaceText(field, text) {
    field.focus();
    field.select();
    if (!document.execCommand("insertText", false, text)) field.value = text;
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
      for (const field of [board, ...extraTargets.map((t) => t.field)]) if (field && field.value) replaceText(field, "");
      replaceText(input, typeof example === "function" ? example() : example);
    } else if (action === "clear") {
      for (const field of [board, ...extraTargets.map((t) => t.field)]) if (field && field.value) replaceText(field, "");
      replaceText(input, "");
      entry.onClear();
    }
    entry.refresh();
    input.focus();
  });
  return entry;
}
