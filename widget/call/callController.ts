// The visitor's current call, at most one (the server keeps one per conversation): it makes
// the session (shared/call) from a ring or a request, hands it the agent's signals, tells the
// agent when the page closes, and lets go of it when it ends. What a call leaves in the chat
// (started, ended and its duration, declined…) comes from the server as system messages.
// It imports nothing of stores/call, which loads it.

import type { CallSignalEvent, IceServer } from '@shared/api';
import { type CallSession, createCallSession } from '@shared/call/callSession';
import type { VideoType } from '@shared/codes';
import { atom } from 'nanostores';
import { callVisitor } from '../api/client';

export interface VisitorCall {
  session: CallSession;
  /** The agent's nickname, for the ring and the panel. */
  peerName: string;
}

export const $call = atom<VisitorCall | undefined>();

function begin(callId: number, videoType: VideoType, peerName: string, incoming: boolean, iceServers?: IceServer[]) {
  const session = createCallSession({
    callId,
    videoType,
    side: 'visitor',
    incoming,
    iceServers,
    send: (signal) => callVisitor('callSignal', { callId, signal }),
    beacon: (signal) => void callVisitor('callSignal', { callId, signal }, { keepalive: true }).catch(() => undefined),
  });
  const closing = () => session.pageClosing();
  addEventListener('pagehide', closing);
  const stop = session.$view.listen((view) => {
    if (view.phase != 'ended') return;
    stop();
    removeEventListener('pagehide', closing);
    if ($call.get()?.session == session) $call.set(undefined);
  });
  $call.set({ session, peerName });
  return session;
}

const busy = () => $call.get() !== undefined;

/** The agent rings (event 1207). */
export function ring(callId: number, videoType: VideoType, agentName: string) {
  if (!busy()) begin(callId, videoType, agentName, true);
}

/** A signal of the current call (event 1209); one of another call (ended, or answered in another tab) is not ours. */
export function receive(event: CallSignalEvent) {
  $call.get()?.session.receive(event);
}

/** The visitor asks for a call: it rings on the agent's side, the preview shows meanwhile. */
export async function request(videoType: VideoType, agentName: string) {
  if (busy()) return;
  const reply = await callVisitor('userVideoInvitation', { videoType });
  await begin(reply.callId, videoType, agentName, false, reply.iceServers).preview();
}
