// Make a Pyodide memory snapshot with Card Lab already imported, for the worker's fast boot.
//
//   node tools/make_snapshot.mjs --pyodide DIR --wheel path/to/cardlab.whl --preflop-table FILE --out OUTDIR
//
// writes OUTDIR/snapshot.bin and OUTDIR/snapshot.json (what it was made from: the wheel's sha256,
// Pyodide's version and BUILD_ID, the size), which tools/assemble.py checks before shipping it.
//
// The snapshot is the WebAssembly heap after Python started, the wheel was unpacked and every
// module of cardlab was imported (and each tool's first request run: cardlab.snapshot.prepare; then
// free memory zeroed: zeroFreeMemory). It runs under Node from the same runtime files the site
// ships, and Pyodide stamps it with its BUILD_ID, so it only restores into that exact runtime. What the heap does not hold — the in-memory
// file system and fresh random state — the worker repairs after restoring (web/worker.js, with
// cardlab.snapshot.check and restore_files).
//
// Last, the build restores the snapshot it wrote, the way the worker does (web/snapshot-memory.mjs
// grows the WebAssembly memory to the heap first), and fails unless the restored Python is the
// snapshot's and answers a request: a snapshot that would not restore stops the build here instead
// of sending every page silently to the ordinary boot.
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { growingModule } from "../web/snapshot-memory.mjs";

function options(argv) {
  const wanted = { "--pyodide": "pyodide", "--wheel": "wheel", "--preflop-table": "preflopTable", "--out": "out" };
  const found = {};
  for (let i = 2; i < argv.length; i += 2) {
    if (!(argv[i] in wanted) || argv[i + 1] === undefined) throw new Error(`usage: ${argv[1]} --pyodide DIR --wheel WHL --preflop-table FILE --out DIR`);
    found[wanted[argv[i]]] = argv[i + 1];
  }
  for (const name of Object.values(wanted)) if (!found[name]) throw new Error(`missing --${name}`);
  return found;
}

// What freed objects left in the heap's free blocks is saved with the heap and costs compressed bytes
// (about 0.1 MB gzipped). So, last, the heap's allocator is capped at its current size and
// cardlab.snapshot.zero_free_memory fills every free block with zeros and frees it again; the cap
// is then lifted (the limit lives in the heap: the snapshot must not keep it).
function zeroFreeMemory(prepare) {
  const heap = pyodide._module;
  if (typeof heap._malloc_set_footprint_limit !== "function") {
    process.stderr.write("[snapshot] this Pyodide's allocator cannot be capped: free memory left as it is\n");
    return;
  }
  const fill = prepare.zero_free_memory();
  const limit = heap._malloc_footprint_limit();
  heap._malloc_set_footprint_limit(heap._malloc_footprint());
  try {
    fill();
  } finally {
    heap._malloc_set_footprint_limit(-1); // no limit, as before
    fill.destroy();
  }
  if (heap._malloc_footprint_limit() !== limit) throw new Error("the allocator's limit was not restored");
}

// The page's restore, under Node: the same runtime files, the memory grown the same way; then the
// worker's own check (cardlab.snapshot.check) and one showdown. Throws, with the reason, unless all
// of it works.
async function checkRestore(file) {
  const snapshot = new Uint8Array(readFileSync(file));
  const runtime = await import(pathToFileURL(indexURL + "pyodide.asm.mjs").href);
  let restored;
  try {
    restored = await loadPyodide({
      indexURL, _loadSnapshot: snapshot, createPyodideModule: growingModule((settings) => runtime.default(settings), snapshot),
      stdout: () => {}, stderr: (s) => process.stderr.write(s + "\n"),
    });
  } catch (err) {
    throw new Error(`the snapshot does not restore: ${err && err.message ? err.message : err}`);
  }
  const repair = restored.pyimport("cardlab.snapshot");
  const problem = repair.check(wheelSha);
  repair.destroy();
  if (problem) throw new Error(`the restored snapshot fails the worker's check: ${problem}`);
  const api = restored.pyimport("cardlab.api");
  const answer = JSON.parse(api.handle(JSON.stringify({ action: "poker.showdown", params: { hands: "5H 5C 6S 7S KD | 2C 3S 8S 8D TD" } })));
  api.destroy();
  if (!answer.ok) throw new Error(`the restored snapshot cannot answer a showdown: ${JSON.stringify(answer).slice(0, 300)}`);
  return restored._module.HEAP8.length;
}

const args = options(process.argv);
const indexURL = resolve(args.pyodide) + "/";
const { loadPyodide, version } = await import(pathToFileURL(indexURL + "pyodide.mjs").href);
const buildId = readFileSync(indexURL + "pyodide.mjs", "utf8").match(/BUILD_ID:"([0-9a-f]+)"/)[1];
const wheel = new Uint8Array(readFileSync(args.wheel));
const wheelSha = createHash("sha256").update(wheel).digest("hex");

const pyodide = await loadPyodide({ indexURL, _makeSnapshot: true, stdout: () => {}, stderr: (s) => process.stderr.write(s + "\n") });
// Python's side of the snapshot (every module imported, each tool's first request run, the wheel's
// sha256 kept for the worker's check) is cardlab.snapshot.prepare.
const sys = pyodide.pyimport("sys");
const path = sys.path;
const paths = path.toJs();
path.destroy();
sys.destroy();
const sitePackages = paths.find((path) => path.endsWith("/site-packages"));
pyodide.unpackArchive(wheel, "wheel", { extractDir: sitePackages });
const importlib = pyodide.pyimport("importlib");
importlib.invalidate_caches();
importlib.destroy();
// The preflop table, for the preflop warm-ups only (cardlab.snapshot forgets it before the snapshot;
// the file system is not in the snapshot either).
const tableCopy = "/tmp/preflop-table.bin";
pyodide.FS.writeFile(tableCopy, new Uint8Array(readFileSync(args.preflopTable)));
const prepare = pyodide.pyimport("cardlab.snapshot");
const failed = prepare.prepare(wheelSha, tableCopy);
pyodide.FS.unlink(tableCopy);
if (failed) process.stderr.write(`[snapshot] warm-ups that failed (ignored): ${failed}\n`);
zeroFreeMemory(prepare);
// Last Python step: the objects the snapshot holds moved where no garbage collection walks them.
if (!(prepare.freeze() > 0)) throw new Error("the snapshot's objects could not be frozen");
prepare.destroy();
// Pyodide refuses to snapshot JS references it cannot recreate; the loaded-package records are
// such references (the "Unexpected hiwire entry" error), and the worker does not need them.
for (const name of Object.keys(pyodide.loadedPackages)) delete pyodide.loadedPackages[name];
const snapshot = pyodide.makeMemorySnapshot();
mkdirSync(args.out, { recursive: true });
writeFileSync(resolve(args.out, "snapshot.bin"), snapshot);
const restoredHeap = await checkRestore(resolve(args.out, "snapshot.bin"));
const record = { wheel_sha256: wheelSha, pyodide_version: version, build_id: buildId, raw_bytes: snapshot.length };
writeFileSync(resolve(args.out, "snapshot.json"), JSON.stringify(record, null, 1) + "\n");
process.stdout.write(`[snapshot] ${(snapshot.length / 1e6).toFixed(1)} MB for wheel ${wheelSha.slice(0, 16)}, Pyodide ${version}; restored and checked (heap ${(restoredHeap / 1e6).toFixed(1)} MB)\n`);
