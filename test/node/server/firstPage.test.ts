// chatStart's optional `firstPage` (ours, docs/decisions.md#first-messages-with-chatstart): asked for, the reply
// carries exactly what the chat's next call would answer, so the chat shows its latest
// messages one round trip sooner; not asked for, the reply is the spec's.

import type { ChatMessage, HistoryPage, SessionStart } from '@shared/api';
import { VISITOR_API } from '@shared/api';
import { HISTORY_PAGE_SIZE } from '@shared/constants';
import { describe, expect, it } from 'vitest';
import { newVisitorId, startVisitor, type TestServer, type TestVisitor, useTestServer } from './harness';

const server = useTestServer();

async function addMessages(server: TestServer, visitor: TestVisitor, count: number, from = 0) {
  const { messages } = server.server.services;
  for (let index = from; index < from + count; index++) {
    await messages.add({
      sessionId: visitor.start.sessionId,
      userId: visitor.userId,
      senderType: index % 2 ? 2 : 1,
      senderName: index % 2 ? 'Alice' : '',
      msgType: 1,
      content: `message ${index}`,
    });
  }
}

/** chatStart again for the same visitor (the widget's next page load), asking for the first page. */
async function restart(server: TestServer, visitor: TestVisitor, channelId: string, firstPage?: 1) {
  const reply = await server.post<SessionStart>(VISITOR_API + 'chatStart', {
    channelId,
    userId: visitor.userId,
    ...(firstPage && { firstPage }),
  });
  expect(reply.status).toBe(200);
  return reply.data;
}

async function hiddenChannel(server: TestServer) {
  const demo = (await server.server.services.channels.get('demo'))!.config;
  await server.server.services.channels.put({ ...demo, channelId: 'demo-hidden', historyHideFlag: 1 });
}

describe('chatStart firstPage', () => {
  it('not asked for: the reply has no firstPage (the spec reply)', async () => {
    const visitor = await startVisitor(server);
    expect(visitor.start).not.toHaveProperty('firstPage');
    await addMessages(server, visitor, 3);
    expect(await restart(server, visitor, 'demo')).not.toHaveProperty('firstPage');
  });

  it("history shown (historyHideFlag 0): getHistoryMsg's first page, across conversations", async () => {
    const visitor = await startVisitor(server);
    await addMessages(server, visitor, 15);
    expect((await visitor.call('chatClose')).status).toBe(200);
    const next = await restart(server, visitor, 'demo');
    await addMessages(server, { ...visitor, start: next }, 15, 15);
    const start = await restart(server, visitor, 'demo', 1);
    const page = (await visitor.call<HistoryPage>('getHistoryMsg', { maxTime: 0, pageSize: HISTORY_PAGE_SIZE })).data;
    expect(start.firstPage).toEqual(page);
    expect(start.firstPage!.list).toHaveLength(HISTORY_PAGE_SIZE);
    expect(start.firstPage!.end).toBe(false);
    expect(start.firstPage!.list.at(-1)!.msgContent).toBe('message 29');
  });

  it('a short history: the whole of it, and the end', async () => {
    const visitor = await startVisitor(server);
    await addMessages(server, visitor, 3);
    const start = await restart(server, visitor, 'demo', 1);
    expect(start.firstPage).toEqual(
      (await visitor.call<HistoryPage>('getHistoryMsg', { maxTime: 0, pageSize: HISTORY_PAGE_SIZE })).data,
    );
    expect(start.firstPage!.end).toBe(true);
  });

  it('history hidden (historyHideFlag 1): the latest page of the current conversation only, as getSessionMsg has it', async () => {
    await hiddenChannel(server);
    const visitor = await startVisitor(server, 'demo-hidden');
    await addMessages(server, visitor, 5);
    expect((await visitor.call('chatClose')).status).toBe(200);
    const current = await restart(server, visitor, 'demo-hidden');
    await addMessages(server, { ...visitor, start: current }, 30, 100);
    // An agent's internal note is never the visitor's to see.
    await server.server.services.messages.add({
      sessionId: current.sessionId,
      userId: visitor.userId,
      senderType: 2,
      senderName: 'Alice',
      msgType: 1,
      content: 'internal: VIP',
      insideFlag: 1,
    });
    const start = await restart(server, visitor, 'demo-hidden', 1);
    const conversation = (await visitor.call<ChatMessage[]>('getSessionMsg')).data;
    expect(start.firstPage).toEqual({ list: conversation.slice(-HISTORY_PAGE_SIZE), end: false });
    expect(JSON.stringify(start.firstPage)).not.toContain('internal: VIP');
    expect(start.firstPage!.list.every((message) => message.sessionId == current.sessionId)).toBe(true);
  });

  it('history hidden, a short conversation: all of it, and the end', async () => {
    await hiddenChannel(server);
    const visitor = await startVisitor(server, 'demo-hidden', { userId: newVisitorId() });
    await addMessages(server, visitor, 4);
    const start = await restart(server, visitor, 'demo-hidden', 1);
    expect(start.firstPage).toEqual({ list: (await visitor.call<ChatMessage[]>('getSessionMsg')).data, end: true });
  });

  it('firstPage other than 1 is refused, naming the field', async () => {
    const reply = await server.post(VISITOR_API + 'chatStart', {
      channelId: 'demo',
      userId: newVisitorId(),
      firstPage: 2,
    });
    expect(reply.status).toBe(400);
    expect(reply.message).toContain('firstPage');
  });
});
