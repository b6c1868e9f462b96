// What visitors see of the admin API's channel changes, over real HTTP with the widget's pages
// served (a stand-in build, widgetDist.ts): a save applies to the next channelInfo and page load
// at once; a disabled or deleted channel is unknown to every visitor call and its page carries
// no configuration, while agents still read its conversations by its name; allowed origins
// become frame-ancestors with 'self' (the console's preview); and where the widget was seen.
import { rmSync } from 'node:fs';
import { SIGHTING_WRITE_EVERY_MS } from '@server/visitor/sightings';
import { type ChannelSettings, type EditedChannel, VISITOR_API, type VisitorSummary } from '@shared/api';
import type { AdminCall } from '@shared/api/adminRequests';
import { WIDGET_BASE_PATH } from '@shared/frame';
import { afterAll, describe, expect, it } from 'vitest';
import { adminCall, demoSettings } from './adminHarness';
import { startVisitor, type TestAgent, useAgent, useTestServer } from './harness';
import { embeddedConfig, fakeWidgetDist } from './widgetDist';

const distDir = fakeWidgetDist();
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

const withWidget = () => useTestServer({ serveWidget: true, distDir });

describe('a saved channel, to visitors', () => {
  const server = withWidget();
  const bob = useAgent(server, 'bob', false);
  const as = <T = any>(caller: TestAgent, call: AdminCall, body: unknown) =>
    adminCall<T>(server, caller.token, call, body);
  const page = async (query: string, headers: Record<string, string> = {}) => {
    const response = await server.raw(`${WIDGET_BASE_PATH}index?${query}`, { headers });
    return { response, html: await response.text() };
  };
  let version = 1;
  const save = async (settings: ChannelSettings) => {
    const reply = await as<EditedChannel>(bob, 'saveChannel', { channelId: 'demo', version, settings });
    expect(reply.status, reply.message).toBe(200);
    version = reply.data.channel.version;
  };

  it('a new colour and greeting are in the next channelInfo and the next widget page, and in the chat a new visitor starts', async () => {
    expect(embeddedConfig((await page('channelId=demo')).html)?.mainColor).toBe('#0958d9');
    await save({ ...demoSettings('demo'), mainColor: '#237804', robotWelcomeMsg: '<p>Welcome to the new shop</p>' });
    const info = await server.post(VISITOR_API + 'channelInfo', { channelId: 'demo' });
    expect(info.data).toMatchObject({ mainColor: '#237804', robotWelcomeMsg: '<p>Welcome to the new shop</p>' });
    expect(embeddedConfig((await page('channelId=demo')).html)).toMatchObject({
      mainColor: '#237804',
      robotWelcomeMsg: '<p>Welcome to the new shop</p>',
    });
    const visitor = await startVisitor(server, 'demo', { firstPage: 1 });
    expect(visitor.start.firstPage?.list.map((message) => message.msgContent)).toContain(
      '<p>Welcome to the new shop</p>',
    );
  });

  it("allowed origins become frame-ancestors, with 'self' for the console's preview; none listed, any host may frame it", async () => {
    const csp = async () => (await page('channelId=demo')).response.headers.get('content-security-policy')!;
    expect(await csp()).not.toContain('frame-ancestors');
    await save({ ...demoSettings('demo'), allowedOrigins: ['https://shop.example', 'http://localhost:8080'] });
    expect(await csp()).toContain("frame-ancestors https://shop.example http://localhost:8080 'self'");
    await save({ ...demoSettings('demo'), allowedOrigins: [] });
    expect(await csp()).not.toContain('frame-ancestors');
  });

  it('an allowed origin that is not an origin is refused with its field', async () => {
    const reply = await as(bob, 'saveChannel', {
      channelId: 'demo',
      version,
      settings: { ...demoSettings('demo'), allowedOrigins: ['https://shop.example/checkout'] },
    });
    expect(reply).toMatchObject({ status: 400, message: expect.stringMatching(/^settings\.allowedOrigins\.0: /) });
  });
});

