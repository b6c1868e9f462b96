import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHostPage, fromWidget, HOST_ORIGIN, type HostPage, settle, WIDGET_ORIGIN } from './hostPage';

let page: HostPage;
afterEach(() => {
  page?.close();
  vi.restoreAllMocks();
});

const bootedPage = (options: Parameters<typeof createHostPage>[0] = {}) => {
  page = createHostPage({ dataset: { channelId: 'demo' }, ...options });
  page.install();
  return page;
};

/** The visitor goes to another page of the same site: a new page, the same host storage. */
function nextPageOfTheSite() {
  const saved = { ...page.win.localStorage };
  page.close();
  page = createHostPage({ dataset: { channelId: 'demo' } });
  for (const [key, value] of Object.entries(saved)) page.win.localStorage.setItem(key, String(value));
  page.install();
}

/** Opens the panel and lets the widget say it is ready. */
async function openReady(host: HostPage) {
  host.launcher()!.click();
  await settle();
  host.receive(fromWidget('ready'));
}

describe('the script tag', () => {
  it('draws the bubble at once and fetches nothing before the visitor opens the chat', () => {
    bootedPage();
    const launcher = page.launcher()!;
    expect(launcher.getAttribute('aria-label')).toBe('Customer service chat');
    expect(launcher.getAttribute('aria-expanded')).toBe('false');
    // The unread badge comes with the panel: a page that never opens the chat has none.
    expect(page.badge()).toBeNull();
    expect(page.frame()).toBeNull();
    expect(page.panelFetches).not.toHaveBeenCalled();
  });

  it('fetches the panel code when the pointer comes over the bubble or it takes focus, once, and makes no frame before the click', async () => {
    for (const intent of ['pointerenter', 'focus']) {
      bootedPage();
      page.launcher()!.dispatchEvent(new page.doc.defaultView!.Event(intent));
      page.launcher()!.dispatchEvent(new page.doc.defaultView!.Event(intent));
      await settle();
      expect(page.panelFetches).toHaveBeenCalledTimes(1);
      expect(page.panelLoads).not.toHaveBeenCalled();
      expect(page.frame()).toBeNull();
      page.launcher()!.click();
      await settle();
      expect(page.panelFetches).toHaveBeenCalledTimes(1);
      expect(page.frame()).not.toBeNull();
      page.api('shutdown');
    }
  });

  it('opens the iframe from the widget origin on the first click, without the visitor id in its URL', async () => {
    bootedPage({ dataset: { channelId: 'demo', locale: 'de' } });
    page.launcher()!.click();
    await settle();
    const src = new URL(page.frame()!.src);
    expect(src.origin).toBe(WIDGET_ORIGIN);
    expect(src.pathname).toBe('/chat_online/index');
    expect(src.searchParams.get('channelId')).toBe('demo');
    expect(src.searchParams.get('from')).toBe('iframe');
    expect(src.searchParams.get('host')).toBe(HOST_ORIGIN);
    expect(src.searchParams.get('locale')).toBe('de');
    expect([...src.searchParams.keys()].sort()).toEqual(['channelId', 'from', 'host', 'locale', 'r']);
    expect(page.frame()!.getAttribute('allow')).toContain('microphone');
    expect(page.frame()!.style.display).not.toBe('none');
    expect(page.launcher()!.getAttribute('aria-expanded')).toBe('true');
  });

  it('the bubble and, once opened, the panel right after it are the last children of <html>, after the body', async () => {
    bootedPage();
    page.launcher()!.click();
    await settle();
    const root = page.doc.documentElement;
    expect([...root.children].slice(-3)).toEqual([page.doc.body, page.launcher(), page.frame()]);
    // A page that swaps its body keeps the widget.
    root.replaceChild(page.doc.createElement('body'), page.doc.body);
    await settle();
    expect([...root.children].slice(-2)).toEqual([page.launcher(), page.frame()]);
  });

  it('the icon is built without innerHTML (Trusted Types) and sized by its own style', () => {
    bootedPage();
    const icon = page.launcher()!.querySelector('svg')!;
    expect(icon.namespaceURI).toBe('http://www.w3.org/2000/svg');
    expect(icon.style.getPropertyValue('width')).toBe('28px');
    expect(icon.style.getPropertyPriority('width')).toBe('important');
  });

  it('data-position="left" puts the bubble in the left corner', () => {
    bootedPage({ dataset: { channelId: 'demo', position: 'left' } });
    expect(page.launcher()!.style.left).toBe('20px');
    expect(page.launcher()!.style.right).toBe('');
  });

  it('data-open="true" opens at load', async () => {
    bootedPage({ dataset: { channelId: 'demo', open: 'true' } });
    await settle();
    expect(page.frame()!.style.display).not.toBe('none');
  });
});

