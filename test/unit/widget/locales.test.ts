// The widget's texts in every locale of the spec (docs/widget.md#languages): each has exactly the keys of `en`,
// the plural forms its language needs (Intl.PluralRules, as shared/ui/translate.ts reads them), every
// placeholder of the English text, and is translated (at most a few values equal to English).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SPEC_LOCALES } from '@shared/chooseLocale';
import { describe, expect, it } from 'vitest';

const LOCALES = join(__dirname, '../../../widget/locales');
type Texts = { [key: string]: string | Texts };
const readFile = (path: string): Texts => JSON.parse(readFileSync(path, 'utf8'));
/**
 * A locale's texts: the first screen's file, the call's (widget/locales/call), the leave and work-order pages'
 * (widget/locales/pages), the rating form's (widget/locales/rating) and the e-mailed conversation's dialog's
 * (widget/locales/transcript), each loaded with its part.
 */
const read = (code: string): Texts => {
  const first = readFile(join(LOCALES, `${code}.json`));
  const rating = readFile(join(LOCALES, 'rating', `${code}.json`));
  return {
    ...first,
    ...readFile(join(LOCALES, 'call', `${code}.json`)),
    ...readFile(join(LOCALES, 'pages', `${code}.json`)),
    ...readFile(join(LOCALES, 'transcript', `${code}.json`)),
    // The form's part of `rating`, beside the first screen's.
    rating: { ...(first.rating as Texts), ...(rating.rating as Texts) },
  };
};

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Flat `key → text`, plural forms kept as they are. */
function flatten(texts: Texts, prefix = ''): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(texts)) {
    if (typeof value == 'string') flat.set(prefix + key, value);
    else for (const [inner, text] of flatten(value, `${prefix}${key}.`)) flat.set(inner, text);
  }
  return flat;
}

/** The base keys (plural forms folded), each with the plural categories it has. */
function baseKeys(flat: Map<string, string>): Map<string, Set<string>> {
  const bases = new Map<string, Set<string>>();
  for (const key of flat.keys()) {
    const category = PLURAL.exec(key)?.[1];
    const base = key.replace(PLURAL, '');
    if (!bases.has(base)) bases.set(base, new Set());
    if (category) bases.get(base)!.add(category);
  }
  return bases;
}

/** The BCP 47 tag of a spec locale, for its plural rules. */
const TAG: Record<string, string> = { tw: 'zh-TW' };
const pluralCategories = (code: string) =>
  new Set(new Intl.PluralRules(TAG[code] ?? code).resolvedOptions().pluralCategories);

const placeholders = (text: string) => new Set([...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]!));

/** Values that may read the same in English: names, codes and symbols, not sentences. */
const SAME_AS_ENGLISH_ALLOWED = 6;

const en = flatten(read('en'));
const enBases = baseKeys(en);

describe('widget texts', () => {
  it.each([[''], ['call'], ['pages'], ['rating'], ['transcript']])(
    'rule: the part %j has a file for each code of SPEC_LOCALES, the one list, and no other',
    (part) => {
      const files = readdirSync(join(LOCALES, part)).filter((name) => name.endsWith('.json'));
      expect(files.map((name) => name.replace(/\.json$/, '')).sort()).toEqual([...SPEC_LOCALES].sort());
    },
  );

  it.each(SPEC_LOCALES.filter((code) => code != 'en'))('%s: has a file', (code) => {
    expect(existsSync(join(LOCALES, `${code}.json`))).toBe(true);
  });

  describe.each(SPEC_LOCALES.filter((code) => code != 'en' && existsSync(join(LOCALES, `${code}.json`))))(
    '%s',
    (code) => {
      const texts = flatten(read(code));
      const bases = baseKeys(texts);

      it('rule: exactly the keys of en, no more, no fewer', () => {
        expect([...bases.keys()].sort()).toEqual([...enBases.keys()].sort());
      });

      it('rule: a text that has plural forms in en has exactly the forms this language needs', () => {
        const needed = pluralCategories(code);
        for (const [base, categories] of enBases) {
          if (categories.size == 0) expect(bases.get(base), base).toEqual(new Set());
          else expect(bases.get(base), base).toEqual(needed);
        }
      });

      it('rule: every placeholder of the English text is kept (a count may go unsaid in the zero, one and two forms)', () => {
        for (const [key, text] of texts) {
          const base = key.replace(PLURAL, '');
          const english = [...en.entries()]
            .filter(([enKey]) => enKey.replace(PLURAL, '') == base)
            .map(([, value]) => placeholders(value));
          const wanted = new Set(english.flatMap((set) => [...set]));
          const given = placeholders(text);
          const category = PLURAL.exec(key)?.[1];
          for (const name of wanted) {
            if (name == 'count' && (category == 'zero' || category == 'one' || category == 'two')) continue;
            expect(given.has(name), `${key} keeps {{${name}}}`).toBe(true);
          }
          for (const name of given) expect(wanted.has(name), `${key} invents {{${name}}}`).toBe(true);
        }
      });

      it('rule: translated: at most a few values read exactly as in English', () => {
        const same = [...texts]
          .filter(([key, text]) => en.get(key) == text && /\p{L}{3,}/u.test(text))
          .map(([key]) => key);
        expect(same.length, same.join(', ')).toBeLessThanOrEqual(SAME_AS_ENGLISH_ALLOWED);
      });
    },
  );
});
