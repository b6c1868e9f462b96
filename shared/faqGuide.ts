// The robot's welcome guide (msgType 99): the channel's frequent questions, stored in the
// conversation right after the greeting as JSON text, so every tab of the visitor and the
// agent's console see the list the visitor was offered.
import type { FaqEntry } from './api';
import { parseJson } from './ui/parseCard';

/** The guide's msgContent: each question with the document that answers it, nothing else. */
export const faqGuideContent = (faqList: readonly FaqEntry[]): string =>
  JSON.stringify(faqList.filter((entry) => entry?.question).map(({ docId, question }) => ({ docId, question })));

/** A guide's questions from its msgContent; [] when it is not such a list. */
export function parseFaqList(content: string): FaqEntry[] {
  if (!content.trim().startsWith('[')) return [];
  const value = parseJson(content, 'FAQ list');
  if (!Array.isArray(value)) return [];
  return value.filter(
    (entry): entry is FaqEntry =>
      !!entry && typeof entry.question === 'string' && entry.question != '' && typeof entry.docId === 'number',
  );
}
