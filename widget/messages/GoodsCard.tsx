// A goods card (msgType 7): msgContent is JSON {imgUrl, title, describe, label, fromUrl}.
import { CardView } from './CardView';
import { parseCard } from './parseCard';
import { PlainText } from './PlainText';

const GOODS_KEYS = ['imgUrl', 'title', 'describe', 'label', 'fromUrl'] as const;

export function GoodsCard({ content }: { content: string }) {
  const goods = parseCard(content, GOODS_KEYS);
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
