// Where the widget was seen for a channel (docs/http-api.md#channels): one row per host origin,
// with the last page of that origin, when, and how many loads. A stranger may load the widget
// naming any origin, so a channel keeps only its SIGHTINGS_KEPT newest origins.
import type { ChannelSighting } from '@shared/api';
import type { Sql } from '../db/sql';

export const SIGHTINGS_KEPT = 20;

interface SightingRow {
  origin: string;
  page_url: string;
  last_seen_at: number | string;
  loads: number | string;
}

export function channelSightingStore(sql: Sql) {
  return {
    /** `loads` more loads of the widget from `origin`, the last at `at`; the oldest origins beyond the kept ones go. */
    async loaded(channelId: string, origin: string, loads: number, at: number): Promise<void> {
      await sql.run(
        'INSERT INTO channel_sightings (channel_id, origin, page_url, last_seen_at, loads) VALUES (?, ?, ?, ?, ?) ' +
          'ON CONFLICT (channel_id, origin) DO UPDATE SET last_seen_at = excluded.last_seen_at, loads = channel_sightings.loads + excluded.loads',
        [channelId, origin, '', at, loads],
      );
      await sql.run(
        `DELETE FROM channel_sightings WHERE channel_id = ? AND origin NOT IN
           (SELECT origin FROM channel_sightings WHERE channel_id = ? ORDER BY last_seen_at DESC, origin LIMIT ${SIGHTINGS_KEPT})`,
        [channelId, channelId],
      );
    },
    /** The page the visitor is on, for an origin the widget was already seen on (no new row). */
    async onPage(channelId: string, origin: string, pageUrl: string, at: number): Promise<void> {
      await sql.run('UPDATE channel_sightings SET page_url = ?, last_seen_at = ? WHERE channel_id = ? AND origin = ?', [
        pageUrl,
        at,
        channelId,
        origin,
      ]);
    },
    /** Newest first. */
    async of(channelId: string): Promise<ChannelSighting[]> {
      const rows = await sql.all<SightingRow>(
        'SELECT origin, page_url, last_seen_at, loads FROM channel_sightings WHERE channel_id = ? ORDER BY last_seen_at DESC, origin',
        [channelId],
      );
      return rows.map((row) => ({
        origin: row.origin,
        pageUrl: row.page_url,
        lastSeenAt: Number(row.last_seen_at),
        loads: Number(row.loads),
      }));
    },
  };
}
export type ChannelSightingStore = ReturnType<typeof channelSightingStore>;
