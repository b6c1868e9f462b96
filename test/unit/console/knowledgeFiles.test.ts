// Import and export on the Knowledge page: a file's format by its name; an export named after
// the tenant and the day that reads back as the same documents; how many documents a replace
// would remove (none counted for a file the server will refuse); an import that saved loads the
// list again, one with problems changes nothing here.
import { parseKnowledgeFile } from '@shared/knowledgeFile';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as client from './fakeAgentClient';
import { BASE } from './knowledgeFixtures';

vi.mock('@console/api/agentClient', () => import('./fakeAgentClient'));

const files = await import('@console/stores/knowledgeFiles');
const auth = await import('@console/stores/auth');
const base = await import('@console/stores/knowledgeBase');
const synonyms = await import('@console/stores/synonyms');

beforeEach(() => {
  client.reset();
  auth.$me.set({ token: 't1', adminId: 1, card: {} as never, tenantId: 'demo', role: 'admin', online: true });
  base.$knowledgeBase.set(BASE);
});

describe('knowledge files', () => {
  it('knows a file by its ending, case aside', () => {
    expect(files.fileFormatOf('base.CSV')).toBe('csv');
    expect(files.fileFormatOf('export.2026.json')).toBe('json');
    expect(files.fileFormatOf('base.xlsx')).toBeUndefined();
    expect(files.fileFormatOf('csv')).toBeUndefined();
  });

  it('exports a file named after the tenant and the day that reads back as the same documents', () => {
    for (const format of ['csv', 'json'] as const) {
      const file = files.exportFile(BASE, format, 'demo', undefined, new Date(Date.UTC(2026, 10, 25, 12)));
      expect(file.name).toBe(`knowledge-demo-2026-11-25.${format}`);
      const read = parseKnowledgeFile(file.text, format);
      expect(read.problems).toEqual([]);
      expect(read.docs.map((doc) => [doc.docId, doc.lang, doc.question, doc.translationOf])).toEqual(
        BASE.map((doc) => [doc.docId, doc.lang, doc.question, doc.translationOf]),
      );
    }
    expect(files.exportFile(BASE, 'csv', 'demo').type).toBe('text/csv;charset=utf-8');
  });

  it('counts the documents a replace removes: those the file does not name', () => {
    const kept = files.exportFile(BASE.slice(0, 2), 'json', 'demo').text;
    expect(files.removedByReplace(BASE, kept, 'json')).toBe(3);
    expect(files.removedByReplace(BASE, files.exportFile(BASE, 'csv', 'demo').text, 'csv')).toBe(0);
    expect(files.removedByReplace(BASE, '{"not": "a list"}', 'json')).toBeUndefined();
  });

  it('an import that saved loads the list again; one with problems changes nothing', async () => {
    client.answer((call) =>
      call == 'importKnowledge'
        ? { added: 1, updated: 0, removed: 0, lists: [], problems: [] }
        : { docs: BASE.slice(0, 1) },
    );
    const outcome = await files.importKnowledge('[]', 'json', 'replace');
    expect(outcome.added).toBe(1);
    expect(client.calls.map((each) => [each.call, each.body])).toEqual([
      ['importKnowledge', { format: 'json', text: '[]', mode: 'replace' }],
      ['knowledgeBase', {}],
    ]);
    expect(base.$knowledgeBase.get()).toHaveLength(1);
    client.reset();
    client.answer(() => ({
      added: 0,
      updated: 0,
      removed: 0,
      lists: [],
      problems: [{ row: 2, message: 'lang: is missing' }],
    }));
    await files.importKnowledge('x', 'csv', 'merge');
    expect(client.callNames()).toEqual(['importKnowledge']);
  });

  it('a JSON export carries the word lists as the server has them now; a CSV export asks for none', async () => {
    const lists = { byLang: { en: [['ship', 'post']] }, notCovered: { en: ['do you have a shop'] } };
    client.answer(() => lists);
    const json = await files.exportKnowledge(BASE, 'json');
    expect(client.callNames()).toEqual(['synonyms']);
    expect(parseKnowledgeFile(json.text, 'json').lists).toEqual({
      synonyms: lists.byLang,
      notCovered: lists.notCovered,
    });
    client.reset();
    expect((await files.exportKnowledge(BASE, 'csv')).name).toMatch(/\.csv$/);
    expect(client.callNames()).toEqual([]);
  });

  it('an import that set word lists loads them again, for the synonyms tab', async () => {
    client.answer((call) =>
      call == 'importKnowledge'
        ? { added: 0, updated: 0, removed: 0, lists: ['de'], problems: [] }
        : call == 'synonyms'
          ? { byLang: { de: [['drachen', 'lenkdrachen']] }, notCovered: {} }
          : { docs: BASE },
    );
    await files.importKnowledge('{}', 'json', 'merge');
    expect(client.callNames()).toEqual(['importKnowledge', 'knowledgeBase', 'synonyms']);
    expect(synonyms.$synonyms.get()).toEqual({ de: [['drachen', 'lenkdrachen']] });
  });
});
