// The rating form's texts in every locale (widget/locales/rating): loaded with the form, not with the
// first screen, and added to the widget's texts before the form draws (the quick menu's "Rate us" and the
// notices stay with the first screen).
import { extendTexts } from '../../i18n/i18n';

export const ratingTextsReady = extendTexts({
  zh: () => import('../../locales/rating/zh.json'),
  en: () => import('../../locales/rating/en.json'),
  vi: () => import('../../locales/rating/vi.json'),
  th: () => import('../../locales/rating/th.json'),
  ar: () => import('../../locales/rating/ar.json'),
  bn: () => import('../../locales/rating/bn.json'),
  de: () => import('../../locales/rating/de.json'),
  es: () => import('../../locales/rating/es.json'),
  fa: () => import('../../locales/rating/fa.json'),
  fil: () => import('../../locales/rating/fil.json'),
  fr: () => import('../../locales/rating/fr.json'),
  ja: () => import('../../locales/rating/ja.json'),
  km: () => import('../../locales/rating/km.json'),
  lo: () => import('../../locales/rating/lo.json'),
  ko: () => import('../../locales/rating/ko.json'),
  ms: () => import('../../locales/rating/ms.json'),
  my: () => import('../../locales/rating/my.json'),
  nl: () => import('../../locales/rating/nl.json'),
  pl: () => import('../../locales/rating/pl.json'),
  pt: () => import('../../locales/rating/pt.json'),
  ru: () => import('../../locales/rating/ru.json'),
  tr: () => import('../../locales/rating/tr.json'),
  tw: () => import('../../locales/rating/tw.json'),
  zu: () => import('../../locales/rating/zu.json'),
});
