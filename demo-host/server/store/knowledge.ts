// The robot's knowledge base, in the database so every instance answers from the same docs:
// each doc is kept whole as JSON (robot/knowledgeDoc.ts), one row per doc. A docId is unique
// across tenants (the primary key): an admin call checks a doc is its tenant's before it writes.
import { parseJson } from '../db/database';
import type { Sql } from '../db/sql';
import type { KnowledgeDoc } from '../robot/knowledgeDoc';

/** A doc as stored, with when it was last written. */
export interface StoredKnowledgeDoc {
  doc: KnowledgeDoc;
  updatedAt: number;
}

interface DocRow {
  doc: string;
  updated_at: number;
}

const storedOf = (row: DocRow): StoredKnowledgeDoc[] => {
  const doc = parseJson<KnowledgeDoc | null>(row.doc, null);
  return doc ? [{ doc, updatedAt: Number(row.updated_at) }] : [];
};

/** Rows per statement when many are written or named at once (far under both engines' parameter limits). */
const CHUNK = 200;

function chunks<T>(items: readonly T[]): T[][] {
  const found: T[][] = [];
  for (let at = 0; at < items.length; at += CHUNK) found.push(items.slice(at, at + CHUNK));
  return found;
}

const placeholders = (count: number, each = '?') => Array.from({ length: count }, () => each).join(', ');

export function knowledgeStore(sql: Sql, now: () => number) {
  return {
    async all(): Promise<KnowledgeDoc[]> {
      const rows = await sql.all<DocRow>('SELECT doc, updated_at FROM knowledge_docs ORDER BY doc_id');
      return rows.flatMap(storedOf).map((stored) => stored.doc);
    },
    /** The tenant's docs, every language, by id. */
    async ofTenant(tenantId: string): Promise<StoredKnowledgeDoc[]> {
      const rows = await sql.all<DocRow>(
        'SELECT doc, updated_at FROM knowledge_docs WHERE tenant_id = ? ORDER BY doc_id',
        [tenantId],
      );
      return rows.flatMap(storedOf);
    },
    /** The tenant's docs as a FAQ menu lists them, by id. */
    async listOf(tenantId: string): Promise<{ docId: number; question: string; lang: string }[]> {
      return (await this.ofTenant(tenantId)).map(({ doc }) => ({
        docId: doc.docId,
        question: doc.question,
        lang: doc.lang,
      }));
    },
    /** A doc of any tenant: the caller checks whose it is. */
    async get(docId: number): Promise<StoredKnowledgeDoc | undefined> {
      const row = await sql.get<DocRow>('SELECT doc, updated_at FROM knowledge_docs WHERE doc_id = ?', [docId]);
      return row ? storedOf(row)[0] : undefined;
    },
    /** The tenant each of `docIds` belongs to, for those that exist. */
    async tenantsOf(docIds: readonly number[]): Promise<Map<number, string>> {
      const found = new Map<number, string>();
      for (const some of chunks(docIds)) {
        const rows = await sql.all<{ doc_id: number; tenant_id: string }>(
          `SELECT doc_id, tenant_id FROM knowledge_docs WHERE doc_id IN (${placeholders(some.length)})`,
          some,
        );
        for (const row of rows) found.set(Number(row.doc_id), row.tenant_id);
      }
      return found;
    },
    /**
     * The first free docId, one more than the highest (a save adding several docs numbers them on
     * from it): call it inside the transaction that adds them. It holds a lock until that
     * transaction ends, so two saves at once, on two instances too, take turns and never give
     * one id twice.
     */
    async nextDocId(): Promise<number> {
      await sql.lock('knowledge doc ids');
      const row = await sql.get<{ highest: number | null }>('SELECT MAX(doc_id) AS highest FROM knowledge_docs');
      return Number(row?.highest ?? 0) + 1;
    },
    async isEmpty(): Promise<boolean> {
      return !(await sql.get('SELECT 1 AS found FROM knowledge_docs LIMIT 1'));
    },
    /** Adds the docs, or replaces those with their docIds. */
    put(docs: readonly KnowledgeDoc[]): Promise<void> {
      return sql.transaction(async () => {
        const at = now();
        for (const some of chunks(docs))
          await sql.run(
            `INSERT INTO knowledge_docs (doc_id, tenant_id, doc, updated_at) VALUES ${placeholders(some.length, '(?, ?, ?, ?)')} ` +
              'ON CONFLICT (doc_id) DO UPDATE SET tenant_id = excluded.tenant_id, doc = excluded.doc, updated_at = excluded.updated_at',
            some.flatMap((doc) => [doc.docId, doc.tenantId, JSON.stringify(doc), at]),
          );
      });
    },
    /** Deletes those of `docIds` that are the tenant's; resolves to how many were. */
    async delete(tenantId: string, docIds: readonly number[]): Promise<number> {
      let deleted = 0;
      for (const some of chunks(docIds))
        deleted += await sql.run(
          `DELETE FROM knowledge_docs WHERE tenant_id = ? AND doc_id IN (${placeholders(some.length)})`,
          [tenantId, ...some],
        );
      return deleted;
    },
  };
}
export type KnowledgeStore = ReturnType<typeof knowledgeStore>;
