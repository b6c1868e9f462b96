// The agent API (`/api/agent/<call>`, header `token` from login): what the console sends.
import { type Static, type TSchema, Type } from 'typebox';
import { LOGIN_PATTERN, PASSWORD_MAX_LENGTH } from '../accounts';
import { AGENT_MSG_TYPES, FLAG, VIDEO_TYPE, WORK_ORDER_PRIORITIES, WORK_ORDER_STATUSES } from '../codes';
import { SAVED_REPLY_LIMITS } from '../savedReplies';
import { CallSignalSchema } from './callSignal';
import { INBOX_BOXES } from './inbox';
import { Attachments, Maybe, OneOf, RowId, RowId as SessionId, Text, UserId } from './schemaParts';

export const AGENT_REQUESTS = {
  login: Type.Object({ login: Text(64, 1), password: Text(PASSWORD_MAX_LENGTH, 1) }),
  /** No token: whether the product has its first owner yet (the console shows setup until it has). */
  setupStatus: Type.Object({}),
  /** No token: the first owner, with the one-time setup link's token from the server's log. */
  setup: Type.Object({
    token: Text(100, 1),
    login: Type.String({ pattern: LOGIN_PATTERN, maxLength: 64 }),
    name: Text(40, 1),
    password: Text(PASSWORD_MAX_LENGTH, 1),
    /** The first tenant's name (the organisation); its id is `main`. */
    organisation: Maybe(Text(80, 1)),
  }),
  /** No token: a password chosen through a one-time link (a new account's, or a reset). */
  choosePassword: Type.Object({ token: Text(100, 1), password: Text(PASSWORD_MAX_LENGTH, 1) }),
  /** The caller's own password; the current one proves it is them. Other sessions of theirs end. */
  changePassword: Type.Object({
    currentPassword: Text(PASSWORD_MAX_LENGTH, 1),
    newPassword: Text(PASSWORD_MAX_LENGTH, 1),
  }),
  /** Away (online false) with `returnToQueue`: the agent's open conversations go back to the queue, the oldest wait first. */
  status: Type.Object({ online: Type.Boolean(), returnToQueue: Maybe(Type.Boolean()) }),
  sessions: Type.Object({}),
  /** One box of the inbox, searched; the closed box a page at a time (`before`: the last page's smallest session id). */
  inbox: Type.Object({ box: OneOf(INBOX_BOXES), search: Maybe(Text(100)), before: Maybe(SessionId) }),
  accept: Type.Object({ sessionId: SessionId }),
  refuse: Type.Object({ sessionId: SessionId }),
  send: Type.Object({
    sessionId: SessionId,
    /** The console's own id for this message, made once: sending it again stores it once and answers the same message. */
    clientId: Maybe(Text(64, 1)),
    msgType: OneOf(AGENT_MSG_TYPES),
    /** text, a file URL, rich text, or a card as JSON text */
    content: Text(20000, 1),
    fileName: Maybe(Text(255)),
    size: Maybe(Type.Integer({ minimum: 0 })),
    /** 1: an internal note the visitor never sees */
    insideFlag: Maybe(OneOf(Object.values(FLAG))),
  }),
  typing: Type.Object({ sessionId: SessionId }),
  recall: Type.Object({ msgId: SessionId }),
  end: Type.Object({ sessionId: SessionId }),
  inviteEvaluate: Type.Object({ sessionId: SessionId }),
  transfer: Type.Object({ sessionId: SessionId, toAdminId: Type.Integer({ minimum: 1 }) }),
  /** Starts a voice or video call in the agent's conversation: one call at a time per conversation. */
  video: Type.Object({ sessionId: SessionId, videoType: OneOf(Object.values(VIDEO_TYPE)) }),
  /** A signal for a call of the agent's conversation (shared/api/callSignal.ts): accept or decline the visitor's request, SDP, candidates, hang up. */
  callSignal: Type.Object({ callId: RowId, signal: CallSignalSchema }),
  events: Type.Object({
    lastEventId: Maybe(Type.Integer({ minimum: 0 })),
    wait: Maybe(Type.Integer({ minimum: 0, maximum: 25 })),
  }),
  conversation: Type.Object({ sessionId: SessionId }),
  /** A visitor's conversations with the tenant, newest first (at most VISITOR_SESSIONS_SHOWN). */
  visitorSessions: Type.Object({ userId: UserId }),
  leaveMessages: Type.Object({}),
  leaveMessageHandled: Type.Object({ id: SessionId, remark: Maybe(Text(2000)) }),
  workOrders: Type.Object({}),
  /** The tenant's card templates, to send one as a dynamic form (msgType 10). */
  cardTemplates: Type.Object({}),
  workOrder: Type.Object({ woId: SessionId }),
  workOrderReply: Type.Object({
    woId: SessionId,
    content: Text(10000, 1),
    /** an internal note instead of a public reply */
    internal: Maybe(Type.Boolean()),
    woFileRelVoList: Maybe(Attachments),
  }),
  workOrderStatus: Type.Object({
    woId: SessionId,
    status: OneOf(WORK_ORDER_STATUSES),
    priority: Maybe(OneOf(WORK_ORDER_PRIORITIES)),
  }),
  evaluations: Type.Object({ sessionId: Maybe(SessionId) }),
  /** The agents of the team, with who is online: for transfers. */
  agents: Type.Object({}),
  /** The team's saved replies, by shortcut. */
  savedReplies: Type.Object({}),
  /**
   * A new saved reply, or (with `id`) a change to one. Blank fields and shortcut characters
   * are checked by shared/savedReplies.ts, with messages that name the field.
   */
  saveReply: Type.Object({
    id: Maybe(RowId),
    shortcut: Text(SAVED_REPLY_LIMITS.shortcut),
    title: Maybe(Text(SAVED_REPLY_LIMITS.title)),
    text: Text(SAVED_REPLY_LIMITS.text),
  }),
  deleteReply: Type.Object({ id: RowId }),
  /** multipart `file` (and `purpose`); read by the upload route itself */
  upload: Type.Object({}),
} satisfies Record<string, TSchema>;

export type AgentCall = keyof typeof AGENT_REQUESTS;
export type AgentRequest<C extends AgentCall> = Static<(typeof AGENT_REQUESTS)[C]>;
