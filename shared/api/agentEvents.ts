// What the agent API's wait-for-events call (`events`) delivers: one union by `kind`, so
// the server can only push an event with the data its kind promises and the console's
// `switch` over kinds is checked for exhaustiveness.
import type { ChatEndReason, VideoType } from '../codes';
import type { CallSignalEvent } from './callSignal';
import type { ChatMessage, LeaveMessage, VisitorInfo } from './replies';
import type { EvaluatePayload } from './requests';

interface About {
  sessionId: number;
  userId: string;
}

/** Each kind with what it carries; `about` a conversation or only a visitor or nothing. */
interface AgentEventData {
  /** The queue changed; with a conversation when that one joined it. */
  queue: Partial<About> & { data?: undefined };
  /** A queued conversation was given to this agent. */
  assigned: About & { data?: undefined };
  message: About & { data: ChatMessage };
  typing: About & { data: { preview: string } };
  /** The visitor read the agent's messages up to this id. */
  read: About & { data: { readUntil: number } };
  ended: About & { data: { outType: ChatEndReason } };
  evaluated: About & { data: EvaluatePayload };
  transferred: About & { data: { from: number; to: number } };
  leaveMessage: { userId: string; data: LeaveMessage };
  workOrder: { userId: string; data: { woId: number; reply?: boolean } };
  /** The visitor asks for a call (userVideoInvitation): it rings until the agent accepts or declines it with callSignal. */
  videoInvitation: About & { data: { videoType: VideoType; callId: number } };
  /** The visitor's signal for the current call, or the server's hang-up (from 'system'); to the call's agent only. */
  call: About & { data: CallSignalEvent };
  visitorInfo: { userId: string; data: VisitorInfo };
}

export type AgentEventKind = keyof AgentEventData;

/** An event as the server stores it, before it has an id and a time. */
export type NewAgentEvent<K extends AgentEventKind = AgentEventKind> = K extends AgentEventKind
  ? {
      kind: K;
      /** undefined: for every agent of the tenant */
      adminId?: number;
    } & AgentEventData[K]
  : never;

export type AgentEvent<K extends AgentEventKind = AgentEventKind> = NewAgentEvent<K> & {
  eventId: number;
  time: number;
};

/** What an event of this kind carries. */
export type AgentEventPayload<K extends AgentEventKind> = AgentEventData[K]['data'];
