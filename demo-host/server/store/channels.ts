// Channels: each one's configuration (what the widget reads), its identity secret, whether it is
// disabled or deleted, and its newest saved version (docs/http-api.md#channels). A deleted
// channel keeps its row: its conversations still read its name, and its id is never given again.
import type { ChannelConfig, ChannelSettings, ChannelSummary } from '@shared/api';
import { parseJson } from '../db/database';
import type { Sql } from '../db/sql';
import { type ChannelVersionStore, channelVersionStore } from './channelVersions';

export interface StoredChannel {
  config: ChannelConfig;
  /** For setUser identity verification; never sent to a browser. */
  secret: string | null;
  /** Draws no bubble and starts no chat; still listed and edited. */
  disabled: boolean;
  /** When it was deleted: then gone for visitors and from every list. */
  deletedAt: number | null;
  /** The newest saved version (1 for its creation). */
  version: number;
  updatedAt: number;
  /** The login of who saved the newest version ('' before versions). */
  updatedBy: string;
}

interface ChannelRow {
  channel_id: string;
  tenant_id: string;
  config: string;
  secret: string | null;
  disabled: number;
  deleted_at: number | string | null;
  version: number | string;
  updated_at: number | string;
  updated_by: string;
}

const toChannel = (row: ChannelRow): StoredChannel => ({
  config: parseJson<ChannelConfig>(row.config, {} as ChannelConfig),
  secret: row.secret,
  disabled: row.disabled == 1,
  deletedAt: row.deleted_at == null ? null : Number(row.deleted_at),
  version: Number(row.version),
  updatedAt: Number(row.updated_at),
  updatedBy: row.updated_by,
});

/** Visitors see a channel that is neither disabled nor deleted; to them any other is unknown. */
export const isLive = (channel: StoredChannel | undefined): channel is StoredChannel =>
  Boolean(channel && !channel.disabled && channel.deletedAt == null);

/** A channel as the console's list shows it. */
export const channelSummary = ({ config, ...channel }: StoredChannel): ChannelSummary => ({
  channelId: config.channelId,
  tenantId: config.tenantId,
  channelName: config.channelName || config.channelId,
  mainColor: config.mainColor,
  language: config.language ?? '',
  disabled: channel.disabled,
  version: channel.version,
  updatedAt: channel.updatedAt,
  updatedBy: channel.updatedBy,
});

/** What every instance is told when a channel changes: it drops its parsed copy (hub.ts sends the same way). */
const channelKey = (channelId: string) => 'channel:' + channelId;
const CHANNEL_KEY = /^channel:(.+)$/;

/** A save or a creation: the configuration the widget reads and the settings it was made from. */
export interface ChannelWrite {
  config: ChannelConfig;
  settings: ChannelSettings;
  /** Who saves it: a login (the seed names itself). */
  savedBy: string;
}

