// The agent API (`/api/agent/<call>`, header `token` from login): what the console sends.
import { Type, type Static, type TSchema } from 'typebox';
import { MAX_ATTACHMENTS } from '../constants';

const Text = (maxLength: number, minLength = 0) => Type.String({ minLength, maxLength });
const SessionId = Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER });
const Maybe = <T extends TSchema>(schema: T) => Type.Optional(schema);
const Attachment = Type.Object({ fileName: Text(255, 1), fileType: Maybe(Text(32)), fileUrl: Text(500, 1) });

/** Work-order statuses an agent may set: not yet accepted, accepted, waiting for reply, resolved, closed (5 and 99). */
export const WORK_ORDER_STATUSES = [0, 1, 2, 3, 5, 99] as const;
export const WORK_ORDER_PRIORITIES = ['urgent', 'high', 'medium', 'low'] as const;
export type WorkOrderStatus = (typeof WORK_ORDER_STATUSES)[number];
export type WorkOrderPriority = (typeof WORK_ORDER_PRIORITIES)[number];

export const AGENT_REQUESTS = {
  login: Type.Object({ login: Text(64, 1), password: Text(200, 1) }),
  status: Type.Object({ online: Type.Boolean() }),
  sessions: Type.Object({}),
  accept: Type.Object({ sessionId: SessionId }),
  refuse: Type.Object({ sessionId: SessionId }),
  send: Type.Object({
    sessionId: SessionId,
    /** 1 text, 2 image, 4 file, 6 video, 7 goods card, 8 order card, 12 rich text */
    msgType: Type.Union([1, 2, 4, 5, 6, 7, 8, 9, 12].map((value) => Type.Literal(value))),
    /** text, a file URL, rich text, or a card as JSON text */
    content: Text(20000, 1),
    fileName: Maybe(Text(255)),
    size: Maybe(Type.Integer({ minimum: 0 })),
    /** 1: an internal note the visitor never sees */
    insideFlag: Maybe(Type.Union([Type.Literal(0), Type.Literal(1)])),
  }),
  typing: Type.Object({ sessionId: SessionId }),
  recall: Type.Object({ msgId: SessionId }),
  end: Type.Object({ sessionId: SessionId }),
  inviteEvaluate: Type.Object({ sessionId: SessionId }),
  transfer: Type.Object({ sessionId: SessionId, toAdminId: Type.Integer({ minimum: 1 }) }),
  video: Type.Object({ sessionId: SessionId, videoType: Type.Integer({ minimum: 1, maximum: 2 }) }),
  events: Type.Object({
    lastEventId: Maybe(Type.Integer({ minimum: 0 })),
    wait: Maybe(Type.Integer({ minimum: 0, maximum: 25 })),
  }),
  conversation: Type.Object({ sessionId: SessionId }),
  leaveMessages: Type.Object({}),
  leaveMessageHandled: Type.Object({ id: SessionId, remark: Maybe(Text(2000)) }),
  workOrders: Type.Object({}),
  workOrder: Type.Object({ woId: SessionId }),
  workOrderReply: Type.Object({
    woId: SessionId,
    content: Text(10000, 1),
    /** an internal note instead of a public reply */
    internal: Maybe(Type.Boolean()),
    woFileRelVoList: Maybe(Type.Array(Attachment, { maxItems: MAX_ATTACHMENTS })),
  }),
  workOrderStatus: Type.Object({
    woId: SessionId,
    status: Type.Union(WORK_ORDER_STATUSES.map((value) => Type.Literal(value))),
    priority: Maybe(Type.Union(WORK_ORDER_PRIORITIES.map((value) => Type.Literal(value)))),
  }),
  evaluations: Type.Object({ sessionId: Maybe(SessionId) }),
  /** The agents of the team, with who is online: for transfers. */
  agents: Type.Object({}),
} satisfies Record<string, TSchema>;

export type AgentCall = keyof typeof AGENT_REQUESTS;
export type AgentRequest<C extends AgentCall> = Static<(typeof AGENT_REQUESTS)[C]>;
