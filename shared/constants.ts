// Every number of the specification, named once. Where the two spec files disagree the
// value follows DECISIONS.md and the comment names the topic ("DECISIONS: <topic>").

// ---- Requests and polling -------------------------------------------------------------

/** DECISIONS: request timeout. The spec's 3,000,000 ms is kept for uploads (large files on slow links). */
export const REQUEST_TIMEOUT_UPLOAD_MS = 3_000_000;
/** DECISIONS: request timeout. Any other call gives up after 15 s. */
export const REQUEST_TIMEOUT_MS = 15_000;
/** DECISIONS: poll. Short poll period when the server does not accept `wait`. */
export const POLL_INTERVAL_MS = 2_000;
/** DECISIONS: poll. How long the server may hold a long poll open. */
export const LONG_POLL_WAIT_MS = 25_000;
/** DECISIONS: request timeout. Slack for the network on top of the server's wait. */
export const LONG_POLL_TIMEOUT_MARGIN_MS = 10_000;
/** DECISIONS: request timeout. A long poll times out after its wait plus the margin. */
export const LONG_POLL_CLIENT_TIMEOUT_MS = LONG_POLL_WAIT_MS + LONG_POLL_TIMEOUT_MARGIN_MS;

export const HISTORY_PAGE_SIZE = 20;
/** The first history page asks for maxTime 0 ("newest"); older pages pass the oldest time seen. */
export const HISTORY_FIRST_MAX_TIME = 0;

// ---- Times and dates ------------------------------------------------------------------

/** DECISIONS: times. Numbers below this are seconds since the epoch, not milliseconds. */
export const SECONDS_THRESHOLD = 1e10;
export const MS_PER_SECOND = 1_000;
/** Visitor and agent timeouts are configured in minutes. */
export const TIMEOUT_MINUTE_MS = 60_000;
/** The stored visitor id per tenant lives about 5.8 days. */
export const VISITOR_ID_TTL_MS = 504_000_000;
/**
 * Not in the spec (the loader's choice): how long the host page remembers that a chat is
 * going, so later pages preload the iframe and keep receiving unread counts. A chat left
 * without an end event costs at most a day of idle preloads.
 */
export const CONVERSATION_FLAG_TTL_MS = 24 * 60 * 60 * 1_000;

// ---- Debounces, delays and durations --------------------------------------------------

/** DECISIONS: typing notice debounce. The visitor's "typing" notice to the agent. */
export const VISITOR_TYPING_DEBOUNCE_MS = 300;
/** DECISIONS: typing notice debounce. Robot input tips while the visitor types. */
export const ROBOT_TIPS_DEBOUNCE_MS = 500;
export const ROBOT_TIP_DISPLAY_MS = 5_000;
/**
 * DECISIONS: agent typing hint. The title shows the hint and returns this long after the
 * last typing event (event 1204); this replaces the other reading's 2 s indicator.
 */
export const AGENT_TYPING_TITLE_MS = 1_200;
/** Menu type 7: the canned answer follows the visitor's question after this pause. */
export const AUTO_ANSWER_DELAY_MS = 200;
/** Receive modes 0 and 2: the FAQ menu (robot guide) appears after this pause. */
export const ROBOT_GUIDE_DELAY_MS = 1_000;
/** Robot transfer mode 2: the transfer starts by itself after this pause. */
export const AUTO_TRANSFER_DELAY_MS = 1_000;
/** Repeated clicks on the transfer menu entry are ignored for this long. */
export const TRANSFER_LOCK_MS = 5_000;
/** Duration of the smooth scroll animation in the message list. */
export const SCROLL_MS = 500;
/** Waits for images and late layout before the list scrolls to the newest message. */
export const SCROLL_TO_BOTTOM_DELAY_MS = 1_000;
/** The leave-message form loads its template this long after it appears. */
export const LEAVE_TEMPLATE_DELAY_MS = 1_000;
/** The tab title alternates at this period while an unseen agent message waits. */
export const TITLE_FLASH_MS = 800;
/** Validation and error toasts. */
export const TOAST_MS = 3_000;
/** Success toasts ("Submission successful!") are shorter. */
export const TOAST_SUCCESS_MS = 2_000;

// ---- Image upload progress ------------------------------------------------------------

/** The bar is simulated: the upload API reports no progress, so it rises steadily. */
export const IMAGE_PROGRESS_STEP = 5;
export const IMAGE_PROGRESS_STEP_MS = 1_000;
/** The simulated bar stops short of full until the server answers. */
export const IMAGE_PROGRESS_CAP = 95;
export const IMAGE_PROGRESS_DONE = 100;

// ---- Notice banner --------------------------------------------------------------------

