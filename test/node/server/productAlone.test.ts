// The product alone (npm run serve) as an operator starts it: no demo channel, no account, no
// known password. Its first owner comes from the one-time setup link it prints, or from
// OWNER_LOGIN and OWNER_PASSWORD; a weak or published OWNER_PASSWORD, or a database the demo
// seeded, stops the start with a sentence naming the cause. Real processes of
// dist/server/main.js (run npm run build first) on the project's engine, then the same rules
// in-process where that is cheaper.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_AGENT_PASSWORD } from '@demo/seedDemo';
import { createFirstOwner, FIRST_TENANT_ID, prepareFirstStart } from '@server/accounts/setup';
import { agentCard } from '@server/store/agents';
import { SETUP_LINK_FRAGMENT } from '@shared/accounts';
import { AGENT_API, type SignedInAgent, VISITOR_API } from '@shared/api';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dropDatabase, freshDatabase, onPostgres } from '../postgres/databases';
import { type Instance, type InstancePlaces, startInstance } from '../postgres/instances';
import { accountsState, adminCall, agentFrom, GOOD_PASSWORD, linkToken, login, signIn } from './adminHarness';
import { startTestServer, type TestServer, useTestServer } from './harness';

/** A data dir (and on PostgreSQL a database) no server has used yet. */
async function freshPlaces(): Promise<InstancePlaces> {
  const dataDir = mkdtempSync(join(tmpdir(), 'chat-online-product-'));
  return {
    dataDir,
    filesDir: join(dataDir, 'uploads'),
    databaseUrl: onPostgres() ? await freshDatabase() : undefined,
  };
}

async function removePlaces(places: InstancePlaces) {
  if (places.databaseUrl) await dropDatabase(places.databaseUrl);
  rmSync(places.dataDir, { recursive: true, force: true });
}

const SETUP_LINK = new RegExp(`http://\\S+/console/#${SETUP_LINK_FRAGMENT}=\\S+`);

/** The setup link the start printed (after the lines startInstance waits for). */
async function setupLinkOf(instance: Instance): Promise<string> {
  await expect.poll(() => instance.output()).toMatch(SETUP_LINK);
  return SETUP_LINK.exec(instance.output())![0];
}

const setup = (server: Pick<TestServer, 'post'>, token: string, password = GOOD_PASSWORD, login = 'ada') =>
  server.post<SignedInAgent>(AGENT_API + 'setup', { token, login, name: 'Ada', password, organisation: 'Analytical' });

