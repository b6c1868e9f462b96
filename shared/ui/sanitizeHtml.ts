// Every rich text (robot answers, agent replies, configuration) is sanitised before it is shown:
// by the browser's own HTML Sanitizer (Element.setHTML) where it has one, at once and with no
// download; elsewhere by DOMPurify, loaded on the first rich text (10 KB brotli the first
// screen does not carry). Both take the same rules: the lists and the link rule below
// (docs/decisions.md#rich-text-without-waiting-for-dompurify).
import type { Config, DOMPurify } from 'dompurify';
import { loadChunk } from './chunk';

/** http(s), mailto and relative URLs; DOMPurify's default also lets ftp:, tel:, sms: … through. */
const ALLOWED_URI = /^(?:(?:https?|mailto):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

/** Elements that never show, whatever is inside them. */
const FORBIDDEN_TAGS = ['style', 'input', 'textarea', 'select', 'iframe', 'frame', 'object', 'embed', 'script'];
/** Elements that go, their text staying. */
const UNWRAPPED_TAGS = ['form', 'button', 'base', 'link', 'meta'];

const CONFIG: Config = {
  FORBID_TAGS: [...FORBIDDEN_TAGS, ...UNWRAPPED_TAGS],
  FORBID_ATTR: ['style'],
  // `link`: an element of a FAQ article that opens its link (the /question page checks it is http(s)).
  ADD_ATTR: ['target', 'link'],
  ALLOWED_URI_REGEXP: ALLOWED_URI,
};

/** A link inside the chat must not navigate the widget's frame, nor hand it `opener`. */
function finishLink(node: Element) {
  if (node.tagName == 'A' && node.hasAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  } else if (node.hasAttribute('target')) {
    node.removeAttribute('target');
  }
}

// ---- The browser's own sanitiser ----

const SVG = 'http://www.w3.org/2000/svg';
const MATHML = 'http://www.w3.org/1998/Math/MathML';

/**
 * On top of the browser's safe baseline (no script, no handler, no javascript: URL): our lists,
 * and no SVG, MathML, noscript or template, whose parsing differs once the clean HTML is set
 * again as a string.
 */
const NATIVE_CONFIG = {
  removeElements: [
    ...FORBIDDEN_TAGS,
    'noscript',
    'template',
    { name: 'svg', namespace: SVG },
    { name: 'math', namespace: MATHML },
  ],
  replaceWithChildrenElements: UNWRAPPED_TAGS,
  removeAttributes: ['style'],
};

/** Every character below '!': spaces and control characters, which a browser skips in a URL's scheme. */
const SPACES_AND_CONTROLS = /[^!-\uffff]/g;

/** Attributes that hold a URL, each checked as DOMPurify checks them. */
const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'poster', 'background', 'cite', 'xlink:href'];

type SanitizingElement = HTMLElement & { setHTML?: (html: string, options: { sanitizer: object }) => void };

const nativeSupport = (() => {
  try {
    return typeof (document.createElement('div') as SanitizingElement).setHTML == 'function';
  } catch {
    return false;
  }
})();

function sanitizeNatively(html: string): string {
  const box = document.createElement('div') as SanitizingElement;
  box.setHTML!(html, { sanitizer: NATIVE_CONFIG });
  box.querySelectorAll('*').forEach((node) => {
    for (const name of URL_ATTRIBUTES) {
      const value = node.getAttribute(name);
      if (value == null) continue;
      const picture = name == 'src' && node.tagName == 'IMG' && /^data:image\//i.test(value);
      if (!picture && !ALLOWED_URI.test(value.replace(SPACES_AND_CONTROLS, ''))) node.removeAttribute(name);
    }
    finishLink(node);
  });
  return box.innerHTML;
}

// ---- DOMPurify, elsewhere ----

let purifier: DOMPurify | undefined;
let loading: Promise<DOMPurify> | undefined;

function configure(instance: DOMPurify): DOMPurify {
  instance.addHook('afterSanitizeAttributes', finishLink);
  return instance;
}

/** The configured DOMPurify, imported the first time it is needed. */
export function loadSanitizer(): Promise<DOMPurify> {
  loading ??= loadChunk(() => import('dompurify')).then(
    (module) => (purifier = configure(module.default)),
    (error: unknown) => {
      // A chunk that failed to load (network) is tried again by the next rich text.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Sanitised HTML at once where it can be: the browser's sanitiser, or DOMPurify once loaded; undefined until then. */
export const sanitizeLoaded = (html: string): string | undefined =>
  nativeSupport ? sanitizeNatively(html) : purifier?.sanitize(html, CONFIG);

/** Sanitised HTML, safe to set as innerHTML. */
export async function sanitizeHtml(html: string): Promise<string> {
  return sanitizeLoaded(html) ?? (await loadSanitizer()).sanitize(html, CONFIG);
}
