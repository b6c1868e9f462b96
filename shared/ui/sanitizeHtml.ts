// Every rich text (robot answers, agent replies, configuration) goes through DOMPurify.
// It is loaded on the first rich text, not with the first screen (12 KB gzip), and
// configured once: the hook and the config below apply to every caller.
import type { Config, DOMPurify } from 'dompurify';

/** http(s), mailto and relative URLs; DOMPurify's default also lets ftp:, tel:, sms: … through. */
const ALLOWED_URI = /^(?:(?:https?|mailto):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

const CONFIG: Config = {
  FORBID_TAGS: [
    'style',
    'form',
    'input',
    'textarea',
    'select',
    'button',
    'iframe',
    'frame',
    'object',
    'embed',
    'script',
    'base',
    'link',
    'meta',
  ],
  FORBID_ATTR: ['style'],
  // `link`: an element of a FAQ article that opens its link (the /question page checks it is http(s)).
  ADD_ATTR: ['target', 'link'],
  ALLOWED_URI_REGEXP: ALLOWED_URI,
};

let purifier: DOMPurify | undefined;
let loading: Promise<DOMPurify> | undefined;

function configure(instance: DOMPurify): DOMPurify {
  instance.addHook('afterSanitizeAttributes', (node) => {
    // A link inside the chat must not navigate the widget's frame, nor hand it `opener`.
    if (node.tagName == 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    } else if (node.hasAttribute('target')) {
      node.removeAttribute('target');
    }
  });
  return instance;
}

/** The configured DOMPurify, imported the first time it is needed. */
export function loadSanitizer(): Promise<DOMPurify> {
  loading ??= import('dompurify').then(
    (module) => (purifier = configure(module.default)),
    (error: unknown) => {
      // A chunk that failed to load (network) is tried again by the next rich text.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Sanitised HTML at once when DOMPurify has loaded; undefined until then. */
export const sanitizeLoaded = (html: string): string | undefined => purifier?.sanitize(html, CONFIG);

/** Sanitised HTML, safe to set as innerHTML. */
export async function sanitizeHtml(html: string): Promise<string> {
  return (await loadSanitizer()).sanitize(html, CONFIG);
}
