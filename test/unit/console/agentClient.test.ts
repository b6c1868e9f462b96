// The console's one HTTP client against a fake server: agent and admin calls carry the token;
// a 401 signs out, but not for the calls made without a token (a wrong password, a used link),
// not for a 403 (one call refused), and not for a token replaced meanwhile. Signing in keeps the
// role and tenant, and a changed password replaces the token for every later call and a reload.
import type { SignedInAgent } from '@shared/api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const client = await import('@console/api/agentClient');
const auth = await import('@console/stores/auth');

interface Sent {
  path: string;
  token: string | null;
  body: Record<string, unknown>;
}
let sent: Sent[];
/** What the fake server answers a path: [HTTP status and envelope code, data or message]. */
let answer: (path: string, token: string | null) => [number, unknown];

const signedIn = (token: string, role: SignedInAgent['role'] = 'admin'): SignedInAgent => ({
  token,
  adminId: 2,
  card: { adminNick: 'Bob' } as SignedInAgent['card'],
  tenantId: 'demo',
  role,
  online: false,
});

beforeEach(() => {
  sent = [];
  answer = () => [200, {}];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string | URL | Request, init: RequestInit) => {
      const path = new URL(String(url), 'http://localhost').pathname;
      const token = new Headers(init.headers).get('token');
      sent.push({ path, token, body: JSON.parse(String(init.body)) as Record<string, unknown> });
      const [code, data] = answer(path, token);
      const envelope = code == 200 ? { code, message: 'SUCCESS', data } : { code, message: String(data), data: null };
      return new Response(JSON.stringify(envelope), { status: code, headers: { 'content-type': 'application/json' } });
    }),
  );
  auth.signOut();
  auth.$sessionEnded.set(false);
});
afterEach(() => vi.unstubAllGlobals());

describe('the console client', () => {
  it('agent and admin calls go to their API with the token', async () => {
    answer = (path) => (path.endsWith('/login') ? [200, signedIn('2.first')] : [200, { list: [] }]);
    await auth.signIn('bob', 'correct horse');
    await client.callAgent('agents', {});
    await client.callAdmin('accounts', { tenantId: 'demo' });
    expect(sent.map((each) => [each.path, each.token])).toEqual([
      ['/api/agent/login', null],
      ['/api/agent/agents', '2.first'],
      ['/api/admin/accounts', '2.first'],
    ]);
    expect(sent[2]!.body).toEqual({ tenantId: 'demo' });
    expect(auth.$me.get()).toMatchObject({ role: 'admin', tenantId: 'demo', token: '2.first' });
    expect(JSON.parse(sessionStorage.getItem('chat-online-console')!)).toMatchObject({
      role: 'admin',
      tenantId: 'demo',
    });
  });

  it('a 401 of an agent or an admin call signs out and says the session ended', async () => {
    for (const call of [() => client.callAgent('agents', {}), () => client.callAdmin('tenants', {})]) {
      answer = () => [200, signedIn('2.first')];
      await auth.signIn('bob', 'correct horse');
      answer = () => [401, 'login status expired'];
      await expect(call()).rejects.toMatchObject({ code: 401 });
      expect(auth.$me.get()).toBeNull();
      expect(auth.$sessionEnded.get()).toBe(true);
      expect(sessionStorage.getItem('chat-online-console')).toBeNull();
    }
  });

  it('a 403 refuses the one call and keeps the session', async () => {
    answer = () => [200, signedIn('2.first')];
    await auth.signIn('bob', 'correct horse');
    answer = () => [403, 'role: only an owner makes owners'];
    await expect(
      client.callAdmin('addAccount', { login: 'eve', role: 'owner', card: { adminNick: 'Eve' } }),
    ).rejects.toMatchObject({ code: 403, message: 'role: only an owner makes owners' });
    expect(auth.$me.get()).not.toBeNull();
  });

  it('the calls without a token never sign anybody out, whatever they answer', async () => {
    answer = () => [200, signedIn('2.first')];
    await auth.signIn('bob', 'correct horse');
    for (const [call, code] of [
      ['login', 401],
      ['login', 403],
      ['setup', 403],
      ['choosePassword', 403],
    ] as const) {
      answer = () => [code, 'refused'];
      await expect(
        client.callAgent(call, { token: 'x', login: 'bob', name: 'B', password: 'p' }),
      ).rejects.toMatchObject({
        code,
      });
    }
    expect(auth.$me.get()).toMatchObject({ token: '2.first' });
    expect(auth.$sessionEnded.get()).toBe(false);
  });

  it('a changed password replaces the token for later calls and a reload; a 401 for the old token then is ignored', async () => {
    answer = () => [200, signedIn('2.first')];
    await auth.signIn('bob', 'correct horse');
    // The long poll was sent with the old token, and its 401 arrives after the change.
    answer = (path) => (path.endsWith('/events') ? [401, 'login status expired'] : [200, signedIn('2.second')]);
    const server = globalThis.fetch;
    let answerPoll: (() => void) | undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init: RequestInit) =>
        url.endsWith('/events')
          ? new Promise<Response>((resolve) => (answerPoll = () => void server(url, init).then(resolve)))
          : server(url, init),
      ),
    );
    const poll = client.callAgent('events', { wait: 1 });
    await vi.waitFor(() => expect(answerPoll).toBeDefined());
    await auth.changePassword('correct horse', 'battery staple 9');
    answerPoll!();
    await expect(poll).rejects.toMatchObject({ code: 401 });
    expect(auth.$me.get()).toMatchObject({ token: '2.second' });
    await client.callAgent('agents', {});
    expect(sent.at(-1)).toMatchObject({ path: '/api/agent/agents', token: '2.second' });
    expect(JSON.parse(sessionStorage.getItem('chat-online-console')!)).toMatchObject({ token: '2.second' });
    expect(sent.find((each) => each.path.endsWith('/changePassword'))!.body).toEqual({
      currentPassword: 'correct horse',
      newPassword: 'battery staple 9',
    });
  });
});
