import { PROTOCOL_SOURCE } from '@shared/protocol';
import type { Embedding } from '@widget/host/embedding';
import { connectHost } from '@widget/start/connectHost';
import { $hiddenCount, $hostLocale, $hostPage, $hostUser, $shownCount, $visitorId } from '@widget/stores/host';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const HOST = 'https://shop.example.com';
const EMBEDDED: Embedding = { embedded: true, hostOrigin: HOST };

type Listener = (event: MessageEvent) => void;

/** A window with only what connectHost uses: its parent and its message listeners. */
function fakeWindow() {
  const listeners = new Set<Listener>();
  const parent = { postMessage: vi.fn<(message: unknown, targetOrigin: string) => void>() };
  const win = {
    parent,
    addEventListener: vi.fn((type: string, listener: Listener) => {
      if (type == 'message') listeners.add(listener);
    }),
    removeEventListener: vi.fn((type: string, listener: Listener) => {
      if (type == 'message') listeners.delete(listener);
    }),
  };
  const deliver = (data: unknown, { source = parent as unknown, origin = HOST } = {}) => {
    const event = { data, source, origin } as unknown as MessageEvent;
    for (const listener of [...listeners]) listener(event);
  };
  return { win, asWindow: win as unknown as Window, parent, listeners, deliver };
}

const msg = <T extends { type: string }>(fields: T) => ({ source: PROTOCOL_SOURCE, ...fields });

const VALID_MESSAGES = [
  msg({ type: 'visitor', visitorId: 'visitor_0001' }),
  msg({ type: 'userInfo', user: { userName: 'Ann' } }),
  msg({ type: 'locale', locale: 'en' }),
  msg({ type: 'show' }),
  msg({ type: 'page', url: 'https://shop.example.com/boots', title: 'Boots' }),
];

const snapshot = () => ({
  visitorId: $visitorId.get(),
  hostUser: $hostUser.get(),
  hostLocale: $hostLocale.get(),
  shownCount: $shownCount.get(),
  hostPage: $hostPage.get(),
});
const INITIAL = {
  visitorId: undefined,
  hostUser: undefined,
  hostLocale: undefined,
  shownCount: 0,
  hostPage: undefined,
};

beforeEach(() => {
  $visitorId.set(undefined);
  $hostUser.set(undefined);
  $hostLocale.set(undefined);
  $shownCount.set(0);
  $hostPage.set(undefined);
});

describe('connectHost: on connect', () => {
  it('rule: posts exactly one tagged ready to exactly the host origin', () => {
    const { asWindow, parent } = fakeWindow();
    connectHost(asWindow, EMBEDDED);
    expect(parent.postMessage).toHaveBeenCalledTimes(1);
    expect(parent.postMessage).toHaveBeenCalledWith({ source: 'chat-online', type: 'ready' }, HOST);
  });

  it('rule: listens for message events on the window', () => {
    const { win, asWindow, listeners } = fakeWindow();
    connectHost(asWindow, EMBEDDED);
    expect(win.addEventListener).toHaveBeenCalledWith('message', expect.any(Function));
    expect(listeners.size).toBe(1);
  });

  it('rule: not embedded, it posts nothing and listens to nothing', () => {
    const { win, asWindow, parent, deliver } = fakeWindow();
    const bridge = connectHost(asWindow, { embedded: false, hostOrigin: HOST });
    bridge.post({ type: 'unread', count: 1 });
    deliver(VALID_MESSAGES[0]);
    expect(parent.postMessage).not.toHaveBeenCalled();
    expect(win.addEventListener).not.toHaveBeenCalled();
    expect(snapshot()).toEqual(INITIAL);
    expect(() => bridge.stop()).not.toThrow();
  });

  it('rule: without a host origin, it posts nothing and listens to nothing', () => {
    const { win, asWindow, parent } = fakeWindow();
    const bridge = connectHost(asWindow, { embedded: true });
    bridge.post({ type: 'ended' });
    expect(parent.postMessage).not.toHaveBeenCalled();
    expect(win.addEventListener).not.toHaveBeenCalled();
  });

  it('rule: with an empty host origin, it posts nothing', () => {
    const { asWindow, parent } = fakeWindow();
    connectHost(asWindow, { embedded: true, hostOrigin: '' }).post({ type: 'ended' });
    expect(parent.postMessage).not.toHaveBeenCalled();
  });
});

