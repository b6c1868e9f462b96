// The wire's vocabulary: every code a message, an event or a reply carries, named once.
// Code compares a wire field with these names, never with a bare number; each type is
// the union of its codes, so a `switch` over one is checked for exhaustiveness
// (`default: value satisfies never`) and a new code is a compile error wherever it is not
// handled. Where the two spec files disagree the comment cites the decision (docs/decisions.md).

type ValueOf<T> = T[keyof T];

/** (docs/decisions.md#visitor-status) 0 ended (a new chat starts in the robot stage), 3 queued (may send). */
export const VISITOR_STATUS = { ended: 0, robot: 1, agent: 2, queued: 3 } as const;
export type VisitorStatus = ValueOf<typeof VISITOR_STATUS>;

/** (docs/decisions.md#sender-type) Agent and robot are distinct senders. */
export const SENDER_TYPE = { visitor: 1, agent: 2, robot: 3, system: 4 } as const;
export type SenderType = ValueOf<typeof SENDER_TYPE>;

// The two spec files name 3, 11 and 12 differently; the names here cover both readings.
export const MSG_TYPE = {
  text: 1,
  image: 2,
  /** a card or link; also the JSON of a robot answer */
  card: 3,
  file: 4,
  audio: 5,
  video: 6,
  goodsCard: 7,
  orderCard: 8,
  linkCard: 9,
  dynamicForm: 10,
  /** a robot flow's form node ("from-node") submitted to an external URL */
  externalForm: 11,
  /** rich text, the form an agent's reply takes */
  richText: 12,
  autoTipList: 13,
  faqPanel: 99,
} as const;
export type MsgType = ValueOf<typeof MSG_TYPE>;

/** What a visitor may send (sendMsg): never rich text, a link card or the robot's own kinds. */
export const VISITOR_MSG_TYPES = [
  MSG_TYPE.text,
  MSG_TYPE.image,
  MSG_TYPE.card,
  MSG_TYPE.file,
  MSG_TYPE.audio,
  MSG_TYPE.video,
  MSG_TYPE.goodsCard,
  MSG_TYPE.orderCard,
  MSG_TYPE.dynamicForm,
  MSG_TYPE.externalForm,
] as const satisfies readonly MsgType[];
export type VisitorMsgType = (typeof VISITOR_MSG_TYPES)[number];

/** What an agent may send (agent API `send`). */
export const AGENT_MSG_TYPES = [
  MSG_TYPE.text,
  MSG_TYPE.image,
  MSG_TYPE.file,
  MSG_TYPE.audio,
  MSG_TYPE.video,
  MSG_TYPE.goodsCard,
  MSG_TYPE.orderCard,
  MSG_TYPE.linkCard,
  MSG_TYPE.dynamicForm,
  MSG_TYPE.richText,
] as const satisfies readonly MsgType[];
export type AgentMsgType = (typeof AGENT_MSG_TYPES)[number];

export const isVisitorMsgType = (msgType: number): msgType is VisitorMsgType =>
  (VISITOR_MSG_TYPES as readonly number[]).includes(msgType);

/** 0/1 flags of a message: recalled, internal note, flagged sensitive (never shown). */
export const FLAG = { off: 0, on: 1 } as const;
export type Flag = ValueOf<typeof FLAG>;

/** Poll events (getEventMsg). 1206 is not used by the spec. */
export const POLL_EVENT = {
  agentConnected: 1200,
  agentMessage: 1201,
  chatEnded: 1202,
  evaluationInvite: 1203,
  agentTyping: 1204,
  messageRecalled: 1205,
  videoAdminId: 1207,
  errorFlag: 1208,
  /** A call's signal (accept, offer, answer, candidate, hang-up…): shared/api/callSignal.ts. */
  callSignal: 1209,
} as const;
export type PollEventCode = ValueOf<typeof POLL_EVENT>;

/** Why a chat ended (event 1202's outType); any other value is a generic end. */
export const CHAT_END_REASON = { visitorOver: 1, closedByAgent: 2, openedElsewhere: 3 } as const;
export type ChatEndReason = ValueOf<typeof CHAT_END_REASON>;

/** Event 1208's flags. */
export const ERROR_FLAG = { agentDeclined: 'agentDeclined' } as const;
export type ErrorFlag = ValueOf<typeof ERROR_FLAG>;

/** Event 1207 and the agent's `video`: a voice call or a video call. */
export const VIDEO_TYPE = { voice: 1, video: 2 } as const;
export type VideoType = ValueOf<typeof VIDEO_TYPE>;

/** A call (docs/http-api.md#call-signalling): ringing until the other party accepts, then active, then ended. */
export const CALL_STATE = { ringing: 'ringing', active: 'active', ended: 'ended' } as const;
export type CallState = ValueOf<typeof CALL_STATE>;

/** The two parties of a call; `system` is the server speaking for neither (no answer, the chat ended). */
export const CALL_PARTY = { visitor: 'visitor', agent: 'agent' } as const;
export type CallParty = ValueOf<typeof CALL_PARTY>;
export type CallSignalSender = CallParty | 'system';

/**
 * Why a call ended. A party may hang up with any of HANG_UP_REASONS; the server alone ends a
 * call for noAnswer (ringing CALL_RING_MS), chatEnded (the conversation ended) and agentLeft
 * (the agent went away, transferred or handed the visitor back).
 */
