// Each tenant's synonyms for the robot, one row per language (robot_synonyms): the groups as the
// owner saved them, checked and normalised (shared/knowledgeRules.ts). The robot reads them all
// with the knowledge base (robot/liveRobot.ts).
import { parseJson } from '../db/database';
import type { Sql } from '../db/sql';
import type { TenantSynonyms } from '../robot/knowledgeDoc';

interface SynonymsRow {
  tenant_id: string;
  lang: string;
  groups: string;
}

const synonymsOf = (row: SynonymsRow): TenantSynonyms => ({
  tenantId: row.tenant_id,
  lang: row.lang,
  groups: parseJson<string[][]>(row.groups, []),
});

export function synonymStore(sql: Sql, now: () => number) {
  return {
    async all(): Promise<TenantSynonyms[]> {
      const rows = await sql.all<SynonymsRow>(
        'SELECT tenant_id, lang, groups FROM robot_synonyms ORDER BY tenant_id, lang',
      );
      return rows.map(synonymsOf);
    },
    /** The tenant's languages that have synonyms, by language. */
    async ofTenant(tenantId: string): Promise<TenantSynonyms[]> {
      const rows = await sql.all<SynonymsRow>(
        'SELECT tenant_id, lang, groups FROM robot_synonyms WHERE tenant_id = ? ORDER BY lang',
        [tenantId],
      );
      return rows.map(synonymsOf);
    },
    /** Replaces the language's groups; none deletes its row. */
    async put(tenantId: string, lang: string, groups: readonly (readonly string[])[]): Promise<void> {
      if (!groups.length) {
        await sql.run('DELETE FROM robot_synonyms WHERE tenant_id = ? AND lang = ?', [tenantId, lang]);
        return;
      }
      await sql.run(
        'INSERT INTO robot_synonyms (tenant_id, lang, groups, updated_at) VALUES (?, ?, ?, ?) ' +
          'ON CONFLICT (tenant_id, lang) DO UPDATE SET groups = excluded.groups, updated_at = excluded.updated_at',
        [tenantId, lang, JSON.stringify(groups), now()],
      );
    },
  };
}
export type SynonymStore = ReturnType<typeof synonymStore>;
