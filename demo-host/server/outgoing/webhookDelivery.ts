// One webhook delivery: the stored body POSTed as JSON with its event id, a fresh timestamp
// and the signature over both. 2xx is delivered; anything else, a timeout or a refused address
// is a failure the sender retries. Redirects are not followed (a 3xx is a failure): a receiver
// moved must be saved again, so no redirect can lead a delivery to an address the check refused.
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { WEBHOOK_HEADERS } from '@shared/api/outgoing';
import { publicOnlyLookup } from './addressGuard';
import { signDelivery } from './signature';

export const DELIVERY_TIMEOUT_MS = 10_000;

export interface Delivery {
  url: string;
  secret: string;
  eventId: string;
  body: string;
}

export type DeliveryResult = { ok: true; status: number } | { ok: false; error: string };

export function deliverWebhook(delivery: Delivery, allowPrivate: boolean, nowMs: number): Promise<DeliveryResult> {
  const url = new URL(delivery.url);
  const timestamp = Math.floor(nowMs / 1000);
  const send = url.protocol == 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    const request = send(
      url,
      {
        method: 'POST',
        timeout: DELIVERY_TIMEOUT_MS,
        ...(!allowPrivate && { lookup: publicOnlyLookup }),
        headers: {
          'content-type': 'application/json',
          'user-agent': 'chat-online-webhooks/1',
          [WEBHOOK_HEADERS.eventId]: delivery.eventId,
          [WEBHOOK_HEADERS.timestamp]: String(timestamp),
          [WEBHOOK_HEADERS.signature]: signDelivery(delivery.secret, timestamp, delivery.body),
          'content-length': Buffer.byteLength(delivery.body),
        },
      },
      (response) => {
        // The receiver's body is not ours to keep; read it away so the socket is freed.
        response.resume();
        response.on('end', () => {
          const status = response.statusCode ?? 0;
          resolve(status >= 200 && status < 300 ? { ok: true, status } : { ok: false, error: `HTTP ${status}` });
        });
        response.on('error', (error) => resolve({ ok: false, error: error.message }));
      },
    );
    request.on('timeout', () => request.destroy(new Error(`no answer in ${DELIVERY_TIMEOUT_MS / 1000} s`)));
    request.on('error', (error) => resolve({ ok: false, error: error.message }));
    request.end(delivery.body);
  });
}
