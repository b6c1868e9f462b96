// The Leave-messages tab: the channel's mode, kind, work-order type (one of the tenant's) and
// title (rich text, sanitised); the tenant's work-order types and field templates, each saved
// with its own button: a template's fields of the 9 types, the options of a choice as names,
// the cascader's as an indented tree.
import { startI18n } from '@console/i18n';
import type { FieldTemplateSetup, WorkOrderType } from '@shared/api';
import { ADMIN_REQUESTS } from '@shared/api/adminRequests';
import { FIELD_TYPE, LEAVE_MSG_TYPE } from '@shared/codes';
import { act } from 'preact/test-utils';
import { Value } from 'typebox/value';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  buttonNames,
  checkbox,
  choose,
  control,
  drawSection,
  group,
  press,
  problemOf,
  tick,
  type,
} from './channelContentHarness';
import { answer, calls, reset } from './fakeAgentClient';

vi.mock('@console/api/agentClient', () => import('./fakeAgentClient'));
// DOMPurify needs a real browser's DOM (happy-dom's lets it through unchanged): the sanitiser is
// a stand-in here that marks what it cleaned, so the test shows what goes through it.
vi.mock('@shared/ui/sanitizeHtml', () => ({
  sanitizeHtml: async (html: string) => html.replace(/<script>.*?<\/script>/g, '').replace(/ on\w+="[^"]*"/g, ''),
}));

const { LeaveSection } = await import('@console/pages/channels/sections/LeaveSection');
const { $workOrderSetup } = await import('@console/stores/tenantSetup');

const RETURNS: FieldTemplateSetup = {
  templateId: 3,
  name: 'Return request',
  items: [
    { fieldId: 1, fieldName: 'Order number', fieldType: FIELD_TYPE.text, requiredStatus: 1, fieldValue: '' },
    {
      fieldId: 4,
      fieldName: 'Reason',
      fieldType: FIELD_TYPE.radio,
      requiredStatus: 0,
      fieldValue: '[{"name":"Too small"},{"name":"Broken"}]',
    },
  ],
};
const TYPES: WorkOrderType[] = [
  { typeId: 7, name: 'Returns', templateId: 3 },
  { typeId: 8, name: 'Complaints', templateId: null },
];

let nextId = 20;
const bodiesOf = (call: string) => calls.filter((entry) => entry.call == call).map((entry) => entry.body);

beforeAll(() => startI18n('en'));
beforeEach(() => {
  reset();
  $workOrderSetup.set(undefined);
  answer((call, body) => {
    if (call == 'workOrderSetup') return { types: TYPES, templates: [RETURNS] };
    const { tenantId: _tenantId, ...saved } = body;
    if (call == 'saveTemplate') return { ...saved, templateId: saved.templateId || nextId++ };
    if (call == 'saveWorkOrderType') return { templateId: null, ...saved, typeId: saved.typeId || nextId++ };
    return {};
  });
});

async function drawLeave(patch = {}) {
  const drawn = drawSection(LeaveSection, patch, 'northwind');
  await vi.waitFor(() => expect(drawn.root.querySelector('.content-tenant')).not.toBeNull());
  return drawn;
}

