// The pre-chat user form: entries that are shown, required ones checked, phone and e-mail
// rules; a failed check is a 3 s toast. The first three entries are name, phone, e-mail.
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { USER_FORM_INDEX, validateUserForm } from '../../../shared/validation';
import { callVisitor } from '../../api/client';
import { useT } from '../../i18n/useT';
import { $channel } from '../../stores/channel';
import { finishUserForm } from '../../stores/chat';
import { showToast } from '../../stores/ui';

export function UserFormDrawer() {
  const t = useT();
  const channel = useStore($channel);
  const form = channel?.userForm;
  const [values, setValues] = useState<string[]>(() => form?.formList.map((entry) => entry.value ?? '') ?? []);
  const [busy, setBusy] = useState(false);
  if (!form) return null;

  const submit = async (event: Event) => {
    event.preventDefault();
    const entries = form.formList.map((entry, index) => ({ ...entry, value: values[index] ?? '' }));
    const issue = validateUserForm(entries);
    if (issue) {
      const params = 'params' in issue ? issue.params : undefined;
      return showToast(t(`form.${issue.key}`, params));
    }
    setBusy(true);
    try {
      const value = (index: number) => values[index]?.trim() || undefined;
      await callVisitor('submitUserForm', {
        userName: value(USER_FORM_INDEX.userName),
        phone: value(USER_FORM_INDEX.phone),
        email: value(USER_FORM_INDEX.email),
        formParams: JSON.stringify(entries.map((entry) => ({ name: entry.name, value: entry.value }))),
      });
      finishUserForm();
    } catch {
      setBusy(false);
    }
  };

  const set = (index: number, value: string) => setValues((current) => current.map((old, at) => (at == index ? value : old)));

  return (
    <div class="overlay overlay--bottom">
      <form class="drawer" role="dialog" aria-modal="true" aria-labelledby="form-title" onSubmit={submit} noValidate>
        <h2 id="form-title">{form.formTitle}</h2>
        {form.formList.map((entry, index) =>
          entry.show ? (
            <label key={entry.name} class="field">
              <span class="field__label">
                {entry.name}
                {entry.require ? <span aria-hidden="true"> *</span> : null}
              </span>
              {entry.options?.length ? (
                <select class="field__input" required={Boolean(entry.require)} value={values[index]} onChange={(event) => set(index, (event.target as HTMLSelectElement).value)}>
                  <option value="">{t('form.choose')}</option>
                  {entry.options.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  class="field__input"
                  required={Boolean(entry.require)}
                  type={index == USER_FORM_INDEX.email ? 'email' : index == USER_FORM_INDEX.phone ? 'tel' : 'text'}
                  autoComplete={index == USER_FORM_INDEX.email ? 'email' : index == USER_FORM_INDEX.phone ? 'tel' : index == 0 ? 'name' : 'off'}
                  value={values[index]}
                  onInput={(event) => set(index, (event.target as HTMLInputElement).value)}
                />
              )}
            </label>
          ) : null,
        )}
        <button type="submit" class="button button--primary button--block" disabled={busy}>
          {t('form.start')}
        </button>
      </form>
    </div>
  );
}
