// The agent's call (docs/console.md), one at a time: a call the agent starts in one of their
// conversations, or a visitor's request (the feed's videoInvitation) ringing until the agent
// answers it. The feed's `call` events are this call's signals; its own go out as callSignal.
// The WebRTC code (shared/call/callSession) loads with the first call, not with the console.

import type { AgentEvent } from '@shared/api';
import type { IceServer } from '@shared/api/callSignal';
import type { CallSession } from '@shared/call/callSession';
import { movesTheCall } from '@shared/callRules';
import { CALL_PARTY, type VideoType } from '@shared/codes';
import { loadChunk } from '@shared/ui/chunk';
import { visitorName } from '@shared/visitorName';
import { atom } from 'nanostores';
import { callAgent, callAgentWhileLeaving } from '../api/agentClient';
import { $me } from './auth';
import { onFeed } from './feed';
import { $active, $queue } from './inbox';
import { reloadIfOpen } from './workspace';

export interface AgentCall {
  callId: number;
  /** The conversation the call belongs to: its notices are written there. */
  sessionId: number;
  /** The visitor, by the name the inbox gives them. */
  peerName: string;
  session: CallSession;
}

/** The call while it rings or goes on; undefined once it ended. */
export const $call = atom<AgentCall | undefined>(undefined);
/** From the moment a call is started or rings until it ended: a second one waits. */
export const $lineBusy = atom(false);

export const loadCallSession = () => loadChunk(() => import('@shared/call/callSession'));

interface CallDetails {
  callId: number;
  sessionId: number;
  peerName: string;
  videoType: VideoType;
  incoming: boolean;
  iceServers?: IceServer[];
}

/** The session of a call, owned here until it ends: then the line is free again. */
function own(
  createCallSession: Awaited<ReturnType<typeof loadCallSession>>['createCallSession'],
  details: CallDetails,
) {
  const { callId, sessionId } = details;
  const session = createCallSession({
    side: CALL_PARTY.agent,
    callId,
    videoType: details.videoType,
    incoming: details.incoming,
    iceServers: details.iceServers,
    async send(signal) {
      const reply = await callAgent('callSignal', { callId, signal });
      // The server wrote the notice (started, declined, ended) before answering: show it.
      if (movesTheCall(signal.kind)) void reloadIfOpen(sessionId).catch(() => undefined);
      return reply;
    },
    beacon: (signal) => callAgentWhileLeaving('callSignal', { callId, signal }),
  });
  const closing = () => session.pageClosing();
  window.addEventListener('pagehide', closing);
  const stop = session.$view.listen((view) => {
    if (view.phase != 'ended') return;
    stop();
    window.removeEventListener('pagehide', closing);
    $call.set(undefined);
    $lineBusy.set(false);
  });
  $call.set({ callId, sessionId, peerName: details.peerName, session });
  return session;
}

/** The agent calls the visitor of their conversation `sessionId`; the preview opens while it rings. */
export async function startCall(sessionId: number, videoType: VideoType, peerName: string) {
  if ($lineBusy.get()) return;
  $lineBusy.set(true);
  let callId: number | undefined;
  try {
    // Loaded first: nothing waits between the server's reply and the session that hears the visitor's answer.
    const { createCallSession } = await loadCallSession();
    const reply = await callAgent('video', { sessionId, videoType });
    callId = reply.callId;
    const session = own(createCallSession, {
      callId,
      sessionId,
      peerName,
      videoType,
      incoming: false,
      iceServers: reply.iceServers,
    });
    await session.preview();
  } catch (error) {
    if (!$call.get()) {
      $lineBusy.set(false);
      // Ringing at the visitor with nothing here to answer it: take it back.
      if (callId !== undefined)
        void callAgent('callSignal', { callId, signal: { kind: 'hangUp' } }).catch(() => undefined);
    }
    throw error;
  }
}

/** What the inbox calls the visitor of this conversation. */
function nameOf(sessionId: number, userId: string) {
  const row = [...$active.get(), ...$queue.get()].find((summary) => summary.sessionId == sessionId);
  return row?.name ?? visitorName(userId, {});
}

/** A visitor asks for a call: it rings here, whichever conversation is open; a busy line declines it at once. */
async function ring(event: AgentEvent<'videoInvitation'>) {
  const { callId, videoType } = event.data;
  if ($call.get()?.callId == callId) return;
  if ($lineBusy.get()) {
    // Rather than ringing out unheard for 30 s: the visitor reads at once that the call was declined.
    await callAgent('callSignal', { callId, signal: { kind: 'decline' } }).catch(() => undefined);
    await reloadIfOpen(event.sessionId).catch(() => undefined);
    return;
  }
  $lineBusy.set(true);
  try {
    const { createCallSession } = await loadCallSession();
    own(createCallSession, {
      callId,
      sessionId: event.sessionId,
      peerName: nameOf(event.sessionId, event.userId),
      videoType,
      incoming: true,
    });
  } catch {
    // The call's code did not load (offline): the request rings out at the server.
    $lineBusy.set(false);
  }
}

/** A signal of the current call, from the visitor or the server; any other call's is old news. */
function route(event: AgentEvent<'call'>) {
  const call = $call.get();
  if (call?.callId == event.data.callId) call.session.receive(event.data);
}

// In order, one event after the other: a ring's session exists before the next batch's signals come.
onFeed(async (events) => {
  for (const event of events) {
    if (event.kind == 'videoInvitation') await ring(event);
    if (event.kind == 'call') route(event);
  }
});

/** The console is left (sign-out): the visitor hears it at once, while the token still holds. */
export const leaveCall = () => $call.get()?.session.pageClosing();

// Signed out some other way (the token expired): the camera and microphone are let go all the same.
$me.listen((me) => {
  if (!me) leaveCall();
});
