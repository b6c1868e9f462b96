// The chat's forms, defined once for the widget, the server and the console:
// - msgType 10, a dynamic form an agent sends: `{ title, fields }` (fields as a card
//   template's). The visitor answers once with a visitor message of msgType 10 whose content
//   is `{ formMsgId, answers }`; the server refuses a second answer to the same form.
// - msgType 11, an external-submit form (a robot's form node): `{ referGuide, fromFields,
//   url, method, headers, contentType }`, submitted through visitor/fromRequest with a body
//   built from fieldName to the visitor's answer.
// Parsers never throw: content that is not such a form gives undefined.
import type { TemplateField } from './api';
import { FIELD_TYPE, type FieldType } from './codes';
import { answerText, type FieldAnswer, type FieldAnswers } from './customFields';

/** The most fields one form may carry, and the longest name or answer. */
const FORM_MAX_FIELDS = 50;
const FORM_MAX_NAME = 100;
export const FORM_MAX_ANSWER = 2000;

export interface DynamicForm {
  title: string;
  fields: TemplateField[];
}

/** One answer as sent: checkbox values as a list (chat spec §5), everything else as text. */
export interface FormAnswerEntry {
  fieldId: number;
  fieldName: string;
  value: string | string[];
}

export interface DynamicFormAnswer {
  /** The id of the form message (msgType 10 from the agent) this answers. */
  formMsgId: number;
  answers: FormAnswerEntry[];
}

type FormMethod = 'GET' | 'POST' | 'PUT';

export interface ExternalForm {
  referGuide: string;
  fromFields: TemplateField[];
  url: string;
  method: FormMethod;
  headers: Record<string, string>;
  contentType: string;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value == 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown, max: number): value is string => typeof value == 'string' && value.length <= max;
const isId = (value: unknown): value is number =>
  typeof value == 'number' && Number.isInteger(value) && value >= 0 && value <= 1e9;

function readJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A field as a card template has it, or undefined when it is not one. */
function readField(value: unknown): TemplateField | undefined {
  if (!isObject(value)) return undefined;
  const { fieldId, fieldName, fieldType, requiredStatus, fieldValue } = value;
  if (!isId(fieldId) || !isText(fieldName, FORM_MAX_NAME) || !fieldName.trim()) return undefined;
  if (typeof fieldType != 'number' || !(Object.values(FIELD_TYPE) as number[]).includes(fieldType)) return undefined;
  if (fieldValue !== undefined && !isText(fieldValue, 20000)) return undefined;
  return {
    fieldId,
    fieldName,
    fieldType: fieldType as FieldType,
    requiredStatus: requiredStatus == 1 || requiredStatus === true ? 1 : 0,
    fieldValue: fieldValue ?? '',
  };
}

/** A list of fields, every one valid and each id once; anything else gives undefined. */
function readFields(value: unknown): TemplateField[] | undefined {
  if (!Array.isArray(value) || value.length == 0 || value.length > FORM_MAX_FIELDS) return undefined;
  const fields = value.map(readField);
  if (fields.some((field) => !field)) return undefined;
  const ids = new Set(fields.map((field) => field!.fieldId));
  return ids.size == fields.length ? (fields as TemplateField[]) : undefined;
}

export function parseDynamicForm(text: string): DynamicForm | undefined {
  const value = readJson(text);
  if (!isObject(value) || !isText(value.title ?? '', 200)) return undefined;
  const fields = readFields(value.fields);
  return fields && { title: (value.title as string | undefined) ?? '', fields };
}

function readAnswer(value: unknown): FormAnswerEntry | undefined {
  if (!isObject(value) || !isId(value.fieldId) || !isText(value.fieldName ?? '', FORM_MAX_NAME)) return undefined;
  const answer = value.value;
  const ok =
    isText(answer, FORM_MAX_ANSWER) ||
    (Array.isArray(answer) && answer.length <= FORM_MAX_FIELDS && answer.every((item) => isText(item, FORM_MAX_NAME)));
  return ok
    ? {
        fieldId: value.fieldId,
        fieldName: (value.fieldName as string | undefined) ?? '',
        value: answer as string | string[],
      }
    : undefined;
}