describe('the command queue', () => {
  it('replays what the page queued before the script arrived, in order, after boot', async () => {
    const seen: string[] = [];
    page = createHostPage({
      queue: [
        ['on', 'open', () => seen.push('open')],
        ['setUser', { userName: 'Ada', params: { plan: 'gold' } }],
        ['boot', { channelId: 'demo' }],
        ['on', 'close', () => seen.push('close')],
        ['open'],
        ['close'],
      ],
    });
    page.install();
    await settle();
    expect(seen).toEqual(['open', 'close']);
    page.receive(fromWidget('ready'));
    expect(page.posted()).toContainEqual({
      source: 'chat-online',
      type: 'userInfo',
      user: { userName: 'Ada', params: { plan: 'gold' } },
      origin: WIDGET_ORIGIN,
    });
  });

  it('booting twice never makes two widgets', () => {
    bootedPage();
    page.api('boot', { channelId: 'other' });
    expect(page.doc.querySelectorAll('#chat-online-launcher')).toHaveLength(1);
  });

  it('running the script a second time (single-page sites) reuses the first widget', () => {
    bootedPage();
    const api = page.win.ChatOnline;
    const again = page.doc.createElement('script');
    again.src = WIDGET_ORIGIN + '/chat_online/loader.js';
    again.dataset.channelId = 'demo';
    page.install(again);
    expect(page.win.ChatOnline).toBe(api);
    expect(page.doc.querySelectorAll('#chat-online-launcher')).toHaveLength(1);
  });

  it('shutdown removes every node and listener it added, and boot works again after', async () => {
    bootedPage();
    await openReady(page);
    const unread = vi.fn();
    page.api('on', 'unread', unread);
    page.api('shutdown');
    expect(page.launcher()).toBeNull();
    expect(page.frame()).toBeNull();
    page.receive(fromWidget('unread', { count: 3 }));
    expect(unread).not.toHaveBeenCalled();
    page.api('boot', { channelId: 'demo' });
    expect(page.doc.querySelectorAll('#chat-online-launcher')).toHaveLength(1);
  });

  it('gone (the widget found no channel and the visitor closed its notice) removes the bubble and the panel', async () => {
    bootedPage();
    await openReady(page);
    const close = vi.fn();
    page.api('on', 'close', close);
    page.receive(fromWidget('gone'));
    expect(page.launcher()).toBeNull();
    expect(page.frame()).toBeNull();
    // Not a close the page should react to: the widget is simply no longer there.
    expect(close).not.toHaveBeenCalled();
    page.api('open');
    await settle();
    expect(page.frame()).toBeNull();
  });

  it('uses the options as they were at boot, though loader-panel.js reads them later', async () => {
    page = createHostPage();
    page.install();
    const options = { channelId: 'demo', locale: 'de' };
    page.api('boot', options);
    Object.assign(options, { channelId: '../../etc', locale: 'fr' });
    page.launcher()!.click();
    await settle();
    const src = new URL(page.frame()!.src);
    expect(src.searchParams.get('channelId')).toBe('demo');
    expect(src.searchParams.get('locale')).toBe('de');
  });

  it('refuses a boot without a valid channelId, naming it', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    page = createHostPage();
    page.install();
    page.api('boot', { channelId: '../../etc' });
    page.api('boot', {});
    expect(page.launcher()).toBeNull();
    expect(error).toHaveBeenCalledWith('ChatOnline: bad channelId');
  });

  it('refuses a setUser that is not strings and params, and a bad locale, once loader-panel.js has loaded', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    bootedPage();
    page.api('setUser', { userName: 42 });
    page.api('setUser', { password: 'x' });
    page.api('setLocale', 'en;drop');
    page.api('setUser', { userName: 'Ada' });
    // loader.js only keeps the calls; the code that judges them comes with the panel code.
    expect(error).not.toHaveBeenCalled();
    page.launcher()!.dispatchEvent(new page.doc.defaultView!.Event('pointerenter'));
    await settle();
    expect(error.mock.calls).toEqual([
      ['ChatOnline: bad setUser'],
      ['ChatOnline: bad setUser'],
      ['ChatOnline: bad locale'],
    ]);
    // Loaded, it refuses at once; the good setUser kept before still reaches the widget.
    page.api('setUser', { userName: 42 });
    expect(error).toHaveBeenCalledTimes(4);
    await openReady(page);
    expect(page.posted().filter((message) => message.type == 'userInfo')).toEqual([
      { source: 'chat-online', type: 'userInfo', user: { userName: 'Ada' }, origin: WIDGET_ORIGIN },
    ]);
  });

  it('names a command it does not know', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    bootedPage();
    page.api('explode');
    page.launcher()!.click();
    await settle();
    page.api('hasOwnProperty');
    expect(error.mock.calls).toEqual([['ChatOnline: cannot explode'], ['ChatOnline: cannot hasOwnProperty']]);
  });

  it('calls that do not show the panel fetch nothing: a page that sets its user and listens pays only for the bubble', async () => {
    bootedPage();
    page.api('setUser', { userName: 'Ada' });
    page.api('setLocale', 'de');
    page.api('on', 'unread', () => {});
    page.api('close');
    page.receive(
      { source: 'chat-online', type: 'userInfo', user: { email: 'ada@example.com' } },
      { source: page.win, origin: HOST_ORIGIN },
    );
    await settle();
    expect(page.panelFetches).not.toHaveBeenCalled();
    expect(page.frame()).toBeNull();
  });

  it('what the page said before loader-panel.js loaded reaches the widget, in order: user, pushed user, locale', async () => {
    bootedPage();
    page.api('setUser', { userName: 'Ada' });
    page.receive(
      { source: 'chat-online', type: 'userInfo', user: { email: 'ada@example.com' } },
      { source: page.win, origin: HOST_ORIGIN },
    );
    page.api('setLocale', 'de');
    await openReady(page);
    expect(page.posted()).toContainEqual(
      expect.objectContaining({ type: 'userInfo', user: { email: 'ada@example.com' } }),
    );
    expect(page.posted()).not.toContainEqual(expect.objectContaining({ type: 'userInfo', user: { userName: 'Ada' } }));
    expect(new URL(page.frame()!.src).searchParams.get('locale')).toBe('de');
  });

  it('listeners added before loader-panel.js loads hear every event, open and ready included', async () => {
    bootedPage();
    const events: unknown[] = [];
    for (const name of ['ready', 'open', 'unread', 'close'])
      page.api('on', name, (payload: unknown) => events.push([name, payload]));
    await openReady(page);
    page.receive(fromWidget('unread', { count: 2 }));
    page.launcher()!.click();
    expect(events).toEqual([
      ['open', undefined],
      ['ready', undefined],
      ['unread', 2],
      ['close', undefined],
    ]);
  });

  it('shutdown before loader-panel.js loads removes the bubble; later calls are refused until a new boot, and nothing loads', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    bootedPage();
    const opened = vi.fn();
    page.api('on', 'open', opened);
    page.api('shutdown');
    expect(page.launcher()).toBeNull();
    page.api('open');
    page.receive(
      { source: 'chat-online', type: 'userInfo', user: { email: 'ada@example.com' } },
      { source: page.win, origin: HOST_ORIGIN },
    );
    await settle();
    expect(page.panelFetches).not.toHaveBeenCalled();
    expect(page.frame()).toBeNull();
    expect(opened).not.toHaveBeenCalled();
    expect(error.mock.calls).toEqual([['ChatOnline: cannot open']]);
    page.api('boot', { channelId: 'demo' });
    expect(page.doc.querySelectorAll('#chat-online-launcher')).toHaveLength(1);
    await openReady(page);
    expect(page.frame()).not.toBeNull();
    expect(opened).not.toHaveBeenCalled();
  });

  it('shutdown while loader-panel.js is on its way: it makes no panel when it arrives', async () => {
    bootedPage();
    page.launcher()!.click();
    page.api('shutdown');
    await settle();
    expect(page.panelFetches).toHaveBeenCalledTimes(1);
    expect(page.frame()).toBeNull();
    expect(page.launcher()).toBeNull();
  });

  it('a listener may shut the widget down: the calls still waiting are dropped', async () => {
    bootedPage();
    const closed = vi.fn();
    page.api('on', 'open', () => page.api('shutdown'));
    page.api('open');
    page.api('on', 'close', closed);
    page.api('close');
    await settle();
    expect(page.launcher()).toBeNull();
    expect(page.frame()).toBeNull();
    expect(closed).not.toHaveBeenCalled();
  });
});

