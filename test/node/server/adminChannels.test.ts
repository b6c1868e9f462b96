// The admin API's channel calls over real HTTP on the demo (alice owns it, bob administers tenant
// demo, li answers, carol administers acme): who may call them on which channel, and that a refused
// call changes nothing; creating, saving with the field named when refused, a stale draft's 409,
// groups and their agents, versions and restoring one, duplicating, the identity secret.
import { createHmac } from 'node:crypto';
import { DEMO_VERIFIED_SECRET } from '@demo/demoChannels';
import { SEEDED_BY } from '@demo/seedDemo';
import { VERSIONS_KEPT } from '@server/store/channelVersions';
import { type ChannelSettings, type ChannelSummary, type EditedChannel, VISITOR_API } from '@shared/api';
import type { AdminCall } from '@shared/api/adminRequests';
import { defaultChannelSettings } from '@shared/channelConfig';
import { LEAVE_MSG_TYPE, MENU_TYPE } from '@shared/codes';
import { describe, expect, it } from 'vitest';
import { adminCall, demoSettings, tenantSetupState, useAdminCallers } from './adminHarness';
import { newVisitorId, type Reply, type TestAgent, useAgent, useTestServer } from './harness';

const DEMO_CHANNELS = [
  'demo',
  'demo-closed',
  'demo-human',
  'demo-human-only',
  'demo-intl',
  'demo-verified',
  'demo-workorder',
  'demo-zh',
];

/** Expects the reply refused with `status` and a message starting with `field: `. */
function expectRefused(reply: Reply, status: number, field: string) {
  expect({ status: reply.status, message: reply.message, data: reply.data }).toEqual({
    status,
    message: expect.stringMatching(new RegExp(`^${field.replaceAll('.', '\\.')}: `)),
    data: null,
  });
}

describe('who may call the channel calls on which channel', () => {
  const server = useTestServer();
  const { alice, bob, li, carol, as } = useAdminCallers(server);

  /** A call on each channel call aimed at `channelId`, each valid for its schema. */
  const onChannel = (channelId: string): [AdminCall, Record<string, unknown>][] => [
    ['channel', { channelId }],
    ['saveChannel', { channelId, version: 1, settings: demoSettings('demo') }],
    ['duplicateChannel', { channelId, channelName: 'Stolen' }],
    ['setChannelDisabled', { channelId, disabled: true }],
    ['deleteChannel', { channelId }],
    ['channelVersions', { channelId }],
    ['restoreChannel', { channelId, version: 1, restore: 1 }],
    ['rotateChannelSecret', { channelId }],
    ['channelSightings', { channelId }],
  ];

  it("an agent's token (li) gets 403 from every channel call, before anything is read, and nothing changes", async () => {
    const before = await tenantSetupState(server);
    for (const [call, body] of [
      ...onChannel('demo'),
      ['channels', {}] as const,
      ['addChannel', { channelName: 'X' }] as const,
    ]) {
      const reply = await as(li, call, body);
      expect({ call, status: reply.status, message: reply.message }).toEqual({
        call,
        status: 403,
        message: expect.stringMatching(/role/),
      });
    }
    expect(await tenantSetupState(server)).toEqual(before);
  });

  it("the admin of another tenant (carol) gets 403 on demo's channels, the same as on one that does not exist; nothing changes", async () => {
    const before = await tenantSetupState(server);
    for (const channelId of ['demo', 'demo-verified', 'no-such-channel'])
      for (const [call, body] of onChannel(channelId)) {
        const reply = await as(carol, call, body);
        expect({ call, channelId, status: reply.status, message: reply.message }).toEqual({
          call,
          channelId,
          status: 403,
          message: 'channelId: not a channel of your tenant',
        });
      }
    for (const [call, body] of [
      ['channels', { tenantId: 'demo' }],
      ['addChannel', { tenantId: 'demo', channelName: 'Planted' }],
    ] as const)
      expectRefused(await as(carol, call, body), 403, 'tenantId');
    expect(await tenantSetupState(server)).toEqual(before);
  });

  it('an owner hears that an unknown channel is unknown (404); bob, admin of demo, lists and reads only demo', async () => {
    expectRefused(await as(alice, 'channel', { channelId: 'no-such-channel' }), 404, 'channelId');
    const list = await as<{ list: ChannelSummary[] }>(bob, 'channels', {});
    expect(list.data.list.map((channel) => channel.channelId)).toEqual(DEMO_CHANNELS);
    expect(list.data.list[0]).toEqual({
      channelId: 'demo',
      tenantId: 'demo',
      channelName: 'Northwind shop',
      mainColor: '#0958d9',
      language: 'en',
      disabled: false,
      version: 1,
      updatedAt: expect.any(Number),
      updatedBy: SEEDED_BY,
    });
    expect((await as(carol, 'channels', {})).data.list).toEqual([]);
    // The owner reads any tenant's.
    expect((await as(alice, 'channels', { tenantId: 'acme' })).data.list).toEqual([]);
  });

  it("channel answers the seeded settings, the groups' agents named, and whether it has a secret (never the secret)", async () => {
    const demo = await as<EditedChannel>(bob, 'channel', { channelId: 'demo' });
    expect(demo.data.settings).toEqual(demoSettings('demo'));
    expect(demo.data.settings.groupList).toEqual([
      { groupId: 1, groupName: 'Orders & shipping', adminIds: [101, 103] },
      { groupId: 2, groupName: 'Returns & warranty', adminIds: [101, 102, 103] },
    ]);
    expect(demo.data.hasSecret).toBe(false);
    const verified = await as<EditedChannel>(bob, 'channel', { channelId: 'demo-verified' });
    expect(verified.data.hasSecret).toBe(true);
    expect(JSON.stringify(verified.data)).not.toContain(DEMO_VERIFIED_SECRET);
  });
});

