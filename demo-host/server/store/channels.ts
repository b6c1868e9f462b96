import type { ChannelConfig } from '@shared/api';
import { parseJson } from '../db/database';
import type { Sql } from '../db/sql';

export interface StoredChannel {
  config: ChannelConfig;
  /** For setUser identity verification; never sent to a browser. */
  secret: string | null;
}

export function channelStore(sql: Sql) {
  // Configurations are read on most calls and change only through put: parse each once.
  // The cache is per instance (per store): filled from the database by a channel's first get,
  // dropped by this instance's put, so the get after it reads the channel anew. A put by another
  // instance on the same PostgreSQL is not seen here until this one restarts: channels are
  // written when a server is set up (the seed), not while instances answer.
  const parsed = new Map<string, StoredChannel>();
  // Counts this instance's puts: a get that read before a put finished does not cache what it read.
  let puts = 0;
  return {
    async get(channelId: string): Promise<StoredChannel | undefined> {
      const cached = parsed.get(channelId);
      if (cached) return cached;
      const putsBefore = puts;
      const row = await sql.get<{ config: string; secret: string | null }>(
        'SELECT config, secret FROM channels WHERE channel_id = ?',
        [channelId],
      );
      if (!row) return undefined;
      const channel = { config: parseJson<ChannelConfig>(row.config, {} as ChannelConfig), secret: row.secret };
      if (puts == putsBefore) parsed.set(channelId, channel);
      return channel;
    },
    async put(config: ChannelConfig, secret: string | null = null): Promise<void> {
      puts++;
      parsed.delete(config.channelId);
      try {
        await sql.run(
          'INSERT INTO channels (channel_id, tenant_id, config, secret) VALUES (?, ?, ?, ?) ' +
            'ON CONFLICT (channel_id) DO UPDATE SET tenant_id = excluded.tenant_id, config = excluded.config, secret = excluded.secret',
          [config.channelId, config.tenantId, JSON.stringify(config), secret],
        );
      } finally {
        puts++;
        parsed.delete(config.channelId);
      }
    },
    async isEmpty(): Promise<boolean> {
      const row = await sql.get<{ n: number }>('SELECT COUNT(*) AS n FROM channels');
      return Number(row!.n) == 0;
    },
  };
}
export type ChannelStore = ReturnType<typeof channelStore>;
