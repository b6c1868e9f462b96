// What an agent does with a conversation: take it from the queue (or hand it back), end it,
// invite a rating, pass it to a teammate.
import type { AgentRequest } from '@shared/api/agentRequests';
import { CALL_END_REASON, CHAT_END_REASON, ERROR_FLAG, POLL_EVENT, VISITOR_STATUS } from '@shared/codes';
import { endOpenCall } from '../call/calls';
import { pushAgentEvent } from '../conversation/agentFeed';
import { announceAgent, connect, endChat, lockAssignments } from '../conversation/conversation';
import { visitorEvent } from '../conversation/delivery';
import { badRequest } from '../http/reply';
import { type AgentContext, sessionFor } from './context';

export async function accept(context: AgentContext, body: AgentRequest<'accept'>) {
  const { services, agent } = context;
  const session = await lockAssignments(services, await sessionFor(context, body.sessionId, false));
  if (session.status != VISITOR_STATUS.queued) throw badRequest('sessionId: not waiting in the queue');
  await connect(services, session, agent);
  return (await services.summaries.of(session.sessionId))!;
}

export async function refuse(context: AgentContext, body: AgentRequest<'refuse'>) {
  const { services, agent } = context;
  const session = await lockAssignments(services, await sessionFor(context, body.sessionId, false));
  const mine = session.status == VISITOR_STATUS.agent && session.adminId == agent.adminId;
  if (session.status != VISITOR_STATUS.queued && !mine) throw badRequest('sessionId: neither queued nor yours');
  if (mine) await endOpenCall(services, session, CALL_END_REASON.agentLeft);
  // Back to the robot: the visitor may ask for a person again.
  await services.sessions.update(session.sessionId, { status: VISITOR_STATUS.robot, admin_id: null, queued_at: null });
  await visitorEvent(services, session, { type: POLL_EVENT.errorFlag, errorFlag: ERROR_FLAG.agentDeclined });
  await pushAgentEvent(services, agent.tenantId, { kind: 'queue' });
  return { refused: true as const };
}

export async function end(context: AgentContext, body: AgentRequest<'end'>) {
  await endChat(context.services, await sessionFor(context, body.sessionId), CHAT_END_REASON.closedByAgent);
  return { ended: true as const };
}

export async function inviteEvaluate(context: AgentContext, body: AgentRequest<'inviteEvaluate'>) {
  const { services } = context;
  const session = await sessionFor(context, body.sessionId);
  if (session.evaluated) throw badRequest('sessionId: already rated');
  await visitorEvent(services, session, { type: POLL_EVENT.evaluationInvite });
  await services.sessions.update(session.sessionId, { rating_invited_at: services.now() });
  return { invited: true as const };
}

export async function transfer(context: AgentContext, body: AgentRequest<'transfer'>) {
  const { services, agent } = context;
  await services.sql.lock('assignments');
  const session = await sessionFor(context, body.sessionId);
  const target = await services.agents.get(body.toAdminId);
  if (!target || target.tenantId != agent.tenantId || !target.online)
    throw badRequest('toAdminId: not an online agent of this team');
  if (target.adminId == agent.adminId) throw badRequest('toAdminId: is you');
  // A call is between the visitor and this agent: the new agent starts their own.
  await endOpenCall(services, session, CALL_END_REASON.agentLeft);
  await services.sessions.update(session.sessionId, { admin_id: target.adminId });
  await announceAgent(services, session, target);
  for (const adminId of [agent.adminId, target.adminId])
    await pushAgentEvent(services, agent.tenantId, {
      adminId,
      kind: 'transferred',
      sessionId: session.sessionId,
      userId: session.userId,
      data: { from: agent.adminId, to: target.adminId },
    });
  return { transferred: target.adminId };
}
