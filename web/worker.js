// The Python worker: boots Pyodide from the site's own files and answers requests through ONE
// entry point, cardlab.api.handle(request_json, progress).
//
// Boot: from the memory snapshot the build made (Python started, Card Lab imported: about a
// second), else the ordinary way (Pyodide's own start-up, then loadPackage("cardlab")). The
// snapshot path is dropped, silently, for the ordinary one when the snapshot is missing, fails its
// checksum, is from another build, or DecompressionStream is missing; `?boot=plain` forces the
// ordinary boot and `?loader=micropip` installs the wheel with micropip (both for benchmarks).
//
// Messages in:  {type: "call", id, request}      (request: a JSON string)
//               {type: "crash"}                  (tests: die the way a broken worker does)
// Messages out: {type: "status", stage, progress, message} while booting, then
//               {type: "ready", info} or {type: "error", message}; per call
//               {type: "progress", id, fraction} and {type: "result", id, response} (a JSON
//               string); {type: "fatal", message} when the Python runtime itself broke (the page
//               then replaces this worker with a fresh one).
import { loadPyodide } from "./pyodide/pyodide.mjs";

const params = new URL(self.location.href).searchParams;
const loader = params.get("loader") === "micropip" ? "micropip" : "lock";
const wantSnapshot = params.get("boot") !== "plain" && loader === "lock";
const siteURL = new URL("./", self.location.href);
const RUNTIME = ["pyodide/pyodide.asm.mjs", "pyodide/pyodide.asm.wasm", "pyodide/python_stdlib.zip", "pyodide/pyodide-lock.json"];
const quiet = { stdout: () => {}, stderr: () => {} };
const started = performance.now();

// The bar never moves back, not even when a failed snapshot boot gives way to the ordinary one.
let shown = 0;
function status(stage, progress, message) {
  shown = Math.max(shown, progress);
  self.postMessage({ type: "status", stage, progress: shown, message });
}

const MB = (bytes) => (bytes / 1e6).toFixed(1);

// Real bytes: the snapshot is counted as it streams in; the runtime files Pyodide fetches itself
// are counted when the browser reports them complete (Resource Timing). Reading those responses
// ourselves would mean rebuilding them, and Chromium then stops caching the compiled wasm.
class DownloadMeter {
  constructor(sizes, share, whenDone) {
    this.sizes = sizes; // site-relative path -> bytes expected
    this.share = share; // the part of the status bar the downloads fill
    this.whenDone = whenDone; // the status once everything is in
    this.done = new Map();
    this.total = Object.values(sizes).reduce((a, b) => a + b, 0);
    this.stopped = false;
    this.observer = typeof PerformanceObserver === "function"
      ? new PerformanceObserver((list) => list.getEntries().forEach((entry) => this.finished(entry.name)))
      : null;
    try {
      this.observer?.observe({ type: "resource", buffered: true });
    } catch {
      this.observer = null;
    }
    this.report();
  }

  finished(url) {
    const path = decodeURIComponent(new URL(url).pathname).slice(decodeURIComponent(siteURL.pathname).length);
    if (path in this.sizes) this.set(path, this.sizes[path]);
  }

  set(path, bytes) {
    this.done.set(path, Math.min(bytes, this.sizes[path]));
    this.report();
  }

  report() {
    if (this.stopped) return;
    const got = [...this.done.values()].reduce((a, b) => a + b, 0);
    if (got < this.total) status("download", (this.share * got) / this.total, `Loading Python… ${MB(got)} of ${MB(this.total)} MB`);
    else this.finish();
  }

  // Also called by Pyodide's fsInit hook: the runtime is downloaded and compiled, and Python's own
  // start (or the snapshot's restore) begins.
  finish() {
    if (this.stopped) return;
    this.stop();
    this.completedAt = performance.now() - started;
    status("start", this.share, this.whenDone);
  }

  stop() {
    this.stopped = true;
    this.observer?.disconnect();
  }
}

async function fetchOk(path, init) {
  const response = await fetch(new URL(path, siteURL), init);
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return response;
}

