// Everything a route needs, made once per server: the database, its stores, the hub
// long polls wait on, the robot and the clock (tests move it).
import { join } from 'node:path';
import type { IceServer } from '@shared/api/callSignal';
import type { Sql } from './db/sql';
import { createHub, type Hub } from './hub';
import type { ServerOrigin } from './outgoing/links';
import { createMailer } from './outgoing/mailer';
import type { OutgoingOptions } from './outgoing/outgoingOptions';
import { liveRobot } from './robot/liveRobot';
import { agentEventStore } from './store/agentEvents';
import { agentStore } from './store/agents';
import { callStore } from './store/calls';
import { channelSightingStore } from './store/channelSightings';
import { channelStore } from './store/channels';
import { docFeedbackStore } from './store/docFeedback';
import { evaluationStore } from './store/evaluations';
import { eventStore } from './store/events';
import { inboxStore } from './store/inbox';
import { knowledgeStore } from './store/knowledge';
import { leaveMessageStore } from './store/leaveMessages';
import { mailSettingsStore } from './store/mailSettings';
import { messageStore } from './store/messages';
import { outboxStore } from './store/outbox';
import { passwordLinkStore } from './store/passwordLinks';
import { savedReplyStore } from './store/savedReplies';
import { sessionStore } from './store/sessions';
import { signInFailureStore } from './store/signInFailures';
import { summaryStore } from './store/summaries';
import { synonymStore } from './store/synonyms';
import { tenantStore } from './store/tenants';
import { uploadStore } from './store/uploads';
import { visitorSessionStore } from './store/visitorSessions';
import { visitorStore } from './store/visitors';
import { webhookStore } from './store/webhooks';
import { workOrderStore } from './store/workOrders';
import { sightingRecorder } from './visitor/sightings';

/** Where things live on disk: SQLite's file (dataDir) and uploaded files (filesDir, shared by every instance). */
export interface Places {
  dataDir: string;
  filesDir?: string;
  /** Where people reach the server (PUBLIC_ORIGIN): the links admins hand on point there. */
  publicOrigin?: string;
}

export function createServices(
  sql: Sql,
  { dataDir, filesDir = join(dataDir, 'uploads'), publicOrigin }: Places,
  now: () => number = Date.now,
  iceServers: IceServer[] = [],
  outgoing: OutgoingOptions = {},
) {
  const knowledge = knowledgeStore(sql, now);
  const synonyms = synonymStore(sql, now);
  const channels = channelStore(sql, now);
  const channelSightings = channelSightingStore(sql);
  return {
    sql,
    /** ICE_SERVERS: handed to both parties of a call. */
    iceServers,
    /** The turn's group commit (SQLite); PostgreSQL commits each statement or transaction itself. */
    commits: sql.commits,
    dataDir,
    filesDir,
    publicOrigin,
    /** Where mails' links point: PUBLIC_ORIGIN, else the address the server listens on (set by buildServer). */
    origin: { value: publicOrigin ?? '' } as ServerOrigin,
    now,
    hub: createHub(sql) as Hub,
    /** Built from `knowledge` and `synonyms` by buildServer (robot/liveRobot.ts). */
    robot: liveRobot(knowledge, synonyms),
    knowledge,
    synonyms,
    channels,
    channelSightings,
    /** Where the widget is seen, written at most once a minute per channel and origin on this instance. */
    sightings: sightingRecorder(channelSightings, now),
    visitors: visitorStore(sql, now),
    visitorSessions: visitorSessionStore(sql),
    sessions: sessionStore(sql, now),
    inbox: inboxStore(sql, channels),
    summaries: summaryStore(sql, channels),
    messages: messageStore(sql, now),
    events: eventStore(sql, now),
    agents: agentStore(sql, now),
    tenants: tenantStore(sql, now),
    passwordLinks: passwordLinkStore(sql, now),
    signInFailures: signInFailureStore(sql, now),
    agentEvents: agentEventStore(sql, now),
    evaluations: evaluationStore(sql, now),
    leaveMessages: leaveMessageStore(sql, now),
    docFeedback: docFeedbackStore(sql, now),
    uploads: uploadStore(sql, now),
    workOrders: workOrderStore(sql, now),
    savedReplies: savedReplyStore(sql, now),
    calls: callStore(sql, now),
    /** Mail and webhooks (docs/notifications.md): the outbox, its settings, the SMTP transport. */
    outbox: outboxStore(sql, now),
    webhooks: webhookStore(sql, now),
    mailSettings: mailSettingsStore(sql, now),
    mailer: createMailer(outgoing),
    outgoing: { allowPrivateWebhooks: outgoing.allowPrivateWebhooks ?? false },
  };
}

export type Services = ReturnType<typeof createServices>;
