// Rich text is cleaned by the browser's own HTML Sanitizer where it has one, else by DOMPurify
// (shared/ui/sanitizeHtml.ts). Both paths run here in Chromium on the same hostile payloads,
// mutation XSS among them; each result is put into the live page, as the chat does, and
// nothing may run, navigate the frame or keep a forbidden element. (DOMPurify is wrong under
// happy-dom: only a real browser says anything about a sanitiser.)

import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './chromium';

const ROOT = join(__dirname, '../..');

/** A module of shared/ as the browser runs it: TypeScript's types taken away. */
const transpiled = (name: string) => ({
  type: 'text/javascript',
  body: ts.transpileModule(readFileSync(join(ROOT, `shared/${name}.ts`), 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2020 },
  }).outputText,
});

/** The module and what it imports (./chunk loads DOMPurify), DOMPurify from the package. All are
 * served from the root, so `../expiringStorage` is found there too. */
const FILES: Record<string, { type: string; body: string }> = {
  '/': {
    type: 'text/html',
    body: `<!doctype html><html><head><script type="importmap">{"imports":{"dompurify":"/purify.js"}}</script>
<script type="module">import * as module from '/sanitizeHtml.js'; window.sanitizing = module;</script></head>
<body><div id="shown"></div></body></html>`,
  },
  '/sanitizeHtml.js': transpiled('ui/sanitizeHtml'),
  '/chunk': transpiled('ui/chunk'),
  '/tabStorage': transpiled('ui/tabStorage'),
  '/expiringStorage': transpiled('expiringStorage'),
  '/purify.js': {
    type: 'text/javascript',
    body: readFileSync(join(ROOT, 'node_modules/dompurify/dist/purify.es.mjs'), 'utf8'),
  },
};

/** What strangers and careless editors send: script in every place it has been found to hide. */
const HOSTILE = [
  '<img src=x onerror="window.__xss=1">',
  '<a href="javascript:window.__xss=2">a</a>',
  '<a href="  JaVaScRiPt:window.__xss=3">b</a>',
  '<a href="jav&#x09;ascript:window.__xss=4">c</a>',
  '<a href="data:text/html,<script>parent.__xss=5</script>">d</a>',
  '<script>window.__xss=6</script>',
  '<iframe srcdoc="<script>parent.__xss=7</script>"></iframe>',
  '<object data="javascript:window.__xss=8"></object><embed src="javascript:window.__xss=9">',
  '<svg onload="window.__xss=10"><a href="javascript:window.__xss=11"><text>e</text></a></svg>',
  '<details open ontoggle="window.__xss=12">f</details>',
  '<input autofocus onfocus="window.__xss=13"><textarea>g</textarea><select><option>h</select>',
  '<form action="javascript:window.__xss=14"><button formaction="javascript:window.__xss=15">Click</button></form>',
  '<base href="javascript:/"><link rel="stylesheet" href="https://evil.example/x.css"><meta http-equiv="refresh" content="0;url=javascript:window.__xss=16">',
  '<div style="background:url(javascript:window.__xss=17)">i</div><style>#shown{display:none}</style>',
  // Mutation XSS: markup that changes meaning when the clean HTML is parsed again.
  '<svg><p><style><img src=x onerror="window.__xss=18"></style></p></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=19">',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=20>"></p></noscript>',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror="window.__xss=21">',
  '<a target="_top" href="https://shop.example/">j</a><span target="_top">k</span>',
];

const GOOD =
  '<p>Hello <b>bold</b> <a href="https://example.com/help">help</a></p><span link="https://example.com/faq">faq</span><img src="https://example.com/a.png" alt="pic"><ul><li>one</li></ul>';

let browser: Browser;
let server: Server;
/** The page as Chromium has it, and one whose browser has no HTML Sanitizer, so DOMPurify cleans. */
const pages: Record<'native' | 'purify', Page> = {} as Record<'native' | 'purify', Page>;
/** Each page's downloads of DOMPurify. */
const purifyLoads = { native: 0, purify: 0 };

async function openPage(path: 'native' | 'purify', base: string) {
  const page = await browser.newPage();
  if (path == 'purify') await page.addInitScript(() => delete (Element.prototype as { setHTML?: unknown }).setHTML);
  // Outside pictures are not fetched: a hostile one fails at once, as a missing one would.
  await page.route(/example\.com|evil\.example|shop\.example/, (route) => route.abort());
  page.on('request', (request) => request.url().endsWith('/purify.js') && purifyLoads[path]++);
  await page.goto(base);
  await page.waitForFunction(() => 'sanitizing' in window);
  pages[path] = page;
}