describe("the channel's leave messages", () => {
  it("a work order's type is one of the tenant's, and none chosen is a problem", async () => {
    const { root, settings } = await drawLeave();
    expect(calls[0]).toEqual({ call: 'workOrderSetup', body: { tenantId: 'northwind' } });
    expect(root.querySelector('#ch-leaveMsgWoType')).toBeNull();
    choose(control<HTMLSelectElement>(root, 'Kind'), LEAVE_MSG_TYPE.workOrder);
    const woType = control<HTMLSelectElement>(root, 'Work-order type');
    expect([...woType.options].map((option) => option.textContent)).toEqual([
      'Choose a type…',
      'Returns',
      'Complaints',
    ]);
    expect(problemOf(woType)).toBe('Choose a work-order type (add one below if there is none)');
    choose(woType, 8);
    expect(settings()).toMatchObject({ leaveMsgType: LEAVE_MSG_TYPE.workOrder, leaveMsgWoType: 8 });
    expect(problemOf(control(root, 'Work-order type'))).toBeUndefined();
    tick(checkbox(root, 'Let visitors leave a message'));
    expect(settings().leaveMsgMode).toBe(0);
  });

  it('the title is rich text, and what is typed is saved sanitised', async () => {
    const { root, settings } = await drawLeave({ leaveMsgTitle: '<p>Write to us<script>alert(1)</script></p>' });
    const box = root.querySelector<HTMLElement>('[role=textbox][aria-label="Title over the form"]')!;
    // Shown sanitised from the start.
    await vi.waitFor(() => expect(box.innerHTML).toBe('<p>Write to us</p>'));
    act(() => {
      box.innerHTML = '<p>Write <b>to</b> us<img src="x" onerror="alert(1)"></p>';
      box.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await vi.waitFor(() => expect(settings().leaveMsgTitle).toBe('<p>Write <b>to</b> us<img src="x"></p>'));
    expect(box.getAttribute('aria-describedby')).toBe('ch-leaveMsgTitle-help');
  });
});

describe("the tenant's work-order types", () => {
  it('a type is renamed and given a template, saved on its own', async () => {
    const { root, settings } = await drawLeave();
    const before = settings();
    const complaints = control(root, 'Type name', 1).closest<HTMLElement>('.content-entry')!;
    type(control(complaints, 'Type name'), 'Complaints and praise');
    choose(control<HTMLSelectElement>(complaints, 'Custom fields'), 3);
    press(complaints, 'Save the type');
    await vi.waitFor(() => expect(bodiesOf('saveWorkOrderType')).toHaveLength(1));
    expect(bodiesOf('saveWorkOrderType')[0]).toEqual({
      tenantId: 'northwind',
      typeId: 8,
      name: 'Complaints and praise',
      templateId: 3,
    });
    // The channel's draft is not touched by the tenant's save.
    expect(settings()).toBe(before);
  });

  it('a new type, once saved, is listed and can be chosen for the channel', async () => {
    const { root } = await drawLeave({ leaveMsgType: LEAVE_MSG_TYPE.workOrder });
    press(root, 'Add a work-order type');
    const added = control(root, 'Type name', 2).closest<HTMLElement>('.content-entry')!;
    type(control(added, 'Type name'), 'Warranty');
    press(added, 'Save the type');
    await vi.waitFor(() =>
      expect([...control<HTMLSelectElement>(root, 'Work-order type').options].map((o) => o.textContent)).toContain(
        'Warranty',
      ),
    );
    expect(bodiesOf('saveWorkOrderType')[0]).toEqual({ tenantId: 'northwind', typeId: 0, name: 'Warranty' });
    expect(buttonNames(root)).toContain('Add a work-order type');
  });
});

describe("the tenant's field templates", () => {
  it("a template's field options: names for a choice, an indented tree for the cascader, saved as the spec's JSON", async () => {
    const { root } = await drawLeave();
    const template = root.querySelector<HTMLElement>('details.content-template__item')!;
    expect(template.querySelector('summary')!.textContent).toBe('#3 Return request');
    expect(control(template, 'Option 1').value).toBe('Too small');
    press(template, 'Add an option');
    type(control(template, 'Option 3'), 'Wrong colour');
    press(template, 'Move up: Wrong colour');

    press(template, 'Add a field');
    type(control(template, 'Field name', 2), 'Product');
    const fieldType = control<HTMLSelectElement>(template, 'Field type', 2);
    expect(fieldType.options).toHaveLength(9);
    choose(fieldType, FIELD_TYPE.cascader);
    const tree = control<HTMLTextAreaElement>(template, 'Choices');
    expect(tree.closest('.content-entry')!.textContent).toContain('A choice needs at least one option');
    type(tree, 'Footwear\n  Boots\n\tSandals\n      Trail\nTents\n');
    tick(checkbox(template, 'Required', 2));
    // The text stays as typed, an empty last line included.
    expect(control<HTMLTextAreaElement>(template, 'Choices').value).toBe(
      'Footwear\n  Boots\n\tSandals\n      Trail\nTents\n',
    );
    press(template, 'Save the template');
    await vi.waitFor(() => expect(bodiesOf('saveTemplate')).toHaveLength(1));

    const body = bodiesOf('saveTemplate')[0]!;
    expect(Value.Check(ADMIN_REQUESTS.saveTemplate, body)).toBe(true);
    expect(body).toEqual({
      tenantId: 'northwind',
      templateId: 3,
      name: 'Return request',
      items: [
        RETURNS.items[0],
        {
          ...RETURNS.items[1],
          fieldValue: '[{"name":"Too small"},{"name":"Wrong colour"},{"name":"Broken"}]',
        },
        {
          fieldId: 5,
          fieldName: 'Product',
          fieldType: FIELD_TYPE.cascader,
          requiredStatus: 1,
          fieldValue: JSON.stringify([
            { name: 'Footwear', children: [{ name: 'Boots' }, { name: 'Sandals', children: [{ name: 'Trail' }] }] },
            { name: 'Tents' },
          ]),
        },
      ],
    });
  });

  it('a choice turned into a cascader keeps its options as the top level; into text it has none', async () => {
    const { root } = await drawLeave();
    const template = root.querySelector<HTMLElement>('details.content-template__item')!;
    choose(control<HTMLSelectElement>(template, 'Field type', 1), FIELD_TYPE.cascader);
    expect(control<HTMLTextAreaElement>(template, 'Choices').value).toBe('Too small\nBroken');
    choose(control<HTMLSelectElement>(template, 'Field type', 1), FIELD_TYPE.number);
    expect(template.querySelector('#ch-templates-3-items-1-fieldValue')).toBeNull();
    press(template, 'Save the template');
    await vi.waitFor(() => expect(bodiesOf('saveTemplate')).toHaveLength(1));
    expect((bodiesOf('saveTemplate')[0]!.items as { fieldValue: string }[])[1]!.fieldValue).toBe('');
  });

  it('rule: a blank option or field name is named at its field and keeps the template from being saved', async () => {
    const { root } = await drawLeave();
    const template = root.querySelector<HTMLElement>('details.content-template__item')!;
    press(template, 'Add an option');
    expect(problemOf(control(template, 'Option 3'))).toBe('Cannot be empty');
    type(control(template, 'Field name', 0), ' ');
    expect(problemOf(control(template, 'Field name', 0))).toBe('Cannot be empty');
    const save = [...template.querySelectorAll('button')].find((each) => each.textContent == 'Save the template')!;
    expect(save.disabled).toBe(true);
  });

  it('a new template is saved with id 0 and then listed with the id the server gave it', async () => {
    const { root } = await drawLeave();
    press(root, 'Add a template');
    const added = group(root, 'Field templates').querySelector<HTMLElement>(':scope > .content-template')!;
    type(control(added, 'Template name'), 'Callback');
    press(added, 'Add a field');
    press(added, 'Save the template');
    await vi.waitFor(() => expect(root.querySelectorAll('details.content-template__item')).toHaveLength(2));
    expect(bodiesOf('saveTemplate')[0]).toEqual({
      tenantId: 'northwind',
      templateId: 0,
      name: 'Callback',
      items: [{ fieldId: 1, fieldName: 'New field', fieldType: FIELD_TYPE.text, requiredStatus: 0, fieldValue: '' }],
    });
    expect(root.querySelectorAll('details.content-template__item')[1]!.querySelector('summary')!.textContent).toMatch(
      /^#\d+ Callback$/,
    );
    // And a type may use it.
    expect([...control<HTMLSelectElement>(root, 'Custom fields').options].map((o) => o.textContent)).toContain(
      'Callback',
    );
  });
});