export const CALL_END_REASON = {
  hangup: 'hangup',
  declined: 'declined',
  noAnswer: 'noAnswer',
  permissionDenied: 'permissionDenied',
  noDevice: 'noDevice',
  networkLost: 'networkLost',
  tabClosed: 'tabClosed',
  chatEnded: 'chatEnded',
  agentLeft: 'agentLeft',
} as const;
export type CallEndReason = ValueOf<typeof CALL_END_REASON>;

export const HANG_UP_REASONS = [
  CALL_END_REASON.hangup,
  CALL_END_REASON.declined,
  CALL_END_REASON.noAnswer,
  CALL_END_REASON.permissionDenied,
  CALL_END_REASON.noDevice,
  CALL_END_REASON.networkLost,
  CALL_END_REASON.tabClosed,
] as const satisfies readonly CallEndReason[];
export type HangUpReason = (typeof HANG_UP_REASONS)[number];

export const TRANSFER_RESULT = {
  noAgentOnline: 1,
  connected: 2,
  queued: 3,
  failed: 4,
  outsideWorkingHours: 5,
} as const;
export type TransferResult = ValueOf<typeof TRANSFER_RESULT>;

/** 2 is not used by the spec. */
export const MENU_TYPE = {
  presetQuestion: 0,
  transferToAgent: 1,
  closeChat: 3,
  evaluate: 4,
  leaveMessage: 5,
  openLink: 6,
  autoAnswer: 7,
} as const;
export type MenuType = ValueOf<typeof MENU_TYPE>;

/** A link card's linkType that opens the card form page; sent as a number or as text, or as 'form'. */
export const LINK_TYPE = { form: 2 } as const;
export type LinkType = ValueOf<typeof LINK_TYPE>;

export const RECEIVE_MODE = { robot: 0, humanFirst: 1, robotGuide: 2, humanOnly: 3 } as const;
export type ReceiveMode = ValueOf<typeof RECEIVE_MODE>;

/** How the robot offers a human after an answer (robotAnswer/Guide/UnknownTransferUserMode). */
export const ROBOT_TRANSFER_MODE = { off: 0, button: 1, automatic: 2 } as const;
export type RobotTransferMode = ValueOf<typeof ROBOT_TRANSFER_MODE>;

export const ROBOT_ANSWER_TYPE = { unknown: 0, answer: 1, guide: 2 } as const;
export type RobotAnswerType = ValueOf<typeof ROBOT_ANSWER_TYPE>;

/** A robot answer with status -1 hides the question and transfers. */
export const ROBOT_ANSWER_STATUS = { none: 0, transfer: -1 } as const;
export type RobotAnswerStatus = ValueOf<typeof ROBOT_ANSWER_STATUS>;

/** A robot answer's thumbs (`disabled`): offered at 0, chosen at 1, hidden at 2. */
export const ROBOT_FEEDBACK = { offered: 0, chosen: 1, hidden: 2 } as const;
export type RobotFeedback = ValueOf<typeof ROBOT_FEEDBACK>;

/** The channel's history mode: 1 shows only the current conversation. */
export const HISTORY_HIDDEN = 1;

export const LEAVE_MSG_TYPE = { plain: 1, workOrder: 2 } as const;
export type LeaveMsgType = ValueOf<typeof LEAVE_MSG_TYPE>;

/** A plain leave message's msgState: 1 handled, anything else not handled. */
export const LEAVE_MSG_STATE = { unhandled: 0, handled: 1 } as const;
export type LeaveMsgState = ValueOf<typeof LEAVE_MSG_STATE>;

/** The spec labels both 5 and 99 "closed"; which path produces 99 is not shown. */
export const WORK_ORDER_STATUS = {
  notAccepted: 0,
  accepted: 1,
  awaitingReply: 2,
  resolved: 3,
  closed: 5,
  closedFinal: 99,
} as const;
export type WorkOrderStatus = ValueOf<typeof WORK_ORDER_STATUS>;
export const WORK_ORDER_STATUSES = Object.values(WORK_ORDER_STATUS);

/** The spec gives no wire codes for priorities, so they are keys, most urgent first. */
export const WORK_ORDER_PRIORITIES = ['urgent', 'high', 'medium', 'low'] as const;
export type WorkOrderPriority = (typeof WORK_ORDER_PRIORITIES)[number];

/** Work-order creation defaults: woStartWay 0 with the "leave-message work order" title. */
export const WORK_ORDER_START_WAY_DEFAULT = 0;
/** A card form submitted from /formData (docs/decisions.md#card-form). */
export const WORK_ORDER_START_WAY_CARD_FORM = 2;

/** A handle record's handleType: 1 public, 2 client reply, 3 an agents' internal note. */
export const HANDLE_TYPE = { public: 1, clientReply: 2, internal: 3 } as const;
export type HandleType = ValueOf<typeof HANDLE_TYPE>;

export const FIELD_TYPE = {
  text: 1,
  textarea: 2,
  date: 3,
  dateTime: 4,
  number: 5,
  dropdown: 6,
  radio: 7,
  checkboxGroup: 8,
  cascader: 9,
} as const;
export type FieldType = ValueOf<typeof FIELD_TYPE>;
