// In shared/ because the server applies the same rule: it preloads the texts the chat page
// will choose (demo-host/server/localePreload.ts).
import { DEFAULT_LOCALE, FALLBACK_LOCALE } from './constants';
import specLocales from './specLocales.json';

// (docs/decisions.md#locale-order) The channel language, then the locale parameter (the host's
// `data-locale` / `setLocale`), then the browser's language prefix, then the stored
// preference, then `zh`. A locale we have no texts for shows the `en` texts.

/**
 * The spec's locales (`tw` is traditional Chinese): the one list, in shared/specLocales.json so
 * that the build reads it too. Each text part of the widget has a file per code, loaded from
 * `spec-locales:<folder>` (rollup.config.mjs `specLocaleLoaders`); the build and tests check
 * that every part has every code.
 */
export const SPEC_LOCALES: readonly string[] = specLocales;

/** `zh-TW` and `zh-HK` are the spec's `tw`; other codes reduce to their prefix. */
export function normalizeLocale(code: string | undefined | null): string | undefined {
  if (!code) return undefined;
  const lower = code.trim().toLowerCase().replace('_', '-');
  if (/^zh-(tw|hk|mo|hant)/.test(lower)) return 'tw';
  return lower.split('-')[0] || undefined;
}

export interface LocaleSources {
  channel?: string | null;
  param?: string | null;
  browser?: string | null;
  stored?: string | null;
}

export function chooseLocale(sources: LocaleSources): string {
  return (
    normalizeLocale(sources.channel) ||
    normalizeLocale(sources.param) ||
    normalizeLocale(sources.browser) ||
    normalizeLocale(sources.stored) ||
    DEFAULT_LOCALE
  );
}

/** The locale whose texts are shown for a chosen locale. */
export function textLocale(chosen: string, available: readonly string[]): string {
  return available.includes(chosen) ? chosen : FALLBACK_LOCALE;
}
