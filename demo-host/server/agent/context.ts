// What an agent handler gets: the services, the agent the call's token names (found before its
// body was read) and the request; and the check every call naming a conversation makes.
import type { FastifyRequest } from 'fastify';
import { forbidden, notFound } from '../http/reply';
import type { Services } from '../services';
import type { Agent } from '../store/agents';
import type { Session } from '../store/sessions';

export interface AgentContext {
  services: Services;
  /** The caller: the agent whose token the call carries. */
  agent: Agent;
  request: FastifyRequest;
}

/** A conversation of the agent's tenant: queued ones are visible to all its agents. */
export async function sessionFor(
  { services, agent }: AgentContext,
  sessionId: number,
  mustBeMine = true,
): Promise<Session> {
  const session = await services.sessions.get(sessionId);
  const channel = session && (await services.channels.get(session.channelId))?.config;
  if (!session || channel?.tenantId != agent.tenantId) throw notFound('sessionId: unknown conversation');
  if (mustBeMine && session.adminId != agent.adminId) throw forbidden('sessionId: not your conversation');
  return session;
}
