import './console.css';
import { render } from 'react-dom';
import { App } from './App';
import { startI18n } from './i18n';

startI18n().then(() => render(<App />, document.getElementById('app')!));
