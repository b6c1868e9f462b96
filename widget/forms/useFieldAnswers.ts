// The answers of a form of custom fields while the visitor fills it in, and the spec's check
// before sending: every required field left empty gets 'Please fill in' + its name at the
// field (all at once, so one press shows all that is left), and the first takes the focus.

import type { TemplateField } from '@shared/api';
import { type FieldAnswer, type FieldAnswers, missingFields } from '@shared/customFields';
import { useRef, useState } from 'react';
import { useT } from '../i18n/i18n';

/** Each field's error text, by fieldId. */
export type FieldErrors = Readonly<Record<number, string>>;

export function useFieldAnswers(fields: readonly TemplateField[]) {
  const t = useT();
  const [answers, setAnswers] = useState<FieldAnswers>({});
  const [errors, setErrors] = useState<FieldErrors>({});
  const container = useRef<HTMLFormElement>(null);

  const setAnswer = (fieldId: number, answer: FieldAnswer) => {
    setAnswers((current) => ({ ...current, [fieldId]: answer }));
    if (errors[fieldId] !== undefined)
      setErrors((current) => Object.fromEntries(Object.entries(current).filter(([id]) => Number(id) != fieldId)));
  };

  /** True when every required field is filled; otherwise marks each empty one and focuses the first. */
  const check = (): boolean => {
    const missing = missingFields(fields, answers);
    setErrors(
      Object.fromEntries(missing.map((field) => [field.fieldId, t('form.pleaseFillIn', { field: field.fieldName })])),
    );
    const first = missing[0];
    if (!first) return true;
    requestAnimationFrame(() =>
      container.current?.querySelector<HTMLElement>(`[data-field="${first.fieldId}"]`)?.focus(),
    );
    return false;
  };

  return { answers, setAnswer, errors, check, container };
}
