// A rich text as the server keeps it (a robot answer saved from the console or imported): only
// an allow-list of tags and attributes, written out anew, every tag closed, so what is stored
// is small, safe HTML whatever was sent. Pure and DOM-free, so the server runs it and the
// console can show the same result; where a rich text is shown it still goes through DOMPurify
// (shared/ui/sanitizeHtml.ts), which needs a DOM the server has not got.

import { articleElementLink } from './articleLink';
import { safeLinkUrl, safeUrl } from './safeUrl';

/** Tags kept, each with the attributes it may carry beyond GLOBAL_ATTRIBUTES; any other tag goes, its text stays. */
const TAGS: Readonly<Record<string, readonly string[]>> = {
  p: [],
  br: [],
  div: [],
  span: [],
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  s: [],
  del: [],
  sub: [],
  sup: [],
  small: [],
  code: [],
  pre: [],
  blockquote: [],
  h1: [],
  h2: [],
  h3: [],
  h4: [],
  h5: [],
  h6: [],
  hr: [],
  ul: [],
  ol: ['start'],
  li: [],
  table: [],
  thead: [],
  tbody: [],
  tr: [],
  th: ['colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
  a: ['href'],
  img: ['src', 'alt', 'width', 'height'],
};

/** `link` / `data-link`: an element of a FAQ article that opens its link (shared/articleLink.ts). */
const GLOBAL_ATTRIBUTES = ['title', 'dir', 'lang', 'link', 'data-link'];

/** Elements with no end tag. */
const VOID = new Set(['br', 'hr', 'img']);

/** Elements whose content is not text to show: dropped with it. */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'textarea',
  'title',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'select',
  'head',
  'xmp',
  'noembed',
  'noframes',
  'plaintext',
]);

/** Each value an attribute may take, or undefined to drop it. */
const ATTRIBUTE_VALUE: Readonly<Record<string, (value: string) => string | undefined>> = {
  href: (value) => safeLinkUrl(value),
  src: (value) => safeUrl(value),
  link: (value) => articleElementLink(value),
  'data-link': (value) => articleElementLink(value),
  dir: (value) => (/^(?:ltr|rtl|auto)$/i.test(value) ? value.toLowerCase() : undefined),
  lang: (value) => (/^[a-z]{2,3}(?:-[a-z0-9]{1,8})*$/i.test(value) ? value : undefined),
  width: (value) => (/^\d{1,4}$/.test(value) ? value : undefined),
  height: (value) => (/^\d{1,4}$/.test(value) ? value : undefined),
  colspan: (value) => (/^\d{1,3}$/.test(value) ? value : undefined),
  rowspan: (value) => (/^\d{1,3}$/.test(value) ? value : undefined),
  start: (value) => (/^-?\d{1,6}$/.test(value) ? value : undefined),
};

/** Attributes whose value is a URL: read with its character references decoded, as a browser reads it. */
const URL_ATTRIBUTES = new Set(['href', 'src', 'link', 'data-link']);

const NAMED: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  colon: ':',
  tab: '\t',
  newline: '\n',
  sol: '/',
  lpar: '(',
  rpar: ')',
  period: '.',
  comma: ',',
};

/** The character a numeric reference names; U+FFFD for none (as browsers read it). */
function codePoint(value: number): string {
  return value > 0 && value <= 0x10ffff && !(value >= 0xd800 && value <= 0xdfff)
    ? String.fromCodePoint(value)
    : '\ufffd';
}

/** A value with its character references decoded (numeric ones, and the named ones that matter to a URL). */
function decodeReferences(value: string): string {
  return value.replace(/&(?:#(\d+)|#x([0-9a-f]+)|([a-z]+));?/gi, (reference, decimal, hex, name) => {
    if (decimal) return codePoint(Number.parseInt(decimal, 10));
    if (hex) return codePoint(Number.parseInt(hex, 16));
    return NAMED[String(name).toLowerCase()] ?? reference;
  });
}

