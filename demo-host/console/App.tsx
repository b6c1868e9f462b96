import { useStore } from '@nanostores/react';
import { Route, Router, Switch } from 'wouter';
import { $me } from './stores/auth';
import { Login } from './pages/Login';
import { Workspace } from './pages/Workspace';

export function App() {
  const me = useStore($me);
  return (
    <Router base="/console">
      <Switch>
        <Route>{me ? <Workspace /> : <Login />}</Route>
      </Switch>
    </Router>
  );
}
