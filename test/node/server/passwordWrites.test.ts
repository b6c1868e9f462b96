// A password written through a one-time link (the first owner's setup, a password link) answers
// as it should and can be signed in with. scrypt waits on the thread pool for ~125 ms; on SQLite
// a call's transaction is a savepoint in the turn's group commit, which ends when the turn does,
// so hashing inside the transaction answered 500 with the link used up and the writes half done.
import { prepareFirstStart } from '@server/accounts/setup';
import { ADMIN_API, AGENT_API, type PasswordLink } from '@shared/api';
import { describe, expect, it } from 'vitest';
import { signInAgent, useTestServer } from './harness';

const PASSWORD = 'lantern-harbour-42';
const tokenOf = (link: string) => new URL(link).hash.split('=')[1]!;

describe('a password chosen through a link', () => {
  const server = useTestServer();

  it('a new account chooses its password once, then signs in with it', async () => {
    const alice = await signInAgent(server, 'alice', false);
    const added = await server.post<{ passwordLink: PasswordLink }>(
      ADMIN_API + 'addAccount',
      { login: 'dana', role: 'agent', card: { adminNick: 'Dana' } },
      alice.token,
    );
    expect(added.code).toBe(200);
    const token = tokenOf(added.data.passwordLink.link);
    const chosen = await server.post(AGENT_API + 'choosePassword', { token, password: PASSWORD });
    expect({ code: chosen.code, data: chosen.data }).toEqual({ code: 200, data: { login: 'dana' } });
    expect((await server.post(AGENT_API + 'login', { login: 'dana', password: PASSWORD })).code).toBe(200);
    const again = await server.post(AGENT_API + 'choosePassword', { token, password: 'another-long-passphrase' });
    expect(again.code).toBe(403);
  });
});

describe('the first owner through the setup link', () => {
  const server = useTestServer({ plugins: [] });

  it('makes the owner, signed in at once; the link works once', async () => {
    const first = await prepareFirstStart(server.server.services, { origin: server.url });
    if (first.state != 'setupLink') throw new Error(first.state);
    const token = tokenOf(first.link);
    const owner = { token, login: 'morgan', name: 'Morgan', password: PASSWORD, organisation: 'Harbour Books' };
    const made = await server.post(AGENT_API + 'setup', owner);
    expect(made.code).toBe(200);
    expect(made.data).toMatchObject({ role: 'owner', tenantId: 'main' });
    expect((await server.post(AGENT_API + 'login', { login: 'morgan', password: PASSWORD })).code).toBe(200);
    expect((await server.post(AGENT_API + 'setup', { ...owner, login: 'other' })).code).toBe(403);
  });
});
