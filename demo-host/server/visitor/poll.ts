// getEventMsg: the events after the client's cursor, at once; with `wait`, held open until
// one arrives (long poll). Each event has an id, so nothing is lost or applied twice.
import type { PollReply } from '../../../shared/api';
import type { VisitorRequest } from '../../../shared/api/requests';
import { waitIndex } from '../conversation/conversation';
import { visitorKey } from '../hub';
import { badRequest } from '../http/reply';
import { latestSession, type VisitorContext } from './context';

export async function getEventMsg(context: VisitorContext, body: VisitorRequest<'getEventMsg'>): Promise<PollReply> {
  const { services, userId, request } = context;
  const session = latestSession(context);
  if (session.pollId != body.pollId) throw badRequest('pollId: not the current conversation');
  // The visitor is here: the sweep does not take the conversation for abandoned.
  services.sessions.seen(session.sessionId);
  const after = body.lastEventId ?? 0;
  let events = services.events.after(userId, after);
  let current = session;
  if (!events.length && body.wait) {
    // A visitor who goes away frees the wait at once.
    const closed = new AbortController();
    const socket = request.raw.socket;
    const abort = () => closed.abort();
    socket.once('close', abort);
    await services.hub.wait(visitorKey(userId), body.wait * 1000, closed.signal);
    socket.off('close', abort);
    events = services.events.after(userId, after);
    current = services.sessions.get(session.sessionId)!;
  }
  return {
    status: current.status,
    waitIndex: waitIndex(services, current),
    msgList: events,
    lastEventId: events.at(-1)?.eventId ?? after,
  };
}
