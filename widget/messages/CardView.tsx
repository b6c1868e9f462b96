// The look every card shares (goods, order, link, a robot answer's card): a picture, a
// title, a few lines. With a safe href the whole card is one link opening a new tab.

import { safeLinkUrl, safeUrl } from '@shared/safeUrl';
import type { ReactNode } from 'react';

export interface CardViewProps {
  /** Which card this is, for styles and tests: `data-card`. */
  kind: 'goods' | 'order' | 'link' | 'product';
  imageUrl?: string | undefined;
  title?: string | undefined;
  subtitle?: string | undefined;
  description?: string | undefined;
  /** A price or label, emphasised under the text. */
  price?: string | undefined;
  href?: string | undefined;
  /** Extra rows (an order's status, number and time) and links after the text. */
  children?: ReactNode;
}

export function CardView({ kind, imageUrl, title, subtitle, description, price, href, children }: CardViewProps) {
  const image = safeUrl(imageUrl);
  const link = safeLinkUrl(href);
  const content = (
    <>
      {image && <img class="msg-card__image" src={image} alt="" loading="lazy" decoding="async" />}
      <div class="msg-card__body">
        {title && <div class="msg-card__title">{title}</div>}
        {subtitle && <div class="msg-card__subtitle">{subtitle}</div>}
        {description && <div class="msg-card__desc">{description}</div>}
        {price && <div class="msg-card__price">{price}</div>}
        {children}
      </div>
    </>
  );
  return link ? (
    <a class="msg-card" data-card={kind} href={link} target="_blank" rel="noopener noreferrer">
      {content}
    </a>
  ) : (
    <div class="msg-card" data-card={kind}>
      {content}
    </div>
  );
}
