// Two tabs of one visitor share the outbox in localStorage, and neither may lose the other's
// message. Each tab runs its own copy of the widget's stores over its own storage cache, as a
// browser keeps localStorage: a write changes the writing tab's cache at once and reaches
// the other tabs later, in order, the last write of a key winning.

import { createListedStorage } from '@shared/expiringStorage';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chatMessage, sessionStart } from '../../chatMessage';

/** One origin's localStorage across tabs: each tab's cache, and the writes on their way between them. */
class Browser {
  readonly tabs: TabStorage[] = [];
  private readonly inFlight: { from: TabStorage; key: string; value: string | null }[] = [];

  openTab() {
    const tab = new TabStorage(this, new Map(this.tabs[0]?.items));
    this.tabs.push(tab);
    return tab;
  }

  send(from: TabStorage, key: string, value: string | null) {
    this.inFlight.push({ from, key, value });
  }

  /** Every write so far reaches every other tab, in the order written. */
  deliver() {
    for (const { from, key, value } of this.inFlight.splice(0))
      for (const tab of this.tabs) if (tab != from) value === null ? tab.items.delete(key) : tab.items.set(key, value);
  }
}

class TabStorage implements Storage {
  [name: string]: unknown;
  constructor(
    private readonly browser: Browser,
    readonly items: Map<string, string>,
  ) {}
  get length() {
    return this.items.size;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
    this.browser.send(this, key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
    this.browser.send(this, key, null);
  }
  clear() {
    for (const key of [...this.items.keys()]) this.removeItem(key);
  }
}

/** The server: it stores each client id once, and answers a call only when the test says. */
const server = {
  stored: new Map<string, string>(),
  held: [] as { answer: () => void }[],
  call(_call: string, body: Record<string, unknown>) {
    return new Promise((resolve) =>
      server.held.push({
        answer: () => {
          const clientId = body.clientId as string;
          if (!server.stored.has(clientId)) server.stored.set(clientId, body.msgContent as string);
          resolve(chatMessage({ id: server.stored.size, clientId, msgContent: server.stored.get(clientId) }));
        },
      }),
    );
  },
};

/** A tab of the shop: the widget's outbox, over this tab's storage cache. */
async function openTab(browser: Browser) {
  const storage = browser.openTab();
  vi.resetModules();
  vi.doMock('@widget/stores/storage', () => ({ widgetStorage: createListedStorage(() => storage) }));
  vi.doMock('@widget/api/client', async () => ({
    ...(await vi.importActual<object>('@widget/api/client')),
    callVisitor: server.call,
  }));
  const outbox = await import('@widget/stores/outbox');
  const { $session } = await import('@widget/stores/session');
  $session.set(sessionStart({ status: 2 }));
  return { outbox, storage };
}

/** Lets every promise that can settle settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The server answers every call, and the calls those answers lead to, until no tab sends more. */
async function answerAll() {
  for (let answered = 0; answered < server.held.length; await settle())
    for (const call of server.held.slice(answered)) {
      call.answer();
      answered++;
    }
}

afterEach(() => {
  server.stored.clear();
  server.held.length = 0;
  vi.doUnmock('@widget/stores/storage');
  vi.doUnmock('@widget/api/client');
  vi.resetModules();
});

describe('the outbox, in two tabs', () => {
  it('rule: a message sent in one tab is not lost when the other tab clears its own sent message', async () => {
    const browser = new Browser();
    const first = await openTab(browser);
    const second = await openTab(browser);

    const firstSends = first.outbox.sendText('Sent from the first tab', 'agent');
    browser.deliver();
    // The second tab sees the first's message waiting, and sends it too (the server keeps one).
    const secondSends = second.outbox.sendText('Sent from the second tab', 'agent');
    await settle();
    expect(server.held).toHaveLength(2);

    // The server answers the first tab, which clears its message before it has heard of the second's.
    server.held[0]!.answer();
    await firstSends;
    browser.deliver();
    // The second tab hears back, and goes on to its own message.
    await answerAll();
    await secondSends;
    browser.deliver();

    expect([...server.stored.values()].sort()).toEqual(['Sent from the first tab', 'Sent from the second tab']);
    // Both sent, nothing is left waiting in either tab.
    for (const tab of browser.tabs)
      expect([...tab.items.keys()].filter((key) => key.startsWith('chat-online:outbox:'))).toEqual([]);
  });

  it('rule: messages written in two tabs at once are each kept until sent', async () => {
    const browser = new Browser();
    const first = await openTab(browser);
    const second = await openTab(browser);

    // Written at once: neither tab has heard of the other's when it writes its own.
    const sends = [first.outbox.sendText('One', 'agent'), second.outbox.sendText('Two', 'agent')];
    browser.deliver();
    await settle();
    await answerAll();
    await Promise.all(sends);
    browser.deliver();

    expect([...server.stored.values()].sort()).toEqual(['One', 'Two']);
  });

  it('rule: a message left by a page of the earlier version (one list per visitor) still goes out', async () => {
    const browser = new Browser();
    const tab = await openTab(browser);
    tab.storage.setItem(
      'chat-online:outbox:u1',
      JSON.stringify({ v: [{ clientId: 'c-old', text: 'Typed before the update', to: 'agent', createdAt: 1 }], s: 1 }),
    );
    tab.outbox.restoreOutbox();
    await settle();
    server.held[0]!.answer();
    await tab.outbox.flushOutbox();

    expect([...server.stored]).toEqual([['c-old', 'Typed before the update']]);
    expect([...tab.storage.items.keys()].filter((key) => key.startsWith('chat-online:outbox:'))).toEqual([]);
  });
});
