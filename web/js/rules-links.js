// The "Rules:" line under each tool's title: links to the sections of the rules page (rules.html,
// docs/rules.md rendered when the site is built) that Python names for the tool (meta.rules.tools)
// and for the game chosen (each variant's `rules`), the game's first, each section once; a tool that
// takes ranges in several games (meta.rules.range_tools) ends with the chosen game's ranges section
// (meta.rules.ranges: Hold'em's, Omaha's, none for stud). The build
// refuses a site whose facts link a section the rules page lacks. Links open in a new tab, so
// nothing typed in the tool is lost.
import { el } from "./ui.js";

export const RULES_PAGE = "rules.html";

const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function linksOf(facts, tool, game) {
  const forGame = (game && facts.variants.find((v) => v.key === game)?.rules) || [];
  const ranges = (game && facts.rules.range_tools?.includes(tool) && facts.rules.ranges?.[game]) || [];
  const seen = new Set();
  return [...forGame, ...(facts.rules.tools[tool] || []), ...ranges].filter((link) => !seen.has(link.anchor) && seen.add(link.anchor));
}

const href = (link) => `${RULES_PAGE}#${encodeURIComponent(link.anchor)}`;

// The line's static markup. `extra`: static HTML after the sections (e.g. a Project Euler link).
export function rulesLineMarkup(facts, tool, { game = null, extra = "" } = {}) {
  const links = linksOf(facts, tool, game).map((link) =>
    `<a href="${href(link)}" target="_blank" rel="noopener" data-rules-anchor="${escapeHtml(link.anchor)}">${escapeHtml(link.title)}</a>`);
  return `<p class="rules-links" data-testid="${tool}-rules-links">Rules: <span class="rules-sections">${links.join(" · ")}</span>${extra ? ` · ${extra}` : ""}</p>`;
}

// Show the sections of the game now chosen (on a change of game, and a game set from a link).
export function followGameRules(section, facts, tool, game) {
  const span = section.querySelector(`[data-testid="${tool}-rules-links"] .rules-sections`);
  if (!span) return;
  const parts = linksOf(facts, tool, game).flatMap((link, i) => [
    ...(i ? [" · "] : []),
    el("a", { href: href(link), target: "_blank", rel: "noopener", "data-rules-anchor": link.anchor }, link.title),
  ]);
  span.replaceChildren(...parts);
}
