// What the agent API answers (`/api/agent/<call>`): the server builds these, the console reads them.
import type { Role } from '../accounts';
import type { ChatEndReason } from '../codes';
import type { AgentEvent } from './agentEvents';
import type { CallSignalReply, CallStartReply } from './callSignal';
import type {
  AgentCard,
  ChatMessage,
  LeaveMessage,
  TemplateField,
  UploadedFile,
  VisitorInfo,
  VisitorStatus,
  WorkOrder,
} from './replies';
import type { EvaluatePayload } from './requests';

/** A conversation in the queue or on an agent's desk (`sessions`, `accept`). */
export interface VisitorSummary {
  sessionId: number;
  userId: string;
  channelId: string;
  status: VisitorStatus;
  adminId: number | null;
  groupId: number | null;
  /** The service group the visitor chose, by its name in the channel's configuration. */
  groupName: string | null;
  /** The channel's name for agents, else its id. */
  channelName: string;
  queuedAt: number | null;
  createdAt: number;
  /** the visitor has rated this conversation */
  evaluated: boolean;
  visitor: VisitorInfo;
  /** what the agent calls the visitor: the name given, else a friendly one (shared/visitorName) */
  name: string;
  lastMessage: ChatMessage | null;
  /** the time of the last message, else of the start */
  lastActivityAt: number;
  /** the visitor's messages after the newest the agent has seen */
  unread: number;
  /** when the agent last invited a rating */
  ratingInvitedAt: number | null;
  endedAt: number | null;
  /** how it ended (the visitor's 1202 outType), once it has */
  outType: ChatEndReason | null;
}

/** `conversation`: the whole of it, the robot part before the transfer and internal notes included. */
export interface Conversation extends VisitorSummary {
  messages: ChatMessage[];
  /** what the visitor gave when rating this conversation */
  ratings: ReceivedRating[];
}

/** `visitorSessions`: one of a visitor's conversations, as the visitor panel lists them. */
export interface VisitorSession {
  sessionId: number;
  createdAt: number;
  endedAt: number | null;
  status: VisitorStatus;
  /** The agent who had it last; null when only the robot answered. */
  agentNick: string | null;
  /** What was said: the visitor's, the agent's and the robot's messages, no system notices. */
  messageCount: number;
  /** The stars the visitor gave the agent, if they did. */
  rating: number | null;
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

/** A work order as agents see it: with whom it is from, named as the inbox names visitors. */
export interface AgentWorkOrder extends WorkOrder {
  /** the name on the order, else the visitor's given name, else their friendly one (shared/visitorName) */
  customerName: string;
}

/** `login`: the token for the header `token` of every other call. */
export interface SignedInAgent {
  token: string;
  adminId: number;
  card: AgentCard;
  tenantId: string;
  /** what the console offers: the server checks every call anyway */
  role: Role;
  /** whether the agent is online now (another tab may have said so) */
  online: boolean;
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
  setupStatus: { setUp: boolean };
  setup: SignedInAgent;
  choosePassword: { login: string };
  changePassword: SignedInAgent;
  status: { online: boolean; returned: number };
  sessions: { queued: VisitorSummary[]; active: VisitorSummary[] };
  inbox: { list: VisitorSummary[]; more: boolean };
  accept: VisitorSummary;
  refuse: { refused: true };
  send: ChatMessage;
  typing: { typing: true };
  recall: { recalled: number };
  end: { ended: true };
  inviteEvaluate: { invited: true };
  transfer: { transferred: number };
  /** The agent calls: the call rings on the visitor's side (event 1207); the ICE servers to use. */
  video: CallStartReply & { invited: true };
  /** A signal for a call of the agent's conversation. */
  callSignal: CallSignalReply;
  events: { events: AgentEvent[]; lastEventId: number };
  conversation: Conversation;
  visitorSessions: { list: VisitorSession[] };
  leaveMessages: { list: LeaveMessage[] };
  leaveMessageHandled: { handled: number };
  workOrders: { list: AgentWorkOrder[] };
  cardTemplates: { list: { templateId: number; name: string; items: TemplateField[] }[] };
  workOrder: AgentWorkOrder;
  workOrderReply: AgentWorkOrder;
  workOrderStatus: AgentWorkOrder;
  evaluations: { list: ReceivedRating[] };
  agents: { list: Teammate[] };
  savedReplies: { list: SavedReply[] };
  saveReply: SavedReply;
  deleteReply: { deleted: number };
  upload: UploadedFile;
}
