// A team's saved replies, one list per tenant, by shortcut. Every query names the tenant:
// an agent reaches only their own team's replies.
import type { SavedReply } from '../../../shared/api';
import { shortcutKey, type SavedReplyFields } from '../../../shared/savedReplies';
import type { Db } from '../db/database';

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

export function savedReplyStore(db: Db, now: () => number) {
  const ofTenant = db.prepare<[string], SavedReplyRow>('SELECT * FROM saved_replies WHERE tenant_id = ? ORDER BY shortcut_key, id');
  const byId = db.prepare<[number, string], SavedReplyRow>('SELECT * FROM saved_replies WHERE id = ? AND tenant_id = ?');
  const byShortcut = db.prepare<[string, string], SavedReplyRow>('SELECT * FROM saved_replies WHERE tenant_id = ? AND shortcut_key = ?');
  const insert = db.prepare(
    'INSERT INTO saved_replies (tenant_id, shortcut, shortcut_key, title, text, updated_at) VALUES (@tenantId, @shortcut, @key, @title, @text, @now)',
  );
  const update = db.prepare(
    'UPDATE saved_replies SET shortcut = @shortcut, shortcut_key = @key, title = @title, text = @text, updated_at = @now WHERE id = @id AND tenant_id = @tenantId',
  );
  const remove = db.prepare('DELETE FROM saved_replies WHERE id = ? AND tenant_id = ?');
  const find = (tenantId: string, id: number) => {
    const row = byId.get(id, tenantId);
    return row && toSavedReply(row);
  };
  return {
    ofTenant: (tenantId: string) => ofTenant.all(tenantId).map(toSavedReply),
    get: find,
    /** The tenant's reply with this shortcut, whatever its case. */
    withShortcut(tenantId: string, shortcut: string) {
      const row = byShortcut.get(tenantId, shortcutKey(shortcut));
      return row && toSavedReply(row);
    },
    add(tenantId: string, fields: SavedReplyFields): SavedReply {
      const { lastInsertRowid } = insert.run({ ...fields, tenantId, key: shortcutKey(fields.shortcut), now: now() });
      return find(tenantId, Number(lastInsertRowid))!;
    },
    /** undefined when the tenant has no reply with this id. */
    update(tenantId: string, id: number, fields: SavedReplyFields): SavedReply | undefined {
      update.run({ ...fields, id, tenantId, key: shortcutKey(fields.shortcut), now: now() });
      return find(tenantId, id);
    },
    /** Whether the tenant had a reply with this id. */
    remove: (tenantId: string, id: number) => remove.run(id, tenantId).changes > 0,
  };
}
export type SavedReplyStore = ReturnType<typeof savedReplyStore>;
