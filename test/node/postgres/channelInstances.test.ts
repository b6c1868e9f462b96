// A channel saved through one instance applies on every instance at once (docs/operating.md#several-instances-on-postgresql):
// each instance keeps its channels parsed, and every save, disable or delete tells every
// instance through the database to drop its copy, so the other instance's next channelInfo
// and widget page read it anew, with no restart.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ChannelConfig, VISITOR_API } from '@shared/api';
import { WIDGET_BASE_PATH } from '@shared/frame';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCall, demoSettings } from '../server/adminHarness';
import { signInAgent, type TestAgent, type TestServer } from '../server/harness';
import { embeddedConfig } from '../server/widgetDist';
import { dropDatabase, freshDatabase } from './databases';
import { type Instance, startInstance } from './instances';

/** How soon the other instance must see a change: the notification's trip, with room for a loaded machine. */
const SEEN_WITHIN_MS = 2_000;

let databaseUrl: string;
let dir: string;
let a: Instance;
let b: Instance;
let bob: TestAgent;

beforeAll(async () => {
  databaseUrl = await freshDatabase();
  dir = mkdtempSync(join(tmpdir(), 'chat-online-channels-'));
  const places = { databaseUrl, filesDir: join(dir, 'files') };
  a = await startInstance({ ...places, dataDir: join(dir, 'a') });
  b = await startInstance({ ...places, dataDir: join(dir, 'b') });
  bob = await signInAgent(a as unknown as TestServer, 'bob', false);
});

afterAll(async () => {
  await Promise.all([a?.close(), b?.close()]);
  if (databaseUrl) await dropDatabase(databaseUrl);
  rmSync(dir, { recursive: true, force: true });
});

const channelInfo = async (instance: Instance, channelId = 'demo') =>
  instance.post<ChannelConfig>(VISITOR_API + 'channelInfo', { channelId });
const pageConfig = async (instance: Instance, channelId = 'demo') =>
  embeddedConfig(await (await instance.raw(`${WIDGET_BASE_PATH}index?channelId=${channelId}`, {})).text());

describe('a channel changed through one instance', () => {
  it("is read anew by the other's channelInfo and widget page, without a restart", async () => {
    // B has read (and keeps) the channel as seeded.
    expect((await channelInfo(b)).data.mainColor).toBe('#0958d9');
    expect((await pageConfig(b))?.mainColor).toBe('#0958d9');
    const saved = await adminCall(a, bob.token, 'saveChannel', {
      channelId: 'demo',
      version: 1,
      settings: { ...demoSettings('demo'), mainColor: '#531dab', robotWelcomeMsg: '<p>Saved on A</p>' },
    });
    expect(saved.status, saved.message).toBe(200);
    await expect
      .poll(async () => (await channelInfo(b)).data.mainColor, { timeout: SEEN_WITHIN_MS, interval: 20 })
      .toBe('#531dab');
    expect(await pageConfig(b)).toMatchObject({ mainColor: '#531dab', robotWelcomeMsg: '<p>Saved on A</p>' });
  });

  it('disabled on A is unknown on B at once, and enabled again it is back; so for a deleted one', async () => {
    expect((await channelInfo(b, 'demo-human')).status).toBe(200);
    expect(
      (await adminCall(a, bob.token, 'setChannelDisabled', { channelId: 'demo-human', disabled: true })).status,
    ).toBe(200);
    await expect.poll(async () => (await channelInfo(b, 'demo-human')).status, { timeout: SEEN_WITHIN_MS }).toBe(404);
    expect(await pageConfig(b, 'demo-human')).toBeUndefined();
    await adminCall(a, bob.token, 'setChannelDisabled', { channelId: 'demo-human', disabled: false });
    await expect.poll(async () => (await channelInfo(b, 'demo-human')).status, { timeout: SEEN_WITHIN_MS }).toBe(200);

    expect((await channelInfo(b, 'demo-intl')).status).toBe(200);
    expect((await adminCall(a, bob.token, 'deleteChannel', { channelId: 'demo-intl' })).status).toBe(200);
    await expect.poll(async () => (await channelInfo(b, 'demo-intl')).status, { timeout: SEEN_WITHIN_MS }).toBe(404);
  });

  it('a save through B over the version A just saved answers 409 there', async () => {
    const stale = await adminCall(b, bob.token, 'saveChannel', {
      channelId: 'demo',
      version: 1,
      settings: demoSettings('demo'),
    });
    expect(stale.status).toBe(409);
    expect((await channelInfo(a)).data.mainColor).toBe('#531dab');
  });
});
