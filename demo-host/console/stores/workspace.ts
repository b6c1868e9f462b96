// The agent's desk: the queue and the active conversations, kept live by the agent API's
// wait-for-events call; the open conversation; unread counts per conversation.
import { atom } from 'nanostores';
import type { ChatMessage } from '../../../shared/api';
import { TITLE_FLASH_MS } from '../../../shared/constants';
import { callAgent } from '../api/agentClient';

export interface VisitorSummary {
  sessionId: number;
  userId: string;
  channelId: string;
  status: number;
  createdAt: number;
  queuedAt: number | null;
  visitor: {
    userName?: string;
    email?: string;
    phone?: string;
    params?: Record<string, string> | string;
    form?: { name: string; value: string }[];
    page?: string;
    locale?: string;
    device?: string;
    verified?: boolean;
  };
  lastMessage: ChatMessage | null;
}

export interface Conversation extends VisitorSummary {
  messages: ChatMessage[];
}

interface FeedEvent {
  eventId: number;
  kind: string;
  sessionId?: number;
  adminId?: number;
  data?: unknown;
}

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

function apply(event: FeedEvent) {
  if (event.kind == 'message' && event.sessionId) {
    if (event.sessionId != $openId.get()) $unread.set({ ...$unread.get(), [event.sessionId]: ($unread.get()[event.sessionId] ?? 0) + 1 });
    alertAgent();
  }
  if (event.kind == 'typing' && event.sessionId) {
    const preview = (event.data as { preview?: string } | undefined)?.preview ?? '';
    $visitorTyping.set({ ...$visitorTyping.get(), [event.sessionId]: preview });
  }
}

let stop: AbortController | undefined;

/** Follows the agent feed until signed out; each batch of events refreshes what they touch. */
export function followFeed() {
  stop?.abort();
  const controller = new AbortController();
  stop = controller;
  void (async () => {
    let cursor: number | undefined;
    while (!controller.signal.aborted) {
      try {
        const reply: { events: FeedEvent[]; lastEventId: number } = await callAgent(
          'events',
          { ...(cursor !== undefined && { lastEventId: cursor }), wait: 25 },
          controller.signal,
        );
        cursor = reply.lastEventId;
        reply.events.forEach(apply);
        if (reply.events.length) await Promise.all([refreshSessions(), reloadOpen()]);
      } catch {
        if (controller.signal.aborted) return;
        await new Promise((resolve) => setTimeout(resolve, 2000));
      }
    }
  })();
}

export const stopFeed = () => stop?.abort();

export async function act(call: 'accept' | 'refuse' | 'end' | 'inviteEvaluate', sessionId: number) {
  await callAgent(call, { sessionId });
  await refreshSessions();
  if (call == 'accept') await openConversation(sessionId);
  else await reloadOpen();
}

export async function sendToVisitor(sessionId: number, msgType: number, content: string, internal = false) {
  await callAgent('send', { sessionId, msgType, content, ...(internal && { insideFlag: 1 }) });
  await reloadOpen();
}

export async function recall(msgId: number) {
  await callAgent('recall', { msgId });
  await reloadOpen();
}

export interface Teammate {
  adminId: number;
  adminNick: string;
  online: boolean;
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

export const notifyTyping = (sessionId: number) => void callAgent('typing', { sessionId }).catch(() => {});
