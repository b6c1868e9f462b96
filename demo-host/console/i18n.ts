// The console's texts: one JSON per locale loaded on demand, `en` the reference; Chinese
// for a browser that prefers it.
import { createTexts } from '@shared/ui/texts';

const texts = createTexts({
  en: () => import('./locales/en.json'),
  zh: () => import('./locales/zh.json'),
});

export const { useT, t, $language } = texts;

export const startI18n = (browserLanguage = navigator.language) =>
  texts.show(browserLanguage.toLowerCase().startsWith('zh') ? 'zh' : 'en');
