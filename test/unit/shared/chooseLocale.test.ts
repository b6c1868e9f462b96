import { chooseLocale, normalizeLocale, SPEC_LOCALES, textLocale } from '@shared/chooseLocale';
import { DEFAULT_LOCALE } from '@shared/constants';
import { describe, expect, it } from 'vitest';

describe('chooseLocale: the locale order (docs/decisions.md#locale-order)', () => {
  const all = { channel: 'ja', param: 'fr', browser: 'de-DE', stored: 'ko' };

  it('rule: the channel language comes first', () => {
    expect(chooseLocale(all)).toBe('ja');
  });

  it('rule: then the locale parameter', () => {
    expect(chooseLocale({ ...all, channel: undefined })).toBe('fr');
  });

  it("rule: then the browser's language prefix", () => {
    expect(chooseLocale({ ...all, channel: undefined, param: undefined })).toBe('de');
  });

  it('rule: then the stored preference', () => {
    expect(chooseLocale({ stored: 'ko' })).toBe('ko');
    expect(chooseLocale({ channel: null, param: null, browser: null, stored: 'ko' })).toBe('ko');
  });

  it('rule: then zh', () => {
    expect(DEFAULT_LOCALE).toBe('zh');
    expect(chooseLocale({})).toBe('zh');
    expect(chooseLocale({ channel: null, param: null, browser: null, stored: null })).toBe('zh');
  });

  it('rule: a blank source is skipped, not chosen', () => {
    expect(chooseLocale({ channel: '', param: '   ', browser: 'en-US', stored: 'ko' })).toBe('en');
    expect(chooseLocale({ channel: ' ', param: '', browser: '', stored: '' })).toBe('zh');
  });

  it('rule: the chosen source is normalised', () => {
    expect(chooseLocale({ channel: 'zh-TW' })).toBe('tw');
    expect(chooseLocale({ param: 'en_US' })).toBe('en');
    expect(chooseLocale({ browser: 'zh-CN' })).toBe('zh');
    expect(chooseLocale({ stored: 'ZH-HK' })).toBe('tw');
  });
});

describe('normalizeLocale', () => {
  it.each([
    ['zh-CN', 'zh'],
    ['zh', 'zh'],
    ['zh-SG', 'zh'],
    ['zh-Hans-CN', 'zh'],
    ['zh-TW', 'tw'],
    ['zh-HK', 'tw'],
    ['zh-MO', 'tw'],
    ['zh-Hant', 'tw'],
    ['zh-Hant-TW', 'tw'],
    ['zh_TW', 'tw'],
    ['zh_hk', 'tw'],
    ['tw', 'tw'],
    ['en_US', 'en'],
    ['en-GB', 'en'],
    ['EN', 'en'],
    ['pt-BR', 'pt'],
    ['fil-PH', 'fil'],
    ['  fr-CA  ', 'fr'],
  ])('rule: %j → %j', (code, expected) => {
    expect(normalizeLocale(code)).toBe(expected);
  });

  it.each([[''], ['   '], ['\t\n'], [null], [undefined], ['-'], ['_']])('rule: blank %j is ignored', (code) => {
    expect(normalizeLocale(code)).toBeUndefined();
  });
});

describe('textLocale', () => {
  const available = ['en', 'zh', 'tw', 'ja'];

  it('rule: a locale with texts shows its own texts', () => {
    expect(textLocale('zh', available)).toBe('zh');
    expect(textLocale('tw', available)).toBe('tw');
    expect(textLocale('ja', available)).toBe('ja');
  });

  it('rule: a locale without texts shows the en texts', () => {
    expect(textLocale('ko', available)).toBe('en');
    expect(textLocale('xx', available)).toBe('en');
    expect(textLocale('', available)).toBe('en');
  });

  it('rule: chooseLocale then textLocale gives en for a spec locale we lack texts for', () => {
    expect(textLocale(chooseLocale({ channel: 'zu' }), available)).toBe('en');
  });

  it('rule: every spec locale is already in its normalised form', () => {
    for (const code of SPEC_LOCALES) expect(normalizeLocale(code)).toBe(code);
  });
});
