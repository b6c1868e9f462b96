// A part of the app that fails to load after a deploy reloads the page into the new build,
// once per new build; offline or with the same build it does not (shared/ui/chunk.ts).
import { attachStylesheet, entryScriptOf, loadChunk, RELOAD_AFTER_MS, shouldReload } from '@shared/ui/chunk';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';

const page = (entry: string) =>
  `<!doctype html><html><head><link rel="stylesheet" href="/chat_online/assets/widget-1.css">` +
  `<script type="module" src="${entry}"></script></head><body></body></html>`;

describe('entryScriptOf', () => {
  it("reads the entry script's src the build writes", () => {
    expect(entryScriptOf(page('/chat_online/assets/main-AAAA1111.js'))).toBe('/chat_online/assets/main-AAAA1111.js');
  });
  it('finds none in a page without one (an error page)', () => {
    expect(entryScriptOf('{"code":404}')).toBeUndefined();
  });
});

describe('shouldReload', () => {
  const lived = RELOAD_AFTER_MS;
  it('reloads when the server now sends another entry', () =>
    expect(shouldReload('/a.js', '/b.js', null, lived)).toBe(true));
  it('not when the build is the same: the failure was something else', () =>
    expect(shouldReload('/a.js', '/a.js', null, lived)).toBe(false));
  it('not twice for the same new build (instances of two builds answering in turn)', () =>
    expect(shouldReload('/a.js', '/b.js', '/b.js', lived)).toBe(false));
  it('not from a page just loaded, where no record could be kept (storage blocked)', () =>
    expect(shouldReload('/a.js', '/b.js', null, RELOAD_AFTER_MS - 1)).toBe(false));
  it('not when either entry is unknown', () => {
    expect(shouldReload(undefined, '/b.js', null, lived)).toBe(false);
    expect(shouldReload('/a.js', undefined, null, lived)).toBe(false);
  });
});

describe('after a failed load', () => {
  let served: () => Promise<Response>;
  let reload: ReturnType<typeof vi.fn<() => void>>;
  let append: MockInstance<typeof document.head.append>;
  beforeEach(() => {
    sessionStorage.clear();
    // happy-dom runs no script: this one is the page's entry only by its src.
    (
      window as unknown as { happyDOM: { settings: Record<string, unknown> } }
    ).happyDOM.settings.handleDisabledFileLoadingAsSuccess = true;
    document.head.innerHTML = '<script type="module" src="/assets/main-OLD.js"></script>';
    served = async () => new Response(page('/assets/main-NEW.js'));
    vi.stubGlobal(
      'fetch',
      vi.fn(() => served()),
    );
    // happy-dom loads no stylesheet: each test says how the load went.
    append = vi.spyOn(document.head, 'append').mockImplementation(() => {});
    reload = vi.fn<() => void>();
    vi.spyOn(window.location, 'reload').mockImplementation(reload);
    vi.spyOn(performance, 'now').mockReturnValue(RELOAD_AFTER_MS);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const failedLink = async () => {
    await vi.waitFor(() => expect(append).toHaveBeenCalledTimes(1));
    const link = append.mock.calls[0]![0] as HTMLLinkElement;
    expect(link.href).toContain('/assets/pages-OLD.css');
    link.dispatchEvent(new Event('error'));
  };

  it('a chunk the new build removed reloads the page once, and still rejects', async () => {
    const failing = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    await expect(loadChunk(failing)).rejects.toThrow(TypeError);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    await expect(loadChunk(failing)).rejects.toThrow(TypeError);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    await new Promise((done) => setTimeout(done, 10));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('offline, nothing reloads', async () => {
    served = () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(loadChunk(() => Promise.reject(new Error('chunk')))).rejects.toThrow('chunk');
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    await new Promise((done) => setTimeout(done, 10));
    expect(reload).not.toHaveBeenCalled();
  });

  it("a lazy part's stylesheet that fails with a new build live reloads, and the part never shows unstyled", async () => {
    let shown = false;
    void attachStylesheet('/assets/pages-OLD.css').then(() => (shown = true));
    await failedLink();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    await new Promise((done) => setTimeout(done, 10));
    expect(shown).toBe(false);
  });

  it('a stylesheet that fails with the same build lets the part show all the same', async () => {
    served = async () => new Response(page('/assets/main-OLD.js'));
    const attaching = attachStylesheet('/assets/pages-OLD.css');
    await failedLink();
    await attaching;
    expect(reload).not.toHaveBeenCalled();
  });
});
