// The Knowledge page's stores: the list of the shown tenant (a late answer for another tenant
// dropped), the open document, its save (sent cleaned, for the tenant an owner picked; a refused
// field kept at its field and line), a phrasing added from try the robot, delete and the list
// loaded again, and the FAQ menu's list forgotten on each change.
import { ApiError } from '@shared/api';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as client from './fakeAgentClient';
import { BASE, entry } from './knowledgeFixtures';

vi.mock('@console/api/agentClient', () => import('./fakeAgentClient'));

const base = await import('@console/stores/knowledgeBase');
const draft = await import('@console/stores/knowledgeDraft');
const auth = await import('@console/stores/auth');
const shown = await import('@console/stores/shownTenant');
const { $knowledgeDocs } = await import('@console/stores/knowledgeDocs');

/** The server: the base, a save answered as the entry (a new one numbered 99), a delete. */
function server(call: string, body: Record<string, unknown>) {
  if (call == 'knowledgeBase') return { docs: BASE };
  if (call == 'saveKnowledgeDoc') {
    const doc = body.doc as { docId: number };
    return entry(doc.docId || 99, { ...(body.doc as object), docId: doc.docId || 99, updatedAt: 1 });
  }
  if (call == 'deleteKnowledgeDoc') return { docId: body.docId };
  return {};
}

const sent = () => client.calls.map((each) => [each.call, each.body]);

beforeEach(async () => {
  client.reset();
  auth.$me.set({ token: 't1', adminId: 1, card: {} as never, tenantId: 'demo', role: 'admin', online: true });
  base.$knowledgeBase.set(undefined);
  draft.closeDoc();
  client.answer(server);
  await base.loadKnowledgeBase();
  client.reset();
  client.answer(server);
});

describe('the knowledge list', () => {
  it("an owner's list names the tenant picked; an answer for a tenant no longer shown is dropped", async () => {
    auth.$me.set({ token: 't2', adminId: 9, card: {} as never, tenantId: 'main', role: 'owner', online: true });
    let release = () => {};
    client.answer(
      () =>
        new Promise((resolve) => {
          release = () => resolve({ docs: [entry(50)] });
        }),
    );
    const late = base.loadKnowledgeBase();
    shown.$shownTenant.set('other');
    release();
    await late;
    expect(base.$knowledgeBase.get()).toBeUndefined();
    client.answer(() => ({ docs: BASE }));
    await base.chooseKnowledgeTenant('demo');
    expect(sent()).toEqual([
      ['knowledgeBase', { tenantId: 'main' }],
      ['knowledgeBase', { tenantId: 'demo' }],
    ]);
    expect(base.$knowledgeBase.get()).toEqual(BASE);
  });
});

