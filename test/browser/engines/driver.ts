// What a scenario needs from a browser engine, kept small so that each engine's adapter is a
// few lines over its own automation library: Chromium (playwright-core), Firefox ESR
// (puppeteer-core over WebDriver BiDi), WebKitGTK (selenium-webdriver and WebKitWebDriver).
import { existsSync } from 'node:fs';

/** The host page's top document, or the widget's iframe `#chat-online-frame` inside it. */
export type Where = 'page' | 'frame';

export const FRAME_SELECTOR = '#chat-online-frame';

/**
 * Runs in the browser: serialised with `toString()`, so it may use only its argument and the
 * browser's globals (no imports, nothing from the test's scope), and returns JSON.
 */
export type Script<A, R> = (arg: A) => R;

/** A script as the automation libraries type it: they check its argument and result themselves, not against ours. */
export const untyped = <A, R>(script: Script<A, R>) => script as Script<unknown, unknown>;

export interface EngineSession {
  /** Loads `url` in the session's tab and waits for it to load. */
  open(url: string): Promise<void>;
  /** A click through the engine's input events (trusted, like a visitor's) on the first element matching `css`. */
  click(where: Where, css: string): Promise<void>;
  /** Focuses the first element matching `css` and types `text` with key events, then Enter. */
  typeAndEnter(where: Where, css: string, text: string): Promise<void>;
  run<A, R>(where: Where, script: Script<A, R>, arg: A): Promise<R>;
  /** The tab as drawn, to a PNG at `path`. */
  screenshot(path: string): Promise<void>;
  close(): Promise<void>;
}

export interface Engine {
  name: string;
  /** A session with a fresh profile; throws saying how to install the engine when it is missing. */
  start(): Promise<EngineSession>;
}

/** Throws, naming the package that provides `path`, when it is not installed. */
export function requireBinary(path: string, what: string, packages: string) {
  if (!existsSync(path))
    throw new Error(
      `${what} not found at ${path}. Install it with \`apt-get update && apt-get install -y ${packages}\`.`,
    );
}

/**
 * Calls `probe` until `accept` takes its result, for up to `timeoutMs`; a probe that throws
 * (a frame still loading, an element not there yet) counts as not yet. The error on timeout
 * names what was awaited and shows the last result or error.
 */
export async function until<T>(
  what: string,
  probe: () => Promise<T>,
  accept: (value: T) => boolean = Boolean,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: string;
  for (;;) {
    try {
      const value = await probe();
      if (accept(value)) return value;
      last = 'last value: ' + JSON.stringify(value);
    } catch (error) {
      last = 'last error: ' + (error instanceof Error ? error.message : String(error));
    }
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}; ${last}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
