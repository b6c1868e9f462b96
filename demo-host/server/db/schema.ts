// The reference server's tables, written once for both engines in SQLite's words;
// db/migrations.ts says them in PostgreSQL's where the two differ (ids, 64-bit integers).
// JSON columns hold what the spec passes around as JSON.
import { CALL_STATE, VISITOR_STATUS } from '@shared/codes';

/**
 * The two waits of the timeout sweep (conversation/timeouts.ts): a conversation with an agent,
 * no timeout notice since the last message, and the visitor (or the agent) silent since the
 * other spoke. The partial indexes below and store/sessions.ts's queries use these very words:
 * SQLite reads a partial index only for a query that repeats its WHERE. An existing database
 * keeps an index as first made: new words need new index names.
 */
export const SESSIONS_AWAITING = {
  visitor: `status = ${VISITOR_STATUS.agent} AND timeout_notice = 0 AND last_agent_at > COALESCE(last_visitor_at, 0)`,
  agent: `status = ${VISITOR_STATUS.agent} AND timeout_notice = 0 AND last_visitor_at >= COALESCE(last_agent_at, 0)`,
} as const;

/** A call not ended yet: at most one per conversation (the unique index calls_one_open below). */
export const CALLS_OPEN = `state != '${CALL_STATE.ended}'`;
/** A call still ringing, which the sweep ends as noAnswer once CALL_RING_MS passed (store/calls.ts). */
export const CALLS_RINGING = `state = '${CALL_STATE.ringing}'`;

