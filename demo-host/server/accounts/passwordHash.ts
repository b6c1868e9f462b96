// Passwords are kept as scrypt hashes with a random 16-byte salt each; the parameters are written
// in the hash, so raising them later leaves stored hashes working (docs/security.md#passwords).
import { randomBytes, type ScryptOptions, scrypt } from 'node:crypto';
import { sameSecret } from '../http/secrets';

/**
 * N = 2^16 (64 MiB), r = 8, p = 1: OWASP's scrypt minimum when this was chosen; about 125 ms a
 * hash on a 2-core machine. Sign-in is rate-limited per address and per login, which bounds what
 * an attacker can make the server spend.
 */
export const SCRYPT = { log2N: 16, r: 8, p: 1, keyLength: 32 } as const;

const scryptHex = (password: string, salt: string, keyLength: number, options: ScryptOptions) =>
  new Promise<string>((resolve, reject) =>
    scrypt(password, salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key.toString('hex')))),
  );

const optionsOf = (log2N: number, r: number, p: number): ScryptOptions => ({
  N: 2 ** log2N,
  r,
  p,
  maxmem: 2 * 128 * 2 ** log2N * r * p,
});

/** `scrypt$<log2 N>$<r>$<p>$<salt>$<hash>` */
export async function hashPassword(password: string): Promise<string> {
  const { log2N, r, p, keyLength } = SCRYPT;
  const salt = randomBytes(16).toString('hex');
  const key = await scryptHex(password.normalize('NFC'), salt, keyLength, optionsOf(log2N, r, p));
  return `scrypt$${log2N}$${r}$${p}$${salt}$${key}`;
}

/**
 * The most work a stored hash may ask for, N · r · p: 2^20 · 8 · 1 (1 GiB and about 2 s), 16 times
 * SCRYPT's, room to raise SCRYPT later.
 */
export const MAX_SCRYPT_WORK = 2 ** 20 * 8;

/** Whole numbers, each at least 1, whose work stays within MAX_SCRYPT_WORK. */
const bearable = (log2N: number, r: number, p: number) =>
  [log2N, r, p].every(Number.isInteger) && log2N >= 1 && r >= 1 && p >= 1 && 2 ** log2N * r * p <= MAX_SCRYPT_WORK;

/** Reads the current form, and the first release's `<salt>:<hash>` (node's defaults: N = 2^14, r = 8, p = 1). */
export async function passwordMatches(password: string, stored: string): Promise<boolean> {
  const current = stored.startsWith('scrypt$');
  const parts = current ? stored.split('$').slice(1) : ['14', '8', '1', ...stored.split(':')];
  const [log2N, r, p] = parts.slice(0, 3).map(Number) as [number, number, number];
  const [salt, expected] = parts.slice(3);
  // Parameters come from our own database; a damaged row answers false, without throwing (a
  // sign-in's 500) or asking scrypt for gigabytes and seconds: r and p count as much as N.
  if (parts.length != 5 || !salt || !expected || !/^(?:[0-9a-f]{2}){16,64}$/.test(expected) || !bearable(log2N, r, p))
    return false;
  // The first release hashed the password as typed; the current form hashes its NFC form.
  const input = current ? password.normalize('NFC') : password;
  const actual = await scryptHex(input, salt, expected.length / 2, optionsOf(log2N, r, p));
  return sameSecret(actual, expected);
}
