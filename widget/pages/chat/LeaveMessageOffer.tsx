// Transfer result 1 or 5 with leaving a message allowed: the way to the leave-message page.
import { useStore } from '@nanostores/react';
import { useT } from '../../i18n/i18n';
import { $offerLeaveMessage } from '../../stores/transfer';

export function LeaveMessageOffer({ onOpen }: { onOpen(): void }) {
  const t = useT();
  const offered = useStore($offerLeaveMessage);
  if (!offered) return null;
  return (
    <div class="leave-offer" role="status">
      <span>{t('transfer.leaveMessageOffer')}</span>
      <button type="button" class="button button--primary" onClick={onOpen}>
        {t('transfer.leaveMessage')}
      </button>
    </div>
  );
}
