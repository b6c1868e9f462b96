// The demo tenant's agents, rating configuration, card form and work-order templates.

import { agentCard, type NewAgent } from '@server/store/agents';
import type { EvaluateInfo, TemplateField } from '@shared/api';
import { FIELD_TYPE } from '@shared/codes';

/** alice owns the demo (every tenant), bob administers the demo tenant, li answers. */
export function demoAgents(password: NewAgent['password']): NewAgent[] {
  const card = (nick: string, adminCardSign: string, adminCardEmail: string) =>
    agentCard(nick, { adminCardSign, adminCardTel: '+1 555 0100', adminCardEmail });
  return [
    {
      adminId: 101,
      tenantId: 'demo',
      login: 'alice',
      role: 'owner',
      password,
      publishedPassword: true,
      card: card('Alice', 'Orders and shipping', 'alice@northwind.example'),
      groupIds: [1, 2],
    },
    {
      adminId: 102,
      tenantId: 'demo',
      login: 'bob',
      role: 'admin',
      password,
      publishedPassword: true,
      card: card('Bob', 'Returns and warranty', 'bob@northwind.example'),
      groupIds: [2],
    },
    {
      adminId: 103,
      tenantId: 'demo',
      login: 'li',
      role: 'agent',
      password,
      publishedPassword: true,
      card: card('小李', '中文客服', 'li@northwind.example'),
      groupIds: [1, 2, 3],
    },
  ];
}

const star = (value: number, guide: string, tags: string[], msgRequired: 0 | 1, tagRequired: 0 | 1) => ({
  star: value,
  select: tags.map((tag, index) => ({ name: tag, value: String(index + 1) })),
  levelTag: tags.join(','),
  levelGuideMsg: guide,
  evaluateGuideMsg: msgRequired ? 'Please tell us what went wrong' : 'Anything else you want to tell us? (optional)',
  evaluateMsgRequired: msgRequired,
  levelTagRequired: tagRequired,
});

export const DEMO_EVALUATION: EvaluateInfo = {
  starList: [
    star(1, 'Very dissatisfied', ['Bad attitude', 'Untimely reply', 'Did not solve', 'Rude'], 1, 1),
    star(2, 'Dissatisfied', ['Bad attitude', 'Untimely reply', 'Did not solve', 'Rude'], 1, 1),
    // A middling star: praise and complaint both fit, and none is required.
    star(3, 'Okay', ['Friendly', 'Partly solved', 'Slow reply', 'Hard to understand'], 0, 0),
    star(4, 'Satisfied', ['Friendly', 'Quick reply', 'Solved my problem'], 0, 0),
    star(5, 'Very satisfied', ['Friendly', 'Quick reply', 'Solved my problem', 'Professional'], 0, 0),
  ],
  scoreList: [1, 2, 3, 4, 5].map((score) => ({ score, name: `${score}` })),
  evaluateModel: 1,
  evaluateAdminSolve: 1,
  robotTags: ['Irrelevant answer', 'Poor understanding', 'Cannot answer', 'Rude'],
  agentTags: ['Bad attitude', 'Untimely reply', 'Did not solve', 'Rude'],
};

const options = (...names: string[]) => JSON.stringify(names.map((name) => ({ name })));

/** The card form of a link card ("Return request") uses every field type. */
export const RETURN_REQUEST_TEMPLATE: TemplateField[] = [
  { fieldId: 1, fieldName: 'Order number', fieldType: FIELD_TYPE.text, requiredStatus: 1, fieldValue: '' },
  { fieldId: 2, fieldName: 'What is wrong?', fieldType: FIELD_TYPE.textarea, requiredStatus: 1, fieldValue: '' },
  { fieldId: 3, fieldName: 'Delivery date', fieldType: FIELD_TYPE.date, requiredStatus: 0, fieldValue: '' },
  { fieldId: 4, fieldName: 'Best time to call', fieldType: FIELD_TYPE.dateTime, requiredStatus: 0, fieldValue: '' },
  { fieldId: 5, fieldName: 'Quantity', fieldType: FIELD_TYPE.number, requiredStatus: 1, fieldValue: '' },
  {
    fieldId: 6,
    fieldName: 'Reason',
    fieldType: FIELD_TYPE.dropdown,
    requiredStatus: 1,
    fieldValue: options('Wrong size', 'Damaged', 'Not as described', 'Changed my mind'),
  },
  {
    fieldId: 7,
    fieldName: 'Refund to',
    fieldType: FIELD_TYPE.radio,
    requiredStatus: 1,
    fieldValue: options('Original payment', 'Store credit'),
  },
  {
    fieldId: 8,
    fieldName: 'Items included',
    fieldType: FIELD_TYPE.checkboxGroup,
    requiredStatus: 0,
    fieldValue: options('Box', 'Tags', 'Accessories'),
  },
  {
    fieldId: 9,
    fieldName: 'Product',
    fieldType: FIELD_TYPE.cascader,
    requiredStatus: 0,
    fieldValue: JSON.stringify([
      {
        id: 1,
        name: 'Footwear',
        children: [
          { id: 11, name: 'Trail Runner 2' },
          { id: 12, name: 'Hiking Boot' },
        ],
      },
      {
        id: 2,
        name: 'Clothing',
        children: [
          { id: 21, name: 'Alpine Shell Jacket' },
          { id: 22, name: 'Merino Base Layer' },
        ],
      },
    ]),
  },
];

/** Custom fields of the "After-sales" work-order type. */
export const AFTER_SALES_TEMPLATE: TemplateField[] = [
  { fieldId: 101, fieldName: 'Order number', fieldType: FIELD_TYPE.text, requiredStatus: 1, fieldValue: '' },
  {
    fieldId: 102,
    fieldName: 'Problem type',
    fieldType: FIELD_TYPE.dropdown,
    requiredStatus: 1,
    fieldValue: options('Delivery', 'Product defect', 'Billing', 'Other'),
  },
  {
    fieldId: 103,
    fieldName: 'Affected items',
    fieldType: FIELD_TYPE.checkboxGroup,
    requiredStatus: 0,
    fieldValue: options('Shoes', 'Jacket', 'Backpack', 'Accessories'),
  },
];
