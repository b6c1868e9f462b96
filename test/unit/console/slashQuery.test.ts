// The "/" of saved replies: where a "/query" is typed, which replies it calls up, and the
// message once a reply replaces it.

import { findSlashQuery, matchSavedReplies, replaceSlashQuery } from '@console/pages/chat/slashQuery';
import type { SavedReply } from '@shared/api';
import { describe, expect, it } from 'vitest';

const reply = (id: number, shortcut: string, title = ''): SavedReply => ({
  id,
  shortcut,
  title,
  text: `text of ${shortcut}`,
  updatedAt: 0,
});
/** As the server lists them: by shortcut. */
const REPLIES = [
  reply(1, 'closing', 'Closing'),
  reply(2, 'greeting', 'Greeting'),
  reply(3, 'password', 'Password reset'),
  reply(4, 'refund', 'When the refund arrives'),
  reply(5, 'returns', 'How to return an item'),
  reply(6, 'shipping', 'Shipping times'),
  reply(7, 'shipping-cost', 'Shipping costs'),
  reply(8, 'tracking', 'Where is my shipment'),
];
const shortcuts = (replies: SavedReply[]) => replies.map((each) => each.shortcut);

describe('finding the "/query" at the caret', () => {
  it('a "/" at the start of the message opens it; what follows up to the caret is the query', () => {
    expect(findSlashQuery('/', 1)).toEqual({ start: 0, end: 1, query: '' });
    expect(findSlashQuery('/ship', 5)).toEqual({ start: 0, end: 5, query: 'ship' });
  });

  it('a "/" after a space or a line break opens it; the text around stays out of it', () => {
    expect(findSlashQuery('Hello /gre', 10)).toEqual({ start: 6, end: 10, query: 'gre' });
    expect(findSlashQuery('Thanks!\n/clo', 12)).toEqual({ start: 8, end: 12, query: 'clo' });
  });

  it('a "/" inside a word never does: a URL, "and/or", a date', () => {
    for (const text of ['see https://shop.example/ship', 'and/or', '12/05'])
      expect(findSlashQuery(text, text.length)).toBeUndefined();
  });

  it('a space or a punctuation mark after the "/" ends it: the query is over', () => {
    expect(findSlashQuery('/ship now', 9)).toBeUndefined();
    expect(findSlashQuery('/ship.', 6)).toBeUndefined();
    expect(findSlashQuery('/', 0)).toBeUndefined();
  });

  it('the query takes letters of any script, digits, "-" and "_"', () => {
    expect(findSlashQuery('/shipping-cost_2', 16)?.query).toBe('shipping-cost_2');
    expect(findSlashQuery('你好 /退货', 6)?.query).toBe('退货');
  });

  it('with the caret inside the word, the query is what lies before it and the word runs on to its end', () => {
    expect(findSlashQuery('/shipping today', 5)).toEqual({ start: 0, end: 9, query: 'ship' });
  });
});

describe('the replies a query calls up', () => {
  it('an empty query calls up every reply, in the order of the list', () => {
    expect(matchSavedReplies(REPLIES, '')).toEqual(REPLIES);
  });

  it('a query matches the shortcut or the title, without regard to case', () => {
    expect(shortcuts(matchSavedReplies(REPLIES, 'RESET'))).toEqual(['password']);
    expect(shortcuts(matchSavedReplies(REPLIES, 'Refund'))).toEqual(['refund']);
    expect(shortcuts(matchSavedReplies(REPLIES, 'nothing-like-it'))).toEqual([]);
  });

  it('shortcuts that begin with the query come first, then shortcuts and titles that hold it', () => {
    expect(shortcuts(matchSavedReplies(REPLIES, 'ship'))).toEqual(['shipping', 'shipping-cost', 'tracking']);
    expect(shortcuts(matchSavedReplies(REPLIES, 're'))).toEqual([
      'refund',
      'returns',
      'greeting',
      'password',
      'tracking',
    ]);
  });
});

describe('a reply replacing the "/query"', () => {
  it('replaces the "/" and the whole word, keeps the rest, and puts the caret right after the reply', () => {
    const text = 'Hi! /shi thanks';
    const query = findSlashQuery(text, 8)!;
    expect(replaceSlashQuery(text, query, 'Orders ship the same day.')).toEqual({
      text: 'Hi! Orders ship the same day. thanks',
      caret: 29,
    });
  });

  it('a reply of several lines goes in as written', () => {
    expect(replaceSlashQuery('/clo', findSlashQuery('/clo', 4)!, 'Anything else?\nHave a great day!')).toEqual({
      text: 'Anything else?\nHave a great day!',
      caret: 32,
    });
  });
});
