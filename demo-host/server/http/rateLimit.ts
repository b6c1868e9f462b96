// Counts a call per minute under a key of the route's choosing (who is calling, or from
// where), with @fastify/rate-limit's store; over the limit the call answers 429 before its
// body is read. Each counter remembers REMEMBERED_KEYS keys, least recently used out first.
import { type CreateRateLimitOptions, normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { tooManyRequests } from './reply';

const RATE_WINDOW_MS = 60_000;
/** About 100 bytes each: 5 MB per counter at most. */
const REMEMBERED_KEYS = 50_000;

/** The client's address; an IPv6 address counts by its /64, which one household or phone holds. */
export const addressOf = (request: FastifyRequest) => normalizeIP(request.ip);

export type Limit = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

export function perMinute(
  app: FastifyInstance,
  max: number,
  key: (request: FastifyRequest) => string,
  exempt: (request: FastifyRequest) => boolean = () => false,
): Limit {
  // `cache` is read by the store of each limiter (store.child) though its type omits it.
  const options: CreateRateLimitOptions & { cache: number } = {
    max,
    timeWindow: RATE_WINDOW_MS,
    keyGenerator: key,
    allowList: (request) => exempt(request),
    cache: REMEMBERED_KEYS,
  };
  const count = app.createRateLimit(options);
  return async (request, reply) => {
    const result = await count(request);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header('retry-after', result.ttlInSeconds);
    throw tooManyRequests(`too many requests: at most ${max} a minute; retry in ${result.ttlInSeconds} s`);
  };
}
