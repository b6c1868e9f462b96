// A goods card (msgType 7): msgContent is JSON {imgUrl, title, describe, label, fromUrl}.
import { GOODS_CARD_FIELDS } from '@shared/cards';
import { parseCard } from '@shared/ui/parseCard';
import { CardView } from './CardView';
import { PlainText } from './PlainText';

export function GoodsCard({ content }: { content: string }) {
  const goods = parseCard(content, GOODS_CARD_FIELDS);
  if (!goods) return <PlainText text={content} />;
  return (
    <CardView
      kind="goods"
      imageUrl={goods.imgUrl}
      title={goods.title}
      description={goods.describe}
      price={goods.label}
      href={goods.fromUrl}
    />
  );
}
