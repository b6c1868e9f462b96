// Who the visitor is and where the conversation stands: chatStart, its token, the status
// (VISITOR_STATUS), the agent, the queue position.

import type { AgentCard, ChannelConfig, HistoryPage, SessionStart, VisitorStatus } from '@shared/api';
import { VISITOR_ID_TTL_MS } from '@shared/constants';
import { visitorIdKey } from '@shared/frame';
import type { HostUser } from '@shared/protocol';
import { newVisitorId } from '@shared/randomId';
import { atom } from 'nanostores';
import { callVisitor } from '../api/client';
import { $visitorId } from './host';
import { pageForChatStart } from './pageReport';
import { widgetStorage } from './storage';
import { confirmTimeZone, knownTimeZone } from './timeZone';

export interface SessionState extends Omit<SessionStart, 'firstPage'> {
  status: VisitorStatus;
}

export const $session = atom<SessionState | undefined>(undefined);
export const $agent = atom<AgentCard | null>(null);
export const $waitIndex = atom(0);
/** The e-mail the visitor typed in the pre-chat form, once it was sent; setUser's is $hostUser's. */
export const $formEmail = atom<string | undefined>(undefined);

/** How long an embedded widget waits for the loader's visitor id before using its own. */
const VISITOR_ID_WAIT_MS = 3000;

/** Resolves when the loader's visitor id has come (at once if it has), or after `ms` without it. */
export function visitorIdArrival(ms: number): Promise<void> {
  if ($visitorId.get()) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    const stop = $visitorId.listen(done);
    function done() {
      clearTimeout(timer);
      stop();
      resolve();
    }
  });
}

/** The loader's id (host storage), else this frame's own stored id, else a new one. */
export async function resolveVisitorId(tenantId: string, embedded: boolean): Promise<string> {
  if (embedded) await visitorIdArrival(VISITOR_ID_WAIT_MS);
  const key = visitorIdKey(tenantId);
  const id = $visitorId.get() || widgetStorage.get<string>(key) || newVisitorId();
  widgetStorage.set(key, id, VISITOR_ID_TTL_MS);
  return id;
}

export const credentials = () => {
  const session = $session.get();
  return session && { userId: session.userId, token: session.token };
};

/** What the last start was made with: a renewal starts again as the same visitor. */
let startedWith: [ChannelConfig, string, HostUser | undefined] | undefined;

/**
 * A new token for this tab, as the same visitor (the conversation goes on): the client's
 * answer to a 401. Rejects when the identity is refused (a signed one that no longer checks).
 */
export async function renewToken(): Promise<void> {
  if (!startedWith) throw new Error('renewToken: no session started');
  await startSession(...startedWith);
}

/**
 * `onFirstPage`: chatStart is asked for the chat's first messages too (our `firstPage`), handed
 * over as the session is set, so that one render draws both. A server that does not send
 * them never calls it.
 */
export async function startSession(
  config: ChannelConfig,
  visitorId: string,
  user: HostUser | undefined,
  onFirstPage?: (page: HistoryPage) => void,
): Promise<SessionState> {
  startedWith = [config, visitorId, user];
  // A signed host identity replaces the anonymous visitor id.
  const signed =
    user?.userId && user.userHash ? { userId: user.userId, userHash: user.userHash } : { userId: visitorId };
  // Known from an earlier page, if at all: reading it now would hold this request up (timeZone.ts).
  const timeZone = knownTimeZone();
  const { firstPage, ...start } = await callVisitor('chatStart', {
    channelId: config.channelId,
    ...signed,
    ...(user?.userName && { userName: user.userName }),
    ...(user?.email && { email: user.email }),
    ...(user?.phone && { phone: user.phone }),
    ...(user?.params && { params: user.params }),
    locale: document.documentElement.lang,
    ...pageForChatStart(),
    device: navigator.userAgent.slice(0, 300),
    ...(timeZone && { timeZone }),
    ...(onFirstPage && { firstPage: 1 as const }),
  });
  const session = { ...start, status: start.status };
  $session.set(session);
  $agent.set(start.admin);
  $waitIndex.set(start.waitIndex);
  if (firstPage) onFirstPage?.(firstPage);
  confirmTimeZone(timeZone);
  return session;
}

export function setStatus(status: VisitorStatus) {
  const session = $session.get();
  if (session && session.status != status) $session.set({ ...session, status });
}
