// One channel of the list: its colour, name, id, language, whether it is disabled, who saved it
// last and when; and what an owner or an admin does to it: edit, rename, duplicate, disable or
// enable, delete (asked first, saying its conversations stay readable).
import { useStore } from '@nanostores/react';
import type { ChannelSummary } from '@shared/api';
import { formatDateTime } from '@shared/time';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { errorText } from '../../components/errorText';
import { whenText } from '../../components/whenText';
import { $language, useT } from '../../i18n';
import { deleteChannel, duplicateChannel, renameChannel, setChannelDisabled } from '../../stores/channels';
import { ask } from '../../stores/question';
import { editorPath } from './editorTabs';
import { languageName } from './languageName';
import { NameForm } from './NameForm';

type Asking = 'rename' | 'duplicate' | undefined;

export function ChannelItem({ channel }: { channel: ChannelSummary }) {
  const t = useT();
  const language = useStore($language) ?? 'en';
  const [, navigate] = useLocation();
  const [asking, setAsking] = useState<Asking>();
  const [error, setError] = useState('');
  const name = channel.channelName;

  const act = (action: () => Promise<unknown>) => {
    setError('');
    void action().catch((failure: unknown) => setError(errorText(t, failure)));
  };

  const toggleDisabled = async () => {
    if (channel.disabled) return act(() => setChannelDisabled(channel.channelId, false));
    const answer = await ask(
      t('channels.list.disableTitle', { name }),
      [{ value: 'disable', label: t('channels.list.disable'), danger: true }],
      t('channels.list.disableText', { name }),
    );
    if (answer) act(() => setChannelDisabled(channel.channelId, true));
  };

  const remove = async () => {
    const answer = await ask(
      t('channels.list.deleteTitle', { name }),
      [{ value: 'delete', label: t('channels.list.delete'), danger: true }],
      t('channels.list.deleteText', { name }),
    );
    if (answer) act(() => deleteChannel(channel.channelId));
  };

  return (
    <li class={`channel-item${channel.disabled ? ' is-disabled' : ''}`} aria-label={name}>
      <div class="channel-item__head">
        <span class="channel-swatch" style={{ background: channel.mainColor }} aria-hidden="true" />
        <span class="channel-item__who">
          <Link href={editorPath(channel.channelId)} class="channel-item__name">
            {name}
          </Link>
          <code class="muted">{channel.channelId}</code>
        </span>
        <span class="channel-item__facts">
          <span class="pill pill--role">
            {channel.language ? languageName(channel.language, language) : t('channels.visitorsLanguage')}
          </span>
          {channel.disabled && <span class="pill pill--disabled">{t('channels.list.disabled')}</span>}
          <span class="muted" title={formatDateTime(channel.updatedAt)}>
            {t('channels.list.savedBy', { who: channel.updatedBy, when: whenText(t, channel.updatedAt, language) })}
          </span>
        </span>
        <span class="desk__actions channel-item__actions">
          <Link href={editorPath(channel.channelId)} class="button button--small button--primary">
            {t('channels.list.edit')}
          </Link>
          <button type="button" class="button button--small" onClick={() => setAsking('rename')}>
            {t('channels.list.rename')}
          </button>
          <button type="button" class="button button--small" onClick={() => setAsking('duplicate')}>
            {t('channels.list.duplicate')}
          </button>
          <button
            type="button"
            class={`button button--small${channel.disabled ? '' : ' button--danger'}`}
            onClick={() => void toggleDisabled()}
          >
            {t(channel.disabled ? 'channels.list.enable' : 'channels.list.disable')}
          </button>
          <button type="button" class="button button--small button--danger" onClick={() => void remove()}>
            {t('channels.list.delete')}
          </button>
        </span>
      </div>
      {asking == 'rename' && (
        <NameForm
          id={`rename-${channel.channelId}`}
          heading={t('channels.list.renameHeading', { name })}
          label={t('channels.name')}
          initial={name}
          submitLabel={t('channels.list.rename')}
          onSubmit={async (newName) => {
            await renameChannel(channel.channelId, newName);
            setAsking(undefined);
          }}
          onCancel={() => setAsking(undefined)}
        />
      )}
      {asking == 'duplicate' && (
        <NameForm
          id={`duplicate-${channel.channelId}`}
          heading={t('channels.list.duplicateHeading', { name })}
          label={t('channels.list.copyName')}
          initial={t('channels.list.copyOf', { name })}
          submitLabel={t('channels.list.duplicate')}
          onSubmit={async (copyName) => {
            const copy = await duplicateChannel(channel.channelId, copyName);
            navigate(editorPath(copy.channel.channelId));
          }}
          onCancel={() => setAsking(undefined)}
        />
      )}
      {error && (
        <p role="alert" class="error channel-item__error">
          {error}
        </p>
      )}
    </li>
  );
}
