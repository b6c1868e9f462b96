// The bar over every section: where to go, who is signed in, online or not.
import { useStore } from '@nanostores/react';
import { administers } from '@shared/accounts';
import type { TextFunction } from '@shared/ui/texts';
import { useEffect } from 'react';
import { Link, useRoute } from 'wouter';
import { useT } from '../i18n';
import { SECTIONS } from '../sections';
import { $me, setOnline, signOut } from '../stores/auth';
import { leaveCall } from '../stores/call';
import { $active, $mineCount } from '../stores/inbox';
import { $leaveMessages, loadLeaveMessages, unhandledCount } from '../stores/leaveMessages';
import { ask } from '../stores/question';

function Section({ to, label, count = 0 }: { to: string; label: string; count?: number }) {
  const [here] = useRoute(to == '/' ? to : `${to}/*?`);
  return (
    <Link href={to} class={`desk__tab${here ? ' is-here' : ''}`} aria-current={here ? 'page' : undefined}>
      {label}
      {count > 0 && <span class="badge">{count}</span>}
    </Link>
  );
}

/** Going away with conversations open asks what becomes of them: kept, or back to the queue. */
async function togglePresence(online: boolean, t: TextFunction) {
  if (!online) return setOnline(true);
  const open = $active.get().length;
  if (!open) return setOnline(false);
  const answer = await ask(
    t('presence.title'),
    [
      { value: 'keep', label: t('presence.keep') },
      { value: 'return', label: t('presence.return') },
    ],
    t('presence.text', { count: open }),
  );
  if (answer) await setOnline(false, answer == 'return');
}

export function DeskBar() {
  const t = useT();
  const me = useStore($me)!;
  const chats = useStore($mineCount);
  const leaveMessages = unhandledCount(useStore($leaveMessages));
  useEffect(() => {
    void loadLeaveMessages().catch(() => {});
  }, []);
  return (
    <header class="desk__bar">
      <strong>{t('title')}</strong>
      <nav class="desk__tabs" aria-label={t('nav.label')}>
        <Section to={SECTIONS.chats} label={t('nav.chats')} count={chats} />
        <Section to={SECTIONS.leaveMessages} label={t('nav.leaveMessages')} count={leaveMessages} />
        <Section to={SECTIONS.workOrders} label={t('nav.workOrders')} />
        <Section to={SECTIONS.ratings} label={t('nav.ratings')} />
        {administers(me.role) && <Section to={SECTIONS.team} label={t('nav.team')} />}
        {administers(me.role) && <Section to={SECTIONS.channels} label={t('channels.nav')} />}
        {administers(me.role) && <Section to={SECTIONS.knowledge} label={t('knowledge.nav')} />}
        {administers(me.role) && <Section to={SECTIONS.mail} label={t('mail.nav')} />}
        {administers(me.role) && <Section to={SECTIONS.webhooks} label={t('webhooks.nav')} />}
        <Section to={SECTIONS.settings} label={t('nav.settings')} />
      </nav>
      <span class="desk__me">{me.card.adminNick}</span>
      <button
        type="button"
        role="switch"
        aria-checked={me.online}
        class={`presence${me.online ? ' is-online' : ''}`}
        onClick={() => void togglePresence(me.online, t)}
      >
        <span class="presence__dot" aria-hidden="true" />
        {me.online ? t('status.online') : t('status.away')}
      </button>
      <button type="button" class="link" onClick={() => (leaveCall(), signOut())}>
        {t('status.signOut')}
      </button>
    </header>
  );
}
