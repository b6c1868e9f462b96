import { ARTICLE_LINK_MIN_CHARS, articleElementLink, hasFullArticle } from '@shared/articleLink';
import { describe, expect, it } from 'vitest';

describe('FAQ article links', () => {
  it(`rule: an answer longer than ${ARTICLE_LINK_MIN_CHARS} characters of text links to its article; markup does not count`, () => {
    expect(hasFullArticle('<p>' + 'a'.repeat(ARTICLE_LINK_MIN_CHARS) + '</p>')).toBe(false);
    expect(hasFullArticle('<p>' + 'a'.repeat(ARTICLE_LINK_MIN_CHARS + 1) + '</p>')).toBe(true);
    expect(
      hasFullArticle('<p><strong>short</strong> <a href="https://example.com/' + 'x'.repeat(400) + '">link</a></p>'),
    ).toBe(false);
  });

  it('rule: an element’s link opens only when it is an absolute http(s) URL', () => {
    expect(articleElementLink('https://shop.example/returns')).toBe('https://shop.example/returns');
    expect(articleElementLink(' http://shop.example ')).toBe('http://shop.example/');
    for (const bad of [
      'javascript:alert(1)',
      'data:text/html,x',
      '/relative',
      '',
      null,
      undefined,
      'JaVaScRiPt:alert(1)',
    ])
      expect(articleElementLink(bad)).toBeUndefined();
  });
});
