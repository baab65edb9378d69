// The page's side of Python: a small pool of workers, each a whole Python booted from the
// snapshot (about a second). A call goes to an idle worker; when every worker is busy another
// starts, up to MAX_WORKERS; beyond that a call queues, and says what it waits behind. Cancel or a
// crash ends only the worker concerned. No solver logic lives here.
//
//   const job = python.call(action, params, { onProgress, onQueued, quick });
//   job.cancel();                     // this call only (python.cancel(job) does the same)
//   python.cancel();                  // every call, running or queued
//   python.ready, python.state, python.busy, python.info, python.running, python.queued
//   const mine = python.forTool("Equity");  // the same pool; its calls say which tool asked (queue line)
//   python.recent                     // the last calls answered: { id, action, pythonMs, roundTripMs } (benchmarks)

export class CancelledError extends Error {
  constructor() {
    super("Cancelled");
    this.name = "CancelledError";
  }
}

// A `quick` call (say, greying the cards already typed) is refused at once rather than queued
// behind long jobs when every worker is busy and no other may start.
export class BusyError extends Error {
  constructor(behind) {
    super(`Python is busy with ${behind.join(", ")}`);
    this.name = "BusyError";
  }
}

export const MAX_WORKERS = 3;
const RECENT_CALLS = 50; // how many answered calls python.recent keeps
const SPARE_AFTER_MS = 400; // a (not quick) call still running this long gets a spare worker started beside it
const IDLE_EXTRA_MS = 60_000; // an extra worker idle this long is stopped (each is a whole Python: 32 MB and more)

// A worker's answer as an object, or an Error saying why it cannot be read (never a throw: a
// throw here would leave the call pending forever and the progress bar stuck).
function parseResponse(text) {
  try {
    const response = JSON.parse(text);
    if (response && typeof response === "object" && typeof response.ok === "boolean") return response;
    return new Error("Python's answer was not a response object; the worker has been restarted. Please try again.");
  } catch (err) {
    return new Error(`Python's answer could not be read (${String(err && err.message ? err.message : err).slice(0, 120)}); the worker has been restarted. Please try again.`);
  }
}

class Slot {
  constructor(pool, note) {
    this.pool = pool;
    this.note = note; // what the status says while this worker loads (null: the worker's own stage)
    this.state = "loading";
    this.call = null;
    this.idleTimer = null;
    this.worker = new Worker(pool.workerURL, { type: "module" });
    this.worker.onmessage = (event) => pool.receive(this, event.data);
    this.worker.onerror = (event) => {
      event.preventDefault();
      pool.crashed(this, event.message || "the Python worker stopped");
    };
  }

  stop() {
    clearTimeout(this.idleTimer);
    this.worker.terminate();
    this.state = "stopped";
  }
}

export class PythonWorker {
  constructor({ onStatus } = {}) {
    this.onStatus = onStatus || (() => {});
    this.nextId = 1;
    this.slots = [];
    this.queue = [];
    this.calls = new WeakMap(); // promise returned by call() -> its call record
    this.spareTimer = null;
    this.garble = null; // tests: the action whose next answer comes back garbled
    this.recent = []; // the last RECENT_CALLS answered calls, oldest first: where a job's time went
    const url = new URL("../worker.js", import.meta.url);
    const page = new URL(location.href).searchParams;
    for (const name of ["loader", "boot"]) if (page.get(name)) url.searchParams.set(name, page.get(name));
    this.workerURL = url;
    this.state = "loading";
    this.newReady();
    this.spawn(null);
  }

  newReady() {
    this.ready = new Promise((resolve, reject) => {
      this.resolveReady = resolve;
      this.rejectReady = reject;
    });
    this.ready.catch(() => {});
  }

  spawn(note) {
    const slot = new Slot(this, note);
    this.slots.push(slot);
    if (this.state !== "ready") this.onStatus({ state: "loading", progress: 0, message: note || "Loading Python…" });
    return slot;
  }

