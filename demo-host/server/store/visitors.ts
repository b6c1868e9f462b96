import type { VisitorInfo } from '../../../shared/api';
import { parseJson, type Db } from '../db/database';
import { hashToken, newToken } from '../http/secrets';

/**
 * Tokens a visitor keeps at most: one per tab or window that started the chat. The oldest
 * goes first; a tab still holding it renews its token silently (widget/stores/session.ts).
 */
export const TOKENS_PER_VISITOR = 20;

export function visitorStore(db: Db, now: () => number) {
  const byId = db.prepare<[string], { tenant_id: string; info: string }>('SELECT tenant_id, info FROM visitors WHERE user_id = ?');
  const upsert = db.prepare(
    "INSERT INTO visitors (user_id, tenant_id, token_hash, info, created_at, updated_at) VALUES (?, ?, '', ?, ?, ?) " +
      'ON CONFLICT(user_id) DO UPDATE SET info = excluded.info, updated_at = excluded.updated_at',
  );
  const addToken = db.prepare('INSERT INTO visitor_tokens (token_hash, user_id, created_at) VALUES (?, ?, ?)');
  const dropOldTokens = db.prepare(
    'DELETE FROM visitor_tokens WHERE user_id = ? AND token_hash NOT IN ' +
      '(SELECT token_hash FROM visitor_tokens WHERE user_id = ? ORDER BY created_at DESC, rowid DESC LIMIT ?)',
  );
  const setInfo = db.prepare('UPDATE visitors SET info = ?, updated_at = ? WHERE user_id = ?');
  const byTokenHash = db.prepare<[string], { user_id: string; tenant_id: string }>(
    'SELECT t.user_id, v.tenant_id FROM visitor_tokens t JOIN visitors v ON v.user_id = t.user_id WHERE t.token_hash = ?',
  );
  return {
    get(userId: string) {
      const row = byId.get(userId);
      return row && { tenantId: row.tenant_id, info: parseJson<VisitorInfo>(row.info, {}) };
    },
    /**
     * Starts (or resumes) a visitor and issues a token for this tab. The visitor's other
     * tokens keep working (their other tabs), up to TOKENS_PER_VISITOR.
     */
    signIn(userId: string, tenantId: string, info: VisitorInfo): string {
      const token = newToken();
      const previous = this.get(userId)?.info ?? {};
      upsert.run(userId, tenantId, JSON.stringify({ ...previous, ...info }), now(), now());
      addToken.run(hashToken(token), userId, now());
      dropOldTokens.run(userId, userId, TOKENS_PER_VISITOR);
      return token;
    },
    /** The visitor's tenant when the token is one of theirs; what every visitor call checks first. */
    authenticate(userId: string, token: string | undefined): string | undefined {
      const caller = this.byToken(token);
      return caller?.userId == userId ? caller.tenantId : undefined;
    },
    /**
     * The visitor a token was issued to, from the token alone (the body, which names the
     * userId, is not read yet). Tokens are 192 random bits: the hash finds one row at most,
     * and looking up a hash tells a guesser nothing about any token.
     */
    byToken(token: string | undefined): { userId: string; tenantId: string } | undefined {
      if (!token) return undefined;
      const row = byTokenHash.get(hashToken(token));
      return row && { userId: row.user_id, tenantId: row.tenant_id };
    },
    updateInfo(userId: string, patch: VisitorInfo) {
      const current = this.get(userId);
      if (current) setInfo.run(JSON.stringify({ ...current.info, ...patch }), now(), userId);
    },
  };
}
export type VisitorStore = ReturnType<typeof visitorStore>;
