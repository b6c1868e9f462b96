// The texts of an app (the widget, the console): one JSON per locale, each loaded on first
// use, and a language atom components subscribe to through `useT`. Keys become texts by the
// rules of ./translate.ts.
import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { FALLBACK_LOCALE } from '../constants';
import { textDirection } from '../direction';
import { loadChunk } from './chunk';
import { mergeBooks, type ShownBook, type TextBook, type TextFunction, type TextValues, translate } from './translate';

export type { TextFunction } from './translate';

export type TextLoaders = Record<string, () => Promise<{ default: Record<string, unknown> }>>;

export function createTexts(loaders: TextLoaders) {
  /** The language whose texts are showing; components re-render when it changes. */
  const $language = atom<string | undefined>(undefined);
  /** Each locale's texts loaded so far, every part's merged. */
  const books = new Map<string, TextBook>();

  /** Each part's texts: the first screen's, then those of parts loaded later (extend). */
  const parts: TextLoaders[] = [loaders];
  const loaded = new Set<string>();

  /** The books `t` reads, the language showing first and then the fallback: made when either changes, not on every `t`. */
  let shown: ShownBook[] = [];
  const reshow = (showing = $language.get() ?? FALLBACK_LOCALE) => {
    shown = [...new Set([showing, FALLBACK_LOCALE])].map((language) => ({
      language,
      book: books.get(language) ?? {},
    }));
  };

  /** Adds `texts` to the book of `code`. */
  const add = (code: string, texts: Record<string, unknown>) => {
    books.set(code, mergeBooks(books.get(code) ?? {}, texts as TextBook));
    reshow();
  };

  /** Adds every part's texts of `code` not added yet; a part without this locale has none to add. */
  async function addTexts(code: string) {
    for (const [index, part] of parts.entries()) {
      const key = `${index}:${code}`;
      if (loaded.has(key) || !part[code]) continue;
      const texts = (await loadChunk(part[code])).default;
      if (loaded.has(key)) continue;
      loaded.add(key);
      add(code, texts);
    }
  }

  /** Shows `language`, which must be one of the loaders; the fallback fills what it lacks. */
  async function show(language: string): Promise<void> {
    for (const code of new Set([language, FALLBACK_LOCALE])) await addTexts(code);
    document.documentElement.lang = language;
    // Arabic and Persian mirror the whole page: the styles use logical properties.
    document.documentElement.dir = textDirection(language);
    // Before the atom tells anyone: a listener's first `t` already reads the new language.
    reshow(language);
    $language.set(language);
  }

  /**
   * The texts of a part loaded later (the call's): added now for the language showing and the
   * fallback, and with every language shown after. Resolves once they can be used: the part
   * waits for it before it shows anything.
   */
  async function extend(more: TextLoaders): Promise<void> {
    parts.push(more);
    const language = $language.get();
    for (const code of new Set([language ?? FALLBACK_LOCALE, FALLBACK_LOCALE])) await addTexts(code);
  }

  /** `t` outside components (stores, notices): the language showing, then the fallback. */
  const t: TextFunction = (key: string, values?: TextValues) => translate(shown, key, values);

  return {
    $language,
    /** The locales that have texts. */
    available: Object.keys(loaders),
    show,
    extend,
    /** Texts added by hand (a test's own keys). */
    add,
    t,
    /** `t` for components: subscribing to the language re-renders them when it changes. */
    useT(): TextFunction {
      useStore($language);
      return t;
    },
  };
}
