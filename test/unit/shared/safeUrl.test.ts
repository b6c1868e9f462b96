import { safeLinkUrl, safeUrl } from '@shared/safeUrl';
import { describe, expect, it } from 'vitest';

describe('safeUrl: only relative and http(s) URLs are rendered', () => {
  it.each([
    ['https://cdn.example.com/a.png'],
    ['http://example.com/file.pdf'],
    ['HTTPS://EXAMPLE.COM/x'],
    ['/api/files/1/photo.png'],
    ['files/photo.png'],
    ['//cdn.example.com/a.png'],
    ['?download=1'],
    ['#top'],
  ])('rule: %s is allowed', (url) => {
    expect(safeUrl(url)).toBe(url);
  });

  it.each([
    ['javascript:alert(1)'],
    ['JavaScript:alert(1)'],
    ['  javascript:alert(1)'],
    ['java\tscript:alert(1)'],
    ['java\nscript:alert(1)'],
    ['\u0001javascript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['data:image/png;base64,iVBORw0KGgo='],
    ['vbscript:msgbox(1)'],
    ['file:///etc/passwd'],
    ['ftp://example.com/a'],
    ['mailto:a@example.com'],
  ])('rule: %j is refused', (url) => {
    expect(safeUrl(url)).toBeUndefined();
  });

  it('rule: empty and missing URLs are refused', () => {
    expect(safeUrl('')).toBeUndefined();
    expect(safeUrl('   ')).toBeUndefined();
    expect(safeUrl(undefined)).toBeUndefined();
    expect(safeUrl(null)).toBeUndefined();
  });

  it('rule: the URL is returned as the browser reads it (trimmed, tabs and newlines dropped)', () => {
    expect(safeUrl('  https://example.com/a\nb  ')).toBe('https://example.com/ab');
  });
});

describe('safeLinkUrl: links may also be mailto', () => {
  it('rule: mailto is allowed for links, javascript: and data: are not', () => {
    expect(safeLinkUrl('mailto:help@example.com')).toBe('mailto:help@example.com');
    expect(safeLinkUrl('https://example.com')).toBe('https://example.com');
    expect(safeLinkUrl('javascript:alert(1)')).toBeUndefined();
    expect(safeLinkUrl('data:text/html,x')).toBeUndefined();
  });
});
