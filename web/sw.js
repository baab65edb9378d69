// Card Lab's service worker: keeps one copy of the site per build, so a second visit needs no
// network and the page works offline.
//
// The build stamps VERSION (a hash of every file of the site) and FILES (those files, relative to
// this script) into the copy in dist/; a new deployment therefore changes this script, the browser
// installs the new version beside the old one, and once no page of the old build is open it
// activates and deletes the old copy (a page and the workers it starts never mix two builds).
// Unstamped (VERSION "dev") it does nothing.
//
// It only ever answers for the site's own files, under its own folder: every other request is left
// to the browser, and it never fetches anything but FILES, from this origin.
const VERSION = "dev";
const FILES = [];

const SCOPE = new URL("./", self.location.href);
const PREFIX = `cardlab ${SCOPE.pathname} `; // two copies of Card Lab on one origin keep apart
const CACHE = PREFIX + VERSION;
// Files whose path holds their hash (the wheel, the snapshot) never change: they live in one cache
// shared by every version, which the worker fills as it boots (so the first visit downloads them
// once) and a new deployment with the same wheel and runtime reuses. Same name in worker.js.
const PINNED_CACHE = PREFIX + "pinned";
const PINNED = /^(pyodide\/wheels\/[0-9a-f]+\/|snapshot\/)/;
const OWN = new Set(FILES);

self.addEventListener("install", (event) => {
  if (FILES.length === 0) return;
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    const pinned = await caches.open(PINNED_CACHE);
    await Promise.all(FILES.map(async (path) => {
      const url = new URL(path, SCOPE);
      if (PINNED.test(path) && await pinned.match(url)) return;
      // no-cache: revalidate what the page just downloaded (a 304 costs no body), never trust it blindly
      const response = await fetch(url, { cache: PINNED.test(path) ? "force-cache" : "no-cache" });
      if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
      await (PINNED.test(path) ? pinned : cache).put(url, response);
    }));
    // No skipWaiting: a new build waits until no page of the old one is open. Taking over open
    // pages would serve an old page's later requests (a worker it starts, its snapshot) from the
    // new build: one page and its workers must stay on one build.
  })());
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith(PREFIX) && name !== CACHE && name !== PINNED_CACHE) await caches.delete(name);
    }
    const pinned = await caches.open(PINNED_CACHE);
    for (const request of await pinned.keys()) if (ownPath(new URL(request.url)) === null) await pinned.delete(request);
    await self.clients.claim(); // only the first install finds a page to claim: an update waits for none
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
  event.respondWith(answer(request, path));
});

async function answer(request, path) {
  const key = new URL(path, SCOPE);
  const cached = await (await caches.open(PINNED.test(path) ? PINNED_CACHE : CACHE)).match(key);
  if (!cached) return fetch(request); // not cached yet (the install is still running)
  if (request.url.split("#")[0] === key.href) return cached;
  // Asked as "./", "?boot=plain" or "worker.js?loader=...": answer with a copy, which carries no
  // URL of its own, so the page or worker keeps the address (and the query) it asked for.
  return new Response(cached.body, { status: cached.status, statusText: cached.statusText, headers: cached.headers });
}
