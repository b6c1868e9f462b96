// A visitor's message in a line, for a desktop notification: the words as written (a
// notification shows text only), or what was sent when it is not words.
import type { ChatMessage } from '../../../shared/api';
import { MSG_TYPE } from '../../../shared/codes';

/** Long enough to read what the visitor asks; desktop notifications cut longer bodies anyway. */
export const PREVIEW_LENGTH = 140;

const cut = (text: string) => {
  const characters = [...text.replace(/\s+/g, ' ').trim()];
  return characters.length > PREVIEW_LENGTH ? characters.slice(0, PREVIEW_LENGTH - 1).join('') + '…' : characters.join('');
};

type Translate = (key: string, values?: Record<string, unknown>) => string;

export function messagePreview(t: Translate, message: ChatMessage): string {
  switch (message.msgType) {
    case MSG_TYPE.text:
      return cut(message.msgContent);
    case MSG_TYPE.image:
      return t('alerts.picture');
    case MSG_TYPE.file:
    case MSG_TYPE.audio:
    case MSG_TYPE.video:
      return message.fileName ? t('alerts.file', { name: cut(message.fileName) }) : t('alerts.someFile');
    default:
      return t('alerts.other');
  }
}
