// The Menus tab: the quick-menu entries of every type with the fields each needs and the
// problem of its field beside it, their order, a new entry's id, the automatic
// question-and-answer pair as the spec stores it, the robot's suggested questions, and the
// FAQ menu chosen from the tenant's knowledge documents.
import { startI18n } from '@console/i18n';
import type { ChatMenu } from '@shared/api';
import { MENU_TYPE } from '@shared/codes';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  buttonNames,
  checkbox,
  choose,
  control,
  drawSection,
  press,
  problemOf,
  tick,
  type,
} from './channelContentHarness';
import { answer, calls, reset } from './fakeAgentClient';

vi.mock('@console/api/agentClient', () => import('./fakeAgentClient'));

const { MenusSection } = await import('@console/pages/channels/sections/MenusSection');
const { $knowledgeDocs } = await import('@console/stores/knowledgeDocs');

const DOCS = [
  { docId: 11, question: 'Where is my order?', lang: 'en' },
  { docId: 12, question: 'How do I return boots?', lang: 'en' },
  { docId: 13, question: '如何退货？', lang: 'zh' },
];

const menus: ChatMenu[] = [
  { id: 4, menuType: MENU_TYPE.presetQuestion, menuName: 'Shipping', msgText: 'When does my order ship?' },
  { id: 9, menuType: MENU_TYPE.transferToAgent, menuName: 'Agent' },
  { id: 2, menuType: MENU_TYPE.openLink, menuName: 'Sizes', labelLink: 'https://shop.example/sizes' },
];

beforeAll(() => startI18n('en'));
beforeEach(() => {
  reset();
  $knowledgeDocs.set(undefined);
  answer((call) => (call == 'knowledgeDocs' ? { list: DOCS } : {}));
});

describe('the quick menu', () => {
  it('offers the 7 types, each with the fields it needs', () => {
    const { root } = drawSection(MenusSection, { chatMenuConfigList: menus });
    const typeSelect = control<HTMLSelectElement>(root, 'Type');
    expect([...typeSelect.options].map((option) => option.textContent)).toEqual([
      'Preset question',
      'Talk to an agent',
      'End the chat',
      'Rate the chat',
      'Leave a message',
      'Open a link',
      'Automatic question and answer',
    ]);
    expect(control(root, 'Question sent').value).toBe('When does my order ship?');
    expect(control(root, 'Link').value).toBe('https://shop.example/sizes');
    // The agent's entry needs nothing but its name: 3 names, one question, one link.
    expect(root.querySelectorAll('input[id$="-menuName"]')).toHaveLength(3);
    expect(root.querySelectorAll('[id$="-msgText"]')).toHaveLength(1);
  });

  it('rule: a link without http(s) shows its problem beside the link, and the problem goes once it is one', () => {
    const { root, settings } = drawSection(MenusSection, { chatMenuConfigList: menus });
    const link = control(root, 'Link');
    type(link, 'shop.example/sizes');
    expect(settings().chatMenuConfigList[2]!.labelLink).toBe('shop.example/sizes');
    expect(problemOf(link)).toBe('a link needs an http(s) URL');
    expect(link.getAttribute('aria-invalid')).toBe('true');
    type(link, 'javascript:alert(1)');
    expect(problemOf(link)).toBe('a link needs an http(s) URL');
    type(link, 'http://shop.example/sizes');
    expect(problemOf(link)).toBeUndefined();
  });

  it('moving an entry changes the order saved; the first cannot move up, the last not down', () => {
    const { root, settings } = drawSection(MenusSection, { chatMenuConfigList: menus });
    const up = root.querySelector<HTMLButtonElement>('[aria-label="Move up: Shipping"]')!;
    const down = root.querySelector<HTMLButtonElement>('[aria-label="Move down: Sizes"]')!;
    expect(up.disabled).toBe(true);
    expect(down.disabled).toBe(true);
    press(root, 'Move up: Sizes');
    expect(settings().chatMenuConfigList.map((menu) => menu.menuName)).toEqual(['Shipping', 'Sizes', 'Agent']);
    press(root, 'Move down: Shipping');
    expect(settings().chatMenuConfigList.map((menu) => menu.id)).toEqual([2, 4, 9]);
    press(root, 'Remove: Agent');
    expect(settings().chatMenuConfigList.map((menu) => menu.id)).toEqual([2, 4]);
  });

  it('a new entry takes the next id after the largest, however the list was ordered', () => {
    const { root, settings } = drawSection(MenusSection, { chatMenuConfigList: menus });
    press(root, 'Add a menu entry');
    expect(settings().chatMenuConfigList[3]).toEqual({
      id: 10,
      menuType: MENU_TYPE.presetQuestion,
      menuName: 'New entry',
      msgText: '',
    });
    // An empty preset question is a problem at its text.
    expect(problemOf(control(root, 'Question sent', 1))).toBe('a preset question needs its text');
  });

  it('the automatic question-and-answer pair is stored as "question|answer", and needs both', () => {
    const { root, settings } = drawSection(MenusSection, { chatMenuConfigList: [menus[0]!] });
    choose(control<HTMLSelectElement>(root, 'Type'), MENU_TYPE.autoAnswer);
    // The preset question's text does not stay behind as a half pair.
    expect(settings().chatMenuConfigList[0]).toEqual({
      id: 4,
      menuType: MENU_TYPE.autoAnswer,
      menuName: 'Shipping',
      msgText: '',
    });
    const question = control(root, 'Question');
    expect(problemOf(question)).toBe('an automatic question and answer needs both texts');
    type(question, 'Do you ship | abroad?');
    expect(problemOf(control(root, 'Question'))).toBe('an automatic question and answer needs both texts');
    type(control<HTMLTextAreaElement>(root, 'Answer'), 'Yes: to 30 countries | see the list.');
    expect(settings().chatMenuConfigList[0]!.msgText).toBe('Do you ship  abroad?|Yes: to 30 countries | see the list.');
    expect(problemOf(control(root, 'Question'))).toBeUndefined();
    // Drawn again from what is stored, the answer keeps its own "|".
    expect(control<HTMLTextAreaElement>(root, 'Answer').value).toBe('Yes: to 30 countries | see the list.');
  });

  it('a link entry turned into a preset question loses its link', () => {
    const { root, settings } = drawSection(MenusSection, { chatMenuConfigList: [menus[2]!] });
    choose(control<HTMLSelectElement>(root, 'Type'), MENU_TYPE.presetQuestion);
    expect(settings().chatMenuConfigList[0]).toEqual({
      id: 2,
      menuType: MENU_TYPE.presetQuestion,
      menuName: 'Sizes',
      msgText: '',
    });
  });

  it('colours of its own start from the tool bar and go again when switched off', () => {
    const { root, settings } = drawSection(MenusSection, {
      chatMenuConfigList: [menus[1]!],
      kitBgcolor: '#fafafa',
      kitTxcolor: '#222222',
    });
    tick(checkbox(root, 'Colours of its own'));
    expect(settings().chatMenuConfigList[0]).toMatchObject({ background: '#fafafa', color: '#222222' });
    type(control(root, 'Background'), '#ff0000');
    expect(settings().chatMenuConfigList[0]!.background).toBe('#ff0000');
    tick(checkbox(root, 'Colours of its own'));
    expect(settings().chatMenuConfigList[0]).toEqual(menus[1]);
  });

  it('a full menu takes no more entries', () => {
    const full = Array.from({ length: 20 }, (_, index) => ({
      id: index + 1,
      menuType: MENU_TYPE.closeChat,
      menuName: `End ${index}`,
    }));
    const { root } = drawSection(MenusSection, { chatMenuConfigList: full });
    expect(buttonNames(root)).not.toContain('Add a menu entry');
  });
});

