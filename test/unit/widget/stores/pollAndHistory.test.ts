// The poll loop (cursor, backoff, resume when the network is back) and history paging.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chatMessage } from '../../chatMessage';
import { calls, fake } from './fakeClient';

vi.mock('@widget/api/client', () => import('./fakeClient'));

const { startPolling, stopPolling, $online } = await import('@widget/stores/poll');
const { $session } = await import('@widget/stores/session');
const { $history, loadOlder, showFirstPage, showLatest } = await import('@widget/stores/history');
const { $messages, fromServer, mergeMessages, resetMessages } = await import('@widget/stores/messages');

const settle = async (ms = 0) => {
  await vi.advanceTimersByTimeAsync(ms);
};

beforeEach(() => {
  vi.useFakeTimers();
  calls.length = 0;
  resetMessages();
  $session.set({
    userId: 'u',
    token: 't',
    pollId: 'p1',
    sessionId: 1,
    status: 1,
    serverTime: 0,
    admin: null,
    waitIndex: 0,
    lastEventId: 10,
  });
});
afterEach(() => {
  stopPolling();
  vi.useRealTimers();
});

describe('poll loop', () => {
  it('rule: polls with the cursor and the status it shows, long-polls with wait 25, and moves the cursor past applied events', async () => {
    const replies = [
      { status: 1, waitIndex: 0, lastEventId: 12, msgList: [{ eventId: 11 }, { eventId: 12 }] },
      { status: 2, waitIndex: 0, lastEventId: 12, msgList: [] },
    ];
    fake.answer = () => replies.shift() ?? new Promise(() => {});
    const seen: number[] = [];
    startPolling({
      onReply: (reply) => seen.push(...reply.msgList.map((event) => event.eventId)),
      onRequeued: () => {},
    });
    await settle(2100);
    expect(calls[0]!.body).toMatchObject({ pollId: 'p1', lastEventId: 10, wait: 25, status: 1 });
    // A status change without an event answers a held poll only if the server knows what is shown.
    expect(calls[1]!.body).toMatchObject({ lastEventId: 12, status: 1 });
    expect(calls[2]!.body).toMatchObject({ lastEventId: 12, status: 2 });
    expect(seen).toEqual([11, 12]);
    expect($session.get()!.status).toBe(2);
  });

  it('rule: a conversation handed back from the agent to the queue is told once, with the place in it', async () => {
    $session.set({ ...$session.get()!, status: 2 });
    const replies = [
      { status: 3, waitIndex: 2, lastEventId: 10, msgList: [] },
      { status: 3, waitIndex: 1, lastEventId: 10, msgList: [] },
    ];
    fake.answer = () => replies.shift() ?? new Promise(() => {});
    const requeued: number[] = [];
    startPolling({ onReply: () => {}, onRequeued: (index) => requeued.push(index) });
    await settle(4100);
    expect(requeued).toEqual([2]);
    expect($session.get()!.status).toBe(3);
  });

  it('rule: a server that answers at once is asked every 2 s, not in a tight loop', async () => {
    fake.answer = () => ({ status: 1, waitIndex: 0, lastEventId: 10, msgList: [] });
    startPolling({ onReply: () => {}, onRequeued: () => {} });
    await settle(100);
    expect(calls).toHaveLength(1);
    await settle(2000);
    expect(calls).toHaveLength(2);
  });

  it('rule: on network errors it backs off, and resumes as soon as the network is back', async () => {
    let failing = true;
    fake.answer = () => {
      if (failing) throw new TypeError('Failed to fetch');
      return new Promise(() => {});
    };
    startPolling({ onReply: () => {}, onRequeued: () => {} });
    await settle(0);
    expect($online.get()).toBe(false);
    await settle(2000);
    await settle(4000);
    const afterBackoff = calls.length;
    expect(afterBackoff).toBeGreaterThanOrEqual(3);
    // Offline: no more attempts until the browser says the network is back.
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await settle(60_000);
    const whileOffline = calls.length;
    expect(whileOffline).toBeLessThanOrEqual(afterBackoff + 1);
    failing = false;
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await settle(10);
    expect(calls.length).toBe(whileOffline + 1);
    expect(calls.at(-1)!.body).toMatchObject({ lastEventId: 10 });
  });

  it('rule: stopping ends the loop (the chat ended)', async () => {
    fake.answer = () => ({ status: 0, waitIndex: 0, lastEventId: 10, msgList: [] });
    startPolling({ onReply: () => stopPolling(), onRequeued: () => {} });
    await settle(10_000);
    expect(calls).toHaveLength(1);
  });
});

