// The Python worker: boots Pyodide from the site's own files and answers requests through ONE
// entry point, cardlab.api.handle(request_json, progress).
//
// Boot: from the memory snapshot the build made (Python started, Card Lab imported: about a
// second), else the ordinary way (Pyodide's own start-up, then loadPackage("cardlab")). The
// snapshot path is dropped, silently, for the ordinary one when the snapshot is missing, fails its
// checksum, is from another build, or DecompressionStream is missing; `?boot=plain` forces the
// ordinary boot and `?loader=micropip` installs the wheel with micropip (both for benchmarks).
//
// Messages in:  {type: "call", id, request}      (request: a JSON string; tests may add
//                                                 garble: true to get the answer back as invalid JSON)
//               {type: "crash"}                  (tests: die the way a broken worker does)
// Messages out: {type: "status", stage, progress, message} while booting, then
//               {type: "ready", info} or {type: "error", message}; per call
//               {type: "progress", id, fraction} and {type: "result", id, response} (a JSON
//               string); {type: "fatal", message} when the Python runtime itself broke (the page
//               then replaces this worker with a fresh one).
import { loadPyodide } from "./pyodide/pyodide.mjs";
import { growingModule } from "./snapshot-memory.mjs";

const params = new URL(self.location.href).searchParams;
const loader = params.get("loader") === "micropip" ? "micropip" : "lock";
const wantSnapshot = params.get("boot") !== "plain" && loader === "lock";
const siteURL = new URL("./", self.location.href);
const WHEEL_COPY = "/tmp/cardlab.whl"; // where the snapshot boot puts the wheel for Python to unpack
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

// --- the load bar: one total of every large file of the boot, counted as its bytes arrive -------
//
// Every file Pyodide fetches for us (pyodide.asm.wasm, python_stdlib.zip, the lock file, the wheel)
// goes through countingFetch, which reads a clone of the response as it streams in and hands Pyodide
// the original (a Response rebuilt from the bytes would lose Chromium's compiled-wasm cache);
// pyodide.asm.mjs, which Pyodide would import() unseen, is fetched the same way first and then
// imported from the HTTP cache; the snapshot is counted as it streams in (downloadSnapshot). The
// total is known before any Content-Length: build-info.json lists every file's size, and the bytes
// counted are the file's own (a host that compresses them on the wire hands over unpacked bytes).
const arrived = new Map(); // site-relative path -> bytes of it read so far (this worker's life)
let meter = null; // the boot attempt's meter, told whenever bytes arrive

function sitePath(url) {
  const base = decodeURIComponent(siteURL.pathname);
  try {
    const path = decodeURIComponent(new URL(url).pathname);
    return new URL(url).origin === siteURL.origin && path.startsWith(base) ? path.slice(base.length) : null;
  } catch {
    return null;
  }
}

function arrive(path, bytes) {
  arrived.set(path, Math.max(arrived.get(path) || 0, bytes));
  meter?.report();
}

const browserFetch = self.fetch.bind(self);
async function countingFetch(resource, init) {
  const response = await browserFetch(resource, init);
  const path = sitePath(resource instanceof Request ? resource.url : new URL(resource, self.location.href).href);
  if (path === null || !path.startsWith("pyodide/") || !response.ok || !response.body) return response;
  const reader = response.clone().body.getReader();
  (async () => {
    let received = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      received += value.byteLength;
      arrive(path, received);
    }
  })().catch(() => {}); // a broken download fails Pyodide's own read of it, which reports it
  return response;
}
self.fetch = countingFetch;

// pyodide.asm.mjs: counted while fetched, then imported (the browser's cache answers the import).
function runtimeModule() {
  const url = new URL("pyodide/pyodide.asm.mjs", siteURL);
  const module = countingFetch(url)
    .then((response) => response.arrayBuffer())
    .catch(() => {}) // the import below reports the failure
    .then(() => import(url.href));
  module.catch(() => {});
  return (settings) => module.then((loaded) => loaded.default(settings));
}