describe('addChannel', () => {
  const server = useTestServer();
  const bob = useAgent(server, 'bob', false);
  const alice = useAgent(server, 'alice', false);
  const as = <T = any>(caller: TestAgent, call: AdminCall, body: unknown) =>
    adminCall<T>(server, caller.token, call, body);

  it("makes the channel from the product's defaults and the walk-through's answers, working for visitors at once", async () => {
    const added = await as<EditedChannel>(bob, 'addChannel', {
      channelName: 'Café Élan',
      mainColor: '#7c3aed',
      language: 'fr',
      robotWelcomeMsg: '<p>Bonjour !</p>',
    });
    expect(added.status, added.message).toBe(200);
    expect(added.data.channel).toMatchObject({
      channelId: 'cafe-elan',
      tenantId: 'demo',
      version: 1,
      updatedBy: 'bob',
    });
    expect(added.data.settings).toEqual({
      ...defaultChannelSettings('Café Élan'),
      mainColor: '#7c3aed',
      cusColor: '#7c3aed',
      navigationBarColor: '#7c3aed',
      language: 'fr',
      robotWelcomeMsg: '<p>Bonjour !</p>',
    });
    const info = await server.post(VISITOR_API + 'channelInfo', { channelId: 'cafe-elan' });
    expect(info.data).toMatchObject({ channelId: 'cafe-elan', tenantId: 'demo', mainColor: '#7c3aed', language: 'fr' });
    const start = await server.post(VISITOR_API + 'chatStart', { channelId: 'cafe-elan', userId: newVisitorId() });
    expect(start.status).toBe(200);
    const versions = await as(bob, 'channelVersions', { channelId: 'cafe-elan' });
    expect(versions.data.list).toEqual([
      { version: 1, savedAt: expect.any(Number), savedBy: 'bob', changed: Object.keys(added.data.settings) },
    ]);
  });

  it('an id made from a name is made unique; a name with no Latin letters gets `channel`; a given id that is taken answers 409', async () => {
    const again = await as<EditedChannel>(bob, 'addChannel', { channelName: 'Café Élan' });
    expect(again.data.channel.channelId).toBe('cafe-elan-2');
    expect((await as<EditedChannel>(bob, 'addChannel', { channelName: '北风' })).data.channel.channelId).toBe(
      'channel',
    );
    expect((await as<EditedChannel>(bob, 'addChannel', { channelName: '南风' })).data.channel.channelId).toBe(
      'channel-2',
    );
    const long = await as<EditedChannel>(bob, 'addChannel', { channelName: 'A'.repeat(80) });
    expect(long.data.channel.channelId).toBe('a'.repeat(40));
    const longAgain = await as<EditedChannel>(bob, 'addChannel', { channelName: 'A'.repeat(80) });
    expect(longAgain.data.channel.channelId).toBe(`${'a'.repeat(38)}-2`);
    const before = await tenantSetupState(server);
    expect(await as(bob, 'addChannel', { channelId: 'demo', channelName: 'Mine now' })).toMatchObject({
      status: 409,
      message: 'channelId: is taken',
    });
    expect(await tenantSetupState(server)).toEqual(before);
    const given = await as<EditedChannel>(bob, 'addChannel', { channelId: 'Shop_2', channelName: 'Shop two' });
    expect(given.data.channel.channelId).toBe('Shop_2');
  });

  it('an owner adds one to any tenant; bad input is refused with its field', async () => {
    expect((await as(alice, 'addTenant', { tenantId: 'globex', name: 'Globex' })).status).toBe(200);
    const added = await as<EditedChannel>(alice, 'addChannel', { tenantId: 'globex', channelName: 'Globex' });
    expect(added.data.channel).toMatchObject({ channelId: 'globex', tenantId: 'globex' });
    expectRefused(await as(bob, 'addChannel', { channelName: '' }), 400, 'channelName');
    expectRefused(await as(bob, 'addChannel', { channelName: 'x', mainColor: 'red' }), 400, 'mainColor');
    expectRefused(await as(bob, 'addChannel', { channelName: 'x', language: 'xx' }), 400, 'language');
    expectRefused(await as(bob, 'addChannel', { channelName: 'x', channelId: 'no spaces' }), 400, 'channelId');
    expectRefused(await as(bob, 'addChannel', { channelName: 'x', colour: '#ffffff' }), 400, 'colour');
  });
});

