// The console's texts: i18next, one JSON per locale loaded on demand, `en` the reference.
import { useStore } from '@nanostores/react';
import i18next from 'i18next';
import { atom } from 'nanostores';

const TEXTS: Record<string, () => Promise<{ default: Record<string, unknown> }>> = {
  en: () => import('./locales/en.json'),
  zh: () => import('./locales/zh.json'),
};

const $language = atom('en');
const i18n = i18next.createInstance();

export async function startI18n(browserLanguage = navigator.language) {
  const language = browserLanguage.toLowerCase().startsWith('zh') ? 'zh' : 'en';
  await i18n.init({ lng: language, fallbackLng: 'en', resources: {}, interpolation: { escapeValue: false } });
  for (const code of new Set([language, 'en'])) i18n.addResourceBundle(code, 'translation', (await TEXTS[code]!()).default);
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
  $language.set(language);
}

export function useT() {
  useStore($language);
  return i18n.t.bind(i18n);
}