describe('connectHost: messages from the host are applied to the stores', () => {
  it('rule: visitor sets $visitorId', () => {
    const { asWindow, deliver } = fakeWindow();
    connectHost(asWindow, EMBEDDED);
    deliver(msg({ type: 'visitor', visitorId: 'visitor_0001' }));
    expect($visitorId.get()).toBe('visitor_0001');
  });

  it('rule: userInfo sets $hostUser', () => {
    const { asWindow, deliver } = fakeWindow();
    connectHost(asWindow, EMBEDDED);
    const user = { userName: 'Ann', email: 'ann@example.com', params: { plan: 'gold' } };
    deliver(msg({ type: 'userInfo', user }));
    expect($hostUser.get()).toEqual(user);
  });

  it('rule: locale sets $hostLocale', () => {
    const { asWindow, deliver } = fakeWindow();
    connectHost(asWindow, EMBEDDED);
    deliver(msg({ type: 'locale', locale: 'zh-TW' }));
    expect($hostLocale.get()).toBe('zh-TW');
  });

  it('rule: page sets $hostPage, with the referrer when the host gave one', () => {
    const { asWindow, deliver } = fakeWindow();
    connectHost(asWindow, EMBEDDED);
    deliver(
      msg({ type: 'page', url: 'https://shop.example.com/boots', title: 'Boots', referrer: 'https://search.example/' }),
    );
    expect($hostPage.get()).toEqual({
      url: 'https://shop.example.com/boots',
      title: 'Boots',
      referrer: 'https://search.example/',
    });
    deliver(msg({ type: 'page', url: 'https://shop.example.com/cart', title: 'Cart' }));
    expect($hostPage.get()).toEqual({ url: 'https://shop.example.com/cart', title: 'Cart' });
  });

  it('rule: each show increments $shownCount', () => {
    const { asWindow, deliver } = fakeWindow();
    connectHost(asWindow, EMBEDDED);
    deliver(msg({ type: 'show' }));
    expect($shownCount.get()).toBe(1);
    deliver(msg({ type: 'show' }));
    deliver(msg({ type: 'show' }));
    expect($shownCount.get()).toBe(3);
  });

  it('rule: each hide increments $hiddenCount (the host closed the panel)', () => {
    const { asWindow, deliver } = fakeWindow();
    connectHost(asWindow, EMBEDDED);
    const before = $hiddenCount.get();
    deliver(msg({ type: 'hide' }));
    expect($hiddenCount.get()).toBe(before + 1);
  });

  it('rule: a later message replaces an earlier value', () => {
    const { asWindow, deliver } = fakeWindow();
    connectHost(asWindow, EMBEDDED);
    deliver(msg({ type: 'locale', locale: 'en' }));
    deliver(msg({ type: 'locale', locale: 'ja' }));
    expect($hostLocale.get()).toBe('ja');
  });

  it('rule: receiving messages posts nothing back', () => {
    const { asWindow, parent, deliver } = fakeWindow();
    connectHost(asWindow, EMBEDDED);
    for (const message of VALID_MESSAGES) deliver(message);
    expect(parent.postMessage).toHaveBeenCalledTimes(1); // the ready only
  });
});