describe('history', () => {
  const page = (from: number, count: number) =>
    Array.from({ length: count }, (_, index) =>
      chatMessage({ id: from + index, msgTime: 1000 + from + index, msgContent: `m${from + index}` }),
    );

  it('rule: pulling down loads 20 older messages by maxTime, until the end', async () => {
    $history.set({ state: 'loadStart', oldestTime: 1040 });
    fake.answer = (_call, body) =>
      body.maxTime == 1040 ? { list: page(20, 20), end: false } : { list: page(5, 15), end: true };
    await loadOlder();
    expect(calls[0]!.body).toEqual({ maxTime: 1040, pageSize: 20 });
    expect($history.get()).toEqual({ state: 'loadStart', oldestTime: 1020, pulled: true });
    await loadOlder();
    expect(calls[1]!.body).toEqual({ maxTime: 1020, pageSize: 20 });
    expect($history.get().state).toBe('end');
    expect($messages.get()).toHaveLength(35);
    expect($messages.get()[0]!.id).toBe(5);
    await loadOlder();
    expect(calls).toHaveLength(2);
  });

  it('rule: a first page of 20 from the server may have older ones; a shorter one is the end', () => {
    showLatest(page(0, 20).map(fromServer), false);
    expect($history.get()).toEqual({ state: 'loadStart', oldestTime: 1000 });
    resetMessages();
    showLatest(page(0, 19).map(fromServer), false);
    expect($history.get().state).toBe('end');
  });

  it('rule: a conversation answered whole (history hidden) shows its latest 20; pulling shows 20 more each time, asking nobody', async () => {
    showLatest(page(0, 1000).map(fromServer), true);
    expect($messages.get()).toHaveLength(20);
    expect($messages.get()[0]!.id).toBe(980);
    expect($history.get()).toEqual({ state: 'loadStart', oldestTime: 1980 });
    await loadOlder();
    expect(
      $messages
        .get()
        .map((message) => message.id)
        .slice(0, 2),
    ).toEqual([960, 961]);
    expect($history.get()).toEqual({ state: 'loadStart', oldestTime: 1960, pulled: true });
    for (let pull = 0; pull < 48; pull++) await loadOlder();
    expect($messages.get()).toHaveLength(1000);
    expect($history.get().state).toBe('end');
    expect(calls).toEqual([]);
  });

  it('rule: a message already shown under its clientId is replaced by its stored copy, not doubled, in a long list', () => {
    showLatest(page(0, 500).map(fromServer), false);
    mergeMessages([
      {
        ...fromServer(chatMessage({ id: 0, msgTime: 5000, msgContent: 'hi' })),
        key: 'cabc',
        clientId: 'abc',
        status: 'loading',
      },
    ]);
    mergeMessages([
      { ...fromServer(chatMessage({ id: 9000, msgTime: 5000, msgContent: 'hi' })), key: 'cabc', clientId: 'abc' },
    ]);
    mergeMessages([fromServer(chatMessage({ id: 9000, msgTime: 5000, msgContent: 'hi' }))]);
    expect($messages.get()).toHaveLength(501);
    expect($messages.get().at(-1)).toMatchObject({ id: 9000, key: 'cabc', status: 'success' });
  });

  describe("chatStart's first page (firstPage)", () => {
    const ids = () => $messages.get().map((message) => message.id);

    it('rule: history shown: the page shows, and pulling goes on by maxTime from its oldest message', async () => {
      showFirstPage({ list: page(980, 20), end: false }, false);
      expect(ids()).toEqual(page(980, 20).map((message) => message.id));
      expect($history.get()).toEqual({ state: 'loadStart', oldestTime: 1980 });
      expect(calls).toEqual([]);
      fake.answer = () => ({ list: page(960, 20), end: false });
      await loadOlder();
      expect(calls).toEqual([{ call: 'getHistoryMsg', body: { maxTime: 1980, pageSize: 20 } }]);
      expect(ids()[0]).toBe(960);
    });

    it('rule: the end of the history says so, and asks nothing', async () => {
      showFirstPage({ list: page(0, 3), end: true }, false);
      expect($history.get().state).toBe('end');
      await loadOlder();
      expect(calls).toEqual([]);
    });

    it('rule: history hidden: the rest of the conversation is asked for once the page is idle, and pulls show it 20 at a time without losing or doubling one', async () => {
      // The conversation as getSessionMsg has it by then: 1000 messages, and two newer ones that came meanwhile.
      fake.answer = (call) => (call == 'getSessionMsg' ? page(0, 1002) : undefined);
      showFirstPage({ list: page(980, 20), end: false }, true);
      mergeMessages(page(1000, 2).map(fromServer));
      // Not inside the first screen's task.
      expect(calls).toEqual([]);
      await settle(600);
      expect(calls.map((call) => call.call)).toEqual(['getSessionMsg']);
      expect($history.get()).toEqual({ state: 'loadStart', oldestTime: 1980 });
      await loadOlder();
      expect(ids().slice(0, 2)).toEqual([960, 961]);
      expect($history.get()).toEqual({ state: 'loadStart', oldestTime: 1960, pulled: true });
      for (let pull = 0; pull < 48; pull++) await loadOlder();
      expect(ids()).toEqual(page(0, 1002).map((message) => message.id));
      expect($history.get().state).toBe('end');
      // Never the history pages: they reach into earlier conversations.
      expect(calls.map((call) => call.call)).toEqual(['getSessionMsg']);
    });

    it('rule: history hidden: a pull before the rest has come waits for it', async () => {
      let answer: (list: unknown) => void = () => {};
      fake.answer = () => new Promise((resolve) => (answer = resolve));
      showFirstPage({ list: page(980, 20), end: false }, true);
      const pulled = loadOlder();
      expect($history.get().state).toBe('loading');
      answer(page(0, 1000));
      await pulled;
      expect(ids()[0]).toBe(960);
      expect($history.get()).toEqual({ state: 'loadStart', oldestTime: 1960, pulled: true });
    });

    it('rule: history hidden: when the rest did not come, the pull asks again', async () => {
      let failing = true;
      fake.answer = () => {
        if (failing) throw new TypeError('Failed to fetch');
        return page(0, 25);
      };
      showFirstPage({ list: page(5, 20), end: false }, true);
      await settle(600);
      failing = false;
      await loadOlder();
      expect(calls.map((call) => call.call)).toEqual(['getSessionMsg', 'getSessionMsg']);
      expect(ids()).toEqual(page(0, 25).map((message) => message.id));
      expect($history.get().state).toBe('end');
    });

    it('rule: history hidden, a page of exactly 20 with nothing before it: the pull ends it', async () => {
      fake.answer = () => page(0, 20);
      showFirstPage({ list: page(0, 20), end: false }, true);
      await settle(600);
      await loadOlder();
      expect($history.get()).toEqual({ state: 'end', oldestTime: 1000, pulled: true });
      expect(ids()).toHaveLength(20);
    });
  });
});
