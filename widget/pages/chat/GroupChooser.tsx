// The service-group chooser before a transfer; when only humans answer it cannot be closed.
import { useStore } from '@nanostores/react';
import { useT } from '../../i18n/i18n';
import { $channel } from '../../stores/channel';
import { $groupChooser, transferToAgent } from '../../stores/transfer';

export function GroupChooser() {
  const t = useT();
  const chooser = useStore($groupChooser);
  const channel = useStore($channel);
  if (!chooser || !channel) return null;
  const close = () => chooser.closable && $groupChooser.set(undefined);
  return (
    <div class="overlay overlay--bottom" onKeyDown={(event) => event.key == 'Escape' && close()}>
      <div class="drawer" role="dialog" aria-modal="true" aria-labelledby="group-title">
        <div class="drawer__head">
          <h2 id="group-title">{t('transfer.chooseGroup')}</h2>
          {chooser.closable && (
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
