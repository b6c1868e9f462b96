// The first screen's styles: the build joins them in file-name order (rollup.config.mjs stylesheet), base first.
import './styles/base.css';
import './styles/chat.css';
import './styles/messages.css';
import { render } from 'react-dom';
import { App } from './App';
import { start } from './start/start';

// The first render waits for the next task, so that the chat's first requests (started by
// `start`, a few promise steps long) leave before the render's long task, not after it.
void start().then(() => setTimeout(() => render(<App />, document.getElementById('app')!)));
