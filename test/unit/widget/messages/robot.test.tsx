import { MessageBody } from '@widget/messages/MessageBody';
import { RobotAnswer } from '@widget/messages/RobotAnswer';
import { loadLinkify } from '@widget/messages/TextMessage';
import { mergeMessages, resetMessages, type ShownMessage } from '@widget/stores/messages';
import { act } from 'preact/test-utils';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { all, click, fakeActions, mount, shown } from './renderMessage';

// Text links come from linkifyjs, loaded on the first text message: load it before mounting.
beforeAll(async () => {
  await loadLinkify();
});

// The sanitiser never loads here: answers stay in their text-only form (DOMPurify is not
// tested under happy-dom).
vi.mock('dompurify', () => new Promise(() => {}));

beforeEach(() => resetMessages());

/** A message shown in the conversation (the list's store), as the chat page has it. */
const inConversation = (message: ShownMessage) => {
  act(() => mergeMessages([message]));
  return message;
};

const answer = (extra: Partial<ShownMessage> = {}) =>
  shown({
    msgType: 3,
    senderType: 3,
    senderName: 'Northwind Assistant',
    msgContent: '<p>Standard shipping takes <strong>3–5 business days</strong>.</p>',
    docId: 1001,
    ...extra,
  });

const thumbs = (el: HTMLElement) => ({
  useful: el.querySelector<HTMLButtonElement>('.msg-thumb[data-useful="1"]'),
  notUseful: el.querySelector<HTMLButtonElement>('.msg-thumb[data-useful="0"]'),
});

describe('RobotAnswer (msgType 3 from the robot)', () => {
  it('rule: the answer text is shown (text only until the sanitiser loads)', () => {
    const el = mount(<RobotAnswer message={answer()} actions={fakeActions()} />);
    expect(el.textContent).toContain('Standard shipping takes 3–5 business days.');
    expect(el.querySelector('strong')).toBeNull();
  });

  it('rule: robot answer shows suggestions that call askDocument', () => {
    const actions = fakeActions();
    const message = answer({
      suggestList: [
        { docId: 1005, question: 'How do I return an item?' },
        { docId: 1009, question: 'Where is my order?' },
      ],
    });
    const el = mount(<RobotAnswer message={message} actions={actions} />);
    const suggestions = all(el, '.msg-suggestion');
    expect(suggestions.map((button) => button.textContent)).toEqual(['How do I return an item?', 'Where is my order?']);
    click(suggestions[1]);
    expect(actions.askDocument).toHaveBeenCalledWith(1009, 'Where is my order?');
  });

  it('rule: btnList buttons send their text as the visitor', () => {
    const actions = fakeActions();
    const el = mount(<RobotAnswer message={answer({ btnList: [{ value: 'Track my parcel' }] })} actions={actions} />);
    click(el.querySelector('.msg-chip'));
    expect(actions.sendText).toHaveBeenCalledWith('Track my parcel');
  });

  it('rule: the answer card is a link card opening a new tab', () => {
    const card = {
      picture: 'https://shop.example/gift.png',
      title: 'E-gift card',
      desc: 'Never expires',
      price: '$25',
      url: 'https://shop.example/gift',
    };
    const el = mount(<RobotAnswer message={answer({ card })} actions={fakeActions()} />);
    const link = el.querySelector<HTMLAnchorElement>('a.msg-card')!;
    expect(link.getAttribute('href')).toBe('https://shop.example/gift');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.querySelector('img')?.getAttribute('src')).toBe('https://shop.example/gift.png');
    expect(link.textContent).toContain('E-gift card');
    expect(link.textContent).toContain('$25');
  });

  it('rule: thumbs are offered at disabled 0, and a click rates the answer and locks them', () => {
    const actions = fakeActions();
    const message = answer({ disabled: 0 });
    const el = mount(<RobotAnswer message={message} actions={actions} />);
    const { useful, notUseful } = thumbs(el);
    expect(useful?.disabled).toBe(false);
    expect(notUseful?.disabled).toBe(false);
    expect(useful?.getAttribute('aria-pressed')).toBe('false');
    click(notUseful);
    expect(actions.rateAnswer).toHaveBeenCalledWith(message, false);
    const after = thumbs(el);
    expect(after.notUseful?.getAttribute('aria-pressed')).toBe('true');
    expect(after.useful?.disabled).toBe(true);
    click(after.useful);
    expect(actions.rateAnswer).toHaveBeenCalledTimes(1);
  });

  it('rule: thumbs are locked with the choice at disabled 1', () => {
    const actions = fakeActions();
    const el = mount(<RobotAnswer message={answer({ disabled: 1, isUseful: 1 })} actions={actions} />);
    const { useful, notUseful } = thumbs(el);
    expect(useful?.disabled).toBe(true);
    expect(notUseful?.disabled).toBe(true);
    expect(useful?.getAttribute('aria-pressed')).toBe('true');
    expect(notUseful?.getAttribute('aria-pressed')).toBe('false');
    click(useful);
    expect(actions.rateAnswer).not.toHaveBeenCalled();
  });

  it('rule: thumbs are locked showing "not useful" when that was the choice', () => {
    const el = mount(<RobotAnswer message={answer({ disabled: 1, isUseful: 0 })} actions={fakeActions()} />);
    expect(thumbs(el).notUseful?.getAttribute('aria-pressed')).toBe('true');
    expect(thumbs(el).useful?.getAttribute('aria-pressed')).toBe('false');
  });

  it.each([[2 as const], [undefined]])('rule: thumbs are hidden at disabled %s', (disabled) => {
    const el = mount(<RobotAnswer message={answer({ disabled })} actions={fakeActions()} />);
    expect(el.querySelector('.msg-thumb, .msg-feedback')).toBeNull();
  });

  it('rule: transfer button only with showTransferBtn 1', () => {
    const actions = fakeActions();
    const withButton = mount(<RobotAnswer message={answer({ showTransferBtn: 1 })} actions={actions} />);
    const button = withButton.querySelector('.msg-transfer');
    expect(button?.textContent).toBe('message.transfer');
    click(button);
    expect(actions.transfer).toHaveBeenCalledTimes(1);

    for (const showTransferBtn of [0 as const, undefined]) {
      const without = mount(<RobotAnswer message={answer({ showTransferBtn })} actions={fakeActions()} />);
      expect(without.querySelector('.msg-transfer')).toBeNull();
    }
  });

  it('rule: after the handover (queued or with an agent) the transfer button is off', () => {
    const actions = { ...fakeActions(), canTransfer: false };
    const el = mount(<RobotAnswer message={answer({ showTransferBtn: 1 })} actions={actions} />);
    const button = el.querySelector<HTMLButtonElement>('.msg-transfer')!;
    expect(button.disabled).toBe(true);
    click(button);
    expect(actions.transfer).not.toHaveBeenCalled();
  });
});

