import { textDirection } from '@shared/direction';
import { describe, expect, it } from 'vitest';

describe('text direction', () => {
  it('rule: ar and fa run right to left; every other locale of the spec left to right', () => {
    expect(['ar', 'fa'].map(textDirection)).toEqual(['rtl', 'rtl']);
    expect(['zh', 'en', 'tw', 'ja', 'my', 'zu'].map(textDirection)).toEqual(['ltr', 'ltr', 'ltr', 'ltr', 'ltr', 'ltr']);
  });
});
