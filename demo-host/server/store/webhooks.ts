// Each tenant's webhooks (admin/webhooks.ts): where deliveries go, which events, and the
// secret that signs them. The secret is kept as it is: signing needs it (unlike a password).
import type { Webhook, WebhookEventType, WebhookInput } from '@shared/api/outgoing';
import { parseJson } from '../db/database';
import type { Sql } from '../db/sql';

interface WebhookRow {
  id: number;
  tenant_id: string;
  url: string;
  events: string;
  secret: string;
  enabled: number;
  description: string;
  created_at: number;
  updated_at: number;
}

const toWebhook = (row: WebhookRow): Webhook => ({
  id: Number(row.id),
  url: row.url,
  events: parseJson<WebhookEventType[]>(row.events, []),
  enabled: Boolean(Number(row.enabled)),
  description: row.description,
  secret: row.secret,
  createdAt: Number(row.created_at),
  updatedAt: Number(row.updated_at),
});

export function webhookStore(sql: Sql, now: () => number) {
  return {
    async ofTenant(tenantId: string): Promise<Webhook[]> {
      return (await sql.all<WebhookRow>('SELECT * FROM webhooks WHERE tenant_id = ? ORDER BY id', [tenantId])).map(
        toWebhook,
      );
    },
    async get(tenantId: string, id: number): Promise<Webhook | undefined> {
      const row = await sql.get<WebhookRow>('SELECT * FROM webhooks WHERE id = ? AND tenant_id = ?', [id, tenantId]);
      return row && toWebhook(row);
    },
    /** The tenant's enabled webhooks that subscribe to `event`. */
    async subscribed(tenantId: string, event: WebhookEventType): Promise<Webhook[]> {
      return (await this.ofTenant(tenantId)).filter((hook) => hook.enabled && hook.events.includes(event));
    },
    async add(tenantId: string, input: WebhookInput, secret: string): Promise<Webhook> {
      const at = now();
      const row = await sql.get<WebhookRow>(
        'INSERT INTO webhooks (tenant_id, url, events, secret, enabled, description, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING *',
        [
          tenantId,
          input.url,
          JSON.stringify(input.events),
          secret,
          input.enabled ? 1 : 0,
          input.description ?? '',
          at,
          at,
        ],
      );
      return toWebhook(row!);
    },
    async update(tenantId: string, input: WebhookInput): Promise<Webhook | undefined> {
      const row = await sql.get<WebhookRow>(
        'UPDATE webhooks SET url = ?, events = ?, enabled = ?, description = ?, updated_at = ? WHERE id = ? AND tenant_id = ? RETURNING *',
        [
          input.url,
          JSON.stringify(input.events),
          input.enabled ? 1 : 0,
          input.description ?? '',
          now(),
          input.id,
          tenantId,
        ],
      );
      return row && toWebhook(row);
    },
    async setSecret(tenantId: string, id: number, secret: string): Promise<Webhook | undefined> {
      const row = await sql.get<WebhookRow>(
        'UPDATE webhooks SET secret = ?, updated_at = ? WHERE id = ? AND tenant_id = ? RETURNING *',
        [secret, now(), id, tenantId],
      );
      return row && toWebhook(row);
    },
    /** Its pending deliveries go with it: nobody is left to receive them. */
    async remove(tenantId: string, id: number): Promise<boolean> {
      const changed = await sql.run('DELETE FROM webhooks WHERE id = ? AND tenant_id = ?', [id, tenantId]);
      if (changed)
        await sql.run(
          "UPDATE outbox SET state = 'failed', last_error = 'webhook deleted' WHERE webhook_id = ? AND state = 'pending'",
          [id],
        );
      return changed > 0;
    },
    async count(tenantId: string): Promise<number> {
      const row = await sql.get<{ n: number }>('SELECT COUNT(*) AS n FROM webhooks WHERE tenant_id = ?', [tenantId]);
      return Number(row?.n ?? 0);
    },
  };
}
