// The bubble's speech-bubble icon, built with DOM calls: no `innerHTML`, so a page that
// requires Trusted Types needs no policy for us. No `aria-hidden`: a button's content is
// presentational, its name is its `aria-label`.
import { guarded } from './layout';

const SVG = 'http://www.w3.org/2000/svg';
const ICON_PATH = 'M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H9l-5 4V5a2 2 0 0 1 2-2z';

export function chatIcon(doc: Document): SVGSVGElement {
  const svg = doc.createElementNS(SVG, 'svg');
  const path = doc.createElementNS(SVG, 'path');
  svg.setAttribute('viewBox', '0 0 24 24');
  // Sized by its own style: `svg { width: 500px }` or `display: block` on the page change nothing.
  svg.style.cssText = guarded('display:block;width:28px;height:28px;margin:auto');
  path.setAttribute('d', ICON_PATH);
  // Guarded too (`svg path { fill: … }`, `svg * { transform: … }` are common on pages). The
  // shape is in the style as well: where the engine has a CSS `d` property, `all:initial` resets it.
  path.style.cssText = guarded(`fill:#fff;d:path("${ICON_PATH}")`);
  return (svg.appendChild(path), svg);
}
