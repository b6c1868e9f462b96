// Ratings: the tenant's configuration (starList, scoreList), one rating per conversation,
// with the required-comment and required-label rules of the chosen star enforced here too.
import type { EvaluateInfo } from '@shared/api';
import type { VisitorRequest } from '@shared/api/requests';
import { tellSessionAgent } from '../conversation/agentFeed';
import { badRequest } from '../http/reply';
import { emitConversationEvent } from '../outgoing/conversationEvents';
import { latestSession, type VisitorContext } from './context';

export const getEvaluateInfo = (context: VisitorContext): Promise<EvaluateInfo> =>
  context.services.evaluations.configOf(context.tenantId);

/**
 * Our reading of chatAfterEva (the two spec files disagree): a conversation is rated once,
 * while it is open or after it ended, as long as it is the visitor's latest; a second
 * rating, or one without any conversation, is refused with the chatAfterEva key.
 */
export async function isEvaluate(context: VisitorContext) {
  const session = await context.services.sessions.latest(context.userId);
  return { evaluated: Boolean(session?.evaluated), allowed: Boolean(session && !session.evaluated) };
}

const blank = (value: string | undefined) => !value?.trim();

export async function evaluate(context: VisitorContext, body: VisitorRequest<'evaluate'>) {
  const session = await latestSession(context);
  if (session.evaluated) throw badRequest('session: chatAfterEva');
  const isAgentRating = body.evaluateAdminStar !== undefined;
  if (!isAgentRating && body.evaluateRobotSolve === undefined)
    throw badRequest('evaluateAdminStar: is required (or evaluateRobotSolve for the robot)');
  if (isAgentRating) {
    const star = (await getEvaluateInfo(context)).starList.find((entry) => entry.star == body.evaluateAdminStar);
    if (star?.evaluateMsgRequired && blank(body.evaluateAdminContent))
      throw badRequest('evaluateAdminContent: evaConInput');
    if (star?.levelTagRequired && blank(body.evaluateAdminTag)) throw badRequest('evaluateAdminTag: evaLabelSelect');
    if (session.adminId == null) throw badRequest('evaluateAdminStar: no agent to rate in this conversation');
  }
  const { userId, ...payload } = body;
  await context.services.evaluations.add(session.sessionId, userId, isAgentRating ? 'agent' : 'robot', payload);
  await context.services.sessions.update(session.sessionId, { evaluated: 1 });
  await tellSessionAgent(context.services, session, { kind: 'evaluated', data: payload });
  await emitConversationEvent(context.services, session, 'rating.given', {
    rating: { ...payload, kind: isAgentRating ? 'agent' : 'robot' },
  });
  return { evaluated: true };
}
