// What the server answers: `{ code, message, data }`, and the data of each call.
import type {
  ChatEndReason,
  ErrorFlag,
  FieldType,
  Flag,
  HandleType,
  LeaveMsgState,
  MsgType,
  POLL_EVENT,
  RobotAnswerStatus,
  RobotAnswerType,
  RobotFeedback,
  SenderType,
  TRANSFER_RESULT,
  VISITOR_STATUS,
  VideoType,
  VisitorStatus,
  WorkOrderPriority,
  WorkOrderStatus,
} from '../codes';
import type { UploadKind } from '../upload';
import type { CallSignalEvent, CallSignalReply, CallStartReply } from './callSignal';
import type { ChannelConfig } from './channel';

export type { VisitorStatus } from '../codes';

export interface ApiReply<T = unknown> {
  /** 200 on success; a missing code means 200 (spec). */
  code: number;
  message: string;
  data: T;
}

/** A robot message's buttons: Yes and No of a "Did you mean: X?", and the transfer button. */
export interface RobotLabels {
  yes: string;
  no: string;
  transfer: string;
  // A document answer's; absent on a message stored before they were added.
  useful?: string;
  notUseful?: string;
  /** The thumbs' group name, read by screen readers. */
  feedback?: string;
  readFull?: string;
}

export interface ChatMessage {
  id: number;
  /** The sender's own id: a visitor message sent twice is stored once. */
  clientId?: string;
  sessionId: number;
  /** ms since the epoch */
  msgTime: number;
  /** Text, a file URL, rich text (HTML, sanitised by the widget) or JSON text, by msgType. */
  msgContent: string;
  msgType: MsgType;
  senderType: SenderType;
  senderName: string;
  faceUrl?: string;
  recallFlag: Flag;
  insideFlag: Flag;
  sensitiveFlag: Flag;
  fileName?: string;
  size?: number;
  // Robot answers
  docId?: number;
  docPattern?: number;
  answerType?: RobotAnswerType;
  suggestList?: { docId: number; question: string }[];
  btnList?: { value: string }[];
  card?: { picture: string; title: string; desc: string; price?: string; url: string };
  /** 1: show the "transfer to a human" button under this answer */
  showTransferBtn?: Flag;
  /**
   * Ours, not the spec's: the labels of a robot message's buttons in the language it is written
   * in, which may not be the widget's (a question typed in Arabic in an English page gets its
   * "Did you mean" in Arabic, and Yes / No with it; its answer's thumbs and "Read the full
   * article" read in Arabic too). Absent, or a label missing: the widget's own.
   */
  robotLabels?: RobotLabels;
  /** The thumbs: offered, chosen (see commentDoc) or hidden. */
  disabled?: RobotFeedback;
  isUseful?: Flag;
  /** What the visitor recorded on this message with updateSessionMsg. */
  docNode?: string;
  /** A dynamic form (msgType 10) the visitor answered: the id of the answer message. */
  formAnswerId?: number;
  /**
   * A system notice in words of the reader's language: its i18n key (both the widget's and the
   * console's locales have it) and values; `msgContent` is the same in English (shared/callNotice.ts).
   */
  noticeKey?: string;
  noticeValues?: Record<string, string | number>;
}

export interface AgentCard {
  adminId: number;
  adminFace: string;
  adminNick: string;
  adminCardSign: string;
  adminCardTel: string;
  adminCardMobile: string;
  adminCardEmail: string;
  adminCardQq: string;
  adminCardWechat: string;
}

export interface SessionStart {
  serverTime: number;
  status: VisitorStatus;
  userId: string;
  pollId: string;
  sessionId: number;
  /** Send as the `token` header on every other call. */
  token: string;
  admin: AgentCard | null;
  waitIndex: number;
  /** The newest event id: poll after it. */
  lastEventId: number;
  /**
   * Ours, not the spec's: only when chatStart was asked `firstPage: 1`. The latest messages
   * the chat shows first, as getHistoryMsg answers its first page (pageSize 20, maxTime 0);
   * when the channel hides history (historyHideFlag 1), the latest 20 of the current
   * conversation, whose older messages getSessionMsg has. A server without it: the widget asks
   * those calls itself.
   */
  firstPage?: HistoryPage;
}

