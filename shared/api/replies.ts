// What the server answers: `{ code, message, data }`, and the data of each call.
import type { ChannelConfig } from './channel';

export interface ApiReply<T = unknown> {
  /** 200 on success; a missing code means 200 (spec). */
  code: number;
  message: string;
  data: T;
}

export type SenderType = 1 | 2 | 3 | 4;

export interface ChatMessage {
  id: number;
  /** The sender's own id: a visitor message sent twice is stored once. */
  clientId?: string;
  sessionId: number;
  /** ms since the epoch */
  msgTime: number;
  /** Text, a file URL, rich text (HTML, sanitised by the widget) or JSON text, by msgType. */
  msgContent: string;
  msgType: number;
  senderType: SenderType;
  senderName: string;
  faceUrl?: string;
  recallFlag: 0 | 1;
  insideFlag: 0 | 1;
  sensitiveFlag: 0 | 1;
  fileName?: string;
  size?: number;
  // Robot answers
  docId?: number;
  docPattern?: number;
  answerType?: 0 | 1 | 2;
  suggestList?: { docId: number; question: string }[];
  btnList?: { value: string }[];
  card?: { picture: string; title: string; desc: string; price?: string; url: string };
  /** 1: show the "transfer to a human" button under this answer */
  showTransferBtn?: 0 | 1;
  /** Feedback state: 0 or 1 thumbs offered, 1 useful chosen... 2 hidden (see commentDoc) */
  disabled?: 0 | 1 | 2;
  isUseful?: 0 | 1;
  /** What the visitor recorded on this message with updateSessionMsg. */
  docNode?: string;
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

/** Visitor status: 0 ended, 1 robot, 2 with an agent, 3 queued (DECISIONS: visitor status). */
export type VisitorStatus = 0 | 1 | 2 | 3;

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
}

/** One poll event. `type` is the spec's code: 1200 connected ... 1208 error flag. */
export interface PollEvent {
  eventId: number;
  type: 1200 | 1201 | 1202 | 1203 | 1204 | 1205 | 1207 | 1208;
  msgTime: number;
  /** 1200 and 1201 */
  msg?: ChatMessage;
  admin?: AgentCard;
  /** 1202: 1 visitor over, 2 closed by agent, 3 opened in a new window */
  outType?: number;
  /** 1205: the recalled message */
  msgId?: number;
  /** 1207 */
  videoAdminId?: number;
  videoType?: number;
  /** 1208: e.g. 'agentDeclined' */
  errorFlag?: string;
}

export interface PollReply {
  status: VisitorStatus;
  waitIndex: number;
  msgList: PollEvent[];
  lastEventId: number;
}

export interface TransferReply {
  /** 1 no agent online, 2 connected, 3 queued, 4 failed, 5 outside working hours */
  status: 1 | 2 | 3 | 4 | 5;
  adminId?: number;
  adminNick?: string;
  admin?: AgentCard;
  waitIndex?: number;
  /** The channel's text for this result (offline, queue with ## replaced, unWorking), when configured. */
  tip?: string;
  /** Result 1: whether the channel offers leaving a message. */
  leaveMsg?: boolean;
}

export interface RobotReply {
  /** The visitor's question as stored. */
  question: ChatMessage | null;
  answer: ChatMessage;
  answerType: 0 | 1 | 2;
  /** -1: hide the question and transfer */
  status: 0 | -1;
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
  /** 1 handled, otherwise not handled */
  msgState: number;
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

export interface WoHandle {
  handleTime: number;
  handleUserName: string;
  /** 1 public, 2 client reply, else internal */
  handleType: number;
  handleWoStatus: number;
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
  woStatus: number;
  priority: string;
  createTime: number;
  partnerId: string;
  userId: string;
  tenantId: string;
  woFileRelVoList: WoAttachment[];
  cusFieldConfigInfoVoList: { fieldId: number; fieldName: string; fieldValue: string }[];
  crmCustomerVo: { name: string; phone: string };
  handle: WoHandle[];
}

export interface TemplateField {
  fieldId: number;
  fieldName: string;
  /** 1 text ... 9 cascader */
  fieldType: number;
  requiredStatus: 0 | 1;
  /** JSON text of the options, each with name (and children for the cascader) */
  fieldValue: string;
}

export interface UploadedFile {
  url: string;
  name: string;
  suffix: string;
  size: number;
  kind: 'image' | 'video' | 'audio' | 'file';
}

export type ChannelInfo = ChannelConfig;

/** The `data` each visitor call answers with. */
export interface VisitorReplies {
  userVideoInvitation: { invited: boolean; videoType: number };
  channelInfo: ChannelConfig;
  chatStart: SessionStart;
  getOfflineMsg: { msgList: ChatMessage[] };
  getLeaveMsgList: { list: LeaveMessage[] };
  transferAgent: TransferReply;
  getEventMsg: PollReply;
  submitUserForm: Record<string, unknown>;
  getHistoryMsg: HistoryPage;
  getSessionMsg: ChatMessage[];
  chatClose: { status: 0 };
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
}
