// How a key becomes a text (shared/ui/translate.ts): the rules the locale files are written to.

import { fillValues, mergeBooks, type ShownBook, translate } from '@shared/ui/translate';
import { describe, expect, it } from 'vitest';

const en: ShownBook = {
  language: 'en',
  book: {
    chat: {
      title: 'Customer service',
      newMessages_one: '{{count}} new message',
      newMessages_other: '{{count}} new messages',
      greeting: 'Hello {{name}}, from {{place.city}}',
      none_zero: 'No messages',
      none_one: 'One message',
      none_other: '{{count}} messages',
    },
  },
};
const ar: ShownBook = {
  language: 'ar',
  book: { chat: { newMessages_zero: 'لا رسائل', newMessages_two: 'رسالتان', newMessages_few: '{{count}} رسائل' } },
};
const ru: ShownBook = {
  language: 'ru',
  book: {
    chat: {
      title: 'Служба поддержки',
      files_one: '{{count}} файл',
      files_few: '{{count}} файла',
      files_many: '{{count}} файлов',
    },
  },
};

describe('translate', () => {
  it('rule: a dotted key reads the nested texts', () => {
    expect(translate([en], 'chat.title')).toBe('Customer service');
  });

  it('rule: the first book that has the key wins; the fallback fills what the shown language lacks', () => {
    expect(translate([ru, en], 'chat.title')).toBe('Служба поддержки');
    expect(translate([ru, en], 'chat.greeting', { name: 'Ana', place: { city: 'Lyon' } })).toBe('Hello Ana, from Lyon');
  });

  it('rule: a key no book has shows defaultValue, else the key itself', () => {
    expect(translate([en], 'chat.nothing', { defaultValue: 'The server said no' })).toBe('The server said no');
    expect(translate([en], 'chat.nothing')).toBe('chat.nothing');
    // A key that names a group of texts, not a text, is no text.
    expect(translate([en], 'chat')).toBe('chat');
  });

  it('rule: count picks the plural form by the language’s own rules (Intl.PluralRules)', () => {
    expect(translate([en], 'chat.newMessages', { count: 1 })).toBe('1 new message');
    expect(translate([en], 'chat.newMessages', { count: 5 })).toBe('5 new messages');
    expect(translate([ru], 'chat.files', { count: 1 })).toBe('1 файл');
    expect(translate([ru], 'chat.files', { count: 3 })).toBe('3 файла');
    expect(translate([ru], 'chat.files', { count: 11 })).toBe('11 файлов');
    expect(translate([ar, en], 'chat.newMessages', { count: 2 })).toBe('رسالتان');
  });

  it('rule: a count of 0 takes the _zero form where there is one, in any language', () => {
    expect(translate([en], 'chat.none', { count: 0 })).toBe('No messages');
    expect(translate([ar], 'chat.newMessages', { count: 0 })).toBe('لا رسائل');
    // Without a _zero form, 0 takes the language's own form.
    expect(translate([en], 'chat.newMessages', { count: 0 })).toBe('0 new messages');
  });

  it("rule: the fallback's plural forms are read by the fallback language's rules", () => {
    // Russian has no text for it: English's `_other` fits English's 'other' for 3.
    expect(translate([ru, en], 'chat.newMessages', { count: 3 })).toBe('3 new messages');
  });

  it('rule: values are put in as they are (React escapes), a missing one leaves nothing', () => {
    expect(fillValues('Hi {{name}}!', { name: '<b>x</b>' })).toBe('Hi <b>x</b>!');
    expect(fillValues('Hi {{ name }}{{missing}}!', { name: 'Bo' })).toBe('Hi Bo!');
    expect(fillValues('{{n}} of {{n}}', { n: 0 })).toBe('0 of 0');
  });

  it('rule: merged books keep both parts; a later text wins', () => {
    const book = mergeBooks({ chat: { a: 'A', b: 'B' } }, { chat: { b: 'B2', c: 'C' }, call: { d: 'D' } });
    expect(book).toEqual({ chat: { a: 'A', b: 'B2', c: 'C' }, call: { d: 'D' } });
  });
});
