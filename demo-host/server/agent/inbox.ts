// What the console lists and opens: the inbox's boxes, the queue and the agent's open
// conversations, and one conversation whole. Each list is read in one statement (store/summaries.ts).
import type { VisitorSummary } from '@shared/api';
import type { AgentRequest } from '@shared/api/agentRequests';
import { visitorName } from '@shared/visitorName';
import { type AgentContext, sessionFor } from './context';

export async function inbox({ services, agent }: AgentContext, body: AgentRequest<'inbox'>) {
  const { rows, more } = await services.inbox.list({
    tenantId: agent.tenantId,
    adminId: agent.adminId,
    box: body.box,
    search: body.search,
    before: body.before,
  });
  return { list: rows.map((row) => row.summary), more };
}

export async function sessions({ services, agent }: AgentContext) {
  return {
    queued: await services.summaries.queued(agent.tenantId),
    active: await services.summaries.withAgent(agent.adminId),
  };
}

export async function conversation(context: AgentContext, body: AgentRequest<'conversation'>) {
  const { services, agent } = context;
  const session = await sessionFor(context, body.sessionId, false);
  const messages = await services.messages.ofSessionForAgents(session.sessionId);
  // The session's own agent has now seen it all: its unread count starts again after the newest.
  const newest = messages.at(-1)?.id ?? 0;
  if (session.adminId == agent.adminId && newest > session.agentReadUntil)
    await services.sessions.update(session.sessionId, { agent_read_until: newest });
  const summary: VisitorSummary = (await services.summaries.of(session.sessionId))!;
  // Every rating of the conversation is its visitor's: named as the summary names them.
  const ratings = (await services.evaluations.ofSession(session.sessionId)).map((rating) => ({
    ...rating,
    visitorName: visitorName(session.userId, summary.visitor),
  }));
  return { ...summary, messages, ratings };
}
