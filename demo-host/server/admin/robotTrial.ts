// tryRobot (docs/http-api.md#knowledge): what the robot would answer a question, in which
// language and why, without a conversation; with a channel, as that channel's visitors meet it,
// and with a previous question, as a follow-up of it.
import type { AdminRequest } from '@shared/api/adminRequests';
import { notFound } from '../http/reply';
import { type AdminContext, tenantFor } from './context';

/** How long a trial waits for the robot to answer from the changes committed before it (a large base's rebuild takes seconds). */
const TRIAL_WAITS_FOR_REBUILD_MS = 15_000;

/**
 * Before the trial's transaction (a wait holds none of the database): a trial right after a
 * save is of the saved robot (LiveRobot.settled).
 */
export const beforeTryRobot = (context: AdminContext) => context.services.robot.settled(TRIAL_WAITS_FOR_REBUILD_MS);

export async function tryRobot(context: AdminContext, body: AdminRequest<'tryRobot'>) {
  const tenantId = await tenantFor(context, body.tenantId);
  const { services } = context;
  const channel = body.channelId === undefined ? undefined : await services.channels.live(body.channelId);
  // Another tenant's channel is as unknown as one that does not exist, a disabled or deleted one too.
  if (body.channelId !== undefined && channel?.config.tenantId != tenantId)
    throw notFound('channelId: unknown channel');
  return services.robot.explain(body.question, {
    tenantId,
    channelLang: channel?.config.language || undefined,
    visitorLocale: body.locale,
    previousQuestion: body.previousQuestion,
  });
}
