// Shared by the message tests: mount a component, a message with defaults, fake actions,
// and no texts loaded, so every text renders as its key.

import type { MessageActions } from '@widget/messages/actions';
import type { ShownMessage } from '@widget/stores/messages';
import { type ComponentChild, render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, type Mock, vi } from 'vitest';
import { chatMessage } from '../../chatMessage';

const mounted: HTMLElement[] = [];

afterEach(() => {
  for (const container of mounted.splice(0)) {
    render(null, container);
    container.remove();
  }
});

export function mount(ui: ComponentChild): HTMLElement {
  const container = document.createElement('div');
  document.body.append(container);
  mounted.push(container);
  act(() => render(ui, container));
  return container;
}

export function click(element: Element | null | undefined) {
  if (!element) throw new Error('nothing to click');
  act(() => (element as HTMLElement).click());
}

export type FakeActions = {
  [K in keyof MessageActions]: MessageActions[K] extends (...args: never[]) => unknown
    ? Mock<MessageActions[K]>
    : MessageActions[K];
};

export const fakeActions = (): FakeActions => ({
  askDocument: vi.fn(),
  decline: vi.fn(),
  sendText: vi.fn(),
  transfer: vi.fn(),
  canTransfer: true,
  rateAnswer: vi.fn(),
  resend: vi.fn(),
});

let sequence = 0;

export function shown(message: Partial<ShownMessage> = {}): ShownMessage {
  sequence++;
  return {
    ...chatMessage({
      id: sequence,
      msgTime: new Date(2025, 2, 7, 21, 5, 9).getTime(),
      senderType: 2,
      senderName: 'Alice',
    }),
    key: 'm' + sequence,
    status: 'success',
    ...message,
  };
}

export const all = (root: ParentNode, selector: string) => [...root.querySelectorAll(selector)];
