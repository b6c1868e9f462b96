// Which texts the chat page preloads: the server's copy of the widget's locale choice
// (shared/chooseLocale.ts) from what it can know, plus the fallback.

import { localePreloadLinks, localesToPreload, preferredLanguage } from '@server/localePreload';
import { chooseLocale, SPEC_LOCALES } from '@shared/chooseLocale';
import { FALLBACK_LOCALE } from '@shared/constants';
import { describe, expect, it } from 'vitest';

const available = [...SPEC_LOCALES];

describe('preferredLanguage: the first language of Accept-Language, as navigator.language', () => {
  it('rule: the first tag, when none has a q', () => {
    expect(preferredLanguage('de-DE,de,en')).toBe('de-DE');
  });

  it('rule: the highest q wins, the earliest among equals', () => {
    expect(preferredLanguage('en;q=0.5, fr-CA;q=0.9, ja;q=0.9')).toBe('fr-CA');
    expect(preferredLanguage('en;q=0.5,ko')).toBe('ko');
  });

  it('rule: none from a missing or empty header, `*`, or q=0', () => {
    expect(preferredLanguage(undefined)).toBeUndefined();
    expect(preferredLanguage('')).toBeUndefined();
    expect(preferredLanguage('*')).toBeUndefined();
    expect(preferredLanguage('fr;q=0, *;q=0.5')).toBeUndefined();
  });
});

describe('localesToPreload: the locale the widget will choose, and the fallback', () => {
  it('rule: the channel language first, then the locale parameter, then the browser, as the widget chooses', () => {
    expect(localesToPreload({ channel: 'ja', param: 'fr', acceptLanguage: 'de-DE' }, available)).toEqual([
      'ja',
      FALLBACK_LOCALE,
    ]);
    expect(localesToPreload({ channel: '', param: 'fr', acceptLanguage: 'de-DE' }, available)).toEqual([
      'fr',
      FALLBACK_LOCALE,
    ]);
    expect(localesToPreload({ acceptLanguage: 'de-DE,de;q=0.9' }, available)).toEqual(['de', FALLBACK_LOCALE]);
  });

  it('rule: the same choice as the widget for what the server can see', () => {
    for (const sources of [
      { channel: 'zh-TW', param: 'en' },
      { param: 'zh-HK' },
      { param: 'pt_BR' },
      { channel: '  ', param: ' ', browser: 'tr-TR' },
    ]) {
      const widget = chooseLocale(sources);
      expect(
        localesToPreload(
          { channel: sources.channel, param: sources.param, acceptLanguage: sources.browser },
          available,
        )[0],
      ).toBe(widget);
    }
  });

  it('rule: the fallback always, once', () => {
    expect(localesToPreload({ channel: 'en' }, available)).toEqual(['en']);
    expect(localesToPreload({ acceptLanguage: 'en-GB' }, available)).toEqual(['en']);
  });

  it('rule: a locale without texts shows the fallback, so only the fallback is preloaded', () => {
    expect(localesToPreload({ param: 'xx' }, available)).toEqual(['en']);
  });

  it('rule: nothing known is the default locale (zh), as the widget without a browser language', () => {
    expect(localesToPreload({}, available)).toEqual(['zh', 'en']);
  });

  it('a build without a manifest preloads nothing', () => {
    expect(localesToPreload({ param: 'de' }, [])).toEqual([]);
  });
});

describe('localePreloadLinks', () => {
  it('one modulepreload per file under the base, each once', () => {
    const chunks = {
      en: ['assets/en-1.js'],
      de: ['assets/de-2.js', 'assets/shared-3.js'],
      fr: ['assets/fr-4.js', 'assets/shared-3.js'],
    };
    expect(localePreloadLinks(chunks, '/chat_online/', ['de', 'fr', 'en'])).toBe(
      '<link rel="modulepreload" href="/chat_online/assets/de-2.js">' +
        '<link rel="modulepreload" href="/chat_online/assets/shared-3.js">' +
        '<link rel="modulepreload" href="/chat_online/assets/fr-4.js">' +
        '<link rel="modulepreload" href="/chat_online/assets/en-1.js">',
    );
    expect(localePreloadLinks(chunks, '/chat_online/', ['xx'])).toBe('');
  });
});
