import { expect, it } from 'vitest';
import { pollEvents, signInAgent, startVisitor, useTestServer } from './harness';

const server = useTestServer();

it('a visitor transfers to an online agent and receives the joined notice and the welcome as events 1201', async () => {
  const agent = await signInAgent(server);
  const visitor = await startVisitor(server);
  const transfer = await visitor.call('transferAgent');
  expect(transfer.data.status).toBe(2);
  const poll = await pollEvents(visitor);
  expect(poll.data.msgList.map((event: { type: number }) => event.type)).toEqual([1200, 1201, 1201]);
  await agent.call('status', { online: false });
});

it('the agents call lists the team with who is online, for transfers', async () => {
  const alice = await signInAgent(server, 'alice');
  const bob = await signInAgent(server, 'bob', false);
  const { data } = await alice.call<{ list: { adminId: number; adminNick: string; online: boolean }[] }>('agents');
  expect(data.list.map((member) => [member.adminNick, member.online])).toEqual([
    ['Alice', true],
    ['Bob', false],
    ['小李', false],
  ]);
  await alice.call('status', { online: false });
  expect((await bob.call('agents')).code).toBe(200);
});
