// A link in a mail is clickable only when it is absolute http(s): safeUrl also lets relative
// URLs through, which mean nothing in a mail, and refuses javascript:, data: and the like.
import { safeUrl } from '@shared/safeUrl';

/** The URL to put in an `href`, or undefined: then the link is shown as text only. */
export function webLink(url: string): string | undefined {
  const cleaned = safeUrl(url);
  return cleaned && /^https?:\/\/[^/]/i.test(cleaned) ? cleaned : undefined;
}
