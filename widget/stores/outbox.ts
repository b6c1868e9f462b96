// Messages the visitor sent that the server has not acknowledged yet. They are kept in
// storage, so a reload or a lost network loses none, and each carries a client id the
// server stores once, so sending again never duplicates one.
//
// Each message is its own storage item, which a tab adds and removes and never rewrites:
// browsers cache localStorage per process, so two tabs rewriting one shared list can each
// write back a list without the other's newest message, and lose it. Where the browser
// blocks the frame's storage, the host keeps the items (storage.ts, adoptKept).
import { type ChatMessage, type RobotReply, TEXT_LIMITS, textLength } from '@shared/api';
import { isVisitorMsgType, MSG_TYPE, SENDER_TYPE, type VisitorMsgType } from '@shared/codes';
import { OUTBOX_KEY_PREFIX } from '@shared/frame';
import { randomHex } from '@shared/randomId';
import { ApiError, callVisitor } from '../api/client';
import {
  addLocal,
  fromServer,
  LOCAL_MSG_TYPE,
  mergeMessages,
  removeMessage,
  type ShownMessage,
  updateMessage,
} from './messages';
import { $session } from './session';
import { widgetStorage } from './storage';

export interface Unsent {
  clientId: string;
  /** the text, or the URL of an uploaded file */
  text: string;
  /** to the robot (robotAsk) or to the agent (sendMsg) */
  to: 'robot' | 'agent';
  createdAt: number;
  /** text by default; an uploaded file's kind once uploaded */
  msgType?: VisitorMsgType;
  fileName?: string;
  size?: number;
}

/** Robot answers come back here, to be handled like one from a click (transfer rules). */
export let onRobotReply: (reply: RobotReply, unsent: Unsent) => void = () => {};
export const handleRobotReplies = (handler: typeof onRobotReply) => {
  onRobotReply = handler;
};

/** A message in storage, with its place in the queue: they go out in the order they joined it. */
interface Queued extends Unsent {
  place: number;
}

const boxKey = () => OUTBOX_KEY_PREFIX + ($session.get()?.userId ?? '');
const itemKey = (clientId: string) => boxKey() + ':' + clientId;

let lastPlace = 0;
/** Now, and strictly after the place before it: two messages queued in one millisecond keep their order. */
const nextPlace = () => (lastPlace = Math.max(Date.now(), lastPlace + 1));

const keep = (unsent: Unsent, place = nextPlace()) =>
  widgetStorage.set<Queued>(itemKey(unsent.clientId), { ...unsent, place });
const forget = (clientId: string) => widgetStorage.remove(itemKey(clientId));

/** Before each message had its own item the outbox was one list: a page from then may have left one. */
function adoptOneList() {
  const list = widgetStorage.get<Unsent[]>(boxKey());
  if (!list) return;
  list.forEach((unsent, index) => keep(unsent, index));
  widgetStorage.remove(boxKey());
}

/** What waits to be sent, by every tab of this visitor, oldest first. */
function waiting(): Queued[] {
  return widgetStorage
    .keys(itemKey(''))
    .flatMap((key) => widgetStorage.get<Queued>(key) ?? [])
    .sort((a, b) => a.place - b.place);
}

export const newClientId = () => randomHex(12);

function showPending(unsent: Unsent, status: ShownMessage['status']) {
  addLocal({
    key: 'c' + unsent.clientId,
    clientId: unsent.clientId,
    msgType: unsent.msgType ?? MSG_TYPE.text,
    msgContent: unsent.text,
    fileName: unsent.fileName,
    size: unsent.size,
    senderType: SENDER_TYPE.visitor,
    msgTime: unsent.createdAt,
    status,
  });
}

let flushing: Promise<void> | undefined;

/** A refusal the visitor can read: too long (no retry helps), or refused by the server. */
type Refusal = NonNullable<ShownMessage['refusal']>;

/** The most characters a text may have where it goes: a question to the robot, or a message to the agent. */
export const textLimitFor = (to: Unsent['to']) => (to == 'robot' ? TEXT_LIMITS.robotQuestion : TEXT_LIMITS.message);

function tooLong(unsent: Unsent): Refusal | undefined {
  const limit = textLimitFor(unsent.to);
  const isText = (unsent.msgType ?? MSG_TYPE.text) == MSG_TYPE.text;
  return isText && textLength(unsent.text) > limit
    ? { key: 'message.refusedTooLong', values: { limit: limit.toLocaleString() } }
    : undefined;
}

