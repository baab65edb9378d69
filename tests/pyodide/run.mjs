// Run Card Lab's Python test suite inside real Pyodide (CPython 3.14 compiled to WebAssembly), under Node.
//
// The same pytest suite that runs on CPython runs here, so the package is tested on the interpreter
// the page uses, not assumed to work there. pytest, hypothesis and their pure dependencies are the
// PyPI wheels for the pyemscripten_2026_0_wasm32 platform (fetched by tests/pyodide/fetch-wheels.sh
// into build/cache/pyodide-test-wheels); our own package is installed from the wheel build.sh made,
// so what is tested is what the site ships. Tests that need numpy or subprocesses skip themselves.
//
// Usage: node tests/pyodide/run.mjs [extra pytest arguments]
import { loadPyodide } from "pyodide";
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const wheelDirs = [join(root, "build/cache/pyodide-test-wheels"), join(root, "build/wheel")];

function wheelsIn(dir) {
  return readdirSync(dir).filter((name) => name.endsWith(".whl")).map((name) => join(dir, name));
}

const pyodide = await loadPyodide();
const sitePackages = pyodide.runPython("import site; site.getsitepackages()[0]");
const wheels = wheelDirs.flatMap(wheelsIn);
if (!wheels.some((path) => path.includes("cardlab-")) || !wheels.some((path) => path.includes("pytest-"))) {
  console.error("[pyodide] missing wheels: run `bash build.sh && bash tests/pyodide/fetch-wheels.sh` first");
  process.exit(3);
}
for (const path of wheels) {
  pyodide.unpackArchive(new Uint8Array(readFileSync(path)), "wheel", { extractDir: sitePackages });
}

// The repository (tests, pyproject.toml with the pytest settings) is mounted read-write at /repo.
pyodide.FS.mkdirTree("/repo");
pyodide.mountNodeFS("/repo", root);
pyodide.globals.set("extra_args", pyodide.toPy(process.argv.slice(2)));
const status = await pyodide.runPythonAsync(`
import os, sys
os.chdir("/repo")
os.environ["CARDLAB_TEST_INSTALLED"] = "1"   # tests/conftest.py: import the installed wheel, not py_src
import pytest
print(f"[pyodide] Python {sys.version.split()[0]} on {sys.platform}", flush=True)
# Doctests run from the installed package, so the modules tested are the wheel's.
import cardlab, pathlib
package_dir = str(pathlib.Path(cardlab.__file__).parent)
int(pytest.main(["-q", "-p", "no:warnings", "-p", "no:cacheprovider", "-m", "not browser and not slow",
             "-c", "/repo/pyproject.toml", "--rootdir", "/repo", "tests/unit", package_dir, *extra_args]))
`);
process.exit(Number(status));