beforeAll(async () => {
  server = createServer((req, res) => {
    const file = FILES[req.url ?? ''];
    res.writeHead(file ? 200 : 404, { 'content-type': file?.type ?? 'text/plain' });
    res.end(file?.body ?? '');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  browser = await launchChromium();
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  await openPage('native', base);
  await openPage('purify', base);
});

afterAll(async () => {
  await browser?.close();
  server?.close();
});

interface Sanitizing {
  sanitizeHtml(html: string): Promise<string>;
}

/** Cleans each payload on one path and shows it in the live page; what ran or stayed is read after. */
async function showAll(path: 'native' | 'purify', payloads: string[]) {
  return pages[path].evaluate(async (payloads) => {
    const module = (window as unknown as { sanitizing: Sanitizing }).sanitizing;
    const shown = document.getElementById('shown')!;
    shown.innerHTML = '';
    for (const html of payloads) {
      const box = document.createElement('div');
      box.innerHTML = await module.sanitizeHtml(html);
      shown.append(box);
    }
    await Promise.all([...document.images].map((image) => image.decode().catch(() => {})));
    // An error event and a toggle are tasks of their own: let them run.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const elements = [...shown.querySelectorAll('*')];
    return {
      ran: (window as unknown as { __xss?: number }).__xss,
      handlers: elements.flatMap((el) => el.getAttributeNames().filter((name) => name.startsWith('on'))),
      forbidden: elements
        .map((el) => el.localName)
        .filter((name) =>
          /^(script|iframe|object|embed|form|input|textarea|select|button|style|base|link|meta|noscript)$/.test(name),
        ),
      styled: elements.filter((el) => el.hasAttribute('style')).length,
      badUrls: elements.flatMap((el) =>
        ['href', 'src', 'action', 'formaction', 'xlink:href']
          .map((name) => el.getAttribute(name) ?? '')
          .filter((value) => /^\s*(javascript|data:text|vbscript)/i.test(value.replace(/[^!-\uffff]/g, ''))),
      ),
      targets: elements
        .filter((el) => el.hasAttribute('target'))
        .map((el) => `${el.localName} ${el.getAttribute('target')} ${el.getAttribute('rel')}`),
      html: shown.innerHTML,
      text: shown.textContent,
    };
  }, payloads);
}

describe.each([
  ["the browser's own sanitiser", 'native'],
  ['DOMPurify', 'purify'],
] as const)('rich text cleaned by %s', (_, path) => {
  it('rule: with the HTML Sanitizer (Chromium) rich text needs no download; without it, DOMPurify loads', async () => {
    await showAll(path, ['<p>first</p>']);
    expect(await pages.native.evaluate(() => typeof (Element.prototype as { setHTML?: unknown }).setHTML)).toBe(
      'function',
    );
    expect(purifyLoads[path]).toBe(path == 'native' ? 0 : 1);
  });

  it('rule: no hostile payload runs, keeps a handler, a script URL, a style or a forbidden element', async () => {
    await pages[path].evaluate(() => delete (window as unknown as { __xss?: number }).__xss);
    const result = await showAll(path, HOSTILE);
    expect(result.ran).toBeUndefined();
    expect(result.handlers).toEqual([]);
    expect(result.forbidden).toEqual([]);
    expect(result.styled).toBe(0);
    expect(result.badUrls).toEqual([]);
    // A link opens a new tab, never the widget's frame; nothing else keeps a target.
    expect(result.targets.length).toBeGreaterThan(0);
    expect(result.targets.every((target) => target == 'a _blank noopener noreferrer')).toBe(true);
    // The text of what went stays where the element only wrapped it.
    expect(result.text).toContain('Click');
  });

  it('rule: what a rich text may hold stays: text, emphasis, lists, pictures, links in a new tab, a FAQ link', async () => {
    const result = await showAll(path, [GOOD]);
    expect(result.html).toContain('<b>bold</b>');
    expect(result.html).toContain('<li>one</li>');
    expect(result.html).toMatch(/<img src="https:\/\/example\.com\/a\.png" alt="pic">/);
    expect(result.html).toContain('link="https://example.com/faq"');
    expect(result.targets).toEqual(['a _blank noopener noreferrer']);
    expect(result.text).toBe('Hello bold helpfaqone');
  });
});
