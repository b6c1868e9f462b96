// The visitor panel: what the agent reads of the visitor, and safely: the page as a link
// only when it is a web address, the device in words, the identity's state, and the
// visitor's earlier conversations, each a button that opens it.

import { startI18n } from '@console/i18n';
import type { Conversation, VisitorInfo, VisitorSession } from '@shared/api';
import { friendlyName, visitorName } from '@shared/visitorName';
import { act } from 'preact/test-utils';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mount } from '../widget/messages/renderMessage';
import { answer, calls, reset } from './fakeAgentClient';

vi.mock('@console/api/agentClient', () => import('./fakeAgentClient'));

const { VisitorDetails } = await import('@console/pages/chat/VisitorDetails');
const { $openId } = await import('@console/stores/workspace');

const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
const USER_ID = '0123456789abcdef0123456789abcdef';

const conversation = (visitor: VisitorInfo, fields: Partial<Conversation> = {}): Conversation => ({
  sessionId: 7,
  userId: USER_ID,
  channelId: 'demo',
  channelName: 'Northwind shop',
  status: 2,
  adminId: 101,
  groupId: 1,
  groupName: 'Orders & shipping',
  queuedAt: null,
  createdAt: 0,
  evaluated: false,
  visitor,
  name: visitorName(USER_ID, visitor),
  lastMessage: null,
  lastActivityAt: 0,
  unread: 0,
  ratingInvitedAt: null,
  endedAt: null,
  outType: null,
  messages: [],
  ratings: [],
  ...fields,
});

const session = (fields: Partial<VisitorSession>): VisitorSession => ({
  sessionId: 1,
  createdAt: Date.UTC(2026, 0, 15, 9, 30),
  endedAt: Date.UTC(2026, 0, 15, 9, 50),
  status: 0,
  agentNick: 'Alice',
  messageCount: 6,
  rating: null,
  ...fields,
});

/** The panel's fields as label → the text shown. */
const fieldsOf = (root: HTMLElement) =>
  Object.fromEntries(
    [...root.querySelectorAll('.desk__visitor > dl > div')].map((row) => [
      row.querySelector('dt')!.textContent,
      row.querySelector('dd')!.textContent,
    ]),
  );

async function panel(visitor: VisitorInfo, sessions: VisitorSession[] = [], fields: Partial<Conversation> = {}) {
  answer((call) => (call == 'visitorSessions' ? { list: sessions } : {}));
  const root = mount(<VisitorDetails conversation={conversation(visitor, fields)} />);
  await vi.waitFor(() => expect(root.querySelector('#visitor-history')).not.toBeNull());
  return root;
}

beforeAll(() => startI18n('en'));
beforeEach(reset);
afterEach(() => vi.useRealTimers());

describe('the visitor panel', () => {
  it('shows who and where: the name, the page by its title, the group and channel by name, the device in words, the clock', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.UTC(2026, 6, 1, 12, 5));
    const root = await panel({
      userName: 'Ada Lovelace',
      email: 'ada@example.com',
      page: 'https://shop.example/boots?size=42',
      pageTitle: 'Trail boots',
      refer: 'https://search.example/?q=boots',
      device: CHROME_LINUX,
      locale: 'en-GB',
      timeZone: 'Europe/Berlin',
      verified: true,
    });
    expect(fieldsOf(root)).toMatchObject({
      Name: 'Ada Lovelace',
      'E-mail': 'ada@example.com',
      Identity: 'Verified',
      Page: 'Trail boots',
      'Came from': 'https://search.example/?q=boots',
      Channel: 'Northwind shop',
      Group: 'Orders & shipping',
      Device: 'Chrome 156 · Linux · desktop',
      Language: 'en-GB',
      'Local time': '14:05 (Europe/Berlin)',
    });
    const page = root.querySelector<HTMLAnchorElement>('a.visitor__url')!;
    expect(page.getAttribute('href')).toBe('https://shop.example/boots?size=42');
    expect(page.title).toBe('https://shop.example/boots?size=42');
    expect(page.target).toBe('_blank');
    expect(page.rel).toBe('noopener noreferrer');
    // The raw user-agent is there on hover.
    expect(root.querySelector(`[title="${CHROME_LINUX}"]`)!.textContent).toBe('Chrome 156 · Linux · desktop');
  });

  it('rule: a visitor who gave no name is called by their friendly name; an unsigned identity says "Not verified"', async () => {
    const fields = fieldsOf(await panel({}));
    expect(fields.Name).toBe(friendlyName(USER_ID));
    expect(fields.Identity).toBe('Not verified');
  });

  it('rule: a page without a title is shown by its address', async () => {
    const root = await panel({ page: 'https://shop.example/cart', pageTitle: '' });
    expect(root.querySelector('a.visitor__url')!.textContent).toBe('https://shop.example/cart');
  });

  it.each([
    ['javascript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['/console/'],
    [' javascript:alert(1)'],
  ])('rule: a page address that is not http(s) (%j) is plain text, never a link', async (url) => {
    const root = await panel({ page: url, pageTitle: 'Click me' });
    expect(root.querySelector('a')).toBeNull();
    expect(fieldsOf(root).Page).toBe('Click me');
  });

  it('rule: what is unknown is left out (no group, no time zone, no device)', async () => {
    const fields = fieldsOf(await panel({}, [], { groupName: null }));
    expect(fields).not.toHaveProperty('Group');
    expect(fields).not.toHaveProperty('Local time');
    expect(fields).not.toHaveProperty('Device');
  });
});

describe('earlier conversations', () => {
  it('are asked for by the visitor’s id and listed newest first, without the one on screen', async () => {
    const root = await panel({}, [
      session({ sessionId: 7, agentNick: 'Alice' }),
      session({ sessionId: 5, agentNick: 'Bob', messageCount: 1, rating: 4 }),
      session({ sessionId: 3, agentNick: null, messageCount: 3, endedAt: null, status: 1 }),
    ]);
    expect(calls).toContainEqual({ call: 'visitorSessions', body: { userId: USER_ID } });
    const rows = [...root.querySelectorAll('.visitor__session')].map((row) => row.textContent);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toContain('Bob · 1 message');
    expect(rows[0]).toContain('4 stars');
    expect(rows[1]).toContain('ongoing');
    expect(rows[1]).toContain('Robot only · 3 messages');
  });

  it('rule: each is a button that opens that conversation in the desk', async () => {
    const root = await panel({}, [session({ sessionId: 5 })]);
    answer((call, body) => (call == 'conversation' ? conversation({}, { sessionId: body.sessionId as number }) : {}));
    await act(async () => {
      root.querySelector<HTMLButtonElement>('button.visitor__session')!.click();
    });
    expect($openId.get()).toBe(5);
    expect(calls.at(-1)).toEqual({ call: 'conversation', body: { sessionId: 5 } });
  });

  it('rule: none besides this one says so', async () => {
    const root = await panel({}, [session({ sessionId: 7 })]);
    expect(root.querySelector('.visitor__history')).toBeNull();
    expect(root.textContent).toContain('No earlier conversations');
  });
});
