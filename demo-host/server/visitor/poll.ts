// getEventMsg: the events after the client's cursor, at once; with `wait`, held open until
// one arrives or the conversation's status changes (long poll). Each event has an id, so
// nothing is lost or applied twice.
import type { PollReply } from '@shared/api';
import type { VisitorRequest } from '@shared/api/requests';
import { waitIndex } from '../conversation/conversation';
import { badRequest } from '../http/reply';
import { readOrWait, visitorKey } from '../hub';
import { latestSession, type VisitorContext } from './context';

export async function getEventMsg(context: VisitorContext, body: VisitorRequest<'getEventMsg'>): Promise<PollReply> {
  const { services, userId, request } = context;
  const session = await latestSession(context);
  if (session.pollId != body.pollId) throw badRequest('pollId: not the current conversation');
  // The visitor is here: the sweep does not take the conversation for abandoned.
  await services.sessions.seen(session.sessionId);
  const after = body.lastEventId ?? 0;
  // Without the widget's own status, the one the conversation had when the poll came.
  const known = body.status ?? session.status;
  let current = session;
  let reads = 0;
  // New events, or none but a status the widget does not show yet.
  const read = async () => {
    const events = await services.events.after(userId, after);
    if (events.length) return events;
    if (reads++ > 0) current = (await services.sessions.get(session.sessionId)) ?? current;
    return current.status == known ? undefined : events;
  };
  const { found: events = [], waited } = await readOrWait(
    services.hub,
    visitorKey(userId),
    body.wait && body.wait * 1000,
    request.raw.socket,
    read,
  );
  // A wait may have seen the conversation change (queued, connected, ended) with its events.
  if (waited && events.length) current = (await services.sessions.get(session.sessionId)) ?? current;
  return {
    status: current.status,
    waitIndex: await waitIndex(services, current),
    msgList: events,
    lastEventId: events.at(-1)?.eventId ?? after,
  };
}
