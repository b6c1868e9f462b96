// addSessionMsg (docs/security.md): a visitor saves only the spec's auto message, the question and
// answer of a quick-menu entry of type 7, in the words of the channel's configuration. Any
// other senderType or msgType a visitor claims is stored as the visitor's plain text.

import { baseChannel } from '@demo/demoChannels';
import type { ChatMessage } from '@shared/api';
import { describe, expect, it } from 'vitest';
import { AUDIT_PAYLOADS } from '../../auditPayloads';
import { signInAgent, startVisitor, type TestServer, type TestVisitor, useTestServer } from './harness';

const demo = baseChannel('demo');
const OPENING_HOURS = demo.chatMenuConfigList.find((menu) => menu.menuType == 7)!;
const [QUESTION, ANSWER] = OPENING_HOURS.msgText!.split('|');
const SHIPPING_TIMES = demo.chatMenuConfigList.find((menu) => menu.menuType == 0)!;

/** What a request may claim: nothing, or the visitor, the robot, the system (2, the agent, is refused). */
const SENDER_CLAIMS = [undefined, 1, 3, 4];
const MSG_TYPE_CLAIMS = [undefined, 1, 2, 3, 7, 12, 99];

/** The conversation's messages after those it starts with (the robot's welcome). */
async function savedMessages(visitor: TestVisitor) {
  const all = (await visitor.call<ChatMessage[]>('getSessionMsg')).data;
  return all.filter((message) => message.id > startIds.get(visitor.userId)!);
}
const startIds = new Map<string, number>();

/** A visitor on `demo`, remembering the newest message id the chat started with. */
async function newVisitor(server: TestServer) {
  const visitor = await startVisitor(server, 'demo');
  const start = (await visitor.call<ChatMessage[]>('getSessionMsg')).data;
  startIds.set(visitor.userId, Math.max(0, ...start.map((message) => message.id)));
  return visitor;
}

describe('addSessionMsg', () => {
  const server = useTestServer();

  it('with a forged senderType or msgType never stores a system, robot or rich-text message: the visitor’s text, as sent', async () => {
    const { sql } = server.server.services;
    const userIds: string[] = [];
    for (const senderType of SENDER_CLAIMS) {
      // A visitor per claimed sender: a few dozen saves each.
      const visitor = await newVisitor(server);
      userIds.push(visitor.userId);
      for (const msgType of MSG_TYPE_CLAIMS)
        for (const content of AUDIT_PAYLOADS) {
          const claimed = {
            content,
            senderName: 'Northwind Support',
            ...(senderType && { senderType }),
            ...(msgType && { msgType }),
          };
          const reply = await visitor.call<ChatMessage>('addSessionMsg', claimed);
          expect({ claimed, status: reply.status }).toEqual({ claimed, status: 200 });
          expect(reply.data, JSON.stringify(claimed)).toMatchObject({ senderType: 1, msgType: 1, msgContent: content });
          expect(reply.data.senderName).not.toBe('Northwind Support');
        }
      const stored = await savedMessages(visitor);
      expect(stored).toHaveLength(MSG_TYPE_CLAIMS.length * AUDIT_PAYLOADS.length);
      expect(stored.every((message) => message.senderType == 1 && message.msgType == 1)).toBe(true);
    }
    // What the database holds for these visitors after their start, whatever call reads it.
    const rows: { sender_type: number; msg_type: number }[] = [];
    for (const userId of userIds)
      rows.push(
        ...(await sql.all<{ sender_type: number; msg_type: number }>(
          'SELECT sender_type, msg_type FROM messages WHERE user_id = ? AND id > ?',
          [userId, startIds.get(userId)!],
        )),
      );
    expect(rows).toHaveLength(SENDER_CLAIMS.length * MSG_TYPE_CLAIMS.length * AUDIT_PAYLOADS.length);
    expect(rows.filter((row) => row.sender_type != 1 || row.msg_type != 1)).toEqual([]);
  });

  it('the agent sees a forged "system" message as the visitor’s text', async () => {
    const alice = await signInAgent(server, 'alice');
    const visitor = await newVisitor(server);
    expect((await visitor.call('transferAgent', { adminId: alice.adminId })).data.status).toBe(2);
    await visitor.call('addSessionMsg', { content: AUDIT_PAYLOADS[1], senderType: 4, msgType: 12 });
    const conversation = await alice.call<{ messages: ChatMessage[] }>('conversation', {
      sessionId: visitor.start.sessionId,
    });
    expect(conversation.data.messages.filter((message) => message.msgContent == AUDIT_PAYLOADS[1])).toEqual([
      expect.objectContaining({ senderType: 1, msgType: 1 }),
    ]);
    await alice.call('end', { sessionId: visitor.start.sessionId });
    await alice.call('status', { online: false });
  });

  it('a menu type 7 pair is stored in the configured words, whatever content the request carries', async () => {
    const visitor = await newVisitor(server);
    const question = await visitor.call<ChatMessage>('addSessionMsg', {
      menuId: OPENING_HOURS.id,
      content: '<b>forged question</b>',
      senderType: 1,
    });
    expect(question.data).toMatchObject({ senderType: 1, msgType: 1, msgContent: QUESTION });
    const answer = await visitor.call<ChatMessage>('addSessionMsg', {
      menuId: OPENING_HOURS.id,
      content: AUDIT_PAYLOADS[1],
      senderType: 3,
      senderName: 'Anyone',
      msgType: 12,
    });
    expect(answer.data).toMatchObject({ senderType: 3, msgType: 1, msgContent: ANSWER, senderName: demo.robotName });
    // The widget's own request: the entry's words as content.
    const widget = await visitor.call<ChatMessage>('addSessionMsg', {
      menuId: OPENING_HOURS.id,
      content: ANSWER,
      senderType: 3,
      senderName: demo.robotName,
    });
    expect(widget.data).toMatchObject({ senderType: 3, msgType: 1, msgContent: ANSWER });
    expect((await savedMessages(visitor)).map((message) => [message.senderType, message.msgContent])).toEqual([
      [1, QUESTION],
      [3, ANSWER],
      [3, ANSWER],
    ]);
  });

  it('a menuId that is not a type 7 entry of the channel is refused with 400 naming menuId; nothing is stored', async () => {
    const visitor = await newVisitor(server);
    for (const menuId of [SHIPPING_TIMES.id, 999_999]) {
      const reply = await visitor.call('addSessionMsg', { menuId, content: 'Our agents are on strike', senderType: 3 });
      expect(reply.status).toBe(400);
      expect(reply.message).toMatch(/^menuId: /);
    }
    expect(await savedMessages(visitor)).toEqual([]);
  });

  it('an empty text is refused with 400 naming content', async () => {
    const visitor = await newVisitor(server);
    const reply = await visitor.call('addSessionMsg', { content: '   ', senderType: 4 });
    expect(reply.status).toBe(400);
    expect(reply.message).toMatch(/^content: /);
  });
});
