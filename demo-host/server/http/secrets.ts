// Tokens are random and stored only as hashes; comparisons take constant time.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const newToken = () => randomBytes(24).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length == right.length && timingSafeEqual(left, right);
}

export const tokenMatches = (token: string | undefined, hash: string | null | undefined) =>
  Boolean(token && hash && sameSecret(hashToken(token), hash));

/** A host's signed identity: userHash = HMAC-SHA256(channel secret, userId), hex. */
const userHashFor = (secret: string, userId: string) => createHmac('sha256', secret).update(userId).digest('hex');

export const userHashMatches = (secret: string, userId: string, userHash: string | undefined) =>
  Boolean(userHash && sameSecret(userHashFor(secret, userId), userHash.toLowerCase()));
