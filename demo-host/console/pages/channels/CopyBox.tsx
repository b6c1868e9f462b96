// A text to paste elsewhere (the snippet, the queue stub): shown whole, read-only, with a Copy
// button and whether the copy worked, announced.
import { useRef, useState } from 'react';
import { copyText } from '../../components/copyText';
import { useT } from '../../i18n';

interface Props {
  id: string;
  label: string;
  text: string;
  rows?: number;
}

export function CopyBox({ id, label, text, rows = 2 }: Props) {
  const t = useT();
  const field = useRef<HTMLTextAreaElement>(null);
  const [copied, setCopied] = useState<boolean>();
  return (
    <div class="copy-box">
      <label for={id}>{label}</label>
      <div class="copy-box__row">
        <textarea
          id={id}
          ref={field}
          class="copy-box__text"
          readOnly
          rows={rows}
          spellcheck={false}
          value={text}
          onFocus={(event) => event.currentTarget.select()}
        />
        <button
          type="button"
          class="button button--primary"
          aria-describedby={`${id}-status`}
          onClick={async () => setCopied(field.current ? await copyText(field.current) : false)}
        >
          {t('channels.install.copy')}
        </button>
      </div>
      <span id={`${id}-status`} role="status" class={copied === false ? 'error' : 'muted'}>
        {copied === undefined ? '' : t(copied ? 'channels.install.copied' : 'channels.install.copyFailed')}
      </span>
    </div>
  );
}
