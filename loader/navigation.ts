// Tells when the host page navigates without loading a new page. popstate and hashchange
// are events; pushState and replaceState are not, so they are wrapped: once per window,
// whatever number of panels come and go, and still doing what they did.
type Listener = () => void;

const listenersOf = new WeakMap<History, Set<Listener>>();

function wrap(history: History): Set<Listener> {
  const listeners = new Set<Listener>();
  for (const name of ['pushState', 'replaceState'] as const) {
    const original = history[name];
    history[name] = function (this: History, ...args: Parameters<History['pushState']>) {
      original.apply(this, args);
      listeners.forEach((listener) => listener());
    };
  }
  listenersOf.set(history, listeners);
  return listeners;
}

/** Calls `navigated` after every same-page navigation; the function returned stops it. */
export function watchNavigation(win: Window, navigated: Listener): () => void {
  const listeners = listenersOf.get(win.history) || wrap(win.history);
  listeners.add(navigated);
  win.addEventListener('popstate', navigated);
  win.addEventListener('hashchange', navigated);
  return () => {
    listeners.delete(navigated);
    win.removeEventListener('popstate', navigated);
    win.removeEventListener('hashchange', navigated);
  };
}
