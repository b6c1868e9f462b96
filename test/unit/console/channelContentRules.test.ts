// The channel content editor's pure rules and its tenant stores: the cascader's indented text
// and the tree it stores, the automatic question-and-answer pair, the limits read from the
// schemas, and a tenant's values loaded once, for the tenant asked for, forgotten at sign-out.
import type { EvaluateInfo } from '@shared/api';
import { menuEntryProblems } from '@shared/channelRules';
import { MENU_TYPE } from '@shared/codes';
import { fieldOptions } from '@shared/customFields';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as client from './fakeAgentClient';

vi.mock('@console/api/agentClient', () => import('./fakeAgentClient'));

const { treeOfText, treeText, fieldValueOfTree } = await import('@console/pages/channels/content/fieldOptions');
const { autoAnswerParts, autoAnswerText, newMenuEntry } = await import('@console/pages/channels/content/menuEntry');
const { CONTENT_LIMITS } = await import('@console/pages/channels/content/limits');
const { $knowledgeDocs, loadKnowledgeDocs } = await import('@console/stores/knowledgeDocs');
const { $evaluateConfig, loadEvaluateConfig, evaluateConfigOf } = await import('@console/stores/tenantSetup');
const auth = await import('@console/stores/auth');

const signInAs = (adminId: number) =>
  auth.$me.set({ token: `t${adminId}`, adminId, card: {} as never, tenantId: 'demo', role: 'owner', online: true });

describe("the cascader's indented text", () => {
  it('reads a tree: two spaces or a tab a level, blank lines skipped, too deep a line taken as a child', () => {
    expect(treeOfText('Footwear\n  Boots\n\n\tSandals\n          Trail\nTents')).toEqual([
      { name: 'Footwear', children: [{ name: 'Boots' }, { name: 'Sandals', children: [{ name: 'Trail' }] }] },
      { name: 'Tents' },
    ]);
    // A first line indented has no parent: it is a top node.
    expect(treeOfText('    Orphan')).toEqual([{ name: 'Orphan' }]);
  });

  it('writes it back as it reads it, and stores what the widget reads', () => {
    const tree = treeOfText('A\n  A1\n    A1a\n  A2\nB');
    expect(treeText(tree)).toBe('A\n  A1\n    A1a\n  A2\nB');
    expect(fieldOptions({ fieldValue: fieldValueOfTree(tree) })).toEqual(tree);
    expect(fieldValueOfTree([])).toBe('');
  });
});

describe('the quick menu rules', () => {
  it("the automatic pair's question and answer, as shared/channelRules.ts reads them", () => {
    const msgText = autoAnswerText('Open | today?', 'Yes | until 6');
    expect(msgText).toBe('Open  today?|Yes | until 6');
    expect(autoAnswerParts(msgText)).toEqual({ question: 'Open  today?', answer: 'Yes | until 6' });
    const menu = { id: 1, menuType: MENU_TYPE.autoAnswer, menuName: 'Hours', msgText };
    expect(menuEntryProblems(menu, 'm')).toEqual([]);
    expect(menuEntryProblems({ ...menu, msgText: autoAnswerText('Open?', ' ') }, 'm')).toHaveLength(1);
  });

  it('a new entry takes the largest id plus one (1 for the first)', () => {
    expect(newMenuEntry([], 'New').id).toBe(1);
    expect(
      newMenuEntry(
        [
          { id: 7, menuType: 1, menuName: 'a' },
          { id: 3, menuType: 1, menuName: 'b' },
        ],
        'New',
      ).id,
    ).toBe(8);
  });

  it('the limits are the schema’s', () => {
    expect(CONTENT_LIMITS).toMatchObject({
      menuName: 20,
      menuText: 500,
      autoTipTitle: 60,
      autoTipButton: 100,
      formTitle: 100,
      formEntryName: 40,
      formOption: 60,
      sideBarLinkName: 20,
      sideBarQuestion: 200,
      sideBarAnswer: 2000,
      starLabels: 10,
      starLabel: 30,
      levelTag: 400,
      levelGuide: 60,
      evaluateGuide: 100,
      robotTags: 8,
      robotTag: 30,
      templateName: 60,
      templateFields: 30,
      fieldName: 60,
      fieldValue: 20_000,
      typeName: 60,
    });
  });
});

describe("a tenant's values", () => {
  beforeEach(() => {
    client.reset();
    signInAs(1);
    $knowledgeDocs.set(undefined);
    $evaluateConfig.set(undefined);
  });

  it('are loaded once per tenant, and again for another tenant', async () => {
    client.answer((_call, body) => ({ list: [{ docId: 1, question: String(body.tenantId), lang: 'en' }] }));
    await Promise.all([loadKnowledgeDocs('a'), loadKnowledgeDocs('a')]);
    await loadKnowledgeDocs('a');
    expect(client.callNames()).toEqual(['knowledgeDocs']);
    await loadKnowledgeDocs('b');
    expect(client.calls.map((entry) => entry.body)).toEqual([{ tenantId: 'a' }, { tenantId: 'b' }]);
    expect($knowledgeDocs.get()).toEqual({ tenantId: 'b', value: [{ docId: 1, question: 'b', lang: 'en' }] });
  });

  it('an answer for a tenant no longer asked for is dropped', async () => {
    const answers: ((value: unknown) => void)[] = [];
    client.answer(() => new Promise((resolve) => answers.push(resolve)));
    const first = loadKnowledgeDocs('a');
    const second = loadKnowledgeDocs('b');
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    answers[1]!({ list: [{ docId: 2, question: 'b', lang: 'en' }] });
    await second;
    answers[0]!({ list: [{ docId: 1, question: 'a', lang: 'en' }] });
    await first;
    expect($knowledgeDocs.get()?.tenantId).toBe('b');
  });

  it('a failed load is tried again the next time', async () => {
    client.answer(() => {
      throw new Error('offline');
    });
    await expect(loadKnowledgeDocs('a')).rejects.toThrow('offline');
    client.answer(() => ({ list: [] }));
    await loadKnowledgeDocs('a');
    expect(client.callNames()).toEqual(['knowledgeDocs', 'knowledgeDocs']);
  });

  it('are forgotten when another person signs in', async () => {
    client.answer(() => ({ config: { starList: [] } }));
    await loadEvaluateConfig('a');
    expect($evaluateConfig.get()).toBeDefined();
    signInAs(2);
    expect($evaluateConfig.get()).toBeUndefined();
  });
});

describe("the rating form's body", () => {
  it('a configuration without stars gets five blank ones, never another field', () => {
    const info = {
      starList: [],
      scoreList: [],
      evaluateModel: 0,
      evaluateAdminSolve: 0,
      robotTags: ['x'],
      agentTags: ['y'],
    } satisfies EvaluateInfo;
    const body = evaluateConfigOf(info);
    expect(body.starList.map((star) => star.star)).toEqual([1, 2, 3, 4, 5]);
    expect(body.starList[4]).toEqual({
      star: 5,
      select: [],
      levelTag: '',
      levelGuideMsg: '',
      evaluateGuideMsg: '',
      evaluateMsgRequired: 0,
      levelTagRequired: 0,
    });
    expect(Object.keys(body).sort()).toEqual(
      ['agentTags', 'evaluateAdminSolve', 'evaluateModel', 'robotTags', 'scoreList', 'starList'].sort(),
    );
  });
});
