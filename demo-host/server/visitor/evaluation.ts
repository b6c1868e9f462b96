// Ratings: the tenant's configuration (starList, scoreList), one rating per conversation,
// with the required-comment and required-label rules of the chosen star enforced here too.
import type { EvaluateInfo } from '../../../shared/api';
import type { VisitorRequest } from '../../../shared/api/requests';
import { tellSessionAgent } from '../conversation/agentFeed';
import { parseJson } from '../db/database';
import { badRequest } from '../http/reply';
import type { Services } from '../services';
import { latestSession, type VisitorContext } from './context';

export function evaluateInfoOf(services: Services, tenantId: string): EvaluateInfo | undefined {
  const row = services.db.prepare<[string], { config: string }>('SELECT config FROM evaluate_configs WHERE tenant_id = ?').get(tenantId);
  return row ? parseJson<EvaluateInfo>(row.config, undefined as unknown as EvaluateInfo) : undefined;
}

export function getEvaluateInfo(context: VisitorContext): EvaluateInfo {
  const info = evaluateInfoOf(context.services, context.tenantId);
  if (!info) throw badRequest('tenantId: no evaluation configuration');
  return info;
}

/**
 * Our reading of chatAfterEva (the two spec files disagree): a conversation is rated once,
 * while it is open or after it ended, as long as it is the visitor's latest; a second
 * rating, or one without any conversation, is refused with the chatAfterEva key.
 */
export function isEvaluate(context: VisitorContext) {
  const session = context.services.sessions.latest(context.userId);
  return { evaluated: Boolean(session?.evaluated), allowed: Boolean(session && !session.evaluated) };
}

const blank = (value: string | undefined) => !value || !value.trim();

export function evaluate(context: VisitorContext, body: VisitorRequest<'evaluate'>) {
  const session = latestSession(context);
  if (session.evaluated) throw badRequest('session: chatAfterEva');
  const isAgentRating = body.evaluateAdminStar !== undefined;
  if (!isAgentRating && body.evaluateRobotSolve === undefined)
    throw badRequest('evaluateAdminStar: is required (or evaluateRobotSolve for the robot)');
  if (isAgentRating) {
    const star = getEvaluateInfo(context).starList.find((entry) => entry.star == body.evaluateAdminStar);
    if (star?.evaluateMsgRequired && blank(body.evaluateAdminContent)) throw badRequest('evaluateAdminContent: evaConInput');
    if (star?.levelTagRequired && blank(body.evaluateAdminTag)) throw badRequest('evaluateAdminTag: evaLabelSelect');
    if (session.adminId == null) throw badRequest('evaluateAdminStar: no agent to rate in this conversation');
  }
  const { userId, ...payload } = body;
  context.services.db
    .prepare('INSERT INTO evaluations (session_id, user_id, kind, payload, created_at) VALUES (?, ?, ?, ?, ?)')
    .run(session.sessionId, userId, isAgentRating ? 'agent' : 'robot', JSON.stringify(payload), context.services.now());
  context.services.sessions.update(session.sessionId, { evaluated: 1 });
  tellSessionAgent(context.services, session, 'evaluated', payload);
  return { evaluated: true };
}
