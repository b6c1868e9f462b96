// A value shown once (a password link, a channel's identity secret): read-only, selected on
// focus, with Copy, whether the copy worked (announced), and Done, after which it is gone.
import { useState } from 'react';
import { CopyField } from './CopyField';

interface Props {
  value: string;
  label: string;
  texts: { copy: string; done: string; copied: string; copyFailed: string };
  onDone: () => void;
}

export function OneTimeValue({ value, label, texts, onDone }: Props) {
  const [copied, setCopied] = useState<boolean>();
  return (
    <>
      <CopyField value={value} label={label} copyText={texts.copy} primary onCopied={setCopied}>
        <button type="button" class="button" onClick={onDone}>
          {texts.done}
        </button>
      </CopyField>
      <span role="status" class={copied === false ? 'error' : 'muted'}>
        {copied === undefined ? '' : copied ? texts.copied : texts.copyFailed}
      </span>
    </>
  );
}
