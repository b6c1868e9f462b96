// When a robot answer links to its full article (/question): the answer's text is longer
// than a chat bubble shows comfortably. One threshold, here.
import { htmlToText } from './ui/htmlToText';

/** Characters of text a robot answer may have before "Read the full article" is offered under it. */
export const ARTICLE_LINK_MIN_CHARS = 240;

/** Rule: a document answer longer than ARTICLE_LINK_MIN_CHARS characters of text links to its article. */
export const hasFullArticle = (answerHtml: string) => htmlToText(answerHtml).length > ARTICLE_LINK_MIN_CHARS;

/**
 * The link of an element of an article that carries one (`data-link` or `link` attribute,
 * spec: "opens that link in a new window"): only an absolute http(s) URL, anything else none.
 */
export function articleElementLink(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value.trim());
    return url.protocol == 'http:' || url.protocol == 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