describe('saveChannel', () => {
  const server = useTestServer();
  const bob = useAgent(server, 'bob', false);
  const alice = useAgent(server, 'alice', false);
  const as = <T = any>(caller: TestAgent, call: AdminCall, body: unknown) =>
    adminCall<T>(server, caller.token, call, body);
  let version = 1;
  const save = (settings: ChannelSettings, at = version) =>
    as<EditedChannel>(bob, 'saveChannel', { channelId: 'demo', version: at, settings });
  const current = async () => (await as<EditedChannel>(bob, 'channel', { channelId: 'demo' })).data;

  it('saves every setting as the next version; the widget reads it at once', async () => {
    const settings = { ...demoSettings('demo'), mainColor: '#cf1322', robotWelcomeMsg: '<p>Hello again</p>' };
    const saved = await save(settings);
    expect(saved.status, saved.message).toBe(200);
    expect(saved.data.channel).toMatchObject({ version: 2, updatedBy: 'bob', mainColor: '#cf1322' });
    expect(saved.data.settings).toEqual(settings);
    version = 2;
    expect((await current()).settings).toEqual(settings);
    const info = await server.post(VISITOR_API + 'channelInfo', { channelId: 'demo' });
    expect(info.data).toMatchObject({ mainColor: '#cf1322', robotWelcomeMsg: '<p>Hello again</p>' });
    // The FAQ menu's questions come from the knowledge base, in the order of the ids.
    expect(info.data.faqList.map((entry: { docId: number }) => entry.docId)).toEqual(settings.faqMenu.docIds);
    expect(info.data.faqList[0].question).toMatch(/\w/);
  });

  it('a change that would break the widget is refused with its field named, and changes nothing', async () => {
    const base = (await current()).settings;
    const menus = [...base.chatMenuConfigList];
    menus[2] = { id: 3, menuType: MENU_TYPE.openLink, menuName: 'Broken', labelLink: 'javascript:alert(1)' };
    const tries: [Partial<ChannelSettings> | Record<string, unknown>, number, string, string?][] = [
      [{ chatMenuConfigList: menus }, 400, 'chatMenuConfigList.2.labelLink', 'a link needs an http(s) URL'],
      [{ mainColor: 'red' }, 400, 'settings.mainColor'],
      [{ mainWidth: 5000 }, 400, 'settings.mainWidth'],
      [{ leaveMsgType: LEAVE_MSG_TYPE.workOrder, leaveMsgWoType: 99 }, 400, 'leaveMsgWoType'],
      [{ faqMenu: { showType: 1, docIds: [1001, 424242] } }, 400, 'faqMenu.docIds.1'],
      [
        { groupList: [{ groupId: 1, groupName: 'Orders', adminIds: [101, 999] }] },
        400,
        'groupList.0.adminIds.1',
        'not an account of this tenant',
      ],
      [{ identityVerification: true }, 400, 'identityVerification', 'generate a secret first'],
      [{ workingHours: { timeZone: 'Mars/Olympus', week: [], closedDates: [] } }, 400, 'workingHours.timeZone'],
      [{ unknownField: 1 }, 400, 'unknownField'],
    ];
    const before = await tenantSetupState(server);
    for (const [patch, status, field, words] of tries) {
      const reply = await save({ ...base, ...patch } as ChannelSettings);
      expectRefused(reply, status, field);
      if (words) expect(reply.message).toBe(`${field}: ${words}`);
    }
    expect(await tenantSetupState(server)).toEqual(before);
  });

  it('a work-order type of the tenant and documents of its knowledge base are accepted', async () => {
    const base = (await current()).settings;
    const saved = await save({
      ...base,
      leaveMsgType: LEAVE_MSG_TYPE.workOrder,
      leaveMsgWoType: 1,
      faqMenu: { showType: 1, docIds: [1002, 1001] },
    });
    expect(saved.status, saved.message).toBe(200);
    version = saved.data.channel.version;
  });

  it('a save over a newer version (another tab) answers 409 and loses nothing', async () => {
    const mine = { ...(await current()).settings, titleDesc: 'Saved first' };
    const first = await save(mine);
    expect(first.status).toBe(200);
    const before = await tenantSetupState(server);
    const stale = await save({ ...mine, titleDesc: 'From a stale tab' }, version);
    expect(stale).toMatchObject({ status: 409, message: expect.stringMatching(/^version: /), data: null });
    expect(await tenantSetupState(server)).toEqual(before);
    expect((await current()).settings.titleDesc).toBe('Saved first');
    version = first.data.channel.version;
  });

  it("groups with id 0 get new ids of the tenant; each group's adminIds become those accounts' groups", async () => {
    const base = (await current()).settings;
    const saved = await save({
      ...base,
      groupList: [
        { groupId: 1, groupName: 'Orders & shipping', adminIds: [101] },
        { groupId: 2, groupName: 'Returns & warranty', adminIds: [101, 102, 103] },
        { groupId: 0, groupName: 'VIP', adminIds: [103] },
        { groupId: 0, groupName: 'Wholesale', adminIds: [102, 103] },
      ],
    });
    expect(saved.status, saved.message).toBe(200);
    version = saved.data.channel.version;
    // demo-zh's group 3 is the tenant's too (li's): new ids come after it.
    expect(saved.data.settings.groupList.map((group) => [group.groupId, group.groupName])).toEqual([
      [1, 'Orders & shipping'],
      [2, 'Returns & warranty'],
      [4, 'VIP'],
      [5, 'Wholesale'],
    ]);
    const groupsOf = async () =>
      Object.fromEntries(
        (await as(alice, 'accounts', {})).data.list.map((account: { login: string; groupIds: number[] }) => [
          account.login,
          [...account.groupIds].sort(),
        ]),
      );
    // li left group 1, kept 3 (another channel's), joined 4 and 5; bob joined 5.
    expect(await groupsOf()).toEqual({ alice: [1, 2], bob: [2, 5], li: [2, 3, 4, 5] });
    expect((await current()).settings.groupList).toEqual(saved.data.settings.groupList);
    // The widget's groups carry names and ids, never who answers in them.
    const info = await server.post(VISITOR_API + 'channelInfo', { channelId: 'demo' });
    expect(info.data.groupList).toEqual([
      { groupId: 1, groupName: 'Orders & shipping' },
      { groupId: 2, groupName: 'Returns & warranty' },
      { groupId: 4, groupName: 'VIP' },
      { groupId: 5, groupName: 'Wholesale' },
    ]);
    const tenantGroups = await as(bob, 'groups', {});
    expect(tenantGroups.data.list).toContainEqual({ groupId: 4, groupName: 'VIP', channelIds: ['demo'] });
    expect(tenantGroups.data.list).toContainEqual({ groupId: 3, groupName: '中文客服', channelIds: ['demo-zh'] });
    expect(tenantGroups.data.list.find((group: { groupId: number }) => group.groupId == 1).channelIds).toContain(
      'demo-human',
    );
    // Removed from this channel, a group keeps its agents (other channels may list it).
    const fewer = await save({ ...saved.data.settings, groupList: saved.data.settings.groupList.slice(0, 2) });
    expect(fewer.status).toBe(200);
    version = fewer.data.channel.version;
    expect((await groupsOf()).li).toEqual([2, 3, 4, 5]);
  });
});

