// A text message (msgType 1): plain text, line breaks kept, URLs and e-mail addresses as
// links opening in a new tab. Built as elements: the text is never parsed as HTML.
// linkifyjs is loaded lazily (./linkify.ts), like DOMPurify on the first rich text, to keep
// the first screen small; until it is here the text shows without links.

import { safeLinkUrl } from '@shared/safeUrl';
import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { type FindLinks, loadedLinkify, loadLinkify } from './linkify';

// Tests wait for it before drawing messages.
export { loadLinkify };

function linkifyText(text: string, findLinks: FindLinks): ReactNode[] {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const link of findLinks(text)) {
    const href = link.isLink ? safeLinkUrl(link.href) : undefined;
    if (!href || !/^(https?|mailto):/i.test(href)) continue;
    if (link.start > at) parts.push(text.slice(at, link.start));
    parts.push(
      <a key={link.start} href={href} target="_blank" rel="noopener noreferrer">
        {link.value}
      </a>,
    );
    at = link.end;
  }
  if (at < text.length) parts.push(text.slice(at));
  return parts;
}

export function TextMessage({ text }: { text: string | null | undefined }) {
  const [findLinks, setFindLinks] = useState<FindLinks | undefined>(loadedLinkify);
  useEffect(() => {
    if (!findLinks)
      loadLinkify().then(
        (loaded) => setFindLinks(() => loaded),
        () => undefined,
      );
  }, [findLinks]);
  const value = text == null ? '' : String(text);
  // dir="auto": the sender's words keep their own direction inside a right-to-left page.
  return (
    <span class="msg-text" dir="auto">
      {findLinks ? linkifyText(value, findLinks) : value}
    </span>
  );
}
