// How a key becomes a text: the locale JSON files' rules (nested keys, `{{name}}` values,
// plural forms by Intl.PluralRules with `_zero` for a count of 0), the fallback locale's
// book where the shown one lacks a key, else `defaultValue`, else the key itself. This is
// the part of i18next the apps used, in under a kilobyte (docs/decisions.md#texts-without-i18next).

/** A locale's texts as its JSON file holds them: nested objects, strings at the leaves. */
export interface TextBook {
  [key: string]: string | TextBook;
}

/** The values a text is filled with; `count` also picks the plural form. */
export type TextValues = Record<string, unknown> & { count?: number; defaultValue?: string };

/** `t(key, values)`: the text of `key` in the language showing. */
export type TextFunction = (key: string, values?: TextValues) => string;

/** A book and the language whose plural rules read its counts. */
export interface ShownBook {
  language: string;
  book: TextBook;
}

const lookup = (book: TextBook | string | undefined, path: string): string | TextBook | undefined => {
  for (const part of path.split('.')) {
    if (typeof book != 'object') return undefined;
    book = book[part];
  }
  return book;
};

const pluralRules = new Map<string, Intl.PluralRules>();

/** The keys to try for `key` with `count`, most particular first (`_zero` for 0, then the language's form, then bare). */
function candidates(key: string, language: string, count: unknown): string[] {
  if (typeof count != 'number') return [key];
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
  const form = `${key}_${rules.select(count)}`;
  return count === 0 ? [`${key}_zero`, form, key] : [form, key];
}

/** `{{name}}` (or `{{a.b}}`) replaced by its value; a value not given leaves nothing. */
export const fillValues = (text: string, values: TextValues = {}): string =>
  text.replace(/\{\{\s*([\w.-]+)\s*\}\}/g, (_, name: string) => {
    const value = name in values ? values[name] : lookup(values as TextBook, name);
    return value == null ? '' : String(value);
  });

/** The text of `key` from the first book that has it, filled with `values`. */
export function translate(books: readonly ShownBook[], key: string, values?: TextValues): string {
  for (const { language, book } of books) {
    for (const candidate of candidates(key, language, values?.count)) {
      const text = lookup(book, candidate);
      if (typeof text == 'string') return fillValues(text, values);
    }
  }
  return values?.defaultValue ?? key;
}

/** `into` with every text of `more` added (nested books merged; a text of `more` wins). */
export function mergeBooks(into: TextBook, more: TextBook): TextBook {
  for (const [key, value] of Object.entries(more)) {
    const mine = into[key];
    into[key] = typeof value == 'object' && typeof mine == 'object' ? mergeBooks(mine, value) : value;
  }
  return into;
}
