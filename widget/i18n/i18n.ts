// i18next with one JSON per locale, loaded on demand; `en` is the reference.
import i18next from 'i18next';
import { atom } from 'nanostores';
import { FALLBACK_LOCALE } from '../../shared/constants';
import { textLocale } from './chooseLocale';

type Texts = Record<string, unknown>;

const TEXTS: Record<string, () => Promise<{ default: Texts }>> = {
  en: () => import('../locales/en.json'),
  zh: () => import('../locales/zh.json'),
};

export const AVAILABLE_LOCALES = Object.keys(TEXTS);

/** The language whose texts are showing; components re-render when it changes. */
export const $language = atom<string | undefined>(undefined);

export const i18n = i18next.createInstance();

export async function showLocale(chosen: string): Promise<void> {
  const language = textLocale(chosen, AVAILABLE_LOCALES);
  if (!i18n.isInitialized) {
    await i18n.init({ lng: language, fallbackLng: FALLBACK_LOCALE, resources: {}, interpolation: { escapeValue: false } });
  }
  for (const code of new Set([language, FALLBACK_LOCALE])) {
    if (!i18n.hasResourceBundle(code, 'translation')) {
      i18n.addResourceBundle(code, 'translation', (await TEXTS[code]()).default);
    }
  }
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
  $language.set(language);
}

/** `t` outside components (stores, notices). */
export const t = (key: string, values?: Record<string, unknown>) => i18n.t(key, values);
