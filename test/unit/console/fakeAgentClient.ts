// The console's HTTP client, faked for store tests: each call, of the agent API or the admin
// API, is recorded and answered by `answer`; uploads answer a file URL named after the file.

import type { UploadedFile } from '@shared/api';
import { uploadKind } from '@shared/upload';
import { vi } from 'vitest';

const actual = await vi.importActual<typeof import('@console/api/agentClient')>('@console/api/agentClient');
export const { useToken } = actual;

export const calls: { call: string; body: Record<string, unknown> }[] = [];
export const uploads: { name: string; purpose: string }[] = [];
let respond: (call: string, body: Record<string, unknown>) => unknown = () => ({});

export const answer = (next: typeof respond) => {
  respond = next;
};

export const reset = () => {
  calls.length = 0;
  uploads.length = 0;
  leavingCalls.length = 0;
  respond = () => ({});
};

export const callAgent = vi.fn(async (call: string, body: Record<string, unknown>) => {
  calls.push({ call, body });
  return respond(call, body);
});

/** The admin API's calls go the same way: their names never clash with the agent API's. */
export const callAdmin = vi.fn(async (call: string, body: Record<string, unknown>) => {
  calls.push({ call, body });
  return respond(call, body);
});

/** Calls made as the page closes (keepalive): recorded, never answered. */
export const leavingCalls: { call: string; body: Record<string, unknown> }[] = [];
export const callAgentWhileLeaving = vi.fn(
  (call: string, body: Record<string, unknown>) => void leavingCalls.push({ call, body }),
);

export const uploadAsAgent = vi.fn(async (file: File, purpose: string): Promise<UploadedFile> => {
  uploads.push({ name: file.name, purpose });
  const suffix = file.name.split('.').pop() ?? '';
  return {
    url: `/api/files/${'0'.repeat(32)}.${suffix}`,
    name: file.name,
    suffix,
    size: file.size,
    kind: uploadKind(file.name),
  };
});

/** The calls made so far, by name only. */
export const callNames = () => calls.map((entry) => entry.call);
