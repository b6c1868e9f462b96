// The questions not covered as an owner writes them: one a line, loaded with the synonyms, saved
// per language (blank lines and repeats left out), a line too long named before anything is sent,
// other languages' unsaved texts kept.
import { KNOWLEDGE_LIMITS } from '@shared/api/knowledge';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as client from './fakeAgentClient';

vi.mock('@console/api/agentClient', () => import('./fakeAgentClient'));

const store = await import('@console/stores/notCovered');
const synonyms = await import('@console/stores/synonyms');
const auth = await import('@console/stores/auth');

describe('the questions-not-covered store', () => {
  beforeEach(async () => {
    client.reset();
    auth.$me.set({ token: 't1', adminId: 1, card: {} as never, tenantId: 'demo', role: 'admin', online: true });
    synonyms.forgetSynonyms();
    const server = (call: string, body: Record<string, unknown>) => {
      if (call == 'synonyms') return { byLang: {}, notCovered: { en: ['are you hiring'] } };
      if (call == 'saveNotCovered') return { lang: body.lang, questions: body.questions };
      return {};
    };
    client.answer(server);
    await synonyms.loadSynonyms();
    client.reset();
    client.answer(server);
  });

  it('loads with the synonyms and shows one question a line', () => {
    expect(store.savedNotCoveredText('en')).toBe('are you hiring');
    expect(store.$notCoveredDirty.get()).toEqual([]);
  });

  it('saves one language tidied, keeping the other languages unsaved', async () => {
    store.editNotCovered('en', 'are you hiring\n\n  what time do you   open \nare you hiring');
    store.editNotCovered('de', 'wann öffnet ihr');
    expect(store.$notCoveredDirty.get()).toEqual(['en', 'de']);
    await store.saveNotCovered('en');
    expect(client.calls).toEqual([
      { call: 'saveNotCovered', body: { lang: 'en', questions: ['are you hiring', 'what time do you open'] } },
    ]);
    expect(store.savedNotCoveredText('en')).toBe('are you hiring\nwhat time do you open');
    expect(store.$notCoveredDirty.get()).toEqual(['de']);
  });

  it('names a line too long, or too many questions, before anything is sent', () => {
    expect(store.notCoveredProblem(`ok\n${'x'.repeat(KNOWLEDGE_LIMITS.phrasing + 1)}`)).toEqual({
      kind: 'tooLong',
      line: 2,
    });
    const many = Array.from({ length: KNOWLEDGE_LIMITS.notCovered + 1 }, (_, i) => `q${i}`).join('\n');
    expect(store.notCoveredProblem(many)).toEqual({ kind: 'tooMany' });
    expect(store.notCoveredProblem('are you hiring')).toBeUndefined();
  });
});
