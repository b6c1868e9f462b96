// A one-time link for a person to choose a password, shown once to the admin who hands it on:
// with a Copy button and when it stops working. Admins never see or choose passwords.
import type { PasswordLink } from '@shared/api';
import { formatDateTime } from '@shared/time';
import { focusOnMount } from '../../components/focusOnMount';
import { OneTimeValue } from '../../components/OneTimeValue';
import { useT } from '../../i18n';

interface Props {
  id: string;
  heading: string;
  link: PasswordLink;
  onDone: () => void;
}

export function OneTimeLink({ id, heading, link, onDone }: Props) {
  const t = useT();
  return (
    <div class="onetime" role="group" aria-labelledby={`${id}-heading`}>
      <p id={`${id}-heading`} class="onetime__heading" ref={focusOnMount} tabIndex={-1}>
        {heading}
      </p>
      <p class="muted onetime__hint">{t('team.linkHint', { time: formatDateTime(link.expiresAt) })}</p>
      <OneTimeValue
        value={link.link}
        label={t('team.link')}
        texts={{
          copy: t('team.copy'),
          done: t('team.done'),
          copied: t('team.copied'),
          copyFailed: t('team.copyFailed'),
        }}
        onDone={onDone}
      />
    </div>
  );
}
