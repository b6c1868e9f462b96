// Every call of the visitor API, the open work-order API, the agent API and the admin API, named once.
// Server, widget and tests build their paths from here.

export const VISITOR_API = '/api/chat/visitor/';
export const OPEN_WO_API = '/api/open/wo/';
export const AGENT_API = '/api/agent/';
/** Owners and admins configure their tenant: shared/api/adminRequests.ts. */
export const ADMIN_API = '/api/admin/';
/** Uploaded files, by their random stored name. */
export const FILES_PATH = '/api/files/';

/** The 30 calls of the chat spec's section 7, callSignal (a call's signals) and mailTranscript (docs/http-api.md#visitor-api). */
export const VISITOR_CALLS = [
  'userVideoInvitation',
  'channelInfo',
  'chatStart',
  'getOfflineMsg',
  'getLeaveMsgList',
  'transferAgent',
  'getEventMsg',
  'submitUserForm',
  'getHistoryMsg',
  'getSessionMsg',
  'chatClose',
  'robotAsk',
  'sendMsg',
  'evaluate',
  'isEvaluate',
  'uploadBase64',
  'typing',
  'upload',
  'robotTips',
  'getEvaluateInfo',
  'leaveMsg',
  'addSessionMsg',
  'getRobotDoc',
  'resetInfo',
  'msgComplete',
  'commentDoc',
  'sysMsg',
  'getAdminCard',
  'updateSessionMsg',
  'fromRequest',
  'callSignal',
  /** The conversation's transcript by e-mail, from the chat's menu (docs/notifications.md). */
  'mailTranscript',
] as const;
export type VisitorCall = (typeof VISITOR_CALLS)[number];

/** The open work-order API of the leave-message spec's section 7 (docs/http-api.md#visitor-api). */
export const OPEN_WO_CALLS = [
  'getTemplateFields',
  'getTypeTemplate',
  'queryById',
  'queryByCustom',
  'add',
  'addHandle',
  /** A card form (/formData) submitted: recorded as a work order (docs/decisions.md#card-form). */
  'submitForm',
] as const;
export type OpenWoCall = (typeof OPEN_WO_CALLS)[number];

/**
 * Calls that need no visitor token: they are how a visitor gets one, or carry public data.
 * getRobotDoc is a FAQ article: knowledge-base content the robot tells anyone who asks, and
 * the /question page may be opened on its own (a shared link, a new tab) before any session;
 * it is read through a channel, and only the docs of that channel's tenant are readable.
 */
export const PUBLIC_VISITOR_CALLS: readonly VisitorCall[] = ['channelInfo', 'chatStart', 'getRobotDoc'];

export const visitorPath = (call: VisitorCall) => VISITOR_API + call;
export const openWoPath = (call: OpenWoCall) => OPEN_WO_API + call;
