import type { TemplateField } from '@shared/api';
import { FIELD_TYPE } from '@shared/codes';
import {
  answerProblem,
  externalRequestBody,
  formAnswer,
  parseDynamicForm,
  parseExternalForm,
  parseFormAnswer,
} from '@shared/dynamicForm';
import { describe, expect, it } from 'vitest';

const field = (fieldId: number, fieldType: TemplateField['fieldType'], requiredStatus: 0 | 1 = 0): TemplateField => ({
  fieldId,
  fieldName: `Field ${fieldId}`,
  fieldType,
  requiredStatus,
  fieldValue: fieldType == FIELD_TYPE.checkboxGroup ? '[{"name":"A"},{"name":"B"}]' : '',
});
const FIELDS = [field(1, FIELD_TYPE.text, 1), field(2, FIELD_TYPE.checkboxGroup), field(3, FIELD_TYPE.cascader)];

describe('dynamic form content (msgType 10)', () => {
  it('rule: a form is { title, fields } with 1 to 50 valid fields, each id once', () => {
    expect(parseDynamicForm(JSON.stringify({ title: 'T', fields: FIELDS }))).toEqual({ title: 'T', fields: FIELDS });
    expect(parseDynamicForm(JSON.stringify({ fields: FIELDS }))?.title).toBe('');
    expect(parseDynamicForm(JSON.stringify({ title: 'T', fields: [] }))).toBeUndefined();
    expect(parseDynamicForm(JSON.stringify({ title: 'T', fields: [FIELDS[0], FIELDS[0]] }))).toBeUndefined();
    expect(parseDynamicForm(JSON.stringify({ title: 'T', fields: [{ ...FIELDS[0], fieldType: 42 }] }))).toBeUndefined();
    expect(
      parseDynamicForm(JSON.stringify({ title: 'T', fields: Array.from({ length: 51 }, (_, i) => field(i, 1)) })),
    ).toBeUndefined();
  });

  it('rule: the parsers never throw on bad JSON or odd shapes', () => {
    for (const text of ['', '{', 'null', '[]', '42', '"x"', '{"fields":null}', '{"formMsgId":"1","answers":[]}'])
      for (const parse of [parseDynamicForm, parseFormAnswer, parseExternalForm])
        expect(() => parse(text)).not.toThrow();
    expect(parseFormAnswer('{"formMsgId":')).toBeUndefined();
  });

  it('rule: checkbox values are sent as lists (chat spec §5); a cascader as its path; empty answers left out', () => {
    const answer = formAnswer(9, FIELDS, { 1: ' NW-1 ', 2: ['A', 'B'], 3: ['Footwear', 'Hiking Boot'] });
    expect(answer).toEqual({
      formMsgId: 9,
      answers: [
        { fieldId: 1, fieldName: 'Field 1', value: 'NW-1' },
        { fieldId: 2, fieldName: 'Field 2', value: ['A', 'B'] },
        { fieldId: 3, fieldName: 'Field 3', value: 'Footwear / Hiking Boot' },
      ],
    });
    expect(formAnswer(9, FIELDS, { 1: 'x', 2: [] }).answers).toHaveLength(1);
    expect(parseFormAnswer(JSON.stringify(answer))).toEqual(answer);
  });

  it('rule (server): an answer names only its form’s fields, lists only for checkboxes, and fills every required one', () => {
    const form = { title: '', fields: FIELDS };
    expect(answerProblem(form, formAnswer(1, FIELDS, { 1: 'x', 2: ['A'] }))).toBeUndefined();
    expect(answerProblem(form, formAnswer(1, FIELDS, { 2: ['A'] }))).toBe('answers: Please fill in Field 1');
    expect(answerProblem(form, { formMsgId: 1, answers: [{ fieldId: 1, fieldName: '', value: ' ' }] })).toBe(
      'answers: Please fill in Field 1',
    );
    expect(
      answerProblem(form, {
        formMsgId: 1,
        answers: [
          { fieldId: 1, fieldName: '', value: 'x' },
          { fieldId: 7, fieldName: '', value: 'x' },
        ],
      }),
    ).toContain('field 7');
    expect(
      answerProblem(form, {
        formMsgId: 1,
        answers: [
          { fieldId: 1, fieldName: '', value: 'x' },
          { fieldId: 2, fieldName: '', value: 'A' },
        ],
      }),
    ).toContain('wrong kind');
  });
});

describe('external-submit form content (msgType 11)', () => {
  const content = {
    referGuide: 'Call me',
    fromFields: FIELDS,
    url: '/api/demo/formSink',
    method: 'post',
    bodyType: 'application/x-www-form-urlencoded',
  };

  it('rule: url and fields are required; method defaults to POST and must be GET, POST or PUT; bodyType stands for contentType', () => {
    expect(parseExternalForm(JSON.stringify(content))).toMatchObject({
      method: 'POST',
      contentType: 'application/x-www-form-urlencoded',
      headers: {},
    });
    expect(parseExternalForm(JSON.stringify({ ...content, method: undefined, bodyType: undefined }))).toMatchObject({
      method: 'POST',
      contentType: 'application/json',
    });
    expect(parseExternalForm(JSON.stringify({ ...content, method: 'DELETE' }))).toBeUndefined();
    expect(parseExternalForm(JSON.stringify({ ...content, url: '' }))).toBeUndefined();
    expect(parseExternalForm(JSON.stringify({ ...content, fromFields: [] }))).toBeUndefined();
  });

  it('rule: the request body is fieldName → answer, multi-select joined with a comma (spec: built from fieldName to chooseValue)', () => {
    expect(externalRequestBody(FIELDS, { 1: 'Ann', 2: ['A', 'B'] })).toEqual({
      'Field 1': 'Ann',
      'Field 2': 'A,B',
      'Field 3': '',
    });
  });
});
