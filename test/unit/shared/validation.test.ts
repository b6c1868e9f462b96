import {
  isBlankText,
  isValidEmail,
  isValidPhone,
  type UserFormEntry,
  validatePlainLeaveMessage,
  validateUserForm,
} from '@shared/validation';
import { describe, expect, it } from 'vitest';

describe('isValidPhone', () => {
  it('rule: without +, 11 digits starting with 1', () => {
    expect(isValidPhone('13800138000')).toBe(true);
    expect(isValidPhone('23800138000')).toBe(false);
    expect(isValidPhone('1380013800')).toBe(false);
    expect(isValidPhone('138001380001')).toBe(false);
    expect(isValidPhone('1380013800a')).toBe(false);
  });

  it('rule: with +, E.164: 8 to 15 digits, the first not 0', () => {
    expect(isValidPhone('+4915112345678')).toBe(true);
    expect(isValidPhone('+12345678')).toBe(true);
    expect(isValidPhone('+123456789012345')).toBe(true);
    expect(isValidPhone('+1234567')).toBe(false);
    expect(isValidPhone('+1234567890123456')).toBe(false);
    expect(isValidPhone('+0123')).toBe(false);
    expect(isValidPhone('+01234567890')).toBe(false);
  });

  it('rule: spaces, dashes, dots and parentheses between the digits are ignored (docs/decisions.md#phone-rule)', () => {
    expect(isValidPhone('+49 151 12345678')).toBe(true);
    expect(isValidPhone('+1 555 0100')).toBe(true);
    expect(isValidPhone('+1 (555) 010-0123')).toBe(true);
    expect(isValidPhone('138 0013 8000')).toBe(true);
    expect(isValidPhone('138-0013-8000')).toBe(true);
    expect(isValidPhone('(138) 0013.8000')).toBe(true);
    // What the separators hide is still counted: too few digits, a letter, a + not in front.
    expect(isValidPhone('+1 234 567')).toBe(false);
    expect(isValidPhone('138 0013 800')).toBe(false);
    expect(isValidPhone('138 0013 800a')).toBe(false);
    expect(isValidPhone('1 +38 0013 8000')).toBe(false);
    expect(isValidPhone('+ - . ( )')).toBe(false);
  });

  it('rule: surrounding spaces of a pasted phone are ignored', () => {
    expect(isValidPhone(' 13800138000 ')).toBe(true);
  });

  it('rule: an empty phone is not a valid phone', () => {
    expect(isValidPhone('')).toBe(false);
  });
});

describe('isValidEmail', () => {
  it('rule: a standard e-mail pattern', () => {
    expect(isValidEmail('ana@example.com')).toBe(true);
    expect(isValidEmail('first.last+tag@mail.example.co.uk')).toBe(true);
    expect(isValidEmail('ana@example')).toBe(false);
    expect(isValidEmail('ana.example.com')).toBe(false);
    expect(isValidEmail('ana@@example.com')).toBe(false);
    expect(isValidEmail('ana @example.com')).toBe(false);
    expect(isValidEmail('ana@-example.com')).toBe(false);
    expect(isValidEmail('')).toBe(false);
  });
});

describe('isBlankText', () => {
  it('rule: empty or whitespace-only input is not sent', () => {
    expect(isBlankText('')).toBe(true);
    expect(isBlankText('  \n\t ')).toBe(true);
    expect(isBlankText('\u3000\u00a0')).toBe(true);
    expect(isBlankText(undefined)).toBe(true);
    expect(isBlankText(null)).toBe(true);
    expect(isBlankText(' hi ')).toBe(false);
  });
});

const form = (
  name: string,
  phone: string,
  email: string,
  extra: UserFormEntry[] = [],
  flags: Partial<Pick<UserFormEntry, 'require' | 'show'>> = {},
): UserFormEntry[] => [
  { name: 'Name', require: true, show: true, value: name, ...flags },
  { name: 'Phone', require: false, show: true, value: phone, ...flags },
  { name: 'Email', require: false, show: true, value: email, ...flags },
  ...extra,
];

