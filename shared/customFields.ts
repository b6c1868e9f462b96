// Custom fields (work-order types, card templates, the chat's dynamic forms): their options,
// how an answer is written down, and the spec's required rule ("Please fill in" + the field's
// name). Pure, so the widget checks before sending and the tests name each rule.
import type { TemplateField } from './api';
import { FIELD_TYPE } from './codes';
import { isBlankText } from './validation';

/** An option of a dropdown, radio or checkbox group; a cascader's node has children. */
export interface FieldOption {
  id?: number | string;
  name: string;
  children?: FieldOption[];
}

/** What the visitor gave: text, or the chosen names of a checkbox group or a cascader path. */
export type FieldAnswer = string | readonly string[];
export type FieldAnswers = Readonly<Record<number, FieldAnswer>>;

const isOption = (value: unknown): value is FieldOption =>
  typeof value == 'object' && value != null && typeof (value as FieldOption).name == 'string';

function readOptions(value: unknown): FieldOption[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isOption).map((option) => ({
    ...(option.id !== undefined && { id: option.id }),
    name: option.name,
    ...(Array.isArray(option.children) && option.children.length > 0 && { children: readOptions(option.children) }),
  }));
}

/** The options in a field's JSON `fieldValue`; text that is not a list of `{ name }` gives none. */
export function fieldOptions(field: Pick<TemplateField, 'fieldValue'>): FieldOption[] {
  try {
    return readOptions(JSON.parse(field.fieldValue || '[]'));
  } catch {
    return [];
  }
}

/** The separator of a cascader path as it is stored ("Footwear / Hiking Boot"). */
const CASCADER_SEPARATOR = ' / ';

/**
 * An answer as it is sent and stored: spec, "multi-select values are joined with a comma on
 * submit"; a cascader's path joined by " / "; text trimmed.
 */
export function answerText(fieldType: number, answer: FieldAnswer | undefined): string {
  if (answer === undefined) return '';
  if (typeof answer == 'string') return answer.trim();
  return answer.join(fieldType == FIELD_TYPE.cascader ? CASCADER_SEPARATOR : ',');
}

const isBlankAnswer = (answer: FieldAnswer | undefined) =>
  answer === undefined || (typeof answer == 'string' ? isBlankText(answer) : answer.length == 0);

const isMissing = (field: Pick<TemplateField, 'fieldId' | 'requiredStatus'>, answers: FieldAnswers) =>
  field.requiredStatus == 1 && isBlankAnswer(answers[field.fieldId]);

/** Spec §5: the first required field left empty, in the template's order, or undefined. */
export function firstMissingField<F extends Pick<TemplateField, 'fieldId' | 'requiredStatus'>>(
  fields: readonly F[],
  answers: FieldAnswers,
): F | undefined {
  return fields.find((field) => isMissing(field, answers));
}

/** Every required field left empty, in the template's order: a form marks them all at once, not one per press. */
export function missingFields<F extends Pick<TemplateField, 'fieldId' | 'requiredStatus'>>(
  fields: readonly F[],
  answers: FieldAnswers,
): F[] {
  return fields.filter((field) => isMissing(field, answers));
}

/** The filled fields as `{ fieldId, fieldName, fieldValue }`, empty ones left out. */
export function filledFields(fields: readonly TemplateField[], answers: FieldAnswers) {
  return fields
    .map((field) => ({
      fieldId: field.fieldId,
      fieldName: field.fieldName,
      fieldValue: answerText(field.fieldType, answers[field.fieldId]),
    }))
    .filter((field) => field.fieldValue != '');
}
