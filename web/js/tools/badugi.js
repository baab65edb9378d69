// Badugi showdown: collects hands, calls Python, shows played and dead cards and the winner.
import { cardEl, el, handEntry, runAction } from "../ui.js";

const EXAMPLE = "3c 2s 4d Ah\nAs 3h 2d 4h";

export function createBadugiTool(section, { python, saveParams }) {
  const $ = (id) => section.querySelector(`[data-testid="${id}"]`);
  const form = section.querySelector("#badugi-form");
  const input = $("badugi-input");
  const errorEl = $("badugi-error");
  const resultEl = $("badugi-result");
  const entry = handEntry({ python, form, input, target: $("badugi-target"), pickerEl: $("badugi-picker"), example: EXAMPLE });
  entry.onClear = () => resultEl.replaceChildren();
  let lastRun = null;

  async function run() {
    saveParams("badugi", { hands: input.value });
    lastRun = input.value;
    const result = await runAction(python, {
      action: "badugi.showdown", params: { hands: input.value }, resultEl, errorEl, fields: { hands: input },
    });
    if (result) resultEl.replaceChildren(render(result));
  }

  form.addEventListener("submit", (event) => { event.preventDefault(); run(); });
  input.addEventListener("keydown", (event) => {
    if (event.key === "Enter" && !event.shiftKey && !event.isComposing) { event.preventDefault(); run(); }
  });

  return {
    restore(params) {
      if (params.hands === undefined) {
        if (input.value) saveParams("badugi", { hands: input.value });
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
        winner ? el("span", { class: "badge", "data-testid": "winner-badge" }, result.draw ? "Draw" : "Winner") : null,
        el("span", { class: "hand-name", "data-testid": "hand-name" }, hand.name),
        el("span", { class: "muted" }, `${hand.beats_text} · class ${hand.class} of ${hand.classes.toLocaleString("en-US")}`)),
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
