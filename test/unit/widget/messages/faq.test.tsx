import { MSG_TYPE } from '@shared/codes';
import { FAQ_PAGE_SIZE, ROBOT_GUIDE_DELAY_MS } from '@shared/constants';
import { faqGuideContent } from '@shared/faqGuide';
import { FaqPanel } from '@widget/messages/FaqPanel';
import { MessageBody } from '@widget/messages/MessageBody';
import { loadLinkify } from '@widget/messages/TextMessage';
import { guideInPause } from '@widget/stores/guidePause';
import { beforeAll, describe, expect, it } from 'vitest';
import { all, click, fakeActions, mount, shown } from './renderMessage';

// Text links come from linkifyjs, loaded on the first text message: load it before mounting.
beforeAll(async () => {
  await loadLinkify();
});

const faq = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ docId: 1000 + index, question: `Question ${index + 1}` }));
const questions = (el: HTMLElement) => all(el, '.msg-suggestion').map((entry) => entry.textContent);
const changeBatch = (el: HTMLElement) => click(el.querySelector('.msg-faq__batch'));

describe('FaqPanel (msgType "faq" and 99)', () => {
  it('rule: FAQ panel shows 5 per page and change batch cycles, wrapping to the first page', () => {
    expect(FAQ_PAGE_SIZE).toBe(5);
    const el = mount(<FaqPanel faqList={faq(12)} actions={fakeActions()} />);
    expect(questions(el)).toEqual(['Question 1', 'Question 2', 'Question 3', 'Question 4', 'Question 5']);
    expect(el.querySelector('.msg-faq__batch')?.textContent).toBe('message.changeBatch');
    changeBatch(el);
    expect(questions(el)).toEqual(['Question 6', 'Question 7', 'Question 8', 'Question 9', 'Question 10']);
    changeBatch(el);
    expect(questions(el)).toEqual(['Question 11', 'Question 12']);
    changeBatch(el);
    expect(questions(el)).toEqual(['Question 1', 'Question 2', 'Question 3', 'Question 4', 'Question 5']);
  });

  it('rule: no change batch control when everything fits on one page', () => {
    const el = mount(<FaqPanel faqList={faq(5)} actions={fakeActions()} />);
    expect(questions(el)).toHaveLength(5);
    expect(el.querySelector('.msg-faq__batch')).toBeNull();
  });

  it('rule: clicking an FAQ entry asks the robot about that document', () => {
    const actions = fakeActions();
    const el = mount(<FaqPanel faqList={faq(7)} actions={actions} />);
    changeBatch(el);
    click(all(el, '.msg-suggestion')[1]);
    expect(actions.askDocument).toHaveBeenCalledWith(1006, 'Question 7');
  });

  it('rule: an empty FAQ list shows nothing', () => {
    const el = mount(<FaqPanel faqList={[]} actions={fakeActions()} />);
    expect(el.innerHTML).toBe('');
  });

  it('rule: a stored guide (msgType 99) draws the list its JSON content holds', () => {
    const message = shown({ msgType: 99, senderType: 3, msgContent: faqGuideContent(faq(2)) });
    const el = mount(<MessageBody message={message} actions={fakeActions()} />);
    expect(questions(el)).toEqual(['Question 1', 'Question 2']);
  });

  it('rule: a guide whose content is not a list of questions draws nothing', () => {
    for (const msgContent of ['', 'not json', '{"docId":1}', '[{"question":1}]', '[{"docId":"1","question":"Q"}]']) {
      const el = mount(
        <MessageBody message={shown({ msgType: 99, senderType: 3, msgContent })} actions={fakeActions()} />,
      );
      expect(questions(el), msgContent).toEqual([]);
    }
  });
});

describe('guideInPause (the FAQ menu after its pause)', () => {
  const guideAt = (msgTime: number, sessionId = 7) =>
    shown({ id: 2, sessionId, msgType: MSG_TYPE.faqPanel, senderType: 3, msgTime });

  it('rule: a guide stored just now waits the rest of ROBOT_GUIDE_DELAY_MS on the server clock', () => {
    const paused = guideInPause([guideAt(10_000)], 7, 10_000 + 400);
    expect(paused?.wait).toBe(ROBOT_GUIDE_DELAY_MS - 400);
  });

  it('rule: once the pause is over (a reload, a second tab) the guide is drawn at once', () => {
    expect(guideInPause([guideAt(10_000)], 7, 10_000 + ROBOT_GUIDE_DELAY_MS)).toBeUndefined();
  });

  it('rule: only the current session’s guide waits', () => {
    expect(guideInPause([guideAt(10_000, 6)], 7, 10_000)).toBeUndefined();
  });
});
