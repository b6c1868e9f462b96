// The snippet on real pages that fight widgets, in Chromium: pasted in <head>, Trusted Types,
// bodies swapped (by hand, by Turbo Drive) or our elements removed, cookie banners and
// headers at the largest z-index, global `!important` resets, Tailwind, Bootstrap and Bulma,
// a transformed or filtered body, CSS zoom, and the keyboard. Each page is served cross-site
// from the widget, under a strict CSP, with a bare copy to measure its own layout on; the
// same checks (hostilePageChecks.ts) run on every one.
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useDemo } from './demo';
import {
  bareLayout,
  bubbleBox,
  closeByButton,
  expectBubbleStyleKept,
  expectIconCentred,
  expectLayoutKept,
  expectNoProblems,
  expectOnlyChatOnlineGlobal,
  expectWidgetSurvives,
  expectWidgetWorks,
  FRAME,
  filler,
  type HostileSite,
  type HostTab,
  hitAt,
  hostileSite,
  LAUNCHER,
  type Layout,
  openTab,
  type PageSpec,
  type ProbeWindow,
  panelShown,
  type ServedPage,
  screenshot,
  tailwindCss,
  widgetFrame,
} from './hostilePageChecks';
import { type HostPages, snippet, startHostPages, strictCsp } from './hostPages';

const { state } = useDemo();
let pages: HostPages;
let site: HostileSite;
const origin = () => state.demo.widgetOrigin;

beforeAll(async () => {
  pages = await startHostPages();
  site = hostileSite(pages, state.demo.widgetOrigin);
});
afterAll(() => pages?.close());

// Each test's contexts close after it: an open widget keeps long-polling the server.
const tabs: HostTab[] = [];
afterEach(() => Promise.all(tabs.splice(0).map((tab) => tab.context.close())));

/** The page and its bare copy served; a tab on the page with the bubble, and the bare copy's layout. */
async function visit(
  name: string,
  spec: Omit<PageSpec, 'snippet'> & { snippet?: string },
  tabOptions: { viewport?: { width: number; height: number }; beforeGoto?: (page: Page) => Promise<void> } = {},
) {
  const served = site.serve(name, { snippet: snippet(origin()), csp: strictCsp(origin()), ...spec });
  const { viewport, beforeGoto } = tabOptions;
  const tab = await openTab(state.browser, served.url, viewport ? { viewport } : undefined, beforeGoto);
  tabs.push(tab);
  return { served, tab, baseline: await bareLayout(tab.context, served.bareUrl) };
}

/** A plain shop's stylesheet, and a body with a few elements whose boxes the layout check follows. */
const SHOP_CSS = `body { font: 16px/1.5 Georgia, serif; margin: 0; color: #222 }
.site-header { padding: 16px 24px; background: #2b5d34; color: #fff }
.site-header a { color: #fff; margin-right: 16px }
main { max-width: 760px; margin: 0 auto; padding: 0 16px }
footer { padding: 24px; background: #eee }`;
const shopCss = () => `<link rel="stylesheet" href="${pages.asset('shop.css', SHOP_CSS)}">`;

const shopBody = (paragraphs = 12) => `<header class="site-header" data-probe="header">
  <h1 data-probe="title">Northwind Outfitters</h1>
  <nav><a href="#packs" data-probe="first-link">Packs</a><a href="#tents">Tents</a><a href="#stoves">Stoves</a></nav>
</header>
<main data-probe="main">
${filler(paragraphs, 'p')}
</main>
<footer data-probe="footer">Northwind Outfitters, 12 Harbour Road. <a href="#contact" id="last-link">Contact us</a></footer>`;

const run = (kind: string, baseline: Layout, pageGlobals?: string[]) => ({
  kind,
  widgetOrigin: origin(),
  baseline,
  ...(pageGlobals ? { pageGlobals } : {}),
});

