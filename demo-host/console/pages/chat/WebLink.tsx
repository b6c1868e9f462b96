// A page the visitor was on, as a link that opens it in a new tab: the title as its text
// when there is one, the whole address on hover. Only an absolute http(s) address is a
// link (a relative one would open the console's own pages); anything else is plain text.
import { safeUrl } from '@shared/safeUrl';

const isWebAddress = (url: string) => /^https?:\/\//i.test(url);

export function WebLink({ url, title }: { url: string; title?: string }) {
  const href = isWebAddress(url.trim()) ? safeUrl(url) : undefined;
  const text = title?.trim() || url;
  if (!href) return <span class="visitor__url">{text}</span>;
  return (
    <a class="visitor__url" href={href} title={url} target="_blank" rel="noopener noreferrer">
      {text}
    </a>
  );
}
