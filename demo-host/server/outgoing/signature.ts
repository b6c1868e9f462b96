// How a webhook delivery is signed (shared/api/outgoing.ts WEBHOOK_HEADERS): HMAC-SHA256 keyed
// with the webhook's secret over "<timestamp>.<raw body>", as `v1=<hex>`.
import { createHmac, randomBytes } from 'node:crypto';

export const signDelivery = (secret: string, timestamp: number, body: string): string =>
  'v1=' + createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

/** A new webhook's secret: 32 random bytes, shown to admins. */
export const newWebhookSecret = (): string => 'whsec_' + randomBytes(32).toString('base64url');
