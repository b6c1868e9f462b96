// One of the spec's 24 locales named in itself, then in the console's language if they differ:
// "Deutsch (German)". The spec's `tw` is traditional Chinese, `zh` simplified: Intl names them
// by script.
const INTL_CODE: Record<string, string> = { zh: 'zh-Hans', tw: 'zh-Hant' };

export function localeName(code: string, consoleLanguage: string): string {
  const intl = INTL_CODE[code] ?? code;
  try {
    const own = new Intl.DisplayNames([intl], { type: 'language' }).of(intl) ?? code;
    const ours = new Intl.DisplayNames([consoleLanguage], { type: 'language' }).of(intl) ?? code;
    return own == ours ? own : `${own} (${ours})`;
  } catch {
    return code;
  }
}
