// The body of every visitor and open work-order call, as JSON Schema (TypeBox): the server
// validates with it and everyone else takes the TypeScript type from it.
import { type Static, type TSchema, Type } from 'typebox';
import { VIDEO_TYPE, VISITOR_STATUS } from '../codes';
import { RATING_COMMENT_MAX, STAR_MAX, STAR_MIN } from '../constants';
import { TIME_ZONE_PATTERN } from '../localTime';
import { CallSignalSchema } from './callSignal';
import { TEXT_LIMITS } from './limits';
import type { OpenWoCall, VisitorCall } from './paths';
import { Attachments, Count, Maybe, OneOf, RowId, Text, UserId } from './schemaParts';

const Id = Text(64, 1);
/** Strings a form or a host page may send: name → value. */
const Params = Type.Record(Type.String({ maxLength: 64 }), Text(2000));
const Visitor = { userId: UserId };
/** The host page's title (the loader cuts it to this, as the protocol allows). */
const PageTitle = Text(300);
const TimeZone = Type.String({ maxLength: 64, pattern: TIME_ZONE_PATTERN });

const CustomFieldValue = Type.Object({
  fieldId: Count(0, 1e9),
  fieldName: Maybe(Text(100)),
  fieldValue: Text(2000),
});

export const VISITOR_REQUESTS = {
  userVideoInvitation: Type.Object({ ...Visitor, videoType: OneOf(Object.values(VIDEO_TYPE)) }),
  channelInfo: Type.Object({ channelId: Id }),
  chatStart: Type.Object({
    channelId: Id,
    userId: Maybe(UserId),
    userHash: Maybe(Text(128)),
    pid: Maybe(Text(64)),
    params: Maybe(Type.Union([Params, Text(4000)])),
    userName: Maybe(Text(100)),
    email: Maybe(Text(200)),
    phone: Maybe(Text(32)),
    groupId: Maybe(Count(0, 1e9)),
    adminId: Maybe(Count(0, 1e9)),
    locale: Maybe(Text(16)),
    fiyBookCode: Maybe(Text(64)),
    /** The host page the chat starts on (the spec's name), with its title. */
    previousUrl: Maybe(Text(2000)),
    pageTitle: Maybe(PageTitle),
    refer: Maybe(Text(2000)),
    device: Maybe(Text(300)),
    /** The visitor's IANA time zone, so the agent sees their local time. */
    timeZone: Maybe(TimeZone),
    /**
     * Ours, not the spec's (docs/decisions.md#first-messages-with-chatstart): 1 asks the reply to carry the chat's
     * first messages (SessionStart `firstPage`), which saves the chat a round trip.
     */
    firstPage: Maybe(Type.Literal(1)),
  }),
  getOfflineMsg: Type.Object({ ...Visitor, pollId: Maybe(Id) }),
  getLeaveMsgList: Type.Object({ ...Visitor }),
  transferAgent: Type.Object({ ...Visitor, groupId: Maybe(Count(0, 1e9)), adminId: Maybe(Count(0, 1e9)) }),
  getEventMsg: Type.Object({
    ...Visitor,
    pollId: Id,
    /** Events after this id; a repeated poll with the same cursor gets the same events again. */
    lastEventId: Maybe(Count(0, Number.MAX_SAFE_INTEGER)),
    /** Seconds to hold the poll open until an event arrives (long poll). */
    wait: Maybe(Count(0, 25)),
    /**
     * Ours, not the spec's: the status the widget shows. A conversation in another status
     * answers at once, and one that changes while the poll is held (an agent who went away
     * handed it back to the queue: no event says so) answers then.
     */
    status: Maybe(OneOf(Object.values(VISITOR_STATUS))),
  }),
  submitUserForm: Type.Object({
    ...Visitor,
    userName: Maybe(Text(100)),
    phone: Maybe(Text(32)),
    email: Maybe(Text(200)),
    /** JSON text of the whole form: [{ name, value }] */
    formParams: Maybe(Text(8000)),
  }),
  getHistoryMsg: Type.Object({
    ...Visitor,
    /** 0 for the newest page; then the oldest msgTime seen */
    maxTime: Count(0, Number.MAX_SAFE_INTEGER),
    pageSize: Count(1, 100),
  }),
  getSessionMsg: Type.Object({ ...Visitor, sessionId: Maybe(Count(1, Number.MAX_SAFE_INTEGER)) }),
  chatClose: Type.Object({ ...Visitor }),
  robotAsk: Type.Object({
    ...Visitor,
    question: Text(TEXT_LIMITS.robotQuestion),
    clientId: Maybe(Id),
    robotNo: Maybe(Text(64)),
    docId: Maybe(Count(0, 1e9)),
    itemId: Maybe(Text(64)),
    bingCode: Maybe(Text(64)),
    bindValue: Maybe(Text(500)),
    click: Maybe(Count(0, 1)),
    /** 1: the visitor answered No to the robot's "Did you mean: X?" (the question is their "No"). */
    declined: Maybe(Count(0, 1)),
    button: Maybe(Text(500)),
    nodeId: Maybe(Text(64)),
    customerToken: Maybe(Text(500)),
    customerParameters: Maybe(Text(4000)),
    agentTime: Maybe(Count(0, Number.MAX_SAFE_INTEGER)),
    agentAskContent: Maybe(Text(1000)),
  }),
  sendMsg: Type.Object({
    ...Visitor,
    /** The client's own id for this message: sending it again stores it once. */
    clientId: Id,
    msgContent: Text(TEXT_LIMITS.message),
    msgType: Count(1, 99),
    senderType: Maybe(Count(1, 1)),
    fileName: Maybe(Text(255)),
    size: Maybe(Count(0, Number.MAX_SAFE_INTEGER)),
    docId: Maybe(Count(0, 1e9)),
    click: Maybe(Count(0, 1)),
    score: Maybe(Type.Number()),
    button: Maybe(Text(500)),
    nodeId: Maybe(Text(64)),
    itemId: Maybe(Text(64)),
    replyMsg: Maybe(Text(10000)),
  }),
  evaluate: Type.Object({
    ...Visitor,
    evaluateRobotTag: Maybe(Text(500)),
    evaluateRobotSolve: Maybe(Count(0, 1)),
    evaluateRobotMode: Maybe(Count(0, 1)),
    evaluateRobotContent: Maybe(Text(RATING_COMMENT_MAX)),
    evaluateAdminSolve: Maybe(Count(0, 1)),
    evaluateAdminMode: Maybe(Count(0, 1)),
    evaluateAdminContent: Maybe(Text(RATING_COMMENT_MAX)),
    evaluateAdminStar: Maybe(Count(STAR_MIN, STAR_MAX)),
    evaluateAdminTag: Maybe(Text(500)),
  }),
  isEvaluate: Type.Object({ ...Visitor }),
  uploadBase64: Type.Object({
    ...Visitor,
    /** a data: URL; 50 MB of file is about 70 MB of base64 */
    imgData: Type.String({ minLength: 1, maxLength: 70_000_000 }),
    fileName: Maybe(Text(255)),
  }),
  typing: Type.Object({ ...Visitor, msgContent: Text(TEXT_LIMITS.message) }),
  /** multipart: file, userId; validated by the upload route itself */
  upload: Type.Object({}),
  robotTips: Type.Object({ ...Visitor, question: Text(TEXT_LIMITS.robotQuestion), robotNo: Maybe(Text(64)) }),
  getEvaluateInfo: Type.Object({ ...Visitor, tenantId: Maybe(Text(64)), channelId: Maybe(Id) }),
  /** The visitor's newest conversation, mailed to `email` or else the e-mail they gave (pre-chat form, setUser). */
  mailTranscript: Type.Object({ ...Visitor, email: Maybe(Text(200)) }),
  leaveMsg: Type.Object({
    ...Visitor,
    channelId: Id,
    customerName: Text(100),
    customerPhone: Maybe(Text(32)),
    customerEmail: Maybe(Text(200)),
    msgContent: Text(5000),
  }),
  /**
   * An auto message (spec): only the pair of a quick-menu entry of type 7 keeps its sender,
   * with menuId naming the entry, and its words come from the channel's configuration
   * (`content` is then not used). Anything else is stored as the visitor's plain text,
   * whatever senderType, senderName or msgType claim (demo-host/server/visitor/autoMessage.ts).
   */
  addSessionMsg: Type.Object({
    ...Visitor,
    content: Text(5000),
    senderName: Maybe(Text(100)),
    senderType: Maybe(Count(1, 4)),
    msgType: Maybe(Count(1, 99)),
    menuId: Maybe(Count(0, Number.MAX_SAFE_INTEGER)),
  }),
  /** Public (see PUBLIC_VISITOR_CALLS): the channel decides whose docs are readable; userId is the spec's and not needed. */
  getRobotDoc: Type.Object({ channelId: Id, docId: Count(0, 1e9), userId: Maybe(UserId) }),
  resetInfo: Type.Object({
    ...Visitor,
    userName: Maybe(Text(100)),
    phone: Maybe(Text(32)),
    email: Maybe(Text(200)),
    formParams: Maybe(Text(8000)),
    params: Maybe(Params),
    userHash: Maybe(Text(128)),
    /** Where the visitor is now on the host page, and its title. */
    page: Maybe(Text(2000)),
    pageTitle: Maybe(PageTitle),
    locale: Maybe(Text(16)),
    /** Ours (docs/decisions.md#time-zone-with-resetinfo): the time zone, when chatStart did not know it. */
    timeZone: Maybe(TimeZone),
  }),
  msgComplete: Type.Object({ ...Visitor, pollId: Maybe(Id), lastMsgId: Maybe(Count(0, Number.MAX_SAFE_INTEGER)) }),
  commentDoc: Type.Object({
    ...Visitor,
    docId: Count(0, 1e9),
    isUseful: Count(0, 1),
    msgId: Maybe(Count(0, Number.MAX_SAFE_INTEGER)),
    robotNo: Maybe(Text(64)),
    sessionId: Maybe(Count(0, Number.MAX_SAFE_INTEGER)),
    tenantId: Maybe(Text(64)),
  }),
  sysMsg: Type.Object({ ...Visitor }),
  getAdminCard: Type.Object({ ...Visitor }),
  updateSessionMsg: Type.Object({ ...Visitor, msgId: Count(1, Number.MAX_SAFE_INTEGER), docNode: Text(10000) }),
  fromRequest: Type.Object({
    ...Visitor,
    url: Text(2000, 1),
    method: Type.Union([Type.Literal('GET'), Type.Literal('POST'), Type.Literal('PUT')]),
    headers: Maybe(Params),
    contentType: Maybe(Text(100)),
    requestBody: Maybe(Params),
  }),
  /** A signal for the conversation's current call (shared/api/callSignal.ts). */
  callSignal: Type.Object({ ...Visitor, callId: RowId, signal: CallSignalSchema }),
} satisfies Record<VisitorCall, TSchema>;

