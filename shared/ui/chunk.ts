// The parts of an app loaded after its first screen (pages, dialogs, texts, stylesheets). A
// page left open across a deploy still asks for the old build's chunks, which the new build
// no longer has: their names carry a hash of their content. So when one fails to load, the
// page asks the server for itself again; if that names another entry script, a new build is
// live and the page reloads into it. The conversation lives on the server, the route in the
// URL and the widget's draft in the tab, so the visitor lands where they were going, styled.
// Offline, or with the same build, nothing reloads: the caller tries again as it always did.

import { keepInTab, tabStorage } from './tabStorage';

const RELOADED_FOR_KEY = 'chat-online:reloaded-for';

/** The src of a page's entry script, as the build writes it into index.html. */
export function entryScriptOf(html: string): string | undefined {
  return /<script type="module"[^>]*\ssrc="([^"]+)"/.exec(html)?.[1];
}

/** A page younger than this was just loaded, or reloaded: it does not reload again. */
export const RELOAD_AFTER_MS = 10_000;

/**
 * Reload when the page the server sends now runs another entry than this one, once per new
 * entry, and not from a page just loaded: where instances of two builds answer in turn (a
 * rolling deploy), a page reloaded into the new one that still meets the old one waits instead
 * of reloading again and again, even where the browser keeps no record (storage blocked).
 */
export const shouldReload = (
  running: string | undefined,
  live: string | undefined,
  reloadedFor: string | null,
  livedMs: number,
) => !!running && !!live && live != running && live != reloadedFor && livedMs >= RELOAD_AFTER_MS;

let checking: Promise<boolean> | undefined;

/** After a chunk failed to load: reloads into a newer build if one is live; true when it does. Parts failing together share one check. */
export function reloadIfRebuilt(): Promise<boolean> {
  checking ??= checkAndReload().finally(() => (checking = undefined));
  return checking;
}

async function checkAndReload(): Promise<boolean> {
  const running = document.querySelector('script[type="module"][src]')?.getAttribute('src') ?? undefined;
  let live: string | undefined;
  try {
    const response = await fetch(location.href, { cache: 'no-store' });
    live = response.ok ? entryScriptOf(await response.text()) : undefined;
  } catch {
    return false; // offline: the same chunk is tried again later
  }
  if (!shouldReload(running, live, tabStorage.get<string>(RELOADED_FOR_KEY) ?? null, performance.now())) return false;
  keepInTab(RELOADED_FOR_KEY, live as string);
  location.reload();
  return true;
}

/** `load()`; when it fails, the caller hears at once, and the page reloads if a newer build is live. */
export function loadChunk<T>(load: () => Promise<T>): Promise<T> {
  return load().catch((error: unknown) => {
    void reloadIfRebuilt();
    throw error;
  });
}

/**
 * A lazy part's stylesheet, attached before the part shows so nothing shows unstyled (the build
 * imports this for each `*.lazy.css`). One that fails to load reloads into a newer build; with
 * none, the part shows unstyled rather than not at all.
 */
export async function attachStylesheet(href: string): Promise<void> {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  const loaded = await new Promise<boolean>((done) => {
    link.onload = () => done(true);
    link.onerror = () => done(false);
    document.head.append(link);
  });
  if (!loaded && (await reloadIfRebuilt())) await new Promise(() => {}); // the page is going
}
