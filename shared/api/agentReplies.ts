// What the agent API answers (`/api/agent/<call>`): the server builds these, the console reads them.
import type { AgentEvent } from './agentEvents';
import type { EvaluatePayload } from './requests';
import type { AgentCard, ChatMessage, LeaveMessage, TemplateField, UploadedFile, VisitorInfo, VisitorStatus, WorkOrder } from './replies';

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
export type ReceivedRating = EvaluatePayload & {
  sessionId: number;
  userId: string;
  visitorName: string;
  /** 'agent': the visitor rated the agent; 'robot': the robot's part */
  kind: 'agent' | 'robot';
  time: number;
};

/** `login`: the token for the header `token` of every other call. */
export interface SignedInAgent {
  token: string;
  adminId: number;
  card: AgentCard;
  tenantId: string;
}

/** A saved reply of the team (`savedReplies`, `saveReply`): called up in the composer by "/" and its shortcut. */
export interface SavedReply {
  id: number;
  shortcut: string;
  title: string;
  text: string;
  updatedAt: number;
}

/** The `data` each agent call answers with. */
export interface AgentReplies {
  login: SignedInAgent;
  status: { online: boolean };
  sessions: { queued: VisitorSummary[]; active: VisitorSummary[] };
  accept: VisitorSummary;
  refuse: { refused: true };
  send: ChatMessage;
  typing: { typing: true };
  recall: { recalled: number };
  end: { ended: true };
  inviteEvaluate: { invited: true };
  transfer: { transferred: number };
  video: { invited: true };
  events: { events: AgentEvent[]; lastEventId: number };
  conversation: Conversation;
  leaveMessages: { list: LeaveMessage[] };
  leaveMessageHandled: { handled: number };
  workOrders: { list: WorkOrder[] };
  cardTemplates: { list: { templateId: number; name: string; items: TemplateField[] }[] };
  workOrder: WorkOrder;
  workOrderReply: WorkOrder;
  workOrderStatus: WorkOrder;
  evaluations: { list: ReceivedRating[] };
  agents: { list: Teammate[] };
  savedReplies: { list: SavedReply[] };
  saveReply: SavedReply;
  deleteReply: { deleted: number };
  upload: UploadedFile;
}
