// getEventMsg: the events after the client's cursor, at once; with `wait`, held open until
// one arrives (long poll). Each event has an id, so nothing is lost or applied twice.
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
  const read = () => services.events.after(userId, after);
  const { found: events, waited } = await readOrWait(
    services.hub,
    visitorKey(userId),
    body.wait && body.wait * 1000,
    request.raw.socket,
    read,
  );
  // A wait may have seen the conversation change (queued, connected, ended).
  const current = waited ? ((await services.sessions.get(session.sessionId)) ?? session) : session;
  return {
    status: current.status,
    waitIndex: await waitIndex(services, current),
    msgList: events,
    lastEventId: events.at(-1)?.eventId ?? after,
  };
}