function hex(buffer) {
  return [...new Uint8Array(buffer)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

// The snapshot, gunzipped while it streams in; its gzip bytes must have the sha256 the build wrote
// (a damaged snapshot could otherwise restore into a Python that hangs).
async function downloadSnapshot(snapshot, meter) {
  const response = await fetchOk(snapshot.file);
  const unzip = new DecompressionStream("gzip");
  const writer = unzip.writable.getWriter();
  const inflated = new Response(unzip.readable).arrayBuffer();
  inflated.catch(() => {});
  const chunks = [];
  let received = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    meter.set(snapshot.file, received);
    await writer.write(value);
  }
  await writer.close();
  if (crypto.subtle) {
    const digest = hex(await crypto.subtle.digest("SHA-256", await new Blob(chunks).arrayBuffer()));
    if (digest !== snapshot.sha256) throw new Error(`snapshot checksum ${digest.slice(0, 12)}… is not the build's ${snapshot.sha256.slice(0, 12)}…`);
  }
  const bytes = new Uint8Array(await inflated);
  if (bytes.byteLength !== snapshot.raw_bytes) throw new Error(`snapshot is ${bytes.byteLength} bytes, expected ${snapshot.raw_bytes}`);
  return { bytes, packed: new Blob(chunks) };
}

// The snapshot and the wheel have their hash in their path; once checked they go into the cache
// the service worker keeps such files in (see web/sw.js), so its offline copy of the site does not
// download them a second time.
async function keepForOffline(path, body, type) {
  try {
    const cache = await caches.open(`cardlab ${siteURL.pathname} pinned`);
    const url = new URL(path, siteURL);
    if (await cache.match(url)) return;
    await cache.put(url, new Response(body, { headers: { "Content-Type": type, "Content-Length": String(body.size) } }));
  } catch {
    // no Cache Storage here (private mode, an insecure origin): the service worker fetches them
  }
}

// The files of a wheel (a zip: stored or deflated entries), unpacked with the browser's own
// inflater; Pyodide's unpackArchive does the same in Python, ten times slower.
async function* wheelFiles(buffer) {
  const view = new DataView(buffer);
  let end = buffer.byteLength - 22;
  while (end >= 0 && view.getUint32(end, true) !== 0x06054b50) end--;
  if (end < 0) throw new Error("the wheel is not a zip file");
  let entry = view.getUint32(end + 16, true);
  const names = new TextDecoder();
  for (let count = view.getUint16(end + 10, true); count > 0; count--) {
    if (view.getUint32(entry, true) !== 0x02014b50) throw new Error("the wheel's zip directory is damaged");
    const method = view.getUint16(entry + 10, true);
    const size = view.getUint32(entry + 20, true);
    const nameLength = view.getUint16(entry + 28, true);
    const skip = nameLength + view.getUint16(entry + 30, true) + view.getUint16(entry + 32, true);
    const name = names.decode(new Uint8Array(buffer, entry + 46, nameLength));
    const local = view.getUint32(entry + 42, true);
    const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    const packed = new Uint8Array(buffer, start, size);
    entry += 46 + skip;
    if (name.endsWith("/")) continue;
    if (method === 0) yield [name, packed];
    else if (method === 8) {
      const inflated = new Blob([packed]).stream().pipeThrough(new DecompressionStream("deflate-raw"));
      yield [name, new Uint8Array(await new Response(inflated).arrayBuffer())];
    } else throw new Error(`the wheel uses zip method ${method}`);
  }
}

async function unpackWheel(pyodide, buffer, sitePackages) {
  for await (const [name, bytes] of wheelFiles(buffer)) {
    if (name.split("/").includes("..")) throw new Error(`the wheel holds a path outside site-packages: ${name}`);
    const path = `${sitePackages}/${name}`;
    pyodide.FS.mkdirTree(path.slice(0, path.lastIndexOf("/")));
    pyodide.FS.writeFile(path, bytes);
  }
}

// What a memory snapshot does not hold: fresh random state (the snapshot's would repeat on every
// visit) and an up-to-date view of the file system. _cardlab_check says "" when the restored
// Python is the one this site was built with and the wheel's files are in place.
const REPAIR = `
import importlib, importlib.util, os, random, sys
importlib.invalidate_caches()
random.seed()
if "tempfile" in sys.modules:
    sys.modules["tempfile"]._name_sequence = None
def _cardlab_check(expected, version):
    taken = getattr(sys, "_cardlab_snapshot_wheel", None)
    if taken != expected:
        return f"the snapshot holds wheel {taken}, the site ships {expected}"
    site = os.path.dirname(os.path.dirname(importlib.util.find_spec("cardlab").origin))
    if importlib.util.find_spec("cardlab.cli") is None or not os.path.isdir(f"{site}/cardlab-{version}.dist-info"):
        return "the wheel's files are missing after the restore"
    return ""
`;

async function bootFromSnapshot(info) {
  if (typeof DecompressionStream !== "function") throw new Error("DecompressionStream is not available");
  if (!info.snapshot) throw new Error("this build has no snapshot");
  const sizes = { ...pick(info.sizes, RUNTIME), [info.snapshot.file]: info.snapshot.bytes };
  const meter = new DownloadMeter(sizes, 0.85, "Starting Python…");
  // Handed to loadPyodide as a promise: the runtime downloads and compiles meanwhile.
  const snapshot = downloadSnapshot(info.snapshot, meter);
  snapshot.catch(() => {});
  const bytes = snapshot.then((downloaded) => downloaded.bytes);
  bytes.catch(() => {}); // loadPyodide reports it, once it gets there
  const wheel = fetchOk(info.wheel).then((r) => r.arrayBuffer());
  wheel.catch(() => {});
  try {
    const pyodide = await loadPyodide({ indexURL: "./pyodide/", _loadSnapshot: bytes, fsInit: async () => meter.finish(), ...quiet });
    meter.stop();
    status("install", 0.95, "Installing Card Lab…");
    const sitePackages = pyodide.runPython("import sys; next(p for p in sys.path if p.endswith('/site-packages'))");
    await unpackWheel(pyodide, await wheel, sitePackages);
    pyodide.runPython(REPAIR);
    const check = pyodide.globals.get("_cardlab_check");
    const problem = check(info.sha256, info.version);
    check.destroy();
    pyodide.runPython("del _cardlab_check");
    if (problem) throw new Error(problem);
    keepForOffline(info.snapshot.file, (await snapshot).packed, "application/gzip");
    keepForOffline(info.wheel, new Blob([await wheel]), "application/zip");
    return { pyodide, downloaded: meter.completedAt };
  } finally {
    meter.stop();
  }
}

async function bootPlain(info) {
  const meter = new DownloadMeter(pick(info.sizes, [...RUNTIME, info.wheel]), 0.3, "Starting Python…");
  try {
    const pyodide = await loadPyodide({ indexURL: "./pyodide/", fsInit: async () => meter.finish(), ...quiet });
    const downloaded = meter.completedAt;
    meter.stop();
    status("install", 0.85, "Installing Card Lab…");
    if (loader === "micropip") {
      await pyodide.loadPackage("micropip", { messageCallback: () => {} });
      await pyodide.pyimport("micropip").install(new URL(info.wheel, siteURL).href, { deps: false });
    } else {
      await pyodide.loadPackage("cardlab", { messageCallback: () => {} });
    }
    return { pyodide, downloaded };
  } finally {
    meter.stop();
  }
}

function pick(sizes, paths) {
  return Object.fromEntries(paths.filter((path) => sizes && path in sizes).map((path) => [path, sizes[path]]));
}

async function start() {
  status("download", 0, "Loading Python…");
  const info = await (await fetchOk("build-info.json", { cache: "no-cache" })).json();
  let booted = null;
  let fallback = null;
  if (wantSnapshot) {
    try {
      booted = await bootFromSnapshot(info);
    } catch (err) {
      fallback = String(err && err.message ? err.message : err).split("\n")[0].slice(0, 200);
    }
  }
  const boot = booted ? "snapshot" : "plain";
  booted ??= await bootPlain(info);
  const api = booted.pyodide.pyimport("cardlab.api");
  const version = JSON.parse(api.handle(JSON.stringify({ action: "version" }))).result;
  const timings = { downloaded: booted.downloaded ?? null, ready: performance.now() - started };
  return { api, info: { ...version, loader, boot, fallback, timings } };
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
