// The texts of the leave-message and work-order pages in every locale (widget/locales/pages):
// loaded with those pages, not with the first screen, and added before either page draws.
import { extendTexts } from '../i18n/i18n';

export const pageTextsReady = extendTexts({
  zh: () => import('../locales/pages/zh.json'),
  en: () => import('../locales/pages/en.json'),
  vi: () => import('../locales/pages/vi.json'),
  th: () => import('../locales/pages/th.json'),
  ar: () => import('../locales/pages/ar.json'),
  bn: () => import('../locales/pages/bn.json'),
  de: () => import('../locales/pages/de.json'),
  es: () => import('../locales/pages/es.json'),
  fa: () => import('../locales/pages/fa.json'),
  fil: () => import('../locales/pages/fil.json'),
  fr: () => import('../locales/pages/fr.json'),
  ja: () => import('../locales/pages/ja.json'),
  km: () => import('../locales/pages/km.json'),
  lo: () => import('../locales/pages/lo.json'),
  ko: () => import('../locales/pages/ko.json'),
  ms: () => import('../locales/pages/ms.json'),
  my: () => import('../locales/pages/my.json'),
  nl: () => import('../locales/pages/nl.json'),
  pl: () => import('../locales/pages/pl.json'),
  pt: () => import('../locales/pages/pt.json'),
  ru: () => import('../locales/pages/ru.json'),
  tr: () => import('../locales/pages/tr.json'),
  tw: () => import('../locales/pages/tw.json'),
  zu: () => import('../locales/pages/zu.json'),
});
