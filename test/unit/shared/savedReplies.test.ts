import { checkSavedReply, readSavedReplyMessage, savedReplyMessage, shortcutKey } from '@shared/savedReplies';
import { describe, expect, it } from 'vitest';

describe('a saved reply', () => {
  it('is stored trimmed, without the "/" that calls it up', () => {
    expect(
      checkSavedReply({ shortcut: ' /shipping ', title: ' Shipping times ', text: '\n 3–5 days.\nExpress 1–2. ' }),
    ).toEqual({
      ok: true,
      fields: { shortcut: 'shipping', title: 'Shipping times', text: '3–5 days.\nExpress 1–2.' },
    });
  });

  it('needs a shortcut and a text; the title may be left out or empty', () => {
    expect(checkSavedReply({ shortcut: ' / ', text: 'x' })).toEqual({
      ok: false,
      field: 'shortcut',
      problem: 'required',
    });
    expect(checkSavedReply({ shortcut: 'a', text: '  ' })).toEqual({ ok: false, field: 'text', problem: 'required' });
    expect(checkSavedReply({ shortcut: 'a', text: 'x' })).toMatchObject({ ok: true, fields: { title: '' } });
  });

  it('a shortcut is letters of any script, digits, "-" and "_", nothing else', () => {
    for (const shortcut of ['shipping', 'order-number', 'refund_2', '退货', 'Größe'])
      expect(checkSavedReply({ shortcut, text: 'x' }).ok).toBe(true);
    for (const shortcut of ['two words', 'ship/ping', 'a.b', 'hi!', 'tab\there']) {
      expect(checkSavedReply({ shortcut, text: 'x' })).toEqual({
        ok: false,
        field: 'shortcut',
        problem: 'badShortcut',
      });
    }
  });

  it('a shortcut has at most 32 characters, a title 100, a text 5000 (an emoji counts as one)', () => {
    expect(checkSavedReply({ shortcut: 'x'.repeat(32), title: 't'.repeat(100), text: '😀'.repeat(5000) }).ok).toBe(
      true,
    );
    expect(checkSavedReply({ shortcut: 'x'.repeat(33), text: 'x' })).toEqual({
      ok: false,
      field: 'shortcut',
      problem: 'tooLong',
    });
    expect(checkSavedReply({ shortcut: 'x', title: 't'.repeat(101), text: 'x' })).toEqual({
      ok: false,
      field: 'title',
      problem: 'tooLong',
    });
    expect(checkSavedReply({ shortcut: 'x', text: 'x'.repeat(5001) })).toEqual({
      ok: false,
      field: 'text',
      problem: 'tooLong',
    });
  });

  it('two shortcuts that differ only in case are one', () => {
    expect(shortcutKey('Shipping')).toBe(shortcutKey('SHIPPING'));
    expect(shortcutKey('Shipping')).not.toBe(shortcutKey('shipping-cost'));
  });

  it('a refusal names its field first, and the console reads field and problem back from it', () => {
    const message = savedReplyMessage('shortcut', 'taken');
    expect(message).toBe('shortcut: is already used by another saved reply');
    expect(readSavedReplyMessage(message)).toEqual({
      field: 'shortcut',
      problem: 'taken',
      words: 'is already used by another saved reply',
    });
    // A schema's message names the field, with words of its own.
    expect(readSavedReplyMessage('title: must NOT have more than 100 characters')).toEqual({
      field: 'title',
      words: 'must NOT have more than 100 characters',
    });
    // Not about a field of a saved reply.
    expect(readSavedReplyMessage('id: unknown saved reply')).toBeUndefined();
    expect(readSavedReplyMessage('login status expired')).toBeUndefined();
  });
});