type Event<Code extends keyof typeof POLL_EVENT, Fields = object> = { type: (typeof POLL_EVENT)[Code] } & Fields;

/** One poll event, by its code (POLL_EVENT); each carries an increasing eventId. */
export type PollEvent = { eventId: number; msgTime: number } & (
  | Event<'agentConnected', { admin?: AgentCard }>
  | Event<'agentMessage', { msg: ChatMessage }>
  | Event<'chatEnded', { outType?: ChatEndReason }>
  | Event<'evaluationInvite'>
  | Event<'agentTyping'>
  | Event<'messageRecalled', { msgId: number }>
  /** The agent calls: the call rings (callId) until the visitor accepts or declines it with callSignal. */
  | Event<'videoAdminId', { videoAdminId: number; videoType: VideoType; callId: number }>
  | Event<'errorFlag', { errorFlag: ErrorFlag }>
  /** The agent's signal for the current call, or the server's hang-up (from 'system'). */
  | Event<'callSignal', CallSignalEvent>
);

export interface PollReply {
  status: VisitorStatus;
  waitIndex: number;
  msgList: PollEvent[];
  lastEventId: number;
}

type Result<Code extends keyof typeof TRANSFER_RESULT, Fields = object> = {
  status: (typeof TRANSFER_RESULT)[Code];
} & Fields;

/** transferAgent, by its result (TRANSFER_RESULT). `tip` is the channel's text for the result, when configured. */
export type TransferReply =
  /** `leaveMsg`: whether the channel offers leaving a message instead. */
  | Result<'noAgentOnline', { tip?: string; leaveMsg: boolean }>
  | Result<'connected', { adminId?: number; adminNick?: string; admin?: AgentCard; waitIndex?: number }>
  /** The queue text with ## replaced by the place in the queue. */
  | Result<'queued', { waitIndex: number; tip?: string }>
  | Result<'failed'>
  | Result<'outsideWorkingHours', { tip?: string; leaveMsg: boolean }>;

export interface RobotReply {
  /** The visitor's question as stored. */
  question: ChatMessage | null;
  answer: ChatMessage;
  answerType: RobotAnswerType;
  /** transfer (-1): hide the question and transfer */
  status: RobotAnswerStatus;
  /** The robot's instruction to go to customer service. */
  instruction?: { system_toCustomerService: boolean };
}

export interface HistoryPage {
  list: ChatMessage[];
  /** fewer than pageSize: the start of the history */
  end: boolean;
}

export interface EvaluateStar {
  star: number;
  select: { name: string; value: string }[];
  levelTag: string;
  levelGuideMsg: string;
  evaluateGuideMsg: string;
  evaluateMsgRequired: 0 | 1;
  levelTagRequired: 0 | 1;
}

export interface EvaluateInfo {
  starList: EvaluateStar[];
  scoreList: { score: number; name: string }[];
  evaluateModel: number;
  evaluateAdminSolve: 0 | 1;
  robotTags: string[];
  agentTags: string[];
}

export interface LeaveMessage {
  id: number;
  channelId: string;
  userId: string;
  customerName: string;
  customerPhone: string;
  customerEmail: string;
  msgContent: string;
  msgState: LeaveMsgState;
  createTime: number;
  updateTime: number;
  updateUserName: string;
  remark: string;
}

export interface WoAttachment {
  fileName: string;
  fileType?: string;
  fileUrl: string;
}

/** A custom field of a work order as filled in. */
export interface WoFieldValue {
  fieldId: number;
  fieldName: string;
  fieldValue: string;
}

/** Who a work order is for, as the console shows them. */
export interface WoCustomer {
  name: string;
  phone: string;
}

export interface WoHandle {
  handleTime: number;
  handleUserName: string;
  handleType: HandleType;
  handleWoStatus: WorkOrderStatus;
  handleContent: string;
  woFileVoList: WoAttachment[];
}

