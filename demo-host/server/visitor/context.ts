// What a visitor handler gets: the services, the checked body and who is asking.

import { VISITOR_STATUS } from '@shared/codes';
import type { FastifyRequest } from 'fastify';
import { badRequest, notFound } from '../http/reply';
import type { Services } from '../services';
import type { Session } from '../store/sessions';

export interface VisitorContext {
  services: Services;
  /** Set for every call but the public ones: the token matched this userId. */
  userId: string;
  tenantId: string;
  request: FastifyRequest;
}

/** The visitor's latest conversation; every visitor call after chatStart has one. */
export async function latestSession({ services, userId }: VisitorContext): Promise<Session> {
  const session = await services.sessions.latest(userId);
  if (!session) throw notFound('session: none started; call chatStart first');
  return session;
}

/** The latest conversation, which must still be open. */
export async function openSession(context: VisitorContext): Promise<Session> {
  const session = await latestSession(context);
  if (session.status == VISITOR_STATUS.ended) throw badRequest('session: the chat has ended; start a new one');
  return session;
}

/** The conversation's channel; disabled or deleted since, it is unknown to the visitor's calls. */
export async function channelOfSession(context: VisitorContext, session: Session) {
  const channel = await context.services.channels.live(session.channelId);
  if (!channel) throw notFound('channelId: unknown channel');
  return channel.config;
}
