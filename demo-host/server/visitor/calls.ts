// The visitor's side of a call (docs/http-api.md#call-signalling): asking the agent for one (the spec's
// userVideoInvitation) and the signals for the conversation's current call.
import type { VisitorReplies } from '@shared/api';
import { readCallSignal } from '@shared/api/callSignal';
import type { VisitorRequest } from '@shared/api/requests';
import { CALL_PARTY } from '@shared/codes';
import { signalCall, startCall } from '../call/calls';
import { badRequest, notFound } from '../http/reply';
import { openSession, type VisitorContext } from './context';

/** The visitor asks for a call: it rings on the agent's side (feed event videoInvitation) until accepted, declined or CALL_RING_MS pass. */
export async function userVideoInvitation(
  context: VisitorContext,
  body: VisitorRequest<'userVideoInvitation'>,
): Promise<VisitorReplies['userVideoInvitation']> {
  const session = await openSession(context);
  return { invited: true, ...(await startCall(context.services, session, CALL_PARTY.visitor, body.videoType)) };
}

/** A signal for a call of the visitor's own conversation; anyone else's call is unknown (404). */
export async function callSignal(
  context: VisitorContext,
  body: VisitorRequest<'callSignal'>,
): Promise<VisitorReplies['callSignal']> {
  const read = readCallSignal(body.signal);
  if ('error' in read) throw badRequest(read.error);
  const call = await context.services.calls.get(body.callId);
  const session =
    call && call.userId == context.userId ? await context.services.sessions.get(call.sessionId) : undefined;
  if (!call || !session) throw notFound('callId: unknown call');
  return signalCall(context.services, session, call, CALL_PARTY.visitor, read.signal);
}