/** A character reference as written: kept in text (it can only ever make text). */
const REFERENCE = /^&(?:#\d{1,7}|#x[0-9a-f]{1,6}|[a-z][a-z0-9]{1,31});/i;

/** Text as it may stand in HTML: `<` and `>` escaped, a lone `&` too; references kept. */
function escapeText(text: string): string {
  let out = '';
  for (let at = 0; at < text.length; at++) {
    const char = text[at]!;
    if (char == '<') out += '&lt;';
    else if (char == '>') out += '&gt;';
    else if (char == '&') out += REFERENCE.test(text.slice(at, at + 40)) ? '&' : '&amp;';
    else out += char;
  }
  return out;
}

/** A decoded URL inside double quotes: every `&` escaped, so nothing is read as a reference again. */
const escapeUrl = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** Any other value inside double quotes: its references kept, as in text. */
const escapeValue = (value: string) => escapeText(value).replaceAll('"', '&quot;');

const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

function cleanAttributes(tag: string, source: string): string {
  const allowed = [...TAGS[tag]!, ...GLOBAL_ATTRIBUTES];
  const seen = new Set<string>();
  let out = '';
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = match[1]!.toLowerCase();
    if (!allowed.includes(name) || seen.has(name)) continue;
    seen.add(name);
    const written = match[2] ?? match[3] ?? match[4] ?? '';
    const check = ATTRIBUTE_VALUE[name];
    if (URL_ATTRIBUTES.has(name)) {
      const url = check!(decodeReferences(written));
      if (url !== undefined) out += ` ${name}="${escapeUrl(url)}"`;
    } else {
      const value = check ? check(written.trim()) : written;
      if (value !== undefined) out += ` ${name}="${escapeValue(value)}"`;
    }
  }
  return out;
}

/** A tag: `<name …>`, `</name …>`; comments, doctypes and processing instructions. */
const MARKUP = /<!--[\s\S]*?(?:-->|$)|<[!?][^>]*(?:>|$)|<(\/?)([a-z][^\s/>]*)((?:[^>"']|"[^"]*"|'[^']*')*?)\/?>/gi;

/**
 * `html` with only the allowed tags and attributes, each URL checked (http(s) and relative;
 * mailto for links), every element closed, text escaped where it must be. Unknown tags go and
 * their text stays; script, style and the like go with their content. Idempotent.
 */
export function cleanRichText(html: string): string {
  let out = '';
  const open: string[] = [];
  let droppingUntil: string | undefined;
  let at = 0;
  for (const match of html.matchAll(MARKUP)) {
    const [whole, closing, rawName, attributes = ''] = match;
    const text = html.slice(at, match.index);
    at = match.index + whole.length;
    if (!droppingUntil) out += escapeText(text);
    if (rawName === undefined) continue;
    const name = rawName.toLowerCase();
    if (droppingUntil) {
      if (closing && name == droppingUntil) droppingUntil = undefined;
      continue;
    }
    if (DROPPED_WITH_CONTENT.has(name)) {
      // `<script/>` too: a browser reads on to `</script>`.
      if (!closing) droppingUntil = name;
      continue;
    }
    if (!(name in TAGS)) continue;
    if (closing) {
      const depth = open.lastIndexOf(name);
      if (depth < 0) continue;
      for (const inner of open.splice(depth).reverse()) out += `</${inner}>`;
    } else {
      out += `<${name}${cleanAttributes(name, attributes)}>`;
      if (!VOID.has(name)) open.push(name);
    }
  }
  // An unclosed tag at the end (`<p` with no `>`) is dropped, as a browser drops it.
  if (!droppingUntil) out += escapeText(html.slice(at).replace(/<[a-z/!?][\s\S]*$/i, ''));
  for (const inner of open.reverse()) out += `</${inner}>`;
  return out;
}

/** Invisible characters: spaces of every kind, zero-width ones, the byte-order mark. */
const INVISIBLE = /[\s\u00a0\u180e\u200b-\u200d\u2060\ufeff]/gu;

/** The text a rich text shows: comments and tags gone (a tag parts words), references decoded, spaces collapsed. */
export const visibleText = (html: string): string =>
  decodeReferences(html.replace(/<!--[\s\S]*?(?:-->|$)/g, '').replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();

/** Tags where a reader's eye goes to a new line: a break, and where a block starts or ends. */
const LINE_END = /<\/?(?:br|p|div|li|ul|ol|h[1-6]|blockquote|table|tr|pre)\b[^>]*>/gi;

/**
 * A rich text as plain text that keeps its lines (a mail's text part): cleaned first, so what
 * a script or a style held is gone; then a `<br>` and each block's start and end (paragraph, item, list, heading) end a line.
 */
export const richTextAsPlain = (html: string): string =>
  cleanRichText(html).replace(LINE_END, '\n').split('\n').map(visibleText).filter(Boolean).join('\n');

/** Whether a rich text shows anything: text that is not space, or a picture. */
export function hasVisibleContent(html: string): boolean {
  if (/<img\b[^>]*\bsrc\s*=/i.test(html)) return true;
  return visibleText(html).replace(INVISIBLE, '').length > 0;
}
