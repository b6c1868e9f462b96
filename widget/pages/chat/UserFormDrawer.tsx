// The pre-chat user form: the entries that are shown, the required ones marked; the
// first three are name, phone and e-mail, with their input types. A failed check shows at
// its field (aria-describedby), which takes the focus. Focus stays in the form (Tab).
import { useStore } from '@nanostores/react';
import { USER_FORM_INDEX } from '@shared/validation';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n/i18n';
import { $channel } from '../../stores/channel';
import { $userFormError, $userFormSending, submitUserForm } from '../../stores/userForm';
import { useModal } from './layers';

export function UserFormDrawer() {
  const t = useT();
  const channel = useStore($channel);
  const form = channel?.userForm;
  const [values, setValues] = useState<string[]>(() => form?.formList.map((entry) => entry.value ?? '') ?? []);
  const sending = useStore($userFormSending);
  const error = useStore($userFormError);
  const drawer = useRef<HTMLFormElement>(null);
  // Escape is not the form's: it still closes the panel.
  useModal(drawer, undefined);
  useEffect(() => {
    if (error) drawer.current?.querySelector<HTMLElement>(`[data-entry="${error.index}"]`)?.focus();
  }, [error]);
  if (!form) return null;

  const submit = (event: Event) => {
    event.preventDefault();
    void submitUserForm(form, values);
  };

  const set = (index: number, value: string) => {
    setValues((current) => current.map((old, at) => (at == index ? value : old)));
    if (error?.index == index) $userFormError.set(undefined);
  };
  /** The attributes that tie an entry to its error. */
  const errorOf = (index: number) =>
    error?.index == index ? { 'aria-invalid': true, 'aria-describedby': `form-error-${index}` } : {};

  return (
    <div class="overlay overlay--bottom">
      <form
        ref={drawer}
        class="drawer"
        role="dialog"
        aria-modal="true"
        aria-labelledby="form-title"
        onSubmit={submit}
        noValidate
      >
        <h2 id="form-title">{form.formTitle}</h2>
        {form.formList.map((entry, index) =>
          entry.show ? (
            <div key={entry.name} class="field">
              <label class="field__labelled">
                <span class="field__label">
                  {entry.name}
                  {entry.require ? <span aria-hidden="true"> *</span> : null}
                </span>
                {entry.options?.length ? (
                  <select
                    class="field__input"
                    data-entry={index}
                    {...errorOf(index)}
                    required={Boolean(entry.require)}
                    value={values[index]}
                    onChange={(event) => set(index, (event.target as HTMLSelectElement).value)}
                  >
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
                    data-entry={index}
                    {...errorOf(index)}
                    required={Boolean(entry.require)}
                    type={index == USER_FORM_INDEX.email ? 'email' : index == USER_FORM_INDEX.phone ? 'tel' : 'text'}
                    autoComplete={
                      index == USER_FORM_INDEX.email
                        ? 'email'
                        : index == USER_FORM_INDEX.phone
                          ? 'tel'
                          : index == USER_FORM_INDEX.userName
                            ? 'name'
                            : 'off'
                    }
                    value={values[index]}
                    onInput={(event) => set(index, (event.target as HTMLInputElement).value)}
                  />
                )}
              </label>
              {error?.index == index && (
                <span id={`form-error-${index}`} class="field__error">
                  {error.text}
                </span>
              )}
            </div>
          ) : null,
        )}
        <button type="submit" class="button button--primary button--block" disabled={sending}>
          {t('form.start')}
        </button>
      </form>
    </div>
  );
}

export default UserFormDrawer;
