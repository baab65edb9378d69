"""Assemble the static site in dist/: the web files, Pyodide's runtime, our wheel and a lock file.

The lock file is Pyodide's own, trimmed to the two packages the site ships:
- ``cardlab``: our wheel, so the worker loads it with ``pyodide.loadPackage("cardlab")``;
- ``micropip``: the PyPI wheel, whose bytes differ from Pyodide's build, so its sha256 is rewritten
  (otherwise loadPackage("micropip") resolves but the import fails). Only the micropip loader,
  kept for the load benchmark, uses it.
Every other package in the original lock is left out: its wheel is not on the site, and a lock entry
for it could only lead to a request that leaves the site.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import re
import shutil
from pathlib import Path

RUNTIME_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip")


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def lock_entry(wheel: Path, file_name: str, name: str, imports: list[str]) -> dict:
    version = wheel.name.split("-")[1]
    return {
        "name": name,
        "version": version,
        "file_name": file_name,
        "install_dir": "site",
        "sha256": sha256(wheel),
        "package_type": "package",
        "imports": imports,
        "depends": [],
        "unvendored_tests": False,
        "tool": {},
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--web", type=Path, required=True)
    parser.add_argument("--pyodide", type=Path, required=True)
    parser.add_argument("--wheel-dir", type=Path, required=True)
    parser.add_argument("--micropip", type=Path, required=True)
    parser.add_argument("--out", type=Path, required=True)
    args = parser.parse_args()

    wheels = sorted(args.wheel_dir.glob("cardlab-*-py3-none-any.whl"))
    if len(wheels) != 1:
        raise SystemExit(f"expected one cardlab wheel in {args.wheel_dir}, found {wheels}")
    wheel = wheels[0]

    staging = args.out.with_name(args.out.name + ".tmp")
    shutil.rmtree(staging, ignore_errors=True)
    shutil.copytree(args.web, staging)
    runtime = staging / "pyodide"
    runtime.mkdir()
    for name in RUNTIME_FILES:
        shutil.copy2(args.pyodide / name, runtime / name)

    runtime_bytes = sum((runtime / name).stat().st_size for name in ("pyodide.asm.wasm", "python_stdlib.zip"))
    worker = staging / "worker.js"
    worker.write_text(re.sub(r"const RUNTIME_BYTES = \d+;", f"const RUNTIME_BYTES = {runtime_bytes};", worker.read_text()))

    # Our wheel sits under a folder named after its hash, so a browser never pairs a cached old
    # wheel with a new lock file's checksum.
    digest = sha256(wheel)
    wheel_rel = f"wheels/{digest[:16]}/{wheel.name}"
    (runtime / wheel_rel).parent.mkdir(parents=True)
    shutil.copy2(wheel, runtime / wheel_rel)
    shutil.copy2(args.micropip, runtime / args.micropip.name)

    original = json.loads((args.pyodide / "pyodide-lock.json").read_text())
    lock = {
        "info": original["info"],
        "packages": {
            "cardlab": lock_entry(wheel, wheel_rel, "cardlab", ["cardlab"]),
            "micropip": lock_entry(args.micropip, args.micropip.name, "micropip", ["micropip"]),
        },
    }
    (runtime / "pyodide-lock.json").write_text(json.dumps(lock, indent=1) + "\n")
    (staging / "build-info.json").write_text(
        json.dumps({"wheel": f"pyodide/{wheel_rel}", "sha256": digest, "version": lock["packages"]["cardlab"]["version"]}, indent=1)
        + "\n"
    )
    shutil.rmtree(args.out, ignore_errors=True)
    staging.rename(args.out)


if __name__ == "__main__":
    main()
