// An order card (msgType 8): msgContent is JSON
// {imgUrl, title, describe, orderStatus, orderCode, orderTime, fromUrl}.

import { ORDER_CARD_FIELDS } from '@shared/cards';
import { safeLinkUrl } from '@shared/safeUrl';
import { formatDateTime } from '@shared/time';
import { parseCard } from '@shared/ui/parseCard';
import { useT } from '../i18n/i18n';
import { CardView } from './CardView';
import { PlainText } from './PlainText';

/** A time given as a number (seconds or ms) is shown like every other time; text as it is. */
const orderTimeText = (time: string) => (/^\d{9,13}$/.test(time) ? formatDateTime(Number(time)) : time);

export function OrderCard({ content }: { content: string }) {
  const t = useT();
  const order = parseCard(content, ORDER_CARD_FIELDS);
  if (!order) return <PlainText text={content} />;
  const details = safeLinkUrl(order.fromUrl);
  const facts = (
    [
      ['message.orderStatus', order.orderStatus],
      ['message.orderCode', order.orderCode],
      ['message.orderTime', order.orderTime && orderTimeText(order.orderTime)],
    ] satisfies [string, string | undefined][]
  ).filter((fact): fact is [string, string] => !!fact[1]);
  return (
    <CardView kind="order" imageUrl={order.imgUrl} title={order.title} description={order.describe}>
      {facts.length > 0 && (
        <dl class="msg-card__facts">
          {facts.map(([label, value]) => (
            <div key={label} class="msg-card__fact">
              <dt>{t(label)}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {details && (
        <a class="msg-card__more" href={details} target="_blank" rel="noopener noreferrer">
          {t('message.showDetails')}
        </a>
      )}
    </CardView>
  );
}
