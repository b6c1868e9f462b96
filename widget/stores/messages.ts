// The conversation as the visitor sees it: server messages merged by id, local ones
// (being sent, notices, the robot's thinking dots) by their own key.

import type { ChatMessage } from '@shared/api';
import { FLAG, MSG_TYPE, type MsgType, SENDER_TYPE } from '@shared/codes';
import { atom, computed } from 'nanostores';

/**
 * A visitor's own message: being sent, delivered, waiting for the network (it goes out by
 * itself when the network is back), or refused by the server (it will not go as it is).
 */
type SendStatus = 'loading' | 'success' | 'waiting' | 'failed';

/** Kinds of message that exist only here, never on the wire. */
export const LOCAL_MSG_TYPE = {
  /** the robot is thinking: three dots */
  robotTyping: 'animation',
  notice: 'notice',
  standaloneCard: 'card',
} as const;
type LocalMsgType = (typeof LOCAL_MSG_TYPE)[keyof typeof LOCAL_MSG_TYPE];

export interface ShownMessage extends Omit<ChatMessage, 'msgType'> {
  /** Stable key for the list: `m<id>` for stored messages, `c<clientId>` for our own sends. */
  key: string;
  msgType: MsgType | LocalMsgType;
  status?: SendStatus;
  /** Why a 'failed' message was refused, in words for the visitor: an i18n key and its values. */
  refusal?: { key: string; values?: Record<string, string | number> };
  /** A notice's i18n key and values, when it is ours rather than the server's text. */
  noticeKey?: string;
  noticeValues?: Record<string, string | number>;
  /** A picture being sent: its local preview (a blob: URL) and the spec's progress, 0–100. */
  previewUrl?: string;
  progress?: number;
  /** 'warning' notices stay until something replaces them (the agent declined). */
  tone?: 'info' | 'warning';
}

export const $messages = atom<ShownMessage[]>([]);

/** What the list shows: recalled and internal messages are hidden (spec). */
export const $visibleMessages = computed($messages, (messages) =>
  messages.filter((message) => !message.recallFlag && !message.insideFlag && !message.sensitiveFlag),
);

const keyOf = (message: Pick<ChatMessage, 'id' | 'clientId'>) =>
  message.clientId ? 'c' + message.clientId : 'm' + message.id;

/** A stored message; a system notice with an i18n key (a call's start or end) shows as a notice in the visitor's language. */
export const fromServer = (message: ChatMessage): ShownMessage => ({
  ...message,
  ...(message.noticeKey && message.senderType == SENDER_TYPE.system && { msgType: LOCAL_MSG_TYPE.notice }),
  key: keyOf(message),
  status: 'success',
});

/** Adds or replaces messages, keeping the list in time order. */
export function mergeMessages(incoming: ShownMessage[]) {
  const byKey = new Map($messages.get().map((message) => [message.key, message]));
  // Stored messages by id, so a long conversation merges in linear time.
  const keyById = new Map<number, string>();
  for (const shown of byKey.values()) if (shown.id > 0 && !keyById.has(shown.id)) keyById.set(shown.id, shown.key);
  for (const message of incoming) {
    // A stored message we already show under its id (sent by us with a clientId, or not).
    const existing = byKey.get(message.key) ?? (message.id > 0 ? byKey.get(keyById.get(message.id)!) : undefined);
    const key = existing?.key ?? message.key;
    if (existing && existing.key != message.key) byKey.delete(existing.key);
    byKey.set(key, { ...existing, ...message, key });
    if (message.id > 0 && !keyById.has(message.id)) keyById.set(message.id, key);
  }
  $messages.set([...byKey.values()].sort((a, b) => a.msgTime - b.msgTime || a.id - b.id));
}

export function updateMessage(key: string, patch: Partial<ShownMessage>) {
  $messages.set($messages.get().map((message) => (message.key == key ? { ...message, ...patch } : message)));
}

export function removeMessage(key: string) {
  $messages.set($messages.get().filter((message) => message.key != key));
}

let localSequence = 0;

/** A message that exists only here: a notice, the thinking dots, the FAQ panel. */
export function addLocal(message: Partial<ShownMessage> & Pick<ShownMessage, 'msgType'>): string {
  const key = message.key ?? `local${++localSequence}`;
  mergeMessages([
    {
      id: 0,
      sessionId: 0,
      msgTime: Date.now(),
      msgContent: '',
      senderType: SENDER_TYPE.system,
      senderName: '',
      recallFlag: FLAG.off,
      insideFlag: FLAG.off,
      sensitiveFlag: FLAG.off,
      ...message,
      key,
    } as ShownMessage,
  ]);
  return key;
}

/** Our own file before the server has its URL: shown by name while it uploads or after that failed. */
/** A file or picture of ours whose upload has not finished: it has a name but no URL yet. */
export const isUnuploadedFile = (message: ShownMessage) =>
  (message.msgType == MSG_TYPE.file || message.msgType == MSG_TYPE.image) &&
  !message.msgContent &&
  Boolean(message.fileName) &&
  message.id == 0;

export const markRecalled = (id: number) =>
  $messages.set(
    $messages
      .get()
      .map((message) => (message.id == id ? { ...message, recallFlag: FLAG.on, msgContent: '' } : message)),
  );

export const resetMessages = () => $messages.set([]);
