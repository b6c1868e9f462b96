// A message as one line of an inbox row: its text without markup, or what kind of thing it
// is ("Picture", "File: invoice.pdf") for what has no text to show.
import type { ChatMessage } from '@shared/api';
import { FLAG, MSG_TYPE } from '@shared/codes';

export type Preview =
  | { text: string }
  | { kind: 'recalled' | 'picture' | 'video' | 'audio' | 'card' | 'form' | 'faq' | 'other' }
  | { kind: 'file'; name: string };

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** Markup out, entities decoded, every run of white space one space. */
export const plainText = (html: string) =>
  html
    .replace(/<(br|\/p|\/div|\/li)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name]!)
    .replace(/\s+/g, ' ')
    .trim();

export function messagePreview(
  message: Pick<ChatMessage, 'msgType' | 'msgContent' | 'recallFlag' | 'fileName'>,
): Preview {
  if (message.recallFlag == FLAG.on) return { kind: 'recalled' };
  switch (message.msgType) {
    case MSG_TYPE.text:
    case MSG_TYPE.richText:
      return { text: plainText(message.msgContent) };
    case MSG_TYPE.image:
      return { kind: 'picture' };
    case MSG_TYPE.video:
      return { kind: 'video' };
    case MSG_TYPE.audio:
      return { kind: 'audio' };
    case MSG_TYPE.file:
      return { kind: 'file', name: message.fileName ?? '' };
    case MSG_TYPE.dynamicForm:
    case MSG_TYPE.externalForm:
      return { kind: 'form' };
    case MSG_TYPE.card:
    case MSG_TYPE.goodsCard:
    case MSG_TYPE.orderCard:
    case MSG_TYPE.linkCard:
      return { kind: 'card' };
    case MSG_TYPE.faqPanel:
      return { kind: 'faq' };
    default:
      return { kind: 'other' };
  }
}

/** Long enough to read what the visitor asks; rows cut it to their width, notifications to this. */
export const PREVIEW_LENGTH = 140;

const cut = (text: string) => {
  const characters = [...text];
  return characters.length > PREVIEW_LENGTH ? characters.slice(0, PREVIEW_LENGTH - 1).join('') + '…' : text;
};

type Translate = (key: string, values?: Record<string, unknown>) => string;

/** The one line an inbox row and a desktop notification show for a message. */
export function previewText(
  t: Translate,
  message: Pick<ChatMessage, 'msgType' | 'msgContent' | 'recallFlag' | 'fileName'> | null,
): string {
  if (!message) return t('preview.none');
  const preview = messagePreview(message);
  if ('text' in preview) return cut(preview.text);
  return preview.kind == 'file' ? t('preview.file', { name: cut(preview.name) }) : t(`preview.${preview.kind}`);
}
