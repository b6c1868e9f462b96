// Channels (owners and admins): the tenant's channels, a new one (named, then opened in the
// editor), and for a tenant with none yet the first channel's walk-through.
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { errorText } from '../../components/errorText';
import { TenantPicker } from '../../components/TenantPicker';
import { useT } from '../../i18n';
import { $me } from '../../stores/auth';
import { $channels, addChannel, chooseTenant, loadChannels } from '../../stores/channels';
import { ChannelItem } from './ChannelItem';
import { editorPath } from './editorTabs';
import { FirstChannel } from './FirstChannel';
import { NameForm } from './NameForm';

export function ChannelsPage() {
  const t = useT();
  const [, navigate] = useLocation();
  const channels = useStore($channels);
  const owner = useStore($me)?.role == 'owner';
  const [error, setError] = useState('');
  const failed = (failure: unknown) => setError(errorText(t, failure));
  const [adding, setAdding] = useState(false);
  /** The walk-through stays until the owner leaves its last step, though the list has its channel by then. */
  const [walking, setWalking] = useState(false);
  useEffect(() => {
    void loadChannels().catch((failure: unknown) => setError(errorText(t, failure)));
  }, []);
  useEffect(() => {
    if (channels?.length === 0) setWalking(true);
  }, [channels]);

  return (
    <main class="section channels" aria-labelledby="channels-heading">
      <div class="section__head">
        <h1 id="channels-heading">{t('channels.heading')}</h1>
        {!adding && !walking && channels && (
          <button type="button" class="button button--primary button--small" onClick={() => setAdding(true)}>
            {t('channels.list.add')}
          </button>
        )}
      </div>
      {owner && (
        <div class="team__tenant-row">
          <TenantPicker
            id="channels-tenant"
            onChoose={(tenantId) => {
              setError('');
              setAdding(false);
              // Another tenant: its own walk-through if it has no channel yet.
              setWalking(false);
              void chooseTenant(tenantId).catch(failed);
            }}
            onError={failed}
          />
        </div>
      )}
      {error && (
        <p role="alert" class="error">
          {error}
        </p>
      )}
      {walking ? (
        <FirstChannel onDone={() => setWalking(false)} />
      ) : (
        <>
          {adding && (
            <NameForm
              id="new-channel"
              heading={t('channels.list.addHeading')}
              label={t('channels.name')}
              submitLabel={t('channels.list.addSubmit')}
              onSubmit={async (channelName) => {
                const added = await addChannel({ channelName });
                navigate(editorPath(added.channel.channelId));
              }}
              onCancel={() => setAdding(false)}
            />
          )}
          <ul class="channel-list" aria-label={t('channels.list.label')} aria-busy={channels === undefined}>
            {channels?.map((channel) => (
              <ChannelItem key={channel.channelId} channel={channel} />
            ))}
          </ul>
        </>
      )}
    </main>
  );
}
