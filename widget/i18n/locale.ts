// Which language the widget speaks (DECISIONS: locale order): the channel's language,
// the locale parameter (URL or the host's setLocale), the browser, the stored choice, zh.
import { $hostLocale } from '../stores/host';
import { widgetStorage } from '../stores/storage';
import { chooseLocale } from './chooseLocale';
import { showLocale } from './i18n';

const LOCALE_KEY = 'chat-online:locale';
const localeParam = new URLSearchParams(location.search).get('locale');
let channelLanguage: string | undefined;

export async function applyLocale(channel?: { language?: string }) {
  if (channel) channelLanguage = channel.language;
  const locale = chooseLocale({
    channel: channelLanguage,
    param: $hostLocale.get() || localeParam,
    browser: navigator.language,
    stored: widgetStorage.get<string>(LOCALE_KEY),
  });
  widgetStorage.set(LOCALE_KEY, locale);
  await showLocale(locale);
}

$hostLocale.listen(() => void applyLocale());
