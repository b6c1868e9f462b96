// A robot answer as the server keeps it (shared/cleanRichText.ts): an allow-list of tags and
// attributes written out anew, each URL checked, every element closed; and whether anything
// visible is left.
import { DEMO_KNOWLEDGE_BASE } from '@demo/demoKnowledgeBase';
import { cleanRichText, hasVisibleContent, richTextAsPlain } from '@shared/cleanRichText';
import { describe, expect, it } from 'vitest';

describe('cleanRichText', () => {
  it('keeps the rich text the console writes and the demo answers use, as written', () => {
    const html =
      '<p><strong>Free</strong> over $50 &amp; <em>fast</em>: <u>really</u></p>' +
      '<ul><li>One</li><li>Two</li></ul><p><a href="https://shop.example/returns?a=1&amp;b=2">Returns</a></p>';
    expect(cleanRichText(html)).toBe(html);
    for (const doc of DEMO_KNOWLEDGE_BASE) expect(cleanRichText(doc.answer), String(doc.docId)).toBe(doc.answer);
  });

  it('is idempotent: cleaning a cleaned text changes nothing', () => {
    for (const html of [
      '<p>a < b > c & d</p>',
      '<a href="https://x.example/?q=&quot;1&quot;" title="a &eacute; b">x</a>',
      '<div><p>unclosed <b>bold',
      '<img src="https://x.example/p.png" alt="A \'quoted\' &quot;one&quot;">',
    ]) {
      const once = cleanRichText(html);
      expect(cleanRichText(once), html).toBe(once);
    }
  });

  it('drops script, style and the like with their content', () => {
    expect(cleanRichText('<p>Hi<script>alert(1)</script> there</p>')).toBe('<p>Hi there</p>');
    expect(cleanRichText('<style>p{}</style><p>x</p>')).toBe('<p>x</p>');
    expect(cleanRichText('<svg><script>alert(1)</script></svg><p>x</p>')).toBe('<p>x</p>');
    expect(cleanRichText('<iframe src="https://evil.example"></iframe>ok')).toBe('ok');
    expect(cleanRichText('<script/>alert(1)</script>ok')).toBe('ok');
    expect(cleanRichText('a<!-- <script>alert(1)</script> -->b')).toBe('ab');
  });

  it('drops unknown tags but keeps their text', () => {
    expect(cleanRichText('<font color="red">red</font> <marquee>moving</marquee>')).toBe('red moving');
    expect(cleanRichText('<form action="x"><p>inside</p></form>')).toBe('<p>inside</p>');
  });

  it('drops event handlers, styles, classes and unknown attributes', () => {
    expect(cleanRichText('<p onclick="alert(1)" style="color:red" class="x" id="y">t</p>')).toBe('<p>t</p>');
    expect(cleanRichText('<img src="https://x.example/a.png" onerror="alert(1)">')).toBe(
      '<img src="https://x.example/a.png">',
    );
  });

  it('keeps http(s), mailto and relative links; drops javascript:, data: and the like, however written', () => {
    expect(cleanRichText('<a href="mailto:help@shop.example">m</a>')).toBe('<a href="mailto:help@shop.example">m</a>');
    expect(cleanRichText('<a href="/returns">r</a>')).toBe('<a href="/returns">r</a>');
    for (const href of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'java\tscript:alert(1)',
      'jav&#x09;ascript:alert(1)',
      '&#106;avascript:alert(1)',
      'javascript&colon;alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:x',
    ])
      expect(cleanRichText(`<a href="${href}">x</a>`), href).toBe('<a>x</a>');
    expect(cleanRichText('<img src="data:image/svg+xml,<svg onload=alert(1)>">')).toBe('<img>');
  });

  it("keeps a FAQ article element's link only when it is an absolute http(s) URL", () => {
    expect(cleanRichText('<p link="https://shop.example/a">a</p>')).toBe('<p link="https://shop.example/a">a</p>');
    expect(cleanRichText('<p data-link="javascript:alert(1)">a</p>')).toBe('<p>a</p>');
  });

  it('closes what is left open and drops end tags that close nothing', () => {
    expect(cleanRichText('<p><strong>bold')).toBe('<p><strong>bold</strong></p>');
    expect(cleanRichText('</div></p>text</li>')).toBe('text');
    expect(cleanRichText('<ul><li>a<li>b</ul>after')).toBe('<ul><li>a<li>b</li></li></ul>after');
  });

  it('escapes what would be markup in text, and keeps character references', () => {
    expect(cleanRichText('1 < 2 > 0 & more &eacute; &#169;')).toBe('1 &lt; 2 &gt; 0 &amp; more &eacute; &#169;');
    expect(cleanRichText('<p title=\'say "hi"\'>x</p>')).toBe('<p title="say &quot;hi&quot;">x</p>');
    expect(cleanRichText('<a title="a>b" href="https://x.example">x</a>')).toBe(
      '<a title="a&gt;b" href="https://x.example">x</a>',
    );
    // An unfinished tag at the end shows nothing, as in a browser.
    expect(cleanRichText('text <img src=x onerror=alert(1)')).toBe('text ');
  });
});

describe('hasVisibleContent', () => {
  it('rule: an answer shows text that is not space, or a picture', () => {
    expect(hasVisibleContent('<p>Yes</p>')).toBe(true);
    expect(hasVisibleContent('<p><img src="https://x.example/a.png"></p>')).toBe(true);
    expect(hasVisibleContent('&eacute;')).toBe(true);
    for (const html of ['', '<p></p>', '<p> &nbsp; </p>', '<p>&#160;&#x200B;</p>', '<br><hr>', '\u200b\ufeff'])
      expect(hasVisibleContent(html), html).toBe(false);
    expect(hasVisibleContent(cleanRichText('<script>alert(1)</script>'))).toBe(false);
  });
});

describe('richTextAsPlain', () => {
  it('rule: a mail reads rich text as lines: a paragraph, an item or a <br> ends one; script and style say nothing', () => {
    expect(richTextAsPlain('<p>A <strong>new kettle</strong> ships today.</p><p>Sorry &amp; thanks</p>')).toBe(
      'A new kettle ships today.\nSorry & thanks',
    );
    expect(richTextAsPlain('one<br>two<ul><li>three</li><li>four</li></ul>')).toBe('one\ntwo\nthree\nfour');
    expect(richTextAsPlain('<p>hi</p><script>alert(1)</script><style>p{}</style>')).toBe('hi');
    expect(richTextAsPlain('plain text, no tags')).toBe('plain text, no tags');
    expect(richTextAsPlain('1 &lt; 2')).toBe('1 < 2');
  });
});
