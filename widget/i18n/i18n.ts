// The widget's texts: one JSON per locale, loaded on demand; `en` is the reference.
import { createTexts } from '../../shared/ui/texts';
import { textLocale } from '../../shared/chooseLocale';

// Every locale of the spec, each its own chunk, loaded when chosen (tw: traditional Chinese).
const texts = createTexts({
  zh: () => import('../locales/zh.json'),
  en: () => import('../locales/en.json'),
  vi: () => import('../locales/vi.json'),
  th: () => import('../locales/th.json'),
  ar: () => import('../locales/ar.json'),
  bn: () => import('../locales/bn.json'),
  de: () => import('../locales/de.json'),
  es: () => import('../locales/es.json'),
  fa: () => import('../locales/fa.json'),
  fil: () => import('../locales/fil.json'),
  fr: () => import('../locales/fr.json'),
  ja: () => import('../locales/ja.json'),
  km: () => import('../locales/km.json'),
  lo: () => import('../locales/lo.json'),
  ko: () => import('../locales/ko.json'),
  ms: () => import('../locales/ms.json'),
  my: () => import('../locales/my.json'),
  nl: () => import('../locales/nl.json'),
  pl: () => import('../locales/pl.json'),
  pt: () => import('../locales/pt.json'),
  ru: () => import('../locales/ru.json'),
  tr: () => import('../locales/tr.json'),
  tw: () => import('../locales/tw.json'),
  zu: () => import('../locales/zu.json'),
});

export const { i18n, $language, t, useT, extend: extendTexts } = texts;
export const AVAILABLE_LOCALES = texts.available;

/** Shows the texts of the chosen locale, or the fallback's when we have none for it. */
export const showLocale = (chosen: string) => texts.show(textLocale(chosen, AVAILABLE_LOCALES));
