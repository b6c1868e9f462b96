// The Forms tab: the pre-chat form's first three entries (name, phone, e-mail) fixed but for
// shown and required, the owner's own entries with the field types the widget draws and their
// options; the side bar's links, questions and ads, an ad's picture uploaded.
import { startI18n } from '@console/i18n';
import { FIXED_FORM_ENTRIES } from '@shared/channelConfig';
import { FIELD_TYPE } from '@shared/codes';
import { act } from 'preact/test-utils';
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
import { reset, uploads } from './fakeAgentClient';

vi.mock('@console/api/agentClient', () => import('./fakeAgentClient'));

const { FormsSection } = await import('@console/pages/channels/sections/FormsSection');

beforeAll(() => startI18n('en'));
beforeEach(reset);

describe('the pre-chat form', () => {
  it('rule: the first three entries cannot be removed, moved or retyped; only shown and required change', () => {
    const { root, settings } = drawSection(FormsSection);
    press(root, 'Add an entry');
    const names = buttonNames(root);
    for (const fixed of FIXED_FORM_ENTRIES) {
      expect(names).not.toContain(`Remove: ${fixed}`);
      expect(names).not.toContain(`Move up: ${fixed}`);
      expect(names).not.toContain(`Move down: ${fixed}`);
    }
    expect(names).toContain('Remove: New entry');
    // The added entry is first among the movable ones: it cannot go above the fixed three.
    expect(root.querySelector<HTMLButtonElement>('[aria-label="Move up: New entry"]')!.disabled).toBe(true);
    // No name or type control for the fixed three: the added entry's are the only ones.
    expect(root.querySelectorAll('[id^="ch-userForm-formList-"][id$="-fieldType"]')).toHaveLength(1);
    expect(root.querySelector('#ch-userForm-formList-0-name')).toBeNull();
    tick(checkbox(root, 'Required', 1));
    tick(checkbox(root, 'Shown', 2));
    expect(settings().userForm.formList.slice(0, 3)).toEqual([
      { name: 'Name', require: 1, show: 1 },
      { name: 'Phone', require: 1, show: 1 },
      { name: 'E-mail', require: 1, show: 0 },
    ]);
  });

  it('an entry of its own: a name, a drop-down list with its options, the problem of a list without any', () => {
    const { root, settings } = drawSection(FormsSection);
    press(root, 'Add an entry');
    type(control(root, 'Label'), 'Order number');
    const fieldType = control<HTMLSelectElement>(root, 'Field type');
    // What the widget's pre-chat form draws: a text box, or a select when there are options.
    expect([...fieldType.options].map((option) => option.textContent)).toEqual(['Text', 'Drop-down list']);
    choose(fieldType, FIELD_TYPE.dropdown);
    expect(root.querySelector('[role=alert]')!.textContent).toBe('a choice needs at least one option');
    press(root, 'Add an option');
    type(control(root, 'Option 1'), 'Boots');
    press(root, 'Add an option');
    type(control(root, 'Option 2'), 'Tents');
    expect(settings().userForm.formList[3]).toEqual({
      name: 'Order number',
      require: 0,
      show: 1,
      fieldType: FIELD_TYPE.dropdown,
      options: [
        { label: 'Boots', value: 'Boots' },
        { label: 'Tents', value: 'Tents' },
      ],
    });
    expect(root.querySelector('[role=alert]')).toBeNull();
    // Back to text: no options are kept for a text box.
    choose(control<HTMLSelectElement>(root, 'Field type'), FIELD_TYPE.text);
    expect(settings().userForm.formList[3]).toEqual({ name: 'Order number', require: 0, show: 1, fieldType: 1 });
  });

  it('the form title and the switch go into the draft', () => {
    const { root, settings } = drawSection(FormsSection);
    tick(checkbox(root, 'Ask before the chat'));
    type(control(root, 'Form title'), 'Who are you?');
    expect(settings().userFormMode).toBe(1);
    expect(settings().userForm.formTitle).toBe('Who are you?');
    expect(control(root, 'Form title').maxLength).toBe(100);
  });
});

describe('the side bar', () => {
  it('a quick link, a question with its answer, and an ad whose picture is uploaded', async () => {
    const { root, settings } = drawSection(FormsSection);
    tick(checkbox(root, 'Show the side bar'));
    press(root, 'Add a link');
    type(control(root, 'Name'), 'Sizes');
    type(control(root, 'Address'), 'https://shop.example/sizes');
    press(root, 'Add a question');
    type(control(root, 'Question'), 'Do you ship abroad?');
    type(control<HTMLTextAreaElement>(root, 'Answer'), 'Yes.');
    press(root, 'Add an ad');
    const picture = control(root, 'Picture');
    expect(problemOf(picture)).toBe('an ad needs its picture or a link');

    const file = root.querySelector<HTMLInputElement>('input[type=file][aria-label="Upload a picture: Picture"]')!;
    Object.defineProperty(file, 'files', { value: [new File(['gif'], 'sale.gif', { type: 'image/gif' })] });
    act(() => void file.dispatchEvent(new Event('change', { bubbles: true })));
    await vi.waitFor(() => expect(settings().sideBarConfig.adList[0]!.url).toMatch(/^\/api\/files\/0+\.gif$/));
    expect(uploads).toEqual([{ name: 'sale.gif', purpose: 'image' }]);
    expect(problemOf(control(root, 'Picture'))).toBeUndefined();
    type(control(root, 'Link', 0), 'shop.example/sale');
    expect(problemOf(control(root, 'Link', 0))).toBe('a link needs an http(s) URL');

    expect(settings().sideBarStatus).toBe(1);
    expect(settings().sideBarConfig).toMatchObject({
      quickList: [{ name: 'Sizes', link: 'https://shop.example/sizes', url: '' }],
      questionList: [{ question: 'Do you ship abroad?', answer: 'Yes.' }],
      adList: [{ link: 'shop.example/sale' }],
    });
  });

  it('a file that is not a picture is refused before it is sent', async () => {
    const { root } = drawSection(FormsSection);
    press(root, 'Add an ad');
    const file = root.querySelector<HTMLInputElement>('input[type=file]')!;
    Object.defineProperty(file, 'files', { value: [new File(['zip'], 'sale.zip')] });
    act(() => void file.dispatchEvent(new Event('change', { bubbles: true })));
    await vi.waitFor(() => expect(problemOf(control(root, 'Picture'))).toBe('This kind of file cannot be sent'));
    expect(uploads).toEqual([]);
  });

  it('the width is bounded by the schema', () => {
    const { root } = drawSection(FormsSection);
    const width = control(root, 'Width');
    expect([width.min, width.max]).toEqual(['200', '400']);
    expect(root.textContent).toContain('In pixels, 200 to 400.');
  });
});
