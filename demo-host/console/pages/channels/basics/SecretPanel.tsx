// The identity secret: whether the channel has one, a new one (asked first when it replaces one,
// since the old stops at once), shown once with a copy button, and how the site's server
// signs a visitor's id with it.
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { errorText } from '../../../components/errorText';
import { focusOnMount } from '../../../components/focusOnMount';
import { OneTimeValue } from '../../../components/OneTimeValue';
import { useT } from '../../../i18n';
import { $channelSecret, forgetShownSecret, loadSecretState, rotateSecret } from '../../../stores/channelBasicsSecret';
import { ask } from '../../../stores/question';

const SIGNING_EXAMPLE = `import { createHmac } from 'node:crypto';

// userId: your own id of the signed-in customer; the secret from an environment variable
const userHash = createHmac('sha256', process.env.CHAT_ONLINE_SECRET)
  .update(userId)
  .digest('hex');`;

const PAGE_EXAMPLE = `ChatOnline('setUser', { userId, userHash, userName });`;

function ShownSecret({ secret }: { secret: string }) {
  const t = useT();
  return (
    <div class="onetime channel-secret__shown" role="group" aria-labelledby="ch-secret-heading">
      <p id="ch-secret-heading" class="onetime__heading" ref={focusOnMount} tabIndex={-1}>
        {t('channelBasics.secret.shownHeading')}
      </p>
      <p class="muted onetime__hint">{t('channelBasics.secret.shownHint')}</p>
      <OneTimeValue
        value={secret}
        label={t('channelBasics.secret.label')}
        texts={{
          copy: t('channelBasics.secret.copy'),
          done: t('channelBasics.secret.done'),
          copied: t('channelBasics.secret.copied'),
          copyFailed: t('channelBasics.secret.copyFailed'),
        }}
        onDone={forgetShownSecret}
      />
    </div>
  );
}

/** `verifying`: identity verification is on, so how to sign is shown open. */
export function SecretPanel({ channelId, verifying }: { channelId: string; verifying: boolean }) {
  const t = useT();
  const state = useStore($channelSecret);
  const mine = state?.channelId == channelId ? state : undefined;
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');

  useEffect(() => {
    loadSecretState(channelId).catch((error: unknown) => setFailure(errorText(t, error)));
    // Leaving the section forgets a secret shown: it is never shown again.
    return forgetShownSecret;
  }, [channelId]);

  const generate = async () => {
    if (mine?.hasSecret) {
      const answer = await ask(
        t('channelBasics.secret.replaceTitle'),
        [{ value: 'replace', label: t('channelBasics.secret.replace'), danger: true }],
        t('channelBasics.secret.replaceText'),
      );
      if (!answer) return;
    }
    setFailure('');
    setBusy(true);
    await rotateSecret(channelId).catch((error: unknown) => setFailure(errorText(t, error)));
    setBusy(false);
  };

  const status = mine?.hasSecret === undefined ? 'loading' : mine.hasSecret ? 'has' : 'none';
  return (
    <div class="channel-secret">
      <p class="channel-secret__status">{t(`channelBasics.secret.status.${status}`)}</p>
      {mine?.shown ? (
        <ShownSecret secret={mine.shown} />
      ) : (
        <button type="button" class="button" disabled={busy} onClick={() => void generate()}>
          {t('channelBasics.secret.generate')}
        </button>
      )}
      {failure && (
        <p role="alert" class="error">
          {failure}
        </p>
      )}
      <details class="channel-secret__how" open={verifying}>
        <summary>{t('channelBasics.secret.how')}</summary>
        <p>{t('channelBasics.secret.howServer')}</p>
        <pre>
          <code>{SIGNING_EXAMPLE}</code>
        </pre>
        <p>{t('channelBasics.secret.howPage')}</p>
        <pre>
          <code>{PAGE_EXAMPLE}</code>
        </pre>
        <p class="muted">{t('channelBasics.secret.howNote')}</p>
      </details>
    </div>
  );
}
