// The transfer results, the group decision and the quick-menu rules.

import type { ChannelConfig, TransferReply } from '@shared/api';
import type { MenuType } from '@shared/codes';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStart } from '../../chatMessage';

import { calls, fake } from './fakeClient';

vi.mock('@widget/api/client', () => import('./fakeClient'));
vi.mock('@widget/host/host', () => ({
  embedding: { embedded: false },
  host: { post: vi.fn() },
  hideWidget: vi.fn(),
}));

const { baseChannel } = await import('@demo/demoChannels');
const { $channel } = await import('@widget/stores/channel');
const { $messages, resetMessages } = await import('@widget/stores/messages');
const { $session, $waitIndex } = await import('@widget/stores/session');
const transfer = await import('@widget/stores/transfer');
const { runMenu, visibleMenus } = await import('@widget/stores/menu');
const { $dialog } = await import('@widget/stores/ui');
const { $ended } = await import('@widget/stores/events');

const channel = (fields: Partial<ChannelConfig> = {}): ChannelConfig => ({
  ...baseChannel('demo'),
  groupList: [],
  groupMode: 0,
  ...fields,
});

beforeEach(() => {
  calls.length = 0;
  resetMessages();
  transfer.$transferLocked.set(false);
  transfer.$groupChooser.set(undefined);
  $channel.set(channel());
  $session.set(sessionStart({ userId: 'u' }));
});

describe('transfer', () => {
  it.each<[TransferReply, string | undefined]>([
    [{ status: 1 } as TransferReply, 'transfer.noAgent'],
    [{ status: 4 }, 'transfer.failed'],
    [{ status: 5 } as TransferReply, 'transfer.offDuty'],
  ])('result %o shows its text', async (reply, key) => {
    fake.answer = () => reply;
    await transfer.transferToAgent();
    expect($messages.get().at(-1)).toMatchObject({ noticeKey: key });
  });

  it('result 1 and 5 with the channel text: the server posted it, no second notice; leaving a message is offered', async () => {
    fake.answer = () => ({ status: 1, tip: 'No agent online', leaveMsg: true });
    await transfer.transferToAgent();
    expect($messages.get()).toHaveLength(0);
    expect(transfer.$offerLeaveMessage.get()).toBe(true);
  });

  it('result 2 connects: status 2 and the agent', async () => {
    fake.answer = () => ({ status: 2, admin: { adminId: 1, adminNick: 'Bob' } });
    await transfer.transferToAgent();
    expect($session.get()!.status).toBe(2);
  });

  it('result 3 queues: the position, and the channel text with ## already replaced', async () => {
    fake.answer = () => ({ status: 3, waitIndex: 2, tip: 'You are number 2 in the queue.' });
    await transfer.transferToAgent();
    expect($session.get()!.status).toBe(3);
    expect($waitIndex.get()).toBe(2);
    expect($messages.get().at(-1)).toMatchObject({ msgContent: 'You are number 2 in the queue.' });
  });

  it('is skipped when already with an agent', async () => {
    $session.set({ ...$session.get()!, status: 2 });
    await transfer.transferToAgent();
    expect(calls).toHaveLength(0);
  });

  it('is locked for 5 s after a click', async () => {
    vi.useFakeTimers();
    fake.answer = () => ({ status: 4 });
    await transfer.transferToAgent();
    await transfer.transferToAgent();
    expect(calls).toHaveLength(1);
    vi.advanceTimersByTime(5000);
    await transfer.transferToAgent();
    expect(calls).toHaveLength(2);
    vi.useRealTimers();
  });

  it('groups: none → no group, one → chosen automatically, several → the chooser (not closable at receive mode 3)', async () => {
    const groups = [
      { groupId: 1, groupName: 'A' },
      { groupId: 2, groupName: 'B' },
    ];
    expect(transfer.groupDecision(channel())).toEqual({});
    expect(transfer.groupDecision(channel({ groupMode: 1, groupList: [groups[0]!] }))).toEqual({ groupId: 1 });
    $channel.set(channel({ groupMode: 1, groupList: groups, receiveMode: 3 }));
    await transfer.transferToAgent();
    expect(calls).toHaveLength(0);
    expect(transfer.$groupChooser.get()).toEqual({ closable: false });
    fake.answer = () => ({ status: 2 });
    await transfer.transferToAgent({ groupId: 2 });
    expect(calls[0]).toMatchObject({ call: 'transferAgent', body: { groupId: 2 } });
    expect(transfer.$groupChooser.get()).toBeUndefined();
  });

  it('outside working hours: no group to choose, the server’s closed notice comes first', async () => {
    const groups = [
      { groupId: 1, groupName: 'A' },
      { groupId: 2, groupName: 'B' },
    ];
    $channel.set(
      channel({
        groupMode: 1,
        groupList: groups,
        workingHours: { timeZone: 'UTC', week: [], closedDates: [] },
      }),
    );
    fake.answer = () => ({ status: 5, tip: 'We are closed.', leaveMsg: 1 });
    await transfer.transferToAgent();
    expect(transfer.$groupChooser.get()).toBeUndefined();
    expect(calls[0]).toMatchObject({ call: 'transferAgent', body: {} });
    expect(transfer.$offerLeaveMessage.get()).toBe(true);
  });
});