/** DECISIONS: notice scroll duration. Scroll seconds = text length / this. */
export const NOTICE_CHARS_PER_SECOND = 9;
/** DECISIONS: notice scroll duration. Durations below this are too fast to read... */
export const NOTICE_MIN_SECONDS = 10;
/** DECISIONS: notice scroll duration. ...so they become this instead (not the minimum itself). */
export const NOTICE_SHORT_TEXT_SECONDS = 15;

// ---- Files and attachments ------------------------------------------------------------

/** DECISIONS: file size. 50 MB everywhere; exactly this many bytes is still allowed. */
export const MAX_FILE_BYTES = 52_428_800;
/** DECISIONS: attachments of leave messages and work orders. */
export const MAX_ATTACHMENTS = 3;

// ---- Rating ---------------------------------------------------------------------------

/** DECISIONS: rating comment length. */
export const RATING_COMMENT_MAX = 60;
export const STAR_MIN = 1;
export const STAR_MAX = 5;
export const STAR_DEFAULT = 5;
/** DECISIONS: comment box. A top rating needs no comment, so the box is hidden at this star. */
export const STAR_HIDES_COMMENT = 5;
export const ROBOT_SOLVED = 1;
export const ROBOT_UNSOLVED = 0;
/** evaluateRobotMode and evaluateAdminMode are always sent as 1. */
export const EVALUATE_PAYLOAD_MODE = 1;
/** Robot rating: irrelevant answer, poor understanding, cannot answer, rude. */
export const ROBOT_RATING_TAG_COUNT = 4;
/** Agent rating: bad attitude, untimely reply, did not solve, rude. */
export const AGENT_RATING_TAG_COUNT = 4;

// ---- Lists, counts and layout ---------------------------------------------------------

export const FAQ_PAGE_SIZE = 5;
export const EMOJI_COUNT = 50;
/** Badges show "99+" beyond this. */
export const MAX_UNREAD_SHOWN = 99;
export const LEAVE_TEXTAREA_ROWS = 5;
export const AD_CAROUSEL_HEIGHT_PX = 150;
/** Quick-link tiles are small when there are more items than this... */
export const QUICK_LINK_SMALL_ABOVE = 4;
/** ...normal when more than this, large otherwise. */
export const QUICK_LINK_NORMAL_ABOVE = 2;
/** The desktop card form is a centred column of this width. */
export const FORM_DESKTOP_WIDTH_PX = 600;
/** A touch device narrower than this gets the mobile variant even with a desktop user agent. */
export const MOBILE_WIDTH_BELOW_PX = 1_024;

// ---- Phone numbers --------------------------------------------------------------------

/** DECISIONS: phone rule. A number without `+`: this many digits, the first one 1. */
export const LOCAL_PHONE_DIGITS = 11;
/** DECISIONS: phone rule. A number with `+` is E.164: this many digits at least... */
export const E164_MIN_DIGITS = 8;
/** ...and at most this many (the E.164 maximum). */
export const E164_MAX_DIGITS = 15;

// ---- Languages ------------------------------------------------------------------------

/** DECISIONS: locale order. The stored preference defaults to this. */
export const DEFAULT_LOCALE = 'zh';
/** DECISIONS: locale order. A locale we have no texts for shows these. */
export const FALLBACK_LOCALE = 'en';

// ---- Codes ----------------------------------------------------------------------------

/** DECISIONS: visitor status. 0 ended (a new chat starts in the robot stage), 3 queued (may send). */
export const VISITOR_STATUS = { ended: 0, robot: 1, agent: 2, queued: 3 } as const;
export type VisitorStatus = (typeof VISITOR_STATUS)[keyof typeof VISITOR_STATUS];

/** DECISIONS: senderType. Agent and robot are distinct senders. */
export const SENDER_TYPE = { visitor: 1, agent: 2, robot: 3, system: 4 } as const;
export type SenderType = (typeof SENDER_TYPE)[keyof typeof SENDER_TYPE];

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
export type MsgType = (typeof MSG_TYPE)[keyof typeof MSG_TYPE];

/** Message kinds that exist only in the widget, never on the wire as numbers. */
export const LOCAL_MSG_TYPE = { robotTyping: 'animation', standaloneCard: 'card' } as const;
export type LocalMsgType = (typeof LOCAL_MSG_TYPE)[keyof typeof LOCAL_MSG_TYPE];

export const MESSAGE_STATUS = { loading: 'loading', success: 'success', failed: 'failed' } as const;
export type MessageStatus = (typeof MESSAGE_STATUS)[keyof typeof MESSAGE_STATUS];

