// Agent presence (docs/operating.md#several-instances-on-postgresql): the console's poll of its events is the agent's heartbeat. An
// online agent unseen for AGENT_GONE_MS (the console closed, the network gone) goes offline in
// the sweep, and the team's consoles are told; one whose console polls stays online however
// long the quiet. An instance that dies takes no agent along: the next poll, on any instance,
// is the heartbeat.

import { AGENT_GONE_MS, AGENT_SEEN_EVERY_MS } from '@server/store/agents';
import type { AgentEvent } from '@shared/api';
import { describe, expect, it } from 'vitest';
import { signInAgent, sweepNow, useTestServer } from './harness';

const server = useTestServer();
const isOnline = async (adminId: number) => (await server.server.services.agents.get(adminId))!.online;

describe('agent presence', () => {
  it('an agent whose console polls stays online through any quiet; one that stops polling goes offline after AGENT_GONE_MS', async () => {
    const alice = await signInAgent(server, 'alice');
    const bob = await signInAgent(server, 'bob');
    const cursor = (await bob.call<{ lastEventId: number }>('events', {})).data.lastEventId;
    for (let passed = 0; passed <= AGENT_GONE_MS; passed += AGENT_SEEN_EVERY_MS) {
      server.advance(AGENT_SEEN_EVERY_MS);
      await bob.call('events', { lastEventId: cursor });
      await sweepNow(server.server.services);
    }
    expect(await isOnline(bob.adminId)).toBe(true);
    expect(await isOnline(alice.adminId)).toBe(false);
    // Bob's console hears of it.
    const events = (await bob.call<{ events: AgentEvent[] }>('events', { lastEventId: cursor })).data.events;
    expect(events.some((event) => event.kind == 'queue')).toBe(true);
  });

  it('just short of AGENT_GONE_MS an unseen agent is still online; going online again counts as seen', async () => {
    const li = await signInAgent(server, 'li');
    server.advance(AGENT_GONE_MS - 1000);
    await sweepNow(server.server.services);
    expect(await isOnline(li.adminId)).toBe(true);
    server.advance(2000);
    await sweepNow(server.server.services);
    expect(await isOnline(li.adminId)).toBe(false);
    await li.call('status', { online: true });
    await sweepNow(server.server.services);
    expect(await isOnline(li.adminId)).toBe(true);
  });
});
