import {
  administers,
  LOGIN_PATTERN,
  PASSWORD_LINK_TTL_MS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordShapeProblem,
  ROLES,
  TENANT_ID_PATTERN,
} from '@shared/accounts';
import { describe, expect, it } from 'vitest';

const matches = (pattern: string) => (value: string) => new RegExp(pattern).test(value);

describe('roles', () => {
  it('rule: three roles, owner, admin and agent; owners and admins use the admin API, agents do not', () => {
    expect(ROLES).toEqual(['owner', 'admin', 'agent']);
    expect(ROLES.filter(administers)).toEqual(['owner', 'admin']);
  });
});

describe('LOGIN_PATTERN', () => {
  const isLogin = matches(LOGIN_PATTERN);

  it('rule: 2 to 64 of letters, digits and . _ - @, so an e-mail address fits', () => {
    for (const login of ['li', 'alice', 'Bob_2', 'ada.lovelace', 'ops-team', 'ada@example.com', 'x'.repeat(64)])
      expect({ login, ok: isLogin(login) }).toEqual({ login, ok: true });
  });

  it('rule: starts with a letter or digit; no space, no other character, no letter outside ASCII', () => {
    for (const login of ['', 'a', '.ada', '-ada', '@ada', 'ada lovelace', 'ada+1', 'émile', '李', 'x'.repeat(65)])
      expect({ login, ok: isLogin(login) }).toEqual({ login, ok: false });
    // A line break after a valid login is no way round the pattern's end.
    expect(isLogin('ada\n')).toBe(false);
  });
});

describe('TENANT_ID_PATTERN', () => {
  const isTenantId = matches(TENANT_ID_PATTERN);

  it('rule: 2 to 32 lower-case letters, digits and -, starting with a letter or digit', () => {
    for (const id of ['demo', 'acme', 'a1', '2nd-shop', 'x'.repeat(32)])
      expect({ id, ok: isTenantId(id) }).toEqual({ id, ok: true });
    for (const id of ['', 'a', 'Acme', '-acme', 'acme_inc', 'acme.com', 'ac me', 'x'.repeat(33)])
      expect({ id, ok: isTenantId(id) }).toEqual({ id, ok: false });
  });
});

describe('passwordShapeProblem', () => {
  it(`rule: at least PASSWORD_MIN_LENGTH (${PASSWORD_MIN_LENGTH}) characters, naming the field`, () => {
    expect(passwordShapeProblem('a'.repeat(PASSWORD_MIN_LENGTH - 1))).toBe(
      `password: at least ${PASSWORD_MIN_LENGTH} characters`,
    );
    expect(passwordShapeProblem('a'.repeat(PASSWORD_MIN_LENGTH))).toBeUndefined();
  });

  it(`rule: at most PASSWORD_MAX_LENGTH (${PASSWORD_MAX_LENGTH}) characters, naming the field`, () => {
    expect(passwordShapeProblem('a'.repeat(PASSWORD_MAX_LENGTH))).toBeUndefined();
    expect(passwordShapeProblem('a'.repeat(PASSWORD_MAX_LENGTH + 1))).toBe(
      `password: at most ${PASSWORD_MAX_LENGTH} characters`,
    );
  });

  it('rule: characters are counted as people and the request schema count them: an emoji is one', () => {
    // Each of these is two UTF-16 units.
    const astral = (count: number) =>
      Array.from({ length: count }, (_, index) => String.fromCodePoint(0x1f600 + (index % 64))).join('');
    expect(passwordShapeProblem(astral(PASSWORD_MIN_LENGTH - 1))).toMatch(/at least/);
    expect(passwordShapeProblem(astral(PASSWORD_MIN_LENGTH))).toBeUndefined();
    expect(passwordShapeProblem(astral(PASSWORD_MAX_LENGTH))).toBeUndefined();
    expect(passwordShapeProblem(astral(PASSWORD_MAX_LENGTH + 1))).toMatch(/at most/);
  });

  it('rule: must not be the login, in any case', () => {
    expect(passwordShapeProblem('ada.lovelace', 'ada.lovelace')).toBe('password: must not be the login');
    expect(passwordShapeProblem('Ada.Lovelace', 'ada.lovelace')).toBe('password: must not be the login');
    expect(passwordShapeProblem('ada.lovelace!', 'ada.lovelace')).toBeUndefined();
    // Without a login (the first owner's setup before one is chosen), only the length counts.
    expect(passwordShapeProblem('ada.lovelace')).toBeUndefined();
  });

  it('rule: a long passphrase with spaces and any script passes the shape', () => {
    expect(passwordShapeProblem('the heron counts quiet lanterns at dawn', 'ada')).toBeUndefined();
    expect(passwordShapeProblem('静かな灯台と青い鷺が夜明けに', 'ada')).toBeUndefined();
  });
});

describe('PASSWORD_LINK_TTL_MS', () => {
  it('rule: a password link works for 24 hours', () => {
    expect(PASSWORD_LINK_TTL_MS).toBe(24 * 60 * 60 * 1000);
  });
});