/** A robot answer's thumbs: offered while `disabled` is 0 or 1, hidden at 2. */
export const ROBOT_FEEDBACK_HIDDEN = 2;

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
export type MenuType = (typeof MENU_TYPE)[keyof typeof MENU_TYPE];

export const RECEIVE_MODE = { robot: 0, humanFirst: 1, robotGuide: 2, humanOnly: 3 } as const;
export type ReceiveMode = (typeof RECEIVE_MODE)[keyof typeof RECEIVE_MODE];

export const TRANSFER_RESULT = {
  noAgentOnline: 1,
  connected: 2,
  queued: 3,
  failed: 4,
  outsideWorkingHours: 5,
} as const;
export type TransferResult = (typeof TRANSFER_RESULT)[keyof typeof TRANSFER_RESULT];

/** The queue message's placeholder for the visitor's place in the queue. */
export const QUEUE_INDEX_PLACEHOLDER = '##';

/** How the robot offers a human after an answer (robotAnswer/Guide/UnknownTransferUserMode). */
export const ROBOT_TRANSFER_MODE = { button: 1, automatic: 2 } as const;
export type RobotTransferMode = (typeof ROBOT_TRANSFER_MODE)[keyof typeof ROBOT_TRANSFER_MODE];

export const ROBOT_ANSWER_TYPE = { unknown: 0, answer: 1, guide: 2 } as const;
export type RobotAnswerType = (typeof ROBOT_ANSWER_TYPE)[keyof typeof ROBOT_ANSWER_TYPE];

/** A robot answer with status -1 hides the question and transfers. */
export const ROBOT_ANSWER_STATUS = { none: 0, transfer: -1 } as const;
export type RobotAnswerStatus = (typeof ROBOT_ANSWER_STATUS)[keyof typeof ROBOT_ANSWER_STATUS];

/** 1206 is not used by the spec. */
export const POLL_EVENT = {
  agentConnected: 1200,
  agentMessage: 1201,
  chatEnded: 1202,
  evaluationInvite: 1203,
  agentTyping: 1204,
  messageRecalled: 1205,
  videoAdminId: 1207,
  errorFlag: 1208,
} as const;
export type PollEvent = (typeof POLL_EVENT)[keyof typeof POLL_EVENT];

/** Why a chat ended (event 1202); any other value is a generic end. */
export const CHAT_END_REASON = { visitorOver: 1, closedByAgent: 2, openedElsewhere: 3 } as const;
export type ChatEndReason = (typeof CHAT_END_REASON)[keyof typeof CHAT_END_REASON];

/** An agent message flagged sensitive (1) is dropped, never shown. */
export const SENSITIVE_FLAG_ON = 1;

export const LEAVE_MSG_TYPE = { plain: 1, workOrder: 2 } as const;
export type LeaveMsgType = (typeof LEAVE_MSG_TYPE)[keyof typeof LEAVE_MSG_TYPE];

/** A plain leave message's msgState: 1 handled, anything else not handled. */
export const LEAVE_MSG_HANDLED = 1;

/** The spec labels both 5 and 99 "closed"; which path produces 99 is not shown. */
export const WORK_ORDER_STATUS = {
  notAccepted: 0,
  accepted: 1,
  awaitingReply: 2,
  resolved: 3,
  closed: 5,
  closedFinal: 99,
} as const;
export type WorkOrderStatus = (typeof WORK_ORDER_STATUS)[keyof typeof WORK_ORDER_STATUS];
/** Five labels for six codes, because 5 and 99 share "closed". */
export const WORK_ORDER_STATUS_LABEL_COUNT = 5;

/** The spec gives no wire codes for priorities, so they are keys, most urgent first. */
export const WORK_ORDER_PRIORITY = {
  urgent: 'urgent',
  high: 'high',
  medium: 'medium',
  low: 'low',
} as const;
export type WorkOrderPriority = (typeof WORK_ORDER_PRIORITY)[keyof typeof WORK_ORDER_PRIORITY];

/** Work-order creation defaults: woStartWay 0 with the "leave-message work order" title. */
export const WORK_ORDER_START_WAY_DEFAULT = 0;

/** A handle record's handleType: 1 public, 2 client reply, anything else an internal reply. */
export const HANDLE_TYPE = { public: 1, clientReply: 2 } as const;
export type HandleType = (typeof HANDLE_TYPE)[keyof typeof HANDLE_TYPE];

export const DISPLAY_LEVEL = { low: 0, normal: 1, warning: 2, danger: 3 } as const;
export type DisplayLevel = (typeof DISPLAY_LEVEL)[keyof typeof DISPLAY_LEVEL];

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
export type FieldType = (typeof FIELD_TYPE)[keyof typeof FIELD_TYPE];
