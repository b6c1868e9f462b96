import { htmlToText } from '@shared/ui/htmlToText';
import { RichText } from '@shared/ui/RichText';
import { loadSanitizer, sanitizeHtml } from '@shared/ui/sanitizeHtml';
import { PlainText } from '@widget/messages/PlainText';
import { loadLinkify, TextMessage } from '@widget/messages/TextMessage';
import { act } from 'preact/test-utils';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { all, mount } from './renderMessage';

// Text links come from linkifyjs, loaded on the first text message: load it before mounting.
beforeAll(async () => {
  await loadLinkify();
});

// DOMPurify itself is wrong under happy-dom: it is replaced here by a stub that loads only
// when the test opens the gate, so what is tested is RichText's own behaviour.
const purify = vi.hoisted(() => {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return {
    open,
    opened,
    hooks: [] as [string, (node: Element) => void][],
    sanitize: vi.fn((_html: string, _config: unknown) => '<b>clean</b>'),
  };
});
vi.mock('dompurify', async () => {
  await purify.opened;
  return {
    default: {
      addHook: (name: string, hook: (node: Element) => void) => purify.hooks.push([name, hook]),
      sanitize: purify.sanitize,
    },
  };
});

describe('TextMessage: plain text with links', () => {
  it('rule: text links open in a new tab with noopener and a javascript: URL is not linked', () => {
    const el = mount(<TextMessage text={'See https://example.com/help?a=1 or javascript:alert(1) now'} />);
    const links = all(el, 'a');
    expect(links).toHaveLength(1);
    expect(links[0]!.getAttribute('href')).toBe('https://example.com/help?a=1');
    expect(links[0]!.getAttribute('target')).toBe('_blank');
    expect(links[0]!.getAttribute('rel')).toBe('noopener noreferrer');
    expect(el.textContent).toBe('See https://example.com/help?a=1 or javascript:alert(1) now');
  });

  it('rule: e-mail addresses become mailto links, other schemes (ftp:) stay text', () => {
    const el = mount(<TextMessage text="Write to help@example.com or ftp://example.com/f" />);
    const hrefs = all(el, 'a').map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['mailto:help@example.com']);
  });

  it('rule: bare domains are linked over http', () => {
    const el = mount(<TextMessage text="www.example.com" />);
    expect(el.querySelector('a')?.getAttribute('href')).toBe('http://www.example.com');
  });

  it('rule: HTML in a text message is shown as text, never parsed', () => {
    const el = mount(<TextMessage text={'<img src=x onerror="alert(1)"><b>bold</b>'} />);
    expect(el.querySelector('img, b')).toBeNull();
    expect(el.textContent).toBe('<img src=x onerror="alert(1)"><b>bold</b>');
  });

  it('rule: line breaks are kept (pre-wrap text)', () => {
    const el = mount(<TextMessage text={'first line\nsecond line'} />);
    expect(el.querySelector('.msg-text')?.textContent).toBe('first line\nsecond line');
  });

  it('rule: PlainText shows anything as text', () => {
    const el = mount(<PlainText text={'<script>alert(1)</script>'} />);
    expect(el.querySelector('script')).toBeNull();
    expect(el.textContent).toBe('<script>alert(1)</script>');
  });
});

describe('htmlToText: the words of a rich text', () => {
  it('rule: tags are dropped, entities decoded, script and style content removed, blocks on their own lines', () => {
    expect(htmlToText('<p>Fish &amp; chips</p><p>Second<br>line</p><script>alert(1)</script><style>p{}</style>')).toBe(
      'Fish & chips\nSecond\nline',
    );
  });
});

describe('RichText: sanitised HTML, text only until the sanitiser has loaded', () => {
  it('rule: before DOMPurify resolves only the text is rendered, never the raw HTML; then the sanitised HTML', async () => {
    const html = '<p>Hello <img src=x onerror="alert(1)"><strong>world</strong></p><script>alert(2)</script>';
    const el = mount(<RichText html={html} />);
    expect(el.querySelector('img, strong, script, p')).toBeNull();
    expect(el.innerHTML).not.toContain('onerror');
    expect(el.textContent).toBe('Hello world');

    purify.open();
    await act(async () => {
      await loadSanitizer();
    });
    expect(purify.sanitize).toHaveBeenCalledWith(html, expect.anything());
    expect(el.querySelector('.msg-rich b')?.textContent).toBe('clean');
  });

  it('rule: once loaded, a new rich text is sanitised at its first render', () => {
    const el = mount(<RichText html="<p>again</p>" />);
    expect(el.querySelector('.msg-rich b')?.textContent).toBe('clean');
  });

  it('rule: the config forbids style, forms, inputs, iframes and scripts, allows target, and only http(s)/mailto/relative URLs', async () => {
    await sanitizeHtml('<p>x</p>');
    const config = purify.sanitize.mock.calls.at(-1)![1] as {
      FORBID_TAGS: string[];
      FORBID_ATTR: string[];
      ADD_ATTR: string[];
      ALLOWED_URI_REGEXP: RegExp;
    };
    expect(config.FORBID_TAGS).toEqual(expect.arrayContaining(['style', 'form', 'input', 'iframe', 'script']));
    expect(config.FORBID_ATTR).toContain('style');
    expect(config.ADD_ATTR).toContain('target');
    for (const ok of [
      'https://example.com',
      'http://example.com',
      'mailto:a@example.com',
      '/relative',
      'page.html',
      '#top',
    ])
      expect(config.ALLOWED_URI_REGEXP.test(ok), ok).toBe(true);
    for (const bad of ['javascript:alert(1)', 'vbscript:x', 'tel:123', 'ftp://example.com', 'data:text/html,x'])
      expect(config.ALLOWED_URI_REGEXP.test(bad), bad).toBe(false);
  });

  it('rule: the afterSanitizeAttributes hook makes every link open a new tab with noopener', () => {
    const hook = purify.hooks.find(([name]) => name == 'afterSanitizeAttributes')?.[1];
    expect(hook).toBeDefined();
    const link = document.createElement('a');
    link.setAttribute('href', 'https://example.com');
    link.setAttribute('target', '_self');
    hook!(link);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    const other = document.createElement('div');
    other.setAttribute('target', '_top');
    hook!(other);
    expect(other.hasAttribute('target')).toBe(false);
  });
});
