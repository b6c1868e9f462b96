// The agent's desk: the queue and the active conversations, kept live by the agent feed;
// the open conversation; unread counts per conversation; what the agent sends.
import { atom } from 'nanostores';
import type { ChatMessage, Conversation, Teammate, VisitorSummary } from '../../../shared/api';
import { AGENT_TYPING_TITLE_MS, TITLE_FLASH_MS } from '../../../shared/constants';
import { checkChatUpload, uploadKind } from '../../../shared/upload';
import { AgentApiError, callAgent, uploadAsAgent } from '../api/agentClient';
import { onFeed, type FeedEvent } from './feed';

export const $queue = atom<VisitorSummary[]>([]);
export const $active = atom<VisitorSummary[]>([]);
export const $openId = atom<number | undefined>(undefined);
export const $conversation = atom<Conversation | undefined>(undefined);
export const $unread = atom<Record<number, number>>({});
export const $visitorTyping = atom<Record<number, string>>({});

export async function refreshSessions() {
  const { queued, active } = await callAgent<{ queued: VisitorSummary[]; active: VisitorSummary[] }>('sessions', {});
  $queue.set(queued);
  $active.set(active);
}

export async function openConversation(sessionId: number) {
  $openId.set(sessionId);
  $unread.set({ ...$unread.get(), [sessionId]: 0 });
  $conversation.set(await callAgent<Conversation>('conversation', { sessionId }));
}

const reloadOpen = async () => {
  const open = $openId.get();
  if (open) $conversation.set(await callAgent<Conversation>('conversation', { sessionId: open }));
};

let flashing: ReturnType<typeof setInterval> | undefined;
function alertAgent() {
  // A short beep and a flashing title while the console is in the background.
  try {
    const audio = new AudioContext();
    const tone = audio.createOscillator();
    tone.frequency.value = 880;
    tone.connect(audio.destination);
    tone.start();
    tone.stop(audio.currentTime + 0.12);
  } catch {
    // no audio here
  }
  if (document.visibilityState == 'visible' || flashing) return;
  const title = document.title;
  let on = false;
  flashing = setInterval(() => {
    on = !on;
    document.title = on ? '● ' + title : title;
  }, TITLE_FLASH_MS);
  document.addEventListener(
    'visibilitychange',
    () => {
      clearInterval(flashing);
      flashing = undefined;
      document.title = title;
    },
    { once: true },
  );
}

/** How long a visitor's typing preview stays without news: they may have stopped. */
const VISITOR_TYPING_SHOWN_MS = 6_000;
const typingTimers: Record<number, ReturnType<typeof setTimeout>> = {};

function showTyping(sessionId: number, preview: string) {
  $visitorTyping.set({ ...$visitorTyping.get(), [sessionId]: preview });
  clearTimeout(typingTimers[sessionId]);
  if (preview) typingTimers[sessionId] = setTimeout(() => showTyping(sessionId, ''), VISITOR_TYPING_SHOWN_MS);
}

function apply(event: FeedEvent) {
  if (event.kind == 'message' && event.sessionId) {
    if (event.sessionId != $openId.get()) $unread.set({ ...$unread.get(), [event.sessionId]: ($unread.get()[event.sessionId] ?? 0) + 1 });
    // What they were typing has arrived.
    showTyping(event.sessionId, '');
    alertAgent();
  }
  if (event.kind == 'typing' && event.sessionId) showTyping(event.sessionId, (event.data as { preview?: string } | undefined)?.preview ?? '');
}

/** Kinds that change neither the queue, the desk nor a conversation: no reload for them. */
const NOT_FOR_THE_DESK = new Set(['typing', 'leaveMessage', 'workOrder']);

onFeed(async (events) => {
  events.forEach(apply);
  const touching = events.filter((event) => !NOT_FOR_THE_DESK.has(event.kind));
  if (!touching.length) return;
  const open = $openId.get();
  const openTouched = touching.some((event) => event.sessionId === undefined || event.sessionId == open);
  await Promise.all([refreshSessions(), openTouched && reloadOpen()]);
});

export async function act(call: 'accept' | 'refuse' | 'end' | 'inviteEvaluate', sessionId: number) {
  await callAgent(call, { sessionId });
  await refreshSessions();
  if (call == 'accept') await openConversation(sessionId);
  else await reloadOpen();
}

export interface Outgoing {
  msgType: number;
  content: string;
  fileName?: string;
  size?: number;
}

/** Sends, and shows the stored message in the open conversation without reloading it. */
export async function sendToVisitor(sessionId: number, message: Outgoing, internal = false) {
  const sent = await callAgent<ChatMessage>('send', { sessionId, ...message, ...(internal && { insideFlag: 1 }) });
  const open = $conversation.get();
  if (open?.sessionId == sessionId && !open.messages.some((shown) => shown.id == sent.id)) $conversation.set({ ...open, messages: [...open.messages, sent] });
}

/** Uploads a picked file and sends it: an image as a picture (msgType 2), anything else as a file (4). */
export async function sendFile(sessionId: number, file: File, internal = false) {
  const image = uploadKind(file.name) == 'image';
  const check = checkChatUpload(image ? 'image' : 'file', file);
  if (!check.ok) throw new AgentApiError(400, `file: ${check.error}`);
  const uploaded = await uploadAsAgent(file, image ? 'image' : 'file');
  await sendToVisitor(sessionId, { msgType: image ? 2 : 4, content: uploaded.url, fileName: uploaded.name, size: uploaded.size }, internal);
}

export async function recall(msgId: number) {
  await callAgent('recall', { msgId });
  await reloadOpen();
}

export const $teammates = atom<Teammate[]>([]);

export async function loadTeammates() {
  $teammates.set((await callAgent<{ list: Teammate[] }>('agents', {})).list);
}

/** Hands the conversation to another online agent; it leaves this desk. */
export async function transferTo(sessionId: number, toAdminId: number) {
  await callAgent('transfer', { sessionId, toAdminId });
  $openId.set(undefined);
  $conversation.set(undefined);
  await refreshSessions();
}

/** Often enough that the visitor's hint (shown AGENT_TYPING_TITLE_MS after each) stays on while the agent types. */
const TYPING_EVERY_MS = AGENT_TYPING_TITLE_MS - 200;
const typingSent: Record<number, number> = {};

export function notifyTyping(sessionId: number, now = Date.now()) {
  if (now - (typingSent[sessionId] ?? -Infinity) < TYPING_EVERY_MS) return;
  typingSent[sessionId] = now;
  void callAgent('typing', { sessionId }).catch(() => {});
}