describe('the suggested questions', () => {
  it('a group has a title and question buttons', () => {
    const { root, settings } = drawSection(MenusSection);
    press(root, 'Add a group');
    type(control(root, 'Title'), 'Popular');
    press(root, 'Add a question');
    type(control(root, 'Question 1'), 'Where is my order?');
    expect(settings().autoTipList).toEqual([{ autoTip: 'Popular', btnList: [{ value: 'Where is my order?' }] }]);
  });
});

describe('the FAQ menu', () => {
  it("lists documents chosen from the tenant's knowledge base, in the order chosen", async () => {
    const { root, settings } = drawSection(MenusSection, {}, 'northwind');
    await vi.waitFor(() => expect(root.querySelector('#ch-faqMenu-add')).not.toBeNull());
    expect(calls).toEqual([{ call: 'knowledgeDocs', body: { tenantId: 'northwind' } }]);
    tick(checkbox(root, 'Show the FAQ menu'));
    choose(control<HTMLSelectElement>(root, 'Add a document'), 12);
    choose(control<HTMLSelectElement>(root, 'Add a document'), 11);
    expect(settings().faqMenu).toEqual({ showType: 1, docIds: [12, 11] });
    // A chosen document is not offered twice.
    expect([...control<HTMLSelectElement>(root, 'Add a document').options].map((option) => option.value)).toEqual([
      '0',
      '13',
    ]);
    press(root, 'Move up: Where is my order?');
    expect(settings().faqMenu.docIds).toEqual([11, 12]);
  });

  it('a listed document gone from the knowledge base is named so, not dropped silently', async () => {
    const { root } = drawSection(MenusSection, { faqMenu: { showType: 1, docIds: [99] } });
    await vi.waitFor(() =>
      expect(root.querySelector('.content-faq__doc')!.textContent).toBe(
        'Document 99 (no longer in the knowledge base)',
      ),
    );
  });
});
