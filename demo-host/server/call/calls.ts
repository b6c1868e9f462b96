// A conversation's voice or video call (docs/http-api.md#call-signalling): started by the agent (`video`) or asked
// for by the visitor (`userVideoInvitation`), it rings on the other side until accepted,
// declined or CALL_RING_MS pass; then the parties exchange SDP and ICE candidates until one
// hangs up. Every signal is an event with an id on the other party's channel (poll event
// 1209, the agent feed's `call`), so a missed poll loses none; its start, its end with the
// duration, and why it failed are system notices in the conversation.
import type { CallSignal, CallSignalReply, CallStartReply } from '@shared/api/callSignal';
import { type CallNotice, callEndNotices, callNoticeText, callStartedNotice } from '@shared/callNotice';
import { signalRefusal, stateAfter } from '@shared/callRules';
import {
  CALL_END_REASON,
  CALL_PARTY,
  CALL_STATE,
  type CallEndReason,
  type CallParty,
  type CallSignalSender,
  POLL_EVENT,
  VISITOR_STATUS,
  type VideoType,
} from '@shared/codes';
import { CALL_RING_MS } from '@shared/constants';
import { pushAgentEvent } from '../conversation/agentFeed';
import { systemMessage, visitorEvent } from '../conversation/delivery';
import { ApiError, badRequest, conflict } from '../http/reply';
import type { Services } from '../services';
import type { Agent } from '../store/agents';
import { type Call, callInfo } from '../store/calls';
import type { Session } from '../store/sessions';

/** Sends a signal to the party that did not send it; the server's own (from 'system') to both. */
async function deliver(
  services: Services,
  session: Session,
  call: Call,
  from: CallSignalSender,
  signal: CallSignal,
): Promise<void> {
  const event = { callId: call.callId, from, signal };
  if (from != CALL_PARTY.visitor) await visitorEvent(services, session, { type: POLL_EVENT.callSignal, ...event });
  if (from != CALL_PARTY.agent)
    await pushAgentEvent(services, call.tenantId, {
      adminId: call.adminId,
      kind: 'call',
      sessionId: call.sessionId,
      userId: call.userId,
      data: event,
    });
}

const writeNotice = (services: Services, session: Session, notice: CallNotice) =>
  systemMessage(services, session, callNoticeText(notice), {
    noticeKey: notice.key,
    ...(notice.values && { noticeValues: notice.values }),
  });

/** Ends the call once: the store, then the notices (why, how long). False when it had ended already. */
async function finish(services: Services, session: Session, call: Call, reason: CallEndReason): Promise<boolean> {
  if (!(await services.calls.end(call.callId, reason))) return false;
  for (const notice of callEndNotices(call, reason, services.now())) await writeNotice(services, session, notice);
  return true;
}

/** A new call in a conversation with an agent, ringing on the other side; 409 while the conversation has one. */
export async function startCall(
  services: Services,
  session: Session,
  startedBy: CallParty,
  videoType: VideoType,
): Promise<CallStartReply> {
  if (session.status != VISITOR_STATUS.agent || session.adminId == null)
    throw badRequest('session: calls need an agent');
  const tenantId = (await services.channels.get(session.channelId))?.config.tenantId;
  if (!tenantId) throw badRequest('session: calls need an agent');
  const call = await services.calls.start({
    sessionId: session.sessionId,
    tenantId,
    userId: session.userId,
    adminId: session.adminId,
    startedBy,
    videoType,
  });
  if (!call)
    throw conflict(
      `sessionId: the conversation already has a call (callId ${(await services.calls.openOf(session.sessionId))?.callId}); one call at a time`,
    );
  if (startedBy == CALL_PARTY.agent) {
    await visitorEvent(services, session, {
      type: POLL_EVENT.videoAdminId,
      videoAdminId: call.adminId,
      videoType,
      callId: call.callId,
    });
  } else {
    await pushAgentEvent(services, tenantId, {
      adminId: call.adminId,
      kind: 'videoInvitation',
      sessionId: session.sessionId,
      userId: session.userId,
      data: { videoType, callId: call.callId },
    });
  }
  return { ...callInfo(call), iceServers: services.iceServers };
}

/**
 * One party's signal for a call of this conversation: refused (403, 409) when not that
 * party's to send or not in this state; else delivered to the other party, and an accept,
 * a decline or a hang-up moves the call on.
 */
export async function signalCall(
  services: Services,
  session: Session,
  call: Call,
  from: CallParty,
  signal: CallSignal,
): Promise<CallSignalReply> {
  const refusal = signalRefusal(call, from, signal.kind);
  if (refusal) throw new ApiError(refusal.code, refusal.message);
  await deliver(services, session, call, from, signal);
  const next = stateAfter(signal);
  if (next?.state == CALL_STATE.active && (await services.calls.accept(call.callId)))
    await writeNotice(services, session, callStartedNotice(call.videoType));
  if (next?.state == CALL_STATE.ended) await finish(services, session, call, next.endReason ?? CALL_END_REASON.hangup);
  const now = callInfo((await services.calls.get(call.callId))!);
  return signal.kind == 'accept' ? { ...now, iceServers: services.iceServers } : now;
}

/** The server ends the conversation's call, if it has one (the chat ended, the agent left, no answer): both parties are told. */
export async function endOpenCall(services: Services, session: Session, reason: CallEndReason): Promise<void> {
  const call = await services.calls.openOf(session.sessionId);
  if (!call) return;
  await deliver(services, session, call, 'system', { kind: 'hangUp', reason });
  await finish(services, session, call, reason);
}

/** The agent goes away: the calls of their conversations end. */
export async function endCallsOfAgent(services: Services, agent: Agent): Promise<void> {
  for (const session of await services.sessions.withAgent(agent.adminId))
    await endOpenCall(services, session, CALL_END_REASON.agentLeft);
}

/** One sweep's calls that rang CALL_RING_MS unanswered, at most `limit`: each ends as noAnswer. How many ended. */
export async function endUnansweredCalls(services: Services, limit: number): Promise<number> {
  const due = await services.calls.ringingSince(services.now() - CALL_RING_MS, limit);
  for (const call of due) {
    const session = await services.sessions.get(call.sessionId);
    if (session) await endOpenCall(services, session, CALL_END_REASON.noAnswer);
    else await services.calls.end(call.callId, CALL_END_REASON.noAnswer);
  }
  return due.length;
}
