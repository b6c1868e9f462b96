import { parseCard } from '@shared/ui/parseCard';
import { AutoTipList, parseAutoTips } from '@widget/messages/AutoTipList';
import { GoodsCard } from '@widget/messages/GoodsCard';
import { LinkCard, linkCardTarget } from '@widget/messages/LinkCard';
import { MessageBody } from '@widget/messages/MessageBody';
import { OrderCard } from '@widget/messages/OrderCard';
import { loadLinkify } from '@widget/messages/TextMessage';
import type { ShownMessage } from '@widget/stores/messages';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { all, click, fakeActions, mount, shown } from './renderMessage';

// Text links come from linkifyjs, loaded on the first text message: load it before mounting.
beforeAll(async () => {
  await loadLinkify();
});

const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
afterEach(() => warn.mockClear());

const BAD_JSON = '{"title": "Trail Runner 2", ';

describe('parseCard', () => {
  it('rule: the named fields come out as text; numbers become text, other values are dropped', () => {
    expect(
      parseCard('{"title":"A","price":12.5,"tags":["x"],"other":"y"}', ['title', 'price', 'tags'] as const),
    ).toEqual({
      title: 'A',
      price: '12.5',
    });
  });

  it('rule: bad JSON, a list, or an object with none of the fields is null, logged with console.warn only', () => {
    expect(parseCard(BAD_JSON, ['title'])).toBeNull();
    expect(parseCard('[1,2]', ['title'])).toBeNull();
    expect(parseCard('{"x":1}', ['title'])).toBeNull();
    expect(parseCard('null', ['title'])).toBeNull();
    expect(warn).toHaveBeenCalledTimes(4);
  });

  it('rule: an already parsed object is read as it is', () => {
    expect(parseCard({ title: 'A' }, ['title'])).toEqual({ title: 'A' });
  });
});

describe('GoodsCard (msgType 7)', () => {
  const goods = {
    imgUrl: 'https://shop.example/shoe.png',
    title: 'Trail Runner 2',
    describe: 'Light trail shoe',
    label: '$129',
    fromUrl: 'https://shop.example/p/1',
  };

  it('rule: goods card parses its JSON: picture, title, description, label, link in a new tab', () => {
    const el = mount(<GoodsCard content={JSON.stringify(goods)} />);
    const card = el.querySelector<HTMLAnchorElement>('a.msg-card[data-card="goods"]')!;
    expect(card.getAttribute('href')).toBe('https://shop.example/p/1');
    expect(card.getAttribute('target')).toBe('_blank');
    expect(card.getAttribute('rel')).toBe('noopener noreferrer');
    expect(card.querySelector('img')?.getAttribute('src')).toBe(goods.imgUrl);
    expect(card.querySelector('.msg-card__title')?.textContent).toBe('Trail Runner 2');
    expect(card.querySelector('.msg-card__desc')?.textContent).toBe('Light trail shoe');
    expect(card.querySelector('.msg-card__price')?.textContent).toBe('$129');
  });

  it('rule: goods card with bad JSON falls back to the raw text', () => {
    const el = mount(<GoodsCard content={BAD_JSON} />);
    expect(el.querySelector('.msg-card')).toBeNull();
    expect(el.textContent).toBe(BAD_JSON);
    expect(warn).toHaveBeenCalled();
  });

  it('rule: unsafe card URLs are neither linked nor loaded', () => {
    const el = mount(
      <GoodsCard
        content={JSON.stringify({
          ...goods,
          fromUrl: 'javascript:alert(1)',
          imgUrl: 'data:image/svg+xml,<svg onload=alert(1)>',
        })}
      />,
    );
    expect(el.querySelector('a')).toBeNull();
    expect(el.querySelector('img')).toBeNull();
    expect(el.querySelector('.msg-card__title')?.textContent).toBe('Trail Runner 2');
  });
});

describe('OrderCard (msgType 8)', () => {
  const order = {
    imgUrl: 'https://shop.example/jacket.png',
    title: 'Alpine Shell Jacket',
    describe: '1 item',
    orderStatus: 'Shipped',
    orderCode: 'NW-10042',
    orderTime: '2025-03-07 21:05',
    fromUrl: 'https://shop.example/orders/10042',
  };

  it('rule: order card parses its JSON: status, number and time, and a "show details" link', () => {
    const el = mount(<OrderCard content={JSON.stringify(order)} />);
    const card = el.querySelector('.msg-card[data-card="order"]')!;
    expect(card.tagName).toBe('DIV');
    const facts = all(card, '.msg-card__fact').map((fact) => [
      fact.querySelector('dt')?.textContent,
      fact.querySelector('dd')?.textContent,
    ]);
    expect(facts).toEqual([
      ['message.orderStatus', 'Shipped'],
      ['message.orderCode', 'NW-10042'],
      ['message.orderTime', '2025-03-07 21:05'],
    ]);
    const more = card.querySelector<HTMLAnchorElement>('a.msg-card__more')!;
    expect(more.textContent).toBe('message.showDetails');
    expect(more.getAttribute('href')).toBe(order.fromUrl);
    expect(more.getAttribute('target')).toBe('_blank');
  });

  it('rule: an order time given as a number is shown as a local date and time', () => {
    const time = new Date(2025, 2, 7, 21, 5).getTime();
    const el = mount(<OrderCard content={JSON.stringify({ ...order, orderTime: time / 1000 })} />);
    expect(el.querySelectorAll('dd')[2]?.textContent).toBe('2025-03-07 21:05');
  });

  it('rule: order card with bad JSON falls back to the raw text', () => {
    const el = mount(<OrderCard content={BAD_JSON} />);
    expect(el.querySelector('.msg-card')).toBeNull();
    expect(el.textContent).toBe(BAD_JSON);
  });
});

