// The bubble's speech-bubble icon, built with DOM calls: no `innerHTML`, so a page that
// requires Trusted Types needs no policy for us. No `aria-hidden`: a button's content is
// presentational, its name is its `aria-label`.
import { iconStyle } from './layout';

const SVG = 'http://www.w3.org/2000/svg';

export function chatIcon(doc: Document): SVGSVGElement {
  const svg = doc.createElementNS(SVG, 'svg');
  const path = doc.createElementNS(SVG, 'path');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.style.cssText = iconStyle;
  path.setAttribute('d', 'M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H9l-5 4V5a2 2 0 0 1 2-2z');
  svg.append(path);
  return svg;
}
