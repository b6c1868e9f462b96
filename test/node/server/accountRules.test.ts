// The server's pure rules about accounts: who may do what to whom (shared/accounts.ts),
// which passwords are refused (accounts/passwordRules.ts), and how passwords are hashed and
// checked, the first release's form included (accounts/passwordHash.ts).
import { randomBytes, scryptSync } from 'node:crypto';
import { hashPassword, MAX_SCRYPT_WORK, passwordMatches, SCRYPT } from '@server/accounts/passwordHash';
import { isCommonPassword, PUBLISHED_PASSWORDS, passwordProblem } from '@server/accounts/passwordRules';
import { mayAddTenants, mayConfigure, mayGrant, mayManage, ROLES, type Role } from '@shared/accounts';
import { describe, expect, it, vi } from 'vitest';

/** How often passwordHash asked node's scrypt for work: a refused hash must not ask at all. */
const scryptCalls = vi.hoisted(() => ({ count: 0 }));
vi.mock('node:crypto', async (importOriginal) => {
  const crypto = await importOriginal<typeof import('node:crypto')>();
  const scrypt = ((...args: Parameters<typeof crypto.scrypt>) => {
    scryptCalls.count++;
    return crypto.scrypt(...args);
  }) as typeof crypto.scrypt;
  return { ...crypto, scrypt };
});

const someone = (role: Role, tenantId = 'demo') => ({ role, tenantId });
const owner = someone('owner');
const admin = someone('admin');
const agent = someone('agent');

describe('permissions', () => {
  it('mayConfigure: owners configure every tenant, admins their own, agents none', () => {
    expect([mayConfigure(owner, 'demo'), mayConfigure(owner, 'acme')]).toEqual([true, true]);
    expect([mayConfigure(admin, 'demo'), mayConfigure(admin, 'acme')]).toEqual([true, false]);
    expect([mayConfigure(agent, 'demo'), mayConfigure(agent, 'acme')]).toEqual([false, false]);
  });

  it('mayManage: owners manage everyone, other owners and other tenants too', () => {
    for (const role of ROLES)
      for (const tenantId of ['demo', 'acme']) expect(mayManage(owner, someone(role, tenantId))).toBe(true);
  });

  it("mayManage: admins manage their tenant's agents and admins, never an owner, nobody elsewhere", () => {
    expect(mayManage(admin, someone('agent'))).toBe(true);
    expect(mayManage(admin, someone('admin'))).toBe(true);
    expect(mayManage(admin, someone('owner'))).toBe(false);
    for (const role of ROLES) expect(mayManage(admin, someone(role, 'acme'))).toBe(false);
  });

  it('mayManage: agents manage nobody, not even agents of their tenant', () => {
    for (const role of ROLES) expect(mayManage(agent, someone(role))).toBe(false);
  });

  it('mayGrant: only an owner makes owners; admins give admin and agent; agents give nothing', () => {
    expect(ROLES.filter((role) => mayGrant(owner, role))).toEqual(['owner', 'admin', 'agent']);
    expect(ROLES.filter((role) => mayGrant(admin, role))).toEqual(['admin', 'agent']);
    // An agent never reaches mayGrant (the admin API refuses its role first); it grants nothing worth having.
    expect(mayGrant(agent, 'owner')).toBe(false);
  });

  it('mayAddTenants: only owners add tenants', () => {
    expect([mayAddTenants(owner), mayAddTenants(admin), mayAddTenants(agent)]).toEqual([true, false, false]);
  });
});

describe('passwordRules', () => {
  it("isCommonPassword: one of the most common passwords (zxcvbn-ts's list), in any case", () => {
    for (const password of ['password', 'PASSWORD', 'qwerty', 'iloveyou', 'dragon', 'Sunshine'])
      expect({ password, common: isCommonPassword(password) }).toEqual({ password, common: true });
  });

  it('isCommonPassword: a common one with digits or symbols added at the end, or the start', () => {
    for (const password of ['password123', 'Dragon2024!', 'Sunshine!!', 'qwerty_2024', '123dragon', '!!password!!'])
      expect({ password, common: isCommonPassword(password) }).toEqual({ password, common: true });
  });

  it('isCommonPassword: a password this project printed (the demo’s), with or without an ending', () => {
    expect(PUBLISHED_PASSWORDS).toContain('northwind');
    for (const password of ['northwind', 'Northwind', 'Northwind2024!', 'NORTHWIND1'])
      expect({ password, common: isCommonPassword(password) }).toEqual({ password, common: true });
  });

  it('isCommonPassword: an unusual passphrase is not', () => {
    for (const password of [
      'tangerine lighthouse over quiet gravel',
      'the heron counts 3 quiet lanterns',
      '静かな灯台',
    ])
      expect({ password, common: isCommonPassword(password) }).toEqual({ password, common: false });
  });

  it('passwordProblem: the shape first (length, the login), then the common list; each names the field', () => {
    expect(passwordProblem('short')).toBe('password: at least 10 characters');
    expect(passwordProblem('ada.lovelace', 'Ada.Lovelace')).toBe('password: must not be the login');
    expect(passwordProblem('password123')).toBe('password: is one of the most common passwords; choose another');
    expect(passwordProblem('Dragon2024!', 'ada')).toMatch(/^password: is one of the most common/);
    expect(passwordProblem('tangerine lighthouse over quiet gravel', 'ada')).toBeUndefined();
  });
});

