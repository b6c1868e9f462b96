// Who calls: the account the `token` header names ("<adminId>.<secret>", from login), found
// before the body is read. The agent API and the admin API both ask here.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { closeIfBodyUnread } from '../http/edge';
import { unauthorized } from '../http/reply';
import type { Services } from '../services';
import type { Agent } from '../store/agents';

/**
 * Installs the check on every route of `app` but the `open` paths (sign-in, setup, password
 * links); returns how a handler reads its caller.
 */
export function requireSignedIn(
  app: FastifyInstance,
  services: Services,
  open: ReadonlySet<string>,
): (request: FastifyRequest) => Agent {
  const callers = new WeakMap<FastifyRequest, Agent>();
  app.addHook('onRequest', async (request, reply) => {
    if (open.has(request.routeOptions.url ?? '')) return;
    const token = request.headers.token;
    const [id, secret] = typeof token == 'string' ? token.split('.', 2) : [];
    const agent = id && secret ? await services.agents.byToken(Number(id), secret) : undefined;
    if (!agent) {
      closeIfBodyUnread(request, reply);
      throw unauthorized();
    }
    callers.set(request, agent);
  });
  return (request) => {
    const agent = callers.get(request);
    if (!agent) throw unauthorized();
    return agent;
  };
}
