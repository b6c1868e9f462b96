// The Knowledge page as an admin uses it: the list with its count, search and a row opening the
// editor (a document's extras named as kept); a save, and a refused field shown and focused at
// it; try the robot, why it decided so, its candidates, and "Add as a phrasing" opening the document with the
// question in a new line, unsaved; leaving the page with it unsaved asks first.
import { startI18n } from '@console/i18n';
import { ApiError } from '@shared/api';
import type { RobotTrial } from '@shared/api/knowledge';
import { act } from 'preact/test-utils';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { click, mount } from '../widget/messages/renderMessage';
import * as client from './fakeAgentClient';
import { BASE, entry } from './knowledgeFixtures';

vi.mock('@console/api/agentClient', () => import('./fakeAgentClient'));

const { default: KnowledgeArea } = await import('@console/pages/knowledge/KnowledgeArea');
const { $question } = await import('@console/stores/question');
const { mayLeave } = await import('@console/stores/leaveGuard');
const auth = await import('@console/stores/auth');
const base = await import('@console/stores/knowledgeBase');
const draft = await import('@console/stores/knowledgeDraft');
const trial = await import('@console/stores/robotTrial');

const TRIAL: RobotTrial = {
  lang: 'en',
  langReason: 'words',
  searchedLang: 'en',
  searchedDocs: 41,
  humanAsked: false,
  answerType: 2,
  reply: '<p>Did you mean one of these?</p><script>alert(1)</script>',
  suggestList: [{ docId: 1, question: 'How long does delivery take?' }],
  parts: [
    {
      text: 'when does my stuff come',
      terms: ['when', 'stuff', 'come'],
      decision: 'guide',
      reason: { rule: 'confidence', value: 0.61, needed: 0.8 },
      outOfScope: 0.03,
      candidates: [
        {
          docId: 1,
          question: 'How long does delivery take?',
          score: 2.345,
          confidence: 0.61,
          coverage: 0.5,
          matched: [{ term: 'come', docTerm: 'arrive', match: 'synonym' }],
        },
      ],
    },
  ],
};

function server(call: string, body: Record<string, unknown>) {
  if (call == 'knowledgeBase') return { docs: BASE };
  if (call == 'channels') return { list: [] };
  if (call == 'tryRobot') return TRIAL;
  if (call == 'saveKnowledgeDoc') return entry(Number((body.doc as { docId: number }).docId), body.doc as object);
  return {};
}

beforeAll(() => startI18n('en'));
beforeEach(() => {
  client.reset();
  client.answer(server);
  auth.$me.set({ token: 't1', adminId: 1, card: {} as never, tenantId: 'demo', role: 'admin', online: true });
  base.$knowledgeBase.set(undefined);
  base.$docQuery.set('');
  base.$docLang.set('');
  draft.closeDoc();
  trial.$trial.set(undefined);
  $question.set(undefined);
  history.replaceState(null, '', '/console/knowledge');
});

const page = () =>
  mount(
    <Router base="/console">
      <KnowledgeArea />
    </Router>,
  );

function type(field: HTMLInputElement | HTMLSelectElement, value: string) {
  act(() => {
    field.value = value;
    field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  });
}

const button = (root: ParentNode, text: string) =>
  [...root.querySelectorAll<HTMLElement>('button, a')].find((each) => each.textContent?.trim() == text);
const rows = (root: ParentNode) => [...root.querySelectorAll('.kb-row__question')].map((row) => row.textContent);

