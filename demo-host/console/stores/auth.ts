// Who is signed in: kept in this tab's session storage, so a reload stays signed in.

import type { SignedInAgent } from '@shared/api';
import { atom } from 'nanostores';
import { callAgent, useToken } from '../api/agentClient';

export type SignedIn = Pick<SignedInAgent, 'token' | 'adminId' | 'card'> & { online: boolean };

const KEY = 'chat-online-console';
const saved = (() => {
  try {
    return JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as SignedIn | null;
  } catch {
    return null;
  }
})();

export const $me = atom<SignedIn | null>(saved);

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

useToken(saved?.token, signOut);

export async function signIn(login: string, password: string) {
  const { token, adminId, card, online } = await callAgent('login', { login, password });
  useToken(token, signOut);
  remember({ token, adminId, card, online });
}

/** Online, or away (with `returnToQueue`, the agent's conversations go back to the queue). */
export async function setOnline(online: boolean, returnToQueue = false) {
  await callAgent('status', { online, ...(returnToQueue && { returnToQueue }) });
  const me = $me.get();
  if (me) remember({ ...me, online });
}
