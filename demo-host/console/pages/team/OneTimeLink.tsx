// A one-time link for a person to choose a password, shown once to the admin who hands it on:
// with a Copy button and when it stops working. Admins never see or choose passwords.
import type { PasswordLink } from '@shared/api';
import { formatDateTime } from '@shared/time';
import { useRef, useState } from 'react';
import { copyText } from '../../components/copyText';
import { focusOnMount } from '../../components/focusOnMount';
import { useT } from '../../i18n';

interface Props {
  id: string;
  heading: string;
  link: PasswordLink;
  onDone: () => void;
}

export function OneTimeLink({ id, heading, link, onDone }: Props) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<boolean>();
  return (
    <div class="onetime" role="group" aria-labelledby={`${id}-heading`}>
      <p id={`${id}-heading`} class="onetime__heading" ref={focusOnMount} tabIndex={-1}>
        {heading}
      </p>
      <p class="muted onetime__hint">{t('team.linkHint', { time: formatDateTime(link.expiresAt) })}</p>
      <div class="onetime__row">
        <input
          ref={input}
          class="onetime__link"
          readOnly
          value={link.link}
          aria-label={t('team.link')}
          spellcheck={false}
          onFocus={(event) => event.currentTarget.select()}
        />
        <button
          type="button"
          class="button button--primary"
          onClick={async () => setCopied(input.current ? await copyText(input.current) : false)}
        >
          {t('team.copy')}
        </button>
        <button type="button" class="button" onClick={onDone}>
          {t('team.done')}
        </button>
      </div>
      <span role="status" class={copied === false ? 'error' : 'muted'}>
        {copied === undefined ? '' : t(copied ? 'team.copied' : 'team.copyFailed')}
      </span>
    </div>
  );
}
