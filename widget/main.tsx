import './styles/base.css';
import './styles/chat.css';
import './styles/messages.css';
import { render } from 'react-dom';
import { App } from './App';
import { start } from './start/start';

void start().then(() => render(<App />, document.getElementById('app')!));
