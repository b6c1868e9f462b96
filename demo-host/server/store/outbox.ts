// The outbox: every mail and webhook delivery, queued in the transaction of what caused it,
// then sent by the instance holding the sender's lease (outgoing/sender.ts). A row is claimed
// (sending), then sent, retried later (pending again, with its next time) or failed for good.
// Deliveries of one webhook with one order key (one conversation) go one at a time, in id order.
import type { OutboxCounts, OutboxItem, OutboxState } from '@shared/api/outgoing';
import { OUTGOING_LIMITS } from '@shared/api/outgoing';
import type { Sql } from '../db/sql';

export type OutboxKind = 'mail' | 'webhook';

interface OutboxRow {
  id: number;
  tenant_id: string;
  kind: OutboxKind;
  topic: string;
  target: string;
  webhook_id: number | null;
  event_id: string | null;
  order_key: string | null;
  dedupe_key: string | null;
  payload: string;
  state: OutboxState;
  attempts: number;
  last_error: string;
  created_at: number;
  next_at: number;
  sent_at: number | null;
}

export interface NewOutboxRow {
  tenantId: string;
  kind: OutboxKind;
  topic: string;
  target: string;
  payload: string;
  webhookId?: number;
  eventId?: string;
  /** Rows of one webhook with the same key are delivered in id order. */
  orderKey?: string;
  /** A second row with the same key is not queued. */
  dedupeKey?: string;
  /** Queued as skipped with this reason (the per-address limit): visible, never sent. */
  skipped?: string;
}

/** A row claimed for sending: what the sender needs. */
export interface ClaimedRow {
  id: number;
  tenantId: string;
  kind: OutboxKind;
  topic: string;
  target: string;
  webhookId?: number;
  eventId?: string;
  payload: string;
  attempts: number;
  createdAt: number;
}

const toItem = (row: OutboxRow): OutboxItem => ({
  id: Number(row.id),
  kind: row.kind,
  topic: row.topic,
  target: row.target,
  ...(row.webhook_id != null && { webhookId: Number(row.webhook_id) }),
  ...(row.event_id != null && { eventId: row.event_id }),
  state: row.state,
  attempts: Number(row.attempts),
  lastError: row.last_error,
  createdAt: Number(row.created_at),
  ...(row.state == 'pending' && { nextAt: Number(row.next_at) }),
  ...(row.sent_at != null && { sentAt: Number(row.sent_at) }),
});

const toClaimed = (row: OutboxRow): ClaimedRow => ({
  id: Number(row.id),
  tenantId: row.tenant_id,
  kind: row.kind,
  topic: row.topic,
  target: row.target,
  ...(row.webhook_id != null && { webhookId: Number(row.webhook_id) }),
  ...(row.event_id != null && { eventId: row.event_id }),
  payload: row.payload,
  attempts: Number(row.attempts),
  createdAt: Number(row.created_at),
});

const DAY_MS = 24 * 60 * 60 * 1000;

export interface OutboxFilter {
  kind?: OutboxKind;
  state?: OutboxState;
  webhookId?: number;
}

