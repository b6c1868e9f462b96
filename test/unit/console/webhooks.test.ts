// The Webhooks page: what a save sends (URL and description trimmed, events in their list's
// order), what is refused before sending (not an http(s) URL, no event) and what the server
// refuses, at its field; the list following each answer; the delivery log of one webhook,
// loaded again every few seconds while the page is in view and not while it is hidden.
import { ApiError } from '@shared/api';
import { OUTGOING_LIMITS, type OutboxItem, type Webhook } from '@shared/api/outgoing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as client from './fakeAgentClient';

vi.mock('@console/api/agentClient', () => import('./fakeAgentClient'));

const rules = await import('@console/stores/webhookRules');
const store = await import('@console/stores/webhooks');
const log = await import('@console/stores/webhookLog');
const auth = await import('@console/stores/auth');
const shown = await import('@console/stores/shownTenant');

const HOOK: Webhook = {
  id: 7,
  url: 'https://hooks.shop.example/chat',
  events: ['message.visitor'],
  enabled: true,
  description: 'CRM',
  secret: 'a'.repeat(64),
  createdAt: 1,
  updatedAt: 1,
};

const delivery = (id: number, patch: Partial<OutboxItem> = {}): OutboxItem => ({
  id,
  kind: 'webhook',
  topic: 'ping',
  target: HOOK.url,
  webhookId: HOOK.id,
  state: 'pending',
  attempts: 0,
  lastError: '',
  createdAt: id,
  ...patch,
});

describe('the webhook form', () => {
  it('sends the URL and description trimmed, the events in the order of their list', () => {
    expect(
      rules.webhookRequest({
        id: 0,
        url: '  https://x.example/in ',
        events: ['workOrder.created', 'conversation.started'],
        enabled: false,
        description: ' ops ',
      }),
    ).toEqual({
      id: 0,
      url: 'https://x.example/in',
      events: ['conversation.started', 'workOrder.created'],
      enabled: false,
      description: 'ops',
    });
  });

  it('refuses what is not an http(s) URL, too long a URL, and no event', () => {
    const input = { ...rules.blankWebhook(), events: ['rating.given' as const] };
    for (const url of ['', 'hooks.example.com', 'ftp://x.example/', 'javascript:alert(1)', 'https://'])
      expect(rules.webhookProblems({ ...input, url }), url).toEqual([{ field: 'url', kind: 'badUrl' }]);
    expect(rules.webhookProblems({ ...input, url: 'http://10.0.0.5:8080/hook' })).toEqual([]);
    const long = `https://x.example/${'a'.repeat(OUTGOING_LIMITS.url)}`;
    expect(rules.webhookProblems({ ...input, url: long })).toEqual([{ field: 'url', kind: 'tooLong' }]);
    expect(rules.webhookProblems({ ...input, url: 'https://x.example', events: [] })).toEqual([
      { field: 'events', kind: 'noEvent' },
    ]);
  });

  it("reads the server's refusal as the field it names", () => {
    expect(rules.refusalOf('webhook.url: is a private address')).toEqual({
      field: 'url',
      kind: 'server',
      message: 'is a private address',
    });
    expect(rules.refusalOf('webhook.events.1: must be equal to one of the allowed values')?.field).toBe('events');
    expect(rules.refusalOf('url: is a loopback address')?.field).toBe('url');
    expect(rules.refusalOf('id: no such webhook')).toBeUndefined();
  });
});

