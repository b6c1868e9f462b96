// The answers of a form of custom fields while the visitor fills it in, and the spec's check
// before sending: the first required field left empty gets 'Please fill in' + its name at
// the field, and the focus.
import { useRef, useState } from 'react';
import type { TemplateField } from '../../shared/api';
import { firstMissingField, type FieldAnswer, type FieldAnswers } from '../../shared/customFields';
import { useT } from '../i18n/i18n';

export interface FieldError {
  fieldId: number;
  text: string;
}

export function useFieldAnswers(fields: readonly TemplateField[]) {
  const t = useT();
  const [answers, setAnswers] = useState<FieldAnswers>({});
  const [error, setError] = useState<FieldError>();
  const container = useRef<HTMLFormElement>(null);

  const setAnswer = (fieldId: number, answer: FieldAnswer) => {
    setAnswers((current) => ({ ...current, [fieldId]: answer }));
    if (error?.fieldId == fieldId) setError(undefined);
  };

  /** True when every required field is filled; otherwise shows the first one's error and focuses it. */
  const check = (): boolean => {
    const missing = firstMissingField(fields, answers);
    if (!missing) {
      setError(undefined);
      return true;
    }
    setError({ fieldId: missing.fieldId, text: t('form.pleaseFillIn', { field: missing.fieldName }) });
    requestAnimationFrame(() => container.current?.querySelector<HTMLElement>(`[data-field="${missing.fieldId}"]`)?.focus());
    return false;
  };

  return { answers, setAnswer, error, check, container };
}
