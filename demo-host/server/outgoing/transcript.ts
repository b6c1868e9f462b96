// A conversation as the lines of a transcript mail: what the visitor saw, as plain text.
// Internal notes and recalled messages are left out; rich text is reduced to its visible
// text, line by line; a picture or a file is its name; a card its title and link; forms and menus, which
// only mean something on the screen, are left out.
import type { ChatMessage } from '@shared/api';
import { richTextAsPlain } from '@shared/cleanRichText';
import { MSG_TYPE, SENDER_TYPE } from '@shared/codes';
import type { TranscriptLine } from './mail/mailContent';

const FROM: Record<number, TranscriptLine['from']> = {
  [SENDER_TYPE.visitor]: 'visitor',
  [SENDER_TYPE.agent]: 'agent',
  [SENDER_TYPE.robot]: 'robot',
  [SENDER_TYPE.system]: 'system',
};

function textOf(message: ChatMessage): string {
  switch (message.msgType) {
    case MSG_TYPE.text:
      return message.msgContent;
    case MSG_TYPE.richText:
      return richTextAsPlain(message.msgContent);
    case MSG_TYPE.image:
    case MSG_TYPE.file:
    case MSG_TYPE.audio:
    case MSG_TYPE.video:
      return `[${message.fileName || message.msgContent.split('/').pop() || 'file'}]`;
    case MSG_TYPE.card:
    case MSG_TYPE.linkCard:
      return message.card ? `${message.card.title} ${message.card.url}`.trim() : '';
    default:
      return '';
  }
}

export function transcriptLines(messages: readonly ChatMessage[]): TranscriptLine[] {
  return messages.flatMap((message) => {
    if (message.insideFlag || message.recallFlag) return [];
    const text = textOf(message).trim();
    if (!text) return [];
    return [{ at: message.msgTime, from: FROM[message.senderType] ?? 'system', name: message.senderName, text }];
  });
}
