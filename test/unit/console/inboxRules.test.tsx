// The inbox's rules: when a row last moved in an agent's words, its last message on one
// line, the neighbour Alt+↑/↓ goes to, and a question answered or dismissed.

import { messagePreview, plainText } from '@console/components/messagePreview';
import { relativeTime } from '@console/components/relativeTime';
import { neighbour } from '@console/pages/chat/ChatDesk';
import { $question, ask } from '@console/stores/question';
import { describe, expect, it } from 'vitest';
import { chatMessage } from '../chatMessage';

const at = (text: string) => new Date(text).getTime();

describe('when a row last moved', () => {
  const now = at('2026-11-23T15:30:00');
  it('rule: under a minute is now, under an hour in minutes', () => {
    expect(relativeTime(now - 30_000, now)).toEqual({ unit: 'now' });
    expect(relativeTime(now - 2 * 60_000, now)).toEqual({ unit: 'minutes', count: 2 });
    expect(relativeTime(now - 59 * 60_000, now)).toEqual({ unit: 'minutes', count: 59 });
  });
  it('rule: earlier today is the time, the day before is Yesterday, this week the weekday, else the date', () => {
    expect(relativeTime(at('2026-11-23T09:05:00'), now)).toEqual({ unit: 'today', time: '09:05' });
    expect(relativeTime(at('2026-11-22T23:59:00'), now)).toEqual({ unit: 'yesterday' });
    expect(relativeTime(at('2026-11-19T10:00:00'), now)).toEqual({ unit: 'weekday', day: 4 });
    expect(relativeTime(at('2026-11-02T10:00:00'), now)).toEqual({ unit: 'date', date: '2026-11-02' });
  });
});

describe("a row's last message", () => {
  it('rule: rich text as plain text on one line, entities decoded', () => {
    expect(plainText('<p>Your order <b>NW-7</b></p><p>ships &amp; arrives&nbsp;soon</p>')).toBe(
      'Your order NW-7 ships & arrives soon',
    );
    expect(messagePreview(chatMessage({ msgType: 12, msgContent: '<ul><li>one</li><li>two</li></ul>' }))).toEqual({
      text: 'one two',
    });
  });
  it('rule: what has no text says what it is; a recalled message says so', () => {
    expect(messagePreview(chatMessage({ msgType: 2, msgContent: '/api/files/a.png' }))).toEqual({ kind: 'picture' });
    expect(
      messagePreview(chatMessage({ msgType: 4, msgContent: '/api/files/a.pdf', fileName: 'invoice.pdf' })),
    ).toEqual({ kind: 'file', name: 'invoice.pdf' });
    expect(messagePreview(chatMessage({ msgType: 10, msgContent: '{}' }))).toEqual({ kind: 'form' });
    expect(messagePreview(chatMessage({ msgType: 1, msgContent: 'secret', recallFlag: 1 }))).toEqual({
      kind: 'recalled',
    });
  });
});

describe('Alt+↑/↓', () => {
  it('rule: the next or previous row of the box, the first (or last) when none is open, nothing past the ends', () => {
    expect(neighbour([4, 7, 9], 7, 1)).toBe(9);
    expect(neighbour([4, 7, 9], 7, -1)).toBe(4);
    expect(neighbour([4, 7, 9], undefined, 1)).toBe(4);
    expect(neighbour([4, 7, 9], undefined, -1)).toBe(9);
    expect(neighbour([4, 7, 9], 9, 1)).toBeUndefined();
    expect(neighbour([], undefined, 1)).toBeUndefined();
  });
});

describe('a question', () => {
  it('resolves with the choice, or undefined when dismissed; a new question dismisses the one before', async () => {
    const first = ask('End the chat?', [{ value: 'end', label: 'End chat' }]);
    const second = ask('Recall?', [{ value: 'recall', label: 'Recall' }]);
    expect(await first).toBeUndefined();
    expect($question.get()!.title).toBe('Recall?');
    $question.get()!.answer('recall');
    expect(await second).toBe('recall');
    expect($question.get()).toBeUndefined();
  });
});
