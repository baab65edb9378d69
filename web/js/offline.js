// Offline: registers the service worker (../sw.js), which keeps a copy of this build of the site,
// so the next visit needs no network and the page works offline. It registers only a moment after
// Python is ready (or has failed), so that copying the site never competes with the first boot for
// the network. Nothing here changes the page; `offline` resolves to the registration (or null).
const READY_STATES = new Set(["ready", "error"]);
const SETTLE_MS = 2000; // after Python is ready: the first requests, and the worker keeping the snapshot, go first

function pythonSettled() {
  const status = document.querySelector('[data-testid="python-status"]');
  if (!status) return Promise.resolve();
  return new Promise((resolve) => {
    const check = () => {
      if (!READY_STATES.has(status.dataset.state)) return false;
      observer.disconnect();
      resolve();
      return true;
    };
    const observer = new MutationObserver(check);
    observer.observe(status, { attributes: true, attributeFilter: ["data-state"] });
    check();
  });
}

async function register() {
  if (!("serviceWorker" in navigator) || !window.isSecureContext) return null;
  if (document.readyState !== "complete") await new Promise((resolve) => window.addEventListener("load", resolve, { once: true }));
  await pythonSettled();
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  try {
    const registration = await navigator.serviceWorker.register(new URL("../sw.js", import.meta.url));
    registration.update().catch(() => {}); // look for a new deployment now (offline: nothing to do)
    return registration;
  } catch {
    return null; // private mode, storage refused...: the site still works, online
  }
}

export const offline = register();