// Once every byte is in, what is left takes about this long (measured on a 2-core machine: the
// snapshot boot's wasm compile and restore 0.2 s after a slow download, 0.9 s after a fast one;
// Python's own start ~2.5 s, then installing the wheel ~0.5 s). The download's share of the bar is
// its share of the time: the time the bytes so far took, scaled to the total, against this
// remainder. On a slow link the bytes fill nearly all of the bar; on a fast one the start gets its
// fair part.
const AFTER_DOWNLOAD_MS = { snapshot: 500, plain: 3000 };
const PLAIN_START_PART = 2500 / 3000; // the plain boot's Python start, of its time after the download

class DownloadMeter {
  constructor(sizes, kind, whenDone) {
    this.sizes = sizes; // site-relative path -> bytes expected
    this.total = Object.values(sizes).reduce((a, b) => a + b, 0);
    this.after = AFTER_DOWNLOAD_MS[kind];
    this.whenDone = whenDone; // the status once every byte is in
    this.stopped = false;
    this.share = 0;
    meter = this;
    this.report();
  }

  // The download's part of the bar: its whole time at the pace so far (since this worker started:
  // after a failed snapshot boot, that time counts too), against the time after it.
  measure(fraction) {
    const download = (performance.now() - started) / fraction;
    this.share = download / (download + this.after);
  }

  got() {
    return Object.keys(this.sizes).reduce((sum, path) => sum + Math.min(arrived.get(path) || 0, this.sizes[path]), 0);
  }

  report() {
    if (this.stopped) return;
    const got = this.got();
    if (got >= this.total) return this.finish();
    const fraction = got / this.total;
    if (fraction > 0) this.measure(fraction);
    status("download", this.share * fraction, `Loading Python… ${MB(got)} of ${MB(this.total)} MB`);
  }

  finish() {
    if (this.stopped) return;
    this.stop();
    this.completedAt = performance.now() - started;
    this.measure(1);
    status("start", this.share, this.whenDone);
  }

  stop() {
    this.stopped = true;
    if (meter === this) meter = null;
  }

