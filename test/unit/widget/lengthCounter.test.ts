// The composer's length rule (docs/decisions.md#message-length).

import { TEXT_LIMITS, textLength } from '@shared/api';
import { COUNTER_FROM, lengthState } from '@widget/pages/chat/lengthCounter';
import { describe, expect, it } from 'vitest';

describe('message length', () => {
  it('rule: the counter shows from 90 % of the limit', () => {
    expect(COUNTER_FROM).toBe(0.9);
    expect(lengthState('x'.repeat(899), 1000)).toMatchObject({ used: 899, shown: false, over: 0 });
    expect(lengthState('x'.repeat(900), 1000)).toMatchObject({ used: 900, shown: true, over: 0 });
  });

  it('rule: beyond the limit, how far over (and send is off)', () => {
    expect(lengthState('x'.repeat(1000), 1000).over).toBe(0);
    expect(lengthState('x'.repeat(10_000), TEXT_LIMITS.robotQuestion).over).toBe(9_000);
  });

  it('rule: characters are counted as the server counts them: an emoji is one', () => {
    expect(textLength('😀a')).toBe(2);
    expect(lengthState('😀'.repeat(1000), 1000).over).toBe(0);
  });
});
