// Message content comes from visitors, agents and configuration: a URL is rendered only
// when it cannot run script or smuggle content, i.e. relative or http(s) (mailto for links).

const WEB_SCHEMES = ['http', 'https'];
const LINK_SCHEMES = [...WEB_SCHEMES, 'mailto'];

/** Browsers drop leading/trailing controls and spaces, and tabs and newlines anywhere. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: browsers strip these control characters from a URL's ends, so we do too.
const normalise = (url: string) => url.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');

function allowed(url: string | null | undefined, schemes: string[]): string | undefined {
  if (typeof url !== 'string') return undefined;
  const cleaned = normalise(url);
  if (!cleaned) return undefined;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(cleaned)?.[1];
  if (scheme === undefined) return cleaned;
  return schemes.includes(scheme.toLowerCase()) ? cleaned : undefined;
}

/** A relative or http(s) URL as the browser will read it, or undefined (javascript:, data:, …). */
export const safeUrl = (url: string | null | undefined) => allowed(url, WEB_SCHEMES);

/** The same for links, which may also be mailto:. */
export const safeLinkUrl = (url: string | null | undefined) => allowed(url, LINK_SCHEMES);