describe('a disabled channel, to visitors and agents', () => {
  const server = withWidget();
  const bob = useAgent(server, 'bob', false);
  const alice = useAgent(server, 'alice');
  const as = <T = any>(caller: TestAgent, call: AdminCall, body: unknown) =>
    adminCall<T>(server, caller.token, call, body);
  const unknown = { status: 404, message: 'channelId: unknown channel', data: null };

  it('is unknown to every visitor call that names it or a conversation on it, and its page carries no configuration; enabled again, it works', async () => {
    const chatting = await startVisitor(server, 'demo-human');
    const disabled = await as(bob, 'setChannelDisabled', { channelId: 'demo-human', disabled: true });
    expect(disabled.data.channel).toMatchObject({ channelId: 'demo-human', disabled: true, version: 1 });
    expect(await server.post(VISITOR_API + 'channelInfo', { channelId: 'demo-human' })).toMatchObject(unknown);
    expect(await server.post(VISITOR_API + 'chatStart', { channelId: 'demo-human' })).toMatchObject(unknown);
    expect(await server.post(VISITOR_API + 'getRobotDoc', { channelId: 'demo-human', docId: 1001 })).toMatchObject(
      unknown,
    );
    expect(
      await chatting.call('leaveMsg', { channelId: 'demo-human', customerName: 'Ann', msgContent: 'Hello there' }),
    ).toMatchObject(unknown);
    expect(await chatting.call('sendMsg', { clientId: 'c-1', msgType: 1, msgContent: 'anyone?' })).toMatchObject(
      unknown,
    );
    expect(await chatting.call('transferAgent', {})).toMatchObject(unknown);
    expect(await chatting.call('robotAsk', { question: 'shipping' })).toMatchObject(unknown);
    const { response, html } = await (async () => {
      const reply = await server.raw(`${WIDGET_BASE_PATH}index?channelId=demo-human`, {});
      return { response: reply, html: await reply.text() };
    })();
    expect(response.status).toBe(200);
    expect(embeddedConfig(html)).toBeUndefined();
    // Still the admin's to edit and list.
    const list = (await as(bob, 'channels', {})).data.list;
    expect(list.find((channel: { channelId: string }) => channel.channelId == 'demo-human').disabled).toBe(true);
    expect((await as(bob, 'channel', { channelId: 'demo-human' })).status).toBe(200);

    await as(bob, 'setChannelDisabled', { channelId: 'demo-human', disabled: false });
    expect((await server.post(VISITOR_API + 'channelInfo', { channelId: 'demo-human' })).status).toBe(200);
    expect((await chatting.call('sendMsg', { clientId: 'c-2', msgType: 1, msgContent: 'back' })).status).toBe(200);
    expect(
      embeddedConfig(await (await server.raw(`${WIDGET_BASE_PATH}index?channelId=demo-human`, {})).text()),
    ).toMatchObject({
      channelId: 'demo-human',
    });
  });

  it('deleted: gone for visitors and from the lists, its id never given again; agents still read its conversations by its name', async () => {
    const visitor = await startVisitor(server, 'demo-intl');
    expect((await visitor.call('transferAgent', { adminId: alice.adminId })).status).toBe(200);
    expect((await visitor.call('sendMsg', { clientId: 'd-1', msgType: 1, msgContent: 'keep me' })).status).toBe(200);
    expect(await as(bob, 'deleteChannel', { channelId: 'demo-intl' })).toMatchObject({
      status: 200,
      data: { channelId: 'demo-intl' },
    });
    expect(await server.post(VISITOR_API + 'channelInfo', { channelId: 'demo-intl' })).toMatchObject(unknown);
    expect(await visitor.call('sendMsg', { clientId: 'd-2', msgType: 1, msgContent: 'hello?' })).toMatchObject(unknown);
    const list = (await as(bob, 'channels', {})).data.list.map((channel: { channelId: string }) => channel.channelId);
    expect(list).not.toContain('demo-intl');
    for (const call of ['channel', 'channelVersions', 'setChannelDisabled', 'deleteChannel'] as const) {
      const body =
        call == 'setChannelDisabled' ? { channelId: 'demo-intl', disabled: false } : { channelId: 'demo-intl' };
      expect((await as(alice, call, body)).status).toBe(404);
      expect((await as(bob, call, body)).status).toBe(403);
    }
    expect(await as(bob, 'addChannel', { channelId: 'demo-intl', channelName: 'Again' })).toMatchObject({
      status: 409,
    });
    const mine = await alice.call<{ list: VisitorSummary[] }>('inbox', { box: 'mine' });
    expect(mine.data.list.find((row) => row.userId == visitor.userId)).toMatchObject({
      channelId: 'demo-intl',
      channelName: 'International',
    });
    const conversation = await alice.call('conversation', { sessionId: visitor.start.sessionId });
    expect(JSON.stringify(conversation.data)).toContain('keep me');
    // The agent may still answer and end it.
    expect(
      (await alice.call('send', { sessionId: visitor.start.sessionId, msgType: 1, content: 'still here' })).status,
    ).toBe(200);
  });
});

