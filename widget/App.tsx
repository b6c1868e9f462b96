import { WIDGET_ROUTER_BASE } from '@shared/frame';
import { Redirect, Route, Router, Switch, useSearch } from 'wouter';
import { ChatPage } from './pages/chat/ChatPage';
import { chatSearch } from './pages/chatLink';
import { lazyPage } from './pages/lazyPage';

// The pages the chat opens load on the way there, so the first screen stays as small as it was.
const LeaveMessagePage = lazyPage(() => import('./pages/leave/LeaveMessagePage'));
const WorkOrderPage = lazyPage(() => import('./pages/workorder/WorkOrderPage'));
const QuestionPage = lazyPage(() => import('./pages/question/QuestionPage'));
const CardFormPage = lazyPage(() => import('./pages/cardForm/CardFormPage'));
const NotFound = lazyPage(() => import('./pages/NotFound'));

/** An unknown path: the 404 page, which keeps the way back to the chat. */
function Unknown() {
  const search = chatSearch(useSearch());
  return <Redirect to={search ? `/404?${search}` : '/404'} replace />;
}

/** History-mode routes under the widget's base path; the pages the chat opens load on the way there. */
export function App() {
  return (
    <Router base={WIDGET_ROUTER_BASE}>
      <Switch>
        <Route path="/index" component={ChatPage} />
        <Route path="/leaveMsg" component={LeaveMessagePage} />
        <Route path="/leaveMessage" component={LeaveMessagePage} />
        <Route path="/workorder" component={WorkOrderPage} />
        <Route path="/question" component={QuestionPage} />
        <Route path="/formData" component={CardFormPage} />
        <Route path="/404" component={NotFound} />
        <Route component={Unknown} />
      </Switch>
    </Router>
  );
}
