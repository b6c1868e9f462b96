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
      const file = files.exportFile(BASE, format, 'demo', new Date(Date.UTC(2026, 10, 25, 12)));
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
      call == 'importKnowledge' ? { added: 1, updated: 0, removed: 0, problems: [] } : { docs: BASE.slice(0, 1) },
    );
    const outcome = await files.importKnowledge('[]', 'json', 'replace');
    expect(outcome.added).toBe(1);
    expect(client.calls.map((each) => [each.call, each.body])).toEqual([
      ['importKnowledge', { format: 'json', text: '[]', mode: 'replace' }],
      ['knowledgeBase', {}],
    ]);
    expect(base.$knowledgeBase.get()).toHaveLength(1);
    client.reset();
    client.answer(() => ({ added: 0, updated: 0, removed: 0, problems: [{ row: 2, message: 'lang: is missing' }] }));
    await files.importKnowledge('x', 'csv', 'merge');
    expect(client.callNames()).toEqual(['importKnowledge']);
  });
});
