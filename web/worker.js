// The Python worker: loads Pyodide from the site's own files, installs the cardlab wheel, and
// answers requests through ONE entry point, cardlab.api.handle(request_json, progress).
// Messages in:  {type: "call", id, request}      (request: a JSON string)
//               {type: "crash"}                  (tests: die the way a broken worker does)
// Messages out: {type: "status", progress, message} while loading, then {type: "ready", info}
//               or {type: "error", message}; per call {type: "progress", id, fraction} and
//               {type: "result", id, response} (response: a JSON string);
//               {type: "fatal", message} when the Python runtime itself broke (the page then
//               replaces this worker with a fresh one).
import { loadPyodide } from "./pyodide/pyodide.mjs";

// Replaced by the build with the real byte count of pyodide.asm.wasm + python_stdlib.zip.
const RUNTIME_BYTES = 12143855;
const params = new URL(self.location.href).searchParams;
const loader = params.get("loader") === "micropip" ? "micropip" : "lock";

let downloaded = 0;
function status(progress, message) {
  self.postMessage({ type: "status", progress, message });
}

// Count the bytes of the two big runtime downloads as they stream in, for a real progress bar.
const realFetch = self.fetch.bind(self);
self.fetch = async (input, init) => {
  const response = await realFetch(input, init);
  const url = String(input && input.url ? input.url : input).split("?")[0];
  if (!/\.(wasm|zip)$/.test(url) || !response.body) return response;
  const reader = response.body.getReader();
  const counted = new ReadableStream({
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) {
        controller.close();
        return;
      }
      downloaded += value.byteLength;
      const share = Math.min(downloaded / RUNTIME_BYTES, 1);
      status(Math.round(share * 80) / 100, "Loading Python…");
      controller.enqueue(value);
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
  return new Response(counted, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
};

async function installCardlab(pyodide) {
  if (loader === "micropip") {
    const info = await (await realFetch("./build-info.json", { cache: "no-cache" })).json();
    await pyodide.loadPackage("micropip", { messageCallback: () => {} });
    const micropip = pyodide.pyimport("micropip");
    await micropip.install(new URL(info.wheel, new URL("./", self.location.href)).href, { deps: false });
  } else {
    await pyodide.loadPackage("cardlab", { messageCallback: () => {} });
  }
}

async function start() {
  status(0, "Loading Python…");
  const pyodide = await loadPyodide({ indexURL: "./pyodide/", stdout: () => {}, stderr: () => {} });
  status(0.9, "Installing Card Lab…");
  await installCardlab(pyodide);
  const api = pyodide.pyimport("cardlab.api");
  const info = JSON.parse(api.handle(JSON.stringify({ action: "version" }))).result;
  return { api, info: { ...info, loader } };
}

const booted = start();
booted.then(
  ({ info }) => self.postMessage({ type: "ready", info }),
  (err) => self.postMessage({ type: "error", message: `Python failed to start: ${err && err.message ? err.message : err}` }),
);

self.onmessage = async (event) => {
  const message = event.data;
  if (message.type === "crash") {
    // An uncaught error, as a real fault in the worker would raise; the page sees it as `error`.
    setTimeout(() => {
      throw new Error("simulated crash");
    });
    return;
  }
  if (message.type !== "call") return;
  const { api } = await booted;
  let lastSent = 0;
  const progress = (fraction) => {
    const now = performance.now();
    if (now - lastSent < 50 && fraction < 1) return;
    lastSent = now;
    self.postMessage({ type: "progress", id: message.id, fraction: Number(fraction) });
  };
  let response;
  try {
    // handle() answers every Python error itself, so a throw here means the runtime is broken
    // (a WebAssembly trap, a fatal Pyodide error): this worker cannot be trusted any more.
    response = api.handle(message.request, progress);
  } catch (err) {
    self.postMessage({ type: "fatal", message: String(err && err.message ? err.message : err).slice(0, 300) });
    self.close();
    return;
  }
  self.postMessage({ type: "result", id: message.id, response });
};
