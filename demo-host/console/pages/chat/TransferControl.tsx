// Transfer the open conversation to another online agent of the team.
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { useT } from '../../i18n';
import { $me } from '../../stores/auth';
import { $teammates, loadTeammates, transferTo } from '../../stores/workspace';

export function TransferControl({ sessionId }: { sessionId: number }) {
  const t = useT();
  const me = useStore($me);
  const teammates = useStore($teammates);
  const [target, setTarget] = useState('');
  useEffect(() => {
    void loadTeammates();
  }, [sessionId]);
  const others = teammates.filter((mate) => mate.online && mate.adminId != me?.adminId);
  if (!others.length) return null;
  return (
    <span class="desk__actions">
      <select
        aria-label={t('conversation.transferTo')}
        value={target}
        onChange={(event) => setTarget((event.target as HTMLSelectElement).value)}
      >
        <option value="">{t('conversation.transferTo')}</option>
        {others.map((mate) => (
          <option key={mate.adminId} value={mate.adminId}>
            {mate.adminNick}
          </option>
        ))}
      </select>
      <button
        type="button"
        class="button button--small"
        disabled={!target}
        onClick={() => void transferTo(sessionId, Number(target))}
      >
        {t('conversation.transfer')}
      </button>
    </span>
  );
}
