// Rich text from the server, the robot or an agent. Until DOMPurify has loaded (lazily,
// on the first rich text) only the words are shown, never the raw HTML.
import { useEffect, useState } from 'react';
import { htmlToText } from './htmlToText';
import { sanitizeHtml, sanitizeLoaded } from './sanitizeHtml';

interface Sanitised {
  /** The input the clean HTML belongs to: a new `html` prop shows text until it is cleaned. */
  html: string;
  clean: string;
}

function sanitisedNow(html: string): Sanitised | undefined {
  const clean = sanitizeLoaded(html);
  return clean === undefined ? undefined : { html, clean };
}

export function RichText({ html, className }: { html: string; className?: string }) {
  const [sanitised, setSanitised] = useState<Sanitised | undefined>(() => sanitisedNow(html));

  useEffect(() => {
    if (sanitised?.html === html) return;
    const now = sanitisedNow(html);
    if (now) {
      setSanitised(now);
      return;
    }
    let current = true;
    sanitizeHtml(html).then(
      (clean) => current && setSanitised({ html, clean }),
      (error: unknown) => console.warn('chat-online: the HTML sanitiser did not load', error),
    );
    return () => {
      current = false;
    };
  }, [html]);

  const classes = 'msg-rich' + (className ? ' ' + className : '');
  if (sanitised?.html !== html) return <div class={classes + ' msg-rich--text'}>{htmlToText(html)}</div>;
  return <div class={classes} dangerouslySetInnerHTML={{ __html: sanitised.clean }} />;
}