export interface WorkOrder {
  woId: number;
  woTitle: string;
  woContent: string;
  woStartWay: number;
  woType: number;
  woTypeId: number;
  woTypeName: string;
  woStatus: WorkOrderStatus;
  priority: WorkOrderPriority;
  createTime: number;
  partnerId: string;
  userId: string;
  tenantId: string;
  woFileRelVoList: WoAttachment[];
  cusFieldConfigInfoVoList: WoFieldValue[];
  crmCustomerVo: WoCustomer;
  handle: WoHandle[];
}

export interface TemplateField {
  fieldId: number;
  fieldName: string;
  fieldType: FieldType;
  requiredStatus: 0 | 1;
  /** JSON text of the options, each with name (and children for the cascader) */
  fieldValue: string;
}

export interface UploadedFile {
  url: string;
  name: string;
  suffix: string;
  size: number;
  kind: UploadKind;
}

/** The `data` each visitor call answers with. */
export interface VisitorReplies {
  /** The visitor asks for a call: it rings on the agent's side (the call, its ICE servers). */
  userVideoInvitation: CallStartReply & { invited: boolean };
  /** A signal for the conversation's current call. */
  callSignal: CallSignalReply;
  channelInfo: ChannelConfig;
  chatStart: SessionStart;
  getOfflineMsg: { msgList: ChatMessage[] };
  getLeaveMsgList: { list: LeaveMessage[] };
  transferAgent: TransferReply;
  getEventMsg: PollReply;
  submitUserForm: Record<string, unknown>;
  getHistoryMsg: HistoryPage;
  getSessionMsg: ChatMessage[];
  chatClose: { status: (typeof VISITOR_STATUS)['ended'] };
  robotAsk: RobotReply;
  sendMsg: ChatMessage;
  evaluate: { evaluated: boolean };
  isEvaluate: { evaluated: boolean; allowed: boolean };
  uploadBase64: UploadedFile;
  typing: { delivered: boolean };
  upload: UploadedFile;
  robotTips: { docId: number; question: string }[];
  getEvaluateInfo: EvaluateInfo;
  leaveMsg: LeaveMessage;
  addSessionMsg: ChatMessage;
  getRobotDoc: { docId: number; docQuestion: string; docAnswer: string };
  resetInfo: Record<string, unknown>;
  msgComplete: { readUntil: number };
  commentDoc: { docId: number; isUseful: number };
  sysMsg: ChatMessage[];
  getAdminCard: AgentCard | null;
  updateSessionMsg: ChatMessage;
  fromRequest: { status: number; body: string };
  /** Queued for this address; it arrives within a minute unless the mail server is down. */
  mailTranscript: { email: string };
}

/** A card template or a work-order type's custom fields. */
interface FieldTemplate {
  items: TemplateField[];
}

/** The `data` each call of the open work-order API answers with. */
export interface OpenWoReplies {
  getTemplateFields: FieldTemplate & { templateId: number; name: string };
  getTypeTemplate: FieldTemplate & { woType: { typeId: number; typeName: string } };
  queryById: WorkOrder;
  queryByCustom: { list: WorkOrder[] };
  /** woToken: the order's own key, for the token variant of the work-order page. */
  add: WorkOrder & { woToken: string };
  addHandle: WorkOrder;
  /** The card form's work order, as its visitor would see it. */
  submitForm: { woId: number; woTitle: string };
}

/** What the server knows of a visitor: form answers, what the host sent, page, locale, device. */
export interface VisitorInfo {
  userName?: string;
  phone?: string;
  email?: string;
  params?: Record<string, string> | string;
  form?: { name: string; value: string }[];
  /** The host page the visitor is on (the latest one reported) and its title. */
  page?: string;
  pageTitle?: string;
  /** The outside page that led the visitor to the site. */
  refer?: string;
  locale?: string;
  /** The raw user-agent string: described in words where it is shown (shared/userAgent). */
  device?: string;
  /** IANA time zone, e.g. "Europe/Berlin" */
  timeZone?: string;
  /** setUser carried a valid userHash */
  verified?: boolean;
}