async function deliver(unsent: Unsent): Promise<'sent' | 'retry' | Refusal> {
  // Kept from before the composer knew the limit: the server would refuse it every time.
  const beyondLimit = tooLong(unsent);
  if (beyondLimit) return beyondLimit;
  try {
    if (unsent.to == 'robot') {
      const thinking = addLocal({ msgType: LOCAL_MSG_TYPE.robotTyping, senderType: SENDER_TYPE.robot });
      try {
        const reply = await callVisitor('robotAsk', { question: unsent.text, clientId: unsent.clientId });
        removeMessage(thinking);
        const shown: ChatMessage[] = [reply.answer, ...(reply.question ? [reply.question] : [])];
        // The server stored the question even when it answers without it (a transfer): it stays,
        // as the poll brings it to every tab and a reload shows it
        // (docs/decisions.md#one-visitor-several-tabs).
        if (!reply.question) updateMessage('c' + unsent.clientId, { status: 'success' });
        mergeMessages(shown.map(fromServer));
        onRobotReply(reply, unsent);
      } finally {
        removeMessage(thinking);
      }
    } else {
      const file = unsent.fileName === undefined ? {} : { fileName: unsent.fileName, size: unsent.size };
      mergeMessages([
        fromServer(
          await callVisitor('sendMsg', {
            clientId: unsent.clientId,
            msgType: unsent.msgType ?? MSG_TYPE.text,
            msgContent: unsent.text,
            ...file,
          }),
        ),
      ]);
    }
    return 'sent';
  } catch (error) {
    // The server answered and refused: sending the same again would not help.
    if (error instanceof ApiError && error.code >= 400 && error.code < 500 && error.code != 429)
      return { key: 'message.refused' };
    return 'retry';
  }
}

async function deliverAll() {
  // Read again after each send: what was written meanwhile goes out in this same run.
  for (let unsent = waiting()[0]; unsent; unsent = waiting()[0]) {
    const result = await deliver(unsent);
    if (result == 'retry') {
      // Not refused: it waits, and goes out when the network (or the server) is back; and so
      // do those queued behind it, typed while it was on its way (else they would spin on).
      for (const queued of waiting()) updateMessage('c' + queued.clientId, { status: 'waiting' });
      return;
    }
    if (result != 'sent') updateMessage('c' + unsent.clientId, { status: 'failed', refusal: result });
    forget(unsent.clientId);
  }
}

/** Sends what is waiting, oldest first; stops at the first that cannot go yet. */
export function flushOutbox(): Promise<void> {
  // Cleared in a later microtask, after the assignment, even when there was nothing to send.
  flushing ??= deliverAll().finally(() => {
    flushing = undefined;
  });
  return flushing;
}

/** Keeps a message until the server has it, shows it as being sent, and sends. */
export function queueMessage(unsent: Unsent) {
  keep(unsent);
  showPending(unsent, 'loading');
  return flushOutbox();
}

export const sendText = (text: string, to: Unsent['to']) =>
  queueMessage({ clientId: newClientId(), text, to, createdAt: Date.now() });

/** The warning icon's action: send a failed message again, with the same client id. */
export function resend(clientId: string) {
  if (!waiting().some((entry) => entry.clientId == clientId)) return Promise.resolve();
  updateMessage('c' + clientId, { status: 'loading', refusal: undefined });
  return flushOutbox();
}

/** After a reload: show what is still waiting, and try again. */
export function restoreOutbox() {
  adoptOneList();
  const unsent = waiting();
  for (const entry of unsent) showPending(entry, 'loading');
  if (unsent.length) void flushOutbox();
}

/** The unsent messages the host kept for this visitor: shown and sent, once a conversation has started. */
export function adoptKept(items: Record<string, string>) {
  if (widgetStorage.adopt(items) && $session.get()) restoreOutbox();
}

/** A refused message the visitor chose to send again goes back in the outbox. */
export function retryRefused(message: ShownMessage, to: Unsent['to']) {
  if (!message.clientId || waiting().some((entry) => entry.clientId == message.clientId))
    return resend(message.clientId ?? '');
  const msgType =
    typeof message.msgType == 'number' && message.msgType != MSG_TYPE.text && isVisitorMsgType(message.msgType)
      ? { msgType: message.msgType, fileName: message.fileName, size: message.size }
      : {};
  keep({ clientId: message.clientId, text: message.msgContent, to, createdAt: message.msgTime, ...msgType });
  return resend(message.clientId);
}
