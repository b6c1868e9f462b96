// The visitor id lives in the host's first-party storage, one per tenant, so that a
// partitioned or blocked storage inside the iframe loses nobody's conversation.
import type { ExpiringStorage } from '../shared/expiringStorage';
import { VISITOR_ID_TTL_MS } from '../shared/constants';

const randomId = (crypto: Crypto) =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => (byte + 256).toString(16).slice(1)).join('');

export function visitorIdFor(storage: ExpiringStorage, crypto: Crypto, tenantId: string): string {
  const key = 'chat-online:visitor:' + tenantId;
  const id = storage.get<string>(key) || randomId(crypto);
  // Set again on every use: the expiry counts from the visitor's last visit.
  storage.set(key, id, VISITOR_ID_TTL_MS);
  return id;
}
