"""Serve a folder (default dist/) on 127.0.0.1, port $PORT or 8000, with correct .mjs/.wasm types and
the headers of the site's ``_headers`` file (Content-Security-Policy for the page and for its workers,
as a host that reads the file sends them)."""

from __future__ import annotations

import argparse
import fnmatch
import functools
import http.server
import os
import sys
from pathlib import Path
from urllib.parse import unquote, urlsplit


def read_headers(path: Path) -> list[tuple[str, list[tuple[str, str]]]]:
    """The rules of a _headers file (Netlify's format): a path pattern, then indented 'Name: value'
    lines; '#' starts a comment."""
    rules: list[tuple[str, list[tuple[str, str]]]] = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        if not line[0].isspace():
            rules.append((line.strip(), []))
        elif rules and ":" in line:
            name, value = line.strip().split(":", 1)
            rules[-1][1].append((name.strip(), value.strip()))
    return rules


def headers_for(root: Path, url_path: str) -> list[tuple[str, str]]:
    """The headers for a request: from the nearest _headers file at or above the file asked for
    (so a site copied under a sub-path keeps its own), every rule whose pattern matches."""
    relative = unquote(urlsplit(url_path).path).lstrip("/")
    is_folder = relative == "" or relative.endswith("/")
    target = root / relative
    folder = target if is_folder else target.parent
    for base in (folder, *folder.parents):
        if base != root and root not in base.parents:
            break
        if (base / "_headers").is_file():
            inside = "/" + target.relative_to(base).as_posix() if target != base else "/"
            if is_folder and not inside.endswith("/"):
                inside += "/"
            return [header for pattern, headers in read_headers(base / "_headers")
                    if fnmatch.fnmatchcase(inside, pattern) for header in headers]
    return []


class Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".mjs": "text/javascript",
        ".js": "text/javascript",
        ".wasm": "application/wasm",
        ".whl": "application/zip",
        ".json": "application/json",
    }

    def end_headers(self) -> None:
        for name, value in headers_for(Path(self.directory), self.path):
            self.send_header(name, value)
        super().end_headers()

    def log_message(self, format: str, *args: object) -> None:  # quiet unless asked
        if os.environ.get("CARDLAB_SERVE_LOG"):
            super().log_message(format, *args)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("directory", nargs="?", default="dist")
    parser.add_argument("--port", type=int, default=int(os.environ.get("PORT", "8000")))
    parser.add_argument("--host", default="127.0.0.1")
    args = parser.parse_args()
    if not os.path.isdir(args.directory):
        sys.exit(f"{args.directory}/ does not exist: run ./build.sh first")
    handler = functools.partial(Handler, directory=args.directory)
    with http.server.ThreadingHTTPServer((args.host, args.port), handler) as server:
        print(f"Card Lab: http://{args.host}:{server.server_address[1]}/  (Ctrl+C stops)", flush=True)
        try:
            server.serve_forever()
        except KeyboardInterrupt:
            pass


if __name__ == "__main__":
    main()
