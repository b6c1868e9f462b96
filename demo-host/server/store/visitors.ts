import type { VisitorInfo } from '../../../shared/api';
import { parseJson, type Db } from '../db/database';
import { hashToken, newToken, tokenMatches } from '../http/secrets';

export function visitorStore(db: Db, now: () => number) {
  const byId = db.prepare<[string], { tenant_id: string; token_hash: string; info: string }>(
    'SELECT tenant_id, token_hash, info FROM visitors WHERE user_id = ?',
  );
  const insert = db.prepare(
    'INSERT INTO visitors (user_id, tenant_id, token_hash, info, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?) ' +
      'ON CONFLICT(user_id) DO UPDATE SET token_hash = excluded.token_hash, info = excluded.info, updated_at = excluded.updated_at',
  );
  const credentials = db.prepare<[string], { tenant_id: string; token_hash: string }>(
    'SELECT tenant_id, token_hash FROM visitors WHERE user_id = ?',
  );
  const setInfo = db.prepare('UPDATE visitors SET info = ?, updated_at = ? WHERE user_id = ?');
  const byTokenHash = db.prepare<[string], { user_id: string; tenant_id: string }>(
    'SELECT user_id, tenant_id FROM visitors WHERE token_hash = ?',
  );
  return {
    get(userId: string) {
      const row = byId.get(userId);
      return row && { tenantId: row.tenant_id, info: parseJson<VisitorInfo>(row.info, {}) };
    },
    /** Starts (or resumes) a visitor and issues a new token; the old one stops working. */
    signIn(userId: string, tenantId: string, info: VisitorInfo): string {
      const token = newToken();
      const previous = this.get(userId)?.info ?? {};
      insert.run(userId, tenantId, hashToken(token), JSON.stringify({ ...previous, ...info }), now(), now());
      return token;
    },
    tokenMatches(userId: string, token: string | undefined) {
      return tokenMatches(token, credentials.get(userId)?.token_hash);
    },
    /** The visitor's tenant when the token is theirs; what every visitor call checks first. */
    authenticate(userId: string, token: string | undefined): string | undefined {
      const row = credentials.get(userId);
      return row && tokenMatches(token, row.token_hash) ? row.tenant_id : undefined;
    },
    /**
     * The visitor a token was issued to, from the token alone (the body, which names the
     * userId, is not read yet). Tokens are 192 random bits, so the hash finds one row at most.
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
