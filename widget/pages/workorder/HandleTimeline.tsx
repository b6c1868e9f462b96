// A work order's handling records, oldest first: time, who (with their role), the record's
// type (public, client reply), the status it left, the reply as rich text and its files.
import type { WoHandle } from '@shared/api';
import { formatDateTime, toDate } from '@shared/time';
import { RichText } from '@shared/ui/RichText';
import { handleRoleKey, handleTypeKey, workOrderStatusLabel } from '@shared/workOrderLabels';
import { useT } from '../../i18n/i18n';
import { AttachmentLinks } from '../leave/AttachmentLinks';
import { StatusBadge } from '../leave/StatusBadge';

export function HandleTimeline({ handles }: { handles: readonly WoHandle[] }) {
  const t = useT();
  if (!handles.length) return <p class="muted">{t('workOrder.noReplies')}</p>;
  return (
    <ol class="timeline">
      {[...handles]
        .sort((a, b) => a.handleTime - b.handleTime)
        .map((handle, index) => {
          const role = t(handleRoleKey(handle.handleType));
          return (
            <li key={index} class={`timeline__entry timeline__entry--type${handle.handleType}`}>
              <div class="timeline__meta">
                <span class="timeline__who">{handle.handleUserName || role}</span>
                {/* A visitor without a name is called by the role already: it is said once. */}
                {handle.handleUserName && handle.handleUserName != role && <span class="tag">{role}</span>}
                <span class="tag">{t(handleTypeKey(handle.handleType))}</span>
                <StatusBadge label={workOrderStatusLabel(handle.handleWoStatus)} prefix={t('workOrder.statusLabel')} />
                <time class="timeline__time" dateTime={toDate(handle.handleTime).toISOString()}>
                  {formatDateTime(handle.handleTime)}
                </time>
              </div>
              <RichText html={handle.handleContent} className="timeline__content" />
              <AttachmentLinks files={handle.woFileVoList} />
            </li>
          );
        })}
    </ol>
  );
}
