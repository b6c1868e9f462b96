// A plain shop page with the snippet, under the strict CSP a careful site sends. Its only
// script besides the loader records CSP violations, so a blocked widget file shows up as
// such rather than as a timeout.
import { type HostPages, snippet, strictCsp } from '../hostPages';

const STYLE = `body { font: 16px/1.5 Georgia, serif; margin: 0 auto; max-width: 760px; padding: 0 16px; color: #222 }
header { border-bottom: 2px solid #2b5d34; margin-bottom: 24px }
nav a { margin-right: 16px; color: #2b5d34 }
footer { margin: 48px 0; color: #666; font-size: 14px }`;

const RECORD_VIOLATIONS = `document.addEventListener('securitypolicyviolation', (event) => {
  const root = document.documentElement;
  root.dataset.cspViolations = (root.dataset.cspViolations || '') + event.violatedDirective + ' ' + event.blockedURI + '\\n';
});`;

const PARAGRAPH =
  'Our packs are tested on the trails around the shop before they reach the shelves. Every seam is ' +
  'taped, every buckle is replaceable, and every order ships from our own warehouse.';

/** The page's URL. */
export function shopPage(pages: HostPages, widgetOrigin: string): string {
  const style = pages.asset('engines-shop.css', STYLE);
  const recorder = pages.asset('engines-csp.js', RECORD_VIOLATIONS);
  const sections = ['Daypacks', 'Tents', 'Sleeping bags', 'Stoves']
    .map((title) => `<section><h2>${title}</h2><p>${PARAGRAPH}</p><p>${PARAGRAPH}</p></section>`)
    .join('\n');
  return pages.page('engines-shop', {
    csp: strictCsp(widgetOrigin),
    html: `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Northwind Outdoor Supply</title>
<link rel="stylesheet" href="${style}">
<script src="${recorder}"></script>
</head>
<body>
<header><h1>Northwind Outdoor Supply</h1><nav><a href="#">Shop</a><a href="#">Guides</a><a href="#">Contact</a></nav></header>
<main>
${sections}
</main>
<footer>Northwind Outdoor Supply, 12 Harbour Road. Open every day but Sunday.</footer>
${snippet(widgetOrigin)}
</body>
</html>`,
  });
}