describe('versions and restoring one', () => {
  const server = useTestServer();
  const bob = useAgent(server, 'bob', false);
  const alice = useAgent(server, 'alice', false);
  const as = <T = any>(caller: TestAgent, call: AdminCall, body: unknown) =>
    adminCall<T>(server, caller.token, call, body);

  it('each save records who, when and which fields; the newest first, the last 20 kept', async () => {
    const base = demoSettings('demo-human');
    const saved = async (caller: TestAgent, version: number, settings: ChannelSettings) => {
      const reply = await as<EditedChannel>(caller, 'saveChannel', { channelId: 'demo-human', version, settings });
      expect(reply.status, reply.message).toBe(200);
      return reply.data.channel.version;
    };
    let version = await saved(bob, 1, { ...base, mainColor: '#111111', titleDesc: 'Two' });
    version = await saved(alice, version, { ...base, mainColor: '#111111', titleDesc: 'Two', receiveMode: 0 });
    const list = (await as(bob, 'channelVersions', { channelId: 'demo-human' })).data.list;
    expect(list).toEqual([
      { version: 3, savedAt: expect.any(Number), savedBy: 'alice', changed: ['receiveMode'] },
      { version: 2, savedAt: expect.any(Number), savedBy: 'bob', changed: ['mainColor', 'titleDesc'] },
      { version: 1, savedAt: expect.any(Number), savedBy: SEEDED_BY, changed: Object.keys(base) },
    ]);
    for (let n = 0; n < VERSIONS_KEPT + 2; n++)
      version = await saved(bob, version, { ...base, titleDesc: `Save ${n}` });
    const kept = (await as(bob, 'channelVersions', { channelId: 'demo-human' })).data.list;
    expect(kept).toHaveLength(VERSIONS_KEPT);
    expect(kept[0].version).toBe(version);
    expect(kept.map((entry: { version: number }) => entry.version)).toEqual(
      Array.from({ length: VERSIONS_KEPT }, (_, index) => version - index),
    );
    // A version no longer kept cannot be restored.
    expectRefused(await as(bob, 'restoreChannel', { channelId: 'demo-human', version, restore: 1 }), 400, 'restore');
  });

  it("restore saves an earlier version's settings as the newest, the same 409 rule on `version`", async () => {
    const base = demoSettings('demo');
    const two = await as<EditedChannel>(bob, 'saveChannel', {
      channelId: 'demo',
      version: 1,
      settings: { ...base, mainColor: '#222222', robotName: 'Robo' },
    });
    expect(two.data.channel.version).toBe(2);
    const before = await tenantSetupState(server);
    const stale = await as(bob, 'restoreChannel', { channelId: 'demo', version: 1, restore: 1 });
    expect(stale).toMatchObject({ status: 409, data: null });
    expect(await tenantSetupState(server)).toEqual(before);
    const restored = await as<EditedChannel>(bob, 'restoreChannel', { channelId: 'demo', version: 2, restore: 1 });
    expect(restored.status, restored.message).toBe(200);
    expect(restored.data.channel.version).toBe(3);
    expect(restored.data.settings).toEqual(base);
    const info = await server.post(VISITOR_API + 'channelInfo', { channelId: 'demo' });
    expect(info.data).toMatchObject({ mainColor: base.mainColor, robotName: base.robotName });
    const list = (await as(bob, 'channelVersions', { channelId: 'demo' })).data.list;
    expect(list[0]).toMatchObject({ version: 3, savedBy: 'bob', changed: ['mainColor', 'robotName'] });
    expectRefused(await as(bob, 'restoreChannel', { channelId: 'demo', version: 3, restore: 99 }), 400, 'restore');
  });
});

