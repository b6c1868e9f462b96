// Every mail in every locale of the spec (demo-host/server/outgoing/mail/): the texts are
// complete and keep their placeholders, each kind composes with nothing left unfilled, what a
// stranger wrote never becomes markup (read back with a real HTML parser), the reader's
// direction, time zone and locale are honoured.
import { composeMail, mailLocale } from '@server/outgoing/mail/composeMail';
import type { ComposedMail, MailContent, MailKind } from '@server/outgoing/mail/mailContent';
import { MAIL_TEXTS, type MailTexts } from '@server/outgoing/mail/mailTexts';
import { SUBJECT_MAX_CHARS } from '@server/outgoing/mail/subjectLine';
import { SPEC_LOCALES } from '@shared/chooseLocale';
import type { ChildNode, Document, Element } from 'domhandler';
import { DomUtils, parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';

const KEYS = Object.keys(MAIL_TEXTS.en!) as (keyof MailTexts)[];
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
const LEFT_PLACEHOLDER = /\{\w+\}/;

const AT = Date.UTC(2026, 0, 15, 9, 5);
const TRANSCRIPT_LINES = [
  { at: AT, from: 'visitor', name: 'Ana Lima', text: 'Where is my parcel?' },
  { at: AT + 60_000, from: 'robot', name: 'Shopbot', text: 'Let me find an agent for you.' },
  { at: AT + 120_000, from: 'system', name: '', text: 'Transferred to Bruno' },
  { at: AT + 180_000, from: 'agent', name: 'Bruno Costa', text: 'It left the warehouse today.\nTracking: 123' },
] as const;

/** One mail of each kind, with values a test can find again in both parts. */
const SAMPLES: { [K in MailKind]: Extract<MailContent, { kind: K }> } = {
  teamLeaveMessage: {
    kind: 'teamLeaveMessage',
    channelName: 'Lima Shop',
    customerName: 'Ana Lima',
    customerPhone: '+55 11 5555 0100',
    customerEmail: 'ana@example.com',
    content: 'My parcel has not arrived.\nOrder 4711.',
    link: 'https://console.example/leave-messages',
  },
  teamWorkOrder: {
    kind: 'teamWorkOrder',
    channelName: 'Lima Shop',
    woId: 42,
    title: 'Broken lid',
    content: 'The lid of the box was broken.',
    customerName: 'Ana Lima',
    link: 'https://console.example/work-orders/42',
  },
  teamWaiting: {
    kind: 'teamWaiting',
    channelName: 'Lima Shop',
    visitorName: 'Ana Lima',
    minutes: 7,
    link: 'https://console.example/queue',
  },
  visitorReceived: {
    kind: 'visitorReceived',
    channelName: 'Lima Shop',
    customerName: 'Ana Lima',
    content: 'The lid of the box was broken.',
    woId: 42,
    link: 'https://shop.example/chat_online/workorder?woId=42&token=abc',
  },
  visitorWorkOrderReply: {
    kind: 'visitorWorkOrderReply',
    channelName: 'Lima Shop',
    woId: 42,
    title: 'Broken lid',
    agentName: 'Bruno Costa',
    reply: 'We are sending a new one.',
    link: 'https://shop.example/chat_online/workorder?woId=42&token=abc',
  },
  visitorTranscript: {
    kind: 'visitorTranscript',
    channelName: 'Lima Shop',
    lines: [...TRANSCRIPT_LINES],
    timeZone: 'America/Sao_Paulo',
  },
};
const KINDS = Object.keys(SAMPLES) as MailKind[];

/** What each sample names that the reader must find in both parts: names, the link, the message. */
const MUST_SHOW: Record<MailKind, string[]> = {
  teamLeaveMessage: [
    'Ana Lima',
    'Lima Shop',
    '+55 11 5555 0100',
    'ana@example.com',
    'Order 4711.',
    SAMPLES.teamLeaveMessage.link,
  ],
  teamWorkOrder: [
    'Ana Lima',
    'Lima Shop',
    '42',
    'Broken lid',
    'The lid of the box was broken.',
    SAMPLES.teamWorkOrder.link,
  ],
  teamWaiting: ['Ana Lima', 'Lima Shop', '7', SAMPLES.teamWaiting.link],
  visitorReceived: ['Ana Lima', 'Lima Shop', '42', 'The lid of the box was broken.', SAMPLES.visitorReceived.link!],
  visitorWorkOrderReply: [
    'Bruno Costa',
    'Lima Shop',
    '42',
    'Broken lid',
    'We are sending a new one.',
    SAMPLES.visitorWorkOrderReply.link,
  ],
  visitorTranscript: [
    'Shopbot',
    'Bruno Costa',
    'Lima Shop',
    'Where is my parcel?',
    'Tracking: 123',
    'America/Sao_Paulo',
  ],
};

const BLOCK_TAGS = new Set(['p', 'div', 'blockquote', 'br']);

/** The text a reader sees in the body: line breaks where <br> and blocks put them. */
function visibleText(nodes: readonly ChildNode[]): string {
  return nodes
    .map((node) => {
      if (node.type == 'text') return node.data;
      if (!DomUtils.isTag(node)) return '';
      const inner = visibleText(node.children);
      return BLOCK_TAGS.has(node.name) ? `\n${inner}\n` : inner;
    })
    .join('');
}

const body = (document: Document) => DomUtils.findOne((element) => element.name == 'body', document.children)!;
const elements = (document: Document): Element[] => DomUtils.findAll(() => true, document.children);
const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The text part without its plain-text marks (quotes "> ", days "— day —"). */
const textWithoutMarks = (text: string) => text.replace(/^> ?/gm, '').replace(/^— (.*) —$/gm, '$1');

describe('mail texts', () => {
  it('rule: there are texts for each code of SPEC_LOCALES, and for no other code', () => {
    expect(Object.keys(MAIL_TEXTS).sort()).toEqual([...SPEC_LOCALES].sort());
  });

  describe.each(SPEC_LOCALES)('%s', (code) => {
    const texts = MAIL_TEXTS[code]!;

    it('rule: every locale has every text of en, none blank, and no other', () => {
      expect(Object.keys(texts).sort()).toEqual([...KEYS].sort());
      for (const key of KEYS) expect(texts[key].trim(), key).not.toBe('');
    });

    it('rule: every text has exactly the placeholders of en, as often', () => {
      for (const key of KEYS) expect(placeholders(texts[key]), key).toEqual(placeholders(MAIL_TEXTS.en![key]));
    });

    it('rule: translated: at most the two punctuation-only templates and two labels read as in English', () => {
      if (code == 'en') return;
      const same = KEYS.filter((key) => texts[key] == MAIL_TEXTS.en![key]);
      expect(same.length, same.join(', ')).toBeLessThanOrEqual(4);
      for (const key of same) expect(['field', 'said', 'name', 'channel', 'email'], key).toContain(key);
    });
  });
});

describe.each(SPEC_LOCALES)('composeMail in %s', (code) => {
  it.each(KINDS)(
    'rule: %s composes with no {placeholder} left, names and link in both parts, one subject line',
    (kind) => {
      const mail = composeMail(SAMPLES[kind], code);
      for (const part of ['subject', 'text', 'html'] as const) expect(mail[part], part).not.toMatch(LEFT_PLACEHOLDER);
      expect(mail.subject).not.toMatch(/[\r\n]/);
      expect(mail.subject.length).toBeGreaterThan(0);
      const seen = visibleText(body(parseDocument(mail.html)).children);
      for (const value of MUST_SHOW[kind]) {
        expect(mail.text, `text shows ${value}`).toContain(value);
        expect(seen, `html shows ${value}`).toContain(value);
      }
    },
  );

  it.each(KINDS)('rule: %s: the text part says what the HTML part says', (kind) => {
    const mail = composeMail(SAMPLES[kind], code);
    const seen = visibleText(body(parseDocument(mail.html)).children);
    expect(collapse(textWithoutMarks(mail.text))).toBe(collapse(seen));
  });

  it('rule: a small self-contained document: doctype, lang, 600px at most, no image, script, style sheet or outside resource', () => {
    for (const kind of KINDS) {
      const { html } = composeMail(SAMPLES[kind], code);
      expect(html.startsWith('<!doctype html>')).toBe(true);
      const document = parseDocument(html);
      const root = DomUtils.findOne((element) => element.name == 'html', document.children)!;
      expect(root.attribs.lang).toBe(code == 'tw' ? 'zh-TW' : code);
      expect(html).toContain('max-width:600px');
      for (const element of elements(document)) {
        expect(['img', 'script', 'style', 'link', 'iframe', 'object'], kind).not.toContain(element.name);
        expect(Object.keys(element.attribs).filter((name) => name == 'src' || name.startsWith('on'))).toEqual([]);
      }
    }
  });
});

describe('composeMail: what a stranger wrote never becomes markup', () => {
  const IMG = '<img src=x onerror=alert(1)>';
  const BREAKOUT = '"><script>alert(1)</script>';
  const hostile = `${IMG} ${BREAKOUT} & 'quotes'`;
  const BAD_LINK = 'javascript:alert(1)';
  const BREAKOUT_LINK = `https://shop.example/x${BREAKOUT}`;
  const OUR_TAGS = [
    'html',
    'head',
    'meta',
    'title',
    'body',
    'div',
    'p',
    'br',
    'strong',
    'em',
    'span',
    'a',
    'blockquote',
  ];
  const OUR_ATTRIBUTES = ['lang', 'dir', 'charset', 'name', 'content', 'style', 'href'];

  const hostileMails = (link: string): MailContent[] => [
    {
      kind: 'teamLeaveMessage',
      channelName: hostile,
      customerName: hostile,
      customerPhone: hostile,
      customerEmail: hostile,
      content: hostile,
      link,
    },
    {
      kind: 'teamWorkOrder',
      channelName: hostile,
      woId: 7,
      title: hostile,
      content: hostile,
      customerName: hostile,
      link,
    },
    { kind: 'teamWaiting', channelName: hostile, visitorName: hostile, minutes: 3, link },
    { kind: 'visitorReceived', channelName: hostile, customerName: hostile, content: hostile, woId: 7, link },
    {
      kind: 'visitorWorkOrderReply',
      channelName: hostile,
      woId: 7,
      title: hostile,
      agentName: hostile,
      reply: hostile,
      link,
    },
    {
      kind: 'visitorTranscript',
      channelName: hostile,
      timeZone: hostile,
      lines: (['visitor', 'robot', 'agent', 'system'] as const).map((from) => ({
        at: AT,
        from,
        name: hostile,
        text: hostile,
      })),
    },
  ];

  /** Only our own tags and attributes, every href absolute http(s). */
  function expectOnlyOurMarkup(html: string) {
    const document = parseDocument(html);
    for (const element of elements(document)) {
      expect(OUR_TAGS).toContain(element.name);
      for (const name of Object.keys(element.attribs)) expect(OUR_ATTRIBUTES).toContain(name);
      if (element.name == 'a') expect(element.attribs.href).toMatch(/^https?:\/\//);
    }
  }

  /** The hostile text is shown, as text, in both parts. */
  function expectShownAsText(mail: ComposedMail) {
    expect(visibleText(body(parseDocument(mail.html)).children)).toContain(hostile);
    expect(mail.text).toContain(hostile);
  }

  it.each(['en', 'ar', 'ja'])('rule: in %s, <img onerror>, "><script> and quotes in every field stay text', (code) => {
    for (const content of hostileMails('https://console.example/x')) {
      const mail = composeMail(content, code);
      expectOnlyOurMarkup(mail.html);
      expectShownAsText(mail);
    }
  });

  it('rule: a javascript: link is shown as text, never put in an href', () => {
    for (const content of hostileMails(BAD_LINK)) {
      const mail = composeMail(content, 'en');
      expectOnlyOurMarkup(mail.html);
      const anchors = elements(parseDocument(mail.html)).filter((element) => element.name == 'a');
      expect(anchors).toEqual([]);
      if (content.kind != 'visitorTranscript') {
        expect(mail.text).toContain(BAD_LINK);
        expect(visibleText(body(parseDocument(mail.html)).children)).toContain(BAD_LINK);
      }
    }
  });

  it('rule: a relative link is text too: it means nothing in a mail', () => {
    const mail = composeMail({ ...SAMPLES.teamWaiting, link: '/console/queue' }, 'en');
    expect(elements(parseDocument(mail.html)).filter((element) => element.name == 'a')).toEqual([]);
    expect(mail.html).toContain('/console/queue');
  });

  it('rule: an http(s) link that tries to close its attribute stays one href, as written', () => {
    const mail = composeMail({ ...SAMPLES.teamWaiting, link: BREAKOUT_LINK }, 'en');
    expectOnlyOurMarkup(mail.html);
    const anchors = elements(parseDocument(mail.html)).filter((element) => element.name == 'a');
    expect(anchors.map((anchor) => anchor.attribs.href)).toEqual([BREAKOUT_LINK]);
  });

  it('rule: the subject is one line of at most 200 characters, whatever the name holds', () => {
    const name = `Eve\r\nBcc: victim@example.com\u2028${'x'.repeat(400)}`;
    const { subject } = composeMail({ ...SAMPLES.teamLeaveMessage, customerName: name }, 'en');
    expect(subject).not.toMatch(/[\r\n\u2028]/);
    expect(subject.startsWith('New message from Eve Bcc: victim@example.com x')).toBe(true);
    expect(Array.from(subject).length).toBe(SUBJECT_MAX_CHARS);
  });
});

describe('composeMail: direction, locale and the details given', () => {
  it('rule: Arabic and Persian mails run right to left, the others left to right', () => {
    for (const code of SPEC_LOCALES) {
      const { html } = composeMail(SAMPLES.visitorReceived, code);
      const root = DomUtils.findOne((element) => element.name == 'html', parseDocument(html).children)!;
      expect(root.attribs.dir, code).toBe(code == 'ar' || code == 'fa' ? 'rtl' : 'ltr');
    }
  });

  it('rule: an unknown locale falls back to en; a regional code reads as its locale', () => {
    expect(composeMail(SAMPLES.teamWorkOrder, 'xx')).toEqual(composeMail(SAMPLES.teamWorkOrder, 'en'));
    expect(composeMail(SAMPLES.teamWorkOrder, '')).toEqual(composeMail(SAMPLES.teamWorkOrder, 'en'));
    expect(composeMail(SAMPLES.teamWorkOrder, '__proto__')).toEqual(composeMail(SAMPLES.teamWorkOrder, 'en'));
    expect(composeMail(SAMPLES.teamWorkOrder, 'en').subject).toBe('New work order #42: Broken lid');
    expect(composeMail(SAMPLES.teamWorkOrder, 'zh-TW')).toEqual(composeMail(SAMPLES.teamWorkOrder, 'tw'));
  });

  it('rule: the subjects say what the brief says they say, in en', () => {
    expect(composeMail(SAMPLES.teamLeaveMessage, 'en').subject).toBe('New message from Ana Lima on Lima Shop');
    expect(composeMail(SAMPLES.teamWaiting, 'en').subject).toBe('Ana Lima has waited 7 min on Lima Shop');
    expect(composeMail(SAMPLES.visitorReceived, 'en').subject).toBe('We received your message – Lima Shop');
    expect(composeMail(SAMPLES.visitorWorkOrderReply, 'en').subject).toBe('New reply to your request #42');
    expect(composeMail(SAMPLES.visitorTranscript, 'en').subject).toBe('Your conversation with Lima Shop');
  });

  it('rule: a leave message omits the phone and e-mail lines when they are empty', () => {
    const mail = composeMail({ ...SAMPLES.teamLeaveMessage, customerPhone: '', customerEmail: ' ' }, 'en');
    expect(mail.text).not.toMatch(/Phone|E-mail/);
    expect(mail.html).not.toMatch(/Phone|E-mail/);
    expect(mail.text).toContain('Name: Ana Lima');
    expect(composeMail(SAMPLES.teamLeaveMessage, 'en').text).toContain('Phone: +55 11 5555 0100');
  });

  it('rule: a leave message receipt says we will get back; a work order receipt gives its number and link', () => {
    const { woId: _, link: __, ...leave } = SAMPLES.visitorReceived;
    const leaveMail = composeMail(leave, 'en');
    expect(leaveMail.text).toContain('We will get back to you');
    expect(leaveMail.text).not.toContain('#42');
    const orderMail = composeMail(SAMPLES.visitorReceived, 'en');
    expect(orderMail.text).toContain('Your request number is #42.');
    expect(orderMail.text).toContain(`Follow it and reply here: ${SAMPLES.visitorReceived.link}`);
    expect(orderMail.text).not.toContain('We will get back to you');
  });

  it('rule: in a transcript the visitor reads "You", others by name, the system in italics', () => {
    const mail = composeMail(SAMPLES.visitorTranscript, 'en');
    const document = parseDocument(mail.html);
    const strong = elements(document)
      .filter((element) => element.name == 'strong')
      .map(DomUtils.textContent);
    expect(strong).toEqual(['You', 'Shopbot', 'Bruno Costa']);
    const em = elements(document)
      .filter((element) => element.name == 'em')
      .map(DomUtils.textContent);
    expect(em).toEqual(['Transferred to Bruno']);
    expect(mail.text).not.toContain('Ana Lima');
    const nameless = composeMail(
      { ...SAMPLES.visitorTranscript, lines: [{ ...TRANSCRIPT_LINES[1], name: ' ' }] },
      'de',
    );
    expect(nameless.text).toContain('Assistent:');
  });
});

describe("composeMail: the transcript's times in the visitor's time zone", () => {
  it("rule: times and the day are in the given time zone and the locale's calendar", () => {
    const mail = composeMail({ ...SAMPLES.visitorTranscript, timeZone: 'Asia/Tokyo' }, 'de');
    for (const part of [mail.text, visibleText(body(parseDocument(mail.html)).children)]) {
      expect(part).toContain('15. Januar 2026');
      expect(part).toMatch(/18:05 +Sie: Where is my parcel\?/);
      expect(part).not.toContain('09:05');
      expect(part).toContain('Asia/Tokyo');
    }
  });

  it("rule: a line on a new day in the visitor's zone starts that day", () => {
    const lines = [
      { at: Date.UTC(2026, 0, 15, 14, 50), from: 'visitor', name: '', text: 'Late question' },
      { at: Date.UTC(2026, 0, 15, 15, 10), from: 'agent', name: 'Bruno', text: 'Late answer' },
    ] as const;
    const { text } = composeMail({ ...SAMPLES.visitorTranscript, lines: [...lines], timeZone: 'Asia/Tokyo' }, 'en');
    expect(text).toMatch(/January 15, 2026[\s\S]*11:50\sPM[\s\S]*January 16, 2026[\s\S]*12:10\sAM/);
  });

  it('rule: an invalid or absent time zone does not throw: the times are in UTC', () => {
    for (const timeZone of ['Mars/Olympus', '', undefined, '../../etc']) {
      const mail = composeMail({ ...SAMPLES.visitorTranscript, timeZone }, 'de');
      expect(mail.text).toMatch(/09:05 +Sie:/);
      expect(mail.text).toContain('Zeitzone UTC');
    }
  });

  it('rule: a time Intl cannot show does not throw: the line keeps its text', () => {
    const lines = [
      { at: Number.NaN, from: 'visitor' as const, name: '', text: 'No clock' },
      { at: 9e15, from: 'visitor' as const, name: '', text: 'Far future' },
    ];
    const mail = composeMail({ ...SAMPLES.visitorTranscript, lines }, 'en');
    expect(mail.text).toContain('You: No clock');
    expect(mail.text).toContain('You: Far future');
  });

  it('rule: a conversation without lines says so', () => {
    expect(composeMail({ ...SAMPLES.visitorTranscript, lines: [] }, 'en').text).toContain(
      MAIL_TEXTS.en!.transcriptEmpty,
    );
  });
});

describe('mailLocale', () => {
  it("rule: 'zh-TW' (and zh-HK) is 'tw'; a region reduces to its locale", () => {
    expect(mailLocale('zh-TW')).toBe('tw');
    expect(mailLocale('zh-HK')).toBe('tw');
    expect(mailLocale('zh-CN')).toBe('zh');
    expect(mailLocale('pt_BR')).toBe('pt');
    expect(mailLocale('fil-PH')).toBe('fil');
  });

  it('rule: falls through unknown, empty and missing candidates to the first spec locale', () => {
    expect(mailLocale('xx', undefined, null, '', 'tlh', 'fr-CA', 'de')).toBe('fr');
    expect(mailLocale('__proto__', 'constructor', 'ko')).toBe('ko');
  });

  it("rule: 'en' when no candidate is a spec locale", () => {
    expect(mailLocale()).toBe('en');
    expect(mailLocale('xx', 'klingon', undefined)).toBe('en');
  });
});
