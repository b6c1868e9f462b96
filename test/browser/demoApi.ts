// The demo server's HTTP APIs, called from a browser test's own side: agents and visitors
// that are not the browser under test.

import type { RunningDemo } from '@demo/startDemo';
import { AGENT_API, OPEN_WO_API, VISITOR_API } from '@shared/api';
import type { Browser } from 'playwright-core';
import { newVisitorId } from '../node/server/harness';

export interface DemoState {
  demo: RunningDemo;
  browser: Browser;
}

/** POST to the demo server; the reply's data, or an error naming the call. */
export async function post<T = any>(
  state: DemoState,
  path: string,
  body: object | FormData,
  headers: Record<string, string> = {},
): Promise<T> {
  const json: Record<string, string> = body instanceof FormData ? {} : { 'content-type': 'application/json' };
  const response = await fetch(state.demo.widgetOrigin + path, {
    method: 'POST',
    headers: { ...json, ...headers },
    body: body instanceof FormData ? body : JSON.stringify(body),
  });
  const reply = (await response.json()) as { code: number; message: string; data: T };
  if (reply.code != 200) throw new Error(`${path}: ${reply.code} ${reply.message}`);
  return reply.data;
}

/** A seeded agent signed in over the agent API and online. */
export async function onlineAgent(state: DemoState, login: string) {
  const { token } = await post<{ token: string }>(state, AGENT_API + 'login', {
    login,
    password: state.demo.logins.agents[0]!.password,
  });
  const call = <T = any>(name: string, body: object = {}) => post<T>(state, AGENT_API + name, body, { token });
  await call('status', { online: true });
  return {
    token,
    call,
    offline: () => call('status', { online: false }),
  };
}

/** A new visitor of a channel over the visitor API (the calls the widget makes). */
export async function newVisitor(state: DemoState, channelId: string, extra: object = {}) {
  const userId = newVisitorId();
  const start = await post<{ token: string; sessionId: number }>(state, VISITOR_API + 'chatStart', {
    channelId,
    userId,
    ...extra,
  });
  const headers = { token: start.token };
  return {
    userId,
    start,
    call: <T = any>(call: string, body: object = {}) =>
      post<T>(state, VISITOR_API + call, { userId, ...body }, headers),
    wo: <T = any>(call: string, body: object = {}) => post<T>(state, OPEN_WO_API + call, { userId, ...body }, headers),
    async upload(name: string, bytes: Buffer, purpose: 'image' | 'file' | 'attachment') {
      const form = new FormData();
      form.append('userId', userId);
      form.append('purpose', purpose);
      form.append('file', new Blob([new Uint8Array(bytes)]), name);
      return (await post<{ url: string }>(state, VISITOR_API + 'upload', form, headers)).url;
    },
  };
}
