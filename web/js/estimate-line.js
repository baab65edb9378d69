// The estimated time of a tool's job, shown beside its Run button before Run: Python's `estimate`
// (its seconds in words and, past the time limit — Python's, sent with the estimate — what to
// lower: Run would be refused). Asked again a moment after the inputs change; quiet while they
// are not valid yet (Run names the field at fault). No number or limit lives here. `label` names
// the job when the tool has more than one (range hits: "Every flop"). Run may send the estimate
// shown with its parameters (withShown), so that its time check agrees with the line, and ask which
// method the estimate says the job will run (methodOf: Python's, for a job that counts or samples).
import { el, lastAsked } from "./ui.js";
import { humanDuration } from "./words.js";

const SETTLE_MS = 500; // ask once the typing pauses
const PENDING_MS = 700; // an estimate slower than this (a wide Omaha range's set-up, timed) says it is coming

export function estimateLine(python, { action, params, fields, lineEl, label = "Estimated time" }) {
  let timer = null;
  const ask = lastAsked();
  let shown = null; // the estimate on the line: { params (as JSON), seconds, method }
  async function update() {
    const current = ask();
    const asking = params();
    let response;
    let saidPending = false;
    const pending = setTimeout(() => {
      if (!current()) return;
      lineEl.replaceChildren(`${label}: working it out…`);
      saidPending = true;
    }, PENDING_MS);
    try {
      response = await python.call("estimate", { action, params: asking }, { quick: true });
    } catch (error) {
      if (saidPending && current()) lineEl.replaceChildren(); // no estimate is coming for these inputs
      if (error?.name === "BusyError" && current()) retry(); // every worker busy: ask again shortly
      return; // cancelled or restarting: the line stays as it was
    } finally {
      clearTimeout(pending);
    }
    if (!current()) return; // a newer question is on its way
    shown = null;
    if (!response.ok || (response.result.seconds === null && !response.result.refused)) {
      lineEl.replaceChildren();
      return;
    }
    const over = (words) => el("strong", { "data-testid": `${lineEl.dataset.testid}-over` }, words); // Run would refuse
    if (response.result.seconds === null) { // the method asked for cannot run: Run would say this
      lineEl.replaceChildren(`${label}: `, over(`${response.result.refused}.`));
      return;
    }
    shown = { params: JSON.stringify(asking), seconds: response.result.seconds, method: response.result.method };
    const { text, refused, lower, limit_seconds: limit } = response.result;
    lineEl.replaceChildren(`${label}: ${text}.`, ...(refused
      ? [" ", over(`Over the limit of ${humanDuration(limit).replace(/^about /, "")}: ask for ${lower}.`)] : []));
  }
  // An edit empties the line at once: the figure on it was for the inputs before (a helper saw
  // "about 2 seconds" stay up for a spot that took 12 s), until this one's estimate arrives.
  const retry = () => { clearTimeout(timer); timer = setTimeout(update, SETTLE_MS); };
  const later = () => {
    if (shown && shown.params === JSON.stringify(params())) return; // a change event after the edit estimated
    ask(); // an estimate still on its way answers inputs that are gone
    shown = null;
    lineEl.replaceChildren();
    retry();
  };
  for (const field of fields) field.addEventListener("input", later);
  for (const field of fields) field.addEventListener("change", later);
  // Run's parameters with the estimate shown for these very parameters (Python's
  // estimated_seconds), so that Run's time check says what the line said; unchanged otherwise.
  const withShown = (runParams) => (shown && shown.params === JSON.stringify(runParams)
    ? { ...runParams, estimated_seconds: shown.seconds } : runParams);
  // The method the estimate on the line says these very parameters will run; null when none is shown.
  const methodOf = (runParams) => (shown && shown.params === JSON.stringify(runParams) ? shown.method : null);
  return { update: later, withShown, methodOf };
}

