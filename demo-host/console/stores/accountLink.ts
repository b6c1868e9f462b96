// The console opened from a one-time link: `#setup=<token>` (the first owner's, from the server's
// log) or `#password=<token>` (a new account's first password, or a reset). The token is read
// once and taken out of the address bar at once, so history, bookmarks and a shared screen
// never keep it; the page it opens holds it until it is used.
import { PASSWORD_LINK_FRAGMENT, SETUP_LINK_FRAGMENT } from '@shared/accounts';
import { atom } from 'nanostores';

export type AccountLink =
  | { kind: 'setup'; token: string }
  | { kind: 'password'; token: string }
  /** A password was chosen: the sign-in page says for which login, and has it filled in. */
  | { kind: 'passwordSet'; login: string };

const KINDS: Record<string, 'setup' | 'password'> = {
  [SETUP_LINK_FRAGMENT]: 'setup',
  [PASSWORD_LINK_FRAGMENT]: 'password',
};

/** The link a URL fragment ("#setup=…", with or without its "#") carries, or undefined. */
export function readLinkFragment(fragment: string): AccountLink | undefined {
  const match = /^#?([a-z]+)=([^&#]+)$/.exec(fragment);
  const kind = match && KINDS[match[1]!];
  if (!kind) return undefined;
  let token: string;
  try {
    token = decodeURIComponent(match[2]!);
  } catch {
    return undefined;
  }
  return token.trim() ? { kind, token } : undefined;
}

/** Reads the page's fragment and removes it from the address bar, keeping the path. */
function takeFromAddressBar(): AccountLink | undefined {
  const link = readLinkFragment(location.hash);
  if (link) history.replaceState(history.state, '', location.pathname + location.search);
  return link;
}

export const $accountLink = atom<AccountLink | undefined>(takeFromAddressBar());

/** Done with the link's page: the sign-in, or the desk of whoever is signed in. */
export const leaveAccountLink = () => $accountLink.set(undefined);

/** A link opened in a tab that is already open (pasted in the address bar) changes only the fragment. */
addEventListener('hashchange', () => {
  const link = takeFromAddressBar();
  if (link) $accountLink.set(link);
});
