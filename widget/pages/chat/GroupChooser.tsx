// The service-group chooser before a transfer; when only humans answer it cannot be closed.
// Loaded when it is first asked for: most channels have no groups.
// A modal layer: focus inside, Tab kept there, Escape closes it (not the panel).
import { useStore } from '@nanostores/react';
import type { ChannelConfig } from '@shared/api';
import { useRef } from 'react';
import { useT } from '../../i18n/i18n';
import { $channel } from '../../stores/channel';
import { $groupChooser, transferToAgent } from '../../stores/transfer';
import { useModal } from './layers';

export default function GroupChooser() {
  const chooser = useStore($groupChooser);
  const channel = useStore($channel);
  if (!chooser || !channel) return null;
  return <GroupDrawer closable={chooser.closable} channel={channel} />;
}

function GroupDrawer({ closable, channel }: { closable: boolean; channel: ChannelConfig }) {
  const t = useT();
  const drawer = useRef<HTMLDivElement>(null);
  const close = () => closable && $groupChooser.set(undefined);
  useModal(drawer, close);
  return (
    <div class="overlay overlay--bottom">
      <div ref={drawer} class="drawer" role="dialog" aria-modal="true" aria-labelledby="group-title">
        <div class="drawer__head">
          <h2 id="group-title">{t('transfer.chooseGroup')}</h2>
          {closable && (
            <button type="button" class="chat-header__icon" aria-label={t('common.close')} onClick={close}>
              ×
            </button>
          )}
        </div>
        <ul class="choice-list">
          {channel.groupList.map((group) => (
            <li key={group.groupId}>
              <button type="button" class="choice" onClick={() => void transferToAgent({ groupId: group.groupId })}>
                {group.groupName}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