  receive(slot, message) {
    if (slot.state === "stopped") return;
    if (message.type === "status") {
      if (this.state !== "ready" && this.leader() === slot) {
        this.onStatus({ state: "loading", progress: message.progress, message: slot.note || message.message, stage: message.stage });
      }
    } else if (message.type === "ready") {
      slot.state = "ready";
      this.startFailed = false;
      this.info = message.info;
      if (this.state !== "ready") {
        this.state = "ready";
        this.onStatus({ state: "ready", progress: 1, message: "Python ready", info: message.info });
        this.resolveReady(message.info);
      }
      this.settle(slot);
    } else if (message.type === "error") {
      this.remove(slot);
      this.startFailed = true; // no more extra workers until one starts again (no retry loop)
      if (this.slots.length === 0) {
        this.state = "error";
        this.onStatus({ state: "error", message: message.message });
        this.rejectReady(new Error(message.message));
        for (const call of this.queue.splice(0)) this.finish(call, null, new Error(message.message));
      } else {
        this.pump();
      }
    } else if (message.type === "fatal") {
      this.crashed(slot, message.message);
    } else if (message.type === "progress") {
      if (slot.call && slot.call.id === message.id && slot.call.onProgress) slot.call.onProgress(message.fraction);
    } else if (message.type === "result") {
      const call = slot.call;
      if (!call || call.id !== message.id) return;
      const response = parseResponse(message.response);
      if (response instanceof Error) {
        // Python broke its own contract (handle() always answers a JSON object): the job ends with
        // that said, and this worker, which can no longer be trusted, gives way to a fresh one.
        this.replace(slot, () => response, "Restarting Python…");
        return;
      }
      slot.call = null;
      this.recent.push({ id: call.id, action: call.action, pythonMs: message.pythonMs, roundTripMs: performance.now() - call.sentAt });
      if (this.recent.length > RECENT_CALLS) this.recent.shift();
      this.finish(call, response, null);
      this.settle(slot);
    }
  }

  // The worker whose loading stage the status line shows: the oldest one still loading.
  leader() {
    return this.slots.find((slot) => slot.state === "loading") || null;
  }

  // Resolves to the response object {ok, result} or {ok: false, error}; rejects only with
  // CancelledError (cancelled), BusyError (a quick call with every worker busy) or an Error (the
  // worker died; it restarts by itself). The promise has .cancel(), .action and .queued() (still
  // waiting for a worker: cancelling it then costs nothing).
  // `tool` is the label of the tab that asked (the queue line names it, never the action); a
  // queued call's onQueued hears { behind: actions, tools: those tabs' labels, position }.
  // `background`: work nobody waits for (a tab building its tables while the user types): it runs
  // only on a worker that is idle now, is dropped otherwise (BusyError), starts no worker, and is
  // never named in a queue line: a user's call that finds every worker busy with background work
  // gets a worker of its own at once, and its line says Python is starting, not "Waiting for the
  // Equity job" (#37 item 8).
  // `onStart` hears when a worker takes the call (a line saying Python is loading can then say the job).
  call(action, params = {}, { onProgress, onQueued, onStart, quick = false, tool = null, background = false } = {}) {
    const call = {
      id: this.nextId++, action, onProgress, onQueued, onStart, quick: quick || background, background, tool, state: "queued", slot: null,
      request: JSON.stringify({ action, params }),
    };
    const promise = new Promise((resolve, reject) => Object.assign(call, { resolve, reject }));
    promise.cancel = () => this.cancel(promise);
    promise.action = action;
    promise.queued = () => call.state === "queued";
    this.calls.set(promise, call);
    if (this.state === "error") {
      this.finish(call, null, new Error("Python failed to start; reload the page to try again."));
      return promise;
    }
    if (background) {
      const idle = this.slots.find((slot) => slot.state === "ready" && !slot.call);
      if (!idle || this.queue.length) this.finish(call, null, new BusyError([]));
      else this.dispatch(idle, call);
      return promise;
    }
    this.queue.push(call);
    this.pump();
    return promise;
  }

  // Hand queued calls to idle workers; start workers for the rest (up to MAX_WORKERS); tell the
  // calls that still wait what they wait behind.
  pump() {
    for (;;) {
      const idle = this.slots.find((slot) => slot.state === "ready" && !slot.call);
      if (!idle || this.queue.length === 0) break;
      this.dispatch(idle, this.queue.shift());
    }
    const loading = this.slots.filter((slot) => slot.state === "loading").length;
    let missing = this.queue.length - loading;
    while (missing-- > 0 && this.slots.length < MAX_WORKERS && !this.startFailed) this.spawn(null);
    const coming = this.slots.filter((slot) => slot.state === "loading").length;
    const seen = this.running.filter((call) => !call.background); // background work is never named
    const behind = seen.map((call) => call.action);
    const tools = [...new Set(seen.map((call) => call.tool))]; // null: a call no tab made
    const waiting = this.queue.slice(coming); // the first `coming` calls get the workers starting
    for (const call of waiting.filter((call) => call.quick)) {
      this.queue = this.queue.filter((other) => other !== call);
      this.finish(call, null, new BusyError(behind));
    }
    waiting.filter((call) => !call.quick).forEach((call, index) => {
      if (call.onQueued && seen.length) call.onQueued({ behind, tools, position: index + 1 });
    });
    this.planSpare();
  }