  // The bar's position at `part` (0..1) of the time after the download (the plain boot's install).
  at(part) {
    return this.share + (1 - this.share) * part;
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
// (a damaged snapshot could otherwise restore into a Python that hangs). A host that serves the
// .gz with "Content-Encoding: gzip" hands over the snapshot already unpacked (and the browser has
// checked gzip's CRC): then only its size is checked, and the bar counts its bytes in the gzip
// file's scale (the total it was given).
async function downloadSnapshot(snapshot) {
  const response = await fetchOk(snapshot.file);
  const reader = response.body.getReader();
  const chunks = [];
  let received = 0;
  let unzip = null;
  let writer = null;
  let inflated = null;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (chunks.length === 0 && value[0] === 0x1f && value[1] === 0x8b) {
      unzip = new DecompressionStream("gzip");
      writer = unzip.writable.getWriter();
      inflated = new Response(unzip.readable).arrayBuffer();
      inflated.catch(() => {});
    }
    chunks.push(value);
    received += value.byteLength;
    arrive(snapshot.file, writer ? received : Math.floor((received * snapshot.bytes) / snapshot.raw_bytes));
    if (writer) await writer.write(value);
  }
  if (!writer) {
    const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
    if (bytes.byteLength !== snapshot.raw_bytes) throw new Error(`snapshot is ${bytes.byteLength} bytes, expected ${snapshot.raw_bytes}`);
    return { bytes, packed: null };
  }
  await writer.close();
  // A copy this worker already checked and kept (keepForOffline) says so; gzip's own CRC still
  // guards it against damage in storage.
  const checked = response.headers.get("X-Cardlab-Sha256") === snapshot.sha256;
  if (crypto.subtle && !checked) {
    const digest = hex(await crypto.subtle.digest("SHA-256", await new Blob(chunks).arrayBuffer()));
    if (digest !== snapshot.sha256) throw new Error(`snapshot checksum ${digest.slice(0, 12)}… is not the build's ${snapshot.sha256.slice(0, 12)}…`);
  }
  const bytes = new Uint8Array(await inflated);
  if (bytes.byteLength !== snapshot.raw_bytes) throw new Error(`snapshot is ${bytes.byteLength} bytes, expected ${snapshot.raw_bytes}`);
  return { bytes, packed: new Blob(chunks) };
}

// The snapshot has its hash in its path; once checked it goes into the cache the service worker
// keeps such files in (see web/sw.js), so its offline copy of the site does not download it again.
async function keepForOffline(path, body, type, sha256) {
  try {
    const cache = await caches.open(`cardlab ${siteURL.pathname} pinned`);
    const url = new URL(path, siteURL);
    if (await cache.match(url)) return;
    const headers = { "Content-Type": type, "Content-Length": String(body.size), "X-Cardlab-Sha256": sha256 };
    await cache.put(url, new Response(body, { headers }));
  } catch {
    // no Cache Storage here (private mode, an insecure origin): the service worker fetches them
  }
}

// What a memory snapshot does not hold: fresh random state (the snapshot's would repeat on every
// visit) and the in-memory file system. cardlab.snapshot.check reseeds and says "" when the restored
// Python was made from the wheel this site ships; restore_files writes the wheel's files back (from
// the wheel, fetched just after "ready"; a call waits for it, ~0.1 s): the modules imported before
// the snapshot need none, those a tool imports on first use, importlib.metadata, tracebacks' source
// lines and the CLI do.
//
// Pyodide starts downloading and compiling its runtime at once; the snapshot reaches it as a
// promise (build-info.json, then the snapshot itself), so all of it downloads side by side.
async function bootFromSnapshot(infoPromise) {
  if (typeof DecompressionStream !== "function") throw new Error("DecompressionStream is not available");
  let snapshotMeter = null;
  const snapshot = infoPromise.then((info) => {
    if (!info.snapshot) throw new Error("this build has no snapshot");
    snapshotMeter = new DownloadMeter({ ...pick(info.sizes, RUNTIME), [info.snapshot.file]: info.snapshot.bytes }, "snapshot", "Starting Python…");
    return downloadSnapshot(info.snapshot);
  });
  snapshot.catch(() => {});
  const bytes = snapshot.then((downloaded) => downloaded.bytes);
  bytes.catch(() => {}); // loadPyodide reports it, once it gets there
  try {
    const pyodide = await loadPyodide({
      // The heap may be larger than the memory Pyodide's wasm starts with: grown before the restore.
      indexURL: "./pyodide/", createPyodideModule: growingModule(runtimeModule(), bytes), _loadSnapshot: bytes,
      fsInit: async () => snapshotMeter?.finish(), ...quiet,
    });
    snapshotMeter.stop();
    const restored = performance.now() - started;
    const info = await infoPromise;
    const repair = pyodide.pyimport("cardlab.snapshot"); // imported before the snapshot: no files needed
    const problem = repair.check(info.sha256);
    if (problem) throw new Error(problem);
    const { packed } = await snapshot;
    if (packed) keepForOffline(info.snapshot.file, packed, "application/gzip", info.snapshot.sha256);
    const afterReady = async () => {
      try {
        // The wheel, not the snapshot, carries its files (else 0.3 MB more in every first
        // visit's download): fetched once Python is ready (the browser's cache or the service
        // worker has it), written where restore_files unpacks it.
        const response = await fetch(new URL(info.wheel, siteURL));
        if (!response.ok) throw new Error(`${info.wheel}: HTTP ${response.status}`);
        pyodide.FS.writeFile(WHEEL_COPY, new Uint8Array(await response.arrayBuffer()));
        const missing = repair.restore_files(info.version, WHEEL_COPY);
        repair.destroy();
        if (missing) console.warn(`Card Lab: ${missing}`);
      } catch (err) {
        console.warn(`Card Lab: the wheel's files could not be written back (${err && err.message ? err.message : err})`);
      }
    };
    return { pyodide, downloaded: snapshotMeter.completedAt, restored, afterReady };
  } finally {
    snapshotMeter?.stop();
  }
}

// The ordinary boot downloads the wheel beside the runtime (counted with it); loadPackage then
// finds it in the browser's cache.
async function bootPlain(info) {
  const wheel = loader === "lock" && info.wheel ? info.wheel : null;
  const plainMeter = new DownloadMeter(pick(info.sizes, [...RUNTIME, wheel]), "plain", "Starting Python…");
  if (wheel) countingFetch(new URL(wheel, siteURL)).then((response) => response.arrayBuffer()).catch(() => {});
  try {
    const pyodide = await loadPyodide({
      indexURL: "./pyodide/", createPyodideModule: runtimeModule(), fsInit: async () => plainMeter.finish(), ...quiet,
    });
    const downloaded = plainMeter.completedAt;
    const restored = performance.now() - started;
    plainMeter.stop();
    status("install", plainMeter.at(PLAIN_START_PART), "Installing Card Lab…");
    if (loader === "micropip") {
      await pyodide.loadPackage("micropip", { messageCallback: () => {} });
      await pyodide.pyimport("micropip").install(new URL(info.wheel, siteURL).href, { deps: false });
    } else {
      await pyodide.loadPackage("cardlab", { messageCallback: () => {} });
    }
    return { pyodide, downloaded, restored };
  } finally {
    plainMeter.stop();
  }
}

function pick(sizes, paths) {
  return Object.fromEntries(paths.filter((path) => path && sizes && path in sizes).map((path) => [path, sizes[path]]));
}

async function start() {
  status("download", 0, "Loading Python…");
  const infoPromise = fetchOk("build-info.json", { cache: "no-cache" }).then((response) => response.json());
  infoPromise.catch(() => {});
  let booted = null;
  let fallback = null;
  if (wantSnapshot) {
    try {
      booted = await bootFromSnapshot(infoPromise);
    } catch (err) {
      fallback = String(err && err.message ? err.message : err).split("\n")[0].slice(0, 200);
    }
  }
  const boot = booted ? "snapshot" : "plain";
  booted ??= await bootPlain(await infoPromise.catch(() => ({}))); // it needs build-info.json only to count bytes
  const api = booted.pyodide.pyimport("cardlab.api");
  const version = JSON.parse(api.handle(JSON.stringify({ action: "version" }))).result;
  // Milliseconds since this worker started: every byte of the boot in, Python started
  // (restored), ready for calls.
  const timings = { downloaded: booted.downloaded ?? null, started: booted.restored, ready: performance.now() - started };
  return { api, info: { ...version, loader, boot, fallback, timings }, afterReady: booted.afterReady };
}

const booted = start();
// A call waits for the wheel's files too (after a snapshot boot the modules a tool imports on its
// first request, and importlib.metadata, read them).
const filesWritten = booted.then(
  async ({ info, afterReady }) => {
    self.postMessage({ type: "ready", info });
    await afterReady?.();
  },
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
  await filesWritten;
  let lastSent = 0;
  const progress = (fraction) => {
    const now = performance.now();
    if (now - lastSent < 50 && fraction < 1) return;
    lastSent = now;
    self.postMessage({ type: "progress", id: message.id, fraction: Number(fraction) });
  };
  let response;
  const began = performance.now();
  try {
    // handle() answers every Python error itself, so a throw here means the runtime is broken
    // (a WebAssembly trap, a fatal Pyodide error): this worker cannot be trusted any more.
    response = api.handle(message.request, progress);
  } catch (err) {
    self.postMessage({ type: "fatal", message: String(err && err.message ? err.message : err).slice(0, 300) });
    self.close();
    return;
  }
  if (message.garble) response = response.replace(/\}$/, ', "standard_error": Infinity}'); // tests only
  self.postMessage({ type: "result", id: message.id, response, pythonMs: performance.now() - began });
};
