// A field template (a work-order type's custom fields, a card form) as the editor changes it:
// a new field, and what would keep it from working (a choice with nothing to choose, a name
// left blank), each named by its field path under `at`.
import type { TemplateField } from '@shared/api';
import type { SettingsProblem } from '@shared/channelRules';
import { FIELD_TYPE } from '@shared/codes';
import { fieldOptions } from '@shared/customFields';
import type { TemplateDraft } from '../../../stores/tenantSetup';
import { optionsKind } from './fieldOptions';
import { CONTENT_LIMITS } from './limits';

/** A text field at the end, its id one more than the largest (answers are kept by field id). */
export function newTemplateField(items: readonly TemplateField[], fieldName: string): TemplateField {
  const fieldId = items.reduce((largest, item) => Math.max(largest, item.fieldId), 0) + 1;
  return { fieldId, fieldName, fieldType: FIELD_TYPE.text, requiredStatus: 0, fieldValue: '' };
}

export interface TemplateWords {
  blank: string;
  noOptions: string;
  tooLong: string;
}

export function templateProblems(template: TemplateDraft, at: string, words: TemplateWords): SettingsProblem[] {
  const problems: SettingsProblem[] = [];
  if (!template.name.trim()) problems.push({ field: `${at}.name`, message: words.blank });
  template.items.forEach((item, index) => {
    const field = `${at}.items.${index}`;
    if (!item.fieldName.trim()) problems.push({ field: `${field}.fieldName`, message: words.blank });
    if (optionsKind(item.fieldType) == 'none') return;
    const options = fieldOptions(item);
    if (!options.length) problems.push({ field: `${field}.fieldValue`, message: words.noOptions });
    options.forEach((option, at) => {
      if (!option.name.trim()) problems.push({ field: `${field}.options.${at}`, message: words.blank });
    });
    if (item.fieldValue.length > CONTENT_LIMITS.fieldValue)
      problems.push({ field: `${field}.fieldValue`, message: words.tooLong });
  });
  return problems;
}