describe('where the widget was seen', () => {
  const server = withWidget();
  const bob = useAgent(server, 'bob', false);
  const as = <T = any>(caller: TestAgent, call: AdminCall, body: unknown) =>
    adminCall<T>(server, caller.token, call, body);
  const load = (channelId: string, host: string) =>
    server.raw(`${WIDGET_BASE_PATH}index?${new URLSearchParams({ channelId, from: 'iframe', host })}`, {});
  const sightings = async (channelId = 'demo') =>
    (await as(bob, 'channelSightings', { channelId })).data.list as {
      origin: string;
      pageUrl: string;
      loads: number;
      lastSeenAt: number;
    }[];

  it('a load names its origin; loads within a minute are counted with the next write; pages refine the origin', async () => {
    expect(await sightings()).toEqual([]);
    await load('demo', 'https://shop.example');
    expect(await sightings()).toEqual([
      { origin: 'https://shop.example', pageUrl: '', lastSeenAt: expect.any(Number), loads: 1 },
    ]);
    // Within the minute: no write (the count waits for the next).
    await load('demo', 'https://shop.example');
    await load('demo', 'https://shop.example');
    expect((await sightings())[0]!.loads).toBe(1);
    server.advance(SIGHTING_WRITE_EVERY_MS + 1);
    await load('demo', 'https://shop.example');
    expect((await sightings())[0]!.loads).toBe(4);

    // The widget tells the host page the visitor is on (chatStart, then resetInfo).
    const visitor = await startVisitor(server, 'demo', { previousUrl: 'https://shop.example/boots?size=42' });
    expect((await sightings())[0]!.pageUrl).toBe('https://shop.example/boots?size=42');
    server.advance(SIGHTING_WRITE_EVERY_MS + 1);
    expect((await visitor.call('resetInfo', { page: 'https://shop.example/checkout' })).status).toBe(200);
    expect((await sightings())[0]!.pageUrl).toBe('https://shop.example/checkout');
  });

  it("what is not exactly an origin, an origin the channel does not allow, this server's own, or a page of an origin never loaded makes no row", async () => {
    for (const host of [
      'https://shop.example/path',
      'javascript:alert(1)',
      'shop.example',
      'https://shop.example:443',
      '',
    ])
      await load('demo-zh', host);
    await load('demo-zh', server.url);
    await startVisitor(server, 'demo-zh', { previousUrl: 'https://elsewhere.example/page' });
    expect(await sightings('demo-zh')).toEqual([]);
    // A channel limited to its allowed origins records those only.
    const limited = await as(bob, 'saveChannel', {
      channelId: 'demo-human',
      version: 1,
      settings: { ...demoSettings('demo-human'), allowedOrigins: ['https://shop.example'] },
    });
    expect(limited.status, limited.message).toBe(200);
    await load('demo-human', 'https://stranger.example');
    await load('demo-human', 'https://shop.example');
    expect((await sightings('demo-human')).map((sighting) => sighting.origin)).toEqual(['https://shop.example']);
    // An unknown channel records nothing.
    await load('no-such-channel', 'https://shop.example');
    expect(await server.server.services.channelSightings.of('no-such-channel')).toEqual([]);
  });

  it('a stranger naming many origins grows no table: each channel keeps its 20 newest', async () => {
    for (let n = 0; n < 30; n++) {
      server.advance(1000);
      await load('demo-closed', `https://site-${n}.example`);
    }
    const kept = await sightings('demo-closed');
    expect(kept).toHaveLength(20);
    expect(kept[0]!.origin).toBe('https://site-29.example');
    expect(kept.map((sighting) => sighting.origin)).not.toContain('https://site-9.example');
  });
});
