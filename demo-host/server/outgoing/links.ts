// The links mails carry: absolute, on the origin people reach the server at (PUBLIC_ORIGIN,
// else the address it listens on, known once it listens).
import { WIDGET_BASE_PATH } from '@shared/frame';

/** Filled by buildServer when the server listens, unless PUBLIC_ORIGIN fixed it before. */
export interface ServerOrigin {
  value: string;
}

/** A console section's page: `/leave-messages`, `/work-orders/12`, `/`. */
export const consoleLink = (origin: ServerOrigin, path: string): string => `${origin.value}/console${path}`;

/** The token variant of the work-order page: readable and answerable without a session. */
export function workOrderLink(origin: ServerOrigin, woId: number, token: string, channelId: string): string {
  const query = new URLSearchParams({ woId: String(woId), token, channelId });
  return `${origin.value}${WIDGET_BASE_PATH}workorder?${query}`;
}
