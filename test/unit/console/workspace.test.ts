// The console's desk store: the queue and conversations from the agent API, kept live by
// the agent feed, with unread counts per conversation; what the agent sends.

import { ApiError } from '@shared/api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chatMessage } from '../chatMessage';
import * as client from './fakeAgentClient';
import { feedBatches } from './feedDriver';

vi.mock('@console/api/agentClient', () => import('./fakeAgentClient'));

const desk = await import('@console/stores/workspace');
const inbox = await import('@console/stores/inbox');
const feed = await import('@console/stores/feed');

const summary = (sessionId: number, unread = 0) => ({
  sessionId,
  userId: 'u' + sessionId,
  channelId: 'demo',
  status: 2,
  createdAt: 0,
  queuedAt: null,
  visitor: {},
  lastMessage: null,
  unread,
  ratings: [],
});
/** The inbox's boxes as the server would answer them. */
const boxes = (waiting: unknown[], mine: unknown[]) => (body: Record<string, unknown>) => ({
  list: body.box == 'waiting' ? waiting : body.box == 'mine' ? mine : [],
  more: false,
});
const file = (name: string, bytes = 10) => new File([new Uint8Array(bytes)], name);
/** A visitor's message as the feed brings it: the alert names the visitor and quotes it. */
const visitorWrote = (eventId: number, sessionId: number) => ({
  eventId,
  kind: 'message',
  sessionId,
  userId: 'u' + sessionId,
  data: chatMessage({ sessionId }),
});
/** A send's own id, made once per message (shared/randomId.ts). */
const CLIENT_ID = expect.stringMatching(/^[0-9a-f]{24}$/);

beforeEach(() => {
  client.reset();
  inbox.$active.set([]);
  inbox.$box.set('mine');
  inbox.$search.set('');
  inbox.$found.set(undefined);
  desk.$openId.set(undefined);
});
afterEach(() => feed.stopFeed());

