// The texts of an app (the widget, the console): i18next with one JSON per locale, each
// loaded on first use, and a language atom components subscribe to through `useT`.
import { useStore } from '@nanostores/react';
import i18next from 'i18next';
import { atom } from 'nanostores';
import { FALLBACK_LOCALE } from '../constants';
import { textDirection } from '../direction';

export type TextLoaders = Record<string, () => Promise<{ default: Record<string, unknown> }>>;

export function createTexts(loaders: TextLoaders) {
  const i18n = i18next.createInstance();
  /** The language whose texts are showing; components re-render when it changes. */
  const $language = atom<string | undefined>(undefined);

  /** Each part's texts: the first screen's, then those of parts loaded later (extend). */
  const parts: TextLoaders[] = [loaders];
  const loaded = new Set<string>();

  /** Adds every part's texts of `code` not added yet; a part without this locale has none to add. */
  async function addTexts(code: string) {
    for (const [index, part] of parts.entries()) {
      const key = `${index}:${code}`;
      if (loaded.has(key) || !part[code]) continue;
      const texts = (await part[code]()).default;
      if (loaded.has(key)) continue;
      loaded.add(key);
      i18n.addResourceBundle(code, 'translation', texts, true, false);
    }
  }

  /** Shows `language`, which must be one of the loaders; the fallback fills what it lacks. */
  async function show(language: string): Promise<void> {
    if (!i18n.isInitialized) {
      await i18n.init({
        lng: language,
        fallbackLng: FALLBACK_LOCALE,
        resources: {},
        interpolation: { escapeValue: false },
      });
    }
    for (const code of new Set([language, FALLBACK_LOCALE])) await addTexts(code);
    await i18n.changeLanguage(language);
    document.documentElement.lang = language;
    // Arabic and Persian mirror the whole page: the styles use logical properties.
    document.documentElement.dir = textDirection(language);
    $language.set(language);
  }

  /**
   * The texts of a part loaded later (the call's): added now for the language showing and the
   * fallback, and with every language shown after. Resolves once they can be used: the part
   * waits for it before it shows anything.
   */
  async function extend(more: TextLoaders): Promise<void> {
    parts.push(more);
    const language = $language.get();
    for (const code of new Set([language ?? FALLBACK_LOCALE, FALLBACK_LOCALE])) await addTexts(code);
  }

  return {
    i18n,
    $language,
    /** The locales that have texts. */
    available: Object.keys(loaders),
    show,
    extend,
    /** `t` outside components (stores, notices). */
    t: (key: string, values?: Record<string, unknown>) => i18n.t(key, values),
    /** `t` for components: subscribing to the language re-renders them when it changes. */
    useT() {
      useStore($language);
      return i18n.t.bind(i18n);
    },
  };
}
