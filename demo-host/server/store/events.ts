// Visitor events (poll codes 1200-1208), stored with increasing ids. A poll asks for the
// events after the last id it applied, so a lost answer or a repeated poll loses nothing
// and the client applies each event once.
import type { PollEvent } from '../../../shared/api';
import { parseJson, type Db } from '../db/database';

export type NewPollEvent = PollEvent extends infer E ? (E extends unknown ? Omit<E, 'eventId' | 'msgTime'> : never) : never;

export function eventStore(db: Db, now: () => number) {
  const insert = db.prepare('INSERT INTO events (user_id, session_id, payload, created_at) VALUES (?, ?, ?, ?)');
  const after = db.prepare<[string, number, number], { event_id: number; payload: string; created_at: number }>(
    'SELECT event_id, payload, created_at FROM events WHERE user_id = ? AND event_id > ? ORDER BY event_id LIMIT ?',
  );
  const newest = db.prepare<[string], { id: number | null }>('SELECT MAX(event_id) AS id FROM events WHERE user_id = ?');
  return {
    push(userId: string, sessionId: number, event: NewPollEvent): PollEvent {
      const createdAt = now();
      const { lastInsertRowid } = insert.run(userId, sessionId, JSON.stringify(event), createdAt);
      return { ...event, eventId: Number(lastInsertRowid), msgTime: createdAt };
    },
    after(userId: string, lastEventId: number, limit = 100): PollEvent[] {
      return after.all(userId, lastEventId, limit).map(
        (row) => ({ ...parseJson<NewPollEvent>(row.payload, {} as NewPollEvent), eventId: row.event_id, msgTime: row.created_at }),
      );
    },
    newestId: (userId: string) => newest.get(userId)?.id ?? 0,
  };
}
export type EventStore = ReturnType<typeof eventStore>;
