// Card Lab's service worker: keeps one copy of the site per build, so a second visit needs no
// network and the page works offline.
//
// The build stamps VERSION (a hash of every file of the site) and FILES (those files, relative to
// this script) into the copy in dist/; a new deployment therefore changes this script, the browser
// installs the new version beside the old one, and activating it deletes the old copy. Unstamped
// (VERSION "dev") it does nothing.
//
// It only ever answers for the site's own files, under its own folder: every other request is left
// to the browser, and it never fetches anything but FILES, from this origin.
const VERSION = "dev";
const FILES = [];

const SCOPE = new URL("./", self.location.href);
const PREFIX = `cardlab ${SCOPE.pathname} `; // two copies of Card Lab on one origin keep apart
const CACHE = PREFIX + VERSION;
const OWN = new Set(FILES);
// Files whose path holds their hash never change: the browser's HTTP cache may supply them as is.
const PINNED = /^(pyodide\/wheels\/[0-9a-f]+\/|snapshot\/)/;

self.addEventListener("install", (event) => {
  if (FILES.length === 0) return;
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    await Promise.all(FILES.map(async (path) => {
      const url = new URL(path, SCOPE);
      // no-cache: revalidate what the page just downloaded (a 304 costs no body), never trust it blindly
      const response = await fetch(url, { cache: PINNED.test(path) ? "force-cache" : "no-cache" });
      if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
      await cache.put(url, response);
    }));
    await self.skipWaiting();
  })());
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) if (name.startsWith(PREFIX) && name !== CACHE) await caches.delete(name);
    await self.clients.claim();
  })());
});

// The cached file a request stands for ("" and "folder/" mean index.html), or null if not ours.
function ownPath(url) {
  if (url.origin !== SCOPE.origin || !url.pathname.startsWith(SCOPE.pathname)) return null;
  let path;
  try {
    path = decodeURIComponent(url.pathname.slice(SCOPE.pathname.length));
  } catch {
    return null;
  }
  if (path === "" || path.endsWith("/")) path += "index.html";
  return OWN.has(path) ? path : null;
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || OWN.size === 0) return;
  const url = new URL(request.url);
  const path = ownPath(url);
  if (path === null) return;
  event.respondWith(answer(request, new URL(path, SCOPE)));
});

async function answer(request, key) {
  const cached = await (await caches.open(CACHE)).match(key);
  if (!cached) return fetch(request); // not cached yet (the install is still running)
  if (request.url.split("#")[0] === key.href) return cached;
  // Asked as "./", "?boot=plain" or "worker.js?loader=...": answer with a copy, which carries no
  // URL of its own, so the page or worker keeps the address (and the query) it asked for.
  return new Response(cached.body, { status: cached.status, statusText: cached.statusText, headers: cached.headers });
}
