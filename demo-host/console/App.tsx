// The console: sign in, then the desk with its sections under /console/; opened from a
// one-time link, the first owner's setup or the choice of a password first.
import { useStore } from '@nanostores/react';
import { administers } from '@shared/accounts';
import { useLazyComponent } from '@shared/ui/useLazyComponent';
import { useEffect } from 'react';
import { type AroundNavHandler, Redirect, Route, Router, Switch } from 'wouter';
import { QuestionDialog } from './components/QuestionDialog';
import { ChoosePasswordPage } from './pages/account/ChoosePasswordPage';
import { SetupPage } from './pages/account/SetupPage';
import { CallDock } from './pages/call/CallDock';
import { useFirstChannelWalk } from './pages/channels/useFirstChannelWalk';
import { ChatDesk } from './pages/chat/ChatDesk';
import { DeskBar } from './pages/DeskBar';
import { Login } from './pages/Login';
import { LeaveMessagesPage } from './pages/leave/LeaveMessagesPage';
import { RatingsPage } from './pages/ratings/RatingsPage';
import { SettingsPage } from './pages/settings/SettingsPage';
import { TeamPage } from './pages/team/TeamPage';
import { WorkOrdersPage } from './pages/workOrders/WorkOrdersPage';
import { CONSOLE_BASE, SECTIONS } from './sections';
import { $accountLink } from './stores/accountLink';
import { $me } from './stores/auth';
import { followFeed, stopFeed } from './stores/feed';
import { mayLeave } from './stores/leaveGuard';

/** The channels' pages (and their schema checks) load when an owner or admin first opens them. */
const loadChannels = () => import('./pages/channels/ChannelsArea');

function Channels() {
  const ChannelsArea = useLazyComponent(loadChannels, true);
  return ChannelsArea ? <ChannelsArea /> : <main class="section" aria-busy="true" />;
}

/** The Knowledge page loads when an owner or admin first opens it. */
const loadKnowledge = () => import('./pages/knowledge/KnowledgeArea');

function Knowledge() {
  const KnowledgeArea = useLazyComponent(loadKnowledge, true);
  return KnowledgeArea ? <KnowledgeArea /> : <main class="section" aria-busy="true" />;
}

/** The Mail and Webhooks pages load when an owner or admin first opens one. */
const loadMail = () => import('./pages/mail/MailArea');
const loadWebhooks = () => import('./pages/webhooks/WebhooksArea');

function Mail() {
  const MailArea = useLazyComponent(loadMail, true);
  return MailArea ? <MailArea /> : <main class="section" aria-busy="true" />;
}

function Webhooks() {
  const WebhooksArea = useLazyComponent(loadWebhooks, true);
  return WebhooksArea ? <WebhooksArea /> : <main class="section" aria-busy="true" />;
}

/**
 * A page with something to lose (a channel's unsaved draft, a knowledge document's, mail settings) may ask
 * before the console moves on.
 */
const guardedNavigation: AroundNavHandler = (navigate, to, options) => {
  const allowed = mayLeave(to);
  if (allowed === true) navigate(to, options);
  else if (allowed !== false) void allowed.then((yes) => yes && navigate(to, options));
};

function Desk() {
  const me = useStore($me)!;
  useEffect(() => {
    followFeed();
    return stopFeed;
  }, []);
  useFirstChannelWalk(me);
  return (
    <div class="app">
      <DeskBar />
      <QuestionDialog />
      <CallDock />
      <Switch>
        <Route path={SECTIONS.chats} component={ChatDesk} />
        <Route path={SECTIONS.leaveMessages} component={LeaveMessagesPage} />
        <Route path={`${SECTIONS.workOrders}/:woId?`}>
          {(params) => <WorkOrdersPage woId={Number(params.woId) || undefined} />}
        </Route>
        <Route path={SECTIONS.ratings} component={RatingsPage} />
        <Route path={SECTIONS.settings} component={SettingsPage} />
        {/* An agent who opens /console/team lands on the chats, as on any path the desk has not. */}
        {administers(me.role) && <Route path={SECTIONS.team} component={TeamPage} />}
        {administers(me.role) && <Route path={`${SECTIONS.channels}/*?`} component={Channels} />}
        {administers(me.role) && <Route path={`${SECTIONS.knowledge}/*?`} component={Knowledge} />}
        {administers(me.role) && <Route path={SECTIONS.mail} component={Mail} />}
        {administers(me.role) && <Route path={SECTIONS.webhooks} component={Webhooks} />}
        <Route>
          <Redirect to={SECTIONS.chats} replace />
        </Route>
      </Switch>
    </div>
  );
}

function Page() {
  const me = useStore($me);
  const link = useStore($accountLink);
  if (link?.kind == 'setup') return <SetupPage token={link.token} />;
  if (link?.kind == 'password') return <ChoosePasswordPage token={link.token} />;
  if (link?.kind == 'passwordSet') return <Login passwordSetFor={link.login} />;
  return me ? <Desk /> : <Login />;
}

export function App() {
  return (
    <Router base={CONSOLE_BASE} aroundNav={guardedNavigation}>
      <Page />
    </Router>
  );
}
