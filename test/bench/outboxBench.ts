// A burst through the outbox (docs/notifications.md#the-outbox): 1,000 webhook events (visitor
// messages over HTTP, each one delivery to a receiver on this machine that checks signatures),
// then 1,000 mails to as many addresses (queued as the server queues them) through a real SMTP
// server here. Printed: how long queuing took, the deepest the queue got, and the time from the
// first queued row to the last one sent.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { demoPlugin } from '@demo/demoPlugin';
import { buildServer } from '@server/app';
import { mailScopeOf, mailVisitor } from '@server/outgoing/mails';
import { VISITOR_API } from '@shared/api';
import { startMailbox } from '../node/server/mailbox';
import { startWebhookReceiver } from '../node/server/webhookReceiver';

export interface OutboxBurst {
  kind: 'webhook' | 'mail';
  events: number;
  queuedMs: number;
  maxDepth: number;
  drainedMs: number;
  unverified: number;
  duplicates: number;
}

const VISITORS = 50;

async function post<T>(url: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token && { token }) },
    body: JSON.stringify(body),
  });
  const reply = (await response.json()) as { code: number; message: string; data: T };
  if (reply.code != 200) throw new Error(`bench: ${url} answered ${reply.code} ${reply.message}`);
  return reply.data;
}

export async function outboxBench(events = 1_000): Promise<OutboxBurst[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'chat-online-outbox-bench-'));
  const mailbox = await startMailbox();
  const receiver = await startWebhookReceiver();
  const { app, services } = await buildServer({
    plugins: [demoPlugin()],
    dataDir,
    serveWidget: false,
    edge: { unlimitedAddresses: ['127.0.0.1'] },
    outgoing: { smtpUrl: mailbox.url, mailFrom: 'Bench <bench@shop.example>', allowPrivateWebhooks: true },
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const results: OutboxBurst[] = [];
  try {
    const hook = await services.webhooks.add(
      'demo',
      { id: 0, url: receiver.url, events: ['message.visitor'], enabled: true },
      'whsec_bench',
    );
    receiver.secret = hook.secret;
    const visitors = await Promise.all(
      Array.from({ length: VISITORS }, () =>
        post<{ token: string; userId: string }>(url + VISITOR_API + 'chatStart', { channelId: 'demo' }),
      ),
    );

    const measure = async (kind: OutboxBurst['kind'], queue: () => Promise<void>, drained: () => boolean) => {
      let maxDepth = 0;
      const sampler = setInterval(async () => {
        maxDepth = Math.max(maxDepth, (await services.outbox.counts('demo')).pending);
      }, 50);
      const start = performance.now();
      await queue();
      const queuedMs = performance.now() - start;
      while (!drained()) await new Promise((resolve) => setTimeout(resolve, 20));
      const drainedMs = performance.now() - start;
      clearInterval(sampler);
      return { kind, events, queuedMs, maxDepth, drainedMs };
    };

    const hooks = await measure(
      'webhook',
      async () => {
        const perVisitor = Math.ceil(events / VISITORS);
        await Promise.all(
          visitors.map(async (visitor, v) => {
            for (let m = 0; m < perVisitor && v * perVisitor + m < events; m++)
              await post(
                url + VISITOR_API + 'sendMsg',
                { userId: visitor.userId, clientId: `b${m}`, msgContent: `burst ${m}`, msgType: 1 },
                visitor.token,
              );
          }),
        );
      },
      () => receiver.events.length >= events,
    );
    const ids = receiver.events.map((event) => event.envelope.id);
    results.push({
      ...hooks,
      unverified: receiver.events.filter((event) => !event.verified).length,
      duplicates: ids.length - new Set(ids).size,
    });

    const channel = (await services.channels.get('demo'))!.config;
    const mails = await measure(
      'mail',
      async () => {
        for (let i = 0; i < events; i += 100)
          await services.sql.transaction(async () => {
            for (let j = i; j < Math.min(events, i + 100); j++)
              await mailVisitor(
                services,
                mailScopeOf(channel),
                `reader${j}@bench.example`,
                { kind: 'visitorReceived', channelName: 'Bench', customerName: `Reader ${j}`, content: 'A burst.' },
                'en',
              );
          });
      },
      () => mailbox.mails.length >= events,
    );
    const addresses = mailbox.mails.flatMap((mail) => mail.to);
    results.push({ ...mails, unverified: 0, duplicates: addresses.length - new Set(addresses).size });
  } finally {
    await app.close();
    await mailbox.close();
    await receiver.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return results;
}

export function printOutbox(bursts: OutboxBurst[]) {
  console.log('\nOutbox: a burst of 1,000 (SQLite, loopback receiver and SMTP server)');
  for (const burst of bursts)
    console.log(
      `${burst.kind.padEnd(8)} ${burst.events} queued in ${Math.round(burst.queuedMs)} ms, deepest queue ${burst.maxDepth}, ` +
        `all sent ${Math.round(burst.drainedMs)} ms after the first (${Math.round((burst.events / burst.drainedMs) * 1000)} /s), ` +
        `duplicates ${burst.duplicates}${burst.kind == 'webhook' ? `, bad signatures ${burst.unverified}` : ''}`,
    );
}
