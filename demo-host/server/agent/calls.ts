// An agent's audio and video calls: started from the console, then signalled (offer, answer,
// candidates) on the agent's own calls only.
import type { AgentRequest } from '@shared/api/agentRequests';
import { readCallSignal } from '@shared/api/callSignal';
import { CALL_PARTY } from '@shared/codes';
import { signalCall, startCall } from '../call/calls';
import { badRequest, forbidden, notFound } from '../http/reply';
import { type AgentContext, sessionFor } from './context';

export async function video(context: AgentContext, body: AgentRequest<'video'>) {
  return {
    invited: true as const,
    ...(await startCall(context.services, await sessionFor(context, body.sessionId), CALL_PARTY.agent, body.videoType)),
  };
}

export async function callSignal(context: AgentContext, body: AgentRequest<'callSignal'>) {
  const { services, agent } = context;
  const read = readCallSignal(body.signal);
  if ('error' in read) throw badRequest(read.error);
  const call = await services.calls.get(body.callId);
  if (!call || call.tenantId != agent.tenantId) throw notFound('callId: unknown call');
  if (call.adminId != agent.adminId) throw forbidden('callId: not your call');
  return signalCall(services, await sessionFor(context, call.sessionId), call, CALL_PARTY.agent, read.signal);
}
