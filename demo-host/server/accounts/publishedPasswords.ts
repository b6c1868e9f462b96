// Accounts made before roles existed were the demo's, made on every start with the password the
// README printed. Migration 8 marks those whose password is still a published one, so that the
// product alone refuses to start with them (accounts/setup.ts).
import type { Sql } from '../db/sql';
import { passwordMatches } from './passwordHash';
import { PUBLISHED_PASSWORDS } from './passwordRules';

export async function markPublishedPasswords(sql: Sql): Promise<void> {
  const rows = await sql.all<{ admin_id: number; password_hash: string }>(
    'SELECT admin_id, password_hash FROM agents WHERE published_password IS NULL',
  );
  for (const row of rows) {
    let published = false;
    for (const password of PUBLISHED_PASSWORDS) published ||= await passwordMatches(password, row.password_hash);
    await sql.run('UPDATE agents SET published_password = ? WHERE admin_id = ?', [published ? 1 : 0, row.admin_id]);
  }
}
