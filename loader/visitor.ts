// The visitor id lives in the host's first-party storage, one per tenant, so that a
// partitioned or blocked storage inside the iframe loses nobody's conversation.

import { VISITOR_ID_TTL_MS } from '@shared/constants';
import type { ExpiringStorage } from '@shared/expiringStorage';
import { visitorIdKey } from '@shared/frame';
import { newVisitorId } from '@shared/randomId';

export function visitorIdFor(storage: ExpiringStorage, crypto: Crypto, tenantId: string): string {
  const key = visitorIdKey(tenantId);
  const id = storage.get<string>(key) || newVisitorId(crypto);
  // Set again on every use: the expiry counts from the visitor's last visit.
  storage.set(key, id, VISITOR_ID_TTL_MS);
  return id;
}
