// Every saved version of a channel's settings (docs/http-api.md#channels): who saved it, when,
// and which top-level fields changed from the version before. The newest VERSIONS_KEPT of each
// channel are kept; older ones are dropped as new ones come.
import type { ChannelSettings, ChannelVersion } from '@shared/api';
import { parseJson } from '../db/database';
import type { Sql } from '../db/sql';

export const VERSIONS_KEPT = 20;

/** JSON with each object's keys sorted: two equal settings read alike whatever order they were built in. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value == 'object')
    return `{${Object.keys(value)
      .sort()
      .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
      .map((key) => `${JSON.stringify(key)}:${stableJson((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

/** The top-level fields whose values differ; every field when there is nothing before. */
export function changedSettings(before: Partial<ChannelSettings> | undefined, after: ChannelSettings): string[] {
  const fields = Object.keys(after) as (keyof ChannelSettings)[];
  if (!before) return fields;
  const all = [...new Set([...fields, ...(Object.keys(before) as (keyof ChannelSettings)[])])];
  return all.filter((field) => stableJson(before[field]) != stableJson(after[field]));
}

interface VersionRow {
  version: number;
  settings: string;
  saved_at: number | string;
  saved_by: string;
  changed: string;
}

export function channelVersionStore(sql: Sql) {
  const settingsBefore = async (channelId: string, version: number) => {
    const row = await sql.get<{ settings: string }>(
      'SELECT settings FROM channel_versions WHERE channel_id = ? AND version < ? ORDER BY version DESC LIMIT 1',
      [channelId, version],
    );
    return row && parseJson<Partial<ChannelSettings> | undefined>(row.settings, undefined);
  };
  return {
    /** Records `version` of the channel, and forgets those older than the newest VERSIONS_KEPT. */
    async add(channelId: string, version: number, settings: ChannelSettings, savedAt: number, savedBy: string) {
      const changed = changedSettings(await settingsBefore(channelId, version), settings);
      await sql.run(
        'INSERT INTO channel_versions (channel_id, version, settings, saved_at, saved_by, changed) VALUES (?, ?, ?, ?, ?, ?)',
        [channelId, version, JSON.stringify(settings), savedAt, savedBy, JSON.stringify(changed)],
      );
      await sql.run('DELETE FROM channel_versions WHERE channel_id = ? AND version <= ?', [
        channelId,
        version - VERSIONS_KEPT,
      ]);
    },
    /** The kept versions, newest first. */
    async list(channelId: string): Promise<ChannelVersion[]> {
      const rows = await sql.all<VersionRow>(
        `SELECT version, saved_at, saved_by, changed FROM channel_versions WHERE channel_id = ? ORDER BY version DESC LIMIT ${VERSIONS_KEPT}`,
        [channelId],
      );
      return rows.map((row) => ({
        version: Number(row.version),
        savedAt: Number(row.saved_at),
        savedBy: row.saved_by,
        changed: parseJson<string[]>(row.changed, []),
      }));
    },
    /** The settings saved as `version`, as they were (a field added since is missing). */
    async settingsOf(channelId: string, version: number): Promise<Partial<ChannelSettings> | undefined> {
      const row = await sql.get<{ settings: string }>(
        'SELECT settings FROM channel_versions WHERE channel_id = ? AND version = ?',
        [channelId, version],
      );
      return row && parseJson<Partial<ChannelSettings> | undefined>(row.settings, undefined);
    },
  };
}
export type ChannelVersionStore = ReturnType<typeof channelVersionStore>;
