// The bar over every section: where to go, who is signed in, online or not.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { Link, useRoute } from 'wouter';
import { SECTIONS } from '../sections';
import { useT } from '../i18n';
import { $me, setOnline, signOut } from '../stores/auth';
import { $leaveMessages, loadLeaveMessages, unhandledCount } from '../stores/leaveMessages';
import { $unread } from '../stores/workspace';

function Section({ to, label, count = 0 }: { to: string; label: string; count?: number }) {
  const [here] = useRoute(to == '/' ? to : `${to}/*?`);
  return (
    <Link href={to} class={`desk__tab${here ? ' is-here' : ''}`} aria-current={here ? 'page' : undefined}>
      {label}
      {count > 0 && <span class="badge">{count}</span>}
    </Link>
  );
}

export function DeskBar() {
  const t = useT();
  const me = useStore($me)!;
  const unread = Object.values(useStore($unread)).reduce((sum, count) => sum + count, 0);
  const leaveMessages = unhandledCount(useStore($leaveMessages));
  useEffect(() => {
    void loadLeaveMessages().catch(() => {});
  }, []);
  return (
    <header class="desk__bar">
      <strong>{t('title')}</strong>
      <nav class="desk__tabs" aria-label={t('nav.label')}>
        <Section to={SECTIONS.chats} label={t('nav.chats')} count={unread} />
        <Section to={SECTIONS.leaveMessages} label={t('nav.leaveMessages')} count={leaveMessages} />
        <Section to={SECTIONS.workOrders} label={t('nav.workOrders')} />
        <Section to={SECTIONS.ratings} label={t('nav.ratings')} />
        <Section to={SECTIONS.settings} label={t('nav.settings')} />
      </nav>
      <span class="desk__me">{me.card.adminNick}</span>
      <label class="switch">
        <input type="checkbox" checked={me.online} onChange={(event) => void setOnline((event.target as HTMLInputElement).checked)} />
        {me.online ? t('status.online') : t('status.offline')}
      </label>
      <button type="button" class="link" onClick={signOut}>
        {t('status.signOut')}
      </button>
    </header>
  );
}
