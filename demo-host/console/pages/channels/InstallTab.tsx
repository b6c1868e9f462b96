// Install: the channel's snippet to paste, with a Copy button, the queue stub, the optional
// attributes, where to paste it, and "check my installation": the host pages the loader was
// last seen on for this channel (docs/embedding.md#the-snippet).
import { useStore } from '@nanostores/react';
import { formatDateTime } from '@shared/time';
import { useEffect, useState } from 'react';
import { errorText } from '../../components/errorText';
import { useT } from '../../i18n';
import { $sightings, loadSightings } from '../../stores/channelSightings';
import { CopyBox } from './CopyBox';
import { OPTIONAL_ATTRIBUTES, QUEUE_STUB, snippetOf } from './installSnippet';

interface Props {
  channelId: string;
  disabled: boolean;
  /** The saved allowed sites: empty allows any. */
  allowedOrigins: readonly string[];
}

function Sightings({ channelId, allowedOrigins }: Omit<Props, 'disabled'>) {
  const t = useT();
  const sightings = useStore($sightings);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const refresh = async () => {
    setBusy(true);
    setError('');
    await loadSightings(channelId).catch((failure: unknown) => setError(errorText(t, failure)));
    setBusy(false);
  };
  useEffect(() => void refresh(), [channelId]);
  const list = sightings?.channelId == channelId ? sightings.list : undefined;
  return (
    <section class="install__check" aria-labelledby="install-check-heading" aria-busy={busy}>
      <div class="install__check-head">
        <h3 id="install-check-heading">{t('channels.install.checkHeading')}</h3>
        <button type="button" class="button button--small" disabled={busy} onClick={() => void refresh()}>
          {t('channels.install.refresh')}
        </button>
      </div>
      <p class="muted">{t('channels.install.checkIntro')}</p>
      {error && (
        <p role="alert" class="error">
          {error}
        </p>
      )}
      {list?.length === 0 && (
        <p class="install__empty" role="status">
          {t('channels.install.checkEmpty')}
        </p>
      )}
      {list && list.length > 0 && (
        <table class="install__sightings">
          <caption class="sr-only">{t('channels.install.checkHeading')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('channels.install.origin')}</th>
              <th scope="col">{t('channels.install.lastPage')}</th>
              <th scope="col">{t('channels.install.lastSeen')}</th>
              <th scope="col">{t('channels.install.loads')}</th>
            </tr>
          </thead>
          <tbody>
            {list.map((sighting) => (
              <tr key={sighting.origin}>
                <td>
                  {sighting.origin}
                  {allowedOrigins.length > 0 && !allowedOrigins.includes(sighting.origin) && (
                    <span class="pill pill--disabled">{t('channels.install.notAllowed')}</span>
                  )}
                </td>
                <td class="install__page">{sighting.pageUrl || '—'}</td>
                <td>{formatDateTime(sighting.lastSeenAt)}</td>
                <td>{sighting.loads}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

export function InstallTab({ channelId, disabled, allowedOrigins }: Props) {
  const t = useT();
  return (
    <div class="install">
      {disabled && (
        <p class="install__warning" role="note">
          {t('channels.install.disabled')}
        </p>
      )}
      <CopyBox
        id="install-snippet"
        label={t('channels.install.snippet')}
        text={snippetOf(location.origin, channelId)}
      />
      <p class="field__hint">{t('channels.install.snippetHint')}</p>
      {allowedOrigins.length > 0 && (
        <p class="field__hint">{t('channels.install.allowedOnly', { origins: allowedOrigins.join(', ') })}</p>
      )}

      <h3>{t('channels.install.whereHeading')}</h3>
      <dl class="install__notes">
        <dt>{t('channels.install.html')}</dt>
        <dd>{t('channels.install.htmlText')}</dd>
        <dt>{t('channels.install.tagManager')}</dt>
        <dd>{t('channels.install.tagManagerText')}</dd>
        <dt>{t('channels.install.spa')}</dt>
        <dd>{t('channels.install.spaText')}</dd>
      </dl>

      <h3>{t('channels.install.queueHeading')}</h3>
      <p>{t('channels.install.queueText')}</p>
      <CopyBox id="install-queue" label={t('channels.install.queue')} text={QUEUE_STUB} />

      <h3>{t('channels.install.attributesHeading')}</h3>
      <dl class="install__attributes">
        {OPTIONAL_ATTRIBUTES.map(({ name, example }) => (
          <div key={name}>
            <dt>
              <code>
                {name}="{example}"
              </code>
            </dt>
            <dd>{t(`channels.install.attributes.${name}`)}</dd>
          </div>
        ))}
      </dl>

      <Sightings channelId={channelId} allowedOrigins={allowedOrigins} />
    </div>
  );
}
