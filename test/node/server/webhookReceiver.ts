// A tenant's receiving end of webhooks, on this machine: it checks every delivery's signature
// as the documentation tells receivers to (docs/notifications.md#verifying-a-delivery), records
// the events in arrival order, and answers what the test says (200, or 500 while "down").
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WEBHOOK_HEADERS, type WebhookEnvelope } from '@shared/api/outgoing';

export interface ReceivedEvent {
  envelope: WebhookEnvelope;
  /** The signature matched the secret and the timestamp was fresh. */
  verified: boolean;
  eventIdHeader: string;
}

export interface WebhookReceiver {
  url: string;
  /** Every delivery that got a 2xx, in arrival order (duplicates included). */
  events: ReceivedEvent[];
  /** Deliveries answered with an error status. */
  refused: number;
  /** The secret to verify with (the webhook's, once the test knows it). */
  secret: string;
  /** The status to answer: 200 by default, 500 to play a receiver that is down. */
  status: number;
  waitForCount(count: number, ms?: number): Promise<void>;
  close(): Promise<void>;
}

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });

/** The check a receiver runs: HMAC-SHA256 over "<timestamp>.<raw body>", compared in constant time. */
export function verifySignature(secret: string, timestamp: string, body: string, signature: string, nowMs: number) {
  const expected = 'v1=' + createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  const fresh = Math.abs(nowMs / 1000 - Number(timestamp)) <= 300;
  return fresh && expected.length == signature.length && timingSafeEqual(Buffer.from(expected), Buffer.from(signature));
}

export async function startWebhookReceiver(now: () => number = Date.now): Promise<WebhookReceiver> {
  const waiters = new Set<() => void>();
  const receiver: WebhookReceiver = {
    url: '',
    events: [],
    refused: 0,
    secret: '',
    status: 200,
    waitForCount(count, ms = 15_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (receiver.events.length < count) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve();
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`${receiver.events.length} of ${count} events arrived within ${ms} ms`));
        }, ms);
        if (!check()) waiters.add(check);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = createServer(async (request, response) => {
    const body = await readBody(request);
    if (receiver.status >= 300) {
      receiver.refused++;
      response.writeHead(receiver.status).end();
      return;
    }
    const header = (name: string) => String(request.headers[name] ?? '');
    receiver.events.push({
      envelope: JSON.parse(body) as WebhookEnvelope,
      verified: verifySignature(
        receiver.secret,
        header(WEBHOOK_HEADERS.timestamp),
        body,
        header(WEBHOOK_HEADERS.signature),
        now(),
      ),
      eventIdHeader: header(WEBHOOK_HEADERS.eventId),
    });
    response.writeHead(200).end('ok');
    waiters.forEach((wake) => wake());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  return receiver;
}
