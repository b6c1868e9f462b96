// A product card: msgType 'card', or the card under a robot answer (docPattern 3).

import { parseCard } from '@shared/ui/parseCard';
import { CardView } from './CardView';
import { PlainText } from './PlainText';

export interface StandaloneCardData {
  picture?: string | undefined;
  title?: string | undefined;
  desc?: string | undefined;
  price?: string | undefined;
  url?: string | undefined;
  /** The spec's other name for url. */
  fromUrl?: string | undefined;
}

const STANDALONE_CARD_KEYS = ['picture', 'title', 'desc', 'price', 'url', 'fromUrl'] as const;

export function StandaloneCard({ card }: { card: StandaloneCardData }) {
  return (
    <CardView
      kind="product"
      imageUrl={card.picture}
      title={card.title}
      description={card.desc}
      price={card.price}
      href={card.url || card.fromUrl}
    />
  );
}

/** A card given as JSON text (or an object); the raw text when it is not one. */
export function StandaloneCardContent({ content, card }: { content: string; card?: StandaloneCardData | undefined }) {
  const fields = card ?? parseCard(content, STANDALONE_CARD_KEYS);
  return fields ? <StandaloneCard card={fields} /> : <PlainText text={content} />;
}
