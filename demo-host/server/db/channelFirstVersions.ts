// Migration 9 gives every channel made before versions its first one: the settings its stored
// configuration holds (shared/channelConfig.ts settingsOf), with its groups' members as the
// accounts name them, so restoring it later brings back what the channel was.
import type { ChannelConfig } from '@shared/api';
import { settingsOf } from '@shared/channelConfig';
import type { Sql } from './sql';

const parsed = <T>(text: string, fallback: T): T => {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
};

export async function recordFirstVersions(sql: Sql): Promise<void> {
  const channels = await sql.all<{ channel_id: string; tenant_id: string; config: string }>(
    'SELECT channel_id, tenant_id, config FROM channels WHERE channel_id NOT IN (SELECT channel_id FROM channel_versions)',
  );
  for (const channel of channels) {
    const agents = await sql.all<{ admin_id: number; group_ids: string }>(
      'SELECT admin_id, group_ids FROM agents WHERE tenant_id = ? ORDER BY admin_id',
      [channel.tenant_id],
    );
    const membersOf = (groupId: number) =>
      agents
        .filter((agent) => parsed<number[]>(agent.group_ids, []).includes(groupId))
        .map((agent) => Number(agent.admin_id));
    const config = parsed<ChannelConfig>(channel.config, {} as ChannelConfig);
    const settings = settingsOf({ ...config, channelId: channel.channel_id }, membersOf);
    await sql.run(
      'INSERT INTO channel_versions (channel_id, version, settings, saved_at, saved_by, changed) VALUES (?, 1, ?, 0, ?, ?)',
      [channel.channel_id, JSON.stringify(settings), '', JSON.stringify(Object.keys(settings))],
    );
  }
}
