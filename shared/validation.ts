// Form rules shared by the widget (to tell the visitor at once) and the server (to refuse
// bad input). Results are i18n keys with parameters, never texts, so each side words them
// in the visitor's language.

import { E164_MAX_DIGITS, E164_MIN_DIGITS, LOCAL_PHONE_DIGITS } from './constants';

export type ValidationIssue =
  | { key: 'pleaseInput'; params: { field: string } }
  | { key: 'rightPhone' }
  | { key: 'rightEmail' }
  | { key: 'leaveNameRequired' }
  | { key: 'leaveContentRequired' };

const LOCAL_PHONE = new RegExp(`^1\\d{${LOCAL_PHONE_DIGITS - 1}}$`);
const E164_PHONE = new RegExp(`^\\+[1-9]\\d{${E164_MIN_DIGITS - 1},${E164_MAX_DIGITS - 1}}$`);

// The WHATWG pattern of <input type="email">, so the widget never refuses what the browser
// accepts, plus a dot in the domain: a visitor's reachable address is never "user@host".
export const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

// People write numbers in groups ("+1 (555) 010-0123"); the groups carry no meaning for the check.
const PHONE_SEPARATORS = /[\s\-.()]/g;

/**
 * (docs/decisions.md#phone-rule) Without `+`: 11 digits starting with 1. With `+`: E.164, 8–15
 * digits not starting with 0, so visitors abroad are not refused. Spaces, dashes, dots and
 * parentheses are ignored by the check; the caller keeps the number as typed.
 */
export function isValidPhone(s: string): boolean {
  const phone = s.replace(PHONE_SEPARATORS, '');
  return LOCAL_PHONE.test(phone) || E164_PHONE.test(phone);
}

/** The phone rule in words, for a server's refusal: API clients read English, not the widget's text keys. */
export const PHONE_RULE_TEXT = `must be a phone number: + and the country code with ${E164_MIN_DIGITS} to ${E164_MAX_DIGITS} digits, or ${LOCAL_PHONE_DIGITS} digits starting with 1 (spaces, dashes, dots and brackets are ignored)`;

export function isValidEmail(s: string): boolean {
  return EMAIL_PATTERN.test(s.trim());
}

/** Empty or whitespace-only text is never sent or accepted as a filled field. */
export function isBlankText(s: string | null | undefined): boolean {
  return s == null || s.trim() === '';
}

/** A form value: text, a number, or a checkbox group's list. */
type FormValue = string | number | readonly (string | number)[] | null | undefined;

function isBlankValue(value: FormValue): boolean {
  if (typeof value === 'number') return false;
  if (typeof value === 'string' || value == null) return isBlankText(value);
  return value.length === 0;
}

const asText = (value: FormValue): string => (typeof value === 'string' ? value : String(value ?? ''));

/** The configured flags come as booleans or 0/1. */
type FormFlag = boolean | 0 | 1;
const isOn = (flag: FormFlag): boolean => flag === true || flag === 1;

export interface UserFormEntry {
  name: string;
  require: FormFlag;
  show: FormFlag;
  value?: FormValue;
  fieldType?: number;
  options?: readonly { label: string; value: string | number }[];
}

/** The pre-chat form's first three entries are, in this order, these fields. */
export const USER_FORM_INDEX = { userName: 0, phone: 1, email: 2 } as const;

/**
 * The pre-chat form: the first failure in list order, or null. Formats are checked only on
 * shown entries: a hidden one (filled by the host page) is not the visitor's to correct.
 */
/** The first issue of the user form, and the entry it is about (for the error at the field). */
export function userFormIssue(entries: readonly UserFormEntry[]): { index: number; issue: ValidationIssue } | null {
  for (const [index, entry] of entries.entries()) {
    if (!isOn(entry.show)) continue;
    const blank = isBlankValue(entry.value);
    if (blank) {
      if (isOn(entry.require)) return { index, issue: { key: 'pleaseInput', params: { field: entry.name } } };
      continue;
    }
    if (index === USER_FORM_INDEX.phone && !isValidPhone(asText(entry.value)))
      return { index, issue: { key: 'rightPhone' } };
    if (index === USER_FORM_INDEX.email && !isValidEmail(asText(entry.value)))
      return { index, issue: { key: 'rightEmail' } };
  }
  return null;
}

export const validateUserForm = (entries: readonly UserFormEntry[]): ValidationIssue | null =>
  userFormIssue(entries)?.issue ?? null;

export interface PlainLeaveMessageInput {
  customerName?: string | null;
  customerPhone?: string | null;
  customerEmail?: string | null;
  msgContent?: string | null;
}

/**
 * The plain leave message: name, then content, then the phone and e-mail formats when filled
 * (docs/decisions.md#leave-message-phone-and-e-mail). The first failure, or null.
 */
export function validatePlainLeaveMessage(input: PlainLeaveMessageInput): ValidationIssue | null {
  if (isBlankText(input.customerName)) return { key: 'leaveNameRequired' };
  if (isBlankText(input.msgContent)) return { key: 'leaveContentRequired' };
  const phone = input.customerPhone ?? '';
  if (!isBlankText(phone) && !isValidPhone(phone)) return { key: 'rightPhone' };
  const email = input.customerEmail ?? '';
  if (!isBlankText(email) && !isValidEmail(email)) return { key: 'rightEmail' };
  return null;
}
