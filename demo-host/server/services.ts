// Everything a route needs, made once per server: the database, its stores, the hub
// long polls wait on, the robot and the clock (tests move it).
import type { IceServer } from '../../shared/api/callSignal';
import type { Db } from './db/database';
import { groupCommit } from './db/groupCommit';
import { createHub, type Hub } from './hub';
import { createRobot, type Robot } from './robot/robot';
import { DEMO_KNOWLEDGE_BASE } from './robot/demoKnowledgeBase';
import { agentEventStore } from './store/agentEvents';
import { callStore } from './store/calls';
import { agentStore } from './store/agents';
import { channelStore } from './store/channels';
import { docFeedbackStore } from './store/docFeedback';
import { evaluationStore } from './store/evaluations';
import { eventStore } from './store/events';
import { leaveMessageStore } from './store/leaveMessages';
import { messageStore } from './store/messages';
import { inboxStore } from './store/inbox';
import { savedReplyStore } from './store/savedReplies';
import { sessionStore } from './store/sessions';
import { uploadStore } from './store/uploads';
import { visitorSessionStore } from './store/visitorSessions';
import { visitorStore } from './store/visitors';
import { workOrderStore } from './store/workOrders';

export function createServices(db: Db, dataDir: string, now: () => number = Date.now, iceServers: IceServer[] = []) {
  return {
    db,
    /** ICE_SERVERS: handed to both parties of a call. */
    iceServers,
    commits: groupCommit(db),
    dataDir,
    now,
    hub: createHub() as Hub,
    robot: createRobot(DEMO_KNOWLEDGE_BASE) as Robot,
    channels: channelStore(db),
    visitors: visitorStore(db, now),
    visitorSessions: visitorSessionStore(db),
    sessions: sessionStore(db, now),
    inbox: inboxStore(db),
    messages: messageStore(db, now),
    events: eventStore(db, now),
    agents: agentStore(db),
    agentEvents: agentEventStore(db, now),
    evaluations: evaluationStore(db, now),
    leaveMessages: leaveMessageStore(db, now),
    docFeedback: docFeedbackStore(db, now),
    uploads: uploadStore(db, now),
    workOrders: workOrderStore(db, now),
    savedReplies: savedReplyStore(db, now),
    calls: callStore(db, now),
  };
}

export type Services = ReturnType<typeof createServices>;
