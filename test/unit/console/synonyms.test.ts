// Synonyms as an owner writes them: one group a line, commas between (Chinese and Japanese
// commas too), blank lines ignored; a line of one word, too long a word or too many words is
// named by its line before anything is sent; the server's refusal of a group is shown at its
// line; a save keeps the other languages' unsaved texts.
import { ApiError } from '@shared/api';
import { KNOWLEDGE_LIMITS } from '@shared/api/knowledge';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as client from './fakeAgentClient';

vi.mock('@console/api/agentClient', () => import('./fakeAgentClient'));

const { groupsOfText, serverProblemOf, textOfGroups } = await import('@console/stores/synonymText');
const store = await import('@console/stores/synonyms');
const auth = await import('@console/stores/auth');

describe('synonyms as text', () => {
  it('reads a group a line, its entries between commas, blank lines and empty entries skipped', () => {
    const read = groupsOfText('ship, deliver ,post\n\n邮费，运费、快递费\r\n , \n配送;送货');
    expect(read.groups).toEqual([
      ['ship', 'deliver', 'post'],
      ['邮费', '运费', '快递费'],
      ['配送', '送货'],
    ]);
    expect(read.lines).toEqual([1, 3, 5]);
    expect(read.problems).toEqual([]);
  });

  it('writes the saved groups back one a line', () => {
    expect(
      textOfGroups([
        ['ship', 'deliver'],
        ['refund', 'money back'],
      ]),
    ).toBe('ship, deliver\nrefund, money back');
    expect(groupsOfText(textOfGroups([['a', 'b']])).groups).toEqual([['a', 'b']]);
  });

  it('names the line of a group of one, of too long an entry, of too many entries', () => {
    const long = 'x'.repeat(KNOWLEDGE_LIMITS.synonym + 1);
    const many = Array.from({ length: KNOWLEDGE_LIMITS.synonymsPerGroup + 1 }, (_, index) => `w${index}`).join(',');
    expect(groupsOfText(`alone\nok, fine\n${long}, short\n${many}`).problems).toEqual([
      { line: 1, kind: 'alone' },
      { line: 3, kind: 'tooLong' },
      { line: 4, kind: 'tooMany' },
    ]);
  });

  it('names the first line past the most groups a language may have', () => {
    const text = Array.from({ length: KNOWLEDGE_LIMITS.synonymGroups + 2 }, (_, index) => `a${index}, b${index}`);
    expect(groupsOfText(text.join('\n')).problems).toEqual([
      { line: KNOWLEDGE_LIMITS.synonymGroups + 1, kind: 'tooManyGroups' },
    ]);
  });

  it("reads the server's groups.N as the line group N is on, in its message too", () => {
    expect(serverProblemOf('groups.1.0: "ship" is already in groups.0', [2, 5])).toEqual({
      line: 5,
      kind: 'server',
      message: '"ship" is already in line 2',
    });
    expect(serverProblemOf('groups: must have at most 1000 entries', [1])).toBeUndefined();
  });
});

describe('the synonyms store', () => {
  beforeEach(async () => {
    client.reset();
    auth.$me.set({ token: 't1', adminId: 1, card: {} as never, tenantId: 'demo', role: 'admin', online: true });
    store.forgetSynonyms();
    const server = (call: string, body: Record<string, unknown>) => {
      if (call == 'synonyms') return { byLang: { en: [['ship', 'deliver']] }, notCovered: {} };
      if (call == 'saveSynonyms') return { lang: body.lang, groups: body.groups };
      return {};
    };
    client.answer(server);
    await store.loadSynonyms();
    client.reset();
    client.answer(server);
  });

  it('saves one language, keeping the other languages unsaved', async () => {
    store.editSynonyms('en', 'ship, deliver, post');
    store.editSynonyms('de', 'Versand, Lieferung');
    expect(store.$synonymsDirty.get()).toEqual(['en', 'de']);
    expect(await store.saveSynonyms('en')).toEqual({ kind: 'saved' });
    expect(client.calls).toEqual([
      { call: 'saveSynonyms', body: { lang: 'en', groups: [['ship', 'deliver', 'post']] } },
    ]);
    expect(store.$synonymsDirty.get()).toEqual(['de']);
    expect(store.savedText('en')).toBe('ship, deliver, post');
  });

  it("sends nothing while a line is wrong or breaks the server's rules, and shows the server's refusal at its line", async () => {
    store.editSynonyms('en', 'ship');
    expect(await store.saveSynonyms('en')).toEqual({ kind: 'refused', problems: [{ line: 1, kind: 'alone' }] });
    store.editSynonyms('en', 'ship, deliver\n\nparcel, ship');
    expect(store.$synonymProblems.get().en).toEqual([]);
    expect(await store.saveSynonyms('en')).toEqual({
      kind: 'refused',
      problems: [{ line: 3, kind: 'server', message: '"ship" is already in line 1' }],
    });
    expect(client.calls).toEqual([]);
    client.answer(() => {
      throw new ApiError(400, 'groups.1.0: is not allowed here');
    });
    store.editSynonyms('en', 'ship, deliver\n\nparcel, box');
    expect(await store.saveSynonyms('en')).toEqual({
      kind: 'refused',
      problems: [{ line: 3, kind: 'server', message: 'is not allowed here' }],
    });
    expect(store.$synonymsDirty.get()).toEqual(['en']);
  });
});
