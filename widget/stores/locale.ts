// Which language the widget speaks (docs/decisions.md#locale-order): the channel's language,
// the locale parameter (the host's setLocale, else the URL's), the browser, the stored choice, zh.

import { chooseLocale } from '@shared/chooseLocale';
import { readFrameUrl } from '@shared/frame';
import { showLocale } from '../i18n/i18n';
import { $hostLocale } from './host';
import { widgetStorage } from './storage';

const LOCALE_KEY = 'chat-online:locale';
const localeParam = readFrameUrl(location.search).locale;
let channelLanguage: string | undefined;

/** Chooses the language again, with the channel's once it is known, and shows its texts. */
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
