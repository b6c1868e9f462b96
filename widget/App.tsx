import { Redirect, Route, Router, Switch } from 'wouter';
import { NotFound } from './pages/NotFound';
import { ChatPage } from './pages/chat/ChatPage';

/** History-mode routes under /chat_online/; an unknown path is the 404 page. */
export function App() {
  return (
    <Router base="/chat_online">
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
