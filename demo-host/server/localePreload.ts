// The chat page names the texts it will load, so the browser fetches them beside main.js
// instead of after it has run. The widget chooses its language by shared/chooseLocale.ts;
// the server knows most of what that rule reads (the channel's language, the frame URL's
// `locale`, the browser's language as its Accept-Language) and always adds the fallback,
// whose texts fill what any other locale lacks. A wrong guess costs one unused request.
import { chooseLocale, textLocale } from '@shared/chooseLocale';
import { FALLBACK_LOCALE } from '@shared/constants';

/** A locale's texts chunk and what it imports, by path under the widget's base. */
export type LocaleChunks = Record<string, string[]>;

/** The manifest of LocaleChunks that rollup.config.mjs (`localeChunks`) writes beside the widget's index.html. */
export const LOCALE_CHUNKS_FILE = 'locale-chunks.json';

/** The language the browser puts first: the highest `q`, the earliest among equals; `*` names none. */
export function preferredLanguage(acceptLanguage: string | undefined): string | undefined {
  let best: { tag: string; q: number } | undefined;
  for (const part of (acceptLanguage ?? '').split(',')) {
    const [tag = '', ...params] = part.trim().split(';');
    const qParam = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!tag.trim() || tag.trim() == '*' || !(q > 0)) continue;
    if (!best || q > best.q) best = { tag: tag.trim(), q };
  }
  return best?.tag;
}

export interface PageLocaleSources {
  /** The channel's configured language, when the page is for a known channel. */
  channel?: string | undefined;
  /** The frame URL's `locale` parameter. */
  param?: string | undefined;
  acceptLanguage?: string | undefined;
}

/** The locales whose texts the page will show first: the one the widget will choose (as it has texts for it) and the fallback. */
export function localesToPreload(sources: PageLocaleSources, available: readonly string[]): string[] {
  const chosen = chooseLocale({
    channel: sources.channel,
    param: sources.param,
    browser: preferredLanguage(sources.acceptLanguage),
  });
  return [...new Set([textLocale(chosen, available), FALLBACK_LOCALE])].filter((locale) => available.includes(locale));
}

/** `<link rel="modulepreload">` for each file of `locales`, under `base`. Same origin: `script-src 'self'` allows them. */
export function localePreloadLinks(chunks: LocaleChunks, base: string, locales: readonly string[]): string {
  const files = [...new Set(locales.flatMap((locale) => chunks[locale] ?? []))];
  return files.map((file) => `<link rel="modulepreload" href="${base}${file}">`).join('');
}