export function outboxStore(sql: Sql, now: () => number) {
  return {
    /** Queues a row (inside the caller's transaction); false when its dedupe key was queued before. */
    async add(row: NewOutboxRow): Promise<boolean> {
      const at = now();
      const changed = await sql.run(
        'INSERT INTO outbox (tenant_id, kind, topic, target, webhook_id, event_id, order_key, dedupe_key, payload, state, last_error, created_at, next_at) ' +
          'VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING',
        [
          row.tenantId,
          row.kind,
          row.topic,
          row.target,
          row.webhookId ?? null,
          row.eventId ?? null,
          row.orderKey ?? null,
          row.dedupeKey ?? null,
          row.skipped ? '' : row.payload,
          row.skipped ? 'skipped' : 'pending',
          row.skipped ?? '',
          at,
          at,
        ],
      );
      return changed > 0;
    },

    /** Mails queued to this address since `since` (the per-address limit). */
    async mailsTo(address: string, since: number): Promise<number> {
      const row = await sql.get<{ n: number }>(
        "SELECT COUNT(*) AS n FROM outbox WHERE target = ? AND kind = 'mail' AND state != 'skipped' AND created_at >= ?",
        [address, since],
      );
      return Number(row?.n ?? 0);
    },

    /** Mails of these kinds the tenant queued since `since` (the tenant's hourly limit). */
    async mailsOfTenant(tenantId: string, topics: readonly string[], since: number): Promise<number> {
      const row = await sql.get<{ n: number }>(
        `SELECT COUNT(*) AS n FROM outbox WHERE tenant_id = ? AND kind = 'mail' AND state != 'skipped' AND created_at >= ? AND topic IN (${topics.map(() => '?').join(', ')})`,
        [tenantId, since, ...topics],
      );
      return Number(row?.n ?? 0);
    },

    /**
     * Claims up to `limit` rows that are due: pending, their time come, and first in line for
     * their webhook and order key. They become `sending`, their attempt counted.
     */
    claimDue(limit: number): Promise<ClaimedRow[]> {
      return sql.transaction(async () => {
        const rows = await sql.all<OutboxRow>(
          `SELECT o.* FROM outbox o WHERE o.state = 'pending' AND o.next_at <= ?
            AND NOT EXISTS (SELECT 1 FROM outbox p WHERE p.webhook_id = o.webhook_id AND p.order_key = o.order_key
              AND p.id < o.id AND p.state IN ('pending', 'sending'))
            ORDER BY o.next_at, o.id LIMIT ?`,
          [now(), limit],
        );
        for (const row of rows)
          await sql.run("UPDATE outbox SET state = 'sending', attempts = attempts + 1 WHERE id = ?", [row.id]);
        return rows.map((row) => toClaimed({ ...row, attempts: Number(row.attempts) + 1 }));
      });
    },

    async markSent(id: number): Promise<void> {
      // The payload is kept: a delivery log may be retried by hand; the sweep prunes old rows.
      await sql.run("UPDATE outbox SET state = 'sent', sent_at = ?, last_error = '' WHERE id = ?", [now(), id]);
    },

    async markRetry(id: number, error: string, nextAt: number): Promise<void> {
      await sql.run("UPDATE outbox SET state = 'pending', last_error = ?, next_at = ? WHERE id = ?", [
        error.slice(0, 500),
        nextAt,
        id,
      ]);
    },

    async markFailed(id: number, error: string): Promise<void> {
      await sql.run("UPDATE outbox SET state = 'failed', last_error = ? WHERE id = ?", [error.slice(0, 500), id]);
    },

    /** Rows a dead sender had claimed go back in line (at-least-once: they may have gone out). */
    async releaseClaimed(): Promise<number> {
      return sql.run("UPDATE outbox SET state = 'pending' WHERE state = 'sending'");
    },

    /**
     * The sender's lease: true when `holder` has it until `until` (taken when free or expired,
     * renewed when already held). One instance sends at a time.
     */
    async lease(holder: string, until: number): Promise<{ held: boolean; takenOver: boolean }> {
      return sql.transaction(async () => {
        await sql.lock('outbox sender');
        const before = await sql.get<{ holder: string; held_until: number }>(
          'SELECT holder, held_until FROM outbox_sender WHERE id = 1',
        );
        if (before && before.holder != holder && Number(before.held_until) > now())
          return { held: false, takenOver: false };
        await sql.run(
          'INSERT INTO outbox_sender (id, holder, held_until) VALUES (1, ?, ?) ON CONFLICT (id) DO UPDATE SET holder = excluded.holder, held_until = excluded.held_until',
          [holder, until],
        );
        return { held: true, takenOver: before?.holder != holder };
      });
    },

    /** Gives the lease up (a clean stop), so another instance need not wait for it to expire. */
    async unlease(holder: string): Promise<void> {
      await sql.run('UPDATE outbox_sender SET held_until = 0 WHERE id = 1 AND holder = ?', [holder]);
    },

    /** When the next pending row is due, if any (the sender sleeps until then). */
    async nextDue(): Promise<number | undefined> {
      const row = await sql.get<{ at: number | null }>("SELECT MIN(next_at) AS at FROM outbox WHERE state = 'pending'");
      return row?.at == null ? undefined : Number(row.at);
    },

    async list(tenantId: string, filter: OutboxFilter = {}): Promise<OutboxItem[]> {
      const where = ['tenant_id = ?'];
      const params: unknown[] = [tenantId];
      if (filter.kind) where.push('kind = ?'), params.push(filter.kind);
      if (filter.state) where.push('state = ?'), params.push(filter.state);
      if (filter.webhookId) where.push('webhook_id = ?'), params.push(filter.webhookId);
      const rows = await sql.all<OutboxRow>(
        `SELECT * FROM outbox WHERE ${where.join(' AND ')} ORDER BY id DESC LIMIT ${OUTGOING_LIMITS.listed}`,
        params,
      );
      return rows.map(toItem);
    },

    async item(tenantId: string, id: number): Promise<OutboxItem | undefined> {
      const row = await sql.get<OutboxRow>('SELECT * FROM outbox WHERE id = ? AND tenant_id = ?', [id, tenantId]);
      return row && toItem(row);
    },

    /** A failed row of the tenant queued again now; false when there is none (or it is not failed). */
    async retry(tenantId: string, id: number): Promise<boolean> {
      const changed = await sql.run(
        "UPDATE outbox SET state = 'pending', attempts = 0, next_at = ?, created_at = ? WHERE id = ? AND tenant_id = ? AND state = 'failed'",
        [now(), now(), id, tenantId],
      );
      return changed > 0;
    },

    async counts(tenantId?: string): Promise<OutboxCounts> {
      const scope = tenantId ? 'tenant_id = ? AND ' : '';
      const params = tenantId ? [tenantId] : [];
      const count = async (condition: string, extra: unknown[] = []) =>
        Number(
          (
            await sql.get<{ n: number }>(`SELECT COUNT(*) AS n FROM outbox WHERE ${scope}${condition}`, [
              ...params,
              ...extra,
            ])
          )?.n ?? 0,
        );
      return {
        pending: await count("state IN ('pending', 'sending')"),
        failed: await count("state = 'failed'"),
        sentLastDay: await count("state = 'sent' AND sent_at >= ?", [now() - DAY_MS]),
      };
    },

    /** Sent and skipped rows older than `before` go (the delivery log keeps a week). */
    async prune(before: number): Promise<number> {
      return sql.run("DELETE FROM outbox WHERE state IN ('sent', 'skipped') AND created_at < ?", [before]);
    },
  };
}

export type OutboxStore = ReturnType<typeof outboxStore>;
