// The visible text of a document's rich-text answer: what the search reads of it.

const TAG = /<[^>]*>/g;
const ENTITIES: Readonly<Record<string, string>> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&nbsp;': ' ',
};

/** Tags removed, a few entities decoded, spaces collapsed. */
export const answerText = (html: string): string =>
  html
    .replace(TAG, ' ')
    .replace(/&(?:amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
