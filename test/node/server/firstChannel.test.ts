// An empty product is usable: on the product alone (no demo, no channel), the first owner's
// first channel from the walk-through's answers works for a visitor at once: its greeting, a
// rating form (the product's default), a leave message; leave messages as work orders wait
// for a type of the tenant's own.
import { prepareFirstStart } from '@server/accounts/setup';
import { DEFAULT_EVALUATE_CONFIG } from '@server/store/evaluations';
import { AGENT_API, type EditedChannel, type SignedInAgent, VISITOR_API } from '@shared/api';
import { LEAVE_MSG_TYPE } from '@shared/codes';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminCall, agentFrom, GOOD_PASSWORD, linkToken } from './adminHarness';
import { startVisitor, type TestAgent, useTestServer } from './harness';

const server = useTestServer({ plugins: [] });
let ada: TestAgent;

beforeAll(async () => {
  const start = await prepareFirstStart(server.server.services);
  if (start.state != 'setupLink') throw new Error('expected a setup link, got ' + start.state);
  const token = linkToken(start.link(server.url));
  ada = agentFrom(
    server,
    await server.post<SignedInAgent>(AGENT_API + 'setup', {
      token,
      login: 'ada',
      name: 'Ada',
      password: GOOD_PASSWORD,
      organisation: 'Analytical',
    }),
  );
});

describe("the first owner's first channel", () => {
  let channel: EditedChannel;

  it('starts with none, and the walk-through makes one that visitors can chat on at once', async () => {
    expect((await adminCall(server, ada.token, 'channels', {})).data.list).toEqual([]);
    const added = await adminCall<EditedChannel>(server, ada.token, 'addChannel', {
      channelName: 'Analytical Engines',
      mainColor: '#0e7490',
      language: 'en',
      robotWelcomeMsg: '<p>Welcome to Analytical Engines</p>',
    });
    expect(added.status, added.message).toBe(200);
    channel = added.data;
    const { channelId } = channel.channel;
    expect(channelId).toBe('analytical-engines');
    const info = await server.post(VISITOR_API + 'channelInfo', { channelId });
    expect(info.data).toMatchObject({ mainColor: '#0e7490', robotWelcomeMsg: '<p>Welcome to Analytical Engines</p>' });
    const visitor = await startVisitor(server, channelId, { firstPage: 1 });
    expect(visitor.start.firstPage?.list.map((message) => message.msgContent)).toContain(
      '<p>Welcome to Analytical Engines</p>',
    );
    expect((await visitor.call('getEvaluateInfo', {})).data).toEqual(DEFAULT_EVALUATE_CONFIG);
    const left = await visitor.call('leaveMsg', {
      channelId,
      customerName: 'Charles',
      customerEmail: 'charles@example.com',
      msgContent: 'Do you ship difference engines?',
    });
    expect(left.status, left.message).toBe(200);
  });

  it('leave messages as work orders need a work-order type of the tenant, made through the admin API', async () => {
    const { channelId, version } = channel.channel;
    const asWorkOrders = { ...channel.settings, leaveMsgType: LEAVE_MSG_TYPE.workOrder, leaveMsgWoType: 1 };
    expect(
      await adminCall(server, ada.token, 'saveChannel', { channelId, version, settings: asWorkOrders }),
    ).toMatchObject({ status: 400, message: expect.stringMatching(/^leaveMsgWoType: /) });
    const type = await adminCall(server, ada.token, 'saveWorkOrderType', { typeId: 0, name: 'Enquiry' });
    expect(type.data).toEqual({ typeId: 1, name: 'Enquiry', templateId: null });
    const saved = await adminCall(server, ada.token, 'saveChannel', { channelId, version, settings: asWorkOrders });
    expect(saved.status, saved.message).toBe(200);
    expect((await server.post(VISITOR_API + 'channelInfo', { channelId })).data.leaveMsgType).toBe(2);
  });
});