export const SCHEMA = `
CREATE TABLE IF NOT EXISTS channels (
  channel_id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  config TEXT NOT NULL,
  secret TEXT
);
CREATE TABLE IF NOT EXISTS visitors (
  user_id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  -- Unused since tokens moved to visitor_tokens (one per tab); kept so older files open.
  token_hash TEXT NOT NULL,
  info TEXT NOT NULL DEFAULT '{}',
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
-- Every tab of a visitor has a token of its own (docs/decisions.md#one-visitor-several-tabs);
-- visitor calls find their caller by the token's hash alone, before the body is read.
CREATE TABLE IF NOT EXISTS visitor_tokens (
  token_hash TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES visitors (user_id),
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS visitor_tokens_by_user ON visitor_tokens (user_id, created_at);
CREATE TABLE IF NOT EXISTS sessions (
  session_id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id TEXT NOT NULL,
  channel_id TEXT NOT NULL,
  poll_id TEXT NOT NULL,
  status INTEGER NOT NULL,
  admin_id INTEGER,
  group_id INTEGER,
  queued_at INTEGER,
  created_at INTEGER NOT NULL,
  ended_at INTEGER,
  out_type INTEGER,
  evaluated INTEGER NOT NULL DEFAULT 0,
  last_visitor_at INTEGER,
  last_agent_at INTEGER,
  timeout_notice INTEGER NOT NULL DEFAULT 0,
  read_until INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS sessions_by_user ON sessions (user_id, session_id);
CREATE INDEX IF NOT EXISTS sessions_by_status ON sessions (status, queued_at);
-- The timeout sweep reads only the due conversations, by channel and by when the wait began
-- (store/sessions.ts names them: sessions_awaiting_<key of SESSIONS_AWAITING>).
CREATE INDEX IF NOT EXISTS sessions_awaiting_visitor ON sessions (channel_id, last_agent_at) WHERE ${SESSIONS_AWAITING.visitor};
CREATE INDEX IF NOT EXISTS sessions_awaiting_agent ON sessions (channel_id, last_visitor_at) WHERE ${SESSIONS_AWAITING.agent};
CREATE TABLE IF NOT EXISTS messages (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  session_id INTEGER NOT NULL,
  user_id TEXT NOT NULL,
  client_id TEXT,
  sender_type INTEGER NOT NULL,
  sender_name TEXT NOT NULL,
  admin_id INTEGER,
  msg_type INTEGER NOT NULL,
  content TEXT NOT NULL,
  extra TEXT NOT NULL DEFAULT '{}',
  recall_flag INTEGER NOT NULL DEFAULT 0,
  inside_flag INTEGER NOT NULL DEFAULT 0,
  sensitive_flag INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL
);
CREATE UNIQUE INDEX IF NOT EXISTS messages_once ON messages (user_id, client_id) WHERE client_id IS NOT NULL;
CREATE INDEX IF NOT EXISTS messages_by_user ON messages (user_id, created_at);
CREATE INDEX IF NOT EXISTS messages_by_session ON messages (session_id, id);
CREATE TABLE IF NOT EXISTS events (
  event_id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id TEXT NOT NULL,
  session_id INTEGER NOT NULL,
  payload TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS events_by_user ON events (user_id, event_id);
CREATE TABLE IF NOT EXISTS agents (
  admin_id INTEGER PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  login TEXT NOT NULL UNIQUE,
  password_hash TEXT NOT NULL,
  card TEXT NOT NULL,
  group_ids TEXT NOT NULL DEFAULT '[]',
  max_sessions INTEGER NOT NULL DEFAULT 5,
  online INTEGER NOT NULL DEFAULT 0,
  token_hash TEXT
);
CREATE TABLE IF NOT EXISTS agent_events (
  event_id INTEGER PRIMARY KEY AUTOINCREMENT,
  admin_id INTEGER,
  tenant_id TEXT NOT NULL,
  payload TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS evaluations (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  session_id INTEGER NOT NULL,
  user_id TEXT NOT NULL,
  kind TEXT NOT NULL,
  payload TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS evaluate_configs (
  tenant_id TEXT PRIMARY KEY,
  config TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS doc_feedback (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  doc_id INTEGER NOT NULL,
  user_id TEXT NOT NULL,
  msg_id INTEGER,
  useful INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS leave_messages (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  channel_id TEXT NOT NULL,
  tenant_id TEXT NOT NULL,
  user_id TEXT NOT NULL,
  customer_name TEXT NOT NULL,
  customer_phone TEXT NOT NULL DEFAULT '',
  customer_email TEXT NOT NULL DEFAULT '',
  content TEXT NOT NULL,
  msg_state INTEGER NOT NULL DEFAULT 0,
  remark TEXT NOT NULL DEFAULT '',
  update_user_name TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS templates (
  template_id INTEGER PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  name TEXT NOT NULL,
  items TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS wo_types (
  type_id INTEGER PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  name TEXT NOT NULL,
  template_id INTEGER
);
CREATE TABLE IF NOT EXISTS work_orders (
  wo_id INTEGER PRIMARY KEY AUTOINCREMENT,
  tenant_id TEXT NOT NULL,
  channel_id TEXT NOT NULL,
  user_id TEXT NOT NULL,
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  start_way INTEGER NOT NULL DEFAULT 0,
  type_id INTEGER NOT NULL DEFAULT 0,
  status INTEGER NOT NULL DEFAULT 0,
  priority TEXT NOT NULL DEFAULT 'medium',
  token_hash TEXT NOT NULL,
  files TEXT NOT NULL DEFAULT '[]',
  fields TEXT NOT NULL DEFAULT '[]',
  customer TEXT NOT NULL DEFAULT '{}',
  created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS wo_handles (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  wo_id INTEGER NOT NULL,
  handle_time INTEGER NOT NULL,
  handle_user_name TEXT NOT NULL,
  handle_type INTEGER NOT NULL,
  handle_wo_status INTEGER NOT NULL,
  content TEXT NOT NULL,
  files TEXT NOT NULL DEFAULT '[]'
);
CREATE TABLE IF NOT EXISTS uploads (
  stored_name TEXT PRIMARY KEY,
  user_id TEXT,
  original_name TEXT NOT NULL,
  mime TEXT NOT NULL,
  size INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);
-- A team's saved replies (store/savedReplies.ts). shortcut_key is the shortcut in lower case:
-- two shortcuts that differ only in case are one (shared/savedReplies.ts, shortcutKey).
CREATE TABLE IF NOT EXISTS saved_replies (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  tenant_id TEXT NOT NULL,
  shortcut TEXT NOT NULL,
  shortcut_key TEXT NOT NULL,
  title TEXT NOT NULL DEFAULT '',
  text TEXT NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE UNIQUE INDEX IF NOT EXISTS saved_replies_by_shortcut ON saved_replies (tenant_id, shortcut_key);
-- Voice and video calls (docs/http-api.md#call-signalling, store/calls.ts): who started it, its state and times, why it
-- ended. The agent is the conversation's agent when the call started: a transfer ends the call.
CREATE TABLE IF NOT EXISTS calls (
  call_id INTEGER PRIMARY KEY AUTOINCREMENT,
  session_id INTEGER NOT NULL,
  tenant_id TEXT NOT NULL,
  user_id TEXT NOT NULL,
  admin_id INTEGER NOT NULL,
  started_by TEXT NOT NULL,
  video_type INTEGER NOT NULL,
  state TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  answered_at INTEGER,
  ended_at INTEGER,
  end_reason TEXT
);
-- One call at a time per conversation, enforced by the database: a second start fails here.
CREATE UNIQUE INDEX IF NOT EXISTS calls_one_open ON calls (session_id) WHERE ${CALLS_OPEN};
CREATE INDEX IF NOT EXISTS calls_ringing_by_time ON calls (created_at) WHERE ${CALLS_RINGING};
`;

