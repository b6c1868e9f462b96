// Each tenant's synonyms for the robot, one row per language (robot_synonyms): the groups as the
// owner saved them, checked and normalised (shared/knowledgeRules.ts), and the questions the
// owner says no document answers. The robot reads them all with the knowledge base
// (robot/liveRobot.ts).
import { parseJson } from '../db/database';
import type { Sql } from '../db/sql';
import type { TenantSynonyms } from '../robot/knowledgeDoc';

interface SynonymsRow {
  tenant_id: string;
  lang: string;
  groups: string;
  not_covered: string;
}

const synonymsOf = (row: SynonymsRow): TenantSynonyms => ({
  tenantId: row.tenant_id,
  lang: row.lang,
  groups: parseJson<string[][]>(row.groups, []),
  notCovered: parseJson<string[]>(row.not_covered, []),
});

const COLUMNS = 'tenant_id, lang, groups, not_covered';

export function synonymStore(sql: Sql, now: () => number) {
  /** One list of the language's row; a row left with neither is deleted. */
  const putColumn = async (
    tenantId: string,
    lang: string,
    column: 'groups' | 'not_covered',
    list: readonly unknown[],
  ) => {
    const value = JSON.stringify(list);
    await sql.run(
      'INSERT INTO robot_synonyms (tenant_id, lang, groups, not_covered, updated_at) VALUES (?, ?, ?, ?, ?) ' +
        `ON CONFLICT (tenant_id, lang) DO UPDATE SET ${column} = excluded.${column}, updated_at = excluded.updated_at`,
      [tenantId, lang, column == 'groups' ? value : '[]', column == 'groups' ? '[]' : value, now()],
    );
    if (!list.length)
      await sql.run(
        "DELETE FROM robot_synonyms WHERE tenant_id = ? AND lang = ? AND groups = '[]' AND not_covered = '[]'",
        [tenantId, lang],
      );
  };
  return {
    async all(): Promise<TenantSynonyms[]> {
      const rows = await sql.all<SynonymsRow>(`SELECT ${COLUMNS} FROM robot_synonyms ORDER BY tenant_id, lang`);
      return rows.map(synonymsOf);
    },
    /** The tenant's languages that have synonyms, by language. */
    async ofTenant(tenantId: string): Promise<TenantSynonyms[]> {
      const rows = await sql.all<SynonymsRow>(
        `SELECT ${COLUMNS} FROM robot_synonyms WHERE tenant_id = ? ORDER BY lang`,
        [tenantId],
      );
      return rows.map(synonymsOf);
    },
    /** Replaces the language's groups. */
    put: (tenantId: string, lang: string, groups: readonly (readonly string[])[]) =>
      putColumn(tenantId, lang, 'groups', groups),
    /** Replaces the language's questions that no document answers. */
    putNotCovered: (tenantId: string, lang: string, questions: readonly string[]) =>
      putColumn(tenantId, lang, 'not_covered', questions),
  };
}
export type SynonymStore = ReturnType<typeof synonymStore>;
