import { EMOJI } from '@shared/emoji';
import { describe, expect, it } from 'vitest';

describe('emoji', () => {
  it('rule: 50 emoji are offered, each once, each one glyph', () => {
    expect(EMOJI).toHaveLength(50);
    expect(new Set(EMOJI).size).toBe(50);
    for (const emoji of EMOJI) expect([...new Intl.Segmenter().segment(emoji)]).toHaveLength(1);
  });
});
