// The pre-chat user form: checked by the spec's rules (a failed check is a 3 s toast, and
// the same words at the field), sent, and then the chat begins. The first three entries are
// name, phone, e-mail.

import type { UserForm } from '@shared/api';
import { USER_FORM_INDEX, userFormIssue } from '@shared/validation';
import { atom } from 'nanostores';
import { callVisitor } from '../api/client';
import { t } from '../i18n/i18n';
import { finishUserForm } from './chat';
import { $formEmail } from './session';
import { showToast } from './ui';

/** The form is being sent: it cannot be sent twice. */
export const $userFormSending = atom(false);

/** The entry the last check failed on, and why (in the visitor's words); cleared as they edit it. */
export const $userFormError = atom<{ index: number; text: string } | undefined>(undefined);

/** Sends the values of the form's entries, in order; a failed check only says why. */
export async function submitUserForm(form: UserForm, values: readonly string[]) {
  const entries = form.formList.map((entry, index) => ({ ...entry, value: values[index] ?? '' }));
  const found = userFormIssue(entries);
  if (found) {
    const text = t(`form.${found.issue.key}`, 'params' in found.issue ? found.issue.params : undefined);
    $userFormError.set({ index: found.index, text });
    return showToast(text);
  }
  $userFormError.set(undefined);
  const value = (index: number) => values[index]?.trim() || undefined;
  $userFormSending.set(true);
  try {
    await callVisitor('submitUserForm', {
      userName: value(USER_FORM_INDEX.userName),
      phone: value(USER_FORM_INDEX.phone),
      email: value(USER_FORM_INDEX.email),
      formParams: JSON.stringify(entries.map((entry) => ({ name: entry.name, value: entry.value }))),
    });
    $formEmail.set(value(USER_FORM_INDEX.email));
    finishUserForm();
  } catch {
    // The client has shown why; the visitor may send again.
  }
  $userFormSending.set(false);
}