describe('the documents', () => {
  it('lists, counts and searches the documents; a row opens its editor, naming the extras kept', async () => {
    const root = page();
    await vi.waitFor(() => expect(rows(root)).toHaveLength(5));
    expect(root.querySelector('#kb-count')!.textContent).toBe('5 of 5 documents');
    type(root.querySelector('#kb-search')!, 'parcel');
    expect(rows(root)).toEqual(['How long does delivery take?']);
    type(root.querySelector('#kb-search')!, '');
    type(root.querySelector('#kb-lang')!, 'de');
    expect(root.querySelector('#kb-count')!.textContent).toBe('2 of 5 documents');
    click(root.querySelectorAll('.kb-row')[1]);
    await vi.waitFor(() => expect(root.querySelector('#kb-editor-heading')).not.toBeNull());
    expect(root.querySelector<HTMLInputElement>('#ch-knowledge-question')!.value).toBe('Kann ich zurückgeben?');
    expect(root.querySelector('.notice')!.textContent).toContain('follow-up buttons, a card');
    // Focus moves once the editor has rendered: on a loaded machine, a turn after the heading shows.
    await vi.waitFor(() => expect(document.activeElement).toBe(root.querySelector('#kb-editor-heading')));
  });

  it('saves what was changed, and shows a refused field at it, focused', async () => {
    const root = page();
    await vi.waitFor(() => expect(rows(root)).toHaveLength(5));
    click(root.querySelector('.kb-row'));
    await vi.waitFor(() => expect(root.querySelector('#ch-knowledge-question')).not.toBeNull());
    type(root.querySelector('#ch-knowledge-question')!, 'How long is delivery?');
    act(() => void root.querySelector('form.kb-editor')!.dispatchEvent(new Event('submit', { cancelable: true })));
    await vi.waitFor(() => expect(root.querySelector('.kb-editor__state')!.textContent).toContain('Saved'));
    expect((client.calls.at(-1)!.body.doc as { question: string }).question).toBe('How long is delivery?');

    client.answer(() => {
      throw new ApiError(400, 'doc.question: is blank');
    });
    type(root.querySelector('#ch-knowledge-question')!, '   x');
    act(() => void root.querySelector('form.kb-editor')!.dispatchEvent(new Event('submit', { cancelable: true })));
    await vi.waitFor(() => expect(root.querySelector('#ch-knowledge-question-problem')?.textContent).toBe('is blank'));
    expect(document.activeElement).toBe(root.querySelector('#ch-knowledge-question'));
  });
});

describe('try the robot', () => {
  it('shows the reading, the decision, the reply and the candidates; "Add as a phrasing" opens the document with it', async () => {
    history.replaceState(null, '', '/console/knowledge/try');
    const root = page();
    await vi.waitFor(() => expect(root.querySelector('#kb-try-question')).not.toBeNull());
    await vi.waitFor(() => expect(base.$knowledgeBase.get()).toBeDefined());
    type(root.querySelector('#kb-try-question')!, 'when does my stuff come');
    act(() => void root.querySelector('form.kb-try__form')!.dispatchEvent(new Event('submit', { cancelable: true })));
    await vi.waitFor(() => expect(root.querySelector('.kb-trial')).not.toBeNull());
    expect(client.calls.find((each) => each.call == 'tryRobot')!.body).toEqual({ question: 'when does my stuff come' });
    const facts = root.querySelector('.kb-trial__facts')!.textContent!;
    expect(facts).toContain('English · words');
    // The server's count of the documents searched, not the list the page happens to hold.
    expect(facts).toContain('Yes: 41 documents in English');
    expect(facts).toContain('Guide (questions offered)');
    // That its script is gone is checked in Chromium (test/browser/consoleKnowledge.test.ts): happy-dom's
    // DOM is not one DOMPurify can clean.
    await vi.waitFor(() =>
      expect(root.querySelector('.kb-trial__reply')!.textContent).toContain('Did you mean one of these?'),
    );
    // Why it was not answered, with the figures, and how to fix it.
    expect(root.querySelector('.kb-part__reason')!.textContent).toBe(
      'Not answered: the classifier gives the best document 61%; the robot answers from 80%. ' +
        'To have it answered, add the question as a phrasing of the right document, or a synonym for the words it missed. ' +
        'If no document should answer it, add it to the questions not covered.',
    );
    // How much it reads as a question the owner says no document answers.
    expect(root.querySelector('.kb-part__scope')!.textContent).toBe(
      'Reads as a question no document answers (your not-covered list): 3%.',
    );
    const candidate = root.querySelector('.kb-candidate')!;
    expect(candidate.textContent).toContain('score 2.35 · confidence 0.61 · coverage 50%');
    expect(candidate.textContent).toContain('come → arrive synonym');

    click(button(candidate, 'Add as a phrasing: How long does delivery take?'));
    await vi.waitFor(() => expect(location.pathname).toBe('/console/knowledge'));
    await vi.waitFor(() => expect(root.querySelector('#kb-phrasing-1')).not.toBeNull());
    expect(root.querySelector<HTMLInputElement>('#kb-phrasing-1')!.value).toBe('when does my stuff come');
    await vi.waitFor(() => expect(document.activeElement).toBe(root.querySelector('#kb-phrasing-1')));
    expect(draft.$docDirty.get()).toBe(true);
    expect(client.callNames()).not.toContain('saveKnowledgeDoc');

    // Leaving the page with the phrasing unsaved asks first; its own tabs do not.
    expect(mayLeave('/console/knowledge/try')).toBe(true);
    const leaving = mayLeave('/console/');
    expect(leaving).toBeInstanceOf(Promise);
    expect($question.get()!.title).toBe('Drop your changes?');
    act(() => $question.get()!.answer(undefined));
    expect(await leaving).toBe(false);
    expect(draft.$docDirty.get()).toBe(true);
  });
});