export function parseFormAnswer(text: string): DynamicFormAnswer | undefined {
  const value = readJson(text);
  if (!isObject(value) || !isId(value.formMsgId) || value.formMsgId < 1 || !Array.isArray(value.answers))
    return undefined;
  if (value.answers.length > FORM_MAX_FIELDS) return undefined;
  const answers = value.answers.map(readAnswer);
  return answers.every(Boolean) ? { formMsgId: value.formMsgId, answers: answers as FormAnswerEntry[] } : undefined;
}

/** An answer as sent: a checkbox group's choices as a list (spec), anything else as answerText. */
function answerValue(fieldType: number, answer: FieldAnswer | undefined): string | string[] {
  if (fieldType == FIELD_TYPE.checkboxGroup) return Array.isArray(answer) ? [...answer] : [];
  return answerText(fieldType, answer);
}

const isEmptyValue = (value: string | string[]) => (Array.isArray(value) ? value.length == 0 : value.trim() == '');

/** The visitor's answers to a dynamic form, in the form's order, empty ones left out. */
export function formAnswer(
  formMsgId: number,
  fields: readonly TemplateField[],
  answers: FieldAnswers,
): DynamicFormAnswer {
  return {
    formMsgId,
    answers: fields
      .map((field) => ({
        fieldId: field.fieldId,
        fieldName: field.fieldName,
        value: answerValue(field.fieldType, answers[field.fieldId]),
      }))
      .filter((entry) => !isEmptyValue(entry.value)),
  };
}

/** How an answer reads: a list joined with ", ". */
export const answerDisplay = (value: string | string[]) => (Array.isArray(value) ? value.join(', ') : value);

/**
 * Server rule: an answer fits its form: every field it names is one of the form's, every
 * required field is answered. Returns the problem as "<field>: <why>", or undefined.
 */
export function answerProblem(form: DynamicForm, answer: DynamicFormAnswer): string | undefined {
  const byId = new Map(form.fields.map((field) => [field.fieldId, field]));
  for (const entry of answer.answers) {
    const field = byId.get(entry.fieldId);
    if (!field) return `answers: field ${entry.fieldId} is not in this form`;
    if (Array.isArray(entry.value) != (field.fieldType == FIELD_TYPE.checkboxGroup))
      return `answers: ${field.fieldName} has the wrong kind of value`;
  }
  const given = new Map(answer.answers.map((entry) => [entry.fieldId, entry.value]));
  const missing = form.fields.find(
    (field) => field.requiredStatus == 1 && isEmptyValue(given.get(field.fieldId) ?? ''),
  );
  return missing && `answers: Please fill in ${missing.fieldName}`;
}

const METHODS: readonly FormMethod[] = ['GET', 'POST', 'PUT'];

export function parseExternalForm(text: string): ExternalForm | undefined {
  const value = readJson(text);
  if (!isObject(value) || !isText(value.url, 2000) || !value.url) return undefined;
  const fromFields = readFields(value.fromFields);
  if (!fromFields) return undefined;
  const method = typeof value.method == 'string' ? value.method.toUpperCase() : 'POST';
  if (!METHODS.includes(method as FormMethod)) return undefined;
  const headers: Record<string, string> = {};
  if (isObject(value.headers))
    for (const [name, header] of Object.entries(value.headers)) if (isText(header, 2000)) headers[name] = header;
  // The spec names it bodyType in one place and contentType in another.
  const contentType =
    [value.contentType, value.bodyType].find((type): type is string => isText(type, 100) && type != '') ??
    'application/json';
  return {
    referGuide: isText(value.referGuide, 4000) ? value.referGuide : '',
    fromFields,
    url: value.url,
    method: method as FormMethod,
    headers,
    contentType,
  };
}

/** fromRequest's requestBody: fieldName → the answer as text (multi-select joined with a comma). */
export function externalRequestBody(fields: readonly TemplateField[], answers: FieldAnswers): Record<string, string> {
  const body: Record<string, string> = {};
  for (const field of fields) body[field.fieldName] = answerText(field.fieldType, answers[field.fieldId]);
  return body;
}