describe('passwordHash', () => {
  /** The first release's form: node's scryptSync defaults (N = 2^14, r = 8, p = 1), a 16-byte hex salt. */
  const legacyHash = (password: string) => {
    const salt = randomBytes(16).toString('hex');
    return `${salt}:${scryptSync(password, salt, 32).toString('hex')}`;
  };

  it('hashPassword: scrypt$<log2 N>$<r>$<p>$<salt>$<hash> with SCRYPT’s parameters and a salt of its own each time', async () => {
    const first = await hashPassword('tangerine lighthouse');
    const second = await hashPassword('tangerine lighthouse');
    expect(first).toMatch(
      new RegExp(`^scrypt\\$${SCRYPT.log2N}\\$${SCRYPT.r}\\$${SCRYPT.p}\\$[0-9a-f]{32}\\$[0-9a-f]{64}$`),
    );
    expect(second).not.toBe(first);
    expect(await passwordMatches('tangerine lighthouse', first)).toBe(true);
    expect(await passwordMatches('tangerine lighthouse', second)).toBe(true);
    expect(await passwordMatches('tangerine lighthousE', first)).toBe(false);
    expect(await passwordMatches('', first)).toBe(false);
  });

  it('the current form hashes the NFC form: é typed as one character or as e and an accent is one password', async () => {
    const stored = await hashPassword('caf\u00e9 on the corner');
    expect(await passwordMatches('cafe\u0301 on the corner', stored)).toBe(true);
  });

  it('the legacy form <salt>:<hash> (the first release’s) is read: the right password matches, others do not', async () => {
    const stored = legacyHash('northwind');
    expect(stored).toMatch(/^[0-9a-f]{32}:[0-9a-f]{64}$/);
    expect(await passwordMatches('northwind', stored)).toBe(true);
    expect(await passwordMatches('Northwind', stored)).toBe(false);
    // It hashed the password as typed: no normalisation is applied to it afterwards.
    const accented = legacyHash('caf\u00e9 on the corner');
    expect(await passwordMatches('caf\u00e9 on the corner', accented)).toBe(true);
    expect(await passwordMatches('cafe\u0301 on the corner', accented)).toBe(false);
  });

  it('parameters written in the hash are used: a hash made with other ones still matches', async () => {
    const salt = randomBytes(16).toString('hex');
    const key = scryptSync('tangerine lighthouse', salt, 32, { N: 2 ** 12, r: 4, p: 2 }).toString('hex');
    expect(await passwordMatches('tangerine lighthouse', `scrypt$12$4$2$${salt}$${key}`)).toBe(true);
  });

  it('a hash with a huge log2N, r or p is refused at once, without asking scrypt for the memory', async () => {
    const salt = '0'.repeat(32);
    const key = '0'.repeat(64);
    const huge = [
      `scrypt$64$8$1$${salt}$${key}`,
      `scrypt$40$8$1$${salt}$${key}`,
      `scrypt$21$8$1$${salt}$${key}`,
      // As costly as a huge N: 13 GB for r = 100000, a minute of work for p = 100000.
      `scrypt$10$100000$1$${salt}$${key}`,
      `scrypt$10$8$100000$${salt}$${key}`,
      `scrypt$1e3$8$1$${salt}$${key}`,
    ];
    const calls = scryptCalls.count;
    const started = performance.now();
    for (const stored of huge)
      expect({ stored, matches: await passwordMatches('x', stored) }).toEqual({ stored, matches: false });
    // Refused before any work: the costly ones would take seconds to minutes. Not tighter, as CI's loaded machine stalls.
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(scryptCalls.count).toBe(calls);
    // The bound leaves room above SCRYPT's own work.
    expect(MAX_SCRYPT_WORK).toBeGreaterThanOrEqual(2 ** SCRYPT.log2N * SCRYPT.r * SCRYPT.p * 16);
  });

  it('a damaged hash answers false and never throws (a sign-in would answer 500)', async () => {
    // The spy sees the hashes above reach scrypt: the refusals below are not for want of calls.
    expect(scryptCalls.count).toBeGreaterThan(0);
    const salt = '0'.repeat(32);
    const key = '0'.repeat(64);
    for (const stored of [
      '',
      '!',
      'scrypt$',
      `scrypt$16$8$1$${salt}`,
      `scrypt$16$8$1$${salt}$${key}$extra`,
      `scrypt$-1$8$1$${salt}$${key}`,
      `scrypt$0$8$1$${salt}$${key}`,
      `scrypt$16.5$8$1$${salt}$${key}`,
      `scrypt$16$0$1$${salt}$${key}`,
      `scrypt$16$8$0$${salt}$${key}`,
      `scrypt$x$8$1$${salt}$${key}`,
      `scrypt$16$8$1$${salt}$abc`,
      `scrypt$16$8$1$${salt}$${'zz'.repeat(32)}`,
      `scrypt$16$8$1$$${key}`,
      `${salt}:`,
      `:${key}`,
      `${salt}:${key}:more`,
    ])
      await expect(passwordMatches('x', stored), stored).resolves.toBe(false);
  });
});