describe('the snippet on pages that fight widgets', () => {
  // ---- 1. pasted in <head> ----

  // A blocking script after the snippet holds the parser in <head>; it notes whether the
  // loader had already run then, so the test knows it saw the case it means to.
  const headProbe = () =>
    pages.asset(
      'head-probe.js',
      `window.__hostile.loaderRanBeforeBody = typeof window.ChatOnline == 'function' && !document.body;`,
    );

  /** Holds the request for `path` until the loader has run, as a slow script in <head> would
   * for as long as the async loader takes to arrive, however busy the machine. */
  const holdUntilLoaderRan = (path: string) => async (page: Page) => {
    await page.route(`**${path}`, async (route) => {
      await page.waitForFunction(() => typeof (window as { ChatOnline?: unknown }).ChatOnline == 'function', null, {
        polling: 50,
        timeout: 20_000,
      });
      await route.continue();
    });
  };

  it('snippet pasted first in <head>, async, before <body> exists', async () => {
    const probe = headProbe();
    const { tab, baseline } = await visit(
      'head-async',
      {
        title: 'Head, async',
        snippetIn: 'head',
        head: `<script src="${probe}"></script>${shopCss()}`,
        body: shopBody(400),
      },
      { beforeGoto: holdUntilLoaderRan(probe) },
    );
    expect(
      await tab.page.evaluate(() => (window as unknown as ProbeWindow).__hostile.loaderRanBeforeBody),
      'the loader ran in <head>',
    ).toBe(true);
    await expectWidgetWorks(tab, run('head-async', baseline));
  });

  it('snippet pasted first in <head> as a blocking script (no async)', async () => {
    const { tab, baseline } = await visit('head-blocking', {
      title: 'Head, blocking',
      snippet: `<script src="${site.loaderSrc}" data-channel-id="demo"></script>`,
      snippetIn: 'head',
      head: `<script src="${headProbe()}"></script>${shopCss()}`,
      body: shopBody(400),
    });
    expect(
      await tab.page.evaluate(() => (window as unknown as ProbeWindow).__hostile.loaderRanBeforeBody),
      'the loader ran in <head>',
    ).toBe(true);
    await expectWidgetWorks(tab, run('head-blocking', baseline));
  });

  // ---- 2. Trusted Types ----

  it('Trusted Types required (require-trusted-types-for) under the strict CSP', async () => {
    const { tab, baseline } = await visit('trusted-types', {
      title: 'Trusted Types',
      csp: strictCsp(origin()) + "; require-trusted-types-for 'script'",
      head: shopCss(),
      body: shopBody(),
    });
    await expectWidgetWorks(tab, run('trusted-types', baseline));
    // The page really enforces them: an HTML sink without a policy throws.
    const sink = await tab.page.evaluate(() => {
      try {
        document.createElement('div').innerHTML = '<b>x</b>';
        return 'allowed';
      } catch {
        return 'blocked';
      }
    });
    expect(sink, 'innerHTML without a policy on this page').toBe('blocked');
  });

  // ---- 3. the body replaced, our elements removed ----

  const NEW_CONTENT = `<main data-probe="new-main"><h1 data-probe="new-title">Order 1042</h1>
<p data-probe="new-p">Your order has shipped and is on its way.</p><a href="#back" id="last-link">Back to the shop</a></main>`;

  it('body replaced by the page: document.body.innerHTML = …', async () => {
    const { served, tab, baseline } = await visit('body-innerhtml', {
      title: 'innerHTML',
      head: shopCss(),
      body: shopBody(),
    });
    const swap = (page: Page) => page.evaluate((html) => void (document.body.innerHTML = html), NEW_CONTENT);
    await expectWidgetSurvives(tab, {
      ...run('body-innerhtml', baseline),
      swap,
      baselineAfter: await bareLayout(tab.context, served.bareUrl, swap),
    });
  });

  it('body replaced by a new <body> element (replaceChild), the snippet running again inside it', async () => {
    const { served, tab, baseline } = await visit('body-replaced', {
      title: 'New body',
      head: shopCss(),
      body: shopBody(),
    });
    const newBody = (withSnippet: boolean) => (page: Page) =>
      page.evaluate(
        ([html, loaderSrc, withSnippet]) => {
          const body = document.createElement('body');
          body.innerHTML = html as string;
          document.documentElement.replaceChild(body, document.body);
          if (!withSnippet) return;
          const script = document.createElement('script');
          script.async = true;
          script.src = loaderSrc as string;
          script.dataset.channelId = 'demo';
          const api = (window as unknown as ProbeWindow).ChatOnline;
          body.append(script);
          return new Promise((resolve, reject) => {
            script.onload = resolve;
            script.onerror = reject;
          }).then(() => api == (window as unknown as ProbeWindow).ChatOnline);
        },
        [NEW_CONTENT, site.loaderSrc, withSnippet] as const,
      );
    const swap = async (page: Page) => {
      expect.soft(await newBody(true)(page), 'window.ChatOnline after the snippet ran again: the same').toBe(true);
    };
    await expectWidgetSurvives(tab, {
      ...run('body-replaced', baseline),
      swap,
      baselineAfter: await bareLayout(tab.context, served.bareUrl, async (page) => void (await newBody(false)(page))),
    });
  });

  it('Turbo Drive navigation between two pages that both carry the snippet', async () => {
    // Turbo's progress bar is a <style> element: a strict site gives Turbo its nonce.
    const csp = strictCsp(origin()).replace("style-src 'self'", "style-src 'self' 'nonce-turbo'");
    const head = `<meta name="csp-nonce" content="turbo">
<script type="module" src="/npm/@hotwired/turbo/dist/turbo.es2017-esm.js"></script>${shopCss()}`;
    const page = (name: string, next: string, heading: string): ServedPage =>
      site.serve(name, {
        title: heading,
        snippet: snippet(origin()),
        csp,
        head,
        body: (bare) => `<header class="site-header" data-probe="header"><h1 data-probe="title">${heading}</h1>
<nav><a id="next" href="/page/${next}${bare ? '-bare' : ''}" data-probe="next">Next page</a></nav></header>
<main data-probe="main">${filler(heading == 'Tents' ? 20 : 8, 'p')}</main>`,
      });
    const first = page('turbo-packs', 'turbo-tents', 'Packs');
    page('turbo-tents', 'turbo-packs', 'Tents');
    const tab = await openTab(state.browser, first.url);
    tabs.push(tab);
    const visitNext = async (visited: Page) => {
      await visited.evaluate(() => ((window as unknown as ProbeWindow).__hostile.sameWindow = true));
      await visited.locator('#next').click();
      await expect
        .poll(() => visited.locator('h1').textContent(), { message: 'Turbo rendered the next page' })
        .toBe('Tents');
      // The same window: Turbo swapped the body, the browser loaded no page.
      expect(
        await visited.evaluate(() => (window as unknown as ProbeWindow).__hostile.sameWindow),
        'a Turbo visit, not a page load',
      ).toBe(true);
    };
    await expectWidgetSurvives(tab, {
      ...run('turbo', await bareLayout(tab.context, first.bareUrl), ['Turbo']),
      swap: visitNext,
      baselineAfter: await bareLayout(tab.context, first.bareUrl, visitNext),
    });
  });

  it('a page that removes the bubble, and removes <html>’s last child in loops: it comes back', async () => {
    const { tab, baseline } = await visit('removed', { title: 'Removed', head: shopCss(), body: shopBody() });
    const remove = (page: Page) =>
      page.evaluate(async () => {
        const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
        document.getElementById('chat-online-launcher')!.remove();
        await nextFrame();
        for (let round = 0; round < 5; round++) {
          const root = document.documentElement;
          root.lastChild!.remove();
          await nextFrame();
          while (root.lastChild && root.lastChild != document.body) root.lastChild.remove();
          await nextFrame();
        }
      });
    await expectWidgetSurvives(tab, { ...run('removed', baseline), swap: remove, baselineAfter: baseline });
  });

  // ---- 4. the largest z-index ----

  const BANNER_CSS = `.sticky-header { position: fixed; top: 0; left: 0; right: 0; height: 120px; z-index: 2147483647;
  background: #1d2b3a; color: #fff; padding: 16px 24px; box-sizing: border-box }
.page { padding: 140px 24px 200px }
.cookie-banner { position: fixed; left: 0; right: 0; bottom: 0; min-height: 120px; z-index: 2147483647;
  background: #fff; box-shadow: 0 -4px 16px rgba(0,0,0,.2); padding: 16px 24px; box-sizing: border-box }
.cookie-banner .accept { position: absolute; right: 8px; bottom: 8px; width: 150px; height: 90px;
  background: #0a7c5a; color: #fff; font-size: 18px; border: 0; border-radius: 6px }`;
  // Counts clicks on the banner, on "Accept all" apart, in data attributes the test reads.
  const BANNER_JS = `const banner = document.getElementById('cookie-banner');
banner.addEventListener('click', () => (banner.dataset.clicks = String(Number(banner.dataset.clicks || 0) + 1)));
document.getElementById('accept-all').addEventListener('click', () => (banner.dataset.accepted = 'yes'));`;

  it('cookie banner and fixed header at z-index 2147483647', async () => {
    const { tab, baseline } = await visit('cookie-banner', {
      title: 'Cookie banner',
      head: `${shopCss()}<link rel="stylesheet" href="${pages.asset('banner.css', BANNER_CSS)}">`,
      body: `<header class="sticky-header" data-probe="header"><strong>Northwind</strong> — free shipping over $50</header>
<div class="page" data-probe="page">${filler(30, 'p')}</div>
<div id="cookie-banner" class="cookie-banner" data-probe="banner"><p>We use cookies to run this shop.</p>
<button id="accept-all" class="accept" type="button">Accept all</button></div>
<script src="${pages.asset('banner.js', BANNER_JS)}"></script>`,
    });
    // The case it means: "Accept all" lies under the bubble.
    const bubble = await bubbleBox(tab.page);
    const accept = (await tab.page.locator('#accept-all').boundingBox())!;
    expect(accept.x < bubble.x && accept.y < bubble.y && accept.x + accept.width > bubble.x + bubble.width).toBe(true);
    await expectWidgetWorks(tab, {
      ...run('cookie-banner', baseline),
      // And the header covers the panel's top, its close button included.
      onOpen: async () => {
        const header = (await tab.page.locator('.sticky-header').boundingBox())!;
        const panel = (await tab.page.locator(FRAME).boundingBox())!;
        expect(header.y + header.height, "the header's foot, below the panel's close button").toBeGreaterThan(
          panel.y + 40,
        );
      },
    });
    const banner = await tab.page
      .locator('#cookie-banner')
      .evaluate(({ dataset: { clicks, accepted } }: HTMLElement) => ({ clicks, accepted }));
    expect.soft(banner, 'clicks the banner saw').toEqual({ clicks: undefined, accepted: undefined });
  });

  it('data-z-index="1000": a page element at z-index 2000 over the corner stays above the widget', async () => {
    const css = `.promo { position: fixed; right: 0; bottom: 0; width: 260px; height: 260px; z-index: 2000; background: #ffcf40 }`;
    const { tab } = await visit('z-index-1000', {
      title: 'z-index 1000',
      snippet: snippet(origin(), 'demo', 'data-z-index="1000"'),
      head: `${shopCss()}<link rel="stylesheet" href="${pages.asset('promo.css', css)}">`,
      body: `${shopBody()}<div id="promo" class="promo">Summer sale</div>`,
    });
    const { page } = tab;
    const bubble = await bubbleBox(page);
    expect
      .soft(await hitAt(page, { x: bubble.x + 28, y: bubble.y + 28 }), "the element at the bubble's centre")
      .toBe('div#promo.promo');
    await page.evaluate(() => (window as unknown as ProbeWindow).ChatOnline!('open'));
    await expect.poll(() => panelShown(page), { timeout: 15_000 }).toBe(true);
    const panel = (await page.locator(FRAME).boundingBox())!;
    const promo = (await page.locator('#promo').boundingBox())!;
    expect
      .soft(
        await hitAt(page, { x: promo.x + 10, y: panel.y + panel.height - 10 }),
        'where the promo overlaps the panel',
      )
      .toBe('div#promo.promo');
    expect.soft(await hitAt(page, { x: panel.x + 10, y: panel.y + 10 }), "the panel's top left corner").toBe(FRAME);
    const zIndex = await page.evaluate(() =>
      ['chat-online-launcher', 'chat-online-frame'].map((id) => getComputedStyle(document.getElementById(id)!).zIndex),
    );
    expect.soft(zIndex, 'z-index of bubble and panel').toEqual(['1000', '1000']);
    await screenshot(page, 'z-index-1000');
    await expectNoProblems(tab);
    await expectOnlyChatOnlineGlobal(page);
  });

  // ---- 5. global !important CSS ----
  // Pseudo-elements (`button::after { content: … }`) are left out: no inline style reaches
  // them (docs/embedding.md#pages-that-fight-the-widget says so).

  const GLOBAL_CSS = `div, button, iframe, span, svg { position: relative !important; display: inline !important; margin: 40px !important;
  transform: rotate(10deg) !important; opacity: .5 !important }
iframe { display: none !important }
svg { width: 500px !important; height: 500px !important }
svg * { fill: red !important; stroke: red !important; stroke-width: 3px !important; transform: scale(3) !important }
* { box-sizing: content-box !important; padding: 12px !important; border: 4px solid #c00 !important; z-index: 0 !important;
  visibility: visible; filter: none !important; pointer-events: auto }
body ~ *, html > :not(head):not(body) { display: none !important; visibility: hidden !important }
:focus, :focus-visible { outline: none !important }
@layer reset { button, iframe, svg { all: unset !important } }`;

  it('global CSS with !important resets on div, button, iframe, span, svg', async () => {
    const { tab, baseline } = await visit('global-important', {
      title: 'Global !important',
      head: `${shopCss()}<link rel="stylesheet" href="${pages.asset('global-important.css', GLOBAL_CSS)}">`,
      body: `${shopBody()}<div data-probe="div"><span data-probe="span">A span</span><button type="button" data-probe="button">A button</button></div>`,
    });
    await expectBubbleStyleKept(tab.page);
    await expectIconCentred(tab.page);
    await expectWidgetWorks(tab, run('global-important', baseline));
  });

  // ---- 6. Tailwind ----

  it('Tailwind v4 (preflight: svg { display: block }, button resets)', async () => {
    const classes = [
      'sticky',
      'top-0',
      'z-50',
      'bg-white',
      'shadow',
      'p-4',
      'flex',
      'gap-4',
      'max-w-3xl',
      'mx-auto',
      'p-6',
      'space-y-4',
      'text-2xl',
      'font-bold',
    ];
    const css = await tailwindCss(classes);
    const { tab, baseline } = await visit('tailwind', {
      title: 'Tailwind',
      head: `<link rel="stylesheet" href="${pages.asset('tailwind.css', css)}">`,
      body: `<header class="sticky top-0 z-50 bg-white shadow p-4 flex gap-4" data-probe="header"><h1 class="text-2xl font-bold" data-probe="title">Northwind</h1>
<button type="button" data-probe="button">Menu</button></header>
<main class="max-w-3xl mx-auto p-6 space-y-4" data-probe="main"><svg viewBox="0 0 10 10" width="20" height="20" data-probe="svg"><circle cx="5" cy="5" r="5"></circle></svg>${filler(20, 'p')}</main>`,
    });
    await expectIconCentred(tab.page);
    await expectBubbleStyleKept(tab.page);
    await expectWidgetWorks(tab, run('tailwind', baseline));
  });

  // ---- 7. Bootstrap and Bulma ----

  it('Bootstrap 5 page: fixed-top navbar, fixed-bottom bar', async () => {
    const { tab, baseline } = await visit('bootstrap', {
      title: 'Bootstrap',
      head: '<link rel="stylesheet" href="/npm/bootstrap/dist/css/bootstrap.min.css">',
      body: `<nav class="navbar navbar-expand navbar-dark bg-dark fixed-top" data-probe="navbar"><div class="container-fluid">
<a class="navbar-brand" href="#">Northwind</a><ul class="navbar-nav"><li class="nav-item"><a class="nav-link active" href="#">Packs</a></li>
<li class="nav-item"><a class="nav-link" href="#">Tents</a></li></ul><button class="btn btn-outline-light" type="button">Sign in</button></div></nav>
<main class="container pt-5 mt-5 pb-5 mb-5" data-probe="main"><h1 data-probe="title">Packs</h1>
<div class="row"><div class="col"><button type="button" class="btn btn-primary" data-probe="button">Add to cart</button></div></div>
${filler(20, 'p')}</main>
<div class="fixed-bottom bg-primary text-white p-3 d-flex justify-content-between align-items-center" data-probe="fixed-bottom">
<span>Free shipping on orders over $50</span><button type="button" class="btn btn-light">Shop now</button></div>`,
    });
    await expectIconCentred(tab.page);
    await expectBubbleStyleKept(tab.page);
    await expectWidgetWorks(tab, run('bootstrap', baseline));
  });

  it('Bulma 1 page: fixed-top and fixed-bottom navbars', async () => {
    const { tab, baseline } = await visit('bulma', {
      title: 'Bulma',
      htmlAttributes: 'class="has-navbar-fixed-top has-navbar-fixed-bottom"',
      head: '<link rel="stylesheet" href="/npm/bulma/css/bulma.min.css">',
      body: `<nav class="navbar is-fixed-top is-primary" data-probe="navbar"><div class="navbar-brand"><a class="navbar-item" href="#">Northwind</a></div>
<div class="navbar-menu is-active"><div class="navbar-end"><div class="navbar-item"><button class="button is-light" type="button">Sign in</button></div></div></div></nav>
<section class="section" data-probe="section"><div class="container content"><h1 class="title" data-probe="title">Packs</h1>
<button class="button is-link" type="button" data-probe="button">Add to cart</button>${filler(20, 'p')}</div></section>
<nav class="navbar is-fixed-bottom is-dark" data-probe="bottom"><div class="navbar-menu is-active"><div class="navbar-end"><div class="navbar-item">
<button class="button is-warning" type="button">Shop the sale</button></div></div></div></nav>`,
    });
    await expectIconCentred(tab.page);
    await expectBubbleStyleKept(tab.page);
    await expectWidgetWorks(tab, run('bulma', baseline));
  });

  // ---- 8. a transformed or filtered body on a long page ----

  /** The bubble sits 20 px from the viewport's bottom right corner. */
  async function expectBubbleInCorner(page: Page, moment: string) {
    const bubble = await bubbleBox(page);
    const view = await page.evaluate(() => ({ width: visualViewport!.width, height: visualViewport!.height, scrollY }));
    expect
      .soft(
        { right: view.width - (bubble.x + bubble.width), bottom: view.height - (bubble.y + bubble.height) },
        `the bubble's distance from the viewport's corner ${moment} (scrollY ${view.scrollY})`,
      )
      .toEqual({ right: 20, bottom: 20 });
  }

  for (const [kind, rule] of [
    ['transformed-body', 'transform: translateZ(0)'],
    ['filtered-body', 'filter: grayscale(1)'],
  ] as const) {
    it(`${kind == 'transformed-body' ? 'transformed' : 'filtered'} <body> (${rule}) on a 5000 px page`, async () => {
      const css = `body { ${rule} } .long { height: 5000px; background: linear-gradient(#e0f0ff, #ffe0e0) }`;
      const { tab, baseline } = await visit(kind, {
        title: kind,
        head: `${shopCss()}<link rel="stylesheet" href="${pages.asset(kind + '.css', css)}">`,
        body: `${shopBody(4)}<div class="long" data-probe="long"></div><p data-probe="end">The end.</p>`,
      });
      const { page } = tab;
      expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(5000);
      await expectBubbleInCorner(page, 'at the top');
      await page.mouse.move(400, 400);
      await page.mouse.wheel(0, 2400);
      await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(2000);
      await expectBubbleInCorner(page, 'after scrolling');
      await expectWidgetWorks(tab, run(kind, baseline));
      await expectBubbleInCorner(page, 'after the panel opened and closed');
    });
  }

  // ---- 9. CSS zoom on <html> ----

  for (const zoom of [1.5, 2]) {
    it(`CSS zoom ${zoom} on <html>, desktop 1280×800`, async () => {
      const css = `html { zoom: ${zoom} }`;
      const { tab, baseline } = await visit(
        `zoom-${zoom}`,
        {
          title: `zoom ${zoom}`,
          head: `${shopCss()}<link rel="stylesheet" href="${pages.asset(`zoom-${zoom}.css`, css)}">`,
          body: shopBody(),
        },
        { viewport: { width: 1280, height: 800 } },
      );
      await expectWidgetWorks(tab, run(`zoom-${zoom}`, baseline));
    });
  }

  // ---- 10. the keyboard ----

  it('keyboard: Tab to the bubble, Enter opens the panel, Tab and Shift+Tab cross between bubble and panel', async () => {
    const { tab, baseline } = await visit('keyboard', { title: 'Keyboard', head: shopCss(), body: shopBody() });
    const { page } = tab;
    const frame = async () => widgetFrame(page);
    const hostFocus = () =>
      page.evaluate(() => document.activeElement?.id || document.activeElement?.tagName.toLowerCase());
    // The panel's keyboard stops in document order; `focus` focuses the one at `index` (negative from the end).
    const panelStops = async (focus?: number) =>
      (await frame()).evaluate((index) => {
        const stops = [
          ...document.querySelectorAll<HTMLElement>('a[href], button, input, textarea, select, [tabindex]'),
        ].filter(
          (element) =>
            element.tabIndex >= 0 && !(element as HTMLButtonElement).disabled && element.getClientRects().length > 0,
        );
        const name = (element: Element | null) =>
          element
            ? element.getAttribute('aria-label') || element.textContent?.trim().slice(0, 30) || element.tagName
            : 'none';
        if (index !== undefined) stops.at(index)!.focus();
        return {
          stops: stops.map(name),
          active: name(document.activeElement == document.body ? null : document.activeElement),
        };
      }, focus);

    await page.locator('#last-link').focus();
    await page.keyboard.press('Tab');
    expect(await hostFocus(), 'Tab from the page’s last link').toBe('chat-online-launcher');
    const outline = await page.locator(LAUNCHER).evaluate((bubble) => getComputedStyle(bubble).outlineStyle);
    expect.soft(outline, "the bubble's outline, focused by the keyboard").not.toBe('none');
    await screenshot(page, 'keyboard-focus');

    await page.keyboard.press('Enter');
    await expect
      .poll(() => panelShown(page), { timeout: 15_000, message: 'Enter on the bubble opens the panel' })
      .toBe(true);
    await (await frame()).locator('.composer__input').waitFor();
    await expect.poll(hostFocus, { message: 'focus moved into the panel' }).toBe('chat-online-frame');
    await expect
      .poll(async () => (await panelStops()).active, { message: 'focus inside the panel' })
      .toBe('Your message');

    const first = await panelStops(0);
    await page.keyboard.press('Shift+Tab');
    await expect
      .poll(hostFocus, { message: `Shift+Tab from the panel's first stop (${first.active})` })
      .toBe('chat-online-launcher');
    await page.keyboard.press('Tab');
    await expect.poll(hostFocus, { message: 'Tab from the bubble with the panel open' }).toBe('chat-online-frame');
    await expect
      .poll(async () => (await panelStops()).active, { message: 'Tab from the bubble lands on the panel’s first stop' })
      .toBe(first.active);

    // Nothing follows our elements in the host's tab order (they are <html>'s last children):
    // Tab from the panel's last stop must leave the panel. Chromium then focuses nothing (the
    // host's activeElement is <body>; a window with a toolbar would move there), and the next
    // Tab starts again at the top of the page.
    const last = await panelStops(-1);
    await page.keyboard.press('Tab');
    await expect
      .poll(hostFocus, { message: `Tab from the panel's last stop (${last.active})` })
      .not.toBe('chat-online-frame');
    expect
      .soft(await hostFocus(), 'focus after the panel’s last stop is not back on the bubble')
      .not.toBe('chat-online-launcher');

    const widget = await frame();
    await closeByButton(page, widget);
    await expectLayoutKept(page, baseline, 'after the keyboard opened the panel');
    await expectWidgetWorks(tab, run('keyboard', baseline));
  });
});
