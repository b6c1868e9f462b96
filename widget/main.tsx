import './styles/base.css';
import './styles/chat.css';
import './styles/messages.css';
import { render } from 'react-dom';
import { App } from './App';
import './host/host';
import { applyLocale } from './i18n/locale';
import { configureApi } from './api/configure';

configureApi();
applyLocale().then(() => render(<App />, document.getElementById('app')!));
