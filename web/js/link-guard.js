// A shared link runs its job at once only when Python estimates the work quick; a longer job
// waits for a click, and the result area says how long it will take. The threshold and the
// estimate are Python's (meta limits.link_seconds, the `estimate` action); no number lives here.
// The link's inputs replace the fields: whatever job was on its way to the result area answers
// inputs no longer shown, and is dropped (forgetJob); `run` must then start even while that job's
// button rests.
import { el, forgetJob, lastAsked } from "./ui.js";

const links = new WeakMap(); // result area -> its lastAsked(): only the last link opened there decides (Back then Forward: two)

export async function runLinkIfQuick(python, facts, { action, params, run, resultEl, testid, button }) {
  forgetJob(resultEl);
  if (!links.has(resultEl)) links.set(resultEl, lastAsked());
  const current = links.get(resultEl)();
  let estimate = null;
  try {
    const response = await python.call("estimate", { action, params });
    // A later link's estimate may come first (another worker): only the last link opened decides.
    if (!current()) return;
    // An input error: running says it, next to the field, at no cost.
    if (!response.ok) return run();
    estimate = response.result;
  } catch {
    return; // cancelled or restarting: the inputs stand, and the button runs them
  }
  if (estimate.seconds === null || estimate.seconds <= facts.limits.link_seconds) return run();
  resultEl.replaceChildren(el("p", { class: "muted", "data-testid": testid },
    `This link's job takes ${estimate.text}; it starts when you press ${button}.`));
}
