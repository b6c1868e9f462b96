// Every number of the specification, named once. Where the two spec files disagree the
// value follows docs/decisions.md and the comment cites its heading (docs/decisions.md#<anchor>).

// ---- Requests and polling -------------------------------------------------------------

/** (docs/decisions.md#request-timeout) The spec's 3,000,000 ms is kept for uploads (large files on slow links). */
export const REQUEST_TIMEOUT_UPLOAD_MS = 3_000_000;
/** (docs/decisions.md#request-timeout) Any other call gives up after 15 s. */
export const REQUEST_TIMEOUT_MS = 15_000;
/** (docs/decisions.md#poll) Short poll period when the server does not accept `wait`. */
export const POLL_INTERVAL_MS = 2_000;
/** (docs/decisions.md#poll) How long the server may hold a long poll open. */
export const LONG_POLL_WAIT_MS = 25_000;
/** (docs/decisions.md#request-timeout) Slack for the network on top of the server's wait. */
export const LONG_POLL_TIMEOUT_MARGIN_MS = 10_000;

export const HISTORY_PAGE_SIZE = 20;
/** The first history page asks for maxTime 0 ("newest"); older pages pass the oldest time seen. */
export const HISTORY_FIRST_MAX_TIME = 0;

// ---- Times and dates ------------------------------------------------------------------

/** (docs/decisions.md#times) Numbers below this are seconds since the epoch, not milliseconds. */
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

/** (docs/decisions.md#typing-notice-debounce) The visitor's "typing" notice to the agent. */
export const VISITOR_TYPING_DEBOUNCE_MS = 300;
/** (docs/decisions.md#typing-notice-debounce) Robot input tips while the visitor types. */
export const ROBOT_TIPS_DEBOUNCE_MS = 500;
export const ROBOT_TIP_DISPLAY_MS = 5_000;
/** Not in the spec: the widget tells the server the host page the visitor is on at most this often. */
export const PAGE_REPORT_EVERY_MS = 1_000;
/** A failed page report is tried again, waiting twice as long each time, up to this. */
export const PAGE_REPORT_RETRY_MAX_MS = 60_000;
/**
 * (docs/decisions.md#agent-typing-hint) The title shows the hint and returns this long after the
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
/** A call not accepted within this long ends as noAnswer (docs/http-api.md#call-signalling). */
export const CALL_RING_MS = 30_000;
/** A call whose connection dropped tries to reconnect (an ICE restart) this long, then ends as networkLost. */
export const CALL_RECONNECT_MS = 15_000;
/** The tab title alternates at this period while an unseen agent message waits. */
export const TITLE_FLASH_MS = 800;
/** Validation and error toasts (spec §9: "3 s for validation"). */
export const TOAST_MS = 3_000;
/** Spec §8/§9: "Submit successfully !" shows for 2 s. */
export const SUCCESS_TOAST_MS = 2_000;
/** Spec §2: the leave form loads its work-order template 1 s after it appears. */
export const LEAVE_TEMPLATE_DELAY_MS = 1_000;

// ---- Notice banner --------------------------------------------------------------------

/** (docs/decisions.md#notice-scroll-duration) Scroll seconds = text length / this. */
export const NOTICE_CHARS_PER_SECOND = 9;
/** (docs/decisions.md#notice-scroll-duration) Durations below this are too fast to read... */
export const NOTICE_MIN_SECONDS = 10;
/** (docs/decisions.md#notice-scroll-duration) ...so they become this instead (not the minimum itself). */
export const NOTICE_SHORT_TEXT_SECONDS = 15;

// ---- Files and attachments ------------------------------------------------------------

/** (docs/decisions.md#file-size) 50 MB everywhere; exactly this many bytes is still allowed. */
export const MAX_FILE_BYTES = 52_428_800;
/** (docs/decisions.md#attachments-of-leave-messages-and-work-orders) */
export const MAX_ATTACHMENTS = 3;

// ---- Rating ---------------------------------------------------------------------------

/** (docs/decisions.md#rating-comment-length) */
export const RATING_COMMENT_MAX = 60;
export const STAR_MIN = 1;
export const STAR_MAX = 5;

// ---- Lists, counts and layout ---------------------------------------------------------

export const FAQ_PAGE_SIZE = 5;
/** Badges show "99+" beyond this. */
export const MAX_UNREAD_SHOWN = 99;
export const AD_CAROUSEL_HEIGHT_PX = 150;
/** A visitor's conversations the console's visitor panel lists, newest first. */
export const VISITOR_SESSIONS_SHOWN = 20;
/** Quick-link tiles are small when there are more items than this... */
export const QUICK_LINK_SMALL_ABOVE = 4;
/** ...normal when more than this, large otherwise. */
export const QUICK_LINK_NORMAL_ABOVE = 2;
/** A touch device narrower than this gets the mobile variant even with a desktop user agent. */
export const MOBILE_WIDTH_BELOW_PX = 1_024;

// ---- Phone numbers --------------------------------------------------------------------

/** (docs/decisions.md#phone-rule) A number without `+`: this many digits, the first one 1. */
export const LOCAL_PHONE_DIGITS = 11;
/** (docs/decisions.md#phone-rule) A number with `+` is E.164: this many digits at least... */
export const E164_MIN_DIGITS = 8;
/** ...and at most this many (the E.164 maximum). */
export const E164_MAX_DIGITS = 15;

// ---- Languages ------------------------------------------------------------------------

/** (docs/decisions.md#locale-order) The stored preference defaults to this. */
export const DEFAULT_LOCALE = 'zh';
/** (docs/decisions.md#locale-order) A locale we have no texts for shows these. */
export const FALLBACK_LOCALE = 'en';

/** The queue message's placeholder for the visitor's place in the queue. */
export const QUEUE_INDEX_PLACEHOLDER = '##';
