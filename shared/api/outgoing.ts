// What leaves the server on its own (docs/notifications.md): e-mail to the team and to visitors,
// and signed webhooks to a tenant's own systems, both from one durable outbox. This file is the
// contract the admin API, the console and the server share.
import { type Static, Type } from 'typebox';
import { EMAIL_PATTERN } from '../validation';
import { Count, Maybe, Text } from './schemaParts';

/** The limits of the settings, each written once; the console's help texts quote them. */
export const OUTGOING_LIMITS = {
  /** Team addresses of a tenant, or of one channel. */
  addresses: 20,
  address: 200,
  /** Webhooks of one tenant. */
  webhooks: 10,
  url: 2000,
  /** "A visitor waiting for N minutes with no agent online": N at most a day. */
  waitingMinutes: 1440,
  /** Rows of the outbox one listing answers. */
  listed: 200,
} as const;

/**
 * The events a webhook may subscribe to. `ping` is only the console's "send a test event".
 * Each delivery's body is a WebhookEnvelope.
 */
export const WEBHOOK_EVENTS = [
  'conversation.started',
  'message.visitor',
  'message.agent',
  'conversation.ended',
  'rating.given',
  'leaveMessage.created',
  'workOrder.created',
  'workOrder.updated',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];

/**
 * The headers of a delivery. The signature is `v1=` and the hex HMAC-SHA256, keyed with the
 * webhook's secret, of `<timestamp>.<raw body>`; the timestamp is in seconds since 1970.
 * A receiver recomputes it, compares in constant time, and refuses a timestamp more than
 * five minutes old (docs/notifications.md#verifying-a-delivery).
 */
export const WEBHOOK_HEADERS = {
  eventId: 'chat-online-event-id',
  timestamp: 'chat-online-timestamp',
  signature: 'chat-online-signature',
} as const;

/** The JSON body of every delivery: `id` is the same on every retry, for deduplication. */
export interface WebhookEnvelope {
  id: string;
  type: WebhookEventType | 'ping';
  /** When the event happened, ms since 1970. */
  createdAt: number;
  tenantId: string;
  data: Record<string, unknown>;
}

const Email = Type.String({ minLength: 3, maxLength: OUTGOING_LIMITS.address, pattern: EMAIL_PATTERN.source });
const Addresses = Type.Array(Email, { maxItems: OUTGOING_LIMITS.addresses });

/** One channel's own mail settings: its team (the tenant's when empty) and the waiting alert. */
export const ChannelMailSchema = Type.Object(
  {
    channelId: Text(40, 1),
    addresses: Addresses,
    /** Mail the team when a visitor waits this many minutes with no agent online; 0: never (the default). */
    waitingMinutes: Count(0, OUTGOING_LIMITS.waitingMinutes),
  },
  { additionalProperties: false },
);
export type ChannelMail = Static<typeof ChannelMailSchema>;

export const MailSettingsSchema = Type.Object(
  {
    /** Who hears of new leave messages and work orders (and waiting visitors). */
    teamAddresses: Addresses,
    /** Send the visitor "we received your message" when they gave an e-mail. */
    confirmToVisitor: Type.Boolean(),
    /** Send the visitor each public reply to their work order. */
    repliesToVisitor: Type.Boolean(),
    channels: Type.Array(ChannelMailSchema, { maxItems: 200 }),
  },
  { additionalProperties: false },
);
export type MailSettings = Static<typeof MailSettingsSchema>;

export const DEFAULT_MAIL_SETTINGS: MailSettings = {
  teamAddresses: [],
  confirmToVisitor: true,
  repliesToVisitor: true,
  channels: [],
};

/** A webhook as an admin saves it; id 0 adds one. The secret is the server's: see rotateWebhookSecret. */
export const WebhookInputSchema = Type.Object(
  {
    id: Count(0, Number.MAX_SAFE_INTEGER),
    url: Text(OUTGOING_LIMITS.url, 8),
    events: Type.Array(Type.Unsafe<WebhookEventType>(Type.Union(WEBHOOK_EVENTS.map((event) => Type.Literal(event)))), {
      minItems: 1,
      maxItems: WEBHOOK_EVENTS.length,
      uniqueItems: true,
    }),
    enabled: Type.Boolean(),
    description: Maybe(Text(200)),
  },
  { additionalProperties: false },
);
export type WebhookInput = Static<typeof WebhookInputSchema>;

export interface Webhook extends Required<WebhookInput> {
  /** Shown to admins so they can configure the receiver (it signs every delivery). */
  secret: string;
  createdAt: number;
  updatedAt: number;
}

/** Where a row of the outbox stands. */
export const OUTBOX_STATES = ['pending', 'sending', 'sent', 'failed', 'skipped'] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];

/** One mail or one delivery, as admins see it: never its body (it may hold a work order's link). */
export interface OutboxItem {
  id: number;
  kind: 'mail' | 'webhook';
  /** The mail's kind (MailKind) or the event's type. */
  topic: string;
  /** The address, or the webhook's URL. */
  target: string;
  webhookId?: number;
  eventId?: string;
  state: OutboxState;
  attempts: number;
  /** Why the last attempt failed, or why it was skipped (the per-address limit). */
  lastError: string;
  createdAt: number;
  /** When the next attempt is due (pending), or when it was sent. */
  nextAt?: number;
  sentAt?: number;
}

/** What the console shows at the top of the Mail page. */
export interface MailStatus {
  /** SMTP_URL is set: without it nothing is sent, and mails are not queued. */
  configured: boolean;
  /** The sender address (MAIL_FROM), when configured. */
  from?: string;
  /** DKIM signing is on (DKIM_DOMAIN, DKIM_SELECTOR, DKIM_PRIVATE_KEY). */
  dkim: boolean;
}

/** The outbox's depth for the console and the bench. */
export interface OutboxCounts {
  pending: number;
  failed: number;
  sentLastDay: number;
}
