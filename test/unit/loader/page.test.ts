// The `page` message: the loader tells the widget where the visitor is on the host page, on
// open and after every navigation (single-page ones too), so the agent sees it live.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createHostPage,
  fromWidget,
  HOST_ORIGIN,
  type HostPage,
  type HostPageOptions,
  settle,
  WIDGET_ORIGIN,
} from './hostPage';

let page: HostPage;
afterEach(() => {
  vi.useRealTimers();
  page?.close();
});

/** The shop with the chat open and the widget ready. */
async function readyPage(options: HostPageOptions = {}) {
  page = createHostPage({ dataset: { channelId: 'demo' }, ...options });
  page.install();
  page.launcher()!.click();
  await settle();
  page.receive(fromWidget('ready'));
  return page;
}

const pagesPosted = (host: HostPage) => host.posted().filter((message) => message.type == 'page');

describe('the page message', () => {
  it('is held until the widget says ready, then sent once, to the widget origin, with the url and title', async () => {
    page = createHostPage({ dataset: { channelId: 'demo' }, path: '/boots?size=42', title: 'Trail boots' });
    page.install();
    page.launcher()!.click();
    await settle();
    expect(pagesPosted(page)).toEqual([]);
    page.receive(fromWidget('ready'));
    expect(pagesPosted(page)).toEqual([
      {
        source: 'chat-online',
        type: 'page',
        url: HOST_ORIGIN + '/boots?size=42',
        title: 'Trail boots',
        origin: WIDGET_ORIGIN,
      },
    ]);
  });

  it('rule: a pushState or replaceState navigation sends the new page', async () => {
    await readyPage();
    page.win.history.pushState({}, '', '/cart');
    expect(pagesPosted(page).at(-1)).toMatchObject({ url: HOST_ORIGIN + '/cart', title: 'Products' });
    page.win.history.replaceState({}, '', '/cart?step=2');
    expect(pagesPosted(page).at(-1)).toMatchObject({ url: HOST_ORIGIN + '/cart?step=2' });
    expect(pagesPosted(page)).toHaveLength(3);
  });

  it('rule: going back (popstate) and a hash change send the page they lead to', async () => {
    await readyPage();
    page.win.history.pushState({}, '', '/cart');
    page.win.history.back();
    await vi.waitFor(() => expect(pagesPosted(page).at(-1)).toMatchObject({ url: HOST_ORIGIN + '/products' }));
    page.win.location.hash = '#reviews';
    await vi.waitFor(() => expect(pagesPosted(page).at(-1)).toMatchObject({ url: HOST_ORIGIN + '/products#reviews' }));
  });

  it('rule: only a change is sent: the same url and title again sends nothing', async () => {
    await readyPage();
    page.win.history.replaceState({ scroll: 200 }, '', '/products');
    page.win.history.pushState({}, '', '/products');
    page.launcher()!.click();
    page.launcher()!.click();
    expect(pagesPosted(page)).toHaveLength(1);
  });

  it('rule: a title the app sets just after its navigation is sent a moment later', async () => {
    await readyPage();
    vi.useFakeTimers();
    page.win.history.pushState({}, '', '/jackets');
    page.doc.title = 'Jackets';
    expect(pagesPosted(page).at(-1)).toMatchObject({ url: HOST_ORIGIN + '/jackets', title: 'Products' });
    vi.advanceTimersByTime(1000);
    expect(pagesPosted(page).at(-1)).toMatchObject({ url: HOST_ORIGIN + '/jackets', title: 'Jackets' });
  });

  it('rule: before the widget is ready, only the latest page waits to be sent', async () => {
    page = createHostPage({ dataset: { channelId: 'demo' } });
    page.install();
    page.launcher()!.click();
    await settle();
    page.win.history.pushState({}, '', '/a');
    page.win.history.pushState({}, '', '/b');
    page.receive(fromWidget('ready'));
    expect(pagesPosted(page).map((message) => message.url)).toEqual([HOST_ORIGIN + '/b']);
  });

  it('rule: the page’s own history calls still work: the URL, the state, and a wrapper the page adds after ours', async () => {
    await readyPage();
    const history = page.win.history;
    const ownWrapper = vi.fn();
    const wrapped = history.pushState;
    history.pushState = function (...args: Parameters<History['pushState']>) {
      ownWrapper(args[2]);
      return wrapped.apply(this, args);
    };
    history.pushState({ product: 7 }, '', '/product/7');
    expect(page.win.location.href).toBe(HOST_ORIGIN + '/product/7');
    expect(history.state).toEqual({ product: 7 });
    expect(ownWrapper).toHaveBeenCalledWith('/product/7');
    expect(pagesPosted(page).at(-1)).toMatchObject({ url: HOST_ORIGIN + '/product/7' });
  });

  it('rule: history is wrapped once: a widget booted again after shutdown sends each page once, and a shut-down one none', async () => {
    await readyPage();
    const pushState = page.win.history.pushState;
    page.api('shutdown');
    page.win.history.pushState({}, '', '/after-shutdown');
    expect(pagesPosted(page).map((message) => message.url)).not.toContain(HOST_ORIGIN + '/after-shutdown');

    page.api('boot', { channelId: 'demo' });
    page.launcher()!.click();
    await settle();
    page.receive(fromWidget('ready'));
    expect(page.win.history.pushState).toBe(pushState);
    const before = pagesPosted(page).length;
    page.win.history.pushState({}, '', '/again');
    expect(
      pagesPosted(page)
        .slice(before)
        .map((message) => message.url),
    ).toEqual([HOST_ORIGIN + '/again']);
  });

  it('rule: a url over 2000 characters and a title over 300 are cut to the protocol’s limits', async () => {
    await readyPage({ path: '/search?q=' + 'x'.repeat(3000), title: 'T'.repeat(400) });
    const [sent] = pagesPosted(page);
    expect(sent!.url).toHaveLength(2000);
    expect(sent!.title).toHaveLength(300);
  });

  it('rule: the referrer goes along only when it is another site (how the visitor came), not a page of this one', async () => {
    await readyPage({ referrer: 'https://search.example/?q=boots' });
    expect(pagesPosted(page)[0]).toMatchObject({ referrer: 'https://search.example/?q=boots' });
    page.close();
    await readyPage({ referrer: HOST_ORIGIN + '/products' });
    expect(pagesPosted(page)[0]).not.toHaveProperty('referrer');
  });
});
