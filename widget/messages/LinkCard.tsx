// A link card (msgType 9): msgContent is JSON
// {title, imgUrl, subTitle, describe, linkType, linkUrl, tenantId?, templateId?}.
// A card of the form link type opens the card form page; any other opens linkUrl.

import { LINK_TYPE } from '@shared/codes';
import { WIDGET_BASE_PATH } from '@shared/frame';
import { type CardFields, parseCard } from '@shared/ui/parseCard';
import { CardView } from './CardView';
import { PlainText } from './PlainText';

const LINK_KEYS = ['title', 'imgUrl', 'subTitle', 'describe', 'linkType', 'linkUrl', 'tenantId', 'templateId'] as const;
type LinkCardFields = CardFields<(typeof LINK_KEYS)[number]>;

/** The card form page of the widget (second spec: /formData with tenantId and templateId). */
const FORM_PAGE = WIDGET_BASE_PATH + 'formData';

/** The form link: 'form', or its code sent as a number or as text. */
const isFormLink = (linkType: string | undefined) => linkType == 'form' || linkType == String(LINK_TYPE.form);

/** Where the card leads: the card form for a form link (needs its templateId), else linkUrl. */
export function linkCardTarget(card: LinkCardFields): string | undefined {
  if (!isFormLink(card.linkType)) return card.linkUrl;
  if (!card.templateId) return undefined;
  const query = new URLSearchParams();
  if (card.tenantId) query.set('tenantId', card.tenantId);
  query.set('templateId', card.templateId);
  return `${FORM_PAGE}?${query}`;
}

export function LinkCard({ content }: { content: string }) {
  const card = parseCard(content, LINK_KEYS);
  if (!card) return <PlainText text={content} />;
  return (
    <CardView
      kind="link"
      imageUrl={card.imgUrl}
      title={card.title}
      subtitle={card.subTitle}
      description={card.describe}
      href={linkCardTarget(card)}
    />
  );
}