describe('LinkCard (msgType 9)', () => {
  const link = {
    title: 'Return request',
    imgUrl: '',
    subTitle: 'Takes a minute',
    describe: 'Tell us what went wrong',
    linkUrl: 'https://shop.example/returns',
  };

  it('rule: a plain link card opens linkUrl in a new tab', () => {
    const el = mount(<LinkCard content={JSON.stringify({ ...link, linkType: 1 })} />);
    const card = el.querySelector<HTMLAnchorElement>('a.msg-card[data-card="link"]')!;
    expect(card.getAttribute('href')).toBe('https://shop.example/returns');
    expect(card.getAttribute('target')).toBe('_blank');
    expect(card.getAttribute('rel')).toBe('noopener noreferrer');
    expect(card.querySelector('.msg-card__subtitle')?.textContent).toBe('Takes a minute');
  });

  it.each([['form'], [2], ['2']])(
    'rule: link card of form type (%j) opens formData with tenantId and templateId',
    (linkType) => {
      const el = mount(<LinkCard content={JSON.stringify({ ...link, linkType, tenantId: 'demo', templateId: 7 })} />);
      const card = el.querySelector<HTMLAnchorElement>('a.msg-card')!;
      const url = new URL(card.getAttribute('href')!, 'https://widget.example');
      expect(url.pathname).toBe('/chat_online/formData');
      expect(url.searchParams.get('tenantId')).toBe('demo');
      expect(url.searchParams.get('templateId')).toBe('7');
      expect(card.getAttribute('target')).toBe('_blank');
    },
  );

  it('rule: a form link card without a templateId leads nowhere', () => {
    expect(linkCardTarget({ linkType: 'form', tenantId: 'demo' })).toBeUndefined();
  });

  it('rule: link card with bad JSON falls back to the raw text', () => {
    const el = mount(<LinkCard content={BAD_JSON} />);
    expect(el.querySelector('.msg-card')).toBeNull();
    expect(el.textContent).toBe(BAD_JSON);
  });
});

describe('StandaloneCard (msgType "card")', () => {
  const card = {
    picture: 'https://shop.example/kit.png',
    title: 'Pole repair kit',
    desc: 'Fits most poles',
    price: '$12.95',
    url: 'https://shop.example/kit',
  };

  it('rule: a standalone card shows picture, title, desc and price, linking its url', () => {
    const message = { ...shown({ msgContent: JSON.stringify(card) }), msgType: 'card' } as unknown as ShownMessage;
    const el = mount(<MessageBody message={message} actions={fakeActions()} />);
    const link = el.querySelector<HTMLAnchorElement>('a.msg-card[data-card="product"]')!;
    expect(link.getAttribute('href')).toBe(card.url);
    expect(link.textContent).toContain('Pole repair kit');
    expect(link.textContent).toContain('$12.95');
  });

  it('rule: a standalone card uses the message card when there is one, and fromUrl when url is missing', () => {
    const fromUrlCard = { ...card, url: '', fromUrl: 'https://shop.example/from' };
    const message = {
      ...shown({ msgContent: 'ignored' }),
      msgType: 'card',
      card: fromUrlCard,
    } as unknown as ShownMessage;
    const el = mount(<MessageBody message={message} actions={fakeActions()} />);
    expect(el.querySelector('a.msg-card')?.getAttribute('href')).toBe('https://shop.example/from');
  });

  it('rule: a standalone card with bad JSON falls back to the raw text', () => {
    const message = { ...shown({ msgContent: BAD_JSON }), msgType: 'card' } as unknown as ShownMessage;
    const el = mount(<MessageBody message={message} actions={fakeActions()} />);
    expect(el.textContent).toBe(BAD_JSON);
  });
});

describe('AutoTipList (msgType 13)', () => {
  const tips = [
    { autoTip: 'Popular right now', btnList: [{ value: 'Where is my order?' }, { value: 'How do I return an item?' }] },
  ];

  it('rule: each auto-tip button sends its value', () => {
    const actions = fakeActions();
    const el = mount(<AutoTipList content={JSON.stringify(tips)} actions={actions} />);
    expect(el.querySelector('.msg-autotip__title')?.textContent).toBe('Popular right now');
    const buttons = all(el, '.msg-chip');
    expect(buttons.map((button) => button.textContent)).toEqual(['Where is my order?', 'How do I return an item?']);
    click(buttons[1]);
    expect(actions.sendText).toHaveBeenCalledWith('How do I return an item?');
  });

  it('rule: auto tips with bad JSON fall back to the raw text', () => {
    const el = mount(<AutoTipList content={BAD_JSON} actions={fakeActions()} />);
    expect(el.querySelector('button')).toBeNull();
    expect(el.textContent).toBe(BAD_JSON);
  });

  it('rule: malformed entries and empty buttons are skipped', () => {
    expect(parseAutoTips('[null, 3, {"autoTip":"A","btnList":[{"value":""},{"value":"Go"},null]}, {}]')).toEqual([
      { autoTip: 'A', btnList: [{ value: 'Go' }] },
    ]);
  });
});
