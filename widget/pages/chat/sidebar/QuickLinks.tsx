// The side bar's quick links: tiles with an icon and a name, opening the link in a new tab.
// Fewer links get bigger tiles (quickLinkTileSize); entries without a safe link are left out.
import type { SideBarConfig } from '@shared/api';
import { quickLinkTileSize } from '@shared/quickLinks';
import { safeLinkUrl, safeUrl } from '@shared/safeUrl';

export function QuickLinks({ items }: { items: SideBarConfig['quickList'] }) {
  const links = items.flatMap((item) => {
    const href = safeLinkUrl(item.link);
    return href ? [{ ...item, href, icon: safeUrl(item.url) }] : [];
  });
  if (!links.length) return null;
  return (
    <ul class={`quick-links quick-links--${quickLinkTileSize(links.length)}`}>
      {links.map((link, index) => (
        <li key={index}>
          <a class="quick-link" href={link.href} target="_blank" rel="noopener noreferrer">
            <span class="quick-link__icon" aria-hidden="true">
              {link.icon ? <img src={link.icon} alt="" /> : (link.name.trim()[0] ?? '?').toUpperCase()}
            </span>
            <span class="quick-link__name">{link.name}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
