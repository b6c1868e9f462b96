// A list of addresses, one a line, with its hint and what is wrong tied to it: the label names
// the box, the hint and the problems describe it, and problems are announced as they appear.

import { useT } from '../../i18n';
import type { MailProblem } from '../../stores/mailDraftRules';
import { mailProblemText } from './mailProblemText';

interface Props {
  id: string;
  label: string;
  hint: string;
  value: string;
  problems?: readonly MailProblem[];
  onValue: (value: string) => void;
  disabled?: boolean;
}

export function AddressesField({ id, label, hint, value, problems = [], onValue, disabled }: Props) {
  const t = useT();
  const rows = Math.min(8, Math.max(3, value.split('\n').length + 1));
  return (
    <div class="field">
      <label for={id}>{label}</label>
      <textarea
        id={id}
        class="mail__addresses"
        rows={rows}
        value={value}
        disabled={disabled}
        spellcheck={false}
        autoCapitalize="none"
        autoComplete="off"
        aria-invalid={problems.length ? true : undefined}
        aria-describedby={`${id}-hint${problems.length ? ` ${id}-error` : ''}`}
        onInput={(event) => onValue(event.currentTarget.value)}
      />
      <span id={`${id}-hint`} class="field__hint">
        {hint}
      </span>
      {problems.length > 0 && (
        <ul id={`${id}-error`} role="alert" class="error field__error mail__problems">
          {problems.map((problem, index) => (
            <li key={index}>{mailProblemText(t, problem)}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
