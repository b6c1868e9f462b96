// What the agent API's wait-for-events call (`events`) delivers: one union by `kind`, so
// the server can only push an event with the data its kind promises and the console's
// `switch` over kinds is checked for exhaustiveness.
import type { ChatEndReason, VideoType } from '../codes';
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
  videoInvitation: About & { data: { videoType: VideoType } };
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

export type AgentEvent<K extends AgentEventKind = AgentEventKind> = NewAgentEvent<K> & { eventId: number; time: number };

/** What an event of this kind carries. */
export type AgentEventPayload<K extends AgentEventKind> = AgentEventData[K]['data'];
