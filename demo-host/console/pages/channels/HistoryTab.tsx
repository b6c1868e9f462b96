// History: the channel's last saved versions, newest first (who, when, which settings by tab),
// and an earlier one restored after asking: a save like any other, after which the draft is it.
import { useStore } from '@nanostores/react';
import { ApiError, type ChannelVersion } from '@shared/api';
import { formatDateTime } from '@shared/time';
import { useEffect, useState } from 'react';
import { errorText } from '../../components/errorText';
import { useT } from '../../i18n';
import { $dirty, restoreVersion } from '../../stores/channelDraft';
import { $versions, loadVersions } from '../../stores/channelVersions';
import { ask } from '../../stores/question';
import { sectionOfPath } from './fieldSections';

/** "Look: mainColor, robotName · Texts: robotWelcomeMsg": the changed settings by the tab they are on. */
function ChangedFields({ changed }: { changed: readonly string[] }) {
  const t = useT();
  const byTab = new Map<string, string[]>();
  for (const field of changed) {
    const tab = sectionOfPath(field);
    const title = tab ? t(`channels.sections.${tab}`) : t('channels.history.other');
    byTab.set(title, [...(byTab.get(title) ?? []), field]);
  }
  return (
    <ul class="history__changed">
      {[...byTab].map(([title, fields]) => (
        <li key={title}>
          <strong>{title}</strong>:{' '}
          {fields.map((field) => (
            <code key={field}>{field}</code>
          ))}
        </li>
      ))}
    </ul>
  );
}

interface Props {
  channelId: string;
  /** The version the editor has loaded: it is the current one, not restorable. */
  current: number;
}

export function HistoryTab({ channelId, current }: Props) {
  const t = useT();
  const versions = useStore($versions);
  const dirty = useStore($dirty);
  const [error, setError] = useState('');
  const [restored, setRestored] = useState<number>();
  useEffect(() => {
    void loadVersions(channelId).catch((failure: unknown) => setError(errorText(t, failure)));
  }, [channelId, current]);
  const list = versions?.channelId == channelId ? versions.list : undefined;

  const restore = async (version: ChannelVersion) => {
    const when = formatDateTime(version.savedAt);
    const answer = await ask(
      t('channels.history.restoreTitle', { version: version.version }),
      [{ value: 'restore', label: t('channels.history.restore') }],
      t(dirty ? 'channels.history.restoreTextDirty' : 'channels.history.restoreText', { who: version.savedBy, when }),
    );
    if (!answer) return;
    setError('');
    setRestored(undefined);
    try {
      await restoreVersion(version.version);
      setRestored(version.version);
    } catch (failure) {
      setError(
        failure instanceof ApiError && failure.code == 409 ? t('channels.history.conflict') : errorText(t, failure),
      );
      await loadVersions(channelId).catch(() => {});
    }
  };

  return (
    <div class="history">
      <p class="muted">{t('channels.history.intro')}</p>
      {error && (
        <p role="alert" class="error">
          {error}
        </p>
      )}
      <p role="status" class="history__status">
        {restored !== undefined ? t('channels.history.restored', { version: restored }) : ''}
      </p>
      {list?.length === 0 && <p class="muted">{t('channels.history.empty')}</p>}
      <ol class="history__list">
        {list?.map((version) => (
          <li key={version.version} class="history__item">
            <div class="history__head">
              <strong>{t('channels.history.version', { version: version.version })}</strong>
              <span class="muted">
                {t('channels.history.savedBy', { who: version.savedBy, when: formatDateTime(version.savedAt) })}
              </span>
              {version.version == current ? (
                <span class="pill pill--role">{t('channels.history.current')}</span>
              ) : (
                <button
                  type="button"
                  class="button button--small"
                  aria-label={t('channels.history.restoreOf', { version: version.version })}
                  onClick={() => void restore(version)}
                >
                  {t('channels.history.restore')}
                </button>
              )}
            </div>
            {/* The first version is the channel's creation: every setting "changed". */}
            {version.version == 1 ? (
              <p class="muted history__changed">{t('channels.history.created')}</p>
            ) : (
              <ChangedFields changed={version.changed} />
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