describe('duplicating, and the identity secret', () => {
  const server = useTestServer();
  const bob = useAgent(server, 'bob', false);
  const as = <T = any>(caller: TestAgent, call: AdminCall, body: unknown) =>
    adminCall<T>(server, caller.token, call, body);
  const userHash = (userId: string, secret: string) => createHmac('sha256', secret).update(userId).digest('hex');
  const startSigned = (channelId: string, userId: string, secret: string) =>
    server.post(VISITOR_API + 'chatStart', { channelId, userId, userHash: userHash(userId, secret) });

  it('a copy has every setting but the secret: it verifies no identity until it has its own', async () => {
    const copy = await as<EditedChannel>(bob, 'duplicateChannel', {
      channelId: 'demo-verified',
      channelName: 'Signed-in customers (copy)',
    });
    expect(copy.status, copy.message).toBe(200);
    expect(copy.data.channel).toMatchObject({ channelId: 'signed-in-customers-copy', version: 1 });
    expect(copy.data.hasSecret).toBe(false);
    expect(copy.data.settings).toEqual({
      ...demoSettings('demo-verified'),
      channelName: 'Signed-in customers (copy)',
      identityVerification: false,
    });
    expect((await startSigned('signed-in-customers-copy', 'customer-1', DEMO_VERIFIED_SECRET)).status).toBe(403);
    const named = await as<EditedChannel>(bob, 'duplicateChannel', {
      channelId: 'demo',
      channelName: 'Shop B',
      newChannelId: 'shop-b',
    });
    expect(named.data.channel.channelId).toBe('shop-b');
    expect(
      await as(bob, 'duplicateChannel', { channelId: 'demo', channelName: 'x', newChannelId: 'shop-b' }),
    ).toMatchObject({ status: 409, message: 'channelId: is taken' });
  });

  it('rotateChannelSecret answers a new secret once: it signs identities at once, the old one stops', async () => {
    expect((await startSigned('demo-verified', 'customer-2', DEMO_VERIFIED_SECRET)).status).toBe(200);
    const rotated = await as<{ secret: string }>(bob, 'rotateChannelSecret', { channelId: 'demo-verified' });
    expect(rotated.status).toBe(200);
    const { secret } = rotated.data;
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await startSigned('demo-verified', 'customer-3', DEMO_VERIFIED_SECRET)).status).toBe(403);
    expect((await startSigned('demo-verified', 'customer-3', secret)).status).toBe(200);
    // No call answers it again.
    const edited = await as(bob, 'channel', { channelId: 'demo-verified' });
    expect(JSON.stringify(edited.data)).not.toContain(secret);
    expect(edited.data.hasSecret).toBe(true);
    const again = (await as<{ secret: string }>(bob, 'rotateChannelSecret', { channelId: 'demo-verified' })).data;
    expect(again.secret).not.toBe(secret);
  });

  it('identity verification turns on once the channel has a secret', async () => {
    const settings = { ...demoSettings('demo'), identityVerification: true };
    expectRefused(
      await as(bob, 'saveChannel', { channelId: 'demo', version: 1, settings }),
      400,
      'identityVerification',
    );
    const { secret } = (await as(bob, 'rotateChannelSecret', { channelId: 'demo' })).data;
    const saved = await as<EditedChannel>(bob, 'saveChannel', { channelId: 'demo', version: 1, settings });
    expect(saved.status, saved.message).toBe(200);
    expect(saved.data.hasSecret).toBe(true);
    // A host-chosen id must now be signed.
    expect((await server.post(VISITOR_API + 'chatStart', { channelId: 'demo', userId: 'customer-9' })).status).toBe(
      403,
    );
    expect((await startSigned('demo', 'customer-9', secret)).status).toBe(200);
  });
});
