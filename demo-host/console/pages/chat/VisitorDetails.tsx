// The visitor beside the conversation: who they are, where they are on the site now (kept
// live by the agent feed), their device, language and clock, the group and channel they
// came through, what the host page and the pre-chat form said, and their earlier
// conversations. The rating shows with the conversation itself (ChatDesk).
import type { Conversation } from '@shared/api';
import { localTimeIn } from '@shared/localTime';
import { describeDevice } from '@shared/userAgent';
import { type Field, Fields } from '../../components/Fields';
import { useMinuteClock } from '../../components/useMinuteClock';
import { useT } from '../../i18n';
import { EarlierConversations } from './EarlierConversations';
import { WebLink } from './WebLink';

/** The visitor's clock, turning with the minutes. */
function LocalTime({ timeZone }: { timeZone: string }) {
  const now = useMinuteClock();
  return <>{localTimeIn(timeZone, now)}</>;
}

/** What is known: a row without a value is left out. */
const known = (rows: Field[]) => rows.filter(([, value]) => value);

export function VisitorDetails({ conversation }: { conversation: Conversation }) {
  const t = useT();
  const { visitor, sessionId, userId } = conversation;
  const params = typeof visitor.params == 'string' ? { params: visitor.params } : (visitor.params ?? {});
  return (
    <aside class="desk__visitor" aria-label={t('visitor.heading')}>
      <h2>{t('visitor.heading')}</h2>
      <Fields
        rows={known([
          [t('visitor.name'), conversation.name],
          [t('visitor.email'), visitor.email],
          [t('visitor.phone'), visitor.phone],
          [t('visitor.identity'), visitor.verified ? t('visitor.verifiedYes') : t('visitor.verifiedNo')],
          [t('visitor.page'), visitor.page && <WebLink url={visitor.page} title={visitor.pageTitle} />],
          [t('visitor.referrer'), visitor.refer && <WebLink url={visitor.refer} />],
          [t('visitor.channel'), conversation.channelName],
          [t('visitor.group'), conversation.groupName],
          [t('visitor.device'), visitor.device && <span title={visitor.device}>{describeDevice(visitor.device)}</span>],
          [t('visitor.locale'), visitor.locale],
          [t('visitor.localTime'), visitor.timeZone && <LocalTime timeZone={visitor.timeZone} />],
          [t('visitor.userId'), <span class="visitor__id">{userId}</span>],
        ])}
      />
      {Object.keys(params).length > 0 && (
        <>
          <h3>{t('visitor.params')}</h3>
          <Fields rows={Object.entries(params).map(([name, value]) => [name, String(value)])} />
        </>
      )}
      {visitor.form && visitor.form.length > 0 && (
        <>
          <h3>{t('visitor.form')}</h3>
          <Fields rows={visitor.form.map((entry) => [entry.name, entry.value])} />
        </>
      )}
      <EarlierConversations userId={userId} currentId={sessionId} />
    </aside>
  );
}
