// A value to copy whole (a password link, a channel's or a webhook's secret): read-only,
// selected on focus, with Copy and whatever actions the caller adds beside it. Whether the copy
// worked is the caller's to say (onCopied), next to its own news.
import type { ComponentChildren } from 'preact';
import { useRef } from 'react';
import { copyText } from './copyText';

interface Props {
  value: string;
  /** The field's name when no <label for={id}> names it. */
  label?: string;
  id?: string;
  describedBy?: string;
  copyText: string;
  /** Copy as the row's main action (a value shown once) or a small one (a value that stays). */
  primary?: boolean;
  onCopied: (copied: boolean) => void;
  children?: ComponentChildren;
}

export function CopyField({ value, label, id, describedBy, copyText: copy, primary, onCopied, children }: Props) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <div class="onetime__row">
      <input
        ref={input}
        id={id}
        class="onetime__link"
        readOnly
        value={value}
        aria-label={label}
        aria-describedby={describedBy}
        spellcheck={false}
        onFocus={(event) => event.currentTarget.select()}
      />
      <button
        type="button"
        class={primary ? 'button button--primary' : 'button button--small'}
        onClick={async () => onCopied(input.current ? await copyText(input.current) : false)}
      >
        {copy}
      </button>
      {children}
    </div>
  );
}