describe('the open document', () => {
  it('opens a listed document unchanged; a change makes it dirty, discarding undoes it', () => {
    expect(draft.openDoc(1)).toBe(true);
    expect(draft.$docDirty.get()).toBe(false);
    draft.updateDoc({ question: 'How fast do you deliver?' });
    expect(draft.$docDirty.get()).toBe(true);
    draft.discardDoc();
    expect(draft.$docDraft.get()?.question).toBe('How long does delivery take?');
    expect(draft.openDoc(404)).toBe(false);
  });

  it('a save sends the cleaned draft (an admin names no tenant), shows the answer and updates the list', async () => {
    $knowledgeDocs.set({ tenantId: 'demo', value: [] });
    draft.openDoc(2);
    draft.updateDoc({ similar: [' send it back ', '', 'send it back'] });
    const outcome = await draft.saveDoc();
    expect(outcome.kind).toBe('saved');
    expect(sent()).toEqual([
      [
        'saveKnowledgeDoc',
        {
          doc: {
            docId: 2,
            lang: 'en',
            question: 'Can I return an item?',
            similar: ['send it back'],
            answer: '<p>Returns are free for 30 days.</p>',
            enabled: true,
            category: 'returns',
          },
        },
      ],
    ]);
    expect(draft.$docDirty.get()).toBe(false);
    expect(base.$knowledgeBase.get()?.find((doc) => doc.docId == 2)?.similar).toEqual(['send it back']);
    // The channel editor's FAQ list loads again when next wanted.
    expect($knowledgeDocs.get()).toBeUndefined();
  });

  it('a new document gets its id from the save and joins the end of the list', async () => {
    draft.newDoc('es');
    expect(draft.$docDirty.get()).toBe(false);
    draft.updateDoc({ question: '¿Hacéis envíos?', answer: '<p>Sí.</p>' });
    await draft.saveDoc();
    expect(draft.$docSaved.get()?.docId).toBe(99);
    expect(draft.$docDraft.get()?.docId).toBe(99);
    expect(base.$knowledgeBase.get()?.at(-1)?.question).toBe('¿Hacéis envíos?');
  });

  it("a rule the server checks is named at its field and the draft's line before any call, until that field changes", async () => {
    draft.openDoc(1);
    draft.updateDoc({ similar: ['', 'when will my parcel arrive', 'How long does delivery take?'] });
    const outcome = await draft.saveDoc();
    expect(outcome).toEqual({
      kind: 'refused',
      problem: { field: 'similar', line: 2, message: 'repeats the question' },
    });
    expect(client.calls).toEqual([]);
    expect(draft.$docRefusal.get()?.line).toBe(2);
    draft.updateDoc({ question: 'Delivery times' });
    expect(draft.$docRefusal.get()).toBeDefined();
    draft.updateDoc({ similar: ['when will my parcel arrive'] });
    expect(draft.$docRefusal.get()).toBeUndefined();
    draft.newDoc('en');
    expect((await draft.saveDoc()).kind).toBe('refused');
    expect(draft.$docRefusal.get()).toEqual({ field: 'question', message: 'is blank' });
  });

  it("the server's refusal of a field is shown at it", async () => {
    client.answer(() => {
      throw new ApiError(400, 'doc.category: must have at most 40 characters');
    });
    draft.openDoc(1);
    draft.updateDoc({ category: 'c'.repeat(41) });
    expect(await draft.saveDoc()).toEqual({
      kind: 'refused',
      problem: { field: 'category', message: 'must have at most 40 characters' },
    });
    expect(client.callNames()).toEqual(['saveKnowledgeDoc']);
  });

  it('a refusal that names no field of the editor is thrown for the page to show', async () => {
    client.answer(() => {
      throw new ApiError(403, 'tenantId: not yours');
    });
    draft.openDoc(1);
    draft.updateDoc({ question: 'x' });
    await expect(draft.saveDoc()).rejects.toThrow('not yours');
  });

  it('"Add as a phrasing" opens the document and adds the question, unsaved', () => {
    draft.openDoc(2);
    expect(draft.addPhrasing(1, 'how many days until it comes')).toBe(1);
    expect(draft.$docDraft.get()?.docId).toBe(1);
    expect(draft.$docDraft.get()?.similar).toEqual(['when will my parcel arrive', 'how many days until it comes']);
    expect(draft.$docDirty.get()).toBe(true);
    expect(client.calls).toEqual([]);
    expect(draft.addPhrasing(404, 'anything')).toBeUndefined();
  });

  it('delete sends the id and loads the list again; a new document is only closed', async () => {
    draft.openDoc(3);
    await draft.deleteOpenDoc();
    expect(sent()).toEqual([
      ['deleteKnowledgeDoc', { docId: 3 }],
      ['knowledgeBase', {}],
    ]);
    expect(draft.$docDraft.get()).toBeUndefined();
    client.reset();
    draft.newDoc('en');
    await draft.deleteOpenDoc();
    expect(client.calls).toEqual([]);
  });

  it('another person signing in never sees the last one’s draft', () => {
    draft.openDoc(1);
    auth.$me.set({ token: 't3', adminId: 2, card: {} as never, tenantId: 'demo', role: 'admin', online: true });
    expect(draft.$docDraft.get()).toBeUndefined();
    expect(base.$knowledgeBase.get()).toBeUndefined();
  });
});
