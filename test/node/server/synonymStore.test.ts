// A tenant's robot words per language (store/synonyms.ts, one robot_synonyms row a language):
// its synonyms and its questions no document answers are saved apart, each leaving the other
// as it was; the row goes once both are empty; and migration 13 gives a database from before it
// the questions column, its synonyms kept. On SQLite, and on PostgreSQL in node-pg.
import { migrate } from '@server/db/migrations';
import { describe, expect, it } from 'vitest';
import { useTestServer } from './harness';

const server = useTestServer();
const store = () => server.server.services.synonyms;
const rowOf = async (tenantId: string) => (await store().ofTenant(tenantId)).find((entry) => entry.lang == 'de');

describe('the synonyms store', () => {
  it('rule: synonyms and questions not covered are saved apart, and the row goes when both are empty', async () => {
    await store().put('store-test', 'de', [['versand', 'lieferung']]);
    await store().putNotCovered('store-test', 'de', ['wann öffnet ihr']);
    expect(await rowOf('store-test')).toEqual({
      tenantId: 'store-test',
      lang: 'de',
      groups: [['versand', 'lieferung']],
      notCovered: ['wann öffnet ihr'],
    });
    await store().put('store-test', 'de', []);
    expect(await rowOf('store-test')).toMatchObject({ groups: [], notCovered: ['wann öffnet ihr'] });
    await store().put('store-test', 'de', [['rückgabe', 'retoure']]);
    await store().putNotCovered('store-test', 'de', []);
    expect(await rowOf('store-test')).toMatchObject({ groups: [['rückgabe', 'retoure']], notCovered: [] });
    await store().put('store-test', 'de', []);
    expect(await rowOf('store-test')).toBeUndefined();
  });

  it('migration 13 adds the questions to a database from before it, its synonyms kept', async () => {
    const { sql } = server.server.services;
    await store().put('old-db', 'de', [['versand', 'lieferung']]);
    await sql.run('ALTER TABLE robot_synonyms DROP COLUMN not_covered');
    await sql.run('DELETE FROM schema_migrations WHERE version = 13');
    expect(await migrate(sql)).toEqual([13]);
    expect(await rowOf('old-db')).toEqual({
      tenantId: 'old-db',
      lang: 'de',
      groups: [['versand', 'lieferung']],
      notCovered: [],
    });
  });
});
