// Every tool of the page, in tab order. A tool is a module exporting
//   { id, label, markup(facts) -> the section's static HTML, create(section, ctx) -> { restore(params) } }
// and the page grows by adding one here: tabs, sections and routing all come from this list.
import { badugiTool } from "./tools/badugi.js";
import { countsTool } from "./tools/counts.js";
import { drawTool } from "./tools/draw.js";
import { equityTool } from "./tools/equity.js";
import { hitsTool } from "./tools/hits.js";
import { historyTool } from "./tools/history.js";
import { pokerTool } from "./tools/poker.js";
import { preflopTool } from "./tools/preflop.js";
import { silverDollarTool } from "./tools/silver-dollar.js";

export const TOOLS = [pokerTool, equityTool, preflopTool, hitsTool, badugiTool, drawTool, countsTool, silverDollarTool];
TOOLS.push(historyTool); // hand histories (#36)
