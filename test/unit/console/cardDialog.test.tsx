// The card form: the title first, the server's card rule checked before anything is sent.

import { startI18n } from '@console/i18n';
import { CardDialog } from '@console/pages/chat/CardDialog';
import { act } from 'preact/test-utils';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { mount } from '../widget/messages/renderMessage';

beforeAll(() => startI18n('en'));

const field = (root: HTMLElement, label: string) =>
  [...root.querySelectorAll('label')]
    .find((each) => each.querySelector('span')!.textContent == label)!
    .querySelector('input')!;

function type(input: HTMLInputElement, value: string) {
  act(() => {
    input.value = value;
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

const submit = (root: HTMLElement) =>
  act(() => void root.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })));

describe('the card form', () => {
  it('an order card asks for its fields, title first', () => {
    const root = mount(<CardDialog kind="order" onSend={vi.fn()} onClose={vi.fn()} />);
    expect([...root.querySelectorAll('label > span:first-child')].map((span) => span.textContent)).toEqual([
      'Title',
      'Picture URL',
      'Description',
      'Order status',
      'Order number',
      'Order time',
      'Link',
    ]);
  });

  it('without a title, or with a script link, it says which field is wrong and sends nothing', () => {
    const onSend = vi.fn(async () => {});
    const root = mount(<CardDialog kind="goods" onSend={onSend} onClose={vi.fn()} />);
    submit(root);
    expect(root.querySelector('[role=alert]')!.textContent).toBe('Required');
    expect(field(root, 'Title').getAttribute('aria-invalid')).toBe('true');
    type(field(root, 'Title'), 'Boot');
    type(field(root, 'Link'), 'javascript:alert(1)');
    submit(root);
    expect(root.querySelector('[role=alert]')!.textContent).toBe('Only http(s) or relative addresses');
    expect(onSend).not.toHaveBeenCalled();
  });

  it('a good card is sent as the JSON of its filled fields, then the form closes', async () => {
    const onSend = vi.fn(async (_content: string) => {});
    const onClose = vi.fn();
    const root = mount(<CardDialog kind="goods" onSend={onSend} onClose={onClose} />);
    type(field(root, 'Title'), ' Trail Runner 2 ');
    type(field(root, 'Price'), '$89');
    submit(root);
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(JSON.parse(onSend.mock.calls[0]![0])).toEqual({ title: 'Trail Runner 2', label: '$89' });
  });
});
