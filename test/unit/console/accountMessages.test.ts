// The account pages' reading of messages: which field a refusal names, which password rule a
// message (the console's own check or the server's) is about, a new password typed twice, and
// how long to wait after too many failed sign-ins.
import {
  minutesToWait,
  newPasswordProblem,
  passwordProblemOf,
  readFieldMessage,
  sentence,
} from '@console/components/accountMessages';
import { PASSWORD_MAX_LENGTH, passwordShapeProblem } from '@shared/accounts';
import { ApiError } from '@shared/api';
import { describe, expect, it } from 'vitest';

describe('account messages', () => {
  it('reads the field a message names, dotted paths included; none when it names none', () => {
    expect(readFieldMessage('login: is taken')).toEqual({ field: 'login', words: 'is taken' });
    expect(readFieldMessage('card.adminNick: must NOT have fewer than 1 characters')).toEqual({
      field: 'card.adminNick',
      words: 'must NOT have fewer than 1 characters',
    });
    expect(readFieldMessage('the product is set up already: sign in')).toBeUndefined();
    expect(readFieldMessage('only an owner adds tenants')).toBeUndefined();
  });

  it('makes the words a sentence', () => {
    expect(sentence('is taken')).toBe('Is taken');
    expect(sentence('')).toBe('');
  });

  it("knows each password rule, in the console's check and in the server's words, for either field name", () => {
    expect(passwordProblemOf(passwordShapeProblem('short')!)).toBe('tooShort');
    expect(passwordProblemOf(passwordShapeProblem('x'.repeat(PASSWORD_MAX_LENGTH + 1))!)).toBe('tooLong');
    expect(passwordProblemOf(passwordShapeProblem('alice.smith', 'Alice.Smith')!)).toBe('isLogin');
    expect(passwordProblemOf('password: is one of the most common passwords; choose another')).toBe('common');
    expect(passwordProblemOf('newPassword: at least 10 characters')).toBe('tooShort');
    expect(passwordProblemOf('login: at least 10 characters')).toBeUndefined();
    expect(passwordProblemOf('password: something new the server says')).toBeUndefined();
  });

  it('checks a new password typed twice: its shape first, then that both are the same', () => {
    expect(newPasswordProblem('short', 'short')).toBe('tooShort');
    expect(newPasswordProblem('ben.agent2', 'ben.agent2', 'ben.agent2')).toBe('isLogin');
    expect(newPasswordProblem('lantern-harbour-42', 'lantern-harbour-24')).toBe('mismatch');
    expect(newPasswordProblem('lantern-harbour-42', 'lantern-harbour-42', 'ben')).toBeUndefined();
    // Characters, not UTF-16 units: ten emoji are ten characters.
    expect(newPasswordProblem('🔑'.repeat(10), '🔑'.repeat(10))).toBeUndefined();
  });

  it('reads the minutes to wait from a 429 only', () => {
    expect(minutesToWait(new ApiError(429, 'login: too many failed sign-ins; try again in 12 min'))).toBe(12);
    expect(minutesToWait(new ApiError(429, 'too many requests'))).toBe(1);
    expect(minutesToWait(new ApiError(401, 'login: wrong login or password'))).toBeUndefined();
    expect(minutesToWait(new TypeError('fetch failed'))).toBeUndefined();
  });
});
