// The robot's knowledge base, in the database so every instance answers from the same docs:
// each doc is kept whole as JSON (robot/knowledgeDoc.ts), one row per doc.
import { parseJson } from '../db/database';
import type { Sql } from '../db/sql';
import type { KnowledgeDoc } from '../robot/knowledgeDoc';

export function knowledgeStore(sql: Sql, now: () => number) {
  return {
    async all(): Promise<KnowledgeDoc[]> {
      const rows = await sql.all<{ doc: string }>('SELECT doc FROM knowledge_docs ORDER BY doc_id');
      return rows.flatMap((row) => {
        const doc = parseJson<KnowledgeDoc | null>(row.doc, null);
        return doc ? [doc] : [];
      });
    },
    /** The tenant's docs as a FAQ menu lists them, by id. */
    async listOf(tenantId: string): Promise<{ docId: number; question: string; lang: string }[]> {
      const rows = await sql.all<{ doc: string }>(
        'SELECT doc FROM knowledge_docs WHERE tenant_id = ? ORDER BY doc_id',
        [tenantId],
      );
      return rows.flatMap((row) => {
        const doc = parseJson<KnowledgeDoc | null>(row.doc, null);
        return doc ? [{ docId: doc.docId, question: doc.question, lang: doc.lang }] : [];
      });
    },
    async isEmpty(): Promise<boolean> {
      return !(await sql.get('SELECT 1 AS found FROM knowledge_docs LIMIT 1'));
    },
    /** Adds the docs, or replaces those with their docIds. */
    put(docs: readonly KnowledgeDoc[]): Promise<void> {
      return sql.transaction(async () => {
        for (const doc of docs)
          await sql.run(
            'INSERT INTO knowledge_docs (doc_id, tenant_id, doc, updated_at) VALUES (?, ?, ?, ?) ' +
              'ON CONFLICT (doc_id) DO UPDATE SET tenant_id = excluded.tenant_id, doc = excluded.doc, updated_at = excluded.updated_at',
            [doc.docId, doc.tenantId, JSON.stringify(doc), now()],
          );
      });
    },
  };
}
export type KnowledgeStore = ReturnType<typeof knowledgeStore>;