describe('the webhooks store', () => {
  beforeEach(async () => {
    client.reset();
    auth.$me.set({ token: 't1', adminId: 1, card: {} as never, tenantId: 'demo', role: 'admin', online: true });
    shown.$shownTenant.set(undefined);
    store.forgetWebhooks();
    client.answer((call, body) => {
      if (call == 'webhooks') return { list: [HOOK], allowPrivate: false };
      if (call == 'saveWebhook') {
        const input = body.webhook as Webhook;
        return { ...input, id: input.id || 8, secret: 'b'.repeat(64), createdAt: 2, updatedAt: 2 };
      }
      if (call == 'rotateWebhookSecret') return { ...HOOK, secret: 'c'.repeat(64) };
      if (call == 'deleteWebhook') return { id: body.id };
      return {};
    });
    await store.loadWebhooks();
    client.calls.length = 0;
  });

  it('adds one: the form opens blank, the save sends id 0 and the answer joins the list', async () => {
    store.openWebhook();
    expect(store.$webhookDirty.get()).toBe(false);
    store.editWebhook({ url: ' https://crm.example/hook ' });
    store.toggleEvent('workOrder.created', true);
    store.toggleEvent('leaveMessage.created', true);
    expect(store.$webhookDirty.get()).toBe(true);
    const outcome = await store.saveWebhook();
    expect(client.calls).toEqual([
      {
        call: 'saveWebhook',
        body: {
          webhook: {
            id: 0,
            url: 'https://crm.example/hook',
            events: ['leaveMessage.created', 'workOrder.created'],
            enabled: true,
            description: '',
          },
        },
      },
    ]);
    expect(outcome.kind).toBe('saved');
    expect(store.$webhooks.get()?.list.map((hook) => hook.id)).toEqual([7, 8]);
    expect(store.$webhookDraft.get()).toBeUndefined();
  });

  it('edits one in its place, with its events as they were', async () => {
    store.openWebhook(7);
    expect(store.$webhookDraft.get()).toEqual({
      id: 7,
      url: HOOK.url,
      events: ['message.visitor'],
      enabled: true,
      description: 'CRM',
    });
    store.toggleEvent('message.visitor', false);
    store.toggleEvent('message.agent', true);
    store.editWebhook({ enabled: false });
    await store.saveWebhook();
    expect(client.calls[0]!.body.webhook).toMatchObject({ id: 7, events: ['message.agent'], enabled: false });
    expect(store.$webhooks.get()?.list).toHaveLength(1);
    expect(store.$webhooks.get()?.list[0]).toMatchObject({ id: 7, enabled: false, events: ['message.agent'] });
  });

  it('sends nothing without an event or with a bad URL, and forgets a problem once its field changes', async () => {
    store.openWebhook();
    store.editWebhook({ url: 'crm.example' });
    expect(await store.saveWebhook()).toEqual({
      kind: 'refused',
      problems: [
        { field: 'url', kind: 'badUrl' },
        { field: 'events', kind: 'noEvent' },
      ],
    });
    expect(client.calls).toEqual([]);
    store.toggleEvent('rating.given', true);
    expect(store.$webhookProblems.get()).toEqual([{ field: 'url', kind: 'badUrl' }]);
  });

  it("keeps the form open with the server's refusal at the URL", async () => {
    client.answer(() => {
      throw new ApiError(400, 'webhook.url: is a private or loopback address');
    });
    store.openWebhook();
    store.editWebhook({ url: 'http://127.0.0.1:9/hook' });
    store.toggleEvent('rating.given', true);
    const outcome = await store.saveWebhook();
    expect(outcome).toEqual({
      kind: 'refused',
      problems: [{ field: 'url', kind: 'server', message: 'is a private or loopback address' }],
    });
    expect(store.$webhookDraft.get()?.url).toBe('http://127.0.0.1:9/hook');
  });

  it('rotates the secret and deletes, the list following each answer', async () => {
    await store.rotateWebhookSecret(7);
    expect(store.$webhooks.get()!.list[0]!.secret).toBe('c'.repeat(64));
    store.openWebhook(7);
    await store.deleteWebhook(7);
    expect(client.callNames()).toEqual(['rotateWebhookSecret', 'deleteWebhook']);
    expect(store.$webhooks.get()?.list).toEqual([]);
    expect(store.$webhookDraft.get()).toBeUndefined();
  });

  it("names the owner's tenant in every call", async () => {
    auth.$me.set({ ...auth.$me.get()!, role: 'owner' });
    shown.$shownTenant.set('acme');
    await store.rotateWebhookSecret(7);
    await store.testWebhook(7);
    expect(client.calls.map((each) => each.body)).toEqual([
      { tenantId: 'acme', id: 7 },
      { tenantId: 'acme', id: 7 },
    ]);
  });
});

describe('the delivery log', () => {
  let visibility: DocumentVisibilityState = 'visible';
  const setVisibility = (state: DocumentVisibilityState) => {
    visibility = state;
    document.dispatchEvent(new Event('visibilitychange'));
  };

  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    visibility = 'visible';
    client.reset();
    auth.$me.set({ token: 't1', adminId: 1, card: {} as never, tenantId: 'demo', role: 'admin', online: true });
    log.showWebhookLog(undefined);
    let loads = 0;
    client.answer((call, body) => {
      if (call == 'outbox') return { list: [delivery(++loads)], counts: { pending: 0, failed: 0, sentLastDay: 0 } };
      if (call == 'retryOutbox') return { item: delivery(body.id as number, { state: 'pending', attempts: 0 }) };
      return {};
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("asks for the webhook's rows, again every few seconds, and not while the page is hidden", async () => {
    log.showWebhookLog(7);
    const stop = log.followWebhookLog(() => {});
    await vi.advanceTimersByTimeAsync(0);
    expect(client.calls).toEqual([{ call: 'outbox', body: { webhookId: 7 } }]);
    expect(log.$webhookLog.get()).toEqual({ webhookId: 7, list: [delivery(1)] });
    await vi.advanceTimersByTimeAsync(log.LOG_REFRESH_MS);
    expect(client.calls).toHaveLength(2);
    setVisibility('hidden');
    await vi.advanceTimersByTimeAsync(log.LOG_REFRESH_MS * 3);
    expect(client.calls).toHaveLength(2);
    // Seen again: at once, not at the next tick.
    setVisibility('visible');
    await vi.advanceTimersByTimeAsync(0);
    expect(client.calls).toHaveLength(3);
    stop();
    await vi.advanceTimersByTimeAsync(log.LOG_REFRESH_MS * 3);
    expect(client.calls).toHaveLength(3);
  });

  it('shows a test event at once, and a retried delivery in its place', async () => {
    log.showWebhookLog(7);
    await log.loadWebhookLog();
    log.logged(delivery(50));
    log.logged(delivery(50));
    log.logged(delivery(60, { webhookId: 9 }));
    expect(log.$webhookLog.get()?.list?.map((item) => item.id)).toEqual([50, 1]);
    const item = await log.retryDelivery(1);
    expect(item.state).toBe('pending');
    expect(log.$webhookLog.get()?.list?.map((each) => [each.id, each.state])).toEqual([
      [50, 'pending'],
      [1, 'pending'],
    ]);
  });

  it('drops the rows of a log no longer shown', async () => {
    let release = () => {};
    client.answer(
      () =>
        new Promise((resolve) => {
          release = () => resolve({ list: [delivery(1)], counts: { pending: 0, failed: 0, sentLastDay: 0 } });
        }),
    );
    log.showWebhookLog(7);
    const loading = log.loadWebhookLog();
    log.showWebhookLog(9);
    release();
    await loading;
    expect(log.$webhookLog.get()).toEqual({ webhookId: 9, list: undefined });
  });
});
