// Which way a locale's text runs. The spec's right-to-left locales are Arabic and Persian.
const RIGHT_TO_LEFT_LOCALES: readonly string[] = ['ar', 'fa'];

export const textDirection = (locale: string): 'rtl' | 'ltr' =>
  RIGHT_TO_LEFT_LOCALES.includes(locale) ? 'rtl' : 'ltr';
