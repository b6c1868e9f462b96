import { quickLinkTileSize } from '@shared/quickLinks';
import { describe, expect, it } from 'vitest';

describe('quickLinkTileSize', () => {
  it('rule: small above 4 items', () => {
    expect(quickLinkTileSize(5)).toBe('small');
    expect(quickLinkTileSize(12)).toBe('small');
  });

  it('rule: normal above 2 items (3 and 4)', () => {
    expect(quickLinkTileSize(3)).toBe('normal');
    expect(quickLinkTileSize(4)).toBe('normal');
  });

  it('rule: large otherwise (2 or fewer)', () => {
    expect(quickLinkTileSize(2)).toBe('large');
    expect(quickLinkTileSize(1)).toBe('large');
    expect(quickLinkTileSize(0)).toBe('large');
  });
});
