// "Did you mean: X?" answered once: the open confirm is the robot's latest with nothing from
// the visitor after it, and a click closes it at once, before the server's reply arrives.

import { beforeEach, describe, expect, it, vi } from 'vitest';
import { chatMessage, sessionStart } from '../../chatMessage';
import { calls, fake } from './fakeClient';

vi.mock('@widget/api/client', () => import('./fakeClient'));

const { fromServer, mergeMessages, resetMessages } = await import('@widget/stores/messages');
const { $session } = await import('@widget/stores/session');
const { $openConfirm, askDocument, declineDocument } = await import('@widget/stores/robot');

// Each test its own ids: the clicks are kept for the page's life, as message ids never repeat.
const didYouMean = (id: number) =>
  fromServer(
    chatMessage({
      id,
      msgTime: id * 1000,
      senderType: 3,
      answerType: 2,
      msgContent: 'Did you mean: Can I change my order?',
      suggestList: [{ docId: 1013, question: 'Can I change my order?' }],
    }),
  );

beforeEach(() => {
  calls.length = 0;
  resetMessages();
  $session.set(sessionStart({ status: 1 }));
  // The server has not answered yet.
  fake.answer = () => new Promise(() => {});
});

describe('the open "Did you mean"', () => {
  it('rule: the latest "Did you mean" with nothing from the visitor after it is open; a guide of several is not one', () => {
    mergeMessages([didYouMean(1)]);
    expect($openConfirm.get()).toBe('m1');
    mergeMessages([
      fromServer(
        chatMessage({
          id: 2,
          msgTime: 2000,
          senderType: 3,
          answerType: 2,
          suggestList: [
            { docId: 1013, question: 'Can I change my order?' },
            { docId: 1007, question: 'Can I cancel my order?' },
          ],
        }),
      ),
    ]);
    expect($openConfirm.get()).toBe('m1');
    mergeMessages([fromServer(chatMessage({ id: 3, msgTime: 3000, senderType: 1, msgContent: 'cancel it' }))]);
    expect($openConfirm.get()).toBeUndefined();
  });

  it('rule: Yes closes it at once, before the reply: a second click asks nothing more', () => {
    mergeMessages([didYouMean(1)]);
    askDocument(1013, 'Can I change my order?');
    expect($openConfirm.get()).toBeUndefined();
    expect(calls).toMatchObject([{ call: 'robotAsk', body: { docId: 1013, click: 1 } }]);
  });

  it('rule: a click the server never got (the network dropped) leaves it open for another click', async () => {
    mergeMessages([didYouMean(7)]);
    fake.answer = () => {
      throw new TypeError('Failed to fetch');
    };
    askDocument(1013, 'Can I change my order?');
    expect($openConfirm.get()).toBeUndefined();
    await vi.waitFor(() => expect($openConfirm.get()).toBe('m7'));
  });

  it('rule: No closes it too; a newer "Did you mean" opens again', () => {
    mergeMessages([didYouMean(1)]);
    declineDocument(1013, 'No, something else');
    expect($openConfirm.get()).toBeUndefined();
    mergeMessages([didYouMean(5)]);
    expect($openConfirm.get()).toBe('m5');
  });
});