  dispatch(slot, call) {
    clearTimeout(slot.idleTimer);
    slot.call = call;
    call.slot = slot;
    call.ranOn = slot;
    call.state = "running";
    call.sentAt = performance.now();
    const garble = this.garble === call.action;
    if (garble) this.garble = null;
    slot.worker.postMessage({ type: "call", id: call.id, request: call.request, ...(garble ? { garble } : {}) });
    call.onStart?.();
  }

  // A long job should not make the next call wait for a worker to boot: when every worker is busy
  // for a while, start one more in advance (quick calls never trigger it).
  planSpare() {
    clearTimeout(this.spareTimer);
    const wanted = () => this.slots.length < MAX_WORKERS && !this.startFailed && this.running.some((call) => !call.quick)
      && !this.slots.some((slot) => slot.state === "loading" || (slot.state === "ready" && !slot.call));
    if (!wanted()) return;
    this.spareTimer = setTimeout(() => {
      if (wanted()) this.spawn(null);
    }, SPARE_AFTER_MS);
  }

  // A worker became idle: give it queued work; an idle worker beside others is stopped later.
  settle(slot) {
    this.pump();
    if (!slot.call && slot.state === "ready" && this.slots.length > 1) {
      clearTimeout(slot.idleTimer);
      slot.idleTimer = setTimeout(() => {
        if (!slot.call && this.slots.length > 1) this.remove(slot);
      }, IDLE_EXTRA_MS);
    }
  }

  finish(call, response, error) {
    call.state = "done";
    call.slot = null;
    if (error) call.reject(error);
    else call.resolve(response);
  }

  remove(slot) {
    slot.stop();
    this.slots = this.slots.filter((other) => other !== slot);
  }

  get running() {
    return this.slots.filter((slot) => slot.call).map((slot) => slot.call);
  }

  get queued() {
    return this.queue.map((call) => ({ action: call.action, behind: this.running.map((other) => other.action) }));
  }

  get busy() {
    return this.running.length > 0 || this.queue.length > 0;
  }

  // The same pool as seen by one tool: its calls carry the tool's label (unless they name one).
  forTool(label) {
    return new Proxy(this, {
      get(pool, key) {
        if (key === "call") return (action, params, options = {}) => pool.call(action, params, { tool: label, ...options });
        const value = Reflect.get(pool, key, pool);
        return typeof value === "function" ? value.bind(pool) : value;
      },
    });
  }

  // cancel(job): stop that call (its worker is restarted); cancel(): stop every call.
  cancel(job) {
    if (job === undefined) {
      for (const call of this.queue.splice(0)) this.finish(call, null, new CancelledError());
      const busy = this.slots.filter((slot) => slot.call || slot.state === "loading");
      busy.forEach((slot, index) => this.replace(slot, () => new CancelledError(), "Restarting Python…", index === busy.length - 1));
      return;
    }
    const call = this.calls.get(job) || job;
    if (!call || call.state === "done") return;
    if (call.state === "queued") {
      this.queue = this.queue.filter((other) => other !== call);
      this.finish(call, null, new CancelledError());
      this.pump();
    } else {
      this.replace(call.slot, () => new CancelledError(), "Restarting Python…");
    }
  }

  crashed(slot, reason) {
    if (slot.state === "stopped") return;
    this.replace(slot, () => new Error(`The Python worker stopped (${reason}); it has been restarted.`),
      "Python stopped unexpectedly; restarting…");
  }

  // End one worker (and the call it runs) and start a fresh one in its place (unless `restart` is
  // false and other workers are left).
  replace(slot, makeError, note, restart = true) {
    const call = slot.call;
    slot.call = null;
    this.remove(slot);
    const noneReady = !this.slots.some((other) => other.state === "ready");
    if (noneReady) {
      if (this.state !== "ready") this.rejectReady(makeError());
      this.newReady();
      this.state = "loading";
      for (const other of this.slots) other.note = note;
    }
    if (restart || this.slots.length === 0) this.spawn(noneReady ? note : null);
    else if (noneReady) this.onStatus({ state: "loading", progress: 0, message: note });
    if (call) this.finish(call, null, makeError());
    this.pump();
  }

  // For tests: the next call of `action` is answered with text that is not JSON (as Python's
  // "Infinity" once was), to check that the job still ends and its worker is replaced.
  simulateGarbledAnswer(action) {
    this.garble = action;
  }

  // For tests: make a worker fail the way a real fault would (an uncaught error inside it): the
  // one that ran `job`, or every worker. (A worker busy in Python reads the order only when free.)
  simulateCrash(job) {
    const call = job ? this.calls.get(job) || job : null;
    const slots = call ? [call.ranOn].filter((slot) => slot && slot.state !== "stopped") : [...this.slots];
    for (const slot of slots) slot.worker.postMessage({ type: "crash" });
  }
}
