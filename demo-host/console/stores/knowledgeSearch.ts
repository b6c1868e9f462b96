// The Knowledge list's search and language filter, as pure rules: a document is found when every
// word typed is in its question, its phrasings or its answer's text (without the markup), case
// and accents aside; a language keeps its documents only.
import type { KnowledgeEntry } from '@shared/api/knowledge';
import { htmlToText } from '@shared/ui/htmlToText';

/** Lower case, compatibility forms folded (full-width letters), accents dropped: "Café" finds "cafe". */
export const foldText = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

/** A document's searchable text, made once per entry the server answered (the answer's markup read once). */
const searchable = new WeakMap<KnowledgeEntry, string>();

function textOf(doc: KnowledgeEntry): string {
  let text = searchable.get(doc);
  if (text === undefined) {
    text = foldText([doc.question, ...doc.similar, htmlToText(doc.answer)].join('\n'));
    searchable.set(doc, text);
  }
  return text;
}

/** The words of a search; none: everything matches. */
export const searchWords = (query: string) => foldText(query).split(/\s+/u).filter(Boolean);

export function filterDocs(docs: readonly KnowledgeEntry[], query: string, lang: string): KnowledgeEntry[] {
  const words = searchWords(query);
  return docs.filter((doc) => {
    if (lang && doc.lang != lang) return false;
    const text = textOf(doc);
    return words.every((word) => text.includes(word));
  });
}

/** The languages the documents are in, the most documents first (then by code): the filter's choices. */
export function langsOf(docs: readonly KnowledgeEntry[]): string[] {
  const counts = new Map<string, number>();
  for (const doc of docs) counts.set(doc.lang, (counts.get(doc.lang) ?? 0) + 1);
  return [...counts.keys()].sort((a, b) => counts.get(b)! - counts.get(a)! || a.localeCompare(b));
}
