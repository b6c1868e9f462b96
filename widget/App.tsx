import { Redirect, Route, Router, Switch } from 'wouter';
import { WIDGET_ROUTER_BASE } from '../shared/frame';
import { NotFound } from './pages/NotFound';
import { ChatPage } from './pages/chat/ChatPage';

/** History-mode routes under the widget's base path; an unknown path is the 404 page. */
export function App() {
  return (
    <Router base={WIDGET_ROUTER_BASE}>
      <Switch>
        <Route path="/index" component={ChatPage} />
        <Route path="/404" component={NotFound} />
        <Route>
          <Redirect to="/404" replace />
        </Route>
      </Switch>
    </Router>
  );
}
