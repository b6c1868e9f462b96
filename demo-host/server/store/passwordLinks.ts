// One-time links where a person chooses a password: `setup` makes the first owner (no account
// yet, valid until used); `password` is an account's first password or a reset (PASSWORD_LINK_TTL_MS).
// Only the token's hash is kept; using a link deletes it, so it works once.
import { PASSWORD_LINK_TTL_MS } from '@shared/accounts';
import type { Sql } from '../db/sql';
import { hashToken, newToken } from '../http/secrets';

export type LinkPurpose = 'setup' | 'password';

export function passwordLinkStore(sql: Sql, now: () => number) {
  return {
    /** A new link's token; an account's earlier password links stop working. */
    async issue(purpose: LinkPurpose, adminId: number | null = null): Promise<{ token: string; expiresAt: number }> {
      const token = newToken();
      const expiresAt = purpose == 'setup' ? Number.MAX_SAFE_INTEGER : now() + PASSWORD_LINK_TTL_MS;
      if (adminId != null) await sql.run('DELETE FROM password_links WHERE admin_id = ?', [adminId]);
      await sql.run(
        'INSERT INTO password_links (token_hash, purpose, admin_id, expires_at, created_at) VALUES (?, ?, ?, ?, ?)',
        [hashToken(token), purpose, adminId, purpose == 'setup' ? null : expiresAt, now()],
      );
      return { token, expiresAt };
    },
    /** The link, if the token is one of `purpose` and still valid, without using it up. */
    async find(purpose: LinkPurpose, token: string): Promise<{ adminId: number | null } | undefined> {
      const row = await sql.get<{ admin_id: number | string | null; expires_at: number | string | null }>(
        'SELECT admin_id, expires_at FROM password_links WHERE token_hash = ? AND purpose = ?',
        [hashToken(token), purpose],
      );
      if (!row || (row.expires_at != null && Number(row.expires_at) <= now())) return undefined;
      return { adminId: row.admin_id == null ? null : Number(row.admin_id) };
    },
    /**
     * Uses the link: resolves to it (the account it is for, if any) and deletes it, or undefined
     * when the token is unknown, used, expired or for another purpose.
     */
    async redeem(purpose: LinkPurpose, token: string): Promise<{ adminId: number | null } | undefined> {
      const rows = await sql.all<{ admin_id: number | string | null; expires_at: number | string | null }>(
        'DELETE FROM password_links WHERE token_hash = ? AND purpose = ? RETURNING admin_id, expires_at',
        [hashToken(token), purpose],
      );
      const row = rows[0];
      if (!row || (row.expires_at != null && Number(row.expires_at) <= now())) return undefined;
      return { adminId: row.admin_id == null ? null : Number(row.admin_id) };
    },
    /** Once the first owner exists, no setup link may make another. */
    async dropSetupLinks(): Promise<void> {
      await sql.run("DELETE FROM password_links WHERE purpose = 'setup'");
    },
    /** An account disabled or given a new password: links issued before stop working. */
    async dropFor(adminId: number): Promise<void> {
      await sql.run('DELETE FROM password_links WHERE admin_id = ?', [adminId]);
    },
  };
}
