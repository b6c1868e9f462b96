import type { ChannelConfig } from '../../../shared/api';
import { parseJson, type Db } from '../db/database';

export interface StoredChannel {
  config: ChannelConfig;
  /** For setUser identity verification; never sent to a browser. */
  secret: string | null;
}

export function channelStore(db: Db) {
  const byId = db.prepare<[string], { config: string; secret: string | null }>(
    'SELECT config, secret FROM channels WHERE channel_id = ?',
  );
  const upsert = db.prepare(
    'INSERT INTO channels (channel_id, tenant_id, config, secret) VALUES (?, ?, ?, ?) ' +
      'ON CONFLICT(channel_id) DO UPDATE SET tenant_id = excluded.tenant_id, config = excluded.config, secret = excluded.secret',
  );
  const count = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM channels');
  // Configurations are read on most calls and change only through put: parse each once.
  const parsed = new Map<string, StoredChannel>();
  return {
    get(channelId: string): StoredChannel | undefined {
      const cached = parsed.get(channelId);
      if (cached) return cached;
      const row = byId.get(channelId);
      if (!row) return undefined;
      const channel = { config: parseJson<ChannelConfig>(row.config, {} as ChannelConfig), secret: row.secret };
      parsed.set(channelId, channel);
      return channel;
    },
    put(config: ChannelConfig, secret: string | null = null) {
      upsert.run(config.channelId, config.tenantId, JSON.stringify(config), secret);
      parsed.delete(config.channelId);
    },
    isEmpty: () => count.get()!.n == 0,
  };
}
export type ChannelStore = ReturnType<typeof channelStore>;