describe('connectHost: untrusted messages are ignored', () => {
  it.each(VALID_MESSAGES.map((message) => [message.type, message]))(
    'rule: %s from another source window is ignored',
    (_type, message) => {
      const { asWindow, deliver } = fakeWindow();
      connectHost(asWindow, EMBEDDED);
      deliver(message, { source: { postMessage: vi.fn() } });
      deliver(message, { source: null });
      deliver(message, { source: asWindow });
      expect(snapshot()).toEqual(INITIAL);
    },
  );

  it.each(VALID_MESSAGES.map((message) => [message.type, message]))(
    'rule: %s from another origin is ignored',
    (_type, message) => {
      const { asWindow, deliver } = fakeWindow();
      connectHost(asWindow, EMBEDDED);
      for (const origin of ['https://evil.example', 'http://shop.example.com', `${HOST}:443`, `${HOST}/`, 'null', ''])
        deliver(message, { origin });
      expect(snapshot()).toEqual(INITIAL);
    },
  );

  it.each([
    ['without source', { type: 'visitor', visitorId: 'visitor_0001' }],
    ['with another source', { source: 'other', type: 'show' }],
    ['of an unknown type', msg({ type: 'bogus' })],
    ['of a widget → host type', msg({ type: 'ready' })],
    ['with an inherited type', msg({ type: 'toString' })],
    ['with a bad visitor id', msg({ type: 'visitor', visitorId: 'has spaces in it' })],
    ['with a too-long visitor id', msg({ type: 'visitor', visitorId: 'a'.repeat(65) })],
    ['with an unknown user key', msg({ type: 'userInfo', user: { userName: 'Ann', role: 'admin' } })],
    ['with a non-string param', msg({ type: 'userInfo', user: { params: { age: 30 } } })],
    ['with a bad locale', msg({ type: 'locale', locale: '<img src=x>' })],
    [
      'with a page url over 2000 characters',
      msg({ type: 'page', url: 'https://shop.example.com/' + 'a'.repeat(2000), title: 'Boots' }),
    ],
    [
      'with a page title that is not text',
      msg({ type: 'page', url: 'https://shop.example.com/', title: { html: '<b>' } }),
    ],
    ['a string', 'show'],
    ['null', null],
    ['an array', [msg({ type: 'show' })]],
  ])('rule: a message %s is ignored', (_name, data) => {
    const { asWindow, deliver } = fakeWindow();
    connectHost(asWindow, EMBEDDED);
    deliver(data);
    expect(snapshot()).toEqual(INITIAL);
  });
});

describe('connectHost: post', () => {
  it('rule: post sends the message tagged with the source to exactly the host origin', () => {
    const { asWindow, parent } = fakeWindow();
    const bridge = connectHost(asWindow, EMBEDDED);
    parent.postMessage.mockClear();
    bridge.post({ type: 'unread', count: 3 });
    bridge.post({ type: 'hidden', hidden: true, close: true });
    expect(parent.postMessage.mock.calls).toEqual([
      [{ source: 'chat-online', type: 'unread', count: 3 }, HOST],
      [{ source: 'chat-online', type: 'hidden', hidden: true, close: true }, HOST],
    ]);
  });

  it('rule: post never targets "*"', () => {
    const { asWindow, parent } = fakeWindow();
    connectHost(asWindow, EMBEDDED).post({ type: 'ended' });
    for (const [, targetOrigin] of parent.postMessage.mock.calls) expect(targetOrigin).toBe(HOST);
  });

  it('rule: the source tag cannot be overridden by the message', () => {
    const { asWindow, parent } = fakeWindow();
    const bridge = connectHost(asWindow, EMBEDDED);
    const forged = { type: 'ended', source: 'other' } as unknown as Parameters<typeof bridge.post>[0];
    bridge.post(forged);
    expect(parent.postMessage).toHaveBeenLastCalledWith({ source: 'chat-online', type: 'ended' }, HOST);
  });
});

describe('connectHost: stop', () => {
  it('rule: stop removes the listener it added', () => {
    const { win, asWindow, listeners } = fakeWindow();
    const bridge = connectHost(asWindow, EMBEDDED);
    const added = win.addEventListener.mock.calls[0]?.[1];
    bridge.stop();
    expect(win.removeEventListener).toHaveBeenCalledWith('message', added);
    expect(listeners.size).toBe(0);
  });

  it('rule: after stop, host messages are no longer applied', () => {
    const { asWindow, deliver } = fakeWindow();
    const bridge = connectHost(asWindow, EMBEDDED);
    bridge.stop();
    for (const message of VALID_MESSAGES) deliver(message);
    expect(snapshot()).toEqual(INITIAL);
  });
});
