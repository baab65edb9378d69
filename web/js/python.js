// The page's side of the Python worker: start it, track its status, call the one JSON entry point,
// and recover (restart) after a cancel or a crash. No solver logic lives here.

export class CancelledError extends Error {
  constructor() {
    super("Cancelled");
    this.name = "CancelledError";
  }
}

export class PythonWorker {
  constructor({ onStatus } = {}) {
    this.onStatus = onStatus || (() => {});
    this.nextId = 1;
    this.pending = new Map();
    this.loader = new URL(location.href).searchParams.get("loader");
    this.start();
  }

  // restartNote: what the status line says while a restart loads (null on the first load).
  start(restartNote = null) {
    const url = new URL("../worker.js", import.meta.url);
    if (this.loader) url.searchParams.set("loader", this.loader);
    this.state = "loading";
    this.restartNote = restartNote;
    this.ready = new Promise((resolve, reject) => {
      this.resolveReady = resolve;
      this.rejectReady = reject;
    });
    this.ready.catch(() => {});
    this.worker = new Worker(url, { type: "module" });
    this.worker.onmessage = (event) => this.receive(event.data);
    this.worker.onerror = (event) => {
      event.preventDefault();
      this.crashed(event.message || "the Python worker stopped");
    };
    this.onStatus({ state: "loading", progress: 0, message: restartNote || "Loading Python…" });
  }

  receive(message) {
    if (message.type === "status") {
      this.onStatus({ state: "loading", progress: message.progress, message: this.restartNote || message.message });
    } else if (message.type === "ready") {
      this.state = "ready";
      this.info = message.info;
      this.onStatus({ state: "ready", progress: 1, message: "Python ready", info: message.info });
      this.resolveReady(message.info);
    } else if (message.type === "error") {
      this.state = "error";
      this.onStatus({ state: "error", message: message.message });
      this.rejectReady(new Error(message.message));
    } else if (message.type === "fatal") {
      this.crashed(message.message);
    } else if (message.type === "progress") {
      const call = this.pending.get(message.id);
      if (call && call.onProgress) call.onProgress(message.fraction);
    } else if (message.type === "result") {
      const call = this.pending.get(message.id);
      if (!call) return;
      this.pending.delete(message.id);
      call.resolve(JSON.parse(message.response));
    }
  }

  // Resolves to the response object {ok, result} or {ok: false, error}; rejects only with
  // CancelledError (cancel) or an Error (the worker died; it restarts by itself).
  async call(action, params = {}, { onProgress } = {}) {
    await this.ready;
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject, onProgress });
      this.worker.postMessage({ type: "call", id, request: JSON.stringify({ action, params }) });
    });
  }

  get busy() {
    return this.pending.size > 0;
  }

  // Stop whatever Python is doing: terminate the worker and start a fresh one.
  cancel() {
    this.restart(() => new CancelledError(), "Restarting Python…");
  }

  crashed(reason) {
    this.restart(() => new Error(`The Python worker stopped (${reason}); it has been restarted.`),
      "Python stopped unexpectedly; restarting…");
  }

  // For tests: make the worker fail the way a real fault would (an uncaught error inside it).
  simulateCrash() {
    this.worker.postMessage({ type: "crash" });
  }

  restart(makeError, restartNote) {
    this.worker.terminate();
    const calls = [...this.pending.values()];
    this.pending.clear();
    if (this.state !== "ready") this.rejectReady(makeError());
    this.start(restartNote);
    for (const call of calls) call.reject(makeError());
  }
}
