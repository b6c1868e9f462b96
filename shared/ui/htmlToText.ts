// What a rich text says, without its markup: shown until the sanitiser has loaded, so raw
// HTML never reaches the page. A DOMParser document is inert: no script runs, nothing loads.

const BLOCKS = 'p,div,li,tr,h1,h2,h3,h4,h5,h6,blockquote,pre,ul,ol,table';

export function htmlToText(html: string): string {
  if (typeof DOMParser === 'undefined') return html.replace(/<[^>]*>/g, '');
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  body.querySelectorAll('script,style,template,noscript').forEach((element) => element.remove());
  body.querySelectorAll('br').forEach((element) => element.replaceWith('\n'));
  body.querySelectorAll(BLOCKS).forEach((element) => element.append('\n'));
  return (body.textContent ?? '').replace(/\n{3,}/g, '\n\n').trim();
}
