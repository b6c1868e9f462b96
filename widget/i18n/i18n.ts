// The widget's texts: one JSON per locale, loaded on demand; `en` is the reference.
import { createTexts } from '../../shared/ui/texts';
import { textLocale } from './chooseLocale';

const texts = createTexts({
  en: () => import('../locales/en.json'),
  zh: () => import('../locales/zh.json'),
});

export const { i18n, $language, t, useT } = texts;
export const AVAILABLE_LOCALES = texts.available;

/** Shows the texts of the chosen locale, or the fallback's when we have none for it. */
export const showLocale = (chosen: string) => texts.show(textLocale(chosen, AVAILABLE_LOCALES));