describe('the product started on an empty data directory', () => {
  let places: InstancePlaces;
  let instance: Instance;
  beforeAll(async () => {
    places = await freshPlaces();
    instance = await startInstance(places, { entry: 'main' });
  });
  afterAll(async () => {
    await instance?.close();
    await removePlaces(places);
  });

  it('has no channel: chatStart and channelInfo on demo answer 404 naming channelId', async () => {
    const start = await instance.post(VISITOR_API + 'chatStart', { channelId: 'demo', userId: 'a'.repeat(32) });
    expect([start.status, start.message]).toEqual([404, 'channelId: unknown channel']);
    const info = await instance.post(VISITOR_API + 'channelInfo', { channelId: 'demo' });
    expect([info.status, info.message]).toEqual([404, 'channelId: unknown channel']);
  });

  it('has no account: setupStatus says not set up, and alice / northwind is refused 401', async () => {
    const status = await instance.post(AGENT_API + 'setupStatus', {});
    expect([status.status, status.data]).toEqual([200, { setUp: false }]);
    const refused = await login(instance, 'alice', DEFAULT_AGENT_PASSWORD);
    expect(refused.status).toBe(401);
    expect(refused.data).toBeNull();
  });

  it('prints a one-time setup link to its console, and no owner line', async () => {
    const link = await setupLinkOf(instance);
    expect(link.startsWith(instance.url + '/console/#setup=')).toBe(true);
    expect(instance.output()).not.toMatch(/owner:/);
  });

  it('a weak password at setup is refused 400 naming the field, and the link still works afterwards', async () => {
    const token = linkToken(await setupLinkOf(instance));
    for (const weak of ['short', 'password123', 'Dragon2024!', 'ada']) {
      const refused = await setup(instance, token, weak);
      expect({ weak, status: refused.status }).toEqual({ weak, status: 400 });
      expect(refused.message).toMatch(/^password: /);
    }
    expect((await instance.post(AGENT_API + 'setupStatus', {})).data).toEqual({ setUp: false });
  });

  it('setup with the link makes the first owner once: its token works on the agent and the admin API', async () => {
    const token = linkToken(await setupLinkOf(instance));
    const made = await setup(instance, token);
    const ada = agentFrom(instance, made);
    expect(made.data).toMatchObject({ role: 'owner', tenantId: FIRST_TENANT_ID, card: { adminNick: 'Ada' } });
    expect((await ada.call('agents')).status).toBe(200);
    const accounts = await adminCall(instance, ada.token, 'accounts');
    expect(accounts.status).toBe(200);
    expect(accounts.data.list).toMatchObject([{ login: 'ada', role: 'owner', tenantId: FIRST_TENANT_ID }]);
    const tenants = await adminCall(instance, ada.token, 'tenants');
    expect(tenants.data.list).toMatchObject([{ tenantId: FIRST_TENANT_ID, name: 'Analytical' }]);
    expect((await instance.post(AGENT_API + 'setupStatus', {})).data).toEqual({ setUp: true });

    // Used: a second setup, with another login, is refused and makes nobody.
    const again = await setup(instance, token, 'another quiet passphrase here', 'eve');
    expect(again.status).toBe(403);
    expect(again.message).toMatch(/^token: /);
    expect((await login(instance, 'eve', 'another quiet passphrase here')).status).toBe(401);
    expect((await adminCall(instance, ada.token, 'accounts')).data.list).toHaveLength(1);
    // The owner signs in with the password chosen.
    expect((await login(instance, 'ada', GOOD_PASSWORD)).status).toBe(200);
  });
});

describe('OWNER_LOGIN and OWNER_PASSWORD', () => {
  let places: InstancePlaces;
  beforeEach(async () => {
    places = await freshPlaces();
  });
  afterEach(() => removePlaces(places));

  it('make the first owner: they sign in, and no setup link is printed', async () => {
    const instance = await startInstance(places, {
      entry: 'main',
      env: { OWNER_LOGIN: 'grace', OWNER_PASSWORD: GOOD_PASSWORD },
    });
    try {
      await expect.poll(() => instance.output()).toMatch(/owner:\s+grace \(from OWNER_LOGIN and OWNER_PASSWORD\)/);
      expect(instance.output()).not.toContain('#setup=');
      const grace = await signIn(instance, 'grace', GOOD_PASSWORD);
      expect((await adminCall(instance, grace.token, 'accounts')).data.list).toMatchObject([
        { login: 'grace', role: 'owner' },
      ]);
      expect((await instance.post(AGENT_API + 'setupStatus', {})).data).toEqual({ setUp: true });
    } finally {
      await instance.close();
    }
  });

  for (const [about, password] of [
    ['the demo’s published password', DEFAULT_AGENT_PASSWORD],
    ['a common password', 'password123'],
    ['a common password with an ending', 'Sunshine2024!'],
    ['a short one', 'abc'],
  ] as const)
    it(`with ${about} the process exits 1 with a message naming OWNER_PASSWORD`, async () => {
      await expect(
        startInstance(places, { entry: 'main', env: { OWNER_LOGIN: 'grace', OWNER_PASSWORD: password } }),
      ).rejects.toThrow(/exited \(1\)[\s\S]*OWNER_PASSWORD: /);
    });
});

describe('OWNER_LOGIN or OWNER_PASSWORD alone', () => {
  let places: InstancePlaces;
  beforeAll(async () => {
    places = await freshPlaces();
  });
  afterAll(() => removePlaces(places));

  it('stops the start (exit 1) naming the one missing, rather than printing a setup link', async () => {
    await expect(startInstance(places, { entry: 'main', env: { OWNER_PASSWORD: GOOD_PASSWORD } })).rejects.toThrow(
      /exited \(1\)[\s\S]*OWNER_LOGIN is missing/,
    );
    await expect(startInstance(places, { entry: 'main', env: { OWNER_LOGIN: 'grace' } })).rejects.toThrow(
      /exited \(1\)[\s\S]*OWNER_PASSWORD is missing/,
    );
  });
});