describe('the postMessage bridge', () => {
  it('delivers visitor, userInfo and show once the widget is ready, to the widget origin only', async () => {
    bootedPage();
    page.api('setUser', { userName: 'Ada' });
    page.launcher()!.click();
    await settle();
    expect(page.posted()).toEqual([]);
    page.receive(fromWidget('ready'));
    const types = page.posted().map((message) => message.type);
    expect(types).toEqual(expect.arrayContaining(['userInfo', 'show']));
    expect(page.posted().every((message) => message.origin == WIDGET_ORIGIN && message.source == 'chat-online')).toBe(
      true,
    );
    page.api('setLocale', 'zh');
    expect(page.posted().at(-1)).toMatchObject({ type: 'locale', locale: 'zh' });
  });

  it('a widget ready again (its frame reloaded: the page removed it and the loader put it back) is told everything again; the host hears ready once', async () => {
    bootedPage();
    const readies = vi.fn();
    page.api('on', 'ready', readies);
    page.api('setUser', { userName: 'Ada' });
    page.launcher()!.click();
    await settle();
    page.receive(fromWidget('layout', { width: 380, height: 600, color: '#0958d9', tenantId: 'demo-tenant' }));
    page.receive(fromWidget('ready'));
    page.api('setLocale', 'zh');
    const first = page.posted();
    page.receive(fromWidget('ready'));
    const again = page.posted().slice(first.length);
    expect(again.map((message) => message.type).sort()).toEqual([
      'kept',
      'locale',
      'page',
      'show',
      'userInfo',
      'visitor',
    ]);
    expect(again.find((message) => message.type == 'visitor')).toEqual(
      first.find((message) => message.type == 'visitor'),
    );
    expect(again.find((message) => message.type == 'locale')).toMatchObject({ locale: 'zh' });
    expect(readies).toHaveBeenCalledTimes(1);
    // Closed, it is not shown again.
    page.receive(fromWidget('hidden', { hidden: true }));
    const closed = page.posted().length;
    page.receive(fromWidget('ready'));
    expect(
      page
        .posted()
        .slice(closed)
        .map((message) => message.type),
    ).not.toContain('show');
  });

  it("where the browser blocks the frame's storage, the host keeps the widget's unsent messages: given back before the visitor id on every page, forgotten once sent", async () => {
    bootedPage();
    await openReady(page);
    page.receive(fromWidget('layout', { width: 380, height: 600, color: '#0958d9', tenantId: 'demo-tenant' }));
    const { visitorId } = page.posted().find((message) => message.type == 'visitor')!;
    const key = `chat-online:outbox:${visitorId}:c0ffee`;
    const item = JSON.stringify({ v: { clientId: 'c0ffee', text: 'Are you there?', to: 'agent' }, s: 1 });
    page.receive(fromWidget('keep', { key, value: item }));
    // Only an outbox item of a visitor: never the visitor id or the loader's own items.
    page.receive(fromWidget('keep', { key: 'chat-online:visitor:demo-tenant', value: '{"v":"someone-else","s":1}' }));
    page.receive(fromWidget('keep', { key: 'chat-online:outbox:short:c0ffee', value: item }));
    expect(Object.keys(page.win.localStorage).filter((name) => name.startsWith('chat-online:outbox:'))).toEqual([key]);
    expect(JSON.parse(page.win.localStorage.getItem('chat-online:visitor:demo-tenant')!).v).toBe(visitorId);

    nextPageOfTheSite();
    await openReady(page);
    const types = page.posted().map((message) => message.type);
    expect(types.indexOf('kept')).toBeLessThan(types.indexOf('visitor'));
    expect(page.posted().find((message) => message.type == 'kept')).toMatchObject({ items: { [key]: item } });

    // Sent: the widget says so, and a frame ready again gets nothing back.
    page.receive(fromWidget('keep', { key }));
    page.receive(fromWidget('ready'));
    expect(
      page
        .posted()
        .filter((message) => message.type == 'kept')
        .at(-1),
    ).toMatchObject({ items: {} });
  });

  it('the badge follows unread: hidden at 0, the count, and 99+ above 99', async () => {
    bootedPage();
    const counts: unknown[] = [];
    page.api('on', 'unread', (count: unknown) => counts.push(count));
    await openReady(page);
    page.receive(fromWidget('unread', { count: 3 }));
    expect(page.badge()!.textContent).toBe('3');
    expect(page.badge()!.style.display).toBe('block');
    expect(page.launcher()!.getAttribute('aria-label')).toBe('Customer service chat (3)');
    page.receive(fromWidget('unread', { count: 150 }));
    expect(page.badge()!.textContent).toBe('99+');
    page.receive(fromWidget('unread', { count: 0 }));
    expect(page.badge()!.style.display).toBe('none');
    expect(counts).toEqual([3, 150, 0]);
  });

  it('ignores a message from another origin, another window, or the host page itself', async () => {
    bootedPage();
    await openReady(page);
    page.receive(fromWidget('unread', { count: 7 }), { origin: 'https://evil.example' });
    page.receive(fromWidget('unread', { count: 7 }), { source: { postMessage() {} } });
    page.receive(fromWidget('unread', { count: 7 }), { source: page.win, origin: HOST_ORIGIN });
    page.receive(fromWidget('hidden', { hidden: true }), { origin: 'https://evil.example' });
    page.receive(fromWidget('unread', { count: '7' }));
    expect(page.badge()!.textContent).toBe('');
    expect(page.frame()!.style.display).not.toBe('none');
  });

  it('hidden hides the panel, gives focus back to the bubble and fires close', async () => {
    bootedPage();
    const close = vi.fn();
    page.api('on', 'close', close);
    await openReady(page);
    page.frame()!.focus();
    page.receive(fromWidget('hidden', { hidden: true }));
    expect(page.frame()!.style.display).toBe('none');
    expect(page.launcher()!.getAttribute('aria-expanded')).toBe('false');
    expect(page.doc.activeElement).toBe(page.launcher());
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('message, config and ended fire their events with their payloads', async () => {
    bootedPage();
    const events: unknown[] = [];
    for (const name of ['message', 'config', 'ended'])
      page.api('on', name, (payload: unknown) => events.push([name, payload]));
    await openReady(page);
    page.receive(fromWidget('message', { text: 'Hello', senderName: 'Lin' }));
    page.receive(fromWidget('config', { config: { mainColor: '#000' } }));
    page.receive(fromWidget('ended'));
    expect(events).toEqual([
      ['message', { text: 'Hello', senderName: 'Lin' }],
      ['config', { mainColor: '#000' }],
      ['ended', undefined],
    ]);
  });

  it('a listener that throws does not stop the others', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    bootedPage();
    const second = vi.fn();
    page.api('on', 'unread', () => {
      throw new Error('host bug');
    });
    page.api('on', 'unread', second);
    await openReady(page);
    page.receive(fromWidget('unread', { count: 1 }));
    expect(second).toHaveBeenCalledWith(1);
  });

  it('off removes a listener', async () => {
    bootedPage();
    const listener = vi.fn();
    page.api('on', 'unread', listener);
    page.api('off', 'unread', listener);
    await openReady(page);
    page.receive(fromWidget('unread', { count: 1 }));
    expect(listener).not.toHaveBeenCalled();
  });

  it('the host page may push its user with a same-window postMessage', async () => {
    bootedPage();
    await openReady(page);
    page.receive(
      { source: 'chat-online', type: 'userInfo', user: { email: 'ada@example.com' } },
      { source: page.win, origin: HOST_ORIGIN },
    );
    expect(page.posted().at(-1)).toMatchObject({ type: 'userInfo', user: { email: 'ada@example.com' } });
    page.receive(
      { source: 'chat-online', type: 'userInfo', user: { email: 'x@y.z' } },
      { source: page.win, origin: 'https://evil.example' },
    );
    expect(page.posted().at(-1)).toMatchObject({ user: { email: 'ada@example.com' } });
  });

  it('Escape on the host page closes the panel', async () => {
    bootedPage();
    await openReady(page);
    page.pressKey('Escape');
    expect(page.frame()!.style.display).toBe('none');
    // The widget is told, so what arrives while closed counts as unread.
    expect(page.posted().at(-1)).toMatchObject({ type: 'hide', origin: WIDGET_ORIGIN });
  });
});

describe('layout', () => {
  it('the layout message colours the bubble, and is remembered for the next page', async () => {
    bootedPage();
    await openReady(page);
    page.receive(fromWidget('layout', { width: 420, height: 640, color: '#00aa88', tenantId: 't1' }));
    // The panel's size uses min(), which happy-dom drops: the browser test measures it.
    expect(page.launcher()!.style.background).toContain('#00aa88');

    nextPageOfTheSite();
    expect(page.launcher()!.style.background).toContain('#00aa88');
  });

  it("the channel's position moves the bubble and the panel to its side, and the next page draws the bubble there at once", async () => {
    bootedPage();
    await openReady(page);
    expect(page.launcher()!.style.right).toBe('20px');
    page.receive(fromWidget('layout', { width: 380, height: 600, color: '#0958d9', tenantId: 't1', position: 'left' }));
    expect(page.launcher()!.style.left).toBe('20px');
    expect(page.launcher()!.style.right).toBe('');
    expect(page.frame()!.style.left).toBe('20px');
    expect(page.frame()!.style.right).toBe('');
    // Still painted as loader.js paints it: in the channel's colour, every declaration important.
    expect(page.launcher()!.style.background).toContain('#0958d9');
    expect(page.launcher()!.style.getPropertyPriority('left')).toBe('important');

    nextPageOfTheSite();
    expect(page.launcher()!.style.left).toBe('20px');
    expect(page.launcher()!.style.right).toBe('');

    // The owner moves it back: the next layout says so, the page after too.
    await openReady(page);
    page.receive(
      fromWidget('layout', { width: 380, height: 600, color: '#0958d9', tenantId: 't1', position: 'right' }),
    );
    expect(page.launcher()!.style.right).toBe('20px');
    expect(page.launcher()!.style.left).toBe('');
    expect(page.frame()!.style.right).toBe('20px');
    nextPageOfTheSite();
    expect(page.launcher()!.style.right).toBe('20px');
  });

  it("the snippet's data-position wins over the channel's position, on this page and the next", async () => {
    bootedPage({ dataset: { channelId: 'demo', position: 'right' } });
    await openReady(page);
    page.receive(fromWidget('layout', { width: 380, height: 600, color: '#0958d9', tenantId: 't1', position: 'left' }));
    expect(page.launcher()!.style.right).toBe('20px');
    expect(page.launcher()!.style.left).toBe('');
    expect(page.frame()!.style.right).toBe('20px');

    const saved = { ...page.win.localStorage };
    page.close();
    page = createHostPage({ dataset: { channelId: 'demo', position: 'right' } });
    for (const [key, value] of Object.entries(saved)) page.win.localStorage.setItem(key, String(value));
    page.install();
    expect(page.launcher()!.style.right).toBe('20px');

    // And a left snippet on a channel set to the right stays left.
    page.close();
    bootedPage({ dataset: { channelId: 'demo', position: 'left' } });
    await openReady(page);
    page.receive(
      fromWidget('layout', { width: 380, height: 600, color: '#0958d9', tenantId: 't1', position: 'right' }),
    );
    expect(page.launcher()!.style.left).toBe('20px');
    expect(page.frame()!.style.left).toBe('20px');
  });

  it('on a phone the panel is full screen and the host page cannot scroll under it', async () => {
    bootedPage({
      width: 390,
      touch: true,
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148',
    });
    page.doc.body.style.overflow = 'auto';
    await openReady(page);
    expect(page.frame()!.style.width).toBe('100%');
    expect(page.frame()!.style.height).toBe('100%');
    expect(page.doc.documentElement.style.overflow).toBe('hidden');
    expect(page.doc.body.style.overflow).toBe('hidden');
    page.receive(fromWidget('hidden', { hidden: true }));
    expect(page.doc.body.style.overflow).toBe('auto');
    expect(page.doc.documentElement.style.overflow).toBe('');
  });
});

describe('the visitor id', () => {
  const visitorIds = (host: HostPage) =>
    host
      .posted()
      .filter((message) => message.type == 'visitor')
      .map((message) => message.visitorId);

  it('is made once the tenant is known, kept per tenant in the host storage, and sent again on the next page', async () => {
    bootedPage();
    await openReady(page);
    expect(visitorIds(page)).toEqual([]);
    page.receive(fromWidget('layout', { width: 380, height: 600, color: '#1677ff', tenantId: 'acme' }));
    const [id] = visitorIds(page);
    expect(id).toMatch(/^[0-9a-f]{32}$/);

    // Next page of the same site: the loader already knows the tenant and sends the id at ready.
    nextPageOfTheSite();
    await openReady(page);
    expect(visitorIds(page)).toEqual([id]);
  });

  it('storage that throws loses nothing for the page: the widget still opens and gets a visitor', async () => {
    bootedPage({ storageThrows: true });
    await openReady(page);
    page.receive(fromWidget('layout', { width: 380, height: 600, color: '#1677ff', tenantId: 'acme' }));
    expect(visitorIds(page)).toHaveLength(1);
    page.receive(fromWidget('unread', { count: 2 }));
    expect(page.badge()!.textContent).toBe('2');
  });
});

describe('a conversation going', () => {
  it('loads the panel at idle on the next page, hidden, so unread counts keep arriving', async () => {
    bootedPage();
    await openReady(page);
    nextPageOfTheSite();
    await settle();
    await settle();
    expect(page.panelLoads).toHaveBeenCalledTimes(1);
    expect(page.frame()!.style.display).toBe('none');
    page.receive(fromWidget('ready'));
    page.receive(fromWidget('unread', { count: 4 }));
    expect(page.badge()!.textContent).toBe('4');
  });

  it('hidden with close: true forgets it, so the next page fetches nothing', async () => {
    bootedPage();
    await openReady(page);
    page.receive(fromWidget('hidden', { hidden: true, close: true }));
    nextPageOfTheSite();
    await settle();
    await settle();
    expect(page.panelLoads).not.toHaveBeenCalled();
  });
});
