"""Serve a folder (default dist/) on 127.0.0.1, port $PORT or 8000, with correct .mjs/.wasm types."""

from __future__ import annotations

import argparse
import functools
import http.server
import os
import sys


class Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".mjs": "text/javascript",
        ".js": "text/javascript",
        ".wasm": "application/wasm",
        ".whl": "application/zip",
        ".json": "application/json",
    }

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