describe('a data directory first used by the demo', () => {
  let places: InstancePlaces;
  beforeAll(async () => {
    places = await freshPlaces();
  });
  afterAll(() => removePlaces(places));

  it('the product refuses it: exit 1, naming the accounts with a published password', async () => {
    const demo = await startInstance(places, { entry: 'demo' });
    await demo.close();
    await expect(startInstance(places, { entry: 'main' })).rejects.toThrow(
      /exited \(1\)[\s\S]*the accounts alice, bob, li have a published password/,
    );
    // OWNER_LOGIN and OWNER_PASSWORD do not get round it.
    await expect(
      startInstance(places, { entry: 'main', env: { OWNER_LOGIN: 'grace', OWNER_PASSWORD: GOOD_PASSWORD } }),
    ).rejects.toThrow(/exited \(1\)[\s\S]*published password/);
    // Three processes in turn, the first building the demo robot's indexes: on a loaded 2-core
    // machine beside the other files that passed 30 s.
  }, 90_000);
});

describe('in-process: the first start (accounts/setup.ts)', () => {
  const server = useTestServer({ plugins: [] });
  const origin = 'https://chat.example';

  it('an empty database gets a setup link at the console, a new token each start, and no channel', async () => {
    const first = await prepareFirstStart(server.server.services);
    const second = await prepareFirstStart(server.server.services);
    expect(first).toMatchObject({ state: 'setupLink' });
    expect(second).toMatchObject({ state: 'setupLink' });
    if (first.state != 'setupLink' || second.state != 'setupLink') return;
    expect(first.link(origin).startsWith(`${origin}/console/#setup=`)).toBe(true);
    expect(linkToken(first.link(origin))).not.toBe(linkToken(second.link(origin)));
    expect(await server.server.services.channels.isEmpty()).toBe(true);
  });

  it('OWNER_LOGIN that is no login, and each weak OWNER_PASSWORD, are refused naming the variable; nothing is made', async () => {
    const { services } = server.server;
    const refused = async (owner: { login: string; password: string }) => {
      const start = await prepareFirstStart(services, { owner });
      expect(start.state).toBe('refused');
      return start.state == 'refused' ? start.reason : '';
    };
    expect(await refused({ login: 'bad login!', password: GOOD_PASSWORD })).toMatch(/^OWNER_LOGIN: /);
    for (const password of ['northwind', 'Northwind2024', 'password123', 'Dragon2024!', 'grace.hopper', 'tiny'])
      expect(await refused({ login: 'grace.hopper', password })).toMatch(/^OWNER_PASSWORD: /);
    expect(await services.agents.ownerCount()).toBe(0);
    expect((await accountsState(server)).tenants).toEqual([]);
  });

  it('OWNER_LOGIN that an account of before has is refused naming OWNER_LOGIN, and that account is left as it was', async () => {
    const { services } = server.server;
    await services.agents.add({ tenantId: 'old', login: 'grace', card: agentCard('Old Grace'), groupIds: [] });
    const start = await prepareFirstStart(services, { owner: { login: 'grace', password: GOOD_PASSWORD } });
    expect(start.state == 'refused' && start.reason).toMatch(/^OWNER_LOGIN: /);
    expect(await services.agents.byLogin('grace')).toMatchObject({ role: 'agent', tenantId: 'old' });
    await services.sql.run("DELETE FROM agents WHERE login = 'grace'");
  });

  it('a good OWNER_PASSWORD makes the owner and the first tenant; the next start is ready and makes no other', async () => {
    const { services } = server.server;
    const owner = { login: 'grace', password: GOOD_PASSWORD };
    expect(await prepareFirstStart(services, { owner })).toEqual({ state: 'ownerCreated', login: 'grace' });
    expect(await prepareFirstStart(services, { owner: { login: 'other', password: GOOD_PASSWORD } })).toEqual({
      state: 'ready',
    });
    expect(await prepareFirstStart(services)).toEqual({ state: 'ready' });
    const state = await accountsState(server);
    expect(state.agents).toMatchObject([{ login: 'grace', role: 'owner', tenant_id: FIRST_TENANT_ID }]);
    expect(state.tenants).toEqual([{ tenant_id: FIRST_TENANT_ID, name: 'Main' }]);
    // The setup links printed before are void once an owner exists.
    expect(state.links).toEqual([]);
    expect((await login(server, 'grace', GOOD_PASSWORD)).status).toBe(200);
  });
});

