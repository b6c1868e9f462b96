import { beforeAll, describe, expect, it } from 'vitest';
import { FAQ_PAGE_SIZE } from '../../../../shared/constants';
import { FaqPanel } from '../../../../widget/messages/FaqPanel';
import { MessageBody } from '../../../../widget/messages/MessageBody';
import type { ShownMessage } from '../../../../widget/stores/messages';
import { all, click, fakeActions, mount, shown } from './renderMessage';
import { loadLinkify } from '../../../../widget/messages/TextMessage';

// Text links come from linkifyjs, loaded on the first text message: load it before mounting.
beforeAll(async () => {
  await loadLinkify();
});


const faq = (count: number) => Array.from({ length: count }, (_, index) => ({ docId: 1000 + index, question: `Question ${index + 1}` }));
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

  it.each([['faq' as const], [99 as const]])('rule: MessageBody gives msgType %j the faqList prop', (msgType) => {
    const message: ShownMessage = shown({ msgType, senderType: 3 });
    const el = mount(<MessageBody message={message} actions={fakeActions()} faqList={faq(3)} />);
    expect(questions(el)).toEqual(['Question 1', 'Question 2', 'Question 3']);
  });

  it('rule: a msgType 99 without the prop reads its list from the JSON content', () => {
    const message = shown({ msgType: 99, senderType: 3, msgContent: JSON.stringify(faq(2)) });
    const el = mount(<MessageBody message={message} actions={fakeActions()} />);
    expect(questions(el)).toEqual(['Question 1', 'Question 2']);
  });
});
