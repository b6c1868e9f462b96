// Links into the console carrying a one-time token in the fragment, which browsers never send to
// a server: it stays out of request lines, proxies' logs and Referer headers.
import { CONSOLE_PATH, PASSWORD_LINK_FRAGMENT } from '@shared/accounts';
import type { PasswordLink } from '@shared/api';
import type { Services } from '../services';

export const consoleLink = (origin: string, fragment: string, token: string) =>
  `${origin}${CONSOLE_PATH}#${fragment}=${token}`;

/** A one-time link where the account's person chooses a password (admins hand it on; they never see passwords). */
export async function passwordLinkFor(services: Services, origin: string, adminId: number): Promise<PasswordLink> {
  const { token, expiresAt } = await services.passwordLinks.issue('password', adminId);
  return { link: consoleLink(origin, PASSWORD_LINK_FRAGMENT, token), expiresAt };
}
