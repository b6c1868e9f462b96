// The server refuses beyond the limits the composer counts against
// (docs/decisions.md#message-length), counting characters the same way: an emoji is one.

import { TEXT_LIMITS } from '@shared/api';
import { describe, expect, it } from 'vitest';
import { startVisitor, useTestServer } from './harness';

const server = useTestServer();

describe('text limits, shared with the composer', () => {
  it('robotAsk takes a question of exactly the limit, in emoji too, and refuses one more', async () => {
    const visitor = await startVisitor(server, 'demo');
    const at = await visitor.call('robotAsk', {
      question: '😀'.repeat(TEXT_LIMITS.robotQuestion),
      clientId: 'at-limit',
    });
    expect(at.status).toBe(200);
    const over = await visitor.call('robotAsk', {
      question: 'x'.repeat(TEXT_LIMITS.robotQuestion + 1),
      clientId: 'over-limit',
    });
    expect(over.status).toBe(400);
  });

  it('sendMsg takes a message of exactly the limit and refuses one more', async () => {
    const visitor = await startVisitor(server, 'demo');
    expect(
      (await visitor.call('sendMsg', { clientId: 'm-at', msgType: 1, msgContent: 'x'.repeat(TEXT_LIMITS.message) }))
        .status,
    ).toBe(200);
    expect(
      (
        await visitor.call('sendMsg', {
          clientId: 'm-over',
          msgType: 1,
          msgContent: 'x'.repeat(TEXT_LIMITS.message + 1),
        })
      ).status,
    ).toBe(400);
  });
});
