// The console: sign in, then the desk with its sections under /console/.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { Redirect, Route, Router, Switch } from 'wouter';
import { QuestionDialog } from './components/QuestionDialog';
import { CallDock } from './pages/call/CallDock';
import { ChatDesk } from './pages/chat/ChatDesk';
import { DeskBar } from './pages/DeskBar';
import { Login } from './pages/Login';
import { LeaveMessagesPage } from './pages/leave/LeaveMessagesPage';
import { RatingsPage } from './pages/ratings/RatingsPage';
import { SettingsPage } from './pages/settings/SettingsPage';
import { WorkOrdersPage } from './pages/workOrders/WorkOrdersPage';
import { CONSOLE_BASE, SECTIONS } from './sections';
import { $me } from './stores/auth';
import { followFeed, stopFeed } from './stores/feed';

function Desk() {
  useEffect(() => {
    followFeed();
    return stopFeed;
  }, []);
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
        <Route>
          <Redirect to={SECTIONS.chats} replace />
        </Route>
      </Switch>
    </div>
  );
}

export function App() {
  const me = useStore($me);
  return <Router base={CONSOLE_BASE}>{me ? <Desk /> : <Login />}</Router>;
}
