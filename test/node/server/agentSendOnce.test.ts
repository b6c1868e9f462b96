// The agent's send with a clientId (docs/security.md): like a visitor's sendMsg, sent twice it is
// stored and delivered once, and the second answer is the same message; also after a
// restart, and after the conversation ended in between.

import type { ChatMessage, PollEvent } from '@shared/api';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  signInAgent,
  startTestServer,
  startVisitor,
  type TestAgent,
  type TestServer,
  type TestVisitor,
} from './harness';

let server: TestServer;
let alice: TestAgent;
let visitor: TestVisitor;

beforeEach(async () => {
  server = await startTestServer();
  alice = await signInAgent(server, 'alice');
  visitor = await startVisitor(server, 'demo');
  expect((await visitor.call('transferAgent', { adminId: alice.adminId })).data.status).toBe(2);
});
afterEach(() => server.close());

const conversation = async () =>
  (await alice.call<{ messages: ChatMessage[] }>('conversation', { sessionId: visitor.start.sessionId })).data.messages;

/** The agent messages the visitor was told of (poll event 1201) since the chat started. */
async function delivered(content: string) {
  const reply = await visitor.call<{ msgList: (PollEvent & { msg?: ChatMessage })[] }>('getEventMsg', {
    pollId: visitor.start.pollId,
    lastEventId: visitor.start.lastEventId,
  });
  return reply.data.msgList.filter((event) => event.type == 1201 && event.msg?.msgContent == content);
}

describe('agent send with a clientId', () => {
  it('the same clientId twice stores once, delivers once, and answers the same message', async () => {
    const body = {
      sessionId: visitor.start.sessionId,
      clientId: 'agent-send-1',
      msgType: 1,
      content: 'Your parcel left today',
    };
    const first = await alice.call<ChatMessage>('send', body);
    const second = await alice.call<ChatMessage>('send', body);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.data).toEqual(first.data);
    expect((await conversation()).filter((message) => message.msgContent == body.content)).toHaveLength(1);
    expect(await delivered(body.content)).toHaveLength(1);

    // Another clientId is another message.
    const other = await alice.call<ChatMessage>('send', { ...body, clientId: 'agent-send-2' });
    expect(other.data.id).not.toBe(first.data.id);
    expect((await conversation()).filter((message) => message.msgContent == body.content)).toHaveLength(2);
  });

  it('a send retried after a restart is stored once', async () => {
    const body = {
      sessionId: visitor.start.sessionId,
      clientId: 'agent-send-restart',
      msgType: 1,
      content: 'Before the restart',
    };
    const first = await alice.call<ChatMessage>('send', body);
    await server.restart();
    const retried = await alice.call<ChatMessage>('send', body);
    expect(retried.status).toBe(200);
    expect(retried.data).toEqual(first.data);
    expect((await conversation()).filter((message) => message.msgContent == body.content)).toHaveLength(1);
  });

  it('a send retried after the conversation ended answers the message stored the first time; a new one is refused', async () => {
    const body = { sessionId: visitor.start.sessionId, clientId: 'agent-send-late', msgType: 1, content: 'Goodbye' };
    const first = await alice.call<ChatMessage>('send', body);
    await alice.call('end', { sessionId: visitor.start.sessionId });
    const retried = await alice.call<ChatMessage>('send', body);
    expect(retried.status).toBe(200);
    expect(retried.data).toEqual(first.data);
    expect((await alice.call('send', { ...body, clientId: 'agent-send-new' })).status).toBe(400);
  });

  it('a clientId of another sender’s message is refused with 400 naming clientId, and that message is not answered', async () => {
    const fromVisitor = await visitor.call<ChatMessage>('sendMsg', {
      clientId: 'visitor-chose-this',
      msgType: 1,
      msgContent: 'Hello?',
    });
    expect(fromVisitor.status).toBe(200);
    const reply = await alice.call('send', {
      sessionId: visitor.start.sessionId,
      clientId: 'visitor-chose-this',
      msgType: 1,
      content: 'Hi',
    });
    expect(reply.status).toBe(400);
    expect(reply.message).toMatch(/^clientId: /);
    expect(reply.data).toBeFalsy();

    // Nor can another agent answer with alice's message.
    const sent = await alice.call<ChatMessage>('send', {
      sessionId: visitor.start.sessionId,
      clientId: 'alice-own',
      msgType: 1,
      content: 'Mine',
    });
    const bob = await signInAgent(server, 'bob');
    const fromBob = await bob.call('send', {
      sessionId: visitor.start.sessionId,
      clientId: 'alice-own',
      msgType: 1,
      content: 'Mine',
    });
    expect(fromBob.status).toBe(403);
    expect(JSON.stringify(fromBob.data ?? null)).not.toContain(String(sent.data.id));
  });
});
