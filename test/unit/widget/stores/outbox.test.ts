// The outbox: what the visitor sent is kept until the server has it, and sent once.

import { TEXT_LIMITS } from '@shared/api';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { chatMessage, sessionStart } from '../../chatMessage';
import { ApiError, calls, fake } from './fakeClient';

vi.mock('@widget/api/client', () => import('./fakeClient'));

const { flushOutbox, restoreOutbox, sendText, resend } = await import('@widget/stores/outbox');
const { $messages, resetMessages } = await import('@widget/stores/messages');
const { $session } = await import('@widget/stores/session');

const stored = (body: Record<string, unknown>, id: number) =>
  chatMessage({ id, clientId: body.clientId as string, msgTime: Date.now(), msgContent: body.msgContent as string });

beforeEach(() => {
  calls.length = 0;
  localStorage.clear();
  resetMessages();
  $session.set(sessionStart({ status: 2 }));
});

describe('outbox', () => {
  it('rule: a sent message shows as loading, then success with the stored id', async () => {
    fake.answer = (_call, body) => stored(body, 7);
    const sending = sendText('Hello', 'agent');
    expect($messages.get()[0]).toMatchObject({ msgContent: 'Hello', status: 'loading', senderType: 1 });
    await sending;
    expect($messages.get()).toHaveLength(1);
    expect($messages.get()[0]).toMatchObject({ id: 7, status: 'success' });
    expect(calls[0]).toMatchObject({ call: 'sendMsg', body: { msgContent: 'Hello', msgType: 1 } });
  });

  it('rule: a message typed while the network is off is kept, survives a reload, and is delivered once with the same client id', async () => {
    fake.answer = () => {
      throw new TypeError('Failed to fetch');
    };
    await sendText('Are you there?', 'agent');
    // Waiting for the network, not failed: nothing refused it.
    expect($messages.get()[0]).toMatchObject({ status: 'waiting' });
    const clientId = calls[0]!.body.clientId;

    // The page reloads: the messages are gone from memory, the outbox is not.
    resetMessages();
    const serverHas = new Set<unknown>();
    fake.answer = (_call, body) => {
      serverHas.add(body.clientId);
      return stored(body, 9);
    };
    restoreOutbox();
    expect($messages.get()[0]).toMatchObject({ msgContent: 'Are you there?', status: 'loading' });
    await flushOutbox();
    expect(calls.at(-1)!.body.clientId).toBe(clientId);
    expect(serverHas.size).toBe(1);
    expect($messages.get()).toHaveLength(1);
    expect($messages.get()[0]).toMatchObject({ id: 9, status: 'success' });
    // Nothing is left to send.
    const before = calls.length;
    await flushOutbox();
    expect(calls.length).toBe(before);
  });

  it('rule: a message waiting for the network can be sent again from its icon, with the same client id', async () => {
    fake.answer = () => {
      throw new TypeError('offline');
    };
    await sendText('Retry me', 'agent');
    const clientId = calls[0]!.body.clientId as string;
    fake.answer = (_call, body) => stored(body, 11);
    await resend(clientId);
    expect(calls.at(-1)!.body.clientId).toBe(clientId);
    expect($messages.get()[0]).toMatchObject({ id: 11, status: 'success' });
  });

  it('rule: a message the server refuses is marked failed and not retried by itself', async () => {
    fake.answer = () => {
      throw new ApiError(400, 'msgContent: is empty');
    };
    await sendText('x', 'agent');
    expect($messages.get()[0]).toMatchObject({ status: 'failed', refusal: { key: 'message.refused' } });
    const before = calls.length;
    await flushOutbox();
    expect(calls.length).toBe(before);
  });

  it('rule: a message beyond its limit is refused at once with the limit, never sent (one kept from before the composer knew)', async () => {
    fake.answer = (_call, body) => stored(body, 12);
    await sendText('x'.repeat(TEXT_LIMITS.robotQuestion + 1), 'robot');
    expect(calls).toEqual([]);
    expect($messages.get()[0]).toMatchObject({
      status: 'failed',
      refusal: { key: 'message.refusedTooLong', values: { limit: '1,000' } },
    });
    // To the agent the longer limit holds; an emoji counts once, as the server counts.
    await sendText('😀'.repeat(TEXT_LIMITS.robotQuestion + 1), 'agent');
    expect(calls.map((entry) => entry.call)).toEqual(['sendMsg']);
  });

  it('rule: messages go out in the order they were written', async () => {
    let release: () => void = () => {};
    fake.answer = (_call, body) =>
      body.msgContent == 'first'
        ? new Promise((resolve) => (release = () => resolve(stored(body, 1))))
        : stored(body, 2);
    const first = sendText('first', 'agent');
    const second = sendText('second', 'agent');
    release();
    await Promise.all([first, second]);
    expect(calls.map((entry) => entry.body.msgContent)).toEqual(['first', 'second']);
  });

  it('rule: a message typed while the one before it is failing waits for the network too, never stuck sending', async () => {
    let fail: () => void = () => {};
    fake.answer = (_call, body) =>
      body.msgContent == 'first'
        ? new Promise((_resolve, reject) => (fail = () => reject(new TypeError('Failed to fetch'))))
        : stored(body, 2);
    const first = sendText('first', 'agent');
    // Typed while the first is still on its way: it queues behind it.
    const second = sendText('second', 'agent');
    fail();
    await Promise.all([first, second]);
    expect($messages.get().map((message) => [message.msgContent, message.status])).toEqual([
      ['first', 'waiting'],
      ['second', 'waiting'],
    ]);
    // Only the first went out; the second is still kept, to go after it.
    expect(calls.map((entry) => entry.body.msgContent)).toEqual(['first']);
    fake.answer = (_call, body) => stored(body, body.msgContent == 'first' ? 1 : 2);
    await flushOutbox();
    expect(calls.map((entry) => entry.body.msgContent)).toEqual(['first', 'first', 'second']);
    expect($messages.get().map((message) => message.status)).toEqual(['success', 'success']);
  });

  it('rule: to the robot a question goes through robotAsk, and the answer joins the list', async () => {
    $session.set({ ...$session.get()!, status: 1 });
    fake.answer = (_call, body) => ({
      question: stored({ ...body, msgContent: body.question }, 3),
      answer: { ...stored({ msgContent: '<p>3–5 days</p>' }, 4), senderType: 3, msgType: 3, clientId: undefined },
      answerType: 1,
      status: 0,
    });
    await sendText('How long is shipping?', 'robot');
    expect(calls[0]).toMatchObject({ call: 'robotAsk', body: { question: 'How long is shipping?' } });
    expect($messages.get().map((message) => message.id)).toEqual([3, 4]);
    expect($messages.get().some((message) => message.msgType == 'animation')).toBe(false);
  });

  it('a question the robot answers by handing over (no question in the reply) stays, sent: it is stored, and every tab shows it', async () => {
    $session.set({ ...$session.get()!, status: 1 });
    fake.answer = () => ({
      question: null,
      answer: {
        ...stored({ msgContent: 'Transferring you to a human agent…' }, 6),
        senderType: 3,
        clientId: undefined,
      },
      answerType: 1,
      status: -1,
    });
    await sendText('I want a person', 'robot');
    expect($messages.get().map((message) => [message.msgContent, message.status])).toEqual([
      ['I want a person', 'success'],
      ['Transferring you to a human agent…', 'success'],
    ]);
  });
});
