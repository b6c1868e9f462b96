// Visitor events (poll codes 1200-1208), stored with increasing ids. A poll asks for the
// events after the last id it applied, so a lost answer or a repeated poll loses nothing
// and the client applies each event once.
//
// With several instances on one PostgreSQL, two pushes for one visitor could take ids 10 and
// 11 and commit 11 first: a poll in between would read 11 and step over 10 for good. So a
// push holds the visitor's lock until its transaction commits: one visitor's ids commit in
// order (db/sql.ts, lock).
import type { PollEvent } from '@shared/api';
import { parseJson } from '../db/database';
import type { Sql } from '../db/sql';

export type NewPollEvent = PollEvent extends infer E
  ? E extends unknown
    ? Omit<E, 'eventId' | 'msgTime'>
    : never
  : never;

interface EventRow {
  event_id: number;
  payload: string;
  created_at: number;
}

export const visitorLogLock = (userId: string) => 'events of ' + userId;

export function eventStore(sql: Sql, now: () => number) {
  return {
    push(userId: string, sessionId: number, event: NewPollEvent): Promise<PollEvent> {
      return sql.transaction(async () => {
        await sql.lock(visitorLogLock(userId));
        const createdAt = now();
        const row = await sql.get<{ event_id: number }>(
          'INSERT INTO events (user_id, session_id, payload, created_at) VALUES (?, ?, ?, ?) RETURNING event_id',
          [userId, sessionId, JSON.stringify(event), createdAt],
        );
        return { ...event, eventId: Number(row!.event_id), msgTime: createdAt } as PollEvent;
      });
    },
    async after(userId: string, lastEventId: number, limit = 100): Promise<PollEvent[]> {
      const rows = await sql.all<EventRow>(
        'SELECT event_id, payload, created_at FROM events WHERE user_id = ? AND event_id > ? ORDER BY event_id LIMIT ?',
        [userId, lastEventId, limit],
      );
      return rows.map(
        (row) =>
          ({
            ...parseJson<NewPollEvent>(row.payload, {} as NewPollEvent),
            eventId: row.event_id,
            msgTime: row.created_at,
          }) as PollEvent,
      );
    },
    async newestId(userId: string): Promise<number> {
      const row = await sql.get<{ id: number | null }>('SELECT MAX(event_id) AS id FROM events WHERE user_id = ?', [
        userId,
      ]);
      return row?.id ?? 0;
    },
  };
}