describe('console desk', () => {
  it('lists the queue and my conversations whole; a search shows what it finds without shrinking them', async () => {
    client.answer((_call, body) =>
      (body.search ? boxes([], [summary(2)]) : boxes([summary(3)], [summary(1), summary(2)]))(body),
    );
    await desk.refreshSessions();
    expect(inbox.$queue.get().map((item) => item.sessionId)).toEqual([3]);
    expect(inbox.$active.get().map((item) => item.sessionId)).toEqual([1, 2]);
    expect(inbox.$rows.get().map((item) => item.sessionId)).toEqual([1, 2]);
    inbox.$search.set('  ada ');
    await desk.refreshSessions();
    expect(inbox.$rows.get().map((item) => item.sessionId)).toEqual([2]);
    expect(inbox.$active.get().map((item) => item.sessionId)).toEqual([1, 2]);
    expect(client.calls.slice(2).map((entry) => entry.body)).toEqual([
      { box: 'waiting' },
      { box: 'mine' },
      { box: 'waiting', search: 'ada' },
      { box: 'mine', search: 'ada' },
    ]);
  });

  it('the closed box: its first page when chosen, the next one after the last row shown', async () => {
    client.answer((_call, body) => ({
      list: body.before ? [summary(7)] : [summary(9), summary(8)],
      more: !body.before,
    }));
    inbox.chooseBox('closed');
    await vi.waitFor(() => expect(inbox.$rows.get().map((row) => row.sessionId)).toEqual([9, 8]));
    expect(inbox.$closedMore.get()).toBe(true);
    await inbox.loadClosed(true);
    expect(inbox.$rows.get().map((row) => row.sessionId)).toEqual([9, 8, 7]);
    expect(client.calls.at(-1)!.body).toEqual({ box: 'closed', before: 8 });
    expect(inbox.$closedMore.get()).toBe(false);
  });

  it("unread counts are the server's; a message to the open conversation reloads it before the rows are counted; opening one clears its count", async () => {
    let batches = [{ events: [visitorWrote(5, 2), visitorWrote(7, 1)], lastEventId: 7 }];
    let served = [summary(1, 1), summary(2, 2)];
    client.answer((call, body) => {
      if (call == 'events') {
        const next = batches.shift();
        return next ?? new Promise(() => {});
      }
      if (call == 'inbox') return boxes([], served)(body);
      // Reading the open conversation clears its count on the server.
      served = served.map((row) => (row.sessionId == body.sessionId ? summary(row.sessionId, 0) : row));
      return { ...summary(body.sessionId as number), messages: [] };
    });
    await desk.openConversation(1);
    feed.followFeed();
    await vi.waitFor(() => expect(inbox.$unread.get()[2]).toBe(2));
    expect(inbox.$unread.get()[1]).toBe(0);
    const order = client.callNames().filter((call) => call != 'events');
    expect(order.lastIndexOf('conversation')).toBeLessThan(order.lastIndexOf('inbox'));
    await desk.openConversation(2);
    expect(inbox.$unread.get()[2]).toBe(0);
    // The feed's next wait starts after the last event it applied.
    await vi.waitFor(() =>
      expect(client.calls.filter((entry) => entry.call == 'events').at(-1)!.body).toMatchObject({
        lastEventId: 7,
        wait: 25,
      }),
    );
    batches = [];
  });

  it('an internal note is sent with insideFlag 1; a message without it has none', async () => {
    await desk.sendToVisitor(4, { msgType: 1, content: 'Note to self' }, true);
    await desk.sendToVisitor(4, { msgType: 1, content: 'Hello' });
    const sends = client.calls.filter((entry) => entry.call == 'send').map((entry) => entry.body);
    expect(sends).toEqual([
      { sessionId: 4, clientId: CLIENT_ID, msgType: 1, content: 'Note to self', insideFlag: 1 },
      { sessionId: 4, clientId: CLIENT_ID, msgType: 1, content: 'Hello' },
    ]);
  });

  it('a picked picture is uploaded as an image and sent as msgType 2; any other file as msgType 4, with its name and size', async () => {
    await desk.sendFile(4, file('label.PNG', 120));
    await desk.sendFile(4, file('invoice.pdf', 2048));
    expect(client.uploads).toEqual([
      { name: 'label.PNG', purpose: 'image' },
      { name: 'invoice.pdf', purpose: 'file' },
    ]);
    const sends = client.calls.filter((entry) => entry.call == 'send').map((entry) => entry.body);
    expect(sends).toEqual([
      {
        sessionId: 4,
        clientId: CLIENT_ID,
        msgType: 2,
        content: expect.stringMatching(/\.PNG$/),
        fileName: 'label.PNG',
        size: 120,
      },
      {
        sessionId: 4,
        clientId: CLIENT_ID,
        msgType: 4,
        content: expect.stringMatching(/\.pdf$/),
        fileName: 'invoice.pdf',
        size: 2048,
      },
    ]);
  });

  it('an archive is refused (onlyIMG) before anything is uploaded, as the chat upload rule says', async () => {
    await expect(desk.sendFile(4, file('logs.zip'))).rejects.toThrow('file: onlyIMG');
    expect(client.uploads).toEqual([]);
    expect(client.callNames()).not.toContain('send');
  });

  it('typing reaches the visitor at most about once a second per conversation, so the hint stays on without a call per key', () => {
    desk.notifyTyping(7, 10_000);
    desk.notifyTyping(7, 10_500);
    desk.notifyTyping(8, 10_500);
    desk.notifyTyping(7, 11_000);
    expect(client.calls.filter((entry) => entry.call == 'typing').map((entry) => entry.body.sessionId)).toEqual([
      7, 8, 7,
    ]);
  });

  it('a typing event shows the preview without reloading anything; the message that follows clears it and reloads', async () => {
    const batches = feedBatches();
    client.answer((call, body) =>
      call == 'events'
        ? batches.next()
        : call == 'inbox'
          ? boxes([], [summary(3)])(body)
          : { ...summary(3), messages: [] },
    );
    batches.deliver({ kind: 'typing', sessionId: 3, data: { preview: 'where is my ord' } });
    feed.followFeed();
    await batches.drained();
    expect(desk.$visitorTyping.get()[3]).toBe('where is my ord');
    expect(client.callNames().filter((call) => call != 'events')).toEqual([]);

    batches.deliver({
      kind: 'message',
      sessionId: 3,
      userId: 'u3',
      data: chatMessage({ sessionId: 3, msgContent: 'where is my order?' }),
    });
    await batches.drained();
    expect(desk.$visitorTyping.get()[3]).toBe('');
    expect(client.callNames()).toContain('inbox');
  });

  it("a call's candidates and SDP reload nothing; the visitor's accept, decline or hang-up (notices in the conversation) reload the open one", async () => {
    const batches = feedBatches();
    client.answer((call, body) =>
      call == 'events'
        ? batches.next()
        : call == 'inbox'
          ? boxes([], [summary(3)])(body)
          : { ...summary(3), messages: [] },
    );
    await desk.openConversation(3);
    client.calls.length = 0;
    const signal = (signal: object) => ({
      kind: 'call' as const,
      sessionId: 3,
      userId: 'u3',
      data: { callId: 9, from: 'visitor' as const, signal } as never,
    });
    batches.deliver(
      signal({ kind: 'candidate', candidate: { candidate: 'candidate:1 1 udp 1 10.0.0.1 5000 typ host' } }),
      signal({ kind: 'answer', sdp: 'v=0' }),
    );
    feed.followFeed();
    await batches.drained();
    expect(client.callNames().filter((call) => call != 'events')).toEqual([]);

    for (const kind of ['accept', 'decline', 'hangUp']) {
      client.calls.length = 0;
      batches.deliver(signal({ kind, ...(kind == 'hangUp' && { reason: 'hangup' }) }));
      await batches.drained();
      await vi.waitFor(() =>
        expect(client.callNames().filter((call) => call != 'events')).toEqual(['conversation', 'inbox', 'inbox']),
      );
    }
  });

  it('a sent message joins the open conversation as the server stored it, without reloading the conversation', async () => {
    client.answer((call) =>
      call == 'conversation'
        ? { ...summary(5), messages: [] }
        : chatMessage({ id: 40, sessionId: 5, senderType: 2, msgContent: 'On its way' }),
    );
    await desk.openConversation(5);
    client.reset();
    client.answer(() => chatMessage({ id: 40, sessionId: 5, senderType: 2, msgContent: 'On its way' }));
    await desk.sendToVisitor(5, { msgType: 1, content: 'On its way' });
    expect(client.callNames()).toEqual(['send']);
    expect(desk.$conversation.get()!.messages.map((message) => message.id)).toEqual([40]);
    // The same message again (a reload that already had it) is not shown twice.
    await desk.sendToVisitor(5, { msgType: 1, content: 'On its way' });
    expect(desk.$conversation.get()!.messages).toHaveLength(1);
  });

  describe('a send the network loses', () => {
    const sends = () => client.calls.filter((entry) => entry.call == 'send').map((entry) => entry.body);
    const networkDown = () => Promise.reject(new TypeError('fetch failed'));
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('is tried again with the same clientId, waiting longer each time, and shown once when it gets through', async () => {
      client.answer((call) => (call == 'conversation' ? { ...summary(6), messages: [] } : undefined));
      await desk.openConversation(6);
      client.reset();
      let failures = 2;
      client.answer(() =>
        failures-- > 0 ? networkDown() : chatMessage({ id: 41, sessionId: 6, senderType: 2, msgContent: 'Found it' }),
      );
      const sending = desk.sendToVisitor(6, { msgType: 1, content: 'Found it' });
      await vi.advanceTimersByTimeAsync(desk.SEND_RETRY_FIRST_WAIT_MS - 1);
      // Not again before the first wait is over.
      expect(sends()).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(sends()).toHaveLength(2);
      // The second wait is twice the first.
      await vi.advanceTimersByTimeAsync(desk.SEND_RETRY_FIRST_WAIT_MS * 2 - 1);
      expect(sends()).toHaveLength(2);
      await vi.advanceTimersByTimeAsync(1);
      await sending;
      expect(sends()).toHaveLength(3);
      expect(new Set(sends().map((body) => body.clientId)).size).toBe(1);
      expect(sends()[0]).toEqual({ sessionId: 6, clientId: CLIENT_ID, msgType: 1, content: 'Found it' });
      expect(sends().every((body) => JSON.stringify(body) == JSON.stringify(sends()[0]))).toBe(true);
      expect(desk.$conversation.get()!.messages.map((message) => message.id)).toEqual([41]);
    });

    it('fails, after SEND_RETRIES more tries with the same clientId, with the network’s error for the composer to show', async () => {
      client.answer(networkDown);
      const sending = desk.sendToVisitor(6, { msgType: 1, content: 'Hello?' });
      const outcome = expect(sending).rejects.toThrow('fetch failed');
      await vi.runAllTimersAsync();
      await outcome;
      expect(sends()).toHaveLength(1 + desk.SEND_RETRIES);
      expect(new Set(sends().map((body) => body.clientId)).size).toBe(1);
    });

    it('a refusal by the server is not tried again; a server that is busy (429) or failing (500) is', async () => {
      client.answer(() => Promise.reject(new ApiError(400, 'content: is empty')));
      await expect(desk.sendToVisitor(6, { msgType: 1, content: 'x' })).rejects.toThrow('content: is empty');
      expect(sends()).toHaveLength(1);

      for (const code of [429, 500]) {
        client.reset();
        let failed = false;
        client.answer(() =>
          failed ? chatMessage({ id: 50 + code }) : ((failed = true), Promise.reject(new ApiError(code, 'later'))),
        );
        const sending = desk.sendToVisitor(6, { msgType: 1, content: 'x' });
        await vi.runAllTimersAsync();
        await sending;
        expect(sends()).toHaveLength(2);
        expect(sends()[1]!.clientId).toBe(sends()[0]!.clientId);
      }
    });

    it('each message has its own clientId', async () => {
      await desk.sendToVisitor(6, { msgType: 1, content: 'one' });
      await desk.sendToVisitor(6, { msgType: 1, content: 'two' });
      expect(sends()[0]!.clientId).not.toBe(sends()[1]!.clientId);
    });
  });
});