/** The robot's knowledge base (store/knowledge.ts), moved from code into the database so every instance answers alike
 * (docs/operating.md#several-instances-on-postgresql). */
export const KNOWLEDGE_TABLE = `
CREATE TABLE IF NOT EXISTS knowledge_docs (
  doc_id INTEGER PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  doc TEXT NOT NULL,
  updated_at INTEGER NOT NULL
)`;

/**
 * Each tenant's synonyms for the robot, one row per language (store/synonyms.ts): `groups` is a
 * JSON list of groups of words or phrases that mean one thing, as the owner saved them; and,
 * since migration 13, `not_covered` a JSON list of questions no document answers.
 */
export const SYNONYMS_TABLE = `
CREATE TABLE IF NOT EXISTS robot_synonyms (
  tenant_id TEXT NOT NULL,
  lang TEXT NOT NULL,
  groups TEXT NOT NULL,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (tenant_id, lang)
)`;

/** The hub key a change to the robot's knowledge (knowledge_docs, robot_synonyms) is told under (robot/liveRobot.ts). */
export const KNOWLEDGE_KEY = 'knowledge';

/**
 * PostgreSQL only: every statement that writes the robot's knowledge tables tells the hub, in
 * its transaction, so every instance rebuilds once it commits, whoever wrote: the server, or
 * an import script or psql that knows nothing of the hub. (The server tells it too, for
 * SQLite: PostgreSQL delivers one notification of a payload a transaction sends twice.)
 * Safe to run again.
 */
export const knowledgeTriggers = (channel: string): string[] => [
  `CREATE OR REPLACE FUNCTION chat_online_knowledge_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('${channel}', '${KNOWLEDGE_KEY}');
  RETURN NULL;
END
$$`,
  ...['knowledge_docs', 'robot_synonyms'].flatMap((table) => [
    `DROP TRIGGER IF EXISTS ${table}_changed ON ${table}`,
    `CREATE TRIGGER ${table}_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table}
  FOR EACH STATEMENT EXECUTE FUNCTION chat_online_knowledge_changed()`,
  ]),
];

/** Open conversations, which the sweep ends once their visitor is gone (conversation/timeouts.ts). */
export const SESSIONS_OPEN = `status != ${VISITOR_STATUS.ended}`;

/**
 * Run after ADDED_COLUMNS (db/migrations.ts), each safe to run again: data a newer schema moved
 * (a database from before visitor_tokens keeps its visitors' tokens working) and indexes
 * on added columns.
 */
export const UPGRADES: readonly string[] = [
  "INSERT INTO visitor_tokens (token_hash, user_id, created_at) SELECT token_hash, user_id, updated_at FROM visitors WHERE token_hash != '' ON CONFLICT DO NOTHING",
  "UPDATE visitors SET token_hash = '' WHERE token_hash != ''",
  `UPDATE sessions SET last_seen_at = created_at WHERE last_seen_at IS NULL AND ${SESSIONS_OPEN}`,
  `CREATE INDEX IF NOT EXISTS sessions_open_by_seen ON sessions (channel_id, last_seen_at) WHERE ${SESSIONS_OPEN}`,
];

/**
 * Columns added after their table first shipped. CREATE TABLE IF NOT EXISTS leaves an
 * existing table as it is, so a migration adds each column a database lacks
 * (ALTER TABLE … ADD COLUMN: every row is kept, the new column is NULL in old rows).
 * Append here; never edit or remove an entry.
 */
export const ADDED_COLUMNS: readonly { table: string; column: string; type: string }[] = [
  // The uploader, when an agent: a visitor's upload has user_id (store/uploads.ts).
  { table: 'uploads', column: 'admin_id', type: 'INTEGER' },
  { table: 'uploads', column: 'tenant_id', type: 'TEXT' },
  // When the visitor last polled, at most every PRESENCE_EVERY_MS (store/sessions.ts).
  { table: 'sessions', column: 'last_seen_at', type: 'INTEGER' },
  // The newest message the session's agent has seen (the console's unread count), and when
  // the agent last invited a rating (store/inbox.ts).
  { table: 'sessions', column: 'agent_read_until', type: 'INTEGER NOT NULL DEFAULT 0' },
  { table: 'sessions', column: 'rating_invited_at', type: 'INTEGER' },
];

