// A team's saved replies, one list per tenant, by shortcut. Every query names the tenant:
// an agent reaches only their own team's replies.
import type { SavedReply } from '@shared/api';
import { type SavedReplyFields, shortcutKey } from '@shared/savedReplies';
import type { Sql } from '../db/sql';

interface SavedReplyRow {
  id: number;
  tenant_id: string;
  shortcut: string;
  shortcut_key: string;
  title: string;
  text: string;
  updated_at: number;
}

const toSavedReply = (row: SavedReplyRow): SavedReply => ({
  id: row.id,
  shortcut: row.shortcut,
  title: row.title,
  text: row.text,
  updatedAt: row.updated_at,
});

export function savedReplyStore(sql: Sql, now: () => number) {
  return {
    async ofTenant(tenantId: string): Promise<SavedReply[]> {
      return (
        await sql.all<SavedReplyRow>('SELECT * FROM saved_replies WHERE tenant_id = ? ORDER BY shortcut_key, id', [
          tenantId,
        ])
      ).map(toSavedReply);
    },
    async get(tenantId: string, id: number): Promise<SavedReply | undefined> {
      const row = await sql.get<SavedReplyRow>('SELECT * FROM saved_replies WHERE id = ? AND tenant_id = ?', [
        id,
        tenantId,
      ]);
      return row && toSavedReply(row);
    },
    /** The tenant's reply with this shortcut, whatever its case. */
    async withShortcut(tenantId: string, shortcut: string): Promise<SavedReply | undefined> {
      const row = await sql.get<SavedReplyRow>('SELECT * FROM saved_replies WHERE tenant_id = ? AND shortcut_key = ?', [
        tenantId,
        shortcutKey(shortcut),
      ]);
      return row && toSavedReply(row);
    },
    async add(tenantId: string, fields: SavedReplyFields): Promise<SavedReply> {
      const row = await sql.get<SavedReplyRow>(
        'INSERT INTO saved_replies (tenant_id, shortcut, shortcut_key, title, text, updated_at) VALUES (?, ?, ?, ?, ?, ?) RETURNING *',
        [tenantId, fields.shortcut, shortcutKey(fields.shortcut), fields.title, fields.text, now()],
      );
      return toSavedReply(row!);
    },
    /** undefined when the tenant has no reply with this id. */
    async update(tenantId: string, id: number, fields: SavedReplyFields): Promise<SavedReply | undefined> {
      const row = await sql.get<SavedReplyRow>(
        'UPDATE saved_replies SET shortcut = ?, shortcut_key = ?, title = ?, text = ?, updated_at = ? WHERE id = ? AND tenant_id = ? RETURNING *',
        [fields.shortcut, shortcutKey(fields.shortcut), fields.title, fields.text, now(), id, tenantId],
      );
      return row && toSavedReply(row);
    },
    /** Whether the tenant had a reply with this id. */
    async remove(tenantId: string, id: number): Promise<boolean> {
      return (await sql.run('DELETE FROM saved_replies WHERE id = ? AND tenant_id = ?', [id, tenantId])) > 0;
    },
  };
}