export const OPEN_WO_REQUESTS = {
  getTemplateFields: Type.Object({ templateId: Count(1, 1e9), tenantId: Maybe(Text(64)), userId: Maybe(UserId) }),
  getTypeTemplate: Type.Object({ typeId: Count(1, 1e9), userId: Maybe(UserId) }),
  queryById: Type.Object({ woId: Count(1, 1e9), userId: Maybe(UserId), woToken: Maybe(Text(128)) }),
  queryByCustom: Type.Object({ userId: UserId, tenantId: Maybe(Text(64)) }),
  add: Type.Object({
    userId: UserId,
    channelId: Id,
    woTitle: Maybe(Text(200)),
    woContent: Text(10000),
    woTypeId: Maybe(Count(0, 1e9)),
    woFileRelVoList: Maybe(Attachments),
    cusFieldConfigInfoVoList: Maybe(Type.Array(CustomFieldValue, { maxItems: 100 })),
    customerName: Maybe(Text(100)),
    customerPhone: Maybe(Text(32)),
  }),
  addHandle: Type.Object({
    woId: Count(1, 1e9),
    userId: Maybe(UserId),
    woToken: Maybe(Text(128)),
    tenantId: Maybe(Text(64)),
    woTypeId: Maybe(Count(0, 1e9)),
    handleContent: Text(10000, 1),
    woFileRelVoList: Maybe(Attachments),
  }),
  /**
   * Public (a link card opens the page in a new window, maybe before any session): the
   * template decides the tenant; with a userId the visitor's token must come too.
   */
  submitForm: Type.Object({
    templateId: Count(1, 1e9),
    tenantId: Maybe(Text(64)),
    userId: Maybe(UserId),
    channelId: Maybe(Id),
    cusFieldConfigInfoVoList: Type.Array(CustomFieldValue, { maxItems: 100 }),
  }),
} satisfies Record<OpenWoCall, TSchema>;

export type VisitorRequest<C extends VisitorCall> = Static<(typeof VISITOR_REQUESTS)[C]>;
export type OpenWoRequest<C extends OpenWoCall> = Static<(typeof OPEN_WO_REQUESTS)[C]>;

/** What a visitor's rating says, as stored and shown to agents. */
export type EvaluatePayload = Omit<VisitorRequest<'evaluate'>, 'userId'>;
