import type { TemplateField } from '@shared/api';
import { FIELD_TYPE } from '@shared/codes';
import { answerText, fieldOptions, filledFields, firstMissingField, missingFields } from '@shared/customFields';
import { describe, expect, it } from 'vitest';

const field = (
  fieldId: number,
  fieldType: TemplateField['fieldType'],
  requiredStatus: 0 | 1 = 0,
  fieldValue = '',
): TemplateField => ({
  fieldId,
  fieldName: `Field ${fieldId}`,
  fieldType,
  requiredStatus,
  fieldValue,
});

describe('custom fields', () => {
  it('rule: options are the JSON list of { name } in fieldValue; a cascader keeps its children', () => {
    const tree = JSON.stringify([{ id: 1, name: 'Footwear', children: [{ id: 11, name: 'Boot' }] }, { name: 'Other' }]);
    expect(fieldOptions({ fieldValue: tree })).toEqual([
      { id: 1, name: 'Footwear', children: [{ id: 11, name: 'Boot' }] },
      { name: 'Other' },
    ]);
  });

  it('rule: a fieldValue that is not a list of options gives none, never a crash', () => {
    for (const fieldValue of ['', 'not json', '{"name":"x"}', '[1, null, {"label":"x"}]'])
      expect(fieldOptions({ fieldValue })).toEqual([]);
  });

  it('rule: multi-select values are joined with a comma; a cascader path with " / "; text is trimmed', () => {
    expect(answerText(FIELD_TYPE.checkboxGroup, ['Box', 'Tags'])).toBe('Box,Tags');
    expect(answerText(FIELD_TYPE.cascader, ['Footwear', 'Boot'])).toBe('Footwear / Boot');
    expect(answerText(FIELD_TYPE.text, '  A-1042 ')).toBe('A-1042');
    expect(answerText(FIELD_TYPE.text, undefined)).toBe('');
  });

  it('rule: the first required field left empty (blank text or no choice) is the one to fill in', () => {
    const fields = [field(1, FIELD_TYPE.text), field(2, FIELD_TYPE.checkboxGroup, 1), field(3, FIELD_TYPE.text, 1)];
    expect(firstMissingField(fields, { 3: '  ' })?.fieldId).toBe(2);
    expect(firstMissingField(fields, { 2: ['Box'], 3: '  ' })?.fieldId).toBe(3);
    expect(firstMissingField(fields, { 2: ['Box'], 3: 'x' })).toBeUndefined();
  });

  it('rule: every required field left empty is missing, in the template order', () => {
    const fields = [
      field(1, FIELD_TYPE.text, 1),
      field(2, FIELD_TYPE.checkboxGroup, 1),
      field(3, FIELD_TYPE.text),
      field(4, FIELD_TYPE.text, 1),
    ];
    expect(missingFields(fields, { 4: ' ' }).map((missing) => missing.fieldId)).toEqual([1, 2, 4]);
    expect(missingFields(fields, { 1: 'x', 2: [], 4: 'y' }).map((missing) => missing.fieldId)).toEqual([2]);
    expect(missingFields(fields, { 1: 'x', 2: ['Box'], 4: 'y' })).toEqual([]);
  });

  it('rule: only filled fields are sent, with their names', () => {
    const fields = [field(1, FIELD_TYPE.text), field(2, FIELD_TYPE.checkboxGroup)];
    expect(filledFields(fields, { 1: ' ', 2: ['A', 'B'] })).toEqual([
      { fieldId: 2, fieldName: 'Field 2', fieldValue: 'A,B' },
    ]);
  });
});
