// A value shown once (a password link, a channel's identity secret): read-only, selected on
// focus, with Copy, whether the copy worked (announced), and Done, after which it is gone.
import { useRef, useState } from 'react';
import { copyText } from './copyText';

interface Props {
  value: string;
  label: string;
  texts: { copy: string; done: string; copied: string; copyFailed: string };
  onDone: () => void;
}

export function OneTimeValue({ value, label, texts, onDone }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<boolean>();
  return (
    <>
      <div class="onetime__row">
        <input
          ref={input}
          class="onetime__link"
          readOnly
          value={value}
          aria-label={label}
          spellcheck={false}
          onFocus={(event) => event.currentTarget.select()}
        />
        <button
          type="button"
          class="button button--primary"
          onClick={async () => setCopied(input.current ? await copyText(input.current) : false)}
        >
          {texts.copy}
        </button>
        <button type="button" class="button" onClick={onDone}>
          {texts.done}
        </button>
      </div>
      <span role="status" class={copied === false ? 'error' : 'muted'}>
        {copied === undefined ? '' : copied ? texts.copied : texts.copyFailed}
      </span>
    </>
  );
}
