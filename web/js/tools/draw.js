// The Draw tab (#draw): exact draw odds for every draw game (badugi, 2-7 and A-5 lowball) on
// Python's one draw engine. The panel (draw-panel.js) is shared with the badugi tab's Draw section;
// here it has a game selector whose options, goals and defaults come from meta.draw.
import { followGameRules, rulesLineMarkup } from "../rules-links.js";
import { createDrawPanel, drawPanelMarkup } from "./draw-panel.js";

const ID = "draw";

const markup = (facts) => drawPanelMarkup(facts, {
  id: ID, title: "Draw odds", heading: "h2",
  lede: `<p class="lede">${facts.draw.intro}</p>
        ${rulesLineMarkup(facts, ID, { game: facts.draw.games[0].key })}`,
});

function create(section, ctx) {
  const { saveParams } = ctx;
  const panel = createDrawPanel(section, ctx, { id: ID, game: null, action: "draw", save: (params) => saveParams(ID, params) });
  const game = section.querySelector(`[data-testid="${ID}-game"]`);
  const followGame = () => followGameRules(section, ctx.facts, ID, game.value); // the rules links follow the game
  game.addEventListener("change", followGame);
  return { prime: panel.prime, restore: (params) => { panel.restore(params); followGame(); } };
}

export const drawTool = { id: ID, label: "Draw", markup, create };
