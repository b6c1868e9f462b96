// Signing in restores the agent's own last choice, online or away (docs/console.md),
// kept on the server per agent: the sweep that takes a gone console offline, a new sign-in
// or a restart does not forget it. An agent who never chose starts away.

import { DEFAULT_AGENT_PASSWORD } from '@demo/seedDemo';
import { AGENT_GONE_MS } from '@server/store/agents';
import { AGENT_API, type SignedInAgent } from '@shared/api';
import { VISITOR_STATUS } from '@shared/codes';
import { describe, expect, it } from 'vitest';
import { signInAgent, startVisitor, sweepNow, useTestServer } from './harness';

const server = useTestServer();
const isOnline = async (adminId: number) => (await server.server.services.agents.get(adminId))!.online;
const login = async (name: string) =>
  (await server.post<SignedInAgent>(AGENT_API + 'login', { login: name, password: DEFAULT_AGENT_PASSWORD })).data;

describe('the agent’s presence at sign-in', () => {
  it('online, then the console gone (swept offline): the next sign-in is online again, and the queue reaches the agent', async () => {
    const alice = await signInAgent(server, 'alice');
    server.advance(AGENT_GONE_MS + 1000);
    await sweepNow(server.server.services);
    expect(await isOnline(alice.adminId)).toBe(false);

    const again = await login('alice');
    expect(again.online).toBe(true);
    expect(await isOnline(alice.adminId)).toBe(true);
    // Online in earnest: a visitor asking for a person reaches her.
    const visitor = await startVisitor(server, 'demo');
    expect((await visitor.call('transferAgent', { groupId: 1 })).data).toMatchObject({
      status: VISITOR_STATUS.agent,
      adminId: alice.adminId,
    });
    await server.post(AGENT_API + 'end', { sessionId: visitor.start.sessionId }, again.token);
  });

  it('away by choice stays away at the next sign-in; an agent who never chose starts away', async () => {
    const bob = await signInAgent(server, 'bob');
    await bob.call('status', { online: false });
    expect((await login('bob')).online).toBe(false);
    expect(await isOnline(bob.adminId)).toBe(false);
    expect((await login('li')).online).toBe(false);
  });

  it('the choice outlives a restart', async () => {
    const alice = await signInAgent(server, 'alice');
    const bob = await signInAgent(server, 'bob');
    await bob.call('status', { online: false });
    await server.restart();
    server.advance(AGENT_GONE_MS + 1000);
    await sweepNow(server.server.services);
    expect((await login('alice')).online).toBe(true);
    expect((await login('bob')).online).toBe(false);
    expect(await isOnline(alice.adminId)).toBe(true);
  });
});
