// The chat's start: one start however many callers (the page's start, then ChatPage), the
// first messages from chatStart's `firstPage` when the server brings them, else from the
// spec's calls; a token renewal never asks for them again.

import type { ChannelConfig, HistoryPage } from '@shared/api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chatMessage, sessionStart } from '../../chatMessage';
import { calls, fake } from './fakeClient';

vi.mock('@widget/api/client', () => import('./fakeClient'));
vi.mock('@widget/host/host', () => ({
  embedding: { embedded: false },
  host: { post: vi.fn() },
  hideWidget: vi.fn(),
}));

const { baseChannel } = await import('@demo/demoChannels');
const { $channel } = await import('@widget/stores/channel');
const { $phase, startChat } = await import('@widget/stores/chat');
const { $history } = await import('@widget/stores/history');
const { $messages } = await import('@widget/stores/messages');
const { stopPolling } = await import('@widget/stores/poll');
const { $session, renewToken } = await import('@widget/stores/session');

const page = (from: number, count: number) =>
  Array.from({ length: count }, (_, index) =>
    chatMessage({ id: from + index, msgTime: 1000 + from + index, msgContent: `m${from + index}` }),
  );

const start = sessionStart({ sessionId: 7 });

let channelCount = 0;
/** A channel not started on this page yet (the chat keeps a started one as it is). */
function newChannel(fields: Partial<ChannelConfig> = {}): ChannelConfig {
  const channel = {
    ...baseChannel(`start-${++channelCount}`),
    faqList: [],
    receiveMode: 1,
    msgToTransferFlag: 1,
    userFormMode: 0,
    ...fields,
  } as ChannelConfig;
  $channel.set(channel);
  return channel;
}

/** The server: chatStart with or without `firstPage`, the history calls, a poll that waits. */
function server(firstPage: HistoryPage | undefined) {
  fake.answer = (call, body) => {
    if (call == 'chatStart') return { ...start, ...(body.firstPage && firstPage ? { firstPage } : {}) };
    if (call == 'getHistoryMsg') return { list: page(980, 20), end: false };
    if (call == 'getSessionMsg') return page(0, 1000);
    if (call == 'getEventMsg') return new Promise(() => {});
    return {};
  };
}

const called = () => calls.map((call) => call.call).filter((call) => call != 'getEventMsg');
const shownIds = () => $messages.get().map((message) => message.id);

beforeEach(() => {
  calls.length = 0;
  $session.set(undefined);
});
afterEach(() => stopPolling());

describe('startChat', () => {
  it('rule: asks chatStart for the first page, shows it, and calls nothing else for history', async () => {
    const channel = newChannel();
    server({ list: page(980, 20), end: false });
    await startChat(channel.channelId);
    expect(calls.find((call) => call.call == 'chatStart')!.body).toMatchObject({
      channelId: channel.channelId,
      firstPage: 1,
    });
    expect(called()).toEqual(['chatStart']);
    expect(shownIds()).toEqual(page(980, 20).map((message) => message.id));
    expect($history.get()).toEqual({ state: 'loadStart', oldestTime: 1980 });
    expect($phase.get()).toBe('ready');
    // The session keeps the spec's fields only.
    expect($session.get()).not.toHaveProperty('firstPage');
  });

  it('rule: a second call while the first is under way joins it: one chatStart', async () => {
    const channel = newChannel();
    server({ list: page(990, 10), end: true });
    const first = startChat(channel.channelId);
    const second = startChat(channel.channelId);
    await Promise.all([first, second]);
    expect(called()).toEqual(['chatStart']);
    expect(shownIds()).toHaveLength(10);
    // Started: coming back to the chat keeps it as it is.
    await startChat(channel.channelId);
    expect(called()).toEqual(['chatStart']);
  });

  it('rule: a server without firstPage: the first page from getHistoryMsg, as the spec has it', async () => {
    const channel = newChannel();
    server(undefined);
    await startChat(channel.channelId);
    expect(called()).toEqual(['chatStart', 'getHistoryMsg']);
    expect(calls[1]!.body).toEqual({ maxTime: 0, pageSize: 20 });
    expect(shownIds()).toEqual(page(980, 20).map((message) => message.id));
  });

  it('rule: a server without firstPage, history hidden: the conversation from getSessionMsg, its latest 20 shown', async () => {
    const channel = newChannel({ historyHideFlag: 1 });
    server(undefined);
    await startChat(channel.channelId);
    expect(called()).toEqual(['chatStart', 'getSessionMsg']);
    expect(shownIds()).toEqual(page(980, 20).map((message) => message.id));
  });

  it('rule: history hidden with firstPage: the page at once, the rest of the conversation asked for behind it', async () => {
    const channel = newChannel({ historyHideFlag: 1 });
    server({ list: page(980, 20), end: false });
    await startChat(channel.channelId);
    expect(shownIds()).toEqual(page(980, 20).map((message) => message.id));
    expect(called()).toEqual(['chatStart']);
    await vi.waitFor(() => expect(called()).toEqual(['chatStart', 'getSessionMsg']));
  });

  it('rule: a token renewal starts again as the same visitor without asking for the first page', async () => {
    const channel = newChannel();
    server({ list: page(980, 20), end: false });
    await startChat(channel.channelId);
    await renewToken();
    const starts = calls.filter((call) => call.call == 'chatStart');
    expect(starts).toHaveLength(2);
    expect(starts[1]!.body).not.toHaveProperty('firstPage');
    expect(shownIds()).toHaveLength(20);
  });
});
