// A labelled input with its hint and its error tied to it: the label names it, the hint and the
// error describe it, and an error is announced as it appears (role="alert").
import type { InputHTMLAttributes } from 'preact';
import { focusOnMount } from './focusOnMount';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onInput' | 'label'> {
  id: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  hint?: string;
  error?: string;
  /** Focused when it appears (the first field of a form shown later). */
  focus?: boolean;
}

export function TextField({ id, label, value, onValue, hint, error, focus, ...input }: Props) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div class="field">
      <label for={id}>{label}</label>
      <input
        {...input}
        id={id}
        value={value}
        ref={focus ? focusOnMount : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onInput={(event) => onValue(event.currentTarget.value)}
      />
      {hint && (
        <span id={`${id}-hint`} class="field__hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={`${id}-error`} role="alert" class="error field__error">
          {error}
        </span>
      )}
    </div>
  );
}