describe('validateUserForm', () => {
  it('rule: a complete form passes', () => {
    expect(validateUserForm(form('Ana', '13800138000', 'ana@example.com'))).toBeNull();
  });

  it('rule: a required and shown entry needs a value (pleaseInput with the field name)', () => {
    expect(validateUserForm(form('  ', '', ''))).toEqual({ key: 'pleaseInput', params: { field: 'Name' } });
  });

  it('rule: a required entry that is not shown needs no value', () => {
    expect(validateUserForm(form('', '', '', [], { show: false }))).toBeNull();
  });

  it('rule: a shown entry that is not required may stay empty', () => {
    expect(validateUserForm(form('Ana', '', ''))).toBeNull();
  });

  it('rule: flags may be 0 and 1 as well as booleans', () => {
    const entries: UserFormEntry[] = [{ name: 'Name', require: 1, show: 1, value: '' }];
    expect(validateUserForm(entries)).toEqual({ key: 'pleaseInput', params: { field: 'Name' } });
    expect(validateUserForm([{ name: 'Name', require: 1, show: 0, value: '' }])).toBeNull();
  });

  it('rule: the phone (second entry), if filled, must be a valid phone (rightPhone)', () => {
    expect(validateUserForm(form('Ana', '23800138000', ''))).toEqual({ key: 'rightPhone' });
    expect(validateUserForm(form('Ana', '+4915112345678', ''))).toBeNull();
  });

  it('rule: the email (third entry), if filled, must be a valid e-mail (rightEmail)', () => {
    expect(validateUserForm(form('Ana', '', 'ana@'))).toEqual({ key: 'rightEmail' });
  });

  it('rule: only the first failure is reported, in list order', () => {
    expect(validateUserForm(form('', 'bad', 'bad'))).toEqual({
      key: 'pleaseInput',
      params: { field: 'Name' },
    });
    expect(validateUserForm(form('Ana', 'bad', 'bad'))).toEqual({ key: 'rightPhone' });
    const extra: UserFormEntry[] = [{ name: 'Company', require: true, show: true, value: '' }];
    expect(validateUserForm(form('Ana', '', 'bad', extra))).toEqual({ key: 'rightEmail' });
    expect(validateUserForm(form('Ana', '', '', extra))).toEqual({
      key: 'pleaseInput',
      params: { field: 'Company' },
    });
  });

  it('rule: formats are checked only on shown entries', () => {
    const entries = form('Ana', 'bad', 'bad');
    entries[1] = { ...entries[1]!, show: false };
    entries[2] = { ...entries[2]!, show: false };
    expect(validateUserForm(entries)).toBeNull();
  });

  it('rule: formats apply only to the phone and email positions', () => {
    const extra: UserFormEntry[] = [{ name: 'Note', require: false, show: true, value: 'anything' }];
    expect(validateUserForm(form('Ana', '', '', extra))).toBeNull();
  });

  it('rule: an empty checkbox group counts as no value; a number counts as a value', () => {
    const checkbox: UserFormEntry = { name: 'Topics', require: true, show: true, value: [], fieldType: 8 };
    expect(validateUserForm(form('Ana', '', '', [checkbox]))).toEqual({
      key: 'pleaseInput',
      params: { field: 'Topics' },
    });
    expect(validateUserForm(form('Ana', '', '', [{ ...checkbox, value: ['a'] }]))).toBeNull();
    expect(validateUserForm(form('Ana', '', '', [{ ...checkbox, value: 0 }]))).toBeNull();
  });

  it('rule: a missing value is no value', () => {
    expect(validateUserForm([{ name: 'Name', require: true, show: true }])).toEqual({
      key: 'pleaseInput',
      params: { field: 'Name' },
    });
  });
});

describe('validatePlainLeaveMessage', () => {
  const ok = {
    customerName: 'Ana',
    customerPhone: '',
    customerEmail: '',
    msgContent: 'Please call me back',
  };

  it('rule: name and content filled, phone and e-mail optional', () => {
    expect(validatePlainLeaveMessage(ok)).toBeNull();
  });

  it('rule: the contact name is required (leaveNameRequired)', () => {
    expect(validatePlainLeaveMessage({ ...ok, customerName: ' ' })).toEqual({ key: 'leaveNameRequired' });
  });

  it('rule: the message content is required (leaveContentRequired)', () => {
    expect(validatePlainLeaveMessage({ ...ok, msgContent: '\n' })).toEqual({ key: 'leaveContentRequired' });
  });

  it('rule: checks run in order, name first, then content', () => {
    expect(validatePlainLeaveMessage({ ...ok, customerName: '', msgContent: '' })).toEqual({
      key: 'leaveNameRequired',
    });
    expect(validatePlainLeaveMessage({ ...ok, msgContent: '', customerPhone: 'bad' })).toEqual({
      key: 'leaveContentRequired',
    });
  });

  it('rule: a filled phone must be valid (docs/decisions.md#leave-message-phone-and-e-mail)', () => {
    expect(validatePlainLeaveMessage({ ...ok, customerPhone: '1380013800' })).toEqual({ key: 'rightPhone' });
    expect(validatePlainLeaveMessage({ ...ok, customerPhone: '13800138000' })).toBeNull();
  });

  it('rule: a filled e-mail must be valid (docs/decisions.md#leave-message-phone-and-e-mail)', () => {
    expect(validatePlainLeaveMessage({ ...ok, customerEmail: 'ana' })).toEqual({ key: 'rightEmail' });
    expect(validatePlainLeaveMessage({ ...ok, customerPhone: 'x', customerEmail: 'y' })).toEqual({
      key: 'rightPhone',
    });
  });

  it('rule: missing optional fields count as empty', () => {
    expect(validatePlainLeaveMessage({ customerName: 'Ana', msgContent: 'hi' })).toBeNull();
  });
});
