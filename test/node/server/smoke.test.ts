import { afterAll, beforeAll, expect, it } from 'vitest';
import { pollEvents, signInAgent, startTestServer, startVisitor, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

it('a visitor transfers to an online agent and receives the welcome as event 1201', async () => {
  const agent = await signInAgent(server);
  const visitor = await startVisitor(server);
  const transfer = await visitor.call('transferAgent');
  expect(transfer.data.status).toBe(2);
  const poll = await pollEvents(visitor);
  expect(poll.data.msgList.map((event: { type: number }) => event.type)).toEqual([1200, 1201]);
  await agent.call('status', { online: false });
});
