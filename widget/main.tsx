import './styles/base.css';
import { render } from 'react-dom';
import { App } from './App';
import './host/host';
import { chooseLocale } from './i18n/chooseLocale';
import { showLocale } from './i18n/i18n';
import { $hostLocale } from './stores/host';
import { widgetStorage } from './stores/storage';

const LOCALE_KEY = 'chat-online:locale';
const localeParam = new URLSearchParams(location.search).get('locale');

function currentLocale() {
  return chooseLocale({
    param: $hostLocale.get() || localeParam,
    browser: navigator.language,
    stored: widgetStorage.get<string>(LOCALE_KEY),
  });
}

async function applyLocale() {
  const locale = currentLocale();
  widgetStorage.set(LOCALE_KEY, locale);
  await showLocale(locale);
}

$hostLocale.listen(() => void applyLocale());

applyLocale().then(() => render(<App />, document.getElementById('app')!));
