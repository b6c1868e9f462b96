// Stands in for widget/api/client in store tests: records every call and answers with
// whatever the test sets in `fake.answer`.
import { vi } from 'vitest';

export const calls: { call: string; body: Record<string, unknown> }[] = [];
export const fake = {
  answer: (_call: string, _body: Record<string, unknown>): unknown => undefined,
  upload: (file: File, _purpose: string): unknown => ({
    url: '/api/files/' + '0'.repeat(32) + '.' + file.name.split('.').pop(),
    name: file.name,
    size: file.size,
    kind: 'image',
  }),
};

export { ApiError } from '@shared/api/apiError';

export const callVisitor = vi.fn(
  async (call: string, body: Record<string, unknown>, options?: { signal?: AbortSignal }) => {
    calls.push({ call, body });
    if (options?.signal?.aborted) throw new Error('aborted');
    return fake.answer(call, body);
  },
);

/** Files handed to the upload call; `fake.upload` answers (or throws). */
export const uploaded: { name: string; purpose: string }[] = [];
export const uploadFile = vi.fn(async (file: File, purpose: string) => {
  uploaded.push({ name: file.name, purpose });
  return fake.upload(file, purpose);
});
