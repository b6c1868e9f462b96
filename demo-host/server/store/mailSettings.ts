// Each tenant's mail settings (admin/mail.ts): the team's addresses, what visitors are sent,
// and per channel its own team and waiting alert. A tenant that never saved has the defaults.
import { DEFAULT_MAIL_SETTINGS, type MailSettings } from '@shared/api/outgoing';
import { parseJson } from '../db/database';
import type { Sql } from '../db/sql';

export function mailSettingsStore(sql: Sql, now: () => number) {
  return {
    async get(tenantId: string): Promise<MailSettings> {
      const row = await sql.get<{ settings: string }>('SELECT settings FROM mail_settings WHERE tenant_id = ?', [
        tenantId,
      ]);
      return { ...DEFAULT_MAIL_SETTINGS, ...parseJson<Partial<MailSettings>>(row?.settings, {}) };
    },
    async save(tenantId: string, settings: MailSettings): Promise<void> {
      await sql.run(
        'INSERT INTO mail_settings (tenant_id, settings, updated_at) VALUES (?, ?, ?) ON CONFLICT (tenant_id) DO UPDATE SET settings = excluded.settings, updated_at = excluded.updated_at',
        [tenantId, JSON.stringify(settings), now()],
      );
    },
    /** Every tenant's channels that alert after a wait: [tenantId, channelId, minutes]. */
    async waitingAlerts(): Promise<{ tenantId: string; channelId: string; minutes: number }[]> {
      const rows = await sql.all<{ tenant_id: string; settings: string }>(
        'SELECT tenant_id, settings FROM mail_settings',
      );
      return rows.flatMap(
        (row) =>
          parseJson<Partial<MailSettings>>(row.settings, {})
            .channels?.filter((channel) => channel.waitingMinutes > 0)
            .map((channel) => ({
              tenantId: row.tenant_id,
              channelId: channel.channelId,
              minutes: channel.waitingMinutes,
            })) ?? [],
      );
    },
  };
}