describe('Robot texts (msgType 1 from the robot): guide and unknown answers', () => {
  it('rule: a robot guide text shows its suggestions and the transfer button under the text', () => {
    const actions = fakeActions();
    const message = shown({
      msgType: 1,
      senderType: 3,
      msgContent: 'Did you mean one of these?',
      suggestList: [{ docId: 1013, question: 'Can I change my order?' }],
      showTransferBtn: 1,
    });
    const el = mount(<MessageBody message={message} actions={actions} />);
    expect(el.querySelector('.msg-text')?.textContent).toBe('Did you mean one of these?');
    click(el.querySelector('.msg-suggestion'));
    expect(actions.askDocument).toHaveBeenCalledWith(1013, 'Can I change my order?');
    click(el.querySelector('.msg-transfer'));
    expect(actions.transfer).toHaveBeenCalled();
  });

  it('rule: a guide of one suggestion asks "Did you mean" with Yes and No instead of a list', () => {
    const actions = fakeActions();
    const message = inConversation(
      shown({
        msgType: 1,
        senderType: 3,
        answerType: 2,
        msgContent: 'Did you mean: Can I change my order?',
        suggestList: [{ docId: 1013, question: 'Can I change my order?' }],
      }),
    );
    const el = mount(<MessageBody message={message} actions={actions} />);
    expect(el.querySelector('.msg-suggestion')).toBeNull();
    const [yes, no] = all(el, '.msg-confirm .msg-chip');
    expect(yes?.textContent).toBe('message.confirmYes');
    click(yes!);
    expect(actions.askDocument).toHaveBeenCalledWith(1013, 'Can I change my order?');
    click(no!);
    expect(actions.decline).toHaveBeenCalledWith(1013, 'message.confirmNo');
  });

  it('rule: once the visitor says anything after "Did you mean", its Yes and No are off (a late click would answer a question that is gone)', () => {
    const actions = fakeActions();
    const confirm = (docId: number, msgTime: number) =>
      inConversation(
        shown({
          msgType: 1,
          senderType: 3,
          answerType: 2,
          msgTime,
          msgContent: 'Did you mean: Can I change my order?',
          suggestList: [{ docId, question: 'Can I change my order?' }],
        }),
      );
    const first = confirm(1013, 1000);
    const el = mount(<MessageBody message={first} actions={actions} />);
    const buttons = () => all(el, '.msg-confirm .msg-chip') as HTMLButtonElement[];
    expect(buttons().map((button) => button.disabled)).toEqual([false, false]);
    // A robot message after it (a notice, the thinking dots) leaves it open: the visitor has not answered.
    inConversation(shown({ msgType: 1, senderType: 3, msgTime: 2000, msgContent: 'Still there?' }));
    expect(buttons().map((button) => button.disabled)).toEqual([false, false]);
    // The visitor types instead (a "yes", or another question): answered, both buttons off.
    inConversation(shown({ msgType: 1, senderType: 1, msgTime: 3000, msgContent: 'yes' }));
    expect(buttons().map((button) => button.disabled)).toEqual([true, true]);
    click(buttons()[0]);
    click(buttons()[1]);
    expect(actions.askDocument).not.toHaveBeenCalled();
    expect(actions.decline).not.toHaveBeenCalled();
    // A newer "Did you mean" is the open one; the old stays to read.
    const second = confirm(1014, 4000);
    const newer = mount(<MessageBody message={second} actions={actions} />);
    expect(all(newer, '.msg-confirm .msg-chip').map((button) => (button as HTMLButtonElement).disabled)).toEqual([
      false,
      false,
    ]);
    expect(buttons().map((button) => button.disabled)).toEqual([true, true]);
  });

  it("rule: Yes, No and the transfer button take the message's own labels (robotLabels) over the widget's", () => {
    const actions = fakeActions();
    const message = inConversation(
      shown({
        msgType: 1,
        senderType: 3,
        answerType: 2,
        msgContent: 'هل تقصد: منتج ناقص أو وصلني منتج خاطئ؟',
        suggestList: [{ docId: 7020, question: 'منتج ناقص أو وصلني منتج خاطئ' }],
        showTransferBtn: 1,
        robotLabels: { yes: 'نعم', no: 'لا، أقصد شيئًا آخر', transfer: 'التحويل إلى موظف الدعم' },
      }),
    );
    const el = mount(<MessageBody message={message} actions={actions} />);
    const [yes, no] = all(el, '.msg-confirm .msg-chip');
    expect([yes?.textContent, no?.textContent]).toEqual(['نعم', 'لا، أقصد شيئًا آخر']);
    expect(el.querySelector('.msg-transfer')?.textContent).toBe('التحويل إلى موظف الدعم');
    // The visitor's "No" is sent as the button read.
    click(no!);
    expect(actions.decline).toHaveBeenCalledWith(7020, 'لا، أقصد شيئًا آخر');
  });

  it("rule: the thumbs and the full article's link take the message's own labels over the widget's", () => {
    const labels = {
      yes: 'نعم',
      no: 'لا، أقصد شيئًا آخر',
      transfer: 'التحويل إلى موظف الدعم',
      useful: 'مفيد',
      notUseful: 'غير مفيد',
      feedback: 'هل كانت هذه الإجابة مفيدة؟',
      readFull: 'قراءة المقال كاملًا',
    };
    const long = `<p>${'يستغرق الشحن العادي من ثلاثة إلى خمسة أيام عمل. '.repeat(8)}</p>`;
    const labelled = mount(
      <RobotAnswer message={answer({ msgContent: long, disabled: 0, robotLabels: labels })} actions={fakeActions()} />,
    );
    const { useful, notUseful } = thumbs(labelled);
    expect([useful?.textContent, notUseful?.textContent]).toEqual(['مفيد', 'غير مفيد']);
    const group = labelled.querySelector('.msg-feedback');
    expect(group?.getAttribute('aria-label')).toBe('هل كانت هذه الإجابة مفيدة؟');
    // Ordered as their words read: right to left for Arabic, even in a left-to-right widget.
    expect(group?.getAttribute('dir')).toBe('auto');
    expect(labelled.querySelector('.msg-answer__article')?.textContent).toBe('قراءة المقال كاملًا');
    // Without them (an older message), the widget's own words.
    const plain = mount(<RobotAnswer message={answer({ msgContent: long, disabled: 0 })} actions={fakeActions()} />);
    expect(thumbs(plain).useful?.textContent).toBe('message.useful');
    expect(plain.querySelector('.msg-answer__article')?.textContent).toBe('question.readFull');
  });

  it('rule: a robot answer through MessageBody shows its suggestions once', () => {
    const message = answer({ suggestList: [{ docId: 1, question: 'Q' }], showTransferBtn: 1 });
    const el = mount(<MessageBody message={message} actions={fakeActions()} />);
    expect(all(el, '.msg-suggestion')).toHaveLength(1);
    expect(all(el, '.msg-transfer')).toHaveLength(1);
  });

  it('rule: an agent text offers no robot extras', () => {
    const message = shown({ msgType: 1, senderType: 2, msgContent: 'Hi', showTransferBtn: 1 });
    const el = mount(<MessageBody message={message} actions={fakeActions()} />);
    expect(el.querySelector('.msg-transfer, .msg-extras')).toBeNull();
  });
});
