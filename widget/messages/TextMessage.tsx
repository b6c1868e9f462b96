// A text message (msgType 1): plain text, line breaks kept, URLs and e-mail addresses as
// links opening in a new tab. Built as elements: the text is never parsed as HTML.
import type { ReactNode } from 'react';
import { find } from 'linkifyjs';
import { safeLinkUrl } from './safeUrl';

export function linkifyText(text: string): ReactNode[] {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const link of find(text)) {
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
  return <span class="msg-text">{linkifyText(text == null ? '' : String(text))}</span>;
}
