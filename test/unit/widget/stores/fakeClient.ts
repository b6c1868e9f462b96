// Stands in for widget/api/client in store tests: records every call and answers with
// whatever the test sets in `fake.answer`.
import { vi } from 'vitest';

export const calls: { call: string; body: Record<string, unknown> }[] = [];
export const fake = { answer: (_call: string, _body: Record<string, unknown>): unknown => undefined };

export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

export const callVisitor = vi.fn(async (call: string, body: Record<string, unknown>, options?: { signal?: AbortSignal }) => {
  calls.push({ call, body });
  if (options?.signal?.aborted) throw new Error('aborted');
  return fake.answer(call, body);
});
