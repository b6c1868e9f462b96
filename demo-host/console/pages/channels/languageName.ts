// A channel language's name in the console's language: the spec's codes are ISO 639 but for
// `tw`, its traditional Chinese (not Twi), and '' is "the visitor's".
const BCP47: Record<string, string> = { tw: 'zh-Hant' };

export function languageName(code: string, consoleLanguage: string): string {
  try {
    return new Intl.DisplayNames([consoleLanguage], { type: 'language' }).of(BCP47[code] ?? code) ?? code;
  } catch {
    return code;
  }
}
