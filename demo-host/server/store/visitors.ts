import type { VisitorInfo } from '@shared/api';
import { friendlyName } from '@shared/visitorName';
import { parseJson } from '../db/database';
import type { Sql } from '../db/sql';
import { hashToken, newToken } from '../http/secrets';

/**
 * Tokens a visitor keeps at most: one per tab or window that started the chat. The oldest
 * goes first; a tab still holding it renews its token silently (widget/stores/session.ts).
 */
export const TOKENS_PER_VISITOR = 20;

export function visitorStore(sql: Sql, now: () => number) {
  const get = async (userId: string) => {
    const row = await sql.get<{ tenant_id: string; info: string }>(
      'SELECT tenant_id, info FROM visitors WHERE user_id = ?',
      [userId],
    );
    return row && { tenantId: row.tenant_id, info: parseJson<VisitorInfo>(row.info, {}) };
  };
  /**
   * Merges `patch` into the visitor's info; false when there is no such visitor. The write
   * checks the info is still what was read (else it reads again), so two merges at once,
   * on two instances, both count.
   */
  const mergeInfo = async (userId: string, patch: VisitorInfo): Promise<boolean> => {
    for (;;) {
      const row = await sql.get<{ info: string }>('SELECT info FROM visitors WHERE user_id = ?', [userId]);
      if (!row) return false;
      const info = JSON.stringify({ ...parseJson<VisitorInfo>(row.info, {}), ...patch });
      if (
        await sql.run('UPDATE visitors SET info = ?, updated_at = ? WHERE user_id = ? AND info = ?', [
          info,
          now(),
          userId,
          row.info,
        ])
      )
        return true;
    }
  };
  const byToken = async (token: string | undefined): Promise<{ userId: string; tenantId: string } | undefined> => {
    if (!token) return undefined;
    const row = await sql.get<{ user_id: string; tenant_id: string }>(
      'SELECT t.user_id, v.tenant_id FROM visitor_tokens t JOIN visitors v ON v.user_id = t.user_id WHERE t.token_hash = ?',
      [hashToken(token)],
    );
    return row && { userId: row.user_id, tenantId: row.tenant_id };
  };
  return {
    get,
    /**
     * Starts (or resumes) a visitor and issues a token for this tab. The visitor's other
     * tokens keep working (their other tabs), up to TOKENS_PER_VISITOR.
     */
    signIn(userId: string, tenantId: string, info: VisitorInfo): Promise<string> {
      return sql.transaction(async () => {
        const token = newToken();
        if (!(await mergeInfo(userId, info))) {
          // A new visitor, with the friendly name the inbox search finds (store/inbox.ts).
          const inserted = await sql.run(
            "INSERT INTO visitors (user_id, tenant_id, token_hash, info, friendly_name, created_at, updated_at) VALUES (?, ?, '', ?, ?, ?, ?) " +
              'ON CONFLICT (user_id) DO NOTHING',
            [userId, tenantId, JSON.stringify(info), friendlyName(userId), now(), now()],
          );
          // Made meanwhile by another call: merged into, as it is there.
          if (!inserted) await mergeInfo(userId, info);
        }
        // seq: the order the visitor's tokens were issued in, when two share a millisecond.
        await sql.run(
          'INSERT INTO visitor_tokens (token_hash, user_id, created_at, seq) VALUES (?, ?, ?, (SELECT COALESCE(MAX(seq), 0) + 1 FROM visitor_tokens WHERE user_id = ?))',
          [hashToken(token), userId, now(), userId],
        );
        await sql.run(
          'DELETE FROM visitor_tokens WHERE user_id = ? AND token_hash NOT IN ' +
            '(SELECT token_hash FROM visitor_tokens WHERE user_id = ? ORDER BY created_at DESC, COALESCE(seq, 0) DESC LIMIT ?)',
          [userId, userId, TOKENS_PER_VISITOR],
        );
        return token;
      });
    },
    /** The visitor's tenant when the token is one of theirs; what every visitor call checks first. */
    async authenticate(userId: string, token: string | undefined): Promise<string | undefined> {
      const caller = await byToken(token);
      return caller?.userId == userId ? caller.tenantId : undefined;
    },
    /**
     * The visitor a token was issued to, from the token alone (the body, which names the
     * userId, is not read yet). Tokens are 192 random bits: the hash finds one row at most,
     * and looking up a hash tells a guesser nothing about any token.
     */
    byToken,
    async updateInfo(userId: string, patch: VisitorInfo): Promise<void> {
      await mergeInfo(userId, patch);
    },
  };
}
