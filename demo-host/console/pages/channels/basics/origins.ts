// A site's origin as the schema takes it (shared/api/channel.ts `Origin`), checked while it is
// typed; for a whole address the origin it starts with, for the owner to take instead.
import { Origin } from '@shared/api/channel';

/** The schema's own pattern and length: TypeBox keeps a schema's options on it, untyped. */
const { pattern, maxLength } = Origin as typeof Origin & { pattern: string; maxLength: number };
const ORIGIN = new RegExp(pattern);
export const ORIGIN_MAX_LENGTH = maxLength;

export type OriginCheck =
  | { ok: true }
  | { ok: false; reason: 'empty' | 'notOrigin' | 'twice' }
  | { ok: false; reason: 'hasPath'; origin: string };

const fits = (text: string) => ORIGIN.test(text) && text.length <= maxLength;

export function checkOrigin(value: string, others: readonly string[]): OriginCheck {
  if (!value) return { ok: false, reason: 'empty' };
  if (fits(value)) return others.includes(value) ? { ok: false, reason: 'twice' } : { ok: true };
  try {
    const { origin, protocol } = new URL(value);
    if ((protocol == 'https:' || protocol == 'http:') && origin != value && fits(origin))
      return { ok: false, reason: 'hasPath', origin };
  } catch {
    // not an address at all
  }
  return { ok: false, reason: 'notOrigin' };
}