describe('quick menu', () => {
  const effects = () => ({ openLeaveMessage: vi.fn(), openLink: vi.fn() });
  const menu = (menuType: MenuType, fields = {}) => ({
    id: menuType,
    menuType,
    menuName: `menu ${menuType}`,
    ...fields,
  });

  it('the transfer entry shows only with transferUserMode, receive mode 0 or 2, and before the transfer', () => {
    const types = (config: ChannelConfig, status: 0 | 1 | 2 | 3) =>
      visibleMenus(config, status).map((entry) => entry.menuType);
    expect(types(channel({ receiveMode: 0 }), 1)).toContain(1);
    expect(types(channel({ receiveMode: 2 }), 1)).toContain(1);
    expect(types(channel({ receiveMode: 1 }), 1)).not.toContain(1);
    expect(types(channel({ receiveMode: 0, transferUserMode: 0 }), 1)).not.toContain(1);
    expect(types(channel({ receiveMode: 0 }), 2)).not.toContain(1);
    expect(types(channel({ receiveMode: 0 }), 2)).toContain(0);
  });

  it('type 0 sends its preset question to the robot', async () => {
    fake.answer = (call) =>
      call == 'robotAsk'
        ? {
            question: null,
            answer: { id: 1, msgTime: 1, msgContent: 'a', msgType: 1, senderType: 3 },
            answerType: 1,
            status: 0,
          }
        : {};
    await runMenu(menu(0, { msgText: 'How long does shipping take?' }), effects());
    expect(calls[0]).toMatchObject({ call: 'robotAsk', body: { question: 'How long does shipping take?' } });
  });

  it('type 1 transfers', async () => {
    fake.answer = () => ({ status: 4 });
    await runMenu(menu(1), effects());
    expect(calls[0]!.call).toBe('transferAgent');
  });

  it('type 3 closes the chat after a confirm', async () => {
    fake.answer = () => ({ status: 0 });
    await runMenu(menu(3), effects());
    expect($dialog.get()).toMatchObject({ body: 'confirm.closeChat' });
    await $dialog.get()!.onConfirm();
    expect(calls[0]!.call).toBe('chatClose');
    expect($ended.get()).toBe(true);
  });

  it('type 4 rates when allowed, else the chatAfterEva notice', async () => {
    fake.answer = () => ({ allowed: false, evaluated: true });
    await runMenu(menu(4), effects());
    expect($messages.get().at(-1)).toMatchObject({ noticeKey: 'rating.chatAfterEva' });
  });

  it('type 5 opens leave message, type 6 opens its link (http only)', async () => {
    const fx = effects();
    await runMenu(menu(5), fx);
    expect(fx.openLeaveMessage).toHaveBeenCalled();
    await runMenu(menu(6, { labelLink: 'https://example.com/size' }), fx);
    await runMenu(menu(6, { labelLink: 'javascript:alert(1)' }), fx);
    expect(fx.openLink).toHaveBeenCalledTimes(1);
    expect(fx.openLink).toHaveBeenCalledWith('https://example.com/size');
  });

  it('type 7 adds the visitor text, then the answer 200 ms later', async () => {
    let id = 0;
    fake.answer = (_call, body) => ({
      id: ++id,
      msgTime: Date.now() + id,
      msgContent: body.content,
      msgType: 1,
      senderType: body.senderType,
    });
    await runMenu(menu(7, { msgText: 'When are you open?|Every day 8-22.' }), effects());
    expect(calls.map((entry) => [entry.body.content, entry.body.senderType])).toEqual([
      ['When are you open?', 1],
      ['Every day 8-22.', 3],
    ]);
  });
});
