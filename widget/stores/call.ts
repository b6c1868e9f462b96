// The visitor's call (docs/widget.md#calls) as the rest of the widget sees it: whether one is on, and the
// three ways in (the agent rings, a signal comes, the visitor asks). The call itself (WebRTC,
// the panel) is its own chunk, loaded when the first call rings or is asked for; the first
// screen carries only this. Everything is handed over in the order it came.

import type { CallSignalEvent } from '@shared/api';
import type { VideoType } from '@shared/codes';
import { loadChunk } from '@shared/ui/chunk';
import { atom } from 'nanostores';

type Controller = typeof import('../call/callChunk');

/** A call rings, runs or just ended: the call layer shows. */
export const $callOn = atom(false);

let controller: Promise<Controller> | undefined;
let handed: Promise<unknown> = Promise.resolve();

function withController(task: (loaded: Controller) => unknown) {
  controller ??= loadChunk(() => import('../call/callChunk')).then(
    (loaded) => (loaded.$call.subscribe((call) => $callOn.set(call !== undefined)), loaded),
  );
  const loading = controller;
  handed = handed.then(async () => task(await loading)).catch((error) => console.error('chat-online call:', error));
}

/** Event 1207: the agent calls. */
export const ringFromAgent = (callId: number, videoType: VideoType, agentName: string) =>
  withController((loaded) => loaded.ring(callId, videoType, agentName));

/** Event 1209: a signal of a call; none was ever rung on this page: nothing to load for it. */
export function receiveCallSignal(event: CallSignalEvent) {
  if (controller) withController((loaded) => loaded.receive(event));
}

/** The footer's call buttons: the visitor asks the agent for a call. */
export const requestCall = (videoType: VideoType, agentName: string) =>
  withController((loaded) => loaded.request(videoType, agentName));
