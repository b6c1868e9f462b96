// Webhooks (docs/notifications.md#webhooks): a receiver on this machine verifies every
// signature; a conversation's events arrive in order, each event id once; a receiver that
// answers 500 for ten minutes gets everything afterwards, still in order; the console's test
// event; each tenant sees only its own webhooks; and no URL reaches a private address unless
// the operator allows it.
import { WEBHOOK_EVENTS, type Webhook } from '@shared/api/outgoing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETRY_MAX_MS } from '../../../demo-host/server/outgoing/retryPlan';
import { adminCall, useAdminCallers } from './adminHarness';
import {
  DEMO_WORK_ORDER_FIELDS,
  signInAgent,
  startTestServer,
  startVisitor,
  type TestAgent,
  type TestServer,
  useTestServer,
} from './harness';
import { startWebhookReceiver, type WebhookReceiver } from './webhookReceiver';

const ALL_EVENTS = [...WEBHOOK_EVENTS];

describe('deliveries', () => {
  let server: TestServer;
  let receiver: WebhookReceiver;
  let alice: TestAgent;
  let hook: Webhook;
  let offset = 0;
  beforeAll(async () => {
    server = await startTestServer({ outgoing: { allowPrivateWebhooks: true } });
    receiver = await startWebhookReceiver(() => Date.now() + offset);
    alice = await signInAgent(server, 'alice', true);
    const saved = await adminCall<Webhook>(server, alice.token, 'saveWebhook', {
      webhook: { id: 0, url: receiver.url, events: ALL_EVENTS, enabled: true, description: 'CRM' },
    });
    expect(saved.code).toBe(200);
    hook = saved.data;
    expect(hook.secret).toMatch(/^whsec_/);
    receiver.secret = hook.secret;
  });
  afterAll(async () => {
    await server?.close();
    await receiver?.close();
  });
  const advance = (ms: number) => {
    offset += ms;
    server.advance(ms);
  };
  const eventsOf = (sessionId: number) =>
    receiver.events.filter((event) => event.envelope.data.sessionId == sessionId).map((event) => event.envelope.type);

  it('delivers a conversation in order, signed, each event id once', async () => {
    const visitor = await startVisitor(server, 'demo-human', { locale: 'en' });
    const sessionId = visitor.start.sessionId;
    await visitor.call('sendMsg', { clientId: 'a1', msgContent: 'first', msgType: 1 });
    await visitor.call('sendMsg', { clientId: 'a2', msgContent: 'second', msgType: 1 });
    expect((await visitor.call('transferAgent')).data.status).toBe(2);
    expect((await alice.call('send', { sessionId, content: 'hello from alice', msgType: 1 })).code).toBe(200);
    await visitor.call('chatClose', {});
    expect((await visitor.call('evaluate', { evaluateAdminStar: 5 })).code).toBe(200);
    await expect
      .poll(() => eventsOf(sessionId).filter((type) => type == 'rating.given').length, { timeout: 15_000 })
      .toBe(1);
    const types = eventsOf(sessionId);
    expect(types[0]).toBe('conversation.started');
    expect(types.filter((type) => type == 'message.visitor').length).toBeGreaterThanOrEqual(2);
    expect(types).toContain('message.agent');
    expect(types.indexOf('conversation.ended')).toBeGreaterThan(types.lastIndexOf('message.visitor'));
    expect(types.at(-1)).toBe('rating.given');
    const mine = receiver.events.filter((event) => event.envelope.data.sessionId == sessionId);
    expect(mine.every((event) => event.verified)).toBe(true);
    expect(mine.every((event) => event.eventIdHeader == event.envelope.id)).toBe(true);
    expect(new Set(mine.map((event) => event.envelope.id)).size).toBe(mine.length);
    const visitorTexts = mine
      .filter((event) => event.envelope.type == 'message.visitor')
      .map((event) => (event.envelope.data.message as { msgContent: string }).msgContent);
    expect(visitorTexts.slice(0, 2)).toEqual(['first', 'second']);
  });

  it('sends a signed ping for the console, and logs it as sent', async () => {
    const test = await adminCall(server, alice.token, 'testWebhook', { id: hook.id });
    expect(test.code).toBe(200);
    expect(test.data.item.topic).toBe('ping');
    await expect
      .poll(() => receiver.events.some((event) => event.envelope.type == 'ping'), { timeout: 10_000 })
      .toBe(true);
    expect(receiver.events.find((event) => event.envelope.type == 'ping')!.verified).toBe(true);
    await expect
      .poll(
        async () =>
          (await adminCall(server, alice.token, 'outbox', { webhookId: hook.id })).data.list.find(
            (item: { eventId: string }) => item.eventId == test.data.item.eventId,
          ).state,
        { timeout: 10_000 },
      )
      .toBe('sent');
  });

  it('gets everything, in order and once, after answering 500 for ten minutes', async () => {
    receiver.status = 500;
    const visitor = await startVisitor(server, 'demo', { locale: 'en' });
    const sessionId = visitor.start.sessionId;
    for (let i = 1; i <= 5; i++)
      await visitor.call('sendMsg', { clientId: `d${i}`, msgContent: `down ${i}`, msgType: 1 });
    await expect.poll(() => receiver.refused, { timeout: 10_000 }).toBeGreaterThan(0);
    // Ten minutes of the server's clock, a minute at a time, the receiver still down.
    for (let minute = 0; minute < 10; minute++) {
      const before = receiver.refused;
      advance(60_000);
      await expect.poll(() => receiver.refused, { timeout: 5_000 }).toBeGreaterThanOrEqual(before);
    }
    expect(eventsOf(sessionId)).toEqual([]);
    // The receiver is back. A delivery it refused just before is still under way, and once
    // refused it sets its next try by the server's clock: the clock goes on only after, so that
    // try falls within the advance, as every other does.
    receiver.status = 200;
    const underWay = async () =>
      (await adminCall(server, alice.token, 'outbox', { webhookId: hook.id })).data.list.some(
        (item: { state: string }) => item.state == 'sending',
      );
    await expect.poll(underWay, { timeout: 10_000 }).toBe(false);
    advance(RETRY_MAX_MS * 1.2);
    const expected = ['conversation.started', ...Array(5).fill('message.visitor')];
    await expect.poll(() => eventsOf(sessionId).slice(0, 6), { timeout: 20_000 }).toEqual(expected);
    // The clock's twenty minutes also end the idle conversation: its end may follow, after the messages.
    expect(eventsOf(sessionId).slice(6)).toEqual(eventsOf(sessionId).length > 6 ? ['conversation.ended'] : []);
    const texts = receiver.events
      .filter((event) => event.envelope.data.sessionId == sessionId && event.envelope.type == 'message.visitor')
      .map((event) => (event.envelope.data.message as { msgContent: string }).msgContent);
    expect(texts).toEqual(['down 1', 'down 2', 'down 3', 'down 4', 'down 5']);
    const ids = receiver.events.map((event) => event.envelope.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('tells a leave message and a work order with its updates', async () => {
    const visitor = await startVisitor(server, 'demo-workorder', { locale: 'en' });
    await visitor.call('leaveMsg', { channelId: 'demo', customerName: 'Ann', msgContent: 'call me' });
    const order = await visitor.wo('add', {
      channelId: 'demo-workorder',
      woTitle: 'Refund',
      woContent: 'please',
      cusFieldConfigInfoVoList: DEMO_WORK_ORDER_FIELDS,
    });
    expect(order.code).toBe(200);
    await alice.call('workOrderReply', { woId: order.data.woId, content: 'On it' });
    await expect
      .poll(
        () =>
          receiver.events
            .map((event) => event.envelope.type)
            .filter((type) => type.startsWith('leaveMessage') || type.startsWith('workOrder')),
        { timeout: 10_000 },
      )
      .toEqual(['leaveMessage.created', 'workOrder.created', 'workOrder.updated']);
    const updated = receiver.events.find((event) => event.envelope.type == 'workOrder.updated')!.envelope.data;
    expect(updated).toMatchObject({ woId: order.data.woId, change: 'reply', handle: { handleContent: 'On it' } });
  });
});

describe('who may, and where to', () => {
  const server = useTestServer();
  const { alice, bob, li, carol, as } = useAdminCallers(server);
  const save = (caller: TestAgent, url: string, id = 0) =>
    as(caller, 'saveWebhook', { webhook: { id, url, events: ['message.visitor'], enabled: true } });

  it.each([
    ['http://127.0.0.1:9/hook', /private and loopback/],
    ['http://localhost:9/hook', /private and loopback/],
    ['http://[::1]:9/hook', /private and loopback/],
    ['http://10.1.2.3/hook', /private and loopback/],
    ['http://169.254.169.254/latest/meta-data', /private and loopback/],
    ['http://[::ffff:127.0.0.1]/hook', /private and loopback/],
    ['ftp://hooks.example.com/x', /only http/],
    ['https://user:pass@hooks.example.com/x', /user name or password/],
    ['not a url at all', /absolute http/],
  ])('refuses %s', async (url, message) => {
    const reply = await save(bob, url);
    expect(reply.status).toBe(400);
    expect(reply.message).toMatch(message);
  });

  it('takes a public https URL, and keeps each tenant to its own webhooks', async () => {
    const saved = await save(bob, 'https://hooks.example.com/chat');
    expect(saved.status).toBe(200);
    const id = saved.data.id;
    expect((await as(carol, 'webhooks', {})).data.list).toEqual([]);
    for (const call of ['testWebhook', 'deleteWebhook', 'rotateWebhookSecret'] as const)
      expect((await as(carol, call, { id })).status).toBe(404);
    expect((await save(carol, 'https://hooks.example.com/other', id)).status).toBe(404);
    expect((await as(li, 'webhooks', {})).status).toBe(403);
    const rotated = await as(alice, 'rotateWebhookSecret', { id });
    expect(rotated.data.secret).not.toBe(saved.data.secret);
    expect((await as(bob, 'deleteWebhook', { id })).status).toBe(200);
    expect((await as(bob, 'webhooks', {})).data.list).toEqual([]);
  });

  it('refuses more events than exist and fields it does not know', async () => {
    const reply = await as(bob, 'saveWebhook', {
      webhook: { id: 0, url: 'https://hooks.example.com/x', events: ['message.sent'], enabled: true },
    });
    expect(reply.status).toBe(400);
    const extra = await as(bob, 'saveWebhook', {
      webhook: {
        id: 0,
        url: 'https://hooks.example.com/x',
        events: ['message.visitor'],
        enabled: true,
        secret: 'mine',
      },
    });
    expect(extra.status).toBe(400);
  });
});