export function channelStore(sql: Sql, now: () => number = Date.now) {
  const versions: ChannelVersionStore = channelVersionStore(sql);
  // Configurations are read on most calls and change only through this store: each instance
  // parses each once. Every change drops this instance's copy and tells every other instance
  // (PostgreSQL: at commit, through the database) to drop theirs, so the next read on any
  // instance reads it anew: a saved channel applies to new page loads everywhere, no restart.
  // A gap in what reached this instance (its listening connection broke) drops every copy.
  const parsed = new Map<string, StoredChannel>();
  // Counts what dropped copies: a get that read before a drop does not keep what it read.
  let drops = 0;
  const drop = (channelId?: string) => {
    drops++;
    if (channelId === undefined) parsed.clear();
    else parsed.delete(channelId);
  };
  sql.broadcast?.subscribe(
    (key) => {
      const found = CHANNEL_KEY.exec(key);
      if (found) drop(found[1]);
    },
    () => drop(),
  );
  /**
   * Runs a write of the channel, then drops this instance's copy and tells every instance to
   * drop theirs. Told after the write: outside a transaction the news leaves at once, and an
   * instance told before the write could read the old row again; inside one, it leaves at commit.
   */
  const written = async <T>(channelId: string, write: () => Promise<T>): Promise<T> => {
    drop(channelId);
    try {
      return await write();
    } finally {
      drop(channelId);
      sql.broadcast?.send(channelKey(channelId));
    }
  };

  const get = async (channelId: string): Promise<StoredChannel | undefined> => {
    const cached = parsed.get(channelId);
    if (cached) return cached;
    const dropsBefore = drops;
    const row = await sql.get<ChannelRow>('SELECT * FROM channels WHERE channel_id = ?', [channelId]);
    if (!row) return undefined;
    const channel = toChannel(row);
    if (drops == dropsBefore) parsed.set(channelId, channel);
    return channel;
  };

  /** An UPDATE of one channel (`?`s: `values`, then its id); resolves to the channel as it is now. */
  const changeOf = async (channelId: string, update: string, values: unknown[]) => {
    const row = await written(channelId, () => sql.get<ChannelRow>(update, [...values, channelId]));
    return row && toChannel(row);
  };

  return {
    versions,
    /** Any channel, disabled and deleted ones too: conversations, agents and the sweep read it. */
    get,
    /** The channel as visitors see it: undefined when unknown, disabled or deleted. */
    async live(channelId: string): Promise<StoredChannel | undefined> {
      const channel = await get(channelId);
      return isLive(channel) ? channel : undefined;
    },
    /**
     * Writes a configuration as it is, with no version recorded (tests, and a seed's low-level
     * fixes); an existing channel keeps its version, flags and who saved it.
     */
    async put(config: ChannelConfig, secret: string | null = null): Promise<void> {
      await written(config.channelId, () =>
        sql.run(
          'INSERT INTO channels (channel_id, tenant_id, config, secret, updated_at) VALUES (?, ?, ?, ?, ?) ' +
            'ON CONFLICT (channel_id) DO UPDATE SET tenant_id = excluded.tenant_id, config = excluded.config, secret = excluded.secret',
          [config.channelId, config.tenantId, JSON.stringify(config), secret, now()],
        ),
      );
    },
    /** A new channel as version 1, recorded; undefined when its id is taken (a deleted channel's too). */
    async create({ config, settings, savedBy }: ChannelWrite, secret: string | null = null) {
      const at = now();
      const row = await written(config.channelId, () =>
        sql.get<ChannelRow>(
          'INSERT INTO channels (channel_id, tenant_id, config, secret, disabled, version, updated_at, updated_by) ' +
            'VALUES (?, ?, ?, ?, 0, 1, ?, ?) ON CONFLICT (channel_id) DO NOTHING RETURNING *',
          [config.channelId, config.tenantId, JSON.stringify(config), secret, at, savedBy],
        ),
      );
      if (!row) return undefined;
      await versions.add(config.channelId, 1, settings, at, savedBy);
      return toChannel(row);
    },
    /**
     * Saves the channel as the version after `version`, and records it; undefined, with
     * nothing written, when `version` is not the newest (saved since) or the channel is deleted.
     */
    async save(version: number, { config, settings, savedBy }: ChannelWrite): Promise<StoredChannel | undefined> {
      const at = now();
      const row = await written(config.channelId, () =>
        sql.get<ChannelRow>(
          'UPDATE channels SET config = ?, version = version + 1, updated_at = ?, updated_by = ? ' +
            'WHERE channel_id = ? AND version = ? AND deleted_at IS NULL RETURNING *',
          [JSON.stringify(config), at, savedBy, config.channelId, version],
        ),
      );
      if (!row) return undefined;
      const saved = toChannel(row);
      await versions.add(config.channelId, saved.version, settings, at, savedBy);
      return saved;
    },
    setDisabled: (channelId: string, disabled: boolean) =>
      changeOf(channelId, 'UPDATE channels SET disabled = ? WHERE channel_id = ? RETURNING *', [disabled ? 1 : 0]),
    /** Gone for visitors and from the lists; the row stays for its conversations. */
    delete: (channelId: string) =>
      changeOf(channelId, 'UPDATE channels SET deleted_at = COALESCE(deleted_at, ?) WHERE channel_id = ? RETURNING *', [
        now(),
      ]),
    setSecret: (channelId: string, secret: string) =>
      changeOf(channelId, 'UPDATE channels SET secret = ? WHERE channel_id = ? RETURNING *', [secret]),
    /** Whether any channel, deleted ones included, has the id. */
    async taken(channelId: string): Promise<boolean> {
      return Boolean(await sql.get('SELECT 1 AS taken FROM channels WHERE channel_id = ?', [channelId]));
    },
    /** The tenant's channels, by id; deleted ones only when asked (their group ids stay taken). */
    async ofTenant(tenantId: string, { withDeleted = false } = {}): Promise<StoredChannel[]> {
      const rows = await sql.all<ChannelRow>(
        withDeleted
          ? 'SELECT * FROM channels WHERE tenant_id = ? ORDER BY channel_id'
          : 'SELECT * FROM channels WHERE tenant_id = ? AND deleted_at IS NULL ORDER BY channel_id',
        [tenantId],
      );
      return rows.map(toChannel);
    },
    async isEmpty(): Promise<boolean> {
      const row = await sql.get<{ n: number }>('SELECT COUNT(*) AS n FROM channels');
      return Number(row!.n) == 0;
    },
  };
}
export type ChannelStore = ReturnType<typeof channelStore>;
