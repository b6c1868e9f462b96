// A text message (msgType 1): plain text, line breaks kept, URLs and e-mail addresses as
// links opening in a new tab. Built as elements: the text is never parsed as HTML.
// linkifyjs is loaded on the first text message, like DOMPurify on the first rich text,
// to keep the first screen small; until then the text shows without links.
import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { safeLinkUrl } from '../../shared/safeUrl';

type Find = (typeof import('linkifyjs'))['find'];

let find: Find | undefined;
let loading: Promise<Find> | undefined;
export const loadLinkify = () => (loading ??= import('linkifyjs').then((module) => (find = module.find)));

export function linkifyText(text: string, findLinks: Find): ReactNode[] {
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
  const [findLinks, setFindLinks] = useState<Find | undefined>(() => find);
  useEffect(() => {
    if (!findLinks) void loadLinkify().then((loaded) => setFindLinks(() => loaded));
  }, [findLinks]);
  const value = text == null ? '' : String(text);
  // dir="auto": the sender's words keep their own direction inside a right-to-left page.
  return (
    <span class="msg-text" dir="auto">
      {findLinks ? linkifyText(value, findLinks) : value}
    </span>
  );
}