describe('in-process: setup over HTTP', () => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer({ plugins: [] });
  });
  afterEach(() => server.close());

  const newSetupToken = async () => {
    const start = await prepareFirstStart(server.server.services);
    if (start.state != 'setupLink') throw new Error('expected a setup link, got ' + start.state);
    return linkToken(start.link(server.url));
  };

  it('an unknown token is refused 403; a weak password 400, leaving the link usable; then it works once', async () => {
    const token = await newSetupToken();
    expect((await setup(server, 'x'.repeat(32))).status).toBe(403);
    expect((await setup(server, token, 'qwertyuiop')).status).toBe(400);
    const before = await accountsState(server);
    expect(before.links).toHaveLength(1);
    const ada = agentFrom(server, await setup(server, token));
    expect((await ada.call('sessions')).status).toBe(200);
    expect((await adminCall(server, ada.token, 'tenants')).status).toBe(200);
    const after = await accountsState(server);
    expect(after.links).toEqual([]);
    const again = await setup(server, token, 'another quiet passphrase here', 'eve');
    expect(again.status).toBe(403);
    expect(await accountsState(server)).toEqual(after);
  });

  it('two setup links used at once make one owner; the other answers 403 or 409 and makes nothing', async () => {
    const [first, second] = [await newSetupToken(), await newSetupToken()];
    const replies = await Promise.all([
      setup(server, first, GOOD_PASSWORD, 'ada'),
      setup(server, second, 'another quiet passphrase here', 'eve'),
    ]);
    const statuses = replies.map((reply) => reply.status).sort();
    expect(statuses[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]);
    const state = await accountsState(server);
    expect(state.agents).toHaveLength(1);
    expect(state.tenants).toHaveLength(1);
    expect(state.links).toEqual([]);
  });

  it('two instances starting at once with OWNER_LOGIN and OWNER_PASSWORD make one owner; neither start fails', async () => {
    const owner = { login: 'grace', password: GOOD_PASSWORD };
    const starts = await Promise.all([
      prepareFirstStart(server.server.services, { owner }),
      prepareFirstStart(server.server.services, { owner }),
    ]);
    expect(starts.map((start) => start.state).sort()).toEqual(['ownerCreated', 'ready']);
    expect((await accountsState(server)).agents).toHaveLength(1);
  });

  it('the setup link cannot make a second owner once OWNER_LOGIN made one', async () => {
    const token = await newSetupToken();
    await createFirstOwner(server.server.services, { login: 'grace', name: 'Grace', password: GOOD_PASSWORD });
    const refused = await setup(server, token);
    expect(refused.status).toBe(403);
    expect((await accountsState(server)).agents).toHaveLength(1);
  });
});

describe('in-process: a database the demo seeded', () => {
  const server = useTestServer();

  it('is refused while an enabled account keeps a published password, even with OWNER_PASSWORD', async () => {
    const { services } = server.server;
    const start = await prepareFirstStart(services, {
      owner: { login: 'grace', password: GOOD_PASSWORD },
    });
    expect(start).toMatchObject({ state: 'refused' });
    expect(start.state == 'refused' && start.reason).toMatch(/^the accounts alice, bob, li have a published password/);
    expect(await services.agents.byLogin('grace')).toBeUndefined();
  });

  it('an account whose password changed no longer counts, nor a disabled one', async () => {
    const { services } = server.server;
    const li = await signIn(server, 'li', DEFAULT_AGENT_PASSWORD);
    expect(
      (await li.call('changePassword', { currentPassword: DEFAULT_AGENT_PASSWORD, newPassword: GOOD_PASSWORD })).status,
    ).toBe(200);
    await services.agents.setDisabled(102, true);
    const start = await prepareFirstStart(services);
    expect(start.state == 'refused' && start.reason).toMatch(/^the accounts alice have a published password/);
  });
});
