import { cardKindOf, checkCard, MAX_CARD_FIELD } from '@shared/cards';
import { describe, expect, it } from 'vitest';

describe('goods and order cards', () => {
  it('msgType 7 is a goods card, 8 an order card, anything else neither', () => {
    expect([7, 8, 1, 12].map(cardKindOf)).toEqual(['goods', 'order', undefined, undefined]);
  });

  it('keeps the known fields as trimmed text, numbers included, and drops empty and unknown ones', () => {
    expect(checkCard('order', { title: ' Order 7 ', orderCode: 1234, orderStatus: '', extra: 'x' })).toEqual({
      ok: true,
      card: { title: 'Order 7', orderCode: '1234' },
    });
  });

  it('a card needs a title', () => {
    expect(checkCard('goods', { label: '$9' })).toEqual({ ok: false, field: 'title', error: 'required' });
  });

  it('a card is a JSON object, and its fields are text', () => {
    expect(checkCard('goods', ['title'])).toMatchObject({ ok: false, error: 'notObject' });
    expect(checkCard('goods', null)).toMatchObject({ ok: false, error: 'notObject' });
    expect(checkCard('goods', { title: { html: '<b>' } })).toEqual({ ok: false, field: 'title', error: 'notText' });
  });

  it(`no field is longer than ${MAX_CARD_FIELD} characters`, () => {
    expect(checkCard('goods', { title: 'x'.repeat(MAX_CARD_FIELD) }).ok).toBe(true);
    expect(checkCard('goods', { title: 'x'.repeat(MAX_CARD_FIELD + 1) })).toMatchObject({
      ok: false,
      error: 'tooLong',
    });
  });

  it('the picture is http(s) or relative and the link may also be mailto; script URLs are refused', () => {
    expect(checkCard('goods', { title: 'a', imgUrl: '/files/a.png', fromUrl: 'mailto:shop@example.com' }).ok).toBe(
      true,
    );
    expect(checkCard('goods', { title: 'a', imgUrl: 'data:image/png;base64,AAAA' })).toEqual({
      ok: false,
      field: 'imgUrl',
      error: 'badUrl',
    });
    expect(checkCard('order', { title: 'a', fromUrl: ' javascript:alert(1)' })).toEqual({
      ok: false,
      field: 'fromUrl',
      error: 'badUrl',
    });
  });
});
