// The call's texts in every locale (widget/locales/call): loaded with the call, not with the
// first screen, and added to the widget's texts before the call shows anything.
import { extendTexts } from '../i18n/i18n';

export const callTextsReady = extendTexts({
  zh: () => import('../locales/call/zh.json'),
  en: () => import('../locales/call/en.json'),
  vi: () => import('../locales/call/vi.json'),
  th: () => import('../locales/call/th.json'),
  ar: () => import('../locales/call/ar.json'),
  bn: () => import('../locales/call/bn.json'),
  de: () => import('../locales/call/de.json'),
  es: () => import('../locales/call/es.json'),
  fa: () => import('../locales/call/fa.json'),
  fil: () => import('../locales/call/fil.json'),
  fr: () => import('../locales/call/fr.json'),
  ja: () => import('../locales/call/ja.json'),
  km: () => import('../locales/call/km.json'),
  lo: () => import('../locales/call/lo.json'),
  ko: () => import('../locales/call/ko.json'),
  ms: () => import('../locales/call/ms.json'),
  my: () => import('../locales/call/my.json'),
  nl: () => import('../locales/call/nl.json'),
  pl: () => import('../locales/call/pl.json'),
  pt: () => import('../locales/call/pt.json'),
  ru: () => import('../locales/call/ru.json'),
  tr: () => import('../locales/call/tr.json'),
  tw: () => import('../locales/call/tw.json'),
  zu: () => import('../locales/call/zu.json'),
});
