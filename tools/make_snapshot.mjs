// Make a Pyodide memory snapshot with Card Lab already imported, for the worker's fast boot.
//
//   node tools/make_snapshot.mjs --pyodide DIR --wheel path/to/cardlab.whl --out OUTDIR
//
// writes OUTDIR/snapshot.bin and OUTDIR/snapshot.json (what it was made from: the wheel's sha256,
// Pyodide's version and BUILD_ID, the size), which tools/assemble.py checks before shipping it.
//
// The snapshot is the WebAssembly heap after Python started, the wheel was unpacked and every
// module of cardlab was imported (and each tool's first request run). It runs under Node from the
// same runtime files the site ships, and Pyodide stamps it with its BUILD_ID, so it only restores
// into that exact runtime. What the heap does not hold — the in-memory file system and fresh random
// state — the worker repairs after restoring (web/worker.js): the heap carries the wheel's files
// (sys._cardlab_wheel_files) for it to write back, and the wheel's sha256
// (sys._cardlab_snapshot_wheel), so it can refuse a snapshot taken from another wheel.
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

function options(argv) {
  const wanted = { "--pyodide": "pyodide", "--wheel": "wheel", "--out": "out" };
  const found = {};
  for (let i = 2; i < argv.length; i += 2) {
    if (!(argv[i] in wanted) || argv[i + 1] === undefined) throw new Error(`usage: ${argv[1]} --pyodide DIR --wheel WHL --out DIR`);
    found[wanted[argv[i]]] = argv[i + 1];
  }
  for (const name of Object.values(wanted)) if (!found[name]) throw new Error(`missing --${name}`);
  return found;
}

// Every module of the package is imported (but the command line's), then the first request of each
// tool runs, so that whatever they import or build lazily is in the snapshot. A request that fails
// (say, an action renamed) only costs that warm-up, never the build.
const WARM_UP = [
  { action: "version" },
  { action: "cards.scan", params: { texts: ["Ah Kd", "2c 3d 4h"] } },
  { action: "poker.showdown", params: { hands: "5H 5C 6S 7S KD | 2C 3S 8S 8D TD" } },
  { action: "poker.batch", params: { text: "5H 5C 6S 7S KD 2C 3S 8S 8D TD" } },
  { action: "badugi.showdown", params: { hands: "3c 2s 4d Ah - As 3h 2d 4h" } },
  { action: "badugi.counts", params: { suits: "4", ranks: "13", sizes: "4-13", k: "4" } },
  { action: "sd.count", params: { n: "25", c: "3", mod: "" } },
  { action: "sd.analyze", params: { position: ".o..$..o" } },
  { action: "sd.play", params: { position: ".o..$..o", move: { from: 8, to: 7 } } },
  // Not equity: its seven-card tables would take the snapshot from 6.9 to 10.1 MB compressed
  // (over the 8 MB budget); the first equity job builds them in about 1.5 s instead.
  { action: "badugi.draw", params: { hand: "2c 3d 4h Kh", discard: "Kh" } },
];

const args = options(process.argv);
const indexURL = resolve(args.pyodide) + "/";
const { loadPyodide, version } = await import(pathToFileURL(indexURL + "pyodide.mjs").href);
const buildId = readFileSync(indexURL + "pyodide.mjs", "utf8").match(/BUILD_ID:"([0-9a-f]+)"/)[1];
const wheel = new Uint8Array(readFileSync(args.wheel));
const wheelSha = createHash("sha256").update(wheel).digest("hex");

const pyodide = await loadPyodide({ indexURL, _makeSnapshot: true, stdout: () => {}, stderr: (s) => process.stderr.write(s + "\n") });
const sitePackages = pyodide.runPython("import sys; next(p for p in sys.path if p.endswith('/site-packages'))");
pyodide.unpackArchive(wheel, "wheel", { extractDir: sitePackages });
pyodide.FS.writeFile("/tmp/cardlab.whl", wheel);
const failed = pyodide.runPython(`
import importlib, json, pkgutil, sys
importlib.invalidate_caches()
import cardlab.api

def _warm_up(requests):
    failed = []
    for module in pkgutil.walk_packages(cardlab.__path__, "cardlab."):
        if module.name.rsplit(".", 1)[-1] not in ("__main__", "cli", "commands", "commandline"):
            try:
                importlib.import_module(module.name)
            except Exception as error:
                failed.append(f"import {module.name} ({error!r})")
    for request in requests:
        if not json.loads(cardlab.api.handle(json.dumps(request))).get("ok"):
            failed.append(request["action"])
    return ", ".join(failed)

def _wheel_files(site, wheel):
    import zipfile
    with zipfile.ZipFile(wheel) as archive:
        names = [name for name in archive.namelist() if not name.endswith("/")]
    files = {}
    for name in names:
        with open(f"{site}/{name}", "rb") as file:
            files[name] = file.read()
    return files

# What the worker checks and restores after a restore (web/worker.js): which wheel this is, and its
# files, which the in-memory file system (not part of the snapshot) will have lost.
sys._cardlab_snapshot_wheel = ${JSON.stringify(wheelSha)}
sys._cardlab_wheel_files = _wheel_files(${JSON.stringify(sitePackages)}, "/tmp/cardlab.whl")
_warm_up(json.loads(${JSON.stringify(JSON.stringify(WARM_UP))}))
`);
pyodide.runPython("del _warm_up, _wheel_files");
pyodide.FS.unlink("/tmp/cardlab.whl");
if (failed) process.stderr.write(`[snapshot] warm-ups that failed (ignored): ${failed}\n`);
// Pyodide refuses to snapshot JS references it cannot recreate; the loaded-package records are
// such references (the "Unexpected hiwire entry" error), and the worker does not need them.
for (const name of Object.keys(pyodide.loadedPackages)) delete pyodide.loadedPackages[name];
const snapshot = pyodide.makeMemorySnapshot();
mkdirSync(args.out, { recursive: true });
writeFileSync(resolve(args.out, "snapshot.bin"), snapshot);
const record = { wheel_sha256: wheelSha, pyodide_version: version, build_id: buildId, raw_bytes: snapshot.length };
writeFileSync(resolve(args.out, "snapshot.json"), JSON.stringify(record, null, 1) + "\n");
process.stdout.write(`[snapshot] ${(snapshot.length / 1e6).toFixed(1)} MB for wheel ${wheelSha.slice(0, 16)}, Pyodide ${version}\n`);
