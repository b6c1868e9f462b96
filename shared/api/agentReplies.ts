// What the agent API answers (`/api/agent/<call>`): the server builds these, the console reads them.
import type { AgentCard, ChatMessage, VisitorStatus } from './replies';

/** What the server knows of a visitor: form answers, what the host sent, page, locale, device. */
export interface VisitorInfo {
  userName?: string;
  phone?: string;
  email?: string;
  params?: Record<string, string> | string;
  form?: { name: string; value: string }[];
  page?: string;
  refer?: string;
  locale?: string;
  device?: string;
  /** setUser carried a valid userHash */
  verified?: boolean;
}

/** A conversation in the queue or on an agent's desk (`sessions`, `accept`). */
export interface VisitorSummary {
  sessionId: number;
  userId: string;
  channelId: string;
  status: VisitorStatus;
  adminId: number | null;
  groupId: number | null;
  queuedAt: number | null;
  createdAt: number;
  /** the visitor has rated this conversation */
  evaluated: boolean;
  visitor: VisitorInfo;
  lastMessage: ChatMessage | null;
}

/** `conversation`: the whole of it, the robot part before the transfer and internal notes included. */
export interface Conversation extends VisitorSummary {
  messages: ChatMessage[];
}

/** `agents`: the team, for transfers. */
export interface Teammate extends AgentCard {
  online: boolean;
  /** conversations the agent has now */
  load: number;
}

/** `evaluations`: a rating one of the agent's conversations received. */
export interface ReceivedRating {
  sessionId: number;
  userId: string;
  visitorName: string;
  /** 'agent': the visitor rated the agent; 'robot': the robot's part */
  kind: 'agent' | 'robot';
  time: number;
  evaluateAdminStar?: number;
  evaluateAdminSolve?: 0 | 1;
  evaluateAdminContent?: string;
  evaluateAdminTag?: string;
  evaluateRobotSolve?: 0 | 1;
  evaluateRobotContent?: string;
  evaluateRobotTag?: string;
}