/**
 * Tenants an owner created; one-time links where a person chooses a password (`setup` for the
 * first owner: no account, no expiry; `password` for an account); failed sign-ins, counted per
 * login and per address (store/signInFailures.ts).
 */
export const ACCOUNTS_SCHEMA = `
CREATE TABLE IF NOT EXISTS tenants (
  tenant_id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS password_links (
  token_hash TEXT PRIMARY KEY,
  purpose TEXT NOT NULL,
  admin_id INTEGER,
  expires_at INTEGER,
  created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS sign_in_failures (
  subject TEXT PRIMARY KEY,
  failures INTEGER NOT NULL,
  since INTEGER NOT NULL
);
`;

/**
 * What the console's channel editor keeps (store/channels.ts, store/channelVersions.ts,
 * store/channelSightings.ts): every saved version of a channel's settings, who saved it and
 * which top-level fields changed; and where the widget was seen, one row per channel and host
 * origin (the newest few kept, so strangers cannot grow it).
 */
export const CHANNELS_SCHEMA = `
CREATE TABLE IF NOT EXISTS channel_versions (
  channel_id TEXT NOT NULL,
  version INTEGER NOT NULL,
  settings TEXT NOT NULL,
  saved_at INTEGER NOT NULL,
  saved_by TEXT NOT NULL,
  changed TEXT NOT NULL,
  PRIMARY KEY (channel_id, version)
);
CREATE TABLE IF NOT EXISTS channel_sightings (
  channel_id TEXT NOT NULL,
  origin TEXT NOT NULL,
  page_url TEXT NOT NULL DEFAULT '',
  last_seen_at INTEGER NOT NULL,
  loads INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (channel_id, origin)
);
CREATE INDEX IF NOT EXISTS channels_by_tenant ON channels (tenant_id);
`;

/**
 * What leaves the server on its own (docs/notifications.md): the outbox of mails and webhook
 * deliveries, each row queued in the transaction of what caused it and sent by one instance at a
 * time (outbox_sender holds the lease); webhooks per tenant; mail settings per tenant; extra
 * tokens of work orders, one per mailed link (the order's own is hashed when it is made).
 */
export const OUTGOING_SCHEMA = `
CREATE TABLE IF NOT EXISTS outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  tenant_id TEXT NOT NULL,
  kind TEXT NOT NULL,
  topic TEXT NOT NULL,
  target TEXT NOT NULL,
  webhook_id INTEGER,
  event_id TEXT,
  order_key TEXT,
  dedupe_key TEXT,
  payload TEXT NOT NULL,
  state TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  last_error TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL,
  next_at INTEGER NOT NULL,
  sent_at INTEGER
);
CREATE UNIQUE INDEX IF NOT EXISTS outbox_once ON outbox (dedupe_key) WHERE dedupe_key IS NOT NULL;
CREATE INDEX IF NOT EXISTS outbox_due ON outbox (next_at) WHERE state = 'pending';
CREATE INDEX IF NOT EXISTS outbox_by_tenant ON outbox (tenant_id, id);
CREATE INDEX IF NOT EXISTS outbox_by_tenant_time ON outbox (tenant_id, created_at);
CREATE INDEX IF NOT EXISTS outbox_in_order ON outbox (webhook_id, order_key, id);
CREATE INDEX IF NOT EXISTS outbox_by_target ON outbox (target, created_at);
CREATE TABLE IF NOT EXISTS outbox_sender (
  id INTEGER PRIMARY KEY,
  holder TEXT NOT NULL,
  held_until INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS webhooks (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  tenant_id TEXT NOT NULL,
  url TEXT NOT NULL,
  events TEXT NOT NULL,
  secret TEXT NOT NULL,
  enabled INTEGER NOT NULL DEFAULT 1,
  description TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS webhooks_by_tenant ON webhooks (tenant_id);
CREATE TABLE IF NOT EXISTS mail_settings (
  tenant_id TEXT PRIMARY KEY,
  settings TEXT NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS work_order_links (
  token_hash TEXT PRIMARY KEY,
  wo_id INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);
`;
