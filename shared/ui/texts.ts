// The texts of an app (the widget, the console): i18next with one JSON per locale, each
// loaded on first use, and a language atom components subscribe to through `useT`.
import { useStore } from '@nanostores/react';
import i18next from 'i18next';
import { atom } from 'nanostores';
import { FALLBACK_LOCALE } from '../constants';
import { textDirection } from './direction';

export type TextLoaders = Record<string, () => Promise<{ default: Record<string, unknown> }>>;

export function createTexts(loaders: TextLoaders) {
  const i18n = i18next.createInstance();
  /** The language whose texts are showing; components re-render when it changes. */
  const $language = atom<string | undefined>(undefined);

  /** Shows `language`, which must be one of the loaders; the fallback fills what it lacks. */
  async function show(language: string): Promise<void> {
    if (!i18n.isInitialized) {
      await i18n.init({ lng: language, fallbackLng: FALLBACK_LOCALE, resources: {}, interpolation: { escapeValue: false } });
    }
    for (const code of new Set([language, FALLBACK_LOCALE])) {
      if (!i18n.hasResourceBundle(code, 'translation')) i18n.addResourceBundle(code, 'translation', (await loaders[code]!()).default);
    }
    await i18n.changeLanguage(language);
    document.documentElement.lang = language;
    // Arabic and Persian mirror the whole page: the styles use logical properties.
    document.documentElement.dir = textDirection(language);
    $language.set(language);
  }

  return {
    i18n,
    $language,
    /** The locales that have texts. */
    available: Object.keys(loaders),
    show,
    /** `t` outside components (stores, notices). */
    t: (key: string, values?: Record<string, unknown>) => i18n.t(key, values),
    /** `t` for components: subscribing to the language re-renders them when it changes. */
    useT() {
      useStore($language);
      return i18n.t.bind(i18n);
    },
  };
}
