"""Assemble the static site in dist/: the web files, Pyodide's runtime, our wheel, a lock file and
the memory snapshot the worker boots from; then stamp the service worker with the site's files.

The lock file is Pyodide's own, trimmed to the two packages the site ships:
- ``cardlab``: our wheel, so the worker loads it with ``pyodide.loadPackage("cardlab")``;
- ``micropip``: the PyPI wheel, whose bytes differ from Pyodide's build, so its sha256 is rewritten
  (otherwise loadPackage("micropip") resolves but the import fails). Only the micropip loader,
  kept for the load benchmark, uses it.
Every other package in the original lock is left out: its wheel is not on the site, and a lock entry
for it could only lead to a request that leaves the site.

The snapshot (made by tools/make_snapshot.mjs, gzipped) is named after the Pyodide release and our
wheel's hash, and build-info.json (which the worker reads first) names it with its checksum and
sizes: a browser never pairs a snapshot with another wheel or runtime. It is refused here unless
its record says it was taken from this very wheel and Pyodide build.

``--stamp-offline DIR`` runs last, over the finished site: it writes every file of the site and a
version (a hash of all of them) into DIR/sw.js, so each deployment is one cache version.
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


def pyodide_build_id(runtime: Path) -> str:
    """The BUILD_ID Pyodide stamps into every snapshot and checks on restore."""
    found = re.search(r'BUILD_ID:"([0-9a-f]{16,})"', (runtime / "pyodide.mjs").read_text())
    if not found:
        raise SystemExit(f"no BUILD_ID in {runtime / 'pyodide.mjs'}")
    return found.group(1)


def add_snapshot(snapshot_dir: Path, wheel_digest: str, runtime: Path, site: Path) -> dict:
    """Copy the gzipped snapshot into the site under a name that says what it was made from."""
    record = json.loads((snapshot_dir / "snapshot.json").read_text())
    build_id = pyodide_build_id(runtime)
    if record["wheel_sha256"] != wheel_digest or record["build_id"] != build_id:
        raise SystemExit(
            f"{snapshot_dir} was made from wheel {record['wheel_sha256'][:16]} and Pyodide {record['build_id'][:16]}, "
            f"not wheel {wheel_digest[:16]} and Pyodide {build_id[:16]}"
        )
    packed = snapshot_dir / "snapshot.bin.gz"
    relative = f"snapshot/{record['pyodide_version']}-{wheel_digest[:16]}.bin.gz"
    (site / relative).parent.mkdir(parents=True, exist_ok=True)
    shutil.copy2(packed, site / relative)
    size = packed.stat().st_size
    return {"file": relative, "sha256": sha256(packed), "bytes": size, "raw_bytes": record["raw_bytes"]}


def stamp_offline(site: Path) -> str:
    """Write the site's files and version into its service worker; returns the version."""
    worker = site / "sw.js"
    files = sorted(path.relative_to(site).as_posix() for path in site.rglob("*") if path.is_file() and path != worker)
    digest = hashlib.sha256()
    for name in files:
        digest.update(f"{name}\0{sha256(site / name)}\n".encode())
    version = digest.hexdigest()[:16]
    text = worker.read_text()
    stamps = {"VERSION": json.dumps(version), "FILES": json.dumps(files)}
    for name, value in stamps.items():
        line = f"const {name} = {value};"
        text, found = re.subn(rf"^const {name} = .*;$", lambda _, line=line: line, text, count=1, flags=re.M)
        if found != 1:
            raise SystemExit(f"{worker} has no 'const {name} = ...;' line to stamp")
    worker.write_text(text)
    return version


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
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--web", type=Path)
    parser.add_argument("--pyodide", type=Path)
    parser.add_argument("--wheel-dir", type=Path)
    parser.add_argument("--micropip", type=Path)
    parser.add_argument("--snapshot", type=Path, help="folder with snapshot.bin.gz and snapshot.json (optional)")
    parser.add_argument("--data", type=Path, action="append", default=[],
                        help="a data file the page reads on demand, copied to the site's root (not in the wheel)")
    parser.add_argument("--out", type=Path)
    parser.add_argument("--stamp-offline", type=Path, metavar="SITE", help="only stamp SITE/sw.js (the last step)")
    args = parser.parse_args()
    if args.stamp_offline:
        print(f"[build] service worker version {stamp_offline(args.stamp_offline)}")
        return
    if not (args.web and args.pyodide and args.wheel_dir and args.micropip and args.out):
        parser.error("--web, --pyodide, --wheel-dir, --micropip and --out are required")

    wheels = sorted(args.wheel_dir.glob("cardlab-*-py3-none-any.whl"))
    if len(wheels) != 1:
        raise SystemExit(f"expected one cardlab wheel in {args.wheel_dir}, found {wheels}")
    wheel = wheels[0]

    staging = args.out.with_name(args.out.name + ".tmp")
    shutil.rmtree(staging, ignore_errors=True)
    shutil.copytree(args.web, staging)
    for data in args.data:  # e.g. the preflop table: fetched by the worker the first time it is needed
        shutil.copy2(data, staging / data.name)
    runtime = staging / "pyodide"
    runtime.mkdir()
    for name in RUNTIME_FILES:
        shutil.copy2(args.pyodide / name, runtime / name)

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
    pyodide_version = json.loads((args.pyodide / "package.json").read_text())["version"]
    info = {
        "wheel": f"pyodide/{wheel_rel}",
        "sha256": digest,
        "version": lock["packages"]["cardlab"]["version"],
        "pyodide": {"version": pyodide_version, "build_id": pyodide_build_id(runtime)},
        "snapshot": add_snapshot(args.snapshot, digest, runtime, staging) if args.snapshot else None,
        # What the worker's progress counts: the runtime files Pyodide fetches, and our wheel.
        "sizes": {
            f"pyodide/{name}": (runtime / name).stat().st_size
            for name in ("pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json", wheel_rel)
        },
    }
    (staging / "build-info.json").write_text(json.dumps(info, indent=1) + "\n")
    shutil.rmtree(args.out, ignore_errors=True)
    staging.rename(args.out)


if __name__ == "__main__":
    main()
