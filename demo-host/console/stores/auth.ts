// Who is signed in, with their role and tenant: kept in this tab's session storage, so a reload
// stays signed in. Signing in, the first owner's setup and a changed password each give a token.

import type { SignedInAgent } from '@shared/api';
import type { AgentRequest } from '@shared/api/agentRequests';
import { atom } from 'nanostores';
import { callAgent, useToken } from '../api/agentClient';

export type SignedIn = Pick<SignedInAgent, 'token' | 'adminId' | 'card' | 'tenantId' | 'role' | 'online'>;

const KEY = 'chat-online-console';
const saved = (() => {
  try {
    const me = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as SignedIn | null;
    // Saved before accounts had roles: what this person may do is unknown, so they sign in again.
    return me?.role ? me : null;
  } catch {
    return null;
  }
})();

export const $me = atom<SignedIn | null>(saved);

/**
 * Why the last session ended when the person did not sign out themselves: the server stopped
 * taking its token (it expired, the password changed elsewhere, the account was disabled).
 */
export const $sessionEnded = atom(false);

const remember = (me: SignedIn | null) => {
  $me.set(me);
  try {
    if (me) sessionStorage.setItem(KEY, JSON.stringify(me));
    else sessionStorage.removeItem(KEY);
  } catch {
    // storage blocked: signed in for this page only
  }
};

export const signOut = () => {
  useToken(undefined, () => {});
  remember(null);
};

const sessionEnded = () => {
  signOut();
  $sessionEnded.set(true);
};

useToken(saved?.token, sessionEnded);

/** The token of a sign-in, a setup or a password change: every later call carries it. */
function signedIn({ token, adminId, card, tenantId, role, online }: SignedInAgent) {
  useToken(token, sessionEnded);
  $sessionEnded.set(false);
  remember({ token, adminId, card, tenantId, role, online });
}

export async function signIn(login: string, password: string) {
  signedIn(await callAgent('login', { login, password }));
}

let setUpSeen = false;

/** Whether the product has its first owner; asked once it has, since it then always will. */
export async function isSetUp(): Promise<boolean> {
  setUpSeen ||= (await callAgent('setupStatus', {})).setUp;
  return setUpSeen;
}

/** The first owner, through the setup link of the server's log: signed in at once. */
export async function setUp(owner: AgentRequest<'setup'>) {
  signedIn(await callAgent('setup', owner));
  setUpSeen = true;
}

/** A password chosen through a one-time link; resolves to the login it is for (not signed in). */
export async function choosePassword(token: string, password: string): Promise<string> {
  return (await callAgent('choosePassword', { token, password })).login;
}

/** The caller's own password: the server ends their other sessions and answers a new token for this one. */
export async function changePassword(currentPassword: string, newPassword: string) {
  signedIn(await callAgent('changePassword', { currentPassword, newPassword }));
}

/** Online, or away (with `returnToQueue`, the agent's conversations go back to the queue). */
export async function setOnline(online: boolean, returnToQueue = false) {
  await callAgent('status', { online, ...(returnToQueue && { returnToQueue }) });
  const me = $me.get();
  if (me) remember({ ...me, online });
}
